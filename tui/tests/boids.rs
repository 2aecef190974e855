//! envs/boids.rhai, the two-fleet battle: ships explode and are replaced every step, so rows
//! are spawned and destroyed in every world; each fleet keeps its size after every step, the
//! explosions come and go, every export is bit-identical for 1 and 2 threads, and tables
//! hold at most twice their peak live rows in memory.

use std::path::{Path, PathBuf};

use mw::{Config, LoadOptions, Simulation};

fn repo(p: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..").join(p)
}

const EXPORTS: [&str; 6] = ["pos", "vel", "team", "alive", "booms", "booms_count"];

/// Every export after every step, and the explosions in flight per step (all worlds).
fn run(threads: usize, steps: usize) -> (Vec<Vec<u8>>, Vec<i64>) {
    run_with(24, 32, threads, steps)
}

fn run_with(worlds: u32, ships: u32, threads: usize, steps: usize) -> (Vec<Vec<u8>>, Vec<i64>) {
    let mut opts = LoadOptions::default();
    opts.params.insert("ships".into(), ships.to_string());
    let config = Config { worlds, seed: 4, threads, adaptive_threads: false, ..Config::default() };
    let mut s = Simulation::load(&repo("envs/boids.rhai"), &config, &opts).unwrap();
    let mut frames = Vec::new();
    let mut booms = Vec::new();
    for step in 0..steps {
        s.step().unwrap();
        let alive = s.export("alive").unwrap();
        let counts: Vec<i32> = alive.data.chunks(4).map(|b| i32::from_le_bytes(b.try_into().unwrap())).collect();
        assert!(counts.iter().all(|c| *c == ships as i32 / 2), "step {step}: fleet sizes {counts:?}");
        let n = s.export("pos_count").unwrap();
        assert!(n.data.chunks(4).all(|b| i32::from_le_bytes(b.try_into().unwrap()) == ships as i32), "step {step}");
        let b = s.export("booms_count").unwrap();
        booms.push(b.data.chunks(4).map(|b| i32::from_le_bytes(b.try_into().unwrap()) as i64).sum());
        let mut f = Vec::new();
        for name in EXPORTS {
            f.extend_from_slice(&s.export(name).unwrap().data);
        }
        frames.push(f);
    }
    assert_eq!(s.sim.stale_gets(), 0, "no system read a destroyed entity");
    (frames, booms)
}

#[test]
fn fleets_keep_their_size_while_ships_explode_and_threads_agree() {
    let steps = 1000;
    let (one, booms) = run(1, steps);
    // Ships live 50 to 400 steps: explosions appear from step 50 on and keep coming.
    assert_eq!(booms[..40].iter().sum::<i64>(), 0, "no ship explodes before its 50th step");
    assert!(booms[100..].iter().all(|b| *b > 0), "explosions every step once ships start dying");
    let (two, _) = run(2, steps);
    for (k, (a, b)) in one.iter().zip(&two).enumerate() {
        assert!(a == b, "step {}: 1 and 2 threads differ", k + 1);
    }
}

/// One big world: with 2 threads the neighbour search (`steer`, whose rows may run apart)
/// splits the world's rows between the threads, and the sort moves the world's columns on
/// both (fewer worlds than threads); the bits are those of one thread. So with 2 worlds on 3
/// threads.
#[test]
fn one_big_world_splits_its_rows_between_threads_with_the_same_bits() {
    let (one, _) = run_with(1, 6000, 1, 60);
    let (two, _) = run_with(1, 6000, 2, 60);
    for (k, (a, b)) in one.iter().zip(&two).enumerate() {
        assert!(a == b, "step {}: 1 and 2 threads differ", k + 1);
    }
    let (one, _) = run_with(2, 3000, 1, 60);
    let (three, _) = run_with(2, 3000, 3, 60);
    for (k, (a, b)) in one.iter().zip(&three).enumerate() {
        assert!(a == b, "2 worlds, step {}: 1 and 3 threads differ", k + 1);
    }
}

/// Memory follows the population: spawning appends and destroying leaves holes until the
/// step's compaction, so over 1000 steps each table's resident memory stays within twice the
/// most rows it ever held live (plus a page per column for rounding).
#[test]
fn tables_hold_at_most_twice_their_peak_live_rows() {
    let mut opts = LoadOptions::default();
    opts.params.insert("ships".into(), "64".into());
    let config = Config { worlds: 32, seed: 9, threads: 1, adaptive_threads: false, ..Config::default() };
    let mut s = Simulation::load(&repo("envs/boids.rhai"), &config, &opts).unwrap();
    let tables = s.program.spec.archetypes.len() as u32;
    let mut peak = vec![0u64; tables as usize];
    for step in 0..1000 {
        s.step().unwrap();
        for a in 0..tables {
            let (rows, row_bytes, resident) = s.sim.table_memory(a).unwrap();
            // After a step the tables are compact: every row is live.
            peak[a as usize] = peak[a as usize].max(rows);
            let columns = 2 + s.program.spec.archetypes[a as usize].components.len() as u64;
            let allowed = 2 * peak[a as usize] * row_bytes + columns * 4096;
            assert!(
                resident <= allowed,
                "step {step}, `{}`: {resident} bytes resident for a peak of {} rows of {row_bytes} bytes",
                s.program.spec.archetypes[a as usize].name,
                peak[a as usize]
            );
        }
    }
    let at = |name: &str| s.program.spec.archetypes.iter().position(|a| a.name == name).unwrap();
    assert_eq!(peak[at("Vessel")], 32 * 64, "the ships");
    assert!(peak[at("Explosion")] > 0, "explosions happened");
}

/// The count of stale reads is real: a `get` of an entity destroyed the step before counts once
/// per world and step (and reads zeros).
#[test]
fn a_get_of_a_destroyed_entity_is_counted() {
    let dir = std::env::temp_dir().join(format!("mw_stale_{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let script = dir.join("stale.rhai");
    std::fs::write(
        &script,
        r#"
let e = env("stale");
e.component("Pos", #{ x: "float" });
e.singleton("Keep", #{ who: "Entity", seen: "float" });
e.archetype("Thing", ["Pos"]);
e.systems(`
    void init_world(Keep& k) {
        Entity t = spawn(Thing);
        get(Pos, t).x = 5.0;
        k.who = t;
    }
    void look(Keep& k) { k.seen = get(Pos, k.who).x; }
    void kill(Keep& k) { if (alive(k.who)) { destroy(k.who); } }
`);
e.graph(["look", "kill"]);
e.output("seen", "Keep.seen");
e
"#,
    )
    .unwrap();
    let config = Config { worlds: 3, threads: 1, ..Config::default() };
    let mut s = Simulation::load(&script, &config, &LoadOptions::default()).unwrap();
    s.step().unwrap();
    assert_eq!(s.sim.stale_gets(), 0, "step 1 reads a live entity");
    let seen = s.export("seen").unwrap();
    assert_eq!(&seen.data[..4], &5.0f32.to_le_bytes());
    s.step().unwrap();
    s.step().unwrap();
    assert_eq!(s.sim.stale_gets(), 6, "steps 2 and 3 read the destroyed entity in each of 3 worlds");
    let seen = s.export("seen").unwrap();
    assert_eq!(&seen.data[..4], &0.0f32.to_le_bytes(), "a stale get reads zeros");
    std::fs::remove_dir_all(&dir).ok();
}
