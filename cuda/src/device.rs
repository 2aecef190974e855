//! The worlds in device memory: allocating and laying out everything the megakernel reads
//! (`MwDev` of jit/src/cuda/mw_engine.h), preparing a launch, reading the state back.
//!
//! Written once over [`Memory`], so the emulated GPU (host memory, [`HostMemory`]) and a real
//! one (the driver API) lay out the worlds with the same code: what the emulation tests is
//! what a GPU runs. The structures below mirror the C ones field for field; the emulated build
//! checks the mirror's sizes and offsets with `static_assert` ([`layout_asserts`]).
//!
//! **Capacity policy.** Every table holds `cap` rows for every world (its region), and every
//! world `cap × tables` entity slots; memory is allocated once, when the worlds are created.
//! A spawn into a full region stops the step with "table full", as on the CPU.

use std::ops::Range;

use mw_jit::Program;
use mw_jit::cuda::Emitted;
use mw_runtime::executor::Lease;
use mw_runtime::schema::CompId;

/// Device memory: allocation (zeroed), copies in and out. Addresses are the device's.
pub trait Memory {
    fn alloc(&mut self, bytes: usize) -> Result<u64, String>;
    /// Names the block allocated at `at` (`Pole.Cart`, `slots`): what a measurement of the
    /// memory's traffic reports it as. Nothing where nothing measures.
    fn label(&mut self, at: u64, name: &str) {
        let _ = (at, name);
    }
    fn write(&mut self, at: u64, bytes: &[u8]) -> Result<(), String>;
    fn read(&self, at: u64, out: &mut [u8]) -> Result<(), String>;
    /// Frees everything allocated since the last reset or retire (the worlds are laid out anew).
    fn reset(&mut self);
    /// Sets aside everything allocated since the last reset or retire, for the worlds to be laid
    /// out anew while views of the old layout, holding shares of `lease`, may still be read.
    fn retire(&mut self, lease: Lease);
    /// Frees every layout set aside whose lease no view shares any more.
    fn reap(&mut self);
    /// Bytes set aside and not freed yet.
    fn retired_bytes(&self) -> u64;
}

/// Layouts set aside by [`Memory::retire`]: each one's lease, blocks and bytes.
pub(crate) struct Retired<B> {
    layouts: Vec<(Lease, Vec<B>, u64)>,
}

impl<B> Default for Retired<B> {
    fn default() -> Self {
        Retired { layouts: Vec::new() }
    }
}

impl<B> Retired<B> {
    pub(crate) fn add(&mut self, lease: Lease, blocks: Vec<B>, bytes: u64) {
        if !blocks.is_empty() {
            self.layouts.push((lease, blocks, bytes));
        }
    }

    /// Hands `free` the blocks of every layout whose lease is no longer shared (all of them
    /// with `all`).
    pub(crate) fn reap(&mut self, all: bool, mut free: impl FnMut(B)) {
        self.layouts.retain_mut(|(lease, blocks, _)| {
            if !all && lease.shared() {
                return true;
            }
            blocks.drain(..).for_each(&mut free);
            false
        });
    }

    pub(crate) fn bytes(&self) -> u64 {
        self.layouts.iter().map(|l| l.2).sum()
    }

    pub(crate) fn is_empty(&self) -> bool {
        self.layouts.is_empty()
    }
}

/// Host memory standing in for a device's (the emulated GPU).
#[derive(Default)]
pub(crate) struct HostMemory {
    blocks: Vec<Vec<Line>>,
    /// Each block's label (`Memory::label`), "?" until it has one.
    labels: Vec<String>,
    retired: Retired<Vec<Line>>,
}

/// A block's unit: 256 bytes, aligned as `cudaMalloc` aligns, so that a structure the device
/// code lays out on 32-byte sectors (`MwEnts`) lies on them here too, and the traffic
/// measurement counts the sectors a GPU would move.
#[derive(Clone, Copy)]
#[repr(C, align(256))]
struct Line([u8; LINE]);
const LINE: usize = 256;

impl HostMemory {
    /// The blocks allocated since the last reset or retire, as `[start, end)` pairs: what the
    /// emulated GPU's traffic measurement counts as device memory.
    pub(crate) fn spans(&self) -> Vec<u64> {
        self.blocks.iter().flat_map(|b| [b.as_ptr() as u64, b.as_ptr() as u64 + (LINE * b.len()) as u64]).collect()
    }

    /// The labels of the blocks `spans` lists, in its order.
    pub(crate) fn labels(&self) -> Vec<String> {
        self.labels.clone()
    }
}

/// `mem.alloc(bytes)`, labelled `name` (what the traffic measurement calls it).
fn named(mem: &mut dyn Memory, bytes: usize, name: &str) -> Result<u64, String> {
    let at = mem.alloc(bytes)?;
    mem.label(at, name);
    Ok(at)
}

impl Memory for HostMemory {
    fn alloc(&mut self, bytes: usize) -> Result<u64, String> {
        let v = vec![Line([0; LINE]); bytes.div_ceil(LINE).max(1)];
        let at = v.as_ptr() as u64;
        self.blocks.push(v);
        self.labels.push("?".into());
        Ok(at)
    }
    fn label(&mut self, at: u64, name: &str) {
        if let Some(k) = self.blocks.iter().rposition(|b| b.as_ptr() as u64 == at) {
            self.labels[k] = name.to_string();
        }
    }
    fn write(&mut self, at: u64, bytes: &[u8]) -> Result<(), String> {
        // SAFETY: `at` is inside a block this memory allocated (callers write what they laid out).
        unsafe { std::ptr::copy_nonoverlapping(bytes.as_ptr(), at as *mut u8, bytes.len()) };
        Ok(())
    }
    fn read(&self, at: u64, out: &mut [u8]) -> Result<(), String> {
        // SAFETY: as `write`.
        unsafe { std::ptr::copy_nonoverlapping(at as *const u8, out.as_mut_ptr(), out.len()) };
        Ok(())
    }
    fn reset(&mut self) {
        self.blocks.clear();
        self.labels.clear();
    }
    fn retire(&mut self, lease: Lease) {
        self.labels.clear();
        let bytes = self.blocks.iter().map(|b| (LINE * b.len()) as u64).sum();
        self.retired.add(lease, std::mem::take(&mut self.blocks), bytes);
    }
    fn reap(&mut self) {
        self.retired.reap(false, drop);
    }
    fn retired_bytes(&self) -> u64 {
        self.retired.bytes()
    }
}

/// `MwTable` (= `mw_runtime::abi::TableView`).
#[repr(C)]
#[derive(Clone, Copy, Default)]
struct Table {
    world_ids: u64,
    entities: u64,
    cols: u64,
    ranges: u64,
    len: u32,
    _pad: u32,
    key_id: u64,
    key_worlds: u64,
    key_dense: u64,
    key_keys: u64,
    key_starts: u64,
}

/// `MwDevTable`.
#[repr(C)]
#[derive(Clone, Copy, Default)]
struct DevTable {
    cap: u32,
    scap: u32,
    fill: u64,
    ranges: u64,
    sort_stride: u32,
    peak: u32,
    sort_rows: u64,
    sort_perm: u64,
    sort_work: u64,
    cwork: u64,
    holes: u64,
    listed: u64,
    list: u64,
    heads: u64,
    fwork: u64,
    news: u64,
    nwork: u64,
    pend: u64,
    nq: u32,
    fill_step: u32,
}

/// `MwCtx` (= `mw_runtime::abi::Ctx`).
#[repr(C)]
#[derive(Clone, Copy, Default)]
struct Ctx {
    tables: u64,
    singletons: u64,
    shared: u64,
    reuse: u64,
    reset_flags: u64,
    scratch: u64,
    zero: u64,
    key: [u32; 4],
    streams: u64,
    step: u32,
    node: u32,
    world_offset: u32,
    debug: u64,
    locals: u64,
    stop: u64,
    spawned: u64,
    fallbacks: u64,
    stale: u64,
}

/// `MwEnts`, a world's entity counters: bytes, and the offsets of the fields the host uses.
const ENTS_BYTES: usize = 32;
const ENTS_WORDS: usize = ENTS_BYTES / 4;
/// `MwSlot`: generation, table, row, and the free list's entry at the slot's index.
const SLOT_BYTES: usize = 16;
const ENTS_LEN: usize = 0;
const ENTS_NFREE: usize = 8;
const ENTS_HELD: usize = 12;
const ENTS_NHELD: usize = 16;
/// `MwEnts::fill`: the first FILL_IN_ENTS tables' fill (MW_FILL_IN_ENTS).
const ENTS_FILL: usize = 20;
const FILL_IN_ENTS: usize = 3;

/// `MwDev`.
#[repr(C)]
#[derive(Clone, Copy)]
struct Dev {
    worlds: u32,
    ntables: u32,
    ncomps: u32,
    slot_cap: u32,
    views: u64,
    tables: u64,
    comp_sizes: u64,
    slots: u64,
    ents: u64,
    arena: u64,
    arena_bytes: u32,
    stop: u32,
    full_arch: u32,
    nhits: u32,
    stale: u64,
    hit_site: [u32; 64],
    hit_kind: [u32; 64],
    hit_value: [f64; 64],
    ctx: Ctx,
    phase: u32,
    first_phase: u32,
    end_phase: u32,
    stop_to: u32,
    claim: u64,
    done: u64,
    total: u64,
    stamps: u64,
    reset_bits: u64,
    reset_list: u64,
    reset_heads: u64,
    reset_scap: u32,
    reset_from: u32,
    one_row: u32,
    exited: u32,
    lstep: u32,
    reset_inline: u32,
    grows: u32,
    pad_: u32,
    reset_mask: u64,
    reset_keep: u64,
}

/// A world with at most this many entity slots is cleared by one thread in a reset
/// (`MW_RESET_SERIAL`), which may then be the thread of the world's last node (`MwDev::reset_inline`).
const RESET_SERIAL: u32 = 16;

/// A list of worlds (mw_engine.h, mw_join): `LIST_STRIPES` stripes of `scap` entries, and its
/// heads: a counter per stripe, `LIST_HEAD_GAP` words apart, then the snapshot's prefix sums.
const LIST_STRIPES: u32 = 32;
const LIST_HEAD_GAP: u32 = 32;
const LIST_HEAD_WORDS: u64 = (LIST_STRIPES * LIST_HEAD_GAP + LIST_STRIPES + 1) as u64;

/// A stripe's room in a list of `worlds` worlds: twice its worlds, because while the reset
/// phase serves a list, the worlds whose init_world asks for a reset again join it a second
/// time (past the entries being served, which move to the front at the phase's end).
fn list_scap(worlds: u32) -> u32 {
    worlds.div_ceil(LIST_STRIPES) * 2
}

fn bytes<T: Copy>(v: &T) -> &[u8] {
    // SAFETY: the mirrors are integers and floats with every padding spelled out as a field,
    // so every byte is initialised.
    unsafe { std::slice::from_raw_parts((v as *const T).cast::<u8>(), std::mem::size_of::<T>()) }
}

/// `static_assert`s that the C structures are laid out as these mirrors (for the emulated
/// build, which the tests compile; the device compiler sees the same definitions).
pub(crate) fn layout_asserts() -> String {
    use std::mem::{offset_of, size_of};
    let mut s = String::new();
    let mut check = |ty: &str, field: &str, off: usize| {
        s.push_str(&format!("static_assert(__builtin_offsetof({ty}, {field}) == {off}, \"mirror: {ty}.{field}\");\n"));
    };
    check("MwDevTable", "fill", offset_of!(DevTable, fill));
    check("MwDevTable", "sort_rows", offset_of!(DevTable, sort_rows));
    check("MwDevTable", "peak", offset_of!(DevTable, peak));
    check("MwDevTable", "sort_work", offset_of!(DevTable, sort_work));
    check("MwDevTable", "cwork", offset_of!(DevTable, cwork));
    check("MwDevTable", "holes", offset_of!(DevTable, holes));
    check("MwDevTable", "list", offset_of!(DevTable, list));
    check("MwDevTable", "fwork", offset_of!(DevTable, fwork));
    check("MwDevTable", "news", offset_of!(DevTable, news));
    check("MwDevTable", "nwork", offset_of!(DevTable, nwork));
    check("MwDevTable", "pend", offset_of!(DevTable, pend));
    check("MwDevTable", "nq", offset_of!(DevTable, nq));
    check("MwDev", "views", offset_of!(Dev, views));
    check("MwDev", "slots", offset_of!(Dev, slots));
    check("MwEnts", "len", ENTS_LEN);
    check("MwEnts", "nfree", ENTS_NFREE);
    check("MwEnts", "held", ENTS_HELD);
    check("MwEnts", "nheld", ENTS_NHELD);
    check("MwEnts", "fill", ENTS_FILL);
    check("MwDevTable", "fill_step", offset_of!(DevTable, fill_step));
    check("MwDev", "arena", offset_of!(Dev, arena));
    check("MwDev", "stale", offset_of!(Dev, stale));
    check("MwDev", "hit_value", offset_of!(Dev, hit_value));
    check("MwDev", "ctx", offset_of!(Dev, ctx));
    check("MwDev", "phase", offset_of!(Dev, phase));
    check("MwDev", "stop_to", offset_of!(Dev, stop_to));
    check("MwDev", "claim", offset_of!(Dev, claim));
    check("MwDev", "total", offset_of!(Dev, total));
    check("MwDev", "stamps", offset_of!(Dev, stamps));
    check("MwDev", "reset_list", offset_of!(Dev, reset_list));
    check("MwDev", "reset_heads", offset_of!(Dev, reset_heads));
    check("MwDev", "reset_scap", offset_of!(Dev, reset_scap));
    check("MwDev", "one_row", offset_of!(Dev, one_row));
    check("MwDev", "exited", offset_of!(Dev, exited));
    check("MwDev", "lstep", offset_of!(Dev, lstep));
    check("MwDev", "reset_inline", offset_of!(Dev, reset_inline));
    check("MwDev", "grows", offset_of!(Dev, grows));
    check("MwDev", "reset_mask", offset_of!(Dev, reset_mask));
    check("MwDev", "reset_keep", offset_of!(Dev, reset_keep));
    check("MwDevTable", "heads", offset_of!(DevTable, heads));
    check("MwCtx", "stale", offset_of!(Ctx, stale));
    check("MwCtx", "world_offset", offset_of!(Ctx, world_offset));
    check("MwTable", "key_starts", offset_of!(Table, key_starts));
    s.push_str(&format!("static_assert(MW_FILL_IN_ENTS == {FILL_IN_ENTS}u, \"mirror: MW_FILL_IN_ENTS\");\n"));
    s.push_str(&format!("static_assert(MW_RESET_SERIAL == {RESET_SERIAL}u, \"mirror: MW_RESET_SERIAL\");\n"));
    s.push_str(&format!(
        "static_assert(MW_STRIPES == {LIST_STRIPES}u && MW_HEAD_GAP == {LIST_HEAD_GAP}u && MW_HEAD_SNAP + MW_STRIPES + 1u == {LIST_HEAD_WORDS}u, \"mirror: lists\");\n"
    ));
    for (ty, n) in [
        ("MwDev", size_of::<Dev>()),
        ("MwDevTable", size_of::<DevTable>()),
        ("MwTable", size_of::<Table>()),
        ("MwEnts", ENTS_BYTES),
        ("MwSlot", SLOT_BYTES),
    ] {
        s.push_str(&format!("static_assert(sizeof({ty}) == {n}, \"mirror: {ty}\");\n"));
    }
    s
}

/// Where one table's arrays are.
struct TableAt {
    world_ids: u64,
    entities: u64,
    cols: Vec<(CompId, u64, usize)>,
    ranges: u64,
    /// Per world its rows in use, `fill_step` words apart (`MW_FILL`).
    fill: u64,
    fill_step: u32,
}

/// The worlds on a device.
pub struct Worlds {
    /// The `MwDev` the megakernel takes.
    pub dev: u64,
    pub worlds: u32,
    /// The global index of world 0 (`MwCtx::world_offset`).
    pub world_offset: u32,
    pub cap: u32,
    tables: Vec<TableAt>,
    /// Each singleton: its component, address, bytes, and its words where the device holds it
    /// as columns (`mw_jit::cuda::single_columns`; `None`: a struct a world).
    singleton_of: Vec<(CompId, u64, usize, Option<usize>)>,
    step_phases: u32,
    phases: u32,
    stamps: u64,
    tables_at: u64,
    /// The entity slots, `MwSlot` (SLOT_BYTES a slot: generation, table, row, free list entry).
    slots: u64,
    /// A world's entity counters, `MwEnts` (ENTS_BYTES a world).
    ents: u64,
    slot_cap: u32,
    /// `reset_world()` marks: a bit per world and a striped list (`MwDev::reset_bits`,
    /// `reset_list`, `reset_heads`). The device has no `MwCtx::reset_flags`, the CPU runtime's
    /// byte a world: the bit says the same, and costs a reset a sector less.
    reset_bits: u64,
    reset_list: u64,
    reset_heads: u64,
}

/// How many worlds, and rows a table each: the sizes of a layout, whose products that overflow
/// are its "does not fit" error.
#[derive(Clone, Copy)]
struct Size {
    worlds: u32,
    cap: u32,
}

impl Size {
    fn too_big(self) -> String {
        format!("{} worlds of {} rows a table do not fit in memory", self.worlds, self.cap)
    }
    /// `x * k` bytes.
    fn n(self, x: u64, k: u64) -> Result<usize, String> {
        x.checked_mul(k).map(|v| v as usize).ok_or_else(|| self.too_big())
    }
}

/// Table `ai` (`arch`) of a new layout: its rows' columns, entity ids and world ids, its region
/// ranges and fill, and the engine's scratch for what the program does to it (sorts, chunked
/// compaction, folds, spawns); as the device's view and table, and where the host finds them.
#[allow(clippy::too_many_arguments)]
fn lay_table(
    mem: &mut dyn Memory,
    e: &Emitted,
    spec: &mw_runtime::schema::Spec,
    ai: usize,
    arch: &mw_runtime::schema::ArchetypeDef,
    sizes: &[u32],
    sorts: bool,
    ents: u64,
    size: Size,
) -> Result<(Table, DevTable, TableAt), String> {
    let Size { worlds, cap } = size;
    let ncomps = sizes.len();
    let rows = worlds as u64 * cap as u64;
    let too_big = || size.too_big();
    let n = |x: u64, k: u64| size.n(x, k);
    let u32s = |v: &[u32]| -> Vec<u8> { v.iter().flat_map(|x| x.to_le_bytes()).collect() };
    let mut maybe = |bytes: usize, what: &str| -> Result<u64, String> {
        if sorts { named(mem, bytes, &format!("{}.{what}", arch.name)) } else { Ok(0) }
    };
    // The sort (mw_engine.h): a scratch row per row (the entity, then the columns),
    // two permutations, per world 256 histograms of its chunks of 128 rows, a sum per
    // block of 1024 of their entries (32 lanes of MW_SORT_RUN 32) and 8 words, and a direct key
    // table of 8 entries a row plus 65 (the CPU's bound).
    // Components in id order, each at a multiple of 8 where its size is one
    // (mw_scratch_align), and rows a multiple of 8 apart.
    let mut comps = arch.components.clone();
    comps.sort();
    let stride = comps
        .iter()
        .map(|c| sizes[c.0 as usize] as u64)
        .fold(8u64, |at, sz| if sz % 8 == 0 { at.next_multiple_of(8) } else { at } + sz)
        .next_multiple_of(8);
    let chunks = (cap as u64).div_ceil(128);
    let blocks = (256 * chunks).div_ceil(1024);
    let work = 8 + worlds as u64 * (256 * chunks + blocks + 8);
    let dense = worlds as u64 * (8 * cap as u64 + 65);
    if sorts && (dense > u32::MAX as u64 || worlds as u64 * (cap.max(256) as u64) > u32::MAX as u64) {
        return Err(too_big());
    }
    let key_worlds = maybe(n(worlds as u64, 16)?, "key_worlds")?;
    let key_keys = maybe(n(rows, 8)?, "key_keys")?;
    let key_starts = maybe(n(rows, 4)?, "key_starts")?;
    let key_dense = maybe(n(dense, 4)?, "key_dense")?;
    let sort_perm = maybe(n(rows, 8)?, "sort_perm")?;
    let sort_work = maybe(n(work, 4)?, "sort_work")?;
    // Regions of 64 rows or more compact by chunks (MW_COMPACT_FROM in mw_engine.h): per
    // world 8 words, a pair per chunk of 32 rows and per block of 1024 chunks, a hole
    // position per row, and the sort's scratch rows for the slide.
    let chunked = cap >= 64;
    let (ncc, nbc) = ((cap as u64).div_ceil(32), (cap as u64).div_ceil(32).div_ceil(1024));
    let cwork = if chunked {
        named(mem, n(worlds as u64 * (8 + 2 * ncc + 2 * nbc), 4)?, &format!("{}.cwork", arch.name))?
    } else {
        0
    };
    let holes = if chunked { named(mem, n(rows, 4)?, &format!("{}.holes", arch.name))? } else { 0 };
    // Folds over this table's rows (MW_FOLD_CHUNK in mw_engine.h): per world, the widest
    // fold's accumulators for the totals and for each chunk of 1024 rows.
    let nt = e.fold_accs.get(ai).copied().unwrap_or(0) as u64;
    let fwork = if nt > 0 {
        named(mem, n(worlds as u64 * nt * (1 + (cap as u64).div_ceil(1024)), 4)?, &format!("{}.fwork", arch.name))?
    } else {
        0
    };
    // Spawning rows apart (mw_new_* in mw_engine.h): over this table's rows, nq count
    // words a row and per world 24 words and nq per chunk of 1024 rows; as a target,
    // a count per world and scratch rows for the provisional spawns.
    let nq = e.spawn_words.get(ai).copied().unwrap_or(0) as u64;
    let target = e.spawn_targets.get(ai).copied().unwrap_or(false);
    let news = if nq > 0 { named(mem, n(rows, 4 * nq)?, &format!("{}.news", arch.name))? } else { 0 };
    let nwork = if nq > 0 {
        named(mem, n(worlds as u64 * (24 + nq * (cap as u64).div_ceil(1024)), 4)?, &format!("{}.nwork", arch.name))?
    } else {
        0
    };
    let pend = if target { named(mem, n(worlds as u64, 4)?, &format!("{}.pend", arch.name))? } else { 0 };
    let sort_rows =
        if sorts || chunked || target { named(mem, n(rows, stride)?, &format!("{}.sort_rows", arch.name))? } else { 0 };
    let world_ids = named(mem, n(rows, 4)?, &format!("{}.world_ids", arch.name))?;
    mem.write(world_ids, &vec![0xFF; n(rows, 4)?])?;
    let entities = named(mem, n(rows, 8)?, &format!("{}.entities", arch.name))?;
    let mut colptr = vec![0u64; ncomps];
    let mut cols = Vec::new();
    for c in &arch.components {
        let size = sizes[c.0 as usize] as u64;
        let a = named(mem, n(rows, size)?, &format!("{}.{}", arch.name, spec.components[c.0 as usize].name))?;
        colptr[c.0 as usize] = a;
        cols.push((*c, a, size as usize));
    }
    let colsat = named(mem, 8 * ncomps, &format!("{}.colsat", arch.name))?;
    mem.write(colsat, &colptr.iter().flat_map(|x| x.to_le_bytes()).collect::<Vec<u8>>())?;
    let ranges = named(mem, n(worlds as u64, 8)?, &format!("{}.ranges", arch.name))?;
    let r: Vec<u32> = (0..worlds).flat_map(|w| [w * cap, 0]).collect();
    mem.write(ranges, &u32s(&r))?;
    let view = Table {
        world_ids,
        entities,
        cols: colsat,
        ranges,
        len: rows as u32,
        _pad: 0,
        key_id: u64::MAX,
        key_worlds,
        key_dense,
        key_keys,
        key_starts,
    };
    // The first tables' fill is in the worlds' counters (MW_FILL), zero in `blank`.
    let (fill, fill_step) = if ai < FILL_IN_ENTS {
        (ents + (ENTS_FILL + 4 * ai) as u64, ENTS_WORDS as u32)
    } else {
        (named(mem, n(worlds as u64, 4)?, &format!("{}.fill", arch.name))?, 1)
    };
    let table = DevTable {
        cap,
        scap: list_scap(worlds),
        fill,
        ranges,
        sort_stride: stride as u32,
        peak: 0,
        sort_rows,
        sort_perm,
        sort_work,
        cwork,
        holes,
        listed: named(mem, n(worlds.div_ceil(32) as u64, 4)?, &format!("{}.listed", arch.name))?,
        list: named(mem, n(list_scap(worlds) as u64 * LIST_STRIPES as u64, 4)?, &format!("{}.list", arch.name))?,
        heads: named(mem, n(LIST_HEAD_WORDS, 4)?, &format!("{}.heads", arch.name))?,
        fwork,
        news,
        nwork,
        pend,
        nq: nq as u32,
        fill_step,
    };
    Ok((view, table, TableAt { world_ids, entities, cols, ranges, fill, fill_step }))
}

impl Worlds {
    /// Allocates and lays out `worlds` worlds of `p` (compiled as `e`), the first of them
    /// global world `world_offset`, `cap` rows per world per table, with the streams' `keys`
    /// and an arena for `threads` threads.
    #[allow(clippy::too_many_arguments)]
    pub fn create(
        mem: &mut dyn Memory,
        p: &Program,
        e: &Emitted,
        worlds: u32,
        world_offset: u32,
        cap: u32,
        keys: &[[u32; 4]],
        threads: u32,
    ) -> Result<Worlds, String> {
        let spec = &p.spec;
        let ncomps = spec.components.len();
        let ntables = spec.archetypes.len();
        let sizes: Vec<u32> = (0..ncomps).map(|c| p.layout.comp(CompId(c as u32)).size as u32).collect();
        let largest = sizes.iter().copied().max().unwrap_or(0).max(8) as u64;
        let size = Size { worlds, cap };
        let too_big = || size.too_big();
        let n = |x: u64, k: u64| size.n(x, k);
        // A phase's items are counted in 32 bits: a reset's clearing has one per entity slot of
        // the worlds it serves (cap rows a table).
        if worlds as u64 * cap as u64 * ntables.max(1) as u64 > u32::MAX as u64 {
            return Err(too_big());
        }
        let u32s = |v: &[u32]| -> Vec<u8> { v.iter().flat_map(|x| x.to_le_bytes()).collect() };

        let comp_sizes = named(mem, 4 * ncomps, "comp_sizes")?;
        mem.write(comp_sizes, &u32s(&sizes))?;
        // A world's entity counters (`MwEnts`): nothing is held between nodes (mw_release), so
        // a new layout starts with empty lists.
        let ents = named(mem, n(worlds as u64, ENTS_BYTES as u64)?, "ents")?;
        let mut blank = [0u8; ENTS_BYTES];
        blank[ENTS_HELD..ENTS_HELD + 4].copy_from_slice(&u32::MAX.to_le_bytes());
        mem.write(ents, &blank.repeat(worlds as usize))?;
        let mut views = Vec::new();
        let mut devtables = Vec::new();
        let mut at = Vec::new();
        // Only sorted tables need a key index and sorting scratch.
        let sorted: Vec<bool> = (0..ntables)
            .map(|a| p.graph.iter().any(|n| matches!(n, mw_jit::ir::Node::SortBy { arch, .. } if arch.0 as usize == a)))
            .collect();
        for (ai, arch) in spec.archetypes.iter().enumerate() {
            let (view, table, place) = lay_table(mem, e, spec, ai, arch, &sizes, sorted[ai], ents, size)?;
            views.push(view);
            devtables.push(table);
            at.push(place);
        }
        let views_at = named(mem, std::mem::size_of::<Table>() * ntables.max(1), "views_at")?;
        for (i, v) in views.iter().enumerate() {
            mem.write(views_at + (i * std::mem::size_of::<Table>()) as u64, bytes(v))?;
        }
        let tables_at = named(mem, std::mem::size_of::<DevTable>() * ntables.max(1), "tables_at")?;
        for (i, t) in devtables.iter().enumerate() {
            mem.write(tables_at + (i * std::mem::size_of::<DevTable>()) as u64, bytes(t))?;
        }
        let slot_cap = cap.checked_mul(ntables as u32).ok_or_else(too_big)?;
        let slots = worlds as u64 * slot_cap as u64;
        let mut singles = vec![0u64; ncomps];
        let mut singleton_of = Vec::new();
        for (c, comp) in spec.components.iter().enumerate() {
            if comp.singleton {
                let a = named(mem, n(worlds as u64, sizes[c] as u64)?, &comp.name)?;
                singles[c] = a;
                let cols = mw_jit::cuda::single_columns(spec, CompId(c as u32)).then_some(sizes[c] as usize / 4);
                singleton_of.push((CompId(c as u32), a, worlds as usize * sizes[c] as usize, cols));
            }
        }
        let singles_at = named(mem, 8 * ncomps.max(1), "singles_at")?;
        mem.write(singles_at, &singles.iter().flat_map(|x| x.to_le_bytes()).collect::<Vec<u8>>())?;
        let streams = named(mem, 16 * keys.len().max(1), "streams")?;
        mem.write(streams, &keys.iter().flatten().flat_map(|x| x.to_le_bytes()).collect::<Vec<u8>>())?;
        let arena_bytes = (e.arena_bytes as u32).max(8);
        let phases = e.phases as usize;
        let dev_at = named(mem, std::mem::size_of::<Dev>(), "dev")?;
        let claim = named(mem, 12 * phases.max(1), "claim")?;
        let stamps = named(mem, 16 * phases.max(1), "stamps")?;
        let dev = Dev {
            worlds,
            ntables: ntables as u32,
            ncomps: ncomps as u32,
            slot_cap,
            views: views_at,
            tables: tables_at,
            comp_sizes,
            slots: named(mem, n(slots, SLOT_BYTES as u64)?, "slots")?,
            ents,
            arena: named(mem, n(threads as u64, arena_bytes as u64)?, "arena")?,
            arena_bytes,
            stop: 0,
            full_arch: 0,
            nhits: 0,
            stale: 0,
            hit_site: [0; 64],
            hit_kind: [0; 64],
            hit_value: [0.0; 64],
            ctx: Ctx {
                tables: views_at,
                singletons: singles_at,
                shared: dev_at,
                // Null: reset_world() lists the world (mw_reset_world), except in an item that
                // resets its own world, which points it at its byte (MW_RESET_INLINE).
                reset_flags: 0,
                scratch: named(mem, n(largest, 64)?, "scratch")?,
                zero: named(mem, n(largest, 64)?, "zero")?,
                streams,
                stop: dev_at + std::mem::offset_of!(Dev, stop) as u64,
                stale: dev_at + std::mem::offset_of!(Dev, stale) as u64,
                world_offset,
                ..Ctx::default()
            },
            phase: u32::MAX,
            first_phase: 0,
            end_phase: 0,
            stop_to: e.step_phases - mw_jit::cuda::COMPACT_STAGES * ntables as u32,
            claim,
            done: claim + 4 * phases as u64,
            total: claim + 8 * phases as u64,
            stamps,
            reset_bits: named(mem, n(worlds.div_ceil(32) as u64, 4)?, "reset_bits")?,
            reset_list: named(mem, n(list_scap(worlds) as u64 * LIST_STRIPES as u64, 4)?, "reset_list")?,
            reset_heads: named(mem, n(LIST_HEAD_WORDS, 4)?, "reset_heads")?,
            reset_scap: list_scap(worlds),
            reset_from: 0,
            // At the start every world is empty until the init phase, which runs first.
            one_row: match mw_jit::ir::spawns::one_row_table(p) {
                Some(a) if cap == 1 => a.0,
                _ => u32::MAX,
            },
            exited: 0,
            lstep: 0,
            reset_inline: u32::from(slot_cap <= RESET_SERIAL),
            grows: 0,
            pad_: 0,
            // Set by the host for each reset by mask (Worlds::point_mask).
            reset_mask: 0,
            reset_keep: named(mem, n(worlds.div_ceil(32) as u64, 4)?, "reset_keep")?,
        };
        mem.write(dev_at, bytes(&dev))?;
        Ok(Worlds {
            dev: dev_at,
            worlds,
            world_offset,
            cap,
            tables: at,
            singleton_of,
            step_phases: e.step_phases,
            phases: e.phases,
            stamps,
            tables_at,
            slots: dev.slots,
            ents: dev.ents,
            slot_cap,
            reset_bits: dev.reset_bits,
            reset_list: dev.reset_list,
            reset_heads: dev.reset_heads,
        })
    }

    /// The phases of the start: every world cleared, `init_world`, the compaction.
    pub(crate) fn init_program(&self) -> Range<u32> {
        self.step_phases..self.phases - mw_jit::cuda::MASK_PHASES
    }

    /// Phase `k` of a reset by the host's mask (`mw_jit::cuda::MASK_PHASES`): 0 lists the
    /// mask's worlds and sets the other marks aside, 1 lists those again, 2 writes every world's
    /// mark as a byte.
    pub(crate) fn mask_phase(&self, k: u32) -> Range<u32> {
        let p = self.phases - mw_jit::cuda::MASK_PHASES + k;
        p..p + 1
    }

    /// Points the mask phases at `mask`: a byte a world in the device's memory.
    pub(crate) fn point_mask(&self, mem: &mut dyn Memory, mask: u64) -> Result<(), String> {
        mem.write(self.dev + std::mem::offset_of!(Dev, reset_mask) as u64, &mask.to_le_bytes())
    }

    /// The step program's phases: `[0, reset)` the graph, `reset` the reset of marked worlds,
    /// `(reset, end)` the compaction of every table (the emitter's `Unit::phases`).
    pub(crate) fn step_program(&self) -> (u32, u32) {
        let compactions = mw_jit::cuda::COMPACT_STAGES * self.tables.len() as u32;
        (self.step_phases - mw_jit::cuda::RESET_PHASES - compactions, self.step_phases)
    }

    /// The device timers of phases `[first, end)` as of the launches that ran them: per phase
    /// (start, end) in the device clock's ns.
    pub fn stamps(&self, mem: &dyn Memory, first: u32, end: u32) -> Result<Vec<[u64; 2]>, String> {
        let n = end.saturating_sub(first) as usize;
        let mut raw = vec![0u8; 16 * n];
        mem.read(self.stamps + 16 * first as u64, &mut raw)?;
        Ok(raw
            .chunks_exact(16)
            .map(|c| {
                let w = |k: usize| u64::from_le_bytes(c[k..k + 8].try_into().expect("8 bytes"));
                [w(0), w(8)]
            })
            .collect())
    }

    /// Every world's reset mark (1: `reset_world()` asked for one not served yet): its bit in
    /// the reset list's (the device writes no byte a world; `MwCtx::reset_flags` is the CPU's).
    pub(crate) fn reset_marks(&self, mem: &dyn Memory) -> Result<Vec<u8>, String> {
        let mut v = vec![0u8; 4 * (self.worlds as usize).div_ceil(32)];
        mem.read(self.reset_bits, &mut v)?;
        Ok((0..self.worlds as usize).map(|w| (v[w / 8] >> (w % 8)) & 1).collect())
    }

    /// What the host does between steps, which the device follows: `manual` resets (else a
    /// world's reset may be served in the phase of its last node, `MwDev::reset_inline`, where
    /// one thread clears its few slots), and whether the regions `grow` (a launch of several
    /// steps then ends where the host would grow them, `MwDev::grows`).
    pub(crate) fn set_host_modes(&self, mem: &mut dyn Memory, manual: bool, grow: bool) -> Result<(), String> {
        let inline = u32::from(!manual && self.slot_cap <= RESET_SERIAL);
        mem.write(self.dev + std::mem::offset_of!(Dev, reset_inline) as u64, &inline.to_le_bytes())?;
        mem.write(self.dev + std::mem::offset_of!(Dev, grows) as u64, &u32::from(grow).to_le_bytes())
    }

    /// Sets every world's reset mark, and the list the reset phase serves to match.
    pub(crate) fn set_reset_marks(&self, mem: &mut dyn Memory, marks: &[u8]) -> Result<(), String> {
        let mut bits = vec![0u32; marks.len().div_ceil(32)];
        // Striped as the device's appends stripe it (mw_join): world w in stripe w % 32.
        let scap = list_scap(marks.len() as u32) as usize;
        let mut list = vec![0u32; scap * LIST_STRIPES as usize];
        let mut heads = vec![0u32; LIST_HEAD_WORDS as usize];
        for (w, _) in marks.iter().enumerate().filter(|(_, m)| **m != 0) {
            bits[w / 32] |= 1 << (w % 32);
            let s = w % LIST_STRIPES as usize;
            let head = &mut heads[s * LIST_HEAD_GAP as usize];
            list[s * scap + *head as usize] = w as u32;
            *head += 1;
        }
        let le = |v: &[u32]| -> Vec<u8> { v.iter().flat_map(|x| x.to_le_bytes()).collect() };
        mem.write(self.reset_bits, &le(&bits))?;
        if heads.iter().any(|h| *h != 0) {
            mem.write(self.reset_list, &le(&list))?;
        }
        mem.write(self.reset_heads, &le(&heads))
    }

    /// The device address of the stop word (a watchdog sets it).
    pub(crate) fn stop_word(&self) -> u64 {
        self.dev + std::mem::offset_of!(Dev, stop) as u64
    }

    /// The stop word after a launch (0: the launch completed).
    pub fn stop(&self, mem: &dyn Memory) -> Result<u32, String> {
        let mut w = [0u8; 4];
        mem.read(self.dev + std::mem::offset_of!(Dev, stop) as u64, &mut w)?;
        Ok(u32::from_le_bytes(w))
    }

    /// How many steps the last launch ran (its `MwDev::lstep`: the last step's index, with the
    /// flag that it was the last).
    pub(crate) fn steps_ran(&self, mem: &dyn Memory) -> Result<u32, String> {
        let mut w = [0u8; 4];
        mem.read(self.dev + std::mem::offset_of!(Dev, lstep) as u64, &mut w)?;
        Ok((u32::from_le_bytes(w) & 0x7FFF_FFFF) + 1)
    }

    /// Clears the stop word (and the table it names) for the next run. A stopped run may have
    /// left a world cleared and not restarted, so no table keeps the one-row promise
    /// (`MwDev::one_row`) after it.
    pub(crate) fn clear_stop(&self, mem: &mut dyn Memory) -> Result<(), String> {
        mem.write(self.dev + std::mem::offset_of!(Dev, one_row) as u64, &u32::MAX.to_le_bytes())?;
        mem.write(self.stop_word(), &[0; 8])
    }

    /// The first phase a stopped step still runs: the end-of-step compaction.
    pub fn stop_to(&self) -> u32 {
        self.step_program().0 + mw_jit::cuda::RESET_PHASES
    }

    /// Per world, its rows of table `arch` (after a step: live, compact).
    pub fn counts(&self, mem: &dyn Memory, arch: u32) -> Result<Vec<u32>, String> {
        let t = &self.tables[arch as usize];
        let mut r = vec![0u8; 8 * self.worlds as usize];
        mem.read(t.ranges, &mut r)?;
        Ok(r.chunks(8).map(|c| u32::from_le_bytes(c[4..8].try_into().expect("4 bytes"))).collect())
    }

    /// The most rows a world had after any compaction so far, as the device tracks it (one
    /// small copy, unlike [`Worlds::peak_rows`]).
    pub(crate) fn tracked_peak(&self, mem: &dyn Memory) -> Result<u32, String> {
        let n = self.tables.len() * std::mem::size_of::<DevTable>();
        let mut b = vec![0u8; n];
        mem.read(self.tables_at, &mut b)?;
        let off = std::mem::offset_of!(DevTable, peak);
        Ok(b.chunks(std::mem::size_of::<DevTable>())
            .map(|t| u32::from_le_bytes(t[off..off + 4].try_into().expect("4 bytes")))
            .max()
            .unwrap_or(0))
    }

    /// The same worlds with `cap` rows a table per world, between steps: every row, entity
    /// slot (rows renumbered), singleton and counter moved to a new layout; the old one is
    /// freed, or retired under `retire` (views of it are alive). Tables are compact between
    /// steps, so each world's rows are its first `count`.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn regrow(
        &self,
        mem: &mut dyn Memory,
        p: &Program,
        e: &Emitted,
        keys: &[[u32; 4]],
        threads: u32,
        cap: u32,
        retire: Option<Lease>,
    ) -> Result<Worlds, String> {
        let (worlds, old) = (self.worlds as usize, self.cap as usize);
        let fetch = |at: u64, n: usize| -> Result<Vec<u8>, String> {
            let mut v = vec![0u8; n];
            mem.read(at, &mut v)?;
            Ok(v)
        };
        let mut tables = Vec::new();
        for (a, t) in self.tables.iter().enumerate() {
            let counts = self.counts(mem, a as u32)?;
            let cols: Vec<Vec<u8>> =
                t.cols.iter().map(|(_, at, size)| fetch(*at, worlds * old * size)).collect::<Result<_, _>>()?;
            tables.push((counts, fetch(t.world_ids, worlds * old * 4)?, fetch(t.entities, worlds * old * 8)?, cols));
        }
        let scap = self.slot_cap as usize;
        let slots = fetch(self.slots, worlds * scap * SLOT_BYTES)?;
        // Between steps nothing is held, so the counters move as they are.
        let mut ents = fetch(self.ents, worlds * ENTS_BYTES)?;
        // A struct a world, whichever way either layout holds them.
        let singles: Vec<Vec<u8>> =
            self.singleton_of.iter().map(|(c, ..)| self.singleton(mem, *c)).collect::<Result<_, _>>()?;
        let stale = self.stale(mem)?;
        let marks = self.reset_marks(mem)?;
        match retire {
            Some(lease) => mem.retire(lease),
            None => mem.reset(),
        }
        let new = Worlds::create(mem, p, e, self.worlds, self.world_offset, cap, keys, threads)?;
        // Resets asked for and not served yet (by `init_world`, or waiting for the host).
        new.set_reset_marks(mem, &marks)?;
        let cap = cap as usize;
        for (t, (counts, wids, ents_col, cols)) in new.tables.iter().zip(&tables) {
            let mut w2 = vec![0xFFu8; worlds * cap * 4];
            let mut e2 = vec![0u8; worlds * cap * 8];
            let mut c2: Vec<Vec<u8>> = t.cols.iter().map(|(_, _, size)| vec![0u8; worlds * cap * size]).collect();
            for (w, c) in counts.iter().enumerate() {
                let c = *c as usize;
                w2[4 * w * cap..4 * (w * cap + c)].copy_from_slice(&wids[4 * w * old..4 * (w * old + c)]);
                e2[8 * w * cap..8 * (w * cap + c)].copy_from_slice(&ents_col[8 * w * old..8 * (w * old + c)]);
                for ((_, _, size), (src, dst)) in t.cols.iter().zip(cols.iter().zip(c2.iter_mut())) {
                    dst[size * w * cap..size * (w * cap + c)]
                        .copy_from_slice(&src[size * w * old..size * (w * old + c)]);
                }
            }
            mem.write(t.world_ids, &w2)?;
            mem.write(t.entities, &e2)?;
            for ((_, at, _), bytes) in t.cols.iter().zip(&c2) {
                mem.write(*at, bytes)?;
            }
            let ranges: Vec<u8> = counts
                .iter()
                .enumerate()
                .flat_map(|(w, c)| [(w * cap) as u32, *c])
                .flat_map(|x| x.to_le_bytes())
                .collect();
            mem.write(t.ranges, &ranges)?;
            if t.fill_step == 1 {
                mem.write(t.fill, &counts.iter().flat_map(|c| c.to_le_bytes()).collect::<Vec<u8>>())?;
            } else {
                // In the counters (MW_FILL), written below.
                let k = (t.fill - new.ents) as usize;
                for (w, c) in counts.iter().enumerate() {
                    ents[w * ENTS_BYTES + k..][..4].copy_from_slice(&c.to_le_bytes());
                }
            }
        }
        mem.write(new.ents, &ents)?;
        // The one-row promise (`MwDev::one_row`) for worlds that already exist: only where each
        // has its row (the code before may have destroyed rows, or a stopped step left a world
        // empty).
        let keep = |a: usize| tables[a].0.iter().all(|c| *c == 1);
        let at = new.dev + std::mem::offset_of!(Dev, one_row) as u64;
        let mut v = [0u8; 4];
        mem.read(at, &mut v)?;
        let a = u32::from_le_bytes(v);
        if a != u32::MAX && !((a as usize) < tables.len() && keep(a as usize)) {
            mem.write(at, &u32::MAX.to_le_bytes())?;
        }
        // Entity slots: each world's first `old slot_cap` slots, live rows renumbered (a free
        // slot's `row` means nothing between nodes), and its free list.
        let nscap = new.slot_cap as usize;
        let word = |v: &[u8], i: usize| u32::from_le_bytes(v[4 * i..4 * i + 4].try_into().expect("4 bytes"));
        // Word k of slot i (`MwSlot`: generation, table, row, free list entry).
        const SW: usize = SLOT_BYTES / 4;
        let mut s2 = vec![0u8; worlds * nscap * SLOT_BYTES];
        let mut put = |i: usize, k: usize, v: u32| s2[4 * (SW * i + k)..][..4].copy_from_slice(&v.to_le_bytes());
        for w in 0..worlds {
            // Slots past the world's `ent_len` were never used (zeroed memory): left as zeros.
            let used = (word(&ents, w * ENTS_WORDS + ENTS_LEN / 4) as usize).min(scap).min(nscap);
            let free = (word(&ents, w * ENTS_WORDS + ENTS_NFREE / 4) as usize).min(used);
            for i in 0..free {
                put(w * nscap + i, 3, word(&slots, SW * (w * scap + i) + 3));
            }
            for i in 0..used {
                let at = SW * (w * scap + i);
                let (generation, arch, row) = (word(&slots, at), word(&slots, at + 1), word(&slots, at + 2));
                let row = if arch != u32::MAX {
                    ((w * cap) as u32).wrapping_add(row.wrapping_sub((w * old) as u32))
                } else {
                    row
                };
                for (k, v) in [generation, arch, row].into_iter().enumerate() {
                    put(w * nscap + i, k, v);
                }
            }
        }
        mem.write(new.slots, &s2)?;
        for ((c, ..), bytes) in new.singleton_of.iter().zip(&singles) {
            new.write_singleton(mem, *c, bytes)?;
        }
        mem.write(new.dev + std::mem::offset_of!(Dev, stale) as u64, &stale.to_le_bytes())?;
        // The peak the next growth is measured from.
        let peak = tables.iter().flat_map(|t| t.0.iter().copied()).max().unwrap_or(0);
        for a in 0..new.tables.len() {
            let at =
                new.tables_at + (a * std::mem::size_of::<DevTable>() + std::mem::offset_of!(DevTable, peak)) as u64;
            mem.write(at, &peak.to_le_bytes())?;
        }
        Ok(new)
    }

    /// The most entity slots any world has used (`MwEnts::len`): ids go up to it, so a new
    /// layout must have as many slots a world (`cap` × tables), or live entities would lose
    /// their slots.
    pub(crate) fn peak_slots(&self, mem: &dyn Memory) -> Result<u32, String> {
        let mut ents = vec![0u8; self.worlds as usize * ENTS_BYTES];
        mem.read(self.ents, &mut ents)?;
        Ok(ents
            .chunks_exact(ENTS_BYTES)
            .map(|e| u32::from_le_bytes(e[ENTS_LEN..ENTS_LEN + 4].try_into().expect("4 bytes")))
            .max()
            .unwrap_or(0))
    }

    /// The most rows any world has in any table.
    pub(crate) fn peak_rows(&self, mem: &dyn Memory) -> Result<u32, String> {
        let mut peak = 0;
        for a in 0..self.tables.len() {
            peak = peak.max(self.counts(mem, a as u32)?.into_iter().max().unwrap_or(0));
        }
        Ok(peak)
    }

    fn col(&self, arch: u32, comp: CompId) -> Result<(u64, usize), String> {
        let t = self.tables.get(arch as usize).ok_or("no such table")?;
        t.cols
            .iter()
            .find(|(c, _, _)| *c == comp)
            .map(|(_, at, size)| (*at, *size))
            .ok_or_else(|| "component not in archetype".into())
    }

    /// Component `comp`'s column of table `arch`, every world's region, in one copy.
    /// Where a column (every world's region of it) or a singleton (every world's) starts.
    pub fn address(&self, arch: Option<u32>, comp: CompId) -> Result<u64, String> {
        match arch {
            Some(a) => self.col(a, comp).map(|c| c.0),
            None => self.single(comp).map(|s| s.0),
        }
    }

    pub fn column(&self, mem: &dyn Memory, arch: u32, comp: CompId) -> Result<Vec<u8>, String> {
        let (at, size) = self.col(arch, comp)?;
        let mut out = vec![0u8; self.worlds as usize * self.cap as usize * size];
        mem.read(at, &mut out)?;
        Ok(out)
    }

    /// World `world`'s rows of component `comp` of table `arch`: its range, then just those
    /// rows (two small copies, not the whole column).
    pub fn world_rows(&self, mem: &dyn Memory, arch: u32, comp: CompId, world: u32) -> Result<Vec<u8>, String> {
        let t = self.tables.get(arch as usize).ok_or("no such table")?;
        if world >= self.worlds {
            return Err(format!("no world {world}"));
        }
        let mut r = [0u8; 8];
        mem.read(t.ranges + 8 * world as u64, &mut r)?;
        let first = u32::from_le_bytes(r[0..4].try_into().expect("4 bytes")) as u64;
        let count = u32::from_le_bytes(r[4..8].try_into().expect("4 bytes")) as usize;
        let (at, size) = self.col(arch, comp)?;
        let mut out = vec![0u8; count * size];
        mem.read(at + first * size as u64, &mut out)?;
        Ok(out)
    }

    pub(crate) fn write_column(
        &self,
        mem: &mut dyn Memory,
        arch: u32,
        comp: CompId,
        bytes: &[u8],
    ) -> Result<(), String> {
        let (at, _) = self.col(arch, comp)?;
        mem.write(at, bytes)
    }

    /// Singleton `comp`'s address, bytes, and words if held as columns.
    fn single(&self, comp: CompId) -> Result<(u64, usize, Option<usize>), String> {
        self.singleton_of
            .iter()
            .find(|(c, ..)| *c == comp)
            .map(|(_, at, n, cols)| (*at, *n, *cols))
            .ok_or_else(|| "not a singleton".into())
    }

    /// Whether the device holds singleton `comp` as columns (a word's column of the worlds).
    pub fn single_columns(&self, comp: CompId) -> bool {
        matches!(self.single(comp), Ok((_, _, Some(_))))
    }

    /// Every world's singleton `comp`, in one copy, a struct a world (as the CPU holds it).
    pub fn singleton(&self, mem: &dyn Memory, comp: CompId) -> Result<Vec<u8>, String> {
        let (at, n, cols) = self.single(comp)?;
        let mut out = vec![0u8; n];
        mem.read(at, &mut out)?;
        Ok(match cols {
            Some(words) => transpose_words(&out, words, self.worlds as usize),
            None => out,
        })
    }

    /// Every world's singleton `comp` from `bytes`, a struct a world.
    pub(crate) fn write_singleton(&self, mem: &mut dyn Memory, comp: CompId, bytes: &[u8]) -> Result<(), String> {
        let (at, _, cols) = self.single(comp)?;
        match cols {
            Some(words) => mem.write(at, &transpose_words(bytes, self.worlds as usize, words)),
            None => mem.write(at, bytes),
        }
    }

    /// `get`s of entities that no longer existed.
    pub fn stale(&self, mem: &dyn Memory) -> Result<u64, String> {
        let mut w = [0u8; 8];
        mem.read(self.dev + std::mem::offset_of!(Dev, stale) as u64, &mut w)?;
        Ok(u64::from_le_bytes(w))
    }

    /// The `--debug` and stop reports since the last call: (site, kind, value).
    pub(crate) fn take_hits(&self, mem: &mut dyn Memory) -> Result<Vec<(u32, u32, f64)>, String> {
        let mut n = [0u8; 4];
        let at = self.dev + std::mem::offset_of!(Dev, nhits) as u64;
        mem.read(at, &mut n)?;
        let n = (u32::from_le_bytes(n) as usize).min(64);
        if n == 0 {
            return Ok(vec![]);
        }
        let mut site = vec![0u8; 4 * n];
        let mut kind = vec![0u8; 4 * n];
        let mut value = vec![0u8; 8 * n];
        mem.read(self.dev + std::mem::offset_of!(Dev, hit_site) as u64, &mut site)?;
        mem.read(self.dev + std::mem::offset_of!(Dev, hit_kind) as u64, &mut kind)?;
        mem.read(self.dev + std::mem::offset_of!(Dev, hit_value) as u64, &mut value)?;
        mem.write(at, &[0; 4])?;
        Ok((0..n)
            .map(|i| {
                let u = |b: &[u8], k: usize| u32::from_le_bytes(b[4 * k..4 * k + 4].try_into().expect("4 bytes"));
                (u(&site, i), u(&kind, i), f64::from_le_bytes(value[8 * i..8 * i + 8].try_into().expect("8 bytes")))
            })
            .collect())
    }

    /// The state as the CPU executor's tables hold it after a step: per archetype every live
    /// row's entity, then per component (archetype order) the rows' world ids and bytes; then
    /// every singleton.
    pub fn state(&self, mem: &dyn Memory) -> Result<Vec<u8>, String> {
        let mut out = Vec::new();
        let read = |at: u64, n: usize, out: &mut Vec<u8>| -> Result<(), String> {
            let k = out.len();
            out.resize(k + n, 0);
            mem.read(at, &mut out[k..])
        };
        for t in &self.tables {
            let mut r = vec![0u8; 8 * self.worlds as usize];
            mem.read(t.ranges, &mut r)?;
            let counts: Vec<u64> =
                r.chunks(8).map(|c| u32::from_le_bytes(c[4..8].try_into().expect("4 bytes")) as u64).collect();
            let start = |w: usize| w as u64 * self.cap as u64;
            for (w, c) in counts.iter().enumerate() {
                read(t.entities + 8 * start(w), 8 * *c as usize, &mut out)?;
            }
            for (_, col, size) in &t.cols {
                for (w, c) in counts.iter().enumerate() {
                    read(t.world_ids + 4 * start(w), 4 * *c as usize, &mut out)?;
                }
                for (w, c) in counts.iter().enumerate() {
                    read(col + *size as u64 * start(w), *size * *c as usize, &mut out)?;
                }
            }
        }
        for (comp, ..) in &self.singleton_of {
            out.extend(self.singleton(mem, *comp)?);
        }
        Ok(out)
    }
}

/// `bytes` as a matrix of 4-byte words, `rows` by `cols`, transposed (`cols` by `rows`): a
/// columnar singleton's words (`rows` = its words, `cols` = the worlds) to a struct a world, and
/// back with the two swapped.
fn transpose_words(bytes: &[u8], rows: usize, cols: usize) -> Vec<u8> {
    debug_assert_eq!(bytes.len(), 4 * rows * cols);
    let mut out = vec![0u8; bytes.len()];
    for r in 0..rows {
        for c in 0..cols {
            out[4 * (c * rows + r)..][..4].copy_from_slice(&bytes[4 * (r * cols + c)..][..4]);
        }
    }
    out
}
