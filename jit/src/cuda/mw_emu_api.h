// The host side of the emulated device (MW_EMULATE builds; appended to the generated unit,
// after the layout tables it reads): "device memory" is host memory laid out as the device
// executor lays it out, and a "launch" is mw_emu_launch (mw_emulate.h).

struct MwEmu {
    MwDev d;
    std::vector<void*> mem;
    uint32_t threads;
    void* alloc(size_t n) {
        void* p = std::calloc(n ? n : 1, 1);
        if (!p) std::abort();
        mem.push_back(p);
        return p;
    }
};

// Worlds with `cap` rows a table each, the streams' keys ([slots][4]), arena for `threads`.
extern "C" void* mw_emu_create(uint32_t worlds, uint32_t cap, const uint32_t* streams, uint32_t nslots,
                               uint32_t threads) {
    MwEmu* e = new MwEmu();
    MwDev& d = e->d;
    std::memset((void*)&d, 0, sizeof d);
    e->threads = threads;
    d.worlds = worlds;
    d.ntables = MW_NTABLES;
    d.ncomps = MW_NCOMPS;
    d.slot_cap = cap * MW_NTABLES;
    uint32_t* sizes = (uint32_t*)e->alloc(4 * MW_NCOMPS);
    uint32_t largest = 8;
    for (uint32_t c = 0; c < MW_NCOMPS; c++) {
        sizes[c] = mw_emu_comp_size[c];
        if (sizes[c] > largest) largest = sizes[c];
    }
    d.comp_sizes = sizes;
    d.views = (MwTable*)e->alloc(sizeof(MwTable) * MW_NTABLES);
    d.tables = (MwDevTable*)e->alloc(sizeof(MwDevTable) * MW_NTABLES);
    uint64_t rows = (uint64_t)worlds * cap;
    for (uint32_t a = 0; a < MW_NTABLES; a++) {
        MwTable& v = d.views[a];
        MwDevTable& t = d.tables[a];
        v.world_ids = (int32_t*)e->alloc(4 * rows);
        for (uint64_t r = 0; r < rows; r++) v.world_ids[r] = -1;
        v.entities = (uint64_t*)e->alloc(8 * rows);
        uint8_t** cols = (uint8_t**)e->alloc(sizeof(uint8_t*) * MW_NCOMPS);
        for (uint32_t k = mw_emu_table_first[a]; k < mw_emu_table_first[a + 1]; k++) {
            uint32_t c = mw_emu_table_comps[k];
            cols[c] = (uint8_t*)e->alloc(rows * sizes[c]);
        }
        v.cols = cols;
        uint32_t(*ranges)[2] = (uint32_t(*)[2])e->alloc(8 * (uint64_t)worlds);
        for (uint32_t w = 0; w < worlds; w++) ranges[w][0] = w * cap;
        v.ranges = ranges;
        v.len = (uint32_t)rows;
        v.key_id = ~0ull;
        v.key_worlds = (const MwKeyWorld*)e->alloc(sizeof(MwKeyWorld) * worlds);
        v.key_dense = 0;
        v.key_keys = (const int64_t*)e->alloc(8 * rows);
        v.key_starts = (const uint32_t*)e->alloc(4 * rows);
        t.cap = cap;
        t.dirty = 0;
        t.fill = (uint32_t*)e->alloc(4 * (uint64_t)worlds);
        t.ranges = ranges;
        t.sort_stride = largest;
        t.sort_rows = (uint8_t*)e->alloc(rows * largest);
        t.sort_perm = (uint32_t*)e->alloc(8 * rows);
    }
    uint64_t slots = (uint64_t)worlds * d.slot_cap;
    d.slot_gen = (uint32_t*)e->alloc(4 * slots);
    d.slot_arch = (uint32_t*)e->alloc(4 * slots);
    d.slot_row = (uint32_t*)e->alloc(4 * slots);
    d.ent_len = (uint32_t*)e->alloc(4 * (uint64_t)worlds);
    d.ent_live = (uint32_t*)e->alloc(4 * (uint64_t)worlds);
    d.ent_free = (uint32_t*)e->alloc(4 * (uint64_t)worlds);
    for (uint32_t w = 0; w < worlds; w++) d.ent_free[w] = MW_END;
    uint8_t** singles = (uint8_t**)e->alloc(sizeof(uint8_t*) * MW_NCOMPS);
    for (uint32_t c = 0; c < MW_NCOMPS; c++)
        if (mw_emu_single[c]) singles[c] = (uint8_t*)e->alloc((uint64_t)worlds * sizes[c]);
    uint32_t(*keys)[4] = (uint32_t(*)[4])e->alloc(16 * (uint64_t)nslots);
    std::memcpy(keys, streams, 16 * (uint64_t)nslots);
    d.arena_bytes = MW_ARENA_BYTES;
    d.arena = (uint8_t*)e->alloc((uint64_t)threads * d.arena_bytes);
    d.claim = (uint32_t*)e->alloc(4 * MW_NPHASES);
    d.done = (uint32_t*)e->alloc(4 * MW_NPHASES);
    d.total = (uint32_t*)e->alloc(4 * MW_NPHASES);
    MwCtx& c = d.ctx;
    c.tables = d.views;
    c.singletons = singles;
    c.shared = &d;
    c.reset_flags = (uint8_t*)e->alloc(worlds);
    c.scratch = (uint8_t*)e->alloc(largest * 64);
    c.zero = (const uint8_t*)e->alloc(largest * 64);
    c.streams = keys;
    c.stop = &d.stop;
    c.stale = &d.stale;
    return e;
}

// Runs the start (`init` non-zero: every world's init_world) or one step, as a launch of
// `grid` blocks of `block` threads. Returns the stop word (0: completed).
extern "C" uint32_t mw_emu_run(void* h, uint32_t step, uint32_t init, uint32_t grid, uint32_t block) {
    MwEmu* e = (MwEmu*)h;
    MwDev* d = &e->d;
    if (grid * block > e->threads) return 3u;
    d->first_phase = init ? MW_INIT_FIRST : MW_STEP_FIRST;
    d->end_phase = init ? MW_INIT_END : MW_STEP_END;
    std::memset(d->claim, 0, 4 * MW_NPHASES);
    std::memset(d->done, 0, 4 * MW_NPHASES);
    std::memset(d->total, 0, 4 * MW_NPHASES);
    d->phase = MW_END;
    mw_emu_launch(grid, block, [=] { mw_run_phases(d, step); });
    return d->stop;
}

// The state as the CPU executor's tables hold it after a step: per archetype every live
// row's entity, then per component (archetype order) the rows' world ids and bytes; then
// every singleton. Returns the size; writes only when `out` has room.
extern "C" size_t mw_emu_state(void* h, uint8_t* out, size_t room) {
    MwDev* d = &((MwEmu*)h)->d;
    size_t n = 0;
    auto put = [&](const void* p, size_t k) {
        if (n + k <= room) std::memcpy(out + n, p, k);
        n += k;
    };
    for (uint32_t a = 0; a < MW_NTABLES; a++) {
        const MwTable& v = d->views[a];
        const MwDevTable& t = d->tables[a];
        for (uint32_t w = 0; w < d->worlds; w++)
            for (uint32_t r = t.ranges[w][0], e = r + t.ranges[w][1]; r < e; r++) put(&v.entities[r], 8);
        for (uint32_t k = mw_emu_table_first[a]; k < mw_emu_table_first[a + 1]; k++) {
            uint32_t c = mw_emu_table_comps[k];
            for (uint32_t w = 0; w < d->worlds; w++)
                for (uint32_t r = t.ranges[w][0], e = r + t.ranges[w][1]; r < e; r++) put(&v.world_ids[r], 4);
            for (uint32_t w = 0; w < d->worlds; w++)
                for (uint32_t r = t.ranges[w][0], e = r + t.ranges[w][1]; r < e; r++)
                    put(v.cols[c] + (uint64_t)r * d->comp_sizes[c], d->comp_sizes[c]);
        }
    }
    for (uint32_t c = 0; c < MW_NCOMPS; c++)
        if (mw_emu_single[c]) put(d->ctx.singletons[c], (uint64_t)d->worlds * d->comp_sizes[c]);
    return n;
}

// Entities that no longer existed when looked up (as the CPU counts them).
extern "C" uint64_t mw_emu_stale(void* h) { return ((MwEmu*)h)->d.stale; }

extern "C" void mw_emu_free(void* h) {
    MwEmu* e = (MwEmu*)h;
    for (void* p : e->mem) std::free(p);
    delete e;
}
