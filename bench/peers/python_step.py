"""env-steps/s of CartPole stepped from Python: manyworlds' binding three ways, Gymnasium's numpy
CartPoleVectorEnv, and EnvPool, one implementation and batch size per call (bench/python.sh
runs it in paired rounds beside `mw bench`).

    python bench/peers/python_step.py IMPL WORLDS SECONDS [THREADS]

IMPL:
  mw_sim       Sim.step() with the script's own random policy (what `mw bench` runs): the
               binding's overhead over the Rust loop
  mw_actions   random actions drawn with NumPy into the action view, then Sim.step()
  mw_gym       manyworlds.gym.VectorEnv.step(actions) (NEXT_STEP autoreset, copy=True)
  gymnasium    gymnasium's CartPoleVectorEnv.step(actions) (NumPy, one core)
  envpool      envpool.make("CartPole-v1", env_type="gymnasium", num_envs=WORLDS,
               batch_size=WORLDS, num_threads=THREADS).step(actions)

Prints one JSON line: {"impl", "worlds", "threads", "steps_per_s"}.
"""

import json
import sys
import time
import warnings

import numpy as np

# EnvPool's spaces warn about float64 bounds on every start; the figures are what matter here.
warnings.filterwarnings("ignore")


def measure(step, worlds, seconds):
    for _ in range(20):
        step()
    n = 0
    t0 = time.perf_counter()
    while True:
        for _ in range(10):
            step()
        n += 10
        dt = time.perf_counter() - t0
        if dt >= seconds:
            return n * worlds / dt


def main():
    impl, worlds, seconds = sys.argv[1], int(sys.argv[2]), float(sys.argv[3])
    threads = int(sys.argv[4]) if len(sys.argv) > 4 else 2
    rng = np.random.default_rng(0)
    if impl.startswith("mw"):
        import manyworlds as mw

        if impl == "mw_sim":
            sim = mw.Sim("cartpole", worlds=worlds, threads=threads)
            step = sim.step
        elif impl == "mw_actions":
            sim = mw.Sim("cartpole", worlds=worlds, threads=threads, params={"random_actions": False})
            act = sim.array("action")

            def step():
                act[:, 0] = rng.integers(0, 2, size=worlds, dtype=np.int32)
                sim.step()
        elif impl == "mw_gym":
            import manyworlds.gym as mg

            env = mg.VectorEnv("cartpole", worlds, threads=threads, params={"random_actions": False},
                               max_episode_steps=500)
            env.reset(seed=0)

            def step():
                env.step(rng.integers(0, 2, size=worlds))
        else:
            sys.exit(f"unknown implementation {impl}")
    elif impl == "gymnasium":
        from gymnasium.envs.classic_control.cartpole import CartPoleVectorEnv

        env = CartPoleVectorEnv(num_envs=worlds)
        env.reset(seed=0)
        threads = 1

        def step():
            env.step(rng.integers(0, 2, size=worlds))
    elif impl == "envpool":
        import envpool

        env = envpool.make("CartPole-v1", env_type="gymnasium", num_envs=worlds, batch_size=worlds,
                           num_threads=threads, seed=0)
        env.reset()

        def step():
            env.step(rng.integers(0, 2, size=worlds))
    else:
        sys.exit(f"unknown implementation {impl}")
    rate = measure(step, worlds, seconds)
    print(json.dumps({"impl": impl, "worlds": worlds, "threads": threads, "steps_per_s": rate}))


if __name__ == "__main__":
    main()
