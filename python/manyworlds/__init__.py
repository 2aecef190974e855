"""manyworlds: run thousands of scripted worlds at once, from Python.

    import manyworlds as mw, numpy as np

    sim = mw.Sim("envs/cartpole.rhai", worlds=4096, seed=0, params={"random_actions": False})
    obs = sim.array("obs")          # NumPy array over the simulation's memory: [4096, 1, 4] float32
    act = sim.array("action")       # writable: what the next step reads, [4096, 1] int32
    act[:] = 1
    sim.step()                      # obs now holds the new state (same address, no copy)

A script is checked and compiled when it loads; errors raise ``ScriptError`` whose message is
the rendered diagnostics with the script's file:line:col. ``sim.view(name)`` is the zero-copy
view itself: NumPy (``np.asarray``), PyTorch (``torch.from_dlpack``) and JAX
(``jax.dlpack.from_dlpack``) alias it. A view keeps its simulation alive; one that no longer
describes its port (a step changed a world's row count) raises ``StaleViewError``.

Gymnasium vector environments over a script that declares ``e.episode(...)`` are in
:mod:`manyworlds.gym`.
"""

from __future__ import annotations

import os as _os
import warnings as _warnings
from pathlib import Path as _Path

import numpy as _np

_HERE = _Path(__file__).resolve().parent
# The standard library (`import "spatial"`) and the bundled environments travel with the
# package; a repository checkout's own stdlib/ is used when MW_STDLIB says so.
if "MW_STDLIB" not in _os.environ and (_HERE / "stdlib").is_dir():
    _os.environ["MW_STDLIB"] = str(_HERE / "stdlib")

from ._native import ScriptError, SimulationError, StaleViewError, View  # noqa: E402
from ._native import Sim as _NativeSim  # noqa: E402
from ._native import convert as _native_convert  # noqa: E402

__all__ = ["Sim", "View", "ScriptError", "ScriptWarning", "SimulationError", "StaleViewError", "convert", "env_path",
           "ENVS"]


class ScriptWarning(UserWarning):
    """A warning about the script (a parameter it never asks for, fields in alphabetical
    order, ...): the rendered diagnostic, with its file:line:col."""

#: Environments that ship with the package, by name (``cartpole``, ``boids``, ...).
ENVS = {p.stem: p for p in sorted((_HERE / "envs").glob("*.rhai"))} if (_HERE / "envs").is_dir() else {}


def env_path(name: str) -> str:
    """The path of a bundled environment script (``env_path("cartpole")``), or ``name``
    itself when something is there (a file; a FIFO, read once, as ``mw run`` allows; anything
    else is for the loader to refuse with a reason)."""
    if _os.path.exists(name):
        return name
    if name in ENVS:
        return str(ENVS[name])
    raise FileNotFoundError(f"no script {name!r} and no bundled environment of that name (bundled: {', '.join(ENVS)})")


def _checked(name: str, value) -> _np.ndarray:
    """``value`` as a NumPy array of numbers (bools, integers or floats)."""
    src = _np.asarray(value)
    if src.dtype.kind not in "biuf":
        raise TypeError(f"`{name}` holds numbers, not {src.dtype}")
    return src


def convert(value, dtype, name: str = "value") -> _np.ndarray:
    """``value`` as an array of ``dtype`` (a port's: int32, uint32, float32 or float64), by the
    rules every value entering a simulation follows (``Sim.write``, ``mw run --set``): integers
    that fit, whole floats for integers, floats within range (NaN and inf stay), integers a
    float holds exactly; otherwise a TypeError or ValueError naming the value and its index."""
    src = _np.ascontiguousarray(_checked(name, value))
    want = _np.dtype(dtype)
    out = _native_convert(src.tobytes(), src.dtype.str, want.newbyteorder("<").str)
    return _np.frombuffer(out, dtype=want.newbyteorder("<")).reshape(src.shape)


class Sim(_NativeSim):
    """A loaded environment and its worlds.

    ``Sim(path, worlds=1024, seed=0, threads=0, backend="cpu", params=None, debug=False,
    step_timeout=None, max_rows=None, plan=None, world_offset=0)``: ``threads=0`` uses every
    core; ``params`` are the script's ``param(name, default)`` values (``mw run --param``);
    ``backend`` is ``"cpu"`` (Cranelift), or a CUDA backend, whose views are DLPack views of
    device memory that go stale when its worlds grow; ``plan`` is ``mw run --plan`` for the CUDA
    backends. ``world_offset=o`` makes this simulation worlds ``[o, o + worlds)`` of a larger
    population (``mw run --world-offset``): each world draws, and sees ``world_id()``, as in one
    simulation of them all, so shards of a population together are that simulation, bit for bit.
    Same seed, same bits, for any thread count.
    """

    def __new__(cls, path, *args, **kwargs):
        return super().__new__(cls, env_path(str(path)), *args, **kwargs)

    def __init__(self, *args, **kwargs):
        if self.warnings:
            _warnings.warn(self.warnings.rstrip(), ScriptWarning, stacklevel=2)

    def reload(self, path=None, rebuild: bool = False) -> None:
        """Applies the script as it is now on disk to the running simulation: checked and
        compiled again, the new code swapped in between steps with every world's state kept.
        ``path`` applies another script instead (a path or a bundled environment's name), which
        is then the simulation's ``path``. A script with errors raises ``ScriptError``, a
        missing one ``FileNotFoundError``, a changed layout (components, fields, archetypes) a
        ``ValueError``; either way the old code runs on. With ``rebuild=True`` a changed layout
        is applied instead: the worlds are made anew (same worlds, seed and options; ``init_world``
        runs again) and every view taken before raises ``StaleViewError`` (an array already taken
        from one keeps its memory and old values). When the layout is the same, views stay valid
        on the CPU; on the CUDA backends the worlds move to the new code's device layout, so a
        view taken before raises ``StaleViewError`` when read (take a new one). Warnings come
        as ``ScriptWarning``s."""
        warnings = super().reload(None if path is None else env_path(str(path)), rebuild)
        if warnings:
            _warnings.warn(warnings.rstrip(), ScriptWarning, stacklevel=2)

    def array(self, name: str, import_: bool | None = None) -> _np.ndarray:
        """A NumPy array over a port's memory (no copy): ``np.asarray(sim.view(name))``."""
        return _np.asarray(self.view(name, import_))

    def read(self, name: str, import_: bool | None = None) -> _np.ndarray:  # type: ignore[override]
        """A copy of a port's data (works for every port and backend, padded exports too)."""
        data, shape, dtype = super().read(name, import_)
        return _np.frombuffer(data, dtype=_np.dtype(dtype)).reshape(shape).copy()

    def write(self, name: str, value, import_: bool | None = None) -> None:  # type: ignore[override]
        """Overwrites a port with ``value`` (an array of its shape, or anything that broadcasts
        to it), converted to the port's dtype with the checks ``mw run --set`` applies: a
        fraction, NaN or inf for an integer port is a TypeError, a value out of the port's range
        (1e300 for float32, 2**40 for int32) a ValueError naming it; the same on every backend."""
        src = _checked(name, value)
        arr = _np.ascontiguousarray(_np.broadcast_to(src, self.shape(name, import_)))
        super().write(name, arr.tobytes(), import_, arr.dtype.str)

    def shape(self, name: str, import_: bool | None = None) -> tuple:
        for n, kind, shape, _dtype, err, _rows in self.ports():
            if n == name and (import_ is None or (kind == "import") == import_):
                if shape is None:
                    raise ValueError(err)
                return tuple(shape)
        raise ValueError(f"no export or import named {name!r}")

    def dtype(self, name: str, import_: bool | None = None) -> _np.dtype:
        for n, kind, _shape, dtype, _err, _rows in self.ports():
            if n == name and (import_ is None or (kind == "import") == import_):
                return _np.dtype(dtype)
        raise ValueError(f"no export or import named {name!r}")

    @property
    def exports(self) -> list[str]:
        return [p[0] for p in self.ports() if p[1] == "export"]

    @property
    def imports(self) -> list[str]:
        return [p[0] for p in self.ports() if p[1] == "import"]

    def reset(self, worlds=None) -> None:
        """Resets worlds now (all when None; else indices, or a boolean mask of ``worlds``)."""
        if worlds is not None:
            w = _np.asarray(worlds)
            if w.dtype == bool:
                if w.shape != (self.worlds,):
                    raise ValueError(f"a reset mask needs shape ({self.worlds},), not {w.shape}")
                worlds = _np.flatnonzero(w).tolist()
            elif w.dtype.kind in "iu":
                worlds = [int(x) for x in w.reshape(-1)]
            else:
                raise TypeError(f"worlds to reset are indices (integers) or a boolean mask, not {w.dtype}")
        self.reset_worlds(worlds)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
        return False
