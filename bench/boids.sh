#!/usr/bin/env bash
# Boids (envs/boids.rhai, seed 004's battle through the spatial grid) against a hand-written C
# reference of the same step with the same grid algorithm (bench/peers/boids_ref.c, OpenMP),
# in paired rounds: each round runs manyworlds and the reference back to back on the same
# configuration, and the ratio of the round is theirs. Prints, per (worlds x ships per world),
# the median ship-steps/s of each and the median of the per-round ratios.
#
#   bench/boids.sh                              # 1x131072, 64x2048, 1024x128; 2 threads; 5 rounds
#   THREADS=1 ROUNDS=3 SECS=1 bench/boids.sh
#   CONFIGS=64x2048 NO_BUILD=1 bench/boids.sh
#
# Both programs first run WARMUP steps (default 400) untimed, then time SECS seconds: the fleets
# gather into flocks over the first hundred steps or so, then ships' deaths and replacements bring
# the crowding back down (the reference: 1.19e7 ship-steps/s timed after 100 steps, 1.24e7 after
# 20, 300, 400, 800 or 1600, 64 x 2048 on one thread), so both must time the same steps, and from
# 400 on a step costs the same.
#
# Results go to $RESULTS/<date>-boids.json (RESULTS=bench/results). Don't run it beside a build.
set -euo pipefail
cd "$(dirname "$0")/.."
THREADS=${THREADS:-2}
ROUNDS=${ROUNDS:-5}
SECS=${SECS:-2}
WARMUP=${WARMUP:-400}
CONFIGS=${CONFIGS:-1x131072,64x2048,1024x128}
RESULTS=${RESULTS:-bench/results}
mkdir -p "$RESULTS"
OUT="$RESULTS/$(date +%F)-boids.json"
MW=./target/release/mw
if [ "${NO_BUILD:-0}" != 1 ]; then
    cargo build --release --quiet
fi
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
cc -O3 -march=native -ffp-contract=off -fopenmp bench/peers/boids_ref.c -o "$TMP/boids_ref" -lm
echo "== boids: ship-steps/s, $THREADS thread(s), $ROUNDS paired rounds of $SECS s each after $WARMUP steps"
: > "$TMP/rows.tsv"
for round in $(seq 1 "$ROUNDS"); do
    for cfg in ${CONFIGS//,/ }; do
        w=${cfg%x*}
        s=${cfg#*x}
        $MW bench envs/boids.rhai --worlds "$w" --threads "$THREADS" --seconds "$SECS" --reps 1 \
            --warmup-steps "$WARMUP" --param ships="$s" --json "$TMP/mw.json" > /dev/null
        mw_env=$(sed -n 's/.*"median": \([-+0-9.eE]*\).*/\1/p' "$TMP/mw.json")
        ref=$(OMP_NUM_THREADS=$THREADS "$TMP/boids_ref" "$w" "$s" "$SECS" "$WARMUP" |
            sed -n 's/.*"ship_steps_per_s": \([-+0-9.eE]*\).*/\1/p')
        mw_ships=$(awk -v r="$mw_env" -v w="$w" -v s="$s" 'BEGIN { printf "%.4e", r * s }')
        printf '%s\t%s\t%s\t%s\t%s\n' "$round" "$w" "$s" "$mw_ships" "$ref" >> "$TMP/rows.tsv"
        printf '  round %d  %5d x %-6d  manyworlds %.3e  reference %.3e  ratio %.2f\n' \
            "$round" "$w" "$s" "$mw_ships" "$ref" "$(awk -v a="$mw_ships" -v b="$ref" 'BEGIN { print a / b }')"
    done
done
python3 - "$TMP/rows.tsv" "$OUT" "$THREADS" "$SECS" "$ROUNDS" "$WARMUP" \
    "$(git rev-parse --short HEAD 2>/dev/null || echo unknown)" <<'PY'
import json, statistics, sys
tsv, out, threads, secs, rounds, warmup, commit = sys.argv[1:]
rows = [l.split("\t") for l in open(tsv).read().splitlines()]
configs = []
for r in rows:
    key = (int(r[1]), int(r[2]))
    if key not in configs:
        configs.append(key)
print(f"\n  {'worlds x ships':>16}  {'manyworlds':>11}  {'reference':>11}  {'ratio':>6}  {'steps/s':>9}")
results = []
for w, s in configs:
    mine = [(float(r[3]), float(r[4])) for r in rows if (int(r[1]), int(r[2])) == (w, s)]
    mw = statistics.median(m for m, _ in mine)
    ref = statistics.median(x for _, x in mine)
    ratio = statistics.median(m / x for m, x in mine)
    print(f"  {w:>7} x {s:<6}  {mw:11.3e}  {ref:11.3e}  {ratio:6.2f}  {mw / (w * s):9.1f}")
    results.append({"worlds": w, "ships": s, "mw_ship_steps_per_s": mw, "ref_ship_steps_per_s": ref,
                    "ratio_median": ratio, "mw_steps_per_s": mw / (w * s),
                    "rounds": [{"mw": m, "ref": x} for m, x in mine]})
doc = {"what": "ship-steps/s of envs/boids.rhai (mw bench) and bench/peers/boids_ref.c, paired rounds",
       "threads": int(threads), "seconds": float(secs), "rounds": int(rounds), "warmup_steps": int(warmup),
       "commit": commit,
       "results": results}
json.dump(doc, open(out, "w"), indent=1)
print(f"== written to {out}")
PY
