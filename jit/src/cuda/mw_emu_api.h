// The host side of the emulated device (MW_EMULATE builds): the worlds were laid out in host
// memory by the same code that lays them out on a GPU (mw-cuda's device.rs); a launch of the
// megakernel is mw_emu_launch (mw_emulate.h) of `grid` blocks of `block` threads.

#ifdef MW_TRAFFIC
static void mw_emu_traffic_add(uint32_t threads);
#endif

extern "C" void mw_emu_run(MwDev* d, uint32_t step, uint32_t first, uint32_t end, uint32_t steps, uint32_t grid,
                           uint32_t block) {
#ifdef MW_TRAFFIC
    mw_emu_logs = new MwEmuLog[grid * block]();
    mw_emu_launch(grid, block, [=] { mw_run_phases(d, step, first, end, steps); });
    mw_emu_traffic_add(grid * block);
    delete[] mw_emu_logs;
    mw_emu_logs = nullptr;
#else
    mw_emu_launch(grid, block, [=] { mw_run_phases(d, step, first, end, steps); });
#endif
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

// Memory traffic per phase (MW_TRAFFIC builds; the last entry: a thread's accesses before its
// first phase), since the host last read it: 32-byte sectors read and written (each once a
// phase and a launch; a read of what the same thread wrote earlier in the phase not counted),
// warp accesses, and the sectors those asked for.
static uint64_t mw_emu_bytes[MW_NPHASES + 1][4];
#ifdef MW_TRAFFIC
// The same sectors read and written, by block of device memory (the host names its blocks:
// `Memory::label`), so a phase's bytes show which buffer moved them.
static uint64_t mw_emu_block_sectors[MW_NPHASES + 1][256][2];
#endif

#ifdef MW_TRAFFIC
// The device memory's blocks, [start, end) pairs: the accesses outside them (the emulation's
// own, a thread's stack) are not the device's.
extern "C" void mw_emu_traffic_blocks(const uint64_t* at, uint32_t n) {
    mw_emu_nblocks = n < 256 ? n : 256;
    for (uint32_t b = 0; b < mw_emu_nblocks; b++) {
        mw_emu_blocks_at[b][0] = at[2 * b];
        mw_emu_blocks_at[b][1] = at[2 * b + 1];
    }
}

MW_NOTRACE static void mw_emu_traffic_add(uint32_t threads) {
    mw_emu_busy = 1;
    struct Key {
        uint32_t phase, warp, k, block;
        uint64_t site, sector;
    };
    std::vector<Key> all, moved;
    const uint64_t wbit = 1ull << 63;
    for (uint32_t t = 0; t < threads; t++) {
        // A read of a sector this thread wrote earlier in the phase is served by the cache:
        // it asks the memory system (a warp access) but moves nothing from DRAM.
        std::unordered_set<uint64_t> wrote;
        uint32_t phase = ~0u;
        for (const MwEmuAccess& a : mw_emu_logs[t].log) {
            uint32_t p = a.phase < MW_NPHASES ? a.phase : MW_NPHASES;
            if (p != phase) {
                wrote.clear();
                phase = p;
            }
            Key key{p, t / 32, a.k, a.block, a.site, a.sector};
            all.push_back(key);
            if (a.sector & wbit) {
                wrote.insert(a.sector & ~wbit);
                moved.push_back(key);
            } else if (wrote.count(a.sector) == 0) {
                moved.push_back(key);
            }
        }
    }
    auto by_sector = [](const Key& a, const Key& b) {
        return a.phase != b.phase ? a.phase < b.phase : a.sector < b.sector;
    };
    std::sort(moved.begin(), moved.end(), by_sector);
    for (size_t i = 0; i < moved.size(); i++)
        if (i == 0 || moved[i].phase != moved[i - 1].phase || moved[i].sector != moved[i - 1].sector) {
            mw_emu_bytes[moved[i].phase][moved[i].sector >> 63 ? 1 : 0]++;
            mw_emu_block_sectors[moved[i].phase][moved[i].block][moved[i].sector >> 63 ? 1 : 0]++;
        }
    std::sort(all.begin(), all.end(), [](const Key& a, const Key& b) {
        if (a.phase != b.phase) return a.phase < b.phase;
        if (a.warp != b.warp) return a.warp < b.warp;
        if (a.site != b.site) return a.site < b.site;
        if (a.k != b.k) return a.k < b.k;
        return a.sector < b.sector;
    });
    for (size_t i = 0; i < all.size(); i++) {
        const Key& a = all[i];
        bool fresh = i == 0;
        if (!fresh) {
            const Key& b = all[i - 1];
            if (a.phase != b.phase || a.warp != b.warp || a.site != b.site || a.k != b.k) {
                fresh = true;
            } else if (a.sector == b.sector) {
                continue;
            }
        }
        if (fresh) mw_emu_bytes[a.phase][2]++;
        mw_emu_bytes[a.phase][3]++;
    }
    mw_emu_busy = 0;
}
#endif

// Copies the sectors by block (MW_NPHASES + 1 entries of 256 blocks of [read, written]) to `out`
// and clears them; returns the blocks the last launch knew (0 in a build that does not measure).
extern "C" uint32_t mw_emu_traffic_by_block(uint64_t* out) {
#ifdef MW_TRAFFIC
    std::memcpy(out, mw_emu_block_sectors, sizeof mw_emu_block_sectors);
    std::memset(mw_emu_block_sectors, 0, sizeof mw_emu_block_sectors);
    return mw_emu_nblocks;
#else
    (void)out;
    return 0;
#endif
}

// Copies the traffic of the first `n` entries to `out` (4 words each) and clears it; returns the
// entries there are (MW_NPHASES + 1), or 0 in a build that does not measure it.
extern "C" uint32_t mw_emu_traffic(uint64_t* out, uint32_t n) {
    for (uint32_t p = 0; p < n && p <= MW_NPHASES; p++)
        for (uint32_t k = 0; k < 4; k++) {
            out[4 * p + k] = mw_emu_bytes[p][k];
            mw_emu_bytes[p][k] = 0;
        }
#ifdef MW_TRAFFIC
    return MW_NPHASES + 1;
#else
    return 0;
#endif
}
