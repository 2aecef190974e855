"""PPO on CartPole over torch.distributed: each rank owns a shard of the worlds (CleanRL style).

    torchrun --nproc-per-node 2 examples/ppo_ddp.py             # 2 ranks, gloo on CPUs (NCCL on GPUs)
    python examples/ppo_ddp.py --shards 2                        # the same run in one process

Each of K ranks runs `manyworlds.torch.VectorEnv("cartpole", num_envs=N/K, world_offset=rank*N/K)`,
a shard of one population of N worlds (with `backend="cuda"` on the first GPU the rank sees
where there are GPUs: launch with CUDA_VISIBLE_DEVICES=$LOCAL_RANK per rank to give each its own;
on its CPU threads otherwise), collects its rollouts, and trains one policy wrapped in
`DistributedDataParallel`, whose backward pass all-reduces (averages) the gradients of every
rank's minibatch. Observations, rewards and flags reach torch without a copy: the vector env's
tensors are views of the simulation's memory (`copy=False`), on its GPU with `backend="cuda"`,
and its episode bookkeeping stays there too (no per-world data through the host).

Nothing here depends on how the shards are spread: every draw of the simulation is keyed by
the world's global index, and every draw of the learner (actions, minibatch order) by the
shard's own generator, so `--shards K` in one process (each shard's loss and gradient computed
apart, then averaged as the all-reduce does) gives the same episode returns, bit for bit, as K
ranks (python/tests/test_ddp.py checks 2 ranks on gloo against it).

Prints one line per 10 updates (rank 0), then `mean return of the last 20 episodes: R`; with
--returns-out DIR each shard writes its episode returns to DIR/shard-K.json; with --min-return,
exits with status 1 if R is below it.
"""

from __future__ import annotations

import argparse
import collections
import json
import os
import sys
import time

import gymnasium as gym
import numpy as np
import torch
import torch.distributed as dist
import torch.nn as nn

from manyworlds.torch import VectorEnv


def parse(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0], formatter_class=argparse.RawDescriptionHelpFormatter,
                                epilog=__doc__.split("\n\n", 1)[1])
    p.add_argument("--envs", type=int, default=16, help="worlds in all, over the shards, default 16")
    p.add_argument("--shards", type=int, default=None,
                   help="run this many shards in one process (without torchrun); default: one per rank")
    p.add_argument("--total-steps", type=int, default=200_000, help="env steps over all worlds, default 200000")
    p.add_argument("--num-steps", type=int, default=32, help="steps per world per rollout, default 32")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--lr", type=float, default=1e-3)
    p.add_argument("--gamma", type=float, default=0.98)
    p.add_argument("--gae-lambda", type=float, default=0.8)
    p.add_argument("--minibatches", type=int, default=1)
    p.add_argument("--epochs", type=int, default=20)
    p.add_argument("--clip", type=float, default=0.2)
    p.add_argument("--ent-coef", type=float, default=0.0)
    p.add_argument("--vf-coef", type=float, default=0.5)
    p.add_argument("--max-grad-norm", type=float, default=0.5)
    p.add_argument("--returns-out", default=None, help="a directory: each shard's episode returns as JSON")
    p.add_argument("--min-return", type=float, default=None, help="exit 1 if the final mean is below this")
    a = p.parse_args(argv)
    for name in ("envs", "total_steps", "num_steps", "minibatches", "epochs"):
        if getattr(a, name) < 1:
            p.error(f"--{name.replace('_', '-')} must be at least 1")
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

    def forward(self, x, action):
        """The minibatch's log-probabilities of `action`, entropies and values (what DDP runs)."""
        dist_ = torch.distributions.Categorical(logits=self.actor(x))
        return dist_.log_prob(action), dist_.entropy(), self.critic(x).flatten()


class Shard:
    """One shard of the worlds and everything of the learner that is its own: its rollouts and
    its generator (actions, minibatch order)."""

    def __init__(self, a, index, size, offset, device, backend):
        self.index = index
        env = VectorEnv("cartpole", num_envs=size, seed=a.seed, threads=1, backend=backend, copy=False,
                        params={"random_actions": False}, world_offset=offset,
                        autoreset_mode=gym.vector.AutoresetMode.SAME_STEP)
        self.env = env
        self.n, self.device = size, device
        self.gen = torch.Generator().manual_seed(a.seed * 1000 + index)
        obs, _ = self.env.reset(seed=a.seed)
        self.next_obs = obs.to(device).reshape(size, -1).clone()
        # Each world's return so far (SAME_STEP: an episode's last reward is its own).
        self.ret = torch.zeros(size, dtype=torch.float64, device=env.device)
        self.next_done = torch.zeros(size, device=device)
        self.returns: list[float] = []
        T, n_obs = a.num_steps, self.next_obs.shape[1]
        self.obs = torch.zeros((T, size, n_obs), device=device)
        self.act = torch.zeros((T, size), dtype=torch.long, device=device)
        self.logp = torch.zeros((T, size), device=device)
        self.rew = torch.zeros((T, size), device=device)
        self.done = torch.zeros((T, size), device=device)
        self.val = torch.zeros((T, size), device=device)

    def rollout(self, agent, a):
        for t in range(a.num_steps):
            self.obs[t] = self.next_obs
            self.done[t] = self.next_done
            with torch.no_grad():
                d = torch.distributions.Categorical(logits=agent.actor(self.next_obs))
                action = torch.multinomial(d.probs.cpu(), 1, generator=self.gen).flatten().to(self.device)
                self.logp[t] = d.log_prob(action)
                self.val[t] = agent.critic(self.next_obs).flatten()
            self.act[t] = action
            o, r, term, trunc, info = self.env.step(action)
            # The vector env's own tensors (the observation a view, copy=False): copied into the
            # buffers.
            self.rew[t] = r.to(self.device)
            self.next_obs = o.to(self.device).reshape(self.n, -1).clone()
            done = term | trunc
            self.next_done = done.to(self.device, torch.float32)
            self.ret += r
            if bool(done.any()):
                self.returns += self.ret[done].tolist()
                self.ret.masked_fill_(done, 0.0)
        with torch.no_grad():
            next_value = agent.critic(self.next_obs).flatten()
            adv = torch.zeros_like(self.rew)
            last = torch.zeros(self.n, device=self.device)
            for t in reversed(range(a.num_steps)):
                nonterminal = 1.0 - (self.next_done if t == a.num_steps - 1 else self.done[t + 1])
                nv = next_value if t == a.num_steps - 1 else self.val[t + 1]
                delta = self.rew[t] + a.gamma * nv * nonterminal - self.val[t]
                last = delta + a.gamma * a.gae_lambda * nonterminal * last
                adv[t] = last
        n_obs = self.obs.shape[2]
        self.b = (self.obs.reshape(-1, n_obs), self.act.reshape(-1), self.logp.reshape(-1), adv.reshape(-1),
                  (adv + self.val).reshape(-1))

    def loss(self, model, idx, a):
        b_obs, b_act, b_logp, b_adv, b_ret = self.b
        logp, ent, v = model(b_obs[idx], b_act[idx])
        ratio = (logp - b_logp[idx]).exp()
        m_adv = (b_adv[idx] - b_adv[idx].mean()) / (b_adv[idx].std() + 1e-8)
        pg = torch.max(-m_adv * ratio, -m_adv * ratio.clamp(1 - a.clip, 1 + a.clip)).mean()
        v_loss = 0.5 * ((v - b_ret[idx]) ** 2).mean()
        return pg - a.ent_coef * ent.mean() + a.vf_coef * v_loss


def main(argv=None) -> int:
    a = parse(argv)
    torch.manual_seed(a.seed)
    torch.set_num_threads(1)
    ranked = a.shards is None and "RANK" in os.environ
    if ranked:
        gpu = torch.cuda.is_available()
        dist.init_process_group("nccl" if gpu else "gloo")
        rank, k = dist.get_rank(), dist.get_world_size()
        local = int(os.environ.get("LOCAL_RANK", 0))
        # The simulation opens the first GPU the process sees: the rank's own where the launch
        # gives each rank one (CUDA_VISIBLE_DEVICES=$LOCAL_RANK, README "Scaling out").
        if gpu:
            device = torch.device(f"cuda:{local}" if torch.cuda.device_count() > local else "cuda:0")
        else:
            device = torch.device("cpu")
        backend = "cuda" if gpu else "cpu"
        mine = [rank]
    else:
        rank, k = 0, a.shards or 1
        device, backend = torch.device("cpu"), "cpu"
        mine = list(range(k))
    if a.envs < k:
        print(f"--envs ({a.envs}) must be at least the number of shards ({k})", file=sys.stderr)
        return 2
    sizes = [a.envs // k + (1 if i < a.envs % k else 0) for i in range(k)]
    offsets = [sum(sizes[:i]) for i in range(k)]
    shards = [Shard(a, i, sizes[i], offsets[i], device, backend) for i in mine]
    n_obs = shards[0].obs.shape[2]
    agent = Agent(n_obs, int(shards[0].env.single_action_space.n)).to(device)
    model = nn.parallel.DistributedDataParallel(agent) if ranked else agent
    opt = torch.optim.Adam(agent.parameters(), lr=a.lr, eps=1e-5)
    updates = max(1, a.total_steps // (a.envs * a.num_steps))
    steps, t0 = 0, time.perf_counter()
    for update in range(1, updates + 1):
        for g in opt.param_groups:
            g["lr"] = a.lr * (1.0 - (update - 1.0) / updates)
        for s in shards:
            s.rollout(agent, a)
        steps += a.envs * a.num_steps
        for _ in range(a.epochs):
            orders = [torch.randperm(s.n * a.num_steps, generator=s.gen) for s in shards]
            for j in range(a.minibatches):
                opt.zero_grad()
                if ranked:
                    s, order = shards[0], orders[0]
                    mb = len(order) // a.minibatches
                    s.loss(model, order[j * mb:(j + 1) * mb], a).backward()  # DDP averages over the ranks
                else:
                    # As the all-reduce: each shard's gradient divided by K, then summed in shard order.
                    total = None
                    for s, order in zip(shards, orders):
                        mb = len(order) // a.minibatches
                        agent.zero_grad()
                        s.loss(agent, order[j * mb:(j + 1) * mb], a).backward()
                        grads = [p.grad.detach() / k for p in agent.parameters()]
                        total = grads if total is None else [x + y for x, y in zip(total, grads)]
                    for p, g in zip(agent.parameters(), total):
                        p.grad = g
                nn.utils.clip_grad_norm_(agent.parameters(), a.max_grad_norm)
                opt.step()
        if rank == 0 and (update % 10 == 0 or update == updates):
            last = shards[0].returns[-20:]
            print(f"update {update}/{updates}: {steps} env steps, shard 0's last-20 mean return "
                  f"{np.mean(last) if last else float('nan'):.1f}, {steps / (time.perf_counter() - t0):.0f} steps/s",
                  flush=True)
    if a.returns_out:
        os.makedirs(a.returns_out, exist_ok=True)
        for s in shards:
            with open(os.path.join(a.returns_out, f"shard-{s.index}.json"), "w") as f:
                json.dump(s.returns, f)
    # The mean of every shard's last 20 episodes (gathered to every rank).
    last = torch.tensor([float(np.mean(s.returns[-20:])) if s.returns else float("nan") for s in shards])
    if ranked:
        everyone = [torch.zeros_like(last) for _ in range(k)]
        dist.all_gather(everyone, last.to(device) if device.type == "cuda" else last)
        last = torch.cat([x.cpu() for x in everyone])
    mean = float(last.mean())
    if rank == 0:
        print(f"mean return of the last 20 episodes: {mean:.1f} ({k} shards, {steps} env steps, "
              f"{time.perf_counter() - t0:.1f} s)")
    for s in shards:
        s.env.close()
    if ranked:
        dist.destroy_process_group()
    if a.min_return is not None and not mean >= a.min_return:
        print(f"below --min-return {a.min_return}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
