"""Worlds on Ray actors: one Gymnasium vector env whose worlds live in k simulations.

``manyworlds.ray.VectorEnv(script, num_envs=N, num_shards=k)`` splits N worlds into k shards
(as even as can be, the first ones larger), each a ``manyworlds.gym.VectorEnv`` of worlds
``[offset, offset + n)`` in a Ray actor (``Sim(world_offset=offset)``). ``step`` sends each actor
its rows of the actions at once and gathers their results; ``reset`` likewise. Because every
world draws its random numbers by its global index, the k shards compute exactly what one
``manyworlds.gym.VectorEnv`` of N worlds computes: the same observations, rewards, ends and
infos, bit for bit, for any k (``python/tests/test_ray.py`` checks k = 1 and 2 against one
process in both autoreset modes).

The contract is the single-process env's: the same spaces, the same autoreset modes
(``NEXT_STEP``, ``SAME_STEP``, ``DISABLED``), ``infos`` with the same keys (``final_obs``,
``final_info``, ``action_mask``... concatenated over the shards, a shard's missing entries
filled as Gymnasium fills them), seeds as ``seed=s`` or ``[s, s + 1, ...]``, and
``options={"reset_mask": ...}``.

Resources: each actor asks Ray for ``threads_per_shard`` CPUs (its simulation's threads) and
``gpus_per_shard`` GPUs (``backend="cuda"`` runs the shard's worlds on the GPU Ray gives it);
``actor_options`` adds any other ``.options(...)`` (a node, a placement group). Actors on the
driver's machine read the actions from, and write their results to, one block of shared memory
of the whole batch, and get each step as a message over a Unix socket (a Ray task per actor a
step costs milliseconds); with an actor elsewhere, steps are Ray tasks and observations come back
through Ray's object store (NumPy arrays are read there without a copy), concatenated once into
the returned batch.

Errors never hang: an exception in an actor (a script error, a step that ran past its time
limit, a bad action) is raised here as the same kind of exception (``RuntimeError`` when it can't
be), its message naming the shard and its worlds; an actor that died (killed, out of memory, its
node lost) is a ``RuntimeError`` naming it; a call that takes longer than ``timeout`` seconds is
a ``TimeoutError`` naming the shards still running. Needs ``pip install manyworlds[ray]``.
"""

from __future__ import annotations

from multiprocessing import resource_tracker, shared_memory
from multiprocessing.connection import Connection, wait
from typing import Any

import os
import shutil
import socket
import tempfile
import threading
import time
import warnings

import gymnasium
import numpy as np
import ray
from gymnasium.vector.utils import batch_space

from .gym import AutoresetMode, VectorEnv as _LocalVectorEnv, _mode, _one_seed


def _spans(n: int, k: int) -> list[tuple[int, int]]:
    """The (offset, size) of k shards of n worlds: as even as can be, the first ones larger."""
    out, at = [], 0
    for i in range(k):
        size = n // k + (1 if i < n % k else 0)
        out.append((at, size))
        at += size
    return out


class _Shared:
    """Arrays of the whole batch in shared memory (the driver's, on its node): each shard reads
    its rows of the actions there and writes its rows of the results, so a step moves no array
    through Ray's object store."""

    def __init__(self, specs, names=None):
        self.blocks, self.arrays = {}, {}
        for key, (shape, dtype) in specs.items():
            size = max(1, int(np.prod(shape, dtype=np.int64)) * np.dtype(dtype).itemsize)
            if names is None:
                shm = shared_memory.SharedMemory(create=True, size=size)
            else:
                shm = shared_memory.SharedMemory(name=names[key])
                # The driver owns the block: this process must not unlink it when it exits.
                resource_tracker.unregister(shm._name, "shared_memory")  # type: ignore[attr-defined]
            self.blocks[key] = shm
            self.arrays[key] = np.ndarray(shape, dtype=dtype, buffer=shm.buf)

    def names(self):
        return {k: b.name for k, b in self.blocks.items()}

    def close(self, unlink=False):
        self.arrays = {}
        for b in self.blocks.values():
            b.close()
            if unlink:
                b.unlink()
        self.blocks = {}


class _Raised:
    """An exception a shard's step raised, as data (the type and message; the exception itself
    might not survive pickling)."""

    def __init__(self, kind, message):
        self.kind, self.message = kind, message


def _error(kind, msg: str) -> BaseException:
    """An exception of a shard's kind with the driver's message (RuntimeError for a type that
    won't take one)."""
    try:
        return kind(msg)
    except Exception:  # noqa: BLE001
        return RuntimeError(msg)


class _Shard:
    """One shard's simulation, in its actor."""

    def __init__(self, script, num_envs, world_offset, kwargs):
        self.env = _LocalVectorEnv(script, num_envs=num_envs, world_offset=world_offset, **kwargs)
        self.rows = slice(world_offset, world_offset + num_envs)
        self.shared = None
        # Steps sent over the connection run on a thread of their own: one that the driver gave
        # up waiting for may still run when its Ray calls come.
        self.lock = threading.Lock()

    def spaces(self):
        import ray as _ray

        return self.env.single_observation_space, self.env.single_action_space, _ray.get_runtime_context().get_node_id()

    def attach(self, specs, names, index):
        """Maps the driver's shared blocks; ``index`` is this shard's, sent on connecting."""
        self.shared = _Shared(specs, names)
        self.index = index

    def step_shared(self):
        """A step with the actions read from, and the results written to, shared memory; only
        the infos travel back."""
        with self.lock:
            a = self.shared.arrays
            obs, rew, term, trunc, infos = self.env.step(a["actions"][self.rows])
            a["obs"][self.rows] = obs
            a["reward"][self.rows] = rew
            a["terminated"][self.rows] = term
            a["truncated"][self.rows] = trunc
            return infos

    def step_direct(self):
        """``step_shared`` for a step sent over the shard's connection: an exception comes back
        as a value (its type and message)."""
        try:
            return self.step_shared()
        except Exception as e:  # noqa: BLE001 - every error goes back to the driver
            return _Raised(type(e), str(e))

    def connect(self, address):
        """Connects to the driver's socket and serves steps sent over it from a thread of its
        own until the driver closes it (the actor's Ray calls go on beside it)."""
        sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        sock.connect(address)
        conn = Connection(sock.detach())
        conn.send(self.index)
        threading.Thread(target=self._serve, args=(conn,), name="manyworlds-shard", daemon=True).start()

    def _serve(self, conn):
        with conn:
            while True:
                try:
                    conn.recv()
                except (EOFError, OSError):
                    return
                out = self.step_direct()
                try:
                    conn.send(out)
                except (EOFError, OSError):
                    return
                except Exception as e:  # noqa: BLE001 - infos that don't pickle
                    conn.send(_Raised(RuntimeError, f"its infos can't be sent: {e}"))

    def reset_shared(self, seed, options, skip):
        with self.lock:
            obs, infos = self._observe() if skip else self.env.reset(seed=seed, options=options)
            self.shared.arrays["obs"][self.rows] = obs
            return infos

    def reset(self, seed, options):
        with self.lock:
            return self.env.reset(seed=seed, options=options)

    def step_shapes(self):
        """Per world: the shapes and dtypes of a step's arrays (actions, obs, reward, flags)."""
        e = self.env
        return {
            "actions": (tuple(e.action_space.shape[1:]), e.action_space.dtype),
            "obs": (tuple(e.single_observation_space.shape), e.single_observation_space.dtype),
            "reward": (tuple(e._p.reward.shape[1:]), np.float32),
            "terminated": ((), np.bool_),
            "truncated": ((), np.bool_),
        }

    def observe(self):
        """The current observations and action mask, for a shard that a masked reset skips."""
        with self.lock:
            return self._observe()

    def _observe(self):
        return self.env._obs(), self.env._infos({})

    def step(self, actions):
        with self.lock:
            return self.env.step(actions)

    def close(self):
        with self.lock:
            if self.shared is not None:
                self.shared.close()
            self.env.close()


def _merge(parts: list[dict], sizes: list[int]) -> dict:
    """Gymnasium infos of k shards as one: arrays concatenated along the worlds, a shard without
    an entry given zeros (False for a ``_key`` mask, None in an object array), dicts merged the
    same way."""
    keys = list(dict.fromkeys(k for p in parts for k in p))
    out = {}
    for key in keys:
        present = [p[key] for p in parts if key in p]
        if all(isinstance(v, dict) for v in present):
            out[key] = _merge([p.get(key, {}) for p in parts], sizes)
            continue
        ref = np.asarray(present[0])
        filled = []
        for p, n in zip(parts, sizes):
            if key in p:
                filled.append(np.asarray(p[key]))
            else:
                filled.append(np.zeros((n, *ref.shape[1:]), dtype=ref.dtype) if ref.dtype != object
                              else np.full((n, *ref.shape[1:]), None, dtype=object))
        out[key] = np.concatenate(filled)
    return out


class VectorEnv(gymnasium.vector.VectorEnv):
    """N worlds of a script over ``num_shards`` Ray actors, as one Gymnasium vector env (see the
    module documentation).

    ``VectorEnv(script="cartpole", num_envs=16, num_shards=2, *, autoreset_mode=NEXT_STEP,
    seed=0, threads_per_shard=1, gpus_per_shard=0, backend="cpu", params=None,
    max_episode_steps=None, timeout=120.0, actor_options=None, copy=True, shared=True,
    direct=True)``. Ray must be initialised (``ray.init(...)``) or it starts a local instance.
    With ``shared`` (and every actor on this machine), actions and results pass through shared
    memory, one block of the whole batch that each shard reads and writes its rows of; with
    ``copy=False`` the returned arrays are those blocks (overwritten by the next step), else
    copies. With ``direct`` (and ``shared``), a step is a message to each actor over a local
    socket rather than a Ray task per actor (0.1-0.3 ms against 2 ms here); after a timeout
    or a lost connection the env goes on with tasks.
    """

    metadata = {"autoreset_mode": AutoresetMode.NEXT_STEP, "render_modes": []}

    def __init__(self, script: str = "cartpole", num_envs: int = 16, num_shards: int = 2, *,
                 autoreset_mode=AutoresetMode.NEXT_STEP, seed: int = 0, threads_per_shard: int = 1,
                 gpus_per_shard: float = 0, backend: str = "cpu", params: dict | None = None,
                 max_episode_steps: int | None = None, timeout: float = 120.0,
                 actor_options: dict | None = None, copy: bool = True, shared: bool = True,
                 direct: bool = True):
        for name, v in (("num_envs", num_envs), ("num_shards", num_shards), ("threads_per_shard", threads_per_shard)):
            if not isinstance(v, (int, np.integer)) or isinstance(v, bool) or v < 1:
                raise ValueError(f"{name} must be a positive integer, not {v!r}")
        if num_shards > num_envs:
            raise ValueError(f"num_shards ({num_shards}) can't exceed num_envs ({num_envs}): a shard holds a world at least")
        if not (timeout > 0):
            raise ValueError(f"timeout must be a positive number of seconds, not {timeout!r}")
        self.autoreset_mode = _mode(autoreset_mode)
        self.metadata = {**type(self).metadata, "autoreset_mode": self.autoreset_mode}
        self.num_envs = int(num_envs)
        self.timeout = float(timeout)
        self.spans = _spans(self.num_envs, int(num_shards))
        self._sizes = [n for _, n in self.spans]
        self._bounds = np.cumsum([0] + self._sizes)
        # The shards return their simulation's memory: it is copied once, into shared memory or
        # Ray's object store.
        kwargs = dict(autoreset_mode=self.autoreset_mode, seed=seed, threads=int(threads_per_shard), backend=backend,
                      params=params, max_episode_steps=max_episode_steps, copy=False)
        opts = {"num_cpus": int(threads_per_shard), "num_gpus": gpus_per_shard, **(actor_options or {})}
        actor = ray.remote(_Shard)
        self._actors = [actor.options(**opts).remote(script, n, o, kwargs) for o, n in self.spans]
        answers = self._gather([a.spaces.remote() for a in self._actors], "starting")
        obs_space, act_space, _ = answers[0]
        self.single_observation_space = obs_space
        self.single_action_space = act_space
        self.observation_space = batch_space(obs_space, self.num_envs)
        self.action_space = batch_space(act_space, self.num_envs)
        self.render_mode = None
        self._closed = False
        self.copy = copy
        # Shards on this node exchange arrays through shared memory; with a shard elsewhere,
        # everything goes through Ray's object store.
        self._shared = None
        self._conns = None
        here = ray.get_runtime_context().get_node_id()
        if shared and all(node == here for _, _, node in answers):
            one = self._gather([self._actors[0].step_shapes.remote()], "starting")[0]
            specs = {k: ((self.num_envs, *shape), dtype) for k, (shape, dtype) in one.items()}
            self._shared = _Shared(specs)
            self._gather([a.attach.remote(specs, self._shared.names(), i) for i, a in enumerate(self._actors)],
                         "starting")
            if direct:
                self._conns = self._connect()

    def _connect(self):
        """A connection to each shard (a Unix socket, in a directory only this user reads) that
        steps go over: the driver sends a step's number, the shard steps and answers with its
        infos. A Ray task per shard a step costs about 2 ms here; a message, 0.1-0.3 ms. (Ray's
        compiled graphs cost 0.3 ms, but their channels busy-wait: an idle actor keeps its core
        busy, and so does the driver while it waits.) None where it can't be set up: steps are
        then Ray tasks."""
        where = tempfile.mkdtemp(prefix="manyworlds-ray-")
        address = os.path.join(where, "steps")
        conns = [None] * len(self._actors)
        try:
            with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as server:
                server.bind(address)
                server.listen(len(self._actors))
                # A shard's connect returns once its connection is queued (and its index sent):
                # its errors come back named, and then every accept is there to take.
                self._gather([a.connect.remote(address) for a in self._actors], "starting")
                server.settimeout(self.timeout)
                for _ in self._actors:
                    sock, _ = server.accept()
                    sock.settimeout(None)
                    conn = Connection(sock.detach())
                    conns[conn.recv()] = conn
            return conns
        except Exception as e:  # noqa: BLE001 - any failure leaves Ray's tasks
            for c in conns:
                if c is not None:
                    c.close()
            warnings.warn(f"manyworlds.ray: steps go through Ray tasks, connecting to the shards failed: {e}",
                          RuntimeWarning, stacklevel=3)
            return None
        finally:
            shutil.rmtree(where, ignore_errors=True)

    def _step_direct(self) -> list:
        """A step over the shards' connections: every shard's infos, or an exception naming the
        shard. After a timeout or a lost connection, steps are Ray tasks again."""
        conns = self._conns
        out, pending = [None] * len(conns), {}
        for i, c in enumerate(conns):
            try:
                c.send(None)
                pending[c] = i
            except OSError:
                self._lost(i)
        deadline = time.monotonic() + self.timeout
        while pending:
            ready = wait(list(pending), timeout=max(0.0, deadline - time.monotonic()))
            if not ready:
                late = sorted(pending.values())
                self._drop_conns()
                raise TimeoutError(f"step: no answer within {self.timeout:g} s from "
                                   f"{', '.join(self._where(i) for i in late)}")
            for c in ready:
                i = pending.pop(c)
                try:
                    out[i] = c.recv()
                except (EOFError, OSError):
                    self._lost(i)
        for i, r in enumerate(out):
            if isinstance(r, _Raised):
                raise _error(r.kind, f"step: {self._where(i)}: {r.message}")
        return out

    def _lost(self, i: int):
        """Shard i's connection closed: it died (Ray says how, naming it) or closed it."""
        self._drop_conns()
        self._gather([self._actors[i].spaces.remote()], "step", first=i)
        raise RuntimeError(f"step: {self._where(i)} closed its connection")

    def _drop_conns(self):
        """Steps go through Ray tasks from now on (a shard still running answers nobody)."""
        conns, self._conns = self._conns or [], None
        for c in conns:
            c.close()

    def _where(self, i: int) -> str:
        o, n = self.spans[i]
        return f"shard {i} of {len(self.spans)} (worlds {o}..{o + n - 1})"

    def _gather(self, futures: list, what: str, first: int = 0) -> list:
        """Every shard's result (futures of shards first, first + 1, ...), or an exception naming
        the shard; never waits past the timeout."""
        if getattr(self, "_closed", False):
            raise RuntimeError("the environment is closed")
        ready, pending = ray.wait(futures, num_returns=len(futures), timeout=self.timeout)
        if pending:
            late = [self._where(first + i) for i, f in enumerate(futures) if f in pending]
            raise TimeoutError(f"{what}: no answer within {self.timeout:g} s from {', '.join(late)}")
        out = []
        for i, f in enumerate(futures):
            try:
                out.append(ray.get(f))
            except ray.exceptions.RayTaskError as e:
                cause = e.cause if isinstance(getattr(e, "cause", None), BaseException) else None
                msg = f"{what}: {self._where(first + i)}: {cause if cause is not None else e}"
                raise _error(type(cause) if cause is not None else RuntimeError, msg) from cause
            except ray.exceptions.RayActorError as e:
                raise RuntimeError(f"{what}: {self._where(first + i)} died: {e}") from e
        return out

    def _split(self, x: np.ndarray) -> list[np.ndarray]:
        return [x[self._bounds[i]:self._bounds[i + 1]] for i in range(len(self.spans))]

    def reset(self, *, seed: int | list | None = None, options: dict[str, Any] | None = None):
        seed = _one_seed(seed, self.num_envs)
        super().reset(seed=seed)
        options = dict(options or {})
        mask = options.get("reset_mask")
        if mask is not None:
            if not isinstance(mask, np.ndarray) or mask.shape != (self.num_envs,) or mask.dtype != np.bool_:
                raise ValueError(f"`options['reset_mask']` must be a bool numpy array of shape ({self.num_envs},)")
            if not mask.any():
                raise ValueError("`options['reset_mask']` must contain at least one True value")
            masks = self._split(mask)
        else:
            masks = [None] * len(self._actors)
        if self._shared is not None:
            futures = [a.reset_shared.remote(seed, options if m is None else {**options, "reset_mask": m},
                                             m is not None and not m.any())
                       for a, m in zip(self._actors, masks)]
            infos = self._gather(futures, "reset")
            obs = self._shared.arrays["obs"]
            return (obs.copy() if self.copy else obs), _merge(infos, self._sizes)
        futures = []
        for a, m in zip(self._actors, masks):
            if m is None:
                futures.append(a.reset.remote(seed, options))
            else:
                futures.append(a.reset.remote(seed, {**options, "reset_mask": m}) if m.any() else a.observe.remote())
        parts = self._gather(futures, "reset")
        return np.concatenate([p[0] for p in parts]), _merge([p[1] for p in parts], self._sizes)

    def step(self, actions):
        a = np.asarray(actions)
        if a.shape[:1] != (self.num_envs,):
            raise ValueError(f"actions must have {self.num_envs} rows (one per world), not shape {a.shape}")
        if self._shared is not None:
            arr = self._shared.arrays
            target = arr["actions"].dtype
            fits = a.shape == arr["actions"].shape and (
                np.can_cast(a.dtype, target, casting="safe")
                or (a.dtype.kind in "iu" and target.kind in "iu" and a.size > 0
                    and np.iinfo(target).min <= a.min() and a.max() <= np.iinfo(target).max))
            if not fits:
                # Not what this env's actions hold: the shards check it, with the single-process
                # env's errors (through the object store).
                return self._step_stored(a)
            arr["actions"][...] = a
            if self._conns is not None:
                infos = self._step_direct()
            else:
                infos = self._gather([act.step_shared.remote() for act in self._actors], "step")
            out = [arr[k] for k in ("obs", "reward", "terminated", "truncated")]
            if self.copy:
                out = [x.copy() for x in out]
            return (*out, _merge(infos, self._sizes))
        return self._step_stored(a)

    def _step_stored(self, a):
        parts = self._gather([act.step.remote(x) for act, x in zip(self._actors, self._split(a))], "step")
        obs, rew, term, trunc = (np.concatenate([p[k] for p in parts]) for k in range(4))
        return obs, rew, term, trunc, _merge([p[4] for p in parts], self._sizes)

    def close_extras(self, **kwargs):
        if getattr(self, "_closed", True):
            return
        self._closed = True
        self._drop_conns()
        for a in self._actors:
            try:
                ray.kill(a)
            except Exception:
                pass
        if self._shared is not None:
            self._shared.close(unlink=True)
            self._shared = None
