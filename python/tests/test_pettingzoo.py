"""The PettingZoo adapter (manyworlds.pettingzoo) over hide-and-seek, Overcooked and Hanabi:
PettingZoo's own API test, agents and spaces as the script declares them, rewards per agent,
action masks, the episode's end, seeding."""

import numpy as np
import pytest

from conftest import need

need("pettingzoo")

from pettingzoo.test import parallel_api_test  # noqa: E402

from manyworlds import ScriptWarning  # noqa: E402
from manyworlds.pettingzoo import ParallelEnv  # noqa: E402


def test_parallel_api_test_passes():
    env = ParallelEnv("hide_and_seek", params={"hiders": 2, "seekers": 2, "boxes": 2, "random_actions": False})
    parallel_api_test(env, num_cycles=300)


@pytest.mark.parametrize("script, params", [("overcooked", {"layout": "forced_coord"}), ("hanabi", {"players": 3})])
def test_parallel_api_test_passes_on_the_paper_environments(script, params):
    parallel_api_test(ParallelEnv(script, params={**params, "random_actions": False}), num_cycles=500)


def test_hanabi_plays_legal_moves_from_the_mask_to_the_end_of_a_game():
    env = ParallelEnv("hanabi", params={"players": 2, "random_actions": False})
    obs, infos = env.reset(seed=5)
    assert env.action_space("agent_0").n == 21 and obs["agent_0"].shape == (658,)
    rng = np.random.default_rng(5)
    score = 0.0
    while env.agents:
        masks = {a: infos[a]["action_mask"] for a in env.agents}
        # The player to act has legal moves; the other only the no-op (the last).
        assert sorted(int(m[-1]) for m in masks.values()) == [0, 1]
        actions = {a: env.action_space(a).sample(mask=m) for a, m in masks.items()}
        obs, rewards, terms, truncs, infos = env.step(actions)
        score += rewards["agent_0"]
        assert rewards["agent_0"] == rewards["agent_1"]
    assert all(terms.values()) and not any(truncs.values())
    assert score == env.sim.read("score").reshape(-1)[0] >= 0


def test_agents_spaces_rewards_and_the_end_of_an_episode():
    env = ParallelEnv("hide_and_seek", params={"hiders": 2, "seekers": 3, "boxes": 1, "random_actions": False},
                      agent_names=["hider_0", "hider_1", "seeker_0", "seeker_1", "seeker_2"])
    obs, infos = env.reset(seed=3)
    assert env.agents == env.possible_agents and len(env.agents) == 5
    space = env.observation_space("hider_0")
    assert space.shape == (16,) and space.dtype == np.float32 and space.low.min() == 0 and space.high.max() == 8
    act = env.action_space("seeker_2")
    assert list(act.nvec) == [5, 2]
    assert all(space.contains(o) for o in obs.values())
    rng = np.random.default_rng(0)
    steps, totals = 0, {a: 0.0 for a in env.agents}
    while env.agents:
        actions = {a: rng.integers(0, [5, 2]) for a in env.agents}
        obs, rewards, terms, truncs, infos = env.step(actions)
        steps += 1
        for a, r in rewards.items():
            totals[a] += r
        # Zero-sum by team: every hider gets what every seeker loses (0 during preparation).
        hider = rewards["hider_0"]
        assert rewards["hider_1"] == hider and all(rewards[f"seeker_{i}"] == -hider for i in range(3))
        assert (hider == 0) == (steps <= 20)
    assert steps == 120 and all(truncs.values()) and not any(terms.values())
    with pytest.raises(RuntimeError, match="reset"):
        env.step({})
    # The same seed gives the same first observation; a reset without one starts a new episode.
    first = env.reset(seed=3)[0]["hider_0"]
    assert np.array_equal(first, env.reset(seed=3)[0]["hider_0"])
    assert not np.array_equal(first, env.reset()[0]["hider_0"])
    with pytest.raises(KeyError, match="no agent"):
        env.action_space("nobody")
    env.close()


def test_cartpole_is_one_agent_and_a_world_level_observation_is_refused(tmp_path):
    env = ParallelEnv("cartpole", params={"random_actions": False})
    assert env.possible_agents == ["agent_0"]
    obs, _ = env.reset(seed=1)
    assert obs["agent_0"].shape == (4,)
    _, rewards, _, _, _ = env.step({"agent_0": 1})
    assert rewards == {"agent_0": 1.0}
    # An observation with no row per agent (a singleton) is not multi-agent.
    script = tmp_path / "one.rhai"
    script.write_text('''
let e = env("one");
e.singleton("S", #{ x: "float", a: "int", r: "float", done: "int" });
e.systems(`void tick(S& s) { s.x += 1.0; }`);
e.graph(["tick"]);
e.output("obs", "S.x");
e.input("action", "S.a");
e.output("reward", "S.r");
e.output("done", "S.done");
e.episode(#{ obs: "obs", action: "action", reward: "reward", terminated: "done" });
e
''')
    with pytest.raises(ValueError, match="row per agent"):
        ParallelEnv(str(script))


def test_a_scripts_own_policy_over_the_learners_actions_is_a_warning():
    with pytest.warns(ScriptWarning, match="system `random_policy` writes `Action`, which the learner's actions"):
        ParallelEnv("hide_and_seek")
