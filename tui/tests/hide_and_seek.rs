//! envs/hide_and_seek.rhai against its written rules (the script's header), step by step.
//!
//! Actions come from this test (a random move and grab per agent, `random_actions=false`).
//! After every step the test computes what the rules say from the state before it — the
//! velocities, who holds each box, who is blocked, where everything ends up, every lidar ray,
//! whether a seeker sees a hider, each reward, the clock — in f32, operation by operation as
//! the rules are written, and requires the simulation's exports to be exactly that. It also
//! checks the invariants the rules promise (nothing in a wall, no agent in a box it does not
//! hold, no two boxes overlapping) after every step and every new episode's placement.

use std::path::Path;

use mw::{Config, LoadOptions, Simulation};
use mw_tests::Rng;

const SIZE: f32 = 12.0;
const AGENT_R: f32 = 0.3;
const BOX_HALF: f32 = 0.5;
const SPEED: f32 = 0.25;
const GRAB: f32 = 1.2;
const RAYS: usize = 16;
const RANGE: f32 = 8.0;
const VIEW: f32 = 10.0;
const PREP: i32 = 20;
const EPISODE: i32 = 120;
const WALLS: [[f32; 4]; 2] = [[7.8, 7.8, 12.0, 8.2], [7.8, 10.0, 8.2, 12.0]];

type V = [f32; 2];

fn sub(a: V, b: V) -> V {
    [a[0] - b[0], a[1] - b[1]]
}
fn add(a: V, b: V) -> V {
    [a[0] + b[0], a[1] + b[1]]
}
// The language's min and max: `a < b ? a : b`, `a > b ? a : b`.
fn mn(a: f32, b: f32) -> f32 {
    if a < b { a } else { b }
}
fn mx(a: f32, b: f32) -> f32 {
    if a > b { a } else { b }
}
fn dot(a: V, b: V) -> f32 {
    a[0] * b[0] + a[1] * b[1]
}
fn distance(a: V, b: V) -> f32 {
    let d = sub(a, b);
    dot(d, d).sqrt()
}
const HALF: V = [BOX_HALF, BOX_HALF];

fn disc_rect(c: V, r: f32, lo: V, hi: V) -> bool {
    let q = [mn(mx(c[0], lo[0]), hi[0]), mn(mx(c[1], lo[1]), hi[1])];
    distance(c, q) < r
}
fn disc_blocked(c: V, r: f32) -> bool {
    if c[0] < r || c[1] < r || c[0] > SIZE - r || c[1] > SIZE - r {
        return true;
    }
    WALLS.iter().any(|w| disc_rect(c, r, [w[0], w[1]], [w[2], w[3]]))
}
fn rects(alo: V, ahi: V, blo: V, bhi: V) -> bool {
    alo[0] < bhi[0] && blo[0] < ahi[0] && alo[1] < bhi[1] && blo[1] < ahi[1]
}
fn box_blocked(c: V) -> bool {
    let (lo, hi) = (sub(c, HALF), add(c, HALF));
    if lo[0] < 0.0 || lo[1] < 0.0 || hi[0] > SIZE || hi[1] > SIZE {
        return true;
    }
    WALLS.iter().any(|w| rects(lo, hi, [w[0], w[1]], [w[2], w[3]]))
}
fn disc_box(c: V, b: V) -> bool {
    disc_rect(c, AGENT_R, sub(b, HALF), add(b, HALF))
}
fn ray_rect(o: V, d: V, lo: V, hi: V) -> f32 {
    let (mut t0, mut t1) = (0.0f32, 1.0e30f32);
    for k in 0..2 {
        if d[k].abs() < 1.0e-9 {
            if o[k] < lo[k] || o[k] > hi[k] {
                return -1.0;
            }
        } else {
            let a = (lo[k] - o[k]) / d[k];
            let b = (hi[k] - o[k]) / d[k];
            t0 = mx(t0, mn(a, b));
            t1 = mn(t1, mx(a, b));
        }
    }
    if t0 <= t1 { t0 } else { -1.0 }
}
fn ray_disc(o: V, d: V, c: V, r: f32) -> f32 {
    let p = sub(c, o);
    let along = dot(p, d);
    let miss = dot(p, p) - along * along;
    if miss > r * r {
        return -1.0;
    }
    let t = along - (r * r - miss).sqrt();
    if t >= 0.0 {
        t
    } else if along >= 0.0 {
        0.0
    } else {
        -1.0
    }
}
fn ray_walls(o: V, d: V) -> f32 {
    let mut best = 1.0e30f32;
    for k in 0..2 {
        if d[k] > 1.0e-9 {
            best = mn(best, (SIZE - o[k]) / d[k]);
        }
        if d[k] < -1.0e-9 {
            best = mn(best, -o[k] / d[k]);
        }
    }
    for w in WALLS {
        let t = ray_rect(o, d, [w[0], w[1]], [w[2], w[3]]);
        if t >= 0.0 {
            best = mn(best, t);
        }
    }
    best
}
fn clear_line(p: V, q: V, boxes: &[V]) -> bool {
    let len = distance(p, q);
    if len <= 0.0 {
        return true;
    }
    let pq = sub(q, p);
    let d = [pq[0] / len, pq[1] / len];
    if ray_walls(p, d) < len {
        return false;
    }
    !boxes.iter().any(|&b| {
        let t = ray_rect(p, d, sub(b, HALF), add(b, HALF));
        t >= 0.0 && t < len
    })
}

/// One world's state as the exports show it.
#[derive(Clone, Debug, PartialEq)]
struct World {
    pos: Vec<V>,
    team: Vec<i32>,
    boxes: Vec<V>,
    lidar: Vec<[f32; RAYS]>,
    hit: Vec<[i32; RAYS]>,
    reward: Vec<f32>,
    seen: i32,
    steps: i32,
    truncated: i32,
}

fn f32s(b: &[u8]) -> Vec<f32> {
    b.chunks_exact(4).map(|c| f32::from_le_bytes(c.try_into().unwrap())).collect()
}
fn i32s(b: &[u8]) -> Vec<i32> {
    b.chunks_exact(4).map(|c| i32::from_le_bytes(c.try_into().unwrap())).collect()
}

fn read(s: &Simulation, worlds: usize, agents: usize, boxes: usize) -> Vec<World> {
    let f = |name: &str| f32s(&s.export(name).unwrap().data);
    let i = |name: &str| i32s(&s.export(name).unwrap().data);
    let (pos, bpos, lidar, reward) = (f("pos"), f("box_pos"), f("lidar"), f("reward"));
    let (team, hit, seen, steps, trunc) = (i("team"), i("lidar_hit"), i("seen"), i("steps"), i("truncated"));
    (0..worlds)
        .map(|w| {
            let a = |k: usize| w * agents + k;
            World {
                pos: (0..agents).map(|k| [pos[a(k) * 2], pos[a(k) * 2 + 1]]).collect(),
                team: (0..agents).map(|k| team[a(k)]).collect(),
                boxes: (0..boxes).map(|k| [bpos[(w * boxes + k) * 2], bpos[(w * boxes + k) * 2 + 1]]).collect(),
                lidar: (0..agents).map(|k| lidar[a(k) * RAYS..][..RAYS].try_into().unwrap()).collect(),
                hit: (0..agents).map(|k| hit[a(k) * RAYS..][..RAYS].try_into().unwrap()).collect(),
                reward: (0..agents).map(|k| reward[a(k)]).collect(),
                seen: seen[w],
                steps: steps[w],
                truncated: trunc[w],
            }
        })
        .collect()
}

/// The rules' step from `before` with `actions` (move, grab per agent): positions, boxes, the
/// clock and rewards; lidar and sight come from [`observe`].
fn step(before: &World, actions: &[[i32; 2]]) -> World {
    let n = before.pos.len();
    let vel: Vec<V> = (0..n)
        .map(|i| {
            let v = match actions[i][0] {
                1 => [SPEED, 0.0],
                2 => [-SPEED, 0.0],
                3 => [0.0, SPEED],
                4 => [0.0, -SPEED],
                _ => [0.0, 0.0],
            };
            if before.team[i] == 1 && before.steps < PREP { [0.0, 0.0] } else { v }
        })
        .collect();
    // Holders: the nearest agent with grab 1 within GRAB, the first row on a tie.
    let holder: Vec<Option<usize>> = before
        .boxes
        .iter()
        .map(|&b| {
            let mut best = GRAB;
            let mut who = None;
            for i in 0..n {
                let d = distance(before.pos[i], b);
                if actions[i][1] == 1 && d < best {
                    best = d;
                    who = Some(i);
                }
            }
            who
        })
        .collect();
    let bvel: Vec<V> = holder.iter().map(|h| h.map_or([0.0, 0.0], |i| vel[i])).collect();
    let pos: Vec<V> = (0..n)
        .map(|i| {
            let to = add(before.pos[i], vel[i]);
            let blocked = disc_blocked(to, AGENT_R)
                || before.boxes.iter().zip(&holder).any(|(&b, h)| *h != Some(i) && disc_box(to, b));
            if blocked { before.pos[i] } else { to }
        })
        .collect();
    let boxes: Vec<V> = (0..before.boxes.len())
        .map(|j| {
            let b = before.boxes[j];
            let to = add(b, bvel[j]);
            let (lo, hi) = (sub(to, HALF), add(to, HALF));
            let mut blocked = box_blocked(to);
            for i in 0..n {
                blocked |= holder[j] != Some(i) && disc_rect(pos[i], AGENT_R, lo, hi);
            }
            for k in 0..before.boxes.len() {
                let (c, cv) = (before.boxes[k], add(before.boxes[k], bvel[k]));
                blocked |= k != j
                    && (rects(lo, hi, sub(c, HALF), add(c, HALF)) || rects(lo, hi, sub(cv, HALF), add(cv, HALF)));
            }
            if blocked { b } else { to }
        })
        .collect();
    let mut w = World { pos, boxes, steps: before.steps + 1, ..before.clone() };
    observe(&mut w);
    let hider = if w.seen == 1 { -1.0 } else { 1.0 };
    w.reward = w
        .team
        .iter()
        .map(|&t| {
            if before.steps < PREP {
                0.0
            } else if t == 0 {
                hider
            } else {
                -hider
            }
        })
        .collect();
    w.truncated = i32::from(w.steps >= EPISODE);
    w
}

/// Lidar and sight from positions.
fn observe(w: &mut World) {
    let n = w.pos.len();
    for i in 0..n {
        for k in 0..RAYS {
            let angle = 2.0 * std::f64::consts::PI * k as f64 / RAYS as f64;
            let d = [angle.cos() as f32, angle.sin() as f32];
            let o = w.pos[i];
            let mut best = ray_walls(o, d);
            let mut hit = 1;
            for &b in &w.boxes {
                let t = ray_rect(o, d, sub(b, HALF), add(b, HALF));
                if t >= 0.0 && t < best {
                    best = t;
                    hit = 2;
                }
            }
            for j in 0..n {
                if j == i {
                    continue;
                }
                let t = ray_disc(o, d, w.pos[j], AGENT_R);
                if t >= 0.0 && t < best {
                    best = t;
                    hit = 3 + w.team[j];
                }
            }
            if best > RANGE {
                best = RANGE;
                hit = 0;
            }
            w.lidar[i][k] = best;
            w.hit[i][k] = hit;
        }
    }
    let mut seen = 0;
    for s in 0..n {
        for h in 0..n {
            if w.team[s] == 1
                && w.team[h] == 0
                && distance(w.pos[s], w.pos[h]) <= VIEW
                && clear_line(w.pos[s], w.pos[h], &w.boxes)
            {
                seen = 1;
            }
        }
    }
    w.seen = seen;
}

/// What the rules promise of any state; `holders`: who held each box in the step (the holder
/// may overlap its box).
fn invariants(w: &World, what: &str) {
    for (i, &p) in w.pos.iter().enumerate() {
        assert!(!disc_blocked(p, AGENT_R), "{what}: agent {i} at {p:?} is in a wall or out of the arena");
    }
    for (j, &b) in w.boxes.iter().enumerate() {
        assert!(!box_blocked(b), "{what}: box {j} at {b:?} is in a wall or out of the arena");
        for (k, &c) in w.boxes.iter().enumerate().skip(j + 1) {
            assert!(
                !rects(sub(b, HALF), add(b, HALF), sub(c, HALF), add(c, HALF)),
                "{what}: boxes {j} and {k} overlap"
            );
        }
    }
    let hiders = w.team.iter().filter(|&&t| t == 0).count();
    assert!(hiders >= 1 && hiders < w.team.len(), "{what}: teams {:?}", w.team);
}

/// Runs the rules check; the steps after the preparation phase in which a hider was seen, and
/// in which none was.
fn run(worlds: usize, hiders: usize, seekers: usize, boxes: usize, steps: usize, seed: u64) -> (usize, usize) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut opts = LoadOptions::default();
    for (k, v) in [("hiders", hiders), ("seekers", seekers), ("boxes", boxes)] {
        opts.params.insert(k.into(), v.to_string());
    }
    opts.params.insert("random_actions".into(), "false".into());
    let config = Config { worlds: worlds as u32, seed, threads: 2, ..Config::default() };
    let mut s = Simulation::load(&root.join("envs/hide_and_seek.rhai"), &config, &opts).unwrap();
    let n = hiders + seekers;
    let action = s.import_port("action").unwrap();
    let mut rng = Rng(seed | 1);
    let mut now = read(&s, worlds, n, boxes);
    for (w, state) in now.iter().enumerate() {
        invariants(state, &format!("world {w} at the start"));
        assert_eq!(state.team, (0..n).map(|i| i32::from(i >= hiders)).collect::<Vec<_>>());
    }
    let (mut moved, mut seen, mut hidden, mut episodes) = (0, 0, 0, 0);
    for t in 1..=steps {
        let acts: Vec<[i32; 2]> = (0..worlds * n).map(|_| [rng.below(6) as i32, rng.below(2) as i32]).collect();
        let bytes: Vec<u8> = acts.iter().flatten().flat_map(|x| x.to_le_bytes()).collect();
        s.write(&action, &bytes).unwrap();
        s.step().unwrap();
        let after = read(&s, worlds, n, boxes);
        for w in 0..worlds {
            let what = format!("seed {seed}, world {w}, step {t}");
            invariants(&after[w], &what);
            let want = step(&now[w], &acts[w * n..][..n]);
            if want.truncated == 1 {
                // The episode ended: the world starts again (a new placement, the clock at 0).
                episodes += 1;
                assert_eq!((after[w].steps, after[w].truncated), (0, 1), "{what}");
                let mut fresh = after[w].clone();
                observe(&mut fresh);
                assert_eq!(fresh.lidar, after[w].lidar, "{what}: the new episode's lidar");
                continue;
            }
            moved += want.boxes.iter().zip(&now[w].boxes).filter(|(a, b)| a != b).count();
            if now[w].steps >= PREP {
                if want.seen == 1 { seen += 1 } else { hidden += 1 }
            }
            assert!(after[w] == want, "{what}: the rules say\n{want:?}\nthe simulation has\n{:?}", after[w]);
        }
        now = after;
    }
    // The run went through the rules: boxes moved, episodes ended.
    assert!(moved > 0, "no box moved");
    assert!(episodes >= worlds, "{episodes} episodes ended");
    (seen, hidden)
}

#[test]
fn every_step_follows_the_written_rules() {
    let (seen, hidden) = run(16, 2, 2, 2, 260, 7);
    assert!(seen > 0 && hidden > 0, "seen {seen}, hidden {hidden}: both sides of sight taken");
}

#[test]
fn more_agents_and_boxes_follow_them_too() {
    let (seen, _) = run(8, 3, 4, 6, 130, 11);
    assert!(seen > 0);
}
