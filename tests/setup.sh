#!/bin/sh
# What the tests need beyond cargo, fetched from PyPI into the target directory:
# - NVRTC, CUDA's runtime compiler (it runs on the CPU, no GPU needed), into <target>/nvrtc/,
#   where `mw` and the tests find it (or set MW_NVRTC to a libnvrtc.so.12 or .so.13), and
#   nvJitLink into <target>/nvjitlink/ (MW_NVJITLINK);
# - nvdisasm, CUDA's SASS disassembler (a host tool), into <target>/nvdisasm/, for the count of
#   the fused kernel's instructions (tui/tests/gpu_counts.rs, bench/gpu_counts.sh);
# - a Python virtual environment, <target>/pyenv, with what python/test.sh needs (maturin,
#   NumPy, Gymnasium, pytest, PyTorch, JAX: python/requirements-test.txt).
set -e
cd "$(dirname "$0")/.."
target="${CARGO_TARGET_DIR:-target}"
dir="$target/nvrtc"
if [ ! -e "$dir/nvidia/cuda_nvrtc/lib/libnvrtc.so.12" ]; then
    echo "fetching NVRTC (nvidia-cuda-nvrtc-cu12) into $dir"
    python3 -m pip install -q --disable-pip-version-check --root-user-action=ignore \
        --target "$dir" nvidia-cuda-nvrtc-cu12==12.9.86
fi
# nvJitLink (ptxas as a library): with it, NVRTC makes PTX once and each register budget is
# ptxas alone (cuda/src/jitlink.rs); without it, every budget is a whole NVRTC build.
jl="$target/nvjitlink"
if [ ! -e "$jl/nvidia/nvjitlink/lib/libnvJitLink.so.12" ]; then
    echo "fetching nvJitLink (nvidia-nvjitlink-cu12) into $jl"
    python3 -m pip install -q --disable-pip-version-check --root-user-action=ignore \
        --target "$jl" nvidia-nvjitlink-cu12==12.9.86
fi
dis="$target/nvdisasm"
if [ ! -x "$dis/nvidia/cu13/bin/nvdisasm" ]; then
    echo "fetching nvdisasm (nvidia-cuda-nvdisasm) into $dis"
    python3 -m pip install -q --disable-pip-version-check --root-user-action=ignore \
        --target "$dis" nvidia-cuda-nvdisasm==13.5.37
    chmod +x "$dis/nvidia/cu13/bin/nvdisasm"
fi
venv="$target/pyenv"
stamp="$venv/.requirements"
if ! cmp -s python/requirements-test.txt "$stamp" 2>/dev/null; then
    echo "making the Python test environment in $venv (python/requirements-test.txt; PyTorch is large, a minute or two)"
    python3 -m venv "$venv"
    "$venv/bin/python" -m pip install -q --disable-pip-version-check -r python/requirements-test.txt
    cp python/requirements-test.txt "$stamp"
fi
# The switch the tests read: with this file here, a test whose dependency is missing fails
# instead of skipping (NVRTC in tui/tests/cuda_nvrtc.rs; PyTorch and JAX in python/tests), so
# the README's test command after this script cannot pass by skipping.
echo "tests/setup.sh fetched NVRTC, nvJitLink, nvdisasm and the Python test environment: tests that need them fail, not skip" \
    > "$target/test-deps-required"
