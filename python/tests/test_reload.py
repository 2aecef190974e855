"""Sim.reload and VectorEnv(watch=True): an edited script applied to a live simulation, state
kept; a broken edit or a changed layout leaves the old code running."""

import shutil
import time
import warnings

import numpy as np
import pytest

import manyworlds as mw
import manyworlds.gym as mg
from conftest import DATA, ROOT

WATCHED = ROOT / "tui" / "tests" / "scripts" / "watched.rhai"


def save(path, text):
    # A new modification time even on coarse clocks, as an editor's save gives.
    time.sleep(0.01)
    path.write_text(text)


@pytest.mark.parametrize("backend", ["cpu", "cuda-emulated"])
def test_reload_keeps_the_worlds_and_swaps_the_code(tmp_path, backend):
    script = tmp_path / "watched.rhai"
    shutil.copy(WATCHED, script)
    original = script.read_text()
    sim = mw.Sim(str(script), worlds=3, threads=1, backend=backend)
    sim.step(5)
    v = sim.view("v")
    assert sim.read("n").tolist() == [5, 5, 5] and sim.read("v").tolist() == [1.0] * 3

    save(script, original.replace("K: 1.0", "K: 2.0"))
    sim.reload()
    sim.step(2)
    assert sim.read("n").tolist() == [7, 7, 7], "the state was kept"
    assert sim.read("v").tolist() == [2.0] * 3, "the new code runs"
    if backend == "cpu":
        assert v.valid and np.asarray(v).tolist() == [2.0] * 3, "views stay valid"
    else:
        # The device's worlds moved to the new step program's layout, as when regions grow.
        assert not v.valid and np.asarray(sim.view("v")).tolist() == [2.0] * 3

    save(script, original.replace("s.v = K;", "s.v = K +;"))
    with pytest.raises(mw.ScriptError, match="watched.rhai:13"):
        sim.reload()
    sim.step()
    assert sim.read("v").tolist() == [2.0] * 3 and sim.read("n").tolist() == [8] * 3, "the old code runs on"

    save(script, original.replace("e.constants(", 'e.component("Extra", #{ x: "float" });\ne.constants('))
    with pytest.raises(ValueError, match="the layout changed"):
        sim.reload()
    sim.step()
    assert sim.read("n").tolist() == [9] * 3


@pytest.mark.parametrize("backend", ["cpu", "cuda-emulated"])
def test_a_rebuild_on_request_applies_a_new_layout(tmp_path, backend):
    script = tmp_path / "watched.rhai"
    shutil.copy(WATCHED, script)
    original = script.read_text()
    sim = mw.Sim(str(script), worlds=3, threads=1, backend=backend, seed=5)
    sim.step(4)
    v = sim.view("v")
    before = np.asarray(v) if backend == "cpu" else None
    edited = original.replace("e.constants(#{ K: 1.0 });", 'e.singleton("T", #{ x: "int" });\ne.constants(#{ K: 2.0 });')
    save(script, edited.replace('e.output("v", "S.v");', 'e.output("v", "S.v");\ne.output("t", "T.x");'))
    with pytest.raises(ValueError, match=r"reload\(rebuild=True\)"):
        sim.reload()
    assert sim.read("n").tolist() == [4] * 3, "refused: the worlds run on"
    sim.reload(rebuild=True)
    assert sim.read("n").tolist() == [0] * 3, "the worlds were made anew"
    assert sim.read("t").tolist() == [0] * 3, "with the new layout"
    sim.step(2)
    assert sim.read("n").tolist() == [2] * 3 and sim.read("v").tolist() == [2.0] * 3
    assert not v.valid
    with pytest.raises(mw.StaleViewError, match=r"rebuild=True"):
        np.asarray(v)
    if before is not None:
        assert before.tolist() == [1.0] * 3, "an array taken before keeps its memory and values"
    assert np.asarray(sim.view("v")).tolist() == [2.0] * 3
    # The same as a new Sim of the edited script with that seed.
    fresh = mw.Sim(str(script), worlds=3, threads=1, backend=backend, seed=5)
    fresh.step(2)
    assert fresh.read("n").tolist() == sim.read("n").tolist() and fresh.read("v").tolist() == sim.read("v").tolist()


@pytest.mark.parametrize("backend", ["cpu", "cuda-emulated"])
def test_reload_from_another_path(tmp_path, backend):
    script = tmp_path / "watched.rhai"
    shutil.copy(WATCHED, script)
    sim = mw.Sim(str(script), worlds=2, threads=1, backend=backend)
    sim.step(3)
    v = sim.view("v")
    other = tmp_path / "edited.rhai"
    other.write_text(script.read_text().replace("K: 1.0", "K: 3.0"))
    sim.reload(other)
    assert sim.path == str(other), "the simulation's path is the script its code came from"
    sim.step()
    assert sim.read("n").tolist() == [4, 4] and sim.read("v").tolist() == [3.0] * 2
    if backend == "cpu":
        assert np.asarray(v).tolist() == [3.0] * 2
    else:
        # The worlds moved to the new code's device layout: the old view says so when read.
        with pytest.raises(mw.StaleViewError, match="stale"):
            np.asarray(v)
    # A later plain reload reads the new path; a missing script changes nothing.
    save(other, other.read_text().replace("K: 3.0", "K: 4.0"))
    sim.reload()
    with pytest.raises(FileNotFoundError):
        sim.reload(tmp_path / "missing.rhai")
    sim.step()
    assert sim.path == str(other) and sim.read("v").tolist() == [4.0] * 2 and sim.read("n").tolist() == [5, 5]


def test_a_watching_vector_env_applies_saves_at_reset(tmp_path):
    script = tmp_path / "counter.rhai"
    shutil.copy(DATA / "counter.rhai", script)
    original = script.read_text()
    env = mg.VectorEnv(str(script), 4, watch=True)
    env.reset(seed=0)
    _, rew, *_ = env.step(np.full(4, 3))
    assert rew.tolist() == [3.0] * 4
    save(script, original.replace("s.reward = float(a.a);", "s.reward = 2.0 * float(a.a);"))
    env.reset(seed=0)
    _, rew, *_ = env.step(np.full(4, 3))
    assert rew.tolist() == [6.0] * 4, "the saved edit applies at the next reset"
    save(script, original.replace("s.reward = float(a.a);", "s.reward = float(a.a) +;"))
    with warnings.catch_warnings(record=True) as seen:
        warnings.simplefilter("always")
        env.reset(seed=0)
    assert any("was not applied" in str(w.message) for w in seen)
    _, rew, *_ = env.step(np.full(4, 3))
    assert rew.tolist() == [6.0] * 4, "a broken save leaves the last good code running"
    env.close()
