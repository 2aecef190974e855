#!/usr/bin/env bash
set -uo pipefail
export MW_NVRTC=/usr/local/cuda/lib64/libnvrtc.so.13
G=$PWD/.gpu
t0=$(date +%s); since() { echo "  ($(( $(date +%s) - t0 )) s)"; }
for b in mw mw-final; do
  echo "== $b CartPole 1M, 16M"
  timeout 60 $G/$b bench envs/cartpole.rhai --backend cuda --plan fixed:64 --worlds 1048576,16777216 --seconds 1 --reps 3 2>&1 | tail -2
done
since
for n in 16777216 1048576; do
  echo "== mw-final CartPole $n per node"
  timeout 60 $G/mw-final run envs/cartpole.rhai --backend cuda --plan fixed:64 --worlds $n --steps 300 2>&1 | grep -E "steps in|\[|random"
done
since
echo "== racecheck boids (whole tail)"
timeout 60 compute-sanitizer --tool racecheck $G/mw-final run envs/boids.rhai --backend cuda --worlds 4 --steps 5 --plan fixed:64 2>&1 | tail -6
since
echo "== same"
MW=$G/mw-final OUT=$OUT T=40 SECTIONS=same bash bench/cuda.sh 2>&1
since
