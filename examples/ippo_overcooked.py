"""IPPO with parameter sharing on manyworlds' Overcooked, CleanRL style (one file, PyTorch).

    python examples/ippo_overcooked.py                      # cramped room, up to 3M env steps
    python examples/ippo_overcooked.py --layout coord_ring --total-steps 6000000
    python examples/ippo_overcooked.py --total-steps 1500000 --min-soups 1   # what CI runs

The environment is `manyworlds.gym.VectorEnv("overcooked", params={"layout": ...,
"random_actions": False})`: envs/overcooked.rhai (JaxMARL's Overcooked, step for step), one world
per sub-environment, with the agent axis: observations (worlds, 2, H * W * 26), actions (worlds,
2), rewards (worlds, 2). Both chefs act from one shared network (a 64-64 tanh MLP, an actor head
and a critic head), each from its own observation: independent PPO with parameter sharing, the
two chefs' transitions pooled as 2 x worlds samples a step. The reward is JaxMARL IPPO's: the
sparse reward (20 per soup served, both chefs) plus the shaped reward (onion in pot, useful plate,
soup picked up: the `shaped_reward` export), the shaped part annealed linearly to 0 over
--shaping-horizon env steps. The algorithm is CleanRL's ppo.py (clipped surrogate, GAE, value
loss, entropy bonus, annealed learning rate), with JaxMARL's IPPO Overcooked settings by default.

Prints one line per 10 updates, then `soups per episode, mean of the last 64 episodes: S (N
episodes, E env steps, T s)`. With --min-soups, exits with status 1 if S is below it; --target
stops early once it is reached.
"""

from __future__ import annotations

import argparse
import collections
import sys
import time

import numpy as np
import torch
import torch.nn as nn

from manyworlds.gym import AutoresetMode, VectorEnv

DELIVERY = 20.0


def parse(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0], formatter_class=argparse.RawDescriptionHelpFormatter,
                                epilog=__doc__.split("\n\n", 1)[1])
    p.add_argument("--layout", default="cramped_room",
                   help="cramped_room (default), asymm_advantages, coord_ring, forced_coord, counter_circuit")
    p.add_argument("--envs", type=int, default=64, help="worlds (sub-environments), default 64")
    p.add_argument("--total-steps", type=int, default=3_000_000, help="env steps over all worlds, default 3000000")
    p.add_argument("--num-steps", type=int, default=128, help="steps per world per rollout, default 128")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--lr", type=float, default=2.5e-4)
    p.add_argument("--gamma", type=float, default=0.99)
    p.add_argument("--gae-lambda", type=float, default=0.95)
    p.add_argument("--minibatches", type=int, default=8)
    p.add_argument("--epochs", type=int, default=4)
    p.add_argument("--clip", type=float, default=0.2)
    p.add_argument("--ent-coef", type=float, default=0.01)
    p.add_argument("--vf-coef", type=float, default=0.5)
    p.add_argument("--max-grad-norm", type=float, default=0.5)
    p.add_argument("--shaping-horizon", type=float, default=2_500_000,
                   help="env steps over which the shaped reward's weight falls from 1 to 0, default 2500000")
    p.add_argument("--threads", type=int, default=1, help="simulation threads (torch uses its own), default 1")
    p.add_argument("--target", type=float, default=None, help="stop once the last 64 episodes average this many soups")
    p.add_argument("--min-soups", type=float, default=None, help="exit 1 if the final mean is below this")
    a = p.parse_args(argv)
    for name in ("envs", "total_steps", "num_steps", "minibatches", "epochs"):
        if getattr(a, name) < 1:
            p.error(f"--{name.replace('_', '-')} must be at least 1")
    if (a.envs * 2 * a.num_steps) % a.minibatches:
        p.error("--envs x 2 agents x --num-steps must be a multiple of --minibatches")
    return a


def layer(i, o, std=np.sqrt(2)):
    lin = nn.Linear(i, o)
    nn.init.orthogonal_(lin.weight, std)
    nn.init.constant_(lin.bias, 0.0)
    return lin


class Agent(nn.Module):
    """One network for both chefs: an actor and a critic, each a 64-64 tanh MLP."""

    def __init__(self, obs: int, actions: int):
        super().__init__()
        self.critic = nn.Sequential(layer(obs, 64), nn.Tanh(), layer(64, 64), nn.Tanh(), layer(64, 1, 1.0))
        self.actor = nn.Sequential(layer(obs, 64), nn.Tanh(), layer(64, 64), nn.Tanh(), layer(64, actions, 0.01))

    def value(self, x):
        return self.critic(x).squeeze(-1)

    def act(self, x, action=None):
        dist = torch.distributions.Categorical(logits=self.actor(x))
        if action is None:
            action = dist.sample()
        return action, dist.log_prob(action), dist.entropy(), self.value(x)


def main(argv=None) -> int:
    a = parse(argv)
    torch.manual_seed(a.seed)
    env = VectorEnv("overcooked", num_envs=a.envs, seed=a.seed, threads=a.threads,
                    params={"layout": a.layout, "random_actions": False}, autoreset_mode=AutoresetMode.SAME_STEP)
    n_agents = env.single_observation_space.shape[0]
    n_obs = int(np.prod(env.single_observation_space.shape[1:]))
    n_act = int(env.single_action_space.nvec.reshape(-1)[0])
    agent = Agent(n_obs, n_act)
    opt = torch.optim.Adam(agent.parameters(), lr=a.lr, eps=1e-5)

    rows = a.envs * n_agents  # one sample per chef per world per step
    obs_buf = torch.zeros((a.num_steps, rows, n_obs))
    act_buf = torch.zeros((a.num_steps, rows), dtype=torch.long)
    logp_buf = torch.zeros((a.num_steps, rows))
    rew_buf = torch.zeros((a.num_steps, rows))
    done_buf = torch.zeros((a.num_steps, rows))
    val_buf = torch.zeros((a.num_steps, rows))

    obs, _ = env.reset(seed=a.seed)
    next_obs = torch.as_tensor(obs.reshape(rows, n_obs))
    next_done = torch.zeros(rows)
    ep_return = np.zeros(a.envs)
    soups = collections.deque(maxlen=64)
    episodes = 0
    steps = 0
    updates = max(1, a.total_steps // (a.envs * a.num_steps))
    batch = rows * a.num_steps
    minibatch = batch // a.minibatches
    start = time.time()
    for update in range(1, updates + 1):
        for g in opt.param_groups:
            g["lr"] = a.lr * (1.0 - (update - 1.0) / updates)
        for t in range(a.num_steps):
            obs_buf[t] = next_obs
            done_buf[t] = next_done
            with torch.no_grad():
                action, logp, _, value = agent.act(next_obs)
            act_buf[t], logp_buf[t], val_buf[t] = action, logp, value
            obs, reward, term, trunc, _ = env.step(action.numpy().reshape(a.envs, n_agents))
            shaped = env.sim.read("shaped_reward")
            weight = max(0.0, 1.0 - steps / a.shaping_horizon)
            rew_buf[t] = torch.as_tensor((reward + weight * shaped).reshape(rows), dtype=torch.float32)
            steps += a.envs
            ep_return += reward[:, 0]
            done = term | trunc
            for w in np.flatnonzero(done):
                soups.append(ep_return[w] / DELIVERY)
                episodes += 1
            ep_return[done] = 0.0
            next_obs = torch.as_tensor(obs.reshape(rows, n_obs))
            next_done = torch.as_tensor(np.repeat(done, n_agents), dtype=torch.float32)

        # Generalised advantage estimation, per chef.
        with torch.no_grad():
            next_value = agent.value(next_obs)
            adv = torch.zeros_like(rew_buf)
            last = torch.zeros(rows)
            for t in reversed(range(a.num_steps)):
                nonterminal = 1.0 - (next_done if t == a.num_steps - 1 else done_buf[t + 1])
                nv = next_value if t == a.num_steps - 1 else val_buf[t + 1]
                delta = rew_buf[t] + a.gamma * nv * nonterminal - val_buf[t]
                last = delta + a.gamma * a.gae_lambda * nonterminal * last
                adv[t] = last
            ret = adv + val_buf

        b_obs, b_act, b_logp = obs_buf.reshape(batch, n_obs), act_buf.reshape(batch), logp_buf.reshape(batch)
        b_adv, b_ret = adv.reshape(batch), ret.reshape(batch)
        for _ in range(a.epochs):
            order = torch.randperm(batch)
            for s in range(0, batch, minibatch):
                mb = order[s:s + minibatch]
                _, logp, entropy, value = agent.act(b_obs[mb], b_act[mb])
                ratio = (logp - b_logp[mb]).exp()
                mb_adv = b_adv[mb]
                mb_adv = (mb_adv - mb_adv.mean()) / (mb_adv.std() + 1e-8)
                pg = torch.max(-mb_adv * ratio, -mb_adv * ratio.clamp(1 - a.clip, 1 + a.clip)).mean()
                v_loss = 0.5 * ((value - b_ret[mb]) ** 2).mean()
                loss = pg - a.ent_coef * entropy.mean() + a.vf_coef * v_loss
                opt.zero_grad()
                loss.backward()
                nn.utils.clip_grad_norm_(agent.parameters(), a.max_grad_norm)
                opt.step()

        mean = float(np.mean(soups)) if soups else 0.0
        if update % 10 == 0 or update == updates:
            print(f"update {update}/{updates}: {steps} env steps, {episodes} episodes, soups per episode "
                  f"(last {len(soups)}) {mean:.2f}, shaped weight {max(0.0, 1.0 - steps / a.shaping_horizon):.2f}, "
                  f"{time.time() - start:.0f} s", flush=True)
        if a.target is not None and len(soups) == soups.maxlen and mean >= a.target:
            break
    env.close()
    mean = float(np.mean(soups)) if soups else 0.0
    print(f"soups per episode, mean of the last {len(soups)} episodes: {mean:.2f} ({episodes} episodes, {steps} env "
          f"steps, {time.time() - start:.0f} s)")
    if a.min_soups is not None and (len(soups) == 0 or mean < a.min_soups):
        print(f"below --min-soups {a.min_soups}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
