//! The terminal UI's screen (`mw_tui::live`), rendered into ratatui's `TestBackend` from a real
//! simulation: the per-system table with its timing columns, the throughput line, the status
//! and keys, and the world view (entities' components, and a braille canvas of the 2D
//! positions an export holds).

use std::path::{Path, PathBuf};

use mw::{Config, LoadOptions, Simulation};
use mw_tui::live::{App, render};
use ratatui::Terminal;
use ratatui::backend::TestBackend;

fn repo(p: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..").join(p)
}

fn screen(app: &App, w: u16, h: u16) -> String {
    let mut term = Terminal::new(TestBackend::new(w, h)).unwrap();
    term.draw(|f| render(f, app)).unwrap();
    let buf = term.backend().buffer().clone();
    let mut out = String::new();
    for y in 0..h {
        for x in 0..w {
            out.push_str(buf[(x, y)].symbol());
        }
        out.push('\n');
    }
    out
}

fn run(env: &str, params: &[(&str, &str)], steps: usize) -> (Simulation, App) {
    let mut opts = LoadOptions::default();
    for (k, v) in params {
        opts.params.insert(k.to_string(), v.to_string());
    }
    let config = Config { worlds: 8, threads: 1, ..Config::default() };
    let mut s = Simulation::load(&repo(env), &config, &opts).unwrap();
    let mut app = App::new(&s, env);
    for _ in 0..steps {
        s.step().unwrap();
        app.record(s.sim.last_step());
    }
    app.sample_rate(1.25e6);
    app.world = 3;
    app.refresh_world(&s);
    (s, app)
}

#[test]
fn the_screen_shows_systems_timings_throughput_and_a_world() {
    let (_, app) = run("envs/cartpole.rhai", &[], 20);
    let text = screen(&app, 140, 36);
    for want in ["random_policy", "physics", "score", "last ms", "mean ms", "p99 ms", "share", "rows"] {
        assert!(text.contains(want), "`{want}` missing:\n{text}");
    }
    assert!(text.contains("step 20  1.250e6 env-steps/s"), "throughput line:\n{text}");
    assert!(text.contains("cpu, 8 worlds, 1 thread"), "{text}");
    assert!(text.contains("world 3 of 8"), "{text}");
    assert!(
        text.contains("Pole row 0: ") && text.contains("Cart{x="),
        "the world's entity (rows numbered within the world):\n{text}"
    );
    assert!(text.contains("Action{push="), "{text}");
    // Singletons are the world's too (CartPole's Done and Reward).
    assert!(text.contains("singleton: Done{terminated="), "the world's singletons:\n{text}");
    assert!(text.contains("keys: space pause/run"), "{text}");
    assert_eq!(app.nodes.iter().find(|n| n.name == "physics").map(|n| n.count), Some(20));
}

#[test]
fn two_d_positions_are_drawn_on_a_canvas_and_diagnostics_are_shown() {
    let (_, mut app) = run("envs/micro.rhai", &[("agents", "40")], 5);
    assert_eq!(app.points.len(), 40, "world 3's agents");
    assert_eq!(app.points_from.as_deref(), Some("pos"));
    app.paused = true;
    app.diagnostics = "error: expected an expression, found `;`\n  ┌─ envs/micro.rhai:13:18".into();
    let text = screen(&app, 140, 40);
    assert!(text.contains("pos (x, y)"), "{text}");
    assert!(text.chars().any(|c| ('\u{2801}'..='\u{28FF}').contains(&c)), "braille points:\n{text}");
    assert!(text.contains("PAUSED"), "{text}");
    assert!(text.contains("envs/micro.rhai:13:18"), "diagnostics with their line:\n{text}");
}

#[test]
fn cuda_nodes_show_the_register_variant_that_ran_them() {
    let opts =
        LoadOptions { backend: mw::Backend::CudaEmulated, plan: mw::PlanChoice::Fixed(96), ..LoadOptions::default() };
    let config = Config { worlds: 8, ..Config::default() };
    let mut s = Simulation::load(&repo("envs/cartpole.rhai"), &config, &opts).unwrap();
    let mut app = App::new(&s, "cartpole");
    for _ in 0..3 {
        s.step().unwrap();
        app.record(s.sim.last_step());
    }
    app.world = 5;
    app.refresh_world(&s);
    let text = screen(&app, 140, 36);
    assert!(text.contains("regs"), "{text}");
    // The device copies world 5's rows: its pole, as the CPU shows it after the same steps.
    assert!(text.contains("Pole row 0: Action{push="), "the device world's entity:\n{text}");
    let cpu_opts = LoadOptions { plan: mw::PlanChoice::Default, backend: mw::Backend::Cpu, ..opts.clone() };
    let mut c = Simulation::load(
        &repo("envs/cartpole.rhai"),
        &Config { worlds: 8, threads: 1, ..Config::default() },
        &cpu_opts,
    )
    .unwrap();
    for _ in 0..3 {
        c.step().unwrap();
    }
    let mut on_cpu = App::new(&c, "cartpole");
    on_cpu.world = 5;
    on_cpu.refresh_world(&c);
    assert_eq!(app.entities, on_cpu.entities, "world 5 on the device and on the CPU");
    // (The fused kernel's name is cut to the column's width.)
    let line = text.lines().find(|l| l.contains("random_policy+")).unwrap_or_else(|| panic!("{text}"));
    assert!(line.contains(" 96 "), "{line}");
    // The device's timers, the launch plan and how it was chosen, and the node the plan runs a
    // thread per world (`score` resets worlds: a world's rows in order).
    assert!(text.contains("per-system time (device timers)"), "{text}");
    assert!(text.contains("launch plan: 96 regs: the whole step (fixed by --plan)"), "{text}");
    let serial = s.sim.launch_plan().unwrap().serial;
    assert!(serial.iter().any(|n| n.contains("score")), "{serial:?}");
    assert!(line.contains(" serial"), "a thread per world: {line}");
    let compact = text.lines().find(|l| l.contains("[compact]")).unwrap_or_else(|| panic!("{text}"));
    assert!(!compact.contains("serial"), "{compact}");
    // The CPU has no variants: no column.
    let (_, cpu) = run("envs/cartpole.rhai", &[], 2);
    let text = screen(&cpu, 140, 36);
    assert!(!text.contains("regs") && !text.contains("launch plan") && !text.contains("serial"), "{text}");
}
