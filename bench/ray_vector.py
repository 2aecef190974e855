"""CartPole through manyworlds.ray.VectorEnv (1 and 2 actors; a step sent over a local socket,
and a Ray task per actor) beside the single-process manyworlds.gym.VectorEnv, on a local Ray
instance of this machine (issue 38), in paired rounds: env-steps/s, the time a step takes, and
Ray's overhead per step (the Ray env's step time less the single-process env's in the same
round).

    target/pyenv/bin/python bench/ray_vector.py                 # 1024 and 65536 worlds
    target/pyenv/bin/python bench/ray_vector.py --worlds 4096 --seconds 1 --rounds 9

Every env of a world count lives at once (Ray is told 4x the cores, so that the actors of all
of them fit; an env not being measured is idle: its actors wait on a socket or for a task, its
threads sleep). Each round measures every env for about --seconds of `env.step(actions)`
(random actions made before the loop), in an order that rotates from round to round; the
figures are medians over the rounds (the overhead's, of the per-round differences and ratios).
The single-process env and each shard get all the machine's threads between them.
"""

import argparse
import os
import statistics
import time

import numpy as np
import ray

from manyworlds.gym import VectorEnv
from manyworlds.ray import VectorEnv as RayVectorEnv


def stretch(env, acts, seconds):
    """Seconds a step over a stretch of about `seconds`."""
    steps, t0 = 0, time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        env.step(acts[steps % len(acts)])
        steps += 1
    return (time.perf_counter() - t0) / steps


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--worlds", default="1024,65536")
    p.add_argument("--seconds", type=float, default=1.0)
    p.add_argument("--rounds", type=int, default=7)
    a = p.parse_args()
    cpus = os.cpu_count() or 2
    ray.init(num_cpus=4 * cpus, include_dashboard=False, log_to_driver=False, configure_logging=False)
    params = {"random_actions": False}
    print(f"CartPole, {cpus} cores; per step: medians of {a.rounds} paired rounds of {a.seconds:g} s")
    print(f"{'worlds':>7} {'env':<33} {'env-steps/s':>12} {'µs/step':>9} {'Ray overhead':>13}")
    for n in [int(w) for w in a.worlds.split(",")]:
        envs = {"gym.VectorEnv, one process": VectorEnv("cartpole", num_envs=n, threads=cpus, params=params)}
        for k in (1, 2):
            for direct in (True, False):
                how = f"ray.VectorEnv, {k} actor{'s' if k > 1 else ''}, {'socket' if direct else 'tasks'}"
                envs[how] = RayVectorEnv("cartpole", num_envs=n, num_shards=k, threads_per_shard=max(1, cpus // k),
                                         params=params, direct=direct)
        acts = [np.random.default_rng(i).integers(0, 2, size=n) for i in range(16)]
        for env in envs.values():
            env.reset(seed=1)
            for i in range(20):
                env.step(acts[i % 16])
        names = list(envs)
        times = {name: [] for name in names}
        for r in range(a.rounds):
            for name in names[r % len(names):] + names[:r % len(names)]:
                times[name].append(stretch(envs[name], acts, a.seconds))
        base = times[names[0]]
        for name in names:
            t = statistics.median(times[name])
            line = f"{n:>7} {name:<33} {n / t:>12.3e} {t * 1e6:>9.0f}"
            if name != names[0]:
                over = statistics.median(x - b for x, b in zip(times[name], base))
                share = statistics.median((x - b) / x for x, b in zip(times[name], base))
                line += f" {over * 1e6:>6.0f} µs {100 * share:>3.0f}%"
            print(line, flush=True)
        for env in envs.values():
            env.close()
    ray.shutdown()


if __name__ == "__main__":
    main()
