//! The CPU executor: worlds, tables, singletons, and the step.
//!
//! A step runs the graph one node at a time across all threads. Within a node, work is handed
//! out in chunks of whole worlds, and every table the node walks is compacted first, so each
//! world is processed by exactly one thread and sees its rows in creation order. Everything a
//! system can do is confined to its own world (spawn, destroy, lookups, loops over rows,
//! random numbers keyed by world), so results are bit-identical for any thread count.
//!
//! After the graph, two engine nodes run: **reset** (worlds that called `reset_world()` lose
//! every entity and run `init_world` again; singletons keep their values) and **compact**
//! (changed tables are stably sorted by world). Exports therefore always see compact tables.

use std::cell::UnsafeCell;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::time::Instant;

use crate::abi::{self, Ctx, DebugLog, Kernels, NodeKernel, Reuse, Shared, TableView};
use crate::entity::WorldEntities;
use crate::layout::Layout;
use crate::pool::Pool;
use crate::schema::{CompId, Spec};
use crate::table::Table;
use crate::vmem::Region;

#[derive(Clone, Debug)]
pub struct Config {
    pub worlds: u32,
    pub seed: u64,
    /// Worker threads, the caller included; 0 means one per core.
    pub threads: usize,
    /// Upper bound on rows per table (virtual memory is reserved for this many).
    pub max_rows: u32,
    /// Wall-clock limit on one step (and on running `init_world` at load), in seconds; a
    /// system still running then is stopped at its next loop iteration and the step fails.
    pub step_timeout_s: f64,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            worlds: 1024,
            seed: 0,
            threads: 0,
            max_rows: crate::limits::DEFAULT_MAX_ROWS,
            step_timeout_s: crate::limits::DEFAULT_STEP_TIMEOUT_S,
        }
    }
}

/// Time spent in one node of one step.
#[derive(Clone, Debug)]
pub struct NodeTime {
    pub name: String,
    pub nanos: u64,
    /// Rows (or worlds, for per-world nodes) the node visited.
    pub rows: u64,
    pub engine: bool,
}

pub struct Sim {
    pub spec: Spec,
    pub layout: Layout,
    kernels: Kernels,
    shared: Box<Shared>,
    /// Owns the singleton memory `singleton_ptrs` points into.
    _singleton_storage: Vec<Option<Region>>,
    singleton_ptrs: Vec<*mut u8>,
    /// Per table: column pointer per component id.
    col_ptrs: Vec<Vec<*mut u8>>,
    views: Vec<TableView>,
    pool: Pool,
    scratch: Vec<Padded<Vec<u64>>>,
    /// Zeros, as large as the largest component; never written.
    zero: Vec<u64>,
    reuse: Vec<Padded<UnsafeCell<Reuse>>>,
    /// Per thread: worlds that called `reset_world()` in this step.
    resets: Vec<Padded<UnsafeCell<Vec<u32>>>>,
    debug: Vec<Padded<UnsafeCell<DebugLog>>>,
    key: [u32; 4],
    step: u64,
    worlds: u32,
    last: Vec<NodeTime>,
}

/// Keeps per-thread state on cache lines of its own: threads writing neighbouring fields
/// would otherwise bounce the line between cores on every write.
#[repr(align(128))]
struct Padded<T>(T);

impl<T> std::ops::Deref for Padded<T> {
    type Target = T;
    fn deref(&self) -> &T {
        &self.0
    }
}

impl<T> std::ops::DerefMut for Padded<T> {
    fn deref_mut(&mut self) -> &mut T {
        &mut self.0
    }
}

struct SendPtr<T>(*const T);
unsafe impl<T> Sync for SendPtr<T> {}
unsafe impl<T> Send for SendPtr<T> {}

impl<T> SendPtr<T> {
    /// # Safety
    /// The pointee must outlive the use (a `Pool::run` inside a method of the pointee).
    unsafe fn get(&self) -> &T {
        unsafe { &*self.0 }
    }
}

impl Sim {
    /// Builds the tables and runs `init_world` for every world.
    pub fn new(spec: Spec, layout: Layout, kernels: Kernels, config: &Config) -> Result<Sim, String> {
        let worlds = config.worlds.max(1);
        let threads = if config.threads == 0 {
            std::thread::available_parallelism().map(|n| n.get()).unwrap_or(1)
        } else {
            config.threads
        };
        let ncomp = spec.components.len();
        let mut tables = Vec::new();
        for a in &spec.archetypes {
            let cols: Vec<(CompId, usize)> = a.components.iter().map(|c| (*c, layout.comp(*c).size)).collect();
            tables.push(Table::new(&cols, worlds, config.max_rows)?);
        }
        let mut singletons = Vec::new();
        let mut singleton_ptrs = vec![std::ptr::null_mut(); ncomp];
        for (i, c) in spec.components.iter().enumerate() {
            if c.singleton {
                let size = layout.components[i].size;
                let r = Region::reserve(size * worlds as usize, size * worlds as usize)
                    .ok_or("could not allocate singleton storage")?;
                singleton_ptrs[i] = r.as_ptr();
                singletons.push(Some(r));
            } else {
                singletons.push(None);
            }
        }
        let max_size = layout.components.iter().map(|c| c.size).max().unwrap_or(8).max(8);
        let shared = Box::new(Shared {
            tables,
            entities: (0..worlds).map(|_| UnsafeCell::new(WorldEntities::default())).collect(),
            reset: (0..worlds).map(|_| AtomicBool::new(false)).collect(),
            comp_sizes: layout.components.iter().map(|c| c.size as u32).collect(),
        });
        let col_ptrs = shared
            .tables
            .iter()
            .map(|t| {
                let mut v = vec![std::ptr::null_mut(); ncomp];
                for c in &t.columns {
                    v[c.comp.0 as usize] = c.base();
                }
                v
            })
            .collect();
        let pool = Pool::new(threads);
        let narch = shared.tables.len();
        let mut sim = Sim {
            spec,
            layout,
            kernels,
            shared,
            _singleton_storage: singletons,
            singleton_ptrs,
            col_ptrs,
            views: Vec::new(),
            scratch: (0..threads).map(|_| Padded(vec![0u64; max_size / 8 + 1])).collect(),
            zero: vec![0u64; max_size / 8 + 1],
            reuse: (0..threads)
                .map(|_| Padded(UnsafeCell::new(Reuse { rows: vec![Vec::new(); narch], next: vec![0; narch] })))
                .collect(),
            resets: (0..threads).map(|_| Padded(UnsafeCell::new(Vec::new()))).collect(),
            debug: (0..threads).map(|_| Padded(UnsafeCell::new(DebugLog::default()))).collect(),
            pool,
            key: abi::rng_key(config.seed),
            step: 0,
            worlds,
            last: Vec::new(),
        };
        sim.refresh_views();
        let all: Vec<u32> = (0..worlds).collect();
        sim.init_worlds(&all, abi::NODE_FIRST_INIT);
        sim.compact_all();
        sim.check_overflow()?;
        Ok(sim)
    }

    pub fn worlds(&self) -> u32 {
        self.worlds
    }

    pub fn threads(&self) -> usize {
        self.pool.threads()
    }

    /// Steps completed.
    pub fn steps(&self) -> u64 {
        self.step
    }

    /// Timings of the nodes of the last step (engine nodes included).
    pub fn last_step(&self) -> &[NodeTime] {
        &self.last
    }

    /// Messages from `--debug` checks since the last call: `(site, kind, value)`.
    pub fn take_debug(&mut self) -> Vec<(u32, u32, f64)> {
        let mut out = Vec::new();
        for d in &mut self.debug {
            out.append(&mut d.get_mut().hits);
        }
        out
    }

    fn refresh_views(&mut self) {
        self.views = self
            .shared
            .tables
            .iter()
            .zip(&self.col_ptrs)
            .map(|(t, cols)| TableView {
                world_ids: t.world_ids(),
                entities: t.entities(),
                cols: cols.as_ptr(),
                ranges: t.ranges().as_ptr(),
                len: t.len(),
            })
            .collect();
    }

    fn ctx(&self, thread: usize, node: u32, reuse: bool) -> Ctx {
        Ctx {
            tables: self.views.as_ptr(),
            singletons: self.singleton_ptrs.as_ptr(),
            shared: &*self.shared,
            reuse: if reuse { self.reuse[thread].get() } else { std::ptr::null_mut() },
            resets: self.resets[thread].get(),
            scratch: self.scratch[thread].as_ptr() as *mut u8,
            zero: self.zero.as_ptr() as *const u8,
            key: self.key,
            step: self.step as u32,
            node,
            debug: self.debug[thread].get(),
        }
    }

    fn compact(&mut self, arch: usize) {
        let shared = &mut *self.shared;
        let (tables, entities) = (&mut shared.tables, &mut shared.entities);
        tables[arch].compact(|w, id, row| entities[w as usize].get_mut().set_row(id, row));
    }

    fn compact_all(&mut self) -> u64 {
        let mut rows = 0;
        for a in 0..self.shared.tables.len() {
            if self.shared.tables[a].is_dirty() {
                rows += self.shared.tables[a].len() as u64;
                self.compact(a);
            }
        }
        self.refresh_views();
        rows
    }

    /// Worlds per chunk of work: small enough to balance, large enough to amortise.
    fn chunk(&self) -> u32 {
        (self.worlds / (self.pool.threads() as u32 * 16)).clamp(1, 2048)
    }

    /// Runs `init_world` for the given worlds after clearing them, reusing their rows.
    /// Clears world `w` (every entity destroyed, its rows kept for reuse) and runs
    /// `init_world` in it, spawning into the freed rows first. Run by the thread owning `w`.
    fn reset_one(&self, w: u32, ctx: &Ctx, reuse: &mut Reuse) {
        let ents = unsafe { self.shared.world(w) };
        let mut touched = false;
        ents.clear(|arch, row| {
            self.shared.tables[arch as usize].delete_row_quiet(row);
            reuse.rows[arch as usize].push(row);
            touched = true;
        });
        if touched {
            for q in &mut reuse.rows {
                q.sort_unstable();
            }
        }
        if let Some(f) = self.kernels.init_world {
            // SAFETY: the kernel was compiled for per-world use; `w` belongs to this thread.
            unsafe { f(ctx, w, w + 1) };
        }
        if touched {
            for a in 0..reuse.rows.len() {
                // Rows the new episode did not refill are holes: compact later.
                if reuse.next[a] < reuse.rows[a].len() {
                    self.shared.tables[a].mark_dirty();
                }
                reuse.rows[a].clear();
                reuse.next[a] = 0;
            }
        }
        self.shared.reset[w as usize].store(false, Ordering::Relaxed);
    }

    /// Runs `init_world` for the given worlds after clearing them, reusing their rows.
    fn init_worlds(&mut self, worlds: &[u32], node: u32) -> u64 {
        let next = AtomicUsize::new(0);
        let chunk = 64usize;
        let this = SendPtr(self as *const Sim);
        self.pool.run(&|t| {
            // SAFETY: threads only read `Sim`; each world (its slots, its rows, its reuse list)
            // is handled by one thread.
            let sim = unsafe { this.get() };
            let ctx = sim.ctx(t, node, true);
            let reuse = unsafe { &mut *sim.reuse[t].get() };
            loop {
                let i = next.fetch_add(chunk, Ordering::Relaxed);
                if i >= worlds.len() {
                    break;
                }
                for &w in &worlds[i..(i + chunk).min(worlds.len())] {
                    sim.reset_one(w, &ctx, reuse);
                }
            }
        });
        worlds.len() as u64
    }

    fn check_overflow(&self) -> Result<(), String> {
        for (i, t) in self.shared.tables.iter().enumerate() {
            if t.take_overflow() {
                return Err(format!(
                    "archetype `{}` is full: more than {} rows were spawned (raise --max-rows)",
                    self.spec.archetypes[i].name,
                    t.capacity()
                ));
            }
        }
        Ok(())
    }

    /// Advances every world by one step.
    ///
    /// Consecutive systems that cannot add or remove rows run *fused*: each thread takes a
    /// chunk of worlds through all of them before the next chunk. Worlds are independent, so
    /// this computes exactly what node-by-node execution computes, with one barrier instead of
    /// several and each chunk's rows still in cache for the next system.
    pub fn step(&mut self) -> Result<(), String> {
        let mut times = Vec::with_capacity(self.kernels.nodes.len() + 2);
        let n = self.kernels.nodes.len();
        let mut i = 0;
        while i < n {
            if let NodeKernel::SortBy { arch, comp, offset, signed } = &self.kernels.nodes[i] {
                let (a, c, o, s) = (*arch as usize, CompId(*comp), *offset as usize, *signed);
                let t0 = Instant::now();
                if self.shared.tables[a].is_dirty() {
                    self.compact(a);
                }
                let shared = &mut *self.shared;
                let (tables, entities) = (&mut shared.tables, &mut shared.entities);
                let rows = tables[a].len() as u64;
                tables[a].sort_worlds_by(c, o, s, |w, id, row| entities[w as usize].get_mut().set_row(id, row));
                self.refresh_views();
                let name = self.kernels.nodes[i].name();
                times.push(NodeTime { name, nanos: t0.elapsed().as_nanos() as u64, rows, engine: true });
                i += 1;
                continue;
            }
            let mut j = i + 1;
            while j < n
                && !self.kernels.nodes[j - 1].structural()
                && !matches!(self.kernels.nodes[j], NodeKernel::SortBy { .. })
            {
                j += 1;
            }
            // Tables these systems walk must be grouped by world.
            let t0 = Instant::now();
            let mut compacted = 0;
            for k in i..j {
                let iterates = match &self.kernels.nodes[k] {
                    NodeKernel::Rows { iterates, .. } | NodeKernel::Worlds { iterates, .. } => iterates.clone(),
                    NodeKernel::SortBy { .. } => vec![],
                };
                for a in iterates {
                    if self.shared.tables[a as usize].is_dirty() {
                        compacted += self.shared.tables[a as usize].len() as u64;
                        self.compact(a as usize);
                    }
                }
            }
            if compacted > 0 {
                self.refresh_views();
                times.push(NodeTime {
                    name: "compact".into(),
                    nanos: t0.elapsed().as_nanos() as u64,
                    rows: compacted,
                    engine: true,
                });
            }
            // The last systems of the step also reset, chunk by chunk, the worlds that asked:
            // their rows are still in cache, and worlds are independent, so this is the same
            // as resetting after the whole graph.
            times.extend(self.run_systems(i, j, j == n));
            // Spawns changed table lengths; keep views current.
            self.refresh_views();
            i = j;
        }
        // Engine: resets, then compaction.
        let t = Instant::now();
        let mut flagged: Vec<u32> = Vec::new();
        for r in &mut self.resets {
            flagged.append(r.get_mut());
        }
        // Worlds in order, so the reset walks memory forwards.
        flagged.sort_unstable();
        if !flagged.is_empty() {
            let n = self.init_worlds(&flagged, abi::NODE_RESET);
            self.refresh_views();
            times.push(NodeTime { name: "reset".into(), nanos: t.elapsed().as_nanos() as u64, rows: n, engine: true });
        }
        let t = Instant::now();
        let rows = self.compact_all();
        if rows > 0 {
            times.push(NodeTime { name: "compact".into(), nanos: t.elapsed().as_nanos() as u64, rows, engine: true });
        }
        self.step += 1;
        self.last = times;
        self.check_overflow()
    }

    /// Runs system nodes `[first, end)` fused over chunks of worlds. Each node's time is the
    /// threads' total time in it divided by the number of threads.
    fn run_systems(&mut self, first: usize, end: usize, resets: bool) -> Vec<NodeTime> {
        let chunk = self.chunk();
        let worlds = self.worlds;
        let next = AtomicUsize::new(0);
        let nodes = &self.kernels.nodes[first..end];
        let nanos: Vec<AtomicU64> = nodes.iter().map(|_| AtomicU64::new(0)).collect();
        let reset_nanos = AtomicU64::new(0);
        let reset_count = AtomicU64::new(0);
        let rows: Vec<u64> = nodes
            .iter()
            .map(|n| match n {
                NodeKernel::Rows { passes, .. } => {
                    passes.iter().map(|(a, _, _)| self.shared.tables[*a as usize].len() as u64).sum()
                }
                _ => worlds as u64,
            })
            .collect();
        let this = SendPtr(self as *const Sim);
        self.pool.run(&|t| {
            // SAFETY: threads only read `Sim`; the worlds of a chunk belong to one thread.
            let sim = unsafe { this.get() };
            let ctx = sim.ctx(t, 0, false);
            let mut spent = vec![0u64; nodes.len()];
            let mut reset_spent = 0u64;
            loop {
                let w0 = next.fetch_add(chunk as usize, Ordering::Relaxed) as u32;
                if w0 >= worlds {
                    break;
                }
                let w1 = (w0 + chunk).min(worlds);
                for (k, node) in nodes.iter().enumerate() {
                    let t0 = Instant::now();
                    match node {
                        NodeKernel::Rows { passes, .. } => {
                            for (a, f, v) in passes {
                                let ranges = sim.shared.tables[*a as usize].ranges();
                                let start = ranges[w0 as usize][0];
                                let last = ranges[w1 as usize - 1];
                                let end = last[0] + last[1];
                                // SAFETY: the kernels were compiled for this table; the rows
                                // belong to worlds [w0, w1), owned by this thread.
                                let mut from = start;
                                if let Some(v) = v {
                                    let mid = start + (end.saturating_sub(start) & !3);
                                    if mid > start {
                                        unsafe { v(&ctx, start, mid) };
                                    }
                                    from = mid;
                                }
                                if end > from {
                                    unsafe { f(&ctx, from, end) };
                                }
                            }
                        }
                        NodeKernel::Worlds { kernel, .. } => unsafe { kernel(&ctx, w0, w1) },
                        NodeKernel::SortBy { .. } => unreachable!("sort nodes are not fused"),
                    }
                    spent[k] += t0.elapsed().as_nanos() as u64;
                }
                if resets {
                    // SAFETY: this thread's reset list and reuse lists are its own.
                    let list = unsafe { &mut *sim.resets[t].get() };
                    if !list.is_empty() {
                        let t0 = Instant::now();
                        let rctx = sim.ctx(t, abi::NODE_RESET, true);
                        let reuse = unsafe { &mut *sim.reuse[t].get() };
                        list.sort_unstable();
                        for &w in list.iter() {
                            sim.reset_one(w, &rctx, reuse);
                        }
                        reset_count.fetch_add(list.len() as u64, Ordering::Relaxed);
                        list.clear();
                        reset_spent += t0.elapsed().as_nanos() as u64;
                    }
                }
            }
            for (k, s) in spent.into_iter().enumerate() {
                nanos[k].fetch_add(s, Ordering::Relaxed);
            }
            reset_nanos.fetch_add(reset_spent, Ordering::Relaxed);
        });
        let threads = self.pool.threads() as u64;
        let mut out: Vec<NodeTime> = nodes
            .iter()
            .zip(nanos)
            .zip(rows)
            .map(|((n, ns), rows)| NodeTime { name: n.name(), nanos: ns.into_inner() / threads, rows, engine: false })
            .collect();
        let count = reset_count.into_inner();
        if count > 0 {
            out.push(NodeTime {
                name: "reset".into(),
                nanos: reset_nanos.into_inner() / threads,
                rows: count,
                engine: true,
            });
        }
        out
    }
}

/// A resolved export or import: a component column of one archetype, or a singleton, possibly
/// narrowed to one field.
#[derive(Clone, Debug)]
pub struct Port {
    pub name: String,
    /// `None` for a singleton.
    pub arch: Option<u32>,
    pub comp: CompId,
    pub elem: crate::layout::ElementShape,
}

/// The data of a port: zero-copy when the viewed bytes are contiguous in the table (a whole
/// component without padding), gathered otherwise.
pub struct View<'a> {
    pub scalar: crate::schema::Scalar,
    pub shape: Vec<usize>,
    pub data: std::borrow::Cow<'a, [u8]>,
}

impl Sim {
    /// The export (`import == false`) or import called `name`.
    pub fn port(&self, name: &str, import: bool) -> Result<Port, String> {
        let list = if import { &self.spec.imports } else { &self.spec.exports };
        let kind = if import { "import" } else { "export" };
        let Some(p) = list.iter().find(|p| p.name == name) else {
            let names: Vec<&str> = list.iter().map(|p| p.name.as_str()).collect();
            return Err(if names.is_empty() {
                format!("the environment has no {kind}s")
            } else {
                format!("no {kind} named `{name}` (the {kind}s are: {})", names.join(", "))
            });
        };
        let comp = self.spec.component(&p.component).ok_or("unknown component")?;
        let arch = match &p.archetype {
            Some(a) => Some(self.spec.archetype(a).ok_or("unknown archetype")?.0),
            None => None,
        };
        let elem = crate::layout::element_shape(&self.spec, &self.layout, comp, p.field.as_deref())?;
        Ok(Port { name: name.to_string(), arch, comp, elem })
    }

    /// A port onto any component: `Comp`, `Arch.Comp`, `Comp.field` or `Arch.Comp.field`
    /// (the archetype may be left out when only one has the component).
    pub fn column_port(&self, path: &str) -> Result<Port, String> {
        let parts: Vec<&str> = path.split('.').collect();
        let (arch, comp, field) = match parts.as_slice() {
            [c] => (None, *c, None),
            [a, c] if self.spec.archetype(a).is_some() => (Some(*a), *c, None),
            [c, f] => (None, *c, Some(*f)),
            [a, c, f] => (Some(*a), *c, Some(*f)),
            _ => {
                return Err(format!("`{path}` is not `Comp`, `Arch.Comp`, `Comp.field` or `Arch.Comp.field`"));
            }
        };
        let Some(cid) = self.spec.component(comp) else {
            return Err(format!("unknown component `{comp}`"));
        };
        let arch_id = if self.spec.comp(cid).singleton {
            None
        } else {
            let holders: Vec<usize> = (0..self.spec.archetypes.len())
                .filter(|&i| self.spec.archetypes[i].components.contains(&cid))
                .collect();
            match arch {
                Some(a) => {
                    let id = self.spec.archetype(a).ok_or_else(|| format!("unknown archetype `{a}`"))?;
                    if !holders.contains(&(id.0 as usize)) {
                        return Err(format!("archetype `{a}` has no component `{comp}`"));
                    }
                    Some(id.0)
                }
                None => match holders.as_slice() {
                    [one] => Some(*one as u32),
                    [] => return Err(format!("no archetype has component `{comp}`")),
                    many => {
                        let names: Vec<&str> = many.iter().map(|&i| self.spec.archetypes[i].name.as_str()).collect();
                        return Err(format!(
                            "`{comp}` is in several archetypes ({}); write `Arch.{comp}`",
                            names.join(", ")
                        ));
                    }
                },
            }
        };
        let elem = crate::layout::element_shape(&self.spec, &self.layout, cid, field)?;
        Ok(Port { name: path.to_string(), arch: arch_id, comp: cid, elem })
    }

    /// `[worlds, rows per world, ...]` (or `[worlds, ...]` for a singleton).
    pub fn shape(&self, p: &Port) -> Result<Vec<usize>, String> {
        let mut shape = vec![self.worlds as usize];
        if let Some(a) = p.arch {
            let t = &self.shared.tables[a as usize];
            let rows = t.uniform_rows().map_err(|(w0, n0, w, n)| {
                format!(
                    "`{}` needs the same number of `{}` rows in every world, but world {w0} has {n0} and world {w} has {n}",
                    p.name, self.spec.archetypes[a as usize].name
                )
            })?;
            shape.push(rows as usize);
        }
        shape.extend(p.elem.dims.iter().copied());
        Ok(shape)
    }

    /// Base pointer, row count and row stride of the port's storage.
    fn port_rows(&self, p: &Port) -> Result<(*mut u8, usize, usize), String> {
        let size = self.layout.comp(p.comp).size;
        match p.arch {
            Some(a) => {
                let t = &self.shared.tables[a as usize];
                debug_assert!(!t.is_dirty());
                let col = t.column_of(p.comp).ok_or("component not in archetype")?;
                Ok((col.base(), t.len() as usize, size))
            }
            None => Ok((self.singleton_ptrs[p.comp.0 as usize], self.worlds as usize, size)),
        }
    }

    /// Reads a port (after a step, tables are compact).
    pub fn read(&self, p: &Port) -> Result<View<'_>, String> {
        let shape = self.shape(p)?;
        let (base, rows, stride) = self.port_rows(p)?;
        let n = p.elem.bytes;
        if n == stride && p.elem.offset == 0 {
            // SAFETY: rows [0, rows) of the column are initialised memory of this table.
            let s = unsafe { std::slice::from_raw_parts(base, rows * n) };
            return Ok(View { scalar: p.elem.scalar, shape, data: std::borrow::Cow::Borrowed(s) });
        }
        let mut out = vec![0u8; rows * n];
        for r in 0..rows {
            unsafe {
                std::ptr::copy_nonoverlapping(base.add(r * stride + p.elem.offset), out.as_mut_ptr().add(r * n), n)
            };
        }
        Ok(View { scalar: p.elem.scalar, shape, data: std::borrow::Cow::Owned(out) })
    }

    /// Writes a port from little-endian bytes laid out as [`Sim::shape`] says.
    pub fn write(&mut self, p: &Port, bytes: &[u8]) -> Result<(), String> {
        let shape = self.shape(p)?;
        let (base, rows, stride) = self.port_rows(p)?;
        let n = p.elem.bytes;
        if bytes.len() != rows * n {
            return Err(format!(
                "`{}` takes {} bytes ({:?} of {}), got {}",
                p.name,
                rows * n,
                shape,
                p.elem.scalar.npy_descr(),
                bytes.len()
            ));
        }
        for r in 0..rows {
            unsafe {
                std::ptr::copy_nonoverlapping(bytes.as_ptr().add(r * n), base.add(r * stride + p.elem.offset), n)
            };
        }
        Ok(())
    }

    /// Zero-copy mutable access to a port whose bytes are contiguous in the table.
    pub fn data_mut(&mut self, p: &Port) -> Result<Option<&mut [u8]>, String> {
        self.shape(p)?;
        let (base, rows, stride) = self.port_rows(p)?;
        if p.elem.bytes == stride && p.elem.offset == 0 {
            return Ok(Some(unsafe { std::slice::from_raw_parts_mut(base, rows * stride) }));
        }
        Ok(None)
    }
}
