#!/usr/bin/env bash
# Where a generated kernel spends its time, instruction by instruction: runs `mw` under
# `perf record` with MW_DUMP_CODE (each kernel's machine code written to a file as it is
# compiled), maps the samples that fall in the kernel (perf names JIT code through the
# /tmp/perf-PID.map Cranelift writes) to offsets in its code, and prints its disassembly
# (objdump) with the samples per instruction, hottest first, then in code order to a file.
#
#   bench/annotate.sh k2_steer -- run envs/boids.rhai --worlds 64 --steps 100 --param ships=2048 --threads 1
#
# Kernel names are those `perf report` shows (k<N>_<system>, v<N>_<system> for SIMD kernels).
# Needs perf and objdump. Samples land on the instruction after a slow one (skid).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ $# -lt 3 ] || [ "$2" != "--" ]; then
    echo "usage: bench/annotate.sh KERNEL -- MW-ARGS..." >&2
    exit 2
fi
KERNEL=$1
shift 2
MW=${MW:-./target/release/mw}
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
mkdir -p "$TMP/code"
MW_DUMP_CODE="$TMP/code" perf record -q -o "$TMP/perf.data" "$MW" "$@" > /dev/null
[ -f "$TMP/code/$KERNEL.bin" ] || { echo "no kernel $KERNEL; kernels: $(ls "$TMP/code" | sed 's/\.bin//' | tr '\n' ' ')" >&2; exit 1; }
objdump -D -b binary -mi386:x86-64 "$TMP/code/$KERNEL.bin" > "$TMP/dis.txt"
perf script -i "$TMP/perf.data" -F pid,ip,sym 2>/dev/null > "$TMP/samples.txt"
OUT=${OUT:-/tmp/annotate-$KERNEL.txt}
python3 - "$KERNEL" "$TMP/samples.txt" "$TMP/dis.txt" "$OUT" <<'PY'
import collections, sys
kernel, samples, dis, out = sys.argv[1:]
starts = {}
hits = collections.Counter()
for line in open(samples):
    parts = line.split()
    if len(parts) < 3 or parts[2] != kernel:
        continue
    pid, ip = parts[0], int(parts[1], 16)
    if pid not in starts:
        for m in open(f"/tmp/perf-{pid}.map"):
            a, _, name = m.split(None, 2)
            if name.strip() == kernel:
                starts[pid] = int(a, 16)
    hits[ip - starts[pid]] += 1
total = sum(hits.values())
rows = []
for line in open(dis):
    head, sep, rest = line.partition(":")
    try:
        off = int(head.strip(), 16)
    except ValueError:
        continue
    rows.append((off, hits.get(off, 0), rest.rstrip()))
print(f"{kernel}: {total} samples")
for off, n, text in sorted(rows, key=lambda r: -r[1])[:30]:
    print(f"  {n:6d} {100 * n / max(total, 1):5.1f}%  {off:5x}:{text}")
with open(out, "w") as f:
    for off, n, text in rows:
        f.write(f"{n:6d} {off:5x}:{text}\n")
print(f"(all instructions in code order: {out})")
PY
