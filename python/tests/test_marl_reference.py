"""The multi-agent environments against their reference implementations, step for step.

envs/hanabi.rhai follows JaxMARL 0.2.0's Hanabi: both play the same games (our shuffled decks
injected into JaxMARL with reset_from_deck_of_pairs) with the same random legal moves, and every
step's observations, legal-move masks, rewards and ends must be equal, over 1,000 games for 2
to 5 players (half of them uniform random play, which loses early, half a random play that
plays fitting cards, which lasts to the deck's end).

envs/overcooked.rhai follows JaxMARL 0.2.0's Overcooked: here both run the same episodes from
the same start (JaxMARL's one random draw, the chefs' facings, is injected from ours) with the
same random actions, and every step's observations, rewards, shaped rewards and ends must be
equal, over 2,000 episodes across the five layouts: half from the layout's start, half from
JaxMARL's random_reset starts (chefs anywhere, holding anything, pots at any status), which
reach the soup pickups and deliveries that random play from an empty kitchen seldom does.
"""

import numpy as np
import pytest

import manyworlds as mw
from conftest import ROOT, need

OVERCOOKED = str(ROOT / "envs" / "overcooked.rhai")
HANABI = str(ROOT / "envs" / "hanabi.rhai")
LAYOUTS = ["cramped_room", "asymm_advantages", "coord_ring", "forced_coord", "counter_circuit"]


@pytest.fixture(scope="module")
def jaxmarl():
    need("jax")
    jm = need("jaxmarl")
    import jax

    jax.config.update("jax_platforms", "cpu")
    return jm


def _overcooked_reference(jaxmarl, layout):
    import jax
    import jax.numpy as jnp
    import warnings

    from jaxmarl.environments.overcooked import overcooked_layouts
    from jaxmarl.environments.overcooked.common import DIR_TO_VEC, make_overcooked_map

    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        env = jaxmarl.make("overcooked", layout=overcooked_layouts[layout])
    lay = overcooked_layouts[layout]
    w = env.width

    def cells(idx):
        idx = jnp.asarray(idx)
        return jnp.stack([idx % w, idx // w], 1).astype(jnp.uint32)

    plate_pile, onion_pile = cells(lay["plate_pile_idx"]), cells(lay["onion_pile_idx"])

    @jax.jit
    def start(keys, x, y, dirs, held, pots):
        _, st = jax.vmap(env.reset)(keys)

        def inject(st, x, y, d, held, pots):
            # The reset's random draws (each chef's facing; with random_reset also where the
            # chefs stand, what they hold and the pots' status) are ours, the map made anew.
            pos = jnp.stack([x, y], 1).astype(jnp.uint32)
            pot_status = pots[st.pot_pos[:, 1] * env.width + st.pot_pos[:, 0]]
            mm = make_overcooked_map(
                st.wall_map, st.goal_pos, pos, d, plate_pile, onion_pile, st.pot_pos, pot_status,
                jnp.array([]), jnp.array([]), jnp.array([]), pad_obs=True, num_agents=2,
                agent_view_size=env.agent_view_size)
            return st.replace(agent_pos=pos, agent_dir_idx=d, agent_dir=DIR_TO_VEC[d],
                              agent_inv=held, maze_map=mm)

        st = jax.vmap(inject)(st, x, y, dirs, held, pots)
        return st, jax.vmap(env.get_obs)(st)

    @jax.jit
    def step(keys, st, acts):
        obs, st, rew, done, info = jax.vmap(env.step_env)(
            keys, st, {"agent_0": acts[:, 0], "agent_1": acts[:, 1]})
        shaped = jnp.stack([info["shaped_reward"]["agent_0"], info["shaped_reward"]["agent_1"]], 1)
        return st, obs, rew["agent_0"], shaped, done["__all__"]

    return env, start, step


def _ours(obs, env):
    return obs.reshape(obs.shape[0], 2, env.height, env.width, 26)


def _theirs(obs):
    return np.stack([np.asarray(obs["agent_0"]), np.asarray(obs["agent_1"])], 1).astype(np.float32)


@pytest.mark.parametrize("random_reset", [False, True])
@pytest.mark.parametrize("layout", LAYOUTS)
def test_overcooked_matches_jaxmarl(jaxmarl, layout, random_reset):
    import jax

    worlds, steps = 200, 400
    env, start, step = _overcooked_reference(jaxmarl, layout)
    sim = mw.Sim(OVERCOOKED, worlds=worlds, seed=11, threads=2,
                 params={"layout": layout, "random_reset": random_reset, "random_actions": False})
    sim.set_manual_resets(True)
    st, obs = start(jax.random.split(jax.random.PRNGKey(0), worlds), sim.read("x"), sim.read("y"),
                    sim.read("facing"), sim.read("held"), sim.read("pots"))
    np.testing.assert_array_equal(_ours(sim.read("obs"), env), _theirs(obs), err_msg="the first observation")
    rng = np.random.default_rng([LAYOUTS.index(layout), random_reset])
    soups = 0
    for t in range(steps):
        acts = rng.integers(0, 6, size=(worlds, 2)).astype(np.int32)
        sim.write("action", acts)
        sim.step()
        st, obs, rew, shaped, done = step(jax.random.split(jax.random.PRNGKey(t), worlds), st, acts)
        where = f"{layout}, random_reset {random_reset}, step {t + 1}"
        np.testing.assert_array_equal(_ours(sim.read("obs"), env), _theirs(obs), err_msg=f"obs, {where}")
        reward = sim.read("reward")
        np.testing.assert_array_equal(reward, np.stack([np.asarray(rew)] * 2, 1), err_msg=f"reward, {where}")
        np.testing.assert_array_equal(sim.read("shaped_reward"), np.asarray(shaped), err_msg=f"shaped, {where}")
        np.testing.assert_array_equal(sim.read("truncated").reshape(-1), np.asarray(done).astype(np.int32),
                                      err_msg=f"end, {where}")
        soups += int((reward[:, 0] > 0).sum())
    assert sim.read("truncated").all() and sim.read("terminated").sum() == 0
    # Random play serves soups now and then: the check covered deliveries.
    assert soups == int(sim.read("soups").sum())
    print(f"{layout} (random_reset {random_reset}): {worlds} episodes of {steps} steps equal, "
          f"{soups} soups served")


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_hanabi_matches_jaxmarl(jaxmarl, players):
    import jax
    import jax.numpy as jnp

    worlds = 250
    env = jaxmarl.make("hanabi", num_agents=players)
    names = env.agents
    reset = jax.jit(jax.vmap(env.reset_from_deck_of_pairs))
    legal = jax.jit(jax.vmap(lambda st: jnp.stack([env.get_legal_moves(st)[a] for a in names], 0)))

    @jax.jit
    def step(st, acts):
        keys = jax.random.split(jax.random.PRNGKey(0), acts.shape[0])
        obs, st, rew, done, _ = jax.vmap(env.step_env)(keys, st, {a: acts[:, i] for i, a in enumerate(names)})
        return st, jnp.stack([obs[a] for a in names], 1), rew[names[0]], done["__all__"]

    sim = mw.Sim(HANABI, worlds=worlds, seed=23 + players, threads=2,
                 params={"players": players, "random_actions": False})
    sim.set_manual_resets(True)
    deck = sim.read("deck")
    obs, st = reset(jnp.stack([deck // 5, deck % 5], -1))
    np.testing.assert_array_equal(sim.read("obs"), np.stack([np.asarray(obs[a]) for a in names], 1),
                                  err_msg=f"{players} players: the first observation")
    rng = np.random.default_rng(players)
    live = np.ones(worlds, bool)
    turns = 0
    scores = []
    while live.any():
        mask = sim.read("legal")
        np.testing.assert_array_equal(mask[live], np.asarray(legal(st))[live].astype(np.int32),
                                      err_msg=f"{players} players, turn {turns}: the legal moves")
        # A random legal move for every seat (the no-op for all but the player to act). In half
        # the worlds the player to act plays a card that fits when it has one (a peek at its
        # hand), and otherwise never plays: those games last to the deck's end and complete
        # fireworks, which uniform play (it loses its lives early) never reaches.
        pick = (rng.random(mask.shape) * mask).argmax(-1).astype(np.int32)
        hands, fire, cur = sim.read("hands"), sim.read("fireworks"), sim.read("current").reshape(-1)
        for w in range(0, worlds, 2):
            a, h = cur[w], env.hand_size
            cards = hands[w, a * h:(a + 1) * h]
            fits = [s for s, c in enumerate(cards) if c >= 0 and c % 5 == fire[w, c // 5]]
            if fits and rng.random() < 0.8:
                pick[w, a] = h + rng.choice(fits)
            else:
                other = mask[w, a].copy()
                other[h:2 * h] = 0
                if other.any():
                    pick[w, a] = (rng.random(other.shape) * other).argmax()
        sim.write("action", pick)
        sim.step()
        st, obs, rew, done = step(st, jnp.asarray(pick))
        turns += 1
        where = f"{players} players, turn {turns}"
        np.testing.assert_array_equal(sim.read("obs")[live], np.asarray(obs)[live], err_msg=f"obs, {where}")
        reward = sim.read("reward")
        np.testing.assert_array_equal(reward[live], np.stack([np.asarray(rew)] * players, 1)[live],
                                      err_msg=f"reward, {where}")
        ended = sim.read("terminated").reshape(-1) == 1
        np.testing.assert_array_equal(ended[live], np.asarray(done)[live], err_msg=f"end, {where}")
        scores += sim.read("score").reshape(-1)[live & ended].tolist()
        live &= ~ended
        assert turns < 1000, "games end"
    assert sim.read("truncated").sum() == 0
    scores = np.array(scores)
    print(f"{players} players: {worlds} games equal, {turns} turns at most, mean score {scores.mean():.2f}, "
          f"{(scores > 0).sum()} above 0, best {scores.max()}")
    # The informed half reached the deck's end and completed fireworks.
    assert turns > 50 and scores.max() >= 15
