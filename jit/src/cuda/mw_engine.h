// manyworlds: the device engine and the megakernel's scheduler (device builds only).
//
// **Storage.** Every table gives each world a region of `cap` rows: world w's rows are
// [w*cap, w*cap + MW_FILL(t, w)), and `ranges[w] = {w*cap, count}` are the rows as of the last
// compaction (what loops visit). A spawn appends at the fill, so the rows a world spawns during
// a node are contiguous and in spawn order, past its range: they are exactly what the CPU's
// spawn log lists. Compaction moves a world's live rows to the front of its region by the
// CPU's rule (SEMANTICS.md 10.3: holes take the world's last rows). No world ever touches another's
// region, so nothing in the engine needs atomics except the scheduler, the step's flags and
// the sort's least and greatest keys (atomicMax, whose result is the same in any order), and
// results cannot depend on which thread runs which world or chunk.
//
// **Entities.** Per world `slot_cap` slots (MwSlot: generation, arch, row) and a LIFO free list,
// exactly runtime/src/entity.rs, so ids and generations are the CPU's. The free list is an
// array (`slots[..].free`, `ents[w].nfree` of them, the top last), so the k-th id a node's spawns pop is
// `slots[nfree - 1 - k].free` without walking a list. Ids a node frees are held (`ents[w].held`,
// chained through their slots' `row`, most recent first; `ents[w].nheld` of them) and pushed when
// the node ends for the world (mw_release, SEMANTICS.md 10.6).
//
// **The step** is a list of phases generated from the step plan (compactions, kernels, sorts,
// the reset pass, the end-of-step compaction). The megakernel is persistent: every warp loops,
// claiming 32 items of the current phase at a time (one per lane); the warp that completes a
// phase runs its epilogue, sizes the next phase on the device and publishes it. No round trip
// to the host inside a step.

#ifndef MW_HOST

#define MW_FREE 0xFFFFFFFFu
#define MW_END 0xFFFFFFFFu

struct MwDevTable {
    uint32_t cap;
    // Worlds on `list` (striped: mw_join): those whose region changed (a spawn, destroy or
    // reset) since the table's last compaction, which compacts only them. `scap`: a stripe's room.
    uint32_t scap;
    // Per world its rows in use (the region's [0, fill)): MW_FILL, `fill_step` words apart. The
    // first MW_FILL_IN_ENTS tables' live in the worlds' MwEnts, which a spawn and a reset touch
    // anyway; the rest in an array of their own (step 1).
    uint32_t* fill;
    uint32_t (*ranges)[2];
    // Sorting: a scratch row per row (sort_stride bytes: the entity, then the table's
    // columns), two permutations (2 * cap a world), and the sort's histograms and words.
    uint32_t sort_stride;
    // The most rows a world had after a compaction (the host grows the regions from it).
    uint32_t peak;
    // Also the compaction's scratch rows where regions compact by chunks (MW_COMPACT_FROM).
    uint8_t* sort_rows;
    uint32_t* sort_perm;
    uint32_t* sort_work;
    // Compaction by chunks: per world its words, chunk counts and block sums (mw_cmp_words),
    // and per row a hole's position.
    uint32_t* cwork;
    uint32_t* holes;
    // A bit per world: on `list`; the list, and its stripes' heads (mw_join).
    uint32_t* listed;
    uint32_t* list;
    uint32_t* heads;
    // Folds of loops over this table's rows (mw_fold_work): per world, the totals, then one
    // partial per chunk of MW_FOLD_CHUNK rows, each as many words as the table's widest fold.
    uint32_t* fwork;
    // Spawning rows apart over this table's rows (mw_new_*): `nq` count words per row, and per
    // world its words and per chunk of MW_NEW_CHUNK rows `nq` totals. As a target of such a
    // spawn, the spawns each world has made so far in the node (`pend`).
    uint32_t* news;
    uint32_t* nwork;
    uint32_t* pend;
    uint32_t nq;
    uint32_t fill_step;
};
#define MW_FILL(t, w) ((t)->fill[(uint64_t)(w) * (t)->fill_step])

// A world's entity counters, together: a reset or a spawn touches one 32-byte sector of them,
// not one of each of five arrays (on the emulated GPU's count, 8 bytes a CartPole world-step).
struct MwEnts {
    uint32_t len;   // slots ever used
    uint32_t live;  // entities alive
    uint32_t nfree; // ids on the free list
    uint32_t held;  // ids freed in the running node: the most recent (MW_END: none)
    uint32_t nheld; // and how many
    uint32_t fill[3]; // the first MW_FILL_IN_ENTS tables' fill (MW_FILL)
};
#define MW_FILL_IN_ENTS 3u

// A world's entity slot, together: a spawn, destroy or reset touches one sector of them, not
// one of each of four arrays. `free` is not this slot's: entry k of the world's free list (the
// ids a spawn pops, `ents[w].nfree` of them, the top last), kept beside the slots because it
// is read and written with them.
struct MwSlot {
    uint32_t gen;  // the generation
    uint32_t arch; // the table, MW_FREE for a free slot
    uint32_t row;  // the row; in a held slot, the next held id (mw_release)
    uint32_t free; // free list entry k
};

struct MwDev {
    uint32_t worlds, ntables, ncomps, slot_cap;
    MwTable* views;
    MwDevTable* tables;
    const uint32_t* comp_sizes;
    MwSlot* slots;
    MwEnts* ents;
    uint8_t* arena;
    uint32_t arena_bytes;
    uint32_t stop;
    uint32_t full_arch;
    uint32_t nhits;
    uint64_t stale;
    uint32_t hit_site[64];
    uint32_t hit_kind[64];
    double hit_value[64];
    MwCtx ctx;
    // The scheduler: the phase being run, and per phase items claimed, done, in all.
    uint32_t phase;
    uint32_t first_phase, end_phase;
    // After a stop the scheduler skips to this phase, the end-of-step compaction.
    uint32_t stop_to;
    uint32_t* claim;
    uint32_t* done;
    uint32_t* total;
    // The device timers: per phase, when it was published and when its last item and its
    // epilogue were done (ns of %globaltimer; the host reads them after a step).
    uint64_t (*stamps)[2];
    // The worlds that asked for a reset (reset_world(), or the host): a bit per world, and the
    // list the reset phase serves (striped as a table's, `reset_scap` a stripe's room).
    // `reset_from` is the list's length when a reset (or the start) phase began (its stripes'
    // lengths are the heads' snapshot): what init_world lists meanwhile waits for the next step.
    uint32_t* reset_bits;
    uint32_t* reset_list;
    uint32_t* reset_heads;
    uint32_t reset_scap;
    uint32_t reset_from;
    // The table whose every world has exactly one live row whenever a kernel runs (the host
    // sets it from mw_jit::ir::spawns::one_row_table, and clears it when that may not hold),
    // else MW_END: its row i is world i's, and no kernel reads the world id column.
    uint32_t one_row;
    // Warps done with the step the launch is running: the last one readies the scheduler for
    // the next step or launch (mw_run_phases).
    uint32_t exited;
    // The launch's step being run (0 ..), MW_LAST_STEP set once the launch has no more: what
    // the warps waiting between steps watch, and what the host reads for how many ran.
    uint32_t lstep;
    // Bit 0: a world's reset may be served by the item that ran the world's last node of the
    // step's graph, in that phase (mw_reset_world, MW_RESET_INLINE), not listed for the reset
    // phase. The host sets it where resets are served in the step that asks (not with manual
    // resets) and a world has at most MW_RESET_SERIAL entity slots. Bit 1: a world was so
    // reset this step (the reset phase's epilogue clears it).
    uint32_t reset_inline;
    // 1: the regions grow between steps (they are not fixed): a launch of several steps ends
    // after a step that left a table's peak past half its region (mw_must_grow), for the host
    // to grow them before the next, as it does after a single step.
    uint32_t grows;
    uint32_t pad_;
    // Resets by the host's mask, between steps (mw_mask_in): a byte a world in the device's
    // memory, which the mask phases read (MaskIn) or write (MarksOut); and the marks MaskIn set
    // aside, a bit per world, for MaskOut to list again.
    uint8_t* reset_mask;
    uint32_t* reset_keep;
};
#define MW_LAST_STEP 0x80000000u

// Nanoseconds on the device's global timer (the emulation reads the host's steady clock).
#ifndef MW_EMULATE
MW_DEV uint64_t mw_clock() {
    uint64_t t;
    asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t));
    return t;
}
#endif

MW_DEV MwDev* mw_dev(const MwCtx* c) { return (MwDev*)c->shared; }

// The id of row `row`'s entity (the random stream's key, SEMANTICS.md 9). Ids are below the
// slot capacity, so where it is 1 (one table, regions of one row: CartPole) every id is 0 and
// the entity column is not read: 8 bytes a row of the kernel's traffic. The 0 is loaded from
// the zero block (one address for the whole warp) rather than chosen after the load, which
// compilers speculate.
MW_DEV uint32_t mw_row_eid(const MwCtx* c, const MwTable* tv, uint32_t row) {
    const uint8_t* at = mw_dev(c)->slot_cap == 1u ? c->zero : (const uint8_t*)(tv->entities + row);
    return mw_ld<uint32_t>(at);
}

// The world of row `row` of table `arch` (a kernel's row), or -1 for a hole.
MW_DEV int32_t mw_row_world(const MwCtx* c, const MwTable* tv, uint32_t arch, uint32_t row) {
    return mw_dev(c)->one_row == arch ? (int32_t)row : tv->world_ids[row];
}

// A singleton of 4-byte words (mw_jit::cuda::single_columns) is a column a word: word k of
// world w at 4 * (k * worlds + w), so a warp reading one field of 32 worlds reads 128
// contiguous bytes, not every field's sectors (CartPole's `Done`: 4 bytes a world, not 12).
MW_DEV uint8_t* mw_single(const MwCtx* c, uint32_t comp, uint32_t w, uint32_t size) {
    (void)size;
    return c->singletons[comp] + 4ull * w;
}
MW_DEV uint64_t mw_sscale(const MwCtx* c) { return mw_dev(c)->worlds; }

// A word other threads write, read past any cached copy.
MW_DEV uint32_t mw_load(const uint32_t* p) { return *(const volatile uint32_t*)p; }
// The load a spin-wait repeats: the emulation's traffic measurement counts none (waiting is not
// work, and its count is the host's scheduling).
MW_DEV uint32_t mw_spin_load(const uint32_t* p) {
#ifdef MW_TRAFFIC
    mw_emu_busy++;
    uint32_t v = mw_load(p);
    mw_emu_busy--;
    return v;
#else
    return mw_load(p);
#endif
}

MW_DEV void mw_stop_with(MwDev* d, uint32_t why, uint32_t arch) {
    if (atomicCAS(&d->stop, 0u, why) == 0u) d->full_arch = arch;
}

// **Lists of worlds.** What happens to few worlds costs only those worlds: a spawn, destroy or
// reset lists its world for the next compaction of that table, and reset_world() lists it for
// the reset phase. A world joins a list once (a bit per world: the thread that sets it
// appends); the phases that serve a list clear the bits of the worlds on it. The order of a
// list is the order threads came in, which nothing depends on: worlds are apart.
//
// A list is striped: world w goes to stripe s, which holds its worlds at list[s * scap + j]
// (scap: twice the stripe's worlds, cuda/src/device.rs list_scap), with its length in
// heads[s * MW_HEAD_GAP]. One counter that every appending thread hits serialises the appends
// at the memory (a CartPole step at 16M worlds lists 760k resets: on an H100 the striped lists
// took its step from 5.25 to 4.31 ms); 32 counters a cache line apart take them side by side,
// the worlds of a warp on different ones. The reset list's stripe is w % 32 (mw_reset_stripe),
// a table's list's (w + w / 32) % 32 (mw_table_stripe): both give a stripe one world of every
// 32 consecutive ones (so at most its share), but a phase serving the reset list runs the
// worlds of one reset stripe side by side (w, w + 32, w + 64 ...), and these must not meet on
// one table stripe (on an H200 at 6f32505 a CartPole step's reset phase, every lane of a warp
// appending to one counter, took 1.37 of its 2.44 ms).
// The phase that serves a list first takes a snapshot (mw_list_snap): the stripes' prefix sums,
// from heads[MW_HEAD_SNAP], which number its entries 0..total for the phase's items.
#define MW_STRIPES 32u
#define MW_HEAD_GAP 32u
#define MW_HEAD_SNAP (MW_STRIPES * MW_HEAD_GAP)
MW_DEV uint32_t mw_reset_stripe(uint32_t w) { return w % MW_STRIPES; }
MW_DEV uint32_t mw_table_stripe(uint32_t w) { return (w + w / MW_STRIPES) % MW_STRIPES; }
// World w joins a list, in stripe s: its bit set, and appended by the one thread that set it.
// A call, not inlined: the kernels that spawn or reset would otherwise hold its registers
// (CartPole's 56 became 64 on sm_90).
MW_DEV_CALL void mw_join(uint32_t* bits, uint32_t* list, uint32_t* heads, uint32_t scap, uint32_t w, uint32_t s) {
    const uint32_t bit = 1u << (w % 32u);
    if ((atomicOr(bits + w / 32u, bit) & bit) == 0u) list[s * scap + atomicAdd(heads + s * MW_HEAD_GAP, 1u)] = w;
}
// The list's length, and the snapshot that numbers its entries (one thread: a phase's sizing).
MW_DEV uint32_t mw_list_snap(uint32_t* heads) {
    uint32_t n = 0;
    for (uint32_t s = 0; s < MW_STRIPES; s++) {
        heads[MW_HEAD_SNAP + s] = n;
        n += mw_load(heads + s * MW_HEAD_GAP);
    }
    heads[MW_HEAD_SNAP + MW_STRIPES] = n;
    return n;
}
// Entry e of the snapshot (below its total): the stripe by bisection of the prefix sums.
MW_DEV uint32_t mw_list_at(const uint32_t* list, const uint32_t* heads, uint32_t scap, uint32_t e) {
    const uint32_t* pre = heads + MW_HEAD_SNAP;
    uint32_t lo = 0, hi = MW_STRIPES;  // pre[lo] <= e < pre[hi]
    while (hi - lo > 1u) {
        const uint32_t mid = (lo + hi) / 2u;
        if (pre[mid] <= e) lo = mid;
        else hi = mid;
    }
    return list[lo * scap + (e - pre[lo])];
}
MW_DEV void mw_list_clear(uint32_t* heads) {
    for (uint32_t s = 0; s < MW_STRIPES; s++) heads[s * MW_HEAD_GAP] = 0u;
}
// A world's spawns mark it many times a step: a load mostly finds the bit set, with no atomic.
MW_DEV bool mw_listed(const uint32_t* bits, uint32_t w) {
    return (*(const volatile uint32_t*)(bits + w / 32u) >> (w % 32u)) & 1u;
}
MW_DEV void mw_leave(uint32_t* bits, uint32_t w) { atomicAnd(bits + w / 32u, ~(1u << (w % 32u))); }

// World w's region of table t changed: listed for the compaction.
MW_DEV void mw_mark_changed(MwDevTable* t, uint32_t w) {
    if (!mw_listed(t->listed, w)) mw_join(t->listed, t->list, t->heads, t->scap, w, mw_table_stripe(w));
}

// reset_world() (SEMANTICS.md 10.7): the world listed once; its bit is the mark the host reads
// (the device has no byte a world, the CPU runtime's `reset_flags`: one sector less a reset).
// Where the caller's item will reset its world itself (`MwCtx::reset_flags` points at the
// item's byte, MW_RESET_INLINE), the byte is set instead: no list, no bit. A world already
// listed (by the host before the step) stays listed and is reset once, by the reset phase.
MW_DEV_CALL void mw_reset_world(const MwCtx* c, uint32_t w) {
    MwDev* d = mw_dev(c);
    if (mw_listed(d->reset_bits, w)) return;
    if (c->reset_flags) *c->reset_flags = 1u;
    else mw_join(d->reset_bits, d->reset_list, d->reset_heads, d->reset_scap, w, mw_reset_stripe(w));
}

// Raises table t's peak to `rows`: an atomic only where it is higher (as mw_listed).
MW_DEV void mw_raise_peak(MwDevTable* t, uint32_t rows) {
    if (rows > *(volatile uint32_t*)&t->peak) atomicMax(&t->peak, rows);
}

MW_DEV uint32_t mw_next_gen(uint32_t g) { return g + 1u == 0u ? 1u : g + 1u; }

// The slot of a live entity of world w, or MW_END.
// The world's id count and the slot are read side by side, not one after the other: a slot
// below `slot_cap` is always memory of this world, and what one past the count holds is not
// used (a lookup is on the chain of dependent loads of the code that calls it, a reset's
// init_world among them).
MW_DEV uint32_t mw_slot(const MwDev* d, uint32_t w, uint64_t bits) {
    const uint32_t id = (uint32_t)bits, gen = (uint32_t)(bits >> 32);
    if (id >= d->slot_cap) return MW_END;
    const uint64_t s = (uint64_t)w * d->slot_cap + id;
    const uint32_t len = d->ents[w].len, g = d->slots[s].gen, a = d->slots[s].arch;
    return id < len && g == gen && a != MW_FREE ? id : MW_END;
}

MW_DEV void mw_zero_row(MwDev* d, uint32_t arch, uint32_t row) {
    const MwTable* t = &d->views[arch];
    for (uint32_t c = 0; c < d->ncomps; c++) {
        uint8_t* col = t->cols[c];
        if (col) mw_zero(col + (uint64_t)row * d->comp_sizes[c], d->comp_sizes[c]);
    }
}

// A spawn's entity; `at` gets its row (MW_NO_ROW when it failed), which a `get` of the entity
// in the same call reads without a lookup (ir::visit::spawn_locals).
MW_DEV uint64_t mw_spawn_row(const MwCtx* c, uint32_t arch, uint32_t w, uint32_t log, uint32_t* at) {
    (void)log;
    MwDev* d = mw_dev(c);
    MwDevTable* t = &d->tables[arch];
    uint32_t f = MW_FILL(t, w);
    bool slot_free = d->ents[w].nfree > 0 || d->ents[w].len < d->slot_cap;
    *at = MW_NO_ROW;
    if (f >= t->cap || !slot_free) {
        mw_stop_with(d, 2u, arch);
        return 0;
    }
    uint32_t row = w * t->cap + f;
    MW_FILL(t, w) = f + 1;
    // init_world's spawns (a reset, the start) are settled by the reset itself (mw_reset_settle).
    if (c->node < MW_NODE_FIRST_INIT) mw_mark_changed(t, w);
    uint64_t base = (uint64_t)w * d->slot_cap;
    uint32_t id;
    if (d->ents[w].nfree > 0) {
        id = d->slots[base + --d->ents[w].nfree].free;
    } else {
        id = d->ents[w].len++;
        d->slots[base + id].gen = 1;
    }
    d->slots[base + id].arch = arch;
    d->slots[base + id].row = row;
    d->ents[w].live++;
    uint64_t bits = (uint64_t)id | (uint64_t)d->slots[base + id].gen << 32;
    MwTable* v = &d->views[arch];
    v->world_ids[row] = (int32_t)w;
    mw_st_ent((uint8_t*)(v->entities + row), bits);
    mw_zero_row(d, arch, row);
    *at = row;
    return bits;
}

MW_DEV uint64_t mw_spawn(const MwCtx* c, uint32_t arch, uint32_t w, uint32_t log) {
    uint32_t row;
    return mw_spawn_row(c, arch, w, log, &row);
}

MW_DEV void mw_destroy(const MwCtx* c, uint32_t w, uint64_t bits) {
    MwDev* d = mw_dev(c);
    uint32_t id = mw_slot(d, w, bits);
    if (id == MW_END) return;
    uint64_t s = (uint64_t)w * d->slot_cap + id;
    uint32_t arch = d->slots[s].arch, row = d->slots[s].row;
    d->slots[s].arch = MW_FREE;
    d->slots[s].gen = mw_next_gen(d->slots[s].gen);
    // Held until the node ends for this world (mw_release).
    d->slots[s].row = d->ents[w].held;
    d->ents[w].held = id;
    d->ents[w].nheld++;
    d->ents[w].live--;
    d->views[arch].world_ids[row] = -1;
    mw_mark_changed(&d->tables[arch], w);
}

// The end of a node for world w: the ids its destroys held join the free list, the most
// recently destroyed on top (runtime/src/entity.rs, `release`).
MW_DEV void mw_release(MwDev* d, uint32_t w) {
    uint32_t id = d->ents[w].held;
    if (id == MW_END) return;
    const uint64_t base = (uint64_t)w * d->slot_cap;
    uint32_t top = d->ents[w].nfree + d->ents[w].nheld;
    d->ents[w].nfree = top;
    for (; id != MW_END; id = d->slots[base + id].row) {
        MW_ITER();
        d->slots[base + --top].free = id;
    }
    d->ents[w].held = MW_END;
    d->ents[w].nheld = 0;
}

MW_DEV uint8_t* mw_lookup(const MwCtx* c, uint32_t w, uint64_t bits, uint32_t comp) {
    MwDev* d = mw_dev(c);
    uint32_t id = mw_slot(d, w, bits);
    if (id == MW_END) {
        if (bits != 0) atomicAdd((unsigned long long*)&d->stale, 1ull);
        return 0;
    }
    uint64_t s = (uint64_t)w * d->slot_cap + id;
    uint8_t* col = d->views[d->slots[s].arch].cols[comp];
    return col ? col + (uint64_t)d->slots[s].row * d->comp_sizes[comp] : 0;
}

MW_DEV bool mw_alive(const MwCtx* c, uint32_t w, uint64_t bits) { return mw_slot(mw_dev(c), w, bits) != MW_END; }

MW_DEV bool mw_has(const MwCtx* c, uint32_t w, uint64_t bits, uint32_t comp) {
    MwDev* d = mw_dev(c);
    uint32_t id = mw_slot(d, w, bits);
    return id != MW_END && d->views[d->slots[(uint64_t)w * d->slot_cap + id].arch].cols[comp] != 0;
}

MW_DEV void mw_hit(MwDev* d, uint32_t site, uint32_t kind, double v) {
    uint32_t i = atomicAdd(&d->nhits, 1u);
    if (i < 64) {
        d->hit_site[i] = site;
        d->hit_kind[i] = kind;
        d->hit_value[i] = v;
    }
}
MW_DEV void mw_debug_fail(const MwCtx* c, uint32_t site, uint32_t kind, double v) { mw_hit(mw_dev(c), site, kind, v); }
MW_DEV void mw_trap(const MwCtx* c, uint32_t site) { mw_hit(mw_dev(c), site, 3u, 0.0); }
MW_DEV void mw_key_missing(const MwCtx* c, uint32_t a, uint32_t comp, uint32_t off, uint32_t w, int64_t lo, int64_t hi) {
    (void)a; (void)comp; (void)off; (void)w; (void)lo; (void)hi;
    mw_stop_with(mw_dev(c), 3u, a);
}

// The rows this invocation spawned into `arch` past its world's range: they follow the range
// in its region, in spawn order.
MW_DEV uint32_t mw_log_len(const MwCtx* c, uint32_t arch, uint32_t w) {
    MwDev* d = mw_dev(c);
    return MW_FILL(&d->tables[arch], w) - d->tables[arch].ranges[w][1];
}
MW_DEV uint32_t mw_log_row(const MwCtx* c, uint32_t arch, uint32_t w, uint32_t j) {
    MwDev* d = mw_dev(c);
    return d->tables[arch].ranges[w][0] + d->tables[arch].ranges[w][1] + j;
}

// **Folds** (jit/src/ir/reduce.rs): a per-world system whose loop over rows only accumulates
// (integer folds, bool || and &&, flags) runs as three phases. Warps fold chunks of
// MW_FOLD_CHUNK rows (lane l takes rows l, l + 32, ...; the lanes' results meet by shuffles), a
// warp per world combines the chunks' partials into totals, and then a thread per world runs
// the system, taking the totals where its loop was. Folds are free of order, so this is the
// serial loop's result.
#define MW_FOLD_CHUNK 1024u
MW_DEV uint32_t mw_fold_nc(const MwDevTable* t) { return (t->cap + MW_FOLD_CHUNK - 1u) / MW_FOLD_CHUNK; }
// World w's words for a table whose widest fold has `nt` accumulators: nt totals, then nt per
// chunk.
MW_DEV uint32_t* mw_fold_work(const MwCtx* c, uint32_t a, uint32_t nt, uint32_t w) {
    const MwDevTable* t = mw_dev(c)->tables + a;
    return t->fwork + (uint64_t)w * nt * (1u + mw_fold_nc(t));
}

// ---- engine phases, per world ----------------------------------------------------------

// Warp-wide sums and scans: every lane of the warp calls them.
template <class T> MW_DEV T mw_warp_sum(T x, uint32_t lane) {
    for (uint32_t k = 16; k > 0; k >>= 1) x += __shfl_sync(0xffffffffu, x, lane ^ k);
    return x;
}
// The sum of x over the lanes below this one.
template <class T> MW_DEV T mw_warp_scan(T x, uint32_t lane) {
    T incl = x;
    for (uint32_t k = 1; k < 32; k <<= 1) {
        T y = __shfl_sync(0xffffffffu, incl, lane >= k ? lane - k : lane);
        if (lane >= k) incl += y;
    }
    return incl - x;
}
// The set bits of `mask` below `lane`.
MW_DEV uint32_t mw_below(uint32_t mask, uint32_t lane) { return (uint32_t)__popc(mask & ((1u << lane) - 1u)); }

// Moves row `from` of table `a` to `to` (a lower row of the same world), and its entity's slot.
MW_DEV void mw_move_row(MwDev* d, uint32_t a, uint32_t w, uint32_t from, uint32_t to) {
    MwTable* v = &d->views[a];
    v->world_ids[to] = v->world_ids[from];
    uint64_t e = mw_ld_ent((const uint8_t*)(v->entities + from));
    mw_st_ent((uint8_t*)(v->entities + to), e);
    for (uint32_t c = 0; c < d->ncomps; c++) {
        uint8_t* col = v->cols[c];
        uint32_t n = d->comp_sizes[c];
        if (col)
            for (uint32_t k = 0; k < n; k += 4)
                mw_st<uint32_t>(col + (uint64_t)to * n + k, mw_ld<uint32_t>(col + (uint64_t)from * n + k));
    }
    d->slots[(uint64_t)w * d->slot_cap + (uint32_t)e].row = to;
}

// Where a component of `size` bytes goes in a scratch row after `at` bytes: at a multiple of 8
// when its size is one (it may hold a double), so loads there are as aligned as in a column.
// cuda/src/device.rs sizes scratch rows (`sort_stride`) by the same rule.
MW_DEV uint32_t mw_scratch_align(uint32_t at, uint32_t size) { return size % 8u == 0u ? (at + 7u) & ~7u : at; }
// Where a row's component `comp` (one of table a's) lies in its scratch row: after the entity,
// the table's columns packed in component order.
MW_DEV uint32_t mw_sort_packed(const MwDev* d, uint32_t a, uint32_t comp) {
    uint32_t at = 8;
    for (uint32_t c = 0; c < comp; c++)
        if (d->views[a].cols[c]) at = mw_scratch_align(at, d->comp_sizes[c]) + d->comp_sizes[c];
    return mw_scratch_align(at, d->comp_sizes[comp]);
}

// A scratch row (the sort's and the compaction's): row `from` of table `a`, its entity then its
// columns packed in component order; back into row `to` of world w, with its entity's slot.
// Components whose bit is set in `skip` are neither copied nor put back (their place stays).
MW_DEV void mw_pack_row(const MwDev* d, uint32_t a, uint64_t from, uint8_t* row, uint64_t skip) {
    const MwTable* v = &d->views[a];
    mw_st_ent(row, mw_ld_ent((const uint8_t*)(v->entities + from)));
    uint32_t at = 8;
    for (uint32_t c = 0; c < d->ncomps; c++) {
        const uint8_t* col = v->cols[c];
        const uint32_t sz = d->comp_sizes[c];
        if (!col) continue;
        at = mw_scratch_align(at, sz);
        if (!(c < 64 && (skip >> c & 1)))
            for (uint32_t k = 0; k < sz; k += 4) mw_st<uint32_t>(row + at + k, mw_ld<uint32_t>(col + from * sz + k));
        at += sz;
    }
}
MW_DEV void mw_unpack_row(MwDev* d, uint32_t a, uint32_t w, const uint8_t* row, uint64_t to, uint64_t skip) {
    MwTable* v = &d->views[a];
    const uint64_t e = mw_ld_ent(row);
    mw_st_ent((uint8_t*)(v->entities + to), e);
    uint32_t at = 8;
    for (uint32_t c = 0; c < d->ncomps; c++) {
        uint8_t* col = v->cols[c];
        const uint32_t sz = d->comp_sizes[c];
        if (!col) continue;
        at = mw_scratch_align(at, sz);
        if (!(c < 64 && (skip >> c & 1)))
            for (uint32_t k = 0; k < sz; k += 4) mw_st<uint32_t>(col + to * sz + k, mw_ld<uint32_t>(row + at + k));
        at += sz;
    }
    d->slots[(uint64_t)w * d->slot_cap + (uint32_t)e].row = (uint32_t)to;
}

// Compaction of world w's region of table a (SEMANTICS.md 10.3), the CPU's rule
// (runtime/src/table.rs, CompactJob::place_world): the world's sequence is its rows as of the
// last compaction, [0, c) with c = ranges[w][1] (0 after a reset), then the live rows spawned
// since, in spawn order; with m live rows in all, the live rows among the first m keep their
// places and the holes among them take the live rows past them, in order. Only rows into
// holes move, so the work is the destroyed rows, not the rows.
//
// Thread version: first the spawned rows slide down over the dead ones among them (to c, c+1,
// ...), which makes [0, n) the sequence; then holes and fillers pair up in order.
MW_DEV void mw_compact_world(MwDev* d, uint32_t a, uint32_t w) {
    MwDevTable* t = &d->tables[a];
    MwTable* v = &d->views[a];
    const uint32_t start = w * t->cap, fill = MW_FILL(t, w), c = t->ranges[w][1];
    uint32_t n = c;
    for (uint32_t i = c; i < fill; i++) {
        MW_ITER();
        if (v->world_ids[start + i] == (int32_t)w) {
            if (i != n) mw_move_row(d, a, w, start + i, start + n);
            n++;
        }
    }
    uint32_t m = n;
    for (uint32_t i = 0; i < c; i++) {
        MW_ITER();
        if (v->world_ids[start + i] != (int32_t)w) m--;
    }
    uint32_t h = 0;
    for (uint32_t i = m; i < n; i++) {
        MW_ITER();
        if (v->world_ids[start + i] != (int32_t)w) continue;
        while (v->world_ids[start + h] == (int32_t)w) {
            MW_ITER();
            h++;
        }
        mw_move_row(d, a, w, start + i, start + h);
        h++;
    }
    for (uint32_t i = m; i < fill; i++) {
        MW_ITER();
        v->world_ids[start + i] = -1;
    }
    MW_FILL(t, w) = m;
    t->ranges[w][1] = m;
    mw_raise_peak(t, m);
    mw_leave(t->listed, w);
}

// By chunks, where regions have MW_COMPACT_FROM rows or more (smaller ones compact a thread a
// world, above): MW_COMPACT_STAGES phases, a warp per chunk of 32 rows (a lane a row, ranks by
// ballots) or per block of 32 * MW_COMPACT_RUN chunks, so no thread walks a world and one big
// world keeps the whole GPU busy. With c the rows at the last compaction:
//   0 count (chunks)  the chunk's holes (dead rows below c) and live rows spawned since (from c)
//   1 sum   (blocks)  the block's sums of both
//   2 scan  (blocks)  per chunk, both counts in the chunks before it (the blocks before, then a
//                     scan of its block); the world's totals: n = c + live spawned rows, m = n -
//                     holes, and the holes below min(c, m), those that get filled
//   3 stage (chunks)  a hole below m writes its position to holes[its rank]; a live spawned row
//                     whose place c + rank (among the live spawned rows) is below m and not its
//                     row slides: it is copied to the scratch row of its place
//   4 move  (chunks)  the live rows from m on (old rows in [m, c), then spawned rows whose place
//                     is m or more) fill the holes, the k-th the k-th; rows [c, m) that are not
//                     in place take their scratch rows; rows from m on are cleared
// That is the thread version's result computed from ranks. No row is written by one thread while
// another reads it: stage 4 reads only rows from min(c, m) on (the holes, below, are being
// filled) and writes the holes, its own rows in [c, m) and its own rows from m on. The slide goes
// through scratch rows (the table's sorting rows) because a row of [c, m) may be both a place
// and a spawned row still to move.
//
// Per world: words (MW_CW_*), a count pair per chunk (holes, and live spawned rows << 32) which
// stage 2 turns into the counts before the chunk, and a pair per block; sums stay below 2^32, so
// the pairs add as one 64-bit number. cuda/src/device.rs sizes `cwork` and `holes` by this rule.
#define MW_COMPACT_STAGES 5u
#define MW_COMPACT_FROM 64u
#define MW_COMPACT_RUN 32u
#define MW_CW_C 0u     // rows at the last compaction
#define MW_CW_FILL 1u  // rows used since
#define MW_CW_M 2u     // live rows
#define MW_CW_HOLES 3u // holes: dead rows below c
#define MW_CW_BELOW 4u // holes below min(c, m)
MW_DEV uint32_t mw_cmp_nc(const MwDevTable* t) { return (t->cap + 31u) / 32u; }
MW_DEV uint32_t mw_cmp_nb(const MwDevTable* t) {
    return (mw_cmp_nc(t) + 32u * MW_COMPACT_RUN - 1u) / (32u * MW_COMPACT_RUN);
}
MW_DEV uint32_t* mw_cmp_words(const MwDevTable* t, uint32_t w) {
    return t->cwork + (uint64_t)w * (8u + 2u * mw_cmp_nc(t) + 2u * mw_cmp_nb(t));
}
MW_DEV uint64_t* mw_cmp_counts(const MwDevTable* t, uint32_t w) { return (uint64_t*)(mw_cmp_words(t, w) + 8); }
MW_DEV uint64_t* mw_cmp_blocks(const MwDevTable* t, uint32_t w) { return mw_cmp_counts(t, w) + mw_cmp_nc(t); }

MW_DEV void mw_cmp_count(MwDev* d, uint32_t a, uint32_t w, uint32_t k, uint32_t lane) {
    const MwDevTable* t = &d->tables[a];
    const uint32_t c = t->ranges[w][1], fill = MW_FILL(t, w), r = 32u * k + lane;
    const int32_t wid = r < fill ? d->views[a].world_ids[(uint64_t)w * t->cap + r] : -1;
    const uint32_t holes = __ballot_sync(0xffffffffu, r < c && wid != (int32_t)w);
    const uint32_t live = __ballot_sync(0xffffffffu, r >= c && r < fill && wid == (int32_t)w);
    if (lane == 0) mw_cmp_counts(t, w)[k] = (uint64_t)__popc(holes) | (uint64_t)__popc(live) << 32;
}

MW_DEV void mw_cmp_sum(MwDev* d, uint32_t a, uint32_t w, uint32_t b, uint32_t lane) {
    const MwDevTable* t = &d->tables[a];
    const uint32_t nc = mw_cmp_nc(t);
    const uint64_t* cnt = mw_cmp_counts(t, w);
    uint64_t s = 0;
    for (uint32_t j = 0; j < MW_COMPACT_RUN; j++) {
        MW_ITER();
        const uint32_t k = (b * MW_COMPACT_RUN + j) * 32u + lane;
        if (k < nc) s += cnt[k];
    }
    s = mw_warp_sum(s, lane);
    if (lane == 0) mw_cmp_blocks(t, w)[b] = s;
}

MW_DEV void mw_cmp_scan(MwDev* d, uint32_t a, uint32_t w, uint32_t b, uint32_t lane) {
    const MwDevTable* t = &d->tables[a];
    const uint32_t nc = mw_cmp_nc(t), nb = mw_cmp_nb(t);
    uint64_t* cnt = mw_cmp_counts(t, w);
    const uint64_t* blk = mw_cmp_blocks(t, w);
    uint64_t before = 0, all = 0;
    for (uint32_t j = lane; j < nb; j += 32u) {
        MW_ITER();
        all += blk[j];
        if (j < b) before += blk[j];
    }
    before = mw_warp_sum(before, lane);
    all = mw_warp_sum(all, lane);
    // This lane's run of the block's chunks, in order.
    const uint32_t first = (b * 32u + lane) * MW_COMPACT_RUN;
    uint64_t s = 0;
    for (uint32_t j = 0; j < MW_COMPACT_RUN; j++) {
        MW_ITER();
        if (first + j < nc) s += cnt[first + j];
    }
    uint64_t at = before + mw_warp_scan(s, lane);
    for (uint32_t j = 0; j < MW_COMPACT_RUN; j++) {
        MW_ITER();
        if (first + j < nc) {
            const uint64_t x = cnt[first + j];
            cnt[first + j] = at;
            at += x;
        }
    }
    __syncwarp();
    const uint32_t c = t->ranges[w][1], holes = (uint32_t)all;
    const uint32_t m = c + (uint32_t)(all >> 32) - holes, x = m < c ? m : c, kx = x / 32u;
    uint32_t* words = mw_cmp_words(t, w);
    if (b == 0 && lane == 0) {
        words[MW_CW_C] = c;
        words[MW_CW_FILL] = MW_FILL(t, w);
        words[MW_CW_M] = m;
        words[MW_CW_HOLES] = holes;
        if (kx >= nc) words[MW_CW_BELOW] = holes;
    }
    // The holes below x: before chunk x / 32, then that chunk's (by the warp that scanned it).
    if (kx < nc && kx / (32u * MW_COMPACT_RUN) == b) {
        const uint32_t r = 32u * kx + lane;
        const int32_t wid = r < x ? d->views[a].world_ids[(uint64_t)w * t->cap + r] : (int32_t)w;
        const uint32_t more = __ballot_sync(0xffffffffu, wid != (int32_t)w);
        if (lane == 0) words[MW_CW_BELOW] = (uint32_t)cnt[kx] + (uint32_t)__popc(more);
    }
}

MW_DEV void mw_cmp_stage(MwDev* d, uint32_t a, uint32_t w, uint32_t k, uint32_t lane) {
    const MwDevTable* t = &d->tables[a];
    const uint32_t* words = mw_cmp_words(t, w);
    const uint32_t c = words[MW_CW_C], fill = words[MW_CW_FILL], m = words[MW_CW_M], r = 32u * k + lane;
    const uint64_t pre = mw_cmp_counts(t, w)[k], start = (uint64_t)w * t->cap;
    const int32_t wid = r < fill ? d->views[a].world_ids[start + r] : -1;
    const uint32_t holes = __ballot_sync(0xffffffffu, r < c && wid != (int32_t)w);
    const uint32_t live = __ballot_sync(0xffffffffu, r >= c && r < fill && wid == (int32_t)w);
    if ((holes >> lane & 1u) && r < m) t->holes[start + (uint32_t)pre + mw_below(holes, lane)] = r;
    if (live >> lane & 1u) {
        const uint32_t p = c + (uint32_t)(pre >> 32) + mw_below(live, lane);
        if (p < m && p != r) mw_pack_row(d, a, start + r, t->sort_rows + (start + p) * t->sort_stride, 0);
    }
}

MW_DEV void mw_cmp_move(MwDev* d, uint32_t a, uint32_t w, uint32_t k, uint32_t lane) {
    MwDevTable* t = &d->tables[a];
    MwTable* v = &d->views[a];
    const uint32_t* words = mw_cmp_words(t, w);
    const uint32_t c = words[MW_CW_C], fill = words[MW_CW_FILL], m = words[MW_CW_M];
    const uint32_t holes = words[MW_CW_HOLES], below = words[MW_CW_BELOW], r = 32u * k + lane;
    const uint64_t pre = mw_cmp_counts(t, w)[k], start = (uint64_t)w * t->cap;
    const int32_t wid = r < fill && r >= (m < c ? m : c) ? v->world_ids[start + r] : -1;
    const bool mine = wid == (int32_t)w;
    // Holes from m on (not filled) in this chunk, and its live spawned rows.
    const uint32_t dead = __ballot_sync(0xffffffffu, r >= m && r < c && !mine);
    const uint32_t live = __ballot_sync(0xffffffffu, r >= c && r < fill && mine);
    const bool spawned = live >> lane & 1u;
    const uint32_t p = c + (uint32_t)(pre >> 32) + mw_below(live, lane);
    // A filler's rank: the live rows of the sequence in [m, its place).
    uint32_t f = MW_END;
    if (r >= m && r < c && mine) f = r - m - ((32u * k >= m ? (uint32_t)pre - below : 0u) + mw_below(dead, lane));
    else if (spawned && p >= m) f = p - m - (holes - below);
    if (f != MW_END) mw_move_row(d, a, w, (uint32_t)(start + r), (uint32_t)start + t->holes[start + f]);
    if (r >= c && r < m && !(spawned && p == r)) {
        mw_unpack_row(d, a, w, t->sort_rows + (start + r) * t->sort_stride, start + r, 0);
        v->world_ids[start + r] = (int32_t)w;
    }
    if (r >= m && r < fill) v->world_ids[start + r] = -1;
    if (k == 0 && lane == 0) {
        MW_FILL(t, w) = m;
        t->ranges[w][1] = m;
        mw_raise_peak(t, m);
        mw_leave(t->listed, w);
    }
}

MW_DEV bool mw_compact_chunked(const MwDevTable* t) { return t->cap >= MW_COMPACT_FROM; }
// Stage s's items: for the listed worlds only (none while the table is unchanged).
MW_DEV uint32_t mw_compact_items(const MwDev* d, uint32_t a, uint32_t s) {
    const MwDevTable* t = &d->tables[a];
    // Nothing joins the list during a compaction: the first stage takes the snapshot and the
    // later ones its total (a snapshot is 32 loads on the path between two phases).
    const uint32_t n = s == 0 ? mw_list_snap(t->heads) : mw_load(t->heads + MW_HEAD_SNAP + MW_STRIPES);
    if (!mw_compact_chunked(t)) return s == 0 ? n : 0u;
    return n * 32u * (s == 1 || s == 2 ? mw_cmp_nb(t) : mw_cmp_nc(t));
}
// The last stage's epilogue: the list served is empty, and the key index is stale if any moved.
MW_DEV void mw_compact_end(MwDev* d, uint32_t a) {
    MwDevTable* t = &d->tables[a];
    if (t->heads[MW_HEAD_SNAP + MW_STRIPES]) {
        mw_list_clear(t->heads);
        d->views[a].key_id = ~0ull;
    }
}
// By chunks: a call, because its 64-bit scans would otherwise raise the megakernel's registers
// (CartPole's 56 to 92 on sm_90) in every phase, also where no region is large enough for it.
MW_DEV_CALL void mw_compact_chunk(MwDev* d, uint32_t a, uint32_t s, uint32_t i) {
    const MwDevTable* t = &d->tables[a];
    const uint32_t per = s == 1 || s == 2 ? mw_cmp_nb(t) : mw_cmp_nc(t);
    const uint32_t w = mw_list_at(t->list, t->heads, t->scap, i / 32u / per), sub = i / 32u % per, lane = i % 32u;
    if (s == 0) mw_cmp_count(d, a, w, sub, lane);
    else if (s == 1) mw_cmp_sum(d, a, w, sub, lane);
    else if (s == 2) mw_cmp_scan(d, a, w, sub, lane);
    else if (s == 3) mw_cmp_stage(d, a, w, sub, lane);
    else mw_cmp_move(d, a, w, sub, lane);
}
MW_DEV void mw_compact_item(MwDev* d, uint32_t a, uint32_t s, uint32_t i) {
    if (mw_compact_chunked(&d->tables[a])) mw_compact_chunk(d, a, s, i);
    else mw_compact_world(d, a, mw_list_at(d->tables[a].list, d->tables[a].heads, d->tables[a].scap, i));
}

// **Spawning rows apart** (SEMANTICS.md 10.6a; jit/src/ir/spawns.rs). A per-row system that
// spawns and destroys but whose invocations cannot see each other's effects runs a thread per
// row, like any rows-apart system, and its spawns are placed afterwards so that ids, rows and
// the free list are exactly the serial ones. Its node runs its passes (one per archetype its
// query matches, in order; pass p over table `its[p]`) as these phases:
//   clear    (worlds)  each target table's spawn count for the world (`pend`) is 0
//   body p   (rows)    the system over pass p's rows. A spawn takes a provisional row: the
//                      target table's scratch row at fill + pend (an atomic), which `get`,
//                      `alive` and `has` of its handle reach; the row's count words count its
//                      spawns per target table, and the provisional row keeps (pass, invocation
//                      row, k, kt): its place among the invocation's spawns, all and into that
//                      table. `destroy(me)` frees the slot at once and marks the destroy word.
//   scan p   (chunks)  a warp per chunk of MW_NEW_CHUNK rows of pass p: each count word becomes
//                      the sum of the words before it in the chunk (a destroy word keeps its
//                      flag in bit 31); the chunk's totals are kept
//   totals   (worlds)  a warp per world: per pass, the chunks' totals become the sums before
//                      each chunk and the pass's totals the sums of the passes before it (its
//                      base); the world's spawns S and destroys D; the free list and fills as
//                      the node found them are kept (in pass 0's words), then advanced: fills
//                      by each table's spawns, the free list by S pops and D pushes, fresh ids
//                      past the popped ones
//   place j  (target j's rows) a spawn's rank g among the world's spawns is the spawns of the
//                      invocations before its own (the passes before, the chunks before, the
//                      rows before in its chunk) plus k: it takes the g-th id popped from the
//                      free list as the node found it (slots[nfree - 1 - g].free), or fresh id
//                      len + g - nfree; its row is fill + (the table's spawns before) + kt
//   free p   (rows)    a destroyed row's id goes to slots[nfree' + its destroy rank].free with
//                      nfree' the free list after the pops: pushed in node order (10.6)
// A world whose spawns do not fit (table or entity slots) stops the step, as a spawn into a
// full table does, and keeps none of this node's spawns.
#define MW_NEW_CHUNK 1024u
#define MW_NEW_HEAD 24u
#define MW_NW_NFREE 0u  // the free list's length as the node found it
#define MW_NW_LEN 1u    // ids used as the node found them
#define MW_NW_FAILED 2u // the spawns did not fit: none is placed
#define MW_NW_PUSH 3u   // where the first destroyed id goes
#define MW_NW_FILL 8u   // + j: target j's fill as the node found it
#define MW_NW_BASE 12u  // + j: the passes before this one's spawns into target j
#define MW_NW_DBASE 16u // the passes before this one's destroys
#define MW_NEW_TAG 0x8000000000000000ull
#define MW_NEW_TARGETS 4u // the most target tables (MAX_TARGETS in jit/src/ir/spawns.rs)
MW_DEV uint32_t mw_new_nc(const MwDevTable* t) { return (t->cap + MW_NEW_CHUNK - 1u) / MW_NEW_CHUNK; }
MW_DEV uint32_t* mw_new_words(const MwDevTable* t, uint32_t w) {
    return t->nwork + (uint64_t)w * (MW_NEW_HEAD + mw_new_nc(t) * t->nq);
}
MW_DEV uint32_t* mw_new_counts(const MwDevTable* t, uint64_t row) { return t->news + row * t->nq; }

MW_DEV void mw_new_clear(MwDev* d, uint32_t nt, const uint32_t* tg, uint32_t w) {
    for (uint32_t j = 0; j < nt; j++) d->tables[tg[j]].pend[w] = 0u;
}
MW_DEV void mw_new_begin(MwDev* d, uint32_t it, uint32_t row) {
    uint32_t* q = mw_new_counts(&d->tables[it], row);
    for (uint32_t x = 0; x < d->tables[it].nq; x++) q[x] = 0u;
}
// spawn(A) in invocation `row` of a table `it` pass, A its j-th target table.
MW_DEV uint64_t mw_new_spawn(const MwCtx* c, uint32_t a, uint32_t w, uint32_t log, uint32_t row, uint32_t it, uint32_t j,
                             uint32_t pass) {
    (void)log;
    MwDev* d = mw_dev(c);
    MwDevTable* t = &d->tables[a];
    const MwDevTable* ti = &d->tables[it];
    uint32_t* q = mw_new_counts(ti, row);
    uint32_t k = 0;
    for (uint32_t x = 0; x + 1u < ti->nq; x++) k += q[x];
    const uint32_t kt = q[j];
    q[j] = kt + 1u;
    const uint32_t p = atomicAdd(t->pend + w, 1u), f = MW_FILL(t, w);
    if (f + p >= t->cap) {
        mw_stop_with(d, 2u, a);
        return 0;
    }
    uint8_t* sr = t->sort_rows + ((uint64_t)w * t->cap + f + p) * t->sort_stride;
    mw_zero(sr, t->sort_stride);
    // k and kt below 2^14 (jit/src/ir/spawns.rs, MAX_SPAWNS), the pass below 16 (MAX_PASSES).
    mw_st_ent(sr, (uint64_t)row | (uint64_t)(k << 18 | kt << 4 | pass) << 32);
    return MW_NEW_TAG | (uint64_t)a << 32 | p;
}
// A provisional row's component `comp`, or 0 (null, or an archetype without it): the packed
// scratch row's layout (mw_pack_row).
MW_DEV uint8_t* mw_new_lookup(const MwCtx* c, uint32_t w, uint64_t e, uint32_t comp) {
    if (e == 0) return 0;
    MwDev* d = mw_dev(c);
    const uint32_t a = (uint32_t)(e >> 32) & 0x7FFFFFFFu, p = (uint32_t)e;
    const MwTable* v = &d->views[a];
    if (!v->cols[comp]) return 0;
    const MwDevTable* t = &d->tables[a];
    return t->sort_rows + ((uint64_t)w * t->cap + MW_FILL(t, w) + p) * t->sort_stride + mw_sort_packed(d, a, comp);
}
MW_DEV bool mw_new_alive(const MwCtx* c, uint32_t w, uint64_t e) { (void)c; (void)w; return e != 0; }
MW_DEV bool mw_new_has(const MwCtx* c, uint32_t w, uint64_t e, uint32_t comp) {
    return e != 0 && mw_dev(c)->views[(uint32_t)(e >> 32) & 0x7FFFFFFFu].cols[comp] != 0;
}
// destroy(me): the slot freed at once, the id pushed by the free phase.
MW_DEV void mw_new_destroy(const MwCtx* c, uint32_t w, uint64_t e, uint32_t row, uint32_t it) {
    MwDev* d = mw_dev(c);
    const uint32_t id = mw_slot(d, w, e);
    if (id == MW_END) return;
    const uint64_t s = (uint64_t)w * d->slot_cap + id;
    d->slots[s].arch = MW_FREE;
    d->slots[s].gen = mw_next_gen(d->slots[s].gen);
    atomicAdd(&d->ents[w].live, 0xFFFFFFFFu);
    d->views[it].world_ids[row] = -1;
    mw_new_counts(&d->tables[it], row)[d->tables[it].nq - 1u] = 1u;
    mw_mark_changed(&d->tables[it], w);
}

MW_DEV_CALL void mw_new_scan(MwDev* d, uint32_t it, uint32_t i) {
    const MwDevTable* t = &d->tables[it];
    const uint32_t nc = mw_new_nc(t), nq = t->nq, w = i / 32u / nc, ch = i / 32u % nc, lane = i % 32u;
    // Lane l scans rows [first, first + 32) of the chunk, in order: every lane takes 32 steps
    // (the warp waits for its longest lane anyway), rows past the world's skipped.
    const uint32_t n = t->ranges[w][1], first = ch * MW_NEW_CHUNK + lane * 32u;
    const uint64_t start = (uint64_t)w * t->cap;
    uint32_t* cw = mw_new_words(t, w) + MW_NEW_HEAD + ch * nq;
    for (uint32_t x = 0; x < nq; x++) {
        const uint32_t flag = x + 1u == nq ? 1u : 0u;
        uint32_t s = 0;
        for (uint32_t j = 0; j < 32u; j++) {
            MW_ITER();
            if (first + j < n) s += mw_new_counts(t, start + first + j)[x];
        }
        uint32_t at = mw_warp_scan(s, lane);
        const uint32_t all = mw_warp_sum(s, lane);
        for (uint32_t j = 0; j < 32u; j++) {
            MW_ITER();
            if (first + j >= n) continue;
            uint32_t* q = mw_new_counts(t, start + first + j) + x;
            const uint32_t v = *q;
            *q = at | (flag & v) << 31;
            at += v;
        }
        if (lane == 0) cw[x] = all;
    }
}

MW_DEV_CALL void mw_new_totals(MwDev* d, uint32_t np, const uint32_t* its, uint32_t nt, const uint32_t* tg, uint32_t i) {
    const uint32_t w = i / 32u, lane = i % 32u;
    uint32_t spawns[MW_NEW_TARGETS] = {0u}, destroys = 0;
    for (uint32_t p = 0; p < np; p++) {
        const MwDevTable* t = &d->tables[its[p]];
        const uint32_t nc = mw_new_nc(t), nq = t->nq;
        uint32_t* words = mw_new_words(t, w);
        uint32_t* cw = words + MW_NEW_HEAD;
        if (lane == 0) {
            for (uint32_t j = 0; j < nt; j++) words[MW_NW_BASE + j] = spawns[j];
            words[MW_NW_DBASE] = destroys;
        }
        // Lane l takes a run of `per` chunks, in order (every lane `per` steps, as in the scan).
        const uint32_t per = (nc + 31u) / 32u, first = lane * per;
        for (uint32_t x = 0; x < nq; x++) {
            uint32_t s = 0;
            for (uint32_t j = 0; j < per; j++) {
                MW_ITER();
                if (first + j < nc) s += cw[(first + j) * nq + x];
            }
            uint32_t at = mw_warp_scan(s, lane);
            const uint32_t all = mw_warp_sum(s, lane);
            for (uint32_t j = 0; j < per; j++) {
                MW_ITER();
                if (first + j >= nc) continue;
                const uint32_t v = cw[(first + j) * nq + x];
                cw[(first + j) * nq + x] = at;
                at += v;
            }
            if (x + 1u == nq) destroys += all;
            else if (x < nt) spawns[x] += all;
        }
    }
    if (lane != 0) return;
    uint32_t* words = mw_new_words(&d->tables[its[0]], w);
    const uint32_t nfree = d->ents[w].nfree, len = d->ents[w].len;
    uint32_t all = 0, failed = 0;
    for (uint32_t j = 0; j < nt; j++) {
        const MwDevTable* tj = &d->tables[tg[j]];
        all += spawns[j];
        words[MW_NW_FILL + j] = MW_FILL(tj, w);
        if (MW_FILL(tj, w) + spawns[j] > tj->cap) failed = 1u;
    }
    const uint32_t fresh = all > nfree ? all - nfree : 0u;
    if (len + fresh > d->slot_cap) {
        failed = 1u;
        mw_stop_with(d, 2u, tg[0]);
    }
    words[MW_NW_NFREE] = nfree;
    words[MW_NW_LEN] = len;
    words[MW_NW_FAILED] = failed;
    const uint32_t popped = failed ? 0u : all - fresh;
    words[MW_NW_PUSH] = nfree - popped;
    d->ents[w].nfree = nfree - popped + destroys;
    if (failed) return;
    d->ents[w].len = len + fresh;
    d->ents[w].live += all;
    for (uint32_t j = 0; j < nt; j++) {
        MwDevTable* tj = &d->tables[tg[j]];
        if (spawns[j] == 0u) continue;
        MW_FILL(tj, w) += spawns[j];
        mw_mark_changed(tj, w);
    }
}

MW_DEV_CALL void mw_new_place(MwDev* d, const uint32_t* its, uint32_t j, uint32_t nt, const uint32_t* tg, uint32_t i) {
    const uint32_t a = tg[j];
    const MwDevTable* t = &d->tables[a];
    const uint32_t w = i / t->cap, p = i % t->cap;
    if (p >= t->pend[w]) return;
    const uint32_t* words = mw_new_words(&d->tables[its[0]], w);
    const uint32_t f = words[MW_NW_FILL + j];
    if (words[MW_NW_FAILED] || f + p >= t->cap) return;
    const uint64_t start = (uint64_t)w * t->cap;
    uint8_t* sr = t->sort_rows + (start + f + p) * t->sort_stride;
    const uint64_t rec = mw_ld_ent(sr);
    const uint32_t row = (uint32_t)rec, hi = (uint32_t)(rec >> 32);
    const uint32_t k = hi >> 18, kt = (hi >> 4) & 0x3FFFu;
    // The invocation's pass: its table's words hold the passes before it and its chunks.
    const MwDevTable* ti = &d->tables[its[hi & 15u]];
    const uint32_t* pw = mw_new_words(ti, w);
    const uint32_t* q = mw_new_counts(ti, row);
    const uint32_t* cw = pw + MW_NEW_HEAD + (row - w * ti->cap) / MW_NEW_CHUNK * ti->nq;
    uint32_t g = k;
    for (uint32_t x = 0; x < nt; x++) g += pw[MW_NW_BASE + x] + cw[x] + q[x];
    const uint32_t nfree = words[MW_NW_NFREE];
    const uint64_t base = (uint64_t)w * d->slot_cap;
    uint32_t id;
    if (g < nfree) {
        id = d->slots[base + nfree - 1u - g].free;
    } else {
        id = words[MW_NW_LEN] + (g - nfree);
        d->slots[base + id].gen = 1u;
    }
    d->slots[base + id].arch = a;
    mw_st_ent(sr, (uint64_t)id | (uint64_t)d->slots[base + id].gen << 32);
    const uint64_t to = start + f + pw[MW_NW_BASE + j] + cw[j] + q[j] + kt;
    mw_unpack_row(d, a, w, sr, to, 0);
    d->views[a].world_ids[to] = (int32_t)w;
}

MW_DEV_CALL void mw_new_free(MwDev* d, uint32_t it, uint32_t first, uint32_t i) {
    const MwDevTable* t = &d->tables[it];
    const uint32_t w = i / t->cap, r = i % t->cap;
    if (r >= t->ranges[w][1]) return;
    const uint64_t row = (uint64_t)w * t->cap + r;
    const uint32_t qd = mw_new_counts(t, row)[t->nq - 1u];
    if (!(qd >> 31)) return;
    const uint32_t* words = mw_new_words(t, w);
    const uint32_t push = mw_new_words(&d->tables[first], w)[MW_NW_PUSH];
    const uint32_t at = push + words[MW_NW_DBASE] + words[MW_NEW_HEAD + r / MW_NEW_CHUNK * t->nq + t->nq - 1u] + (qd & 0x7FFFFFFFu);
    d->slots[(uint64_t)w * d->slot_cap + at].free = (uint32_t)mw_ld_ent((const uint8_t*)(d->views[it].entities + row));
}

// The reset of world w (SEMANTICS.md 10.7): every entity destroyed, ids restarting at 0 with
// new generations, its rows dropped; then the caller runs init_world.
//
// Slot `id` (below the world's `ents[w].len`): its row dropped, a new generation, on the free list
// in id order (0 on top).
MW_DEV void mw_clear_slot(MwDev* d, uint32_t w, uint32_t id) {
    const uint64_t s = (uint64_t)w * d->slot_cap + id;
    if (d->slots[s].arch != MW_FREE) {
        d->views[d->slots[s].arch].world_ids[d->slots[s].row] = -1;
        d->slots[s].arch = MW_FREE;
    }
    d->slots[s].gen = mw_next_gen(d->slots[s].gen);
    d->slots[(uint64_t)w * d->slot_cap + (d->ents[w].len - 1u - id)].free = id;
}
// The world's free list, live count and regions emptied. Not listed for compaction: after
// init_world the reset settles the regions itself (mw_reset_settle).
MW_DEV void mw_clear_regions(MwDev* d, uint32_t w) {
    d->ents[w].nfree = d->ents[w].len;
    d->ents[w].held = MW_END;
    d->ents[w].nheld = 0;
    d->ents[w].live = 0;
    for (uint32_t a = 0; a < d->ntables; a++) {
        MwDevTable* t = &d->tables[a];
        MW_FILL(t, w) = 0;
        t->ranges[w][1] = 0;
    }
}
MW_DEV void mw_clear_world(MwDev* d, uint32_t w) {
    for (uint32_t id = 0, len = d->ents[w].len; id < len; id++) {
        MW_ITER();
        mw_clear_slot(d, w, id);
    }
    mw_clear_regions(d, w);
}

// The reset serves the listed worlds in two phases: 0 clears them, a thread per entity slot of
// each (slot 0's also empties the world's regions), 1 runs init_world, a thread per world. Where
// a world has at most MW_RESET_SERIAL slots, phase 0 has no items and phase 1's thread clears
// its world first: one phase touches the world's counters, slots and regions, not two (on the
// emulated GPU's count, 6 of CartPole's bytes a world-step). The start serves every world, a
// thread each. Both note where the list ends, so that what init_world lists meanwhile waits for
// the next step (mw_reset_end).
#define MW_RESET_SERIAL 16u
MW_DEV uint32_t mw_reset_items(MwDev* d) {
    d->reset_from = mw_list_snap(d->reset_heads);
    return d->slot_cap <= MW_RESET_SERIAL ? 0u : d->reset_from * d->slot_cap;
}
MW_DEV uint32_t mw_init_items(MwDev* d) {
    d->reset_from = mw_list_snap(d->reset_heads);
    return d->worlds;
}
// Entry e of the reset list as the reset phase found it.
MW_DEV uint32_t mw_reset_at(const MwDev* d, uint32_t e) { return mw_list_at(d->reset_list, d->reset_heads, d->reset_scap, e); }
MW_DEV void mw_reset_clear(MwDev* d, uint32_t i) {
    const uint32_t w = mw_reset_at(d, i / d->slot_cap), id = i % d->slot_cap;
    if (id < d->ents[w].len) mw_clear_slot(d, w, id);
    if (id == 0) mw_clear_regions(d, w);
}
// Before init_world: unmarked, so that its own reset_world() marks it again.
MW_DEV void mw_reset_unmark(MwDev* d, MwCtx* c, uint32_t w) {
    (void)c;
    mw_leave(d->reset_bits, w);
}
// Phase 1's world w: cleared here if phase 0 did not, and unmarked; the caller runs init_world.
MW_DEV void mw_reset_serve(MwDev* d, MwCtx* c, uint32_t w) {
    if (d->slot_cap <= MW_RESET_SERIAL) mw_clear_world(d, w);
    mw_reset_unmark(d, c, w);
}
// World w reset on one thread (the start): cleared and unmarked; the caller runs init_world.
MW_DEV void mw_reset_one(MwDev* d, MwCtx* c, uint32_t w) {
    mw_clear_world(d, w);
    mw_reset_unmark(d, c, w);
}
// After init_world, world w's regions as a compaction would leave them, without one: a region
// emptied by the reset holds init_world's spawns from its start, in spawn order, no hole among
// them, which is what compaction makes of a world whose rows at the last compaction are none
// (SEMANTICS.md 10.3). A region with holes (init_world destroyed) or listed before the reset
// is compacted as usual. So the worlds a step resets (CartPole: 760k of 16M) cost the
// compaction nothing, and their appends to the tables' lists are not made at all.
MW_DEV void mw_reset_settle(MwDev* d, uint32_t w) {
    for (uint32_t a = 0; a < d->ntables; a++) {
        MwDevTable* t = &d->tables[a];
        if (mw_listed(t->listed, w)) continue;
        const uint32_t m = MW_FILL(t, w);
        t->ranges[w][1] = m;
        mw_raise_peak(t, m);
    }
}
// **Resets served where they are asked** (SEMANTICS.md 10.7 on the GPU). A step's resets come
// after its graph, world by world, and worlds are apart: so where the last phase of the graph
// runs an item per world (a per-world kernel, or a world's rows in order), and its node can't
// stop the step (it spawns, destroys, looks up and loops over no rows: a stop would leave the
// resets for the next step, SEMANTICS.md 10.10), the item resets its own world when its
// kernel asked, right after it: the world's rows are still in the cache, and nothing is listed.
// That is the reset phase's work for that world (mw_reset_serve and the rest) in the same order,
// so the bits are the same. The CartPole step at 16M worlds resets 760k of them.
MW_DEV uint8_t* mw_reset_here(MwDev* d, uint8_t* byte) { return (mw_load(&d->reset_inline) & 1u) ? byte : nullptr; }
MW_DEV void mw_reset_inlined(MwDev* d) {
    if (!(mw_load(&d->reset_inline) & 2u)) atomicOr(&d->reset_inline, 2u);
}

// The epilogue: the worlds listed during the phase move to the front (rare: init_world asking
// for its own reset); the ones served leave the list. Rows changed (`changed`: a world was
// served), so the tables' key indexes are stale, as after a compaction that moved rows.
MW_DEV void mw_reset_end(MwDev* d, bool changed) {
    if (mw_load(&d->reset_inline) & 2u) {
        changed = true;
        d->reset_inline &= 1u;
    }
    if (changed)
        for (uint32_t a = 0; a < d->ntables; a++) d->views[a].key_id = ~0ull;
    const uint32_t* pre = d->reset_heads + MW_HEAD_SNAP;
    for (uint32_t s = 0; s < MW_STRIPES; s++) {
        uint32_t* list = d->reset_list + s * d->reset_scap;
        const uint32_t from = pre[s + 1] - pre[s], n = d->reset_heads[s * MW_HEAD_GAP];
        for (uint32_t k = from; k < n; k++) list[k - from] = list[k];
        d->reset_heads[s * MW_HEAD_GAP] = n - from;
    }
    d->reset_from = 0;
}

// **Resets by the host's mask** (Executor::reset_where: a learner's device tensor of the worlds
// to reset, which never crosses to the host). The host points `reset_mask` at the mask and runs
// MaskIn, the reset phases, then MaskOut:
// - MaskIn, a thread per 32 worlds (after its sizing emptied the list): the marks of worlds the
//   mask leaves are set aside in `reset_keep`, and exactly the mask's worlds are marked and
//   listed, so that the reset phase serves them alone;
// - MaskOut, a thread per 32 worlds: the set-aside worlds marked and listed again (one whose
//   init_world asked for a reset again is so already), pending as before.
// MarksOut, a thread per world, writes every world's mark (1 pending, 0 not) to `reset_mask`:
// the host's pending resets as device bytes, without a copy to the host.
MW_DEV uint32_t mw_mask_words(const MwDev* d) { return (d->worlds + 31u) / 32u; }
MW_DEV uint32_t mw_mask_in_items(MwDev* d) {
    mw_list_clear(d->reset_heads);
    return mw_mask_words(d);
}
MW_DEV void mw_mask_in(MwDev* d, uint32_t j) {
    uint32_t m = 0;
    for (uint32_t k = 0; k < 32u && 32u * j + k < d->worlds; k++)
        if (d->reset_mask[32u * j + k] != 0u) m |= 1u << k;
    d->reset_keep[j] = d->reset_bits[j] & ~m;
    d->reset_bits[j] = m;
    for (uint32_t k = 0; k < 32u; k++) {
        if (!((m >> k) & 1u)) continue;
        const uint32_t w = 32u * j + k, s = mw_reset_stripe(w);
        d->reset_list[s * d->reset_scap + atomicAdd(d->reset_heads + s * MW_HEAD_GAP, 1u)] = w;
    }
}
MW_DEV void mw_mask_out(MwDev* d, uint32_t j) {
    const uint32_t keep = d->reset_keep[j];
    for (uint32_t k = 0; k < 32u; k++)
        if ((keep >> k) & 1u)
            mw_join(d->reset_bits, d->reset_list, d->reset_heads, d->reset_scap, 32u * j + k, mw_reset_stripe(32u * j + k));
}
MW_DEV void mw_marks_out(MwDev* d, uint32_t w) { d->reset_mask[w] = mw_listed(d->reset_bits, w) ? 1u : 0u; }

// ---- the sort by key (SEMANTICS.md 10.8a), in parallel --------------------------------------
//
// A stable sort of every world's rows of table a by a 32-bit key, then each world's part of the
// key index, as MW_SORT_STAGES phases whose items are worlds, chunks of MW_SORT_CHUNK rows, key
// digits or rows, so one big world keeps the whole GPU busy:
//   0 start    (worlds)  clear the world's key range and flags
//   1 range    (a warp a chunk) least and greatest key, and whether the rows are out of order
//   2 plan     (worlds)  keys close together (the CPU's rule, runtime/src/table.rs): a radix sort
//                        of key - least, one pass per byte it needs, and a direct table; else a
//                        serial merge sort and distinct keys to bisect (rare: keys far apart)
//   3.. 18     per pass: count (a warp a chunk: each chunk's digit histogram), total (blocks: the
//                        sum of a block of histogram entries), offsets (blocks: where each
//                        chunk's rows of a digit go: the entries before it, digit by digit, then
//                        chunk by chunk, summed as the blocks before and a warp's scan of its
//                        block), place (a warp a chunk: each chunk puts its rows, in order,
//                        after the earlier chunks' rows of the same digit, 32 rows a round
//                        ranked by votes; so every pass is stable)
//   19 gather  (rows)    each row's new content into the scratch rows
//   20 put     (rows)    back, the entity slots updated, the direct table written
// Every stable sort gives the same order, so this is the CPU's result, bit for bit.
//
// sort_work: word 0 is the most passes a world of this sort needs; then per world its
// histograms hist[256][nc] (nc chunks of its region), one sum per block of 32 * MW_SORT_RUN of
// those entries (a warp's, a run of MW_SORT_RUN per lane), and MW_SW_* words.
#define MW_SORT_CHUNK 128u
#define MW_SORT_RUN 32u
// Sort loops stay rolled: unrolled, they hold many keys in registers, and the megakernel has
// the registers of its most demanding phase in every phase.
#ifdef MW_EMULATE
#define MW_ROLLED
#else
#define MW_ROLLED _Pragma("unroll 1")
#endif
#define MW_SORT_GATHER 19u // the stages after the radix passes (3 .. 18, four a pass)
#define MW_SORT_PUT 20u
#define MW_SORT_STAGES 21u
#define MW_SW_MIN 0u      // ~least biased key (atomicMax of the complement)
#define MW_SW_MAX 1u      // greatest biased key
#define MW_SW_UNSORTED 2u // 1: some row's key is below its predecessor's
#define MW_SW_PASSES 3u   // radix passes this world runs
#define MW_SW_PERM 4u     // where the world's order is: 0 already in order, 1 perm p, 2 perm q
#define MW_SW_SPARSE 5u   // 1: distinct keys to bisect, no direct table

MW_DEV uint32_t mw_sort_nc(const MwDevTable* t) { return (t->cap + MW_SORT_CHUNK - 1u) / MW_SORT_CHUNK; }
// Blocks of histogram entries a world (cuda/src/device.rs sizes sort_work by the same rule).
MW_DEV uint32_t mw_sort_nb(const MwDevTable* t) {
    return (256u * mw_sort_nc(t) + 32u * MW_SORT_RUN - 1u) / (32u * MW_SORT_RUN);
}
MW_DEV uint32_t* mw_sort_hist(const MwDevTable* t, uint32_t w) {
    return t->sort_work + 8u + (256ull * mw_sort_nc(t) + mw_sort_nb(t) + 8ull) * w;
}
MW_DEV uint32_t* mw_sort_blocks(const MwDevTable* t, uint32_t w) { return mw_sort_hist(t, w) + 256ull * mw_sort_nc(t); }
MW_DEV uint32_t* mw_sort_words(const MwDevTable* t, uint32_t w) { return mw_sort_blocks(t, w) + mw_sort_nb(t); }

// The key of row `row` biased to unsigned order.
MW_DEV uint32_t mw_sort_key(const MwDev* d, uint32_t a, uint32_t comp, uint32_t off, bool sgn, uint64_t row) {
    uint32_t k = mw_ld<uint32_t>(d->views[a].cols[comp] + row * d->comp_sizes[comp] + off);
    return sgn ? k ^ 0x80000000u : k;
}
MW_DEV int64_t mw_sort_unbias(uint32_t k, bool sgn) { return sgn ? (int64_t)(int32_t)(k ^ 0x80000000u) : (int64_t)k; }

MW_DEV uint32_t mw_sort_items(const MwDev* d, uint32_t a, uint32_t s) {
    const MwDevTable* t = &d->tables[a];
    if (s == 0 || s == 2) return d->worlds;
    if (s == 1) return d->worlds * 32u * mw_sort_nc(t);
    if (s < MW_SORT_GATHER) {
        uint32_t pass = (s - 3) / 4, j = (s - 3) % 4;
        if (t->sort_work[0] <= pass) return 0;
        return d->worlds * 32u * (j == 1 || j == 2 ? mw_sort_nb(t) : mw_sort_nc(t));
    }
    return d->worlds * t->cap;
}

// A stable merge sort of world w's rows into perm p (relative row numbers), using q.
MW_DEV void mw_sort_merge(MwDev* d, uint32_t a, uint32_t comp, uint32_t off, bool sgn, uint32_t w, uint32_t* p,
                          uint32_t* q) {
    const MwDevTable* t = &d->tables[a];
    uint32_t n = MW_FILL(t, w);
    uint64_t start = (uint64_t)w * t->cap;
    uint32_t* out = p;
    for (uint32_t i = 0; i < n; i++) {
        MW_ITER();
        p[i] = i;
    }
    for (uint32_t width = 1; width < n; width *= 2) {
        for (uint32_t lo = 0; lo < n; lo += 2 * width) {
            uint32_t mid = lo + width < n ? lo + width : n, hi = lo + 2 * width < n ? lo + 2 * width : n;
            uint32_t i = lo, j = mid, o = lo;
            while (i < mid && j < hi) {
                MW_ITER();
                q[o++] = mw_sort_key(d, a, comp, off, sgn, start + p[j]) < mw_sort_key(d, a, comp, off, sgn, start + p[i])
                             ? p[j++]
                             : p[i++];
            }
            while (i < mid) {
                MW_ITER();
                q[o++] = p[i++];
            }
            while (j < hi) {
                MW_ITER();
                q[o++] = p[j++];
            }
        }
        uint32_t* s = p; p = q; q = s;
    }
    if (p != out)
        for (uint32_t i = 0; i < n; i++) {
            MW_ITER();
            out[i] = p[i];
        }
}

// Stage 1 (lane `lane` of the warp of a chunk of world w): the chunk's least and greatest key,
// and whether a row's key is below its predecessor's; a lane takes every 32nd row, the warp
// combines, its first lane records.
MW_DEV void mw_sort_range(MwDev* d, uint32_t a, uint32_t comp, uint32_t off, bool sgn, uint32_t w, uint32_t chunk,
                          uint32_t lane) {
    const MwDevTable* t = &d->tables[a];
    const uint32_t n = MW_FILL(t, w);
    const uint64_t start = (uint64_t)w * t->cap;
    uint32_t lo = chunk * MW_SORT_CHUNK, hi = lo + MW_SORT_CHUNK < n ? lo + MW_SORT_CHUNK : n;
    if (lo >= n) return;
    uint32_t mn = ~0u, mx = 0, unsorted = 0;
    MW_ROLLED for (uint32_t x = lo + lane; x < hi; x += 32u) {
        MW_ITER();
        const uint32_t k = mw_sort_key(d, a, comp, off, sgn, start + x);
        mn = k < mn ? k : mn;
        mx = k > mx ? k : mx;
        if (x > 0) unsorted |= k < mw_sort_key(d, a, comp, off, sgn, start + x - 1);
    }
    for (uint32_t k = 16; k > 0; k >>= 1) {
        const uint32_t omn = __shfl_xor_sync(0xffffffffu, mn, k), omx = __shfl_xor_sync(0xffffffffu, mx, k);
        mn = omn < mn ? omn : mn;
        mx = omx > mx ? omx : mx;
        unsorted |= __shfl_xor_sync(0xffffffffu, unsorted, k);
    }
    if (lane != 0) return;
    uint32_t* sw = mw_sort_words(t, w);
    atomicMax(&sw[MW_SW_MIN], ~mn);
    atomicMax(&sw[MW_SW_MAX], mx);
    if (unsorted) atomicMax(&sw[MW_SW_UNSORTED], 1u);
}

// Stage 2 (world w): how the world sorts, and its key index entry; keys far apart are sorted
// and indexed here, by this thread.
MW_DEV void mw_sort_plan(MwDev* d, uint32_t a, uint32_t comp, uint32_t off, bool sgn, uint32_t w) {
    MwDevTable* t = &d->tables[a];
    MwTable* v = &d->views[a];
    const uint32_t n = MW_FILL(t, w);
    const uint64_t start = (uint64_t)w * t->cap;
    uint32_t* sw = mw_sort_words(t, w);
    MwKeyWorld* kw = (MwKeyWorld*)v->key_worlds + w;
    const uint32_t mn = ~sw[MW_SW_MIN], range = sw[MW_SW_MAX] - mn;
    if (n == 0) {
        kw->min = 0; kw->at = 0; kw->len = 0;
        return;
    }
    if ((uint64_t)range < 8ull * n + 64ull) {
        kw->min = mw_sort_unbias(mn, sgn);
        kw->at = (uint32_t)((uint64_t)w * (8ull * t->cap + 65ull));
        kw->len = range + 2u;
        if (sw[MW_SW_UNSORTED]) {
            uint32_t passes = range < 0x100u ? 1u : range < 0x10000u ? 2u : range < 0x1000000u ? 3u : 4u;
            sw[MW_SW_PASSES] = passes;
            sw[MW_SW_PERM] = 1u + ((passes - 1u) & 1u);
            atomicMax(&t->sort_work[0], passes);
        }
        return;
    }
    sw[MW_SW_SPARSE] = 1u;
    uint32_t* p = t->sort_perm + 2 * start;
    if (sw[MW_SW_UNSORTED]) {
        mw_sort_merge(d, a, comp, off, sgn, w, p, p + t->cap);
        sw[MW_SW_PERM] = 1u;
    }
    int64_t* keys = (int64_t*)v->key_keys + start;
    uint32_t* starts = (uint32_t*)v->key_starts + start;
    uint32_t m = 0;
    for (uint32_t j = 0; j < n; j++) {
        MW_ITER();
        int64_t x = mw_sort_unbias(mw_sort_key(d, a, comp, off, sgn, start + (sw[MW_SW_PERM] ? p[j] : j)), sgn);
        if (m == 0 || keys[m - 1] != x) {
            keys[m] = x;
            starts[m] = (uint32_t)start + j;
            m++;
        }
    }
    kw->min = 0; kw->at = m; kw->len = 0;
}

// A radix pass's stage j (0 count, 3 place: lane sub % 32 of the warp of chunk sub / 32; 1 total,
// 2 offsets: lane sub % 32 of the warp of block sub / 32). The histogram's entries
// hist[g * nc + chunk], in that order, are summed: the entries before one are where that chunk's
// rows of digit g go. Every chunk's entries are counted, those past the world's rows zero.
MW_DEV void mw_sort_pass(MwDev* d, uint32_t a, uint32_t comp, uint32_t off, bool sgn, uint32_t pass, uint32_t j,
                         uint32_t w, uint32_t sub) {
    const MwDevTable* t = &d->tables[a];
    const uint32_t* sw = mw_sort_words(t, w);
    if (sw[MW_SW_PASSES] <= pass) return;
    const uint32_t n = MW_FILL(t, w), nc = mw_sort_nc(t);
    uint32_t* hist = mw_sort_hist(t, w);
    if (j == 1 || j == 2) {
        const uint32_t lane = sub % 32u, b = sub / 32u, entries = 256u * nc;
        uint32_t* blk = mw_sort_blocks(t, w);
        // This lane's run of the block's entries, in order.
        const uint32_t first = (b * 32u + lane) * MW_SORT_RUN;
        uint32_t s = 0;
        MW_ROLLED for (uint32_t k = 0; k < MW_SORT_RUN; k++) {
            MW_ITER();
            if (first + k < entries) s += hist[first + k];
        }
        if (j == 1) {
            s = mw_warp_sum(s, lane);
            if (lane == 0) blk[b] = s;
        } else {
            uint32_t before = 0;
            MW_ROLLED for (uint32_t k = lane; k < b; k += 32u) {
                MW_ITER();
                before += blk[k];
            }
            uint32_t at = mw_warp_sum(before, lane) + mw_warp_scan(s, lane);
            MW_ROLLED for (uint32_t k = 0; k < MW_SORT_RUN; k++) {
                MW_ITER();
                if (first + k < entries) {
                    const uint32_t x = hist[first + k];
                    hist[first + k] = at;
                    at += x;
                }
            }
        }
        return;
    }
    // Count and place: a warp per chunk (sub = chunk * 32 + lane), its rows in rounds of 32, a
    // lane a row. A thread walking its chunk's 128 rows (each an increment of a counter in
    // memory, a chain of dependent loads) took boids' sort at 1 x 131,072 ships to 1.19 ms on an
    // H200; a round is a few loads side by side.
    const uint32_t chunk = sub / 32u, lane = sub % 32u;
    uint32_t lo = chunk * MW_SORT_CHUNK, hi = lo + MW_SORT_CHUNK < n ? lo + MW_SORT_CHUNK : n;
    uint32_t* h = hist + chunk;
    if (j == 0) {
        // A chunk past the world's rows counts nothing, but its entries are summed.
        MW_ROLLED for (uint32_t g = lane; g < 256u; g += 32u) {
            MW_ITER();
            h[(uint64_t)g * nc] = 0;
        }
        __syncwarp();
    }
    if (lo >= n) return;
    const uint64_t start = (uint64_t)w * t->cap;
    const uint32_t mn = ~sw[MW_SW_MIN], shift = 8u * pass;
    uint32_t* p = t->sort_perm + 2 * start;
    const uint32_t* src = pass == 0 ? nullptr : (pass & 1) ? p : p + t->cap;
    uint32_t* dst = (pass & 1) ? p + t->cap : p;
    MW_ROLLED for (uint32_t x0 = lo; x0 < hi; x0 += 32u) {
        MW_ITER();
        const uint32_t x = x0 + lane;
        const bool in = x < hi;
        const uint32_t r = !in ? 0u : src ? src[x] : x;
        const uint32_t g = in ? ((mw_sort_key(d, a, comp, off, sgn, start + r) - mn) >> shift) & 255u : 0u;
        if (j == 0) {
            if (in) atomicAdd(&h[(uint64_t)g * nc], 1u);
            continue;
        }
        // The lanes of this round with this lane's digit (eight votes, one a bit), in row
        // order: this row goes after the earlier ones; the first of them moves the counter.
        uint32_t same = __ballot_sync(0xffffffffu, in);
        MW_ROLLED for (uint32_t b = 0; b < 8u; b++) {
            const uint32_t v = __ballot_sync(0xffffffffu, (g >> b) & 1u);
            same &= (g >> b) & 1u ? v : ~v;
        }
        uint32_t* at = &h[(uint64_t)g * nc];
        const uint32_t base = in ? *at : 0u;
        if (in) dst[base + mw_below(same, lane)] = r;
        __syncwarp();
        if (in && mw_below(same, lane) == 0u) *at = base + (uint32_t)__popc(same);
        __syncwarp();
    }
}

// Stage MW_SORT_GATHER (row `sub` of world w): the row that goes there, into its scratch row.
// Components whose bit is set in `skip` stay where they are (the step plan's `unmoved`: each is
// overwritten before anything reads it); their place in the scratch row stays, unused.
MW_DEV void mw_sort_gather(MwDev* d, uint32_t a, uint32_t w, uint32_t sub, uint64_t skip) {
    const MwDevTable* t = &d->tables[a];
    const uint32_t moved = mw_sort_words(t, w)[MW_SW_PERM];
    if (sub >= MW_FILL(t, w) || !moved) return;
    const uint64_t start = (uint64_t)w * t->cap;
    uint8_t* row = t->sort_rows + (start + sub) * t->sort_stride;
    uint64_t from = start + t->sort_perm[2 * start + (moved - 1) * t->cap + sub];
    mw_pack_row(d, a, from, row, skip);
}

// Stage MW_SORT_PUT (row `sub` of world w): its scratch row back, its entity's slot, and its
// entries of the direct table: entry k - least is the first row whose key is >= k, and one entry
// past the greatest key; a row writes the entries after its predecessor's key up to its own.
// Keys are read from the scratch rows, which nothing writes now.
MW_DEV void mw_sort_put(MwDev* d, uint32_t a, uint32_t comp, uint32_t off, bool sgn, uint32_t w, uint32_t sub,
                        uint64_t skip) {
    const MwDevTable* t = &d->tables[a];
    MwTable* v = &d->views[a];
    const uint32_t* sw = mw_sort_words(t, w);
    const uint32_t n = MW_FILL(t, w), moved = sw[MW_SW_PERM];
    if (sub >= n) return;
    const uint64_t start = (uint64_t)w * t->cap, to = start + sub;
    const uint32_t stride = t->sort_stride;
    if (moved) mw_unpack_row(d, a, w, t->sort_rows + to * stride, to, skip);
    if (sw[MW_SW_SPARSE]) return;
    const uint32_t mn = ~sw[MW_SW_MIN];
    const uint8_t* keys = moved ? t->sort_rows + mw_sort_packed(d, a, comp) + off : v->cols[comp] + off;
    const uint64_t kstride = moved ? stride : d->comp_sizes[comp];
    auto sorted = [&](uint64_t x) {
        uint32_t k = mw_ld<uint32_t>(keys + x * kstride);
        return (sgn ? k ^ 0x80000000u : k) - mn;
    };
    uint32_t* dense = (uint32_t*)v->key_dense + ((const MwKeyWorld*)v->key_worlds + w)->at;
    uint32_t hi = sorted(to);
    uint32_t lo = sub == 0 ? 0u : sorted(to - 1) + 1u;
    for (uint32_t k = lo; k <= hi; k++) {
        MW_ITER();
        dense[k] = (uint32_t)to;
    }
    if (sub + 1 == n) dense[hi + 1] = (uint32_t)(start + n);
}

MW_DEV void mw_sort_item(MwDev* d, uint32_t a, uint32_t comp, uint32_t off, bool sgn, uint32_t s, uint32_t i,
                         uint64_t skip) {
    const MwDevTable* t = &d->tables[a];
    if (s == 0) {
        uint32_t* sw = mw_sort_words(t, i);
        for (uint32_t k = 0; k < 8; k++) sw[k] = 0;
    } else if (s == 1) {
        mw_sort_range(d, a, comp, off, sgn, i / 32u / mw_sort_nc(t), i / 32u % mw_sort_nc(t), i % 32u);
    } else if (s == 2) {
        mw_sort_plan(d, a, comp, off, sgn, i);
    } else if (s < MW_SORT_GATHER) {
        uint32_t j = (s - 3) % 4, per = 32u * (j == 1 || j == 2 ? mw_sort_nb(t) : mw_sort_nc(t));
        mw_sort_pass(d, a, comp, off, sgn, (s - 3) / 4, j, i / per, i % per);
    } else if (s == MW_SORT_GATHER) {
        mw_sort_gather(d, a, i / t->cap, i % t->cap, skip);
    } else {
        mw_sort_put(d, a, comp, off, sgn, i / t->cap, i % t->cap, skip);
    }
}

// ---- the scheduler -------------------------------------------------------------------------

// Generated per environment (after the kernels): how many items a phase has (0: skip it),
// what an item does, what the phase does once all its items are done.
MW_DEV uint32_t mw_phase_items(MwDev* d, uint32_t p);
// An item returns whether its world asked to be reset where it ran (MW_RESET_INLINE), which
// mw_phase_reset then does.
MW_DEV bool mw_phase_item(MwDev* d, MwCtx* c, uint32_t p, uint32_t i);
MW_DEV void mw_phase_reset(MwDev* d, MwCtx* c, uint32_t p, uint32_t i);
// The index of x's lowest set bit (x != 0).
#ifdef MW_EMULATE
MW_DEV uint32_t mw_low_bit(uint64_t x) { return (uint32_t)__builtin_ctzll(x); }
#else
MW_DEV uint32_t mw_low_bit(uint64_t x) { return (uint32_t)(__ffsll((long long)x) - 1); }
#endif
MW_DEV void mw_phase_end(MwDev* d, uint32_t p);


#ifdef MW_EMULATE
// Adds `items` items of phase p, `work` serial steps in all, the longest `longest` (mw_emu_api.h).
static void mw_emu_record(uint32_t p, uint64_t items, uint64_t work, uint64_t longest);
#endif

// Publishes the first phase after `p` that has work (running the epilogues of empty ones),
// or the end of the program.
// Stamps the end of `p` and the start of what it publishes; a phase without work starts and
// ends at once.
MW_DEV void mw_advance(MwDev* d, uint32_t p) {
    uint64_t t = mw_clock();
    if (p != MW_END) d->stamps[p][1] = t;
    // Volatile loads: thread 0 wrote the launch's phases after other multiprocessors may have
    // cached their line (it holds the context every thread reads first).
    const uint32_t end = mw_load(&d->end_phase);
    uint32_t q = p == MW_END ? mw_load(&d->first_phase) : p + 1;
    // After a stop, straight to the end-of-step compaction: later nodes and the resets wait
    // for the next step, as on the CPU (SEMANTICS.md 10.10). Skipped phases take no time.
    if (q < d->stop_to && mw_load(&d->stop) != 0u) {
        for (; q < d->stop_to && q < end; q++) {
            d->total[q] = 0;
            d->stamps[q][0] = t;
            d->stamps[q][1] = t;
        }
    }
    for (; q < end; q++) {
        uint32_t n = mw_phase_items(d, q);
        d->total[q] = n;
        if (n != 0) break;
        mw_phase_end(d, q);
        d->stamps[q][0] = t;
        d->stamps[q][1] = t;
    }
    if (q < end) d->stamps[q][0] = mw_clock();
    __threadfence();
    *(volatile uint32_t*)&d->phase = q;
}

// Whether the host would grow the regions after this step (cuda/src/exec.rs grow: a table's
// peak past half its region): the launch then ends with it, so that a run of steps is the
// single steps with the host's growing between them.
MW_DEV bool mw_must_grow(MwDev* d) {
    if (!d->grows) return false;
    for (uint32_t a = 0; a < d->ntables; a++)
        if (mw_load(&d->tables[a].peak) > d->tables[a].cap / 2u) return true;
    return false;
}

// The persistent loop every thread of the megakernel runs over phases [first, end) of the
// program, `steps` times (steps step, step + 1, ...): claim 32 items of the current phase per
// warp, run one per lane, report them done; the warp finishing a phase advances. The launch's
// phases come as arguments and the last warp out of a step readies the scheduler (nothing
// claimed or done), then publishes the next step's first phase or ends the launch (no phase
// published), so the host writes nothing before a launch: a step is one launch and one read of
// the stop word, and a run of steps one launch. A stop ends the launch after its step.
MW_DEV void mw_run_phases(MwDev* d, uint32_t step, uint32_t first, uint32_t end, uint32_t steps) {
    const uint32_t lane = threadIdx.x % 32;
    const uint32_t gtid = blockIdx.x * blockDim.x + threadIdx.x;
    MwCtx c = d->ctx;
    c.step = step;
    c.locals = d->arena + (uint64_t)gtid * d->arena_bytes;
    if (gtid == 0) {
        // Every other warp waits for the first phase mw_advance publishes.
        d->first_phase = first;
        d->end_phase = end;
        d->lstep = 0u;
        mw_advance(d, MW_END);
    }
    for (uint32_t ls = 0;;) {
        for (;;) {
            uint32_t p = 0;
            if (lane == 0) {
                while ((p = mw_spin_load(&d->phase)) == MW_END) __nanosleep(100);
            }
            p = __shfl_sync(0xffffffffu, p, 0);
            if (p >= end) break;
#ifdef MW_TRAFFIC
            mw_emu_phase = p;
#endif
            // A warp claims 32 items a round, several rounds at once when the phase has many more
            // items than the grid has threads: each claim and report is an atomic on one word of
            // the phase, and millions of them a phase (a CartPole step) cost more than the items.
            __threadfence();
            const uint32_t total = mw_load(&d->total[p]);
            const uint32_t threads = gridDim.x * blockDim.x;
            const uint32_t rounds = total / threads > 2u ? total / threads / 2u : 1u;
            uint32_t base = lane == 0 ? atomicAdd(&d->claim[p], 32u * rounds) : 0u;
            base = __shfl_sync(0xffffffffu, base, 0);
            __threadfence();
            if (base >= total) {
                // Nothing left to claim: wait for the warp that finishes the phase.
                if (lane == 0) {
                    while (mw_spin_load(&d->phase) == p) __nanosleep(100);
                }
                __syncwarp();
                continue;
            }
            // In chunks of 64 rounds: the worlds whose items asked to be reset where they ran
            // (MW_RESET_INLINE) are reset after the chunk's items, the warp's lanes side by side,
            // so a warp waits on one reset's chain of loads per lane at a time, not on one in
            // most rounds (at 16M CartPole worlds 4.5% reset: a warp's round holds one 77% of
            // the time).
#ifdef MW_EMULATE
            // The emulation measures the parallelism: per item, 1 + its loop iterations.
            uint64_t ran = 0, work = 0, longest = 0;
#define MW_EMU_ITEM(call)                                                              \
    do {                                                                               \
        mw_emu_iters = 0;                                                              \
        call;                                                                          \
        ran++;                                                                         \
        work += 1 + mw_emu_iters;                                                      \
        longest = 1 + mw_emu_iters > longest ? 1 + mw_emu_iters : longest;             \
    } while (0)
#else
#define MW_EMU_ITEM(call) call
#endif
            for (uint32_t k0 = 0; k0 < rounds; k0 += 64u) {
                const uint32_t k1 = rounds - k0 > 64u ? k0 + 64u : rounds;
                uint64_t asked = 0;
                for (uint32_t k = k0; k < k1; k++) {
                    uint32_t i = base + 32u * k + lane;
                    bool a = false;
                    if (i < total) MW_EMU_ITEM(a = mw_phase_item(d, &c, p, i));
                    if (a) asked |= 1ull << (k - k0);
                }
                while (asked) {
                    const uint32_t k = k0 + mw_low_bit(asked);
                    asked &= asked - 1u;
                    MW_EMU_ITEM(mw_phase_reset(d, &c, p, base + 32u * k + lane));
                }
            }
#undef MW_EMU_ITEM
#ifdef MW_EMULATE
            mw_emu_record(p, ran, work, longest);
#endif
            // Every lane's writes are visible device-wide before lane 0 reports the items done (and
            // maybe publishes the next phase, whose items read them).
            __threadfence();
            __syncwarp();
            if (lane == 0) {
                uint32_t n = total - base < 32u * rounds ? total - base : 32u * rounds;
                __threadfence();
                if (atomicAdd(&d->done[p], n) + n == total) {
                    mw_phase_end(d, p);
                    mw_advance(d, p);
                }
            }
            __syncwarp();
        }
        // Out of the step's loop: every phase is done. The last warp out clears what the phases
        // claimed (no warp reads them again: all are here), then publishes the next step's first
        // phase before it says which step that is (a waiting warp then finds the phase), or ends
        // the launch.
        uint32_t next = 0;
        if (lane == 0) {
            __threadfence();
            if (atomicAdd(&d->exited, 1u) + 1u == gridDim.x * blockDim.x / 32u) {
                for (uint32_t p = first; p < end; p++) {
                    d->claim[p] = 0u;
                    d->done[p] = 0u;
                }
                d->exited = 0u;
                __threadfence();
                if (ls + 1u < steps && mw_load(&d->stop) == 0u && !mw_must_grow(d)) {
                    c.step = step + ls + 1u;
                    mw_advance(d, MW_END);
                    next = ls + 1u;
                } else {
                    *(volatile uint32_t*)&d->phase = MW_END;
                    next = ls | MW_LAST_STEP;
                }
                __threadfence();
                *(volatile uint32_t*)&d->lstep = next;
            } else {
                while ((next = mw_spin_load(&d->lstep)) == ls) __nanosleep(100);
            }
        }
        next = __shfl_sync(0xffffffffu, next, 0);
        if (next & MW_LAST_STEP) break;
        ls = next;
        c.step = step + ls;
    }
}

#endif
