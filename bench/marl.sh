#!/usr/bin/env bash
# The paper's multi-agent environments beside JaxMARL (issue 37): env-steps/s of envs/hanabi.rhai
# and envs/overcooked.rhai against JaxMARL 0.2.0's jitted, vmapped step of the same game
# (bench/peers/marl_jaxmarl.py), at each batch size, in one run, with random legal actions on
# both sides (ours: the scripts' random_policy system; JaxMARL's: drawn inside its jitted scan)
# and both timed the same way: a warm-up, then REPS timed stretches of about SECS seconds, the
# median reported. Hide-and-seek has no JaxMARL counterpart; it runs for our figure alone. The
# table ends with Madrona's published figures (an RTX 4090, its site) for scale.
#
#   bench/marl.sh                          # 1K, 16K and 64K worlds, 2 threads, the CPU
#   WORLDS=1024 REPS=5 SECS=2 bench/marl.sh
#   BACKEND=cuda bench/marl.sh             # ours on the GPU (JaxMARL stays on what JAX finds)
#
# Settings (environment): WORLDS (1024,16384,65536), THREADS (2), SECS (1), REPS (3), BACKEND
# (cpu), PY (the Python with jaxmarl: ${CARGO_TARGET_DIR:-target}/pyenv/bin/python, which
# tests/setup.sh makes), NO_BUILD (1: use target/release/mw as it is). Results go to
# $RESULTS/<date>-marl.json (RESULTS: bench/results). Don't run it beside a build or tests.
set -euo pipefail
cd "$(dirname "$0")/.."
case "${1:-}" in -h | --help) sed -n '2,/^set -e/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;; esac
WORLDS=${WORLDS:-1024,16384,65536}
THREADS=${THREADS:-2}
SECS=${SECS:-1}
REPS=${REPS:-3}
BACKEND=${BACKEND:-cpu}
TARGET=${CARGO_TARGET_DIR:-target}
PY=${PY:-$TARGET/pyenv/bin/python}
RESULTS=${RESULTS:-bench/results}
MW=${MW:-$TARGET/release/mw}
export MW_STDLIB=${MW_STDLIB:-$PWD/stdlib}
if [ "${NO_BUILD:-0}" != 1 ]; then
    cargo build --release --quiet
fi
"$PY" -c "import jaxmarl" > /dev/null 2>&1 || {
    echo "bench/marl.sh needs jaxmarl in $PY: sh tests/setup.sh installs it (python/requirements-test.txt)" >&2
    exit 1
}
mkdir -p "$RESULTS"
OUT="$RESULTS/$(date +%F)-marl.json"
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
: > "$TMP/rows.jsonl"

# name | our script and params | JaxMARL's arguments (empty: none)
configs=(
    "hanabi-2p|envs/hanabi.rhai --param players=2|--env hanabi --players 2"
    "hanabi-4p|envs/hanabi.rhai --param players=4|--env hanabi --players 4"
    "overcooked-cramped|envs/overcooked.rhai --param layout=cramped_room|--env overcooked --layout cramped_room"
    "overcooked-circuit|envs/overcooked.rhai --param layout=counter_circuit|--env overcooked --layout counter_circuit"
    "hide-and-seek|envs/hide_and_seek.rhai|"
)
for c in "${configs[@]}"; do
    IFS='|' read -r name ours theirs <<< "$c"
    echo "$name: manyworlds ($BACKEND, $THREADS threads) at $WORLDS worlds..." >&2
    # shellcheck disable=SC2086
    "$MW" bench $ours --worlds "$WORLDS" --threads "$THREADS" --seconds "$SECS" --reps "$REPS" \
        --backend "$BACKEND" --json "$TMP/mw.json" > /dev/null
    "$PY" - "$TMP/mw.json" "$name" >> "$TMP/rows.jsonl" <<'PY'
import json, sys
doc = json.load(open(sys.argv[1]))
rows = doc["results"] if isinstance(doc, dict) and "results" in doc else doc
for r in rows:
    print(json.dumps({"who": "manyworlds", "config": sys.argv[2], "worlds": r["worlds"], "median": r["median"],
                      "min": r.get("min"), "max": r.get("max")}))
PY
    if [ -n "$theirs" ]; then
        echo "$name: JaxMARL at $WORLDS worlds..." >&2
        # shellcheck disable=SC2086
        "$PY" bench/peers/marl_jaxmarl.py $theirs --worlds "$WORLDS" --seconds "$SECS" --reps "$REPS" 2>/dev/null |
            grep '^{' | "$PY" -c '
import json, sys
for l in sys.stdin:
    r = json.loads(l)
    r["config"] = sys.argv[1]
    print(json.dumps(r))' "$name" >> "$TMP/rows.jsonl"
    fi
done
"$PY" - "$TMP/rows.jsonl" "$OUT" "$BACKEND" "$THREADS" "$(git rev-parse --short HEAD 2>/dev/null || echo unknown)" <<'PY'
import json, platform, sys
rows = [json.loads(l) for l in open(sys.argv[1])]
out, backend, threads, rev = sys.argv[2:]
madrona = {"hanabi": 2e7, "overcooked": 4e7, "hide-and-seek": 2e6}
print(f"env-steps/s, median (manyworlds {backend} with {threads} threads; JaxMARL 0.2.0 on its default device), at {rev}")
print(f"{'config':<20} {'worlds':>7} {'manyworlds':>12} {'JaxMARL':>12} {'ratio':>7}")
for cfg in dict.fromkeys(r["config"] for r in rows):
    ours = {r["worlds"]: r for r in rows if r["config"] == cfg and r["who"] == "manyworlds"}
    theirs = {r["worlds"]: r for r in rows if r["config"] == cfg and r["who"] == "jaxmarl"}
    for w, r in sorted(ours.items()):
        t = theirs.get(w)
        jm = f"{t['median']:.3e}" if t else "-"
        ratio = f"{r['median'] / t['median']:.2f}x" if t else "-"
        print(f"{cfg:<20} {w:>7} {r['median']:>12.3e} {jm:>12} {ratio:>7}")
print("Madrona's published figures (RTX 4090): " + ", ".join(f"{k} {v:.0e}" for k, v in madrona.items()))
with open(out, "w") as f:
    json.dump({"rev": rev, "backend": backend, "threads": int(threads), "machine": platform.machine(),
               "cpus": __import__("os").cpu_count(), "rows": rows, "madrona_rtx4090": madrona}, f, indent=1)
print(f"(written to {out})")
PY
