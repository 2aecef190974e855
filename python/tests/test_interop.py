"""PyTorch and JAX over the same memory, through DLPack."""

import gc

import numpy as np
import pytest

import manyworlds as mw
from conftest import CARTPOLE, need

torch = need("torch")


def test_torch_shares_memory_and_writes_reach_the_next_step():
    sim = mw.Sim(CARTPOLE, worlds=64, seed=2, params={"random_actions": False})
    twin = mw.Sim(CARTPOLE, worlds=64, seed=2, params={"random_actions": False})
    obs = torch.from_dlpack(sim.view("obs"))
    act = torch.from_dlpack(sim.view("action"))
    assert obs.data_ptr() == sim.view("obs").ptr and obs.shape == (64, 1, 4) and obs.dtype == torch.float32
    assert act.data_ptr() == sim.view("action").ptr and act.dtype == torch.int32
    act[:] = 1
    twin.array("action")[:] = 1
    for _ in range(10):
        sim.step()
        twin.step()
        assert torch.equal(obs, torch.from_numpy(twin.read("obs")))
    act[:5] = 0
    sim.step()
    twin.array("action")[:5] = 0
    twin.step()
    assert torch.equal(obs, torch.from_numpy(twin.read("obs")))
    # Strided fields come through as strided tensors.
    term = torch.from_dlpack(sim.view("terminated"))
    assert term.stride() == (3,)
    assert torch.equal(term, torch.from_numpy(sim.read("terminated")))


def test_torch_view_outlives_the_simulation():
    sim = mw.Sim(CARTPOLE, worlds=16, params={"random_actions": False})
    sim.step(3)
    expect = sim.read("obs")
    t = torch.from_dlpack(sim.view("obs"))
    del sim
    gc.collect()
    assert torch.equal(t, torch.from_numpy(expect))


def test_jax_imports_without_a_copy():
    jax = need("jax")
    sim = mw.Sim(CARTPOLE, worlds=64, params={"random_actions": False})
    v = sim.view("obs")
    x = jax.dlpack.from_dlpack(v, copy=False)
    assert x.unsafe_buffer_pointer() == v.ptr
    assert np.array_equal(np.asarray(x), sim.read("obs"))
    r = jax.dlpack.from_dlpack(sim.view("reward"), copy=False)
    assert r.unsafe_buffer_pointer() == sim.view("reward").ptr
