#!/usr/bin/env bash
# The crowd (envs/crowd.rhai: sampled reciprocal velocity obstacles, seed 003) beside RVO2's ORCA
# through the `pyrvo` binding (bench/peers/crowd_pyrvo.py) on the same scenarios: for each
# scenario and crowd size, RUNS independent runs (manyworlds: one world each; pyrvo: one seed
# each), and side by side the steps until every agent had arrived (median, worst) and the
# smallest gap between two agents' edges (median of the runs, worst; negative is an overlap, in
# the units where an agent's radius is 0.5).
#
#   bench/crowd.sh                      # circle and cross, 32 and 128 agents, 8 runs
#   AGENTS=32 RUNS=4 NO_BUILD=1 bench/crowd.sh
#
# Needs `pip install pyrvo` (not part of the build). Results go to $RESULTS/<date>-crowd.json.
set -euo pipefail
cd "$(dirname "$0")/.."
AGENTS=${AGENTS:-32,128}
SCENARIOS=${SCENARIOS:-circle,cross}
RUNS=${RUNS:-8}
STEPS=${STEPS:-4000}
RESULTS=${RESULTS:-bench/results}
mkdir -p "$RESULTS"
OUT="$RESULTS/$(date +%F)-crowd.json"
MW=./target/release/mw
if [ "${NO_BUILD:-0}" != 1 ]; then
    cargo build --release --quiet
fi
python3 -c "import pyrvo" 2>/dev/null || { echo "bench/crowd.sh needs pyrvo: pip install pyrvo" >&2; exit 1; }
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
: > "$TMP/rows.jsonl"
for sc in ${SCENARIOS//,/ }; do
    for n in ${AGENTS//,/ }; do
        $MW run envs/crowd.rhai --worlds "$RUNS" --steps "$STEPS" --param scenario="$sc" --param agents="$n" \
            --dump done_at="$TMP/done.npy" --dump min_gap="$TMP/gap.npy" > /dev/null
        python3 - "$TMP" "$sc" "$n" >> "$TMP/rows.jsonl" <<'PY'
import json, sys
import numpy as np
tmp, sc, n = sys.argv[1:]
done = np.load(f"{tmp}/done.npy")[-1].ravel().tolist()
gap = np.load(f"{tmp}/gap.npy")[-1].ravel().tolist()
print(json.dumps({"who": "manyworlds", "scenario": sc, "agents": int(n), "done_at": done, "min_gap": gap}))
PY
        python3 bench/peers/crowd_pyrvo.py --agents "$n" --scenario "$sc" --seeds "$RUNS" --max-steps "$STEPS" |
            python3 -c '
import json, sys
rows = [json.loads(l) for l in sys.stdin]
print(json.dumps({"who": "pyrvo (ORCA)", "scenario": rows[0]["scenario"], "agents": rows[0]["agents"],
                  "done_at": [r["done_at"] for r in rows], "min_gap": [r["min_gap"] for r in rows]}))' >> "$TMP/rows.jsonl"
    done
done
python3 - "$TMP/rows.jsonl" "$OUT" "$RUNS" "$(git rev-parse --short HEAD 2>/dev/null || echo unknown)" <<'PY'
import json, statistics, sys
path, out, runs, commit = sys.argv[1:]
rows = [json.loads(l) for l in open(path)]
print(f"== crowd: {runs} runs each; steps until all arrived (dt 0.25 s), smallest gap between agents (radius 0.5)")
print(f"  {'scenario':>8} {'agents':>6}  {'who':<14} {'arrived: median':>15} {'worst':>6}  {'gap: median':>11} {'worst':>7}")
for r in rows:
    done = r["done_at"]
    never = sum(1 for d in done if d < 0)
    worst = "never" if never else str(max(done))
    med = statistics.median([d if d >= 0 else float("inf") for d in done])
    print(f"  {r['scenario']:>8} {r['agents']:>6}  {r['who']:<14} {med:>15} {worst:>6}  "
          f"{statistics.median(r['min_gap']):>11.3f} {min(r['min_gap']):>7.3f}")
json.dump({"what": "envs/crowd.rhai against pyrvo (RVO2 ORCA) on the same scenarios", "runs": int(runs),
           "commit": commit, "results": rows}, open(out, "w"), indent=1)
print(f"== written to {out}")
PY
