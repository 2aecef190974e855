#!/usr/bin/env python3
"""The crowd scenarios of envs/crowd.rhai run in RVO2 (ORCA, through the `pyrvo` binding from
PyPI), for bench/crowd.sh: the same agents, radii, speeds, time step, goals, neighbour distance
and neighbour count, and the same arrival rule (within ARRIVE of the goal; an agent that has
arrived keeps steering to its goal, making way for others). Prints one
JSON line per run: the step by which every agent had arrived and the smallest gap between two
agents' edges over the run (negative: an overlap).

    python3 bench/peers/crowd_pyrvo.py --agents 32 --scenario circle
"""

import argparse
import json
import math
import random

import pyrvo

RADIUS = 0.5
MAX_SPEED = 1.0
DT = 0.25
NEIGHBOR_DIST = 4.0
MAX_NEIGHBORS = 10
ARRIVE = 0.1


def scenario(name, agents, rng):
    """Start and goal of every agent, as envs/crowd.rhai's init_world places them."""
    ring = max(agents * 3.0 * RADIUS / (2.0 * math.pi), 8.0)
    size = 2.0 * ring + 16.0
    c = size / 2.0
    out = []
    for i in range(agents):
        if name == "cross":
            half = agents // 2
            k = i if i < half else i - half
            cols = (half + 7) // 8
            side = -1.0 if i < half else 1.0
            y = 1.5 * (k % 8) - 5.25
            x = side * (ring - 1.5 * (k // 8)) + rng.uniform(-0.1, 0.1)
            gx = -side * (ring - 1.5 * (cols - 1 - k // 8))
            out.append(((c + x, c + y + rng.uniform(-0.1, 0.1)), (c + gx, c + y)))
        else:
            a = 2.0 * math.pi * i / agents + rng.uniform(-0.05, 0.05) / ring
            dx, dy = math.cos(a) * ring, math.sin(a) * ring
            out.append(((c + dx, c + dy), (c - dx, c - dy)))
    return out


def run(name, agents, seed, time_horizon, max_steps):
    rng = random.Random(seed)
    plan = scenario(name, agents, rng)
    sim = pyrvo.RVOSimulator()
    sim.set_time_step(DT)
    sim.set_agent_defaults(NEIGHBOR_DIST, MAX_NEIGHBORS, time_horizon, time_horizon, RADIUS, MAX_SPEED)
    ids = [sim.add_agent(list(start)) for start, _ in plan]
    arrived = [False] * agents
    min_gap = 1e9
    done_at = -1
    for step in range(1, max_steps + 1):
        pos = [sim.get_agent_position(i) for i in ids]
        pts = [(p.x, p.y) for p in pos]
        for i in range(agents):
            for j in range(i + 1, agents):
                d = math.dist(pts[i], pts[j]) - 2.0 * RADIUS
                min_gap = min(min_gap, d)
        for i, (_, goal) in zip(ids, plan):
            gx, gy = goal[0] - pts[i][0], goal[1] - pts[i][1]
            dist = math.hypot(gx, gy)
            speed = min(MAX_SPEED, dist / DT)
            v = (gx / dist * speed, gy / dist * speed) if dist > 0 else (0.0, 0.0)
            sim.set_agent_pref_velocity(i, list(v))
        sim.do_step()
        for i, (_, goal) in zip(ids, plan):
            p = sim.get_agent_position(i)
            if not arrived[i] and math.dist((p.x, p.y), goal) < ARRIVE:
                arrived[i] = True
        if all(arrived) and done_at < 0:
            done_at = step
            break
    return {"scenario": name, "agents": agents, "seed": seed, "done_at": done_at, "min_gap": min_gap,
            "arrived": sum(arrived)}


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--agents", type=int, default=32)
    ap.add_argument("--scenario", choices=["circle", "cross"], default="circle")
    ap.add_argument("--seeds", type=int, default=8, help="runs, each with its own jitter")
    ap.add_argument("--time-horizon", type=float, default=2.0, help="ORCA's time horizon, seconds")
    ap.add_argument("--max-steps", type=int, default=4000)
    a = ap.parse_args()
    for seed in range(a.seeds):
        print(json.dumps(run(a.scenario, a.agents, seed, a.time_horizon, a.max_steps)))


if __name__ == "__main__":
    main()
