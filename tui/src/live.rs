//! The terminal UI of `mw run --tui`: what it shows, kept apart from the terminal so that a
//! test can render it into ratatui's `TestBackend`.
//!
//! [`App`] holds what the screen shows, updated from the simulation between steps: per-node
//! timings (last, mean, p99 over the last 1000 steps, share of the step, rows), throughput
//! with its recent history, the status line (paused, reloads) and the latest diagnostics, and
//! a view of one world: its entities' components, and — when an export holds 2D positions — a
//! braille canvas of them. [`render`] draws it. The binary owns the terminal and the keys.

use std::collections::VecDeque;

use mw_runtime::executor::{LaunchPlan, NodeTime};
use mw_runtime::schema::{CompId, ValueType};
use ratatui::Frame;
use ratatui::layout::{Constraint, Direction, Layout, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::symbols::Marker;
use ratatui::text::Line;
use ratatui::widgets::canvas::{Canvas, Points};
use ratatui::widgets::{Block, Borders, Cell, Paragraph, Row, Sparkline, Table, Wrap};

use mw::Simulation;

/// Steps each node's p99 is taken over.
const WINDOW: usize = 1000;
/// Entities listed in the world view.
const MAX_ENTITIES: usize = 64;

/// One graph node's timings.
pub struct NodeStat {
    pub name: String,
    pub engine: bool,
    pub fused: bool,
    pub last_ns: u64,
    pub total_ns: u128,
    pub count: u64,
    pub rows: u64,
    /// On the CUDA backend: the register budget of the variant that ran it last.
    pub variant: Option<u32>,
    recent: VecDeque<u64>,
}

impl NodeStat {
    /// The mean over `steps`, every step recorded: an engine node runs only in steps that need
    /// it, and is counted as 0 in the others, as `mw run`'s table does (a mean over the steps it
    /// ran in made a rare `[reset]` read 48% of the step where the table said 0.4%).
    pub fn mean_ns(&self, steps: u64) -> f64 {
        self.total_ns as f64 / steps.max(1) as f64
    }

    /// The 99th percentile of the last [`WINDOW`] steps.
    pub fn p99_ns(&self) -> u64 {
        let mut v: Vec<u64> = self.recent.iter().copied().collect();
        v.sort_unstable();
        v.get((v.len() * 99 / 100).min(v.len().saturating_sub(1))).copied().unwrap_or(0)
    }
}

pub struct App {
    pub title: String,
    pub backend: String,
    pub worlds: u32,
    pub threads: usize,
    pub steps: u64,
    /// Steps recorded since the timings were last cleared: what node means are over.
    pub timed: u64,
    pub paused: bool,
    /// env-steps/s now, and its recent history (one sample per refresh).
    pub rate: f64,
    pub history: Vec<u64>,
    pub nodes: Vec<NodeStat>,
    /// Pause, reload and other news, newest last.
    pub status: String,
    /// The latest diagnostics (rendered), empty when there are none.
    pub diagnostics: String,
    /// The world on view, its entities (archetype, then `Comp{field=value ...}` per
    /// component), and its 2D positions from the export named.
    pub world: u32,
    pub entities: Vec<(String, String)>,
    /// Two-dimensional array fields of the world's entities and singletons, drawn as pictures:
    /// a label and one line of shaded cells per row.
    pub pictures: Vec<(String, Vec<String>)>,
    pub points: Vec<(f64, f64)>,
    pub points_from: Option<String>,
    /// The CUDA backends' launch plan (and which nodes run a thread per world).
    pub plan: Option<LaunchPlan>,
}

impl App {
    pub fn new(s: &Simulation, title: &str) -> App {
        App {
            title: title.to_string(),
            backend: s.backend.name().to_string(),
            worlds: s.sim.worlds(),
            threads: s.sim.threads(),
            steps: 0,
            timed: 0,
            paused: false,
            rate: 0.0,
            history: Vec::new(),
            nodes: Vec::new(),
            status: "running".to_string(),
            diagnostics: String::new(),
            world: 0,
            entities: Vec::new(),
            pictures: Vec::new(),
            points: Vec::new(),
            points_from: None,
            plan: s.sim.launch_plan(),
        }
    }

    /// Adds one step's node times.
    pub fn record(&mut self, times: &[NodeTime]) {
        self.steps += 1;
        self.timed += 1;
        for t in times {
            let i = match self.nodes.iter().position(|n| n.name == t.name) {
                Some(i) => i,
                None => {
                    self.nodes.push(NodeStat {
                        name: t.name.clone(),
                        engine: t.engine,
                        fused: t.fused.is_some(),
                        last_ns: 0,
                        total_ns: 0,
                        count: 0,
                        rows: 0,
                        variant: None,
                        recent: VecDeque::with_capacity(WINDOW),
                    });
                    self.nodes.len() - 1
                }
            };
            let n = &mut self.nodes[i];
            n.last_ns = t.nanos;
            n.total_ns += t.nanos as u128;
            n.count += 1;
            n.rows = t.rows;
            n.variant = t.variant;
            if n.recent.len() == WINDOW {
                n.recent.pop_front();
            }
            n.recent.push_back(t.nanos);
        }
    }

    /// A new throughput sample.
    pub fn sample_rate(&mut self, env_steps_per_s: f64) {
        self.rate = env_steps_per_s;
        self.history.push(env_steps_per_s as u64);
        if self.history.len() > 240 {
            self.history.remove(0);
        }
    }

    /// Forgets the timings (after a reload, the systems may differ).
    pub fn clear_timings(&mut self) {
        self.nodes.clear();
        self.timed = 0;
    }

    /// Reads world `self.world` from the simulation: every entity's components, and the 2D
    /// positions of the first export whose elements are pairs of floats.
    pub fn refresh_world(&mut self, s: &Simulation) {
        self.world = self.world.min(s.sim.worlds().saturating_sub(1));
        let spec = &s.program.spec;
        let layout = &s.program.layout;
        self.entities.clear();
        self.pictures.clear();
        let mut pictures = Vec::new();
        for (ai, a) in spec.archetypes.iter().enumerate() {
            // Rows of this world, in order: the text of each component.
            let mut rows: Vec<Vec<String>> = Vec::new();
            for c in &a.components {
                // Just this world's rows (a device copies only those).
                let Some(bytes) = s.sim.world_rows(ai as u32, CompId(c.0), self.world) else { continue };
                let def = spec.comp(CompId(c.0));
                let cl = layout.comp(CompId(c.0));
                for (r, row) in bytes.chunks_exact(cl.size.max(1)).take(MAX_ENTITIES).enumerate() {
                    let fields: Vec<String> = def
                        .fields
                        .iter()
                        .zip(&cl.offsets)
                        .map(|(f, o)| {
                            if let Some(p) = picture(&f.ty, &row[*o..]) {
                                pictures.push((format!("{} row {r}: {}.{}", a.name, def.name, f.name), p));
                            }
                            format!("{}={}", f.name, show(&f.ty, &row[*o..]))
                        })
                        .collect();
                    if rows.len() <= r {
                        rows.push(Vec::new());
                    }
                    rows[r].push(format!("{}{{{}}}", def.name, fields.join(" ")));
                }
            }
            for (r, comps) in rows.into_iter().enumerate() {
                self.entities.push((format!("{} row {r}", a.name), comps.join("  ")));
            }
        }
        // Singletons, through a column port: every backend can read those.
        for def in spec.components.iter().filter(|c| c.singleton) {
            let Ok(p) = s.sim.column_port(&def.name) else { continue };
            let Ok(v) = s.sim.read(&p) else { continue };
            let per_world = v.data.len() / s.sim.worlds().max(1) as usize;
            let start = self.world as usize * per_world;
            let Some(mine) = v.data.get(start..start + per_world) else { continue };
            let cl = layout.comp(p.comp);
            let fields: Vec<String> = def
                .fields
                .iter()
                .zip(&cl.offsets)
                .filter_map(|(f, o)| {
                    let b = mine.get(*o..)?;
                    if let Some(pic) = picture(&f.ty, b) {
                        pictures.push((format!("singleton {}.{}", def.name, f.name), pic));
                    }
                    Some(format!("{}={}", f.name, show(&f.ty, b)))
                })
                .collect();
            self.entities.push(("singleton".to_string(), format!("{}{{{}}}", def.name, fields.join(" "))));
        }
        self.pictures = pictures;
        self.points.clear();
        self.points_from = None;
        for e in &spec.exports {
            let Ok(p) = s.sim.port(&e.name, false) else { continue };
            if p.elem.scalar != mw_runtime::schema::Scalar::F32 || p.elem.dims.last() != Some(&2) {
                continue;
            }
            let Ok(v) = s.sim.read(&p) else { continue };
            let per_world = v.data.len() / s.sim.worlds().max(1) as usize;
            let start = self.world as usize * per_world;
            let Some(mine) = v.data.get(start..start + per_world) else { continue };
            let f: Vec<f32> = mine.chunks_exact(4).map(|b| f32::from_le_bytes([b[0], b[1], b[2], b[3]])).collect();
            self.points = f.chunks_exact(2).map(|xy| (xy[0] as f64, xy[1] as f64)).collect();
            self.points_from = Some(e.name.clone());
            break;
        }
    }
}

/// A field's value, from the start of its bytes.
fn show(ty: &ValueType, b: &[u8]) -> String {
    let word = |k: usize| b.get(4 * k..4 * k + 4).map(|w| [w[0], w[1], w[2], w[3]]).unwrap_or([0; 4]);
    let f = |k: usize| format!("{:.4}", f32::from_le_bytes(word(k)));
    match ty {
        ValueType::Bool => (u32::from_le_bytes(word(0)) != 0).to_string(),
        ValueType::Int => i32::from_le_bytes(word(0)).to_string(),
        ValueType::Uint => u32::from_le_bytes(word(0)).to_string(),
        ValueType::Float => f(0),
        ValueType::Double => {
            let d = b.get(..8).map(|w| f64::from_le_bytes(w.try_into().unwrap_or([0; 8]))).unwrap_or(0.0);
            format!("{d:.6}")
        }
        ValueType::Vec2 => format!("({}, {})", f(0), f(1)),
        ValueType::Vec3 => format!("({}, {}, {})", f(0), f(1), f(2)),
        ValueType::Vec4 | ValueType::Quat => format!("({}, {}, {}, {})", f(0), f(1), f(2), f(3)),
        ValueType::Entity => {
            let lo = u32::from_le_bytes(word(0));
            let hi = u32::from_le_bytes(word(1));
            if lo == u32::MAX { "null".to_string() } else { format!("#{lo}.{hi}") }
        }
        ValueType::Array(e, n) => {
            let n = *n as usize;
            let size = e.size();
            let items: Vec<String> = (0..n.min(SHOWN)).map(|k| show(e, b.get(k * size..).unwrap_or(&[]))).collect();
            let more = if n > SHOWN { format!(" … ({n} in all)") } else { String::new() };
            format!("[{}{more}]", items.join(", "))
        }
        ValueType::Struct(s) => {
            let items: Vec<String> = s
                .fields
                .iter()
                .map(|f| format!("{}: {}", f.name, show(&f.ty, b.get(f.offset as usize..).unwrap_or(&[]))))
                .collect();
            format!("{{{}}}", items.join(", "))
        }
    }
}

/// Elements of an array shown in a line; the rest are counted.
const SHOWN: usize = 8;

/// A two-dimensional array of numbers (`int[32][32]`, up to 64 × 128) as rows of shaded cells,
/// from the least value (blank) to the greatest (full): a grid world is a picture, not a list.
fn picture(ty: &ValueType, b: &[u8]) -> Option<Vec<String>> {
    let ValueType::Array(row_ty, rows) = ty else { return None };
    let ValueType::Array(cell, cols) = &**row_ty else { return None };
    let (rows, cols) = (*rows as usize, *cols as usize);
    if rows > 64 || cols > 128 || rows * cols < 4 {
        return None;
    }
    let value = |k: usize| -> Option<f64> {
        let w = b.get(4 * k..4 * k + 4)?;
        let w = [w[0], w[1], w[2], w[3]];
        Some(match **cell {
            ValueType::Int => i32::from_le_bytes(w) as f64,
            ValueType::Uint | ValueType::Bool => u32::from_le_bytes(w) as f64,
            ValueType::Float => f32::from_le_bytes(w) as f64,
            _ => return None,
        })
    };
    let v: Vec<f64> = (0..rows * cols).map(value).collect::<Option<_>>()?;
    let finite = v.iter().copied().filter(|x| x.is_finite());
    let (lo, hi) = finite.fold((f64::MAX, f64::MIN), |(a, c), x| (a.min(x), c.max(x)));
    const SHADES: [char; 5] = [' ', '░', '▒', '▓', '█'];
    let shade = |x: f64| {
        if !x.is_finite() {
            return '?';
        }
        if hi <= lo {
            return if x == 0.0 { SHADES[0] } else { SHADES[4] };
        }
        SHADES[(((x - lo) / (hi - lo)) * 4.0).round().clamp(0.0, 4.0) as usize]
    };
    let mut out: Vec<String> = v.chunks(cols).map(|r| r.iter().map(|x| shade(*x)).collect()).collect();
    out.push(format!("({lo} blank .. {hi} full)"));
    Some(out)
}

fn ms(ns: f64) -> String {
    format!("{:.3}", ns / 1e6)
}

/// Draws the whole screen.
pub fn render(f: &mut Frame, app: &App) {
    let area = f.area();
    let outer = Layout::default()
        .direction(Direction::Vertical)
        .constraints([
            Constraint::Length(3),
            Constraint::Min(8),
            Constraint::Length(4 + u16::from(app.plan.is_some()) + diagnostic_lines(app).len() as u16),
        ])
        .split(area);
    header(f, app, outer[0]);
    let middle = Layout::default()
        .direction(Direction::Horizontal)
        .constraints([Constraint::Percentage(55), Constraint::Percentage(45)])
        .split(outer[1]);
    systems(f, app, middle[0]);
    world(f, app, middle[1]);
    footer(f, app, outer[2]);
}

fn header(f: &mut Frame, app: &App, area: Rect) {
    let parts = Layout::default()
        .direction(Direction::Horizontal)
        .constraints([Constraint::Percentage(60), Constraint::Percentage(40)])
        .split(area);
    let line = format!(
        "{}step {}  {:.3e} env-steps/s  |  {}, {} worlds, {} thread{}  |  {}",
        if app.paused { "PAUSED  " } else { "" },
        app.steps,
        app.rate,
        app.backend,
        app.worlds,
        app.threads,
        if app.threads == 1 { "" } else { "s" },
        app.title,
    );
    f.render_widget(Paragraph::new(line).block(Block::default().borders(Borders::ALL).title(" manyworlds ")), parts[0]);
    f.render_widget(
        Sparkline::default().block(Block::default().borders(Borders::ALL).title(" env-steps/s ")).data(&app.history),
        parts[1],
    );
}

fn systems(f: &mut Frame, app: &App, area: Rect) {
    let total: f64 = app.nodes.iter().map(|n| n.mean_ns(app.timed)).sum::<f64>().max(1.0);
    // The CUDA backend's launch plan: the register budget that ran each node.
    let regs = app.nodes.iter().any(|n| n.variant.is_some());
    let rows: Vec<Row> = app
        .nodes
        .iter()
        .map(|n| {
            let name = if n.engine {
                format!("[{}]", n.name)
            } else if n.fused {
                format!("{} (fused)", n.name)
            } else {
                n.name.clone()
            };
            let mut cells = vec![
                Cell::from(name),
                Cell::from(ms(n.last_ns as f64)),
                Cell::from(ms(n.mean_ns(app.timed))),
                Cell::from(ms(n.p99_ns() as f64)),
                Cell::from(format!("{:.1}%", 100.0 * n.mean_ns(app.timed) / total)),
                Cell::from(n.rows.to_string()),
            ];
            if regs {
                cells.push(Cell::from(n.variant.map_or(String::new(), |v| v.to_string())));
            }
            // The plan runs it a thread per world: its time grows with a world's rows.
            if let Some(p) = &app.plan {
                cells.push(Cell::from(if p.serial.contains(&n.name) { "serial" } else { "" }));
            }
            Row::new(cells)
        })
        .collect();
    let mut widths = vec![
        Constraint::Min(16),
        Constraint::Length(9),
        Constraint::Length(9),
        Constraint::Length(9),
        Constraint::Length(7),
        Constraint::Length(9),
    ];
    let mut head = vec!["system", "last ms", "mean ms", "p99 ms", "share", "rows"];
    if regs {
        widths.push(Constraint::Length(5));
        head.push("regs");
    }
    if app.plan.is_some() {
        widths.push(Constraint::Length(6));
        head.push("gpu");
    }
    let table = Table::new(rows, widths)
        .header(Row::new(head).style(Style::default().add_modifier(Modifier::BOLD)))
        .block(Block::default().borders(Borders::ALL).title(if app.plan.is_some() {
            " per-system time (device timers) "
        } else {
            " per-system time "
        }));
    f.render_widget(table, area);
}

fn world(f: &mut Frame, app: &App, area: Rect) {
    let title = format!(" world {} of {} ", app.world, app.worlds);
    let (list_area, canvas_area) = if app.points.is_empty() {
        (area, None)
    } else {
        let parts = Layout::default()
            .direction(Direction::Vertical)
            .constraints([Constraint::Percentage(45), Constraint::Percentage(55)])
            .split(area);
        (parts[0], Some(parts[1]))
    };
    let mut lines: Vec<Line> = app.entities.iter().map(|(who, comps)| Line::from(format!("{who}: {comps}"))).collect();
    for (what, rows) in &app.pictures {
        lines.push(Line::from(format!("{what}:")));
        lines.extend(rows.iter().map(|r| Line::from(r.clone())));
    }
    f.render_widget(
        Paragraph::new(lines).wrap(Wrap { trim: true }).block(Block::default().borders(Borders::ALL).title(title)),
        list_area,
    );
    if let Some(c) = canvas_area {
        let (mut x0, mut x1, mut y0, mut y1) = (f64::MAX, f64::MIN, f64::MAX, f64::MIN);
        for (x, y) in app.points.iter().filter(|(x, y)| x.is_finite() && y.is_finite()) {
            x0 = x0.min(*x);
            x1 = x1.max(*x);
            y0 = y0.min(*y);
            y1 = y1.max(*y);
        }
        if x0 > x1 {
            (x0, x1, y0, y1) = (-1.0, 1.0, -1.0, 1.0);
        }
        let pad = |a: f64, b: f64| ((b - a) * 0.05).max(1e-3);
        let (px, py) = (pad(x0, x1), pad(y0, y1));
        let name = app.points_from.clone().unwrap_or_default();
        let canvas = Canvas::default()
            .block(Block::default().borders(Borders::ALL).title(format!(" {name} (x, y) ")))
            .marker(Marker::Braille)
            .x_bounds([x0 - px, x1 + px])
            .y_bounds([y0 - py, y1 + py])
            .paint(|ctx| ctx.draw(&Points { coords: &app.points, color: Color::Cyan }));
        f.render_widget(canvas, c);
    }
}

/// The latest diagnostics as shown: their first lines (message, file:line:col, the source line).
fn diagnostic_lines(app: &App) -> Vec<&str> {
    app.diagnostics.lines().filter(|l| !l.trim().is_empty()).take(8).collect()
}

fn footer(f: &mut Frame, app: &App, area: Rect) {
    let mut text = vec![Line::from(format!("status: {}", app.status))];
    if let Some(p) = &app.plan {
        text.push(Line::from(format!("launch plan: {} ({})", p.line, p.how)));
    }
    for l in diagnostic_lines(app) {
        text.push(Line::from(l.to_string()).style(Style::default().fg(Color::Red)));
    }
    text.push(Line::from("keys: space pause/run  s step  r reset worlds  [ ] world  q quit"));
    f.render_widget(Paragraph::new(text).block(Block::default().borders(Borders::ALL)), area);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn node(name: &str, nanos: u64, engine: bool) -> NodeTime {
        NodeTime { name: name.into(), nanos, rows: 1, simd_rows: 0, engine, fused: None, variant: None }
    }

    /// A node that runs in some steps only counts as 0 in the others, as in `mw run`'s table:
    /// a reset of 1000 ns in one step of 100 with a system of 100 ns a step is 10 ns a step,
    /// about 9% of the step, not 91%.
    #[test]
    fn means_and_shares_are_over_every_step() {
        let mut app = App {
            title: String::new(),
            backend: "cpu".into(),
            worlds: 1,
            threads: 1,
            steps: 0,
            timed: 0,
            paused: false,
            rate: 0.0,
            history: Vec::new(),
            nodes: Vec::new(),
            status: String::new(),
            diagnostics: String::new(),
            world: 0,
            entities: Vec::new(),
            pictures: Vec::new(),
            points: Vec::new(),
            points_from: None,
            plan: None,
        };
        app.record(&[node("physics", 100, false), node("reset", 1000, true)]);
        for _ in 1..100 {
            app.record(&[node("physics", 100, false)]);
        }
        let mean = |name: &str| app.nodes.iter().find(|n| n.name == name).unwrap().mean_ns(app.timed);
        assert_eq!((mean("physics"), mean("reset")), (100.0, 10.0));
        app.clear_timings();
        app.record(&[node("physics", 50, false)]);
        assert_eq!(app.nodes[0].mean_ns(app.timed), 50.0, "means start again after a reload");
    }

    /// Arrays show their values, and a grid as a picture, not "[1024 elements]".
    #[test]
    fn arrays_show_values_and_grids_are_pictures() {
        let ints = |v: &[i32]| v.iter().flat_map(|x| x.to_le_bytes()).collect::<Vec<u8>>();
        let a3 = ValueType::Array(Box::new(ValueType::Int), 3);
        assert_eq!(show(&a3, &ints(&[1, -2, 3])), "[1, -2, 3]");
        let a20 = ValueType::Array(Box::new(ValueType::Int), 20);
        assert!(show(&a20, &ints(&[7; 20])).ends_with("7 … (20 in all)]"));
        let grid = ValueType::Array(Box::new(ValueType::Array(Box::new(ValueType::Int), 3)), 2);
        let pic = picture(&grid, &ints(&[0, 4, 0, 2, 4, 0])).expect("a picture");
        assert_eq!(pic, vec![" █ ".to_string(), "▒█ ".to_string(), "(0 blank .. 4 full)".to_string()]);
        assert!(picture(&a3, &ints(&[1, 2, 3])).is_none(), "one dimension stays a list");
    }
}
