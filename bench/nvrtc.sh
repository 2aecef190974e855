#!/usr/bin/env bash
# NVRTC build times of the CUDA backend, per environment: every register budget for sm_80 and
# sm_90 (10 builds, in parallel on the machine's cores), cold (an empty cache) and again from
# the cache. Targets (issue 9): cold <= 3 s per environment on 2 cores, cache hit <= 100 ms.
#
#   bench/nvrtc.sh                 # every env, median of REPS=3 cold and cached runs each
#   ARCH=sm_90 BUDGETS=64,128 NO_BUILD=1 bench/nvrtc.sh
#
# NVRTC comes from MW_NVRTC or tests/setup.sh's download (target/nvrtc), nvJitLink from MW_NVJITLINK or
# target/nvjitlink (then the PTX is made once per architecture; MW_NVJITLINK=off: NVRTC alone).
set -euo pipefail
cd "$(dirname "$0")/.."
ARCH=${ARCH:-sm_80,sm_90}
BUDGETS=${BUDGETS:-32,64,96,128,255}
REPS=${REPS:-3}
MW=./target/release/mw
if [ "${NO_BUILD:-0}" != 1 ]; then
    cargo build --release --quiet
    sh tests/setup.sh
fi
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
ms() { echo $(($(date +%s%N) / 1000000)); }
median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
printf '%-22s %12s %12s %s\n' env "cold ms" "cached ms" "(median of $REPS; $ARCH x $BUDGETS)"
for env in envs/cartpole.rhai envs/micro.rhai envs/boids.rhai envs/crowd.rhai; do
    cold=(); hot=()
    for r in $(seq "$REPS"); do
        rm -rf "$TMP/cache"
        t0=$(ms); MW_CACHE_DIR="$TMP/cache" "$MW" check "$env" --cuda --arch "$ARCH" --budgets "$BUDGETS" >/dev/null 2>&1; t1=$(ms)
        MW_CACHE_DIR="$TMP/cache" "$MW" check "$env" --cuda --arch "$ARCH" --budgets "$BUDGETS" >/dev/null 2>&1; t2=$(ms)
        cold+=($((t1 - t0))); hot+=($((t2 - t1)))
    done
    printf '%-22s %12s %12s\n' "$env" "$(printf '%s\n' "${cold[@]}" | median)" "$(printf '%s\n' "${hot[@]}" | median)"
done
echo "(whole \`mw check --cuda\` runs: loading and checking the script included)"
