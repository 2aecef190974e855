#!/usr/bin/env python3
"""Compare the C reference (cartpole_ref.c) with manyworlds, world by world, bit for bit.

Runs `mw run envs/cartpole.rhai --seed 1 --dump obs=... --dump done=...` and
`cartpole_ref WORLDS STEPS --reps 1 --print-worlds WORLDS`, and compares the final observation
(bits of the four float32s) and done (terminated, truncated, steps) of every world.

    python3 bench/peers/check_cartpole_ref.py                       # 4096 worlds x 1000 steps
    python3 bench/peers/check_cartpole_ref.py --ref bench/peers/build/cartpole_ref --steps 200

The build with -DREF_PRELUDE_TRIG (strict IEEE, manyworlds' prelude sin/cos; the default
--ref) must agree on every world: same random stream, same float operations. The libm builds
agree only until sinf/cosf round differently from the prelude's and chaos amplifies it.
Needs numpy and the binaries bench/cartpole.sh builds (or build them as cartpole_ref.c says).
Run from anywhere; paths are relative to the repository root.
"""
import argparse
import os
import subprocess
import sys
import tempfile

import numpy as np

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--worlds", type=int, default=4096)
    ap.add_argument("--steps", type=int, default=1000)
    ap.add_argument("--mw", default="target/release/mw")
    ap.add_argument("--ref", default="bench/peers/build/cartpole_ref_prelude")
    a = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        obs_f, done_f = os.path.join(tmp, "obs.npy"), os.path.join(tmp, "done.npy")
        subprocess.run([a.mw, "run", "envs/cartpole.rhai", "--worlds", str(a.worlds), "--steps", str(a.steps),
                        "--seed", "1", "--dump", f"obs={obs_f}", "--dump", f"done={done_f}"],
                       cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
        obs = np.load(obs_f)[-1].reshape(a.worlds, 4).astype(np.float32)
        done = np.load(done_f)[-1].reshape(a.worlds, 3)
    env = dict(os.environ, OMP_NUM_THREADS=os.environ.get("OMP_NUM_THREADS", "2"))
    out = subprocess.run([a.ref, str(a.worlds), str(a.steps), "--reps", "1", "--print-worlds", str(a.worlds)],
                         cwd=ROOT, check=True, capture_output=True, text=True, env=env).stdout.splitlines()
    print(out[0])
    worlds = [l.split() for l in out[1:]]
    assert len(worlds) == a.worlds, f"expected {a.worlds} world lines, got {len(worlds)}"
    differ = []
    for i, f in enumerate(worlds):
        c_obs = np.array([float.fromhex(v) for v in f[3:7]], dtype=np.float32)
        c_done = [int(v) for v in f[10:13]]
        if (c_obs.view(np.uint32) != obs[i].view(np.uint32)).any() or c_done != [int(v) for v in done[i]]:
            differ.append((i, obs[i], done[i], c_obs, c_done))
    for i, mo, md, co, cd in differ[:3]:
        print(f"world {i}: mw obs {mo} done {list(md)}; C obs {co} done {cd}")
    print(f"{a.ref}: {a.worlds} worlds x {a.steps} steps: {a.worlds - len(differ)} identical, {len(differ)} differ")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
