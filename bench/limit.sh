#!/usr/bin/env bash
# CartPole against the bar the issues set, in paired rounds: `mw bench`, the hand-written C limit
# (../shared/bench/limit_cartpole.c, strict and -ffast-math builds) and the JAX program (two host
# devices, per-world xorshift: bench/peers/cartpole_peers.py's jax_pmap2_xorshift) back to back
# in every round, so every round's ratios are taken on the same machine.
#
#   bench/limit.sh                        # 65536 worlds, 1 and 2 threads, 7 rounds
#   ROUNDS=11 THREADS=2 bench/limit.sh
#   MW=/tmp/mw NO_BUILD=1 bench/limit.sh  # a binary built already
#
# Settings: WORLDS (65536), THREADS (a list, "1 2"), ROUNDS (7), SECS (1: seconds a measurement),
# LIMIT_SRC (../shared/bench/limit_cartpole.c), PYTHON (target/pyenv/bin/python, made by
# tests/setup.sh; without JAX the JAX column is left out), PIN (the CPU one-thread runs use: the
# last; unpinned they move between cores that differ by 15% here). The C limit prints the best of
# three passes of 300 steps; mw and JAX the one measurement of SECS. Every round goes to
# $RESULTS/<date>-cartpole-limit.tsv (RESULTS=bench/results); medians of the rates and of the
# per-round ratios are printed. Don't run it beside a build or another benchmark.
set -euo pipefail
cd "$(dirname "$0")/.."
case "${1:-}" in -h | --help) sed -n '2,/^set -e/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;; esac
WORLDS=${WORLDS:-65536}
THREADS=${THREADS:-1 2}
ROUNDS=${ROUNDS:-7}
SECS=${SECS:-1}
LIMIT_SRC=${LIMIT_SRC:-../shared/bench/limit_cartpole.c}
PYTHON=${PYTHON:-target/pyenv/bin/python}
PIN=${PIN:-$(( $(nproc) - 1 ))}
RESULTS=${RESULTS:-bench/results}
MW=${MW:-./target/release/mw}
[ -f "$LIMIT_SRC" ] || { echo "limit.sh: no $LIMIT_SRC (set LIMIT_SRC to limit_cartpole.c)" >&2; exit 2; }
if [ "${NO_BUILD:-0}" != 1 ]; then
    cargo build --release --quiet --bin mw
fi
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
gcc -O3 -march=native -fopenmp "$LIMIT_SRC" -o "$TMP/strict" -lm
gcc -O3 -march=native -ffast-math -fopenmp "$LIMIT_SRC" -o "$TMP/fast" -lm
jax=0
if [ -x "$PYTHON" ] && "$PYTHON" -c "import jax" 2>/dev/null; then jax=1; else
    echo "limit.sh: no JAX in $PYTHON (sh tests/setup.sh makes it); JAX left out" >&2
fi
mkdir -p "$RESULTS"
OUT="$RESULTS/$(date +%F)-cartpole-limit.tsv"
{
    echo "# bench/limit.sh at $(git rev-parse --short HEAD)$(git diff --quiet HEAD -- runtime jit cuda || echo '+changes'), $WORLDS worlds, $(date -Is), $(sed -n 's/^model name[^:]*: //p' /proc/cpuinfo | head -1)"
    echo "# mw: $MW bench envs/cartpole.rhai --worlds $WORLDS --threads T --seconds $SECS --reps 1"
    echo "# C: OMP_NUM_THREADS=T limit_cartpole (gcc -O3 -march=native -fopenmp [-ffast-math]) $WORLDS 300"
    echo "# JAX: cartpole_peers.py --peers jax_pmap2_xorshift --worlds $WORLDS --seconds $SECS --reps 1 (2 threads only)"
    printf '# threads\tround\tmw\tc_strict\tc_fast\tjax\n'
} >> "$OUT"
pin() { if [ "$1" = 1 ] && command -v taskset >/dev/null; then echo "taskset -c $PIN"; fi; }
for r in $(seq 1 "$ROUNDS"); do
    for t in $THREADS; do
        p=$(pin "$t")
        mw=$($p "$MW" bench envs/cartpole.rhai --worlds "$WORLDS" --threads "$t" --seconds "$SECS" --reps 1 2>/dev/null |
            awk '$1 ~ /^[0-9]+$/ {print $2; exit}')
        strict=$(OMP_NUM_THREADS=$t $p "$TMP/strict" "$WORLDS" 300 | awk '{print $3}')
        fast=$(OMP_NUM_THREADS=$t $p "$TMP/fast" "$WORLDS" 300 | awk '{print $3}')
        j=-
        if [ "$jax" = 1 ] && [ "$t" = 2 ]; then
            j=$(cd bench/peers && "../../$PYTHON" cartpole_peers.py --peers jax_pmap2_xorshift --worlds "$WORLDS" \
                --seconds "$SECS" --reps 1 2>/dev/null | awk '$1 == "jax_pmap2_xorshift" {print $3}')
        fi
        printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$t" "$r" "$mw" "$strict" "$fast" "${j:--}" >> "$OUT"
        printf '  round %2d, %s thread(s): mw %s  C strict %s  C fast %s  JAX %s\n' "$r" "$t" "$mw" "$strict" "$fast" "${j:--}"
    done
done
python3 - "$OUT" <<'PY'
import statistics as s, sys
# The file may hold earlier runs: take the last block (after the last header).
lines = open(sys.argv[1]).read().splitlines()
last = max(i for i, l in enumerate(lines) if l.startswith("# bench/limit.sh"))
rows = [l.split("\t") for l in lines[last:] if l and not l.startswith("#")]
print(f"\n{'threads':>7} {'mw':>10} {'C strict':>10} {'C fast':>10} {'JAX':>10} {'mw/strict':>10} {'mw/fast':>8} {'mw/JAX':>7}")
for t in dict.fromkeys(r[0] for r in rows):
    v = [r for r in rows if r[0] == t]
    col = lambda k: [float(r[k]) for r in v if r[k] != "-"]
    med = lambda k: f"{s.median(col(k)):10.3e}" if col(k) else f"{'-':>10}"
    rat = lambda k: f"{s.median(float(r[2]) / float(r[k]) for r in v if r[k] != '-'):.3f}" if col(k) else "-"
    print(f"{t:>7} {med(2)} {med(3)} {med(4)} {med(5)} {rat(3):>10} {rat(4):>8} {rat(5):>7}")
PY
echo "raw rounds: $OUT"
