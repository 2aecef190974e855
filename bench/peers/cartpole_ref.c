// cartpole_ref: a hand-written C reference of envs/cartpole.rhai with its default random policy,
// for bench/cartpole.sh to report beside manyworlds (see bench/peers/README.md).
//
//   cartpole_ref WORLDS STEPS [--fixed-actions] [--reps N] [--warmup STEPS] [--seconds S]
//                [--seed S] [--print-worlds K]
//
// N worlds as structure-of-arrays float32, one OpenMP `parallel for schedule(static)` per step
// (a barrier per step, as manyworlds has one per `step()`). Per world and step it does what
// manyworlds does for envs/cartpole.rhai:
//
//   random_policy  action = rand_int(0, 2): one pcg4d draw keyed (world, entity 0, step, 0)
//   physics        Gymnasium's equations in Gymnasium's order, float32, sinf/cosf from libm
//                  (built with -DREF_PRELUDE_TRIG: manyworlds' own prelude sin/cos instead)
//   score          steps += 1, reward = 1, terminated / truncated
//   reset          a world that terminated or truncated starts again in the same step:
//                  4 draws of rand_uniform(-0.05, 0.05) keyed (world, NO_ENTITY, step, 0..3),
//                  steps = 0 (a second, scalar pass over each block of 2048 worlds)
//
// The random stream is the one of jit/SEMANTICS.md section 9 / oracle/src/rng.rs (pcg4d, the
// per-system stream keys from fnv1a32 of the system's name and the purpose, seed 1 as `mw bench`
// uses), so the draws are the same hashing work as manyworlds'. The state arrays are the
// observation (obs [N,4] in four arrays), plus action, reward, terminated, truncated, steps.
// Built strict with -DREF_PRELUDE_TRIG, the final states are manyworlds' bit for bit.
//
// Options:
//   --fixed-actions  skip random_policy: actions stay i & 1 as in shared/bench/limit_cartpole.c
//                    (resets still draw; episodes are shorter, ~9.5 steps instead of ~22)
//   --reps N         timed repetitions (default 3); the best is printed first, then the median
//   --warmup STEPS   untimed steps before them (default 0)
//   --seconds S      as `mw bench --seconds S`: warm up max(0.3 S, 0.2) s, then each repetition
//                    runs as many steps as fit in S s (STEPS and --warmup are then ignored)
//   --seed S         the random streams' seed (default 1, as mw bench)
//   --print-worlds K print the final state of worlds 0..K-1 (hex floats), to compare with
//                    `mw run --seed 1 --dump ...` (check_cartpole_ref.py does)
// A checksum of the final state is printed so that the compiler cannot drop any work.
//
// Build (bench/cartpole.sh does this, into bench/peers/build/):
//   strict IEEE (manyworlds' float semantics: no fast-math, no FMA contraction):
//     gcc -O3 -march=native -fopenmp -ffp-contract=off cartpole_ref.c -o cartpole_ref -lm
//   fast:  gcc -O3 -march=native -ffast-math -fopenmp cartpole_ref.c -o cartpole_ref_fast -lm
//   prelude trig, strict: ... -ffp-contract=off -DREF_PRELUDE_TRIG ... -o cartpole_ref_prelude
#include <math.h>
#include <omp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// ---- the random stream (jit/SEMANTICS.md section 9) ------------------------------------------

typedef struct { uint32_t v[4]; } u32x4;

// pcg4d (Jarzynski & Olano 2020), all arithmetic wrapping mod 2^32; out[0..3] = the hash.
static inline void pcg4d_lanes(uint32_t a, uint32_t b, uint32_t c, uint32_t d, uint32_t out[4]) {
    uint32_t v0 = a * 1664525u + 1013904223u, v1 = b * 1664525u + 1013904223u;
    uint32_t v2 = c * 1664525u + 1013904223u, v3 = d * 1664525u + 1013904223u;
    v0 += v1 * v3; v1 += v2 * v0; v2 += v0 * v1; v3 += v1 * v2;
    v0 ^= v0 >> 16; v1 ^= v1 >> 16; v2 ^= v2 >> 16; v3 ^= v3 >> 16;
    v0 += v1 * v3; v1 += v2 * v0; v2 += v0 * v1; v3 += v1 * v2;
    out[0] = v0; out[1] = v1; out[2] = v2; out[3] = v3;
}

static u32x4 pcg4d(uint32_t a, uint32_t b, uint32_t c, uint32_t d) {
    u32x4 r;
    pcg4d_lanes(a, b, c, d, r.v);
    return r;
}

static uint32_t fnv1a32(const char *s) {
    uint32_t h = 0x811C9DC5u;
    for (; *s; s++) h = (h ^ (uint8_t)*s) * 0x01000193u;
    return h;
}

#define PURPOSE_SYSTEM 0u
#define PURPOSE_FIRST_INIT 0xFFFEu
#define PURPOSE_RESET 0xFFFFu
#define NO_ENTITY 0xFFFFFFFFu

static u32x4 stream_key(u32x4 k, const char *name, uint32_t purpose) {
    return pcg4d(k.v[0] ^ fnv1a32(name), k.v[1] ^ purpose, k.v[2], k.v[3]);
}

// One draw: pcg4d([world ^ Ks0, entity ^ Ks1, step ^ Ks2, counter ^ Ks3])[0]. Only lane 0 is
// used, so gcc drops the multiplies that feed only lanes 1-3 of the last round (3 of its 12
// multiplies; whether manyworlds' Cranelift code drops them too is up to Cranelift).
static inline uint32_t rand_u32(uint32_t k0, uint32_t k1, uint32_t k2, uint32_t k3, uint32_t world,
                                uint32_t entity, uint32_t step, uint32_t counter) {
    uint32_t v[4];
    pcg4d_lanes(world ^ k0, entity ^ k1, step ^ k2, counter ^ k3, v);
    return v[0];
}

// Prelude rand_float: float(r >> 8) * 2^-24; rand_uniform: lo + (hi - lo) * rand_float().
static inline float rand_uniform(uint32_t r, float lo, float hi) {
    return lo + (hi - lo) * ((float)(r >> 8) * 5.9604644775390625e-8f);
}

// Prelude rand_int(0, 2): 0 + int(mulhi(r, 2)).
static inline int32_t rand_int_0_2(uint32_t r) {
    return (int32_t)(uint32_t)(((uint64_t)r * 2u) >> 32);
}

// ---- sin / cos ---------------------------------------------------------------------------------

#ifdef REF_PRELUDE_TRIG
// stdlib/prelude.mwc's float sin/cos (Cephes kernels, Cody-Waite reduction, round = rint), the
// functions manyworlds compiles; with them and strict IEEE the trajectories are manyworlds' bit
// for bit. Inline, so the strict build vectorises.
static inline float sin_kernel(float r) {
    float z = r * r;
    return ((-1.9515295891e-4f * z + 8.3321608736e-3f) * z - 1.6666654611e-1f) * z * r + r;
}
static inline float cos_kernel(float r) {
    float z = r * r;
    return ((2.443315711809948e-5f * z - 1.388731625493765e-3f) * z + 4.166664568298827e-2f) * z * z
        - 0.5f * z + 1.0f;
}
static inline float reduce_pio2(float x, float j) {
    return ((x - j * 1.5703125f) - j * 4.837512969970703125e-4f) - j * 7.54978995489188216e-8f;
}
static inline float ref_sin(float x) {
    float j = rintf(x * 0.636619772367581343f);
    float r = reduce_pio2(x, j);
    int q = (int)j & 3;
    float s = (q & 1) == 0 ? sin_kernel(r) : cos_kernel(r);
    return (q & 2) == 0 ? s : -s;
}
static inline float ref_cos(float x) {
    float j = rintf(x * 0.636619772367581343f);
    float r = reduce_pio2(x, j);
    int q = (int)j & 3;
    float s = (q & 1) == 0 ? cos_kernel(r) : sin_kernel(r);
    return (q == 1 || q == 2) ? -s : s;
}
#define TRIG_NAME "prelude trig"
#else
#define ref_sin sinf
#define ref_cos cosf
#define TRIG_NAME "libm sinf/cosf"
#endif

#ifdef __FAST_MATH__
#define MATH_NAME "fast-math"
#else
#define MATH_NAME "strict IEEE"
#endif

// ---- CartPole-v1 (envs/cartpole.rhai) ---------------------------------------------------------

#define GRAVITY 9.8f
#define MASSPOLE 0.1f
#define TOTAL_MASS 1.1f
#define LENGTH 0.5f
#define POLEMASS_LENGTH 0.05f
#define FORCE_MAG 10.0f
#define TAU 0.02f
#define X_THRESHOLD 2.4f
#define THETA_THRESHOLD ((float)(12.0 * 2.0 * 3.14159265358979323846 / 360.0))
#define FOUR_THIRDS ((float)(4.0 / 3.0))
#define MAX_STEPS 500
#define BLOCK 2048 // worlds per inner block: the reset pass finds them in L1

typedef struct {
    float *x, *x_dot, *theta, *theta_dot, *reward;
    int32_t *action, *terminated, *truncated, *steps;
    u32x4 k_policy, k_init, k_reset;
    int fixed_actions;
} Worlds;

// init_world: the four rand_uniform(-0.05, 0.05) draws of world i, then steps = 0.
#define DRAW(k, i, step, c) rand_u32((k)->v[0], (k)->v[1], (k)->v[2], (k)->v[3], i, NO_ENTITY, step, c)
static inline void init_world(const Worlds *w, const u32x4 *k, uint32_t i, uint32_t step) {
    w->x[i] = rand_uniform(DRAW(k, i, step, 0), -0.05f, 0.05f);
    w->x_dot[i] = rand_uniform(DRAW(k, i, step, 1), -0.05f, 0.05f);
    w->theta[i] = rand_uniform(DRAW(k, i, step, 2), -0.05f, 0.05f);
    w->theta_dot[i] = rand_uniform(DRAW(k, i, step, 3), -0.05f, 0.05f);
    w->steps[i] = 0;
}

// One step of worlds [lo, hi); returns the number of worlds reset.
static long step_block(const Worlds *restrict w, int lo, int hi, uint32_t step) {
    float *restrict x = w->x, *restrict xd = w->x_dot, *restrict th = w->theta, *restrict thd = w->theta_dot;
    float *restrict rew = w->reward;
    int32_t *restrict act = w->action, *restrict term = w->terminated, *restrict trunc = w->truncated;
    int32_t *restrict steps = w->steps;
    const uint32_t kp0 = w->k_policy.v[0], kp1 = w->k_policy.v[1], kp2 = w->k_policy.v[2], kp3 = w->k_policy.v[3];
    const int fixed = w->fixed_actions;
    // random_policy: its own loop, so that the hash vectorises even where the physics loop
    // cannot (the libm builds call a scalar sincosf per world).
    if (!fixed) {
        #pragma omp simd
        for (int i = lo; i < hi; i++) act[i] = rand_int_0_2(rand_u32(kp0, kp1, kp2, kp3, (uint32_t)i, 0u, step, 0u)); // the pole is entity 0
    }
    // physics, score: branch-free, vectorisable.
    #pragma omp simd
    for (int i = lo; i < hi; i++) {
        float force = act[i] == 1 ? FORCE_MAG : -FORCE_MAG;
        float costheta = ref_cos(th[i]);
        float sintheta = ref_sin(th[i]);
        float temp = (force + POLEMASS_LENGTH * (thd[i] * thd[i]) * sintheta) / TOTAL_MASS;
        float thetaacc = (GRAVITY * sintheta - costheta * temp)
            / (LENGTH * (FOUR_THIRDS - MASSPOLE * (costheta * costheta) / TOTAL_MASS));
        float xacc = temp - POLEMASS_LENGTH * thetaacc * costheta / TOTAL_MASS;
        float nx = x[i] + TAU * xd[i];
        float nxd = xd[i] + TAU * xacc;
        float nth = th[i] + TAU * thd[i];
        float nthd = thd[i] + TAU * thetaacc;
        x[i] = nx; xd[i] = nxd; th[i] = nth; thd[i] = nthd;
        int32_t st = steps[i] + 1;
        int fell = (nx < -X_THRESHOLD) | (nx > X_THRESHOLD) | (nth < -THETA_THRESHOLD) | (nth > THETA_THRESHOLD);
        steps[i] = st;
        rew[i] = 1.0f;
        term[i] = fell;
        trunc[i] = !fell & (st >= MAX_STEPS);
    }
    // Resets at the end of the step (~1 world in 22 with a random policy), only where needed.
    long resets = 0;
    for (int i = lo; i < hi; i++) {
        if (term[i] | (steps[i] >= MAX_STEPS)) {
            init_world(w, &w->k_reset, (uint32_t)i, step);
            resets++;
        }
    }
    return resets;
}

static void *alloc(size_t n) {
    size_t bytes = (n * 4 + 63) / 64 * 64;
    void *p = aligned_alloc(64, bytes ? bytes : 64);
    if (!p) { fprintf(stderr, "cartpole_ref: out of memory\n"); exit(1); }
    return p;
}

static int cmp_double(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static void usage(void) {
    fprintf(stderr, "usage: cartpole_ref WORLDS STEPS [--fixed-actions] [--reps N] [--warmup STEPS] [--seconds S] [--seed S] [--print-worlds K]\n");
    exit(2);
}

int main(int argc, char **argv) {
    if (argc < 3) usage();
    long n_arg = atol(argv[1]), steps_arg = atol(argv[2]);
    int fixed = 0, reps = 3;
    long warmup = 0, print_worlds = 0;
    double seconds = 0;
    unsigned long long seed = 1; // mw bench's seed
    for (int a = 3; a < argc; a++) {
        if (!strcmp(argv[a], "--fixed-actions")) fixed = 1;
        else if (!strcmp(argv[a], "--reps") && a + 1 < argc) reps = atoi(argv[++a]);
        else if (!strcmp(argv[a], "--warmup") && a + 1 < argc) warmup = atol(argv[++a]);
        else if (!strcmp(argv[a], "--seed") && a + 1 < argc) seed = strtoull(argv[++a], NULL, 0);
        else if (!strcmp(argv[a], "--print-worlds") && a + 1 < argc) print_worlds = atol(argv[++a]);
        else if (!strcmp(argv[a], "--seconds") && a + 1 < argc) seconds = atof(argv[++a]);
        else usage();
    }
    if (n_arg < 1 || n_arg > (1L << 24) || steps_arg < 1 || reps < 1 || reps > 1000 || warmup < 0 || !(seconds >= 0 && seconds <= 3600)) usage();
    const int n = (int)n_arg;
    const long T = steps_arg;

    Worlds w;
    w.x = alloc(n); w.x_dot = alloc(n); w.theta = alloc(n); w.theta_dot = alloc(n); w.reward = alloc(n);
    w.action = alloc(n); w.terminated = alloc(n); w.truncated = alloc(n); w.steps = alloc(n);
    w.fixed_actions = fixed;
    u32x4 key = pcg4d((uint32_t)seed, (uint32_t)(seed >> 32), 0x6d77u, 0x6d77u);
    w.k_policy = stream_key(key, "random_policy", PURPOSE_SYSTEM);
    w.k_init = stream_key(key, "init_world", PURPOSE_FIRST_INIT);
    w.k_reset = stream_key(key, "init_world", PURPOSE_RESET);

    const int parts = omp_get_max_threads();
    // First touch by the thread that will step the world (same static partition as the steps).
    #pragma omp parallel for schedule(static)
    for (int p = 0; p < parts; p++) {
        int lo = (int)((long)n * p / parts), hi = (int)((long)n * (p + 1) / parts);
        for (int i = lo; i < hi; i++) {
            init_world(&w, &w.k_init, (uint32_t)i, 0);
            w.action[i] = i & 1;
            w.reward[i] = 0.0f;
            w.terminated[i] = w.truncated[i] = 0;
        }
    }

    uint32_t step = 0; // the engine's step counter: steps completed
    long resets = 0, stepped = 0;
    double *rates = malloc(sizeof(double) * (size_t)reps);
    // rep -1 is the untimed warm-up: --warmup steps, or with --seconds S max(0.3 S, 0.2) s as
    // `mw bench` does. A timed repetition runs STEPS steps, or with --seconds as many as fit in S s.
    const double warm_s = seconds * 0.3 > 0.2 ? seconds * 0.3 : 0.2;
    for (int rep = -1; rep < reps; rep++) {
        long count = 0;
        double t0 = omp_get_wtime();
        for (;; count++, step++) {
            if (seconds > 0) {
                if (omp_get_wtime() - t0 >= (rep < 0 ? warm_s : seconds)) break;
            } else if (count >= (rep < 0 ? warmup : T)) {
                break;
            }
            long r = 0;
            #pragma omp parallel for schedule(static) reduction(+:r)
            for (int p = 0; p < parts; p++) {
                int lo = (int)((long)n * p / parts), hi = (int)((long)n * (p + 1) / parts);
                for (int b = lo; b < hi; b += BLOCK) r += step_block(&w, b, b + BLOCK < hi ? b + BLOCK : hi, step);
            }
            resets += r;
        }
        double dt = omp_get_wtime() - t0;
        stepped += count;
        if (rep >= 0) rates[rep] = (double)n * (double)count / dt;
    }
    qsort(rates, (size_t)reps, sizeof(double), cmp_double);
    double best = rates[reps - 1], median = rates[reps / 2];

    // Checksum: an order-independent 64-bit sum over worlds of a mix of every stored bit.
    uint64_t check = 0;
    double sum = 0;
    for (int i = 0; i < n; i++) {
        uint32_t b[4];
        memcpy(&b[0], &w.x[i], 4); memcpy(&b[1], &w.x_dot[i], 4);
        memcpy(&b[2], &w.theta[i], 4); memcpy(&b[3], &w.theta_dot[i], 4);
        uint64_t h = 0;
        for (int j = 0; j < 4; j++) h = (h ^ b[j]) * 0x100000001B3ull;
        h = (h ^ (uint32_t)w.action[i]) * 0x100000001B3ull;
        h = (h ^ (uint32_t)w.terminated[i]) * 0x100000001B3ull;
        h = (h ^ (uint32_t)w.truncated[i]) * 0x100000001B3ull;
        h = (h ^ (uint32_t)w.steps[i]) * 0x100000001B3ull;
        check += h;
        sum += (double)w.x[i] + w.x_dot[i] + w.theta[i] + w.theta_dot[i] + w.reward[i];
    }
    printf("%d worlds: %.3e env-steps/s (best of %d; median %.3e; %d threads; %s actions; %s; %s; "
           "%ld steps, mean episode %.2f steps; checksum %016llx sum %.6e)\n",
           n, best, reps, median, parts, fixed ? "fixed" : "random", MATH_NAME, TRIG_NAME, stepped,
           resets ? (double)n * (double)stepped / (double)resets : 0.0, (unsigned long long)check, sum);
    // --print-worlds K: the final state of worlds 0..K-1, one line each, floats as exact hex
    // (to compare with `mw run --dump obs=... --dump done=...`; bench/peers/README.md).
    for (long i = 0; i < print_worlds && i < n; i++)
        printf("world %ld: obs %a %a %a %a reward %a done %d %d %d action %d\n", i, w.x[i], w.x_dot[i],
               w.theta[i], w.theta_dot[i], w.reward[i], w.terminated[i], w.truncated[i], w.steps[i],
               w.action[i]);
    return 0;
}
