"""manyworlds.torch.VectorEnv: the NumPy env's episodes, bit for bit, as torch tensors that are
views of the simulation's memory (data pointers checked), re-taken when that memory moves; on
the emulated GPU as on the CPU; bad actions refused as the NumPy env refuses them."""

import numpy as np
import pytest
import torch
from gymnasium.vector import AutoresetMode

import manyworlds.gym as mg
import manyworlds.torch as mt
from conftest import CARTPOLE

KW = dict(params={"random_actions": False}, max_episode_steps=80)


def same(a, b, what):
    assert isinstance(b, torch.Tensor), what
    assert np.array_equal(np.asarray(a), b.cpu().numpy()), what


@pytest.mark.parametrize("mode", [AutoresetMode.NEXT_STEP, AutoresetMode.SAME_STEP, AutoresetMode.DISABLED])
def test_the_numpy_envs_episodes_as_tensors(mode):
    n = 48
    g = mg.VectorEnv(CARTPOLE, n, autoreset_mode=mode, **KW)
    t = mt.VectorEnv(CARTPOLE, n, autoreset_mode=mode, **KW)
    assert t.single_observation_space == g.single_observation_space
    assert t.single_action_space == g.single_action_space
    og, _ = g.reset(seed=7)
    ot, _ = t.reset(seed=7)
    same(og, ot, "reset")
    rng = np.random.default_rng(2)
    ends = 0
    for k in range(250):
        if mode == AutoresetMode.DISABLED and g._autoreset_envs.any():
            m = g._autoreset_envs.copy()
            same(g.reset(options={"reset_mask": m})[0], t.reset(options={"reset_mask": torch.from_numpy(m)})[0],
                 f"masked reset before step {k}")
        a = rng.integers(0, 2, n)
        rg, rt = g.step(a), t.step(torch.from_numpy(a))
        for x, y, what in zip(rg[:4], rt[:4], ["obs", "reward", "terminated", "truncated"]):
            same(x, y, f"{what} at step {k}")
        assert rt[1].dtype == torch.float32 and rt[2].dtype == torch.bool and rt[3].dtype == torch.bool
        if "final_obs" in rg[4]:
            d = rg[4]["_final_obs"]
            same(d, rt[4]["_final_obs"], f"_final_obs at step {k}")
            same(np.stack(rg[4]["final_obs"][d]), rt[4]["final_obs"][torch.from_numpy(d)], f"final_obs at step {k}")
        elif mode == AutoresetMode.SAME_STEP:
            # Every step on the device (the host would have to look to leave them out).
            assert not rt[4]["_final_obs"].any() and not rt[4]["_final_info"].any(), f"step {k}"
        else:
            assert "final_obs" not in rt[4]
        ends += int((rg[2] | rg[3]).sum())
    assert ends > n


class _Spy:
    """A simulation whose calls are recorded: what crossed to the host, and in what."""

    def __init__(self, sim):
        self._sim, self.calls = sim, []

    def __getattr__(self, name):
        f = getattr(self._sim, name)
        if not callable(f):
            return f

        def call(*args, **kw):
            self.calls.append((name, [type(a).__name__ for a in args]))
            return f(*args, **kw)
        return call


@pytest.mark.parametrize("mode", [AutoresetMode.NEXT_STEP, AutoresetMode.SAME_STEP, AutoresetMode.DISABLED])
@pytest.mark.parametrize("backend", ["cpu", "cuda-emulated"])
def test_steps_keep_the_bookkeeping_where_the_worlds_are(mode, backend):
    """A step's resets go to the simulation as a mask tensor of its memory and its pending
    marks come back into one: no per-world data through the host (lists, bytes, NumPy), on
    either memory; the episodes are still the NumPy env's."""
    n = 37
    g = mg.VectorEnv(CARTPOLE, n, autoreset_mode=mode, **KW)
    t = mt.VectorEnv(CARTPOLE, n, autoreset_mode=mode, backend=backend, **KW)
    g.reset(seed=3)
    t.reset(seed=3)
    spy = t.sim = _Spy(t.sim)
    rng = np.random.default_rng(4)
    for k in range(160):
        if mode == AutoresetMode.DISABLED and g._autoreset_envs.any():
            m = g._autoreset_envs.copy()
            g.reset(options={"reset_mask": m})
            t.reset(options={"reset_mask": torch.from_numpy(m)})
        a = rng.integers(0, 2, n)
        rg, rt = g.step(a), t.step(torch.from_numpy(a))
        for x, y, what in zip(rg[:4], rt[:4], ["obs", "reward", "terminated", "truncated"]):
            same(x, y, f"{what} at step {k}")
    stepping = [c for c in spy.calls if c[0] not in ("view", "reset_worlds")]
    assert {c[0] for c in stepping} <= {"step", "reset_mask", "pending_into"}, stepping
    assert all(c[1] == ["Tensor"] for c in stepping if c[0] != "step"), stepping
    assert sum(c[0] == "reset_mask" for c in stepping) == (0 if mode == AutoresetMode.DISABLED else 160)


def test_tensors_are_views_of_the_simulation():
    t = mt.VectorEnv(CARTPOLE, 16, copy=False, **KW)
    obs, _ = t.reset(seed=1)
    view = np.asarray(t.sim.view("obs"))
    assert obs.data_ptr() == view.__array_interface__["data"][0], "the observation is not the simulation's memory"
    obs2, *_ = t.step(torch.ones(16, dtype=torch.int64))
    assert obs2.data_ptr() == obs.data_ptr()
    same(t.sim.read("obs").reshape(16, 4), obs2, "the view follows the step")
    # The actions went into the simulation's own action memory.
    act = t._t["action"]
    assert act.data_ptr() == np.asarray(t.sim.view("action", import_=True)).__array_interface__["data"][0]
    assert np.array_equal(t.sim.read("action", import_=True).reshape(-1), np.ones(16))
    # copy=True: tensors of their own.
    c = mt.VectorEnv(CARTPOLE, 16, **KW)
    o, _ = c.reset(seed=1)
    assert o.data_ptr() != np.asarray(c.sim.view("obs")).__array_interface__["data"][0]


def test_the_emulated_gpu_and_views_taken_again():
    """Device memory (the emulated GPU's), and views that go stale when a reseed lays the worlds
    out anew: taken again, the episodes still the CPU's."""
    kw = dict(KW, autoreset_mode=AutoresetMode.SAME_STEP)
    cpu = mt.VectorEnv(CARTPOLE, 12, **kw)
    dev = mt.VectorEnv(CARTPOLE, 12, backend="cuda-emulated", **kw)
    rng = np.random.default_rng(3)
    for seed in (4, 5):
        old = dev._views["obs"]
        same(cpu.reset(seed=seed)[0], dev.reset(seed=seed)[0], f"reset({seed})")
        if seed == 5:
            assert not old.valid and dev._views["obs"].valid, "the stale view was not taken again"
        for k in range(60):
            a = torch.from_numpy(rng.integers(0, 2, 12))
            ra, rb = cpu.step(a), dev.step(a)
            for x, y in zip(ra[:4], rb[:4]):
                assert torch.equal(x, y), (seed, k)


def test_bad_actions_are_refused():
    t = mt.VectorEnv(CARTPOLE, 8, **KW)
    t.reset(seed=0)
    with pytest.raises(ValueError, match="shape"):
        t.step(torch.zeros(9, dtype=torch.int64))
    with pytest.raises(TypeError, match="integers"):
        t.step(torch.zeros(8))
    with pytest.raises(ValueError, match=r"actions\[3\] is 2, not in \[0, 2\)"):
        t.step(torch.tensor([0, 1, 0, 2, 0, 0, 0, 0]))
    # Unchecked, when the learner vouches for them.
    u = mt.VectorEnv(CARTPOLE, 8, check_actions=False, **KW)
    u.reset(seed=0)
    u.step(torch.ones(8, dtype=torch.int32))


def test_agents_and_action_masks():
    """Hanabi: an agent axis, per-agent rewards and the action mask in infos, as tensors."""
    kw = dict(params={"players": 3, "random_actions": False}, autoreset_mode=AutoresetMode.SAME_STEP)
    g = mg.VectorEnv("hanabi", 16, **kw)
    t = mt.VectorEnv("hanabi", 16, **kw)
    og, ig = g.reset(seed=2)
    ot, it = t.reset(seed=2)
    same(og, ot, "reset")
    same(ig["action_mask"], it["action_mask"], "the first mask")
    rng = np.random.default_rng(4)
    for k in range(120):
        # A random legal move for every player.
        m = ig["action_mask"]
        a = np.stack([[rng.choice(np.flatnonzero(row)) for row in world] for world in m]).astype(np.int64)
        rg, rt = g.step(a), t.step(torch.from_numpy(a))
        for x, y, what in zip(rg[:4], rt[:4], ["obs", "reward", "terminated", "truncated"]):
            same(x, y, f"{what} at step {k}")
        ig, it = rg[4], rt[4]
        same(ig["action_mask"], it["action_mask"], f"the mask at step {k}")
        if "final_info" in ig and "action_mask" in ig["final_info"]:
            same(ig["final_info"]["action_mask"], it["final_info"]["action_mask"], f"the final mask at step {k}")
