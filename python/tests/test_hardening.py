"""The Python binding under threads and Ctrl-C, and every value that enters from Python checked
by the rules ``mw run`` reads ``.npy`` files with, the same on every backend."""

import os
import signal
import threading
import time

import numpy as np
import pytest

import manyworlds as mw
import manyworlds.gym as mg
from conftest import CARTPOLE, DATA

SPIN = str(DATA / "spin.rhai")
BACKENDS = ["cpu", "cuda-emulated"]


def test_calls_from_other_threads_wait_for_a_running_step():
    """While one thread steps, every method called from another waits for the step or raises a
    documented exception: never a panic (PyO3's PanicException is a BaseException, which
    ``except Exception`` does not catch: it used to come from ``view()``). The calls get their
    turns between slices of a long ``step(n)``."""
    sim = mw.Sim(SPIN, worlds=4, threads=1)
    sim.write("work", 300_000)  # a step of some milliseconds
    stop = threading.Event()

    def stepping():
        while not stop.is_set():
            sim.step(50)

    runner = threading.Thread(target=stepping)
    runner.start()
    calls = {
        "view": lambda: sim.view("n"),
        "array": lambda: sim.array("n"),
        "read": lambda: sim.read("n"),
        "write": lambda: sim.write("work", 300_000),
        "steps": lambda: sim.steps,
        "ports": lambda: sim.ports(),
        "timings": lambda: sim.timings(),
        "repr": lambda: repr(sim),
        "reset_worlds": lambda: sim.reset_worlds([0]),
        "valid": lambda: sim.view("n").valid,
    }
    seen_steps = set()
    try:
        for _ in range(5):
            for name, call in calls.items():
                try:
                    call()
                except BaseException as e:  # noqa: BLE001 - exactly what must not happen
                    pytest.fail(f"{name} during a step raised {type(e).__name__}: {e}")
                seen_steps.add(sim.steps)
    finally:
        stop.set()
        runner.join()
    # The stepping thread made progress between the calls: they took turns.
    assert len(seen_steps) > 5, seen_steps
    sim.close()
    with pytest.raises(ValueError, match="closed"):
        sim.step()


def interrupt_after(seconds):
    timer = threading.Timer(seconds, lambda: os.kill(os.getpid(), signal.SIGINT))
    timer.start()
    return timer


@pytest.mark.parametrize("backend", BACKENDS)
def test_ctrl_c_stops_a_long_step_call_between_steps(backend):
    sim = mw.Sim(CARTPOLE, worlds=64, backend=backend)
    t0 = time.monotonic()
    interrupt_after(0.3)
    with pytest.raises(KeyboardInterrupt):
        # Some seconds of steps (a bound, should Ctrl-C be ignored again as it was).
        sim.step(3_000_000)
    assert time.monotonic() - t0 < 3.0
    n = sim.steps
    assert n > 0
    sim.step(5)
    assert sim.steps == n + 5


@pytest.mark.parametrize("backend", BACKENDS)
def test_ctrl_c_stops_a_runaway_step_and_the_simulation_stays_usable(backend):
    sim = mw.Sim(SPIN, worlds=2, step_timeout=10, backend=backend)
    sim.step(2)
    sim.write("spin", 1)
    t0 = time.monotonic()
    interrupt_after(0.3)
    with pytest.raises(KeyboardInterrupt):
        sim.step()
    # Within Python's reaction and the executor's check, not at the 10 s time limit.
    assert time.monotonic() - t0 < 5.0
    sim.write("spin", 0)
    sim.step(3)
    assert sim.read("n").tolist() == [5, 5]


@pytest.mark.parametrize("backend", BACKENDS)
def test_writes_are_checked_as_the_cli_checks_them(backend):
    sim = mw.Sim(CARTPOLE, worlds=4, backend=backend, params={"random_actions": False})
    # float32 can't hold 1e300 (`mw run --set` says so too); it used to become inf.
    with pytest.raises(ValueError, match="outside float32's range"):
        sim.write("obs", np.full((4, 1, 4), 1e300))
    with pytest.raises(TypeError, match="not a whole number"):
        sim.write("action", 0.7)
    with pytest.raises(TypeError, match="not a whole number"):
        sim.write("action", np.nan)
    with pytest.raises(ValueError, match="does not fit in int32"):
        sim.write("action", 1e10)
    with pytest.raises(ValueError, match="can't be held exactly by float32"):
        sim.write("obs", 2**24 + 1)
    sim.write("obs", np.inf)  # inf and NaN are float values: they stay what they are
    sim.write("obs", 0)
    sim.write("action", np.ones((4, 1), bool))
    assert sim.read("action").tolist() == [[1]] * 4
    assert mw.convert([1.0, 2.0], np.int32).tolist() == [1, 2]
    with pytest.raises(TypeError):
        mw.convert(["a"], np.int32)


@pytest.mark.parametrize("backend", BACKENDS)
def test_vector_env_actions_are_checked_the_same_on_every_backend(backend):
    env = mg.VectorEnv(SPIN, 3, backend=backend)
    env.reset(seed=0)
    errors = {}
    for bad in (0.7, np.nan, 1e10):
        with pytest.raises((TypeError, ValueError)) as e:
            env.step(np.full(3, bad))
        errors[repr(bad)] = (type(e.value), str(e.value))
    assert errors["0.7"][0] is TypeError and "not a whole number" in errors["0.7"][1]
    assert errors["nan"][0] is TypeError
    assert errors["10000000000.0"][0] is ValueError and "does not fit in int32" in errors["10000000000.0"][1]
    env.step(np.full(3, 2.0))
    env.close()
    test_vector_env_actions_are_checked_the_same_on_every_backend.seen[backend] = errors


test_vector_env_actions_are_checked_the_same_on_every_backend.seen = {}


def test_the_same_action_errors_on_both_backends():
    seen = test_vector_env_actions_are_checked_the_same_on_every_backend.seen
    if len(seen) == 2:
        assert seen["cpu"] == seen["cuda-emulated"]


def test_seeds_are_integers_in_lists_too():
    env = mg.VectorEnv(CARTPOLE, 3, params={"random_actions": False})
    with pytest.raises(TypeError):
        env.reset(seed=1.5)
    with pytest.raises(TypeError, match="integers"):
        env.reset(seed=[1.5, 2.5, 3.5])  # was seed 1, silently
    with pytest.raises(TypeError):
        env.reset(seed=[True, 2, 3])
    with pytest.raises(ValueError):
        env.reset(seed=[-1, 0, 1])
    env.reset(seed=[4, 5, 6])
    env.reset(seed=np.array([4, 5, 6]))
    env.close()


def test_a_fifo_is_a_script(tmp_path):
    fifo = tmp_path / "cartpole.rhai"
    os.mkfifo(fifo)
    text = open(CARTPOLE).read()
    writer = threading.Thread(target=lambda: fifo.write_text(text))
    writer.start()
    sim = mw.Sim(str(fifo), worlds=2)  # said "no script" before
    writer.join()
    sim.step(3)
    assert sim.steps == 3
    with pytest.raises(FileNotFoundError, match="no script"):
        mw.Sim(str(tmp_path / "missing.rhai"))
