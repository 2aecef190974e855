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
``actor_options`` adds any other ``.options(...)`` (a node, a placement group). Observations come
back through Ray's object store (NumPy arrays are read there without a copy) and are
concatenated once into the returned batch.

Errors never hang: an exception in an actor (a script error, a step that ran past its time
limit, a bad action) is raised here as the same kind of exception (``RuntimeError`` when it can't
be), its message naming the shard and its worlds; an actor that died (killed, out of memory, its
node lost) is a ``RuntimeError`` naming it; a call that takes longer than ``timeout`` seconds is
a ``TimeoutError`` naming the shards still running. Needs ``pip install manyworlds[ray]``.
"""

from __future__ import annotations

from multiprocessing import resource_tracker, shared_memory
from typing import Any

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


class _Shard:
    """One shard's simulation, in its actor."""

    def __init__(self, script, num_envs, world_offset, kwargs):
        self.env = _LocalVectorEnv(script, num_envs=num_envs, world_offset=world_offset, **kwargs)
        self.rows = slice(world_offset, world_offset + num_envs)
        self.shared = None

    def spaces(self):
        import ray as _ray

        return self.env.single_observation_space, self.env.single_action_space, _ray.get_runtime_context().get_node_id()

    def attach(self, specs, names):
        self.shared = _Shared(specs, names)

    def step_shared(self):
        """A step with the actions read from, and the results written to, shared memory; only
        the infos travel back."""
        a = self.shared.arrays
        obs, rew, term, trunc, infos = self.env.step(a["actions"][self.rows])
        a["obs"][self.rows] = obs
        a["reward"][self.rows] = rew
        a["terminated"][self.rows] = term
        a["truncated"][self.rows] = trunc
        return infos

    def reset_shared(self, seed, options, skip):
        obs, infos = self.observe() if skip else self.env.reset(seed=seed, options=options)
        self.shared.arrays["obs"][self.rows] = obs
        return infos

    def reset(self, seed, options):
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
        return self.env._obs(), self.env._infos({})

    def step(self, actions):
        return self.env.step(actions)

    def close(self):
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
    max_episode_steps=None, timeout=120.0, actor_options=None, copy=True, shared=True)``. Ray must
    be initialised (``ray.init(...)``) or it starts a local instance. With ``shared`` (and every
    actor on this machine), actions and results pass through shared memory, one block of the
    whole batch that each shard reads and writes its rows of; with ``copy=False`` the returned
    arrays are those blocks (overwritten by the next step), else copies.
    """

    metadata = {"autoreset_mode": AutoresetMode.NEXT_STEP, "render_modes": []}

    def __init__(self, script: str = "cartpole", num_envs: int = 16, num_shards: int = 2, *,
                 autoreset_mode=AutoresetMode.NEXT_STEP, seed: int = 0, threads_per_shard: int = 1,
                 gpus_per_shard: float = 0, backend: str = "cpu", params: dict | None = None,
                 max_episode_steps: int | None = None, timeout: float = 120.0,
                 actor_options: dict | None = None, copy: bool = True, shared: bool = True):
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
        here = ray.get_runtime_context().get_node_id()
        if shared and all(node == here for _, _, node in answers):
            one = self._gather([self._actors[0].step_shapes.remote()], "starting")[0]
            specs = {k: ((self.num_envs, *shape), dtype) for k, (shape, dtype) in one.items()}
            self._shared = _Shared(specs)
            self._gather([a.attach.remote(specs, self._shared.names()) for a in self._actors], "starting")

    def _where(self, i: int) -> str:
        o, n = self.spans[i]
        return f"shard {i} of {len(self.spans)} (worlds {o}..{o + n - 1})"

    def _gather(self, futures: list, what: str) -> list:
        """Every shard's result, or an exception naming the shard; never waits past the timeout."""
        if getattr(self, "_closed", False):
            raise RuntimeError("the environment is closed")
        ready, pending = ray.wait(futures, num_returns=len(futures), timeout=self.timeout)
        if pending:
            late = [self._where(i) for i, f in enumerate(futures) if f in pending]
            raise TimeoutError(f"{what}: no answer within {self.timeout:g} s from {', '.join(late)}")
        out = []
        for i, f in enumerate(futures):
            try:
                out.append(ray.get(f))
            except ray.exceptions.RayTaskError as e:
                cause = e.cause if isinstance(getattr(e, "cause", None), BaseException) else None
                msg = f"{what}: {self._where(i)}: {cause if cause is not None else e}"
                kind = type(cause) if cause is not None else RuntimeError
                try:
                    err = kind(msg)
                except Exception:
                    err = RuntimeError(msg)
                raise err from cause
            except ray.exceptions.RayActorError as e:
                raise RuntimeError(f"{what}: {self._where(i)} died: {e}") from e
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
        if self._shared is not None:
            self._shared.close(unlink=True)
            self._shared = None
        for a in self._actors:
            try:
                ray.kill(a)
            except Exception:
                pass
