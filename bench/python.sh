#!/bin/sh
# CartPole env-steps/s stepped from Python (the manyworlds package three ways, Gymnasium's numpy
# vector env, EnvPool) beside `mw bench` (the same step without Python), in paired rounds:
# every round runs each implementation once per batch size, in the same order, and the report
# gives each one's median and its median per-round ratio to `mw bench`.
#
#   ROUNDS=5 SECS=1.5 WORLDS="1024 16384 65536" THREADS=2 bench/python.sh
#
# Needs the Python test environment (sh tests/setup.sh; `pip install envpool` into it for the
# EnvPool column, skipped when missing) and a release build (built here unless NO_BUILD=1).
set -e
cd "$(dirname "$0")/.."
ROUNDS="${ROUNDS:-5}"
SECS="${SECS:-1.5}"
WORLDS="${WORLDS:-1024 16384 65536}"
THREADS="${THREADS:-2}"
target="${CARGO_TARGET_DIR:-target}"
py="$target/pyenv/bin/python"
[ -n "$NO_BUILD" ] || { cargo build --release -q; sh python/build.sh; }
impls="mw_sim mw_actions mw_gym gymnasium"
"$py" -c "import envpool" 2>/dev/null && impls="$impls envpool" || echo "(envpool is not installed: its column is skipped)"
out="$(mktemp)"
r=1
while [ "$r" -le "$ROUNDS" ]; do
    for w in $WORLDS; do
        rate=$("$target/release/mw" bench envs/cartpole.rhai --worlds "$w" --threads "$THREADS" --reps 1 --seconds "$SECS" \
            | awk -v w="$w" '$1 == w { print $2 }')
        echo "{\"impl\": \"mw_bench\", \"worlds\": $w, \"round\": $r, \"steps_per_s\": $rate}" >> "$out"
        for i in $impls; do
            "$py" bench/peers/python_step.py "$i" "$w" "$SECS" "$THREADS" | sed "s/}\$/, \"round\": $r}/" >> "$out"
        done
    done
    echo "round $r of $ROUNDS done" >&2
    r=$((r + 1))
done
"$py" - "$out" <<'PY'
import collections, json, statistics, sys
rows = [json.loads(l) for l in open(sys.argv[1])]
by = collections.defaultdict(dict)
for x in rows:
    by[(x["impl"], x["worlds"])][x["round"]] = x["steps_per_s"]
impls = list(dict.fromkeys(x["impl"] for x in rows))
worlds = sorted({x["worlds"] for x in rows})
print(f"{'implementation':<14}" + "".join(f"{w:>26}" for w in worlds))
print(f"{'':<14}" + "".join(f"{'median (× mw bench)':>26}" for w in worlds))
for i in impls:
    cells = []
    for w in worlds:
        runs = by[(i, w)]
        base = by[("mw_bench", w)]
        ratio = statistics.median(runs[r] / base[r] for r in runs if r in base)
        cells.append(f"{statistics.median(runs.values()):.3e} ({ratio:.2f}×)")
    print(f"{i:<14}" + "".join(f"{c:>26}" for c in cells))
PY
rm -f "$out"
