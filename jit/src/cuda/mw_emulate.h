// manyworlds: the CUDA execution model on host threads, for running the generated CUDA C++
// unchanged on a machine without a GPU (`-include mw_emulate.h -DMW_EMULATE`).
//
// A launch of G blocks of B threads runs G*B OS threads. Each knows its blockIdx/threadIdx;
// the 32 threads of a warp meet at __syncwarp and exchange values through __shfl_sync and the
// votes; a block meets at __syncthreads and shares its __shared__ memory; atomics are the
// host's sequentially consistent ones, and every spin-wait yields (__nanosleep), so blocks
// make progress against each other as persistent threads need (grid-wide progress). Slow,
// but it runs the megakernel's scheduler, the device engine and every kernel exactly as
// written: the test compares the state it leaves with the Cranelift backend's, bit for bit.

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <linux/futex.h>
#include <sched.h>
#include <sys/syscall.h>
#include <unistd.h>
#include <thread>
#include <unordered_set>
#include <vector>

#define __device__
#define __global__
#define __host__
#define __forceinline__ inline
#define __maxnreg__(n)
#define __launch_bounds__(...)
#define __restrict__

// The device timer (%globaltimer on a GPU): the host's steady clock, in ns.
static inline uint64_t mw_clock() {
    return (uint64_t)std::chrono::duration_cast<std::chrono::nanoseconds>(
               std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

struct MwDim3 {
    unsigned x, y, z;
};

static thread_local MwDim3 threadIdx, blockIdx;
static MwDim3 blockDim, gridDim;

// Parallelism measured: the loop iterations of the item this thread is running. MW_ITER() is
// the first statement of every loop of generated system code and of the engine's loops over a
// world's rows, entities, chunks, digits or keys (a no-op in the GPU and host builds);
// mw_run_phases reads it per item (mw_emu_record in mw_emu_api.h).
static thread_local uint64_t mw_emu_iters;
#define MW_ITER() ((void)++mw_emu_iters)

// A barrier for a fixed number of threads: sense-reversing; a waiter sleeps on the generation
// word (a futex), so that the lanes still to arrive get the cores. (Yielding instead, every
// barrier cost a turn of every thread of the grid: warp-wide scans in the engine made a test's
// step take seconds on two cores.)
struct MwEmuBarrier {
    std::atomic<unsigned> count{0};
    std::atomic<unsigned> gen{0};
    unsigned n = 0;
    void wait() {
        unsigned g = gen.load(std::memory_order_acquire);
        if (count.fetch_add(1, std::memory_order_acq_rel) + 1 == n) {
            count.store(0, std::memory_order_relaxed);
            gen.fetch_add(1, std::memory_order_acq_rel);
            syscall(SYS_futex, (unsigned*)&gen, FUTEX_WAKE_PRIVATE, INT32_MAX, nullptr, nullptr, 0);
        } else {
            while (gen.load(std::memory_order_acquire) == g)
                syscall(SYS_futex, (unsigned*)&gen, FUTEX_WAIT_PRIVATE, g, nullptr, nullptr, 0);
        }
    }
};

// A warp's exchanges (shuffles and votes) take one barrier each: they alternate between two
// sets of slots, so a lane writing the next exchange's slot cannot overwrite what a lane still
// reads from this one (every lane has read it before it arrives at the next barrier).
struct MwEmuWarp {
    MwEmuBarrier bar;
    unsigned long long vals[2][32];
};
static thread_local unsigned mw_emu_parity;

static MwEmuWarp* mw_emu_warps;   // per warp of the grid
static MwEmuBarrier* mw_emu_blocks; // per block

static inline unsigned mw_emu_lane() { return threadIdx.x % 32; }
static inline MwEmuWarp& mw_emu_warp() { return mw_emu_warps[(blockIdx.x * blockDim.x + threadIdx.x) / 32]; }

static inline void __syncwarp(unsigned mask = 0xffffffffu) {
    (void)mask;
    mw_emu_warp().bar.wait();
}
static inline void __syncthreads() { mw_emu_blocks[blockIdx.x].wait(); }

template <class T> static inline T __shfl_sync(unsigned mask, T v, int src) {
    (void)mask;
    MwEmuWarp& w = mw_emu_warp();
    unsigned long long bits = 0;
    std::memcpy(&bits, &v, sizeof(T));
    unsigned long long* vals = w.vals[mw_emu_parity ^= 1u];
    vals[mw_emu_lane()] = bits;
    w.bar.wait();
    unsigned long long got = vals[src & 31];
    T out;
    std::memcpy(&out, &got, sizeof(T));
    return out;
}
template <class T> static inline T __shfl_xor_sync(unsigned mask, T v, int lane_mask) {
    return __shfl_sync(mask, v, (int)mw_emu_lane() ^ lane_mask);
}
static inline unsigned __ballot_sync(unsigned mask, int pred) {
    (void)mask;
    MwEmuWarp& w = mw_emu_warp();
    unsigned long long* vals = w.vals[mw_emu_parity ^= 1u];
    vals[mw_emu_lane()] = pred ? 1 : 0;
    w.bar.wait();
    unsigned r = 0;
    for (int i = 0; i < 32; i++) r |= (vals[i] ? 1u : 0u) << i;
    return r;
}
static inline int __popc(unsigned x) { return __builtin_popcount(x); }
static inline int __all_sync(unsigned mask, int pred) { return __ballot_sync(mask, pred) == 0xffffffffu; }
static inline int __any_sync(unsigned mask, int pred) { return __ballot_sync(mask, pred) != 0; }

static inline unsigned atomicAdd(unsigned* p, unsigned v) { return __atomic_fetch_add(p, v, __ATOMIC_SEQ_CST); }
static inline unsigned long long atomicAdd(unsigned long long* p, unsigned long long v) {
    return __atomic_fetch_add(p, v, __ATOMIC_SEQ_CST);
}
static inline unsigned atomicCAS(unsigned* p, unsigned cmp, unsigned v) {
    __atomic_compare_exchange_n(p, &cmp, v, false, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
    return cmp;
}
static inline unsigned atomicMax(unsigned* p, unsigned v) {
    unsigned old = __atomic_load_n(p, __ATOMIC_SEQ_CST);
    while (old < v && !__atomic_compare_exchange_n(p, &old, v, false, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST)) {
    }
    return old;
}
static inline unsigned atomicExch(unsigned* p, unsigned v) { return __atomic_exchange_n(p, v, __ATOMIC_SEQ_CST); }
static inline unsigned atomicOr(unsigned* p, unsigned v) { return __atomic_fetch_or(p, v, __ATOMIC_SEQ_CST); }
static inline unsigned atomicAnd(unsigned* p, unsigned v) { return __atomic_fetch_and(p, v, __ATOMIC_SEQ_CST); }
static inline void __threadfence() { __atomic_thread_fence(__ATOMIC_SEQ_CST); }
static inline void __nanosleep(unsigned) { sched_yield(); }

static inline float __uint_as_float(unsigned b) { float f; std::memcpy(&f, &b, 4); return f; }
static inline unsigned __float_as_uint(float f) { unsigned b; std::memcpy(&b, &f, 4); return b; }
static inline double __longlong_as_double(long long b) { double f; std::memcpy(&f, &b, 8); return f; }
static inline long long __double_as_longlong(double f) { long long b; std::memcpy(&b, &f, 8); return b; }
using std::sqrt; using std::floor; using std::ceil; using std::trunc; using std::rint; using std::fabs;
using std::fmod; using std::copysign;

// Memory traffic measured (MW_TRAFFIC builds: the unit compiled with -fsanitize=thread, linked
// without its runtime). The compiler calls __tsan_readN / __tsan_writeN / __tsan_atomic* before
// every load, store and atomic of the code; the definitions below do the access (atomics) and
// log those that fall in the device memory's blocks (mw_emu_traffic_blocks) with the thread,
// the phase it serves (mw_emu_phase, set by mw_run_phases), the access's site (its return
// address) and how many times this thread reached that site in the phase. mw_emu_traffic
// (mw_emu_api.h) turns the logs of a launch into 32-byte sectors: touched per phase (what DRAM
// would move, each sector once a phase) and per warp access (a site's k-th execution by the
// lanes of one warp: what the memory system is asked for, so uncoalesced access shows).
#ifdef MW_TRAFFIC
#define MW_NOTRACE __attribute__((no_sanitize_thread, noinline))
struct MwEmuAccess {
    uint64_t sector; // address / 32, bit 63: a write
    uint64_t site;
    uint32_t phase, k;
    uint32_t block; // which of mw_emu_blocks_at (the buffer, by the host's labels)
};
struct MwEmuSite {
    uint64_t site;
    uint32_t k;
};
struct MwEmuLog {
    std::vector<MwEmuAccess> log;
    MwEmuSite seen[4096]; // open addressing by site: this thread's executions of each in the phase
    uint32_t phase;
};
static uint64_t mw_emu_blocks_at[256][2];
static uint32_t mw_emu_nblocks;
static MwEmuLog* mw_emu_logs; // per thread of the launch
static thread_local uint32_t mw_emu_phase = ~0u;
static thread_local int mw_emu_busy;

MW_NOTRACE static void mw_emu_access(const void* a, uint64_t n, bool write, uint64_t site) {
    if (mw_emu_busy || mw_emu_logs == nullptr) return;
    uint64_t at = (uint64_t)a;
    uint32_t block = ~0u;
    for (uint32_t b = 0; b < mw_emu_nblocks && block == ~0u; b++)
        if (at >= mw_emu_blocks_at[b][0] && at < mw_emu_blocks_at[b][1]) block = b;
    if (block == ~0u) return;
    mw_emu_busy = 1;
    MwEmuLog& l = mw_emu_logs[blockIdx.x * blockDim.x + threadIdx.x];
    if (l.phase != mw_emu_phase) {
        l.phase = mw_emu_phase;
        for (auto& e : l.seen) e = MwEmuSite{0, 0};
    }
    // The k-th time here; a site past a full table counts as its first (its accesses then
    // group with other lanes' first ones: fewer, larger warp accesses, never a hang).
    uint32_t h = (uint32_t)((site * 0x9E3779B97F4A7C15ull) >> 52), k = 0;
    for (uint32_t probe = 0; probe < 4096; probe++, h = (h + 1) % 4096) {
        if (l.seen[h].site == 0 || l.seen[h].site == site) {
            l.seen[h].site = site;
            k = l.seen[h].k++;
            break;
        }
    }
    for (uint64_t s = at / 32; s <= (at + n - 1) / 32; s++)
        l.log.push_back(MwEmuAccess{s | (write ? 1ull << 63 : 0), site, mw_emu_phase, k, block});
    mw_emu_busy = 0;
}
#define MW_SITE ((uint64_t)__builtin_return_address(0))
extern "C" {
MW_NOTRACE void __tsan_init() {}
MW_NOTRACE void __tsan_func_entry(void*) {}
MW_NOTRACE void __tsan_func_exit() {}
MW_NOTRACE void __tsan_vptr_update(void**, void*) {}
MW_NOTRACE void __tsan_vptr_read(void**) {}
MW_NOTRACE void __tsan_read_range(void* a, unsigned long n) { mw_emu_access(a, n, false, MW_SITE); }
MW_NOTRACE void __tsan_write_range(void* a, unsigned long n) { mw_emu_access(a, n, true, MW_SITE); }
#define MW_TSAN_RW(N)                                                                                \
    MW_NOTRACE void __tsan_read##N(void* a) { mw_emu_access(a, N, false, MW_SITE); }                \
    MW_NOTRACE void __tsan_write##N(void* a) { mw_emu_access(a, N, true, MW_SITE); }                \
    MW_NOTRACE void __tsan_unaligned_read##N(void* a) { mw_emu_access(a, N, false, MW_SITE); }      \
    MW_NOTRACE void __tsan_unaligned_write##N(void* a) { mw_emu_access(a, N, true, MW_SITE); }      \
    MW_NOTRACE void __tsan_volatile_read##N(void* a) { mw_emu_access(a, N, false, MW_SITE); }       \
    MW_NOTRACE void __tsan_volatile_write##N(void* a) { mw_emu_access(a, N, true, MW_SITE); }
MW_TSAN_RW(1)
MW_TSAN_RW(2)
MW_TSAN_RW(4)
MW_TSAN_RW(8)
MW_TSAN_RW(16)
// Atomics: done here (sequentially consistent, whatever was asked), logged as a read and, when
// they may write, a write.
#define MW_TSAN_ATOMIC(N, T)                                                                                  \
    MW_NOTRACE T __tsan_atomic##N##_load(const volatile T* a, int) {                                         \
        mw_emu_access((const void*)a, sizeof(T), false, MW_SITE);                                            \
        return __atomic_load_n(a, __ATOMIC_SEQ_CST);                                                          \
    }                                                                                                         \
    MW_NOTRACE void __tsan_atomic##N##_store(volatile T* a, T v, int) {                                      \
        mw_emu_access((const void*)a, sizeof(T), true, MW_SITE);                                             \
        __atomic_store_n(a, v, __ATOMIC_SEQ_CST);                                                             \
    }                                                                                                         \
    MW_TSAN_RMW(N, T, exchange, __atomic_exchange_n)                                                          \
    MW_TSAN_RMW(N, T, fetch_add, __atomic_fetch_add)                                                          \
    MW_TSAN_RMW(N, T, fetch_sub, __atomic_fetch_sub)                                                          \
    MW_TSAN_RMW(N, T, fetch_and, __atomic_fetch_and)                                                          \
    MW_TSAN_RMW(N, T, fetch_or, __atomic_fetch_or)                                                            \
    MW_TSAN_RMW(N, T, fetch_xor, __atomic_fetch_xor)                                                          \
    MW_TSAN_RMW(N, T, fetch_nand, __atomic_fetch_nand)                                                        \
    MW_NOTRACE int __tsan_atomic##N##_compare_exchange_strong(volatile T* a, T* c, T v, int, int) {          \
        mw_emu_access((const void*)a, sizeof(T), false, MW_SITE);                                            \
        mw_emu_access((const void*)a, sizeof(T), true, MW_SITE);                                             \
        return __atomic_compare_exchange_n(a, c, v, false, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);               \
    }                                                                                                         \
    MW_NOTRACE int __tsan_atomic##N##_compare_exchange_weak(volatile T* a, T* c, T v, int, int) {            \
        mw_emu_access((const void*)a, sizeof(T), false, MW_SITE);                                            \
        mw_emu_access((const void*)a, sizeof(T), true, MW_SITE);                                             \
        return __atomic_compare_exchange_n(a, c, v, false, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);               \
    }                                                                                                         \
    MW_NOTRACE T __tsan_atomic##N##_compare_exchange_val(volatile T* a, T c, T v, int, int) {                \
        mw_emu_access((const void*)a, sizeof(T), false, MW_SITE);                                            \
        mw_emu_access((const void*)a, sizeof(T), true, MW_SITE);                                             \
        __atomic_compare_exchange_n(a, &c, v, false, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);                     \
        return c;                                                                                             \
    }
#define MW_TSAN_RMW(N, T, OP, F)                                                                              \
    MW_NOTRACE T __tsan_atomic##N##_##OP(volatile T* a, T v, int) {                                          \
        mw_emu_access((const void*)a, sizeof(T), false, MW_SITE);                                            \
        mw_emu_access((const void*)a, sizeof(T), true, MW_SITE);                                             \
        return F(a, v, __ATOMIC_SEQ_CST);                                                                     \
    }
MW_TSAN_ATOMIC(8, uint8_t)
MW_TSAN_ATOMIC(16, uint16_t)
MW_TSAN_ATOMIC(32, uint32_t)
MW_TSAN_ATOMIC(64, uint64_t)
MW_NOTRACE void __tsan_atomic_thread_fence(int) { __atomic_thread_fence(__ATOMIC_SEQ_CST); }
MW_NOTRACE void __tsan_atomic_signal_fence(int) { __atomic_signal_fence(__ATOMIC_SEQ_CST); }
}
#endif

// Runs `kernel(arg)` as a grid of `grid` blocks of `block` threads (a multiple of 32).
template <class F> static void mw_emu_launch(unsigned grid, unsigned block, F kernel) {
    gridDim = {grid, 1, 1};
    blockDim = {block, 1, 1};
    std::vector<MwEmuWarp> warps(grid * block / 32);
    std::vector<MwEmuBarrier> blocks(grid);
    for (auto& w : warps) w.bar.n = 32;
    for (auto& b : blocks) b.n = block;
    mw_emu_warps = warps.data();
    mw_emu_blocks = blocks.data();
    std::vector<std::thread> threads;
    for (unsigned b = 0; b < grid; b++) {
        for (unsigned t = 0; t < block; t++) {
            threads.emplace_back([=] {
                blockIdx = {b, 0, 0};
                threadIdx = {t, 0, 0};
                kernel();
            });
        }
    }
    for (auto& t : threads) t.join();
}
