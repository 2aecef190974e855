#!/usr/bin/env python3
"""Measure CartPole-v1 env-steps/s of peer batch-simulation implementations on this machine.

One env-step = one world advanced by one step, with a random action, including automatic reset
of worlds whose episode ended (terminated or truncated at 500 steps; PufferLib: 200, see
README).  Every (peer, worlds) point is timed ``--reps`` times for ``--seconds`` each and the
median is reported, together with the number of CPU threads the peer was pinned to and the
measured CPU utilisation (process CPU seconds / wall seconds).

Each peer runs in its own subprocess, pinned with sched_setaffinity to the first 1 or 2 cores
this process may use, with OMP/OPENBLAS/MKL/XLA thread settings put in its environment before
numpy/jax are imported.  Setup, JIT compilation and a short warm-up are outside the timed
window; action generation is inside it.

Peers (``--peers``, default: all):
  gymnasium_np        gymnasium CartPoleVectorEnv(num_envs=N), numpy float64, 1 thread;
                      actions drawn each step with numpy.random.Generator.integers
  jax                 own jax.numpy CartPole (float32), jit + lax.scan of K steps per call,
                      jax.random (threefry) actions and resets, one XLA CPU device whose
                      intra-op thread pool may use both cores
  jax_pmap2           same step, worlds split over 2 XLA host devices with jax.pmap
                      (--xla_force_host_platform_device_count=2), one core each
  jax_pmap2_xorshift  as jax_pmap2 but per-world xorshift32 RNG instead of jax.random
                      (the kind of cheap RNG a C env uses); same physics and auto-reset
  gymnax              gymnax 1.0.1 CartPole-v1, env.step (auto-reset) and
                      action_space.sample vmapped over N, lax.scan of K steps, one XLA
                      CPU device (both cores allowed), per-world keys as gymnax users do
  pufferlib_c         PufferLib 3.0.0's C cartpole (pufferlib/ocean/cartpole/binding.c built
                      from the PyPI sdist by build_pufferlib_cartpole.py), driven like
                      pufferlib.ocean.cartpole.Cartpole.step: copy actions into the shared
                      float32 buffer, then binding.vec_step; 1 thread
  pufferlib_c_2proc   the same binding in 2 processes (one per core), N/2 worlds each,
                      stepping concurrently with no per-step synchronisation (upper bound
                      for a 2-process PufferLib vectorisation)

Usage examples:
  .venv/bin/python cartpole_peers.py                        # full default run, ~5 min
  .venv/bin/python cartpole_peers.py --peers jax,pufferlib_c --worlds 65536 --seconds 1
  .venv/bin/python cartpole_peers.py --json results.json --wait-quiet 600
  .venv/bin/python cartpole_peers.py --selftest            # correctness checks, ~15 s
"""

from __future__ import annotations

import argparse
import datetime
import json
import os
import platform
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_WORLDS = [1024, 16384, 65536, 262144]
DEFAULT_REFERENCE = os.path.normpath(os.path.join(HERE, "..", "..", "..", "shared", "reference", "cartpole_reference.json"))
PUFFER_DIR = os.path.join(HERE, ".build", "pufferlib_cartpole")
TARGET_STEPS_PER_CALL = 1 << 21  # env-steps per jitted call (K = max(1, this // N), K <= 4096)

PEERS = {
    "gymnasium_np": dict(threads=1, kind="gymnasium"),
    "jax": dict(threads=2, kind="jax", devices=1, rng="threefry"),
    "jax_pmap2": dict(threads=2, kind="jax", devices=2, rng="threefry"),
    "jax_pmap2_xorshift": dict(threads=2, kind="jax", devices=2, rng="xorshift"),
    "gymnax": dict(threads=2, kind="gymnax"),
    "pufferlib_c": dict(threads=1, kind="puffer"),
    "pufferlib_c_2proc": dict(threads=2, kind="puffer2"),
}

PEER_NOTES = {
    "gymnasium_np": "numpy float64 state; NEXT_STEP autoreset (one extra reset step per episode); actions: {actions}",
    "jax": "float32; same-step autoreset; jax.random threefry for actions (bits&1) and 4 reset uniforms per world per step",
    "jax_pmap2": "as jax, 2 host devices x 1 core via pmap",
    "jax_pmap2_xorshift": "as jax_pmap2 with a per-world xorshift32 RNG (1 action bit + 4 reset floats per step)",
    "gymnax": "gymnax CartPole-v1 float32; vmapped env.step + action_space.sample with per-world keys",
    "pufferlib_c": "C float32, MAX_STEPS=200, reset U[-0.04,0.04]; actions: {actions}; vec_log not called",
    "pufferlib_c_2proc": "2 independent processes, no per-step sync; actions: {actions}",
}

# Gymnasium CartPole-v1 constants (see shared/reference/cartpole_reference.json `meta`)
GRAVITY = 9.8
MASSCART = 1.0
MASSPOLE = 0.1
TOTAL_MASS = MASSPOLE + MASSCART
LENGTH = 0.5
POLEMASS_LENGTH = MASSPOLE * LENGTH
FORCE_MAG = 10.0
TAU = 0.02
THETA_THRESHOLD = 12 * 2 * 3.141592653589793 / 360
X_THRESHOLD = 2.4
MAX_STEPS = 500
RESET_LOW, RESET_HIGH = -0.05, 0.05


# ----------------------------------------------------------------------------------------------
# worker side: pinning, measurement loop, peers
# ----------------------------------------------------------------------------------------------


def pin_to(cores):
    os.sched_setaffinity(0, set(cores))


CLK_TCK = os.sysconf("SC_CLK_TCK")


def core_ticks(cores):
    """(busy, steal) ticks summed over the given cores, from /proc/stat; None if unavailable.

    busy = user + nice + system + irq + softirq (everything that ran there, ours or not)."""
    try:
        busy = steal = 0
        with open("/proc/stat") as f:
            for line in f:
                if line.startswith("cpu") and line[3:4].isdigit():
                    parts = line.split()
                    if int(parts[0][3:]) in cores and len(parts) > 8:
                        v = [int(x) for x in parts[1:9]]
                        busy += v[0] + v[1] + v[2] + v[5] + v[6]
                        steal += v[7]
        return busy, steal
    except (OSError, ValueError):
        return None


def interference(t0, t1, own_cpu_s, elapsed, cores):
    """-> (steal fraction, foreign fraction) of the pinned cores' time during a timed rep.

    steal: the hypervisor ran something else; foreign: other processes on this machine used
    the cores (busy ticks minus our own CPU time).  Both should be ~0 for a clean number."""
    if t0 is None or t1 is None:
        return None, None
    cap = CLK_TCK * elapsed * len(cores)
    steal = (t1[1] - t0[1]) / cap
    foreign = max(0.0, ((t1[0] - t0[0]) - own_cpu_s * CLK_TCK) / cap)
    return steal, foreign


def machine_busy(sample_s=1.0):
    """Fraction of all cores' time that something was running during the next sample_s seconds."""

    def read():
        with open("/proc/stat") as f:
            v = [int(x) for x in f.readline().split()[1:9]]
        return v[0] + v[1] + v[2] + v[5] + v[6] + v[7], sum(v)

    try:
        b0, t0 = read()
        time.sleep(sample_s)
        b1, t1 = read()
        return (b1 - b0) / max(1, t1 - t0)
    except (OSError, ValueError):
        return 0.0


def wait_quiet(max_wait, threshold=0.10):
    """Waits (up to max_wait s) until the machine is idle apart from us; returns seconds waited."""
    if max_wait <= 0:
        return 0.0
    start = time.perf_counter()
    while machine_busy() > threshold and time.perf_counter() - start < max_wait:
        time.sleep(2.0)
    return round(time.perf_counter() - start, 1)


def measure(chunk, worlds, seconds, reps, warm_seconds=0.3):
    """chunk() advances every world by k steps, blocks until done and returns k."""
    cores = sorted(os.sched_getaffinity(0))
    t0 = time.perf_counter()
    chunk()  # first call: JIT compilation / first touch, excluded
    first_call_s = time.perf_counter() - t0
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < warm_seconds:
        chunk()
    rates, utils, steals, foreign = [], [], [], []
    for _ in range(reps):
        k0 = core_ticks(cores)
        c0 = os.times()
        t0 = time.perf_counter()
        steps = 0
        while True:
            steps += chunk()
            elapsed = time.perf_counter() - t0
            if elapsed >= seconds:
                break
        c1 = os.times()
        cpu = (c1.user - c0.user) + (c1.system - c0.system)
        st, fo = interference(k0, core_ticks(cores), cpu, elapsed, cores)
        steals.append(st)
        foreign.append(fo)
        rates.append(worlds * steps / elapsed)
        utils.append(cpu / elapsed)
    return dict(
        rates=rates, cpu_util=statistics.median(utils), first_call_s=first_call_s, steal=steals, foreign=foreign
    )


def make_actions(worlds, source, seed, dtype):
    """Returns a function giving this step's random 0/1 actions (numpy)."""
    import numpy as np

    rng = np.random.default_rng(seed)
    if source == "numpy":
        return lambda: rng.integers(0, 2, size=worlds, dtype=dtype)
    table = rng.integers(0, 2, size=(64, worlds), dtype=dtype)
    state = [0]

    def from_cache():
        state[0] = (state[0] + 1) & 63
        return table[state[0]]

    return from_cache


# --- gymnasium ---------------------------------------------------------------------------------


def setup_gymnasium(worlds, args):
    import numpy as np
    from gymnasium.envs.classic_control.cartpole import CartPoleVectorEnv

    env = CartPoleVectorEnv(num_envs=worlds)
    env.reset(seed=0)
    actions = make_actions(worlds, args.gym_actions, 1, np.int64)

    def chunk():
        env.step(actions())
        return 1

    return chunk, dict(steps_per_call=1, actions=args.gym_actions)


# --- jax -------------------------------------------------------------------------------------------


def jax_physics(jnp, x, x_dot, theta, theta_dot, force):
    """Gymnasium CartPole equations, explicit Euler (all right-hand sides use the old state)."""
    costheta = jnp.cos(theta)
    sintheta = jnp.sin(theta)
    temp = (force + POLEMASS_LENGTH * theta_dot * theta_dot * sintheta) / TOTAL_MASS
    thetaacc = (GRAVITY * sintheta - costheta * temp) / (
        LENGTH * (4.0 / 3.0 - MASSPOLE * costheta * costheta / TOTAL_MASS)
    )
    xacc = temp - POLEMASS_LENGTH * thetaacc * costheta / TOTAL_MASS
    return (
        x + TAU * x_dot,
        x_dot + TAU * xacc,
        theta + TAU * theta_dot,
        theta_dot + TAU * thetaacc,
    )


def jax_terminated(x, theta):
    return (x < -X_THRESHOLD) | (x > X_THRESHOLD) | (theta < -THETA_THRESHOLD) | (theta > THETA_THRESHOLD)


def make_jax_cartpole(n, k, rng):
    """Returns (init(key) -> carry, run(carry) -> carry advancing n worlds by k steps).

    carry = (x, x_dot, theta, theta_dot, t, rng_state, episodes_finished); all per-world arrays
    have shape (n,).  Auto-reset happens in the same step (the returned state/obs of a finished
    world is its fresh reset state), as in gymnax and PufferLib.
    """
    import jax
    import jax.numpy as jnp

    def xorshift32(u):
        u = u ^ (u << 13)
        u = u ^ (u >> 17)
        return u ^ (u << 5)

    def to_reset_value(u):  # uniform in [-0.05, 0.05) from the top 24 bits
        return RESET_LOW + (RESET_HIGH - RESET_LOW) * ((u >> 8).astype(jnp.float32) * (1.0 / (1 << 24)))

    def draw(rng_state):
        """-> (new rng_state, action in {0,1} as int32, reset values (4, n))."""
        if rng == "threefry":
            key, ka, kr = jax.random.split(rng_state, 3)
            action = (jax.random.bits(ka, (n,), jnp.uint32) & 1).astype(jnp.int32)
            reset = jax.random.uniform(kr, (4, n), jnp.float32, RESET_LOW, RESET_HIGH)
            return key, action, reset
        u = xorshift32(rng_state)
        action = (u >> 31).astype(jnp.int32)
        vals = []
        for _ in range(4):
            u = xorshift32(u)
            vals.append(to_reset_value(u))
        return u, action, jnp.stack(vals)

    def step(carry, _):
        x, x_dot, theta, theta_dot, t, rng_state, episodes = carry
        rng_state, action, reset = draw(rng_state)
        force = jnp.where(action == 1, FORCE_MAG, -FORCE_MAG).astype(jnp.float32)
        x, x_dot, theta, theta_dot = jax_physics(jnp, x, x_dot, theta, theta_dot, force)
        t = t + 1
        done = jax_terminated(x, theta) | (t >= MAX_STEPS)
        x = jnp.where(done, reset[0], x)
        x_dot = jnp.where(done, reset[1], x_dot)
        theta = jnp.where(done, reset[2], theta)
        theta_dot = jnp.where(done, reset[3], theta_dot)
        t = jnp.where(done, 0, t)
        episodes = episodes + jnp.sum(done, dtype=jnp.int32)
        return (x, x_dot, theta, theta_dot, t, rng_state, episodes), None

    def run(carry):
        return jax.lax.scan(step, carry, None, length=k)[0]

    def init(key):
        k0, k1 = jax.random.split(key)
        s = jax.random.uniform(k0, (4, n), jnp.float32, RESET_LOW, RESET_HIGH)
        if rng == "threefry":
            rng_state = k1
        else:
            rng_state = jax.random.bits(k1, (n,), jnp.uint32) | jnp.uint32(1)  # nonzero seeds
        return (s[0], s[1], s[2], s[3], jnp.zeros(n, jnp.int32), rng_state, jnp.int32(0))

    return init, run


def steps_per_call(worlds):
    return max(1, min(4096, TARGET_STEPS_PER_CALL // worlds))


def setup_jax(worlds, args, devices, rng):
    import jax

    k = steps_per_call(worlds)
    if devices == 1:
        init, run = make_jax_cartpole(worlds, k, rng)
        carry = jax.jit(init)(jax.random.key(0))
        run_c = jax.jit(run, donate_argnums=0)
    else:
        if len(jax.devices()) < devices or worlds % devices:
            raise RuntimeError(f"need {devices} devices and worlds divisible by {devices}")
        init, run = make_jax_cartpole(worlds // devices, k, rng)
        carry = jax.pmap(init)(jax.random.split(jax.random.key(0), devices))
        run_c = jax.pmap(run, donate_argnums=0)
    state = [carry]

    def chunk():
        state[0] = jax.block_until_ready(run_c(state[0]))
        return k

    def episodes():
        return int(jax.numpy.sum(state[0][6]))

    return chunk, dict(steps_per_call=k, devices=devices, rng=rng, episodes=episodes)


def setup_gymnax(worlds, args):
    import jax
    import jax.numpy as jnp
    import gymnax

    env, params = gymnax.make("CartPole-v1")
    k = steps_per_call(worlds)
    v_reset = jax.vmap(env.reset, in_axes=(0, None))
    v_step = jax.vmap(env.step, in_axes=(0, 0, 0, None))
    v_sample = jax.vmap(env.action_space(params).sample)

    def body(carry, _):
        key, env_state, episodes = carry
        key, k_act, k_step = jax.random.split(key, 3)
        action = v_sample(jax.random.split(k_act, worlds))
        _obs, env_state, _reward, terminated, truncated, _info = v_step(
            jax.random.split(k_step, worlds), env_state, action, params
        )
        return (key, env_state, episodes + jnp.sum(terminated | truncated, dtype=jnp.int32)), None

    @jax.jit
    def init(key):
        key, k0 = jax.random.split(key)
        _obs, env_state = v_reset(jax.random.split(k0, worlds), params)
        return (key, env_state, jnp.int32(0))

    run = jax.jit(lambda c: jax.lax.scan(body, c, None, length=k)[0], donate_argnums=0)
    state = [init(jax.random.key(0))]

    def chunk():
        state[0] = jax.block_until_ready(run(state[0]))
        return k

    def episodes():
        return int(state[0][2])

    return chunk, dict(steps_per_call=k, episodes=episodes)


# --- pufferlib -------------------------------------------------------------------------------------


def load_puffer_binding():
    import glob
    import importlib.util

    paths = glob.glob(os.path.join(PUFFER_DIR, "binding*.so"))
    if not paths:
        raise ImportError(f"no PufferLib cartpole binding in {PUFFER_DIR}: run build_pufferlib_cartpole.py first")
    spec = importlib.util.spec_from_file_location("binding", paths[0])
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


class PufferCartpole:
    """Minimal stand-in for pufferlib.ocean.cartpole.Cartpole (same buffers, same calls)."""

    def __init__(self, binding, worlds, seed=0):
        import numpy as np

        self.b = binding
        self.observations = np.zeros((worlds, 4), np.float32)
        self.actions = np.zeros(worlds, np.float32)
        self.rewards = np.zeros(worlds, np.float32)
        self.terminals = np.zeros(worlds, np.uint8)
        self.truncations = np.zeros(worlds, np.uint8)
        self.handle = binding.vec_init(
            self.observations, self.actions, self.rewards, self.terminals, self.truncations, worlds, seed, continuous=0
        )
        binding.vec_reset(self.handle, seed)

    def step(self, actions):
        self.actions[:] = actions  # as Cartpole.step (discrete)
        self.b.vec_step(self.handle)

    def close(self):
        self.b.vec_close(self.handle)


def setup_puffer(worlds, args):
    import numpy as np

    binding = load_puffer_binding()
    env = PufferCartpole(binding, worlds)
    # int8, as in PufferLib's cartpole test_performance; Cartpole.step casts into float32
    actions = make_actions(worlds, args.puffer_actions, 1, np.int8)

    def chunk():
        env.step(actions())
        return 1

    return chunk, dict(steps_per_call=1, actions=args.puffer_actions, close=env.close)


def _puffer_child(core, worlds, args, barrier, queue, seed):
    pin_to([core])
    import numpy as np

    binding = load_puffer_binding()
    env = PufferCartpole(binding, worlds, seed=seed)
    actions = make_actions(worlds, args.puffer_actions, 1 + seed, np.int8)

    def chunk():
        env.step(actions())
        return 1

    barrier.wait()
    res = measure_synced(chunk, worlds, args.seconds, args.reps, barrier)
    queue.put((core, res))
    env.close()


def measure_synced(chunk, worlds, seconds, reps, barrier, warm_seconds=0.3):
    chunk()
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < warm_seconds:
        chunk()
    cores = sorted(os.sched_getaffinity(0))
    rates, utils, steals, foreign = [], [], [], []
    for _ in range(reps):
        barrier.wait()
        k0 = core_ticks(cores)
        c0 = os.times()
        t0 = time.perf_counter()
        steps = 0
        while True:
            steps += chunk()
            elapsed = time.perf_counter() - t0
            if elapsed >= seconds:
                break
        c1 = os.times()
        cpu = (c1.user - c0.user) + (c1.system - c0.system)
        st, fo = interference(k0, core_ticks(cores), cpu, elapsed, cores)
        steals.append(st)
        foreign.append(fo)
        rates.append(worlds * steps / elapsed)
        utils.append(cpu / elapsed)
    return dict(rates=rates, utils=utils, steals=steals, foreign=foreign)


def run_puffer_2proc(worlds, args, cores):
    import multiprocessing as mp

    load_puffer_binding()  # fail early (as ImportError) if it is not built
    ctx = mp.get_context("fork")
    nproc = len(cores)
    barrier = ctx.Barrier(nproc)
    queue = ctx.Queue()
    per = worlds // nproc
    procs = [
        ctx.Process(target=_puffer_child, args=(cores[i], per, args, barrier, queue, i)) for i in range(nproc)
    ]
    for p in procs:
        p.start()
    results = [queue.get() for _ in procs]
    for p in procs:
        p.join()
    rates = [sum(r["rates"][i] for _, r in results) for i in range(args.reps)]
    util = statistics.median(sum(r["utils"][i] for _, r in results) for i in range(args.reps))
    def per_rep_mean(key):
        return [
            None if any(r[key][i] is None for _, r in results) else sum(r[key][i] for _, r in results) / nproc
            for i in range(args.reps)
        ]

    return dict(
        rates=rates, cpu_util=util, first_call_s=None, steal=per_rep_mean("steals"), foreign=per_rep_mean("foreign")
    ), dict(
        steps_per_call=1, processes=nproc, actions=args.puffer_actions
    )


def worker(args):
    spec = PEERS[args.worker]
    allowed = sorted(os.sched_getaffinity(0))
    cores = allowed[: spec["threads"]]
    kind = spec["kind"]
    if kind != "puffer2":
        pin_to(cores)

    def emit(tag, obj):
        sys.stdout.write(f"@@{tag} {json.dumps(obj)}\n")
        sys.stdout.flush()

    try:
        if kind == "gymnasium":
            import gymnasium  # noqa: F401
        elif kind in ("jax", "gymnax"):
            import jax

            if kind == "gymnax":
                import gymnax  # noqa: F401
            if spec.get("devices", 1) > len(jax.devices()):
                raise ImportError(f"only {len(jax.devices())} XLA CPU devices")
        elif kind in ("puffer", "puffer2"):
            load_puffer_binding()
    except ImportError as e:
        emit("SKIP", dict(peer=args.worker, reason=f"{type(e).__name__}: {e}"))
        return

    for worlds in args.worlds:
        waited = wait_quiet(args.wait_quiet)
        if kind == "puffer2":
            res, info = run_puffer_2proc(worlds, args, cores)
        else:
            if kind == "gymnasium":
                chunk, info = setup_gymnasium(worlds, args)
            elif kind == "jax":
                chunk, info = setup_jax(worlds, args, spec["devices"], spec["rng"])
            elif kind == "gymnax":
                chunk, info = setup_gymnax(worlds, args)
            else:
                chunk, info = setup_puffer(worlds, args)
            res = measure(chunk, worlds, args.seconds, args.reps)
            if "episodes" in info:
                info["episodes_finished"] = info.pop("episodes")()
            if "close" in info:
                info.pop("close")()
        emit(
            "RESULT",
            dict(
                peer=args.worker,
                worlds=worlds,
                threads=len(cores),
                cores=cores,
                reps=res["rates"],
                cpu_util=res["cpu_util"],
                steal_fraction=res["steal"],
                foreign_fraction=res["foreign"],
                first_call_s=res["first_call_s"],
                waited_for_quiet_s=waited,
                **{k: v for k, v in info.items() if not callable(v)},
            ),
        )


# ----------------------------------------------------------------------------------------------
# parent side
# ----------------------------------------------------------------------------------------------


def versions():
    out = {"python": platform.python_version()}
    for name in ("numpy", "gymnasium", "jax", "jaxlib", "gymnax", "flax"):
        try:
            from importlib.metadata import version

            out[name] = version(name)
        except Exception:
            out[name] = None
    info = os.path.join(PUFFER_DIR, "build_info.json")
    if os.path.exists(info):
        with open(info) as f:
            b = json.load(f)
        out["pufferlib_c"] = f"{b['source']} built with {b['compiler']}"
    else:
        out["pufferlib_c"] = None
    return out


def cpu_model():
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor()


def worker_env(spec):
    env = dict(os.environ)
    t = str(spec["threads"] if spec["kind"] != "puffer2" else 1)
    for var in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS", "NUMEXPR_NUM_THREADS"):
        env[var] = t
    env["JAX_PLATFORMS"] = "cpu"
    env["TF_CPP_MIN_LOG_LEVEL"] = "2"
    flags = [f for f in env.get("XLA_FLAGS", "").split() if "force_host_platform_device_count" not in f]
    flags.append(f"--xla_force_host_platform_device_count={spec.get('devices', 1)}")
    env["XLA_FLAGS"] = " ".join(flags)
    return env


def worst_pct(values):
    vals = [x for x in values if x is not None]
    return f"{100 * max(vals):.1f}%" if vals else "?"


def fmt_row(r):
    reps = r["reps"]
    spread = f"[{min(reps):.3g} .. {max(reps):.3g}]"
    return (
        f"{r['peer']:<20} {r['worlds']:>8} {r['median_steps_per_s']:>14.4g} {r['threads']:>7} "
        f"{r['steps_per_s_per_core']:>14.4g} {r['cpu_util']:>8.2f} {worst_pct(r['steal_fraction']):>7} "
        f"{worst_pct(r['foreign_fraction']):>8}  {spread}"
    )


def parent(args):
    unknown = [p for p in args.peers if p not in PEERS]
    if unknown:
        sys.exit(f"unknown peer(s) {unknown}; choose from {', '.join(PEERS)}")
    allowed = sorted(os.sched_getaffinity(0))
    meta = dict(
        date_utc=datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ"),
        command=" ".join([os.path.basename(sys.executable)] + sys.argv),
        cpu=cpu_model(),
        usable_cores=allowed,
        versions=versions(),
        seconds_per_rep=args.seconds,
        reps=args.reps,
        gym_actions=args.gym_actions,
        puffer_actions=args.puffer_actions,
        definition="env-steps/s = worlds * steps / wall seconds (random actions, auto-reset included); "
        "median of reps; per_core = env-steps/s / threads (cores the peer was pinned to)",
    )
    print(f"# CartPole-v1 peers  {meta['date_utc']}  cpu: {meta['cpu']}  usable cores: {allowed}")
    print("# " + "  ".join(f"{k}={v}" for k, v in meta["versions"].items()))
    print(f"# {args.reps} reps x {args.seconds}s per point, median reported; JIT compile + 0.3 s warm-up excluded")
    print(
        "# cpu-util = process CPU s / wall s (median over reps); steal / foreign = worst rep's share of the "
        "pinned cores taken by the hypervisor / by other processes"
    )
    def describe(source):
        if source == "numpy":
            return "numpy Generator.integers(0, 2, N) every step, inside the timed loop"
        return "cycled from a pre-drawn 64 x N table (PufferLib's own test_performance does this)"

    notes = {}
    for p in args.peers:
        src = args.puffer_actions if p.startswith("pufferlib") else args.gym_actions
        notes[p] = PEER_NOTES[p].format(actions=describe(src))
        print(f"#   {p}: {notes[p]}")
    header = (
        f"{'peer':<20} {'worlds':>8} {'env-steps/s':>14} {'threads':>7} {'steps/s/core':>14} {'cpu-util':>8} "
        f"{'steal':>7} {'foreign':>8}  reps [min .. max]"
    )
    print(header)
    print("-" * len(header))
    sys.stdout.flush()

    results, skipped, noisy = [], [], []
    for peer in args.peers:
        spec = PEERS[peer]
        cmd = [
            sys.executable,
            os.path.abspath(__file__),
            "--worker",
            peer,
            "--worlds",
            ",".join(map(str, args.worlds)),
            "--seconds",
            str(args.seconds),
            "--reps",
            str(args.reps),
            "--gym-actions",
            args.gym_actions,
            "--puffer-actions",
            args.puffer_actions,
            "--wait-quiet",
            str(args.wait_quiet),
        ]
        if spec["threads"] > len(allowed):
            print(f"{peer:<20} SKIPPED: needs {spec['threads']} cores, {len(allowed)} usable")
            skipped.append(dict(peer=peer, reason="not enough cores"))
            continue
        proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, text=True, env=worker_env(spec))
        for line in proc.stdout:
            if line.startswith("@@RESULT "):
                r = json.loads(line[len("@@RESULT ") :])
                r["median_steps_per_s"] = statistics.median(r["reps"])
                r["steps_per_s_per_core"] = r["median_steps_per_s"] / r["threads"]
                results.append(r)
                print(fmt_row(r))
                worst = max([x for x in r["foreign_fraction"] + r["steal_fraction"] if x is not None] or [0])
                if worst > 0.05:
                    noisy.append(f"{peer}@{r['worlds']}")
            elif line.startswith("@@SKIP "):
                s = json.loads(line[len("@@SKIP ") :])
                skipped.append(s)
                print(f"{peer:<20} SKIPPED: {s['reason']}")
            else:
                sys.stdout.write(line)
            sys.stdout.flush()
        if proc.wait() != 0:
            print(f"{peer:<20} FAILED (exit {proc.returncode})")
            skipped.append(dict(peer=peer, reason=f"worker exited with {proc.returncode}"))

    if noisy:
        print(
            f"# WARNING: >5% of the pinned cores went to other processes or the hypervisor during: "
            f"{', '.join(noisy)}; rerun those on a quiet machine"
        )
    if args.json:
        with open(args.json, "w") as f:
            json.dump(dict(meta=meta, notes=notes, results=results, skipped=skipped), f, indent=2)
        print(f"# wrote {args.json}")


# ----------------------------------------------------------------------------------------------
# self-test: equations against the Gymnasium reference trajectories, auto-reset statistics
# ----------------------------------------------------------------------------------------------


def selftest(args):
    import numpy as np

    ok = True

    def check(name, cond, detail):
        nonlocal ok
        ok &= bool(cond)
        print(f"[{'PASS' if cond else 'FAIL'}] {name}: {detail}")

    ref = None
    if os.path.exists(args.reference):
        with open(args.reference) as f:
            ref = json.load(f)
    else:
        print(f"[SKIP] reference trajectories: {args.reference} not found (use --reference)")

    if ref is not None:
        trajs = ref["trajectories"]
        s0 = np.array([t["initial_state"] for t in trajs])  # (B, 4)
        acts = np.array([t["actions"] for t in trajs])  # (B, T)
        states = np.array([t["states"] for t in trajs])  # (B, T, 4)
        first = [t["first_terminated_step"] for t in trajs]
        # Compare up to the first termination; trajectories that never terminate in the float64
        # reference are compared over their first 100 steps only (float32 drift is ~1e-6 there,
        # but a balanced pole is chaotic over 500 steps, see meta.float32_relative_drift...).
        horizon = [f if f is not None else 100 for f in first]

        def compare(name, traj, term, exact):
            errs, same_term = [], True
            for b in range(len(trajs)):
                h = horizon[b]
                got, want = traj[b, :h], states[b, :h]
                # per-step relative error of the state vector, as in meta.float32_relative_drift
                errs.append(float(np.max(np.linalg.norm(got - want, axis=1) / np.linalg.norm(want, axis=1))))
                ft = int(np.argmax(term[b, :h])) + 1 if term[b, :h].any() else None
                same_term &= ft == first[b]
            worst = max(errs)
            cond = (worst == 0.0 if exact else worst < 1e-3) and same_term
            check(name, cond, f"max rel err up to first termination (or step 100) {worst:.2e}, same termination step: {same_term}")

        # gymnasium CartPoleVectorEnv (the installed version) vs the 1.4.0 reference: bit-exact
        try:
            from gymnasium.envs.classic_control.cartpole import CartPoleVectorEnv

            env = CartPoleVectorEnv(num_envs=len(trajs))
            env.reset(seed=0)
            env.state = s0.T.copy()
            out, term = [], []
            for t in range(acts.shape[1]):
                env.prev_done[:] = False  # ignore termination, as the reference does
                env.steps[:] = 0
                env.step(acts[:, t].astype(np.int64))
                out.append(env.state.T.copy())
                tm = (np.abs(env.state[0]) > X_THRESHOLD) | (np.abs(env.state[2]) > THETA_THRESHOLD)
                term.append(tm)
            compare("gymnasium CartPoleVectorEnv vs reference", np.stack(out, 1), np.stack(term, 1), exact=True)
        except ImportError as e:
            print(f"[SKIP] gymnasium: {e}")

        try:
            import jax
            import jax.numpy as jnp

            # float32 jax physics (the benchmark's `jax*` peers)
            def roll(phys):
                def body(s, a):
                    force = jnp.where(a == 1, FORCE_MAG, -FORCE_MAG).astype(jnp.float32)
                    s = phys(s, force)
                    return s, (jnp.stack(s, -1), jax_terminated(s[0], s[2]))

                init = tuple(jnp.asarray(s0[:, i], jnp.float32) for i in range(4))
                _, (tr, tm) = jax.lax.scan(body, init, jnp.asarray(acts.T))
                return np.asarray(tr).transpose(1, 0, 2), np.asarray(tm).T

            tr, tm = roll(lambda s, f: jax_physics(jnp, *s, f))
            compare("jax float32 step vs reference", tr, tm, exact=False)

            # gymnax step_env (no auto-reset) vs reference
            try:
                import gymnax
                from gymnax.environments.classic_control.cartpole import EnvState

                genv, params = gymnax.make("CartPole-v1")

                def gphys(s, force):
                    a = (force > 0).astype(jnp.int32)
                    st = EnvState(x=s[0], x_dot=s[1], theta=s[2], theta_dot=s[3], time=jnp.zeros(s[0].shape, jnp.int32))
                    _, st, _, _, _ = jax.vmap(genv.step_env, in_axes=(None, 0, 0, None))(
                        jax.random.key(0), st, a, params
                    )
                    return (st.x, st.x_dot, st.theta, st.theta_dot)

                tr, tm = roll(gphys)
                compare("gymnax step_env vs reference", tr, tm, exact=False)
            except ImportError as e:
                print(f"[SKIP] gymnax: {e}")
        except ImportError as e:
            print(f"[SKIP] jax: {e}")

    # Auto-reset statistics: random policy, mean episode length (steps per finished episode)
    n, warm, steps = 8192, 300, 1500
    lengths = {}
    try:
        from gymnasium.envs.classic_control.cartpole import CartPoleVectorEnv

        env = CartPoleVectorEnv(num_envs=n)
        env.reset(seed=0)
        rng = np.random.default_rng(0)
        eps = real = 0
        for t in range(warm + steps):
            reset_step = env.prev_done.copy()
            _, _, term, trunc, _ = env.step(rng.integers(0, 2, n))
            if t >= warm:
                eps += int(np.sum(term | trunc))
                real += int(np.sum(~reset_step))
        lengths["gymnasium_np"] = real / eps  # the NEXT_STEP reset steps are not episode steps
    except ImportError:
        pass
    try:
        import jax

        for rng_kind in ("threefry", "xorshift"):
            init, run = make_jax_cartpole(n, 100, rng_kind)
            c = jax.jit(run)(jax.jit(init)(jax.random.key(0)))
            c = jax.jit(run)(c)
            c = jax.jit(run)(c)
            e0 = int(c[6])
            for _ in range(steps // 100):
                c = jax.jit(run)(c)
            lengths[f"jax ({rng_kind})"] = n * steps / (int(c[6]) - e0)
            fresh = np.asarray(c[4]) == 0
            vals = np.stack([np.asarray(c[i])[fresh] for i in range(4)])
            check(
                f"jax ({rng_kind}) reset state range",
                fresh.any() and vals.min() >= RESET_LOW and vals.max() < RESET_HIGH,
                f"{int(fresh.sum())} fresh worlds, values in [{vals.min():.7f}, {vals.max():.7f}]",
            )
    except ImportError:
        pass
    try:
        chunk, info = setup_gymnax(n, args)
        k = info["steps_per_call"]
        for _ in range(max(1, warm // k)):
            chunk()
        e0 = info["episodes"]()
        calls = max(1, steps // k)
        for _ in range(calls):
            chunk()
        lengths["gymnax"] = n * k * calls / (info["episodes"]() - e0)
    except ImportError:
        pass
    try:
        binding = load_puffer_binding()
        penv = PufferCartpole(binding, n)
        rng = np.random.default_rng(0)
        for _ in range(warm):
            penv.step(rng.integers(0, 2, n))
        binding.vec_log(penv.handle)  # drop warm-up episodes
        for _ in range(steps):
            penv.step(rng.integers(0, 2, n))
        log = binding.vec_log(penv.handle)
        penv.close()
        lengths["pufferlib_c"] = log["episode_length"]
    except ImportError as e:
        print(f"[SKIP] pufferlib_c: {e}")

    if "gymnasium_np" in lengths:
        base = lengths["gymnasium_np"]
        for name, value in lengths.items():
            tol = 0.03 if name.startswith(("gymnasium", "jax", "gymnax")) else 0.15
            check(
                f"mean episode length, random policy: {name}",
                abs(value - base) / base < tol,
                f"{value:.2f} steps (gymnasium {base:.2f}, tolerance {tol:.0%})",
            )
    print("selftest:", "all checks passed" if ok else "SOME CHECKS FAILED")
    return 0 if ok else 1


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument(
        "--worlds",
        type=lambda s: [int(x) for x in s.split(",") if x],
        default=DEFAULT_WORLDS,
        help="comma-separated batch sizes (parallel worlds); default: %(default)s",
    )
    ap.add_argument("--seconds", type=float, default=1.5, help="timed seconds per repetition (default: %(default)s)")
    ap.add_argument("--reps", type=int, default=5, help="repetitions per point, median reported (default: %(default)s)")
    ap.add_argument(
        "--peers",
        type=lambda s: [x for x in s.split(",") if x],
        default=list(PEERS),
        help=f"comma-separated subset of: {', '.join(PEERS)} (default: all)",
    )
    ap.add_argument(
        "--gym-actions",
        choices=["numpy", "cache"],
        default="numpy",
        help="gymnasium_np actions: 'numpy' draws N random actions with numpy every step inside the "
        "timed loop (default); 'cache' cycles a pre-drawn 64 x N table",
    )
    ap.add_argument(
        "--puffer-actions",
        choices=["numpy", "cache"],
        default="cache",
        help="pufferlib_c* actions: 'cache' (default) cycles a pre-drawn 64 x N table, as PufferLib's "
        "own cartpole test_performance does; 'numpy' draws them every step like gymnasium_np. "
        "Either way they are copied into the env's float32 action buffer every step (timed). "
        "JAX peers always draw actions in-graph with their RNG.",
    )
    ap.add_argument(
        "--wait-quiet",
        type=float,
        default=0.0,
        metavar="SECONDS",
        help="before each (peer, worlds) point wait up to SECONDS until the machine is <10%% busy "
        "(useful on a shared machine, e.g. while someone runs cargo); default 0 = don't wait",
    )
    ap.add_argument("--json", metavar="FILE", help="also write all results (every repetition) to FILE as JSON")
    ap.add_argument("--selftest", action="store_true", help="run correctness checks instead of benchmarks")
    ap.add_argument("--reference", default=DEFAULT_REFERENCE, help="reference trajectories JSON for --selftest")
    ap.add_argument("--worker", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.reps < 1 or args.seconds <= 0:
        ap.error("--reps must be >= 1 and --seconds > 0")
    if args.worker:
        worker(args)
    elif args.selftest:
        sys.exit(selftest(args))
    else:
        parent(args)


if __name__ == "__main__":
    main()
