// manyworlds: the support code every generated translation unit starts with.
//
// The generated code is CUDA C++ written so that the same text builds three ways: for a GPU
// (NVRTC); for an emulated GPU (`-DMW_EMULATE -include mw_emulate.h`, host threads as blocks
// and warps); and as plain C++17 kernels for the CPU executor (`-DMW_HOST`). The last two are
// how the CUDA backend is checked bit for bit against Cranelift without a GPU (jit/SEMANTICS.md
// is what every backend implements; its section 13 lists what C++ needs spelled out).
//
// What differs between the builds is only here: how memory is read (typed loads on the device,
// memcpy on the host, where typed access would break strict aliasing), the bit casts, and how
// the engine's entry points are reached (`MW_HOST`: the CPU runtime's, through a table it fills
// in; otherwise the device engine of mw_engine.h).

#ifdef MW_HOST
#include <cmath>
#include <cstdint>
#include <cstring>
#define MW_DEV static inline
#define MW_ENTRY extern "C"
#else
#ifndef MW_EMULATE
typedef unsigned char uint8_t;
typedef unsigned int uint32_t;
typedef int int32_t;
typedef unsigned long long uint64_t;
typedef long long int64_t;
#define INT64_MIN (-9223372036854775807LL - 1)
#define INT64_MAX 9223372036854775807LL
#endif
#define MW_DEV static __device__ __forceinline__
// An engine function compiled once and called: its registers do not count to the megakernel's
// every phase (each phase runs with the registers of the most demanding one).
#ifdef MW_EMULATE
#define MW_DEV_CALL static
#else
#define MW_DEV_CALL static __device__ __noinline__
#endif
#define MW_ENTRY extern "C" __device__
// The register budget of this build's entries (one build per budget, `-DMW_MAXNREG=N`).
#ifdef MW_MAXNREG
#define MW_BUDGET __maxnreg__(MW_MAXNREG)
#else
#define MW_BUDGET
#endif
#endif

// A loop iteration, counted by the emulated GPU (mw_emulate.h) and nothing else.
#ifndef MW_ITER
#define MW_ITER() ((void)0)
#endif

// ---- the runtime's structures (runtime/src/abi.rs; offsets checked below) ----------------

struct MwKeyWorld {
    int64_t min;
    uint32_t at;
    uint32_t len;
};

struct MwTable {
    int32_t* world_ids;
    uint64_t* entities; // 8-byte {id, generation}: read through mw_ld_ent
    uint8_t* const* cols;
    const uint32_t (*ranges)[2];
    uint32_t len;
    uint64_t key_id;
    const MwKeyWorld* key_worlds;
    const uint32_t* key_dense;
    const int64_t* key_keys;
    const uint32_t* key_starts;
};

struct MwSpawnLog {
    const uint32_t* rows;
    uint32_t len;
};

struct MwCtx {
    const MwTable* tables;
    uint8_t* const* singletons;
    const void* shared;
    void* reuse;
    uint8_t* reset_flags;
    uint8_t* scratch;
    const uint8_t* zero;
    uint32_t key[4];
    const uint32_t (*streams)[4];
    uint32_t step;
    uint32_t node;
    uint32_t world_offset; // the global index of world 0 (world_id() and draws add it)
    void* debug;
    uint8_t* locals;
    const uint32_t* stop;
    uint8_t* spawned; // MwSpawnLog entries MW_LOG_SIZE bytes apart
    uint64_t* fallbacks;
    uint64_t* stale;
};

// ---- memory: little endian, fields only as aligned as the layout says ------------------

#ifdef MW_HOST
MW_DEV float mw_f32(uint32_t b) { float f; std::memcpy(&f, &b, 4); return f; }
MW_DEV double mw_f64(uint64_t b) { double f; std::memcpy(&f, &b, 8); return f; }
MW_DEV uint32_t mw_bits32(float f) { uint32_t b; std::memcpy(&b, &f, 4); return b; }
MW_DEV uint64_t mw_bits64(double f) { uint64_t b; std::memcpy(&b, &f, 8); return b; }
template <class T> MW_DEV T mw_ld(const uint8_t* p) { T v; std::memcpy(&v, p, sizeof(T)); return v; }
template <class T> MW_DEV void mw_st(uint8_t* p, T v) { std::memcpy(p, &v, sizeof(T)); }
MW_DEV uint32_t mw_stop_word(const MwCtx* c) { return __atomic_load_n(c->stop, __ATOMIC_RELAXED); }
#else
MW_DEV float mw_f32(uint32_t b) { return __uint_as_float(b); }
MW_DEV double mw_f64(uint64_t b) { return __longlong_as_double((long long)b); }
MW_DEV uint32_t mw_bits32(float f) { return __float_as_uint(f); }
MW_DEV uint64_t mw_bits64(double f) { return (uint64_t)__double_as_longlong(f); }
template <class T> MW_DEV T mw_ld(const uint8_t* p) { return *(const T*)p; }
template <class T> MW_DEV void mw_st(uint8_t* p, T v) { *(T*)p = v; }
MW_DEV uint32_t mw_stop_word(const MwCtx* c) { return *(const volatile uint32_t*)c->stop; }
#endif

// An Entity field is only 4-aligned: two 4-byte halves, id first.
MW_DEV uint64_t mw_ld_ent(const uint8_t* p) {
    return (uint64_t)mw_ld<uint32_t>(p) | (uint64_t)mw_ld<uint32_t>(p + 4) << 32;
}
#ifdef MW_HOST
// The id of row `row`'s entity (device builds: mw_engine.h).
MW_DEV uint32_t mw_row_eid(const MwCtx* c, const MwTable* tv, uint32_t row) {
    (void)c;
    return mw_ld<uint32_t>((const uint8_t*)(tv->entities + row));
}
// World w's singleton `comp` and the scale of offsets into it (device builds: mw_engine.h).
// Here singletons are the CPU runtime's, a struct a world.
MW_DEV uint8_t* mw_single(const MwCtx* c, uint32_t comp, uint32_t w, uint32_t size) {
    return c->singletons[comp] + (uint64_t)w * size;
}
MW_DEV uint64_t mw_sscale(const MwCtx* c) { (void)c; return 1u; }
// The world of row `row` of table `arch`, or -1 for a hole (device builds: mw_engine.h).
MW_DEV int32_t mw_row_world(const MwCtx* c, const MwTable* tv, uint32_t arch, uint32_t row) {
    (void)c;
    (void)arch;
    return tv->world_ids[row];
}
#endif
MW_DEV void mw_st_ent(uint8_t* p, uint64_t v) {
    mw_st<uint32_t>(p, (uint32_t)v);
    mw_st<uint32_t>(p + 4, (uint32_t)(v >> 32));
}
MW_DEV bool mw_ld_bool(const uint8_t* p) { return mw_ld<uint32_t>(p) != 0; }
MW_DEV void mw_st_bool(uint8_t* p, bool v) { mw_st<uint32_t>(p, v ? 1u : 0u); }
MW_DEV void mw_zero(uint8_t* p, uint32_t n) {
    for (uint32_t i = 0; i < n; i += 4) mw_st<uint32_t>(p + i, 0u);
}

// A singleton held as columns (mw_jit::cuda::single_columns): world w's words are `scale`
// bytes apart (mw_sscale: the worlds on the device, 1 in a host build). An entity's two words
// are each in their column; an array zeroed word by word.
MW_DEV uint64_t mw_ld_ent2(const uint8_t* lo, const uint8_t* hi) {
    return (uint64_t)mw_ld<uint32_t>(lo) | (uint64_t)mw_ld<uint32_t>(hi) << 32;
}
MW_DEV void mw_st_ent2(uint8_t* lo, uint8_t* hi, uint64_t v) {
    mw_st<uint32_t>(lo, (uint32_t)v);
    mw_st<uint32_t>(hi, (uint32_t)(v >> 32));
}
MW_DEV void mw_zero_words(uint8_t* p, uint32_t words, uint64_t scale) {
    for (uint32_t k = 0; k < words; k++) mw_st<uint32_t>(p + 4u * k * scale, 0u);
}

// ---- operators C++ leaves undefined (SEMANTICS.md sections 4, 5, 8) ----------------------

MW_DEV int32_t mw_iadd(int32_t a, int32_t b) { return (int32_t)((uint32_t)a + (uint32_t)b); }
MW_DEV int32_t mw_isub(int32_t a, int32_t b) { return (int32_t)((uint32_t)a - (uint32_t)b); }
MW_DEV int32_t mw_imul(int32_t a, int32_t b) { return (int32_t)((uint32_t)a * (uint32_t)b); }
MW_DEV int32_t mw_ineg(int32_t a) { return (int32_t)(0u - (uint32_t)a); }
MW_DEV int32_t mw_idiv(int32_t a, int32_t b) {
    return b == 0 ? 0 : b == -1 ? mw_ineg(a) : a / b;
}
MW_DEV int32_t mw_irem(int32_t a, int32_t b) { return b == 0 ? a : b == -1 ? 0 : a % b; }
MW_DEV uint32_t mw_udiv(uint32_t a, uint32_t b) { return b == 0 ? 0u : a / b; }
MW_DEV uint32_t mw_urem(uint32_t a, uint32_t b) { return b == 0 ? a : a % b; }
MW_DEV int32_t mw_ishl(int32_t a, int32_t n) { return (int32_t)((uint32_t)a << (n & 31)); }
MW_DEV int32_t mw_ishr(int32_t a, int32_t n) {
    // Arithmetic, spelled out: the sign bit copied into the vacated bits.
    uint32_t u = (uint32_t)a >> (n & 31);
    uint32_t s = a < 0 ? ~(0xFFFFFFFFu >> (n & 31)) : 0u;
    return (int32_t)(u | s);
}
MW_DEV uint32_t mw_ushl(uint32_t a, uint32_t n) { return a << (n & 31); }
MW_DEV uint32_t mw_ushr(uint32_t a, uint32_t n) { return a >> (n & 31); }
MW_DEV int32_t mw_iabs(int32_t a) { return a < 0 ? mw_ineg(a) : a; }
MW_DEV uint32_t mw_mulhi(uint32_t a, uint32_t b) { return (uint32_t)(((uint64_t)a * b) >> 32); }

MW_DEV int32_t mw_f2i(double x) {
    return x != x ? 0 : x >= 2147483648.0 ? 2147483647 : x <= -2147483648.0 ? (-2147483647 - 1) : (int32_t)x;
}
MW_DEV uint32_t mw_f2u(double x) {
    return x != x ? 0u : x >= 4294967296.0 ? 4294967295u : x <= -1.0 ? 0u : (uint32_t)x;
}

MW_DEV float mw_canon(float x) { return x != x ? mw_f32(0x7FC00000u) : x; }
MW_DEV double mw_canon(double x) { return x != x ? mw_f64(0x7FF8000000000000ull) : x; }

#ifdef MW_HOST
MW_DEV float mw_sqrt(float x) { return std::sqrt(x); }
MW_DEV double mw_sqrt(double x) { return std::sqrt(x); }
MW_DEV float mw_floor(float x) { return std::floor(x); }
MW_DEV double mw_floor(double x) { return std::floor(x); }
MW_DEV float mw_ceil(float x) { return std::ceil(x); }
MW_DEV double mw_ceil(double x) { return std::ceil(x); }
MW_DEV float mw_trunc(float x) { return std::trunc(x); }
MW_DEV double mw_trunc(double x) { return std::trunc(x); }
MW_DEV float mw_round(float x) { return std::nearbyint(x); }
MW_DEV double mw_round(double x) { return std::nearbyint(x); }
MW_DEV float mw_fabs(float x) { return std::fabs(x); }
MW_DEV double mw_fabs(double x) { return std::fabs(x); }
MW_DEV float mw_fmod(float a, float b) { return std::fmod(a, b); }
MW_DEV double mw_fmod(double a, double b) { return std::fmod(a, b); }
MW_DEV float mw_copysign(float a, float b) { return std::copysign(a, mw_canon(b)); }
MW_DEV double mw_copysign(double a, double b) { return std::copysign(a, mw_canon(b)); }
#else
MW_DEV float mw_sqrt(float x) { return sqrtf(x); }
MW_DEV double mw_sqrt(double x) { return sqrt(x); }
MW_DEV float mw_floor(float x) { return floorf(x); }
MW_DEV double mw_floor(double x) { return floor(x); }
MW_DEV float mw_ceil(float x) { return ceilf(x); }
MW_DEV double mw_ceil(double x) { return ceil(x); }
MW_DEV float mw_trunc(float x) { return truncf(x); }
MW_DEV double mw_trunc(double x) { return trunc(x); }
MW_DEV float mw_round(float x) { return rintf(x); }
MW_DEV double mw_round(double x) { return rint(x); }
MW_DEV float mw_fabs(float x) { return fabsf(x); }
MW_DEV double mw_fabs(double x) { return fabs(x); }
MW_DEV float mw_fmod(float a, float b) { return fmodf(a, b); }
MW_DEV double mw_fmod(double a, double b) { return fmod(a, b); }
MW_DEV float mw_copysign(float a, float b) { return copysignf(a, mw_canon(b)); }
MW_DEV double mw_copysign(double a, double b) { return copysign(a, mw_canon(b)); }
#endif
MW_DEV bool mw_isinf(float x) { return mw_fabs(x) == mw_f32(0x7F800000u); }
MW_DEV bool mw_isinf(double x) { return mw_fabs(x) == mw_f64(0x7FF0000000000000ull); }

// ---- the random stream (SEMANTICS.md section 9) ------------------------------------------

MW_DEV uint32_t mw_pcg4d(uint32_t a, uint32_t b, uint32_t c, uint32_t d) {
    uint32_t v[4] = {a, b, c, d};
    for (int i = 0; i < 4; i++) v[i] = v[i] * 1664525u + 1013904223u;
    v[0] += v[1] * v[3]; v[1] += v[2] * v[0]; v[2] += v[0] * v[1]; v[3] += v[1] * v[2];
    for (int i = 0; i < 4; i++) v[i] ^= v[i] >> 16;
    v[0] += v[1] * v[3]; v[1] += v[2] * v[0]; v[2] += v[0] * v[1]; v[3] += v[1] * v[2];
    return v[0];
}

// ---- the engine's entry points ------------------------------------------------------------

#ifdef MW_HOST
// A spawn's entity and row (abi::Spawned; the row MW_NO_ROW when it failed).
struct MwSpawned {
    uint64_t entity;
    uint64_t row;
};
// Filled in by the runtime (mw_host_init) with its `extern "C"` entry points (abi.rs).
struct MwRt {
    MwSpawned (*spawn)(const MwCtx*, uint32_t arch, uint32_t world, uint32_t log);
    void (*destroy)(const MwCtx*, uint32_t world, uint64_t bits);
    uint8_t* (*lookup)(const MwCtx*, uint32_t world, uint64_t bits, uint32_t comp);
    uint32_t (*alive)(const MwCtx*, uint32_t world, uint64_t bits);
    uint32_t (*has)(const MwCtx*, uint32_t world, uint64_t bits, uint32_t comp);
    void (*debug_fail)(const MwCtx*, uint32_t site, uint32_t kind, double value);
    void (*trap)(const MwCtx*, uint32_t site);
    uint64_t (*key_range)(const MwCtx*, uint32_t arch, uint32_t comp, uint32_t offset, uint32_t world, int64_t lo,
                          int64_t hi);
};
static MwRt mw_rt;
MW_ENTRY void mw_host_init(const MwRt* rt) { mw_rt = *rt; }
MW_DEV uint64_t mw_spawn(const MwCtx* c, uint32_t a, uint32_t w, uint32_t log) { return mw_rt.spawn(c, a, w, log).entity; }
MW_DEV uint64_t mw_spawn_row(const MwCtx* c, uint32_t a, uint32_t w, uint32_t log, uint32_t* row) {
    MwSpawned s = mw_rt.spawn(c, a, w, log);
    *row = (uint32_t)s.row;
    return s.entity;
}
MW_DEV void mw_destroy(const MwCtx* c, uint32_t w, uint64_t e) { mw_rt.destroy(c, w, e); }
MW_DEV void mw_reset_world(const MwCtx* c, uint32_t w) { c->reset_flags[w] = 1; }
MW_DEV uint8_t* mw_lookup(const MwCtx* c, uint32_t w, uint64_t e, uint32_t comp) { return mw_rt.lookup(c, w, e, comp); }
MW_DEV bool mw_alive(const MwCtx* c, uint32_t w, uint64_t e) { return mw_rt.alive(c, w, e) != 0; }
MW_DEV bool mw_has(const MwCtx* c, uint32_t w, uint64_t e, uint32_t comp) { return mw_rt.has(c, w, e, comp) != 0; }
MW_DEV void mw_debug_fail(const MwCtx* c, uint32_t site, uint32_t kind, double v) { mw_rt.debug_fail(c, site, kind, v); }
MW_DEV void mw_trap(const MwCtx* c, uint32_t site) { mw_rt.trap(c, site); }
MW_DEV void mw_key_missing(const MwCtx* c, uint32_t a, uint32_t comp, uint32_t off, uint32_t w, int64_t lo, int64_t hi) {
    mw_rt.key_range(c, a, comp, off, w, lo, hi);
}
// A system spawning rows apart (jit/src/ir/spawns.rs) runs its rows in order here, as the CPU
// does: its entity operations are the plain ones.
MW_DEV uint64_t mw_new_spawn(const MwCtx* c, uint32_t a, uint32_t w, uint32_t log, uint32_t row, uint32_t it, uint32_t j,
                             uint32_t pass) {
    (void)row; (void)it; (void)j; (void)pass;
    return mw_spawn(c, a, w, log);
}
MW_DEV uint8_t* mw_new_lookup(const MwCtx* c, uint32_t w, uint64_t e, uint32_t comp) { return mw_lookup(c, w, e, comp); }
MW_DEV bool mw_new_alive(const MwCtx* c, uint32_t w, uint64_t e) { return mw_alive(c, w, e); }
MW_DEV bool mw_new_has(const MwCtx* c, uint32_t w, uint64_t e, uint32_t comp) { return mw_has(c, w, e, comp); }
MW_DEV void mw_new_destroy(const MwCtx* c, uint32_t w, uint64_t e, uint32_t row, uint32_t it) {
    (void)row; (void)it;
    mw_destroy(c, w, e);
}
#endif
// On the device, the engine's entry points are the device engine's (mw_engine.h).

MW_DEV bool mw_stopped(const MwCtx* c) { return mw_stop_word(c) != 0; }

#ifdef MW_HOST
// The rows the current invocation spawned into `arch` outside its world's range, for its own
// loops (SEMANTICS.md 10.5): the runtime's per-thread spawn log.
MW_DEV const MwSpawnLog* mw_log(const MwCtx* c, uint32_t arch) {
    return (const MwSpawnLog*)(c->spawned + arch * MW_LOG_SIZE);
}
MW_DEV uint32_t mw_log_len(const MwCtx* c, uint32_t arch, uint32_t w) { (void)w; return mw_log(c, arch)->len; }
MW_DEV uint32_t mw_log_row(const MwCtx* c, uint32_t arch, uint32_t w, uint32_t j) { (void)w; return mw_log(c, arch)->rows[j]; }
#endif

// ---- loops by key (SEMANTICS.md 10.8a; runtime Table::key_rows) -------------------------

// The first row of world `w` whose key is >= x, from the world's key index entry `kw`.
MW_DEV uint32_t mw_key_row(const MwTable* t, const MwKeyWorld* kw, uint32_t w, int64_t x) {
    if (kw->len != 0) {
        int64_t last = kw->min + (int64_t)kw->len - 1;
        int64_t c = x < kw->min ? kw->min : x > last ? last : x;
        return t->key_dense[(uint64_t)(c - kw->min) + kw->at];
    }
    uint32_t first = t->ranges[w][0];
    uint32_t past = first + t->ranges[w][1];
    const int64_t* keys = t->key_keys + first;
    uint64_t base = 0, len = kw->at;
    while (len != 0) {
        MW_ITER();
        uint64_t half = len >> 1, mid = base + half;
        if (keys[mid] < x) { base = mid + 1; len = len - half - 1; } else { len = half; }
    }
    return base < kw->at ? t->key_starts[first + base] : past;
}

// Rows [*start, *start + *count) of world w with a key in [lo, hi); false when the table has
// no index of this key (the plan rules that out; the caller stops the step).
MW_DEV bool mw_key_rows(const MwTable* t, uint64_t id, uint32_t w, int64_t lo, int64_t hi, uint32_t* start,
                        uint32_t* count) {
    if (t->key_id != id) return false;
    const MwKeyWorld* kw = t->key_worlds + w;
    uint32_t a = mw_key_row(t, kw, w, lo);
    uint32_t b = hi > lo ? mw_key_row(t, kw, w, hi) : a;
    *start = a;
    *count = b - a;
    return true;
}
