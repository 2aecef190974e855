import importlib
import os
import pathlib

import pytest

DATA = pathlib.Path(__file__).resolve().parent / "data"
ROOT = pathlib.Path(__file__).resolve().parents[2]
CARTPOLE = str(ROOT / "envs" / "cartpole.rhai")
# tests/setup.sh leaves this file in the target directory: the dependencies it installs
# (PyTorch, JAX) are then required, and a test missing one fails instead of skipping.
TARGET = pathlib.Path(os.environ.get("CARGO_TARGET_DIR") or ROOT / "target")
if not TARGET.is_absolute():
    TARGET = ROOT / TARGET
REQUIRED = (TARGET / "test-deps-required").exists()


def need(module):
    """`pytest.importorskip`, except that after tests/setup.sh a missing module fails."""
    if not REQUIRED:
        return pytest.importorskip(module)
    try:
        return importlib.import_module(module)
    except ImportError as e:
        pytest.fail(f"{module} is required here (tests/setup.sh ran: {TARGET / 'test-deps-required'}): {e}")


@pytest.fixture
def cartpole():
    import manyworlds as mw

    return mw.Sim(CARTPOLE, worlds=64, seed=3, threads=2, params={"random_actions": False})
