// The host side of the emulated device (MW_EMULATE builds): the worlds were laid out in host
// memory by the same code that lays them out on a GPU (mw-cuda's device.rs); a launch of the
// megakernel is mw_emu_launch (mw_emulate.h) of `grid` blocks of `block` threads.

extern "C" void mw_emu_run(MwDev* d, uint32_t step, uint32_t grid, uint32_t block) {
    mw_emu_launch(grid, block, [=] { mw_run_phases(d, step); });
}

// Per phase of the program, since the host last read them: items run, their serial steps in
// all (1 + loop iterations each: the work) and the most of one item (the longest serial chain).
static uint64_t mw_emu_counts[MW_NPHASES][3];

static void mw_emu_record(uint32_t p, uint64_t items, uint64_t work, uint64_t longest) {
    if (items == 0) return;
    uint64_t* c = mw_emu_counts[p];
    __atomic_fetch_add(&c[0], items, __ATOMIC_RELAXED);
    __atomic_fetch_add(&c[1], work, __ATOMIC_RELAXED);
    uint64_t old = __atomic_load_n(&c[2], __ATOMIC_RELAXED);
    while (old < longest && !__atomic_compare_exchange_n(&c[2], &old, longest, false, __ATOMIC_RELAXED, __ATOMIC_RELAXED)) {
    }
}

// Copies the counts of the first `n` phases to `out` (3 words a phase) and clears them; returns
// the phases the program has. Called between launches.
extern "C" uint32_t mw_emu_chains(uint64_t* out, uint32_t n) {
    for (uint32_t p = 0; p < n && p < MW_NPHASES; p++)
        for (uint32_t k = 0; k < 3; k++) {
            out[3 * p + k] = mw_emu_counts[p][k];
            mw_emu_counts[p][k] = 0;
        }
    return MW_NPHASES;
}
