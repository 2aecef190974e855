//! Shards of a population (`Config::world_offset`, `mw run --world-offset`): k simulations of
//! worlds `[offset, offset + n)` together are one simulation of all N worlds, bit for bit, for
//! k = 1, 2, 3 and 7, on the CPU (any thread count) and on the emulated GPU (SEMANTICS.md, the
//! random stream: a draw is keyed by the global world index).

use std::path::PathBuf;

use mw::{Config, LoadOptions, Simulation};
use mw_runtime::Executor;
use mw_runtime::schema::CompId;

fn repo(p: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..").join(p)
}

/// Each world's state alone: per archetype its rows (entity, then each component's bytes) in
/// row order, then its singletons' bytes.
fn world_states(s: &Simulation, exec: &dyn Executor, worlds: usize) -> Vec<Vec<u8>> {
    let spec = &s.program.spec;
    let mut out = vec![Vec::new(); worlds];
    for (a, arch) in spec.archetypes.iter().enumerate() {
        let ents = exec.raw_entities(a as u32).expect("a table");
        let cols: Vec<(Vec<i32>, Vec<u8>, usize)> = arch
            .components
            .iter()
            .map(|c| {
                let (w, rows) = exec.raw_rows(a as u32, *c).expect("a column");
                (w.to_vec(), rows.to_vec(), s.program.layout.comp(*c).size)
            })
            .collect();
        for (r, e) in ents.iter().enumerate() {
            let Some((wids, ..)) = cols.first() else { break };
            let w = wids[r];
            if w < 0 {
                continue;
            }
            let o = &mut out[w as usize];
            o.extend(e.to_bits().to_le_bytes());
            for (_, bytes, size) in &cols {
                o.extend_from_slice(&bytes[r * size..(r + 1) * size]);
            }
        }
    }
    for (c, comp) in spec.components.iter().enumerate() {
        if comp.singleton {
            let all = exec.raw_singleton(CompId(c as u32)).expect("a singleton");
            let size = all.len() / worlds;
            for (w, o) in out.iter_mut().enumerate() {
                o.extend_from_slice(&all[w * size..(w + 1) * size]);
            }
        }
    }
    out
}

fn load(env: &str, params: &[(&str, &str)], worlds: u32, world_offset: u32, threads: usize) -> Simulation {
    let mut opts = LoadOptions::default();
    for (k, v) in params {
        opts.params.insert(k.to_string(), v.to_string());
    }
    let config = Config { worlds, world_offset, seed: 9, threads, adaptive_threads: false, ..Config::default() };
    Simulation::load(&repo(env), &config, &opts).unwrap_or_else(|e| panic!("{env}: {e}"))
}

/// The sizes of k shards of n worlds: as even as can be, the first ones larger.
fn shards(n: u32, k: u32) -> Vec<(u32, u32)> {
    let mut at = 0;
    (0..k)
        .map(|i| {
            let size = n / k + u32::from(i < n % k);
            at += size;
            (at - size, size)
        })
        .collect()
}

fn cpu_shards_are_the_whole(env: &str, params: &[(&str, &str)], steps: usize) {
    let n = 21;
    let mut whole = load(env, params, n, 0, 2);
    let mut want = vec![world_states(&whole, whole.sim.as_ref(), n as usize)];
    for _ in 0..steps {
        whole.step().unwrap();
        want.push(world_states(&whole, whole.sim.as_ref(), n as usize));
    }
    for k in [1, 2, 3, 7] {
        for (i, (offset, size)) in shards(n, k).into_iter().enumerate() {
            let threads = 1 + i % 3;
            let mut s = load(env, params, size, offset, threads);
            for (t, states) in want.iter().enumerate() {
                if t > 0 {
                    s.step().unwrap();
                }
                let got = world_states(&s, s.sim.as_ref(), size as usize);
                for (w, state) in got.iter().enumerate() {
                    assert!(
                        *state == states[offset as usize + w],
                        "{env} {params:?}: {k} shards, shard {i} ({threads} threads), its world {w} (world {} of the \
                         whole) differs after step {t}",
                        offset as usize + w
                    );
                }
            }
        }
    }
}

/// CartPole: draws in every system and in each reset's `init_world`.
#[test]
fn cartpole_shards() {
    cpu_shards_are_the_whole("envs/cartpole.rhai", &[], 60);
}

/// Hide-and-seek: random placements of spawned agents and boxes, a reset at step 120.
#[test]
fn hide_and_seek_shards() {
    cpu_shards_are_the_whole("envs/hide_and_seek.rhai", &[("boxes", "3")], 125);
}

/// Hanabi: a shuffle in `init_world`, games that end and start again at different steps.
#[test]
fn hanabi_shards() {
    cpu_shards_are_the_whole("envs/hanabi.rhai", &[("players", "3")], 80);
}

/// `world_id()` is the global index, and the rows a world spawns follow from its draws.
#[test]
fn world_id_and_spawns_shards() {
    cpu_shards_are_the_whole("tui/tests/scripts/world_offset.rhai", &[], 30);
}

/// The emulated GPU's shards are the CPU's shards, byte for byte (and so, by the tests above,
/// the whole): `world_id()`, draws and spawns keyed by the global world on the device too.
#[test]
fn emulated_gpu_shards() {
    let (env, params): (&str, &[(&str, &str)]) = ("tui/tests/scripts/world_offset.rhai", &[]);
    for k in [2, 3] {
        for (i, (offset, size)) in shards(10, k).into_iter().enumerate() {
            let mut cpu = load(env, params, size, offset, 1);
            let e = mw_jit::cuda::emit(&cpu.program, None, "kernels.cu", &mw_jit::cuda::Options::default());
            let mut dev = mw_cuda::emulate::sim_at(&cpu.program, e, size, offset, 9, 2, 64).unwrap();
            dev.start().unwrap();
            for t in 0..=12 {
                if t > 0 {
                    cpu.step().unwrap();
                    dev.step().unwrap();
                }
                let (a, b) = (mw_tests::cpu_state(&cpu.program.spec, cpu.sim.as_ref()), dev.state().unwrap());
                assert!(a == b, "{k} shards, shard {i} (worlds {offset}..): the emulated GPU differs after step {t}");
            }
        }
    }
}

/// A shard past the largest world id, and the flag's bounds, are refused with a reason.
#[test]
fn offsets_past_the_world_ids_are_refused() {
    let config = Config { worlds: 2, world_offset: i32::MAX as u32, ..Config::default() };
    let err = config.validate().unwrap_err();
    assert!(err.contains("must be at most 2147483648"), "{err}");
    let ok = Config { worlds: 1, world_offset: i32::MAX as u32, ..Config::default() };
    assert_eq!(ok.validate(), Ok(()));
}

/// The CPU backend compiles the offset in: code compiled apart for a reload (`Simulation::compile`)
/// swaps into a shard only with that shard's offset; with another it is refused, and the shard
/// runs on as part of the whole.
#[test]
fn reload_code_carries_the_shard_offset() {
    let env = "tui/tests/scripts/world_offset.rhai";
    let mut whole = load(env, &[], 9, 0, 1);
    let mut shard = load(env, &[], 4, 5, 1);
    let program = shard.program.clone();
    let wrong = Simulation::compile(&program, &LoadOptions::default()).unwrap();
    let err = shard.swap(program.clone(), wrong).unwrap_err().to_string();
    assert!(err.contains("compiled for world offset 0, not this simulation's 5"), "{err}");
    let right = Simulation::compile(&program, &LoadOptions { world_offset: 5, ..LoadOptions::default() }).unwrap();
    shard.swap(program, right).unwrap();
    for t in 1..=10 {
        whole.step().unwrap();
        shard.step().unwrap();
        let (a, b) = (world_states(&whole, whole.sim.as_ref(), 9), world_states(&shard, shard.sim.as_ref(), 4));
        assert!(a[5..] == b[..], "after the swap, step {t}: the shard differs from worlds 5..9 of the whole");
    }
}
