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
    every observation, reward, termination and truncation, through resets, in float64. Our
    random streams are not NumPy's, and CartPole is chaotic (a one-ulp difference grows
    without bound over hundreds of steps), so before every step Gymnasium's float64 state is
    set to ours: each step is compared from the very same float64 state."""
    n, steps = 32, 2500
    ours = mg.VectorEnv(CARTPOLE, n, params={"random_actions": False, "double": True}, max_episode_steps=500)
    ref = CartPoleVectorEnv(num_envs=n, max_episode_steps=500)
    obs, _ = ours.reset(seed=5)
    ref.reset(seed=5)
    assert obs.dtype == np.float64, obs.dtype
    resets = exact = compared = 0
    worst = 0.0
    rng = np.random.default_rng(9)
    for t in range(steps):
        ref.state = obs.T.copy()
        assert ref.state.dtype == np.float64
        before = obs.copy()
        a = rng.integers(0, 2, size=n)
        obs, r, te, tr, _ = ours.step(a)
        _, rr, rte, rtr, _ = ref.step(a)
        assert obs.dtype == np.float64, obs.dtype
        assert np.array_equal(te, rte) and np.array_equal(tr, rtr), t
        assert np.array_equal(r, rr), t
        # An env that ended this step shows its next episode's first state (ours' reset):
        # nothing of Gymnasium's to compare it with.
        live = ref.steps != 0
        resets += int((~live).sum())
        got, want = obs[live], ref.state.T[live]
        # float64 ulps, of the larger of a component's magnitudes before and after the step
        # (a component near 0 after the step, such as a velocity changing sign, is the sum of
        # larger terms, whose rounding is what differs). Only sin/cos round differently from
        # the C library (docs/src/embedding.md, "CartPole against Gymnasium"): measured, 70 of
        # 306,216 components differ, by at most 4 such ulps. A float32 step is ~10^8 off.
        scale = np.spacing(np.maximum(np.abs(want), np.abs(before[live])))
        ulps = np.abs(got - want) / scale
        worst = max(worst, float(ulps.max(initial=0.0)))
        assert worst <= 4, (t, worst, got, want)
        exact += int((got == want).sum())
        compared += got.size
    assert resets > 100
    assert exact >= 0.999 * compared, (exact, compared)


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
