"""PettingZoo adapter: one world of a multi-agent script as a ``pettingzoo.ParallelEnv``.

A script is multi-agent when its episode's ports have an agent axis: the observation and the
action are archetype ports with one row per agent (``[worlds, agents, ...]``), and the reward is
one number per agent (``e.output("reward", "Player", "Reward.value")``) or one per world, shared
by every agent. ``terminated`` and ``truncated`` are per world: an episode ends for every agent
at once. ``envs/hide_and_seek.rhai`` is one::

    from manyworlds.pettingzoo import ParallelEnv
    env = ParallelEnv("hide_and_seek", params={"hiders": 2, "seekers": 2, "random_actions": False})
    obs, infos = env.reset(seed=0)
    while env.agents:
        actions = {a: env.action_space(a).sample() for a in env.agents}
        obs, rewards, terminations, truncations, infos = env.step(actions)

Conventions (PettingZoo's): agents are ``"agent_0"`` ... in row order (``agent_names`` gives
others); when the episode ends, ``step`` reports every agent terminated or truncated and
``env.agents`` is empty until ``reset``. Spaces come from ``e.space``: ``#{ n: N }`` is
``Discrete(N)``, integer bounds are ``MultiDiscrete`` (``#{ low: [0, 0], high: [4, 1] }`` is
``MultiDiscrete([5, 2])``; one element from ``low`` to ``high`` is ``Discrete(high - low + 1,
start=low)``), float bounds a ``Box``.

Action masks: when the episode names one (``e.episode(#{ ..., action_mask: "legal" })``, an int
export with a row per agent and an int per choice), ``reset`` and ``step`` put each agent's row
in its info dict as ``infos[agent]["action_mask"]``, an ``int8`` array of 0s and 1s (what
``Discrete.sample(mask=...)`` takes), belonging to the observation returned beside it.

Where we differ: PettingZoo's classic environments put the mask in the observation (a dict
``{"observation": ..., "action_mask": ...}``); ours is in the infos, so that the observation stays
the plain array the script exports (PettingZoo's own AEC API test also reads
``info["action_mask"]``). ``reset()`` without a seed starts a new episode in the same world (its
random stream goes on); ``reset(seed=s)`` makes the world what a new simulation with seed ``s``
is. The world runs with manual resets, so the observation returned by the step that ends an
episode is that episode's last.
"""

from __future__ import annotations

import functools
import warnings
from typing import Any

import numpy as np
import pettingzoo
from gymnasium import spaces

from . import ScriptWarning, Sim
from .gym import _choices_space

__all__ = ["ParallelEnv"]


class ParallelEnv(pettingzoo.ParallelEnv):
    """One world of ``script`` (a path or a bundled environment's name) as a ParallelEnv.

    ``params`` are the script's parameters (the bundled environments need
    ``{"random_actions": False}``, else their own random policy overwrites the learner's actions:
    a ``ScriptWarning`` says so, naming the system); ``backend`` and ``threads`` as for ``Sim``.
    """

    metadata = {"name": "manyworlds", "render_modes": [], "is_parallelizable": True}

    def __init__(self, script, params: dict | None = None, seed: int = 0, backend: str = "cpu",
                 threads: int = 1, agent_names: list[str] | None = None):
        self.sim = Sim(script, worlds=1, seed=seed, threads=threads, backend=backend,
                       params=params)
        ep = self.sim.episode()
        if ep is None:
            raise ValueError(f"{self.sim.path} declares no episode (e.episode(#{{ obs: ..., action: ..., "
                             f"reward: ..., terminated: ... }}))")
        self.names = ep
        # A script's own policy writing the action import would overwrite the learner's actions.
        overwritten = self.sim.import_overwritten(ep["action"], f"the learner's actions (`{ep['action']}`)")
        if overwritten:
            warnings.warn(overwritten.rstrip(), ScriptWarning, stacklevel=2)
        obs_shape = self.sim.shape(ep["obs"], False)
        act_shape = self.sim.shape(ep["action"], True)
        if len(obs_shape) < 2 or len(act_shape) < 2 or obs_shape[1] != act_shape[1]:
            raise ValueError(f"a multi-agent episode needs an observation and an action with a row per agent "
                             f"([worlds, agents, ...]); `{ep['obs']}` is {list(obs_shape)} and `{ep['action']}` "
                             f"{list(act_shape)}")
        n = obs_shape[1]
        rew_shape = self.sim.shape(ep["reward"], False)
        if tuple(rew_shape[1:]) not in ((), (1,), (n,)):
            raise ValueError(f"the reward `{ep['reward']}` must be one number per agent or per world, "
                             f"not {list(rew_shape[1:])}")
        self.per_agent_reward = tuple(rew_shape[1:]) == (n,) and n > 1
        if agent_names is not None and len(agent_names) != n:
            raise ValueError(f"{len(agent_names)} agent names for {n} agents")
        self.possible_agents = list(agent_names) if agent_names is not None else [f"agent_{i}" for i in range(n)]
        self.agents: list[str] = []
        self.metadata = dict(self.metadata, name=self.sim.name)
        declared = self.sim.spaces()
        self._obs_space = _choices_space(ep["obs"], declared.get(ep["obs"]), tuple(obs_shape[2:]),
                                         self.sim.dtype(ep["obs"], False))
        self._act_space = _choices_space(ep["action"], declared.get(ep["action"]), tuple(act_shape[2:]),
                                         self.sim.dtype(ep["action"], True))
        self._act_shape = tuple(act_shape)
        self._act_dtype = self.sim.dtype(ep["action"], True)
        self._mask = ep.get("action_mask")
        # Ints with the action's rows (an agent each) and choices: `mw check` refused others.
        self.sim.set_manual_resets(True)
        self._fresh = True

    @functools.lru_cache(maxsize=None)
    def observation_space(self, agent: str) -> spaces.Space:
        self._index(agent)
        return self._obs_space

    @functools.lru_cache(maxsize=None)
    def action_space(self, agent: str) -> spaces.Space:
        self._index(agent)
        return self._act_space

    def _index(self, agent: str) -> int:
        try:
            return self.possible_agents.index(agent)
        except ValueError:
            raise KeyError(f"no agent {agent!r} (the agents are {self.possible_agents})") from None

    def _observations(self) -> dict[str, np.ndarray]:
        obs = self.sim.read(self.names["obs"], False)[0]
        return {a: obs[i].copy() for i, a in enumerate(self.possible_agents) if a in self.agents}

    def reset(self, seed: int | None = None, options: dict | None = None) -> tuple[dict, dict]:
        if seed is not None:
            self.sim.reseed(int(seed))
        elif not self._fresh:
            self.sim.reset([0])
        self._fresh = False
        self.agents = list(self.possible_agents)
        return self._observations(), self._infos(self.agents)

    def _infos(self, agents: list[str]) -> dict[str, dict]:
        """Each agent's info: its row of the action mask, if the episode has one."""
        if self._mask is None:
            return {a: {} for a in agents}
        mask = self.sim.read(self._mask, False)[0]
        mask = (mask.reshape(mask.shape[0], -1) != 0).astype(np.int8)
        return {a: {"action_mask": mask[self._index(a)]} for a in agents}

    def step(self, actions: dict[str, Any]) -> tuple[dict, dict, dict, dict, dict]:
        if not self.agents:
            raise RuntimeError("the episode has ended: call reset() first")
        unknown = set(actions) - set(self.possible_agents)
        if unknown:
            raise KeyError(f"actions for unknown agents {sorted(unknown)} (the agents are {self.possible_agents})")
        arr = np.zeros(self._act_shape, dtype=self._act_dtype)
        for a, act in actions.items():
            if a in self.agents:
                arr[0, self._index(a)] = np.asarray(act).reshape(self._act_shape[2:])
        self.sim.write(self.names["action"], arr, True)
        self.sim.step()
        live = list(self.agents)
        obs = self.sim.read(self.names["obs"], False)[0]
        rew = self.sim.read(self.names["reward"], False)[0].reshape(-1)
        term = bool(self.sim.read(self.names["terminated"], False).reshape(-1)[0])
        trunc_name = self.names.get("truncated")
        trunc = bool(self.sim.read(trunc_name, False).reshape(-1)[0]) if trunc_name else False
        # A world that asked for a reset without either flag ended its episode all the same.
        if not (term or trunc) and self.sim.pending_resets():
            trunc = True
        index = {a: i for i, a in enumerate(self.possible_agents)}
        observations = {a: obs[index[a]].copy() for a in live}
        rewards = {a: float(rew[index[a]] if self.per_agent_reward else rew[0]) for a in live}
        terminations = {a: term for a in live}
        truncations = {a: trunc for a in live}
        infos = self._infos(live)
        if term or trunc:
            self.agents = []
        return observations, rewards, terminations, truncations, infos

    def close(self) -> None:
        self.sim.close()

    def render(self) -> None:
        return None

