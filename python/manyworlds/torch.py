"""A vector environment in torch tensors on the simulation's device.

``manyworlds.torch.VectorEnv(script, num_envs, backend="cpu" | "cuda", ...)`` is
``manyworlds.gym.VectorEnv`` (the same spaces, autoreset modes, seeds, ``reset_mask`` and infos,
the same bits) for a learner that trains in torch where the worlds are: observations, rewards,
``terminated`` and ``truncated`` come back as torch tensors on the simulation's device (``cpu``,
or ``cuda`` for ``backend="cuda"``), actions are taken as tensors (any device; moved once), and
the action mask, final observations and their masks in ``infos`` are tensors too.

Nothing crosses to the host that does not have to: the tensors are DLPack views of the
simulation's memory (``Sim.view``), taken again when the simulation's memory moved (its worlds
grew, a reseed); an action goes into the simulation's own action memory as one tensor copy; and
the episode bookkeeping stays where the worlds are. Which worlds asked for a reset comes as a
byte a world written into a tensor of the device (``Sim.pending_into``), the worlds that ended
are reset by their mask as a tensor of the device (``Sim.reset_mask``), and time limits are
counted in a tensor of the device: on the CUDA backend a step moves no per-world data to the
host (what it waits on besides the step itself: the action check below, and with autoreset
``DISABLED`` one bool, whether a world's episode ended before the step). So ``infos`` carries
what ends an episode every step, not only when some world ended (which would need the host to
look): with ``SAME_STEP``,
``infos["final_obs"]`` is one tensor of every world's last observation and
``infos["_final_obs"]`` says which worlds ended (none, most steps); Gymnasium's NumPy envs give
an array of objects instead, and only in steps where one ended.

``copy=True`` (the default) returns tensors of their own; ``copy=False`` returns the views of
the observation themselves (overwritten by the next step), as ``manyworlds.gym.VectorEnv`` does.
``check_actions=True`` (the default) checks each step's actions against the action space (one
reduction, and a synchronisation on a GPU); ``False`` trusts them. Needs ``torch``.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import torch
from gymnasium import spaces

from .gym import AutoresetMode, VectorEnv as _NumpyVectorEnv


class VectorEnv(_NumpyVectorEnv):
    """All worlds of one simulation as a Gymnasium vector environment in torch tensors. See the
    module documentation; the arguments are ``manyworlds.gym.VectorEnv``'s, and
    ``check_actions``."""

    def __init__(self, script: str = "cartpole", num_envs: int = 16, *, check_actions: bool = True, **kwargs):
        super().__init__(script, num_envs, **kwargs)
        self.check_actions = check_actions
        self.device = torch.device("cuda" if self.sim.backend == "cuda" else "cpu")
        self._views: dict[str, Any] = {}
        self._t: dict[str, torch.Tensor] = {}
        # The episode bookkeeping, on the device (the NumPy env's `_elapsed` and
        # `_autoreset_envs`): steps into each episode, the worlds whose episode ended (to reset
        # before the next step's, or to refuse a step with autoreset disabled), and the byte a
        # world `pending_into` writes.
        n = self.num_envs
        self._elapsed_t = torch.zeros(n, dtype=torch.int32, device=self.device)
        self._ended_t = torch.zeros(n, dtype=torch.bool, device=self.device)
        self._asked = torch.zeros(n, dtype=torch.uint8, device=self.device)
        self._take()
        act = self.single_action_space
        if isinstance(act, (spaces.Discrete, spaces.MultiDiscrete)):
            start = np.broadcast_to(np.asarray(act.start), self._t["action"].shape[1:])
            end = start + np.broadcast_to(np.asarray(act.n if isinstance(act, spaces.Discrete) else act.nvec),
                                          start.shape)
            self._bounds = (torch.as_tensor(start.copy(), device=self.device),
                            torch.as_tensor(end.copy(), device=self.device))
        else:
            self._bounds = None

    # ---- the views ----------------------------------------------------------------------

    def _take(self):
        """(Re)takes a tensor view of each port whose view is not valid (first, or moved)."""
        p, n, ep = self._p, self.num_envs, self._p.names
        shapes = {
            "obs": (n, *p.per_world_shape["obs"]),
            "action": (n, *p.per_world_shape["action"]),
            "reward": (n, p.agents) if p.per_agent_reward else (n,),
            "terminated": (n,),
            "truncated": (n,),
        }
        if p.action_mask is not None:
            shapes["action_mask"] = (n, *p.per_world_shape["action_mask"])
        for role, shape in shapes.items():
            if role not in p.per_world_shape:
                continue
            v = self._views.get(role)
            if v is not None and v.valid:
                continue
            v = self.sim.view(ep[role], import_=(role == "action"))
            t = torch.from_dlpack(v)
            if t.numel() != int(np.prod(shape, dtype=np.int64)):
                raise RuntimeError(
                    f"`{ep[role]}` changed shape (a world's row count changed): a learning environment needs the "
                    f"same number of rows in every world; use a padded export or a singleton"
                )
            self._views[role] = v
            self._t[role] = t.reshape(shape)
        if "truncated" not in self._t:
            self._t["truncated"] = torch.zeros(n, dtype=torch.int32, device=self.device)

    def _obs(self):
        self._take()
        return self._t["obs"].clone() if self.copy else self._t["obs"]

    def _mask(self):
        m = self._t.get("action_mask")
        return None if m is None else m != 0

    def _infos(self, infos):
        mask = self._mask()
        if mask is not None:
            infos["action_mask"] = mask
            infos["_action_mask"] = torch.ones(self.num_envs, dtype=torch.bool, device=self.device)
        return infos

    def _flags(self):
        """(reward, terminated, truncated) as tensors of their own, the worlds that asked for a
        reset with neither flag set counted as truncated (as the NumPy env counts them)."""
        t = self._t
        rew = t["reward"].to(torch.float32, copy=True)
        term = t["terminated"] != 0
        trunc = t["truncated"] != 0
        self.sim.pending_into(self._asked)
        trunc |= (self._asked != 0) & ~term
        return rew, term, trunc

    def _restart(self, ended):
        """The worlds of `ended` (bools) start their episodes' step counts again. A product, not
        `masked_fill_`, which took 4 times as long on the CPU (65,536 worlds)."""
        if self.max_episode_steps is not None:
            self._elapsed_t.mul_(1 - ended.view(torch.uint8))

    def _time_limit_t(self):
        if self.max_episode_steps is None:
            return torch.zeros(self.num_envs, dtype=torch.bool, device=self.device)
        return self._elapsed_t >= self.max_episode_steps

    # ---- the Gymnasium API -------------------------------------------------------------

    def reset(self, *, seed: int | list | None = None, options: dict[str, Any] | None = None):
        options = dict(options or {})
        mask = options.get("reset_mask")
        if isinstance(mask, torch.Tensor):
            options["reset_mask"] = mask.detach().cpu().numpy()
        # The NumPy env's reset (its checks, then the simulation's), whose observation and infos
        # come from this class's views.
        out = super().reset(seed=seed, options=options)
        mask = options.get("reset_mask")
        if mask is None:
            self._elapsed_t.zero_()
            self._ended_t.zero_()
        else:
            m = torch.from_numpy(mask).to(self.device)
            self._restart(m)
            self._ended_t &= ~m
        return out

    def _check_not_ended(self):
        """With autoreset disabled, a step with worlds whose episodes ended is an error (the one
        check that reads the device: this mode hands the resets to the learner)."""
        if self.autoreset_mode == AutoresetMode.DISABLED and bool(self._ended_t.any()):
            raise AssertionError(
                f"worlds {torch.nonzero(self._ended_t).flatten().tolist()} ended their episodes: with autoreset "
                f"disabled, reset them first (reset(options={{'reset_mask': mask}}))"
            )

    def _write_actions(self, actions):
        a = torch.as_tensor(actions, device=self.device)
        dst = self._t["action"]
        if isinstance(self.single_action_space, spaces.Discrete) and a.shape == (self.num_envs,):
            a = a.reshape(dst.shape)
        if tuple(a.shape) != tuple(dst.shape):
            raise ValueError(f"actions must have shape {tuple(dst.shape)}, not {tuple(a.shape)}")
        if self._bounds is not None:
            if a.is_floating_point() or a.is_complex() or a.dtype == torch.bool:
                raise TypeError(f"discrete actions must be integers, not {a.dtype}")
            if self.check_actions:
                lo, hi = self._bounds
                bad = (a < lo) | (a >= hi)
                if bool(bad.any()):
                    at = tuple(int(i) for i in torch.nonzero(bad)[0])
                    raise ValueError(f"actions must be in the action space's [start, start + n): actions"
                                     f"[{', '.join(map(str, at))}] is {a[at].item()}, not in "
                                     f"[{lo[at[1:]].item()}, {hi[at[1:]].item()})")
        elif self.check_actions and a.is_floating_point() and not dst.is_floating_point():
            raise TypeError(f"the action `{self._p.names['action']}` holds {dst.dtype}, not {a.dtype}")
        dst.copy_(a)

    def step(self, actions):
        self._check_not_ended()
        self._take()
        self._write_actions(actions)
        self.sim.step()
        if self.max_episode_steps is not None:
            self._elapsed_t += 1
        self._take()
        infos: dict[str, Any] = {}
        if self.autoreset_mode == AutoresetMode.NEXT_STEP:
            prev = self._ended_t
            # The worlds that ended last step start their next episode now, by their mask where
            # it is (none, most steps: a reset of no world); what the step did to them is
            # discarded.
            self.sim.reset_mask(prev)
            self._restart(prev)
            self._take()
            rew, term, trunc = self._flags()
            rew.masked_fill_(prev, 0.0)
            term &= ~prev
            trunc &= ~prev
            trunc |= self._time_limit_t()
            self._ended_t = term | trunc
            obs = self._obs()
        elif self.autoreset_mode == AutoresetMode.SAME_STEP:
            rew, term, trunc = self._flags()
            trunc |= self._time_limit_t()
            done = term | trunc
            # Every step (see the module documentation): the last observations, and which
            # worlds they end.
            infos["final_obs"] = self._t["obs"].clone()
            infos["_final_obs"] = done.clone()
            infos["final_info"] = {}
            mask = self._mask()
            if mask is not None:
                infos["final_info"] = {"action_mask": mask, "_action_mask": done.clone()}
            infos["_final_info"] = done.clone()
            self.sim.reset_mask(done)
            self._restart(done)
            self._take()
            self._ended_t = torch.zeros_like(done)
            obs = self._obs()
        else:
            rew, term, trunc = self._flags()
            trunc |= self._time_limit_t()
            self._ended_t = term | trunc
            obs = self._obs()
        self._p.check()
        return obs, rew, term, trunc, self._infos(infos)
