"""The agent axis of the Gymnasium vector env (hide-and-seek: [worlds, agents, ...] observations
and actions, rewards per agent, flags per world, autoreset), and action masks (the episode's
`action_mask`) in the vector env, the one-world env and the PettingZoo adapter."""

import numpy as np
import pytest
from gymnasium import spaces
from gymnasium.utils.env_checker import check_env
from gymnasium.vector import AutoresetMode
from gymnasium.vector.utils import batch_space

import manyworlds as mw
import manyworlds.gym as mg
from conftest import DATA, need

MASKED = str(DATA / "masked.rhai")
HIDE = {"hiders": 2, "seekers": 2, "boxes": 2, "random_actions": False}


def test_hide_and_seek_as_a_vector_env_with_an_agent_axis():
    env = mg.VectorEnv("hide_and_seek", num_envs=8, params=HIDE)
    assert env.single_observation_space.shape == (4, 16)
    assert env.single_observation_space.dtype == np.float32
    assert env.single_action_space == spaces.MultiDiscrete(np.tile([5, 2], (4, 1)), dtype=np.int32)
    assert env.observation_space == batch_space(env.single_observation_space, 8)
    assert env.action_space == batch_space(env.single_action_space, 8)
    obs, infos = env.reset(seed=2)
    assert obs.shape == (8, 4, 16) and env.observation_space.contains(obs)
    assert "action_mask" not in infos  # the episode names none
    first = obs.copy()
    for t in range(1, 121):
        actions = env.action_space.sample()
        assert actions.shape == (8, 4, 2)
        obs, rew, term, trunc, infos = env.step(actions)
        assert obs.shape == (8, 4, 16) and env.observation_space.contains(obs)
        assert rew.shape == (8, 4) and rew.dtype == np.float32
        assert term.shape == trunc.shape == (8,) and term.dtype == trunc.dtype == np.bool_
        # Zero-sum by team, per world: the hiders' reward is what the seekers lose.
        assert np.array_equal(rew[:, 0], rew[:, 1]) and np.array_equal(rew[:, 2:], -rew[:, :2])
        assert not term.any()
        assert trunc.all() == (t == 120) and (trunc.any() == (t == 120))
        if t <= 20:
            assert not rew.any()  # the preparation phase
    # The step after the end starts every world's next episode: reward 0, flags off.
    obs, rew, term, trunc, _ = env.step(env.action_space.sample())
    assert not rew.any() and not term.any() and not trunc.any()
    assert not np.array_equal(obs, first)  # a new placement
    # The same seed gives the same first observation.
    assert np.array_equal(env.reset(seed=2)[0], first)
    with pytest.raises(ValueError, match="actions must be in"):
        env.step(np.full((8, 4, 2), 5))
    with pytest.raises(ValueError, match="shape"):
        env.step(np.zeros((8, 2), dtype=np.int32))
    env.close()


def test_hide_and_seek_same_step_keeps_the_last_observation():
    env = mg.VectorEnv("hide_and_seek", num_envs=3, params=HIDE, autoreset_mode=AutoresetMode.SAME_STEP)
    env.reset(seed=0)
    for _ in range(119):
        env.step(env.action_space.sample())
    obs, rew, term, trunc, infos = env.step(env.action_space.sample())
    assert trunc.all() and infos["_final_obs"].all()
    assert all(f.shape == (4, 16) for f in infos["final_obs"])
    assert infos["final_info"] == {}
    env.close()


def masks_of(cells):
    """The mask masked.rhai exports for agents at `cells`: no step off the line (cells 0..4)."""
    return np.stack([cells > 0, np.ones_like(cells, dtype=bool), cells < 4], axis=-1)


def test_the_action_mask_in_the_vector_env_is_the_export():
    env = mg.VectorEnv(MASKED, num_envs=5)
    assert env.single_action_space == spaces.MultiDiscrete([3, 3], dtype=np.int32)
    assert env.single_observation_space.shape == (2, 2)
    obs, infos = env.reset(seed=0)
    cells = env.sim.read("cell")
    # Agent i of world w starts at cell (w + 2 i) % 5.
    assert np.array_equal(cells, (np.arange(5)[:, None] + 2 * np.arange(2)) % 5)
    mask = infos["action_mask"]
    assert mask.shape == (5, 2, 3) and mask.dtype == np.bool_ and infos["_action_mask"].all()
    assert np.array_equal(mask, env.sim.read("legal") != 0) and np.array_equal(mask, masks_of(cells))
    rng = np.random.default_rng(1)
    for t in range(1, 8):
        # A random allowed action per agent.
        actions = np.array([[rng.choice(np.flatnonzero(m)) for m in w] for w in mask])
        before = env.sim.read("cell")
        obs, rew, term, trunc, infos = env.step(actions)
        mask = infos["action_mask"]
        cells = env.sim.read("cell")
        assert np.array_equal(mask, env.sim.read("legal") != 0) and np.array_equal(mask, masks_of(cells))
        assert rew.shape == (5, 2) and trunc.shape == (5,)
        if t <= 6:
            # An allowed action always moves as asked.
            assert np.array_equal(cells, before + actions - 1)
            assert np.array_equal(rew, cells.astype(np.float32)) and np.array_equal(obs[..., 0], cells)
        assert trunc.all() == (t == 6)
        if t == 7:
            # The autoreset step: the new episode's first observation and its mask.
            assert np.array_equal(cells, (np.arange(5)[:, None] + 2 * np.arange(2)) % 5)
            assert not rew.any()
    env.close()


def test_the_action_mask_of_an_episodes_last_step_is_in_final_info():
    env = mg.VectorEnv(MASKED, num_envs=4, autoreset_mode=AutoresetMode.SAME_STEP)
    env.reset(seed=0)
    for _ in range(5):
        env.step(np.full((4, 2), 2))  # right, as far as allowed: the mask is not enforced
    last = env.sim.read("cell")
    obs, rew, term, trunc, infos = env.step(np.full((4, 2), 2))
    assert trunc.all() and infos["_final_info"].all()
    final = infos["final_info"]
    assert final["_action_mask"].all()
    # Every agent ended at cell 4 (right is then forbidden); the returned mask is the new episode's.
    assert (last == 4).all()
    assert np.array_equal(final["action_mask"], masks_of(np.full((4, 2), 4)))
    assert np.array_equal(infos["action_mask"], masks_of(env.sim.read("cell")))
    assert np.array_equal(env.sim.read("cell"), (np.arange(4)[:, None] + 2 * np.arange(2)) % 5)
    env.close()


def test_one_agent_has_no_agent_axis_and_world_env_reports_the_mask_as_int8():
    env = mg.VectorEnv(MASKED, num_envs=3, params={"agents": 1})
    assert env.single_action_space == spaces.Discrete(3) and env.single_observation_space.shape == (2,)
    obs, infos = env.reset(seed=0)
    assert obs.shape == (3, 2) and infos["action_mask"].shape == (3, 3)
    _, rew, _, _, infos = env.step(np.array([0, 1, 2]))
    assert rew.shape == (3,) and np.array_equal(infos["action_mask"], masks_of(env.sim.read("cell")[:, 0]))
    env.close()

    world = mg.WorldEnv(MASKED, params={"agents": 1})
    obs, info = world.reset(seed=0)
    assert info["action_mask"].dtype == np.int8 and list(info["action_mask"]) == [0, 1, 1]
    for _ in range(6):
        a = world.action_space.sample(mask=info["action_mask"])
        obs, rew, term, trunc, info = world.step(a)
        assert list(info["action_mask"]) == list(masks_of(np.array(obs[0])).astype(np.int8))
    assert trunc
    world.close()
    check_env(mg.WorldEnv(MASKED, params={"agents": 1}), skip_render_check=True)
    # One reward per agent is not an Env's.
    with pytest.raises(ValueError, match="one per agent"):
        mg.WorldEnv(MASKED)


def test_the_pettingzoo_env_puts_each_agents_mask_in_its_infos():
    need("pettingzoo")
    from pettingzoo.test import parallel_api_test

    from manyworlds.pettingzoo import ParallelEnv

    parallel_api_test(ParallelEnv(MASKED, params={"agents": 3}), num_cycles=30)
    env = ParallelEnv(MASKED, params={"agents": 3}, seed=4)
    obs, infos = env.reset(seed=4)
    assert env.action_space("agent_2") == spaces.Discrete(3)
    steps = 0
    while env.agents:
        legal = env.sim.read("legal")[0]
        for i, a in enumerate(env.agents):
            m = infos[a]["action_mask"]
            assert m.dtype == np.int8 and np.array_equal(m, legal[i])
            assert np.array_equal(m, masks_of(np.array(obs[a][0])).astype(np.int8))
        actions = {a: env.action_space(a).sample(mask=infos[a]["action_mask"]) for a in env.agents}
        before = env.sim.read("cell")[0].copy()
        obs, rewards, terms, truncs, infos = env.step(actions)
        steps += 1
        # Allowed actions only, so each agent moved as asked.
        cells = env.sim.read("cell")[0]
        assert all(cells[i] == before[i] + actions[a] - 1 for i, a in enumerate(env.possible_agents))
        assert set(infos) == set(rewards)
    assert steps == 6 and all(truncs.values())
    env.close()


def test_mask_names_are_checked_when_the_script_loads(tmp_path):
    script = tmp_path / "bad.rhai"
    text = open(MASKED).read().replace('action_mask: "legal"', 'action_mask: "obs"')
    script.write_text(text)
    with pytest.raises(mw.ScriptError, match="action_mask `obs` must hold ints"):
        mw.Sim(str(script), worlds=1)
    assert mw.Sim(MASKED, worlds=1).episode()["action_mask"] == "legal"
    assert mw.Sim("cartpole", worlds=1).episode()["action_mask"] is None


@pytest.mark.parametrize("mode", [AutoresetMode.NEXT_STEP, AutoresetMode.SAME_STEP])
def test_copies_on_the_emulated_gpu_give_the_same_agents_and_masks(mode):
    """Where the adapter reads copies (the CUDA executor's memory moves), the agent axis, the
    rewards per agent and the masks are the CPU's, step by step, across autoresets."""
    cpu = mg.VectorEnv(MASKED, 6, autoreset_mode=mode)
    dev = mg.VectorEnv(MASKED, 6, autoreset_mode=mode, backend="cuda-emulated")
    assert not dev._p.live and cpu._p.live
    a, ia = cpu.reset(seed=3)
    b, ib = dev.reset(seed=3)
    assert np.array_equal(a, b) and np.array_equal(ia["action_mask"], ib["action_mask"])
    rng = np.random.default_rng(2)
    for _ in range(15):
        actions = rng.integers(0, 3, size=(6, 2))
        ra, rb = cpu.step(actions), dev.step(actions)
        for x, y in zip(ra[:4], rb[:4]):
            assert np.array_equal(x, y)
        assert np.array_equal(ra[4]["action_mask"], rb[4]["action_mask"])
        if "final_info" in ra[4]:
            assert np.array_equal(ra[4]["final_info"]["action_mask"], rb[4]["final_info"]["action_mask"])
    cpu.close()
    dev.close()
