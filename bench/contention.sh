#!/usr/bin/env bash
# Threads on a busy machine: CartPole env-steps/s with 1 and 2 threads, alone and with one
# busy process beside it (a shell loop standing for a compile or a training process), in
# paired rounds. Prints each round and the medians, and the 2-thread/1-thread ratio.
#
#   bench/contention.sh [ROUNDS] [WORLDS]      (defaults: 5 rounds, 16384 worlds)
#
# Build first: cargo build --release. Run it on a quiet machine: nothing else should be busy.
set -euo pipefail
cd "$(dirname "$0")/.."
rounds=${1:-5}
worlds=${2:-16384}
mw=target/release/mw
[ -x "$mw" ] || { echo "build first: cargo build --release" >&2; exit 1; }
rate() { "$mw" bench envs/cartpole.rhai --worlds "$worlds" --threads "$1" --seconds 0.5 --reps 3 | tail -1 | awk '{print $2}'; }
out=$(mktemp)
trap 'rm -f "$out"; [ -n "${hog:-}" ] && kill "$hog" 2>/dev/null || true' EXIT
for busy in no yes; do
  hog=
  if [ "$busy" = yes ]; then
    sh -c 'while :; do :; done' &
    hog=$!
    sleep 0.5
  fi
  for r in $(seq "$rounds"); do
    one=$(rate 1); two=$(rate 2)
    echo "$busy $r $one $two" | tee -a "$out"
  done
  [ -n "$hog" ] && kill "$hog" && hog=
done
python3 - "$out" "$worlds" <<'PY'
import statistics, sys
rows = [l.split() for l in open(sys.argv[1])]
print(f"\nCartPole, {sys.argv[2]} worlds, env-steps/s (medians of paired rounds)")
print(f"{'busy process beside':<22}{'1 thread':>12}{'2 threads':>12}{'2t / 1t':>10}")
for busy in ("no", "yes"):
    r = [x for x in rows if x[0] == busy]
    one = [float(x[2]) for x in r]; two = [float(x[3]) for x in r]
    ratio = statistics.median(b / a for a, b in zip(one, two))
    print(f"{busy:<22}{statistics.median(one):>12.3e}{statistics.median(two):>12.3e}{ratio:>10.2f}")
PY
