"""The Gymnasium adapters: the vector-env contract, the three autoreset modes, check_env, and
trajectory parity with Gymnasium's own CartPoleVectorEnv."""

import warnings

import gymnasium as gym
import numpy as np
import pytest
from gymnasium.envs.classic_control.cartpole import CartPoleVectorEnv
from gymnasium.utils.env_checker import check_env
from gymnasium.vector import AutoresetMode
from gymnasium.vector.utils import batch_space

import manyworlds.gym as mg
from conftest import CARTPOLE, DATA

COUNTER = str(DATA / "counter.rhai")


def test_make_vec_contract_with_warnings_as_errors():
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        envs = gym.make_vec("manyworlds/CartPole-v1", num_envs=16, vectorization_mode="vector_entry_point")
        assert isinstance(envs.unwrapped, gym.vector.VectorEnv)
        assert isinstance(envs.metadata["autoreset_mode"], AutoresetMode)
        assert envs.num_envs == 16
        assert envs.single_action_space == gym.spaces.Discrete(2)
        assert envs.single_observation_space == CartPoleVectorEnv(num_envs=1).single_observation_space
        assert envs.observation_space == batch_space(envs.single_observation_space, 16)
        assert envs.action_space == batch_space(envs.single_action_space, 16)
        obs, info = envs.reset(seed=0)
        assert obs.shape == (16, 4) and obs.dtype == np.float32 and envs.observation_space.contains(obs)
        for _ in range(50):
            obs, rew, term, trunc, info = envs.step(envs.action_space.sample())
            assert rew.shape == (16,) and term.dtype == np.bool_ and trunc.dtype == np.bool_
            assert envs.observation_space.contains(obs)
        envs.close()


def test_common_wrappers_for_1k_steps():
    envs = gym.make_vec("manyworlds/CartPole-v1", num_envs=8, vectorization_mode="vector_entry_point")
    envs = gym.wrappers.vector.RecordEpisodeStatistics(envs)
    envs = gym.wrappers.vector.NormalizeObservation(envs)
    envs = gym.wrappers.vector.ClipReward(envs, min_reward=-0.5, max_reward=0.5)
    envs.reset(seed=1)
    episodes = 0
    for _ in range(1000):
        obs, rew, term, trunc, info = envs.step(envs.action_space.sample())
        assert np.all(rew <= 0.5)
        if "episode" in info:
            episodes += int(info["_episode"].sum())
            assert np.all(info["episode"]["l"][info["_episode"]] > 0)
    assert episodes > 100
    envs.close()


def counting_reference(mode, steps, actions, n):
    """What Gymnasium's SyncVectorEnv gives for the counting env, world by world."""
    lengths = [2 + w % 3 for w in range(n)]
    count = [0] * n
    auto = [False] * n
    out = []
    for t in range(steps):
        obs, rew, term, trunc, final = [], [], [], [], []
        for w in range(n):
            if mode == AutoresetMode.NEXT_STEP and auto[w]:
                count[w] = 0
                o, r, te, tr = 0, 0.0, False, False
                f = None
            else:
                count[w] += 1
                o, r, te, tr = count[w], float(actions[t][w]), count[w] >= lengths[w], False
                f = None
                if mode == AutoresetMode.SAME_STEP and te:
                    f = o
                    count[w] = 0
                    o = 0
            auto[w] = te or tr
            obs.append(o)
            rew.append(r)
            term.append(te)
            trunc.append(tr)
            final.append(f)
        out.append((obs, rew, term, trunc, final))
    return out


@pytest.mark.parametrize("mode", [AutoresetMode.NEXT_STEP, AutoresetMode.SAME_STEP])
def test_autoreset_modes_on_a_counting_env(mode):
    n, steps = 6, 14
    env = mg.VectorEnv(COUNTER, n, autoreset_mode=mode)
    assert env.metadata["autoreset_mode"] == mode
    rng = np.random.default_rng(0)
    actions = rng.integers(1, 5, size=(steps, n))
    obs, _ = env.reset(seed=3)
    assert obs.tolist() == [0] * n
    for t, (o, r, te, tr, final) in enumerate(counting_reference(mode, steps, actions, n)):
        obs, rew, term, trunc, info = env.step(actions[t])
        assert obs.tolist() == o, t
        assert rew.tolist() == r, t
        assert term.tolist() == te and trunc.tolist() == tr, t
        if mode == AutoresetMode.SAME_STEP:
            done = np.array(te)
            if done.any():
                assert info["_final_obs"].tolist() == te and info["_final_info"].tolist() == te
                assert [None if x is None else int(x) for x in info["final_obs"]] == final
            else:
                assert "final_obs" not in info


def test_autoreset_disabled_needs_reset_masks():
    n = 6
    env = mg.VectorEnv(COUNTER, n, autoreset_mode=AutoresetMode.DISABLED)
    env.reset(seed=0)
    obs, rew, term, trunc, _ = env.step(np.ones(n, int))
    obs, rew, term, trunc, _ = env.step(np.ones(n, int))
    assert term.tolist() == [True, False, False, True, False, False]
    assert obs.tolist() == [2] * n  # no reset happened: the last observation stays
    with pytest.raises(AssertionError):
        env.step(np.ones(n, int))
    with pytest.raises(TypeError):
        env.reset(options={"reset_mask": [True] * n})
    with pytest.raises(ValueError):
        env.reset(options={"reset_mask": np.zeros(n, bool)})
    with pytest.raises(ValueError):
        env.reset(options={"reset_mask": np.ones(n + 1, bool)})
    with pytest.raises(TypeError):
        env.reset(options={"reset_mask": np.ones(n, int)})
    obs, _ = env.reset(options={"reset_mask": term})
    assert obs.tolist() == [0, 2, 2, 0, 2, 2]  # only the masked worlds were reset
    obs, rew, term, trunc, _ = env.step(np.full(n, 3))
    assert obs.tolist() == [1, 3, 3, 1, 3, 3] and rew.tolist() == [3.0] * n


def test_bad_actions_and_arguments():
    env = mg.VectorEnv(COUNTER, 4)
    env.reset()
    with pytest.raises(ValueError):
        env.step(np.ones(3, int))
    with pytest.raises(ValueError):
        env.step(np.full(4, 7))
    with pytest.raises(TypeError):
        env.step(np.full(4, 0.5))
    with pytest.raises(ValueError):
        mg.VectorEnv(COUNTER, 0)
    with pytest.raises(ValueError):
        mg.VectorEnv(COUNTER, 4, autoreset_mode="sometimes")
    with pytest.raises(ValueError, match="declares no episode"):
        mg.VectorEnv(str(DATA / "grow.rhai"), 2)
    with pytest.raises(ValueError):
        env.reset(seed=[1, 5, 2, 3])
    with pytest.raises(TypeError):
        env.reset(seed="x")
    with pytest.raises(ValueError):
        env.reset(seed=-1)
    with pytest.raises(TypeError):
        env.step(np.array([True, False, True, False]))
    with pytest.raises(TypeError):
        env.step(np.array([None] * 4))


def test_seeds_are_deterministic():
    a = mg.VectorEnv(CARTPOLE, 8, params={"random_actions": False})
    b = mg.VectorEnv(CARTPOLE, 8, params={"random_actions": False}, threads=1)
    oa, _ = a.reset(seed=42)
    ob, _ = b.reset(seed=42)
    assert np.array_equal(oa, ob)
    oc, _ = a.reset(seed=43)
    assert not np.array_equal(oa, oc)
    od, _ = a.reset(seed=[42 + i for i in range(8)])
    assert np.array_equal(oa, od)


def test_check_env_on_one_world():
    with warnings.catch_warnings():
        # Gymnasium's own CartPole gets the same warning about its unbounded velocities.
        warnings.filterwarnings("ignore", message=".*infinity.*")
        check_env(mg.WorldEnv(CARTPOLE, params={"random_actions": False}), skip_render_check=True)
        check_env(gym.make("manyworlds/CartPole-v1").unwrapped, skip_render_check=True)
        check_env(mg.WorldEnv(COUNTER), skip_render_check=True)


def test_trajectory_parity_with_gymnasium_cartpole_across_resets():
    """Same actions from the same states: Gymnasium's CartPoleVectorEnv and ours agree on
    every observation, reward, termination and truncation, through resets. Our random
    streams are not NumPy's, so each reset's first state is copied into Gymnasium's env."""
    n, steps = 32, 2500
    ours = mg.VectorEnv(CARTPOLE, n, params={"random_actions": False, "double": True}, max_episode_steps=500)
    ref = CartPoleVectorEnv(num_envs=n, max_episode_steps=500)
    obs, _ = ours.reset(seed=5)
    ref.reset(seed=5)
    ref.state = obs.astype(np.float64).T.copy()
    rng = np.random.default_rng(9)
    resets = 0
    worst = 0
    for t in range(steps):
        a = rng.integers(0, 2, size=n)
        o, r, te, tr, _ = ours.step(a)
        ro, rr, rte, rtr, _ = ref.step(a)
        reset_now = ref.steps == 0
        if reset_now.any():
            resets += int(reset_now.sum())
            ref.state[:, reset_now] = o[reset_now].T
            ro = ref.state.T.astype(np.float32)
        assert np.array_equal(te, rte) and np.array_equal(tr, rtr), t
        assert np.array_equal(r, rr), t
        # Ours are float64, Gymnasium's observations float32 of its float64 state: rounded to
        # float32, ours are within one float32 ulp of them (the README's "within one ulp"; in
        # this run all are equal). Both signs' ulps are counted on the bits' integer order.
        ours32 = o.astype(np.float32)
        assert ours32.dtype == ro.dtype == np.float32, (ours32.dtype, ro.dtype)
        bits = lambda x: np.where(x.view(np.int32) < 0, np.int64(-(2**31)) - x.view(np.int32), x.view(np.int32))
        ulps = np.abs(bits(ours32).astype(np.int64) - bits(ro).astype(np.int64))
        worst = max(worst, int(ulps.max()))
        assert worst <= 1, (t, worst)
    assert resets > 100


@pytest.mark.parametrize("mode", [AutoresetMode.NEXT_STEP, AutoresetMode.SAME_STEP])
def test_the_cuda_backend_gives_the_same_episodes(mode):
    """On a backend whose memory is not the host's (the CUDA executor on the emulated GPU),
    the adapter reads copies; every step matches the CPU backend's."""
    kw = dict(params={"random_actions": False}, max_episode_steps=60, autoreset_mode=mode)
    cpu = mg.VectorEnv(CARTPOLE, 12, **kw)
    dev = mg.VectorEnv(CARTPOLE, 12, backend="cuda-emulated", **kw)
    a, _ = cpu.reset(seed=4)
    b, _ = dev.reset(seed=4)
    assert np.array_equal(a, b)
    rng = np.random.default_rng(1)
    ends = 0
    for _ in range(150):
        act = rng.integers(0, 2, size=12)
        ra = cpu.step(act)
        rb = dev.step(act)
        for x, y in zip(ra[:4], rb[:4]):
            assert np.array_equal(x, y)
        ends += int((ra[2] | ra[3]).sum())
    assert ends > 12
