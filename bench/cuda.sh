#!/usr/bin/env bash
# The CUDA backend on a real GPU, in one command: every env's dumps CPU = CUDA (bit for bit),
# CartPole env-steps/s at 1M to 16M worlds beside the hand-written CUDA kernel and the JAX
# program (bench/peers/gpu/), the worlds that change every step (issue 33's figures), reload on
# save, the profiling pass against every register variant, Nsight Compute on the megakernel, and
# compute-sanitizer. For a machine with an NVIDIA GPU (the development machines have none: there
# the backend is checked by the emulated GPU, tui/tests/cuda_emulated.rs).
#
# Build here, carry the stripped binary, run there (it needs no Rust, only the driver and NVRTC):
#   cargo build --release && strip -o mw-gpu target/release/mw
#   MW=./mw-gpu MW_NVRTC=/usr/local/cuda/lib64/libnvrtc.so.13 bench/cuda.sh
#
# Env: MW (the binary), MW_NVRTC (NVRTC's library), OUT (results directory, default bench/results),
# T (seconds any one command may take before it is killed and counted as failed, default 240:
# a hung megakernel must not eat the GPU machine's whole lease), SECTIONS (which parts run, in
# this order; default all: gpu same cartpole dynamic reload profile ncu sanitize python), PLANS
# (the launch plans each profiled env is benchmarked with, default auto and every fixed variant),
# PROFILE_ENVS (which of cartpole boids boids-64 boids-1024 crowd micro the profile section
# takes, default all), INIT_WORLDS (the worlds of the spawning init_world's load, default 65536),
# MW_PYTHONPATH (a directory holding the built `manyworlds` package, for bench/cuda_python.py).
# A device session of 15 minutes takes, for example:
#   SECTIONS="gpu same cartpole dynamic ncu sanitize" T=90 bench/cuda.sh
set -uo pipefail
cd "$(dirname "$0")/.."
MW=${MW:-./target/release/mw}
BACKEND=${BACKEND:-cuda}   # cuda-emulated: a dry run of the comparisons without a GPU (small sizes only)
OUT=${OUT:-bench/results}
mkdir -p "$OUT"
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
fail=0
T=${T:-240}
SECTIONS=${SECTIONS:-gpu same cartpole dynamic reload profile ncu sanitize python}
PLANS=${PLANS:-auto fixed:32 fixed:64 fixed:96 fixed:128 fixed:255}
PROFILE_ENVS=${PROFILE_ENVS:-cartpole boids boids-64 boids-1024 crowd micro}
INIT_WORLDS=${INIT_WORLDS:-65536}
mw() { timeout "$T" "$MW" "$@"; local r=$?; [ $r = 124 ] && echo "  (killed after ${T}s: mw $*)" >&2; return $r; }
on() { [[ " $SECTIONS " == *" $1 "* ]]; }
t0=$(date +%s)
since() { echo "  ($(( $(date +%s) - t0 )) s since the start)"; }

if on gpu; then
echo "== GPU and NVRTC"
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader || true
mw check envs/boids.rhai --cuda --arch sm_90 || fail=1
since
fi

if on same; then
echo "== CPU = CUDA: every export of every step, bit for bit"
same() { # name, args...
    local name=$1; shift
    for b in cpu "$BACKEND"; do
        mw run "$@" --backend "$b" --seed 7 --dump "$DUMP=$TMP/$name-$b.npy" >"$TMP/$name-$b.log" 2>&1 \
            || { echo "  $name: $b failed: $(tail -1 "$TMP/$name-$b.log")"; fail=1; return; }
    done
    if cmp -s "$TMP/$name-cpu.npy" "$TMP/$name-$BACKEND.npy"; then echo "  $name: identical"; else echo "  $name: DIFFERENT"; fail=1; fi
}
DUMP=obs same cartpole envs/cartpole.rhai --worlds 4096 --steps 600
DUMP=obs same cartpole-double envs/cartpole.rhai --worlds 1024 --steps 300 --param double=true
DUMP=pos same boids envs/boids.rhai --worlds 16 --steps 200
DUMP=pos same boids-big envs/boids.rhai --worlds 1 --param ships=8192 --steps 60
DUMP=pos same crowd envs/crowd.rhai --worlds 16 --steps 200
DUMP=pos same micro envs/micro.rhai --worlds 64 --steps 200
DUMP=stats same bullets bench/scripts/bullets.rhai --worlds 256 --steps 200
# Spawns placed by prefix sums (SEMANTICS.md 10.6a): three targets, one world of 40,000 rows.
DUMP=clock same spawn-rows tui/tests/scripts/spawn_rows.rhai --worlds 64 --steps 100
DUMP=clock same spawn-rows-big tui/tests/scripts/spawn_rows.rhai --worlds 2 --steps 50 --param big=40000
# The sort by key and its index: one, two and three radix passes, keys far apart (bisection).
DUMP=n_grid same grid-query tui/tests/scripts/grid_query.rhai --worlds 64 --steps 20
DUMP=n_grid same grid-query-spread tui/tests/scripts/grid_query.rhai --worlds 64 --steps 20 --param spread=100003
DUMP=bad same sort-keys-2 tui/tests/scripts/sort_keys.rhai --worlds 64 --steps 20 --param rows=400 --param min_rows=380 --param span=3000
DUMP=bad same sort-keys-3 tui/tests/scripts/sort_keys.rhai --worlds 8 --steps 4 --param rows=9000 --param min_rows=8800 --param span=70000
since
fi

if on cartpole; then
echo "== CartPole env-steps/s: manyworlds, the hand-written kernel and JAX in one run (Madrona's Table 1: 3.4e9 on an RTX 4090)"
mw bench envs/cartpole.rhai --backend cuda --worlds 1048576,4194304,16777216 --seconds 2 --reps 3 \
    --json "$OUT/$(date +%F)-cuda-cartpole.json" || fail=1
if command -v nvcc >/dev/null; then
    nvcc -O3 -arch=native -o "$TMP/cartpole_limit" bench/peers/gpu/cartpole_limit.cu \
        && for n in 1048576 4194304 16777216; do timeout "$T" "$TMP/cartpole_limit" $n 300; done
fi
timeout "$T" python3 bench/peers/gpu/jax_cartpole.py 1048576,4194304,16777216 100 2>&1 | grep -v "^WARNING" || true
since
fi

if on dynamic; then
echo "== worlds that change every step (issue 33): per-node tables, each command under the time limit"
# boids in one world of 131,072 ships (steps/s) and 64 x 2048 (env-steps/s); a spawning
# init_world at INIT_WORLDS worlds (the load time, in the first line); the bullets script (spawns
# and destroys every step, bench/scripts/bullets.rhai) at 65,536 worlds; CartPole's [reset] and
# [compact] rows at 16M worlds.
mw run envs/boids.rhai --backend cuda --worlds 1 --param ships=131072 --steps 300 | head -16 || fail=1
mw run envs/boids.rhai --backend cuda --worlds 64 --param ships=2048 --steps 1000 | head -16 || fail=1
mw run envs/boids.rhai --backend cuda --worlds "$INIT_WORLDS" --param ships=16 --steps 0 | head -1 || fail=1
mw run bench/scripts/bullets.rhai --backend cuda --worlds 65536 --steps 50 | head -12 || fail=1
mw run envs/cartpole.rhai --backend cuda --worlds 16777216 --steps 300 | head -12 || fail=1
since
fi

if on reload; then
echo "== reload on save with --backend cuda (issue 36): save to new code, a cold NVRTC build, then a cache hit"
# boids at 64 x 2048 under --watch: MAX_SPEED edited to a value never built (NVRTC builds five
# variants), then back (the build cache has it); the run's "reloaded ... new code running N ms
# after the save" lines are the figures.
rd=$(mktemp -d)
cp envs/boids.rhai "$rd/boids.rhai"
MW_STDLIB="$PWD/stdlib" timeout "$T" "$MW" run "$rd/boids.rhai" --backend cuda --worlds 64 --param ships=2048 \
    --watch --plan fixed:96 > /dev/null 2> "$rd/err.txt" &
rpid=$!
sleep 12
sed -i "s/MAX_SPEED: 1.0,/MAX_SPEED: 1.0625,/" "$rd/boids.rhai"
sleep 12
sed -i "s/MAX_SPEED: 1.0625,/MAX_SPEED: 1.0,/" "$rd/boids.rhai"
sleep 6
kill -INT $rpid 2>/dev/null; wait $rpid
grep -E "reloaded|error|keeps running" "$rd/err.txt" || { echo "  no reload seen:"; tail -5 "$rd/err.txt"; fail=1; }
since
fi

if on profile; then
echo "== the profiling pass (issue 11): each env's profile and plan, then the plan against every fixed variant"
# Each profile prints per node and variant the µs per step, the launch cost, the launches chosen
# and how long the pass took; then env-steps/s of the chosen plan (auto: the plan just kept) and
# of one launch of each variant, median of 3 repetitions of 2 s.
profile_env() { # name, args...
    local name=$1; shift
    [[ " $PROFILE_ENVS " == *" $name "* ]] || return 0
    echo "-- $name"
    mw profile "$@" --backend "$BACKEND" --steps 9 | tee "$OUT/$(date +%F)-profile-$name.txt" || { fail=1; return; }
    for plan in $PLANS; do
        printf '  %-10s' "$plan"
        mw bench "$@" --backend "$BACKEND" --plan "$plan" --seconds 2 --reps 3 2>/dev/null | tail -1 || fail=1
    done
}
profile_env cartpole envs/cartpole.rhai --worlds 4194304
profile_env boids envs/boids.rhai --worlds 1 --param ships=131072
profile_env boids-64 envs/boids.rhai --worlds 64 --param ships=2048
profile_env boids-1024 envs/boids.rhai --worlds 1024 --param ships=128
profile_env crowd envs/crowd.rhai --worlds 1024
profile_env micro envs/micro.rhai --worlds 4096 --param agents=100
since
fi

if on ncu && command -v ncu >/dev/null; then
echo "== Nsight Compute: one CartPole step of the megakernel at 1M worlds, and the hand-written kernel's"
# One launch each (the megakernel's 6th: past the load's), the sections that say where time goes.
secs="--section SpeedOfLight --section Occupancy --section LaunchStats --section WarpStateStats --section MemoryWorkloadAnalysis --section ComputeWorkloadAnalysis --section SchedulerStats"
timeout "$T" ncu --clock-control none $secs -k mw_step --launch-skip 5 -c 1 \
    "$MW" run envs/cartpole.rhai --backend cuda --worlds 1048576 --steps 8 --plan fixed:64 \
    > "$OUT/ncu-megakernel-1M.txt" 2>&1; tail -n 80 "$OUT/ncu-megakernel-1M.txt"
[ -x "$TMP/cartpole_limit" ] && timeout "$T" ncu --clock-control none $secs --launch-skip 5 -c 1 \
    "$TMP/cartpole_limit" 1048576 8 > "$OUT/ncu-cartpole-limit-1M.txt" 2>&1
since
fi

if on sanitize && command -v compute-sanitizer >/dev/null; then
echo "== compute-sanitizer (memcheck, racecheck) on small boids and spawning runs"
# The summary, and the first lines of any error (a run that failed before its first CUDA call
# says why on its first lines: once, in a racecheck of boids, a build error whose text was lost).
for tool in memcheck racecheck; do
    for s in envs/boids.rhai tui/tests/scripts/spawn_rows.rhai; do
        echo "-- $tool $s"
        timeout "$T" compute-sanitizer --tool $tool "$MW" run "$s" --backend cuda --worlds 4 --steps 5 --plan fixed:64 \
            > "$TMP/sanitize.txt" 2>&1
        grep -m 8 -E "^error|^  -->|Error:" "$TMP/sanitize.txt"
        grep -E "ERROR SUMMARY|RACECHECK SUMMARY" "$TMP/sanitize.txt" || { echo "  no summary:"; tail -3 "$TMP/sanitize.txt"; fail=1; }
    done
done
since
fi

if on python && [ -n "${MW_PYTHONPATH:-}" ]; then
    echo "== the Python package on the GPU (torch through DLPack)"
    PYTHONPATH="$MW_PYTHONPATH" timeout "$T" python3 bench/cuda_python.py || fail=1
    # manyworlds.torch.VectorEnv from a Python loop beside the NumPy env (issue 38 item 4).
    PYTHONPATH="$MW_PYTHONPATH" timeout "$T" python3 bench/torch_vector.py cuda 65536,1048576 || fail=1
fi
exit $fail
