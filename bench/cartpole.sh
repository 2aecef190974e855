#!/usr/bin/env bash
# CartPole throughput of manyworlds beside its peers, on this machine, in one run.
#
#   bench/cartpole.sh                 # worlds 1024,16384,65536,262144; 2 threads / 2 cores
#   WORLDS=65536 SECONDS_PER_REP=3 bench/cartpole.sh
#   NO_BUILD=1 RESULTS=/tmp bench/cartpole.sh   # use target/release/mw as it is; JSON to /tmp
#
# manyworlds: `mw bench` (release build), random actions inside the environment, same-step
# auto-reset. C reference: bench/peers/cartpole_ref.c (the same work per env-step in plain C,
# built here with gcc into bench/peers/build/), run in paired rounds with manyworlds: for each
# worlds value, REPS rounds of `mw bench --reps 1` and then the reference's three builds back
# to back, so each round's ratio is taken under the same machine conditions; the medians of
# the rates and of the per-round ratios are reported. Peers: bench/peers/cartpole_peers.py
# (Gymnasium's CartPoleVectorEnv, JAX and gymnax CartPole, PufferLib's C CartPole); install
# them first as bench/peers/README.md says. Results go to $RESULTS/<date>-*.json
# (RESULTS=bench/results). The machine is noisy: compare medians taken in the same run, and
# rerun when the peers script reports steal or foreign load.
set -euo pipefail
cd "$(dirname "$0")/.."
WORLDS=${WORLDS:-1024,16384,65536,262144}
SECS=${SECONDS_PER_REP:-1.5}
REPS=${REPS:-5}
DATE=$(date +%F)
RESULTS=${RESULTS:-bench/results}
mkdir -p "$RESULTS"
RESULTS=$(cd "$RESULTS" && pwd)
MW=./target/release/mw

if [ "${NO_BUILD:-0}" != 1 ]; then
    cargo build --release --quiet
fi

# ---- the C reference: three gcc builds (before any timing, so a missing OpenMP fails early)
REF_SRC=bench/peers/cartpole_ref.c
REF_DIR=bench/peers/build
CC=${CC:-gcc}
FLAGS_STRICT="-O3 -march=native -fopenmp -ffp-contract=off"           # strict IEEE, no FMA: our semantics
FLAGS_FAST="-O3 -march=native -ffast-math -fopenmp"
FLAGS_PRELUDE="-O3 -march=native -fopenmp -ffp-contract=off -DREF_PRELUDE_TRIG"  # strict, prelude sin/cos
if ! command -v "$CC" >/dev/null; then
    echo "error: $CC not found; the C reference (bench/peers/cartpole_ref.c) needs gcc with OpenMP" >&2
    exit 1
fi
mkdir -p "$REF_DIR"
printf '#include <omp.h>\nint main(void) { return omp_get_max_threads() < 1; }\n' > "$REF_DIR/omp_check.c"
if ! "$CC" -fopenmp "$REF_DIR/omp_check.c" -o "$REF_DIR/omp_check" 2>"$REF_DIR/omp_check.log" \
        || ! "$REF_DIR/omp_check"; then
    echo "error: $CC cannot build OpenMP programs (-fopenmp: omp.h or libgomp missing; see" \
         "$REF_DIR/omp_check.log). The C reference needs it: install gcc's OpenMP runtime" \
         "(Debian/Ubuntu: libgomp1 and gcc's own package), or set CC to a compiler with -fopenmp." >&2
    exit 1
fi
# shellcheck disable=SC2086  # the flag strings are meant to split
{
    "$CC" $FLAGS_STRICT "$REF_SRC" -o "$REF_DIR/cartpole_ref" -lm
    "$CC" $FLAGS_FAST "$REF_SRC" -o "$REF_DIR/cartpole_ref_fast" -lm
    "$CC" $FLAGS_PRELUDE "$REF_SRC" -o "$REF_DIR/cartpole_ref_prelude" -lm
}

echo "== manyworlds (2 threads)"
$MW bench envs/cartpole.rhai --worlds "$WORLDS" --threads 2 --seconds "$SECS" --reps "$REPS" \
    --json "$RESULTS/$DATE-manyworlds-2t.json"
echo "== manyworlds (1 thread)"
$MW bench envs/cartpole.rhai --worlds "$WORLDS" --threads 1 --seconds "$SECS" --reps "$REPS" \
    --json "$RESULTS/$DATE-manyworlds-1t.json"

# ---- paired rounds: manyworlds, then the C reference (strict, fast, prelude trig), back to back
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
ROUNDS="$TMP/rounds.tsv"   # threads worlds round load1 manyworlds strict fast prelude
: > "$ROUNDS"
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.3f", a / b }'; }
ref_rate() {  # binary threads worlds -> env-steps/s of one repetition of SECS
    OMP_NUM_THREADS=$2 "$REF_DIR/$1" "$3" 1 --seconds "$SECS" --reps 1 | awk '{ print $3; exit }'
}
paired() {
    local threads=$1 w r load mw strict fast prelude
    echo "== manyworlds vs C reference, paired rounds ($threads thread(s); mw --threads $threads," \
         "OMP_NUM_THREADS=$threads; 1 repetition of $SECS s each)"
    printf '  %8s  %5s  %5s  %11s  %11s  %11s  %11s  %9s  %10s\n' worlds round load1 manyworlds \
        "C strict" "C fast" "C prelude" "mw/strict" "mw/prelude"
    for w in ${WORLDS//,/ }; do
        for r in $(seq 1 "$REPS"); do
            load=$(cut -d' ' -f1 /proc/loadavg)
            $MW bench envs/cartpole.rhai --worlds "$w" --threads "$threads" --seconds "$SECS" --reps 1 \
                --json "$TMP/mw.json" > /dev/null
            mw=$(sed -n 's/.*"median": \([-+0-9.eE]*\).*/\1/p' "$TMP/mw.json")
            strict=$(ref_rate cartpole_ref "$threads" "$w")
            fast=$(ref_rate cartpole_ref_fast "$threads" "$w")
            prelude=$(ref_rate cartpole_ref_prelude "$threads" "$w")
            printf '  %8s  %5s  %5s  %11.3e  %11.3e  %11.3e  %11.3e  %9s  %10s\n' "$w" "$r" "$load" \
                "$mw" "$strict" "$fast" "$prelude" "$(ratio "$mw" "$strict")" "$(ratio "$mw" "$prelude")"
            printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$threads" "$w" "$r" "$load" "$mw" "$strict" "$fast" \
                "$prelude" >> "$ROUNDS"
        done
    done
    # Medians of each column and of the per-round ratios.
    python3 - "$ROUNDS" "$threads" <<'EOF'
import statistics, sys
rows = [l.split("\t") for l in open(sys.argv[1]).read().splitlines()]
rows = [r for r in rows if r[0] == sys.argv[2]]
print("  medians:")
print(f"  {'worlds':>8}  {'manyworlds':>11}  {'C strict':>11}  {'C fast':>11}  {'C prelude':>11}  "
      f"{'mw/strict':>9}  {'mw/fast':>8}  {'mw/prelude':>10}")
for w in dict.fromkeys(r[1] for r in rows):
    v = [[float(x) for x in r[4:8]] for r in rows if r[1] == w]
    med = [statistics.median(c) for c in zip(*v)]
    rat = [statistics.median(r[0] / r[k] for r in v) for k in (1, 2, 3)]
    print(f"  {w:>8}  {med[0]:11.3e}  {med[1]:11.3e}  {med[2]:11.3e}  {med[3]:11.3e}  "
          f"{rat[0]:9.3f}  {rat[1]:8.3f}  {rat[2]:10.3f}")
EOF
}
paired 2
paired 1

# The rounds as JSON.
python3 - "$ROUNDS" "$RESULTS/$DATE-ref.json" "$SECS" "$REPS" "$("$CC" --version | head -1)" \
    "$FLAGS_STRICT" "$FLAGS_FAST" "$FLAGS_PRELUDE" "$(git rev-parse --short HEAD 2>/dev/null || echo unknown)" <<'EOF'
import json, platform, statistics, sys
tsv, out, secs, reps, cc, f_strict, f_fast, f_prelude, commit = sys.argv[1:]
rows = [l.split("\t") for l in open(tsv).read().splitlines()]
cpu = next((l.split(":", 1)[1].strip() for l in open("/proc/cpuinfo") if l.startswith("model name")), platform.machine())
names = ["manyworlds", "c_strict", "c_fast", "c_prelude"]
sections = []
for t in dict.fromkeys(r[0] for r in rows):
    results = []
    for w in dict.fromkeys(r[1] for r in rows if r[0] == t):
        rounds = [dict(round=int(r[2]), load1=float(r[3]), **{n: float(x) for n, x in zip(names, r[4:8])})
                  for r in rows if r[0] == t and r[1] == w]
        results.append({
            "worlds": int(w),
            "rounds": rounds,
            "median": {n: statistics.median(r[n] for r in rounds) for n in names},
            "median_ratio": {f"manyworlds/{n}": statistics.median(r["manyworlds"] / r[n] for r in rounds)
                             for n in names[1:]},
        })
    sections.append({"threads": int(t), "results": results})
doc = {
    "what": "env-steps/s of envs/cartpole.rhai (mw bench --reps 1) and bench/peers/cartpole_ref.c, "
            "paired rounds run back to back",
    "commit": commit, "cpu": cpu, "compiler": cc, "seconds": float(secs), "reps": int(reps),
    "flags": {"c_strict": f_strict, "c_fast": f_fast, "c_prelude": f_prelude},
    "sections": sections,
}
with open(out, "w") as f:
    json.dump(doc, f, indent=1)
    f.write("\n")
print(f"== paired rounds written to {out}")
EOF

if [ -x bench/peers/.venv/bin/python ]; then
    echo "== peers"
    (cd bench/peers && .venv/bin/python cartpole_peers.py --worlds "$WORLDS" --seconds "$SECS" --reps "$REPS" \
        --json "$RESULTS/$DATE-peers.json")
else
    echo "== peers: not installed (see bench/peers/README.md); skipped"
fi
