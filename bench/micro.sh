#!/usr/bin/env bash
# Micro (the Madrona paper's Fig. 4 synthetic benchmark, envs/micro.rhai): agent-steps/s
# against agents per world, at a fixed number of worlds.
#
#   bench/micro.sh                          # 128 worlds, 2 threads, agents 1..1000
#   WORLDS=1024 THREADS=1 bench/micro.sh
#   AGENTS=1,10,100 WORK=16 NO_BUILD=1 bench/micro.sh
#
# One env-step advances one world by one step; agent-steps/s = env-steps/s x agents per world.
# Each point is the median of REPS repetitions of SECONDS_PER_REP seconds (`mw bench`). With
# few agents per world the machine is underused (little work per step, the same per-step
# costs); per-agent throughput grows with agents until the cores are busy. Results go to
# $RESULTS/<date>-micro.json (RESULTS=bench/results).
set -euo pipefail
cd "$(dirname "$0")/.."
WORLDS=${WORLDS:-128}
THREADS=${THREADS:-2}
AGENTS=${AGENTS:-1,2,5,10,25,50,100,250,500,1000}
WORK=${WORK:-8}
SECS=${SECONDS_PER_REP:-1}
REPS=${REPS:-3}
RESULTS=${RESULTS:-bench/results}
mkdir -p "$RESULTS"
OUT="$RESULTS/$(date +%F)-micro.json"
MW=./target/release/mw
if [ "${NO_BUILD:-0}" != 1 ]; then
    cargo build --release --quiet
fi
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
echo "== Micro: $WORLDS worlds, $THREADS thread(s), work $WORK, median of $REPS x $SECS s"
printf '  %8s  %14s  %16s  %16s\n' agents env-steps/s agent-steps/s "per agent-thread"
: > "$TMP/rows.tsv"
for a in ${AGENTS//,/ }; do
    $MW bench envs/micro.rhai --worlds "$WORLDS" --threads "$THREADS" --seconds "$SECS" --reps "$REPS" \
        --param agents="$a" --param work="$WORK" --json "$TMP/p.json" > /dev/null
    env_rate=$(sed -n 's/.*"median": \([-+0-9.eE]*\).*/\1/p' "$TMP/p.json")
    awk -v a="$a" -v r="$env_rate" -v t="$THREADS" \
        'BEGIN { printf "  %8d  %14.3e  %16.3e  %16.3e\n", a, r, r * a, r * a / t }'
    printf '%s\t%s\n' "$a" "$env_rate" >> "$TMP/rows.tsv"
done
python3 - "$TMP/rows.tsv" "$OUT" "$WORLDS" "$THREADS" "$WORK" "$SECS" "$REPS" \
    "$(git rev-parse --short HEAD 2>/dev/null || echo unknown)" <<'PY'
import json, sys
tsv, out, worlds, threads, work, secs, reps, commit = sys.argv[1:]
rows = [l.split("\t") for l in open(tsv).read().splitlines()]
doc = {
    "what": "agent-steps/s of envs/micro.rhai (mw bench, median of reps)",
    "worlds": int(worlds), "threads": int(threads), "work": int(work),
    "seconds": float(secs), "reps": int(reps), "commit": commit,
    "results": [{"agents": int(a), "env_steps_per_s": float(r), "agent_steps_per_s": float(r) * int(a)}
                for a, r in rows],
}
json.dump(doc, open(out, "w"), indent=1)
print(f"== written to {out}")
PY
