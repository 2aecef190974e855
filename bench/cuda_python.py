# The Python package on a real GPU (bench/cuda.sh runs it when MW_PYTHONPATH names a built
# package): DLPack views of device memory in torch, actions written through an import view,
# CPU = CUDA through read() and the view, a stale view refused after a reseed, and the rate of
# a Python loop that steps 4M worlds and reads the observations on the GPU.
import time
import numpy as np
import manyworlds as mw
import torch

CART = "envs/cartpole.rhai"
W = 4096
cpu = mw.Sim(CART, worlds=W, seed=3)
dev = mw.Sim(CART, worlds=W, seed=3, backend="cuda")
print("launch plan:", dev.launch_plan)
v = dev.view("obs")
print("dlpack device:", v.__dlpack_device__())
t = torch.from_dlpack(v)
print("tensor:", t.device, tuple(t.shape), t.stride(), t.dtype)
for k in range(60):
    cpu.step(); dev.step()
    assert np.array_equal(dev.read("obs"), cpu.read("obs")), f"read differs at step {k}"
    assert np.array_equal(t.cpu().numpy(), cpu.read("obs")), f"view differs at step {k}"
print("60 steps: view and read equal the CPU's")
act = torch.from_dlpack(dev.view("action", import_=True))
print("import view:", act.device, tuple(act.shape))
act[...] = 1
cpu.write("action", np.ones((W, 1), dtype=np.int32), import_=True)
dev.step(); cpu.step()
assert np.array_equal(t.cpu().numpy(), cpu.read("obs"))
print("actions written through a torch tensor on the GPU reach the step")
assert np.array_equal(np.asarray(dev.read("reward")), cpu.read("reward"))
dev.reseed(3)
assert not v.valid
try:
    torch.from_dlpack(v)
    raise SystemExit("a stale view was not refused")
except mw.StaleViewError as e:
    print("stale view refused:", str(e)[:80])
big = mw.Sim(CART, worlds=4194304, seed=1, backend="cuda", plan="fixed:96")
big.step(20)
o = torch.from_dlpack(big.view("obs"))
torch.cuda.synchronize()
t0 = time.perf_counter()
n = 0
while time.perf_counter() - t0 < 2.0:
    big.step(10); n += 10
    s = float(o[:, 0, 0].sum())  # the policy's side: read the observation on the GPU
dt = time.perf_counter() - t0
print(f"python loop, 4194304 worlds: {n} steps in {dt:.2f} s: {n * 4194304 / dt:.3e} env-steps/s (one torch reduction of the view every 10 steps)")
