//! The device build of the generated CUDA C++ run on the host: the megakernel, its scheduler
//! and the device engine, unchanged, over the CUDA execution model emulated with host threads
//! (`mw_emulate.h`: blocks of warps of 32 threads, warp shuffles and barriers, atomics,
//! grid-wide progress). This is how the device side is tested without a GPU: after the same
//! steps it must leave the same state as the Cranelift backend, bit for bit, entity ids
//! included (`tui/tests/cuda_emulated.rs`).

use std::ffi::{CString, c_void};

use mw_jit::Program;
use mw_jit::cuda::{EMULATE, Emitted};

use crate::device::{HostMemory, Memory};
use crate::exec::{Device, DeviceSim, Steps, Watch};
use crate::watchdog::Watchdog;

type Run = unsafe extern "C" fn(u64, u32, u32, u32, u32, u32, u32);
type Chains = unsafe extern "C" fn(*mut u64, u32) -> u32;
type Blocks = unsafe extern "C" fn(*const u64, u32);
type ByBlock = unsafe extern "C" fn(*mut u64) -> u32;

/// The emulated GPU: the device build of a unit for the host, launching its megakernel on
/// host threads, over host memory.
pub struct EmulatedDevice {
    lib: *mut c_void,
    run: Run,
    /// `mw_emu_chains`: the parallelism counted per phase (mw_emu_api.h).
    chains: Chains,
    /// `mw_emu_traffic`: the memory traffic measured per phase, in a measuring build (else it
    /// returns 0), and `mw_emu_traffic_blocks`, which says where device memory is.
    traffic: Chains,
    blocks: Option<(Blocks, ByBlock)>,
    /// The labels of the blocks the last launch measured (`mw_emu_traffic_blocks`' order).
    labels: Vec<String>,
    phases: u32,
    mem: HostMemory,
    grid: u32,
    block: u32,
    budgets: Vec<u32>,
    /// Started at the first launch.
    watchdog: Option<Watchdog>,
}

// SAFETY: the library handle and the memory are used by one thread at a time (the executor's).
unsafe impl Send for EmulatedDevice {}

impl EmulatedDevice {
    /// Builds the device side of `e` for the host; launches are `grid` blocks of `block`
    /// threads (whole warps).
    pub fn build(e: &Emitted, grid: u32, block: u32) -> Result<EmulatedDevice, String> {
        Self::build_with(e, grid, block, false)
    }

    /// As [`EmulatedDevice::build`], in a build that also measures the memory traffic of every
    /// phase ([`DeviceSim::traffic`]): each load and store of the device code is a call (GCC's
    /// `-fsanitize=thread` instrumentation, its callbacks in `mw_emulate.h`), so it runs several
    /// times slower.
    pub fn measuring(e: &Emitted, grid: u32, block: u32) -> Result<EmulatedDevice, String> {
        Self::build_with(e, grid, block, true)
    }

    fn build_with(e: &Emitted, grid: u32, block: u32, measure: bool) -> Result<EmulatedDevice, String> {
        if block == 0 || !block.is_multiple_of(32) || grid == 0 {
            return Err(format!("a launch needs whole warps: {grid} blocks of {block} threads"));
        }
        // The unit unchanged, then the checks that device.rs mirrors its structures.
        let text = format!("{}\n#ifdef MW_EMULATE\n{}#endif\n", e.source, crate::device::layout_asserts());
        let mut flags = vec!["-O1", "-pthread", "-DMW_EMULATE"];
        let mut compile_only: Vec<&str> = Vec::new();
        if measure {
            flags.push("-DMW_TRAFFIC");
            compile_only.extend(["-fsanitize=thread", "--param=tsan-instrument-func-entry-exit=0"]);
        }
        let lib = mw_jit::cuda::host::build_library(
            &text,
            &[("mw_emulate.h", EMULATE)],
            &flags,
            &compile_only,
            if measure { "the emulated device build (measuring traffic)" } else { "the emulated device build" },
        )?;
        let sym = |name: &str| {
            let c = CString::new(name).expect("no NUL");
            // SAFETY: a live handle and a C string.
            let f = unsafe { libc::dlsym(lib, c.as_ptr()) };
            if f.is_null() {
                // SAFETY: the handle is ours, and nothing of it is kept.
                unsafe { libc::dlclose(lib) };
                return Err(format!("the emulated build lacks `{name}`"));
            }
            Ok(f)
        };
        let f = sym("mw_emu_run")?;
        // SAFETY: `mw_emu_run(MwDev*, uint32_t step, uint32_t grid, uint32_t block)`.
        let run = unsafe { std::mem::transmute::<*mut c_void, Run>(f) };
        let f = sym("mw_emu_chains")?;
        // SAFETY: `uint32_t mw_emu_chains(uint64_t* out, uint32_t n)`.
        let chains = unsafe { std::mem::transmute::<*mut c_void, Chains>(f) };
        let f = sym("mw_emu_traffic")?;
        // SAFETY: `uint32_t mw_emu_traffic(uint64_t* out, uint32_t n)`.
        let traffic = unsafe { std::mem::transmute::<*mut c_void, Chains>(f) };
        let blocks = if measure {
            let f = sym("mw_emu_traffic_blocks")?;
            let g = sym("mw_emu_traffic_by_block")?;
            // SAFETY: `void mw_emu_traffic_blocks(const uint64_t* at, uint32_t n)` and
            // `uint32_t mw_emu_traffic_by_block(uint64_t* out)`.
            Some(unsafe {
                (std::mem::transmute::<*mut c_void, Blocks>(f), std::mem::transmute::<*mut c_void, ByBlock>(g))
            })
        } else {
            None
        };
        Ok(EmulatedDevice {
            lib,
            run,
            chains,
            traffic,
            blocks,
            labels: Vec::new(),
            phases: e.phases,
            mem: HostMemory::default(),
            grid,
            block,
            budgets: vec![crate::DEFAULT_BUDGETS[0]],
            watchdog: None,
        })
    }

    /// Offers `budgets` as the register variants to launch. A host has no register budget:
    /// every variant runs the same build, so the profiling pass and launch plans run end to
    /// end here (their timings mean nothing for a GPU).
    pub fn with_variants(mut self, budgets: &[u32]) -> EmulatedDevice {
        if !budgets.is_empty() {
            self.budgets = budgets.to_vec();
        }
        self
    }
}

impl Memory for EmulatedDevice {
    fn alloc(&mut self, bytes: usize) -> Result<u64, String> {
        self.mem.alloc(bytes)
    }
    fn label(&mut self, at: u64, name: &str) {
        self.mem.label(at, name)
    }
    fn write(&mut self, at: u64, bytes: &[u8]) -> Result<(), String> {
        self.mem.write(at, bytes)
    }
    fn read(&self, at: u64, out: &mut [u8]) -> Result<(), String> {
        self.mem.read(at, out)
    }
    fn reset(&mut self) {
        self.mem.reset()
    }
    fn retire(&mut self, lease: mw_runtime::executor::Lease) {
        self.mem.retire(lease)
    }
    fn reap(&mut self) {
        self.mem.reap()
    }
    fn retired_bytes(&self) -> u64 {
        self.mem.retired_bytes()
    }
}

impl Device for EmulatedDevice {
    fn name(&self) -> &'static str {
        "cuda-emulated"
    }
    /// The library of `build` (an `EmulatedDevice` built from the new program) in place of this
    /// one's; `build` leaves with the old library, which its drop closes.
    fn replace_code(&mut self, build: Box<dyn std::any::Any + Send>) -> Result<(), String> {
        let mut other = build.downcast::<EmulatedDevice>().map_err(|_| "internal error: emulated code expected")?;
        std::mem::swap(&mut self.lib, &mut other.lib);
        std::mem::swap(&mut self.run, &mut other.run);
        std::mem::swap(&mut self.chains, &mut other.chains);
        std::mem::swap(&mut self.traffic, &mut other.traffic);
        std::mem::swap(&mut self.blocks, &mut other.blocks);
        std::mem::swap(&mut self.phases, &mut other.phases);
        std::mem::swap(&mut self.budgets, &mut other.budgets);
        Ok(())
    }
    fn threads(&self) -> u32 {
        self.grid * self.block
    }
    fn variants(&self) -> Vec<u32> {
        self.budgets.clone()
    }
    fn ordinal(&self) -> Option<u32> {
        // Host memory: its views are host views.
        None
    }
    fn chains(&mut self) -> Option<Vec<[u64; 3]>> {
        let mut out = vec![[0u64; 3]; self.phases as usize];
        // SAFETY: room for 3 words a phase; no launch runs (the executor's thread is here).
        unsafe { (self.chains)(out.as_mut_ptr().cast(), self.phases) };
        Some(out)
    }
    fn traffic(&mut self) -> Option<(Vec<[u64; 4]>, Vec<(String, Vec<[u64; 2]>)>)> {
        let mut out = vec![[0u64; 4]; self.phases as usize + 1];
        // SAFETY: room for 4 words an entry; no launch runs (the executor's thread is here).
        let n = unsafe { (self.traffic)(out.as_mut_ptr().cast(), out.len() as u32) };
        if n == 0 {
            return None;
        }
        let (_, by_block) = self.blocks?;
        // MW_NPHASES + 1 entries of 256 blocks of [read, written].
        let mut raw = vec![[0u64; 2]; (self.phases as usize + 1) * 256];
        // SAFETY: the size the callee copies; no launch runs.
        let blocks = unsafe { by_block(raw.as_mut_ptr().cast()) } as usize;
        let buffers = (0..blocks.min(self.labels.len()))
            .map(|b| (self.labels[b].clone(), (0..=self.phases as usize).map(|p| raw[p * 256 + b]).collect::<Vec<_>>()))
            .filter(|(_, v)| v.iter().any(|x| *x != [0, 0]))
            .collect();
        Some((out, buffers))
    }
    fn launch(&mut self, variant: usize, dev: u64, steps: Steps, stop: u64, watch: Watch) -> Result<(), String> {
        if variant >= self.budgets.len() {
            return Err(format!("variant {variant} is not loaded ({} are)", self.budgets.len()));
        }
        if let Some((blocks, _)) = self.blocks {
            let spans = self.mem.spans();
            self.labels = self.mem.labels();
            if spans.len() / 2 > 256 {
                return Err(format!("the traffic measurement takes 256 blocks of memory, not {}", spans.len() / 2));
            }
            // SAFETY: `spans.len() / 2` pairs, copied by the callee (no launch runs).
            unsafe { blocks(spans.as_ptr(), (spans.len() / 2) as u32) };
        }
        let dog = self.watchdog.get_or_insert_with(|| {
            Watchdog::new(Box::new(|word, code| {
                // SAFETY: the stop word of worlds that outlive the launch, written only while it
                // runs (Watchdog::end waits for a write under way); the device code reads it
                // with volatile loads.
                let w = unsafe { &*(word as usize as *const std::sync::atomic::AtomicU32) };
                let _ = w.compare_exchange(
                    0,
                    code,
                    std::sync::atomic::Ordering::AcqRel,
                    std::sync::atomic::Ordering::Acquire,
                );
            }))
        });
        dog.begin(watch, stop);
        // SAFETY: `dev` was laid out in this memory for this build, with an arena for
        // grid * block threads.
        unsafe {
            (self.run)(dev, steps.first, steps.phases.start, steps.phases.end, steps.count, self.grid, self.block)
        };
        dog.end();
        Ok(())
    }
}

impl Drop for EmulatedDevice {
    fn drop(&mut self) {
        // Memory first: nothing of the library runs after this.
        self.mem.reset();
        // SAFETY: nothing of the library is used after this.
        unsafe { libc::dlclose(self.lib) };
    }
}

/// `worlds` worlds of `p` (compiled as `e`) on an emulated GPU of `grid` blocks of `block`
/// threads, not started.
pub fn sim(
    p: &Program,
    e: Emitted,
    worlds: u32,
    seed: u64,
    grid: u32,
    block: u32,
) -> Result<DeviceSim<EmulatedDevice>, String> {
    sim_at(p, e, worlds, 0, seed, grid, block)
}

/// As [`sim`], for worlds `[world_offset, world_offset + worlds)` of a larger population.
pub fn sim_at(
    p: &Program,
    e: Emitted,
    worlds: u32,
    world_offset: u32,
    seed: u64,
    grid: u32,
    block: u32,
) -> Result<DeviceSim<EmulatedDevice>, String> {
    let dev = EmulatedDevice::build(&e, grid, block)?;
    DeviceSim::new_at(dev, p.clone(), e, worlds, world_offset, seed, std::time::Duration::from_secs(30))
}
