#!/usr/bin/env bash
# A paired A/B of two builds of mw on a GPU: the workloads the GPU issues name (CartPole at 1M
# and 16M worlds, boids in one world of 131,072 ships and in 64 x 2048, the bullets script),
# each run by the old build then the new one, env-steps/s and the per-node table of each, with
# the same fixed launch plan (no profiling pass at load, so both builds run the same variant).
#
#   OLD=./mw-old NEW=./mw-new MW_NVRTC=... bench/cuda_ab.sh
#
# Env: OLD, NEW (the two binaries), T (seconds any one command may take, default 90), STEPS
# (steps of each per-node run, default 200).
set -uo pipefail
cd "$(dirname "$0")/.."
OLD=${OLD:?the old build}
NEW=${NEW:?the new build}
T=${T:-90}
STEPS=${STEPS:-200}
pair() { # label, args...
    local label=$1; shift
    for b in "$OLD" "$NEW"; do
        echo "-- $label: $b"
        timeout "$T" "$b" "$@" 2>&1 | grep -v "^  step \|^profiling" | head -14
    done
}
pair "CartPole 1M, 16M env-steps/s" bench envs/cartpole.rhai --backend cuda --plan fixed:64 --worlds 1048576,16777216 --seconds 1 --reps 3
pair "CartPole 16M per node" run envs/cartpole.rhai --backend cuda --plan fixed:64 --worlds 16777216 --steps "$STEPS"
pair "boids 1 x 131072 per node" run envs/boids.rhai --backend cuda --plan fixed:128 --worlds 1 --param ships=131072 --steps "$STEPS"
pair "boids 64 x 2048 per node" run envs/boids.rhai --backend cuda --plan fixed:128 --worlds 64 --param ships=2048 --steps "$STEPS"
pair "bullets 8192 worlds per node" run bench/scripts/bullets.rhai --backend cuda --plan fixed:128 --worlds 8192 --steps "$STEPS"
