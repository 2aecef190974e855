// A hand-written reference of envs/boids.rhai's step, for bench/boids.sh: the same work with the
// same grid algorithm, in plain C with OpenMP, the way one would write it for speed by hand.
//
// Per step: each ship's cell key (row * cols + column on the torus, cells of side RADIUS); a
// stable counting sort of each world's ships by key, which also gives where each cell starts
// (the engine's sort_by plus its key index); the boids rules from the ships in the 3 x 3 cells
// around each ship (three runs of keys, split where a run wraps across the torus edge); flying
// and wrapping; ageing, where a ship whose time is up leaves an explosion and is replaced by a
// new ship of its fleet at a random place; explosions that fade after BOOM_STEPS; each fleet's
// count. The same constants, the same float operations in the same order as the script where it
// matters for the work done (not bit-identical: the random numbers are a plain xorshift), and
// like the script's (SEMANTICS.md) without contracting a multiply and an add into an FMA:
// -ffp-contract=off (GNU C contracts by default).
//
// Threads: every per-ship phase is a parallel loop over all ships of all worlds (so one big world
// uses every thread); the sort, ageing and fading are parallel over worlds.
//
//   cc -O3 -march=native -ffp-contract=off -fopenmp bench/peers/boids_ref.c -o boids_ref -lm
//   OMP_NUM_THREADS=2 ./boids_ref WORLDS SHIPS SECONDS [WARMUP_STEPS]
//
// WARMUP_STEPS (default 20) steps run before the timing: the fleets gather into flocks over the
// first hundred steps or so, and a step gets dearer as they do, so a comparison must time the
// same steps (bench/boids.sh gives both programs the same number).
//
// prints one JSON line: {"worlds":..,"ships":..,"steps":..,"seconds":..,"ship_steps_per_s":..}.
// Built with -DCOUNT_CANDIDATES (and one thread) it also prints, per ship and step, how many
// ships `steer` looked at and how many of them were within RADIUS (the README quotes these).

#include <math.h>
#include <omp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define RADIUS 6.0f
#define SEPARATION 2.0f
#define MAX_SPEED 1.0f
#define MAX_ACC 0.08f
#define DT 1.0f
#define BOOM_STEPS 5

typedef struct { float x, y; } vec2;

static int W, S, COLS;
static float SIZE;
// Ships, world w's at [w * S, (w + 1) * S); `b` arrays are the sort's destination.
static vec2 *pos, *vel, *acc, *pos_b, *vel_b;
static int *team, *life, *key, *team_b, *life_b, *key_b;
// Per world: where each cell's ships start (COLS * COLS + 1 entries each).
static uint32_t *starts;
// Explosions: per world up to 4 * S, with a count.
static vec2 *boom_pos;
static int *boom_age, *boom_n;
static uint64_t *rng;
static int alive[2];

static inline uint32_t next_u32(uint64_t *s) {
    uint64_t x = *s;
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
    *s = x;
    return (uint32_t)(x >> 32);
}
static inline float uniform(uint64_t *s, float lo, float hi) {
    return lo + (hi - lo) * ((float)(next_u32(s) >> 8) * (1.0f / 16777216.0f));
}

static inline int cell_of(float v) {
    int c = (int)floorf(v / RADIUS) % COLS;
    return c < 0 ? c + COLS : c;
}
static inline int grid_key(vec2 p) { return cell_of(p.y) * COLS + cell_of(p.x); }

static inline vec2 limit(vec2 v, float most) {
    float l = sqrtf(v.x * v.x + v.y * v.y);
    if (l > most) {
        float k = most / l;
        v.x *= k;
        v.y *= k;
    }
    return v;
}

static inline float wrap_d(float d) {
    if (d > 0.5f * SIZE) d -= SIZE;
    if (d < -0.5f * SIZE) d += SIZE;
    return d;
}

static void launch(int i, int t, uint64_t *s) {
    pos[i] = (vec2){uniform(s, 0.0f, SIZE), uniform(s, 0.0f, SIZE)};
    vel[i] = (vec2){uniform(s, -0.5f, 0.5f), uniform(s, -0.5f, 0.5f)};
    team[i] = t;
    life[i] = 50 + (int)(next_u32(s) % 351);
}

// The ships of world w, counting-sorted by key into the `_b` arrays, then swapped back.
static void sort_world(int w) {
    int cells = COLS * COLS;
    uint32_t *st = starts + (size_t)w * (cells + 1);
    memset(st, 0, sizeof(uint32_t) * (cells + 1));
    int base = w * S;
    for (int i = base; i < base + S; i++) st[key[i] + 1]++;
    for (int c = 0; c < cells; c++) st[c + 1] += st[c];
    // st[c] is now where cell c starts (relative); place stably, then restore starts.
    for (int i = base; i < base + S; i++) {
        int d = base + (int)st[key[i]]++;
        pos_b[d] = pos[i];
        vel_b[d] = vel[i];
        team_b[d] = team[i];
        life_b[d] = life[i];
        key_b[d] = key[i];
    }
    for (int c = cells; c > 0; c--) st[c] = st[c - 1];
    st[0] = 0;
    memcpy(pos + base, pos_b + base, sizeof(vec2) * S);
    memcpy(vel + base, vel_b + base, sizeof(vec2) * S);
    memcpy(team + base, team_b + base, sizeof(int) * S);
    memcpy(life + base, life_b + base, sizeof(int) * S);
    memcpy(key + base, key_b + base, sizeof(int) * S);
}

#ifdef COUNT_CANDIDATES
static long candidates, within;
#define COUNT(x) ((x)++)
#else
#define COUNT(x) ((void)0)
#endif

static void steer(int i) {
    int w = i / S, base = w * S;
    const uint32_t *st = starts + (size_t)w * (COLS * COLS + 1);
    vec2 h = pos[i], hv = vel[i];
    int ht = team[i];
    vec2 away = {0, 0}, heading = {0, 0}, centre = {0, 0}, flee = {0, 0};
    int friends = 0;
    int row = key[i] / COLS, col = key[i] % COLS;
    for (int dy = -1; dy <= 1; dy++) {
        int r = row + dy;
        if (r < 0) r += COLS;
        if (r >= COLS) r -= COLS;
        // Columns col-1 .. col+1 as one or two runs of keys.
        int runs[2][2];
        int n = 0;
        if (col - 1 < 0) {
            runs[n][0] = 0, runs[n][1] = col + 1, n++;
            runs[n][0] = COLS - 1, runs[n][1] = COLS - 1, n++;
        } else if (col + 1 >= COLS) {
            runs[n][0] = col - 1, runs[n][1] = COLS - 1, n++;
            runs[n][0] = 0, runs[n][1] = 0, n++;
        } else {
            runs[n][0] = col - 1, runs[n][1] = col + 1, n++;
        }
        for (int k = 0; k < n; k++) {
            uint32_t a = st[r * COLS + runs[k][0]], b = st[r * COLS + runs[k][1] + 1];
            for (uint32_t j = base + a; j < base + b; j++) {
                COUNT(candidates);
                if ((int)j == i) continue;
                vec2 d = {wrap_d(pos[j].x - h.x), wrap_d(pos[j].y - h.y)};
                float dist = sqrtf(d.x * d.x + d.y * d.y);
                if (dist > RADIUS) continue;
                COUNT(within);
                if (dist < SEPARATION && dist > 0.0f) {
                    float q = dist * dist;
                    away.x -= d.x / q;
                    away.y -= d.y / q;
                }
                if (team[j] == ht) {
                    heading.x += vel[j].x;
                    heading.y += vel[j].y;
                    centre.x += d.x;
                    centre.y += d.y;
                    friends++;
                } else if (dist > 0.0f) {
                    flee.x -= d.x / dist;
                    flee.y -= d.y / dist;
                }
            }
        }
    }
    vec2 a = {away.x * 0.5f + flee.x * 0.05f, away.y * 0.5f + flee.y * 0.05f};
    if (friends > 0) {
        float nf = (float)friends;
        a.x += (heading.x / nf - hv.x) * 0.05f + (centre.x / nf) * 0.01f;
        a.y += (heading.y / nf - hv.y) * 0.05f + (centre.y / nf) * 0.01f;
    }
    acc[i] = limit(a, MAX_ACC);
}

static void fly(int i) {
    vec2 v = {vel[i].x + acc[i].x * DT, vel[i].y + acc[i].y * DT};
    vel[i] = limit(v, MAX_SPEED);
    vec2 p = {pos[i].x + vel[i].x * DT, pos[i].y + vel[i].y * DT};
    p.x = p.x - SIZE * floorf(p.x / SIZE);
    p.y = p.y - SIZE * floorf(p.y / SIZE);
    if (p.x >= SIZE) p.x = 0.0f;
    if (p.y >= SIZE) p.y = 0.0f;
    pos[i] = p;
}

static void age_world(int w) {
    for (int i = w * S; i < (w + 1) * S; i++) {
        if (--life[i] <= 0) {
            int n = boom_n[w];
            if (n < 4 * S) {
                boom_pos[(size_t)w * 4 * S + n] = pos[i];
                boom_age[(size_t)w * 4 * S + n] = 0;
                boom_n[w] = n + 1;
            }
            launch(i, team[i], &rng[w]);
        }
    }
}

static void fade_world(int w) {
    vec2 *bp = boom_pos + (size_t)w * 4 * S;
    int *ba = boom_age + (size_t)w * 4 * S;
    int m = 0;
    for (int k = 0; k < boom_n[w]; k++) {
        if (++ba[k] < BOOM_STEPS) {
            bp[m] = bp[k];
            ba[m] = ba[k];
            m++;
        }
    }
    boom_n[w] = m;
}

static void step(void) {
    long n = (long)W * S;
#pragma omp parallel
    {
#pragma omp for schedule(static)
        for (long i = 0; i < n; i++) key[i] = grid_key(pos[i]);
#pragma omp for schedule(static)
        for (int w = 0; w < W; w++) sort_world(w);
#pragma omp for schedule(static)
        for (long i = 0; i < n; i++) steer((int)i);
#pragma omp for schedule(static)
        for (long i = 0; i < n; i++) fly((int)i);
#pragma omp for schedule(static)
        for (int w = 0; w < W; w++) {
            age_world(w);
            fade_world(w);
        }
    }
    int a0 = 0, a1 = 0;
    for (long i = 0; i < n; i++) team[i] ? a1++ : a0++;
    alive[0] = a0;
    alive[1] = a1;
}

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec * 1e-9;
}

int main(int argc, char **argv) {
    if (argc < 4) {
        fprintf(stderr, "usage: boids_ref WORLDS SHIPS SECONDS [WARMUP_STEPS]\n");
        return 2;
    }
    W = atoi(argv[1]);
    S = atoi(argv[2]);
    double seconds = atof(argv[3]);
    int warmup = argc > 4 ? atoi(argv[4]) : 20;
    if (W < 1 || S < 2 || S % 2 || warmup < 0) {
        fprintf(stderr, "boids_ref: WORLDS >= 1, an even SHIPS >= 2 and WARMUP_STEPS >= 0\n");
        return 2;
    }
    // The script's torus: 64 ships in about 100 x 100, growing with sqrt(ships), whole cells.
    COLS = (int)ceil(100.0 / 6.0 * sqrt(S / 64.0));
    SIZE = COLS * RADIUS;
    size_t n = (size_t)W * S;
    pos = malloc(n * sizeof(vec2)), vel = malloc(n * sizeof(vec2)), acc = malloc(n * sizeof(vec2));
    pos_b = malloc(n * sizeof(vec2)), vel_b = malloc(n * sizeof(vec2));
    team = malloc(n * sizeof(int)), life = malloc(n * sizeof(int)), key = malloc(n * sizeof(int));
    team_b = malloc(n * sizeof(int)), life_b = malloc(n * sizeof(int)), key_b = malloc(n * sizeof(int));
    starts = malloc((size_t)W * (COLS * COLS + 1) * sizeof(uint32_t));
    boom_pos = malloc(n * 4 * sizeof(vec2)), boom_age = malloc(n * 4 * sizeof(int));
    boom_n = calloc(W, sizeof(int));
    rng = malloc(W * sizeof(uint64_t));
    for (int w = 0; w < W; w++) {
        rng[w] = 0x9E3779B97F4A7C15ull * (w + 1) | 1;
        for (int i = 0; i < S; i++) launch(w * S + i, i % 2, &rng[w]);
    }
    for (int k = 0; k < warmup; k++) step();  // warm up
    long steps = 0;
    double t0 = now(), t = t0;
    while (t - t0 < seconds) {
        step();
        steps++;
        t = now();
    }
    if (alive[0] != W * S / 2 || alive[1] != W * S / 2) {
        fprintf(stderr, "boids_ref: fleet sizes %d, %d\n", alive[0], alive[1]);
        return 1;
    }
#ifdef COUNT_CANDIDATES
    double visits = (double)(steps + warmup) * n;
    fprintf(stderr, "per ship and step: %.2f candidates, %.2f within RADIUS\n", candidates / visits, within / visits);
#endif
    printf("{\"worlds\": %d, \"ships\": %d, \"threads\": %d, \"steps\": %ld, \"seconds\": %.4f, \"ship_steps_per_s\": %.4e}\n",
           W, S, omp_get_max_threads(), steps, t - t0, (double)steps * n / (t - t0));
    return 0;
}
