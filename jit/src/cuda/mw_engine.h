// manyworlds: the device engine and the megakernel's scheduler (device builds only).
//
// **Storage.** Every table gives each world a region of `cap` rows: world w's rows are
// [w*cap, w*cap + fill[w]), and `ranges[w] = {w*cap, count}` are the rows as of the last
// compaction (what loops visit). A spawn appends at fill[w], so the rows a world spawns during
// a node are contiguous and in spawn order, past its range: they are exactly what the CPU's
// spawn log lists. Compaction slides a world's live rows to the front of its region, keeping
// their order (the CPU's stable sort by world, per world). No world ever touches another's
// region, so nothing in the engine needs atomics except the scheduler and the step's flags,
// and results cannot depend on which thread runs which world.
//
// **Entities.** Per world `slot_cap` slots {generation, arch, row} with a LIFO free list,
// exactly runtime/src/entity.rs, so ids and generations are the CPU's.
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
    uint32_t dirty;
    uint32_t* fill;
    uint32_t (*ranges)[2];
    // Sorting: scratch for one column of a world's rows (sort_stride bytes a row), and two
    // permutations (2 * cap a world).
    uint32_t sort_stride;
    // The most rows a world had after a compaction (the host grows the regions from it).
    uint32_t peak;
    uint8_t* sort_rows;
    uint32_t* sort_perm;
};

struct MwDev {
    uint32_t worlds, ntables, ncomps, slot_cap;
    MwTable* views;
    MwDevTable* tables;
    const uint32_t* comp_sizes;
    uint32_t* slot_gen;
    uint32_t* slot_arch;
    uint32_t* slot_row;
    uint32_t* ent_len;
    uint32_t* ent_live;
    uint32_t* ent_free;
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
    uint32_t* claim;
    uint32_t* done;
    uint32_t* total;
    // The device timers: per phase, when it was published and when its last item and its
    // epilogue were done (ns of %globaltimer; the host reads them after a step).
    uint64_t (*stamps)[2];
};

// Nanoseconds on the device's global timer (the emulation reads the host's steady clock).
#ifndef MW_EMULATE
MW_DEV uint64_t mw_clock() {
    uint64_t t;
    asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t));
    return t;
}
#endif

MW_DEV MwDev* mw_dev(const MwCtx* c) { return (MwDev*)c->shared; }

MW_DEV void mw_stop_with(MwDev* d, uint32_t why, uint32_t arch) {
    if (atomicCAS(&d->stop, 0u, why) == 0u) d->full_arch = arch;
}

MW_DEV uint32_t mw_next_gen(uint32_t g) { return g + 1u == 0u ? 1u : g + 1u; }

// The slot of a live entity of world w, or MW_END.
MW_DEV uint32_t mw_slot(const MwDev* d, uint32_t w, uint64_t bits) {
    uint32_t id = (uint32_t)bits, gen = (uint32_t)(bits >> 32);
    if (id >= d->ent_len[w]) return MW_END;
    uint64_t s = (uint64_t)w * d->slot_cap + id;
    return d->slot_gen[s] == gen && d->slot_arch[s] != MW_FREE ? (uint32_t)s - w * d->slot_cap : MW_END;
}

MW_DEV void mw_zero_row(MwDev* d, uint32_t arch, uint32_t row) {
    const MwTable* t = &d->views[arch];
    for (uint32_t c = 0; c < d->ncomps; c++) {
        uint8_t* col = t->cols[c];
        if (col) mw_zero(col + (uint64_t)row * d->comp_sizes[c], d->comp_sizes[c]);
    }
}

MW_DEV uint64_t mw_spawn(const MwCtx* c, uint32_t arch, uint32_t w, uint32_t log) {
    (void)log;
    MwDev* d = mw_dev(c);
    MwDevTable* t = &d->tables[arch];
    uint32_t f = t->fill[w];
    bool slot_free = d->ent_free[w] != MW_END || d->ent_len[w] < d->slot_cap;
    if (f >= t->cap || !slot_free) {
        mw_stop_with(d, 2u, arch);
        return 0;
    }
    uint32_t row = w * t->cap + f;
    t->fill[w] = f + 1;
    t->dirty = 1;
    uint64_t base = (uint64_t)w * d->slot_cap;
    uint32_t id;
    if (d->ent_free[w] != MW_END) {
        id = d->ent_free[w];
        d->ent_free[w] = d->slot_row[base + id];
    } else {
        id = d->ent_len[w]++;
        d->slot_gen[base + id] = 1;
    }
    d->slot_arch[base + id] = arch;
    d->slot_row[base + id] = row;
    d->ent_live[w]++;
    uint64_t bits = (uint64_t)id | (uint64_t)d->slot_gen[base + id] << 32;
    MwTable* v = &d->views[arch];
    v->world_ids[row] = (int32_t)w;
    mw_st_ent((uint8_t*)(v->entities + row), bits);
    mw_zero_row(d, arch, row);
    return bits;
}

MW_DEV void mw_destroy(const MwCtx* c, uint32_t w, uint64_t bits) {
    MwDev* d = mw_dev(c);
    uint32_t id = mw_slot(d, w, bits);
    if (id == MW_END) return;
    uint64_t s = (uint64_t)w * d->slot_cap + id;
    uint32_t arch = d->slot_arch[s], row = d->slot_row[s];
    d->slot_arch[s] = MW_FREE;
    d->slot_gen[s] = mw_next_gen(d->slot_gen[s]);
    d->slot_row[s] = d->ent_free[w];
    d->ent_free[w] = id;
    d->ent_live[w]--;
    d->views[arch].world_ids[row] = -1;
    d->tables[arch].dirty = 1;
}

MW_DEV uint8_t* mw_lookup(const MwCtx* c, uint32_t w, uint64_t bits, uint32_t comp) {
    MwDev* d = mw_dev(c);
    uint32_t id = mw_slot(d, w, bits);
    if (id == MW_END) {
        if (bits != 0) atomicAdd((unsigned long long*)&d->stale, 1ull);
        return 0;
    }
    uint64_t s = (uint64_t)w * d->slot_cap + id;
    uint8_t* col = d->views[d->slot_arch[s]].cols[comp];
    return col ? col + (uint64_t)d->slot_row[s] * d->comp_sizes[comp] : 0;
}

MW_DEV bool mw_alive(const MwCtx* c, uint32_t w, uint64_t bits) { return mw_slot(mw_dev(c), w, bits) != MW_END; }

MW_DEV bool mw_has(const MwCtx* c, uint32_t w, uint64_t bits, uint32_t comp) {
    MwDev* d = mw_dev(c);
    uint32_t id = mw_slot(d, w, bits);
    return id != MW_END && d->views[d->slot_arch[(uint64_t)w * d->slot_cap + id]].cols[comp] != 0;
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
    return d->tables[arch].fill[w] - d->tables[arch].ranges[w][1];
}
MW_DEV uint32_t mw_log_row(const MwCtx* c, uint32_t arch, uint32_t w, uint32_t j) {
    MwDev* d = mw_dev(c);
    return d->tables[arch].ranges[w][0] + d->tables[arch].ranges[w][1] + j;
}

// ---- engine phases, per world ----------------------------------------------------------

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
    d->slot_row[(uint64_t)w * d->slot_cap + (uint32_t)e] = to;
}

// Compaction of world w's region of table a: live rows slide down, in order.
MW_DEV void mw_compact_world(MwDev* d, uint32_t a, uint32_t w) {
    MwDevTable* t = &d->tables[a];
    MwTable* v = &d->views[a];
    uint32_t start = w * t->cap, fill = t->fill[w], j = 0;
    for (uint32_t i = 0; i < fill; i++) {
        if (v->world_ids[start + i] == (int32_t)w) {
            if (i != j) mw_move_row(d, a, w, start + i, start + j);
            j++;
        }
    }
    for (uint32_t i = j; i < fill; i++) v->world_ids[start + i] = -1;
    t->fill[w] = j;
    t->ranges[w][1] = j;
    atomicMax(&t->peak, j);
}

// The reset of world w (SEMANTICS.md 10.7): every entity destroyed, ids restarting at 0 with
// new generations, its rows dropped; then the caller runs init_world.
MW_DEV void mw_clear_world(MwDev* d, uint32_t w) {
    uint64_t base = (uint64_t)w * d->slot_cap;
    uint32_t len = d->ent_len[w];
    for (uint32_t id = 0; id < len; id++) {
        if (d->slot_arch[base + id] != MW_FREE) {
            d->views[d->slot_arch[base + id]].world_ids[d->slot_row[base + id]] = -1;
            d->slot_arch[base + id] = MW_FREE;
        }
        d->slot_gen[base + id] = mw_next_gen(d->slot_gen[base + id]);
        d->slot_row[base + id] = id + 1 < len ? id + 1 : MW_END;
    }
    d->ent_free[w] = len > 0 ? 0u : MW_END;
    d->ent_live[w] = 0;
    for (uint32_t a = 0; a < d->ntables; a++) {
        MwDevTable* t = &d->tables[a];
        if (t->fill[w] != 0) t->dirty = 1;
        t->fill[w] = 0;
        t->ranges[w][1] = 0;
    }
}

// Stable sort of world w's rows of table a by a 32-bit key (signed or not), then its part of
// the key index: its distinct keys and the row each starts at (a sparse index, which the
// generated lookup bisects).
MW_DEV void mw_sort_world(MwDev* d, uint32_t a, uint32_t comp, uint32_t off, bool sgn, uint32_t w) {
    MwDevTable* t = &d->tables[a];
    MwTable* v = &d->views[a];
    uint32_t start = w * t->cap, n = t->fill[w];
    uint32_t* p = t->sort_perm + (uint64_t)2 * start;
    uint32_t* q = p + t->cap;
    const uint8_t* kc = v->cols[comp];
    uint32_t ksize = d->comp_sizes[comp];
    // Keys as biased unsigned values, so one comparison serves int and uint keys.
    auto key = [&](uint32_t r) -> uint32_t {
        uint32_t k = mw_ld<uint32_t>(kc + (uint64_t)(start + r) * ksize + off);
        return sgn ? k ^ 0x80000000u : k;
    };
    for (uint32_t i = 0; i < n; i++) p[i] = i;
    // Bottom-up merge sort: stable.
    for (uint32_t width = 1; width < n; width *= 2) {
        for (uint32_t lo = 0; lo < n; lo += 2 * width) {
            uint32_t mid = lo + width < n ? lo + width : n, hi = lo + 2 * width < n ? lo + 2 * width : n;
            uint32_t i = lo, j = mid, o = lo;
            while (i < mid && j < hi) q[o++] = key(p[j]) < key(p[i]) ? p[j++] : p[i++];
            while (i < mid) q[o++] = p[i++];
            while (j < hi) q[o++] = p[j++];
        }
        uint32_t* s = p; p = q; q = s;
    }
    // Apply the permutation column by column (entities too), through the world's scratch
    // (sort_stride bytes per row: at least 8, at least the largest component).
    uint8_t* area = t->sort_rows + (uint64_t)start * t->sort_stride;
    uint64_t* te = (uint64_t*)area;
    for (uint32_t i = 0; i < n; i++) te[i] = mw_ld_ent((const uint8_t*)(v->entities + start + p[i]));
    for (uint32_t i = 0; i < n; i++) {
        mw_st_ent((uint8_t*)(v->entities + start + i), te[i]);
        d->slot_row[(uint64_t)w * d->slot_cap + (uint32_t)te[i]] = start + i;
    }
    for (uint32_t c = 0; c < d->ncomps; c++) {
        uint8_t* col = v->cols[c];
        if (!col) continue;
        uint32_t sz = d->comp_sizes[c];
        for (uint32_t i = 0; i < n; i++)
            for (uint32_t k = 0; k < sz; k += 4)
                mw_st<uint32_t>(area + (uint64_t)i * sz + k, mw_ld<uint32_t>(col + (uint64_t)(start + p[i]) * sz + k));
        for (uint32_t i = 0; i < n; i++)
            for (uint32_t k = 0; k < sz; k += 4)
                mw_st<uint32_t>(col + (uint64_t)(start + i) * sz + k, mw_ld<uint32_t>(area + (uint64_t)i * sz + k));
    }
    // The key index: distinct keys from the world's first row on, with their first rows.
    int64_t* keys = (int64_t*)v->key_keys + start;
    uint32_t* starts = (uint32_t*)v->key_starts + start;
    uint32_t m = 0;
    for (uint32_t i = 0; i < n; i++) {
        uint32_t k = mw_ld<uint32_t>(kc + (uint64_t)(start + i) * ksize + off);
        int64_t x = sgn ? (int64_t)(int32_t)k : (int64_t)k;
        if (m == 0 || keys[m - 1] != x) {
            keys[m] = x;
            starts[m] = start + i;
            m++;
        }
    }
    MwKeyWorld* kw = (MwKeyWorld*)v->key_worlds + w;
    kw->min = 0;
    kw->at = m;
    kw->len = 0;
}

// ---- the scheduler -------------------------------------------------------------------------

// Generated per environment (after the kernels): how many items a phase has (0: skip it),
// what an item does, what the phase does once all its items are done.
MW_DEV uint32_t mw_phase_items(MwDev* d, uint32_t p);
MW_DEV void mw_phase_item(MwDev* d, MwCtx* c, uint32_t p, uint32_t i);
MW_DEV void mw_phase_end(MwDev* d, uint32_t p);

MW_DEV uint32_t mw_load(const uint32_t* p) { return *(const volatile uint32_t*)p; }

// Publishes the first phase after `p` that has work (running the epilogues of empty ones),
// or the end of the program.
// Stamps the end of `p` and the start of what it publishes; a phase without work starts and
// ends at once.
MW_DEV void mw_advance(MwDev* d, uint32_t p) {
    uint64_t t = mw_clock();
    if (p != MW_END) d->stamps[p][1] = t;
    uint32_t q = p == MW_END ? d->first_phase : p + 1;
    for (; q < d->end_phase; q++) {
        uint32_t n = mw_phase_items(d, q);
        d->total[q] = n;
        if (n != 0) break;
        mw_phase_end(d, q);
        d->stamps[q][0] = t;
        d->stamps[q][1] = t;
    }
    if (q < d->end_phase) d->stamps[q][0] = mw_clock();
    __threadfence();
    *(volatile uint32_t*)&d->phase = q;
}

// The persistent loop every thread of the megakernel runs: claim 32 items of the current
// phase per warp, run one per lane, report them done; the warp finishing a phase advances.
MW_DEV void mw_run_phases(MwDev* d, uint32_t step) {
    const uint32_t lane = threadIdx.x % 32;
    const uint32_t gtid = blockIdx.x * blockDim.x + threadIdx.x;
    MwCtx c = d->ctx;
    c.step = step;
    c.locals = d->arena + (uint64_t)gtid * d->arena_bytes;
    if (gtid == 0) mw_advance(d, MW_END);
    for (;;) {
        uint32_t p = 0;
        if (lane == 0) {
            while ((p = mw_load(&d->phase)) == MW_END) __nanosleep(100);
        }
        p = __shfl_sync(0xffffffffu, p, 0);
        if (p >= d->end_phase) break;
        uint32_t base = lane == 0 ? atomicAdd(&d->claim[p], 32u) : 0u;
        base = __shfl_sync(0xffffffffu, base, 0);
        __threadfence();
        const uint32_t total = mw_load(&d->total[p]);
        if (base >= total) {
            // Nothing left to claim: wait for the warp that finishes the phase.
            if (lane == 0) {
                while (mw_load(&d->phase) == p) __nanosleep(100);
            }
            __syncwarp();
            continue;
        }
        if (base + lane < total) mw_phase_item(d, &c, p, base + lane);
        // Every lane's writes are visible device-wide before lane 0 reports the items done (and
        // maybe publishes the next phase, whose items read them).
        __threadfence();
        __syncwarp();
        if (lane == 0) {
            uint32_t n = total - base < 32u ? total - base : 32u;
            __threadfence();
            if (atomicAdd(&d->done[p], n) + n == total) {
                mw_phase_end(d, p);
                mw_advance(d, p);
            }
        }
        __syncwarp();
    }
}

#endif
