#!/bin/sh
# What the tests need beyond cargo: NVRTC, CUDA's runtime compiler (it runs on the CPU, no GPU
# needed), from PyPI into the target directory's nvrtc/, where `mw` and the tests find it
# (or set MW_NVRTC to a libnvrtc.so.12 or .so.13).
set -e
cd "$(dirname "$0")/.."
dir="${CARGO_TARGET_DIR:-target}/nvrtc"
if [ ! -e "$dir/nvidia/cuda_nvrtc/lib/libnvrtc.so.12" ]; then
    echo "fetching NVRTC (nvidia-cuda-nvrtc-cu12) into $dir"
    python3 -m pip install -q --disable-pip-version-check --root-user-action=ignore \
        --target "$dir" nvidia-cuda-nvrtc-cu12==12.9.86
fi
