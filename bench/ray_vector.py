"""CartPole through manyworlds.ray.VectorEnv (1 and 2 actors) beside the single-process
manyworlds.gym.VectorEnv, on a local Ray instance of this machine's cores (issue 38):
env-steps/s and the time a step takes, and Ray's overhead per step (the Ray env's step time
less the single-process env's at the same worlds).

    target/pyenv/bin/python bench/ray_vector.py                 # 1024 and 65536 worlds
    target/pyenv/bin/python bench/ray_vector.py --worlds 4096 --seconds 3 --reps 5

Each measurement: a warm-up of 20 steps, then --reps stretches of about --seconds of
`env.step(actions)` with random actions made before the loop; the median reported.
"""

import argparse
import os
import statistics
import time

import numpy as np
import ray

from manyworlds.gym import VectorEnv
from manyworlds.ray import VectorEnv as RayVectorEnv


def rate(env, n, seconds, reps):
    env.reset(seed=1)
    acts = [np.random.default_rng(i).integers(0, 2, size=n) for i in range(16)]
    for i in range(20):
        env.step(acts[i % 16])
    out = []
    for _ in range(reps):
        steps, t0 = 0, time.perf_counter()
        while time.perf_counter() - t0 < seconds:
            env.step(acts[steps % 16])
            steps += 1
        out.append((time.perf_counter() - t0) / steps)
    return statistics.median(out)


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--worlds", default="1024,65536")
    p.add_argument("--seconds", type=float, default=2.0)
    p.add_argument("--reps", type=int, default=3)
    a = p.parse_args()
    cpus = os.cpu_count() or 2
    ray.init(num_cpus=cpus, include_dashboard=False, log_to_driver=False, configure_logging=False)
    params = {"random_actions": False}
    print(f"CartPole, {cpus} cores; per step: the median of {a.reps} stretches of {a.seconds:g} s")
    print(f"{'worlds':>7} {'env':<28} {'env-steps/s':>12} {'µs/step':>9} {'Ray overhead':>13}")
    for n in [int(w) for w in a.worlds.split(",")]:
        one = VectorEnv("cartpole", num_envs=n, threads=cpus, params=params)
        base = rate(one, n, a.seconds, a.reps)
        one.close()
        print(f"{n:>7} {'gym.VectorEnv, one process':<28} {n / base:>12.3e} {base * 1e6:>9.0f} {'':>13}", flush=True)
        for k in (1, 2):
            env = RayVectorEnv("cartpole", num_envs=n, num_shards=k, threads_per_shard=max(1, cpus // k), params=params)
            t = rate(env, n, a.seconds, a.reps)
            env.close()
            over = t - base
            print(f"{n:>7} {f'ray.VectorEnv, {k} actor(s)':<28} {n / t:>12.3e} {t * 1e6:>9.0f} "
                  f"{over * 1e6:>6.0f} µs {100 * over / t:>3.0f}%", flush=True)
    ray.shutdown()


if __name__ == "__main__":
    main()
