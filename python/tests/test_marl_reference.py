"""The multi-agent environments against their reference implementations, step for step.

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
