"""manyworlds.ray: a vector env over Ray actors is the single-process vector env, bit for bit,
and errors in actors come back naming the shard (a local Ray instance of 2 CPUs)."""

import os
import time

import numpy as np
import pytest

from conftest import CARTPOLE, DATA, need

ray = need("ray")

from manyworlds.gym import AutoresetMode, VectorEnv  # noqa: E402
from manyworlds.ray import VectorEnv as RayVectorEnv  # noqa: E402

STALL = str(DATA / "stall.rhai")


@pytest.fixture(scope="module", autouse=True)
def local_ray():
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False, configure_logging=False)
    yield
    ray.shutdown()


def _equal(x, y, what):
    if isinstance(x, np.ndarray) and x.dtype == object:
        assert x.shape == y.shape and all(
            (u is None and v is None) or (u is not None and v is not None and np.array_equal(u, v)) for u, v in zip(x, y)
        ), what
    else:
        np.testing.assert_array_equal(x, y, err_msg=what)


def _same_run(a, b, steps, rng, n):
    oa, ia = a.reset(seed=7)
    ob, ib = b.reset(seed=7)
    np.testing.assert_array_equal(oa, ob)
    ends = 0
    for t in range(steps):
        act = rng.integers(0, 2, size=n)
        ra, rb = a.step(act), b.step(act)
        for x, y, what in zip(ra[:4], rb[:4], ("obs", "reward", "terminated", "truncated")):
            np.testing.assert_array_equal(x, y, err_msg=f"{what}, step {t}")
        assert ra[4].keys() == rb[4].keys(), f"infos, step {t}"
        for k in ra[4]:
            if isinstance(ra[4][k], np.ndarray):
                _equal(ra[4][k], rb[4][k], f"infos[{k!r}], step {t}")
        ends += int(ra[2].sum() + ra[3].sum())
    return ends


@pytest.mark.parametrize("mode", [AutoresetMode.NEXT_STEP, AutoresetMode.SAME_STEP])
@pytest.mark.parametrize("shards, shared, direct", [(1, True, True), (2, True, True), (2, True, False),
                                                      (2, False, False)])
def test_shards_on_actors_are_one_process(mode, shards, shared, direct):
    # shared: actions and results through shared memory; else through Ray's object store.
    # direct: a step is a message over a socket to each shard; else a Ray task per shard.
    n = 9
    one = VectorEnv(CARTPOLE, num_envs=n, seed=3, threads=1, params={"random_actions": False}, autoreset_mode=mode)
    env = RayVectorEnv(CARTPOLE, num_envs=n, num_shards=shards, seed=3, params={"random_actions": False},
                       autoreset_mode=mode, shared=shared, direct=direct)
    assert (env._shared is not None) == shared
    assert (env._conns is not None) == (shared and direct), "connected where asked"
    assert env.single_observation_space == one.single_observation_space
    assert env.observation_space.shape == (n, 4) and [o for o, _ in env.spans][-1] == n - n // shards
    ends = _same_run(env, one, 150, np.random.default_rng(1), n)
    assert ends > 5, "episodes ended and worlds were reset"
    # A masked reset resets only those worlds, on whichever shard holds them.
    mask = np.zeros(n, dtype=bool)
    mask[[1, n - 1]] = True
    oa, _ = env.reset(options={"reset_mask": mask})
    ob, _ = one.reset(options={"reset_mask": mask})
    np.testing.assert_array_equal(oa, ob)
    env.close()
    one.close()


@pytest.mark.parametrize("direct", [True, False])
def test_errors_name_the_shard(direct):
    with pytest.raises(Exception, match=r"shard \d of 2 \(worlds") as e:
        RayVectorEnv("no_such_script_here.rhai", num_envs=4, num_shards=2)
    assert "no_such_script_here" in str(e.value)
    env = RayVectorEnv(CARTPOLE, num_envs=4, num_shards=2, params={"random_actions": False}, direct=direct)
    assert (env._conns is not None) == direct
    env.reset(seed=1)
    # A bad action is the single-process env's error, naming the shard that got it.
    with pytest.raises(ValueError, match=r"step: shard 1 of 2 \(worlds 2..3\)"):
        env.step(np.array([0, 1, 0, 5]))
    with pytest.raises(TypeError, match=r"step: shard 0 of 2 \(worlds 0..1\): discrete actions must be integers"):
        env.step(np.array([0.5, 1, 0, 1]))
    if direct:
        # An error in a step leaves the connections as they were: the next step goes over them.
        env.step(np.array([0, 1, 0, 1]))
        assert env._conns is not None
    pid = ray.get(env._actors[1].__ray_call__.remote(lambda self: os.getpid()))
    ray.kill(env._actors[1], no_restart=True)
    # ray.kill returns before the actor is gone: wait until a call to it fails and its process
    # is gone (until then it may still answer over its connection).
    for _ in range(100):
        try:
            ray.get(env._actors[1].spaces.remote(), timeout=5)
        except ray.exceptions.RayActorError:
            break
    for _ in range(100):
        if not os.path.exists(f"/proc/{pid}"):
            break
        time.sleep(0.1)
    with pytest.raises(RuntimeError, match=r"step: shard 1 of 2 \(worlds 2..3\) died"):
        env.step(np.zeros(4, dtype=np.int64))
    env.close()
    with pytest.raises(ValueError, match="num_shards"):
        RayVectorEnv(CARTPOLE, num_envs=2, num_shards=3)


@pytest.mark.parametrize("direct", [True, False])
def test_a_shard_that_does_not_answer_is_named(direct):
    env = RayVectorEnv(STALL, num_envs=4, num_shards=2, direct=direct)
    try:
        assert (env._conns is not None) == direct
        env.timeout = 1.0  # after starting, which takes longer
        env.reset(seed=1)
        env.step(np.zeros(4, dtype=np.int32))
        # World 2's step never ends: shard 1 is late, shard 0 answered.
        with pytest.raises(TimeoutError, match=r"^step: no answer within 1 s from shard 1 of 2 \(worlds 2..3\)$"):
            env.step(np.array([0, 0, 7, 0], dtype=np.int32))
        assert env._conns is None, "connections a late answer may come over are not used again"
    finally:
        env.close()  # kills the actor still running


def test_seeds_as_the_single_process_env_takes_them():
    env = RayVectorEnv(CARTPOLE, num_envs=4, num_shards=2, params={"random_actions": False})
    one = VectorEnv(CARTPOLE, num_envs=4, params={"random_actions": False})
    np.testing.assert_array_equal(env.reset(seed=[5, 6, 7, 8])[0], one.reset(seed=5)[0])
    for bad, kind in [([5, 7, 8, 9], ValueError), ([1.5, 2, 3, 4], TypeError), (-1, ValueError), ("x", TypeError)]:
        with pytest.raises(kind):
            env.reset(seed=bad)
    env.close()
    one.close()
