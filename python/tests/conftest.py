import pathlib

import pytest

DATA = pathlib.Path(__file__).resolve().parent / "data"
ROOT = pathlib.Path(__file__).resolve().parents[2]
CARTPOLE = str(ROOT / "envs" / "cartpole.rhai")


@pytest.fixture
def cartpole():
    import manyworlds as mw

    return mw.Sim(CARTPOLE, worlds=64, seed=3, threads=2, params={"random_actions": False})
