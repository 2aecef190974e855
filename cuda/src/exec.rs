//! The CUDA executor: the second implementation of `mw_runtime::Executor`, over any
//! [`Device`] — a GPU through the driver API, or the emulated one (host threads), which is how
//! this code is tested without a GPU.
//!
//! A step is one launch of the megakernel, or a few (a launch plan, [`crate::planner`]: each
//! launch runs a range of the step's nodes in one register variant); nothing returns to the host
//! inside a launch. Exports are gathered from device memory when read (one copy of the column),
//! imports scattered into it when written, so `--dump`, `--actions` and `--set` work as on the
//! CPU.
//!
//! **Timings.** The megakernel stamps each phase of the step program with the device's global
//! timer when it is published and when its last item (and epilogue) is done (`mw_advance`,
//! mw_engine.h). After a step the host reads the stamps (lazily: only when timings are asked
//! for) and sums each node's phases; what the launches took beyond the nodes (the launch
//! itself, the host's wait, the scheduler between phases) is the engine node `launch`. So the
//! nodes add up to the step's wall-clock time, as on the CPU, and feed the same summary, TUI
//! and Chrome trace. Each node also says which register budget ran it.
//!
//! **Capacity.** Each table holds the same number of rows for every world ([`crate::device`]).
//! Where the program fixes the rows a world can have (no system but `init_world` spawns, and it
//! spawns a bounded number of times: [`mw_jit::ir::spawns::fixed_rows`]), that is the region,
//! with no room to spare: CartPole's is 1 row, so a thread per world reads consecutive rows and
//! no sector carries rows nobody reads. Otherwise it starts at 4, grows (×4) while `init_world`
//! overflows it, and is set to twice the largest world's rows plus 2 after `init_world`, and
//! again after any step that leaves a world more than half full (the device tracks the peak;
//! moving to the larger layout happens between steps). Only a world that more than doubles
//! within one step stops it with "table full".

use std::cell::OnceCell;
use std::ops::Range;
use std::time::Instant;

use mw_jit::Program;
use mw_jit::cuda::Emitted;
use mw_runtime::abi;
use mw_runtime::executor::Executor;
use mw_runtime::executor::{Event, Lease, NodeTime, Port, View, column_port_of, port_of};
use mw_runtime::schema::{CompId, PortRows, Spec};

use crate::device::{Memory, Worlds};
use crate::planner::Launch;

/// The rows a table holds per world when the worlds are laid out: the program's fixed rows
/// ([`mw_jit::ir::spawns::fixed_rows`], at least 1), else 4 (the start grows them).
fn first_cap(fixed: Option<u32>) -> u32 {
    fixed.map_or(4, |rows| rows.max(1))
}

/// Where the megakernel runs.
pub trait Device: Memory {
    /// The backend's name, as `--backend` spells it.
    fn name(&self) -> &'static str;
    /// Threads of the largest launch (the arena is sized for them).
    fn threads(&self) -> u32;
    /// The CUDA device whose memory [`Memory`] allocates, or `None` for host memory (the
    /// emulation): what views of it are.
    fn ordinal(&self) -> Option<u32>;
    /// The register budget of each variant of the megakernel this device can launch, in the
    /// order [`Device::launch`] numbers them (at least one).
    fn variants(&self) -> Vec<u32>;
    /// Runs variant `variant` of the megakernel over the worlds at `dev`, as `steps` says. Past
    /// `watch`'s limit, sets the stop word at `stop` (to `STOP_TIMEOUT`): kernels then return at
    /// their next loop iteration, so a script that loops forever can't hang the process.
    fn launch(&mut self, variant: usize, dev: u64, steps: Steps, stop: u64, watch: Watch) -> Result<(), String>;
    /// Per phase of the step program since the last call, `[items, work, longest]` (see
    /// [`Chain`]), and cleared; `None` where nothing counts them (a GPU).
    fn chains(&mut self) -> Option<Vec<[u64; 3]>> {
        None
    }
    /// Per phase of the step program since the last call, then one entry for what threads did
    /// before their first phase, `[read, written, requests, requested]` (see [`Sectors`]); and
    /// the same sectors read and written by buffer (its [`Memory::label`], then per entry), for
    /// the buffers that moved any. Cleared; `None` where nothing measures it (a GPU, an
    /// emulation not built to).
    fn traffic(&mut self) -> Option<(Vec<[u64; 4]>, Vec<(String, Vec<[u64; 2]>)>)> {
        None
    }
    /// Takes the megakernel of `build` (this backend's build of a new program, as
    /// [`DeviceCode::build`] carries it) in place of its own, keeping its memory; fails, changing
    /// nothing, when `build` is not this backend's.
    fn replace_code(&mut self, build: Box<dyn std::any::Any + Send>) -> Result<(), String> {
        drop(build);
        Err(format!("the {} backend can't take new code into running worlds yet", self.name()))
    }
}

/// New code for running worlds ([`Executor::swap_code`] on a [`DeviceSim`]): the program, its
/// CUDA C++, and the backend's build of it (for the emulated GPU, an
/// [`crate::emulate::EmulatedDevice`] whose library the running one takes).
pub struct DeviceCode {
    pub program: Program,
    pub emitted: Emitted,
    pub build: Box<dyn std::any::Any + Send>,
    /// The GPU as the launch-plan cache names it (`crate::profile::key`): where a plan kept for
    /// the new code is looked for.
    pub gpu: String,
}

/// The parallelism of a phase (or node), as the emulated GPU counts it: an item is what one
/// thread runs (a row, a world, a chunk, a lane of a warp's world), and its serial chain is 1
/// plus the loop iterations inside it (loops of system code, and the engine's loops over a
/// world's rows, entities, chunks, digits or keys). On a GPU with enough threads a phase takes
/// about its longest chain; `work / longest` is how many threads it can keep busy.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Chain {
    /// Items run.
    pub items: u64,
    /// Serial steps of all items together.
    pub work: u64,
    /// The most serial steps of one item: the longest serial chain.
    pub longest: u64,
}

impl Chain {
    /// Both together: items and work add up, the longest is the longer.
    pub fn merge(self, o: Chain) -> Chain {
        Chain { items: self.items + o.items, work: self.work + o.work, longest: self.longest.max(o.longest) }
    }
}

/// What [`DeviceSim::chains`] counted: per phase of the program, over `steps` steps (and any
/// resets and starts between them).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Chains {
    pub steps: u64,
    pub phases: Vec<Chain>,
}

impl Chains {
    /// Per step node (its phases together), in order.
    pub fn nodes(&self, nodes: &[mw_jit::cuda::StepNode]) -> Vec<Chain> {
        nodes
            .iter()
            .map(|n| {
                let phases = self.phases.get(n.phases.start as usize..n.phases.end as usize).unwrap_or(&[]);
                phases.iter().fold(Chain::default(), |a, c| a.merge(*c))
            })
            .collect()
    }
}

/// Memory traffic in 32-byte sectors, as the emulated GPU measures it ([`DeviceSim::traffic`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Sectors {
    /// Sectors read, each counted once a phase and a launch, and not where the same thread
    /// wrote the sector earlier in the phase (the cache serves that read): what DRAM would move
    /// were nothing cached between phases.
    pub read: u64,
    /// Sectors written, the same way.
    pub written: u64,
    /// Accesses by warps: one site of the code reached the k-th time by the lanes of a warp.
    pub requests: u64,
    /// The distinct sectors those accesses asked for (a coalesced access of 32 lanes' 4 bytes
    /// asks for 4; an uncoalesced one for up to 32).
    pub requested: u64,
}

impl Sectors {
    pub fn merge(self, o: Sectors) -> Sectors {
        Sectors {
            read: self.read + o.read,
            written: self.written + o.written,
            requests: self.requests + o.requests,
            requested: self.requested + o.requested,
        }
    }
    /// Bytes read and written.
    pub fn bytes(&self) -> u64 {
        32 * (self.read + self.written)
    }
}

/// What [`DeviceSim::traffic`] measured over `steps` steps: per phase of the program, then what
/// threads did before their first phase (`outside`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Traffic {
    pub steps: u64,
    pub phases: Vec<Sectors>,
    pub outside: Sectors,
    /// Sectors read and written by buffer (the device memory's labels: `Pole.Cart`, `slots`,
    /// `reset_list` ...), per entry of `phases` and then `outside`.
    pub buffers: Vec<(String, Vec<[u64; 2]>)>,
}

impl Traffic {
    /// Every phase's and the rest's together.
    pub fn total(&self) -> Sectors {
        self.phases.iter().fold(self.outside, |a, s| a.merge(*s))
    }

    /// A table per phase that moved anything: bytes per world-step read and written, warp
    /// accesses per world-step and the sectors each asked for; then the total.
    pub fn table(&self, labels: &[String], worlds: u32) -> String {
        let per = (self.steps.max(1) * worlds.max(1) as u64) as f64;
        let w = labels.iter().map(|l| l.len()).max().unwrap_or(5).max(5);
        let mut s =
            format!("{:<w$} {:>8} {:>8} {:>9} {:>10}\n", "phase", "read B", "write B", "accesses", "sectors/acc");
        let row = |s: &mut String, label: &str, x: &Sectors| {
            let per_acc = if x.requests == 0 { 0.0 } else { x.requested as f64 / x.requests as f64 };
            s.push_str(&format!(
                "{:<w$} {:>8.1} {:>8.1} {:>9.2} {:>10.2}\n",
                label,
                32.0 * x.read as f64 / per,
                32.0 * x.written as f64 / per,
                x.requests as f64 / per,
                per_acc
            ));
        };
        for (i, x) in self.phases.iter().enumerate() {
            if *x != Sectors::default() {
                row(&mut s, labels.get(i).map_or("?", |l| l.as_str()), x);
            }
        }
        if self.outside != Sectors::default() {
            row(&mut s, "(before a phase)", &self.outside);
        }
        row(&mut s, "total", &self.total());
        s.push_str(&format!(
            "per world-step over {} steps of {worlds} worlds: bytes read and written as 32-byte sectors, each once a phase; \
             accesses: a site of the code reached by a warp's lanes (its k-th time)\n",
            self.steps
        ));
        s
    }

    /// Where each phase's bytes went: per phase that moved anything, the buffers that moved at
    /// least `least` bytes a world-step, most first, read and written.
    pub fn by_buffer(&self, labels: &[String], worlds: u32, least: f64) -> String {
        let per = (self.steps.max(1) * worlds.max(1) as u64) as f64;
        let bytes = |n: u64| 32.0 * n as f64 / per;
        let mut s = format!("{:<44} {:>8} {:>8}\n", "phase / buffer", "read B", "write B");
        for i in 0..=self.phases.len() {
            let mut rows: Vec<(&str, [u64; 2])> = self
                .buffers
                .iter()
                .filter_map(|(name, v)| v.get(i).map(|x| (name.as_str(), *x)))
                .filter(|(_, [r, w])| bytes(*r) >= least || bytes(*w) >= least)
                .collect();
            if rows.is_empty() {
                continue;
            }
            rows.sort_by_key(|(_, [r, w])| std::cmp::Reverse(r + w));
            let label = if i == self.phases.len() { "(before a phase)" } else { labels.get(i).map_or("?", |l| l) };
            s.push_str(&format!("{label}\n"));
            for (name, [r, w]) in rows {
                s.push_str(&format!("  {name:<42} {:>8.2} {:>8.2}\n", bytes(r), bytes(w)));
            }
        }
        s
    }
}

/// What a launch runs: phases `phases` of the program for `count` steps (fewer after a stop),
/// numbered from `first`.
#[derive(Clone, Debug)]
pub struct Steps {
    pub first: u32,
    pub phases: Range<u32>,
    pub count: u32,
}

/// When a launch must be stopped from the host: past the step time limit, or when the host's
/// interrupt flag is raised ([`Executor::set_interrupt`]). A device's [`crate::watchdog::Watchdog`]
/// writes the stop code to the stop word.
#[derive(Clone, Copy)]
pub struct Watch {
    pub limit: std::time::Duration,
    pub interrupt: Option<&'static std::sync::atomic::AtomicBool>,
}

/// One launch of the last step: its variant, the phases it ran, when it began (ns since the
/// executor was made) and how long it took on the host's clock.
#[derive(Clone)]
struct Ran {
    variant: usize,
    phases: Range<u32>,
    start_ns: u64,
    ns: u64,
}

pub struct DeviceSim<D: Device> {
    device: D,
    program: Program,
    emitted: Emitted,
    worlds: Worlds,
    keys: Vec<[u32; 4]>,
    seed: u64,
    limit: std::time::Duration,
    steps: u64,
    /// The launch plan: per launch, a variant and the step's nodes it runs.
    launches: Vec<Launch>,
    /// The last step's launches, and its timings once asked for.
    ran: Vec<Ran>,
    timed: OnceCell<(Vec<NodeTime>, Vec<Event>)>,
    born: Instant,
    /// Marked worlds wait for [`Executor::reset_worlds`] (SEMANTICS.md 10.7a).
    manual: bool,
    /// The host's interrupt flag ([`Executor::set_interrupt`]).
    interrupt: Option<&'static std::sync::atomic::AtomicBool>,
    /// Steps since [`DeviceSim::chains`] last read the counts.
    counted: u64,
    /// The last step's launches' time on the host's clock, ns (0: none yet): what
    /// [`Executor::step_many`] sizes its launches by.
    step_ns: u64,
    /// Launches of the megakernel made (every kind).
    launched: u64,
    /// About how long [`Executor::step_many`] makes a launch of many steps.
    batch_time: std::time::Duration,
    /// Steps since [`DeviceSim::traffic`] last read the measurement.
    measured: u64,
    /// The most rows a world can have when the program fixes it
    /// ([`mw_jit::ir::spawns::fixed_rows`]): the regions are then that size, with no room to grow.
    fixed: Option<u32>,
    /// The current layout's lease, shared by every place of it handed out ([`Executor::place`]):
    /// a layout the worlds move out of is retired while a place shares it, so the view's
    /// consumer never reads freed memory, and freed once none does ([`Memory::reap`]).
    lease: Lease,
    /// How the launch plan was chosen ([`DeviceSim::set_plan_origin`]).
    origin: PlanOrigin,
    /// A profile of new code taken over the live steps after a swap ([`Background`]).
    background: Option<Background>,
}

/// How a launch plan was chosen: what happens to it when new code is swapped in.
#[derive(Clone, Debug, Default)]
pub struct PlanOrigin {
    /// In a line, for the terminal UI ("fixed by --plan", "profiled in 0.4 s, kept in ...").
    pub how: String,
    /// From a profile (`--plan auto|profile`): new code gets the plan kept for it, else is
    /// profiled in the background over its first steps; `warm` and `steps` per variant.
    /// `None`: a fixed variant, which new code keeps.
    pub profile: Option<(u32, u32)>,
    /// The GPU as the plan cache names it (where a background profile's plan is kept).
    pub gpu: String,
}

/// The profiling pass of new code run over the live steps after a swap, so the worlds step on
/// while it runs: each variant in turn runs whole steps (`warm` of them, then `steps` timed),
/// then the planner chooses from the medians and the plan switches. Every variant computes the
/// same bits (a variant differs only in its register budget), so the worlds' results are
/// those of any plan; only the time per step differs meanwhile.
struct Background {
    warm: u32,
    steps: u32,
    /// The variant timed now, and steps it has run.
    variant: usize,
    ran: u32,
    /// Per node, this variant's timed samples (ns).
    samples: Vec<Vec<f64>>,
    /// Per variant done, per node, the median (ns).
    ns: Vec<Vec<f64>>,
    began: Instant,
}

impl<D: Device> DeviceSim<D> {
    /// Lays out `worlds` worlds of `program` on `device` (not started: [`Executor::start`]).
    pub fn new(
        device: D,
        program: Program,
        emitted: Emitted,
        worlds: u32,
        seed: u64,
        limit: std::time::Duration,
    ) -> Result<Self, String> {
        Self::new_at(device, program, emitted, worlds, 0, seed, limit)
    }

    /// As [`DeviceSim::new`], for worlds `[world_offset, world_offset + worlds)` of a larger
    /// population (`Config::world_offset`): each world draws as that global world does.
    pub fn new_at(
        device: D,
        program: Program,
        emitted: Emitted,
        worlds: u32,
        world_offset: u32,
        seed: u64,
        limit: std::time::Duration,
    ) -> Result<Self, String> {
        let key = abi::rng_key(seed);
        let keys: Vec<[u32; 4]> =
            emitted.streams.iter().map(|(name, purpose)| abi::stream_key(key, name, *purpose)).collect();
        let mut device = device;
        let threads = device.threads();
        let fixed = mw_jit::ir::spawns::fixed_rows(&program);
        let w =
            Worlds::create(&mut device, &program, &emitted, worlds, world_offset, first_cap(fixed), &keys, threads)?;
        w.set_host_modes(&mut device, false, fixed.is_none())?;
        Ok(DeviceSim {
            device,
            program,
            emitted,
            worlds: w,
            keys,
            seed,
            limit,
            steps: 0,
            launches: Vec::new(),
            ran: Vec::new(),
            timed: OnceCell::new(),
            born: Instant::now(),
            manual: false,
            interrupt: None,
            counted: 0,
            step_ns: 0,
            launched: 0,
            batch_time: BATCH_TIME,
            measured: 0,
            fixed,
            lease: Lease::new(),
            origin: PlanOrigin::default(),
            background: None,
        })
    }

    fn run(&mut self, init: bool) -> Result<(), String> {
        if init {
            let v = self.launches.first().map_or(0, |l| l.variant);
            let (_, stop) = self.launch(v, self.worlds.init_program())?;
            return self.stopped(stop, "init_world at start");
        }
        let (reset, end) = self.worlds.step_program();
        // Numbered as SEMANTICS.md numbers steps: the first is step 0.
        let during = format!("step {}", self.steps);
        if !self.manual {
            return self.run_phases(0..end, &during);
        }
        // Manual resets: the graph, then the compaction (after a stop too), without the reset
        // phase between.
        let graph = self.run_phases(0..reset, &during);
        let compact = self.run_phases(reset + mw_jit::cuda::RESET_PHASES..end, &during);
        graph.and(compact)
    }

    /// Runs the step program's phases `phases` through the launch plan: each launch's part of
    /// them, in order, with its variant. After a stop, only the end-of-step compaction runs (the
    /// device skips to it within a launch too), so the tables are compact and marked worlds
    /// wait for the next step, as on the CPU (SEMANTICS.md 10.10).
    fn run_phases(&mut self, phases: Range<u32>, during: &str) -> Result<(), String> {
        let mut stop = 0;
        for (variant, range) in self.launch_phases() {
            let first = if stop == 0 { phases.start } else { phases.start.max(self.worlds.stop_to()) };
            let (a, b) = (range.start.max(first), range.end.min(phases.end));
            if a < b {
                let start_ns = self.born.elapsed().as_nanos() as u64;
                let (ns, s) = self.launch(variant, a..b)?;
                self.ran.push(Ran { variant, phases: a..b, start_ns, ns });
                if stop == 0 {
                    stop = s;
                }
            }
        }
        self.stopped(stop, during)
    }

    /// The plan's launches as ranges of the step program's phases (one launch of the first
    /// variant without a plan).
    fn launch_phases(&self) -> Vec<(usize, Range<u32>)> {
        let nodes = &self.emitted.step_nodes;
        let step = self.worlds.step_program().1;
        if self.launches.is_empty() {
            return vec![(0, 0..step)];
        }
        self.launches
            .iter()
            .map(|l| {
                let first = nodes.get(l.nodes.start).map_or(step, |n| n.phases.start);
                let end = if l.nodes.end >= nodes.len() { step } else { nodes[l.nodes.end].phases.start };
                (l.variant, first..end)
            })
            .collect()
    }

    /// Launches variant `variant` over phases `phases` of the program, to their end: how long it
    /// took (ns), and the stop word it left (0: it completed).
    fn launch(&mut self, variant: usize, phases: Range<u32>) -> Result<(u64, u32), String> {
        self.launch_steps(variant, phases, 1, std::time::Duration::ZERO)
    }

    /// [`DeviceSim::launch`] for `steps` steps in one launch, with `more` time than one step's
    /// limit (what the other steps are expected to take).
    fn launch_steps(
        &mut self,
        variant: usize,
        phases: Range<u32>,
        steps: u32,
        more: std::time::Duration,
    ) -> Result<(u64, u32), String> {
        let t0 = Instant::now();
        let watch = Watch { limit: self.limit.saturating_add(more), interrupt: self.interrupt };
        let (dev, stop) = (self.worlds.dev, self.worlds.stop_word());
        self.launched += 1;
        self.device.launch(variant, dev, Steps { first: self.steps as u32, phases, count: steps }, stop, watch)?;
        let ns = t0.elapsed().as_nanos() as u64;
        Ok((ns, self.worlds.stop(&self.device)?))
    }

    /// The error of a run `during` that left the stop word `stop`, which is cleared first: the
    /// next step starts unstopped, as the CPU's does.
    fn stopped(&mut self, stop: u32, during: &str) -> Result<(), String> {
        if stop == 0 {
            return Ok(());
        }
        self.worlds.clear_stop(&mut self.device)?;
        Err(match stop {
            abi::STOP_TIMEOUT => format!(
                "{during} ran longer than the step time limit of {} s and was stopped (raise it with --step-timeout if it really needs longer)",
                self.limit.as_secs_f64()
            ),
            abi::STOP_INTERRUPT => format!("{during} was interrupted and stopped part way"),
            abi::STOP_TABLE_FULL => format!(
                "a world outgrew its {} rows of a table on the device within one step (the rows grow between \
                 steps, to twice the largest world's)",
                self.worlds.cap
            ),
            s => format!("the device stopped the step (reason {s})"),
        })
    }

    /// The port's storage, whole (every world's region, or every world's singleton), and
    /// its row stride and rows per world region.
    fn storage(&self, p: &Port) -> Result<(Vec<u8>, usize, usize), String> {
        let size = self.program.layout.comp(p.comp).size;
        match p.arch {
            Some(a) => Ok((self.worlds.column(&self.device, a, p.comp)?, size, self.worlds.cap as usize)),
            None => Ok((self.worlds.singleton(&self.device, p.comp)?, size, 1)),
        }
    }

    fn counts(&self, p: &Port) -> Result<Vec<u32>, String> {
        match p.arch {
            Some(a) => self.worlds.counts(&self.device, a),
            None => Ok(vec![1; self.worlds.worlds as usize]),
        }
    }
}

impl<D: Device> Executor for DeviceSim<D> {
    fn backend(&self) -> &'static str {
        self.device.name()
    }

    fn start(&mut self) -> Result<(), String> {
        // Grow the tables until init_world fits, then give every world room to grow.
        loop {
            match self.run(true) {
                Ok(_) => {}
                Err(e) if e.contains("outgrew") && self.worlds.cap < (1 << 26) => {
                    let cap = self.worlds.cap * 4;
                    self.recreate(cap)?;
                    continue;
                }
                Err(e) => return Err(e),
            }
            let peak = self.worlds.peak_rows(&self.device)?;
            let want = match self.fixed {
                Some(rows) => rows.max(peak).max(1),
                None => peak.saturating_mul(2).saturating_add(2).max(4),
            };
            if want > self.worlds.cap {
                self.recreate(want)?;
                self.run(true)?;
            }
            return Ok(());
        }
    }

    fn step(&mut self) -> Result<(), String> {
        self.device.reap();
        self.ran.clear();
        self.timed = OnceCell::new();
        if let Some(b) = &self.background {
            self.launches = vec![Launch { variant: b.variant, nodes: 0..self.emitted.step_nodes.len() }];
        }
        let r = self.run(false);
        self.step_ns = self.ran.iter().map(|r| r.ns).sum();
        if r.is_ok() {
            self.steps += 1;
            self.profile_in_background();
        }
        self.counted += 1;
        self.measured += 1;
        // A stopped step leaves compact tables too, which grow as after any step (a table that
        // filled up has room for the next).
        let grown = self.grow();
        r.and(grown)
    }

    fn step_many(&mut self, n: u64) -> (u64, Result<(), String>) {
        // One launch for many steps where nothing happens on the host between them: one launch
        // of the whole step, resets at the end of each, no profiling under way; regions that
        // must grow end a launch (mw_must_grow), and grow here. Else a step at a time.
        let step_end = self.worlds.step_program().1;
        let whole = matches!(self.launch_phases()[..], [(_, ref r)] if *r == (0..step_end));
        if n <= 1 || self.manual || self.background.is_some() || !whole {
            return mw_runtime::executor::step_each(self, n);
        }
        let mut done = 0u64;
        while done < n {
            // Launches of about `batch_time`, sized by the last step's time (a step alone first,
            // to measure it): a step that never ends is stopped within the step time limit and
            // the other steps' expected time, and an interrupt ends the launch after its step.
            let per = self.step_ns.max(1);
            let k = (self.batch_time.as_nanos() as u64 / per).clamp(1, MAX_STEPS_A_LAUNCH).min(n - done);
            let (ran, r) = if self.step_ns == 0 || k == 1 {
                let r = self.step();
                (u64::from(r.is_ok()), r)
            } else {
                let (ran, r) = self.steps_in_one_launch(k as u32, std::time::Duration::from_nanos(4 * k * per));
                // A stopped step leaves compact tables too, which grow (as after Self::step).
                let grown = self.grow();
                (ran, r.and(grown))
            };
            done += ran;
            if r.is_err() {
                return (done, r);
            }
        }
        (n, Ok(()))
    }

    fn steps(&self) -> u64 {
        self.steps
    }

    fn worlds(&self) -> u32 {
        self.worlds.worlds
    }

    fn threads(&self) -> usize {
        self.device.threads() as usize
    }

    fn last_step(&self) -> &[NodeTime] {
        &self.timings().0
    }

    fn last_events(&self) -> &[Event] {
        &self.timings().1
    }

    fn take_debug(&mut self) -> Vec<(u32, u32, f64)> {
        self.worlds.take_hits(&mut self.device).unwrap_or_default()
    }

    fn port(&self, name: &str, import: bool) -> Result<Port, String> {
        port_of(&self.program.spec, &self.program.layout, name, import)
    }

    fn column_port(&self, path: &str) -> Result<Port, String> {
        column_port_of(&self.program.spec, &self.program.layout, path)
    }

    fn shape(&self, p: &Port) -> Result<Vec<usize>, String> {
        let a = p.arch.unwrap_or(0) as usize;
        let name = self.program.spec.archetypes.get(a).map_or("", |x| x.name.as_str());
        let counts = match p.rows {
            PortRows::Uniform if p.arch.is_some() => self.counts(p)?,
            _ => Vec::new(),
        };
        mw_runtime::executor::port_shape(p, self.worlds.worlds, name, || {
            let first = counts.first().copied().unwrap_or(0);
            match counts.iter().enumerate().find(|(_, n)| **n != first) {
                Some((w, n)) => Err(mw_runtime::executor::UnevenRows { first, world: w as u32, rows: *n }),
                None => Ok(first),
            }
        })
    }

    fn read(&self, p: &Port) -> Result<View<'_>, String> {
        let shape = self.shape(p)?;
        let counts = self.counts(p)?;
        if p.rows == PortRows::Count {
            let data = counts.iter().flat_map(|c| (*c as i32).to_le_bytes()).collect();
            return Ok(View { scalar: p.elem.scalar, shape, data: std::borrow::Cow::Owned(data) });
        }
        let (all, stride, region) = self.storage(p)?;
        let n = p.elem.bytes;
        let pad = match p.rows {
            PortRows::Padded(max) => Some(max as usize),
            _ => None,
        };
        let mut out = Vec::new();
        for (w, c) in counts.iter().enumerate() {
            let c = *c as usize;
            if let Some(max) = pad
                && c > max
            {
                return Err(format!(
                    "`{}` holds at most {max} rows per world (max_rows), but world {w} has {c}; raise max_rows in its e.output(...)",
                    p.name
                ));
            }
            for r in 0..c {
                let at = (w * region + r) * stride + p.elem.offset;
                out.extend_from_slice(&all[at..at + n]);
            }
            if let Some(max) = pad {
                out.resize(out.len() + (max - c) * n, 0);
            }
        }
        Ok(View { scalar: p.elem.scalar, shape, data: std::borrow::Cow::Owned(out) })
    }

    /// Where a port lies in the device's memory: every world's region of a column is `cap`
    /// rows, so an archetype port whose worlds have equal row counts is a strided view
    /// `[worlds, rows, ...]` (worlds `cap` rows apart), and a singleton port `[worlds, ...]`.
    /// The address holds until the worlds grow or are reseeded; then the view is stale, and the
    /// old memory is kept (not updated) while the place or a clone of it lives.
    fn place(&self, p: &Port) -> Result<Option<mw_runtime::executor::Place>, String> {
        if p.rows != PortRows::Uniform {
            return Ok(None);
        }
        let shape = self.shape(p)?;
        let size = self.program.layout.comp(p.comp).size;
        let world = if p.arch.is_some() { size * self.worlds.cap as usize } else { size };
        let mut strides = mw_runtime::executor::port_strides(p, &shape, size, world);
        let mut at = self.worlds.address(p.arch, p.comp)? + p.elem.offset as u64;
        if p.arch.is_none() && self.worlds.single_columns(p.comp) {
            // Columns of 4-byte words (mw_jit::cuda::single_columns): byte offset o of a world's
            // struct is o * worlds from its first word, and worlds are a word apart.
            let n = self.worlds.worlds as usize;
            at = self.worlds.address(None, p.comp)? + (p.elem.offset * n) as u64;
            strides[0] = 4;
            for s in &mut strides[1..] {
                *s *= n;
            }
        }
        Ok(Some(mw_runtime::executor::Place {
            ptr: at as *mut u8,
            scalar: p.elem.scalar,
            shape,
            strides,
            device: self.device.ordinal(),
            lease: self.lease.clone(),
        }))
    }

    fn write(&mut self, p: &Port, bytes: &[u8]) -> Result<(), String> {
        if p.rows != PortRows::Uniform {
            return Err(format!("`{}` is a padded export (or its count): it can be read, not written", p.name));
        }
        let shape = self.shape(p)?;
        let want: usize = shape.iter().product::<usize>() * p.elem.scalar.size();
        if bytes.len() != want {
            return Err(format!("`{}` takes {want} bytes ({shape:?}), not {}", p.name, bytes.len()));
        }
        let counts = self.counts(p)?;
        let (mut all, stride, region) = self.storage(p)?;
        let n = p.elem.bytes;
        let mut k = 0;
        for (w, c) in counts.iter().enumerate() {
            for r in 0..*c as usize {
                let at = (w * region + r) * stride + p.elem.offset;
                all[at..at + n].copy_from_slice(&bytes[k * n..(k + 1) * n]);
                k += 1;
            }
        }
        match p.arch {
            Some(a) => self.worlds.write_column(&mut self.device, a, p.comp, &all),
            None => self.worlds.write_singleton(&mut self.device, p.comp, &all),
        }
    }

    fn raw_rows(&self, _arch: u32, _comp: CompId) -> Option<(&[i32], &[u8])> {
        // Tables live in device memory: read them through ports, or `Worlds::state`.
        None
    }

    fn world_rows(&self, arch: u32, comp: CompId, world: u32) -> Option<Vec<u8>> {
        self.worlds.world_rows(&self.device, arch, comp, world).ok()
    }

    fn raw_entities(&self, _arch: u32) -> Option<&[mw_runtime::entity::Entity]> {
        None
    }

    fn raw_singleton(&self, _comp: CompId) -> Option<&[u8]> {
        None
    }

    fn table_memory(&self, _arch: u32) -> Option<(u64, u64, u64)> {
        None
    }

    fn retired_bytes(&self) -> u64 {
        self.device.retired_bytes()
    }

    fn stale_gets(&self) -> u64 {
        self.worlds.stale(&self.device).unwrap_or(0)
    }

    fn set_manual_resets(&mut self, on: bool) -> Result<(), String> {
        self.manual = on;
        self.worlds.set_host_modes(&mut self.device, on, self.fixed.is_none())
    }

    fn pending_resets(&self) -> Result<Vec<u32>, String> {
        let marks = self.worlds.reset_marks(&self.device)?;
        Ok((0..marks.len() as u32).filter(|&w| marks[w as usize] != 0).collect())
    }

    fn reset_worlds(&mut self, worlds: &[u32]) -> Result<(), String> {
        let n = self.worlds.worlds;
        if let Some(&w) = worlds.iter().find(|&&w| w >= n) {
            return Err(format!("world {w} does not exist (there are {n} worlds)"));
        }
        if worlds.is_empty() {
            return Ok(());
        }
        self.device.reap();
        // The last step's timings before this launch stamps its phases again.
        self.timings();
        // The step program's reset phase serves exactly the marked worlds: mark those asked
        // for alone, run it (and the compaction after it), then put the other marks back.
        let before = self.worlds.reset_marks(&self.device)?;
        let mut marks = vec![0u8; n as usize];
        for &w in worlds {
            marks[w as usize] = 1;
        }
        self.worlds.set_reset_marks(&mut self.device, &marks)?;
        let (reset, end) = self.worlds.step_program();
        let ran = std::mem::take(&mut self.ran);
        let r = self.run_phases(reset..end, "`init_world` in a reset");
        self.ran = ran;
        let mut after = self.worlds.reset_marks(&self.device)?;
        for (w, m) in after.iter_mut().enumerate() {
            // Kept: marks the reset did not serve, and marks init_world set again.
            *m |= before[w] & (marks[w] ^ 1);
        }
        self.worlds.set_reset_marks(&mut self.device, &after)?;
        r?;
        self.grow()
    }

    fn device_ordinal(&self) -> Option<u32> {
        self.device.ordinal()
    }

    unsafe fn reset_where(&mut self, mask: *const u8) -> Result<(), String> {
        self.device.reap();
        self.timings();
        // All on the device: the mask's worlds listed alone (the other marks set aside), the
        // step program's reset phase (and the compaction after it), the set-aside marks listed
        // again (mw_mask_in in mw_engine.h).
        let v = self.launches.first().map_or(0, |l| l.variant);
        self.worlds.point_mask(&mut self.device, mask as u64)?;
        let (_, stop) = self.launch(v, self.worlds.mask_phase(0))?;
        let r = self.stopped(stop, "a reset by mask").and_then(|()| {
            let (reset, end) = self.worlds.step_program();
            let ran = std::mem::take(&mut self.ran);
            let r = self.run_phases(reset..end, "`init_world` in a reset");
            self.ran = ran;
            r
        });
        // After a stop too: the marks set aside stay pending, and the mask's worlds not served
        // yet stay listed (for the next step's reset), as after a stopped reset_worlds.
        let (_, stop) = self.launch(v, self.worlds.mask_phase(1))?;
        let out = self.stopped(stop, "a reset by mask");
        r?;
        out?;
        self.grow()
    }

    unsafe fn pending_into(&mut self, out: *mut u8) -> Result<(), String> {
        self.device.reap();
        let v = self.launches.first().map_or(0, |l| l.variant);
        self.worlds.point_mask(&mut self.device, out as u64)?;
        let (_, stop) = self.launch(v, self.worlds.mask_phase(2))?;
        self.stopped(stop, "writing the pending resets")
    }

    fn serve_resets(&mut self) -> Result<Vec<u32>, String> {
        let list = self.pending_resets()?;
        if list.is_empty() || self.steps == 0 {
            return Ok(list);
        }
        // The reset phase draws with the step number the launch passes: the last step's.
        self.steps -= 1;
        let r = self.reset_worlds(&list);
        self.steps += 1;
        r.map(|()| list)
    }

    fn set_interrupt(&mut self, flag: Option<&'static std::sync::atomic::AtomicBool>) -> Result<(), String> {
        self.interrupt = flag;
        Ok(())
    }

    fn reseed(&mut self, seed: u64) -> Result<(), String> {
        let key = abi::rng_key(seed);
        self.keys = self.emitted.streams.iter().map(|(name, purpose)| abi::stream_key(key, name, *purpose)).collect();
        self.seed = seed;
        self.steps = 0;
        self.ran.clear();
        self.timed = OnceCell::new();
        // As new: the first capacity, then the start's growth.
        self.recreate(first_cap(self.fixed))?;
        self.start()
    }

    /// Between steps: the new megakernel replaces the old, and the worlds move to the layout
    /// of its step program (the regrow path: every row, entity, singleton, counter and pending
    /// reset kept, as when regions grow), with the new program's stream keys. The launch plan
    /// follows ([`DeviceSim::plan_after_swap`]).
    fn swap_code(&mut self, spec: &Spec, code: Box<dyn std::any::Any + Send>) -> Result<(), String> {
        let code = code.downcast::<DeviceCode>().map_err(|_| "internal error: device code expected".to_string())?;
        let DeviceCode { program, emitted, build, gpu } = *code;
        if spec.layout_identity() != self.program.spec.layout_identity()
            || program.spec.layout_identity() != self.program.spec.layout_identity()
        {
            return Err(
                "the new code was compiled for a different layout (components, fields or archetypes changed)".into()
            );
        }
        // The last step's timings first: the stamps move with the worlds.
        self.timings();
        let key = abi::rng_key(self.seed);
        let keys: Vec<[u32; 4]> =
            emitted.streams.iter().map(|(name, purpose)| abi::stream_key(key, name, *purpose)).collect();
        // Nothing has changed if this fails (another backend's build).
        self.device.replace_code(build)?;
        let threads = self.device.threads();
        // The new program's regions: fixed ones as its bound (never fewer than the rows there
        // are), else room to grow again where the old program's were fixed.
        let fixed = mw_jit::ir::spawns::fixed_rows(&program);
        let peak = self.worlds.peak_rows(&self.device)?;
        let cap = match fixed {
            Some(rows) => rows.max(peak).max(1),
            None if self.fixed.is_some() => peak.saturating_mul(2).saturating_add(2).max(4).max(self.worlds.cap),
            None => self.worlds.cap,
        };
        // Room for every slot id in use (the code before may have spawned and destroyed more
        // entities than any world has rows now, or had more tables): a live entity's id must
        // stay below the new slot capacity, `cap` × the new program's tables.
        let tables = program.spec.archetypes.len().max(1) as u32;
        let cap = cap.max(self.worlds.peak_slots(&self.device)?.div_ceil(tables));
        let retire = self.leave();
        self.worlds = self.worlds.regrow(&mut self.device, &program, &emitted, &keys, threads, cap, retire)?;
        self.worlds.set_host_modes(&mut self.device, self.manual, self.fixed.is_none())?;
        self.fixed = fixed;
        self.device.reap();
        self.program = program;
        self.emitted = emitted;
        self.keys = keys;
        let before = std::mem::take(&mut self.launches);
        self.launches = self.plan_after_swap(&before, &gpu, crate::cache_dir().as_deref());
        self.background = None;
        if let Some((warm, steps)) = self.origin.profile {
            self.origin.gpu = gpu;
            if self.launches.is_empty() {
                // No plan kept for this code here: profiled over the next steps.
                let nodes = self.emitted.step_nodes.len();
                self.background = Some(Background {
                    warm,
                    steps: steps.max(1),
                    variant: 0,
                    ran: 0,
                    samples: vec![Vec::new(); nodes],
                    ns: Vec::new(),
                    began: Instant::now(),
                });
                self.origin.how = "profiling the new code in the background".into();
            } else {
                self.origin.how = "kept from an earlier profile of the new code".into();
            }
        } else if self.launches.is_empty() {
            self.origin.how = "the first variant".into();
        }
        self.ran.clear();
        self.timed = OnceCell::new();
        Ok(())
    }

    fn launch_plan(&self) -> Option<mw_runtime::executor::LaunchPlan> {
        let budgets = self.variants();
        let names: Vec<String> = self.emitted.step_nodes.iter().map(|n| n.name.clone()).collect();
        let how = match &self.background {
            Some(b) => format!(
                "profiling the new code in the background: variant {} of {} ({} registers), {} of {} steps",
                b.variant + 1,
                budgets.len(),
                budgets.get(b.variant).copied().unwrap_or(0),
                b.ran,
                b.warm + b.steps
            ),
            None => self.origin.how.clone(),
        };
        let line = crate::plans::describe(&self.launches, &budgets, &names);
        Some(mw_runtime::executor::LaunchPlan {
            line,
            how,
            serial: self.emitted.step_nodes.iter().filter(|n| n.serial).map(|n| n.name.clone()).collect(),
        })
    }
}

/// The most steps [`Executor::step_many`] runs in one launch, and about how long it makes one.
const MAX_STEPS_A_LAUNCH: u64 = 1024;
const BATCH_TIME: std::time::Duration = std::time::Duration::from_millis(20);

impl<D: Device> DeviceSim<D> {
    /// `k` steps of the whole step program in one launch (see [`Executor::step_many`]): the steps
    /// completed, and the error of the one that stopped. The timings are the last step's.
    fn steps_in_one_launch(&mut self, k: u32, more: std::time::Duration) -> (u64, Result<(), String>) {
        self.device.reap();
        self.ran.clear();
        self.timed = OnceCell::new();
        let (variant, phases) = self.launch_phases()[0].clone();
        let start_ns = self.born.elapsed().as_nanos() as u64;
        let launched = self.launch_steps(variant, phases.clone(), k, more).and_then(|(ns, stop)| {
            let ran = self.worlds.steps_ran(&self.device)?.min(k);
            Ok((ns, stop, ran))
        });
        let (ns, stop, ran) = match launched {
            Ok(x) => x,
            Err(e) => return (0, Err(e)),
        };
        // The steps that completed: all but a stopped last one.
        let done = if stop == 0 { ran } else { ran.saturating_sub(1) };
        self.step_ns = ns / u64::from(ran.max(1));
        self.ran.push(Ran { variant, phases, start_ns, ns: self.step_ns });
        self.steps += u64::from(done);
        self.counted += u64::from(ran);
        self.measured += u64::from(ran);
        let during = format!("step {}", self.steps);
        (u64::from(done), self.stopped(stop, &during))
    }

    /// Regions grow between steps, as the CPU's tables do: whenever a world fills more than half
    /// of its region, to twice the largest world (plus 2), and at least twice the region. The
    /// region doubling matters where the largest world creeps up a few rows a step (the bullets
    /// script at 65,536 worlds): "twice the largest" alone was a region only a few rows larger,
    /// outgrown again the next step, and every regrowth moves every world's rows.
    fn grow(&mut self) -> Result<(), String> {
        // Fixed regions hold every row the program can make: no read of the peak a step.
        if self.fixed.is_some() {
            return Ok(());
        }
        let peak = self.worlds.tracked_peak(&self.device)?;
        if peak > self.worlds.cap / 2 {
            // The last step's timings first: the stamps move with the worlds.
            self.timings();
            let cap = peak.saturating_mul(2).saturating_add(2).max(self.worlds.cap.saturating_mul(2));
            let threads = self.device.threads();
            let retire = self.leave();
            self.worlds =
                self.worlds.regrow(&mut self.device, &self.program, &self.emitted, &self.keys, threads, cap, retire)?;
            self.device.reap();
        }
        Ok(())
    }

    /// Lays the worlds out again with `cap` rows a table per world (before they start).
    fn recreate(&mut self, cap: u32) -> Result<(), String> {
        let threads = self.device.threads();
        match self.leave() {
            Some(lease) => self.device.retire(lease),
            None => self.device.reset(),
        }
        self.device.reap();
        let w = self.worlds.worlds;
        let off = self.worlds.world_offset;
        self.worlds = Worlds::create(&mut self.device, &self.program, &self.emitted, w, off, cap, &self.keys, threads)?;
        self.worlds.set_host_modes(&mut self.device, self.manual, self.fixed.is_none())?;
        Ok(())
    }

    /// Starts a new layout's lease; the old one back when a place still shares it (the old
    /// layout is then retired, else freed).
    fn leave(&mut self) -> Option<Lease> {
        let old = std::mem::replace(&mut self.lease, Lease::new());
        old.shared().then_some(old)
    }

    /// The last step's node times and trace events, from the device timers (read once).
    fn timings(&self) -> &(Vec<NodeTime>, Vec<Event>) {
        self.timed.get_or_init(|| self.measure().unwrap_or_default())
    }

    fn measure(&self) -> Result<(Vec<NodeTime>, Vec<Event>), String> {
        if self.ran.is_empty() {
            return Ok(Default::default());
        }
        let step = self.worlds.step_program().1;
        let stamps = self.worlds.stamps(&self.device, 0, step)?;
        let budgets = self.device.variants();
        let launch_of = |p: u32| self.ran.iter().find(|r| r.phases.contains(&p));
        let (mut times, mut events) = (Vec::new(), Vec::new());
        let mut in_nodes = 0u64;
        for node in &self.emitted.step_nodes {
            let mut ns = 0u64;
            let mut first: Option<(u64, &Ran)> = None;
            for p in node.phases.clone() {
                if let Some(r) = launch_of(p) {
                    let [a, b] = stamps[p as usize];
                    ns += b.saturating_sub(a);
                    // Placed in the trace by its offset from the launch's first stamp.
                    let origin = stamps[r.phases.start as usize][0];
                    first.get_or_insert((r.start_ns + a.saturating_sub(origin), r));
                }
            }
            // Every node has its place in the list (a node no launch ran, the reset pass under
            // manual resets, took no time), so positions name nodes even where names repeat.
            let rows = if node.engine { 0 } else { self.worlds.worlds as u64 };
            let Some((start_ns, r)) = first else {
                times.push(NodeTime {
                    name: node.name.clone(),
                    nanos: 0,
                    rows: 0,
                    simd_rows: 0,
                    engine: node.engine,
                    fused: None,
                    variant: None,
                });
                continue;
            };
            in_nodes += ns;
            let variant = budgets.get(r.variant).copied();
            times.push(NodeTime {
                name: node.name.clone(),
                nanos: ns,
                rows,
                simd_rows: 0,
                engine: node.engine,
                fused: None,
                variant,
            });
            events.push(Event {
                name: node.name.clone(),
                engine: node.engine,
                fused: None,
                thread: 0,
                start_ns,
                dur_ns: ns,
            });
        }
        let total: u64 = self.ran.iter().map(|r| r.ns).sum();
        let rest = total.saturating_sub(in_nodes);
        times.push(NodeTime {
            name: "launch".into(),
            nanos: rest,
            rows: self.ran.len() as u64,
            simd_rows: 0,
            engine: true,
            fused: None,
            variant: None,
        });
        Ok((times, events))
    }

    /// Sets the launch plan (launches of [`crate::planner::plan`] over
    /// [`DeviceSim::step_nodes`]; empty: one launch of the first variant). Takes effect at the
    /// next launch.
    pub fn set_launches(&mut self, launches: Vec<Launch>) -> Result<(), String> {
        let n = self.emitted.step_nodes.len();
        let variants = self.device.variants().len();
        let covers = launches.first().is_none_or(|l| l.nodes.start == 0)
            && launches.last().is_none_or(|l| l.nodes.end == n)
            && launches.windows(2).all(|w| w[0].nodes.end == w[1].nodes.start)
            && launches.iter().all(|l| l.nodes.start < l.nodes.end && l.variant < variants);
        if !covers {
            return Err(format!(
                "a launch plan must cover the step's {n} nodes in order with variants 0..{variants}: {launches:?}"
            ));
        }
        self.launches = launches;
        Ok(())
    }

    /// The launch plan for new code, from the one the old code ran (`before`): one launch of a
    /// variant stays that variant (`--plan fixed:N`, or the default); a plan from the profiling
    /// pass becomes the plan kept for the new code (`mw profile`, or an earlier load of the same
    /// code, on `gpu` with these worlds, under the cache directory `dir`) where there is one,
    /// else one launch of the first variant (the step's nodes may have changed).
    /// A plan whose origin is a profile ([`DeviceSim::set_plan_origin`]) is always looked up, and
    /// an empty result then starts a profile in the background (`swap_code`).
    pub fn plan_after_swap(&self, before: &[Launch], gpu: &str, dir: Option<&std::path::Path>) -> Vec<Launch> {
        let nodes = self.emitted.step_nodes.len();
        match before {
            [] if self.origin.profile.is_none() => Vec::new(),
            [one] if self.origin.profile.is_none() => vec![Launch { variant: one.variant, nodes: 0..nodes }],
            _ => {
                let budgets = self.variants();
                let names: Vec<String> = self.emitted.step_nodes.iter().map(|n| n.name.clone()).collect();
                let key = crate::plans::key(&self.emitted.source, &budgets, gpu, self.worlds());
                dir.and_then(|d| crate::plans::load(d, &key, &names, &budgets)).map_or(Vec::new(), |c| c.launches)
            }
        }
    }

    /// Says how the launch plan in use was chosen and what new code does with it (see
    /// [`PlanOrigin`]); the load's policy ([`crate::profile::choose`]) calls it.
    pub fn set_plan_origin(&mut self, origin: PlanOrigin) {
        self.origin = origin;
        self.background = None;
    }

    /// Whether a profile of new code is being taken over the live steps.
    pub fn profiling_in_background(&self) -> bool {
        self.background.is_some()
    }

    /// After a step while a profile runs in the background: the step's node times are the
    /// variant's samples; after the last variant the planner chooses, the plan switches and is
    /// kept under the code's key, as the pass at load keeps its plan.
    fn profile_in_background(&mut self) {
        let Some(b) = &mut self.background else { return };
        b.ran += 1;
        if b.ran <= b.warm {
            return;
        }
        let times = self.timed.get_or_init(|| self.measure().unwrap_or_default()).0.clone();
        let Some(b) = &mut self.background else { return };
        for (k, t) in times.iter().take(b.samples.len()).enumerate() {
            b.samples[k].push(t.nanos as f64);
        }
        if b.ran < b.warm + b.steps {
            return;
        }
        b.ns.push(b.samples.iter_mut().map(|s| crate::plans::median(s)).collect());
        b.samples.iter_mut().for_each(Vec::clear);
        b.variant += 1;
        b.ran = 0;
        if b.variant < self.device.variants().len() {
            return;
        }
        let Some(b) = self.background.take() else { return };
        let budgets = self.variants();
        let launch_ns = self.launch_cost(21).unwrap_or(0.0);
        let profile = crate::plans::Profile {
            nodes: self.emitted.step_nodes.iter().map(|n| n.name.clone()).collect(),
            budgets: budgets.clone(),
            ns: b.ns,
            launch_ns,
            steps: b.steps,
            worlds: self.worlds(),
            pass_ms: b.began.elapsed().as_secs_f64() * 1e3,
            chains: Vec::new(),
            chain_steps: 0,
        };
        self.launches = profile.plan();
        let kept = match crate::cache_dir() {
            Some(d) => {
                let key = crate::plans::key(&self.emitted.source, &budgets, &self.origin.gpu, self.worlds());
                let c = crate::plans::Cached { profile, launches: self.launches.clone() };
                match crate::plans::store(&d, &key, &self.origin.gpu, &c) {
                    Ok(at) => format!("kept in {}", at.display()),
                    Err(e) => format!("not kept: {e}"),
                }
            }
            None => "not kept: no cache directory (set MW_CACHE_DIR)".into(),
        };
        self.origin.how = format!("profiled in the background after the reload, {kept}");
    }

    /// The launch plan in use (empty: one launch of the first variant).
    pub fn launches(&self) -> &[Launch] {
        &self.launches
    }

    /// The step's nodes, as timings and launch plans name them.
    pub fn step_nodes(&self) -> &[mw_jit::cuda::StepNode] {
        &self.emitted.step_nodes
    }

    /// Launches of the megakernel made since the worlds were created (the start's, the steps',
    /// the profiling pass's).
    pub fn launches_made(&self) -> u64 {
        self.launched
    }

    /// How long [`Executor::step_many`] makes a launch of many steps, about (20 ms unless
    /// told): its steps' expected time, which a step that never ends waits for beyond the step
    /// time limit.
    pub fn set_batch_time(&mut self, t: std::time::Duration) {
        self.batch_time = t;
    }

    /// The register budget of each variant the device can launch.
    pub fn variants(&self) -> Vec<u32> {
        self.device.variants()
    }

    /// What one more launch costs: the median of `n` launches that run no phase (launching,
    /// waiting, reading the stop word), in ns.
    pub(crate) fn launch_cost(&mut self, n: usize) -> Result<f64, String> {
        let step = self.worlds.step_program().1;
        let mut ns = Vec::with_capacity(n);
        for _ in 0..n.max(1) {
            let t0 = Instant::now();
            let (_, stop) = self.launch(0, step..step)?;
            self.stopped(stop, "an empty launch")?;
            ns.push(t0.elapsed().as_nanos() as f64);
        }
        Ok(crate::plans::median(&mut ns))
    }

    /// The seed the worlds were made with (or last reseeded with).
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// Rows per world of every table on the device now.
    pub fn capacity(&self) -> u32 {
        self.worlds.cap
    }

    /// The parallelism the device counted per phase of the program ([`Chain`]) since the last
    /// call (or the start), and over how many steps; `None` on a device that does not count
    /// (only the emulated GPU does).
    pub fn chains(&mut self) -> Option<Chains> {
        let phases = self.device.chains()?;
        let c = Chains {
            steps: std::mem::take(&mut self.counted),
            phases: phases.into_iter().map(|[items, work, longest]| Chain { items, work, longest }).collect(),
        };
        Some(c)
    }

    /// The memory traffic the device measured per phase of the program ([`Traffic`]) since the
    /// last call (or the start), and over how many steps; `None` on a device that does not
    /// measure it (only a measuring emulated GPU does: [`crate::emulate::EmulatedDevice::measuring`]).
    pub fn traffic(&mut self) -> Option<Traffic> {
        let (mut all, buffers) = self.device.traffic()?;
        let to = |[read, written, requests, requested]: [u64; 4]| Sectors { read, written, requests, requested };
        let outside = all.pop().map(to).unwrap_or_default();
        Some(Traffic {
            steps: std::mem::take(&mut self.measured),
            phases: all.into_iter().map(to).collect(),
            outside,
            buffers,
        })
    }

    /// What each phase of the program is (`sort Ship 4: pass 0 total`).
    pub fn phase_labels(&self) -> &[String] {
        &self.emitted.phase_labels
    }

    /// The whole state, as `Worlds::state` lays it out (for tests).
    pub fn state(&self) -> Result<Vec<u8>, String> {
        self.worlds.state(&self.device)
    }
}
