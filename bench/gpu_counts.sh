#!/usr/bin/env bash
# CartPole's per-row cost on a GPU, counted without one (issue 34), against the hand-written
# CUDA kernel (bench/peers/gpu/cartpole_limit.cu): bytes per world-step as the emulated GPU
# measures them (every load and store of the device code, in 32-byte sectors per phase, and
# per phase the buffers they lie in: where the bytes go), and
# the static SASS instructions of the fused row kernel for sm_90 (NVRTC + nvdisasm, which
# tests/setup.sh fetches). The same test pins both (tui/tests/gpu_counts.rs).
#
#   bench/gpu_counts.sh
set -euo pipefail
cd "$(dirname "$0")/.."
sh tests/setup.sh >/dev/null
cargo test --release -p mw-tui --test gpu_counts -- --nocapture --test-threads 1 2>&1 |
    grep -v -E '^(running|test |$)|test result|Finished|Running|Compiling'
