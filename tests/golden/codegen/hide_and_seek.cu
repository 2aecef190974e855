// ==== hide_and_seek: kernels
#line 2123 "kernels.cu"

// rows of `random_policy+intend` over `Player`
MW_DEV int mw_k1(const MwCtx* ctx, uint32_t i) {
    const MwTable* tv = ctx->tables + 1;
    const uint32_t row = i;
    const int32_t wid = mw_row_world(ctx, tv, 1u, row);
    if (wid < 0) return 0;
    const uint32_t w = (uint32_t)wid;
    const uint64_t ent = mw_ld_ent((const uint8_t*)(tv->entities + row));
    const uint32_t eid = mw_row_eid(ctx, tv, row);
    (void)ent; (void)eid;
    const uint64_t sscale = mw_sscale(ctx);
    (void)sscale;
    uint32_t ctr = 0;
    // system `random_policy`
    ctr = 0;
    const uint32_t* ks1 = ctx->streams[2u];
    {
        uint8_t* rr3 = tv->cols[0] + (uint64_t)row * 8u;
        uint8_t* rw4 = rr3;
#line 388 "../envs/hide_and_seek.rhai"
        int32_t l5 = (int32_t)0x00000000u;
        int32_t l6 = (int32_t)0x00000005u;
        int32_t r7 = 0;
        // rand_int
        {
#line 411 "<prelude>"
            {
                bool const t10 = l6 <= l5;
                if (t10) {
                    {
                        r7 = l5;
                        goto ret8;
                    }
                    goto fi9;
                }
                {
                }
            }
            fi9:;
#line 412 "<prelude>"
            uint32_t const t11 = mw_pcg4d((w + ctx->world_offset) ^ ks1[0], eid ^ ks1[1], ctx->step ^ ks1[2], ctr ^ ks1[3]);
            ctr++;
            int32_t const t12 = mw_isub(l6, l5);
            uint32_t const t13 = (uint32_t)t12;
            uint32_t const t14 = mw_mulhi(t11, t13);
            int32_t const t15 = (int32_t)t14;
            int32_t const t16 = mw_iadd(l5, t15);
            r7 = t16;
            goto ret8;
        }
        ret8:;
        mw_st<int32_t>(rw4 + 0, r7);
#line 389 "../envs/hide_and_seek.rhai"
        int32_t l17 = (int32_t)0x00000000u;
        int32_t l18 = (int32_t)0x00000002u;
        int32_t r19 = 0;
        // rand_int
        {
#line 411 "<prelude>"
            {
                bool const t22 = l18 <= l17;
                if (t22) {
                    {
                        r19 = l17;
                        goto ret20;
                    }
                    goto fi21;
                }
                {
                }
            }
            fi21:;
#line 412 "<prelude>"
            uint32_t const t23 = mw_pcg4d((w + ctx->world_offset) ^ ks1[0], eid ^ ks1[1], ctx->step ^ ks1[2], ctr ^ ks1[3]);
            ctr++;
            int32_t const t24 = mw_isub(l18, l17);
            uint32_t const t25 = (uint32_t)t24;
            uint32_t const t26 = mw_mulhi(t23, t25);
            int32_t const t27 = (int32_t)t26;
            int32_t const t28 = mw_iadd(l17, t27);
            r19 = t28;
            goto ret20;
        }
        ret20:;
        mw_st<int32_t>(rw4 + 4, r19);
    }
    end2:;
    // system `intend`
    ctr = 0;
    const uint32_t* ks29 = ctx->streams[3u];
    {
        uint8_t* rr31 = tv->cols[1] + (uint64_t)row * 24u;
        uint8_t* rw32 = rr31;
        uint8_t* rr33 = tv->cols[0] + (uint64_t)row * 8u;
        uint8_t* rw34 = rr33;
        uint8_t* rr35 = mw_single(ctx, 3u, w, 16u);
        uint8_t* rw36 = rr35;
        float l37 = 0.0f, l38 = 0.0f;
#line 270 "../envs/hide_and_seek.rhai"
        l37 = mw_f32(0x00000000u);
        l38 = mw_f32(0x00000000u);
#line 271 "../envs/hide_and_seek.rhai"
        {
            int32_t const t40 = mw_ld<int32_t>(rr33);
            bool const t41 = t40 == (int32_t)0x00000001u;
            if (t41) {
                {
                    l37 = mw_f32(0x3E800000u);
                    l38 = mw_f32(0x00000000u);
                }
                goto fi39;
            }
            {
            }
        }
        fi39:;
#line 272 "../envs/hide_and_seek.rhai"
        {
            int32_t const t43 = mw_ld<int32_t>(rr33);
            bool const t44 = t43 == (int32_t)0x00000002u;
            if (t44) {
                {
                    l37 = mw_f32(0xBE800000u);
                    l38 = mw_f32(0x00000000u);
                }
                goto fi42;
            }
            {
            }
        }
        fi42:;
#line 273 "../envs/hide_and_seek.rhai"
        {
            int32_t const t46 = mw_ld<int32_t>(rr33);
            bool const t47 = t46 == (int32_t)0x00000003u;
            if (t47) {
                {
                    l37 = mw_f32(0x00000000u);
                    l38 = mw_f32(0x3E800000u);
                }
                goto fi45;
            }
            {
            }
        }
        fi45:;
#line 274 "../envs/hide_and_seek.rhai"
        {
            int32_t const t49 = mw_ld<int32_t>(rr33);
            bool const t50 = t49 == (int32_t)0x00000004u;
            if (t50) {
                {
                    l37 = mw_f32(0x00000000u);
                    l38 = mw_f32(0xBE800000u);
                }
                goto fi48;
            }
            {
            }
        }
        fi48:;
#line 275 "../envs/hide_and_seek.rhai"
        {
            int32_t const t52 = mw_ld<int32_t>(rr31 + 16);
            bool const t53 = t52 == (int32_t)0x00000001u;
            bool t54 = t53;
            if (t54) {
                int32_t const t55 = mw_ld<int32_t>(rr35);
                bool const t56 = t55 < (int32_t)0x00000014u;
                t54 = t56;
            }
            if (t54) {
                {
                    l37 = mw_f32(0x00000000u);
                    l38 = mw_f32(0x00000000u);
                }
                goto fi51;
            }
            {
            }
        }
        fi51:;
#line 276 "../envs/hide_and_seek.rhai"
        mw_st<float>(rw32 + 8, mw_canon(l37));
        mw_st<float>(rw32 + 12, mw_canon(l38));
    }
    end30:;
#line 2312 "kernels.cu"
    return 0;
}
#ifdef MW_HOST
MW_ENTRY void k1(const MwCtx* ctx, uint32_t start, uint32_t end) {
    for (uint32_t i = start; i < end; i++) {
        if (mw_k1(ctx, i)) return;
    }
}
#endif
#line 2322 "kernels.cu"

// rows of `random_policy` over `Player`
MW_DEV int mw_k2(const MwCtx* ctx, uint32_t i) {
    const MwTable* tv = ctx->tables + 1;
    const uint32_t row = i;
    const int32_t wid = mw_row_world(ctx, tv, 1u, row);
    if (wid < 0) return 0;
    const uint32_t w = (uint32_t)wid;
    const uint64_t ent = mw_ld_ent((const uint8_t*)(tv->entities + row));
    const uint32_t eid = mw_row_eid(ctx, tv, row);
    (void)ent; (void)eid;
    const uint64_t sscale = mw_sscale(ctx);
    (void)sscale;
    uint32_t ctr = 0;
    // system `random_policy`
    ctr = 0;
    const uint32_t* ks1 = ctx->streams[2u];
    {
        uint8_t* rr3 = tv->cols[0] + (uint64_t)row * 8u;
        uint8_t* rw4 = rr3;
#line 388 "../envs/hide_and_seek.rhai"
        int32_t l5 = (int32_t)0x00000000u;
        int32_t l6 = (int32_t)0x00000005u;
        int32_t r7 = 0;
        // rand_int
        {
#line 411 "<prelude>"
            {
                bool const t10 = l6 <= l5;
                if (t10) {
                    {
                        r7 = l5;
                        goto ret8;
                    }
                    goto fi9;
                }
                {
                }
            }
            fi9:;
#line 412 "<prelude>"
            uint32_t const t11 = mw_pcg4d((w + ctx->world_offset) ^ ks1[0], eid ^ ks1[1], ctx->step ^ ks1[2], ctr ^ ks1[3]);
            ctr++;
            int32_t const t12 = mw_isub(l6, l5);
            uint32_t const t13 = (uint32_t)t12;
            uint32_t const t14 = mw_mulhi(t11, t13);
            int32_t const t15 = (int32_t)t14;
            int32_t const t16 = mw_iadd(l5, t15);
            r7 = t16;
            goto ret8;
        }
        ret8:;
        mw_st<int32_t>(rw4 + 0, r7);
#line 389 "../envs/hide_and_seek.rhai"
        int32_t l17 = (int32_t)0x00000000u;
        int32_t l18 = (int32_t)0x00000002u;
        int32_t r19 = 0;
        // rand_int
        {
#line 411 "<prelude>"
            {
                bool const t22 = l18 <= l17;
                if (t22) {
                    {
                        r19 = l17;
                        goto ret20;
                    }
                    goto fi21;
                }
                {
                }
            }
            fi21:;
#line 412 "<prelude>"
            uint32_t const t23 = mw_pcg4d((w + ctx->world_offset) ^ ks1[0], eid ^ ks1[1], ctx->step ^ ks1[2], ctr ^ ks1[3]);
            ctr++;
            int32_t const t24 = mw_isub(l18, l17);
            uint32_t const t25 = (uint32_t)t24;
            uint32_t const t26 = mw_mulhi(t23, t25);
            int32_t const t27 = (int32_t)t26;
            int32_t const t28 = mw_iadd(l17, t27);
            r19 = t28;
            goto ret20;
        }
        ret20:;
        mw_st<int32_t>(rw4 + 4, r19);
    }
    end2:;
#line 2411 "kernels.cu"
    return 0;
}
#ifdef MW_HOST
MW_ENTRY void k2(const MwCtx* ctx, uint32_t start, uint32_t end) {
    for (uint32_t i = start; i < end; i++) {
        if (mw_k2(ctx, i)) return;
    }
}
#endif
#line 2421 "kernels.cu"

// rows of `intend` over `Player`
MW_DEV int mw_k3(const MwCtx* ctx, uint32_t i) {
    const MwTable* tv = ctx->tables + 1;
    const uint32_t row = i;
    const int32_t wid = mw_row_world(ctx, tv, 1u, row);
    if (wid < 0) return 0;
    const uint32_t w = (uint32_t)wid;
    const uint64_t ent = mw_ld_ent((const uint8_t*)(tv->entities + row));
    const uint32_t eid = mw_row_eid(ctx, tv, row);
    (void)ent; (void)eid;
    const uint64_t sscale = mw_sscale(ctx);
    (void)sscale;
    uint32_t ctr = 0;
    // system `intend`
    ctr = 0;
    const uint32_t* ks1 = ctx->streams[3u];
    {
        uint8_t* rr3 = tv->cols[1] + (uint64_t)row * 24u;
        uint8_t* rw4 = rr3;
        uint8_t* rr5 = tv->cols[0] + (uint64_t)row * 8u;
        uint8_t* rw6 = rr5;
        uint8_t* rr7 = mw_single(ctx, 3u, w, 16u);
        uint8_t* rw8 = rr7;
        float l9 = 0.0f, l10 = 0.0f;
#line 270 "../envs/hide_and_seek.rhai"
        l9 = mw_f32(0x00000000u);
        l10 = mw_f32(0x00000000u);
#line 271 "../envs/hide_and_seek.rhai"
        {
            int32_t const t12 = mw_ld<int32_t>(rr5);
            bool const t13 = t12 == (int32_t)0x00000001u;
            if (t13) {
                {
                    l9 = mw_f32(0x3E800000u);
                    l10 = mw_f32(0x00000000u);
                }
                goto fi11;
            }
            {
            }
        }
        fi11:;
#line 272 "../envs/hide_and_seek.rhai"
        {
            int32_t const t15 = mw_ld<int32_t>(rr5);
            bool const t16 = t15 == (int32_t)0x00000002u;
            if (t16) {
                {
                    l9 = mw_f32(0xBE800000u);
                    l10 = mw_f32(0x00000000u);
                }
                goto fi14;
            }
            {
            }
        }
        fi14:;
#line 273 "../envs/hide_and_seek.rhai"
        {
            int32_t const t18 = mw_ld<int32_t>(rr5);
            bool const t19 = t18 == (int32_t)0x00000003u;
            if (t19) {
                {
                    l9 = mw_f32(0x00000000u);
                    l10 = mw_f32(0x3E800000u);
                }
                goto fi17;
            }
            {
            }
        }
        fi17:;
#line 274 "../envs/hide_and_seek.rhai"
        {
            int32_t const t21 = mw_ld<int32_t>(rr5);
            bool const t22 = t21 == (int32_t)0x00000004u;
            if (t22) {
                {
                    l9 = mw_f32(0x00000000u);
                    l10 = mw_f32(0xBE800000u);
                }
                goto fi20;
            }
            {
            }
        }
        fi20:;
#line 275 "../envs/hide_and_seek.rhai"
        {
            int32_t const t24 = mw_ld<int32_t>(rr3 + 16);
            bool const t25 = t24 == (int32_t)0x00000001u;
            bool t26 = t25;
            if (t26) {
                int32_t const t27 = mw_ld<int32_t>(rr7);
                bool const t28 = t27 < (int32_t)0x00000014u;
                t26 = t28;
            }
            if (t26) {
                {
                    l9 = mw_f32(0x00000000u);
                    l10 = mw_f32(0x00000000u);
                }
                goto fi23;
            }
            {
            }
        }
        fi23:;
#line 276 "../envs/hide_and_seek.rhai"
        mw_st<float>(rw4 + 8, mw_canon(l9));
        mw_st<float>(rw4 + 12, mw_canon(l10));
    }
    end2:;
#line 2536 "kernels.cu"
    return 0;
}
#ifdef MW_HOST
MW_ENTRY void k3(const MwCtx* ctx, uint32_t start, uint32_t end) {
    for (uint32_t i = start; i < end; i++) {
        if (mw_k3(ctx, i)) return;
    }
}
#endif
#line 2546 "kernels.cu"

// rows of `carry` over `Crate`
MW_DEV int mw_k4(const MwCtx* ctx, uint32_t i) {
    const MwTable* tv = ctx->tables + 0;
    const uint32_t row = i;
    const int32_t wid = mw_row_world(ctx, tv, 0u, row);
    if (wid < 0) return 0;
    const uint32_t w = (uint32_t)wid;
    const uint64_t ent = mw_ld_ent((const uint8_t*)(tv->entities + row));
    const uint32_t eid = mw_row_eid(ctx, tv, row);
    (void)ent; (void)eid;
    const uint64_t sscale = mw_sscale(ctx);
    (void)sscale;
    uint32_t ctr = 0;
    // system `carry`
    ctr = 0;
    const uint32_t* ks1 = ctx->streams[4u];
    {
        uint8_t* rr3 = tv->cols[2] + (uint64_t)row * 28u;
        uint8_t* rw4 = rr3;
        float l5 = 0.0f;
        uint8_t *rr6 = 0, *rw7 = 0;
        uint8_t *rr8 = 0, *rw9 = 0;
        float l10 = 0.0f;
#line 281 "../envs/hide_and_seek.rhai"
        l5 = mw_f32(0x3F99999Au);
#line 282 "../envs/hide_and_seek.rhai"
        mw_st<float>(rw4 + 8, mw_canon(mw_f32(0x00000000u)));
        mw_st<float>(rw4 + 12, mw_canon(mw_f32(0x00000000u)));
#line 283 "../envs/hide_and_seek.rhai"
        mw_st<int32_t>(rw4 + 24, (int32_t)0xFFFFFFFFu);
        {
            const MwTable* tv11 = ctx->tables + 1;
            uint32_t s11 = tv11->ranges[w][0], c11 = tv11->ranges[w][1];
            const uint32_t n11 = c11;
            if (mw_stopped(ctx)) { mw_trap(ctx, 0u); return 1; }
            for (uint32_t k11 = 0; k11 < n11; k11++) {
                {
                    MW_ITER();
                    const uint32_t i11 = s11 + k11;
                    if (tv11->world_ids[i11] != (int32_t)w) goto cont12;
                    rr6 = tv11->cols[1] + (uint64_t)i11 * 24u; rw7 = rr6;
                    rr8 = tv11->cols[0] + (uint64_t)i11 * 8u; rw9 = rr8;
                    {
#line 285 "../envs/hide_and_seek.rhai"
                        float const t14 = mw_ld<float>(rr6);
                        float const t15 = mw_ld<float>(rr6 + 4);
                        float l16 = t14;
                        float l17 = t15;
                        float const t18 = mw_ld<float>(rr3);
                        float const t19 = mw_ld<float>(rr3 + 4);
                        float l20 = t18;
                        float l21 = t19;
                        float r22 = 0.0f;
                        // distance
                        {
#line 327 "<prelude>"
                            float const t24 = l16 - l20;
                            float const t25 = l17 - l21;
                            float l26 = t24;
                            float l27 = t25;
                            float r28 = 0.0f;
                            // length
                            {
#line 323 "<prelude>"
                                float l30 = l26;
                                float l31 = l27;
                                float l32 = l26;
                                float l33 = l27;
                                float r34 = 0.0f;
                                // dot
                                {
#line 312 "<prelude>"
                                    float const t36 = l30 * l32;
                                    float const t37 = l31 * l33;
                                    float const t38 = t36 + t37;
                                    r34 = t38;
                                    goto ret35;
                                }
                                ret35:;
                                float const t39 = mw_sqrt(r34);
                                r28 = t39;
                                goto ret29;
                            }
                            ret29:;
                            r22 = r28;
                            goto ret23;
                        }
                        ret23:;
                        l10 = r22;
#line 286 "../envs/hide_and_seek.rhai"
                        {
                            int32_t const t41 = mw_ld<int32_t>(rr8 + 4);
                            bool const t42 = t41 == (int32_t)0x00000001u;
                            bool t43 = t42;
                            if (t43) {
                                bool const t44 = l10 < l5;
                                t43 = t44;
                            }
                            if (t43) {
                                {
#line 287 "../envs/hide_and_seek.rhai"
                                    l5 = l10;
#line 288 "../envs/hide_and_seek.rhai"
                                    float const t45 = mw_ld<float>(rr6 + 8);
                                    float const t46 = mw_ld<float>(rr6 + 12);
                                    mw_st<float>(rw4 + 8, mw_canon(t45));
                                    mw_st<float>(rw4 + 12, mw_canon(t46));
#line 289 "../envs/hide_and_seek.rhai"
                                    int32_t const t47 = mw_ld<int32_t>(rr6 + 20);
                                    mw_st<int32_t>(rw4 + 24, t47);
                                }
                                goto fi40;
                            }
                            {
                            }
                        }
                        fi40:;
                    }
                }
                cont12:;
            }
        }
        brk13:;
    }
    end2:;
#line 2673 "kernels.cu"
    return 0;
}
#ifdef MW_HOST
MW_ENTRY void k4(const MwCtx* ctx, uint32_t start, uint32_t end) {
    for (uint32_t i = start; i < end; i++) {
        if (mw_k4(ctx, i)) return;
    }
}
#endif
#line 2683 "kernels.cu"

// rows of `walk` over `Player`
MW_DEV int mw_k5(const MwCtx* ctx, uint32_t i) {
    const MwTable* tv = ctx->tables + 1;
    const uint32_t row = i;
    const int32_t wid = mw_row_world(ctx, tv, 1u, row);
    if (wid < 0) return 0;
    const uint32_t w = (uint32_t)wid;
    const uint64_t ent = mw_ld_ent((const uint8_t*)(tv->entities + row));
    const uint32_t eid = mw_row_eid(ctx, tv, row);
    (void)ent; (void)eid;
    const uint64_t sscale = mw_sscale(ctx);
    (void)sscale;
    uint32_t ctr = 0;
    // system `walk`
    ctr = 0;
    const uint32_t* ks1 = ctx->streams[5u];
    {
        uint8_t* rr3 = tv->cols[1] + (uint64_t)row * 24u;
        uint8_t* rw4 = rr3;
        float l5 = 0.0f, l6 = 0.0f;
        bool l7 = false;
        uint8_t *rr8 = 0, *rw9 = 0;
#line 299 "../envs/hide_and_seek.rhai"
        float const t10 = mw_ld<float>(rr3);
        float const t11 = mw_ld<float>(rr3 + 4);
        float const t12 = mw_ld<float>(rr3 + 8);
        float const t13 = mw_ld<float>(rr3 + 12);
        float const t14 = t10 + t12;
        float const t15 = t11 + t13;
        l5 = t14;
        l6 = t15;
#line 300 "../envs/hide_and_seek.rhai"
        float l16 = l5;
        float l17 = l6;
        float l18 = mw_f32(0x3E99999Au);
        bool r19 = false;
        // disc_blocked
        {
            int32_t l21 = 0;
#line 104 "../envs/hide_and_seek.rhai"
            mw_st<float>(ctx->locals + 0, mw_f32(0x40F9999Au));
            mw_st<float>(ctx->locals + 4, mw_f32(0x40F9999Au));
            mw_st<float>(ctx->locals + 8, mw_f32(0x40F9999Au));
            mw_st<float>(ctx->locals + 12, mw_f32(0x41200000u));
            mw_st<float>(ctx->locals + 16, mw_f32(0x41400000u));
            mw_st<float>(ctx->locals + 20, mw_f32(0x41033333u));
            mw_st<float>(ctx->locals + 24, mw_f32(0x41033333u));
            mw_st<float>(ctx->locals + 28, mw_f32(0x41400000u));
#line 102 "../envs/hide_and_seek.rhai"
            {
                bool const t23 = l16 < l18;
                bool t24 = t23;
                if (!t24) {
                    bool const t25 = l17 < l18;
                    t24 = t25;
                }
                bool t26 = t24;
                if (!t26) {
                    float const t27 = mw_f32(0x41400000u) - l18;
                    bool const t28 = l16 > t27;
                    t26 = t28;
                }
                bool t29 = t26;
                if (!t29) {
                    float const t30 = mw_f32(0x41400000u) - l18;
                    bool const t31 = l17 > t30;
                    t29 = t31;
                }
                if (t29) {
                    {
                        r19 = true;
                        goto ret20;
                    }
                    goto fi22;
                }
                {
                }
            }
            fi22:;
#line 103 "../envs/hide_and_seek.rhai"
            l21 = (int32_t)0x00000000u;
            for (;;) {
                {
                    if (mw_stopped(ctx)) { mw_trap(ctx, 1u); return 1; }
                    bool const t34 = l21 < (int32_t)0x00000002u;
                    if (!t34) goto brk33;
                    MW_ITER();
                    {
#line 104 "../envs/hide_and_seek.rhai"
                        {
                            float l36 = l16;
                            float l37 = l17;
                            float l38 = l18;
                            uint32_t const t39 = l21 < 0 ? 0u : l21 > 1 ? 1u : (uint32_t)l21;
                            uint64_t const t40 = (uint64_t)t39 * 4u + 0u;
                            uint8_t* const t41 = ctx->locals + t40;
                            float const t42 = mw_ld<float>(t41);
                            uint32_t const t43 = l21 < 0 ? 0u : l21 > 1 ? 1u : (uint32_t)l21;
                            uint64_t const t44 = (uint64_t)t43 * 4u + 8u;
                            uint8_t* const t45 = ctx->locals + t44;
                            float const t46 = mw_ld<float>(t45);
                            float l47 = t42;
                            float l48 = t46;
                            uint32_t const t49 = l21 < 0 ? 0u : l21 > 1 ? 1u : (uint32_t)l21;
                            uint64_t const t50 = (uint64_t)t49 * 4u + 16u;
                            uint8_t* const t51 = ctx->locals + t50;
                            float const t52 = mw_ld<float>(t51);
                            uint32_t const t53 = l21 < 0 ? 0u : l21 > 1 ? 1u : (uint32_t)l21;
                            uint64_t const t54 = (uint64_t)t53 * 4u + 24u;
                            uint8_t* const t55 = ctx->locals + t54;
                            float const t56 = mw_ld<float>(t55);
                            float l57 = t52;
                            float l58 = t56;
                            bool r59 = false;
                            // disc_rect
                            {
                                float l61 = 0.0f, l62 = 0.0f;
#line 96 "../envs/hide_and_seek.rhai"
                                float l63 = l36;
                                float l64 = l37;
                                float l65 = l47;
                                float l66 = l48;
                                float l67 = l57;
                                float l68 = l58;
                                float r69 = 0.0f;
                                float r70 = 0.0f;
                                // clamp
                                {
#line 354 "<prelude>"
                                    float l72 = l63;
                                    float l73 = l65;
                                    float l74 = l67;
                                    float r75 = 0.0f;
                                    // clamp
                                    {
#line 278 "<prelude>"
                                        float const t77 = l72 > l73 ? l72 : l73;
                                        float const t78 = t77 < l74 ? t77 : l74;
                                        r75 = t78;
                                        goto ret76;
                                    }
                                    ret76:;
                                    float l79 = l64;
                                    float l80 = l66;
                                    float l81 = l68;
                                    float r82 = 0.0f;
                                    // clamp
                                    {
                                        float const t84 = l79 > l80 ? l79 : l80;
                                        float const t85 = t84 < l81 ? t84 : l81;
                                        r82 = t85;
                                        goto ret83;
                                    }
                                    ret83:;
                                    r69 = r75;
                                    r70 = r82;
                                    goto ret71;
                                }
                                ret71:;
                                l61 = r69;
                                l62 = r70;
#line 97 "../envs/hide_and_seek.rhai"
                                float l86 = l36;
                                float l87 = l37;
                                float l88 = l61;
                                float l89 = l62;
                                float r90 = 0.0f;
                                // distance
                                {
#line 327 "<prelude>"
                                    float const t92 = l86 - l88;
                                    float const t93 = l87 - l89;
                                    float l94 = t92;
                                    float l95 = t93;
                                    float r96 = 0.0f;
                                    // length
                                    {
#line 323 "<prelude>"
                                        float l98 = l94;
                                        float l99 = l95;
                                        float l100 = l94;
                                        float l101 = l95;
                                        float r102 = 0.0f;
                                        // dot
                                        {
#line 312 "<prelude>"
                                            float const t104 = l98 * l100;
                                            float const t105 = l99 * l101;
                                            float const t106 = t104 + t105;
                                            r102 = t106;
                                            goto ret103;
                                        }
                                        ret103:;
                                        float const t107 = mw_sqrt(r102);
                                        r96 = t107;
                                        goto ret97;
                                    }
                                    ret97:;
                                    r90 = r96;
                                    goto ret91;
                                }
                                ret91:;
                                bool const t108 = r90 < l38;
                                r59 = t108;
                                goto ret60;
                            }
                            ret60:;
                            if (r59) {
                                {
#line 104 "../envs/hide_and_seek.rhai"
                                    r19 = true;
                                    goto ret20;
                                }
                                goto fi35;
                            }
                            {
                            }
                        }
                        fi35:;
                    }
                }
                cont32:;
                {
#line 103 "../envs/hide_and_seek.rhai"
                    int32_t const t109 = mw_iadd(l21, (int32_t)0x00000001u);
                    l21 = t109;
                }
            }
            brk33:;
#line 106 "../envs/hide_and_seek.rhai"
            r19 = false;
            goto ret20;
        }
        ret20:;
        l7 = r19;
        {
            const MwTable* tv110 = ctx->tables + 0;
            uint32_t s110 = tv110->ranges[w][0], c110 = tv110->ranges[w][1];
            const uint32_t n110 = c110;
            if (mw_stopped(ctx)) { mw_trap(ctx, 2u); return 1; }
            for (uint32_t k110 = 0; k110 < n110; k110++) {
                {
                    MW_ITER();
                    const uint32_t i110 = s110 + k110;
                    if (tv110->world_ids[i110] != (int32_t)w) goto cont111;
                    rr8 = tv110->cols[2] + (uint64_t)i110 * 28u; rw9 = rr8;
                    {
#line 303 "../envs/hide_and_seek.rhai"
                        {
                            int32_t const t114 = mw_ld<int32_t>(rr8 + 24);
                            int32_t const t115 = mw_ld<int32_t>(rr3 + 20);
                            bool const t116 = t114 != t115;
                            bool t117 = t116;
                            if (t117) {
                                float l118 = l5;
                                float l119 = l6;
                                float const t120 = mw_ld<float>(rr8);
                                float const t121 = mw_ld<float>(rr8 + 4);
                                float l122 = t120;
                                float l123 = t121;
                                bool r124 = false;
                                // disc_box
                                {
#line 295 "../envs/hide_and_seek.rhai"
                                    float l126 = l118;
                                    float l127 = l119;
                                    float l128 = mw_f32(0x3E99999Au);
                                    float const t129 = l122 - mw_f32(0x3F000000u);
                                    float const t130 = l123 - mw_f32(0x3F000000u);
                                    float l131 = t129;
                                    float l132 = t130;
                                    float const t133 = l122 + mw_f32(0x3F000000u);
                                    float const t134 = l123 + mw_f32(0x3F000000u);
                                    float l135 = t133;
                                    float l136 = t134;
                                    bool r137 = false;
                                    // disc_rect
                                    {
                                        float l139 = 0.0f, l140 = 0.0f;
#line 96 "../envs/hide_and_seek.rhai"
                                        float l141 = l126;
                                        float l142 = l127;
                                        float l143 = l131;
                                        float l144 = l132;
                                        float l145 = l135;
                                        float l146 = l136;
                                        float r147 = 0.0f;
                                        float r148 = 0.0f;
                                        // clamp
                                        {
#line 354 "<prelude>"
                                            float l150 = l141;
                                            float l151 = l143;
                                            float l152 = l145;
                                            float r153 = 0.0f;
                                            // clamp
                                            {
#line 278 "<prelude>"
                                                float const t155 = l150 > l151 ? l150 : l151;
                                                float const t156 = t155 < l152 ? t155 : l152;
                                                r153 = t156;
                                                goto ret154;
                                            }
                                            ret154:;
                                            float l157 = l142;
                                            float l158 = l144;
                                            float l159 = l146;
                                            float r160 = 0.0f;
                                            // clamp
                                            {
                                                float const t162 = l157 > l158 ? l157 : l158;
                                                float const t163 = t162 < l159 ? t162 : l159;
                                                r160 = t163;
                                                goto ret161;
                                            }
                                            ret161:;
                                            r147 = r153;
                                            r148 = r160;
                                            goto ret149;
                                        }
                                        ret149:;
                                        l139 = r147;
                                        l140 = r148;
#line 97 "../envs/hide_and_seek.rhai"
                                        float l164 = l126;
                                        float l165 = l127;
                                        float l166 = l139;
                                        float l167 = l140;
                                        float r168 = 0.0f;
                                        // distance
                                        {
#line 327 "<prelude>"
                                            float const t170 = l164 - l166;
                                            float const t171 = l165 - l167;
                                            float l172 = t170;
                                            float l173 = t171;
                                            float r174 = 0.0f;
                                            // length
                                            {
#line 323 "<prelude>"
                                                float l176 = l172;
                                                float l177 = l173;
                                                float l178 = l172;
                                                float l179 = l173;
                                                float r180 = 0.0f;
                                                // dot
                                                {
#line 312 "<prelude>"
                                                    float const t182 = l176 * l178;
                                                    float const t183 = l177 * l179;
                                                    float const t184 = t182 + t183;
                                                    r180 = t184;
                                                    goto ret181;
                                                }
                                                ret181:;
                                                float const t185 = mw_sqrt(r180);
                                                r174 = t185;
                                                goto ret175;
                                            }
                                            ret175:;
                                            r168 = r174;
                                            goto ret169;
                                        }
                                        ret169:;
                                        bool const t186 = r168 < l128;
                                        r137 = t186;
                                        goto ret138;
                                    }
                                    ret138:;
                                    r124 = r137;
                                    goto ret125;
                                }
                                ret125:;
                                t117 = r124;
                            }
                            if (t117) {
                                {
#line 303 "../envs/hide_and_seek.rhai"
                                    l7 = true;
                                }
                                goto fi113;
                            }
                            {
                            }
                        }
                        fi113:;
                    }
                }
                cont111:;
            }
        }
        brk112:;
#line 305 "../envs/hide_and_seek.rhai"
        {
            bool const t188 = !l7;
            if (t188) {
                {
                    mw_st<float>(rw4 + 0, mw_canon(l5));
                    mw_st<float>(rw4 + 4, mw_canon(l6));
                }
                goto fi187;
            }
            {
            }
        }
        fi187:;
    }
    end2:;
#line 3093 "kernels.cu"
    return 0;
}
#ifdef MW_HOST
MW_ENTRY void k5(const MwCtx* ctx, uint32_t start, uint32_t end) {
    for (uint32_t i = start; i < end; i++) {
        if (mw_k5(ctx, i)) return;
    }
}
#endif
#line 3103 "kernels.cu"

// rows of `push` over `Crate`
MW_DEV int mw_k6(const MwCtx* ctx, uint32_t i) {
    const MwTable* tv = ctx->tables + 0;
    const uint32_t row = i;
    const int32_t wid = mw_row_world(ctx, tv, 0u, row);
    if (wid < 0) return 0;
    const uint32_t w = (uint32_t)wid;
    const uint64_t ent = mw_ld_ent((const uint8_t*)(tv->entities + row));
    const uint32_t eid = mw_row_eid(ctx, tv, row);
    (void)ent; (void)eid;
    const uint64_t sscale = mw_sscale(ctx);
    (void)sscale;
    uint32_t ctr = 0;
    // system `push`
    ctr = 0;
    const uint32_t* ks1 = ctx->streams[6u];
    {
        uint64_t l3 = ent;
        uint8_t* rr4 = tv->cols[2] + (uint64_t)row * 28u;
        uint8_t* rw5 = rr4;
        float l6 = 0.0f, l7 = 0.0f;
        bool l8 = false;
        float l9 = 0.0f, l10 = 0.0f;
        float l11 = 0.0f, l12 = 0.0f;
        uint8_t *rr13 = 0, *rw14 = 0;
        uint64_t l15 = 0ull;
        uint8_t *rr16 = 0, *rw17 = 0;
        float l18 = 0.0f, l19 = 0.0f;
#line 312 "../envs/hide_and_seek.rhai"
        float const t20 = mw_ld<float>(rr4);
        float const t21 = mw_ld<float>(rr4 + 4);
        float const t22 = mw_ld<float>(rr4 + 8);
        float const t23 = mw_ld<float>(rr4 + 12);
        float const t24 = t20 + t22;
        float const t25 = t21 + t23;
        l6 = t24;
        l7 = t25;
#line 313 "../envs/hide_and_seek.rhai"
        float l26 = l6;
        float l27 = l7;
        bool r28 = false;
        // box_blocked
        {
            float l30 = 0.0f, l31 = 0.0f;
            float l32 = 0.0f, l33 = 0.0f;
            int32_t l34 = 0;
#line 120 "../envs/hide_and_seek.rhai"
            mw_st<float>(ctx->locals + 0, mw_f32(0x40F9999Au));
            mw_st<float>(ctx->locals + 4, mw_f32(0x40F9999Au));
            mw_st<float>(ctx->locals + 8, mw_f32(0x40F9999Au));
            mw_st<float>(ctx->locals + 12, mw_f32(0x41200000u));
            mw_st<float>(ctx->locals + 16, mw_f32(0x41400000u));
            mw_st<float>(ctx->locals + 20, mw_f32(0x41033333u));
            mw_st<float>(ctx->locals + 24, mw_f32(0x41033333u));
            mw_st<float>(ctx->locals + 28, mw_f32(0x41400000u));
#line 116 "../envs/hide_and_seek.rhai"
            float const t35 = l26 - mw_f32(0x3F000000u);
            float const t36 = l27 - mw_f32(0x3F000000u);
            l30 = t35;
            l31 = t36;
#line 117 "../envs/hide_and_seek.rhai"
            float const t37 = l26 + mw_f32(0x3F000000u);
            float const t38 = l27 + mw_f32(0x3F000000u);
            l32 = t37;
            l33 = t38;
#line 118 "../envs/hide_and_seek.rhai"
            {
                bool const t40 = l30 < mw_f32(0x00000000u);
                bool t41 = t40;
                if (!t41) {
                    bool const t42 = l31 < mw_f32(0x00000000u);
                    t41 = t42;
                }
                bool t43 = t41;
                if (!t43) {
                    bool const t44 = l32 > mw_f32(0x41400000u);
                    t43 = t44;
                }
                bool t45 = t43;
                if (!t45) {
                    bool const t46 = l33 > mw_f32(0x41400000u);
                    t45 = t46;
                }
                if (t45) {
                    {
                        r28 = true;
                        goto ret29;
                    }
                    goto fi39;
                }
                {
                }
            }
            fi39:;
#line 119 "../envs/hide_and_seek.rhai"
            l34 = (int32_t)0x00000000u;
            for (;;) {
                {
                    if (mw_stopped(ctx)) { mw_trap(ctx, 3u); return 1; }
                    bool const t49 = l34 < (int32_t)0x00000002u;
                    if (!t49) goto brk48;
                    MW_ITER();
                    {
#line 120 "../envs/hide_and_seek.rhai"
                        {
                            float l51 = l30;
                            float l52 = l31;
                            float l53 = l32;
                            float l54 = l33;
                            uint32_t const t55 = l34 < 0 ? 0u : l34 > 1 ? 1u : (uint32_t)l34;
                            uint64_t const t56 = (uint64_t)t55 * 4u + 0u;
                            uint8_t* const t57 = ctx->locals + t56;
                            float const t58 = mw_ld<float>(t57);
                            uint32_t const t59 = l34 < 0 ? 0u : l34 > 1 ? 1u : (uint32_t)l34;
                            uint64_t const t60 = (uint64_t)t59 * 4u + 8u;
                            uint8_t* const t61 = ctx->locals + t60;
                            float const t62 = mw_ld<float>(t61);
                            float l63 = t58;
                            float l64 = t62;
                            uint32_t const t65 = l34 < 0 ? 0u : l34 > 1 ? 1u : (uint32_t)l34;
                            uint64_t const t66 = (uint64_t)t65 * 4u + 16u;
                            uint8_t* const t67 = ctx->locals + t66;
                            float const t68 = mw_ld<float>(t67);
                            uint32_t const t69 = l34 < 0 ? 0u : l34 > 1 ? 1u : (uint32_t)l34;
                            uint64_t const t70 = (uint64_t)t69 * 4u + 24u;
                            uint8_t* const t71 = ctx->locals + t70;
                            float const t72 = mw_ld<float>(t71);
                            float l73 = t68;
                            float l74 = t72;
                            bool r75 = false;
                            // rects
                            {
#line 111 "../envs/hide_and_seek.rhai"
                                bool const t77 = l51 < l73;
                                bool t78 = t77;
                                if (t78) {
                                    bool const t79 = l63 < l53;
                                    t78 = t79;
                                }
                                bool t80 = t78;
                                if (t80) {
                                    bool const t81 = l52 < l74;
                                    t80 = t81;
                                }
                                bool t82 = t80;
                                if (t82) {
                                    bool const t83 = l64 < l54;
                                    t82 = t83;
                                }
                                r75 = t82;
                                goto ret76;
                            }
                            ret76:;
                            if (r75) {
                                {
#line 120 "../envs/hide_and_seek.rhai"
                                    r28 = true;
                                    goto ret29;
                                }
                                goto fi50;
                            }
                            {
                            }
                        }
                        fi50:;
                    }
                }
                cont47:;
                {
#line 119 "../envs/hide_and_seek.rhai"
                    int32_t const t84 = mw_iadd(l34, (int32_t)0x00000001u);
                    l34 = t84;
                }
            }
            brk48:;
#line 122 "../envs/hide_and_seek.rhai"
            r28 = false;
            goto ret29;
        }
        ret29:;
        l8 = r28;
#line 314 "../envs/hide_and_seek.rhai"
        float const t85 = l6 - mw_f32(0x3F000000u);
        float const t86 = l7 - mw_f32(0x3F000000u);
        l9 = t85;
        l10 = t86;
#line 315 "../envs/hide_and_seek.rhai"
        float const t87 = l6 + mw_f32(0x3F000000u);
        float const t88 = l7 + mw_f32(0x3F000000u);
        l11 = t87;
        l12 = t88;
        {
            const MwTable* tv89 = ctx->tables + 1;
            uint32_t s89 = tv89->ranges[w][0], c89 = tv89->ranges[w][1];
            const uint32_t n89 = c89;
            if (mw_stopped(ctx)) { mw_trap(ctx, 4u); return 1; }
            for (uint32_t k89 = 0; k89 < n89; k89++) {
                {
                    MW_ITER();
                    const uint32_t i89 = s89 + k89;
                    if (tv89->world_ids[i89] != (int32_t)w) goto cont90;
                    rr13 = tv89->cols[1] + (uint64_t)i89 * 24u; rw14 = rr13;
                    {
#line 317 "../envs/hide_and_seek.rhai"
                        {
                            int32_t const t93 = mw_ld<int32_t>(rr13 + 20);
                            int32_t const t94 = mw_ld<int32_t>(rr4 + 24);
                            bool const t95 = t93 != t94;
                            bool t96 = t95;
                            if (t96) {
                                float const t97 = mw_ld<float>(rr13);
                                float const t98 = mw_ld<float>(rr13 + 4);
                                float l99 = t97;
                                float l100 = t98;
                                float l101 = mw_f32(0x3E99999Au);
                                float l102 = l9;
                                float l103 = l10;
                                float l104 = l11;
                                float l105 = l12;
                                bool r106 = false;
                                // disc_rect
                                {
                                    float l108 = 0.0f, l109 = 0.0f;
#line 96 "../envs/hide_and_seek.rhai"
                                    float l110 = l99;
                                    float l111 = l100;
                                    float l112 = l102;
                                    float l113 = l103;
                                    float l114 = l104;
                                    float l115 = l105;
                                    float r116 = 0.0f;
                                    float r117 = 0.0f;
                                    // clamp
                                    {
#line 354 "<prelude>"
                                        float l119 = l110;
                                        float l120 = l112;
                                        float l121 = l114;
                                        float r122 = 0.0f;
                                        // clamp
                                        {
#line 278 "<prelude>"
                                            float const t124 = l119 > l120 ? l119 : l120;
                                            float const t125 = t124 < l121 ? t124 : l121;
                                            r122 = t125;
                                            goto ret123;
                                        }
                                        ret123:;
                                        float l126 = l111;
                                        float l127 = l113;
                                        float l128 = l115;
                                        float r129 = 0.0f;
                                        // clamp
                                        {
                                            float const t131 = l126 > l127 ? l126 : l127;
                                            float const t132 = t131 < l128 ? t131 : l128;
                                            r129 = t132;
                                            goto ret130;
                                        }
                                        ret130:;
                                        r116 = r122;
                                        r117 = r129;
                                        goto ret118;
                                    }
                                    ret118:;
                                    l108 = r116;
                                    l109 = r117;
#line 97 "../envs/hide_and_seek.rhai"
                                    float l133 = l99;
                                    float l134 = l100;
                                    float l135 = l108;
                                    float l136 = l109;
                                    float r137 = 0.0f;
                                    // distance
                                    {
#line 327 "<prelude>"
                                        float const t139 = l133 - l135;
                                        float const t140 = l134 - l136;
                                        float l141 = t139;
                                        float l142 = t140;
                                        float r143 = 0.0f;
                                        // length
                                        {
#line 323 "<prelude>"
                                            float l145 = l141;
                                            float l146 = l142;
                                            float l147 = l141;
                                            float l148 = l142;
                                            float r149 = 0.0f;
                                            // dot
                                            {
#line 312 "<prelude>"
                                                float const t151 = l145 * l147;
                                                float const t152 = l146 * l148;
                                                float const t153 = t151 + t152;
                                                r149 = t153;
                                                goto ret150;
                                            }
                                            ret150:;
                                            float const t154 = mw_sqrt(r149);
                                            r143 = t154;
                                            goto ret144;
                                        }
                                        ret144:;
                                        r137 = r143;
                                        goto ret138;
                                    }
                                    ret138:;
                                    bool const t155 = r137 < l101;
                                    r106 = t155;
                                    goto ret107;
                                }
                                ret107:;
                                t96 = r106;
                            }
                            if (t96) {
                                {
#line 317 "../envs/hide_and_seek.rhai"
                                    l8 = true;
                                }
                                goto fi92;
                            }
                            {
                            }
                        }
                        fi92:;
                    }
                }
                cont90:;
            }
        }
        brk91:;
        {
            const MwTable* tv156 = ctx->tables + 0;
            uint32_t s156 = tv156->ranges[w][0], c156 = tv156->ranges[w][1];
            const uint32_t n156 = c156;
            if (mw_stopped(ctx)) { mw_trap(ctx, 5u); return 1; }
            for (uint32_t k156 = 0; k156 < n156; k156++) {
                {
                    MW_ITER();
                    const uint32_t i156 = s156 + k156;
                    if (tv156->world_ids[i156] != (int32_t)w) goto cont157;
                    l15 = mw_ld_ent((const uint8_t*)(tv156->entities + i156));
                    rr16 = tv156->cols[2] + (uint64_t)i156 * 28u; rw17 = rr16;
                    {
#line 320 "../envs/hide_and_seek.rhai"
                        {
                            bool const t160 = l15 == l3;
                            if (t160) {
                                {
                                    goto cont157;
                                }
                                goto fi159;
                            }
                            {
                            }
                        }
                        fi159:;
#line 321 "../envs/hide_and_seek.rhai"
                        l18 = mw_f32(0x3F000000u);
                        l19 = mw_f32(0x3F000000u);
#line 322 "../envs/hide_and_seek.rhai"
                        {
                            float l162 = l9;
                            float l163 = l10;
                            float l164 = l11;
                            float l165 = l12;
                            float const t166 = mw_ld<float>(rr16);
                            float const t167 = mw_ld<float>(rr16 + 4);
                            float const t168 = t166 - l18;
                            float const t169 = t167 - l19;
                            float l170 = t168;
                            float l171 = t169;
                            float const t172 = mw_ld<float>(rr16);
                            float const t173 = mw_ld<float>(rr16 + 4);
                            float const t174 = t172 + l18;
                            float const t175 = t173 + l19;
                            float l176 = t174;
                            float l177 = t175;
                            bool r178 = false;
                            // rects
                            {
#line 111 "../envs/hide_and_seek.rhai"
                                bool const t180 = l162 < l176;
                                bool t181 = t180;
                                if (t181) {
                                    bool const t182 = l170 < l164;
                                    t181 = t182;
                                }
                                bool t183 = t181;
                                if (t183) {
                                    bool const t184 = l163 < l177;
                                    t183 = t184;
                                }
                                bool t185 = t183;
                                if (t185) {
                                    bool const t186 = l171 < l165;
                                    t185 = t186;
                                }
                                r178 = t185;
                                goto ret179;
                            }
                            ret179:;
                            bool t187 = r178;
                            if (!t187) {
                                float l188 = l9;
                                float l189 = l10;
                                float l190 = l11;
                                float l191 = l12;
                                float const t192 = mw_ld<float>(rr16);
                                float const t193 = mw_ld<float>(rr16 + 4);
                                float const t194 = mw_ld<float>(rr16 + 8);
                                float const t195 = mw_ld<float>(rr16 + 12);
                                float const t196 = t192 + t194;
                                float const t197 = t193 + t195;
                                float const t198 = t196 - l18;
                                float const t199 = t197 - l19;
                                float l200 = t198;
                                float l201 = t199;
                                float const t202 = mw_ld<float>(rr16);
                                float const t203 = mw_ld<float>(rr16 + 4);
                                float const t204 = mw_ld<float>(rr16 + 8);
                                float const t205 = mw_ld<float>(rr16 + 12);
                                float const t206 = t202 + t204;
                                float const t207 = t203 + t205;
                                float const t208 = t206 + l18;
                                float const t209 = t207 + l19;
                                float l210 = t208;
                                float l211 = t209;
                                bool r212 = false;
                                // rects
                                {
                                    bool const t214 = l188 < l210;
                                    bool t215 = t214;
                                    if (t215) {
                                        bool const t216 = l200 < l190;
                                        t215 = t216;
                                    }
                                    bool t217 = t215;
                                    if (t217) {
                                        bool const t218 = l189 < l211;
                                        t217 = t218;
                                    }
                                    bool t219 = t217;
                                    if (t219) {
                                        bool const t220 = l201 < l191;
                                        t219 = t220;
                                    }
                                    r212 = t219;
                                    goto ret213;
                                }
                                ret213:;
                                t187 = r212;
                            }
                            if (t187) {
                                {
#line 323 "../envs/hide_and_seek.rhai"
                                    l8 = true;
                                }
                                goto fi161;
                            }
                            {
                            }
                        }
                        fi161:;
                    }
                }
                cont157:;
            }
        }
        brk158:;
#line 326 "../envs/hide_and_seek.rhai"
        float t221 = 0.0f;
        float t222 = 0.0f;
        if (l8) {
            float const t223 = mw_ld<float>(rr4);
            float const t224 = mw_ld<float>(rr4 + 4);
            t221 = t223;
            t222 = t224;
        } else {
            t221 = l6;
            t222 = l7;
        }
        mw_st<float>(rw5 + 16, mw_canon(t221));
        mw_st<float>(rw5 + 20, mw_canon(t222));
    }
    end2:;
#line 3592 "kernels.cu"
    return 0;
}
#ifdef MW_HOST
MW_ENTRY void k6(const MwCtx* ctx, uint32_t start, uint32_t end) {
    for (uint32_t i = start; i < end; i++) {
        if (mw_k6(ctx, i)) return;
    }
}
#endif
#line 3602 "kernels.cu"

// rows of `settle` over `Crate`
MW_DEV int mw_k7(const MwCtx* ctx, uint32_t i) {
    const MwTable* tv = ctx->tables + 0;
    const uint32_t row = i;
    const int32_t wid = mw_row_world(ctx, tv, 0u, row);
    if (wid < 0) return 0;
    const uint32_t w = (uint32_t)wid;
    const uint64_t ent = mw_ld_ent((const uint8_t*)(tv->entities + row));
    const uint32_t eid = mw_row_eid(ctx, tv, row);
    (void)ent; (void)eid;
    const uint64_t sscale = mw_sscale(ctx);
    (void)sscale;
    uint32_t ctr = 0;
    // system `settle`
    ctr = 0;
    const uint32_t* ks1 = ctx->streams[7u];
    {
        uint8_t* rr3 = tv->cols[2] + (uint64_t)row * 28u;
        uint8_t* rw4 = rr3;
#line 329 "../envs/hide_and_seek.rhai"
        float const t5 = mw_ld<float>(rr3 + 16);
        float const t6 = mw_ld<float>(rr3 + 20);
        mw_st<float>(rw4 + 0, mw_canon(t5));
        mw_st<float>(rw4 + 4, mw_canon(t6));
    }
    end2:;
#line 3630 "kernels.cu"
    return 0;
}
#ifdef MW_HOST
MW_ENTRY void k7(const MwCtx* ctx, uint32_t start, uint32_t end) {
    for (uint32_t i = start; i < end; i++) {
        if (mw_k7(ctx, i)) return;
    }
}
#endif
#line 3640 "kernels.cu"

// rows of `lidar` over `Player`
MW_DEV int mw_k8(const MwCtx* ctx, uint32_t i) {
    const MwTable* tv = ctx->tables + 1;
    const uint32_t row = i;
    const int32_t wid = mw_row_world(ctx, tv, 1u, row);
    if (wid < 0) return 0;
    const uint32_t w = (uint32_t)wid;
    const uint64_t ent = mw_ld_ent((const uint8_t*)(tv->entities + row));
    const uint32_t eid = mw_row_eid(ctx, tv, row);
    (void)ent; (void)eid;
    const uint64_t sscale = mw_sscale(ctx);
    (void)sscale;
    uint32_t ctr = 0;
    // system `lidar`
    ctr = 0;
    const uint32_t* ks1 = ctx->streams[8u];
    {
        uint8_t* rr3 = tv->cols[1] + (uint64_t)row * 24u;
        uint8_t* rw4 = rr3;
        uint8_t* rr5 = tv->cols[4] + (uint64_t)row * 128u;
        uint8_t* rw6 = rr5;
        uint8_t *rr7 = 0, *rw8 = 0;
        uint8_t *rr9 = 0, *rw10 = 0;
#line 332 "../envs/hide_and_seek.rhai"
        mw_zero(ctx->locals + 0, 264u);
        {
            const MwTable* tv11 = ctx->tables + 1;
            uint32_t s11 = tv11->ranges[w][0], c11 = tv11->ranges[w][1];
            const uint32_t n11 = c11;
            if (mw_stopped(ctx)) { mw_trap(ctx, 6u); return 1; }
            for (uint32_t k11 = 0; k11 < n11; k11++) {
                {
                    MW_ITER();
                    const uint32_t i11 = s11 + k11;
                    if (tv11->world_ids[i11] != (int32_t)w) goto cont12;
                    rr7 = tv11->cols[1] + (uint64_t)i11 * 24u; rw8 = rr7;
                    {
#line 334 "../envs/hide_and_seek.rhai"
                        int32_t const t14 = mw_ld<int32_t>(ctx->locals + 192);
                        uint32_t const t15 = t14 < 0 ? 0u : t14 > 15 ? 15u : (uint32_t)t14;
                        uint64_t const t16 = (uint64_t)t15 * 8u + 0u;
                        uint8_t* const t17 = ctx->locals + t16;
                        float const t18 = mw_ld<float>(rr7);
                        float const t19 = mw_ld<float>(rr7 + 4);
                        mw_st<float>(t17 + 0, t18);
                        mw_st<float>(t17 + 4, t19);
#line 335 "../envs/hide_and_seek.rhai"
                        int32_t const t20 = mw_ld<int32_t>(ctx->locals + 192);
                        uint32_t const t21 = t20 < 0 ? 0u : t20 > 15 ? 15u : (uint32_t)t20;
                        uint64_t const t22 = (uint64_t)t21 * 4u + 128u;
                        uint8_t* const t23 = ctx->locals + t22;
                        int32_t const t24 = mw_ld<int32_t>(rr7 + 16);
                        mw_st<int32_t>(t23 + 0, t24);
#line 336 "../envs/hide_and_seek.rhai"
                        int32_t const t25 = mw_ld<int32_t>(ctx->locals + 192);
                        int32_t const t26 = mw_iadd(t25, (int32_t)0x00000001u);
                        mw_st<int32_t>(ctx->locals + 192, t26);
                    }
                }
                cont12:;
            }
        }
        brk13:;
        {
            const MwTable* tv27 = ctx->tables + 0;
            uint32_t s27 = tv27->ranges[w][0], c27 = tv27->ranges[w][1];
            const uint32_t n27 = c27;
            if (mw_stopped(ctx)) { mw_trap(ctx, 7u); return 1; }
            for (uint32_t k27 = 0; k27 < n27; k27++) {
                {
                    MW_ITER();
                    const uint32_t i27 = s27 + k27;
                    if (tv27->world_ids[i27] != (int32_t)w) goto cont28;
                    rr9 = tv27->cols[2] + (uint64_t)i27 * 28u; rw10 = rr9;
                    {
#line 339 "../envs/hide_and_seek.rhai"
                        int32_t const t30 = mw_ld<int32_t>(ctx->locals + 260);
                        uint32_t const t31 = t30 < 0 ? 0u : t30 > 7 ? 7u : (uint32_t)t30;
                        uint64_t const t32 = (uint64_t)t31 * 8u + 196u;
                        uint8_t* const t33 = ctx->locals + t32;
                        float const t34 = mw_ld<float>(rr9);
                        float const t35 = mw_ld<float>(rr9 + 4);
                        mw_st<float>(t33 + 0, t34);
                        mw_st<float>(t33 + 4, t35);
#line 340 "../envs/hide_and_seek.rhai"
                        int32_t const t36 = mw_ld<int32_t>(ctx->locals + 260);
                        int32_t const t37 = mw_iadd(t36, (int32_t)0x00000001u);
                        mw_st<int32_t>(ctx->locals + 260, t37);
                    }
                }
                cont28:;
            }
        }
        brk29:;
#line 342 "../envs/hide_and_seek.rhai"
        float const t38 = mw_ld<float>(ctx->locals + 0);
        float const t39 = mw_ld<float>(ctx->locals + 4);
        float const t40 = mw_ld<float>(ctx->locals + 8);
        float const t41 = mw_ld<float>(ctx->locals + 12);
        float const t42 = mw_ld<float>(ctx->locals + 16);
        float const t43 = mw_ld<float>(ctx->locals + 20);
        float const t44 = mw_ld<float>(ctx->locals + 24);
        float const t45 = mw_ld<float>(ctx->locals + 28);
        float const t46 = mw_ld<float>(ctx->locals + 32);
        float const t47 = mw_ld<float>(ctx->locals + 36);
        float const t48 = mw_ld<float>(ctx->locals + 40);
        float const t49 = mw_ld<float>(ctx->locals + 44);
        float const t50 = mw_ld<float>(ctx->locals + 48);
        float const t51 = mw_ld<float>(ctx->locals + 52);
        float const t52 = mw_ld<float>(ctx->locals + 56);
        float const t53 = mw_ld<float>(ctx->locals + 60);
        float const t54 = mw_ld<float>(ctx->locals + 64);
        float const t55 = mw_ld<float>(ctx->locals + 68);
        float const t56 = mw_ld<float>(ctx->locals + 72);
        float const t57 = mw_ld<float>(ctx->locals + 76);
        float const t58 = mw_ld<float>(ctx->locals + 80);
        float const t59 = mw_ld<float>(ctx->locals + 84);
        float const t60 = mw_ld<float>(ctx->locals + 88);
        float const t61 = mw_ld<float>(ctx->locals + 92);
        float const t62 = mw_ld<float>(ctx->locals + 96);
        float const t63 = mw_ld<float>(ctx->locals + 100);
        float const t64 = mw_ld<float>(ctx->locals + 104);
        float const t65 = mw_ld<float>(ctx->locals + 108);
        float const t66 = mw_ld<float>(ctx->locals + 112);
        float const t67 = mw_ld<float>(ctx->locals + 116);
        float const t68 = mw_ld<float>(ctx->locals + 120);
        float const t69 = mw_ld<float>(ctx->locals + 124);
        int32_t const t70 = mw_ld<int32_t>(ctx->locals + 128);
        int32_t const t71 = mw_ld<int32_t>(ctx->locals + 132);
        int32_t const t72 = mw_ld<int32_t>(ctx->locals + 136);
        int32_t const t73 = mw_ld<int32_t>(ctx->locals + 140);
        int32_t const t74 = mw_ld<int32_t>(ctx->locals + 144);
        int32_t const t75 = mw_ld<int32_t>(ctx->locals + 148);
        int32_t const t76 = mw_ld<int32_t>(ctx->locals + 152);
        int32_t const t77 = mw_ld<int32_t>(ctx->locals + 156);
        int32_t const t78 = mw_ld<int32_t>(ctx->locals + 160);
        int32_t const t79 = mw_ld<int32_t>(ctx->locals + 164);
        int32_t const t80 = mw_ld<int32_t>(ctx->locals + 168);
        int32_t const t81 = mw_ld<int32_t>(ctx->locals + 172);
        int32_t const t82 = mw_ld<int32_t>(ctx->locals + 176);
        int32_t const t83 = mw_ld<int32_t>(ctx->locals + 180);
        int32_t const t84 = mw_ld<int32_t>(ctx->locals + 184);
        int32_t const t85 = mw_ld<int32_t>(ctx->locals + 188);
        int32_t const t86 = mw_ld<int32_t>(ctx->locals + 192);
        float const t87 = mw_ld<float>(ctx->locals + 196);
        float const t88 = mw_ld<float>(ctx->locals + 200);
        float const t89 = mw_ld<float>(ctx->locals + 204);
        float const t90 = mw_ld<float>(ctx->locals + 208);
        float const t91 = mw_ld<float>(ctx->locals + 212);
        float const t92 = mw_ld<float>(ctx->locals + 216);
        float const t93 = mw_ld<float>(ctx->locals + 220);
        float const t94 = mw_ld<float>(ctx->locals + 224);
        float const t95 = mw_ld<float>(ctx->locals + 228);
        float const t96 = mw_ld<float>(ctx->locals + 232);
        float const t97 = mw_ld<float>(ctx->locals + 236);
        float const t98 = mw_ld<float>(ctx->locals + 240);
        float const t99 = mw_ld<float>(ctx->locals + 244);
        float const t100 = mw_ld<float>(ctx->locals + 248);
        float const t101 = mw_ld<float>(ctx->locals + 252);
        float const t102 = mw_ld<float>(ctx->locals + 256);
        int32_t const t103 = mw_ld<int32_t>(ctx->locals + 260);
        mw_st<float>(ctx->locals + 392, t38);
        mw_st<float>(ctx->locals + 396, t39);
        mw_st<float>(ctx->locals + 400, t40);
        mw_st<float>(ctx->locals + 404, t41);
        mw_st<float>(ctx->locals + 408, t42);
        mw_st<float>(ctx->locals + 412, t43);
        mw_st<float>(ctx->locals + 416, t44);
        mw_st<float>(ctx->locals + 420, t45);
        mw_st<float>(ctx->locals + 424, t46);
        mw_st<float>(ctx->locals + 428, t47);
        mw_st<float>(ctx->locals + 432, t48);
        mw_st<float>(ctx->locals + 436, t49);
        mw_st<float>(ctx->locals + 440, t50);
        mw_st<float>(ctx->locals + 444, t51);
        mw_st<float>(ctx->locals + 448, t52);
        mw_st<float>(ctx->locals + 452, t53);
        mw_st<float>(ctx->locals + 456, t54);
        mw_st<float>(ctx->locals + 460, t55);
        mw_st<float>(ctx->locals + 464, t56);
        mw_st<float>(ctx->locals + 468, t57);
        mw_st<float>(ctx->locals + 472, t58);
        mw_st<float>(ctx->locals + 476, t59);
        mw_st<float>(ctx->locals + 480, t60);
        mw_st<float>(ctx->locals + 484, t61);
        mw_st<float>(ctx->locals + 488, t62);
        mw_st<float>(ctx->locals + 492, t63);
        mw_st<float>(ctx->locals + 496, t64);
        mw_st<float>(ctx->locals + 500, t65);
        mw_st<float>(ctx->locals + 504, t66);
        mw_st<float>(ctx->locals + 508, t67);
        mw_st<float>(ctx->locals + 512, t68);
        mw_st<float>(ctx->locals + 516, t69);
        mw_st<int32_t>(ctx->locals + 520, t70);
        mw_st<int32_t>(ctx->locals + 524, t71);
        mw_st<int32_t>(ctx->locals + 528, t72);
        mw_st<int32_t>(ctx->locals + 532, t73);
        mw_st<int32_t>(ctx->locals + 536, t74);
        mw_st<int32_t>(ctx->locals + 540, t75);
        mw_st<int32_t>(ctx->locals + 544, t76);
        mw_st<int32_t>(ctx->locals + 548, t77);
        mw_st<int32_t>(ctx->locals + 552, t78);
        mw_st<int32_t>(ctx->locals + 556, t79);
        mw_st<int32_t>(ctx->locals + 560, t80);
        mw_st<int32_t>(ctx->locals + 564, t81);
        mw_st<int32_t>(ctx->locals + 568, t82);
        mw_st<int32_t>(ctx->locals + 572, t83);
        mw_st<int32_t>(ctx->locals + 576, t84);
        mw_st<int32_t>(ctx->locals + 580, t85);
        mw_st<int32_t>(ctx->locals + 584, t86);
        mw_st<float>(ctx->locals + 588, t87);
        mw_st<float>(ctx->locals + 592, t88);
        mw_st<float>(ctx->locals + 596, t89);
        mw_st<float>(ctx->locals + 600, t90);
        mw_st<float>(ctx->locals + 604, t91);
        mw_st<float>(ctx->locals + 608, t92);
        mw_st<float>(ctx->locals + 612, t93);
        mw_st<float>(ctx->locals + 616, t94);
        mw_st<float>(ctx->locals + 620, t95);
        mw_st<float>(ctx->locals + 624, t96);
        mw_st<float>(ctx->locals + 628, t97);
        mw_st<float>(ctx->locals + 632, t98);
        mw_st<float>(ctx->locals + 636, t99);
        mw_st<float>(ctx->locals + 640, t100);
        mw_st<float>(ctx->locals + 644, t101);
        mw_st<float>(ctx->locals + 648, t102);
        mw_st<int32_t>(ctx->locals + 652, t103);
        int32_t const t104 = mw_ld<int32_t>(rr3 + 20);
        int32_t l105 = t104;
        float r106 = 0.0f;
        float r107 = 0.0f;
        float r108 = 0.0f;
        float r109 = 0.0f;
        float r110 = 0.0f;
        float r111 = 0.0f;
        float r112 = 0.0f;
        float r113 = 0.0f;
        float r114 = 0.0f;
        float r115 = 0.0f;
        float r116 = 0.0f;
        float r117 = 0.0f;
        float r118 = 0.0f;
        float r119 = 0.0f;
        float r120 = 0.0f;
        float r121 = 0.0f;
        int32_t r122 = 0;
        int32_t r123 = 0;
        int32_t r124 = 0;
        int32_t r125 = 0;
        int32_t r126 = 0;
        int32_t r127 = 0;
        int32_t r128 = 0;
        int32_t r129 = 0;
        int32_t r130 = 0;
        int32_t r131 = 0;
        int32_t r132 = 0;
        int32_t r133 = 0;
        int32_t r134 = 0;
        int32_t r135 = 0;
        int32_t r136 = 0;
        int32_t r137 = 0;
        // scan
        {
            float l139 = 0.0f, l140 = 0.0f;
            int32_t l141 = 0;
            float l142 = 0.0f, l143 = 0.0f;
            float l144 = 0.0f;
            int32_t l145 = 0;
            int32_t l146 = 0;
            float l147 = 0.0f;
            int32_t l148 = 0;
            float l149 = 0.0f;
#line 206 "../envs/hide_and_seek.rhai"
            mw_st<float>(ctx->locals + 784, mw_f32(0x3F800000u));
            mw_st<float>(ctx->locals + 788, mw_f32(0x3F6C835Eu));
            mw_st<float>(ctx->locals + 792, mw_f32(0x3F3504F3u));
            mw_st<float>(ctx->locals + 796, mw_f32(0x3EC3EF15u));
            mw_st<float>(ctx->locals + 800, mw_f32(0x248D3132u));
            mw_st<float>(ctx->locals + 804, mw_f32(0xBEC3EF15u));
            mw_st<float>(ctx->locals + 808, mw_f32(0xBF3504F3u));
            mw_st<float>(ctx->locals + 812, mw_f32(0xBF6C835Eu));
            mw_st<float>(ctx->locals + 816, mw_f32(0xBF800000u));
            mw_st<float>(ctx->locals + 820, mw_f32(0xBF6C835Eu));
            mw_st<float>(ctx->locals + 824, mw_f32(0xBF3504F3u));
            mw_st<float>(ctx->locals + 828, mw_f32(0xBEC3EF15u));
            mw_st<float>(ctx->locals + 832, mw_f32(0xA553C9CAu));
            mw_st<float>(ctx->locals + 836, mw_f32(0x3EC3EF15u));
            mw_st<float>(ctx->locals + 840, mw_f32(0x3F3504F3u));
            mw_st<float>(ctx->locals + 844, mw_f32(0x3F6C835Eu));
            mw_st<float>(ctx->locals + 848, mw_f32(0x00000000u));
            mw_st<float>(ctx->locals + 852, mw_f32(0x3EC3EF15u));
            mw_st<float>(ctx->locals + 856, mw_f32(0x3F3504F3u));
            mw_st<float>(ctx->locals + 860, mw_f32(0x3F6C835Eu));
            mw_st<float>(ctx->locals + 864, mw_f32(0x3F800000u));
            mw_st<float>(ctx->locals + 868, mw_f32(0x3F6C835Eu));
            mw_st<float>(ctx->locals + 872, mw_f32(0x3F3504F3u));
            mw_st<float>(ctx->locals + 876, mw_f32(0x3EC3EF15u));
            mw_st<float>(ctx->locals + 880, mw_f32(0x250D3132u));
            mw_st<float>(ctx->locals + 884, mw_f32(0xBEC3EF15u));
            mw_st<float>(ctx->locals + 888, mw_f32(0xBF3504F3u));
            mw_st<float>(ctx->locals + 892, mw_f32(0xBF6C835Eu));
            mw_st<float>(ctx->locals + 896, mw_f32(0xBF800000u));
            mw_st<float>(ctx->locals + 900, mw_f32(0xBF6C835Eu));
            mw_st<float>(ctx->locals + 904, mw_f32(0xBF3504F3u));
            mw_st<float>(ctx->locals + 908, mw_f32(0xBEC3EF15u));
#line 203 "../envs/hide_and_seek.rhai"
            mw_zero(ctx->locals + 656, 128u);
#line 204 "../envs/hide_and_seek.rhai"
            uint32_t const t150 = l105 < 0 ? 0u : l105 > 15 ? 15u : (uint32_t)l105;
            uint64_t const t151 = (uint64_t)t150 * 8u + 392u;
            uint8_t* const t152 = ctx->locals + t151;
            float const t153 = mw_ld<float>(t152);
            float const t154 = mw_ld<float>(t152 + 4);
            l139 = t153;
            l140 = t154;
#line 205 "../envs/hide_and_seek.rhai"
            l141 = (int32_t)0x00000000u;
            for (;;) {
                {
                    if (mw_stopped(ctx)) { mw_trap(ctx, 8u); return 1; }
                    bool const t157 = l141 < (int32_t)0x00000010u;
                    if (!t157) goto brk156;
                    MW_ITER();
                    {
#line 206 "../envs/hide_and_seek.rhai"
                        uint32_t const t158 = l141 < 0 ? 0u : l141 > 15 ? 15u : (uint32_t)l141;
                        uint64_t const t159 = (uint64_t)t158 * 4u + 784u;
                        uint8_t* const t160 = ctx->locals + t159;
                        float const t161 = mw_ld<float>(t160);
                        uint32_t const t162 = l141 < 0 ? 0u : l141 > 15 ? 15u : (uint32_t)l141;
                        uint64_t const t163 = (uint64_t)t162 * 4u + 848u;
                        uint8_t* const t164 = ctx->locals + t163;
                        float const t165 = mw_ld<float>(t164);
                        l142 = t161;
                        l143 = t165;
#line 207 "../envs/hide_and_seek.rhai"
                        float l166 = l139;
                        float l167 = l140;
                        float l168 = l142;
                        float l169 = l143;
                        float r170 = 0.0f;
                        // ray_walls
                        {
                            float l172 = 0.0f;
                            int32_t l173 = 0;
                            float l174 = 0.0f;
#line 167 "../envs/hide_and_seek.rhai"
                            mw_st<float>(ctx->locals + 912, mw_f32(0x40F9999Au));
                            mw_st<float>(ctx->locals + 916, mw_f32(0x40F9999Au));
                            mw_st<float>(ctx->locals + 920, mw_f32(0x40F9999Au));
                            mw_st<float>(ctx->locals + 924, mw_f32(0x41200000u));
                            mw_st<float>(ctx->locals + 928, mw_f32(0x41400000u));
                            mw_st<float>(ctx->locals + 932, mw_f32(0x41033333u));
                            mw_st<float>(ctx->locals + 936, mw_f32(0x41033333u));
                            mw_st<float>(ctx->locals + 940, mw_f32(0x41400000u));
#line 160 "../envs/hide_and_seek.rhai"
                            l172 = mw_f32(0x7149F2CAu);
#line 162 "../envs/hide_and_seek.rhai"
                            {
                                bool const t176 = l168 > mw_f32(0x3089705Fu);
                                if (t176) {
                                    {
                                        float const t177 = mw_f32(0x41400000u) - l166;
                                        float const t178 = t177 / l168;
                                        float const t179 = l172 < t178 ? l172 : t178;
                                        l172 = t179;
                                    }
                                    goto fi175;
                                }
                                {
                                }
                            }
                            fi175:;
#line 163 "../envs/hide_and_seek.rhai"
                            {
                                bool const t181 = l168 < mw_f32(0xB089705Fu);
                                if (t181) {
                                    {
                                        float const t182 = -l166;
                                        float const t183 = t182 / l168;
                                        float const t184 = l172 < t183 ? l172 : t183;
                                        l172 = t184;
                                    }
                                    goto fi180;
                                }
                                {
                                }
                            }
                            fi180:;
#line 164 "../envs/hide_and_seek.rhai"
                            {
                                bool const t186 = l169 > mw_f32(0x3089705Fu);
                                if (t186) {
                                    {
                                        float const t187 = mw_f32(0x41400000u) - l167;
                                        float const t188 = t187 / l169;
                                        float const t189 = l172 < t188 ? l172 : t188;
                                        l172 = t189;
                                    }
                                    goto fi185;
                                }
                                {
                                }
                            }
                            fi185:;
#line 165 "../envs/hide_and_seek.rhai"
                            {
                                bool const t191 = l169 < mw_f32(0xB089705Fu);
                                if (t191) {
                                    {
                                        float const t192 = -l167;
                                        float const t193 = t192 / l169;
                                        float const t194 = l172 < t193 ? l172 : t193;
                                        l172 = t194;
                                    }
                                    goto fi190;
                                }
                                {
                                }
                            }
                            fi190:;
#line 166 "../envs/hide_and_seek.rhai"
                            l173 = (int32_t)0x00000000u;
                            for (;;) {
                                {
                                    if (mw_stopped(ctx)) { mw_trap(ctx, 9u); return 1; }
                                    bool const t197 = l173 < (int32_t)0x00000002u;
                                    if (!t197) goto brk196;
                                    MW_ITER();
                                    {
#line 167 "../envs/hide_and_seek.rhai"
                                        float l198 = l166;
                                        float l199 = l167;
                                        float l200 = l168;
                                        float l201 = l169;
                                        uint32_t const t202 = l173 < 0 ? 0u : l173 > 1 ? 1u : (uint32_t)l173;
                                        uint64_t const t203 = (uint64_t)t202 * 4u + 912u;
                                        uint8_t* const t204 = ctx->locals + t203;
                                        float const t205 = mw_ld<float>(t204);
                                        uint32_t const t206 = l173 < 0 ? 0u : l173 > 1 ? 1u : (uint32_t)l173;
                                        uint64_t const t207 = (uint64_t)t206 * 4u + 920u;
                                        uint8_t* const t208 = ctx->locals + t207;
                                        float const t209 = mw_ld<float>(t208);
                                        float l210 = t205;
                                        float l211 = t209;
                                        uint32_t const t212 = l173 < 0 ? 0u : l173 > 1 ? 1u : (uint32_t)l173;
                                        uint64_t const t213 = (uint64_t)t212 * 4u + 928u;
                                        uint8_t* const t214 = ctx->locals + t213;
                                        float const t215 = mw_ld<float>(t214);
                                        uint32_t const t216 = l173 < 0 ? 0u : l173 > 1 ? 1u : (uint32_t)l173;
                                        uint64_t const t217 = (uint64_t)t216 * 4u + 936u;
                                        uint8_t* const t218 = ctx->locals + t217;
                                        float const t219 = mw_ld<float>(t218);
                                        float l220 = t215;
                                        float l221 = t219;
                                        float r222 = 0.0f;
                                        // ray_rect
                                        {
                                            float l224 = 0.0f;
                                            float l225 = 0.0f;
                                            float l226 = 0.0f;
                                            float l227 = 0.0f;
                                            float l228 = 0.0f;
                                            float l229 = 0.0f;
#line 127 "../envs/hide_and_seek.rhai"
                                            l224 = mw_f32(0x00000000u);
#line 128 "../envs/hide_and_seek.rhai"
                                            l225 = mw_f32(0x7149F2CAu);
#line 129 "../envs/hide_and_seek.rhai"
                                            {
                                                float const t231 = mw_fabs(l200);
                                                bool const t232 = t231 < mw_f32(0x3089705Fu);
                                                if (t232) {
                                                    {
#line 130 "../envs/hide_and_seek.rhai"
                                                        {
                                                            bool const t234 = l198 < l210;
                                                            bool t235 = t234;
                                                            if (!t235) {
                                                                bool const t236 = l198 > l220;
                                                                t235 = t236;
                                                            }
                                                            if (t235) {
                                                                {
                                                                    r222 = mw_f32(0xBF800000u);
                                                                    goto ret223;
                                                                }
                                                                goto fi233;
                                                            }
                                                            {
                                                            }
                                                        }
                                                        fi233:;
                                                    }
                                                    goto fi230;
                                                }
                                                {
#line 132 "../envs/hide_and_seek.rhai"
                                                    float const t237 = l210 - l198;
                                                    float const t238 = t237 / l200;
                                                    l226 = t238;
#line 133 "../envs/hide_and_seek.rhai"
                                                    float const t239 = l220 - l198;
                                                    float const t240 = t239 / l200;
                                                    l227 = t240;
#line 134 "../envs/hide_and_seek.rhai"
                                                    float const t241 = l226 < l227 ? l226 : l227;
                                                    float const t242 = l224 > t241 ? l224 : t241;
                                                    l224 = t242;
#line 135 "../envs/hide_and_seek.rhai"
                                                    float const t243 = l226 > l227 ? l226 : l227;
                                                    float const t244 = l225 < t243 ? l225 : t243;
                                                    l225 = t244;
                                                }
                                            }
                                            fi230:;
#line 137 "../envs/hide_and_seek.rhai"
                                            {
                                                float const t246 = mw_fabs(l201);
                                                bool const t247 = t246 < mw_f32(0x3089705Fu);
                                                if (t247) {
                                                    {
#line 138 "../envs/hide_and_seek.rhai"
                                                        {
                                                            bool const t249 = l199 < l211;
                                                            bool t250 = t249;
                                                            if (!t250) {
                                                                bool const t251 = l199 > l221;
                                                                t250 = t251;
                                                            }
                                                            if (t250) {
                                                                {
                                                                    r222 = mw_f32(0xBF800000u);
                                                                    goto ret223;
                                                                }
                                                                goto fi248;
                                                            }
                                                            {
                                                            }
                                                        }
                                                        fi248:;
                                                    }
                                                    goto fi245;
                                                }
                                                {
#line 140 "../envs/hide_and_seek.rhai"
                                                    float const t252 = l211 - l199;
                                                    float const t253 = t252 / l201;
                                                    l228 = t253;
#line 141 "../envs/hide_and_seek.rhai"
                                                    float const t254 = l221 - l199;
                                                    float const t255 = t254 / l201;
                                                    l229 = t255;
#line 142 "../envs/hide_and_seek.rhai"
                                                    float const t256 = l228 < l229 ? l228 : l229;
                                                    float const t257 = l224 > t256 ? l224 : t256;
                                                    l224 = t257;
#line 143 "../envs/hide_and_seek.rhai"
                                                    float const t258 = l228 > l229 ? l228 : l229;
                                                    float const t259 = l225 < t258 ? l225 : t258;
                                                    l225 = t259;
                                                }
                                            }
                                            fi245:;
#line 145 "../envs/hide_and_seek.rhai"
                                            bool const t260 = l224 <= l225;
                                            float t261 = 0.0f;
                                            if (t260) {
                                                t261 = l224;
                                            } else {
                                                t261 = mw_f32(0xBF800000u);
                                            }
                                            r222 = t261;
                                            goto ret223;
                                        }
                                        ret223:;
                                        l174 = r222;
#line 168 "../envs/hide_and_seek.rhai"
                                        {
                                            bool const t263 = l174 >= mw_f32(0x00000000u);
                                            if (t263) {
                                                {
                                                    float const t264 = l172 < l174 ? l172 : l174;
                                                    l172 = t264;
                                                }
                                                goto fi262;
                                            }
                                            {
                                            }
                                        }
                                        fi262:;
                                    }
                                }
                                cont195:;
                                {
#line 166 "../envs/hide_and_seek.rhai"
                                    int32_t const t265 = mw_iadd(l173, (int32_t)0x00000001u);
                                    l173 = t265;
                                }
                            }
                            brk196:;
#line 170 "../envs/hide_and_seek.rhai"
                            r170 = l172;
                            goto ret171;
                        }
                        ret171:;
                        l144 = r170;
#line 208 "../envs/hide_and_seek.rhai"
                        l145 = (int32_t)0x00000001u;
#line 209 "../envs/hide_and_seek.rhai"
                        l146 = (int32_t)0x00000000u;
                        for (;;) {
                            {
                                if (mw_stopped(ctx)) { mw_trap(ctx, 10u); return 1; }
                                int32_t const t268 = mw_ld<int32_t>(ctx->locals + 652);
                                bool const t269 = l146 < t268;
                                if (!t269) goto brk267;
                                MW_ITER();
                                {
#line 210 "../envs/hide_and_seek.rhai"
                                    float l270 = l139;
                                    float l271 = l140;
                                    float l272 = l142;
                                    float l273 = l143;
                                    uint32_t const t274 = l146 < 0 ? 0u : l146 > 7 ? 7u : (uint32_t)l146;
                                    uint64_t const t275 = (uint64_t)t274 * 8u + 588u;
                                    uint8_t* const t276 = ctx->locals + t275;
                                    float const t277 = mw_ld<float>(t276);
                                    float const t278 = mw_ld<float>(t276 + 4);
                                    float const t279 = t277 - mw_f32(0x3F000000u);
                                    float const t280 = t278 - mw_f32(0x3F000000u);
                                    float l281 = t279;
                                    float l282 = t280;
                                    uint32_t const t283 = l146 < 0 ? 0u : l146 > 7 ? 7u : (uint32_t)l146;
                                    uint64_t const t284 = (uint64_t)t283 * 8u + 588u;
                                    uint8_t* const t285 = ctx->locals + t284;
                                    float const t286 = mw_ld<float>(t285);
                                    float const t287 = mw_ld<float>(t285 + 4);
                                    float const t288 = t286 + mw_f32(0x3F000000u);
                                    float const t289 = t287 + mw_f32(0x3F000000u);
                                    float l290 = t288;
                                    float l291 = t289;
                                    float r292 = 0.0f;
                                    // ray_rect
                                    {
                                        float l294 = 0.0f;
                                        float l295 = 0.0f;
                                        float l296 = 0.0f;
                                        float l297 = 0.0f;
                                        float l298 = 0.0f;
                                        float l299 = 0.0f;
#line 127 "../envs/hide_and_seek.rhai"
                                        l294 = mw_f32(0x00000000u);
#line 128 "../envs/hide_and_seek.rhai"
                                        l295 = mw_f32(0x7149F2CAu);
#line 129 "../envs/hide_and_seek.rhai"
                                        {
                                            float const t301 = mw_fabs(l272);
                                            bool const t302 = t301 < mw_f32(0x3089705Fu);
                                            if (t302) {
                                                {
#line 130 "../envs/hide_and_seek.rhai"
                                                    {
                                                        bool const t304 = l270 < l281;
                                                        bool t305 = t304;
                                                        if (!t305) {
                                                            bool const t306 = l270 > l290;
                                                            t305 = t306;
                                                        }
                                                        if (t305) {
                                                            {
                                                                r292 = mw_f32(0xBF800000u);
                                                                goto ret293;
                                                            }
                                                            goto fi303;
                                                        }
                                                        {
                                                        }
                                                    }
                                                    fi303:;
                                                }
                                                goto fi300;
                                            }
                                            {
#line 132 "../envs/hide_and_seek.rhai"
                                                float const t307 = l281 - l270;
                                                float const t308 = t307 / l272;
                                                l296 = t308;
#line 133 "../envs/hide_and_seek.rhai"
                                                float const t309 = l290 - l270;
                                                float const t310 = t309 / l272;
                                                l297 = t310;
#line 134 "../envs/hide_and_seek.rhai"
                                                float const t311 = l296 < l297 ? l296 : l297;
                                                float const t312 = l294 > t311 ? l294 : t311;
                                                l294 = t312;
#line 135 "../envs/hide_and_seek.rhai"
                                                float const t313 = l296 > l297 ? l296 : l297;
                                                float const t314 = l295 < t313 ? l295 : t313;
                                                l295 = t314;
                                            }
                                        }
                                        fi300:;
#line 137 "../envs/hide_and_seek.rhai"
                                        {
                                            float const t316 = mw_fabs(l273);
                                            bool const t317 = t316 < mw_f32(0x3089705Fu);
                                            if (t317) {
                                                {
#line 138 "../envs/hide_and_seek.rhai"
                                                    {
                                                        bool const t319 = l271 < l282;
                                                        bool t320 = t319;
                                                        if (!t320) {
                                                            bool const t321 = l271 > l291;
                                                            t320 = t321;
                                                        }
                                                        if (t320) {
                                                            {
                                                                r292 = mw_f32(0xBF800000u);
                                                                goto ret293;
                                                            }
                                                            goto fi318;
                                                        }
                                                        {
                                                        }
                                                    }
                                                    fi318:;
                                                }
                                                goto fi315;
                                            }
                                            {
#line 140 "../envs/hide_and_seek.rhai"
                                                float const t322 = l282 - l271;
                                                float const t323 = t322 / l273;
                                                l298 = t323;
#line 141 "../envs/hide_and_seek.rhai"
                                                float const t324 = l291 - l271;
                                                float const t325 = t324 / l273;
                                                l299 = t325;
#line 142 "../envs/hide_and_seek.rhai"
                                                float const t326 = l298 < l299 ? l298 : l299;
                                                float const t327 = l294 > t326 ? l294 : t326;
                                                l294 = t327;
#line 143 "../envs/hide_and_seek.rhai"
                                                float const t328 = l298 > l299 ? l298 : l299;
                                                float const t329 = l295 < t328 ? l295 : t328;
                                                l295 = t329;
                                            }
                                        }
                                        fi315:;
#line 145 "../envs/hide_and_seek.rhai"
                                        bool const t330 = l294 <= l295;
                                        float t331 = 0.0f;
                                        if (t330) {
                                            t331 = l294;
                                        } else {
                                            t331 = mw_f32(0xBF800000u);
                                        }
                                        r292 = t331;
                                        goto ret293;
                                    }
                                    ret293:;
                                    l147 = r292;
#line 211 "../envs/hide_and_seek.rhai"
                                    {
                                        bool const t333 = l147 >= mw_f32(0x00000000u);
                                        bool t334 = t333;
                                        if (t334) {
                                            bool const t335 = l147 < l144;
                                            t334 = t335;
                                        }
                                        if (t334) {
                                            {
#line 212 "../envs/hide_and_seek.rhai"
                                                l144 = l147;
#line 213 "../envs/hide_and_seek.rhai"
                                                l145 = (int32_t)0x00000002u;
                                            }
                                            goto fi332;
                                        }
                                        {
                                        }
                                    }
                                    fi332:;
                                }
                            }
                            cont266:;
                            {
#line 209 "../envs/hide_and_seek.rhai"
                                int32_t const t336 = mw_iadd(l146, (int32_t)0x00000001u);
                                l146 = t336;
                            }
                        }
                        brk267:;
#line 216 "../envs/hide_and_seek.rhai"
                        l148 = (int32_t)0x00000000u;
                        for (;;) {
                            {
                                if (mw_stopped(ctx)) { mw_trap(ctx, 11u); return 1; }
                                int32_t const t339 = mw_ld<int32_t>(ctx->locals + 584);
                                bool const t340 = l148 < t339;
                                if (!t340) goto brk338;
                                MW_ITER();
                                {
#line 217 "../envs/hide_and_seek.rhai"
                                    {
                                        bool const t342 = l148 == l105;
                                        if (t342) {
                                            {
                                                goto cont337;
                                            }
                                            goto fi341;
                                        }
                                        {
                                        }
                                    }
                                    fi341:;
#line 218 "../envs/hide_and_seek.rhai"
                                    float l343 = l139;
                                    float l344 = l140;
                                    float l345 = l142;
                                    float l346 = l143;
                                    uint32_t const t347 = l148 < 0 ? 0u : l148 > 15 ? 15u : (uint32_t)l148;
                                    uint64_t const t348 = (uint64_t)t347 * 8u + 392u;
                                    uint8_t* const t349 = ctx->locals + t348;
                                    float const t350 = mw_ld<float>(t349);
                                    float const t351 = mw_ld<float>(t349 + 4);
                                    float l352 = t350;
                                    float l353 = t351;
                                    float l354 = mw_f32(0x3E99999Au);
                                    float r355 = 0.0f;
                                    // ray_disc
                                    {
                                        float l357 = 0.0f, l358 = 0.0f;
                                        float l359 = 0.0f;
                                        float l360 = 0.0f;
                                        float l361 = 0.0f;
#line 150 "../envs/hide_and_seek.rhai"
                                        float const t362 = l352 - l343;
                                        float const t363 = l353 - l344;
                                        l357 = t362;
                                        l358 = t363;
#line 151 "../envs/hide_and_seek.rhai"
                                        float l364 = l357;
                                        float l365 = l358;
                                        float l366 = l345;
                                        float l367 = l346;
                                        float r368 = 0.0f;
                                        // dot
                                        {
#line 312 "<prelude>"
                                            float const t370 = l364 * l366;
                                            float const t371 = l365 * l367;
                                            float const t372 = t370 + t371;
                                            r368 = t372;
                                            goto ret369;
                                        }
                                        ret369:;
                                        l359 = r368;
#line 152 "../envs/hide_and_seek.rhai"
                                        float l373 = l357;
                                        float l374 = l358;
                                        float l375 = l357;
                                        float l376 = l358;
                                        float r377 = 0.0f;
                                        // dot
                                        {
#line 312 "<prelude>"
                                            float const t379 = l373 * l375;
                                            float const t380 = l374 * l376;
                                            float const t381 = t379 + t380;
                                            r377 = t381;
                                            goto ret378;
                                        }
                                        ret378:;
                                        float const t382 = l359 * l359;
                                        float const t383 = r377 - t382;
                                        l360 = t383;
#line 153 "../envs/hide_and_seek.rhai"
                                        {
                                            float const t385 = l354 * l354;
                                            bool const t386 = l360 > t385;
                                            if (t386) {
                                                {
                                                    r355 = mw_f32(0xBF800000u);
                                                    goto ret356;
                                                }
                                                goto fi384;
                                            }
                                            {
                                            }
                                        }
                                        fi384:;
#line 154 "../envs/hide_and_seek.rhai"
                                        float const t387 = l354 * l354;
                                        float const t388 = t387 - l360;
                                        float const t389 = mw_sqrt(t388);
                                        float const t390 = l359 - t389;
                                        l361 = t390;
#line 155 "../envs/hide_and_seek.rhai"
                                        bool const t391 = l361 >= mw_f32(0x00000000u);
                                        float t392 = 0.0f;
                                        if (t391) {
                                            t392 = l361;
                                        } else {
                                            bool const t393 = l359 >= mw_f32(0x00000000u);
                                            float t394 = 0.0f;
                                            if (t393) {
                                                t394 = mw_f32(0x00000000u);
                                            } else {
                                                t394 = mw_f32(0xBF800000u);
                                            }
                                            t392 = t394;
                                        }
                                        r355 = t392;
                                        goto ret356;
                                    }
                                    ret356:;
                                    l149 = r355;
#line 219 "../envs/hide_and_seek.rhai"
                                    {
                                        bool const t396 = l149 >= mw_f32(0x00000000u);
                                        bool t397 = t396;
                                        if (t397) {
                                            bool const t398 = l149 < l144;
                                            t397 = t398;
                                        }
                                        if (t397) {
                                            {
#line 220 "../envs/hide_and_seek.rhai"
                                                l144 = l149;
#line 221 "../envs/hide_and_seek.rhai"
                                                uint32_t const t399 = l148 < 0 ? 0u : l148 > 15 ? 15u : (uint32_t)l148;
                                                uint64_t const t400 = (uint64_t)t399 * 4u + 520u;
                                                uint8_t* const t401 = ctx->locals + t400;
                                                int32_t const t402 = mw_ld<int32_t>(t401);
                                                int32_t const t403 = mw_iadd((int32_t)0x00000003u, t402);
                                                l145 = t403;
                                            }
                                            goto fi395;
                                        }
                                        {
                                        }
                                    }
                                    fi395:;
                                }
                            }
                            cont337:;
                            {
#line 216 "../envs/hide_and_seek.rhai"
                                int32_t const t404 = mw_iadd(l148, (int32_t)0x00000001u);
                                l148 = t404;
                            }
                        }
                        brk338:;
#line 224 "../envs/hide_and_seek.rhai"
                        {
                            bool const t406 = l144 > mw_f32(0x41000000u);
                            if (t406) {
                                {
#line 225 "../envs/hide_and_seek.rhai"
                                    l144 = mw_f32(0x41000000u);
#line 226 "../envs/hide_and_seek.rhai"
                                    l145 = (int32_t)0x00000000u;
                                }
                                goto fi405;
                            }
                            {
                            }
                        }
                        fi405:;
#line 228 "../envs/hide_and_seek.rhai"
                        uint32_t const t407 = l141 < 0 ? 0u : l141 > 15 ? 15u : (uint32_t)l141;
                        uint64_t const t408 = (uint64_t)t407 * 4u + 656u;
                        uint8_t* const t409 = ctx->locals + t408;
                        mw_st<float>(t409 + 0, l144);
#line 229 "../envs/hide_and_seek.rhai"
                        uint32_t const t410 = l141 < 0 ? 0u : l141 > 15 ? 15u : (uint32_t)l141;
                        uint64_t const t411 = (uint64_t)t410 * 4u + 720u;
                        uint8_t* const t412 = ctx->locals + t411;
                        mw_st<int32_t>(t412 + 0, l145);
                    }
                }
                cont155:;
                {
#line 205 "../envs/hide_and_seek.rhai"
                    int32_t const t413 = mw_iadd(l141, (int32_t)0x00000001u);
                    l141 = t413;
                }
            }
            brk156:;
#line 231 "../envs/hide_and_seek.rhai"
            float const t414 = mw_ld<float>(ctx->locals + 656);
            float const t415 = mw_ld<float>(ctx->locals + 660);
            float const t416 = mw_ld<float>(ctx->locals + 664);
            float const t417 = mw_ld<float>(ctx->locals + 668);
            float const t418 = mw_ld<float>(ctx->locals + 672);
            float const t419 = mw_ld<float>(ctx->locals + 676);
            float const t420 = mw_ld<float>(ctx->locals + 680);
            float const t421 = mw_ld<float>(ctx->locals + 684);
            float const t422 = mw_ld<float>(ctx->locals + 688);
            float const t423 = mw_ld<float>(ctx->locals + 692);
            float const t424 = mw_ld<float>(ctx->locals + 696);
            float const t425 = mw_ld<float>(ctx->locals + 700);
            float const t426 = mw_ld<float>(ctx->locals + 704);
            float const t427 = mw_ld<float>(ctx->locals + 708);
            float const t428 = mw_ld<float>(ctx->locals + 712);
            float const t429 = mw_ld<float>(ctx->locals + 716);
            int32_t const t430 = mw_ld<int32_t>(ctx->locals + 720);
            int32_t const t431 = mw_ld<int32_t>(ctx->locals + 724);
            int32_t const t432 = mw_ld<int32_t>(ctx->locals + 728);
            int32_t const t433 = mw_ld<int32_t>(ctx->locals + 732);
            int32_t const t434 = mw_ld<int32_t>(ctx->locals + 736);
            int32_t const t435 = mw_ld<int32_t>(ctx->locals + 740);
            int32_t const t436 = mw_ld<int32_t>(ctx->locals + 744);
            int32_t const t437 = mw_ld<int32_t>(ctx->locals + 748);
            int32_t const t438 = mw_ld<int32_t>(ctx->locals + 752);
            int32_t const t439 = mw_ld<int32_t>(ctx->locals + 756);
            int32_t const t440 = mw_ld<int32_t>(ctx->locals + 760);
            int32_t const t441 = mw_ld<int32_t>(ctx->locals + 764);
            int32_t const t442 = mw_ld<int32_t>(ctx->locals + 768);
            int32_t const t443 = mw_ld<int32_t>(ctx->locals + 772);
            int32_t const t444 = mw_ld<int32_t>(ctx->locals + 776);
            int32_t const t445 = mw_ld<int32_t>(ctx->locals + 780);
            r106 = t414;
            r107 = t415;
            r108 = t416;
            r109 = t417;
            r110 = t418;
            r111 = t419;
            r112 = t420;
            r113 = t421;
            r114 = t422;
            r115 = t423;
            r116 = t424;
            r117 = t425;
            r118 = t426;
            r119 = t427;
            r120 = t428;
            r121 = t429;
            r122 = t430;
            r123 = t431;
            r124 = t432;
            r125 = t433;
            r126 = t434;
            r127 = t435;
            r128 = t436;
            r129 = t437;
            r130 = t438;
            r131 = t439;
            r132 = t440;
            r133 = t441;
            r134 = t442;
            r135 = t443;
            r136 = t444;
            r137 = t445;
            goto ret138;
        }
        ret138:;
        mw_st<float>(ctx->locals + 264, r106);
        mw_st<float>(ctx->locals + 268, r107);
        mw_st<float>(ctx->locals + 272, r108);
        mw_st<float>(ctx->locals + 276, r109);
        mw_st<float>(ctx->locals + 280, r110);
        mw_st<float>(ctx->locals + 284, r111);
        mw_st<float>(ctx->locals + 288, r112);
        mw_st<float>(ctx->locals + 292, r113);
        mw_st<float>(ctx->locals + 296, r114);
        mw_st<float>(ctx->locals + 300, r115);
        mw_st<float>(ctx->locals + 304, r116);
        mw_st<float>(ctx->locals + 308, r117);
        mw_st<float>(ctx->locals + 312, r118);
        mw_st<float>(ctx->locals + 316, r119);
        mw_st<float>(ctx->locals + 320, r120);
        mw_st<float>(ctx->locals + 324, r121);
        mw_st<int32_t>(ctx->locals + 328, r122);
        mw_st<int32_t>(ctx->locals + 332, r123);
        mw_st<int32_t>(ctx->locals + 336, r124);
        mw_st<int32_t>(ctx->locals + 340, r125);
        mw_st<int32_t>(ctx->locals + 344, r126);
        mw_st<int32_t>(ctx->locals + 348, r127);
        mw_st<int32_t>(ctx->locals + 352, r128);
        mw_st<int32_t>(ctx->locals + 356, r129);
        mw_st<int32_t>(ctx->locals + 360, r130);
        mw_st<int32_t>(ctx->locals + 364, r131);
        mw_st<int32_t>(ctx->locals + 368, r132);
        mw_st<int32_t>(ctx->locals + 372, r133);
        mw_st<int32_t>(ctx->locals + 376, r134);
        mw_st<int32_t>(ctx->locals + 380, r135);
        mw_st<int32_t>(ctx->locals + 384, r136);
        mw_st<int32_t>(ctx->locals + 388, r137);
#line 343 "../envs/hide_and_seek.rhai"
        float const t446 = mw_ld<float>(ctx->locals + 264);
        float const t447 = mw_ld<float>(ctx->locals + 268);
        float const t448 = mw_ld<float>(ctx->locals + 272);
        float const t449 = mw_ld<float>(ctx->locals + 276);
        float const t450 = mw_ld<float>(ctx->locals + 280);
        float const t451 = mw_ld<float>(ctx->locals + 284);
        float const t452 = mw_ld<float>(ctx->locals + 288);
        float const t453 = mw_ld<float>(ctx->locals + 292);
        float const t454 = mw_ld<float>(ctx->locals + 296);
        float const t455 = mw_ld<float>(ctx->locals + 300);
        float const t456 = mw_ld<float>(ctx->locals + 304);
        float const t457 = mw_ld<float>(ctx->locals + 308);
        float const t458 = mw_ld<float>(ctx->locals + 312);
        float const t459 = mw_ld<float>(ctx->locals + 316);
        float const t460 = mw_ld<float>(ctx->locals + 320);
        float const t461 = mw_ld<float>(ctx->locals + 324);
        mw_st<float>(rw6 + 0, mw_canon(t446));
        mw_st<float>(rw6 + 4, mw_canon(t447));
        mw_st<float>(rw6 + 8, mw_canon(t448));
        mw_st<float>(rw6 + 12, mw_canon(t449));
        mw_st<float>(rw6 + 16, mw_canon(t450));
        mw_st<float>(rw6 + 20, mw_canon(t451));
        mw_st<float>(rw6 + 24, mw_canon(t452));
        mw_st<float>(rw6 + 28, mw_canon(t453));
        mw_st<float>(rw6 + 32, mw_canon(t454));
        mw_st<float>(rw6 + 36, mw_canon(t455));
        mw_st<float>(rw6 + 40, mw_canon(t456));
        mw_st<float>(rw6 + 44, mw_canon(t457));
        mw_st<float>(rw6 + 48, mw_canon(t458));
        mw_st<float>(rw6 + 52, mw_canon(t459));
        mw_st<float>(rw6 + 56, mw_canon(t460));
        mw_st<float>(rw6 + 60, mw_canon(t461));
#line 344 "../envs/hide_and_seek.rhai"
        int32_t const t462 = mw_ld<int32_t>(ctx->locals + 328);
        int32_t const t463 = mw_ld<int32_t>(ctx->locals + 332);
        int32_t const t464 = mw_ld<int32_t>(ctx->locals + 336);
        int32_t const t465 = mw_ld<int32_t>(ctx->locals + 340);
        int32_t const t466 = mw_ld<int32_t>(ctx->locals + 344);
        int32_t const t467 = mw_ld<int32_t>(ctx->locals + 348);
        int32_t const t468 = mw_ld<int32_t>(ctx->locals + 352);
        int32_t const t469 = mw_ld<int32_t>(ctx->locals + 356);
        int32_t const t470 = mw_ld<int32_t>(ctx->locals + 360);
        int32_t const t471 = mw_ld<int32_t>(ctx->locals + 364);
        int32_t const t472 = mw_ld<int32_t>(ctx->locals + 368);
        int32_t const t473 = mw_ld<int32_t>(ctx->locals + 372);
        int32_t const t474 = mw_ld<int32_t>(ctx->locals + 376);
        int32_t const t475 = mw_ld<int32_t>(ctx->locals + 380);
        int32_t const t476 = mw_ld<int32_t>(ctx->locals + 384);
        int32_t const t477 = mw_ld<int32_t>(ctx->locals + 388);
        mw_st<int32_t>(rw6 + 64, t462);
        mw_st<int32_t>(rw6 + 68, t463);
        mw_st<int32_t>(rw6 + 72, t464);
        mw_st<int32_t>(rw6 + 76, t465);
        mw_st<int32_t>(rw6 + 80, t466);
        mw_st<int32_t>(rw6 + 84, t467);
        mw_st<int32_t>(rw6 + 88, t468);
        mw_st<int32_t>(rw6 + 92, t469);
        mw_st<int32_t>(rw6 + 96, t470);
        mw_st<int32_t>(rw6 + 100, t471);
        mw_st<int32_t>(rw6 + 104, t472);
        mw_st<int32_t>(rw6 + 108, t473);
        mw_st<int32_t>(rw6 + 112, t474);
        mw_st<int32_t>(rw6 + 116, t475);
        mw_st<int32_t>(rw6 + 120, t476);
        mw_st<int32_t>(rw6 + 124, t477);
    }
    end2:;
#line 4802 "kernels.cu"
    return 0;
}
#ifdef MW_HOST
MW_ENTRY void k8(const MwCtx* ctx, uint32_t start, uint32_t end) {
    for (uint32_t i = start; i < end; i++) {
        if (mw_k8(ctx, i)) return;
    }
}
#endif
#line 4812 "kernels.cu"

// worlds of `look`
MW_DEV int mw_k9(const MwCtx* ctx, uint32_t i) {
    const uint32_t w = i;
    const uint32_t eid = 4294967295u;
    const uint64_t ent = 0;
    (void)ent; (void)eid;
    const uint64_t sscale = mw_sscale(ctx);
    (void)sscale;
    uint32_t ctr = 0;
    // system `look`
    ctr = 0;
    const uint32_t* ks1 = ctx->streams[9u];
    {
        uint8_t* rr3 = mw_single(ctx, 3u, w, 16u);
        uint8_t* rw4 = rr3;
        int32_t l5 = 0;
        uint8_t *rr6 = 0, *rw7 = 0;
        uint8_t *rr8 = 0, *rw9 = 0;
#line 361 "../envs/hide_and_seek.rhai"
        l5 = (int32_t)0x00000000u;
        {
            const MwTable* tv10 = ctx->tables + 1;
            uint32_t s10 = tv10->ranges[w][0], c10 = tv10->ranges[w][1];
            const uint32_t n10 = c10;
            if (mw_stopped(ctx)) { mw_trap(ctx, 12u); return 1; }
            for (uint32_t k10 = 0; k10 < n10; k10++) {
                {
                    MW_ITER();
                    const uint32_t i10 = s10 + k10;
                    if (tv10->world_ids[i10] != (int32_t)w) goto cont11;
                    rr6 = tv10->cols[1] + (uint64_t)i10 * 24u; rw7 = rr6;
                    {
#line 363 "../envs/hide_and_seek.rhai"
                        {
                            int32_t const t14 = mw_ld<int32_t>(rr6 + 16);
                            bool const t15 = t14 != (int32_t)0x00000001u;
                            if (t15) {
                                {
                                    goto cont11;
                                }
                                goto fi13;
                            }
                            {
                            }
                        }
                        fi13:;
                        {
                            const MwTable* tv16 = ctx->tables + 1;
                            uint32_t s16 = tv16->ranges[w][0], c16 = tv16->ranges[w][1];
                            const uint32_t n16 = c16;
                            if (mw_stopped(ctx)) { mw_trap(ctx, 13u); return 1; }
                            for (uint32_t k16 = 0; k16 < n16; k16++) {
                                {
                                    MW_ITER();
                                    const uint32_t i16 = s16 + k16;
                                    if (tv16->world_ids[i16] != (int32_t)w) goto cont17;
                                    rr8 = tv16->cols[1] + (uint64_t)i16 * 24u; rw9 = rr8;
                                    {
#line 365 "../envs/hide_and_seek.rhai"
                                        {
                                            int32_t const t20 = mw_ld<int32_t>(rr8 + 16);
                                            bool const t21 = t20 == (int32_t)0x00000000u;
                                            bool t22 = t21;
                                            if (t22) {
                                                float const t23 = mw_ld<float>(rr6);
                                                float const t24 = mw_ld<float>(rr6 + 4);
                                                float l25 = t23;
                                                float l26 = t24;
                                                float const t27 = mw_ld<float>(rr8);
                                                float const t28 = mw_ld<float>(rr8 + 4);
                                                float l29 = t27;
                                                float l30 = t28;
                                                float r31 = 0.0f;
                                                // distance
                                                {
#line 327 "<prelude>"
                                                    float const t33 = l25 - l29;
                                                    float const t34 = l26 - l30;
                                                    float l35 = t33;
                                                    float l36 = t34;
                                                    float r37 = 0.0f;
                                                    // length
                                                    {
#line 323 "<prelude>"
                                                        float l39 = l35;
                                                        float l40 = l36;
                                                        float l41 = l35;
                                                        float l42 = l36;
                                                        float r43 = 0.0f;
                                                        // dot
                                                        {
#line 312 "<prelude>"
                                                            float const t45 = l39 * l41;
                                                            float const t46 = l40 * l42;
                                                            float const t47 = t45 + t46;
                                                            r43 = t47;
                                                            goto ret44;
                                                        }
                                                        ret44:;
                                                        float const t48 = mw_sqrt(r43);
                                                        r37 = t48;
                                                        goto ret38;
                                                    }
                                                    ret38:;
                                                    r31 = r37;
                                                    goto ret32;
                                                }
                                                ret32:;
                                                bool const t49 = r31 <= mw_f32(0x41200000u);
                                                t22 = t49;
                                            }
                                            bool t50 = t22;
                                            if (t50) {
                                                float const t51 = mw_ld<float>(rr6);
                                                float const t52 = mw_ld<float>(rr6 + 4);
                                                float l53 = t51;
                                                float l54 = t52;
                                                float const t55 = mw_ld<float>(rr8);
                                                float const t56 = mw_ld<float>(rr8 + 4);
                                                float l57 = t55;
                                                float l58 = t56;
                                                bool r59 = false;
                                                // clear_line
                                                {
                                                    float l61 = 0.0f;
                                                    float l62 = 0.0f, l63 = 0.0f;
                                                    uint8_t *rr64 = 0, *rw65 = 0;
                                                    float l66 = 0.0f;
#line 349 "../envs/hide_and_seek.rhai"
                                                    float l67 = l53;
                                                    float l68 = l54;
                                                    float l69 = l57;
                                                    float l70 = l58;
                                                    float r71 = 0.0f;
                                                    // distance
                                                    {
#line 327 "<prelude>"
                                                        float const t73 = l67 - l69;
                                                        float const t74 = l68 - l70;
                                                        float l75 = t73;
                                                        float l76 = t74;
                                                        float r77 = 0.0f;
                                                        // length
                                                        {
#line 323 "<prelude>"
                                                            float l79 = l75;
                                                            float l80 = l76;
                                                            float l81 = l75;
                                                            float l82 = l76;
                                                            float r83 = 0.0f;
                                                            // dot
                                                            {
#line 312 "<prelude>"
                                                                float const t85 = l79 * l81;
                                                                float const t86 = l80 * l82;
                                                                float const t87 = t85 + t86;
                                                                r83 = t87;
                                                                goto ret84;
                                                            }
                                                            ret84:;
                                                            float const t88 = mw_sqrt(r83);
                                                            r77 = t88;
                                                            goto ret78;
                                                        }
                                                        ret78:;
                                                        r71 = r77;
                                                        goto ret72;
                                                    }
                                                    ret72:;
                                                    l61 = r71;
#line 350 "../envs/hide_and_seek.rhai"
                                                    {
                                                        bool const t90 = l61 <= mw_f32(0x00000000u);
                                                        if (t90) {
                                                            {
                                                                r59 = true;
                                                                goto ret60;
                                                            }
                                                            goto fi89;
                                                        }
                                                        {
                                                        }
                                                    }
                                                    fi89:;
#line 351 "../envs/hide_and_seek.rhai"
                                                    float const t91 = l57 - l53;
                                                    float const t92 = l58 - l54;
                                                    float const t93 = t91 / l61;
                                                    float const t94 = t92 / l61;
                                                    l62 = t93;
                                                    l63 = t94;
#line 352 "../envs/hide_and_seek.rhai"
                                                    {
                                                        float l96 = l53;
                                                        float l97 = l54;
                                                        float l98 = l62;
                                                        float l99 = l63;
                                                        float r100 = 0.0f;
                                                        // ray_walls
                                                        {
                                                            float l102 = 0.0f;
                                                            int32_t l103 = 0;
                                                            float l104 = 0.0f;
#line 167 "../envs/hide_and_seek.rhai"
                                                            mw_st<float>(ctx->locals + 0, mw_f32(0x40F9999Au));
                                                            mw_st<float>(ctx->locals + 4, mw_f32(0x40F9999Au));
                                                            mw_st<float>(ctx->locals + 8, mw_f32(0x40F9999Au));
                                                            mw_st<float>(ctx->locals + 12, mw_f32(0x41200000u));
                                                            mw_st<float>(ctx->locals + 16, mw_f32(0x41400000u));
                                                            mw_st<float>(ctx->locals + 20, mw_f32(0x41033333u));
                                                            mw_st<float>(ctx->locals + 24, mw_f32(0x41033333u));
                                                            mw_st<float>(ctx->locals + 28, mw_f32(0x41400000u));
#line 160 "../envs/hide_and_seek.rhai"
                                                            l102 = mw_f32(0x7149F2CAu);
#line 162 "../envs/hide_and_seek.rhai"
                                                            {
                                                                bool const t106 = l98 > mw_f32(0x3089705Fu);
                                                                if (t106) {
                                                                    {
                                                                        float const t107 = mw_f32(0x41400000u) - l96;
                                                                        float const t108 = t107 / l98;
                                                                        float const t109 = l102 < t108 ? l102 : t108;
                                                                        l102 = t109;
                                                                    }
                                                                    goto fi105;
                                                                }
                                                                {
                                                                }
                                                            }
                                                            fi105:;
#line 163 "../envs/hide_and_seek.rhai"
                                                            {
                                                                bool const t111 = l98 < mw_f32(0xB089705Fu);
                                                                if (t111) {
                                                                    {
                                                                        float const t112 = -l96;
                                                                        float const t113 = t112 / l98;
                                                                        float const t114 = l102 < t113 ? l102 : t113;
                                                                        l102 = t114;
                                                                    }
                                                                    goto fi110;
                                                                }
                                                                {
                                                                }
                                                            }
                                                            fi110:;
#line 164 "../envs/hide_and_seek.rhai"
                                                            {
                                                                bool const t116 = l99 > mw_f32(0x3089705Fu);
                                                                if (t116) {
                                                                    {
                                                                        float const t117 = mw_f32(0x41400000u) - l97;
                                                                        float const t118 = t117 / l99;
                                                                        float const t119 = l102 < t118 ? l102 : t118;
                                                                        l102 = t119;
                                                                    }
                                                                    goto fi115;
                                                                }
                                                                {
                                                                }
                                                            }
                                                            fi115:;
#line 165 "../envs/hide_and_seek.rhai"
                                                            {
                                                                bool const t121 = l99 < mw_f32(0xB089705Fu);
                                                                if (t121) {
                                                                    {
                                                                        float const t122 = -l97;
                                                                        float const t123 = t122 / l99;
                                                                        float const t124 = l102 < t123 ? l102 : t123;
                                                                        l102 = t124;
                                                                    }
                                                                    goto fi120;
                                                                }
                                                                {
                                                                }
                                                            }
                                                            fi120:;
#line 166 "../envs/hide_and_seek.rhai"
                                                            l103 = (int32_t)0x00000000u;
                                                            for (;;) {
                                                                {
                                                                    if (mw_stopped(ctx)) { mw_trap(ctx, 14u); return 1; }
                                                                    bool const t127 = l103 < (int32_t)0x00000002u;
                                                                    if (!t127) goto brk126;
                                                                    MW_ITER();
                                                                    {
#line 167 "../envs/hide_and_seek.rhai"
                                                                        float l128 = l96;
                                                                        float l129 = l97;
                                                                        float l130 = l98;
                                                                        float l131 = l99;
                                                                        uint32_t const t132 = l103 < 0 ? 0u : l103 > 1 ? 1u : (uint32_t)l103;
                                                                        uint64_t const t133 = (uint64_t)t132 * 4u + 0u;
                                                                        uint8_t* const t134 = ctx->locals + t133;
                                                                        float const t135 = mw_ld<float>(t134);
                                                                        uint32_t const t136 = l103 < 0 ? 0u : l103 > 1 ? 1u : (uint32_t)l103;
                                                                        uint64_t const t137 = (uint64_t)t136 * 4u + 8u;
                                                                        uint8_t* const t138 = ctx->locals + t137;
                                                                        float const t139 = mw_ld<float>(t138);
                                                                        float l140 = t135;
                                                                        float l141 = t139;
                                                                        uint32_t const t142 = l103 < 0 ? 0u : l103 > 1 ? 1u : (uint32_t)l103;
                                                                        uint64_t const t143 = (uint64_t)t142 * 4u + 16u;
                                                                        uint8_t* const t144 = ctx->locals + t143;
                                                                        float const t145 = mw_ld<float>(t144);
                                                                        uint32_t const t146 = l103 < 0 ? 0u : l103 > 1 ? 1u : (uint32_t)l103;
                                                                        uint64_t const t147 = (uint64_t)t146 * 4u + 24u;
                                                                        uint8_t* const t148 = ctx->locals + t147;
                                                                        float const t149 = mw_ld<float>(t148);
                                                                        float l150 = t145;
                                                                        float l151 = t149;
                                                                        float r152 = 0.0f;
                                                                        // ray_rect
                                                                        {
                                                                            float l154 = 0.0f;
                                                                            float l155 = 0.0f;
                                                                            float l156 = 0.0f;
                                                                            float l157 = 0.0f;
                                                                            float l158 = 0.0f;
                                                                            float l159 = 0.0f;
#line 127 "../envs/hide_and_seek.rhai"
                                                                            l154 = mw_f32(0x00000000u);
#line 128 "../envs/hide_and_seek.rhai"
                                                                            l155 = mw_f32(0x7149F2CAu);
#line 129 "../envs/hide_and_seek.rhai"
                                                                            {
                                                                                float const t161 = mw_fabs(l130);
                                                                                bool const t162 = t161 < mw_f32(0x3089705Fu);
                                                                                if (t162) {
                                                                                    {
#line 130 "../envs/hide_and_seek.rhai"
                                                                                        {
                                                                                            bool const t164 = l128 < l140;
                                                                                            bool t165 = t164;
                                                                                            if (!t165) {
                                                                                                bool const t166 = l128 > l150;
                                                                                                t165 = t166;
                                                                                            }
                                                                                            if (t165) {
                                                                                                {
                                                                                                    r152 = mw_f32(0xBF800000u);
                                                                                                    goto ret153;
                                                                                                }
                                                                                                goto fi163;
                                                                                            }
                                                                                            {
                                                                                            }
                                                                                        }
                                                                                        fi163:;
                                                                                    }
                                                                                    goto fi160;
                                                                                }
                                                                                {
#line 132 "../envs/hide_and_seek.rhai"
                                                                                    float const t167 = l140 - l128;
                                                                                    float const t168 = t167 / l130;
                                                                                    l156 = t168;
#line 133 "../envs/hide_and_seek.rhai"
                                                                                    float const t169 = l150 - l128;
                                                                                    float const t170 = t169 / l130;
                                                                                    l157 = t170;
#line 134 "../envs/hide_and_seek.rhai"
                                                                                    float const t171 = l156 < l157 ? l156 : l157;
                                                                                    float const t172 = l154 > t171 ? l154 : t171;
                                                                                    l154 = t172;
#line 135 "../envs/hide_and_seek.rhai"
                                                                                    float const t173 = l156 > l157 ? l156 : l157;
                                                                                    float const t174 = l155 < t173 ? l155 : t173;
                                                                                    l155 = t174;
                                                                                }
                                                                            }
                                                                            fi160:;
#line 137 "../envs/hide_and_seek.rhai"
                                                                            {
                                                                                float const t176 = mw_fabs(l131);
                                                                                bool const t177 = t176 < mw_f32(0x3089705Fu);
                                                                                if (t177) {
                                                                                    {
#line 138 "../envs/hide_and_seek.rhai"
                                                                                        {
                                                                                            bool const t179 = l129 < l141;
                                                                                            bool t180 = t179;
                                                                                            if (!t180) {
                                                                                                bool const t181 = l129 > l151;
                                                                                                t180 = t181;
                                                                                            }
                                                                                            if (t180) {
                                                                                                {
                                                                                                    r152 = mw_f32(0xBF800000u);
                                                                                                    goto ret153;
                                                                                                }
                                                                                                goto fi178;
                                                                                            }
                                                                                            {
                                                                                            }
                                                                                        }
                                                                                        fi178:;
                                                                                    }
                                                                                    goto fi175;
                                                                                }
                                                                                {
#line 140 "../envs/hide_and_seek.rhai"
                                                                                    float const t182 = l141 - l129;
                                                                                    float const t183 = t182 / l131;
                                                                                    l158 = t183;
#line 141 "../envs/hide_and_seek.rhai"
                                                                                    float const t184 = l151 - l129;
                                                                                    float const t185 = t184 / l131;
                                                                                    l159 = t185;
#line 142 "../envs/hide_and_seek.rhai"
                                                                                    float const t186 = l158 < l159 ? l158 : l159;
                                                                                    float const t187 = l154 > t186 ? l154 : t186;
                                                                                    l154 = t187;
#line 143 "../envs/hide_and_seek.rhai"
                                                                                    float const t188 = l158 > l159 ? l158 : l159;
                                                                                    float const t189 = l155 < t188 ? l155 : t188;
                                                                                    l155 = t189;
                                                                                }
                                                                            }
                                                                            fi175:;
#line 145 "../envs/hide_and_seek.rhai"
                                                                            bool const t190 = l154 <= l155;
                                                                            float t191 = 0.0f;
                                                                            if (t190) {
                                                                                t191 = l154;
                                                                            } else {
                                                                                t191 = mw_f32(0xBF800000u);
                                                                            }
                                                                            r152 = t191;
                                                                            goto ret153;
                                                                        }
                                                                        ret153:;
                                                                        l104 = r152;
#line 168 "../envs/hide_and_seek.rhai"
                                                                        {
                                                                            bool const t193 = l104 >= mw_f32(0x00000000u);
                                                                            if (t193) {
                                                                                {
                                                                                    float const t194 = l102 < l104 ? l102 : l104;
                                                                                    l102 = t194;
                                                                                }
                                                                                goto fi192;
                                                                            }
                                                                            {
                                                                            }
                                                                        }
                                                                        fi192:;
                                                                    }
                                                                }
                                                                cont125:;
                                                                {
#line 166 "../envs/hide_and_seek.rhai"
                                                                    int32_t const t195 = mw_iadd(l103, (int32_t)0x00000001u);
                                                                    l103 = t195;
                                                                }
                                                            }
                                                            brk126:;
#line 170 "../envs/hide_and_seek.rhai"
                                                            r100 = l102;
                                                            goto ret101;
                                                        }
                                                        ret101:;
                                                        bool const t196 = r100 < l61;
                                                        if (t196) {
                                                            {
#line 352 "../envs/hide_and_seek.rhai"
                                                                r59 = false;
                                                                goto ret60;
                                                            }
                                                            goto fi95;
                                                        }
                                                        {
                                                        }
                                                    }
                                                    fi95:;
                                                    {
                                                        const MwTable* tv197 = ctx->tables + 0;
                                                        uint32_t s197 = tv197->ranges[w][0], c197 = tv197->ranges[w][1];
                                                        const uint32_t n197 = c197;
                                                        if (mw_stopped(ctx)) { mw_trap(ctx, 15u); return 1; }
                                                        for (uint32_t k197 = 0; k197 < n197; k197++) {
                                                            {
                                                                MW_ITER();
                                                                const uint32_t i197 = s197 + k197;
                                                                if (tv197->world_ids[i197] != (int32_t)w) goto cont198;
                                                                rr64 = tv197->cols[2] + (uint64_t)i197 * 28u; rw65 = rr64;
                                                                {
#line 354 "../envs/hide_and_seek.rhai"
                                                                    float l200 = l53;
                                                                    float l201 = l54;
                                                                    float l202 = l62;
                                                                    float l203 = l63;
                                                                    float const t204 = mw_ld<float>(rr64);
                                                                    float const t205 = mw_ld<float>(rr64 + 4);
                                                                    float const t206 = t204 - mw_f32(0x3F000000u);
                                                                    float const t207 = t205 - mw_f32(0x3F000000u);
                                                                    float l208 = t206;
                                                                    float l209 = t207;
                                                                    float const t210 = mw_ld<float>(rr64);
                                                                    float const t211 = mw_ld<float>(rr64 + 4);
                                                                    float const t212 = t210 + mw_f32(0x3F000000u);
                                                                    float const t213 = t211 + mw_f32(0x3F000000u);
                                                                    float l214 = t212;
                                                                    float l215 = t213;
                                                                    float r216 = 0.0f;
                                                                    // ray_rect
                                                                    {
                                                                        float l218 = 0.0f;
                                                                        float l219 = 0.0f;
                                                                        float l220 = 0.0f;
                                                                        float l221 = 0.0f;
                                                                        float l222 = 0.0f;
                                                                        float l223 = 0.0f;
#line 127 "../envs/hide_and_seek.rhai"
                                                                        l218 = mw_f32(0x00000000u);
#line 128 "../envs/hide_and_seek.rhai"
                                                                        l219 = mw_f32(0x7149F2CAu);
#line 129 "../envs/hide_and_seek.rhai"
                                                                        {
                                                                            float const t225 = mw_fabs(l202);
                                                                            bool const t226 = t225 < mw_f32(0x3089705Fu);
                                                                            if (t226) {
                                                                                {
#line 130 "../envs/hide_and_seek.rhai"
                                                                                    {
                                                                                        bool const t228 = l200 < l208;
                                                                                        bool t229 = t228;
                                                                                        if (!t229) {
                                                                                            bool const t230 = l200 > l214;
                                                                                            t229 = t230;
                                                                                        }
                                                                                        if (t229) {
                                                                                            {
                                                                                                r216 = mw_f32(0xBF800000u);
                                                                                                goto ret217;
                                                                                            }
                                                                                            goto fi227;
                                                                                        }
                                                                                        {
                                                                                        }
                                                                                    }
                                                                                    fi227:;
                                                                                }
                                                                                goto fi224;
                                                                            }
                                                                            {
#line 132 "../envs/hide_and_seek.rhai"
                                                                                float const t231 = l208 - l200;
                                                                                float const t232 = t231 / l202;
                                                                                l220 = t232;
#line 133 "../envs/hide_and_seek.rhai"
                                                                                float const t233 = l214 - l200;
                                                                                float const t234 = t233 / l202;
                                                                                l221 = t234;
#line 134 "../envs/hide_and_seek.rhai"
                                                                                float const t235 = l220 < l221 ? l220 : l221;
                                                                                float const t236 = l218 > t235 ? l218 : t235;
                                                                                l218 = t236;
#line 135 "../envs/hide_and_seek.rhai"
                                                                                float const t237 = l220 > l221 ? l220 : l221;
                                                                                float const t238 = l219 < t237 ? l219 : t237;
                                                                                l219 = t238;
                                                                            }
                                                                        }
                                                                        fi224:;
#line 137 "../envs/hide_and_seek.rhai"
                                                                        {
                                                                            float const t240 = mw_fabs(l203);
                                                                            bool const t241 = t240 < mw_f32(0x3089705Fu);
                                                                            if (t241) {
                                                                                {
#line 138 "../envs/hide_and_seek.rhai"
                                                                                    {
                                                                                        bool const t243 = l201 < l209;
                                                                                        bool t244 = t243;
                                                                                        if (!t244) {
                                                                                            bool const t245 = l201 > l215;
                                                                                            t244 = t245;
                                                                                        }
                                                                                        if (t244) {
                                                                                            {
                                                                                                r216 = mw_f32(0xBF800000u);
                                                                                                goto ret217;
                                                                                            }
                                                                                            goto fi242;
                                                                                        }
                                                                                        {
                                                                                        }
                                                                                    }
                                                                                    fi242:;
                                                                                }
                                                                                goto fi239;
                                                                            }
                                                                            {
#line 140 "../envs/hide_and_seek.rhai"
                                                                                float const t246 = l209 - l201;
                                                                                float const t247 = t246 / l203;
                                                                                l222 = t247;
#line 141 "../envs/hide_and_seek.rhai"
                                                                                float const t248 = l215 - l201;
                                                                                float const t249 = t248 / l203;
                                                                                l223 = t249;
#line 142 "../envs/hide_and_seek.rhai"
                                                                                float const t250 = l222 < l223 ? l222 : l223;
                                                                                float const t251 = l218 > t250 ? l218 : t250;
                                                                                l218 = t251;
#line 143 "../envs/hide_and_seek.rhai"
                                                                                float const t252 = l222 > l223 ? l222 : l223;
                                                                                float const t253 = l219 < t252 ? l219 : t252;
                                                                                l219 = t253;
                                                                            }
                                                                        }
                                                                        fi239:;
#line 145 "../envs/hide_and_seek.rhai"
                                                                        bool const t254 = l218 <= l219;
                                                                        float t255 = 0.0f;
                                                                        if (t254) {
                                                                            t255 = l218;
                                                                        } else {
                                                                            t255 = mw_f32(0xBF800000u);
                                                                        }
                                                                        r216 = t255;
                                                                        goto ret217;
                                                                    }
                                                                    ret217:;
                                                                    l66 = r216;
#line 355 "../envs/hide_and_seek.rhai"
                                                                    {
                                                                        bool const t257 = l66 >= mw_f32(0x00000000u);
                                                                        bool t258 = t257;
                                                                        if (t258) {
                                                                            bool const t259 = l66 < l61;
                                                                            t258 = t259;
                                                                        }
                                                                        if (t258) {
                                                                            {
                                                                                r59 = false;
                                                                                goto ret60;
                                                                            }
                                                                            goto fi256;
                                                                        }
                                                                        {
                                                                        }
                                                                    }
                                                                    fi256:;
                                                                }
                                                            }
                                                            cont198:;
                                                        }
                                                    }
                                                    brk199:;
#line 357 "../envs/hide_and_seek.rhai"
                                                    r59 = true;
                                                    goto ret60;
                                                }
                                                ret60:;
                                                t50 = r59;
                                            }
                                            if (t50) {
                                                {
#line 365 "../envs/hide_and_seek.rhai"
                                                    l5 = (int32_t)0x00000001u;
                                                }
                                                goto fi19;
                                            }
                                            {
                                            }
                                        }
                                        fi19:;
                                    }
                                }
                                cont17:;
                            }
                        }
                        brk18:;
                    }
                }
                cont11:;
            }
        }
        brk12:;
#line 368 "../envs/hide_and_seek.rhai"
        mw_st<int32_t>(rw4 + (uint64_t)(4) * sscale, l5);
    }
    end2:;
#line 5500 "kernels.cu"
    return 0;
}
#ifdef MW_HOST
MW_ENTRY void k9(const MwCtx* ctx, uint32_t start, uint32_t end) {
    for (uint32_t i = start; i < end; i++) {
        if (mw_k9(ctx, i)) return;
    }
}
#endif
#line 5510 "kernels.cu"

// rows of `score` over `Player`
MW_DEV int mw_k10(const MwCtx* ctx, uint32_t i) {
    const MwTable* tv = ctx->tables + 1;
    const uint32_t row = i;
    const int32_t wid = mw_row_world(ctx, tv, 1u, row);
    if (wid < 0) return 0;
    const uint32_t w = (uint32_t)wid;
    const uint64_t ent = mw_ld_ent((const uint8_t*)(tv->entities + row));
    const uint32_t eid = mw_row_eid(ctx, tv, row);
    (void)ent; (void)eid;
    const uint64_t sscale = mw_sscale(ctx);
    (void)sscale;
    uint32_t ctr = 0;
    // system `score`
    ctr = 0;
    const uint32_t* ks1 = ctx->streams[10u];
    {
        uint8_t* rr3 = tv->cols[1] + (uint64_t)row * 24u;
        uint8_t* rw4 = rr3;
        uint8_t* rr5 = tv->cols[5] + (uint64_t)row * 4u;
        uint8_t* rw6 = rr5;
        uint8_t* rr7 = mw_single(ctx, 3u, w, 16u);
        uint8_t* rw8 = rr7;
        float l9 = 0.0f;
#line 372 "../envs/hide_and_seek.rhai"
        int32_t const t10 = mw_ld<int32_t>(rr7 + (uint64_t)(4) * sscale);
        bool const t11 = t10 == (int32_t)0x00000001u;
        float t12 = 0.0f;
        if (t11) {
            t12 = mw_f32(0xBF800000u);
        } else {
            t12 = mw_f32(0x3F800000u);
        }
        l9 = t12;
#line 373 "../envs/hide_and_seek.rhai"
        int32_t const t13 = mw_ld<int32_t>(rr7);
        bool const t14 = t13 < (int32_t)0x00000014u;
        float t15 = 0.0f;
        if (t14) {
            t15 = mw_f32(0x00000000u);
        } else {
            int32_t const t16 = mw_ld<int32_t>(rr3 + 16);
            bool const t17 = t16 == (int32_t)0x00000000u;
            float t18 = 0.0f;
            if (t17) {
                t18 = l9;
            } else {
                float const t19 = -l9;
                t18 = t19;
            }
            t15 = t18;
        }
        mw_st<float>(rw6 + 0, mw_canon(t15));
    }
    end2:;
#line 5567 "kernels.cu"
    return 0;
}
#ifdef MW_HOST
MW_ENTRY void k10(const MwCtx* ctx, uint32_t start, uint32_t end) {
    for (uint32_t i = start; i < end; i++) {
        if (mw_k10(ctx, i)) return;
    }
}
#endif
#line 5577 "kernels.cu"

// worlds of `clock`
MW_DEV int mw_k11(const MwCtx* ctx, uint32_t i) {
    const uint32_t w = i;
    const uint32_t eid = 4294967295u;
    const uint64_t ent = 0;
    (void)ent; (void)eid;
    const uint64_t sscale = mw_sscale(ctx);
    (void)sscale;
    uint32_t ctr = 0;
    // system `clock`
    ctr = 0;
    const uint32_t* ks1 = ctx->streams[11u];
    {
        uint8_t* rr3 = mw_single(ctx, 3u, w, 16u);
        uint8_t* rw4 = rr3;
#line 377 "../envs/hide_and_seek.rhai"
        int32_t const t5 = mw_ld<int32_t>(rr3);
        int32_t const t6 = mw_iadd(t5, (int32_t)0x00000001u);
        mw_st<int32_t>(rw4, t6);
#line 378 "../envs/hide_and_seek.rhai"
        int32_t const t7 = mw_ld<int32_t>(rr3);
        bool const t8 = t7 >= (int32_t)0x00000078u;
        int32_t t9 = 0;
        if (t8) {
            t9 = (int32_t)0x00000001u;
        } else {
            t9 = (int32_t)0x00000000u;
        }
        mw_st<int32_t>(rw4 + (uint64_t)(12) * sscale, t9);
#line 379 "../envs/hide_and_seek.rhai"
        {
            int32_t const t11 = mw_ld<int32_t>(rr3 + (uint64_t)(12) * sscale);
            bool const t12 = t11 == (int32_t)0x00000001u;
            if (t12) {
                {
                    mw_reset_world(ctx, w);
                }
                goto fi10;
            }
            {
            }
        }
        fi10:;
    }
    end2:;
#line 5624 "kernels.cu"
    return 0;
}
#ifdef MW_HOST
MW_ENTRY void k11(const MwCtx* ctx, uint32_t start, uint32_t end) {
    for (uint32_t i = start; i < end; i++) {
        if (mw_k11(ctx, i)) return;
    }
}
#endif
#line 5634 "kernels.cu"

// worlds of `init_world`
MW_DEV int mw_k12(const MwCtx* ctx, uint32_t i) {
    const uint32_t w = i;
    const uint32_t eid = 4294967295u;
    const uint64_t ent = 0;
    (void)ent; (void)eid;
    const uint64_t sscale = mw_sscale(ctx);
    (void)sscale;
    uint32_t ctr = 0;
    // system `init_world`
    ctr = 0;
    const uint32_t* ks1 = ctx->streams[(ctx->node == 65535u ? 1u : 0u)];
    {
        uint8_t* rr3 = mw_single(ctx, 3u, w, 16u);
        uint8_t* rw4 = rr3;
        int32_t l5 = 0;
        float l6 = 0.0f, l7 = 0.0f;
        uint8_t *rr8 = 0, *rw9 = 0;
        int32_t l10 = 0;
        float l11 = 0.0f, l12 = 0.0f;
        uint8_t *rr13 = 0, *rw14 = 0;
        int32_t l15 = 0;
        uint8_t *rr16 = 0, *rw17 = 0;
#line 235 "../envs/hide_and_seek.rhai"
        mw_zero(ctx->locals + 0, 264u);
#line 236 "../envs/hide_and_seek.rhai"
        mw_zero(ctx->locals + 264, 128u);
#line 237 "../envs/hide_and_seek.rhai"
        l5 = (int32_t)0x00000000u;
        for (;;) {
            {
                if (mw_stopped(ctx)) { mw_trap(ctx, 17u); return 1; }
                bool const t20 = l5 < (int32_t)0x00000004u;
                if (!t20) goto brk19;
                MW_ITER();
                {
#line 238 "../envs/hide_and_seek.rhai"
                    bool l21 = false;
                    float const t22 = mw_ld<float>(ctx->locals + 0);
                    float const t23 = mw_ld<float>(ctx->locals + 4);
                    float const t24 = mw_ld<float>(ctx->locals + 8);
                    float const t25 = mw_ld<float>(ctx->locals + 12);
                    float const t26 = mw_ld<float>(ctx->locals + 16);
                    float const t27 = mw_ld<float>(ctx->locals + 20);
                    float const t28 = mw_ld<float>(ctx->locals + 24);
                    float const t29 = mw_ld<float>(ctx->locals + 28);
                    float const t30 = mw_ld<float>(ctx->locals + 32);
                    float const t31 = mw_ld<float>(ctx->locals + 36);
                    float const t32 = mw_ld<float>(ctx->locals + 40);
                    float const t33 = mw_ld<float>(ctx->locals + 44);
                    float const t34 = mw_ld<float>(ctx->locals + 48);
                    float const t35 = mw_ld<float>(ctx->locals + 52);
                    float const t36 = mw_ld<float>(ctx->locals + 56);
                    float const t37 = mw_ld<float>(ctx->locals + 60);
                    float const t38 = mw_ld<float>(ctx->locals + 64);
                    float const t39 = mw_ld<float>(ctx->locals + 68);
                    float const t40 = mw_ld<float>(ctx->locals + 72);
                    float const t41 = mw_ld<float>(ctx->locals + 76);
                    float const t42 = mw_ld<float>(ctx->locals + 80);
                    float const t43 = mw_ld<float>(ctx->locals + 84);
                    float const t44 = mw_ld<float>(ctx->locals + 88);
                    float const t45 = mw_ld<float>(ctx->locals + 92);
                    float const t46 = mw_ld<float>(ctx->locals + 96);
                    float const t47 = mw_ld<float>(ctx->locals + 100);
                    float const t48 = mw_ld<float>(ctx->locals + 104);
                    float const t49 = mw_ld<float>(ctx->locals + 108);
                    float const t50 = mw_ld<float>(ctx->locals + 112);
                    float const t51 = mw_ld<float>(ctx->locals + 116);
                    float const t52 = mw_ld<float>(ctx->locals + 120);
                    float const t53 = mw_ld<float>(ctx->locals + 124);
                    int32_t const t54 = mw_ld<int32_t>(ctx->locals + 128);
                    int32_t const t55 = mw_ld<int32_t>(ctx->locals + 132);
                    int32_t const t56 = mw_ld<int32_t>(ctx->locals + 136);
                    int32_t const t57 = mw_ld<int32_t>(ctx->locals + 140);
                    int32_t const t58 = mw_ld<int32_t>(ctx->locals + 144);
                    int32_t const t59 = mw_ld<int32_t>(ctx->locals + 148);
                    int32_t const t60 = mw_ld<int32_t>(ctx->locals + 152);
                    int32_t const t61 = mw_ld<int32_t>(ctx->locals + 156);
                    int32_t const t62 = mw_ld<int32_t>(ctx->locals + 160);
                    int32_t const t63 = mw_ld<int32_t>(ctx->locals + 164);
                    int32_t const t64 = mw_ld<int32_t>(ctx->locals + 168);
                    int32_t const t65 = mw_ld<int32_t>(ctx->locals + 172);
                    int32_t const t66 = mw_ld<int32_t>(ctx->locals + 176);
                    int32_t const t67 = mw_ld<int32_t>(ctx->locals + 180);
                    int32_t const t68 = mw_ld<int32_t>(ctx->locals + 184);
                    int32_t const t69 = mw_ld<int32_t>(ctx->locals + 188);
                    int32_t const t70 = mw_ld<int32_t>(ctx->locals + 192);
                    float const t71 = mw_ld<float>(ctx->locals + 196);
                    float const t72 = mw_ld<float>(ctx->locals + 200);
                    float const t73 = mw_ld<float>(ctx->locals + 204);
                    float const t74 = mw_ld<float>(ctx->locals + 208);
                    float const t75 = mw_ld<float>(ctx->locals + 212);
                    float const t76 = mw_ld<float>(ctx->locals + 216);
                    float const t77 = mw_ld<float>(ctx->locals + 220);
                    float const t78 = mw_ld<float>(ctx->locals + 224);
                    float const t79 = mw_ld<float>(ctx->locals + 228);
                    float const t80 = mw_ld<float>(ctx->locals + 232);
                    float const t81 = mw_ld<float>(ctx->locals + 236);
                    float const t82 = mw_ld<float>(ctx->locals + 240);
                    float const t83 = mw_ld<float>(ctx->locals + 244);
                    float const t84 = mw_ld<float>(ctx->locals + 248);
                    float const t85 = mw_ld<float>(ctx->locals + 252);
                    float const t86 = mw_ld<float>(ctx->locals + 256);
                    int32_t const t87 = mw_ld<int32_t>(ctx->locals + 260);
                    mw_st<float>(ctx->locals + 520, t22);
                    mw_st<float>(ctx->locals + 524, t23);
                    mw_st<float>(ctx->locals + 528, t24);
                    mw_st<float>(ctx->locals + 532, t25);
                    mw_st<float>(ctx->locals + 536, t26);
                    mw_st<float>(ctx->locals + 540, t27);
                    mw_st<float>(ctx->locals + 544, t28);
                    mw_st<float>(ctx->locals + 548, t29);
                    mw_st<float>(ctx->locals + 552, t30);
                    mw_st<float>(ctx->locals + 556, t31);
                    mw_st<float>(ctx->locals + 560, t32);
                    mw_st<float>(ctx->locals + 564, t33);
                    mw_st<float>(ctx->locals + 568, t34);
                    mw_st<float>(ctx->locals + 572, t35);
                    mw_st<float>(ctx->locals + 576, t36);
                    mw_st<float>(ctx->locals + 580, t37);
                    mw_st<float>(ctx->locals + 584, t38);
                    mw_st<float>(ctx->locals + 588, t39);
                    mw_st<float>(ctx->locals + 592, t40);
                    mw_st<float>(ctx->locals + 596, t41);
                    mw_st<float>(ctx->locals + 600, t42);
                    mw_st<float>(ctx->locals + 604, t43);
                    mw_st<float>(ctx->locals + 608, t44);
                    mw_st<float>(ctx->locals + 612, t45);
                    mw_st<float>(ctx->locals + 616, t46);
                    mw_st<float>(ctx->locals + 620, t47);
                    mw_st<float>(ctx->locals + 624, t48);
                    mw_st<float>(ctx->locals + 628, t49);
                    mw_st<float>(ctx->locals + 632, t50);
                    mw_st<float>(ctx->locals + 636, t51);
                    mw_st<float>(ctx->locals + 640, t52);
                    mw_st<float>(ctx->locals + 644, t53);
                    mw_st<int32_t>(ctx->locals + 648, t54);
                    mw_st<int32_t>(ctx->locals + 652, t55);
                    mw_st<int32_t>(ctx->locals + 656, t56);
                    mw_st<int32_t>(ctx->locals + 660, t57);
                    mw_st<int32_t>(ctx->locals + 664, t58);
                    mw_st<int32_t>(ctx->locals + 668, t59);
                    mw_st<int32_t>(ctx->locals + 672, t60);
                    mw_st<int32_t>(ctx->locals + 676, t61);
                    mw_st<int32_t>(ctx->locals + 680, t62);
                    mw_st<int32_t>(ctx->locals + 684, t63);
                    mw_st<int32_t>(ctx->locals + 688, t64);
                    mw_st<int32_t>(ctx->locals + 692, t65);
                    mw_st<int32_t>(ctx->locals + 696, t66);
                    mw_st<int32_t>(ctx->locals + 700, t67);
                    mw_st<int32_t>(ctx->locals + 704, t68);
                    mw_st<int32_t>(ctx->locals + 708, t69);
                    mw_st<int32_t>(ctx->locals + 712, t70);
                    mw_st<float>(ctx->locals + 716, t71);
                    mw_st<float>(ctx->locals + 720, t72);
                    mw_st<float>(ctx->locals + 724, t73);
                    mw_st<float>(ctx->locals + 728, t74);
                    mw_st<float>(ctx->locals + 732, t75);
                    mw_st<float>(ctx->locals + 736, t76);
                    mw_st<float>(ctx->locals + 740, t77);
                    mw_st<float>(ctx->locals + 744, t78);
                    mw_st<float>(ctx->locals + 748, t79);
                    mw_st<float>(ctx->locals + 752, t80);
                    mw_st<float>(ctx->locals + 756, t81);
                    mw_st<float>(ctx->locals + 760, t82);
                    mw_st<float>(ctx->locals + 764, t83);
                    mw_st<float>(ctx->locals + 768, t84);
                    mw_st<float>(ctx->locals + 772, t85);
                    mw_st<float>(ctx->locals + 776, t86);
                    mw_st<int32_t>(ctx->locals + 780, t87);
                    float r88 = 0.0f;
                    float r89 = 0.0f;
                    // free_place
                    {
                        float l91 = 0.0f, l92 = 0.0f;
                        int32_t l93 = 0;
                        bool l94 = false;
                        float l95 = 0.0f, l96 = 0.0f;
                        float l97 = 0.0f, l98 = 0.0f;
                        int32_t l99 = 0;
                        int32_t l100 = 0;
                        float l101 = 0.0f, l102 = 0.0f;
                        float l103 = 0.0f, l104 = 0.0f;
#line 180 "../envs/hide_and_seek.rhai"
                        l91 = mw_f32(0x00000000u);
                        l92 = mw_f32(0x00000000u);
#line 181 "../envs/hide_and_seek.rhai"
                        l93 = (int32_t)0x00000000u;
                        for (;;) {
                            {
                                if (mw_stopped(ctx)) { mw_trap(ctx, 18u); return 1; }
                                bool const t107 = l93 < (int32_t)0x00000040u;
                                if (!t107) goto brk106;
                                MW_ITER();
                                {
#line 182 "../envs/hide_and_seek.rhai"
                                    float l108 = mw_f32(0x3F800000u);
                                    float l109 = mw_f32(0x41300000u);
                                    float r110 = 0.0f;
                                    // rand_uniform
                                    {
#line 406 "<prelude>"
                                        float const t112 = l109 - l108;
                                        float r113 = 0.0f;
                                        // rand_float
                                        {
#line 401 "<prelude>"
                                            uint32_t const t115 = mw_pcg4d((w + ctx->world_offset) ^ ks1[0], eid ^ ks1[1], ctx->step ^ ks1[2], ctr ^ ks1[3]);
                                            ctr++;
                                            uint32_t const t116 = mw_ushr(t115, 0x00000008u);
                                            float const t117 = (float)t116;
                                            float const t118 = t117 * mw_f32(0x33800000u);
                                            r113 = t118;
                                            goto ret114;
                                        }
                                        ret114:;
                                        float const t119 = t112 * r113;
                                        float const t120 = l108 + t119;
                                        r110 = t120;
                                        goto ret111;
                                    }
                                    ret111:;
                                    float l121 = mw_f32(0x3F800000u);
                                    float l122 = mw_f32(0x41300000u);
                                    float r123 = 0.0f;
                                    // rand_uniform
                                    {
#line 406 "<prelude>"
                                        float const t125 = l122 - l121;
                                        float r126 = 0.0f;
                                        // rand_float
                                        {
#line 401 "<prelude>"
                                            uint32_t const t128 = mw_pcg4d((w + ctx->world_offset) ^ ks1[0], eid ^ ks1[1], ctx->step ^ ks1[2], ctr ^ ks1[3]);
                                            ctr++;
                                            uint32_t const t129 = mw_ushr(t128, 0x00000008u);
                                            float const t130 = (float)t129;
                                            float const t131 = t130 * mw_f32(0x33800000u);
                                            r126 = t131;
                                            goto ret127;
                                        }
                                        ret127:;
                                        float const t132 = t125 * r126;
                                        float const t133 = l121 + t132;
                                        r123 = t133;
                                        goto ret124;
                                    }
                                    ret124:;
                                    l91 = r110;
                                    l92 = r123;
#line 183 "../envs/hide_and_seek.rhai"
                                    bool t134 = false;
                                    if (l21) {
                                        float l135 = l91;
                                        float l136 = l92;
                                        bool r137 = false;
                                        // box_blocked
                                        {
                                            float l139 = 0.0f, l140 = 0.0f;
                                            float l141 = 0.0f, l142 = 0.0f;
                                            int32_t l143 = 0;
#line 120 "../envs/hide_and_seek.rhai"
                                            mw_st<float>(ctx->locals + 784, mw_f32(0x40F9999Au));
                                            mw_st<float>(ctx->locals + 788, mw_f32(0x40F9999Au));
                                            mw_st<float>(ctx->locals + 792, mw_f32(0x40F9999Au));
                                            mw_st<float>(ctx->locals + 796, mw_f32(0x41200000u));
                                            mw_st<float>(ctx->locals + 800, mw_f32(0x41400000u));
                                            mw_st<float>(ctx->locals + 804, mw_f32(0x41033333u));
                                            mw_st<float>(ctx->locals + 808, mw_f32(0x41033333u));
                                            mw_st<float>(ctx->locals + 812, mw_f32(0x41400000u));
#line 116 "../envs/hide_and_seek.rhai"
                                            float const t144 = l135 - mw_f32(0x3F000000u);
                                            float const t145 = l136 - mw_f32(0x3F000000u);
                                            l139 = t144;
                                            l140 = t145;
#line 117 "../envs/hide_and_seek.rhai"
                                            float const t146 = l135 + mw_f32(0x3F000000u);
                                            float const t147 = l136 + mw_f32(0x3F000000u);
                                            l141 = t146;
                                            l142 = t147;
#line 118 "../envs/hide_and_seek.rhai"
                                            {
                                                bool const t149 = l139 < mw_f32(0x00000000u);
                                                bool t150 = t149;
                                                if (!t150) {
                                                    bool const t151 = l140 < mw_f32(0x00000000u);
                                                    t150 = t151;
                                                }
                                                bool t152 = t150;
                                                if (!t152) {
                                                    bool const t153 = l141 > mw_f32(0x41400000u);
                                                    t152 = t153;
                                                }
                                                bool t154 = t152;
                                                if (!t154) {
                                                    bool const t155 = l142 > mw_f32(0x41400000u);
                                                    t154 = t155;
                                                }
                                                if (t154) {
                                                    {
                                                        r137 = true;
                                                        goto ret138;
                                                    }
                                                    goto fi148;
                                                }
                                                {
                                                }
                                            }
                                            fi148:;
#line 119 "../envs/hide_and_seek.rhai"
                                            l143 = (int32_t)0x00000000u;
                                            for (;;) {
                                                {
                                                    if (mw_stopped(ctx)) { mw_trap(ctx, 19u); return 1; }
                                                    bool const t158 = l143 < (int32_t)0x00000002u;
                                                    if (!t158) goto brk157;
                                                    MW_ITER();
                                                    {
#line 120 "../envs/hide_and_seek.rhai"
                                                        {
                                                            float l160 = l139;
                                                            float l161 = l140;
                                                            float l162 = l141;
                                                            float l163 = l142;
                                                            uint32_t const t164 = l143 < 0 ? 0u : l143 > 1 ? 1u : (uint32_t)l143;
                                                            uint64_t const t165 = (uint64_t)t164 * 4u + 784u;
                                                            uint8_t* const t166 = ctx->locals + t165;
                                                            float const t167 = mw_ld<float>(t166);
                                                            uint32_t const t168 = l143 < 0 ? 0u : l143 > 1 ? 1u : (uint32_t)l143;
                                                            uint64_t const t169 = (uint64_t)t168 * 4u + 792u;
                                                            uint8_t* const t170 = ctx->locals + t169;
                                                            float const t171 = mw_ld<float>(t170);
                                                            float l172 = t167;
                                                            float l173 = t171;
                                                            uint32_t const t174 = l143 < 0 ? 0u : l143 > 1 ? 1u : (uint32_t)l143;
                                                            uint64_t const t175 = (uint64_t)t174 * 4u + 800u;
                                                            uint8_t* const t176 = ctx->locals + t175;
                                                            float const t177 = mw_ld<float>(t176);
                                                            uint32_t const t178 = l143 < 0 ? 0u : l143 > 1 ? 1u : (uint32_t)l143;
                                                            uint64_t const t179 = (uint64_t)t178 * 4u + 808u;
                                                            uint8_t* const t180 = ctx->locals + t179;
                                                            float const t181 = mw_ld<float>(t180);
                                                            float l182 = t177;
                                                            float l183 = t181;
                                                            bool r184 = false;
                                                            // rects
                                                            {
#line 111 "../envs/hide_and_seek.rhai"
                                                                bool const t186 = l160 < l182;
                                                                bool t187 = t186;
                                                                if (t187) {
                                                                    bool const t188 = l172 < l162;
                                                                    t187 = t188;
                                                                }
                                                                bool t189 = t187;
                                                                if (t189) {
                                                                    bool const t190 = l161 < l183;
                                                                    t189 = t190;
                                                                }
                                                                bool t191 = t189;
                                                                if (t191) {
                                                                    bool const t192 = l173 < l163;
                                                                    t191 = t192;
                                                                }
                                                                r184 = t191;
                                                                goto ret185;
                                                            }
                                                            ret185:;
                                                            if (r184) {
                                                                {
#line 120 "../envs/hide_and_seek.rhai"
                                                                    r137 = true;
                                                                    goto ret138;
                                                                }
                                                                goto fi159;
                                                            }
                                                            {
                                                            }
                                                        }
                                                        fi159:;
                                                    }
                                                }
                                                cont156:;
                                                {
#line 119 "../envs/hide_and_seek.rhai"
                                                    int32_t const t193 = mw_iadd(l143, (int32_t)0x00000001u);
                                                    l143 = t193;
                                                }
                                            }
                                            brk157:;
#line 122 "../envs/hide_and_seek.rhai"
                                            r137 = false;
                                            goto ret138;
                                        }
                                        ret138:;
                                        bool const t194 = !r137;
                                        t134 = t194;
                                    } else {
                                        float l195 = l91;
                                        float l196 = l92;
                                        float l197 = mw_f32(0x3E99999Au);
                                        bool r198 = false;
                                        // disc_blocked
                                        {
                                            int32_t l200 = 0;
#line 104 "../envs/hide_and_seek.rhai"
                                            mw_st<float>(ctx->locals + 784, mw_f32(0x40F9999Au));
                                            mw_st<float>(ctx->locals + 788, mw_f32(0x40F9999Au));
                                            mw_st<float>(ctx->locals + 792, mw_f32(0x40F9999Au));
                                            mw_st<float>(ctx->locals + 796, mw_f32(0x41200000u));
                                            mw_st<float>(ctx->locals + 800, mw_f32(0x41400000u));
                                            mw_st<float>(ctx->locals + 804, mw_f32(0x41033333u));
                                            mw_st<float>(ctx->locals + 808, mw_f32(0x41033333u));
                                            mw_st<float>(ctx->locals + 812, mw_f32(0x41400000u));
#line 102 "../envs/hide_and_seek.rhai"
                                            {
                                                bool const t202 = l195 < l197;
                                                bool t203 = t202;
                                                if (!t203) {
                                                    bool const t204 = l196 < l197;
                                                    t203 = t204;
                                                }
                                                bool t205 = t203;
                                                if (!t205) {
                                                    float const t206 = mw_f32(0x41400000u) - l197;
                                                    bool const t207 = l195 > t206;
                                                    t205 = t207;
                                                }
                                                bool t208 = t205;
                                                if (!t208) {
                                                    float const t209 = mw_f32(0x41400000u) - l197;
                                                    bool const t210 = l196 > t209;
                                                    t208 = t210;
                                                }
                                                if (t208) {
                                                    {
                                                        r198 = true;
                                                        goto ret199;
                                                    }
                                                    goto fi201;
                                                }
                                                {
                                                }
                                            }
                                            fi201:;
#line 103 "../envs/hide_and_seek.rhai"
                                            l200 = (int32_t)0x00000000u;
                                            for (;;) {
                                                {
                                                    if (mw_stopped(ctx)) { mw_trap(ctx, 20u); return 1; }
                                                    bool const t213 = l200 < (int32_t)0x00000002u;
                                                    if (!t213) goto brk212;
                                                    MW_ITER();
                                                    {
#line 104 "../envs/hide_and_seek.rhai"
                                                        {
                                                            float l215 = l195;
                                                            float l216 = l196;
                                                            float l217 = l197;
                                                            uint32_t const t218 = l200 < 0 ? 0u : l200 > 1 ? 1u : (uint32_t)l200;
                                                            uint64_t const t219 = (uint64_t)t218 * 4u + 784u;
                                                            uint8_t* const t220 = ctx->locals + t219;
                                                            float const t221 = mw_ld<float>(t220);
                                                            uint32_t const t222 = l200 < 0 ? 0u : l200 > 1 ? 1u : (uint32_t)l200;
                                                            uint64_t const t223 = (uint64_t)t222 * 4u + 792u;
                                                            uint8_t* const t224 = ctx->locals + t223;
                                                            float const t225 = mw_ld<float>(t224);
                                                            float l226 = t221;
                                                            float l227 = t225;
                                                            uint32_t const t228 = l200 < 0 ? 0u : l200 > 1 ? 1u : (uint32_t)l200;
                                                            uint64_t const t229 = (uint64_t)t228 * 4u + 800u;
                                                            uint8_t* const t230 = ctx->locals + t229;
                                                            float const t231 = mw_ld<float>(t230);
                                                            uint32_t const t232 = l200 < 0 ? 0u : l200 > 1 ? 1u : (uint32_t)l200;
                                                            uint64_t const t233 = (uint64_t)t232 * 4u + 808u;
                                                            uint8_t* const t234 = ctx->locals + t233;
                                                            float const t235 = mw_ld<float>(t234);
                                                            float l236 = t231;
                                                            float l237 = t235;
                                                            bool r238 = false;
                                                            // disc_rect
                                                            {
                                                                float l240 = 0.0f, l241 = 0.0f;
#line 96 "../envs/hide_and_seek.rhai"
                                                                float l242 = l215;
                                                                float l243 = l216;
                                                                float l244 = l226;
                                                                float l245 = l227;
                                                                float l246 = l236;
                                                                float l247 = l237;
                                                                float r248 = 0.0f;
                                                                float r249 = 0.0f;
                                                                // clamp
                                                                {
#line 354 "<prelude>"
                                                                    float l251 = l242;
                                                                    float l252 = l244;
                                                                    float l253 = l246;
                                                                    float r254 = 0.0f;
                                                                    // clamp
                                                                    {
#line 278 "<prelude>"
                                                                        float const t256 = l251 > l252 ? l251 : l252;
                                                                        float const t257 = t256 < l253 ? t256 : l253;
                                                                        r254 = t257;
                                                                        goto ret255;
                                                                    }
                                                                    ret255:;
                                                                    float l258 = l243;
                                                                    float l259 = l245;
                                                                    float l260 = l247;
                                                                    float r261 = 0.0f;
                                                                    // clamp
                                                                    {
                                                                        float const t263 = l258 > l259 ? l258 : l259;
                                                                        float const t264 = t263 < l260 ? t263 : l260;
                                                                        r261 = t264;
                                                                        goto ret262;
                                                                    }
                                                                    ret262:;
                                                                    r248 = r254;
                                                                    r249 = r261;
                                                                    goto ret250;
                                                                }
                                                                ret250:;
                                                                l240 = r248;
                                                                l241 = r249;
#line 97 "../envs/hide_and_seek.rhai"
                                                                float l265 = l215;
                                                                float l266 = l216;
                                                                float l267 = l240;
                                                                float l268 = l241;
                                                                float r269 = 0.0f;
                                                                // distance
                                                                {
#line 327 "<prelude>"
                                                                    float const t271 = l265 - l267;
                                                                    float const t272 = l266 - l268;
                                                                    float l273 = t271;
                                                                    float l274 = t272;
                                                                    float r275 = 0.0f;
                                                                    // length
                                                                    {
#line 323 "<prelude>"
                                                                        float l277 = l273;
                                                                        float l278 = l274;
                                                                        float l279 = l273;
                                                                        float l280 = l274;
                                                                        float r281 = 0.0f;
                                                                        // dot
                                                                        {
#line 312 "<prelude>"
                                                                            float const t283 = l277 * l279;
                                                                            float const t284 = l278 * l280;
                                                                            float const t285 = t283 + t284;
                                                                            r281 = t285;
                                                                            goto ret282;
                                                                        }
                                                                        ret282:;
                                                                        float const t286 = mw_sqrt(r281);
                                                                        r275 = t286;
                                                                        goto ret276;
                                                                    }
                                                                    ret276:;
                                                                    r269 = r275;
                                                                    goto ret270;
                                                                }
                                                                ret270:;
                                                                bool const t287 = r269 < l217;
                                                                r238 = t287;
                                                                goto ret239;
                                                            }
                                                            ret239:;
                                                            if (r238) {
                                                                {
#line 104 "../envs/hide_and_seek.rhai"
                                                                    r198 = true;
                                                                    goto ret199;
                                                                }
                                                                goto fi214;
                                                            }
                                                            {
                                                            }
                                                        }
                                                        fi214:;
                                                    }
                                                }
                                                cont211:;
                                                {
#line 103 "../envs/hide_and_seek.rhai"
                                                    int32_t const t288 = mw_iadd(l200, (int32_t)0x00000001u);
                                                    l200 = t288;
                                                }
                                            }
                                            brk212:;
#line 106 "../envs/hide_and_seek.rhai"
                                            r198 = false;
                                            goto ret199;
                                        }
                                        ret199:;
                                        bool const t289 = !r198;
                                        t134 = t289;
                                    }
                                    l94 = t134;
#line 184 "../envs/hide_and_seek.rhai"
                                    float const t290 = l91 - mw_f32(0x3F000000u);
                                    float const t291 = l92 - mw_f32(0x3F000000u);
                                    l95 = t290;
                                    l96 = t291;
#line 185 "../envs/hide_and_seek.rhai"
                                    float const t292 = l91 + mw_f32(0x3F000000u);
                                    float const t293 = l92 + mw_f32(0x3F000000u);
                                    l97 = t292;
                                    l98 = t293;
#line 186 "../envs/hide_and_seek.rhai"
                                    l99 = (int32_t)0x00000000u;
                                    for (;;) {
                                        {
                                            if (mw_stopped(ctx)) { mw_trap(ctx, 21u); return 1; }
                                            int32_t const t296 = mw_ld<int32_t>(ctx->locals + 712);
                                            bool const t297 = l99 < t296;
                                            if (!t297) goto brk295;
                                            MW_ITER();
                                            {
#line 187 "../envs/hide_and_seek.rhai"
                                                {
                                                    bool t299 = false;
                                                    if (l21) {
                                                        uint32_t const t300 = l99 < 0 ? 0u : l99 > 15 ? 15u : (uint32_t)l99;
                                                        uint64_t const t301 = (uint64_t)t300 * 8u + 520u;
                                                        uint8_t* const t302 = ctx->locals + t301;
                                                        float const t303 = mw_ld<float>(t302);
                                                        float const t304 = mw_ld<float>(t302 + 4);
                                                        float l305 = t303;
                                                        float l306 = t304;
                                                        float l307 = mw_f32(0x3E99999Au);
                                                        float l308 = l95;
                                                        float l309 = l96;
                                                        float l310 = l97;
                                                        float l311 = l98;
                                                        bool r312 = false;
                                                        // disc_rect
                                                        {
                                                            float l314 = 0.0f, l315 = 0.0f;
#line 96 "../envs/hide_and_seek.rhai"
                                                            float l316 = l305;
                                                            float l317 = l306;
                                                            float l318 = l308;
                                                            float l319 = l309;
                                                            float l320 = l310;
                                                            float l321 = l311;
                                                            float r322 = 0.0f;
                                                            float r323 = 0.0f;
                                                            // clamp
                                                            {
#line 354 "<prelude>"
                                                                float l325 = l316;
                                                                float l326 = l318;
                                                                float l327 = l320;
                                                                float r328 = 0.0f;
                                                                // clamp
                                                                {
#line 278 "<prelude>"
                                                                    float const t330 = l325 > l326 ? l325 : l326;
                                                                    float const t331 = t330 < l327 ? t330 : l327;
                                                                    r328 = t331;
                                                                    goto ret329;
                                                                }
                                                                ret329:;
                                                                float l332 = l317;
                                                                float l333 = l319;
                                                                float l334 = l321;
                                                                float r335 = 0.0f;
                                                                // clamp
                                                                {
                                                                    float const t337 = l332 > l333 ? l332 : l333;
                                                                    float const t338 = t337 < l334 ? t337 : l334;
                                                                    r335 = t338;
                                                                    goto ret336;
                                                                }
                                                                ret336:;
                                                                r322 = r328;
                                                                r323 = r335;
                                                                goto ret324;
                                                            }
                                                            ret324:;
                                                            l314 = r322;
                                                            l315 = r323;
#line 97 "../envs/hide_and_seek.rhai"
                                                            float l339 = l305;
                                                            float l340 = l306;
                                                            float l341 = l314;
                                                            float l342 = l315;
                                                            float r343 = 0.0f;
                                                            // distance
                                                            {
#line 327 "<prelude>"
                                                                float const t345 = l339 - l341;
                                                                float const t346 = l340 - l342;
                                                                float l347 = t345;
                                                                float l348 = t346;
                                                                float r349 = 0.0f;
                                                                // length
                                                                {
#line 323 "<prelude>"
                                                                    float l351 = l347;
                                                                    float l352 = l348;
                                                                    float l353 = l347;
                                                                    float l354 = l348;
                                                                    float r355 = 0.0f;
                                                                    // dot
                                                                    {
#line 312 "<prelude>"
                                                                        float const t357 = l351 * l353;
                                                                        float const t358 = l352 * l354;
                                                                        float const t359 = t357 + t358;
                                                                        r355 = t359;
                                                                        goto ret356;
                                                                    }
                                                                    ret356:;
                                                                    float const t360 = mw_sqrt(r355);
                                                                    r349 = t360;
                                                                    goto ret350;
                                                                }
                                                                ret350:;
                                                                r343 = r349;
                                                                goto ret344;
                                                            }
                                                            ret344:;
                                                            bool const t361 = r343 < l307;
                                                            r312 = t361;
                                                            goto ret313;
                                                        }
                                                        ret313:;
                                                        t299 = r312;
                                                    } else {
                                                        uint32_t const t362 = l99 < 0 ? 0u : l99 > 15 ? 15u : (uint32_t)l99;
                                                        uint64_t const t363 = (uint64_t)t362 * 8u + 520u;
                                                        uint8_t* const t364 = ctx->locals + t363;
                                                        float const t365 = mw_ld<float>(t364);
                                                        float const t366 = mw_ld<float>(t364 + 4);
                                                        float l367 = t365;
                                                        float l368 = t366;
                                                        float l369 = l91;
                                                        float l370 = l92;
                                                        float r371 = 0.0f;
                                                        // distance
                                                        {
#line 327 "<prelude>"
                                                            float const t373 = l367 - l369;
                                                            float const t374 = l368 - l370;
                                                            float l375 = t373;
                                                            float l376 = t374;
                                                            float r377 = 0.0f;
                                                            // length
                                                            {
#line 323 "<prelude>"
                                                                float l379 = l375;
                                                                float l380 = l376;
                                                                float l381 = l375;
                                                                float l382 = l376;
                                                                float r383 = 0.0f;
                                                                // dot
                                                                {
#line 312 "<prelude>"
                                                                    float const t385 = l379 * l381;
                                                                    float const t386 = l380 * l382;
                                                                    float const t387 = t385 + t386;
                                                                    r383 = t387;
                                                                    goto ret384;
                                                                }
                                                                ret384:;
                                                                float const t388 = mw_sqrt(r383);
                                                                r377 = t388;
                                                                goto ret378;
                                                            }
                                                            ret378:;
                                                            r371 = r377;
                                                            goto ret372;
                                                        }
                                                        ret372:;
                                                        bool const t389 = r371 < mw_f32(0x3F19999Au);
                                                        t299 = t389;
                                                    }
                                                    if (t299) {
                                                        {
#line 188 "../envs/hide_and_seek.rhai"
                                                            l94 = false;
                                                        }
                                                        goto fi298;
                                                    }
                                                    {
                                                    }
                                                }
                                                fi298:;
                                            }
                                        }
                                        cont294:;
                                        {
#line 186 "../envs/hide_and_seek.rhai"
                                            int32_t const t390 = mw_iadd(l99, (int32_t)0x00000001u);
                                            l99 = t390;
                                        }
                                    }
                                    brk295:;
#line 191 "../envs/hide_and_seek.rhai"
                                    l100 = (int32_t)0x00000000u;
                                    for (;;) {
                                        {
                                            if (mw_stopped(ctx)) { mw_trap(ctx, 22u); return 1; }
                                            int32_t const t393 = mw_ld<int32_t>(ctx->locals + 780);
                                            bool const t394 = l100 < t393;
                                            if (!t394) goto brk392;
                                            MW_ITER();
                                            {
#line 192 "../envs/hide_and_seek.rhai"
                                                uint32_t const t395 = l100 < 0 ? 0u : l100 > 7 ? 7u : (uint32_t)l100;
                                                uint64_t const t396 = (uint64_t)t395 * 8u + 716u;
                                                uint8_t* const t397 = ctx->locals + t396;
                                                float const t398 = mw_ld<float>(t397);
                                                float const t399 = mw_ld<float>(t397 + 4);
                                                float const t400 = t398 - mw_f32(0x3F000000u);
                                                float const t401 = t399 - mw_f32(0x3F000000u);
                                                l101 = t400;
                                                l102 = t401;
#line 193 "../envs/hide_and_seek.rhai"
                                                uint32_t const t402 = l100 < 0 ? 0u : l100 > 7 ? 7u : (uint32_t)l100;
                                                uint64_t const t403 = (uint64_t)t402 * 8u + 716u;
                                                uint8_t* const t404 = ctx->locals + t403;
                                                float const t405 = mw_ld<float>(t404);
                                                float const t406 = mw_ld<float>(t404 + 4);
                                                float const t407 = t405 + mw_f32(0x3F000000u);
                                                float const t408 = t406 + mw_f32(0x3F000000u);
                                                l103 = t407;
                                                l104 = t408;
#line 194 "../envs/hide_and_seek.rhai"
                                                {
                                                    bool t410 = false;
                                                    if (l21) {
                                                        float l411 = l95;
                                                        float l412 = l96;
                                                        float l413 = l97;
                                                        float l414 = l98;
                                                        float l415 = l101;
                                                        float l416 = l102;
                                                        float l417 = l103;
                                                        float l418 = l104;
                                                        bool r419 = false;
                                                        // rects
                                                        {
#line 111 "../envs/hide_and_seek.rhai"
                                                            bool const t421 = l411 < l417;
                                                            bool t422 = t421;
                                                            if (t422) {
                                                                bool const t423 = l415 < l413;
                                                                t422 = t423;
                                                            }
                                                            bool t424 = t422;
                                                            if (t424) {
                                                                bool const t425 = l412 < l418;
                                                                t424 = t425;
                                                            }
                                                            bool t426 = t424;
                                                            if (t426) {
                                                                bool const t427 = l416 < l414;
                                                                t426 = t427;
                                                            }
                                                            r419 = t426;
                                                            goto ret420;
                                                        }
                                                        ret420:;
                                                        t410 = r419;
                                                    } else {
                                                        float l428 = l91;
                                                        float l429 = l92;
                                                        float l430 = mw_f32(0x3E99999Au);
                                                        float l431 = l101;
                                                        float l432 = l102;
                                                        float l433 = l103;
                                                        float l434 = l104;
                                                        bool r435 = false;
                                                        // disc_rect
                                                        {
                                                            float l437 = 0.0f, l438 = 0.0f;
#line 96 "../envs/hide_and_seek.rhai"
                                                            float l439 = l428;
                                                            float l440 = l429;
                                                            float l441 = l431;
                                                            float l442 = l432;
                                                            float l443 = l433;
                                                            float l444 = l434;
                                                            float r445 = 0.0f;
                                                            float r446 = 0.0f;
                                                            // clamp
                                                            {
#line 354 "<prelude>"
                                                                float l448 = l439;
                                                                float l449 = l441;
                                                                float l450 = l443;
                                                                float r451 = 0.0f;
                                                                // clamp
                                                                {
#line 278 "<prelude>"
                                                                    float const t453 = l448 > l449 ? l448 : l449;
                                                                    float const t454 = t453 < l450 ? t453 : l450;
                                                                    r451 = t454;
                                                                    goto ret452;
                                                                }
                                                                ret452:;
                                                                float l455 = l440;
                                                                float l456 = l442;
                                                                float l457 = l444;
                                                                float r458 = 0.0f;
                                                                // clamp
                                                                {
                                                                    float const t460 = l455 > l456 ? l455 : l456;
                                                                    float const t461 = t460 < l457 ? t460 : l457;
                                                                    r458 = t461;
                                                                    goto ret459;
                                                                }
                                                                ret459:;
                                                                r445 = r451;
                                                                r446 = r458;
                                                                goto ret447;
                                                            }
                                                            ret447:;
                                                            l437 = r445;
                                                            l438 = r446;
#line 97 "../envs/hide_and_seek.rhai"
                                                            float l462 = l428;
                                                            float l463 = l429;
                                                            float l464 = l437;
                                                            float l465 = l438;
                                                            float r466 = 0.0f;
                                                            // distance
                                                            {
#line 327 "<prelude>"
                                                                float const t468 = l462 - l464;
                                                                float const t469 = l463 - l465;
                                                                float l470 = t468;
                                                                float l471 = t469;
                                                                float r472 = 0.0f;
                                                                // length
                                                                {
#line 323 "<prelude>"
                                                                    float l474 = l470;
                                                                    float l475 = l471;
                                                                    float l476 = l470;
                                                                    float l477 = l471;
                                                                    float r478 = 0.0f;
                                                                    // dot
                                                                    {
#line 312 "<prelude>"
                                                                        float const t480 = l474 * l476;
                                                                        float const t481 = l475 * l477;
                                                                        float const t482 = t480 + t481;
                                                                        r478 = t482;
                                                                        goto ret479;
                                                                    }
                                                                    ret479:;
                                                                    float const t483 = mw_sqrt(r478);
                                                                    r472 = t483;
                                                                    goto ret473;
                                                                }
                                                                ret473:;
                                                                r466 = r472;
                                                                goto ret467;
                                                            }
                                                            ret467:;
                                                            bool const t484 = r466 < l430;
                                                            r435 = t484;
                                                            goto ret436;
                                                        }
                                                        ret436:;
                                                        t410 = r435;
                                                    }
                                                    if (t410) {
                                                        {
#line 194 "../envs/hide_and_seek.rhai"
                                                            l94 = false;
                                                        }
                                                        goto fi409;
                                                    }
                                                    {
                                                    }
                                                }
                                                fi409:;
                                            }
                                        }
                                        cont391:;
                                        {
#line 191 "../envs/hide_and_seek.rhai"
                                            int32_t const t485 = mw_iadd(l100, (int32_t)0x00000001u);
                                            l100 = t485;
                                        }
                                    }
                                    brk392:;
#line 196 "../envs/hide_and_seek.rhai"
                                    {
                                        if (l94) {
                                            {
                                                goto brk106;
                                            }
                                            goto fi486;
                                        }
                                        {
                                        }
                                    }
                                    fi486:;
                                }
                            }
                            cont105:;
                            {
#line 181 "../envs/hide_and_seek.rhai"
                                int32_t const t487 = mw_iadd(l93, (int32_t)0x00000001u);
                                l93 = t487;
                            }
                        }
                        brk106:;
#line 198 "../envs/hide_and_seek.rhai"
                        r88 = l91;
                        r89 = l92;
                        goto ret90;
                    }
                    ret90:;
                    l6 = r88;
                    l7 = r89;
#line 239 "../envs/hide_and_seek.rhai"
                    uint32_t const t488 = l5 < 0 ? 0u : l5 > 15 ? 15u : (uint32_t)l5;
                    uint64_t const t489 = (uint64_t)t488 * 8u + 264u;
                    uint8_t* const t490 = ctx->locals + t489;
                    uint32_t srow491;
                    uint64_t const t492 = mw_spawn_row(ctx, 1u, w, 0u, &srow491);
                    mw_st_ent(t490 + 0, t492);
                    uint32_t const t493 = l5 < 0 ? 0u : l5 > 15 ? 15u : (uint32_t)l5;
                    uint64_t const t494 = (uint64_t)t493 * 8u + 264u;
                    uint8_t* const t495 = ctx->locals + t494;
                    uint64_t const t496 = mw_ld_ent(t495);
                    uint8_t* const t497 = mw_lookup(ctx, w, t496, 1u);
                    uint8_t* const t498 = t497 ? t497 : (uint8_t*)ctx->zero;
                    uint8_t* const t499 = t497 ? t497 : ctx->scratch;
                    rr8 = t498; rw9 = t499;
#line 241 "../envs/hide_and_seek.rhai"
                    mw_st<float>(rw9 + 0, mw_canon(l6));
                    mw_st<float>(rw9 + 4, mw_canon(l7));
#line 242 "../envs/hide_and_seek.rhai"
                    bool const t500 = l5 < (int32_t)0x00000002u;
                    int32_t t501 = 0;
                    if (t500) {
                        t501 = (int32_t)0x00000000u;
                    } else {
                        t501 = (int32_t)0x00000001u;
                    }
                    mw_st<int32_t>(rw9 + 16, t501);
#line 243 "../envs/hide_and_seek.rhai"
                    mw_st<int32_t>(rw9 + 20, l5);
#line 244 "../envs/hide_and_seek.rhai"
                    uint32_t const t502 = l5 < 0 ? 0u : l5 > 15 ? 15u : (uint32_t)l5;
                    uint64_t const t503 = (uint64_t)t502 * 8u + 0u;
                    uint8_t* const t504 = ctx->locals + t503;
                    mw_st<float>(t504 + 0, l6);
                    mw_st<float>(t504 + 4, l7);
#line 245 "../envs/hide_and_seek.rhai"
                    uint32_t const t505 = l5 < 0 ? 0u : l5 > 15 ? 15u : (uint32_t)l5;
                    uint64_t const t506 = (uint64_t)t505 * 4u + 128u;
                    uint8_t* const t507 = ctx->locals + t506;
                    int32_t const t508 = mw_ld<int32_t>(rr8 + 16);
                    mw_st<int32_t>(t507 + 0, t508);
#line 246 "../envs/hide_and_seek.rhai"
                    int32_t const t509 = mw_iadd(l5, (int32_t)0x00000001u);
                    mw_st<int32_t>(ctx->locals + 192, t509);
                }
            }
            cont18:;
            {
#line 237 "../envs/hide_and_seek.rhai"
                int32_t const t510 = mw_iadd(l5, (int32_t)0x00000001u);
                l5 = t510;
            }
        }
        brk19:;
#line 248 "../envs/hide_and_seek.rhai"
        l10 = (int32_t)0x00000000u;
        for (;;) {
            {
                if (mw_stopped(ctx)) { mw_trap(ctx, 23u); return 1; }
                bool const t513 = l10 < (int32_t)0x00000002u;
                if (!t513) goto brk512;
                MW_ITER();
                {
#line 249 "../envs/hide_and_seek.rhai"
                    bool l514 = true;
                    float const t515 = mw_ld<float>(ctx->locals + 0);
                    float const t516 = mw_ld<float>(ctx->locals + 4);
                    float const t517 = mw_ld<float>(ctx->locals + 8);
                    float const t518 = mw_ld<float>(ctx->locals + 12);
                    float const t519 = mw_ld<float>(ctx->locals + 16);
                    float const t520 = mw_ld<float>(ctx->locals + 20);
                    float const t521 = mw_ld<float>(ctx->locals + 24);
                    float const t522 = mw_ld<float>(ctx->locals + 28);
                    float const t523 = mw_ld<float>(ctx->locals + 32);
                    float const t524 = mw_ld<float>(ctx->locals + 36);
                    float const t525 = mw_ld<float>(ctx->locals + 40);
                    float const t526 = mw_ld<float>(ctx->locals + 44);
                    float const t527 = mw_ld<float>(ctx->locals + 48);
                    float const t528 = mw_ld<float>(ctx->locals + 52);
                    float const t529 = mw_ld<float>(ctx->locals + 56);
                    float const t530 = mw_ld<float>(ctx->locals + 60);
                    float const t531 = mw_ld<float>(ctx->locals + 64);
                    float const t532 = mw_ld<float>(ctx->locals + 68);
                    float const t533 = mw_ld<float>(ctx->locals + 72);
                    float const t534 = mw_ld<float>(ctx->locals + 76);
                    float const t535 = mw_ld<float>(ctx->locals + 80);
                    float const t536 = mw_ld<float>(ctx->locals + 84);
                    float const t537 = mw_ld<float>(ctx->locals + 88);
                    float const t538 = mw_ld<float>(ctx->locals + 92);
                    float const t539 = mw_ld<float>(ctx->locals + 96);
                    float const t540 = mw_ld<float>(ctx->locals + 100);
                    float const t541 = mw_ld<float>(ctx->locals + 104);
                    float const t542 = mw_ld<float>(ctx->locals + 108);
                    float const t543 = mw_ld<float>(ctx->locals + 112);
                    float const t544 = mw_ld<float>(ctx->locals + 116);
                    float const t545 = mw_ld<float>(ctx->locals + 120);
                    float const t546 = mw_ld<float>(ctx->locals + 124);
                    int32_t const t547 = mw_ld<int32_t>(ctx->locals + 128);
                    int32_t const t548 = mw_ld<int32_t>(ctx->locals + 132);
                    int32_t const t549 = mw_ld<int32_t>(ctx->locals + 136);
                    int32_t const t550 = mw_ld<int32_t>(ctx->locals + 140);
                    int32_t const t551 = mw_ld<int32_t>(ctx->locals + 144);
                    int32_t const t552 = mw_ld<int32_t>(ctx->locals + 148);
                    int32_t const t553 = mw_ld<int32_t>(ctx->locals + 152);
                    int32_t const t554 = mw_ld<int32_t>(ctx->locals + 156);
                    int32_t const t555 = mw_ld<int32_t>(ctx->locals + 160);
                    int32_t const t556 = mw_ld<int32_t>(ctx->locals + 164);
                    int32_t const t557 = mw_ld<int32_t>(ctx->locals + 168);
                    int32_t const t558 = mw_ld<int32_t>(ctx->locals + 172);
                    int32_t const t559 = mw_ld<int32_t>(ctx->locals + 176);
                    int32_t const t560 = mw_ld<int32_t>(ctx->locals + 180);
                    int32_t const t561 = mw_ld<int32_t>(ctx->locals + 184);
                    int32_t const t562 = mw_ld<int32_t>(ctx->locals + 188);
                    int32_t const t563 = mw_ld<int32_t>(ctx->locals + 192);
                    float const t564 = mw_ld<float>(ctx->locals + 196);
                    float const t565 = mw_ld<float>(ctx->locals + 200);
                    float const t566 = mw_ld<float>(ctx->locals + 204);
                    float const t567 = mw_ld<float>(ctx->locals + 208);
                    float const t568 = mw_ld<float>(ctx->locals + 212);
                    float const t569 = mw_ld<float>(ctx->locals + 216);
                    float const t570 = mw_ld<float>(ctx->locals + 220);
                    float const t571 = mw_ld<float>(ctx->locals + 224);
                    float const t572 = mw_ld<float>(ctx->locals + 228);
                    float const t573 = mw_ld<float>(ctx->locals + 232);
                    float const t574 = mw_ld<float>(ctx->locals + 236);
                    float const t575 = mw_ld<float>(ctx->locals + 240);
                    float const t576 = mw_ld<float>(ctx->locals + 244);
                    float const t577 = mw_ld<float>(ctx->locals + 248);
                    float const t578 = mw_ld<float>(ctx->locals + 252);
                    float const t579 = mw_ld<float>(ctx->locals + 256);
                    int32_t const t580 = mw_ld<int32_t>(ctx->locals + 260);
                    mw_st<float>(ctx->locals + 520, t515);
                    mw_st<float>(ctx->locals + 524, t516);
                    mw_st<float>(ctx->locals + 528, t517);
                    mw_st<float>(ctx->locals + 532, t518);
                    mw_st<float>(ctx->locals + 536, t519);
                    mw_st<float>(ctx->locals + 540, t520);
                    mw_st<float>(ctx->locals + 544, t521);
                    mw_st<float>(ctx->locals + 548, t522);
                    mw_st<float>(ctx->locals + 552, t523);
                    mw_st<float>(ctx->locals + 556, t524);
                    mw_st<float>(ctx->locals + 560, t525);
                    mw_st<float>(ctx->locals + 564, t526);
                    mw_st<float>(ctx->locals + 568, t527);
                    mw_st<float>(ctx->locals + 572, t528);
                    mw_st<float>(ctx->locals + 576, t529);
                    mw_st<float>(ctx->locals + 580, t530);
                    mw_st<float>(ctx->locals + 584, t531);
                    mw_st<float>(ctx->locals + 588, t532);
                    mw_st<float>(ctx->locals + 592, t533);
                    mw_st<float>(ctx->locals + 596, t534);
                    mw_st<float>(ctx->locals + 600, t535);
                    mw_st<float>(ctx->locals + 604, t536);
                    mw_st<float>(ctx->locals + 608, t537);
                    mw_st<float>(ctx->locals + 612, t538);
                    mw_st<float>(ctx->locals + 616, t539);
                    mw_st<float>(ctx->locals + 620, t540);
                    mw_st<float>(ctx->locals + 624, t541);
                    mw_st<float>(ctx->locals + 628, t542);
                    mw_st<float>(ctx->locals + 632, t543);
                    mw_st<float>(ctx->locals + 636, t544);
                    mw_st<float>(ctx->locals + 640, t545);
                    mw_st<float>(ctx->locals + 644, t546);
                    mw_st<int32_t>(ctx->locals + 648, t547);
                    mw_st<int32_t>(ctx->locals + 652, t548);
                    mw_st<int32_t>(ctx->locals + 656, t549);
                    mw_st<int32_t>(ctx->locals + 660, t550);
                    mw_st<int32_t>(ctx->locals + 664, t551);
                    mw_st<int32_t>(ctx->locals + 668, t552);
                    mw_st<int32_t>(ctx->locals + 672, t553);
                    mw_st<int32_t>(ctx->locals + 676, t554);
                    mw_st<int32_t>(ctx->locals + 680, t555);
                    mw_st<int32_t>(ctx->locals + 684, t556);
                    mw_st<int32_t>(ctx->locals + 688, t557);
                    mw_st<int32_t>(ctx->locals + 692, t558);
                    mw_st<int32_t>(ctx->locals + 696, t559);
                    mw_st<int32_t>(ctx->locals + 700, t560);
                    mw_st<int32_t>(ctx->locals + 704, t561);
                    mw_st<int32_t>(ctx->locals + 708, t562);
                    mw_st<int32_t>(ctx->locals + 712, t563);
                    mw_st<float>(ctx->locals + 716, t564);
                    mw_st<float>(ctx->locals + 720, t565);
                    mw_st<float>(ctx->locals + 724, t566);
                    mw_st<float>(ctx->locals + 728, t567);
                    mw_st<float>(ctx->locals + 732, t568);
                    mw_st<float>(ctx->locals + 736, t569);
                    mw_st<float>(ctx->locals + 740, t570);
                    mw_st<float>(ctx->locals + 744, t571);
                    mw_st<float>(ctx->locals + 748, t572);
                    mw_st<float>(ctx->locals + 752, t573);
                    mw_st<float>(ctx->locals + 756, t574);
                    mw_st<float>(ctx->locals + 760, t575);
                    mw_st<float>(ctx->locals + 764, t576);
                    mw_st<float>(ctx->locals + 768, t577);
                    mw_st<float>(ctx->locals + 772, t578);
                    mw_st<float>(ctx->locals + 776, t579);
                    mw_st<int32_t>(ctx->locals + 780, t580);
                    float r581 = 0.0f;
                    float r582 = 0.0f;
                    // free_place
                    {
                        float l584 = 0.0f, l585 = 0.0f;
                        int32_t l586 = 0;
                        bool l587 = false;
                        float l588 = 0.0f, l589 = 0.0f;
                        float l590 = 0.0f, l591 = 0.0f;
                        int32_t l592 = 0;
                        int32_t l593 = 0;
                        float l594 = 0.0f, l595 = 0.0f;
                        float l596 = 0.0f, l597 = 0.0f;
#line 180 "../envs/hide_and_seek.rhai"
                        l584 = mw_f32(0x00000000u);
                        l585 = mw_f32(0x00000000u);
#line 181 "../envs/hide_and_seek.rhai"
                        l586 = (int32_t)0x00000000u;
                        for (;;) {
                            {
                                if (mw_stopped(ctx)) { mw_trap(ctx, 24u); return 1; }
                                bool const t600 = l586 < (int32_t)0x00000040u;
                                if (!t600) goto brk599;
                                MW_ITER();
                                {
#line 182 "../envs/hide_and_seek.rhai"
                                    float l601 = mw_f32(0x3F800000u);
                                    float l602 = mw_f32(0x41300000u);
                                    float r603 = 0.0f;
                                    // rand_uniform
                                    {
#line 406 "<prelude>"
                                        float const t605 = l602 - l601;
                                        float r606 = 0.0f;
                                        // rand_float
                                        {
#line 401 "<prelude>"
                                            uint32_t const t608 = mw_pcg4d((w + ctx->world_offset) ^ ks1[0], eid ^ ks1[1], ctx->step ^ ks1[2], ctr ^ ks1[3]);
                                            ctr++;
                                            uint32_t const t609 = mw_ushr(t608, 0x00000008u);
                                            float const t610 = (float)t609;
                                            float const t611 = t610 * mw_f32(0x33800000u);
                                            r606 = t611;
                                            goto ret607;
                                        }
                                        ret607:;
                                        float const t612 = t605 * r606;
                                        float const t613 = l601 + t612;
                                        r603 = t613;
                                        goto ret604;
                                    }
                                    ret604:;
                                    float l614 = mw_f32(0x3F800000u);
                                    float l615 = mw_f32(0x41300000u);
                                    float r616 = 0.0f;
                                    // rand_uniform
                                    {
#line 406 "<prelude>"
                                        float const t618 = l615 - l614;
                                        float r619 = 0.0f;
                                        // rand_float
                                        {
#line 401 "<prelude>"
                                            uint32_t const t621 = mw_pcg4d((w + ctx->world_offset) ^ ks1[0], eid ^ ks1[1], ctx->step ^ ks1[2], ctr ^ ks1[3]);
                                            ctr++;
                                            uint32_t const t622 = mw_ushr(t621, 0x00000008u);
                                            float const t623 = (float)t622;
                                            float const t624 = t623 * mw_f32(0x33800000u);
                                            r619 = t624;
                                            goto ret620;
                                        }
                                        ret620:;
                                        float const t625 = t618 * r619;
                                        float const t626 = l614 + t625;
                                        r616 = t626;
                                        goto ret617;
                                    }
                                    ret617:;
                                    l584 = r603;
                                    l585 = r616;
#line 183 "../envs/hide_and_seek.rhai"
                                    bool t627 = false;
                                    if (l514) {
                                        float l628 = l584;
                                        float l629 = l585;
                                        bool r630 = false;
                                        // box_blocked
                                        {
                                            float l632 = 0.0f, l633 = 0.0f;
                                            float l634 = 0.0f, l635 = 0.0f;
                                            int32_t l636 = 0;
#line 120 "../envs/hide_and_seek.rhai"
                                            mw_st<float>(ctx->locals + 784, mw_f32(0x40F9999Au));
                                            mw_st<float>(ctx->locals + 788, mw_f32(0x40F9999Au));
                                            mw_st<float>(ctx->locals + 792, mw_f32(0x40F9999Au));
                                            mw_st<float>(ctx->locals + 796, mw_f32(0x41200000u));
                                            mw_st<float>(ctx->locals + 800, mw_f32(0x41400000u));
                                            mw_st<float>(ctx->locals + 804, mw_f32(0x41033333u));
                                            mw_st<float>(ctx->locals + 808, mw_f32(0x41033333u));
                                            mw_st<float>(ctx->locals + 812, mw_f32(0x41400000u));
#line 116 "../envs/hide_and_seek.rhai"
                                            float const t637 = l628 - mw_f32(0x3F000000u);
                                            float const t638 = l629 - mw_f32(0x3F000000u);
                                            l632 = t637;
                                            l633 = t638;
#line 117 "../envs/hide_and_seek.rhai"
                                            float const t639 = l628 + mw_f32(0x3F000000u);
                                            float const t640 = l629 + mw_f32(0x3F000000u);
                                            l634 = t639;
                                            l635 = t640;
#line 118 "../envs/hide_and_seek.rhai"
                                            {
                                                bool const t642 = l632 < mw_f32(0x00000000u);
                                                bool t643 = t642;
                                                if (!t643) {
                                                    bool const t644 = l633 < mw_f32(0x00000000u);
                                                    t643 = t644;
                                                }
                                                bool t645 = t643;
                                                if (!t645) {
                                                    bool const t646 = l634 > mw_f32(0x41400000u);
                                                    t645 = t646;
                                                }
                                                bool t647 = t645;
                                                if (!t647) {
                                                    bool const t648 = l635 > mw_f32(0x41400000u);
                                                    t647 = t648;
                                                }
                                                if (t647) {
                                                    {
                                                        r630 = true;
                                                        goto ret631;
                                                    }
                                                    goto fi641;
                                                }
                                                {
                                                }
                                            }
                                            fi641:;
#line 119 "../envs/hide_and_seek.rhai"
                                            l636 = (int32_t)0x00000000u;
                                            for (;;) {
                                                {
                                                    if (mw_stopped(ctx)) { mw_trap(ctx, 25u); return 1; }
                                                    bool const t651 = l636 < (int32_t)0x00000002u;
                                                    if (!t651) goto brk650;
                                                    MW_ITER();
                                                    {
#line 120 "../envs/hide_and_seek.rhai"
                                                        {
                                                            float l653 = l632;
                                                            float l654 = l633;
                                                            float l655 = l634;
                                                            float l656 = l635;
                                                            uint32_t const t657 = l636 < 0 ? 0u : l636 > 1 ? 1u : (uint32_t)l636;
                                                            uint64_t const t658 = (uint64_t)t657 * 4u + 784u;
                                                            uint8_t* const t659 = ctx->locals + t658;
                                                            float const t660 = mw_ld<float>(t659);
                                                            uint32_t const t661 = l636 < 0 ? 0u : l636 > 1 ? 1u : (uint32_t)l636;
                                                            uint64_t const t662 = (uint64_t)t661 * 4u + 792u;
                                                            uint8_t* const t663 = ctx->locals + t662;
                                                            float const t664 = mw_ld<float>(t663);
                                                            float l665 = t660;
                                                            float l666 = t664;
                                                            uint32_t const t667 = l636 < 0 ? 0u : l636 > 1 ? 1u : (uint32_t)l636;
                                                            uint64_t const t668 = (uint64_t)t667 * 4u + 800u;
                                                            uint8_t* const t669 = ctx->locals + t668;
                                                            float const t670 = mw_ld<float>(t669);
                                                            uint32_t const t671 = l636 < 0 ? 0u : l636 > 1 ? 1u : (uint32_t)l636;
                                                            uint64_t const t672 = (uint64_t)t671 * 4u + 808u;
                                                            uint8_t* const t673 = ctx->locals + t672;
                                                            float const t674 = mw_ld<float>(t673);
                                                            float l675 = t670;
                                                            float l676 = t674;
                                                            bool r677 = false;
                                                            // rects
                                                            {
#line 111 "../envs/hide_and_seek.rhai"
                                                                bool const t679 = l653 < l675;
                                                                bool t680 = t679;
                                                                if (t680) {
                                                                    bool const t681 = l665 < l655;
                                                                    t680 = t681;
                                                                }
                                                                bool t682 = t680;
                                                                if (t682) {
                                                                    bool const t683 = l654 < l676;
                                                                    t682 = t683;
                                                                }
                                                                bool t684 = t682;
                                                                if (t684) {
                                                                    bool const t685 = l666 < l656;
                                                                    t684 = t685;
                                                                }
                                                                r677 = t684;
                                                                goto ret678;
                                                            }
                                                            ret678:;
                                                            if (r677) {
                                                                {
#line 120 "../envs/hide_and_seek.rhai"
                                                                    r630 = true;
                                                                    goto ret631;
                                                                }
                                                                goto fi652;
                                                            }
                                                            {
                                                            }
                                                        }
                                                        fi652:;
                                                    }
                                                }
                                                cont649:;
                                                {
#line 119 "../envs/hide_and_seek.rhai"
                                                    int32_t const t686 = mw_iadd(l636, (int32_t)0x00000001u);
                                                    l636 = t686;
                                                }
                                            }
                                            brk650:;
#line 122 "../envs/hide_and_seek.rhai"
                                            r630 = false;
                                            goto ret631;
                                        }
                                        ret631:;
                                        bool const t687 = !r630;
                                        t627 = t687;
                                    } else {
                                        float l688 = l584;
                                        float l689 = l585;
                                        float l690 = mw_f32(0x3E99999Au);
                                        bool r691 = false;
                                        // disc_blocked
                                        {
                                            int32_t l693 = 0;
#line 104 "../envs/hide_and_seek.rhai"
                                            mw_st<float>(ctx->locals + 784, mw_f32(0x40F9999Au));
                                            mw_st<float>(ctx->locals + 788, mw_f32(0x40F9999Au));
                                            mw_st<float>(ctx->locals + 792, mw_f32(0x40F9999Au));
                                            mw_st<float>(ctx->locals + 796, mw_f32(0x41200000u));
                                            mw_st<float>(ctx->locals + 800, mw_f32(0x41400000u));
                                            mw_st<float>(ctx->locals + 804, mw_f32(0x41033333u));
                                            mw_st<float>(ctx->locals + 808, mw_f32(0x41033333u));
                                            mw_st<float>(ctx->locals + 812, mw_f32(0x41400000u));
#line 102 "../envs/hide_and_seek.rhai"
                                            {
                                                bool const t695 = l688 < l690;
                                                bool t696 = t695;
                                                if (!t696) {
                                                    bool const t697 = l689 < l690;
                                                    t696 = t697;
                                                }
                                                bool t698 = t696;
                                                if (!t698) {
                                                    float const t699 = mw_f32(0x41400000u) - l690;
                                                    bool const t700 = l688 > t699;
                                                    t698 = t700;
                                                }
                                                bool t701 = t698;
                                                if (!t701) {
                                                    float const t702 = mw_f32(0x41400000u) - l690;
                                                    bool const t703 = l689 > t702;
                                                    t701 = t703;
                                                }
                                                if (t701) {
                                                    {
                                                        r691 = true;
                                                        goto ret692;
                                                    }
                                                    goto fi694;
                                                }
                                                {
                                                }
                                            }
                                            fi694:;
#line 103 "../envs/hide_and_seek.rhai"
                                            l693 = (int32_t)0x00000000u;
                                            for (;;) {
                                                {
                                                    if (mw_stopped(ctx)) { mw_trap(ctx, 26u); return 1; }
                                                    bool const t706 = l693 < (int32_t)0x00000002u;
                                                    if (!t706) goto brk705;
                                                    MW_ITER();
                                                    {
#line 104 "../envs/hide_and_seek.rhai"
                                                        {
                                                            float l708 = l688;
                                                            float l709 = l689;
                                                            float l710 = l690;
                                                            uint32_t const t711 = l693 < 0 ? 0u : l693 > 1 ? 1u : (uint32_t)l693;
                                                            uint64_t const t712 = (uint64_t)t711 * 4u + 784u;
                                                            uint8_t* const t713 = ctx->locals + t712;
                                                            float const t714 = mw_ld<float>(t713);
                                                            uint32_t const t715 = l693 < 0 ? 0u : l693 > 1 ? 1u : (uint32_t)l693;
                                                            uint64_t const t716 = (uint64_t)t715 * 4u + 792u;
                                                            uint8_t* const t717 = ctx->locals + t716;
                                                            float const t718 = mw_ld<float>(t717);
                                                            float l719 = t714;
                                                            float l720 = t718;
                                                            uint32_t const t721 = l693 < 0 ? 0u : l693 > 1 ? 1u : (uint32_t)l693;
                                                            uint64_t const t722 = (uint64_t)t721 * 4u + 800u;
                                                            uint8_t* const t723 = ctx->locals + t722;
                                                            float const t724 = mw_ld<float>(t723);
                                                            uint32_t const t725 = l693 < 0 ? 0u : l693 > 1 ? 1u : (uint32_t)l693;
                                                            uint64_t const t726 = (uint64_t)t725 * 4u + 808u;
                                                            uint8_t* const t727 = ctx->locals + t726;
                                                            float const t728 = mw_ld<float>(t727);
                                                            float l729 = t724;
                                                            float l730 = t728;
                                                            bool r731 = false;
                                                            // disc_rect
                                                            {
                                                                float l733 = 0.0f, l734 = 0.0f;
#line 96 "../envs/hide_and_seek.rhai"
                                                                float l735 = l708;
                                                                float l736 = l709;
                                                                float l737 = l719;
                                                                float l738 = l720;
                                                                float l739 = l729;
                                                                float l740 = l730;
                                                                float r741 = 0.0f;
                                                                float r742 = 0.0f;
                                                                // clamp
                                                                {
#line 354 "<prelude>"
                                                                    float l744 = l735;
                                                                    float l745 = l737;
                                                                    float l746 = l739;
                                                                    float r747 = 0.0f;
                                                                    // clamp
                                                                    {
#line 278 "<prelude>"
                                                                        float const t749 = l744 > l745 ? l744 : l745;
                                                                        float const t750 = t749 < l746 ? t749 : l746;
                                                                        r747 = t750;
                                                                        goto ret748;
                                                                    }
                                                                    ret748:;
                                                                    float l751 = l736;
                                                                    float l752 = l738;
                                                                    float l753 = l740;
                                                                    float r754 = 0.0f;
                                                                    // clamp
                                                                    {
                                                                        float const t756 = l751 > l752 ? l751 : l752;
                                                                        float const t757 = t756 < l753 ? t756 : l753;
                                                                        r754 = t757;
                                                                        goto ret755;
                                                                    }
                                                                    ret755:;
                                                                    r741 = r747;
                                                                    r742 = r754;
                                                                    goto ret743;
                                                                }
                                                                ret743:;
                                                                l733 = r741;
                                                                l734 = r742;
#line 97 "../envs/hide_and_seek.rhai"
                                                                float l758 = l708;
                                                                float l759 = l709;
                                                                float l760 = l733;
                                                                float l761 = l734;
                                                                float r762 = 0.0f;
                                                                // distance
                                                                {
#line 327 "<prelude>"
                                                                    float const t764 = l758 - l760;
                                                                    float const t765 = l759 - l761;
                                                                    float l766 = t764;
                                                                    float l767 = t765;
                                                                    float r768 = 0.0f;
                                                                    // length
                                                                    {
#line 323 "<prelude>"
                                                                        float l770 = l766;
                                                                        float l771 = l767;
                                                                        float l772 = l766;
                                                                        float l773 = l767;
                                                                        float r774 = 0.0f;
                                                                        // dot
                                                                        {
#line 312 "<prelude>"
                                                                            float const t776 = l770 * l772;
                                                                            float const t777 = l771 * l773;
                                                                            float const t778 = t776 + t777;
                                                                            r774 = t778;
                                                                            goto ret775;
                                                                        }
                                                                        ret775:;
                                                                        float const t779 = mw_sqrt(r774);
                                                                        r768 = t779;
                                                                        goto ret769;
                                                                    }
                                                                    ret769:;
                                                                    r762 = r768;
                                                                    goto ret763;
                                                                }
                                                                ret763:;
                                                                bool const t780 = r762 < l710;
                                                                r731 = t780;
                                                                goto ret732;
                                                            }
                                                            ret732:;
                                                            if (r731) {
                                                                {
#line 104 "../envs/hide_and_seek.rhai"
                                                                    r691 = true;
                                                                    goto ret692;
                                                                }
                                                                goto fi707;
                                                            }
                                                            {
                                                            }
                                                        }
                                                        fi707:;
                                                    }
                                                }
                                                cont704:;
                                                {
#line 103 "../envs/hide_and_seek.rhai"
                                                    int32_t const t781 = mw_iadd(l693, (int32_t)0x00000001u);
                                                    l693 = t781;
                                                }
                                            }
                                            brk705:;
#line 106 "../envs/hide_and_seek.rhai"
                                            r691 = false;
                                            goto ret692;
                                        }
                                        ret692:;
                                        bool const t782 = !r691;
                                        t627 = t782;
                                    }
                                    l587 = t627;
#line 184 "../envs/hide_and_seek.rhai"
                                    float const t783 = l584 - mw_f32(0x3F000000u);
                                    float const t784 = l585 - mw_f32(0x3F000000u);
                                    l588 = t783;
                                    l589 = t784;
#line 185 "../envs/hide_and_seek.rhai"
                                    float const t785 = l584 + mw_f32(0x3F000000u);
                                    float const t786 = l585 + mw_f32(0x3F000000u);
                                    l590 = t785;
                                    l591 = t786;
#line 186 "../envs/hide_and_seek.rhai"
                                    l592 = (int32_t)0x00000000u;
                                    for (;;) {
                                        {
                                            if (mw_stopped(ctx)) { mw_trap(ctx, 27u); return 1; }
                                            int32_t const t789 = mw_ld<int32_t>(ctx->locals + 712);
                                            bool const t790 = l592 < t789;
                                            if (!t790) goto brk788;
                                            MW_ITER();
                                            {
#line 187 "../envs/hide_and_seek.rhai"
                                                {
                                                    bool t792 = false;
                                                    if (l514) {
                                                        uint32_t const t793 = l592 < 0 ? 0u : l592 > 15 ? 15u : (uint32_t)l592;
                                                        uint64_t const t794 = (uint64_t)t793 * 8u + 520u;
                                                        uint8_t* const t795 = ctx->locals + t794;
                                                        float const t796 = mw_ld<float>(t795);
                                                        float const t797 = mw_ld<float>(t795 + 4);
                                                        float l798 = t796;
                                                        float l799 = t797;
                                                        float l800 = mw_f32(0x3E99999Au);
                                                        float l801 = l588;
                                                        float l802 = l589;
                                                        float l803 = l590;
                                                        float l804 = l591;
                                                        bool r805 = false;
                                                        // disc_rect
                                                        {
                                                            float l807 = 0.0f, l808 = 0.0f;
#line 96 "../envs/hide_and_seek.rhai"
                                                            float l809 = l798;
                                                            float l810 = l799;
                                                            float l811 = l801;
                                                            float l812 = l802;
                                                            float l813 = l803;
                                                            float l814 = l804;
                                                            float r815 = 0.0f;
                                                            float r816 = 0.0f;
                                                            // clamp
                                                            {
#line 354 "<prelude>"
                                                                float l818 = l809;
                                                                float l819 = l811;
                                                                float l820 = l813;
                                                                float r821 = 0.0f;
                                                                // clamp
                                                                {
#line 278 "<prelude>"
                                                                    float const t823 = l818 > l819 ? l818 : l819;
                                                                    float const t824 = t823 < l820 ? t823 : l820;
                                                                    r821 = t824;
                                                                    goto ret822;
                                                                }
                                                                ret822:;
                                                                float l825 = l810;
                                                                float l826 = l812;
                                                                float l827 = l814;
                                                                float r828 = 0.0f;
                                                                // clamp
                                                                {
                                                                    float const t830 = l825 > l826 ? l825 : l826;
                                                                    float const t831 = t830 < l827 ? t830 : l827;
                                                                    r828 = t831;
                                                                    goto ret829;
                                                                }
                                                                ret829:;
                                                                r815 = r821;
                                                                r816 = r828;
                                                                goto ret817;
                                                            }
                                                            ret817:;
                                                            l807 = r815;
                                                            l808 = r816;
#line 97 "../envs/hide_and_seek.rhai"
                                                            float l832 = l798;
                                                            float l833 = l799;
                                                            float l834 = l807;
                                                            float l835 = l808;
                                                            float r836 = 0.0f;
                                                            // distance
                                                            {
#line 327 "<prelude>"
                                                                float const t838 = l832 - l834;
                                                                float const t839 = l833 - l835;
                                                                float l840 = t838;
                                                                float l841 = t839;
                                                                float r842 = 0.0f;
                                                                // length
                                                                {
#line 323 "<prelude>"
                                                                    float l844 = l840;
                                                                    float l845 = l841;
                                                                    float l846 = l840;
                                                                    float l847 = l841;
                                                                    float r848 = 0.0f;
                                                                    // dot
                                                                    {
#line 312 "<prelude>"
                                                                        float const t850 = l844 * l846;
                                                                        float const t851 = l845 * l847;
                                                                        float const t852 = t850 + t851;
                                                                        r848 = t852;
                                                                        goto ret849;
                                                                    }
                                                                    ret849:;
                                                                    float const t853 = mw_sqrt(r848);
                                                                    r842 = t853;
                                                                    goto ret843;
                                                                }
                                                                ret843:;
                                                                r836 = r842;
                                                                goto ret837;
                                                            }
                                                            ret837:;
                                                            bool const t854 = r836 < l800;
                                                            r805 = t854;
                                                            goto ret806;
                                                        }
                                                        ret806:;
                                                        t792 = r805;
                                                    } else {
                                                        uint32_t const t855 = l592 < 0 ? 0u : l592 > 15 ? 15u : (uint32_t)l592;
                                                        uint64_t const t856 = (uint64_t)t855 * 8u + 520u;
                                                        uint8_t* const t857 = ctx->locals + t856;
                                                        float const t858 = mw_ld<float>(t857);
                                                        float const t859 = mw_ld<float>(t857 + 4);
                                                        float l860 = t858;
                                                        float l861 = t859;
                                                        float l862 = l584;
                                                        float l863 = l585;
                                                        float r864 = 0.0f;
                                                        // distance
                                                        {
#line 327 "<prelude>"
                                                            float const t866 = l860 - l862;
                                                            float const t867 = l861 - l863;
                                                            float l868 = t866;
                                                            float l869 = t867;
                                                            float r870 = 0.0f;
                                                            // length
                                                            {
#line 323 "<prelude>"
                                                                float l872 = l868;
                                                                float l873 = l869;
                                                                float l874 = l868;
                                                                float l875 = l869;
                                                                float r876 = 0.0f;
                                                                // dot
                                                                {
#line 312 "<prelude>"
                                                                    float const t878 = l872 * l874;
                                                                    float const t879 = l873 * l875;
                                                                    float const t880 = t878 + t879;
                                                                    r876 = t880;
                                                                    goto ret877;
                                                                }
                                                                ret877:;
                                                                float const t881 = mw_sqrt(r876);
                                                                r870 = t881;
                                                                goto ret871;
                                                            }
                                                            ret871:;
                                                            r864 = r870;
                                                            goto ret865;
                                                        }
                                                        ret865:;
                                                        bool const t882 = r864 < mw_f32(0x3F19999Au);
                                                        t792 = t882;
                                                    }
                                                    if (t792) {
                                                        {
#line 188 "../envs/hide_and_seek.rhai"
                                                            l587 = false;
                                                        }
                                                        goto fi791;
                                                    }
                                                    {
                                                    }
                                                }
                                                fi791:;
                                            }
                                        }
                                        cont787:;
                                        {
#line 186 "../envs/hide_and_seek.rhai"
                                            int32_t const t883 = mw_iadd(l592, (int32_t)0x00000001u);
                                            l592 = t883;
                                        }
                                    }
                                    brk788:;
#line 191 "../envs/hide_and_seek.rhai"
                                    l593 = (int32_t)0x00000000u;
                                    for (;;) {
                                        {
                                            if (mw_stopped(ctx)) { mw_trap(ctx, 28u); return 1; }
                                            int32_t const t886 = mw_ld<int32_t>(ctx->locals + 780);
                                            bool const t887 = l593 < t886;
                                            if (!t887) goto brk885;
                                            MW_ITER();
                                            {
#line 192 "../envs/hide_and_seek.rhai"
                                                uint32_t const t888 = l593 < 0 ? 0u : l593 > 7 ? 7u : (uint32_t)l593;
                                                uint64_t const t889 = (uint64_t)t888 * 8u + 716u;
                                                uint8_t* const t890 = ctx->locals + t889;
                                                float const t891 = mw_ld<float>(t890);
                                                float const t892 = mw_ld<float>(t890 + 4);
                                                float const t893 = t891 - mw_f32(0x3F000000u);
                                                float const t894 = t892 - mw_f32(0x3F000000u);
                                                l594 = t893;
                                                l595 = t894;
#line 193 "../envs/hide_and_seek.rhai"
                                                uint32_t const t895 = l593 < 0 ? 0u : l593 > 7 ? 7u : (uint32_t)l593;
                                                uint64_t const t896 = (uint64_t)t895 * 8u + 716u;
                                                uint8_t* const t897 = ctx->locals + t896;
                                                float const t898 = mw_ld<float>(t897);
                                                float const t899 = mw_ld<float>(t897 + 4);
                                                float const t900 = t898 + mw_f32(0x3F000000u);
                                                float const t901 = t899 + mw_f32(0x3F000000u);
                                                l596 = t900;
                                                l597 = t901;
#line 194 "../envs/hide_and_seek.rhai"
                                                {
                                                    bool t903 = false;
                                                    if (l514) {
                                                        float l904 = l588;
                                                        float l905 = l589;
                                                        float l906 = l590;
                                                        float l907 = l591;
                                                        float l908 = l594;
                                                        float l909 = l595;
                                                        float l910 = l596;
                                                        float l911 = l597;
                                                        bool r912 = false;
                                                        // rects
                                                        {
#line 111 "../envs/hide_and_seek.rhai"
                                                            bool const t914 = l904 < l910;
                                                            bool t915 = t914;
                                                            if (t915) {
                                                                bool const t916 = l908 < l906;
                                                                t915 = t916;
                                                            }
                                                            bool t917 = t915;
                                                            if (t917) {
                                                                bool const t918 = l905 < l911;
                                                                t917 = t918;
                                                            }
                                                            bool t919 = t917;
                                                            if (t919) {
                                                                bool const t920 = l909 < l907;
                                                                t919 = t920;
                                                            }
                                                            r912 = t919;
                                                            goto ret913;
                                                        }
                                                        ret913:;
                                                        t903 = r912;
                                                    } else {
                                                        float l921 = l584;
                                                        float l922 = l585;
                                                        float l923 = mw_f32(0x3E99999Au);
                                                        float l924 = l594;
                                                        float l925 = l595;
                                                        float l926 = l596;
                                                        float l927 = l597;
                                                        bool r928 = false;
                                                        // disc_rect
                                                        {
                                                            float l930 = 0.0f, l931 = 0.0f;
#line 96 "../envs/hide_and_seek.rhai"
                                                            float l932 = l921;
                                                            float l933 = l922;
                                                            float l934 = l924;
                                                            float l935 = l925;
                                                            float l936 = l926;
                                                            float l937 = l927;
                                                            float r938 = 0.0f;
                                                            float r939 = 0.0f;
                                                            // clamp
                                                            {
#line 354 "<prelude>"
                                                                float l941 = l932;
                                                                float l942 = l934;
                                                                float l943 = l936;
                                                                float r944 = 0.0f;
                                                                // clamp
                                                                {
#line 278 "<prelude>"
                                                                    float const t946 = l941 > l942 ? l941 : l942;
                                                                    float const t947 = t946 < l943 ? t946 : l943;
                                                                    r944 = t947;
                                                                    goto ret945;
                                                                }
                                                                ret945:;
                                                                float l948 = l933;
                                                                float l949 = l935;
                                                                float l950 = l937;
                                                                float r951 = 0.0f;
                                                                // clamp
                                                                {
                                                                    float const t953 = l948 > l949 ? l948 : l949;
                                                                    float const t954 = t953 < l950 ? t953 : l950;
                                                                    r951 = t954;
                                                                    goto ret952;
                                                                }
                                                                ret952:;
                                                                r938 = r944;
                                                                r939 = r951;
                                                                goto ret940;
                                                            }
                                                            ret940:;
                                                            l930 = r938;
                                                            l931 = r939;
#line 97 "../envs/hide_and_seek.rhai"
                                                            float l955 = l921;
                                                            float l956 = l922;
                                                            float l957 = l930;
                                                            float l958 = l931;
                                                            float r959 = 0.0f;
                                                            // distance
                                                            {
#line 327 "<prelude>"
                                                                float const t961 = l955 - l957;
                                                                float const t962 = l956 - l958;
                                                                float l963 = t961;
                                                                float l964 = t962;
                                                                float r965 = 0.0f;
                                                                // length
                                                                {
#line 323 "<prelude>"
                                                                    float l967 = l963;
                                                                    float l968 = l964;
                                                                    float l969 = l963;
                                                                    float l970 = l964;
                                                                    float r971 = 0.0f;
                                                                    // dot
                                                                    {
#line 312 "<prelude>"
                                                                        float const t973 = l967 * l969;
                                                                        float const t974 = l968 * l970;
                                                                        float const t975 = t973 + t974;
                                                                        r971 = t975;
                                                                        goto ret972;
                                                                    }
                                                                    ret972:;
                                                                    float const t976 = mw_sqrt(r971);
                                                                    r965 = t976;
                                                                    goto ret966;
                                                                }
                                                                ret966:;
                                                                r959 = r965;
                                                                goto ret960;
                                                            }
                                                            ret960:;
                                                            bool const t977 = r959 < l923;
                                                            r928 = t977;
                                                            goto ret929;
                                                        }
                                                        ret929:;
                                                        t903 = r928;
                                                    }
                                                    if (t903) {
                                                        {
#line 194 "../envs/hide_and_seek.rhai"
                                                            l587 = false;
                                                        }
                                                        goto fi902;
                                                    }
                                                    {
                                                    }
                                                }
                                                fi902:;
                                            }
                                        }
                                        cont884:;
                                        {
#line 191 "../envs/hide_and_seek.rhai"
                                            int32_t const t978 = mw_iadd(l593, (int32_t)0x00000001u);
                                            l593 = t978;
                                        }
                                    }
                                    brk885:;
#line 196 "../envs/hide_and_seek.rhai"
                                    {
                                        if (l587) {
                                            {
                                                goto brk599;
                                            }
                                            goto fi979;
                                        }
                                        {
                                        }
                                    }
                                    fi979:;
                                }
                            }
                            cont598:;
                            {
#line 181 "../envs/hide_and_seek.rhai"
                                int32_t const t980 = mw_iadd(l586, (int32_t)0x00000001u);
                                l586 = t980;
                            }
                        }
                        brk599:;
#line 198 "../envs/hide_and_seek.rhai"
                        r581 = l584;
                        r582 = l585;
                        goto ret583;
                    }
                    ret583:;
                    l11 = r581;
                    l12 = r582;
                    uint32_t srow981;
                    uint64_t const t982 = mw_spawn_row(ctx, 0u, w, 0u, &srow981);
                    uint8_t* const t983 = mw_lookup(ctx, w, t982, 2u);
                    uint8_t* const t984 = t983 ? t983 : (uint8_t*)ctx->zero;
                    uint8_t* const t985 = t983 ? t983 : ctx->scratch;
                    rr13 = t984; rw14 = t985;
#line 251 "../envs/hide_and_seek.rhai"
                    mw_st<float>(rw14 + 0, mw_canon(l11));
                    mw_st<float>(rw14 + 4, mw_canon(l12));
#line 252 "../envs/hide_and_seek.rhai"
                    mw_st<float>(rw14 + 16, mw_canon(l11));
                    mw_st<float>(rw14 + 20, mw_canon(l12));
#line 253 "../envs/hide_and_seek.rhai"
                    mw_st<int32_t>(rw14 + 24, (int32_t)0xFFFFFFFFu);
#line 254 "../envs/hide_and_seek.rhai"
                    uint32_t const t986 = l10 < 0 ? 0u : l10 > 7 ? 7u : (uint32_t)l10;
                    uint64_t const t987 = (uint64_t)t986 * 8u + 196u;
                    uint8_t* const t988 = ctx->locals + t987;
                    mw_st<float>(t988 + 0, l11);
                    mw_st<float>(t988 + 4, l12);
#line 255 "../envs/hide_and_seek.rhai"
                    int32_t const t989 = mw_iadd(l10, (int32_t)0x00000001u);
                    mw_st<int32_t>(ctx->locals + 260, t989);
                }
            }
            cont511:;
            {
#line 248 "../envs/hide_and_seek.rhai"
                int32_t const t990 = mw_iadd(l10, (int32_t)0x00000001u);
                l10 = t990;
            }
        }
        brk512:;
#line 258 "../envs/hide_and_seek.rhai"
        l15 = (int32_t)0x00000000u;
        for (;;) {
            {
                if (mw_stopped(ctx)) { mw_trap(ctx, 29u); return 1; }
                int32_t const t993 = mw_ld<int32_t>(ctx->locals + 192);
                bool const t994 = l15 < t993;
                if (!t994) goto brk992;
                MW_ITER();
                {
#line 259 "../envs/hide_and_seek.rhai"
                    float const t995 = mw_ld<float>(ctx->locals + 0);
                    float const t996 = mw_ld<float>(ctx->locals + 4);
                    float const t997 = mw_ld<float>(ctx->locals + 8);
                    float const t998 = mw_ld<float>(ctx->locals + 12);
                    float const t999 = mw_ld<float>(ctx->locals + 16);
                    float const t1000 = mw_ld<float>(ctx->locals + 20);
                    float const t1001 = mw_ld<float>(ctx->locals + 24);
                    float const t1002 = mw_ld<float>(ctx->locals + 28);
                    float const t1003 = mw_ld<float>(ctx->locals + 32);
                    float const t1004 = mw_ld<float>(ctx->locals + 36);
                    float const t1005 = mw_ld<float>(ctx->locals + 40);
                    float const t1006 = mw_ld<float>(ctx->locals + 44);
                    float const t1007 = mw_ld<float>(ctx->locals + 48);
                    float const t1008 = mw_ld<float>(ctx->locals + 52);
                    float const t1009 = mw_ld<float>(ctx->locals + 56);
                    float const t1010 = mw_ld<float>(ctx->locals + 60);
                    float const t1011 = mw_ld<float>(ctx->locals + 64);
                    float const t1012 = mw_ld<float>(ctx->locals + 68);
                    float const t1013 = mw_ld<float>(ctx->locals + 72);
                    float const t1014 = mw_ld<float>(ctx->locals + 76);
                    float const t1015 = mw_ld<float>(ctx->locals + 80);
                    float const t1016 = mw_ld<float>(ctx->locals + 84);
                    float const t1017 = mw_ld<float>(ctx->locals + 88);
                    float const t1018 = mw_ld<float>(ctx->locals + 92);
                    float const t1019 = mw_ld<float>(ctx->locals + 96);
                    float const t1020 = mw_ld<float>(ctx->locals + 100);
                    float const t1021 = mw_ld<float>(ctx->locals + 104);
                    float const t1022 = mw_ld<float>(ctx->locals + 108);
                    float const t1023 = mw_ld<float>(ctx->locals + 112);
                    float const t1024 = mw_ld<float>(ctx->locals + 116);
                    float const t1025 = mw_ld<float>(ctx->locals + 120);
                    float const t1026 = mw_ld<float>(ctx->locals + 124);
                    int32_t const t1027 = mw_ld<int32_t>(ctx->locals + 128);
                    int32_t const t1028 = mw_ld<int32_t>(ctx->locals + 132);
                    int32_t const t1029 = mw_ld<int32_t>(ctx->locals + 136);
                    int32_t const t1030 = mw_ld<int32_t>(ctx->locals + 140);
                    int32_t const t1031 = mw_ld<int32_t>(ctx->locals + 144);
                    int32_t const t1032 = mw_ld<int32_t>(ctx->locals + 148);
                    int32_t const t1033 = mw_ld<int32_t>(ctx->locals + 152);
                    int32_t const t1034 = mw_ld<int32_t>(ctx->locals + 156);
                    int32_t const t1035 = mw_ld<int32_t>(ctx->locals + 160);
                    int32_t const t1036 = mw_ld<int32_t>(ctx->locals + 164);
                    int32_t const t1037 = mw_ld<int32_t>(ctx->locals + 168);
                    int32_t const t1038 = mw_ld<int32_t>(ctx->locals + 172);
                    int32_t const t1039 = mw_ld<int32_t>(ctx->locals + 176);
                    int32_t const t1040 = mw_ld<int32_t>(ctx->locals + 180);
                    int32_t const t1041 = mw_ld<int32_t>(ctx->locals + 184);
                    int32_t const t1042 = mw_ld<int32_t>(ctx->locals + 188);
                    int32_t const t1043 = mw_ld<int32_t>(ctx->locals + 192);
                    float const t1044 = mw_ld<float>(ctx->locals + 196);
                    float const t1045 = mw_ld<float>(ctx->locals + 200);
                    float const t1046 = mw_ld<float>(ctx->locals + 204);
                    float const t1047 = mw_ld<float>(ctx->locals + 208);
                    float const t1048 = mw_ld<float>(ctx->locals + 212);
                    float const t1049 = mw_ld<float>(ctx->locals + 216);
                    float const t1050 = mw_ld<float>(ctx->locals + 220);
                    float const t1051 = mw_ld<float>(ctx->locals + 224);
                    float const t1052 = mw_ld<float>(ctx->locals + 228);
                    float const t1053 = mw_ld<float>(ctx->locals + 232);
                    float const t1054 = mw_ld<float>(ctx->locals + 236);
                    float const t1055 = mw_ld<float>(ctx->locals + 240);
                    float const t1056 = mw_ld<float>(ctx->locals + 244);
                    float const t1057 = mw_ld<float>(ctx->locals + 248);
                    float const t1058 = mw_ld<float>(ctx->locals + 252);
                    float const t1059 = mw_ld<float>(ctx->locals + 256);
                    int32_t const t1060 = mw_ld<int32_t>(ctx->locals + 260);
                    mw_st<float>(ctx->locals + 520, t995);
                    mw_st<float>(ctx->locals + 524, t996);
                    mw_st<float>(ctx->locals + 528, t997);
                    mw_st<float>(ctx->locals + 532, t998);
                    mw_st<float>(ctx->locals + 536, t999);
                    mw_st<float>(ctx->locals + 540, t1000);
                    mw_st<float>(ctx->locals + 544, t1001);
                    mw_st<float>(ctx->locals + 548, t1002);
                    mw_st<float>(ctx->locals + 552, t1003);
                    mw_st<float>(ctx->locals + 556, t1004);
                    mw_st<float>(ctx->locals + 560, t1005);
                    mw_st<float>(ctx->locals + 564, t1006);
                    mw_st<float>(ctx->locals + 568, t1007);
                    mw_st<float>(ctx->locals + 572, t1008);
                    mw_st<float>(ctx->locals + 576, t1009);
                    mw_st<float>(ctx->locals + 580, t1010);
                    mw_st<float>(ctx->locals + 584, t1011);
                    mw_st<float>(ctx->locals + 588, t1012);
                    mw_st<float>(ctx->locals + 592, t1013);
                    mw_st<float>(ctx->locals + 596, t1014);
                    mw_st<float>(ctx->locals + 600, t1015);
                    mw_st<float>(ctx->locals + 604, t1016);
                    mw_st<float>(ctx->locals + 608, t1017);
                    mw_st<float>(ctx->locals + 612, t1018);
                    mw_st<float>(ctx->locals + 616, t1019);
                    mw_st<float>(ctx->locals + 620, t1020);
                    mw_st<float>(ctx->locals + 624, t1021);
                    mw_st<float>(ctx->locals + 628, t1022);
                    mw_st<float>(ctx->locals + 632, t1023);
                    mw_st<float>(ctx->locals + 636, t1024);
                    mw_st<float>(ctx->locals + 640, t1025);
                    mw_st<float>(ctx->locals + 644, t1026);
                    mw_st<int32_t>(ctx->locals + 648, t1027);
                    mw_st<int32_t>(ctx->locals + 652, t1028);
                    mw_st<int32_t>(ctx->locals + 656, t1029);
                    mw_st<int32_t>(ctx->locals + 660, t1030);
                    mw_st<int32_t>(ctx->locals + 664, t1031);
                    mw_st<int32_t>(ctx->locals + 668, t1032);
                    mw_st<int32_t>(ctx->locals + 672, t1033);
                    mw_st<int32_t>(ctx->locals + 676, t1034);
                    mw_st<int32_t>(ctx->locals + 680, t1035);
                    mw_st<int32_t>(ctx->locals + 684, t1036);
                    mw_st<int32_t>(ctx->locals + 688, t1037);
                    mw_st<int32_t>(ctx->locals + 692, t1038);
                    mw_st<int32_t>(ctx->locals + 696, t1039);
                    mw_st<int32_t>(ctx->locals + 700, t1040);
                    mw_st<int32_t>(ctx->locals + 704, t1041);
                    mw_st<int32_t>(ctx->locals + 708, t1042);
                    mw_st<int32_t>(ctx->locals + 712, t1043);
                    mw_st<float>(ctx->locals + 716, t1044);
                    mw_st<float>(ctx->locals + 720, t1045);
                    mw_st<float>(ctx->locals + 724, t1046);
                    mw_st<float>(ctx->locals + 728, t1047);
                    mw_st<float>(ctx->locals + 732, t1048);
                    mw_st<float>(ctx->locals + 736, t1049);
                    mw_st<float>(ctx->locals + 740, t1050);
                    mw_st<float>(ctx->locals + 744, t1051);
                    mw_st<float>(ctx->locals + 748, t1052);
                    mw_st<float>(ctx->locals + 752, t1053);
                    mw_st<float>(ctx->locals + 756, t1054);
                    mw_st<float>(ctx->locals + 760, t1055);
                    mw_st<float>(ctx->locals + 764, t1056);
                    mw_st<float>(ctx->locals + 768, t1057);
                    mw_st<float>(ctx->locals + 772, t1058);
                    mw_st<float>(ctx->locals + 776, t1059);
                    mw_st<int32_t>(ctx->locals + 780, t1060);
                    int32_t l1061 = l15;
                    float r1062 = 0.0f;
                    float r1063 = 0.0f;
                    float r1064 = 0.0f;
                    float r1065 = 0.0f;
                    float r1066 = 0.0f;
                    float r1067 = 0.0f;
                    float r1068 = 0.0f;
                    float r1069 = 0.0f;
                    float r1070 = 0.0f;
                    float r1071 = 0.0f;
                    float r1072 = 0.0f;
                    float r1073 = 0.0f;
                    float r1074 = 0.0f;
                    float r1075 = 0.0f;
                    float r1076 = 0.0f;
                    float r1077 = 0.0f;
                    int32_t r1078 = 0;
                    int32_t r1079 = 0;
                    int32_t r1080 = 0;
                    int32_t r1081 = 0;
                    int32_t r1082 = 0;
                    int32_t r1083 = 0;
                    int32_t r1084 = 0;
                    int32_t r1085 = 0;
                    int32_t r1086 = 0;
                    int32_t r1087 = 0;
                    int32_t r1088 = 0;
                    int32_t r1089 = 0;
                    int32_t r1090 = 0;
                    int32_t r1091 = 0;
                    int32_t r1092 = 0;
                    int32_t r1093 = 0;
                    // scan
                    {
                        float l1095 = 0.0f, l1096 = 0.0f;
                        int32_t l1097 = 0;
                        float l1098 = 0.0f, l1099 = 0.0f;
                        float l1100 = 0.0f;
                        int32_t l1101 = 0;
                        int32_t l1102 = 0;
                        float l1103 = 0.0f;
                        int32_t l1104 = 0;
                        float l1105 = 0.0f;
#line 206 "../envs/hide_and_seek.rhai"
                        mw_st<float>(ctx->locals + 912, mw_f32(0x3F800000u));
                        mw_st<float>(ctx->locals + 916, mw_f32(0x3F6C835Eu));
                        mw_st<float>(ctx->locals + 920, mw_f32(0x3F3504F3u));
                        mw_st<float>(ctx->locals + 924, mw_f32(0x3EC3EF15u));
                        mw_st<float>(ctx->locals + 928, mw_f32(0x248D3132u));
                        mw_st<float>(ctx->locals + 932, mw_f32(0xBEC3EF15u));
                        mw_st<float>(ctx->locals + 936, mw_f32(0xBF3504F3u));
                        mw_st<float>(ctx->locals + 940, mw_f32(0xBF6C835Eu));
                        mw_st<float>(ctx->locals + 944, mw_f32(0xBF800000u));
                        mw_st<float>(ctx->locals + 948, mw_f32(0xBF6C835Eu));
                        mw_st<float>(ctx->locals + 952, mw_f32(0xBF3504F3u));
                        mw_st<float>(ctx->locals + 956, mw_f32(0xBEC3EF15u));
                        mw_st<float>(ctx->locals + 960, mw_f32(0xA553C9CAu));
                        mw_st<float>(ctx->locals + 964, mw_f32(0x3EC3EF15u));
                        mw_st<float>(ctx->locals + 968, mw_f32(0x3F3504F3u));
                        mw_st<float>(ctx->locals + 972, mw_f32(0x3F6C835Eu));
                        mw_st<float>(ctx->locals + 976, mw_f32(0x00000000u));
                        mw_st<float>(ctx->locals + 980, mw_f32(0x3EC3EF15u));
                        mw_st<float>(ctx->locals + 984, mw_f32(0x3F3504F3u));
                        mw_st<float>(ctx->locals + 988, mw_f32(0x3F6C835Eu));
                        mw_st<float>(ctx->locals + 992, mw_f32(0x3F800000u));
                        mw_st<float>(ctx->locals + 996, mw_f32(0x3F6C835Eu));
                        mw_st<float>(ctx->locals + 1000, mw_f32(0x3F3504F3u));
                        mw_st<float>(ctx->locals + 1004, mw_f32(0x3EC3EF15u));
                        mw_st<float>(ctx->locals + 1008, mw_f32(0x250D3132u));
                        mw_st<float>(ctx->locals + 1012, mw_f32(0xBEC3EF15u));
                        mw_st<float>(ctx->locals + 1016, mw_f32(0xBF3504F3u));
                        mw_st<float>(ctx->locals + 1020, mw_f32(0xBF6C835Eu));
                        mw_st<float>(ctx->locals + 1024, mw_f32(0xBF800000u));
                        mw_st<float>(ctx->locals + 1028, mw_f32(0xBF6C835Eu));
                        mw_st<float>(ctx->locals + 1032, mw_f32(0xBF3504F3u));
                        mw_st<float>(ctx->locals + 1036, mw_f32(0xBEC3EF15u));
#line 203 "../envs/hide_and_seek.rhai"
                        mw_zero(ctx->locals + 784, 128u);
#line 204 "../envs/hide_and_seek.rhai"
                        uint32_t const t1106 = l1061 < 0 ? 0u : l1061 > 15 ? 15u : (uint32_t)l1061;
                        uint64_t const t1107 = (uint64_t)t1106 * 8u + 520u;
                        uint8_t* const t1108 = ctx->locals + t1107;
                        float const t1109 = mw_ld<float>(t1108);
                        float const t1110 = mw_ld<float>(t1108 + 4);
                        l1095 = t1109;
                        l1096 = t1110;
#line 205 "../envs/hide_and_seek.rhai"
                        l1097 = (int32_t)0x00000000u;
                        for (;;) {
                            {
                                if (mw_stopped(ctx)) { mw_trap(ctx, 30u); return 1; }
                                bool const t1113 = l1097 < (int32_t)0x00000010u;
                                if (!t1113) goto brk1112;
                                MW_ITER();
                                {
#line 206 "../envs/hide_and_seek.rhai"
                                    uint32_t const t1114 = l1097 < 0 ? 0u : l1097 > 15 ? 15u : (uint32_t)l1097;
                                    uint64_t const t1115 = (uint64_t)t1114 * 4u + 912u;
                                    uint8_t* const t1116 = ctx->locals + t1115;
                                    float const t1117 = mw_ld<float>(t1116);
                                    uint32_t const t1118 = l1097 < 0 ? 0u : l1097 > 15 ? 15u : (uint32_t)l1097;
                                    uint64_t const t1119 = (uint64_t)t1118 * 4u + 976u;
                                    uint8_t* const t1120 = ctx->locals + t1119;
                                    float const t1121 = mw_ld<float>(t1120);
                                    l1098 = t1117;
                                    l1099 = t1121;
#line 207 "../envs/hide_and_seek.rhai"
                                    float l1122 = l1095;
                                    float l1123 = l1096;
                                    float l1124 = l1098;
                                    float l1125 = l1099;
                                    float r1126 = 0.0f;
                                    // ray_walls
                                    {
                                        float l1128 = 0.0f;
                                        int32_t l1129 = 0;
                                        float l1130 = 0.0f;
#line 167 "../envs/hide_and_seek.rhai"
                                        mw_st<float>(ctx->locals + 1040, mw_f32(0x40F9999Au));
                                        mw_st<float>(ctx->locals + 1044, mw_f32(0x40F9999Au));
                                        mw_st<float>(ctx->locals + 1048, mw_f32(0x40F9999Au));
                                        mw_st<float>(ctx->locals + 1052, mw_f32(0x41200000u));
                                        mw_st<float>(ctx->locals + 1056, mw_f32(0x41400000u));
                                        mw_st<float>(ctx->locals + 1060, mw_f32(0x41033333u));
                                        mw_st<float>(ctx->locals + 1064, mw_f32(0x41033333u));
                                        mw_st<float>(ctx->locals + 1068, mw_f32(0x41400000u));
#line 160 "../envs/hide_and_seek.rhai"
                                        l1128 = mw_f32(0x7149F2CAu);
#line 162 "../envs/hide_and_seek.rhai"
                                        {
                                            bool const t1132 = l1124 > mw_f32(0x3089705Fu);
                                            if (t1132) {
                                                {
                                                    float const t1133 = mw_f32(0x41400000u) - l1122;
                                                    float const t1134 = t1133 / l1124;
                                                    float const t1135 = l1128 < t1134 ? l1128 : t1134;
                                                    l1128 = t1135;
                                                }
                                                goto fi1131;
                                            }
                                            {
                                            }
                                        }
                                        fi1131:;
#line 163 "../envs/hide_and_seek.rhai"
                                        {
                                            bool const t1137 = l1124 < mw_f32(0xB089705Fu);
                                            if (t1137) {
                                                {
                                                    float const t1138 = -l1122;
                                                    float const t1139 = t1138 / l1124;
                                                    float const t1140 = l1128 < t1139 ? l1128 : t1139;
                                                    l1128 = t1140;
                                                }
                                                goto fi1136;
                                            }
                                            {
                                            }
                                        }
                                        fi1136:;
#line 164 "../envs/hide_and_seek.rhai"
                                        {
                                            bool const t1142 = l1125 > mw_f32(0x3089705Fu);
                                            if (t1142) {
                                                {
                                                    float const t1143 = mw_f32(0x41400000u) - l1123;
                                                    float const t1144 = t1143 / l1125;
                                                    float const t1145 = l1128 < t1144 ? l1128 : t1144;
                                                    l1128 = t1145;
                                                }
                                                goto fi1141;
                                            }
                                            {
                                            }
                                        }
                                        fi1141:;
#line 165 "../envs/hide_and_seek.rhai"
                                        {
                                            bool const t1147 = l1125 < mw_f32(0xB089705Fu);
                                            if (t1147) {
                                                {
                                                    float const t1148 = -l1123;
                                                    float const t1149 = t1148 / l1125;
                                                    float const t1150 = l1128 < t1149 ? l1128 : t1149;
                                                    l1128 = t1150;
                                                }
                                                goto fi1146;
                                            }
                                            {
                                            }
                                        }
                                        fi1146:;
#line 166 "../envs/hide_and_seek.rhai"
                                        l1129 = (int32_t)0x00000000u;
                                        for (;;) {
                                            {
                                                if (mw_stopped(ctx)) { mw_trap(ctx, 31u); return 1; }
                                                bool const t1153 = l1129 < (int32_t)0x00000002u;
                                                if (!t1153) goto brk1152;
                                                MW_ITER();
                                                {
#line 167 "../envs/hide_and_seek.rhai"
                                                    float l1154 = l1122;
                                                    float l1155 = l1123;
                                                    float l1156 = l1124;
                                                    float l1157 = l1125;
                                                    uint32_t const t1158 = l1129 < 0 ? 0u : l1129 > 1 ? 1u : (uint32_t)l1129;
                                                    uint64_t const t1159 = (uint64_t)t1158 * 4u + 1040u;
                                                    uint8_t* const t1160 = ctx->locals + t1159;
                                                    float const t1161 = mw_ld<float>(t1160);
                                                    uint32_t const t1162 = l1129 < 0 ? 0u : l1129 > 1 ? 1u : (uint32_t)l1129;
                                                    uint64_t const t1163 = (uint64_t)t1162 * 4u + 1048u;
                                                    uint8_t* const t1164 = ctx->locals + t1163;
                                                    float const t1165 = mw_ld<float>(t1164);
                                                    float l1166 = t1161;
                                                    float l1167 = t1165;
                                                    uint32_t const t1168 = l1129 < 0 ? 0u : l1129 > 1 ? 1u : (uint32_t)l1129;
                                                    uint64_t const t1169 = (uint64_t)t1168 * 4u + 1056u;
                                                    uint8_t* const t1170 = ctx->locals + t1169;
                                                    float const t1171 = mw_ld<float>(t1170);
                                                    uint32_t const t1172 = l1129 < 0 ? 0u : l1129 > 1 ? 1u : (uint32_t)l1129;
                                                    uint64_t const t1173 = (uint64_t)t1172 * 4u + 1064u;
                                                    uint8_t* const t1174 = ctx->locals + t1173;
                                                    float const t1175 = mw_ld<float>(t1174);
                                                    float l1176 = t1171;
                                                    float l1177 = t1175;
                                                    float r1178 = 0.0f;
                                                    // ray_rect
                                                    {
                                                        float l1180 = 0.0f;
                                                        float l1181 = 0.0f;
                                                        float l1182 = 0.0f;
                                                        float l1183 = 0.0f;
                                                        float l1184 = 0.0f;
                                                        float l1185 = 0.0f;
#line 127 "../envs/hide_and_seek.rhai"
                                                        l1180 = mw_f32(0x00000000u);
#line 128 "../envs/hide_and_seek.rhai"
                                                        l1181 = mw_f32(0x7149F2CAu);
#line 129 "../envs/hide_and_seek.rhai"
                                                        {
                                                            float const t1187 = mw_fabs(l1156);
                                                            bool const t1188 = t1187 < mw_f32(0x3089705Fu);
                                                            if (t1188) {
                                                                {
#line 130 "../envs/hide_and_seek.rhai"
                                                                    {
                                                                        bool const t1190 = l1154 < l1166;
                                                                        bool t1191 = t1190;
                                                                        if (!t1191) {
                                                                            bool const t1192 = l1154 > l1176;
                                                                            t1191 = t1192;
                                                                        }
                                                                        if (t1191) {
                                                                            {
                                                                                r1178 = mw_f32(0xBF800000u);
                                                                                goto ret1179;
                                                                            }
                                                                            goto fi1189;
                                                                        }
                                                                        {
                                                                        }
                                                                    }
                                                                    fi1189:;
                                                                }
                                                                goto fi1186;
                                                            }
                                                            {
#line 132 "../envs/hide_and_seek.rhai"
                                                                float const t1193 = l1166 - l1154;
                                                                float const t1194 = t1193 / l1156;
                                                                l1182 = t1194;
#line 133 "../envs/hide_and_seek.rhai"
                                                                float const t1195 = l1176 - l1154;
                                                                float const t1196 = t1195 / l1156;
                                                                l1183 = t1196;
#line 134 "../envs/hide_and_seek.rhai"
                                                                float const t1197 = l1182 < l1183 ? l1182 : l1183;
                                                                float const t1198 = l1180 > t1197 ? l1180 : t1197;
                                                                l1180 = t1198;
#line 135 "../envs/hide_and_seek.rhai"
                                                                float const t1199 = l1182 > l1183 ? l1182 : l1183;
                                                                float const t1200 = l1181 < t1199 ? l1181 : t1199;
                                                                l1181 = t1200;
                                                            }
                                                        }
                                                        fi1186:;
#line 137 "../envs/hide_and_seek.rhai"
                                                        {
                                                            float const t1202 = mw_fabs(l1157);
                                                            bool const t1203 = t1202 < mw_f32(0x3089705Fu);
                                                            if (t1203) {
                                                                {
#line 138 "../envs/hide_and_seek.rhai"
                                                                    {
                                                                        bool const t1205 = l1155 < l1167;
                                                                        bool t1206 = t1205;
                                                                        if (!t1206) {
                                                                            bool const t1207 = l1155 > l1177;
                                                                            t1206 = t1207;
                                                                        }
                                                                        if (t1206) {
                                                                            {
                                                                                r1178 = mw_f32(0xBF800000u);
                                                                                goto ret1179;
                                                                            }
                                                                            goto fi1204;
                                                                        }
                                                                        {
                                                                        }
                                                                    }
                                                                    fi1204:;
                                                                }
                                                                goto fi1201;
                                                            }
                                                            {
#line 140 "../envs/hide_and_seek.rhai"
                                                                float const t1208 = l1167 - l1155;
                                                                float const t1209 = t1208 / l1157;
                                                                l1184 = t1209;
#line 141 "../envs/hide_and_seek.rhai"
                                                                float const t1210 = l1177 - l1155;
                                                                float const t1211 = t1210 / l1157;
                                                                l1185 = t1211;
#line 142 "../envs/hide_and_seek.rhai"
                                                                float const t1212 = l1184 < l1185 ? l1184 : l1185;
                                                                float const t1213 = l1180 > t1212 ? l1180 : t1212;
                                                                l1180 = t1213;
#line 143 "../envs/hide_and_seek.rhai"
                                                                float const t1214 = l1184 > l1185 ? l1184 : l1185;
                                                                float const t1215 = l1181 < t1214 ? l1181 : t1214;
                                                                l1181 = t1215;
                                                            }
                                                        }
                                                        fi1201:;
#line 145 "../envs/hide_and_seek.rhai"
                                                        bool const t1216 = l1180 <= l1181;
                                                        float t1217 = 0.0f;
                                                        if (t1216) {
                                                            t1217 = l1180;
                                                        } else {
                                                            t1217 = mw_f32(0xBF800000u);
                                                        }
                                                        r1178 = t1217;
                                                        goto ret1179;
                                                    }
                                                    ret1179:;
                                                    l1130 = r1178;
#line 168 "../envs/hide_and_seek.rhai"
                                                    {
                                                        bool const t1219 = l1130 >= mw_f32(0x00000000u);
                                                        if (t1219) {
                                                            {
                                                                float const t1220 = l1128 < l1130 ? l1128 : l1130;
                                                                l1128 = t1220;
                                                            }
                                                            goto fi1218;
                                                        }
                                                        {
                                                        }
                                                    }
                                                    fi1218:;
                                                }
                                            }
                                            cont1151:;
                                            {
#line 166 "../envs/hide_and_seek.rhai"
                                                int32_t const t1221 = mw_iadd(l1129, (int32_t)0x00000001u);
                                                l1129 = t1221;
                                            }
                                        }
                                        brk1152:;
#line 170 "../envs/hide_and_seek.rhai"
                                        r1126 = l1128;
                                        goto ret1127;
                                    }
                                    ret1127:;
                                    l1100 = r1126;
#line 208 "../envs/hide_and_seek.rhai"
                                    l1101 = (int32_t)0x00000001u;
#line 209 "../envs/hide_and_seek.rhai"
                                    l1102 = (int32_t)0x00000000u;
                                    for (;;) {
                                        {
                                            if (mw_stopped(ctx)) { mw_trap(ctx, 32u); return 1; }
                                            int32_t const t1224 = mw_ld<int32_t>(ctx->locals + 780);
                                            bool const t1225 = l1102 < t1224;
                                            if (!t1225) goto brk1223;
                                            MW_ITER();
                                            {
#line 210 "../envs/hide_and_seek.rhai"
                                                float l1226 = l1095;
                                                float l1227 = l1096;
                                                float l1228 = l1098;
                                                float l1229 = l1099;
                                                uint32_t const t1230 = l1102 < 0 ? 0u : l1102 > 7 ? 7u : (uint32_t)l1102;
                                                uint64_t const t1231 = (uint64_t)t1230 * 8u + 716u;
                                                uint8_t* const t1232 = ctx->locals + t1231;
                                                float const t1233 = mw_ld<float>(t1232);
                                                float const t1234 = mw_ld<float>(t1232 + 4);
                                                float const t1235 = t1233 - mw_f32(0x3F000000u);
                                                float const t1236 = t1234 - mw_f32(0x3F000000u);
                                                float l1237 = t1235;
                                                float l1238 = t1236;
                                                uint32_t const t1239 = l1102 < 0 ? 0u : l1102 > 7 ? 7u : (uint32_t)l1102;
                                                uint64_t const t1240 = (uint64_t)t1239 * 8u + 716u;
                                                uint8_t* const t1241 = ctx->locals + t1240;
                                                float const t1242 = mw_ld<float>(t1241);
                                                float const t1243 = mw_ld<float>(t1241 + 4);
                                                float const t1244 = t1242 + mw_f32(0x3F000000u);
                                                float const t1245 = t1243 + mw_f32(0x3F000000u);
                                                float l1246 = t1244;
                                                float l1247 = t1245;
                                                float r1248 = 0.0f;
                                                // ray_rect
                                                {
                                                    float l1250 = 0.0f;
                                                    float l1251 = 0.0f;
                                                    float l1252 = 0.0f;
                                                    float l1253 = 0.0f;
                                                    float l1254 = 0.0f;
                                                    float l1255 = 0.0f;
#line 127 "../envs/hide_and_seek.rhai"
                                                    l1250 = mw_f32(0x00000000u);
#line 128 "../envs/hide_and_seek.rhai"
                                                    l1251 = mw_f32(0x7149F2CAu);
#line 129 "../envs/hide_and_seek.rhai"
                                                    {
                                                        float const t1257 = mw_fabs(l1228);
                                                        bool const t1258 = t1257 < mw_f32(0x3089705Fu);
                                                        if (t1258) {
                                                            {
#line 130 "../envs/hide_and_seek.rhai"
                                                                {
                                                                    bool const t1260 = l1226 < l1237;
                                                                    bool t1261 = t1260;
                                                                    if (!t1261) {
                                                                        bool const t1262 = l1226 > l1246;
                                                                        t1261 = t1262;
                                                                    }
                                                                    if (t1261) {
                                                                        {
                                                                            r1248 = mw_f32(0xBF800000u);
                                                                            goto ret1249;
                                                                        }
                                                                        goto fi1259;
                                                                    }
                                                                    {
                                                                    }
                                                                }
                                                                fi1259:;
                                                            }
                                                            goto fi1256;
                                                        }
                                                        {
#line 132 "../envs/hide_and_seek.rhai"
                                                            float const t1263 = l1237 - l1226;
                                                            float const t1264 = t1263 / l1228;
                                                            l1252 = t1264;
#line 133 "../envs/hide_and_seek.rhai"
                                                            float const t1265 = l1246 - l1226;
                                                            float const t1266 = t1265 / l1228;
                                                            l1253 = t1266;
#line 134 "../envs/hide_and_seek.rhai"
                                                            float const t1267 = l1252 < l1253 ? l1252 : l1253;
                                                            float const t1268 = l1250 > t1267 ? l1250 : t1267;
                                                            l1250 = t1268;
#line 135 "../envs/hide_and_seek.rhai"
                                                            float const t1269 = l1252 > l1253 ? l1252 : l1253;
                                                            float const t1270 = l1251 < t1269 ? l1251 : t1269;
                                                            l1251 = t1270;
                                                        }
                                                    }
                                                    fi1256:;
#line 137 "../envs/hide_and_seek.rhai"
                                                    {
                                                        float const t1272 = mw_fabs(l1229);
                                                        bool const t1273 = t1272 < mw_f32(0x3089705Fu);
                                                        if (t1273) {
                                                            {
#line 138 "../envs/hide_and_seek.rhai"
                                                                {
                                                                    bool const t1275 = l1227 < l1238;
                                                                    bool t1276 = t1275;
                                                                    if (!t1276) {
                                                                        bool const t1277 = l1227 > l1247;
                                                                        t1276 = t1277;
                                                                    }
                                                                    if (t1276) {
                                                                        {
                                                                            r1248 = mw_f32(0xBF800000u);
                                                                            goto ret1249;
                                                                        }
                                                                        goto fi1274;
                                                                    }
                                                                    {
                                                                    }
                                                                }
                                                                fi1274:;
                                                            }
                                                            goto fi1271;
                                                        }
                                                        {
#line 140 "../envs/hide_and_seek.rhai"
                                                            float const t1278 = l1238 - l1227;
                                                            float const t1279 = t1278 / l1229;
                                                            l1254 = t1279;
#line 141 "../envs/hide_and_seek.rhai"
                                                            float const t1280 = l1247 - l1227;
                                                            float const t1281 = t1280 / l1229;
                                                            l1255 = t1281;
#line 142 "../envs/hide_and_seek.rhai"
                                                            float const t1282 = l1254 < l1255 ? l1254 : l1255;
                                                            float const t1283 = l1250 > t1282 ? l1250 : t1282;
                                                            l1250 = t1283;
#line 143 "../envs/hide_and_seek.rhai"
                                                            float const t1284 = l1254 > l1255 ? l1254 : l1255;
                                                            float const t1285 = l1251 < t1284 ? l1251 : t1284;
                                                            l1251 = t1285;
                                                        }
                                                    }
                                                    fi1271:;
#line 145 "../envs/hide_and_seek.rhai"
                                                    bool const t1286 = l1250 <= l1251;
                                                    float t1287 = 0.0f;
                                                    if (t1286) {
                                                        t1287 = l1250;
                                                    } else {
                                                        t1287 = mw_f32(0xBF800000u);
                                                    }
                                                    r1248 = t1287;
                                                    goto ret1249;
                                                }
                                                ret1249:;
                                                l1103 = r1248;
#line 211 "../envs/hide_and_seek.rhai"
                                                {
                                                    bool const t1289 = l1103 >= mw_f32(0x00000000u);
                                                    bool t1290 = t1289;
                                                    if (t1290) {
                                                        bool const t1291 = l1103 < l1100;
                                                        t1290 = t1291;
                                                    }
                                                    if (t1290) {
                                                        {
#line 212 "../envs/hide_and_seek.rhai"
                                                            l1100 = l1103;
#line 213 "../envs/hide_and_seek.rhai"
                                                            l1101 = (int32_t)0x00000002u;
                                                        }
                                                        goto fi1288;
                                                    }
                                                    {
                                                    }
                                                }
                                                fi1288:;
                                            }
                                        }
                                        cont1222:;
                                        {
#line 209 "../envs/hide_and_seek.rhai"
                                            int32_t const t1292 = mw_iadd(l1102, (int32_t)0x00000001u);
                                            l1102 = t1292;
                                        }
                                    }
                                    brk1223:;
#line 216 "../envs/hide_and_seek.rhai"
                                    l1104 = (int32_t)0x00000000u;
                                    for (;;) {
                                        {
                                            if (mw_stopped(ctx)) { mw_trap(ctx, 33u); return 1; }
                                            int32_t const t1295 = mw_ld<int32_t>(ctx->locals + 712);
                                            bool const t1296 = l1104 < t1295;
                                            if (!t1296) goto brk1294;
                                            MW_ITER();
                                            {
#line 217 "../envs/hide_and_seek.rhai"
                                                {
                                                    bool const t1298 = l1104 == l1061;
                                                    if (t1298) {
                                                        {
                                                            goto cont1293;
                                                        }
                                                        goto fi1297;
                                                    }
                                                    {
                                                    }
                                                }
                                                fi1297:;
#line 218 "../envs/hide_and_seek.rhai"
                                                float l1299 = l1095;
                                                float l1300 = l1096;
                                                float l1301 = l1098;
                                                float l1302 = l1099;
                                                uint32_t const t1303 = l1104 < 0 ? 0u : l1104 > 15 ? 15u : (uint32_t)l1104;
                                                uint64_t const t1304 = (uint64_t)t1303 * 8u + 520u;
                                                uint8_t* const t1305 = ctx->locals + t1304;
                                                float const t1306 = mw_ld<float>(t1305);
                                                float const t1307 = mw_ld<float>(t1305 + 4);
                                                float l1308 = t1306;
                                                float l1309 = t1307;
                                                float l1310 = mw_f32(0x3E99999Au);
                                                float r1311 = 0.0f;
                                                // ray_disc
                                                {
                                                    float l1313 = 0.0f, l1314 = 0.0f;
                                                    float l1315 = 0.0f;
                                                    float l1316 = 0.0f;
                                                    float l1317 = 0.0f;
#line 150 "../envs/hide_and_seek.rhai"
                                                    float const t1318 = l1308 - l1299;
                                                    float const t1319 = l1309 - l1300;
                                                    l1313 = t1318;
                                                    l1314 = t1319;
#line 151 "../envs/hide_and_seek.rhai"
                                                    float l1320 = l1313;
                                                    float l1321 = l1314;
                                                    float l1322 = l1301;
                                                    float l1323 = l1302;
                                                    float r1324 = 0.0f;
                                                    // dot
                                                    {
#line 312 "<prelude>"
                                                        float const t1326 = l1320 * l1322;
                                                        float const t1327 = l1321 * l1323;
                                                        float const t1328 = t1326 + t1327;
                                                        r1324 = t1328;
                                                        goto ret1325;
                                                    }
                                                    ret1325:;
                                                    l1315 = r1324;
#line 152 "../envs/hide_and_seek.rhai"
                                                    float l1329 = l1313;
                                                    float l1330 = l1314;
                                                    float l1331 = l1313;
                                                    float l1332 = l1314;
                                                    float r1333 = 0.0f;
                                                    // dot
                                                    {
#line 312 "<prelude>"
                                                        float const t1335 = l1329 * l1331;
                                                        float const t1336 = l1330 * l1332;
                                                        float const t1337 = t1335 + t1336;
                                                        r1333 = t1337;
                                                        goto ret1334;
                                                    }
                                                    ret1334:;
                                                    float const t1338 = l1315 * l1315;
                                                    float const t1339 = r1333 - t1338;
                                                    l1316 = t1339;
#line 153 "../envs/hide_and_seek.rhai"
                                                    {
                                                        float const t1341 = l1310 * l1310;
                                                        bool const t1342 = l1316 > t1341;
                                                        if (t1342) {
                                                            {
                                                                r1311 = mw_f32(0xBF800000u);
                                                                goto ret1312;
                                                            }
                                                            goto fi1340;
                                                        }
                                                        {
                                                        }
                                                    }
                                                    fi1340:;
#line 154 "../envs/hide_and_seek.rhai"
                                                    float const t1343 = l1310 * l1310;
                                                    float const t1344 = t1343 - l1316;
                                                    float const t1345 = mw_sqrt(t1344);
                                                    float const t1346 = l1315 - t1345;
                                                    l1317 = t1346;
#line 155 "../envs/hide_and_seek.rhai"
                                                    bool const t1347 = l1317 >= mw_f32(0x00000000u);
                                                    float t1348 = 0.0f;
                                                    if (t1347) {
                                                        t1348 = l1317;
                                                    } else {
                                                        bool const t1349 = l1315 >= mw_f32(0x00000000u);
                                                        float t1350 = 0.0f;
                                                        if (t1349) {
                                                            t1350 = mw_f32(0x00000000u);
                                                        } else {
                                                            t1350 = mw_f32(0xBF800000u);
                                                        }
                                                        t1348 = t1350;
                                                    }
                                                    r1311 = t1348;
                                                    goto ret1312;
                                                }
                                                ret1312:;
                                                l1105 = r1311;
#line 219 "../envs/hide_and_seek.rhai"
                                                {
                                                    bool const t1352 = l1105 >= mw_f32(0x00000000u);
                                                    bool t1353 = t1352;
                                                    if (t1353) {
                                                        bool const t1354 = l1105 < l1100;
                                                        t1353 = t1354;
                                                    }
                                                    if (t1353) {
                                                        {
#line 220 "../envs/hide_and_seek.rhai"
                                                            l1100 = l1105;
#line 221 "../envs/hide_and_seek.rhai"
                                                            uint32_t const t1355 = l1104 < 0 ? 0u : l1104 > 15 ? 15u : (uint32_t)l1104;
                                                            uint64_t const t1356 = (uint64_t)t1355 * 4u + 648u;
                                                            uint8_t* const t1357 = ctx->locals + t1356;
                                                            int32_t const t1358 = mw_ld<int32_t>(t1357);
                                                            int32_t const t1359 = mw_iadd((int32_t)0x00000003u, t1358);
                                                            l1101 = t1359;
                                                        }
                                                        goto fi1351;
                                                    }
                                                    {
                                                    }
                                                }
                                                fi1351:;
                                            }
                                        }
                                        cont1293:;
                                        {
#line 216 "../envs/hide_and_seek.rhai"
                                            int32_t const t1360 = mw_iadd(l1104, (int32_t)0x00000001u);
                                            l1104 = t1360;
                                        }
                                    }
                                    brk1294:;
#line 224 "../envs/hide_and_seek.rhai"
                                    {
                                        bool const t1362 = l1100 > mw_f32(0x41000000u);
                                        if (t1362) {
                                            {
#line 225 "../envs/hide_and_seek.rhai"
                                                l1100 = mw_f32(0x41000000u);
#line 226 "../envs/hide_and_seek.rhai"
                                                l1101 = (int32_t)0x00000000u;
                                            }
                                            goto fi1361;
                                        }
                                        {
                                        }
                                    }
                                    fi1361:;
#line 228 "../envs/hide_and_seek.rhai"
                                    uint32_t const t1363 = l1097 < 0 ? 0u : l1097 > 15 ? 15u : (uint32_t)l1097;
                                    uint64_t const t1364 = (uint64_t)t1363 * 4u + 784u;
                                    uint8_t* const t1365 = ctx->locals + t1364;
                                    mw_st<float>(t1365 + 0, l1100);
#line 229 "../envs/hide_and_seek.rhai"
                                    uint32_t const t1366 = l1097 < 0 ? 0u : l1097 > 15 ? 15u : (uint32_t)l1097;
                                    uint64_t const t1367 = (uint64_t)t1366 * 4u + 848u;
                                    uint8_t* const t1368 = ctx->locals + t1367;
                                    mw_st<int32_t>(t1368 + 0, l1101);
                                }
                            }
                            cont1111:;
                            {
#line 205 "../envs/hide_and_seek.rhai"
                                int32_t const t1369 = mw_iadd(l1097, (int32_t)0x00000001u);
                                l1097 = t1369;
                            }
                        }
                        brk1112:;
#line 231 "../envs/hide_and_seek.rhai"
                        float const t1370 = mw_ld<float>(ctx->locals + 784);
                        float const t1371 = mw_ld<float>(ctx->locals + 788);
                        float const t1372 = mw_ld<float>(ctx->locals + 792);
                        float const t1373 = mw_ld<float>(ctx->locals + 796);
                        float const t1374 = mw_ld<float>(ctx->locals + 800);
                        float const t1375 = mw_ld<float>(ctx->locals + 804);
                        float const t1376 = mw_ld<float>(ctx->locals + 808);
                        float const t1377 = mw_ld<float>(ctx->locals + 812);
                        float const t1378 = mw_ld<float>(ctx->locals + 816);
                        float const t1379 = mw_ld<float>(ctx->locals + 820);
                        float const t1380 = mw_ld<float>(ctx->locals + 824);
                        float const t1381 = mw_ld<float>(ctx->locals + 828);
                        float const t1382 = mw_ld<float>(ctx->locals + 832);
                        float const t1383 = mw_ld<float>(ctx->locals + 836);
                        float const t1384 = mw_ld<float>(ctx->locals + 840);
                        float const t1385 = mw_ld<float>(ctx->locals + 844);
                        int32_t const t1386 = mw_ld<int32_t>(ctx->locals + 848);
                        int32_t const t1387 = mw_ld<int32_t>(ctx->locals + 852);
                        int32_t const t1388 = mw_ld<int32_t>(ctx->locals + 856);
                        int32_t const t1389 = mw_ld<int32_t>(ctx->locals + 860);
                        int32_t const t1390 = mw_ld<int32_t>(ctx->locals + 864);
                        int32_t const t1391 = mw_ld<int32_t>(ctx->locals + 868);
                        int32_t const t1392 = mw_ld<int32_t>(ctx->locals + 872);
                        int32_t const t1393 = mw_ld<int32_t>(ctx->locals + 876);
                        int32_t const t1394 = mw_ld<int32_t>(ctx->locals + 880);
                        int32_t const t1395 = mw_ld<int32_t>(ctx->locals + 884);
                        int32_t const t1396 = mw_ld<int32_t>(ctx->locals + 888);
                        int32_t const t1397 = mw_ld<int32_t>(ctx->locals + 892);
                        int32_t const t1398 = mw_ld<int32_t>(ctx->locals + 896);
                        int32_t const t1399 = mw_ld<int32_t>(ctx->locals + 900);
                        int32_t const t1400 = mw_ld<int32_t>(ctx->locals + 904);
                        int32_t const t1401 = mw_ld<int32_t>(ctx->locals + 908);
                        r1062 = t1370;
                        r1063 = t1371;
                        r1064 = t1372;
                        r1065 = t1373;
                        r1066 = t1374;
                        r1067 = t1375;
                        r1068 = t1376;
                        r1069 = t1377;
                        r1070 = t1378;
                        r1071 = t1379;
                        r1072 = t1380;
                        r1073 = t1381;
                        r1074 = t1382;
                        r1075 = t1383;
                        r1076 = t1384;
                        r1077 = t1385;
                        r1078 = t1386;
                        r1079 = t1387;
                        r1080 = t1388;
                        r1081 = t1389;
                        r1082 = t1390;
                        r1083 = t1391;
                        r1084 = t1392;
                        r1085 = t1393;
                        r1086 = t1394;
                        r1087 = t1395;
                        r1088 = t1396;
                        r1089 = t1397;
                        r1090 = t1398;
                        r1091 = t1399;
                        r1092 = t1400;
                        r1093 = t1401;
                        goto ret1094;
                    }
                    ret1094:;
                    mw_st<float>(ctx->locals + 392, r1062);
                    mw_st<float>(ctx->locals + 396, r1063);
                    mw_st<float>(ctx->locals + 400, r1064);
                    mw_st<float>(ctx->locals + 404, r1065);
                    mw_st<float>(ctx->locals + 408, r1066);
                    mw_st<float>(ctx->locals + 412, r1067);
                    mw_st<float>(ctx->locals + 416, r1068);
                    mw_st<float>(ctx->locals + 420, r1069);
                    mw_st<float>(ctx->locals + 424, r1070);
                    mw_st<float>(ctx->locals + 428, r1071);
                    mw_st<float>(ctx->locals + 432, r1072);
                    mw_st<float>(ctx->locals + 436, r1073);
                    mw_st<float>(ctx->locals + 440, r1074);
                    mw_st<float>(ctx->locals + 444, r1075);
                    mw_st<float>(ctx->locals + 448, r1076);
                    mw_st<float>(ctx->locals + 452, r1077);
                    mw_st<int32_t>(ctx->locals + 456, r1078);
                    mw_st<int32_t>(ctx->locals + 460, r1079);
                    mw_st<int32_t>(ctx->locals + 464, r1080);
                    mw_st<int32_t>(ctx->locals + 468, r1081);
                    mw_st<int32_t>(ctx->locals + 472, r1082);
                    mw_st<int32_t>(ctx->locals + 476, r1083);
                    mw_st<int32_t>(ctx->locals + 480, r1084);
                    mw_st<int32_t>(ctx->locals + 484, r1085);
                    mw_st<int32_t>(ctx->locals + 488, r1086);
                    mw_st<int32_t>(ctx->locals + 492, r1087);
                    mw_st<int32_t>(ctx->locals + 496, r1088);
                    mw_st<int32_t>(ctx->locals + 500, r1089);
                    mw_st<int32_t>(ctx->locals + 504, r1090);
                    mw_st<int32_t>(ctx->locals + 508, r1091);
                    mw_st<int32_t>(ctx->locals + 512, r1092);
                    mw_st<int32_t>(ctx->locals + 516, r1093);
                    uint32_t const t1402 = l15 < 0 ? 0u : l15 > 15 ? 15u : (uint32_t)l15;
                    uint64_t const t1403 = (uint64_t)t1402 * 8u + 264u;
                    uint8_t* const t1404 = ctx->locals + t1403;
                    uint64_t const t1405 = mw_ld_ent(t1404);
                    uint8_t* const t1406 = mw_lookup(ctx, w, t1405, 4u);
                    uint8_t* const t1407 = t1406 ? t1406 : (uint8_t*)ctx->zero;
                    uint8_t* const t1408 = t1406 ? t1406 : ctx->scratch;
                    rr16 = t1407; rw17 = t1408;
#line 261 "../envs/hide_and_seek.rhai"
                    float const t1409 = mw_ld<float>(ctx->locals + 392);
                    float const t1410 = mw_ld<float>(ctx->locals + 396);
                    float const t1411 = mw_ld<float>(ctx->locals + 400);
                    float const t1412 = mw_ld<float>(ctx->locals + 404);
                    float const t1413 = mw_ld<float>(ctx->locals + 408);
                    float const t1414 = mw_ld<float>(ctx->locals + 412);
                    float const t1415 = mw_ld<float>(ctx->locals + 416);
                    float const t1416 = mw_ld<float>(ctx->locals + 420);
                    float const t1417 = mw_ld<float>(ctx->locals + 424);
                    float const t1418 = mw_ld<float>(ctx->locals + 428);
                    float const t1419 = mw_ld<float>(ctx->locals + 432);
                    float const t1420 = mw_ld<float>(ctx->locals + 436);
                    float const t1421 = mw_ld<float>(ctx->locals + 440);
                    float const t1422 = mw_ld<float>(ctx->locals + 444);
                    float const t1423 = mw_ld<float>(ctx->locals + 448);
                    float const t1424 = mw_ld<float>(ctx->locals + 452);
                    mw_st<float>(rw17 + 0, mw_canon(t1409));
                    mw_st<float>(rw17 + 4, mw_canon(t1410));
                    mw_st<float>(rw17 + 8, mw_canon(t1411));
                    mw_st<float>(rw17 + 12, mw_canon(t1412));
                    mw_st<float>(rw17 + 16, mw_canon(t1413));
                    mw_st<float>(rw17 + 20, mw_canon(t1414));
                    mw_st<float>(rw17 + 24, mw_canon(t1415));
                    mw_st<float>(rw17 + 28, mw_canon(t1416));
                    mw_st<float>(rw17 + 32, mw_canon(t1417));
                    mw_st<float>(rw17 + 36, mw_canon(t1418));
                    mw_st<float>(rw17 + 40, mw_canon(t1419));
                    mw_st<float>(rw17 + 44, mw_canon(t1420));
                    mw_st<float>(rw17 + 48, mw_canon(t1421));
                    mw_st<float>(rw17 + 52, mw_canon(t1422));
                    mw_st<float>(rw17 + 56, mw_canon(t1423));
                    mw_st<float>(rw17 + 60, mw_canon(t1424));
#line 262 "../envs/hide_and_seek.rhai"
                    int32_t const t1425 = mw_ld<int32_t>(ctx->locals + 456);
                    int32_t const t1426 = mw_ld<int32_t>(ctx->locals + 460);
                    int32_t const t1427 = mw_ld<int32_t>(ctx->locals + 464);
                    int32_t const t1428 = mw_ld<int32_t>(ctx->locals + 468);
                    int32_t const t1429 = mw_ld<int32_t>(ctx->locals + 472);
                    int32_t const t1430 = mw_ld<int32_t>(ctx->locals + 476);
                    int32_t const t1431 = mw_ld<int32_t>(ctx->locals + 480);
                    int32_t const t1432 = mw_ld<int32_t>(ctx->locals + 484);
                    int32_t const t1433 = mw_ld<int32_t>(ctx->locals + 488);
                    int32_t const t1434 = mw_ld<int32_t>(ctx->locals + 492);
                    int32_t const t1435 = mw_ld<int32_t>(ctx->locals + 496);
                    int32_t const t1436 = mw_ld<int32_t>(ctx->locals + 500);
                    int32_t const t1437 = mw_ld<int32_t>(ctx->locals + 504);
                    int32_t const t1438 = mw_ld<int32_t>(ctx->locals + 508);
                    int32_t const t1439 = mw_ld<int32_t>(ctx->locals + 512);
                    int32_t const t1440 = mw_ld<int32_t>(ctx->locals + 516);
                    mw_st<int32_t>(rw17 + 64, t1425);
                    mw_st<int32_t>(rw17 + 68, t1426);
                    mw_st<int32_t>(rw17 + 72, t1427);
                    mw_st<int32_t>(rw17 + 76, t1428);
                    mw_st<int32_t>(rw17 + 80, t1429);
                    mw_st<int32_t>(rw17 + 84, t1430);
                    mw_st<int32_t>(rw17 + 88, t1431);
                    mw_st<int32_t>(rw17 + 92, t1432);
                    mw_st<int32_t>(rw17 + 96, t1433);
                    mw_st<int32_t>(rw17 + 100, t1434);
                    mw_st<int32_t>(rw17 + 104, t1435);
                    mw_st<int32_t>(rw17 + 108, t1436);
                    mw_st<int32_t>(rw17 + 112, t1437);
                    mw_st<int32_t>(rw17 + 116, t1438);
                    mw_st<int32_t>(rw17 + 120, t1439);
                    mw_st<int32_t>(rw17 + 124, t1440);
                }
            }
            cont991:;
            {
#line 258 "../envs/hide_and_seek.rhai"
                int32_t const t1441 = mw_iadd(l15, (int32_t)0x00000001u);
                l15 = t1441;
            }
        }
        brk992:;
#line 266 "../envs/hide_and_seek.rhai"
        mw_st<int32_t>(rw4, (int32_t)0x00000000u);
    }
    end2:;
#line 8845 "kernels.cu"
    return 0;
}
#ifdef MW_HOST
MW_ENTRY void k12(const MwCtx* ctx, uint32_t start, uint32_t end) {
    for (uint32_t i = start; i < end; i++) {
        if (mw_stopped(ctx)) { mw_trap(ctx, 16u); return; }
        if (mw_k12(ctx, i)) return;
    }
}
#endif
#line 8856 "kernels.cu"

// ==== the step program: 31 phases a step, 14 at the start
#ifndef MW_HOST
#define MW_NPHASES 45u
#define MW_STEP_FIRST 0u
#define MW_STEP_END 31u
#define MW_INIT_FIRST 31u
#define MW_INIT_END 42u
#define MW_ARENA_BYTES 1072u
static_assert(MW_SORT_STAGES == 21u, "the step program's sort stages are the engine's");
static_assert(MW_COMPACT_STAGES == 5u, "the step program's compaction stages are the engine's");
MW_DEV uint32_t mw_phase_items(MwDev* d, uint32_t p) {
    switch (p) {
        case 0: return mw_compact_items(d, 0u, 0u);
        case 1: return mw_compact_items(d, 0u, 1u);
        case 2: return mw_compact_items(d, 0u, 2u);
        case 3: return mw_compact_items(d, 0u, 3u);
        case 4: return mw_compact_items(d, 0u, 4u);
        case 5: return mw_compact_items(d, 1u, 0u);
        case 6: return mw_compact_items(d, 1u, 1u);
        case 7: return mw_compact_items(d, 1u, 2u);
        case 8: return mw_compact_items(d, 1u, 3u);
        case 9: return mw_compact_items(d, 1u, 4u);
        case 10: return d->worlds * d->tables[1].cap;
        case 11: return d->worlds * d->tables[0].cap;
        case 12: return d->worlds * d->tables[1].cap;
        case 13: return d->worlds;
        case 14: return d->worlds * d->tables[0].cap;
        case 15: return d->worlds * d->tables[1].cap;
        case 16: return d->worlds;
        case 17: return d->worlds * d->tables[1].cap;
        case 18: return d->worlds;
        case 19: return mw_reset_items(d);
        case 20: return d->reset_from;
        case 21: return mw_compact_items(d, 0u, 0u);
        case 22: return mw_compact_items(d, 0u, 1u);
        case 23: return mw_compact_items(d, 0u, 2u);
        case 24: return mw_compact_items(d, 0u, 3u);
        case 25: return mw_compact_items(d, 0u, 4u);
        case 26: return mw_compact_items(d, 1u, 0u);
        case 27: return mw_compact_items(d, 1u, 1u);
        case 28: return mw_compact_items(d, 1u, 2u);
        case 29: return mw_compact_items(d, 1u, 3u);
        case 30: return mw_compact_items(d, 1u, 4u);
        case 31: return mw_init_items(d);
        case 32: return mw_compact_items(d, 0u, 0u);
        case 33: return mw_compact_items(d, 0u, 1u);
        case 34: return mw_compact_items(d, 0u, 2u);
        case 35: return mw_compact_items(d, 0u, 3u);
        case 36: return mw_compact_items(d, 0u, 4u);
        case 37: return mw_compact_items(d, 1u, 0u);
        case 38: return mw_compact_items(d, 1u, 1u);
        case 39: return mw_compact_items(d, 1u, 2u);
        case 40: return mw_compact_items(d, 1u, 3u);
        case 41: return mw_compact_items(d, 1u, 4u);
        case 42: return mw_mask_in_items(d);
        case 43: return mw_mask_words(d);
        case 44: return d->worlds;
        default: return 0u;
    }
}
MW_DEV bool mw_phase_item(MwDev* d, MwCtx* c, uint32_t p, uint32_t i) {
    uint32_t ca = 0, cs = 0;
    switch (p) {
        case 0: ca = 0u; cs = 0u; break;
        case 1: ca = 0u; cs = 1u; break;
        case 2: ca = 0u; cs = 2u; break;
        case 3: ca = 0u; cs = 3u; break;
        case 4: ca = 0u; cs = 4u; break;
        case 5: ca = 1u; cs = 0u; break;
        case 6: ca = 1u; cs = 1u; break;
        case 7: ca = 1u; cs = 2u; break;
        case 8: ca = 1u; cs = 3u; break;
        case 9: ca = 1u; cs = 4u; break;
        case 10: { c->node = 10u; const MwDevTable* t = &d->tables[1]; if (t->cap == 1u) mw_k1(c, i); else { uint32_t w = i / t->cap, r = i % t->cap; if (r < t->ranges[w][1]) mw_k1(c, t->ranges[w][0] + r); } } return false;
        case 11: { c->node = 11u; const MwDevTable* t = &d->tables[0]; if (t->cap == 1u) mw_k4(c, i); else { uint32_t w = i / t->cap, r = i % t->cap; if (r < t->ranges[w][1]) mw_k4(c, t->ranges[w][0] + r); } } return false;
        case 12: { c->node = 12u; const MwDevTable* t = &d->tables[1]; if (t->cap == 1u) mw_k5(c, i); else { uint32_t w = i / t->cap, r = i % t->cap; if (r < t->ranges[w][1]) mw_k5(c, t->ranges[w][0] + r); } } return false;
        case 13: { c->node = 13u; const MwDevTable* t = &d->tables[0]; if (t->cap == 1u) { MW_ITER(); mw_k6(c, i); } else for (uint32_t r = t->ranges[i][0], e = r + t->ranges[i][1]; r < e; r++) { MW_ITER(); if (mw_k6(c, r)) break; } } return false;
        case 14: { c->node = 14u; const MwDevTable* t = &d->tables[0]; if (t->cap == 1u) mw_k7(c, i); else { uint32_t w = i / t->cap, r = i % t->cap; if (r < t->ranges[w][1]) mw_k7(c, t->ranges[w][0] + r); } } return false;
        case 15: { c->node = 15u; const MwDevTable* t = &d->tables[1]; if (t->cap == 1u) mw_k8(c, i); else { uint32_t w = i / t->cap, r = i % t->cap; if (r < t->ranges[w][1]) mw_k8(c, t->ranges[w][0] + r); } } return false;
        case 16: { c->node = 16u; do { mw_k9(c, i); } while (0); } return false;
        case 17: { c->node = 17u; const MwDevTable* t = &d->tables[1]; if (t->cap == 1u) mw_k10(c, i); else { uint32_t w = i / t->cap, r = i % t->cap; if (r < t->ranges[w][1]) mw_k10(c, t->ranges[w][0] + r); } } return false;
        case 18: { c->node = 18u; uint8_t asked = 0; c->reset_flags = mw_reset_here(d, &asked); do { mw_k11(c, i); } while (0); c->reset_flags = nullptr; return asked != 0; } return false;
        case 19: { mw_reset_clear(d, i); } return false;
        case 20: { const uint32_t w = mw_reset_at(d, i); mw_reset_serve(d, c, w); c->node = 65535u; mw_k12(c, w); mw_release(d, w); mw_reset_settle(d, w); } return false;
        case 21: ca = 0u; cs = 0u; break;
        case 22: ca = 0u; cs = 1u; break;
        case 23: ca = 0u; cs = 2u; break;
        case 24: ca = 0u; cs = 3u; break;
        case 25: ca = 0u; cs = 4u; break;
        case 26: ca = 1u; cs = 0u; break;
        case 27: ca = 1u; cs = 1u; break;
        case 28: ca = 1u; cs = 2u; break;
        case 29: ca = 1u; cs = 3u; break;
        case 30: ca = 1u; cs = 4u; break;
        case 31: { mw_reset_one(d, c, i); c->node = 65534u; mw_k12(c, i); mw_release(d, i); mw_reset_settle(d, i); } return false;
        case 32: ca = 0u; cs = 0u; break;
        case 33: ca = 0u; cs = 1u; break;
        case 34: ca = 0u; cs = 2u; break;
        case 35: ca = 0u; cs = 3u; break;
        case 36: ca = 0u; cs = 4u; break;
        case 37: ca = 1u; cs = 0u; break;
        case 38: ca = 1u; cs = 1u; break;
        case 39: ca = 1u; cs = 2u; break;
        case 40: ca = 1u; cs = 3u; break;
        case 41: ca = 1u; cs = 4u; break;
        case 42: { mw_mask_in(d, i); } return false;
        case 43: { mw_mask_out(d, i); } return false;
        case 44: { mw_marks_out(d, i); } return false;
        default: return false;
    }
    mw_compact_item(d, ca, cs, i);
    return false;
}
MW_DEV void mw_phase_reset(MwDev* d, MwCtx* c, uint32_t p, uint32_t i) {
    (void)d; (void)c; (void)i;
    switch (p) {
        case 18: mw_clear_world(d, i); c->node = 65535u; mw_k12(c, i); mw_release(d, i); mw_reset_settle(d, i); mw_reset_inlined(d); break;
        default: break;
    }
}
MW_DEV void mw_phase_end(MwDev* d, uint32_t p) {
    (void)d;
    switch (p) {
        case 4: mw_compact_end(d, 0u); break;
        case 9: mw_compact_end(d, 1u); break;
        case 20: mw_reset_end(d, d->reset_from != 0u); break;
        case 25: mw_compact_end(d, 0u); break;
        case 30: mw_compact_end(d, 1u); break;
        case 31: mw_reset_end(d, true); break;
        case 36: mw_compact_end(d, 0u); break;
        case 41: mw_compact_end(d, 1u); break;
        default: break;
    }
}

// The megakernel: phases [first, end) of the program, `steps` times, persistent threads.
extern "C" __global__ void MW_BUDGET mw_step(MwDev* d, uint32_t step, uint32_t first, uint32_t end, uint32_t steps) { mw_run_phases(d, step, first, end, steps); }
#ifdef MW_EMULATE
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
#endif
#endif
