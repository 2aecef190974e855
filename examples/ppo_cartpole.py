"""PPO on manyworlds' CartPole, CleanRL style (one file, PyTorch), through the Gymnasium vector env.

    python examples/ppo_cartpole.py                        # 8 worlds, up to 500k env steps
    python examples/ppo_cartpole.py --total-steps 100000 --min-return 195   # what CI runs

The environment is `gym.make_vec("manyworlds/CartPole-v1", vectorization_mode=
"vector_entry_point")`: envs/cartpole.rhai compiled by manyworlds, one world per
sub-environment, autoreset in the same step (SAME_STEP) so that no transition from an episode's
end into the next episode's start enters the loss. Episode returns come from Gymnasium's
RecordEpisodeStatistics. The algorithm is CleanRL's ppo.py (clipped surrogate, GAE, value
loss, entropy bonus, annealed learning rate), written here from its description.

Prints one line per 10 updates, then `mean return of the last 20 episodes: R (N episodes, S env
steps, T s)`. With --min-return, exits with status 1 if R is below it. --target stops early once
the mean of the last 20 returns reaches it.
"""

from __future__ import annotations

import argparse
import collections
import random
import sys
import time

import gymnasium as gym
import numpy as np
import torch
import torch.nn as nn

import manyworlds.gym  # noqa: F401  (registers manyworlds/CartPole-v1)


def parse(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0], formatter_class=argparse.RawDescriptionHelpFormatter,
                                epilog=__doc__.split("\n\n", 1)[1])
    p.add_argument("--envs", type=int, default=8, help="worlds (sub-environments), default 8")
    p.add_argument("--total-steps", type=int, default=500_000, help="env steps over all worlds, default 500000")
    p.add_argument("--num-steps", type=int, default=128, help="steps per world per rollout, default 128")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--lr", type=float, default=2.5e-4)
    p.add_argument("--gamma", type=float, default=0.99)
    p.add_argument("--gae-lambda", type=float, default=0.95)
    p.add_argument("--minibatches", type=int, default=4)
    p.add_argument("--epochs", type=int, default=4)
    p.add_argument("--clip", type=float, default=0.2)
    p.add_argument("--ent-coef", type=float, default=0.01)
    p.add_argument("--vf-coef", type=float, default=0.5)
    p.add_argument("--max-grad-norm", type=float, default=0.5)
    p.add_argument("--threads", type=int, default=1, help="simulation threads (torch uses its own), default 1")
    p.add_argument("--target", type=float, default=None, help="stop once the last 20 returns average this")
    p.add_argument("--min-return", type=float, default=None, help="exit 1 if the final mean is below this")
    p.add_argument("--env-id", default="manyworlds/CartPole-v1",
                   help="manyworlds/CartPole-v1 (default), or a Gymnasium id such as CartPole-v1 (its own "
                        "environment in a SyncVectorEnv, as a control)")
    a = p.parse_args(argv)
    for name in ("envs", "total_steps", "num_steps", "minibatches", "epochs"):
        if getattr(a, name) < 1:
            p.error(f"--{name.replace('_', '-')} must be at least 1")
    if (a.envs * a.num_steps) % a.minibatches:
        p.error("--envs × --num-steps must be a multiple of --minibatches")
    return a


def layer(n_in, n_out, std=np.sqrt(2)):
    lin = nn.Linear(n_in, n_out)
    nn.init.orthogonal_(lin.weight, std)
    nn.init.constant_(lin.bias, 0.0)
    return lin


class Agent(nn.Module):
    def __init__(self, n_obs, n_act):
        super().__init__()
        self.critic = nn.Sequential(layer(n_obs, 64), nn.Tanh(), layer(64, 64), nn.Tanh(), layer(64, 1, 1.0))
        self.actor = nn.Sequential(layer(n_obs, 64), nn.Tanh(), layer(64, 64), nn.Tanh(), layer(64, n_act, 0.01))

    def value(self, x):
        return self.critic(x)

    def act(self, x, action=None):
        dist = torch.distributions.Categorical(logits=self.actor(x))
        if action is None:
            action = dist.sample()
        return action, dist.log_prob(action), dist.entropy(), self.critic(x)


def main(argv=None) -> int:
    a = parse(argv)
    random.seed(a.seed)
    np.random.seed(a.seed)
    torch.manual_seed(a.seed)
    torch.set_num_threads(1)
    same_step = gym.vector.AutoresetMode.SAME_STEP
    if a.env_id.startswith("manyworlds/"):
        envs = gym.make_vec(a.env_id, num_envs=a.envs, vectorization_mode="vector_entry_point",
                            autoreset_mode=same_step, seed=a.seed, threads=a.threads)
    else:
        # The control: Gymnasium's own environment, one Python env per world.
        envs = gym.make_vec(a.env_id, num_envs=a.envs, vectorization_mode="sync",
                            vector_kwargs={"autoreset_mode": same_step})
    envs = gym.wrappers.vector.RecordEpisodeStatistics(envs)
    n_obs = int(np.prod(envs.single_observation_space.shape))
    agent = Agent(n_obs, int(envs.single_action_space.n))
    opt = torch.optim.Adam(agent.parameters(), lr=a.lr, eps=1e-5)

    N, T = a.envs, a.num_steps
    obs_buf = torch.zeros((T, N, n_obs))
    act_buf = torch.zeros((T, N), dtype=torch.long)
    logp_buf = torch.zeros((T, N))
    rew_buf = torch.zeros((T, N))
    done_buf = torch.zeros((T, N))
    val_buf = torch.zeros((T, N))

    next_obs, _ = envs.reset(seed=a.seed)
    next_obs = torch.as_tensor(next_obs, dtype=torch.float32).reshape(N, n_obs)
    next_done = torch.zeros(N)
    returns = collections.deque(maxlen=20)
    episodes = 0
    steps = 0
    updates = max(1, a.total_steps // (N * T))
    t0 = time.perf_counter()
    for update in range(1, updates + 1):
        for g in opt.param_groups:
            g["lr"] = a.lr * (1.0 - (update - 1.0) / updates)
        for t in range(T):
            obs_buf[t] = next_obs
            done_buf[t] = next_done
            with torch.no_grad():
                action, logp, _, value = agent.act(next_obs)
            val_buf[t] = value.flatten()
            act_buf[t] = action
            logp_buf[t] = logp
            o, r, term, trunc, info = envs.step(action.numpy())
            steps += N
            rew_buf[t] = torch.as_tensor(r, dtype=torch.float32)
            next_obs = torch.as_tensor(o, dtype=torch.float32).reshape(N, n_obs)
            next_done = torch.as_tensor(np.logical_or(term, trunc), dtype=torch.float32)
            if "_episode" in info:
                for ret in info["episode"]["r"][info["_episode"]]:
                    returns.append(float(ret))
                    episodes += 1
        with torch.no_grad():
            next_value = agent.value(next_obs).flatten()
            adv = torch.zeros_like(rew_buf)
            last = 0.0
            for t in reversed(range(T)):
                nonterminal = 1.0 - (next_done if t == T - 1 else done_buf[t + 1])
                nv = next_value if t == T - 1 else val_buf[t + 1]
                delta = rew_buf[t] + a.gamma * nv * nonterminal - val_buf[t]
                last = delta + a.gamma * a.gae_lambda * nonterminal * last
                adv[t] = last
            ret_buf = adv + val_buf
        b_obs, b_act, b_logp = obs_buf.reshape(-1, n_obs), act_buf.reshape(-1), logp_buf.reshape(-1)
        b_adv, b_ret = adv.reshape(-1), ret_buf.reshape(-1)
        batch = N * T
        mb = batch // a.minibatches
        idx = np.arange(batch)
        for _ in range(a.epochs):
            np.random.shuffle(idx)
            for s in range(0, batch, mb):
                i = idx[s:s + mb]
                _, logp, ent, v = agent.act(b_obs[i], b_act[i])
                ratio = (logp - b_logp[i]).exp()
                m_adv = (b_adv[i] - b_adv[i].mean()) / (b_adv[i].std() + 1e-8)
                pg = torch.max(-m_adv * ratio, -m_adv * ratio.clamp(1 - a.clip, 1 + a.clip)).mean()
                v_loss = 0.5 * ((v.flatten() - b_ret[i]) ** 2).mean()
                loss = pg - a.ent_coef * ent.mean() + a.vf_coef * v_loss
                opt.zero_grad()
                loss.backward()
                nn.utils.clip_grad_norm_(agent.parameters(), a.max_grad_norm)
                opt.step()
        mean = float(np.mean(returns)) if returns else float("nan")
        if update % 10 == 0 or update == updates:
            print(f"update {update}/{updates}: {steps} env steps, {episodes} episodes, last-20 mean return {mean:.1f}, "
                  f"{steps / (time.perf_counter() - t0):.0f} steps/s", flush=True)
        if a.target is not None and len(returns) == returns.maxlen and mean >= a.target:
            break
    envs.close()
    mean = float(np.mean(returns)) if returns else float("nan")
    print(f"mean return of the last 20 episodes: {mean:.1f} ({episodes} episodes, {steps} env steps, "
          f"{time.perf_counter() - t0:.1f} s)")
    if a.min_return is not None and not mean >= a.min_return:
        print(f"below --min-return {a.min_return}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
