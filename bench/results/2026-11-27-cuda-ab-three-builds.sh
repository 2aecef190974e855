#!/usr/bin/env bash
# Device run 3: CartPole A/B of three builds, the register variants, ncu source-level, racecheck.
set -uo pipefail
export MW_NVRTC=/usr/local/cuda/lib64/libnvrtc.so.13
G=$PWD/.gpu
t0=$(date +%s); since() { echo "  ($(( $(date +%s) - t0 )) s)"; }
for b in mw mw-stripes mw-new; do
  echo "== $b"
  timeout 60 $G/$b bench envs/cartpole.rhai --backend cuda --plan fixed:64 --worlds 1048576,16777216 --seconds 1 --reps 3 2>&1 | tail -2
  timeout 60 $G/$b run envs/cartpole.rhai --backend cuda --plan fixed:64 --worlds 16777216 --steps 200 2>&1 | grep -E "steps in|\[|random" 
  since
done
echo "== mw-stripes register variants"
for v in 32 96 128; do
  echo "-- fixed:$v"; timeout 60 $G/mw-stripes bench envs/cartpole.rhai --backend cuda --plan fixed:$v --worlds 1048576,16777216 --seconds 1 --reps 3 2>&1 | tail -2
done
since
echo "== ncu source counters, mw-stripes, 1M"
timeout 90 ncu --clock-control none --section SourceCounters --section WarpStateStats -k mw_step --launch-skip 5 -c 1 --page source --print-source sass --csv \
  $G/mw-stripes run envs/cartpole.rhai --backend cuda --worlds 1048576 --steps 8 --plan fixed:64 > $OUT/ncu-source-stripes-1M.csv 2> $OUT/ncu-source.err
ls -la $OUT; tail -3 $OUT/ncu-source.err
since
echo "== racecheck"
timeout 60 compute-sanitizer --tool racecheck $G/mw-stripes run envs/boids.rhai --backend cuda --worlds 4 --steps 5 --plan fixed:64 2>&1 | tail -2
timeout 50 compute-sanitizer --tool racecheck $G/mw-stripes run tui/tests/scripts/spawn_rows.rhai --backend cuda --worlds 4 --steps 5 --plan fixed:64 2>&1 | tail -2
since
