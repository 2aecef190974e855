"""JaxMARL's jitted, vmapped step, timed as `mw bench` times ours (bench/marl.sh runs both).

    python bench/peers/marl_jaxmarl.py --env overcooked --layout cramped_room --worlds 1024,16384
    python bench/peers/marl_jaxmarl.py --env hanabi --players 2 --worlds 1024 --seconds 1 --reps 3

Per batch size: one jitted `lax.scan` of K steps of `jax.vmap(env.step)` (JaxMARL's step, with its
automatic reset) with random legal actions drawn inside the scan (Overcooked: any of the 6
actions; Hanabi: uniform over each agent's legal moves, `get_legal_moves`), compiled and run
once to warm up; K is chosen so one call takes about --seconds; then --reps calls are timed and
the median env-steps/s printed, one JSON line per batch size.
"""

import argparse
import json
import statistics
import time
import warnings

import jax
import jax.numpy as jnp
import jaxmarl


def make(args):
    if args.env == "overcooked":
        from jaxmarl.environments.overcooked import overcooked_layouts

        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)
            env = jaxmarl.make("overcooked", layout=overcooked_layouts[args.layout])

        def actions(key, st, n):
            ka, kb = jax.random.split(key)
            return {"agent_0": jax.random.randint(ka, (n,), 0, 6), "agent_1": jax.random.randint(kb, (n,), 0, 6)}
    else:
        env = jaxmarl.make("hanabi", num_agents=args.players)

        def actions(key, st, n):
            legal = jax.vmap(env.get_legal_moves)(st)
            keys = jax.random.split(key, (len(env.agents), n))
            pick = jax.vmap(lambda k, m: jax.random.categorical(k, jnp.log(m)))
            return {a: pick(keys[i], legal[a]) for i, a in enumerate(env.agents)}
    return env, actions


def measure(env, actions, n, seconds, reps):
    _, st = jax.vmap(env.reset)(jax.random.split(jax.random.PRNGKey(0), n))

    def body(carry, _):
        st, key = carry
        key, ka, ks = jax.random.split(key, 3)
        _, st, rew, _, _ = jax.vmap(env.step)(jax.random.split(ks, n), st, actions(ka, st, n))
        return (st, key), rew[env.agents[0]].sum()

    def runner(k):
        return jax.jit(lambda st, key: jax.lax.scan(body, (st, key), None, length=k)[0])

    # Size K from a short run, so one timed call is about `seconds`.
    k = 8
    probe = runner(k)
    carry = jax.block_until_ready(probe(st, jax.random.PRNGKey(1)))  # compiles
    per_step = float("inf")
    for _ in range(3):
        t = time.perf_counter()
        carry = jax.block_until_ready(probe(*carry))
        per_step = min(per_step, (time.perf_counter() - t) / k)
    k = max(8, min(100000, int(seconds / max(per_step, 1e-9))))
    run = runner(k)
    carry = jax.block_until_ready(run(*carry))  # compile and warm up
    rates = []
    for _ in range(reps):
        t = time.perf_counter()
        carry = jax.block_until_ready(run(*carry))
        rates.append(n * k / (time.perf_counter() - t))
    return statistics.median(rates), min(rates), max(rates), k


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--env", choices=["overcooked", "hanabi"], required=True)
    p.add_argument("--layout", default="cramped_room")
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--worlds", default="1024,16384,65536")
    p.add_argument("--seconds", type=float, default=1.0)
    p.add_argument("--reps", type=int, default=3)
    args = p.parse_args()
    env, actions = make(args)
    for n in [int(w) for w in args.worlds.split(",")]:
        med, lo, hi, k = measure(env, actions, n, args.seconds, args.reps)
        print(json.dumps({"who": "jaxmarl", "env": args.env, "worlds": n, "median": med, "min": lo, "max": hi,
                          "steps_per_call": k, "device": str(jax.devices()[0])}), flush=True)


if __name__ == "__main__":
    main()
