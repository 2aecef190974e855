"""The native module: loading, errors, zero-copy views, DLPack, lifetimes, determinism."""

import gc
import sys

import numpy as np
import pytest

import manyworlds as mw
from conftest import CARTPOLE, DATA, ROOT, need


def state(sim):
    return {name: sim.read(name).tobytes() for name in sim.exports}


def test_load_and_ports(cartpole):
    assert cartpole.worlds == 64 and cartpole.backend == "cpu" and cartpole.name == "cartpole"
    assert cartpole.shape("obs") == (64, 1, 4) and cartpole.dtype("obs") == np.float32
    assert cartpole.shape("action") == (64, 1) and cartpole.dtype("action") == np.int32
    assert set(cartpole.exports) >= {"obs", "reward", "done", "terminated", "truncated"}
    assert cartpole.imports == ["action"]
    assert cartpole.episode()["obs"] == "obs"
    assert cartpole.spaces()["action"] == ("discrete", 2)


def test_script_errors_are_rendered_diagnostics():
    with pytest.raises(mw.ScriptError) as e:
        mw.Sim(str(DATA / "broken.rhai"), worlds=2)
    msg = str(e.value)
    assert "broken.rhai:6:" in msg and "undefined_name" in msg


@pytest.mark.parametrize(
    "kwargs, exc",
    [
        (dict(worlds=0), ValueError),
        (dict(worlds=-3), ValueError),
        (dict(seed=-1), ValueError),
        (dict(threads=-1), ValueError),
        (dict(backend="gpu"), ValueError),
        (dict(step_timeout=0.0), ValueError),
        (dict(max_rows=0), ValueError),
        (dict(worlds="many"), TypeError),
        (dict(worlds=3.5), TypeError),
        (dict(worlds=True), TypeError),
        (dict(worlds=2**40), ValueError),
        (dict(seed=2**70), ValueError),
        (dict(threads=10**6), ValueError),
        (dict(params=[1, 2]), TypeError),
        (dict(params={"double": [1]}), TypeError),
        (dict(params={"double": "maybe"}), mw.ScriptError),
    ],
)
def test_bad_arguments_raise(kwargs, exc):
    with pytest.raises(exc):
        mw.Sim(CARTPOLE, **kwargs)


def test_script_warnings_are_python_warnings():
    with pytest.warns(mw.ScriptWarning, match="never asks for it"):
        mw.Sim(CARTPOLE, worlds=2, params={"nope": 1})


def test_bad_writes_and_resets_raise(cartpole):
    with pytest.raises(ValueError):
        cartpole.write("action", np.zeros(5))
    with pytest.raises(TypeError):
        cartpole.write("action", np.full((64, 1), np.nan))
    with pytest.raises(TypeError):
        cartpole.write("action", np.full((64, 1), 0.5))
    with pytest.raises(ValueError):
        cartpole.write("action", np.full((64, 1), 2**40))
    with pytest.raises(TypeError):
        cartpole.write("action", "abc")
    cartpole.write("action", np.ones((64, 1), np.int64))
    cartpole.write("action", 1.0)
    assert cartpole.read("action").tolist() == [[1]] * 64
    with pytest.raises(TypeError):
        cartpole.reset([0.5])
    with pytest.raises(ValueError):
        cartpole.reset(np.ones(3, bool))
    with pytest.raises(ValueError):
        cartpole.reset([-1])
    with pytest.raises(ValueError):
        cartpole.step(-1)
    with pytest.raises(ValueError):
        cartpole.step(10**20)
    with pytest.raises(ValueError):
        cartpole.reseed(-5)
    with pytest.raises(ValueError):
        cartpole.reset_mask(b"\x01")


def test_missing_file():
    with pytest.raises(FileNotFoundError):
        mw.Sim("no/such/script.rhai")


def test_unknown_port(cartpole):
    with pytest.raises(ValueError, match="exports: obs"):
        cartpole.view("nope")


def test_numpy_views_are_zero_copy_across_steps(cartpole):
    obs = cartpole.view("obs")
    arr = np.asarray(obs)
    assert arr.__array_interface__["data"][0] == obs.ptr
    assert obs.ptr % 64 == 0
    act = cartpole.array("action")
    act[:] = 1
    before = arr.copy()
    cartpole.step(100)
    assert np.asarray(cartpole.view("obs")).__array_interface__["data"][0] == obs.ptr
    assert arr.__array_interface__["data"][0] == obs.ptr
    assert not np.array_equal(arr, before)
    assert np.array_equal(arr, cartpole.read("obs"))


def test_field_views_are_strided(cartpole):
    done = cartpole.array("done")
    term = cartpole.array("terminated")
    assert term.strides == (12,)
    cartpole.array("action")[:] = 0
    for _ in range(30):
        cartpole.step()
        assert np.array_equal(term, done[:, 0])


def test_writes_to_the_action_view_reach_the_next_step():
    a = mw.Sim(CARTPOLE, worlds=16, seed=1, params={"random_actions": False})
    b = mw.Sim(CARTPOLE, worlds=16, seed=1, params={"random_actions": False})
    a.array("action")[:] = 1
    b.write("action", np.zeros((16, 1), np.int32))
    a.step()
    b.step()
    assert np.all(a.array("obs")[:, 0, 1] > b.array("obs")[:, 0, 1])


def test_dlpack_capsules():
    sim = mw.Sim(CARTPOLE, worlds=8, params={"random_actions": False})
    v = sim.view("obs")
    assert v.__dlpack_device__() == (1, 0)
    legacy = v.__dlpack__()
    assert "dltensor" in repr(legacy) and "versioned" not in repr(legacy)
    assert "dltensor_versioned" in repr(v.__dlpack__(max_version=(1, 0)))
    with pytest.raises(BufferError):
        v.__dlpack__(stream=1)
    with pytest.raises(BufferError):
        v.__dlpack__(dl_device=(2, 0))
    # Unconsumed capsules free what they hold (the reference to the view, and so to the sim).
    del legacy
    gc.collect()
    base = sys.getrefcount(v)
    for _ in range(10):
        c = v.__dlpack__(max_version=(1, 1))
        del c
        c = v.__dlpack__()
        del c
    gc.collect()
    assert sys.getrefcount(v) == base


def test_numpy_reads_our_dlpack():
    sim = mw.Sim(CARTPOLE, worlds=8, params={"random_actions": False})
    v = sim.view("obs")
    a = np.from_dlpack(v)
    assert a.__array_interface__["data"][0] == v.ptr and a.shape == (8, 1, 4)
    t = np.from_dlpack(sim.view("terminated"))
    assert t.strides == (12,)


def test_views_keep_the_simulation_alive():
    sim = mw.Sim(CARTPOLE, worlds=32, params={"random_actions": False})
    sim.step(5)
    v = sim.view("obs")
    expect = sim.read("obs")
    arr = np.asarray(v)
    del sim
    gc.collect()
    assert np.array_equal(np.asarray(v), expect)
    assert np.array_equal(arr, expect)
    assert float(arr.sum()) == float(expect.sum())


def test_closed_simulation_raises_but_views_stay_readable():
    sim = mw.Sim(CARTPOLE, worlds=4, params={"random_actions": False})
    arr = sim.array("obs")
    sim.close()
    with pytest.raises(ValueError, match="closed"):
        sim.step()
    assert np.isfinite(arr).all()
    with mw.Sim(CARTPOLE, worlds=4) as s:
        s.step()
    assert s.closed


def test_stale_views_raise():
    sim = mw.Sim(str(DATA / "grow.rhai"), worlds=3)
    v = sim.view("xs")
    assert v.shape == [3, 1]
    sim.step()
    assert not v.valid
    with pytest.raises(mw.StaleViewError):
        np.asarray(v)
    with pytest.raises(mw.StaleViewError):
        v.__dlpack__()
    assert sim.view("xs").shape == [3, 2]


def test_same_seed_same_bits_for_any_thread_count():
    runs = []
    for threads in (1, 2):
        s = mw.Sim(CARTPOLE, worlds=300, seed=11, threads=threads)
        s.step(120)
        runs.append(state(s))
    assert runs[0] == runs[1]


def test_reseed_is_a_new_simulation():
    fresh = mw.Sim(CARTPOLE, worlds=50, seed=7)
    fresh.step(80)
    other = mw.Sim(CARTPOLE, worlds=50, seed=2)
    other.step(33)
    ptr = other.view("obs").ptr
    other.reseed(7)
    assert other.steps == 0
    other.step(80)
    assert state(other) == state(fresh)
    assert other.view("obs").ptr == ptr


def test_manual_resets():
    sim = mw.Sim(CARTPOLE, worlds=20, seed=4, params={"random_actions": False})
    sim.set_manual_resets(True)
    act = sim.array("action")
    act[:] = 1
    pending = []
    for _ in range(60):
        sim.step()
        pending = sim.pending_resets()
        if pending:
            break
    assert pending, "pushing right always should end episodes"
    # The world that asked keeps its last state until it is reset.
    x = sim.array("obs")[pending, 0, 0]
    assert np.all(np.abs(x) > 2.4) or np.all(np.abs(sim.array("obs")[pending, 0, 2]) > 0.2)
    sim.reset(pending)
    assert sim.pending_resets() == []
    assert np.all(np.abs(sim.array("obs")[pending]) <= 0.05)
    with pytest.raises(ValueError):
        sim.reset([99])
    mask = np.zeros(20, bool)
    mask[[1, 3]] = True
    sim.reset(mask)


def test_step_releases_and_reports_errors():
    """A step lets other Python threads run while it works (it releases the GIL), and a step
    that fails raises, naming what failed, and leaves the simulation usable."""
    import threading
    import time

    sim = mw.Sim(CARTPOLE, worlds=4)
    with pytest.raises(ValueError):
        sim.step(-1)
    sim.step(0)
    assert sim.steps == 0
    sim.step(3)
    assert sim.steps == 3
    names = [t[0] for t in sim.timings()]
    assert "physics" in names

    # Releases: a step of about half a second (slow_step.rhai) while another thread counts.
    slow = mw.Sim(str(ROOT / "tui" / "tests" / "scripts" / "slow_step.rhai"), worlds=1)
    ticks = []
    done = threading.Event()

    def count():
        while not done.is_set():
            ticks.append(time.monotonic())
            time.sleep(0.005)

    counter = threading.Thread(target=count)
    counter.start()
    start = time.monotonic()
    slow.step(1)
    took = time.monotonic() - start
    done.set()
    counter.join()
    during = [t for t in ticks if start < t < start + took]
    assert took > 0.05 and len(during) >= 3, f"the other thread ran {len(during)} times in a {took:.2f} s step"

    # Reports: a runaway loop, stopped at the step time limit, raises naming the system.
    runaway = mw.Sim(str(ROOT / "tui" / "tests" / "scripts" / "runaway.rhai"), worlds=2, step_timeout=0.5)
    runaway.write("ctl", np.ones(runaway.shape("ctl"), dtype=np.int32))
    with pytest.raises(Exception, match="time limit") as err:
        runaway.step(1)
    assert "`work`" in str(err.value), str(err.value)
    runaway.write("ctl", np.zeros(runaway.shape("ctl"), dtype=np.int32))
    runaway.step(2)
    assert runaway.steps == 2


def test_other_backends_read_and_refuse_views_with_a_reason():
    """The CUDA executor (here on the emulated GPU) gives the CPU's bits through read(); its
    memory is not host memory, so views and host resets say so instead of misbehaving."""
    cpu = mw.Sim(CARTPOLE, worlds=8, seed=4)
    dev = mw.Sim(CARTPOLE, worlds=8, seed=4, backend="cuda-emulated")
    cpu.step(20)
    dev.step(20)
    assert state(cpu) == state(dev)
    with pytest.raises(ValueError, match="use read"):
        mw.Sim("boids", worlds=2, params={"ships": 8}, backend="cuda-emulated").view("pos")
    dev.set_manual_resets(True)
    cpu.set_manual_resets(True)
    for sim in (cpu, dev):
        sim.step(30)
        sim.reset([1, 2])
        sim.reseed(6)
        sim.step(7)
    assert state(cpu) == state(dev)
    assert cpu.pending_resets() == dev.pending_resets()


def test_views_of_the_cuda_executors_memory():
    """The CUDA executor's memory viewed in place: on the emulated GPU it is host memory, so
    NumPy and torch read it without a copy, strided by each world's region; the view follows the
    steps until the worlds grow into new memory, then says it is stale (the old memory stays
    readable: nothing reads freed memory)."""
    torch = need("torch")
    dev = mw.Sim(CARTPOLE, worlds=6, seed=3, backend="cuda-emulated")
    cpu = mw.Sim(CARTPOLE, worlds=6, seed=3)
    v = dev.view("obs")
    assert v.__dlpack_device__() == (1, 0)
    a = np.asarray(v)
    t = torch.from_dlpack(v)
    assert a.shape == (6, 1, 4) and a.__array_interface__["data"][0] == v.ptr
    for _ in range(30):
        dev.step()
        cpu.step()
        assert np.array_equal(a, cpu.read("obs")) and np.array_equal(a, dev.read("obs"))
        assert np.array_equal(t.numpy(), a)
    # Singletons, and a field of one (strided).
    assert np.array_equal(np.asarray(dev.view("reward")), cpu.read("reward"))
    assert np.array_equal(np.asarray(dev.view("truncated")), cpu.read("truncated"))
    # Actions written through an import view reach the next step, as on the CPU.
    act = np.asarray(dev.view("action", import_=True))
    assert act.shape == (6, 1)
    act[...] = 1
    cpu.write("action", np.ones((6, 1), dtype=np.int32), import_=True)
    dev.step()
    cpu.step()
    assert np.array_equal(a, cpu.read("obs"))
    # A reseed lays the worlds out anew (as growing does): the view is stale, and the memory
    # it described is still there.
    dev.reseed(3)
    assert not v.valid
    with pytest.raises(mw.StaleViewError):
        np.asarray(v)
    assert np.isfinite(a).all()


def test_old_layouts_live_as_long_as_their_views():
    """Issue 32: the layout the worlds leave at a reseed is kept only while a view of it is alive
    (the View, or a NumPy array or DLPack tensor made from it, which hold the View), readable and
    unchanged, and freed at the next step or reseed after the last of them is gone."""
    dev = mw.Sim(CARTPOLE, worlds=64, seed=3, backend="cuda-emulated")
    for s in range(20):
        assert np.isfinite(np.asarray(dev.view("obs"))).all()
        dev.step()
        dev.reseed(s)
        assert dev.retired_bytes == 0, f"reseed {s}"
    dev.step(3)
    a = np.asarray(dev.view("obs"))
    c = np.from_dlpack(dev.view("obs"))
    kept = a.copy()
    gc.collect()
    dev.reseed(100)
    one = dev.retired_bytes
    assert one > 0
    for s in range(101, 120):
        dev.step()
        dev.reseed(s)
        assert dev.retired_bytes == one, f"reseed {s}"
    assert np.array_equal(a, kept) and np.array_equal(c, kept)
    del a
    gc.collect()
    dev.step()
    assert dev.retired_bytes == one, "freed while a DLPack array still shows it"
    assert np.array_equal(c, kept)
    del c
    gc.collect()
    dev.step()
    assert dev.retired_bytes == 0
    assert mw.Sim(CARTPOLE, worlds=4).retired_bytes == 0


def test_launch_plans_on_the_cuda_backends():
    """plan= is --plan: a fixed variant, or the profiling pass (here on the emulated GPU, whose
    variants are one host build); the plan changes timings, never results."""
    cpu = mw.Sim(CARTPOLE, worlds=8, seed=4)
    assert cpu.launch_plan is None
    fixed = mw.Sim(CARTPOLE, worlds=8, seed=4, backend="cuda-emulated", plan="fixed:96")
    assert fixed.launch_plan.startswith("96 regs: ") and "fixed by --plan" in fixed.launch_plan
    profiled = mw.Sim(CARTPOLE, worlds=8, seed=4, backend="cuda-emulated", plan="profile")
    assert "profiled in" in profiled.launch_plan
    assert profiled.steps == 0
    for sim in (cpu, fixed, profiled):
        sim.step(25)
    assert state(cpu) == state(fixed) == state(profiled)
    regs = [t for t in profiled.timings() if t[0] == "random_policy+physics+score"]
    assert len(regs) == 1
    with pytest.raises(ValueError, match="expected auto, profile or fixed:N"):
        mw.Sim(CARTPOLE, worlds=8, backend="cuda-emulated", plan="fastest")
    with pytest.raises(ValueError, match="no variant of 40 registers"):
        mw.Sim(CARTPOLE, worlds=8, backend="cuda-emulated", plan="fixed:40")
    with pytest.raises(ValueError, match="has none"):
        mw.Sim(CARTPOLE, worlds=8, plan="auto")


def test_padded_exports_are_read_not_viewed():
    sim = mw.Sim("boids", worlds=3, params={"ships": 32})
    sim.step(5)
    with pytest.raises(ValueError, match="use read"):
        sim.view("pos")
    pos = sim.read("pos")
    count = sim.read("pos_count")
    assert pos.shape == (3, 32, 2) and count.tolist() == [32, 32, 32]
    assert np.asarray(sim.view("alive")).shape == (3, 2)


def test_shards_of_a_population_are_the_whole():
    # Three shards of 10 CartPole worlds (uneven, on different thread counts) are one simulation
    # of all ten, step for step (SEMANTICS.md, the random stream: shards).
    whole = mw.Sim(CARTPOLE, worlds=10, seed=4, threads=2)
    parts = [mw.Sim(CARTPOLE, worlds=n, seed=4, threads=t, world_offset=o) for o, n, t in [(0, 4, 1), (4, 3, 2), (7, 3, 1)]]
    for _ in range(40):
        np.testing.assert_array_equal(np.concatenate([p.read("obs") for p in parts]), whole.read("obs"))
        whole.step()
        for p in parts:
            p.step()
    with pytest.raises(ValueError, match="world_offset"):
        mw.Sim(CARTPOLE, worlds=2, world_offset=2**31 - 1)
    with pytest.raises(ValueError, match="world_offset"):
        mw.Sim(CARTPOLE, worlds=2, world_offset=-1)


@pytest.mark.parametrize("backend", ["cpu", "cuda-emulated"])
def test_masks_in_the_simulations_memory(backend):
    """`pending_into` writes the pending resets into a tensor of the simulation's memory and
    `reset_mask` takes one (DLPack: NumPy or torch), resetting its worlds alone; anything else is
    refused with what was wrong."""
    torch = need("torch")
    sim = mw.Sim(CARTPOLE, worlds=40, seed=2, backend=backend)
    sim.set_manual_resets(True)
    for _ in range(40):
        sim.step()
    pending = sim.pending_resets()
    assert len(pending) > 4
    out = np.full(40, 9, np.uint8)
    sim.pending_into(out)
    assert np.flatnonzero(out).tolist() == pending and set(out.tolist()) == {0, 1}
    t = torch.zeros(40, dtype=torch.bool)
    sim.pending_into(t)
    assert torch.nonzero(t).flatten().tolist() == pending
    # Three pending worlds and one that is not: the other pending ones stay pending.
    mask = torch.zeros(40, dtype=torch.bool)
    mask[pending[:3]] = True
    mask[min(set(range(40)) - set(pending))] = True
    before = state(sim)
    sim.reset_mask(mask)
    assert sim.pending_resets() == pending[3:]
    assert state(sim) != before
    for bad, exc, what in [
        (torch.zeros(41, dtype=torch.bool), ValueError, "one contiguous dimension of 40"),
        (torch.zeros(80, dtype=torch.bool)[::2], ValueError, "stride of 2"),
        (torch.zeros(40, 1, dtype=torch.bool), ValueError, "shape"),
        (torch.zeros(40, dtype=torch.float32), TypeError, "a byte a world"),
        (np.zeros(40, np.int32), TypeError, "a byte a world"),
        ([0] * 40, TypeError, "bytes or a DLPack tensor"),
    ]:
        with pytest.raises(exc, match=what):
            sim.reset_mask(bad)
        with pytest.raises(exc, match=what):
            sim.pending_into(bad)
    sim.close()
    with pytest.raises(ValueError, match="closed"):
        sim.reset_mask(torch.zeros(40, dtype=torch.bool))
