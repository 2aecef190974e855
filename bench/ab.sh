#!/usr/bin/env bash
# Paired A/B of two builds of `mw` over the workloads users run: the guard every change to
# runtime/, jit/ or cuda/ passes before it lands (its figures go in the commit or the note).
#
#   bench/ab.sh BASE_REV                 # builds BASE_REV and the work tree, then compares them
#   bench/ab.sh BASE_REV NEW_REV         # two commits
#   ROUNDS=9 ONLY=cartpole bench/ab.sh HEAD~1
#   OLD=/path/mw NEW=/path/mw bench/ab.sh  # two binaries built already
#   bench/ab.sh --list                   # the workloads and what each runs
#
# Each round runs every workload with the old and the new binary back to back, the order flipping
# every round, so both see the same machine (these VMs drift by tens of percent over minutes). It
# prints, per workload, the median rate of each and the median of the per-round ratios new/old,
# and marks a median ratio below 0.97 as a REGRESSION (exit status 1; 0 when none; 2 when it could
# not run). Every round's figures go to $OUT (default bench/results/<date>-ab-<old>-<new>.tsv), so
# the raw rounds can be cited.
#
# Settings (environment): ROUNDS (5), SECS (seconds a measurement, 1), ONLY (a regex of workload
# names), LIMIT (the ratio below which it is a regression, 0.97), OUT (the raw rounds' file),
# PIN (the CPU one-thread workloads run on: the last).
# A revision builds in target/ab-base (its dependencies once, then about a minute a revision).
# Don't run it beside a build, a test run or another benchmark: they share the two cores.
set -u
usage() { sed -n '2,/^set -u/p' "$0" | sed '$d; s/^# \{0,1\}//'; }

# name | arguments of `mw bench` (one world count each). The workloads of the issues: CartPole at
# 65536 worlds on one and two threads (the C limit's setting) and at 1024 (per-step costs), boids'
# three configurations (bench/boids.sh), the crowd, Micro at 1 and 100 agents per world, and
# tables that change 0.1% of their rows a step (a cheap step, and the auction's order book).
# The paper's environments: hide-and-seek (2 hiders, 2 seekers, 2 boxes), Overcooked (cramped
# room) and Hanabi (2 players) at 16K worlds.
workloads=(
    "cartpole-64k-2t|envs/cartpole.rhai --worlds 65536 --threads 2"
    "cartpole-64k-1t|envs/cartpole.rhai --worlds 65536 --threads 1"
    "cartpole-1k-2t|envs/cartpole.rhai --worlds 1024 --threads 2"
    "boids-1x131072-2t|envs/boids.rhai --worlds 1 --param ships=131072 --threads 2 --warmup-steps 200"
    "boids-64x2048-2t|envs/boids.rhai --worlds 64 --param ships=2048 --threads 2 --warmup-steps 400"
    "boids-1024x128-2t|envs/boids.rhai --worlds 1024 --param ships=128 --threads 2 --warmup-steps 400"
    "crowd-1024-2t|envs/crowd.rhai --worlds 1024 --threads 2"
    "micro-128x1-2t|envs/micro.rhai --worlds 128 --param agents=1 --threads 2"
    "micro-128x100-2t|envs/micro.rhai --worlds 128 --param agents=100 --threads 2"
    "churn-1024x32-2t|bench/scripts/churn.rhai --worlds 1024 --threads 2"
    "auction-1024-churn-2t|examples/auction.rhai --worlds 1024 --param churn=1000 --threads 2"
    "hideseek-1024-2t|envs/hide_and_seek.rhai --worlds 1024 --threads 2"
    "overcooked-16k-2t|envs/overcooked.rhai --worlds 16384 --threads 2"
    "hanabi-16k-2t|envs/hanabi.rhai --worlds 16384 --threads 2"
)

case "${1:-}" in
    -h | --help) usage; exit 0 ;;
    --list)
        for w in "${workloads[@]}"; do printf '%-20s mw bench %s\n' "${w%%|*}" "${w#*|}"; done
        exit 0 ;;
    -*) echo "ab.sh: unknown option $1 (see --help)" >&2; exit 2 ;;
esac

ROUNDS=${ROUNDS:-5}
SECS=${SECS:-1}
ONLY=${ONLY:-.}
LIMIT=${LIMIT:-0.97}
case "$ROUNDS" in '' | *[!0-9]* | 0) echo "ab.sh: ROUNDS must be a positive integer, not '$ROUNDS'" >&2; exit 2 ;; esac
root=$(git rev-parse --show-toplevel) || exit 2
cd "$root"
work=$(mktemp -d)
trap 'for d in "$work"/tree-*; do [ -d "$d" ] && git worktree remove --force "$d" >/dev/null 2>&1; done; rm -rf "$work"' EXIT

# build REV NAME: `mw` at REV (the work tree when REV is empty) copied to $work/NAME. A revision
# builds in a checkout of its own with target/ab-base as its target directory (the dependencies
# build there once): sharing target/ with the work tree, cargo found the work tree's build fresh
# afterwards and did not copy its binary back over the revision's, so both sides ran the base.
build() {
    local rev=$1 name=$2
    if [ -z "$rev" ]; then
        cargo build --release -q --bin mw || return 1
        cp target/release/mw "$work/$name"
    else
        git worktree add -q --detach "$work/tree-$name" "$rev" || return 1
        [ -d target/ab-base ] || echo "building $rev's dependencies into target/ab-base (once; a few minutes)"
        (cd "$work/tree-$name" && CARGO_TARGET_DIR="$root/target/ab-base" cargo build --release -q --bin mw) || return 1
        cp target/ab-base/release/mw "$work/$name"
    fi
}
if [ -z "${OLD:-}" ]; then
    base=${1:?usage: bench/ab.sh BASE_REV [NEW_REV] (or OLD=... NEW=...; --help)}
    old_name=$(git rev-parse --short "$base") || exit 2
    build "$base" old || { echo "ab.sh: could not build $base" >&2; exit 2; }
    OLD="$work/old"
else
    old_name=$(basename "$OLD")
fi
if [ -z "${NEW:-}" ]; then
    if [ -n "${2:-}" ]; then
        new_name=$(git rev-parse --short "$2") || exit 2
        build "$2" new || { echo "ab.sh: could not build $2" >&2; exit 2; }
    else
        new_name="$(git rev-parse --short HEAD)$(git diff --quiet HEAD -- . || echo '+changes')"
        build "" new || { echo "ab.sh: could not build the work tree" >&2; exit 2; }
    fi
    NEW="$work/new"
else
    new_name=$(basename "$NEW")
fi
for b in "$OLD" "$NEW"; do
    [ -x "$b" ] || { echo "ab.sh: $b is not an executable" >&2; exit 2; }
done
if cmp -s "$OLD" "$NEW"; then
    echo "ab.sh: the two builds are the same binary; nothing to compare" >&2
    exit 2
fi
OUT=${OUT:-bench/results/$(date +%F)-ab-$old_name-$new_name.tsv}
mkdir -p "$(dirname "$OUT")"
printf '# bench/ab.sh: old %s, new %s, %s rounds of %s s, %s, %s\n# round\tworkload\told\tnew\tnew/old\n' \
    "$old_name" "$new_name" "$ROUNDS" "$SECS" "$(date -Is)" \
    "$(sed -n 's/^model name[^:]*: //p' /proc/cpuinfo | head -1)" > "$OUT"
echo "old: $old_name   new: $new_name   $ROUNDS rounds of $SECS s; raw rounds: $OUT"

# A one-thread workload runs pinned to one CPU (PIN, default the last): unpinned, the scheduler
# moves it between cores that differ by 15% here (a neighbour on one of them), and its rounds
# spread from 0.6 to 1.4.
PIN=${PIN:-$(( $(nproc) - 1 ))}
rate() { # binary, args... -> the env-steps/s of one measurement
    local b=$1 pin=()
    shift
    if [[ " $* " == *" --threads 1 "* ]] && command -v taskset >/dev/null; then pin=(taskset -c "$PIN"); fi
    "${pin[@]}" "$b" bench "$@" --seconds "$SECS" --reps 1 2>/dev/null | awk '$1 ~ /^[0-9]+$/ {print $2; exit}'
}
selected=()
for w in "${workloads[@]}"; do
    [[ ${w%%|*} =~ $ONLY ]] && selected+=("$w")
done
[ ${#selected[@]} -gt 0 ] || { echo "ab.sh: ONLY='$ONLY' matches no workload (--list)" >&2; exit 2; }
for r in $(seq 1 "$ROUNDS"); do
    for w in "${selected[@]}"; do
        name=${w%%|*}; args=${w#*|}
        # shellcheck disable=SC2086  # the arguments are meant to split
        if [ $((r % 2)) = 1 ]; then o=$(rate "$OLD" $args); n=$(rate "$NEW" $args)
        else n=$(rate "$NEW" $args); o=$(rate "$OLD" $args); fi
        if [ -z "$o" ] || [ -z "$n" ]; then
            echo "  $name: no figure (old '$o', new '$n'): does the workload load with both builds?"
            continue
        fi
        printf '%s\t%s\t%s\t%s\t%s\n' "$r" "$name" "$o" "$n" "$(awk -v a="$n" -v b="$o" 'BEGIN { printf "%.4f", a / b }')" >> "$OUT"
    done
    echo "round $r of $ROUNDS done"
done
python3 - "$OUT" "$LIMIT" "${selected[@]%%|*}" <<'PY'
import statistics as s, sys
path, limit, names = sys.argv[1], float(sys.argv[2]), sys.argv[3:]
rows = [l.rstrip("\n").split("\t") for l in open(path) if not l.startswith("#")]
bad = False
print(f"\n{'workload':<20} {'old':>11} {'new':>11} {'new/old':>8} {'range':>13}")
for name in names:
    v = [(float(o), float(n), float(q)) for _, w, o, n, q in rows if w == name]
    if not v:
        print(f"{name:<20} {'-':>11} {'-':>11} {'-':>8}  no figures")
        bad = True
        continue
    m = s.median(q for *_, q in v)
    lo, hi = min(q for *_, q in v), max(q for *_, q in v)
    flag = "  REGRESSION" if m < limit else ""
    bad |= m < limit
    print(f"{name:<20} {s.median(o for o, *_ in v):11.3e} {s.median(n for _, n, _ in v):11.3e} "
          f"{m:8.3f} {lo:6.3f}-{hi:.3f}{flag}")
sys.exit(1 if bad else 0)
PY
