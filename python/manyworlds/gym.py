"""Gymnasium 1.x adapters: a vector environment over all worlds, and a one-world ``Env``.

A script becomes a learning environment by naming its ports::

    e.episode(#{ obs: "obs", action: "action", reward: "reward",
                 terminated: "terminated", truncated: "truncated" });
    e.space("action", #{ n: 2 });                               // Discrete(2)
    e.space("obs", #{ low: [-4.8, "-inf"], high: [4.8, "inf"] });  // Box bounds (else unbounded)

``reward`` is one number per world, ``terminated``/``truncated`` one int per world (a field of a
singleton, e.g. ``e.output("terminated", "Done.terminated")``). A world whose systems call
``reset_world()`` without setting either flag counts as truncated.

Agents: when the observation and the action are archetype ports with the same number of rows,
more than one (``[worlds, agents, ...]``, e.g. ``envs/hide_and_seek.rhai``), those rows are an
agent axis. Then ``single_observation_space`` has shape ``(agents, ...)``, an integer action is a
``MultiDiscrete`` of shape ``(agents, ...)`` (``#{ n: N }`` is N choices for each; integer bounds
``low..=high`` are ``high - low + 1`` choices from ``low``), the reward may be one number per agent
(``e.output("reward", "Player", "Reward.value")``: rewards are ``(num_envs, agents)``) or one per
world (``(num_envs,)``, shared), and ``terminated``/``truncated`` stay per world: an episode ends
for every agent at once. An archetype with one row per world is one agent, with no agent axis
(CartPole's cart). Actions are ``(num_envs, agents, ...)``.

Action masks: ``e.episode(#{ ..., action_mask: "legal" })`` names an int export with the action's
rows and one element per choice (1: allowed, 0: not), ``[worlds, agents, n]`` or ``[worlds, n]``;
an action of several elements has the choices of each in turn (hide-and-seek's move then grab:
5 + 2). ``reset`` and ``step`` return it as ``infos["action_mask"]``, a bool array
``(num_envs, agents, n)`` (``(num_envs, n)`` without an agent axis), with Gymnasium's
``infos["_action_mask"]`` (all True); it belongs to the observation returned beside it (a reset
world's is its new episode's). With ``SAME_STEP`` the mask of the last step of an episode is in
``infos["final_info"]["action_mask"]``. ``WorldEnv`` puts the world's mask, as ``int8``, in its
``info["action_mask"]`` (Gymnasium's convention, e.g. Taxi's: ``Discrete.sample(mask=...)``
takes it).

Each world is one sub-environment. The simulation runs with *manual resets*: a world that ends
an episode keeps its last state until this adapter resets it, which is what lets all three of
Gymnasium's autoreset modes be exact:

- ``NEXT_STEP`` (default): the step that ends an episode returns its last observation; the next
  ``step`` resets that world (its action is ignored; reward 0, flags False, the first
  observation of the new episode).
- ``SAME_STEP``: the world is reset within the step that ended it; the last observation is in
  ``infos["final_obs"]`` (mask ``infos["_final_obs"]``), and ``infos["final_info"]``.
- ``DISABLED``: nothing is reset until ``reset(options={"reset_mask": mask})``; stepping while a
  world is done raises ``AssertionError``, as Gymnasium's own vector envs do.

Seeding: ``reset(seed=s)`` restarts every world as a new simulation with seed ``s`` would
(world i's random numbers are keyed by ``(s, i)``; same seed, same bits, any thread count).

Registration: ``manyworlds/CartPole-v1`` is registered on import, so
``gym.make_vec("manyworlds/CartPole-v1", num_envs=64, vectorization_mode="vector_entry_point")``
works; ``register(id, script, ...)`` registers any other script.
"""

from __future__ import annotations

import os
import warnings
from typing import Any

import gymnasium
import numpy as np
from gymnasium import spaces
from gymnasium.vector import AutoresetMode
from gymnasium.vector.utils import batch_space

from . import ScriptError, ScriptWarning, Sim, convert, env_path

__all__ = ["VectorEnv", "WorldEnv", "register", "vector_entry_point", "AutoresetMode"]


def _mode(m) -> AutoresetMode:
    if isinstance(m, AutoresetMode):
        return m
    if isinstance(m, str):
        for v in AutoresetMode:
            if m in (v.value, v.name, v.name.lower()):
                return v
    raise ValueError(f"autoreset_mode must be an AutoresetMode (NEXT_STEP, SAME_STEP, DISABLED), not {m!r}")


class _NotAView(Exception):
    pass


class _Ports:
    """The episode's ports of one simulation, as arrays over its memory, and the spaces of one
    world."""

    def __init__(self, sim: Sim):
        ep = sim.episode()
        if ep is None:
            raise ValueError(
                f"{sim.path} declares no episode: add e.episode(#{{ obs: ..., action: ..., reward: ..., "
                f"terminated: ..., truncated: ... }}) naming its exports and action import"
            )
        self.sim = sim
        self.names = ep
        # A script's own policy writing the action import would overwrite the learner's actions.
        overwritten = sim.import_overwritten(ep["action"], f"the learner's actions (`{ep['action']}`)")
        if overwritten:
            warnings.warn(overwritten.rstrip(), ScriptWarning, stacklevel=3)
        info = {(p[0], p[1]): p for p in sim.ports()}
        declared = sim.spaces()

        def port(name, kind):
            p = info[(name, kind)]
            if p[2] is None:
                raise ValueError(f"`{name}` can't be viewed: {p[4]}")
            return p

        self.views = {}
        self.per_world_shape = {}
        self.roles = [("obs", "export"), ("action", "import"), ("reward", "export"), ("terminated", "export"),
                      ("truncated", "export"), ("action_mask", "export")]
        self.roles = [(r, k) for r, k in self.roles if ep.get(r) is not None]
        # Views of the simulation's memory where it is host memory that never moves (the CPU
        # executor's); else copies read after every change (`refresh`) and actions written
        # through `Sim.write`. (The CUDA executor's memory moves when its worlds grow.)
        self.live = sim.backend in ("cpu", "cuda-host")
        # An agent axis: the observation and the action have the same rows, more than one.
        obs_p, act_p = port(ep["obs"], "export"), port(ep["action"], "import")
        self.agents = None
        if obs_p[5] and act_p[5] and len(obs_p[2]) >= 2 and len(act_p[2]) >= 2 and obs_p[2][1] == act_p[2][1] > 1:
            self.agents = int(obs_p[2][1])
        for role, kind in self.roles:
            _n, _k, shape, dtype, _err, per_row = port(ep[role], kind)
            per_world = tuple(shape[1:])
            # One row per world: that row is the world's value (CartPole's cart, not [1, 4]).
            if per_row and len(per_world) >= 1 and per_world[0] == 1:
                per_world = per_world[1:]
            self.per_world_shape[role] = per_world
            if self.live:
                try:
                    self.views[role] = sim.view(ep[role], import_=(kind == "import"))
                except ValueError:
                    self.live = False
                    self.views = {}
        for role in ("reward", "terminated", "truncated"):
            ok = [(), (1,)] + ([(self.agents,)] if role == "reward" and self.agents else [])
            if role in self.per_world_shape and self.per_world_shape[role] not in ok:
                raise ValueError(f"the episode's {role} `{ep[role]}` must hold one value per world"
                                 f"{' or one per agent' if role == 'reward' and self.agents else ''}, "
                                 f"not {self.per_world_shape[role]}")
        self.per_agent_reward = self.agents is not None and self.per_world_shape["reward"] == (self.agents,)
        if "action_mask" in self.per_world_shape:
            # [worlds, agents, n] or [worlds, n]: the action's rows, then its choices (`mw check`
            # refused at load a mask that is not ints, or not the action's rows and choices).
            lead = (self.agents,) if self.agents else ()
            count = int(np.prod(self.per_world_shape["action_mask"], dtype=np.int64))
            self.per_world_shape["action_mask"] = (*lead, count // max(1, int(np.prod(lead, dtype=np.int64))))
        self._arrays()
        # Archetype ports go stale if a world's row count changes; check those each step.
        self.checked = [self.views[r] for r in self.views if info[(ep[r], "import" if r == "action" else "export")][5]]
        self.obs_space = self._space(ep["obs"], declared.get(ep["obs"]), self.per_world_shape["obs"], self.obs.dtype)
        space = _choices_space if self.agents else self._space
        self.action_space = space(ep["action"], declared.get(ep["action"]), self.per_world_shape["action"],
                                  self.action.dtype)

    def _arrays(self):
        sim, n, ep = self.sim, self.sim.worlds, self.names

        def get(role, kind, shape):
            if not self.live:
                return sim.read(ep[role], import_=(kind == "import")).reshape(shape)
            a = np.asarray(self.views[role])
            r = a.reshape(shape)
            # Dropping the rows axis never copies; if a reshape ever did, the array would not
            # follow the simulation: use copies instead.
            if r.size and r.__array_interface__["data"][0] != a.__array_interface__["data"][0]:
                raise _NotAView
            return r

        try:
            self.obs = get("obs", "export", (n, *self.per_world_shape["obs"]))
            self.action = get("action", "import", (n, *self.per_world_shape["action"]))
            self.reward = get("reward", "export", (n, self.agents) if self.per_agent_reward else (n,))
            self.terminated = get("terminated", "export", (n,))
            self.truncated = (get("truncated", "export", (n,)) if "truncated" in self.per_world_shape
                              else np.zeros(n, dtype=np.int32))
            self.action_mask = (get("action_mask", "export", (n, *self.per_world_shape["action_mask"]))
                                if "action_mask" in self.per_world_shape else None)
        except _NotAView:
            self.live = False
            self.views = {}
            self._arrays()

    def refresh(self):
        """After the simulation changed: copies read again (views need nothing)."""
        if not self.live:
            self._arrays()

    @staticmethod
    def _space(name, decl, shape, dtype):
        if decl is not None and decl[0] == "discrete":
            if int(np.prod(shape, dtype=np.int64)) != 1:
                raise ValueError(f"`{name}` has a discrete space but holds {shape} values per world")
            return spaces.Discrete(int(decl[1]))
        count = int(np.prod(shape, dtype=np.int64))
        if decl is not None:
            low = np.asarray(decl[1], dtype=np.float64)
            high = np.asarray(decl[2], dtype=np.float64)
            # Bounds are given per element of a row; rows of one world repeat them.
            low = np.resize(low, count).reshape(shape)
            high = np.resize(high, count).reshape(shape)
        elif np.issubdtype(dtype, np.integer):
            info = np.iinfo(dtype)
            low, high = np.full(shape, info.min), np.full(shape, info.max)
        else:
            low, high = np.full(shape, -np.inf), np.full(shape, np.inf)
        return spaces.Box(low=low.astype(dtype), high=high.astype(dtype), shape=shape, dtype=dtype)

    def check(self):
        for v in self.checked:
            if not v.valid:
                raise RuntimeError(
                    f"`{v.name}` changed shape (a world's row count changed): a learning environment needs the "
                    f"same number of rows in every world; use a padded export or a singleton"
                )

    def write_actions(self, actions, space):
        a = np.asarray(actions)
        want = self.action.shape
        if isinstance(space, spaces.Discrete) and a.shape == (want[0],):
            a = a.reshape(want)
        if a.shape != want:
            raise ValueError(f"actions must have shape {want[:1] if isinstance(space, spaces.Discrete) else want}, "
                             f"not {a.shape}")
        if isinstance(space, (spaces.Discrete, spaces.MultiDiscrete)):
            if not np.issubdtype(a.dtype, np.integer) and not (np.issubdtype(a.dtype, np.floating)
                                                              and np.all(a == np.round(a))):
                raise TypeError(f"discrete actions must be integers, not {a.dtype}")
        if isinstance(space, spaces.Discrete):
            if a.size and (a.min() < space.start or a.max() >= space.start + space.n):
                raise ValueError(f"actions must be in [{space.start}, {space.start + space.n}), "
                                 f"got values from {a.min()} to {a.max()}")
        elif isinstance(space, spaces.MultiDiscrete) and a.size:
            start = np.broadcast_to(space.start, a.shape)
            end = start + np.broadcast_to(space.nvec, a.shape)
            bad = (a < start) | (a >= end)
            if bad.any():
                at = tuple(int(i) for i in np.argwhere(bad)[0])
                raise ValueError(f"actions must be in the action space's [start, start + nvec): "
                                 f"actions[{', '.join(map(str, at))}] is {a[at]}, not in [{start[at]}, {end[at]})")
        if self.live:
            # The same conversion and errors as Sim.write, which the other backends go through.
            self.action[...] = convert(a, self.action.dtype, self.names["action"])
        else:
            self.sim.write(self.names["action"], a.reshape(self.sim.shape(self.names["action"], True)), True)

    def mask(self):
        """A copy of the action mask as bools, or None when the episode has none."""
        return None if self.action_mask is None else self.action_mask != 0

    def flags(self):
        """Copies of (reward, terminated, truncated), plus worlds that asked for a reset with
        neither flag set (counted as truncated)."""
        rew = self.reward.astype(np.float32, copy=True)
        term = self.terminated != 0
        trunc = self.truncated != 0
        asked = np.frombuffer(self.sim.pending_mask(), dtype=bool)
        if asked.any():
            trunc |= asked & ~term
        return rew, term, trunc


def _choices_space(name, decl, shape, dtype) -> spaces.Space:
    """The space of an action with an agent axis (or of one agent's row): an integer action with
    declared choices is a ``MultiDiscrete`` (``Discrete`` for one element); else as
    ``_Ports._space``."""
    dtype = np.dtype(dtype)
    if decl is not None and np.issubdtype(dtype, np.integer):
        count = int(np.prod(shape, dtype=np.int64))
        if decl[0] == "discrete":
            n = int(decl[1])
            return spaces.Discrete(n) if shape == () else spaces.MultiDiscrete(np.full(shape, n), dtype=dtype)
        low = np.resize(np.asarray(decl[1], dtype=np.float64), count).reshape(shape)
        high = np.resize(np.asarray(decl[2], dtype=np.float64), count).reshape(shape)
        if np.all(np.isfinite(low)) and np.all(np.isfinite(high)):
            lo = low.astype(np.int64)
            nvec = high.astype(np.int64) - lo + 1
            if shape == ():
                return spaces.Discrete(int(nvec), start=int(lo))
            return spaces.MultiDiscrete(nvec, dtype=dtype, start=lo)
    return _Ports._space(name, decl, shape, dtype)


class _Watched:
    """The script of a simulation, reloaded into it when it was saved since the last look."""

    def __init__(self, sim: Sim):
        self.sim = sim
        self.seen = self._stamp()

    def _stamp(self):
        try:
            st = os.stat(self.sim.path)
            return (st.st_mtime_ns, st.st_size)
        except OSError:
            return None

    def apply(self):
        now = self._stamp()
        if now is None or now == self.seen:
            return
        self.seen = now
        try:
            self.sim.reload()
        except (ScriptError, ValueError) as e:
            warnings.warn(f"the edited script was not applied; the previous code runs on:\n{e}", stacklevel=3)


def _one_seed(seed, num_envs: int) -> int | None:
    """The one seed of a vector env's ``reset(seed=...)``: an integer, or a list of one per
    world that is ``[s, s + 1, ...]`` (or all None), since world i's numbers are keyed by (s, i)."""
    if isinstance(seed, bool) or not (seed is None or isinstance(seed, (int, np.integer, list, tuple, np.ndarray))):
        raise TypeError(f"seed must be None, an integer or a list of them, not {type(seed).__name__}")
    if isinstance(seed, (int, np.integer)) and seed < 0:
        raise ValueError(f"seed must be a non-negative integer, not {seed}")
    if seed is not None and not isinstance(seed, (int, np.integer)):
        seeds = list(seed)
        if len(seeds) != num_envs:
            raise ValueError(f"a list of seeds needs num_envs={num_envs} entries, got {len(seeds)}")
        # Each as seed=s is checked: 1.5 is not a seed (it was silently 1), nor is True.
        for s in seeds:
            if s is not None and (isinstance(s, (bool, np.bool_)) or not isinstance(s, (int, np.integer))):
                raise TypeError(f"seeds must be None or integers, not {type(s).__name__} ({s!r})")
            if s is not None and s < 0:
                raise ValueError(f"seeds must be non-negative integers, not {s}")
        if any(s is None for s in seeds):
            seed = None if all(s is None for s in seeds) else seeds
        if seed is not None:
            if any(s != seeds[0] + i for i, s in enumerate(seeds)):
                raise ValueError("manyworlds seeds all worlds from one integer s (world i's random numbers are "
                                 "keyed by (s, i)): pass seed=s, or the list [s, s+1, ...]")
            seed = seeds[0]
    return None if seed is None else int(seed)


class VectorEnv(gymnasium.vector.VectorEnv):
    """All worlds of one simulation as a Gymnasium vector environment (one world per
    sub-environment). See the module documentation for the script's side and the modes.

    ``VectorEnv(script="cartpole", num_envs=16, *, autoreset_mode=AutoresetMode.NEXT_STEP,
    seed=0, threads=0, backend="cpu", params=None, max_episode_steps=None, copy=True,
    watch=False, world_offset=0)``: ``script`` is a path or a bundled environment's name; ``max_episode_steps``
    truncates episodes here (the script may truncate too); with ``copy=False`` the returned
    observations are the simulation's own memory (overwritten by the next step). With
    ``watch=True``, each ``reset`` first applies the script as it is on disk if it was saved
    since (``Sim.reload``: the worlds keep their state), for a notebook user who edits the
    script between training iterations; a broken edit warns and the old code runs on.
    ``world_offset=o``: these worlds are ``[o, o + num_envs)`` of a larger population
    (``Sim(world_offset=)``), as each shard of ``manyworlds.ray.VectorEnv`` is.
    """

    metadata = {"autoreset_mode": AutoresetMode.NEXT_STEP, "render_modes": []}

    def __init__(self, script: str = "cartpole", num_envs: int = 16, *, autoreset_mode=AutoresetMode.NEXT_STEP,
                 seed: int = 0, threads: int = 0, backend: str = "cpu", params: dict | None = None,
                 max_episode_steps: int | None = None, copy: bool = True, render_mode: str | None = None,
                 watch: bool = False, world_offset: int = 0):
        if not isinstance(num_envs, (int, np.integer)) or isinstance(num_envs, bool) or num_envs < 1:
            raise ValueError(f"num_envs must be a positive integer, not {num_envs!r}")
        if max_episode_steps is not None and (not isinstance(max_episode_steps, (int, np.integer))
                                              or max_episode_steps < 1):
            raise ValueError(f"max_episode_steps must be a positive integer or None, not {max_episode_steps!r}")
        if render_mode is not None:
            raise ValueError("manyworlds environments do not render (render_mode must be None)")
        self.autoreset_mode = _mode(autoreset_mode)
        self.metadata = {**type(self).metadata, "autoreset_mode": self.autoreset_mode}
        self.sim = Sim(env_path(str(script)), worlds=int(num_envs), seed=seed, threads=threads, backend=backend,
                       params=params, world_offset=world_offset)
        self.sim.set_manual_resets(True)
        self._p = _Ports(self.sim)
        self.num_envs = int(num_envs)
        self.single_observation_space = self._p.obs_space
        self.single_action_space = self._p.action_space
        self.observation_space = batch_space(self.single_observation_space, self.num_envs)
        self.action_space = batch_space(self.single_action_space, self.num_envs)
        self.render_mode = None
        self.copy = copy
        self.max_episode_steps = max_episode_steps
        self._elapsed = np.zeros(self.num_envs, dtype=np.int64)
        self._autoreset_envs = np.zeros(self.num_envs, dtype=bool)
        self._seed = seed
        self._watch = _Watched(self.sim) if watch else None

    def _obs(self):
        return self._p.obs.copy() if self.copy else self._p.obs

    def reset(self, *, seed: int | list | None = None, options: dict[str, Any] | None = None):
        if self._watch is not None:
            self._watch.apply()
        seed = _one_seed(seed, self.num_envs)
        super().reset(seed=seed)
        options = dict(options or {})
        mask = options.pop("reset_mask", None)
        if mask is not None:
            if not isinstance(mask, np.ndarray):
                raise TypeError(f"`options['reset_mask']` must be a numpy array, got {type(mask)}")
            if mask.shape != (self.num_envs,):
                raise ValueError(f"`options['reset_mask']` must have shape `({self.num_envs},)`, got {mask.shape}")
            if mask.dtype != np.bool_:
                raise TypeError(f"`options['reset_mask']` must have `dtype=np.bool_`, got {mask.dtype}")
            if not np.any(mask):
                raise ValueError("`options['reset_mask']` must contain at least one True value")
            if seed is not None:
                raise ValueError("reset with a reset_mask can't take a seed (seeds apply to every world at once)")
            self.sim.reset_worlds(np.flatnonzero(mask).tolist())
            self._autoreset_envs[mask] = False
            self._elapsed[mask] = 0
        else:
            if seed is not None:
                self.sim.reseed(int(seed))
                self._seed = int(seed)
            else:
                self.sim.reset_worlds(None)
            self._autoreset_envs[:] = False
            self._elapsed[:] = 0
        self._p.refresh()
        self._p.check()
        return self._obs(), self._infos({})

    def _infos(self, infos):
        """``infos`` with the action mask of the observation being returned, if there is one."""
        mask = self._p.mask()
        if mask is not None:
            infos["action_mask"] = mask
            infos["_action_mask"] = np.ones(self.num_envs, dtype=bool)
        return infos

    def _check_not_ended(self):
        """With autoreset disabled, a step with worlds whose episodes ended is an error."""
        if self.autoreset_mode == AutoresetMode.DISABLED and self._autoreset_envs.any():
            raise AssertionError(
                f"worlds {np.flatnonzero(self._autoreset_envs).tolist()} ended their episodes: with autoreset "
                f"disabled, reset them first (reset(options={{'reset_mask': mask}}))"
            )

    def step(self, actions):
        self._check_not_ended()
        self._p.write_actions(actions, self.single_action_space)
        self.sim.step()
        self._elapsed += 1
        infos: dict[str, Any] = {}
        if self.autoreset_mode == AutoresetMode.NEXT_STEP:
            prev = self._autoreset_envs
            if prev.any():
                # The worlds that ended last step start their next episode now; what the step
                # did to them is discarded.
                self.sim.reset_mask(prev.tobytes())
                self._elapsed[prev] = 0
            self._p.refresh()
            rew, term, trunc = self._p.flags()
            rew[prev] = 0.0
            term[prev] = False
            trunc[prev] = False
            trunc |= self._time_limit()
            self._autoreset_envs = term | trunc
            obs = self._obs()
        elif self.autoreset_mode == AutoresetMode.SAME_STEP:
            self._p.refresh()
            rew, term, trunc = self._p.flags()
            trunc |= self._time_limit()
            done = term | trunc
            if done.any():
                idx = np.flatnonzero(done)
                final = np.full(self.num_envs, None, dtype=object)
                # One copy of the ended worlds' observations, each world's a view of it, put in
                # place as objects (`fromiter`): a Python loop of copies took 5 of a 7 ms step at
                # 65,536 worlds.
                last = self._p.obs[idx].copy()
                final[idx] = np.fromiter(last, dtype=object, count=len(idx))
                infos["final_obs"] = final
                infos["_final_obs"] = done.copy()
                # The infos of each world's last step, as Gymnasium's vector envs batch them.
                infos["final_info"] = {}
                final_mask = self._p.mask()
                if final_mask is not None:
                    infos["final_info"] = {"action_mask": final_mask, "_action_mask": done.copy()}
                infos["_final_info"] = done.copy()
                self.sim.reset_mask(done.tobytes())
                self._elapsed[done] = 0
                self._p.refresh()
            self._autoreset_envs = np.zeros(self.num_envs, dtype=bool)
            obs = self._obs()
        else:
            self._p.refresh()
            rew, term, trunc = self._p.flags()
            trunc |= self._time_limit()
            self._autoreset_envs = term | trunc
            obs = self._obs()
        self._p.check()
        return obs, rew, term, trunc, self._infos(infos)

    def _time_limit(self):
        if self.max_episode_steps is None:
            return np.zeros(self.num_envs, dtype=bool)
        return self._elapsed >= self.max_episode_steps

    def render(self):
        return None

    def close_extras(self, **kwargs):
        self.sim.close()


class WorldEnv(gymnasium.Env):
    """One world as a ``gymnasium.Env`` (its own one-world simulation), so Gymnasium's
    ``check_env`` and single-env tools can run on a script. ``reset(seed=s)`` restarts the
    world as a new simulation with seed ``s`` would; the episode ends as the script says (and
    after ``max_episode_steps``, if given). With an action mask, ``info["action_mask"]`` is the
    world's (``int8``, ``(n,)`` or ``(agents, n)``). A reward per agent is refused (an ``Env`` has
    one reward): use ``VectorEnv`` or ``manyworlds.pettingzoo.ParallelEnv``."""

    metadata = {"render_modes": []}

    def __init__(self, script: str = "cartpole", *, seed: int = 0, params: dict | None = None,
                 max_episode_steps: int | None = None, render_mode: str | None = None):
        if render_mode is not None:
            raise ValueError("manyworlds environments do not render (render_mode must be None)")
        self.sim = Sim(env_path(str(script)), worlds=1, seed=seed, threads=1, params=params)
        self.sim.set_manual_resets(True)
        self._p = _Ports(self.sim)
        if self._p.per_agent_reward:
            self.sim.close()
            raise ValueError(f"the reward `{self._p.names['reward']}` is one per agent: a gymnasium.Env has one "
                             f"reward (use manyworlds.gym.VectorEnv or manyworlds.pettingzoo.ParallelEnv)")
        self.observation_space = self._p.obs_space
        self.action_space = self._p.action_space
        self.max_episode_steps = max_episode_steps
        self._elapsed = 0
        self._done = False

    def reset(self, *, seed: int | None = None, options: dict | None = None):
        super().reset(seed=seed)
        if seed is not None:
            self.sim.reseed(int(seed))
        else:
            self.sim.reset_worlds([0])
        self._p.refresh()
        self._elapsed = 0
        self._done = False
        return np.array(self._p.obs[0]), self._info()

    def _info(self):
        mask = self._p.action_mask
        return {} if mask is None else {"action_mask": (mask[0] != 0).astype(np.int8)}

    def step(self, action):
        a = np.asarray(action)
        self._p.write_actions(a.reshape((1, *a.shape)), self.action_space)
        self.sim.step()
        self._p.refresh()
        self._elapsed += 1
        rew, term, trunc = self._p.flags()
        t = bool(term[0])
        tr = bool(trunc[0]) or (self.max_episode_steps is not None and self._elapsed >= self.max_episode_steps)
        self._done = t or tr
        return np.array(self._p.obs[0]), float(rew[0]), t, tr, self._info()

    def close(self):
        self.sim.close()


def vector_entry_point(script: str, **defaults):
    """A ``vector_entry_point`` for ``gymnasium.register``: ``creator(num_envs=..., **kwargs)``
    builds a :class:`VectorEnv` of ``script`` (keyword defaults first, then the call's)."""

    def creator(num_envs: int = 16, **kwargs):
        return VectorEnv(script, num_envs, **{**defaults, **kwargs})

    return creator


def register(env_id: str, script: str, *, max_episode_steps: int | None = None, reward_threshold=None, **defaults):
    """Registers ``script`` under ``env_id`` for ``gym.make_vec(env_id, num_envs,
    vectorization_mode="vector_entry_point")`` and ``gym.make(env_id)`` (one world)."""
    path = env_path(script)
    gymnasium.register(
        env_id,
        entry_point=lambda **kw: WorldEnv(path, **{**({"params": defaults["params"]} if "params" in defaults else {}),
                                                   **kw}),
        vector_entry_point=vector_entry_point(path, **defaults),
        max_episode_steps=max_episode_steps,
        reward_threshold=reward_threshold,
    )


if "manyworlds/CartPole-v1" not in gymnasium.registry:
    # Actions come from the learner: the script's own random policy is left out.
    register("manyworlds/CartPole-v1", "cartpole", max_episode_steps=500, reward_threshold=475.0,
             params={"random_actions": False})
