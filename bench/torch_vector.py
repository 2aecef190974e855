"""CartPole through manyworlds.torch.VectorEnv beside manyworlds.gym.VectorEnv, from a Python
loop (issue 38 item 4): microseconds a step and env-steps/s, median of 5 runs of 0.5 s, SAME_STEP
autoreset, the same actions every step (all 0: episodes of about ten steps, so resets every step);
and whether the torch env's observation is the simulation's memory (data pointers).

    target/pyenv/bin/python bench/torch_vector.py [cpu|cuda] [worlds,...]
"""
import sys
import time

import numpy as np
import torch
from gymnasium.vector import AutoresetMode

import manyworlds.gym as mg
import manyworlds.torch as mt

backend = sys.argv[1] if len(sys.argv) > 1 else "cpu"
sizes = [int(s) for s in (sys.argv[2] if len(sys.argv) > 2 else "1024,65536").split(",")]
for n in sizes:
    for name, cls in (("gym (numpy)", mg.VectorEnv), ("torch", mt.VectorEnv)):
        e = cls("cartpole", n, backend=backend, params={"random_actions": False},
                autoreset_mode=AutoresetMode.SAME_STEP, copy=False)
        obs, _ = e.reset(seed=1)
        if cls is mg.VectorEnv:
            a = np.zeros(n, dtype=np.int64)
        else:
            a = torch.zeros(n, dtype=torch.int64, device=e.device)
            # No copies: with copy=False the observation is the simulation's memory itself.
            view = e.sim.view(e._p.names["obs"])
            print(f"  torch tensors on {obs.device}; the observation is the simulation's memory: "
                  f"{obs.data_ptr() == view.ptr} (data_ptr {obs.data_ptr():#x}, the view's {view.ptr:#x})")
        for _ in range(20):
            e.step(a)
        runs = []
        for _ in range(5):
            t0 = time.perf_counter()
            k = 0
            while time.perf_counter() - t0 < 0.5:
                e.step(a)
                k += 1
            if backend == "cuda":
                torch.cuda.synchronize()
            runs.append((time.perf_counter() - t0) / k)
        m = sorted(runs)[2]
        print(f"{name:12s} {backend:5s} {n:9d} worlds: {m * 1e6:9.1f} us a step, {n / m:.3e} env-steps/s")
