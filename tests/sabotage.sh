#!/bin/sh
# Sabotages each code generator in turn and requires the tests to notice: an `if` whose
# condition is negated (its arms swapped) in Cranelift's scalar kernels, in its SIMD kernels,
# and in the CUDA C++ (run on the host and on the emulated GPU). Each mutant must fail at least
# one of the tests named below; the source is restored after each, whatever happens.
#
#   sh tests/sabotage.sh   (from the repository root; the test profile, as `cargo test`; .ci/run runs it)
#
# TESTS overrides which integration tests of mw-tui run against each mutant.
set -u
cd "$(dirname "$0")/.."
TESTS=${TESTS:-"eval_order semantics"}
backup=$(mktemp -d)
trap 'for f in "$backup"/*; do [ -e "$f" ] && cp "$f" "jit/src/$(basename "$f" | tr + /)"; done; rm -rf "$backup"' EXIT INT TERM

# name | file under jit/src | text | replacement (sed, literal enough for these lines)
mutants='scalar|cpu/scalar.rs|self.brif(cond, then, next);|self.brif(cond, next, then);
simd|cpu/simd.rs|let m = self.b.ins().band(br.rest, cond);|let m = self.b.ins().band_not(br.rest, cond);
cuda|cuda/emit.rs|self.open(&format!("if ({cond}) {{"));|self.open(&format!("if (!({cond})) {{"));'

logs=${CARGO_TARGET_DIR:-target}
mkdir -p "$logs"
args=""
for t in $TESTS; do args="$args --test $t"; done
failed=0
echo "$mutants" | while IFS='|' read -r name file from to; do
    path="jit/src/$file"
    saved="$backup/$(echo "$file" | tr / +)"
    cp "$path" "$saved"
    # The SIMD mutant also hands the lanes that met the condition to the next arm.
    if [ "$name" = simd ]; then
        sed -i 's/br.rest = self.b.ins().band_not(br.rest, cond);/br.rest = self.b.ins().band(br.rest, cond);/' "$path"
    fi
    before=$(md5sum < "$path")
    sed -i "s/$(printf '%s' "$from" | sed 's/[][\.*^$/]/\\&/g')/$(printf '%s' "$to" | sed 's/[\&/]/\\&/g')/" "$path"
    if [ "$(md5sum < "$path")" = "$before" ]; then
        echo "sabotage $name: the line to change was not found in $path"
        cp "$saved" "$path"
        exit 1
    fi
    log="$logs/sabotage-$name.log"
    # shellcheck disable=SC2086
    if cargo test -q --no-fail-fast -p mw-tui $args > "$log" 2>&1; then
        echo "sabotage $name: NOT CAUGHT: every test passed with the $name generator's ifs negated ($log)"
        cp "$saved" "$path"
        exit 1
    fi
    caught=$(grep -E '^    [a-z0-9_:]+$' "$log" | sed 's/^ *//' | sort -u | tr '\n' ' ')
    cp "$saved" "$path"
    # Only failing tests count: a mutant that does not build says nothing of the tests.
    if [ -z "$caught" ]; then
        echo "sabotage $name: no test failed, but the run did not pass either (a build failure?): $log"
        tail -20 "$log"
        exit 1
    fi
    echo "sabotage $name: caught by $caught"
done || failed=1
exit $failed
