// ==== overcooked: kernels
#line 1987 "kernels.cu"

// rows of `random_policy` over `Cook`
MW_DEV int mw_k1(const MwCtx* ctx, uint32_t i) {
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
    // system `random_policy`
    ctr = 0;
    const uint32_t* ks1 = ctx->streams[2u];
    {
        uint8_t* rr3 = tv->cols[0] + (uint64_t)row * 4u;
        uint8_t* rw4 = rr3;
#line 430 "../envs/overcooked.rhai"
        int32_t l5 = (int32_t)0x00000000u;
        int32_t l6 = (int32_t)0x00000006u;
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
            uint32_t const t11 = mw_pcg4d(w ^ ks1[0], eid ^ ks1[1], ctx->step ^ ks1[2], ctr ^ ks1[3]);
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
    }
    end2:;
#line 2043 "kernels.cu"
    return 0;
}
#ifdef MW_HOST
MW_ENTRY void k1(const MwCtx* ctx, uint32_t start, uint32_t end) {
    for (uint32_t i = start; i < end; i++) {
        if (mw_k1(ctx, i)) return;
    }
}
#endif
#line 2053 "kernels.cu"

// worlds of `step`
MW_DEV int mw_k2(const MwCtx* ctx, uint32_t i) {
    const uint32_t w = i;
    const uint32_t eid = 4294967295u;
    const uint64_t ent = 0;
    (void)ent; (void)eid;
    const uint64_t sscale = mw_sscale(ctx);
    (void)sscale;
    uint32_t ctr = 0;
    // system `step`
    ctr = 0;
    const uint32_t* ks1 = ctx->streams[3u];
    {
        uint8_t* rr3 = mw_single(ctx, 2u, w, 256u);
        uint8_t* rw4 = rr3;
        uint8_t *rr5 = 0, *rw6 = 0;
        uint8_t *rr7 = 0, *rw8 = 0;
        int32_t l9 = 0;
        int32_t l10 = 0;
        int32_t l11 = 0;
        int32_t l12 = 0;
        bool l13 = false;
        bool l14 = false;
        int32_t l15 = 0;
        int32_t l16 = 0;
        int32_t l17 = 0;
        int32_t l18 = 0;
        int32_t l19 = 0;
        int32_t l20 = 0;
        int32_t l21 = 0;
#line 362 "../envs/overcooked.rhai"
        mw_st<int32_t>(ctx->locals + 24, (int32_t)0x00000000u);
        mw_st<int32_t>(ctx->locals + 28, (int32_t)0x00000000u);
        mw_st<int32_t>(ctx->locals + 32, (int32_t)0x00000001u);
        mw_st<int32_t>(ctx->locals + 36, (int32_t)0xFFFFFFFFu);
#line 363 "../envs/overcooked.rhai"
        mw_st<int32_t>(ctx->locals + 40, (int32_t)0xFFFFFFFFu);
        mw_st<int32_t>(ctx->locals + 44, (int32_t)0x00000001u);
        mw_st<int32_t>(ctx->locals + 48, (int32_t)0x00000000u);
        mw_st<int32_t>(ctx->locals + 52, (int32_t)0x00000000u);
#line 364 "../envs/overcooked.rhai"
        mw_st<int32_t>(ctx->locals + 56, (int32_t)0x00000001u);
        mw_st<int32_t>(ctx->locals + 60, (int32_t)0x00000001u);
        mw_st<int32_t>(ctx->locals + 64, (int32_t)0x00000001u);
        mw_st<int32_t>(ctx->locals + 68, (int32_t)0x00000001u);
        mw_st<int32_t>(ctx->locals + 72, (int32_t)0x00000001u);
        mw_st<int32_t>(ctx->locals + 76, (int32_t)0x00000001u);
        mw_st<int32_t>(ctx->locals + 80, (int32_t)0x00000000u);
        mw_st<int32_t>(ctx->locals + 84, (int32_t)0x00000000u);
        mw_st<int32_t>(ctx->locals + 88, (int32_t)0x00000000u);
        mw_st<int32_t>(ctx->locals + 92, (int32_t)0x00000001u);
        mw_st<int32_t>(ctx->locals + 96, (int32_t)0x00000001u);
        mw_st<int32_t>(ctx->locals + 100, (int32_t)0x00000000u);
        mw_st<int32_t>(ctx->locals + 104, (int32_t)0x00000000u);
        mw_st<int32_t>(ctx->locals + 108, (int32_t)0x00000000u);
        mw_st<int32_t>(ctx->locals + 112, (int32_t)0x00000001u);
        mw_st<int32_t>(ctx->locals + 116, (int32_t)0x00000001u);
        mw_st<int32_t>(ctx->locals + 120, (int32_t)0x00000001u);
        mw_st<int32_t>(ctx->locals + 124, (int32_t)0x00000001u);
        mw_st<int32_t>(ctx->locals + 128, (int32_t)0x00000001u);
        mw_st<int32_t>(ctx->locals + 132, (int32_t)0x00000001u);
#line 393 "../envs/overcooked.rhai"
        mw_st<int32_t>(ctx->locals + 144, (int32_t)0x00000002u);
#line 348 "../envs/overcooked.rhai"
        mw_zero(ctx->locals + 0, 8u);
        {
            const MwTable* tv22 = ctx->tables + 0;
            uint32_t s22 = tv22->ranges[w][0], c22 = tv22->ranges[w][1];
            const uint32_t n22 = c22;
            for (uint32_t k22 = 0; k22 < n22; k22++) {
                {
                    if (mw_stopped(ctx)) { mw_trap(ctx, 0u); return 1; }
                    MW_ITER();
                    const uint32_t i22 = s22 + k22;
                    if (tv22->world_ids[i22] != (int32_t)w) goto cont23;
                    rr5 = tv22->cols[1] + (uint64_t)i22 * 20u; rw6 = rr5;
                    rr7 = tv22->cols[0] + (uint64_t)i22 * 4u; rw8 = rr7;
                    {
#line 349 "../envs/overcooked.rhai"
                        int32_t const t25 = mw_ld<int32_t>(rr5);
                        uint32_t const t26 = t25 < 0 ? 0u : t25 > 1 ? 1u : (uint32_t)t25;
                        uint64_t const t27 = (uint64_t)t26 * 4u + 0u;
                        uint8_t* const t28 = ctx->locals + t27;
                        int32_t const t29 = mw_ld<int32_t>(rr7);
                        mw_st<int32_t>(t28 + 0, t29);
                    }
                }
                cont23:;
            }
        }
        brk24:;
#line 350 "../envs/overcooked.rhai"
        mw_st<float>(rw4 + (uint64_t)(192) * sscale, mw_canon(mw_f32(0x00000000u)));
#line 351 "../envs/overcooked.rhai"
        uint32_t const t30 = (int32_t)0x00000000u < 0 ? 0u : (int32_t)0x00000000u > 1 ? 1u : (uint32_t)(int32_t)0x00000000u;
        uint64_t const t31 = (uint64_t)t30 * 4u + 196u;
        uint8_t* const t32 = rr3 + (uint64_t)(t31) * sscale;
        uint8_t* const t33 = rw4 + (uint64_t)(t31) * sscale;
        mw_st<float>(t33, mw_canon(mw_f32(0x00000000u)));
#line 352 "../envs/overcooked.rhai"
        uint32_t const t34 = (int32_t)0x00000001u < 0 ? 0u : (int32_t)0x00000001u > 1 ? 1u : (uint32_t)(int32_t)0x00000001u;
        uint64_t const t35 = (uint64_t)t34 * 4u + 196u;
        uint8_t* const t36 = rr3 + (uint64_t)(t35) * sscale;
        uint8_t* const t37 = rw4 + (uint64_t)(t35) * sscale;
        mw_st<float>(t37, mw_canon(mw_f32(0x00000000u)));
#line 353 "../envs/overcooked.rhai"
        mw_st<int32_t>(rw4 + (uint64_t)(248) * sscale, (int32_t)0x00000000u);
#line 355 "../envs/overcooked.rhai"
        mw_zero(ctx->locals + 8, 8u);
#line 356 "../envs/overcooked.rhai"
        mw_zero(ctx->locals + 16, 8u);
#line 357 "../envs/overcooked.rhai"
        l9 = (int32_t)0x00000000u;
        for (;;) {
            {
                if (mw_stopped(ctx)) { mw_trap(ctx, 1u); return 1; }
                bool const t40 = l9 < (int32_t)0x00000002u;
                if (!t40) goto brk39;
                MW_ITER();
                {
#line 358 "../envs/overcooked.rhai"
                    uint32_t const t41 = l9 < 0 ? 0u : l9 > 1 ? 1u : (uint32_t)l9;
                    uint64_t const t42 = (uint64_t)t41 * 4u + 8u;
                    uint8_t* const t43 = ctx->locals + t42;
                    uint32_t const t44 = l9 < 0 ? 0u : l9 > 1 ? 1u : (uint32_t)l9;
                    uint64_t const t45 = (uint64_t)t44 * 4u + 160u;
                    uint8_t* const t46 = rr3 + (uint64_t)(t45) * sscale;
                    uint8_t* const t47 = rw4 + (uint64_t)(t45) * sscale;
                    int32_t const t48 = mw_ld<int32_t>(t46);
                    mw_st<int32_t>(t43 + 0, t48);
#line 359 "../envs/overcooked.rhai"
                    uint32_t const t49 = l9 < 0 ? 0u : l9 > 1 ? 1u : (uint32_t)l9;
                    uint64_t const t50 = (uint64_t)t49 * 4u + 16u;
                    uint8_t* const t51 = ctx->locals + t50;
                    uint32_t const t52 = l9 < 0 ? 0u : l9 > 1 ? 1u : (uint32_t)l9;
                    uint64_t const t53 = (uint64_t)t52 * 4u + 168u;
                    uint8_t* const t54 = rr3 + (uint64_t)(t53) * sscale;
                    uint8_t* const t55 = rw4 + (uint64_t)(t53) * sscale;
                    int32_t const t56 = mw_ld<int32_t>(t54);
                    mw_st<int32_t>(t51 + 0, t56);
#line 360 "../envs/overcooked.rhai"
                    uint32_t const t57 = l9 < 0 ? 0u : l9 > 1 ? 1u : (uint32_t)l9;
                    uint64_t const t58 = (uint64_t)t57 * 4u + 0u;
                    uint8_t* const t59 = ctx->locals + t58;
                    int32_t const t60 = mw_ld<int32_t>(t59);
                    l10 = t60;
#line 361 "../envs/overcooked.rhai"
                    {
                        bool const t62 = l10 >= (int32_t)0x00000000u;
                        bool t63 = t62;
                        if (t63) {
                            bool const t64 = l10 < (int32_t)0x00000004u;
                            t63 = t64;
                        }
                        if (t63) {
                            {
#line 362 "../envs/overcooked.rhai"
                                uint32_t const t65 = l9 < 0 ? 0u : l9 > 1 ? 1u : (uint32_t)l9;
                                uint64_t const t66 = (uint64_t)t65 * 4u + 160u;
                                uint8_t* const t67 = rr3 + (uint64_t)(t66) * sscale;
                                uint8_t* const t68 = rw4 + (uint64_t)(t66) * sscale;
                                int32_t const t69 = mw_ld<int32_t>(t67);
                                uint32_t const t70 = l10 < 0 ? 0u : l10 > 3 ? 3u : (uint32_t)l10;
                                uint64_t const t71 = (uint64_t)t70 * 4u + 24u;
                                uint8_t* const t72 = ctx->locals + t71;
                                int32_t const t73 = mw_ld<int32_t>(t72);
                                int32_t const t74 = mw_iadd(t69, t73);
                                int32_t l75 = t74;
                                int32_t l76 = (int32_t)0x00000000u;
                                int32_t l77 = (int32_t)0x00000004u;
                                int32_t r78 = 0;
                                // clamp
                                {
#line 282 "<prelude>"
                                    int32_t const t80 = l75 > l76 ? l75 : l76;
                                    int32_t const t81 = t80 < l77 ? t80 : l77;
                                    r78 = t81;
                                    goto ret79;
                                }
                                ret79:;
                                l11 = r78;
#line 363 "../envs/overcooked.rhai"
                                uint32_t const t82 = l9 < 0 ? 0u : l9 > 1 ? 1u : (uint32_t)l9;
                                uint64_t const t83 = (uint64_t)t82 * 4u + 168u;
                                uint8_t* const t84 = rr3 + (uint64_t)(t83) * sscale;
                                uint8_t* const t85 = rw4 + (uint64_t)(t83) * sscale;
                                int32_t const t86 = mw_ld<int32_t>(t84);
                                uint32_t const t87 = l10 < 0 ? 0u : l10 > 3 ? 3u : (uint32_t)l10;
                                uint64_t const t88 = (uint64_t)t87 * 4u + 40u;
                                uint8_t* const t89 = ctx->locals + t88;
                                int32_t const t90 = mw_ld<int32_t>(t89);
                                int32_t const t91 = mw_iadd(t86, t90);
                                int32_t l92 = t91;
                                int32_t l93 = (int32_t)0x00000000u;
                                int32_t l94 = (int32_t)0x00000003u;
                                int32_t r95 = 0;
                                // clamp
                                {
#line 282 "<prelude>"
                                    int32_t const t97 = l92 > l93 ? l92 : l93;
                                    int32_t const t98 = t97 < l94 ? t97 : l94;
                                    r95 = t98;
                                    goto ret96;
                                }
                                ret96:;
                                l12 = r95;
#line 364 "../envs/overcooked.rhai"
                                {
                                    int32_t const t100 = mw_imul(l12, (int32_t)0x00000005u);
                                    int32_t const t101 = mw_iadd(t100, l11);
                                    uint32_t const t102 = t101 < 0 ? 0u : t101 > 19 ? 19u : (uint32_t)t101;
                                    uint64_t const t103 = (uint64_t)t102 * 4u + 56u;
                                    uint8_t* const t104 = ctx->locals + t103;
                                    int32_t const t105 = mw_ld<int32_t>(t104);
                                    bool const t106 = t105 == (int32_t)0x00000000u;
                                    if (t106) {
                                        {
#line 365 "../envs/overcooked.rhai"
                                            uint32_t const t107 = l9 < 0 ? 0u : l9 > 1 ? 1u : (uint32_t)l9;
                                            uint64_t const t108 = (uint64_t)t107 * 4u + 8u;
                                            uint8_t* const t109 = ctx->locals + t108;
                                            mw_st<int32_t>(t109 + 0, l11);
#line 366 "../envs/overcooked.rhai"
                                            uint32_t const t110 = l9 < 0 ? 0u : l9 > 1 ? 1u : (uint32_t)l9;
                                            uint64_t const t111 = (uint64_t)t110 * 4u + 16u;
                                            uint8_t* const t112 = ctx->locals + t111;
                                            mw_st<int32_t>(t112 + 0, l12);
                                        }
                                        goto fi99;
                                    }
                                    {
                                    }
                                }
                                fi99:;
                            }
                            goto fi61;
                        }
                        {
                        }
                    }
                    fi61:;
                }
            }
            cont38:;
            {
#line 357 "../envs/overcooked.rhai"
                int32_t const t113 = mw_iadd(l9, (int32_t)0x00000001u);
                l9 = t113;
            }
        }
        brk39:;
#line 370 "../envs/overcooked.rhai"
        uint32_t const t114 = (int32_t)0x00000000u < 0 ? 0u : (int32_t)0x00000000u > 1 ? 1u : (uint32_t)(int32_t)0x00000000u;
        uint64_t const t115 = (uint64_t)t114 * 4u + 8u;
        uint8_t* const t116 = ctx->locals + t115;
        int32_t const t117 = mw_ld<int32_t>(t116);
        uint32_t const t118 = (int32_t)0x00000001u < 0 ? 0u : (int32_t)0x00000001u > 1 ? 1u : (uint32_t)(int32_t)0x00000001u;
        uint64_t const t119 = (uint64_t)t118 * 4u + 8u;
        uint8_t* const t120 = ctx->locals + t119;
        int32_t const t121 = mw_ld<int32_t>(t120);
        bool const t122 = t117 == t121;
        bool t123 = t122;
        if (t123) {
            uint32_t const t124 = (int32_t)0x00000000u < 0 ? 0u : (int32_t)0x00000000u > 1 ? 1u : (uint32_t)(int32_t)0x00000000u;
            uint64_t const t125 = (uint64_t)t124 * 4u + 16u;
            uint8_t* const t126 = ctx->locals + t125;
            int32_t const t127 = mw_ld<int32_t>(t126);
            uint32_t const t128 = (int32_t)0x00000001u < 0 ? 0u : (int32_t)0x00000001u > 1 ? 1u : (uint32_t)(int32_t)0x00000001u;
            uint64_t const t129 = (uint64_t)t128 * 4u + 16u;
            uint8_t* const t130 = ctx->locals + t129;
            int32_t const t131 = mw_ld<int32_t>(t130);
            bool const t132 = t127 == t131;
            t123 = t132;
        }
        l13 = t123;
#line 371 "../envs/overcooked.rhai"
        uint32_t const t133 = (int32_t)0x00000000u < 0 ? 0u : (int32_t)0x00000000u > 1 ? 1u : (uint32_t)(int32_t)0x00000000u;
        uint64_t const t134 = (uint64_t)t133 * 4u + 8u;
        uint8_t* const t135 = ctx->locals + t134;
        int32_t const t136 = mw_ld<int32_t>(t135);
        uint32_t const t137 = (int32_t)0x00000001u < 0 ? 0u : (int32_t)0x00000001u > 1 ? 1u : (uint32_t)(int32_t)0x00000001u;
        uint64_t const t138 = (uint64_t)t137 * 4u + 160u;
        uint8_t* const t139 = rr3 + (uint64_t)(t138) * sscale;
        uint8_t* const t140 = rw4 + (uint64_t)(t138) * sscale;
        int32_t const t141 = mw_ld<int32_t>(t139);
        bool const t142 = t136 == t141;
        bool t143 = t142;
        if (t143) {
            uint32_t const t144 = (int32_t)0x00000000u < 0 ? 0u : (int32_t)0x00000000u > 1 ? 1u : (uint32_t)(int32_t)0x00000000u;
            uint64_t const t145 = (uint64_t)t144 * 4u + 16u;
            uint8_t* const t146 = ctx->locals + t145;
            int32_t const t147 = mw_ld<int32_t>(t146);
            uint32_t const t148 = (int32_t)0x00000001u < 0 ? 0u : (int32_t)0x00000001u > 1 ? 1u : (uint32_t)(int32_t)0x00000001u;
            uint64_t const t149 = (uint64_t)t148 * 4u + 168u;
            uint8_t* const t150 = rr3 + (uint64_t)(t149) * sscale;
            uint8_t* const t151 = rw4 + (uint64_t)(t149) * sscale;
            int32_t const t152 = mw_ld<int32_t>(t150);
            bool const t153 = t147 == t152;
            t143 = t153;
        }
        bool t154 = t143;
        if (t154) {
            uint32_t const t155 = (int32_t)0x00000001u < 0 ? 0u : (int32_t)0x00000001u > 1 ? 1u : (uint32_t)(int32_t)0x00000001u;
            uint64_t const t156 = (uint64_t)t155 * 4u + 8u;
            uint8_t* const t157 = ctx->locals + t156;
            int32_t const t158 = mw_ld<int32_t>(t157);
            uint32_t const t159 = (int32_t)0x00000000u < 0 ? 0u : (int32_t)0x00000000u > 1 ? 1u : (uint32_t)(int32_t)0x00000000u;
            uint64_t const t160 = (uint64_t)t159 * 4u + 160u;
            uint8_t* const t161 = rr3 + (uint64_t)(t160) * sscale;
            uint8_t* const t162 = rw4 + (uint64_t)(t160) * sscale;
            int32_t const t163 = mw_ld<int32_t>(t161);
            bool const t164 = t158 == t163;
            t154 = t164;
        }
        bool t165 = t154;
        if (t165) {
            uint32_t const t166 = (int32_t)0x00000001u < 0 ? 0u : (int32_t)0x00000001u > 1 ? 1u : (uint32_t)(int32_t)0x00000001u;
            uint64_t const t167 = (uint64_t)t166 * 4u + 16u;
            uint8_t* const t168 = ctx->locals + t167;
            int32_t const t169 = mw_ld<int32_t>(t168);
            uint32_t const t170 = (int32_t)0x00000000u < 0 ? 0u : (int32_t)0x00000000u > 1 ? 1u : (uint32_t)(int32_t)0x00000000u;
            uint64_t const t171 = (uint64_t)t170 * 4u + 168u;
            uint8_t* const t172 = rr3 + (uint64_t)(t171) * sscale;
            uint8_t* const t173 = rw4 + (uint64_t)(t171) * sscale;
            int32_t const t174 = mw_ld<int32_t>(t172);
            bool const t175 = t169 == t174;
            t165 = t175;
        }
        l14 = t165;
#line 373 "../envs/overcooked.rhai"
        uint32_t const t176 = (int32_t)0x00000000u < 0 ? 0u : (int32_t)0x00000000u > 1 ? 1u : (uint32_t)(int32_t)0x00000000u;
        uint64_t const t177 = (uint64_t)t176 * 4u + 184u;
        uint8_t* const t178 = rr3 + (uint64_t)(t177) * sscale;
        uint8_t* const t179 = rw4 + (uint64_t)(t177) * sscale;
        int32_t const t180 = mw_ld<int32_t>(t178);
        uint32_t const t181 = (int32_t)0x00000001u < 0 ? 0u : (int32_t)0x00000001u > 1 ? 1u : (uint32_t)(int32_t)0x00000001u;
        uint64_t const t182 = (uint64_t)t181 * 4u + 184u;
        uint8_t* const t183 = rr3 + (uint64_t)(t182) * sscale;
        uint8_t* const t184 = rw4 + (uint64_t)(t182) * sscale;
        int32_t const t185 = mw_ld<int32_t>(t183);
        mw_st<int32_t>(ctx->locals + 136, t180);
        mw_st<int32_t>(ctx->locals + 140, t185);
#line 374 "../envs/overcooked.rhai"
        l15 = (int32_t)0x00000000u;
        for (;;) {
            {
                if (mw_stopped(ctx)) { mw_trap(ctx, 2u); return 1; }
                bool const t188 = l15 < (int32_t)0x00000002u;
                if (!t188) goto brk187;
                MW_ITER();
                {
#line 375 "../envs/overcooked.rhai"
                    {
                        uint32_t const t190 = l15 < 0 ? 0u : l15 > 1 ? 1u : (uint32_t)l15;
                        uint64_t const t191 = (uint64_t)t190 * 4u + 0u;
                        uint8_t* const t192 = ctx->locals + t191;
                        int32_t const t193 = mw_ld<int32_t>(t192);
                        bool const t194 = t193 == (int32_t)0x00000005u;
                        if (t194) {
                            {
                                uint8_t *rr195 = rr3, *rw196 = rw4;
                                int32_t l197 = l15;
                                // interact
                                {
                                    int32_t l199 = 0;
                                    int32_t l200 = 0;
                                    int32_t l201 = 0;
                                    int32_t l202 = 0;
                                    int32_t l203 = 0;
                                    int32_t l204 = 0;
                                    int32_t l205 = 0;
                                    bool l206 = false;
                                    bool l207 = false;
                                    bool l208 = false;
                                    int32_t l209 = 0;
                                    int32_t l210 = 0;
                                    int32_t l211 = 0;
                                    int32_t l212 = 0;
                                    int32_t l213 = 0;
                                    bool l214 = false;
                                    int32_t l215 = 0;
#line 292 "../envs/overcooked.rhai"
                                    mw_st<int32_t>(ctx->locals + 152, (int32_t)0x00000000u);
                                    mw_st<int32_t>(ctx->locals + 156, (int32_t)0x00000000u);
                                    mw_st<int32_t>(ctx->locals + 160, (int32_t)0x00000001u);
                                    mw_st<int32_t>(ctx->locals + 164, (int32_t)0xFFFFFFFFu);
#line 293 "../envs/overcooked.rhai"
                                    mw_st<int32_t>(ctx->locals + 168, (int32_t)0xFFFFFFFFu);
                                    mw_st<int32_t>(ctx->locals + 172, (int32_t)0x00000001u);
                                    mw_st<int32_t>(ctx->locals + 176, (int32_t)0x00000000u);
                                    mw_st<int32_t>(ctx->locals + 180, (int32_t)0x00000000u);
#line 314 "../envs/overcooked.rhai"
                                    mw_st<int32_t>(ctx->locals + 184, (int32_t)0x00000001u);
                                    mw_st<int32_t>(ctx->locals + 188, (int32_t)0x00000001u);
                                    mw_st<int32_t>(ctx->locals + 192, (int32_t)0x00000001u);
                                    mw_st<int32_t>(ctx->locals + 196, (int32_t)0x00000001u);
                                    mw_st<int32_t>(ctx->locals + 200, (int32_t)0x00000001u);
                                    mw_st<int32_t>(ctx->locals + 204, (int32_t)0x00000001u);
                                    mw_st<int32_t>(ctx->locals + 208, (int32_t)0x00000000u);
                                    mw_st<int32_t>(ctx->locals + 212, (int32_t)0x00000000u);
                                    mw_st<int32_t>(ctx->locals + 216, (int32_t)0x00000000u);
                                    mw_st<int32_t>(ctx->locals + 220, (int32_t)0x00000001u);
                                    mw_st<int32_t>(ctx->locals + 224, (int32_t)0x00000001u);
                                    mw_st<int32_t>(ctx->locals + 228, (int32_t)0x00000000u);
                                    mw_st<int32_t>(ctx->locals + 232, (int32_t)0x00000000u);
                                    mw_st<int32_t>(ctx->locals + 236, (int32_t)0x00000000u);
                                    mw_st<int32_t>(ctx->locals + 240, (int32_t)0x00000001u);
                                    mw_st<int32_t>(ctx->locals + 244, (int32_t)0x00000001u);
                                    mw_st<int32_t>(ctx->locals + 248, (int32_t)0x00000001u);
                                    mw_st<int32_t>(ctx->locals + 252, (int32_t)0x00000001u);
                                    mw_st<int32_t>(ctx->locals + 256, (int32_t)0x00000001u);
                                    mw_st<int32_t>(ctx->locals + 260, (int32_t)0x00000001u);
#line 326 "../envs/overcooked.rhai"
                                    mw_st<int32_t>(ctx->locals + 264, (int32_t)0x00000002u);
#line 292 "../envs/overcooked.rhai"
                                    uint32_t const t216 = l197 < 0 ? 0u : l197 > 1 ? 1u : (uint32_t)l197;
                                    uint64_t const t217 = (uint64_t)t216 * 4u + 160u;
                                    uint8_t* const t218 = rr195 + (uint64_t)(t217) * sscale;
                                    uint8_t* const t219 = rw196 + (uint64_t)(t217) * sscale;
                                    int32_t const t220 = mw_ld<int32_t>(t218);
                                    uint32_t const t221 = l197 < 0 ? 0u : l197 > 1 ? 1u : (uint32_t)l197;
                                    uint64_t const t222 = (uint64_t)t221 * 4u + 176u;
                                    uint8_t* const t223 = rr195 + (uint64_t)(t222) * sscale;
                                    uint8_t* const t224 = rw196 + (uint64_t)(t222) * sscale;
                                    int32_t const t225 = mw_ld<int32_t>(t223);
                                    uint32_t const t226 = t225 < 0 ? 0u : t225 > 3 ? 3u : (uint32_t)t225;
                                    uint64_t const t227 = (uint64_t)t226 * 4u + 152u;
                                    uint8_t* const t228 = ctx->locals + t227;
                                    int32_t const t229 = mw_ld<int32_t>(t228);
                                    int32_t const t230 = mw_iadd(t220, t229);
                                    l199 = t230;
#line 293 "../envs/overcooked.rhai"
                                    uint32_t const t231 = l197 < 0 ? 0u : l197 > 1 ? 1u : (uint32_t)l197;
                                    uint64_t const t232 = (uint64_t)t231 * 4u + 168u;
                                    uint8_t* const t233 = rr195 + (uint64_t)(t232) * sscale;
                                    uint8_t* const t234 = rw196 + (uint64_t)(t232) * sscale;
                                    int32_t const t235 = mw_ld<int32_t>(t233);
                                    uint32_t const t236 = l197 < 0 ? 0u : l197 > 1 ? 1u : (uint32_t)l197;
                                    uint64_t const t237 = (uint64_t)t236 * 4u + 176u;
                                    uint8_t* const t238 = rr195 + (uint64_t)(t237) * sscale;
                                    uint8_t* const t239 = rw196 + (uint64_t)(t237) * sscale;
                                    int32_t const t240 = mw_ld<int32_t>(t238);
                                    uint32_t const t241 = t240 < 0 ? 0u : t240 > 3 ? 3u : (uint32_t)t240;
                                    uint64_t const t242 = (uint64_t)t241 * 4u + 168u;
                                    uint8_t* const t243 = ctx->locals + t242;
                                    int32_t const t244 = mw_ld<int32_t>(t243);
                                    int32_t const t245 = mw_iadd(t235, t244);
                                    l200 = t245;
#line 294 "../envs/overcooked.rhai"
                                    int32_t const t246 = mw_imul(l200, (int32_t)0x00000005u);
                                    int32_t const t247 = mw_iadd(t246, l199);
                                    l201 = t247;
#line 295 "../envs/overcooked.rhai"
                                    uint32_t const t248 = l201 < 0 ? 0u : l201 > 19 ? 19u : (uint32_t)l201;
                                    uint64_t const t249 = (uint64_t)t248 * 4u + 0u;
                                    uint8_t* const t250 = rr195 + (uint64_t)(t249) * sscale;
                                    uint8_t* const t251 = rw196 + (uint64_t)(t249) * sscale;
                                    int32_t const t252 = mw_ld<int32_t>(t250);
                                    l202 = t252;
#line 296 "../envs/overcooked.rhai"
                                    uint32_t const t253 = l197 < 0 ? 0u : l197 > 1 ? 1u : (uint32_t)l197;
                                    uint64_t const t254 = (uint64_t)t253 * 4u + 184u;
                                    uint8_t* const t255 = rr195 + (uint64_t)(t254) * sscale;
                                    uint8_t* const t256 = rw196 + (uint64_t)(t254) * sscale;
                                    int32_t const t257 = mw_ld<int32_t>(t255);
                                    l203 = t257;
#line 297 "../envs/overcooked.rhai"
                                    int32_t const t258 = mw_isub((int32_t)0x00000001u, l197);
                                    l204 = t258;
#line 298 "../envs/overcooked.rhai"
                                    {
                                        uint32_t const t260 = l204 < 0 ? 0u : l204 > 1 ? 1u : (uint32_t)l204;
                                        uint64_t const t261 = (uint64_t)t260 * 4u + 160u;
                                        uint8_t* const t262 = rr195 + (uint64_t)(t261) * sscale;
                                        uint8_t* const t263 = rw196 + (uint64_t)(t261) * sscale;
                                        int32_t const t264 = mw_ld<int32_t>(t262);
                                        bool const t265 = t264 == l199;
                                        bool t266 = t265;
                                        if (t266) {
                                            uint32_t const t267 = l204 < 0 ? 0u : l204 > 1 ? 1u : (uint32_t)l204;
                                            uint64_t const t268 = (uint64_t)t267 * 4u + 168u;
                                            uint8_t* const t269 = rr195 + (uint64_t)(t268) * sscale;
                                            uint8_t* const t270 = rw196 + (uint64_t)(t268) * sscale;
                                            int32_t const t271 = mw_ld<int32_t>(t269);
                                            bool const t272 = t271 == l200;
                                            t266 = t272;
                                        }
                                        if (t266) {
                                            {
                                                goto ret198;
                                            }
                                            goto fi259;
                                        }
                                        {
                                        }
                                    }
                                    fi259:;
#line 299 "../envs/overcooked.rhai"
                                    {
                                        bool const t274 = l202 == (int32_t)0x00000008u;
                                        if (t274) {
                                            {
#line 300 "../envs/overcooked.rhai"
                                                uint32_t const t275 = l201 < 0 ? 0u : l201 > 19 ? 19u : (uint32_t)l201;
                                                uint64_t const t276 = (uint64_t)t275 * 4u + 80u;
                                                uint8_t* const t277 = rr195 + (uint64_t)(t276) * sscale;
                                                uint8_t* const t278 = rw196 + (uint64_t)(t276) * sscale;
                                                int32_t const t279 = mw_ld<int32_t>(t277);
                                                l205 = t279;
#line 301 "../envs/overcooked.rhai"
                                                {
                                                    bool const t281 = l205 > (int32_t)0x00000014u;
                                                    bool t282 = t281;
                                                    if (t282) {
                                                        bool const t283 = l203 == (int32_t)0x00000003u;
                                                        t282 = t283;
                                                    }
                                                    if (t282) {
                                                        {
#line 302 "../envs/overcooked.rhai"
                                                            uint32_t const t284 = l201 < 0 ? 0u : l201 > 19 ? 19u : (uint32_t)l201;
                                                            uint64_t const t285 = (uint64_t)t284 * 4u + 80u;
                                                            uint8_t* const t286 = rr195 + (uint64_t)(t285) * sscale;
                                                            uint8_t* const t287 = rw196 + (uint64_t)(t285) * sscale;
                                                            int32_t const t288 = mw_isub(l205, (int32_t)0x00000001u);
                                                            mw_st<int32_t>(t287, t288);
                                                            uint8_t *rr289 = rr195, *rw290 = rw196;
                                                            int32_t l291 = l201;
                                                            // touch
                                                            {
                                                                int32_t l293 = 0;
#line 236 "../envs/overcooked.rhai"
                                                                l293 = (int32_t)0x00000000u;
                                                                for (;;) {
                                                                    {
                                                                        if (mw_stopped(ctx)) { mw_trap(ctx, 3u); return 1; }
                                                                        int32_t const t296 = mw_ld<int32_t>(rr289 + (uint64_t)(248) * sscale);
                                                                        bool const t297 = l293 < t296;
                                                                        if (!t297) goto brk295;
                                                                        MW_ITER();
                                                                        {
                                                                            {
                                                                                uint32_t const t299 = l293 < 0 ? 0u : l293 > 6 ? 6u : (uint32_t)l293;
                                                                                uint64_t const t300 = (uint64_t)t299 * 4u + 220u;
                                                                                uint8_t* const t301 = rr289 + (uint64_t)(t300) * sscale;
                                                                                uint8_t* const t302 = rw290 + (uint64_t)(t300) * sscale;
                                                                                int32_t const t303 = mw_ld<int32_t>(t301);
                                                                                bool const t304 = t303 == l291;
                                                                                if (t304) {
                                                                                    {
                                                                                        goto ret292;
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
                                                                        int32_t const t305 = mw_iadd(l293, (int32_t)0x00000001u);
                                                                        l293 = t305;
                                                                    }
                                                                }
                                                                brk295:;
#line 237 "../envs/overcooked.rhai"
                                                                int32_t const t306 = mw_ld<int32_t>(rr289 + (uint64_t)(248) * sscale);
                                                                uint32_t const t307 = t306 < 0 ? 0u : t306 > 6 ? 6u : (uint32_t)t306;
                                                                uint64_t const t308 = (uint64_t)t307 * 4u + 220u;
                                                                uint8_t* const t309 = rr289 + (uint64_t)(t308) * sscale;
                                                                uint8_t* const t310 = rw290 + (uint64_t)(t308) * sscale;
                                                                mw_st<int32_t>(t310, l291);
#line 238 "../envs/overcooked.rhai"
                                                                int32_t const t311 = mw_ld<int32_t>(rr289 + (uint64_t)(248) * sscale);
                                                                int32_t const t312 = mw_iadd(t311, (int32_t)0x00000001u);
                                                                mw_st<int32_t>(rw290 + (uint64_t)(248) * sscale, t312);
                                                            }
                                                            ret292:;
#line 304 "../envs/overcooked.rhai"
                                                            uint32_t const t313 = l197 < 0 ? 0u : l197 > 1 ? 1u : (uint32_t)l197;
                                                            uint64_t const t314 = (uint64_t)t313 * 4u + 184u;
                                                            uint8_t* const t315 = rr195 + (uint64_t)(t314) * sscale;
                                                            uint8_t* const t316 = rw196 + (uint64_t)(t314) * sscale;
                                                            mw_st<int32_t>(t316, (int32_t)0x00000001u);
#line 305 "../envs/overcooked.rhai"
                                                            uint32_t const t317 = l197 < 0 ? 0u : l197 > 1 ? 1u : (uint32_t)l197;
                                                            uint64_t const t318 = (uint64_t)t317 * 4u + 196u;
                                                            uint8_t* const t319 = rr195 + (uint64_t)(t318) * sscale;
                                                            uint8_t* const t320 = rw196 + (uint64_t)(t318) * sscale;
                                                            uint32_t const t321 = l197 < 0 ? 0u : l197 > 1 ? 1u : (uint32_t)l197;
                                                            uint64_t const t322 = (uint64_t)t321 * 4u + 196u;
                                                            uint8_t* const t323 = rr195 + (uint64_t)(t322) * sscale;
                                                            uint8_t* const t324 = rw196 + (uint64_t)(t322) * sscale;
                                                            float const t325 = mw_ld<float>(t323);
                                                            float const t326 = t325 + mw_f32(0x40400000u);
                                                            mw_st<float>(t320, mw_canon(t326));
                                                        }
                                                        goto fi280;
                                                    }
                                                    bool const t327 = l205 == (int32_t)0x00000000u;
                                                    bool t328 = t327;
                                                    if (t328) {
                                                        bool const t329 = l203 == (int32_t)0x00000005u;
                                                        t328 = t329;
                                                    }
                                                    if (t328) {
                                                        {
#line 307 "../envs/overcooked.rhai"
                                                            uint32_t const t330 = l201 < 0 ? 0u : l201 > 19 ? 19u : (uint32_t)l201;
                                                            uint64_t const t331 = (uint64_t)t330 * 4u + 80u;
                                                            uint8_t* const t332 = rr195 + (uint64_t)(t331) * sscale;
                                                            uint8_t* const t333 = rw196 + (uint64_t)(t331) * sscale;
                                                            mw_st<int32_t>(t333, (int32_t)0x00000017u);
                                                            uint8_t *rr334 = rr195, *rw335 = rw196;
                                                            int32_t l336 = l201;
                                                            // touch
                                                            {
                                                                int32_t l338 = 0;
#line 236 "../envs/overcooked.rhai"
                                                                l338 = (int32_t)0x00000000u;
                                                                for (;;) {
                                                                    {
                                                                        if (mw_stopped(ctx)) { mw_trap(ctx, 4u); return 1; }
                                                                        int32_t const t341 = mw_ld<int32_t>(rr334 + (uint64_t)(248) * sscale);
                                                                        bool const t342 = l338 < t341;
                                                                        if (!t342) goto brk340;
                                                                        MW_ITER();
                                                                        {
                                                                            {
                                                                                uint32_t const t344 = l338 < 0 ? 0u : l338 > 6 ? 6u : (uint32_t)l338;
                                                                                uint64_t const t345 = (uint64_t)t344 * 4u + 220u;
                                                                                uint8_t* const t346 = rr334 + (uint64_t)(t345) * sscale;
                                                                                uint8_t* const t347 = rw335 + (uint64_t)(t345) * sscale;
                                                                                int32_t const t348 = mw_ld<int32_t>(t346);
                                                                                bool const t349 = t348 == l336;
                                                                                if (t349) {
                                                                                    {
                                                                                        goto ret337;
                                                                                    }
                                                                                    goto fi343;
                                                                                }
                                                                                {
                                                                                }
                                                                            }
                                                                            fi343:;
                                                                        }
                                                                    }
                                                                    cont339:;
                                                                    {
                                                                        int32_t const t350 = mw_iadd(l338, (int32_t)0x00000001u);
                                                                        l338 = t350;
                                                                    }
                                                                }
                                                                brk340:;
#line 237 "../envs/overcooked.rhai"
                                                                int32_t const t351 = mw_ld<int32_t>(rr334 + (uint64_t)(248) * sscale);
                                                                uint32_t const t352 = t351 < 0 ? 0u : t351 > 6 ? 6u : (uint32_t)t351;
                                                                uint64_t const t353 = (uint64_t)t352 * 4u + 220u;
                                                                uint8_t* const t354 = rr334 + (uint64_t)(t353) * sscale;
                                                                uint8_t* const t355 = rw335 + (uint64_t)(t353) * sscale;
                                                                mw_st<int32_t>(t355, l336);
#line 238 "../envs/overcooked.rhai"
                                                                int32_t const t356 = mw_ld<int32_t>(rr334 + (uint64_t)(248) * sscale);
                                                                int32_t const t357 = mw_iadd(t356, (int32_t)0x00000001u);
                                                                mw_st<int32_t>(rw335 + (uint64_t)(248) * sscale, t357);
                                                            }
                                                            ret337:;
#line 309 "../envs/overcooked.rhai"
                                                            uint32_t const t358 = l197 < 0 ? 0u : l197 > 1 ? 1u : (uint32_t)l197;
                                                            uint64_t const t359 = (uint64_t)t358 * 4u + 184u;
                                                            uint8_t* const t360 = rr195 + (uint64_t)(t359) * sscale;
                                                            uint8_t* const t361 = rw196 + (uint64_t)(t359) * sscale;
                                                            mw_st<int32_t>(t361, (int32_t)0x00000009u);
#line 310 "../envs/overcooked.rhai"
                                                            uint32_t const t362 = l197 < 0 ? 0u : l197 > 1 ? 1u : (uint32_t)l197;
                                                            uint64_t const t363 = (uint64_t)t362 * 4u + 196u;
                                                            uint8_t* const t364 = rr195 + (uint64_t)(t363) * sscale;
                                                            uint8_t* const t365 = rw196 + (uint64_t)(t363) * sscale;
                                                            uint32_t const t366 = l197 < 0 ? 0u : l197 > 1 ? 1u : (uint32_t)l197;
                                                            uint64_t const t367 = (uint64_t)t366 * 4u + 196u;
                                                            uint8_t* const t368 = rr195 + (uint64_t)(t367) * sscale;
                                                            uint8_t* const t369 = rw196 + (uint64_t)(t367) * sscale;
                                                            float const t370 = mw_ld<float>(t368);
                                                            float const t371 = t370 + mw_f32(0x40A00000u);
                                                            mw_st<float>(t365, mw_canon(t371));
                                                        }
                                                        goto fi280;
                                                    }
                                                    {
                                                    }
                                                }
                                                fi280:;
                                                goto ret198;
                                            }
                                            goto fi273;
                                        }
                                        {
                                        }
                                    }
                                    fi273:;
#line 314 "../envs/overcooked.rhai"
                                    {
                                        uint32_t const t373 = l201 < 0 ? 0u : l201 > 19 ? 19u : (uint32_t)l201;
                                        uint64_t const t374 = (uint64_t)t373 * 4u + 184u;
                                        uint8_t* const t375 = ctx->locals + t374;
                                        int32_t const t376 = mw_ld<int32_t>(t375);
                                        bool const t377 = t376 == (int32_t)0x00000000u;
                                        if (t377) {
                                            {
                                                goto ret198;
                                            }
                                            goto fi372;
                                        }
                                        {
                                        }
                                    }
                                    fi372:;
#line 315 "../envs/overcooked.rhai"
                                    bool const t378 = l202 == (int32_t)0x00000004u;
                                    bool t379 = t378;
                                    if (!t379) {
                                        bool const t380 = l202 == (int32_t)0x00000006u;
                                        t379 = t380;
                                    }
                                    l206 = t379;
#line 316 "../envs/overcooked.rhai"
                                    bool const t381 = l202 == (int32_t)0x00000003u;
                                    bool t382 = t381;
                                    if (!t382) {
                                        bool const t383 = l202 == (int32_t)0x00000005u;
                                        t382 = t383;
                                    }
                                    bool t384 = t382;
                                    if (!t384) {
                                        bool const t385 = l202 == (int32_t)0x00000009u;
                                        t384 = t385;
                                    }
                                    l207 = t384;
#line 317 "../envs/overcooked.rhai"
                                    bool const t386 = l202 == (int32_t)0x00000002u;
                                    bool t387 = t386;
                                    if (!t387) {
                                        bool const t388 = l202 == (int32_t)0x00000001u;
                                        t387 = t388;
                                    }
                                    l208 = t387;
#line 318 "../envs/overcooked.rhai"
                                    {
                                        bool const t390 = !l208;
                                        bool t391 = t390;
                                        if (t391) {
                                            bool const t392 = l203 == (int32_t)0x00000001u;
                                            t391 = t392;
                                        }
                                        bool t393 = t391;
                                        if (t393) {
                                            bool t394 = l206;
                                            if (!t394) {
                                                t394 = l207;
                                            }
                                            t393 = t394;
                                        }
                                        if (t393) {
                                            {
#line 319 "../envs/overcooked.rhai"
                                                int32_t t395 = 0;
                                                if (l207) {
                                                    t395 = l202;
                                                } else {
                                                    bool const t396 = l202 == (int32_t)0x00000006u;
                                                    int32_t t397 = 0;
                                                    if (t396) {
                                                        t397 = (int32_t)0x00000005u;
                                                    } else {
                                                        t397 = (int32_t)0x00000003u;
                                                    }
                                                    t395 = t397;
                                                }
                                                l209 = t395;
#line 320 "../envs/overcooked.rhai"
                                                {
                                                    bool const t399 = l209 == (int32_t)0x00000005u;
                                                    if (t399) {
                                                        {
#line 323 "../envs/overcooked.rhai"
                                                            l210 = (int32_t)0x00000000u;
#line 324 "../envs/overcooked.rhai"
                                                            l211 = (int32_t)0x00000000u;
                                                            for (;;) {
                                                                {
                                                                    if (mw_stopped(ctx)) { mw_trap(ctx, 5u); return 1; }
                                                                    bool const t402 = l211 < (int32_t)0x00000002u;
                                                                    if (!t402) goto brk401;
                                                                    MW_ITER();
                                                                    {
                                                                        {
                                                                            uint32_t const t404 = l211 < 0 ? 0u : l211 > 1 ? 1u : (uint32_t)l211;
                                                                            uint64_t const t405 = (uint64_t)t404 * 4u + 184u;
                                                                            uint8_t* const t406 = rr195 + (uint64_t)(t405) * sscale;
                                                                            uint8_t* const t407 = rw196 + (uint64_t)(t405) * sscale;
                                                                            int32_t const t408 = mw_ld<int32_t>(t406);
                                                                            bool const t409 = t408 == (int32_t)0x00000005u;
                                                                            if (t409) {
                                                                                {
                                                                                    int32_t const t410 = mw_iadd(l210, (int32_t)0x00000001u);
                                                                                    l210 = t410;
                                                                                }
                                                                                goto fi403;
                                                                            }
                                                                            {
                                                                            }
                                                                        }
                                                                        fi403:;
                                                                    }
                                                                }
                                                                cont400:;
                                                                {
                                                                    int32_t const t411 = mw_iadd(l211, (int32_t)0x00000001u);
                                                                    l211 = t411;
                                                                }
                                                            }
                                                            brk401:;
#line 325 "../envs/overcooked.rhai"
                                                            l212 = (int32_t)0x00000000u;
#line 326 "../envs/overcooked.rhai"
                                                            l213 = (int32_t)0x00000000u;
                                                            for (;;) {
                                                                {
                                                                    if (mw_stopped(ctx)) { mw_trap(ctx, 6u); return 1; }
                                                                    bool const t414 = l213 < (int32_t)0x00000001u;
                                                                    if (!t414) goto brk413;
                                                                    MW_ITER();
                                                                    {
                                                                        {
                                                                            uint32_t const t416 = l213 < 0 ? 0u : l213 > 0 ? 0u : (uint32_t)l213;
                                                                            uint64_t const t417 = (uint64_t)t416 * 4u + 264u;
                                                                            uint8_t* const t418 = ctx->locals + t417;
                                                                            int32_t const t419 = mw_ld<int32_t>(t418);
                                                                            uint32_t const t420 = t419 < 0 ? 0u : t419 > 19 ? 19u : (uint32_t)t419;
                                                                            uint64_t const t421 = (uint64_t)t420 * 4u + 80u;
                                                                            uint8_t* const t422 = rr195 + (uint64_t)(t421) * sscale;
                                                                            uint8_t* const t423 = rw196 + (uint64_t)(t421) * sscale;
                                                                            int32_t const t424 = mw_ld<int32_t>(t422);
                                                                            bool const t425 = t424 != (int32_t)0x00000017u;
                                                                            if (t425) {
                                                                                {
                                                                                    int32_t const t426 = mw_iadd(l212, (int32_t)0x00000001u);
                                                                                    l212 = t426;
                                                                                }
                                                                                goto fi415;
                                                                            }
                                                                            {
                                                                            }
                                                                        }
                                                                        fi415:;
                                                                    }
                                                                }
                                                                cont412:;
                                                                {
                                                                    int32_t const t427 = mw_iadd(l213, (int32_t)0x00000001u);
                                                                    l213 = t427;
                                                                }
                                                            }
                                                            brk413:;
#line 327 "../envs/overcooked.rhai"
                                                            l214 = false;
#line 328 "../envs/overcooked.rhai"
                                                            l215 = (int32_t)0x00000000u;
                                                            for (;;) {
                                                                {
                                                                    if (mw_stopped(ctx)) { mw_trap(ctx, 7u); return 1; }
                                                                    bool const t430 = l215 < (int32_t)0x00000014u;
                                                                    if (!t430) goto brk429;
                                                                    MW_ITER();
                                                                    {
                                                                        {
                                                                            uint32_t const t432 = l215 < 0 ? 0u : l215 > 19 ? 19u : (uint32_t)l215;
                                                                            uint64_t const t433 = (uint64_t)t432 * 4u + 0u;
                                                                            uint8_t* const t434 = rr195 + (uint64_t)(t433) * sscale;
                                                                            uint8_t* const t435 = rw196 + (uint64_t)(t433) * sscale;
                                                                            int32_t const t436 = mw_ld<int32_t>(t434);
                                                                            bool const t437 = t436 == (int32_t)0x00000005u;
                                                                            if (t437) {
                                                                                {
                                                                                    l214 = true;
                                                                                }
                                                                                goto fi431;
                                                                            }
                                                                            {
                                                                            }
                                                                        }
                                                                        fi431:;
                                                                    }
                                                                }
                                                                cont428:;
                                                                {
                                                                    int32_t const t438 = mw_iadd(l215, (int32_t)0x00000001u);
                                                                    l215 = t438;
                                                                }
                                                            }
                                                            brk429:;
#line 329 "../envs/overcooked.rhai"
                                                            {
                                                                bool const t440 = !l214;
                                                                bool t441 = t440;
                                                                if (t441) {
                                                                    bool const t442 = l210 < l212;
                                                                    t441 = t442;
                                                                }
                                                                if (t441) {
                                                                    {
                                                                        uint32_t const t443 = l197 < 0 ? 0u : l197 > 1 ? 1u : (uint32_t)l197;
                                                                        uint64_t const t444 = (uint64_t)t443 * 4u + 196u;
                                                                        uint8_t* const t445 = rr195 + (uint64_t)(t444) * sscale;
                                                                        uint8_t* const t446 = rw196 + (uint64_t)(t444) * sscale;
                                                                        uint32_t const t447 = l197 < 0 ? 0u : l197 > 1 ? 1u : (uint32_t)l197;
                                                                        uint64_t const t448 = (uint64_t)t447 * 4u + 196u;
                                                                        uint8_t* const t449 = rr195 + (uint64_t)(t448) * sscale;
                                                                        uint8_t* const t450 = rw196 + (uint64_t)(t448) * sscale;
                                                                        float const t451 = mw_ld<float>(t449);
                                                                        float const t452 = t451 + mw_f32(0x40400000u);
                                                                        mw_st<float>(t446, mw_canon(t452));
                                                                    }
                                                                    goto fi439;
                                                                }
                                                                {
                                                                }
                                                            }
                                                            fi439:;
                                                        }
                                                        goto fi398;
                                                    }
                                                    {
                                                    }
                                                }
                                                fi398:;
#line 331 "../envs/overcooked.rhai"
                                                {
                                                    if (l207) {
                                                        {
#line 332 "../envs/overcooked.rhai"
                                                            uint32_t const t454 = l201 < 0 ? 0u : l201 > 19 ? 19u : (uint32_t)l201;
                                                            uint64_t const t455 = (uint64_t)t454 * 4u + 0u;
                                                            uint8_t* const t456 = rr195 + (uint64_t)(t455) * sscale;
                                                            uint8_t* const t457 = rw196 + (uint64_t)(t455) * sscale;
                                                            mw_st<int32_t>(t457, (int32_t)0x00000002u);
                                                            uint8_t *rr458 = rr195, *rw459 = rw196;
                                                            int32_t l460 = l201;
                                                            // touch
                                                            {
                                                                int32_t l462 = 0;
#line 236 "../envs/overcooked.rhai"
                                                                l462 = (int32_t)0x00000000u;
                                                                for (;;) {
                                                                    {
                                                                        if (mw_stopped(ctx)) { mw_trap(ctx, 8u); return 1; }
                                                                        int32_t const t465 = mw_ld<int32_t>(rr458 + (uint64_t)(248) * sscale);
                                                                        bool const t466 = l462 < t465;
                                                                        if (!t466) goto brk464;
                                                                        MW_ITER();
                                                                        {
                                                                            {
                                                                                uint32_t const t468 = l462 < 0 ? 0u : l462 > 6 ? 6u : (uint32_t)l462;
                                                                                uint64_t const t469 = (uint64_t)t468 * 4u + 220u;
                                                                                uint8_t* const t470 = rr458 + (uint64_t)(t469) * sscale;
                                                                                uint8_t* const t471 = rw459 + (uint64_t)(t469) * sscale;
                                                                                int32_t const t472 = mw_ld<int32_t>(t470);
                                                                                bool const t473 = t472 == l460;
                                                                                if (t473) {
                                                                                    {
                                                                                        goto ret461;
                                                                                    }
                                                                                    goto fi467;
                                                                                }
                                                                                {
                                                                                }
                                                                            }
                                                                            fi467:;
                                                                        }
                                                                    }
                                                                    cont463:;
                                                                    {
                                                                        int32_t const t474 = mw_iadd(l462, (int32_t)0x00000001u);
                                                                        l462 = t474;
                                                                    }
                                                                }
                                                                brk464:;
#line 237 "../envs/overcooked.rhai"
                                                                int32_t const t475 = mw_ld<int32_t>(rr458 + (uint64_t)(248) * sscale);
                                                                uint32_t const t476 = t475 < 0 ? 0u : t475 > 6 ? 6u : (uint32_t)t475;
                                                                uint64_t const t477 = (uint64_t)t476 * 4u + 220u;
                                                                uint8_t* const t478 = rr458 + (uint64_t)(t477) * sscale;
                                                                uint8_t* const t479 = rw459 + (uint64_t)(t477) * sscale;
                                                                mw_st<int32_t>(t479, l460);
#line 238 "../envs/overcooked.rhai"
                                                                int32_t const t480 = mw_ld<int32_t>(rr458 + (uint64_t)(248) * sscale);
                                                                int32_t const t481 = mw_iadd(t480, (int32_t)0x00000001u);
                                                                mw_st<int32_t>(rw459 + (uint64_t)(248) * sscale, t481);
                                                            }
                                                            ret461:;
                                                        }
                                                        goto fi453;
                                                    }
                                                    {
                                                    }
                                                }
                                                fi453:;
#line 335 "../envs/overcooked.rhai"
                                                uint32_t const t482 = l197 < 0 ? 0u : l197 > 1 ? 1u : (uint32_t)l197;
                                                uint64_t const t483 = (uint64_t)t482 * 4u + 184u;
                                                uint8_t* const t484 = rr195 + (uint64_t)(t483) * sscale;
                                                uint8_t* const t485 = rw196 + (uint64_t)(t483) * sscale;
                                                mw_st<int32_t>(t485, l209);
                                            }
                                            goto fi389;
                                        }
                                        bool t486 = l208;
                                        if (t486) {
                                            bool const t487 = l203 != (int32_t)0x00000001u;
                                            t486 = t487;
                                        }
                                        if (t486) {
                                            {
#line 337 "../envs/overcooked.rhai"
                                                uint32_t const t488 = l201 < 0 ? 0u : l201 > 19 ? 19u : (uint32_t)l201;
                                                uint64_t const t489 = (uint64_t)t488 * 4u + 0u;
                                                uint8_t* const t490 = rr195 + (uint64_t)(t489) * sscale;
                                                uint8_t* const t491 = rw196 + (uint64_t)(t489) * sscale;
                                                mw_st<int32_t>(t491, l203);
                                                uint8_t *rr492 = rr195, *rw493 = rw196;
                                                int32_t l494 = l201;
                                                // touch
                                                {
                                                    int32_t l496 = 0;
#line 236 "../envs/overcooked.rhai"
                                                    l496 = (int32_t)0x00000000u;
                                                    for (;;) {
                                                        {
                                                            if (mw_stopped(ctx)) { mw_trap(ctx, 9u); return 1; }
                                                            int32_t const t499 = mw_ld<int32_t>(rr492 + (uint64_t)(248) * sscale);
                                                            bool const t500 = l496 < t499;
                                                            if (!t500) goto brk498;
                                                            MW_ITER();
                                                            {
                                                                {
                                                                    uint32_t const t502 = l496 < 0 ? 0u : l496 > 6 ? 6u : (uint32_t)l496;
                                                                    uint64_t const t503 = (uint64_t)t502 * 4u + 220u;
                                                                    uint8_t* const t504 = rr492 + (uint64_t)(t503) * sscale;
                                                                    uint8_t* const t505 = rw493 + (uint64_t)(t503) * sscale;
                                                                    int32_t const t506 = mw_ld<int32_t>(t504);
                                                                    bool const t507 = t506 == l494;
                                                                    if (t507) {
                                                                        {
                                                                            goto ret495;
                                                                        }
                                                                        goto fi501;
                                                                    }
                                                                    {
                                                                    }
                                                                }
                                                                fi501:;
                                                            }
                                                        }
                                                        cont497:;
                                                        {
                                                            int32_t const t508 = mw_iadd(l496, (int32_t)0x00000001u);
                                                            l496 = t508;
                                                        }
                                                    }
                                                    brk498:;
#line 237 "../envs/overcooked.rhai"
                                                    int32_t const t509 = mw_ld<int32_t>(rr492 + (uint64_t)(248) * sscale);
                                                    uint32_t const t510 = t509 < 0 ? 0u : t509 > 6 ? 6u : (uint32_t)t509;
                                                    uint64_t const t511 = (uint64_t)t510 * 4u + 220u;
                                                    uint8_t* const t512 = rr492 + (uint64_t)(t511) * sscale;
                                                    uint8_t* const t513 = rw493 + (uint64_t)(t511) * sscale;
                                                    mw_st<int32_t>(t513, l494);
#line 238 "../envs/overcooked.rhai"
                                                    int32_t const t514 = mw_ld<int32_t>(rr492 + (uint64_t)(248) * sscale);
                                                    int32_t const t515 = mw_iadd(t514, (int32_t)0x00000001u);
                                                    mw_st<int32_t>(rw493 + (uint64_t)(248) * sscale, t515);
                                                }
                                                ret495:;
#line 339 "../envs/overcooked.rhai"
                                                uint32_t const t516 = l197 < 0 ? 0u : l197 > 1 ? 1u : (uint32_t)l197;
                                                uint64_t const t517 = (uint64_t)t516 * 4u + 184u;
                                                uint8_t* const t518 = rr195 + (uint64_t)(t517) * sscale;
                                                uint8_t* const t519 = rw196 + (uint64_t)(t517) * sscale;
                                                mw_st<int32_t>(t519, (int32_t)0x00000001u);
                                            }
                                            goto fi389;
                                        }
                                        bool const t520 = l202 == (int32_t)0x00000007u;
                                        bool t521 = t520;
                                        if (t521) {
                                            bool const t522 = l203 == (int32_t)0x00000009u;
                                            t521 = t522;
                                        }
                                        if (t521) {
                                            {
#line 341 "../envs/overcooked.rhai"
                                                uint32_t const t523 = l197 < 0 ? 0u : l197 > 1 ? 1u : (uint32_t)l197;
                                                uint64_t const t524 = (uint64_t)t523 * 4u + 184u;
                                                uint8_t* const t525 = rr195 + (uint64_t)(t524) * sscale;
                                                uint8_t* const t526 = rw196 + (uint64_t)(t524) * sscale;
                                                mw_st<int32_t>(t526, (int32_t)0x00000001u);
#line 342 "../envs/overcooked.rhai"
                                                float const t527 = mw_ld<float>(rr195 + (uint64_t)(192) * sscale);
                                                float const t528 = t527 + mw_f32(0x41A00000u);
                                                mw_st<float>(rw196 + (uint64_t)(192) * sscale, mw_canon(t528));
#line 343 "../envs/overcooked.rhai"
                                                int32_t const t529 = mw_ld<int32_t>(rr195 + (uint64_t)(208) * sscale);
                                                int32_t const t530 = mw_iadd(t529, (int32_t)0x00000001u);
                                                mw_st<int32_t>(rw196 + (uint64_t)(208) * sscale, t530);
                                            }
                                            goto fi389;
                                        }
                                        {
                                        }
                                    }
                                    fi389:;
                                }
                                ret198:;
                            }
                            goto fi189;
                        }
                        {
                        }
                    }
                    fi189:;
                }
            }
            cont186:;
            {
#line 374 "../envs/overcooked.rhai"
                int32_t const t531 = mw_iadd(l15, (int32_t)0x00000001u);
                l15 = t531;
            }
        }
        brk187:;
#line 377 "../envs/overcooked.rhai"
        l16 = (int32_t)0x00000000u;
        for (;;) {
            {
                if (mw_stopped(ctx)) { mw_trap(ctx, 10u); return 1; }
                bool const t534 = l16 < (int32_t)0x00000002u;
                if (!t534) goto brk533;
                MW_ITER();
                {
#line 378 "../envs/overcooked.rhai"
                    uint32_t const t535 = l16 < 0 ? 0u : l16 > 1 ? 1u : (uint32_t)l16;
                    uint64_t const t536 = (uint64_t)t535 * 4u + 168u;
                    uint8_t* const t537 = rr3 + (uint64_t)(t536) * sscale;
                    uint8_t* const t538 = rw4 + (uint64_t)(t536) * sscale;
                    int32_t const t539 = mw_ld<int32_t>(t537);
                    int32_t const t540 = mw_imul(t539, (int32_t)0x00000005u);
                    uint32_t const t541 = l16 < 0 ? 0u : l16 > 1 ? 1u : (uint32_t)l16;
                    uint64_t const t542 = (uint64_t)t541 * 4u + 160u;
                    uint8_t* const t543 = rr3 + (uint64_t)(t542) * sscale;
                    uint8_t* const t544 = rw4 + (uint64_t)(t542) * sscale;
                    int32_t const t545 = mw_ld<int32_t>(t543);
                    int32_t const t546 = mw_iadd(t540, t545);
                    l17 = t546;
#line 379 "../envs/overcooked.rhai"
                    uint32_t const t547 = l16 < 0 ? 0u : l16 > 1 ? 1u : (uint32_t)l16;
                    uint64_t const t548 = (uint64_t)t547 * 4u + 176u;
                    uint8_t* const t549 = rr3 + (uint64_t)(t548) * sscale;
                    uint8_t* const t550 = rw4 + (uint64_t)(t548) * sscale;
                    int32_t const t551 = mw_ld<int32_t>(t549);
                    l18 = t551;
#line 380 "../envs/overcooked.rhai"
                    {
                        bool const t553 = !l13;
                        bool t554 = t553;
                        if (t554) {
                            bool const t555 = !l14;
                            t554 = t555;
                        }
                        if (t554) {
                            {
#line 381 "../envs/overcooked.rhai"
                                uint32_t const t556 = l16 < 0 ? 0u : l16 > 1 ? 1u : (uint32_t)l16;
                                uint64_t const t557 = (uint64_t)t556 * 4u + 160u;
                                uint8_t* const t558 = rr3 + (uint64_t)(t557) * sscale;
                                uint8_t* const t559 = rw4 + (uint64_t)(t557) * sscale;
                                uint32_t const t560 = l16 < 0 ? 0u : l16 > 1 ? 1u : (uint32_t)l16;
                                uint64_t const t561 = (uint64_t)t560 * 4u + 8u;
                                uint8_t* const t562 = ctx->locals + t561;
                                int32_t const t563 = mw_ld<int32_t>(t562);
                                mw_st<int32_t>(t559, t563);
#line 382 "../envs/overcooked.rhai"
                                uint32_t const t564 = l16 < 0 ? 0u : l16 > 1 ? 1u : (uint32_t)l16;
                                uint64_t const t565 = (uint64_t)t564 * 4u + 168u;
                                uint8_t* const t566 = rr3 + (uint64_t)(t565) * sscale;
                                uint8_t* const t567 = rw4 + (uint64_t)(t565) * sscale;
                                uint32_t const t568 = l16 < 0 ? 0u : l16 > 1 ? 1u : (uint32_t)l16;
                                uint64_t const t569 = (uint64_t)t568 * 4u + 16u;
                                uint8_t* const t570 = ctx->locals + t569;
                                int32_t const t571 = mw_ld<int32_t>(t570);
                                mw_st<int32_t>(t567, t571);
                            }
                            goto fi552;
                        }
                        {
                        }
                    }
                    fi552:;
#line 384 "../envs/overcooked.rhai"
                    {
                        uint32_t const t573 = l16 < 0 ? 0u : l16 > 1 ? 1u : (uint32_t)l16;
                        uint64_t const t574 = (uint64_t)t573 * 4u + 0u;
                        uint8_t* const t575 = ctx->locals + t574;
                        int32_t const t576 = mw_ld<int32_t>(t575);
                        bool const t577 = t576 >= (int32_t)0x00000000u;
                        bool t578 = t577;
                        if (t578) {
                            uint32_t const t579 = l16 < 0 ? 0u : l16 > 1 ? 1u : (uint32_t)l16;
                            uint64_t const t580 = (uint64_t)t579 * 4u + 0u;
                            uint8_t* const t581 = ctx->locals + t580;
                            int32_t const t582 = mw_ld<int32_t>(t581);
                            bool const t583 = t582 < (int32_t)0x00000004u;
                            t578 = t583;
                        }
                        if (t578) {
                            {
                                uint32_t const t584 = l16 < 0 ? 0u : l16 > 1 ? 1u : (uint32_t)l16;
                                uint64_t const t585 = (uint64_t)t584 * 4u + 176u;
                                uint8_t* const t586 = rr3 + (uint64_t)(t585) * sscale;
                                uint8_t* const t587 = rw4 + (uint64_t)(t585) * sscale;
                                uint32_t const t588 = l16 < 0 ? 0u : l16 > 1 ? 1u : (uint32_t)l16;
                                uint64_t const t589 = (uint64_t)t588 * 4u + 0u;
                                uint8_t* const t590 = ctx->locals + t589;
                                int32_t const t591 = mw_ld<int32_t>(t590);
                                mw_st<int32_t>(t587, t591);
                            }
                            goto fi572;
                        }
                        {
                        }
                    }
                    fi572:;
#line 385 "../envs/overcooked.rhai"
                    uint32_t const t592 = l16 < 0 ? 0u : l16 > 1 ? 1u : (uint32_t)l16;
                    uint64_t const t593 = (uint64_t)t592 * 4u + 168u;
                    uint8_t* const t594 = rr3 + (uint64_t)(t593) * sscale;
                    uint8_t* const t595 = rw4 + (uint64_t)(t593) * sscale;
                    int32_t const t596 = mw_ld<int32_t>(t594);
                    int32_t const t597 = mw_imul(t596, (int32_t)0x00000005u);
                    uint32_t const t598 = l16 < 0 ? 0u : l16 > 1 ? 1u : (uint32_t)l16;
                    uint64_t const t599 = (uint64_t)t598 * 4u + 160u;
                    uint8_t* const t600 = rr3 + (uint64_t)(t599) * sscale;
                    uint8_t* const t601 = rw4 + (uint64_t)(t599) * sscale;
                    int32_t const t602 = mw_ld<int32_t>(t600);
                    int32_t const t603 = mw_iadd(t597, t602);
                    l19 = t603;
#line 386 "../envs/overcooked.rhai"
                    {
                        bool const t605 = l19 != l17;
                        bool t606 = t605;
                        if (!t606) {
                            uint32_t const t607 = l16 < 0 ? 0u : l16 > 1 ? 1u : (uint32_t)l16;
                            uint64_t const t608 = (uint64_t)t607 * 4u + 176u;
                            uint8_t* const t609 = rr3 + (uint64_t)(t608) * sscale;
                            uint8_t* const t610 = rw4 + (uint64_t)(t608) * sscale;
                            int32_t const t611 = mw_ld<int32_t>(t609);
                            bool const t612 = t611 != l18;
                            t606 = t612;
                        }
                        bool t613 = t606;
                        if (!t613) {
                            uint32_t const t614 = l16 < 0 ? 0u : l16 > 1 ? 1u : (uint32_t)l16;
                            uint64_t const t615 = (uint64_t)t614 * 4u + 184u;
                            uint8_t* const t616 = rr3 + (uint64_t)(t615) * sscale;
                            uint8_t* const t617 = rw4 + (uint64_t)(t615) * sscale;
                            int32_t const t618 = mw_ld<int32_t>(t616);
                            uint32_t const t619 = l16 < 0 ? 0u : l16 > 1 ? 1u : (uint32_t)l16;
                            uint64_t const t620 = (uint64_t)t619 * 4u + 136u;
                            uint8_t* const t621 = ctx->locals + t620;
                            int32_t const t622 = mw_ld<int32_t>(t621);
                            bool const t623 = t618 != t622;
                            t613 = t623;
                        }
                        if (t613) {
                            {
                                uint8_t *rr624 = rr3, *rw625 = rw4;
                                int32_t l626 = l17;
                                // touch
                                {
                                    int32_t l628 = 0;
#line 236 "../envs/overcooked.rhai"
                                    l628 = (int32_t)0x00000000u;
                                    for (;;) {
                                        {
                                            if (mw_stopped(ctx)) { mw_trap(ctx, 11u); return 1; }
                                            int32_t const t631 = mw_ld<int32_t>(rr624 + (uint64_t)(248) * sscale);
                                            bool const t632 = l628 < t631;
                                            if (!t632) goto brk630;
                                            MW_ITER();
                                            {
                                                {
                                                    uint32_t const t634 = l628 < 0 ? 0u : l628 > 6 ? 6u : (uint32_t)l628;
                                                    uint64_t const t635 = (uint64_t)t634 * 4u + 220u;
                                                    uint8_t* const t636 = rr624 + (uint64_t)(t635) * sscale;
                                                    uint8_t* const t637 = rw625 + (uint64_t)(t635) * sscale;
                                                    int32_t const t638 = mw_ld<int32_t>(t636);
                                                    bool const t639 = t638 == l626;
                                                    if (t639) {
                                                        {
                                                            goto ret627;
                                                        }
                                                        goto fi633;
                                                    }
                                                    {
                                                    }
                                                }
                                                fi633:;
                                            }
                                        }
                                        cont629:;
                                        {
                                            int32_t const t640 = mw_iadd(l628, (int32_t)0x00000001u);
                                            l628 = t640;
                                        }
                                    }
                                    brk630:;
#line 237 "../envs/overcooked.rhai"
                                    int32_t const t641 = mw_ld<int32_t>(rr624 + (uint64_t)(248) * sscale);
                                    uint32_t const t642 = t641 < 0 ? 0u : t641 > 6 ? 6u : (uint32_t)t641;
                                    uint64_t const t643 = (uint64_t)t642 * 4u + 220u;
                                    uint8_t* const t644 = rr624 + (uint64_t)(t643) * sscale;
                                    uint8_t* const t645 = rw625 + (uint64_t)(t643) * sscale;
                                    mw_st<int32_t>(t645, l626);
#line 238 "../envs/overcooked.rhai"
                                    int32_t const t646 = mw_ld<int32_t>(rr624 + (uint64_t)(248) * sscale);
                                    int32_t const t647 = mw_iadd(t646, (int32_t)0x00000001u);
                                    mw_st<int32_t>(rw625 + (uint64_t)(248) * sscale, t647);
                                }
                                ret627:;
                                uint8_t *rr648 = rr3, *rw649 = rw4;
                                int32_t l650 = l19;
                                // touch
                                {
                                    int32_t l652 = 0;
#line 236 "../envs/overcooked.rhai"
                                    l652 = (int32_t)0x00000000u;
                                    for (;;) {
                                        {
                                            if (mw_stopped(ctx)) { mw_trap(ctx, 12u); return 1; }
                                            int32_t const t655 = mw_ld<int32_t>(rr648 + (uint64_t)(248) * sscale);
                                            bool const t656 = l652 < t655;
                                            if (!t656) goto brk654;
                                            MW_ITER();
                                            {
                                                {
                                                    uint32_t const t658 = l652 < 0 ? 0u : l652 > 6 ? 6u : (uint32_t)l652;
                                                    uint64_t const t659 = (uint64_t)t658 * 4u + 220u;
                                                    uint8_t* const t660 = rr648 + (uint64_t)(t659) * sscale;
                                                    uint8_t* const t661 = rw649 + (uint64_t)(t659) * sscale;
                                                    int32_t const t662 = mw_ld<int32_t>(t660);
                                                    bool const t663 = t662 == l650;
                                                    if (t663) {
                                                        {
                                                            goto ret651;
                                                        }
                                                        goto fi657;
                                                    }
                                                    {
                                                    }
                                                }
                                                fi657:;
                                            }
                                        }
                                        cont653:;
                                        {
                                            int32_t const t664 = mw_iadd(l652, (int32_t)0x00000001u);
                                            l652 = t664;
                                        }
                                    }
                                    brk654:;
#line 237 "../envs/overcooked.rhai"
                                    int32_t const t665 = mw_ld<int32_t>(rr648 + (uint64_t)(248) * sscale);
                                    uint32_t const t666 = t665 < 0 ? 0u : t665 > 6 ? 6u : (uint32_t)t665;
                                    uint64_t const t667 = (uint64_t)t666 * 4u + 220u;
                                    uint8_t* const t668 = rr648 + (uint64_t)(t667) * sscale;
                                    uint8_t* const t669 = rw649 + (uint64_t)(t667) * sscale;
                                    mw_st<int32_t>(t669, l650);
#line 238 "../envs/overcooked.rhai"
                                    int32_t const t670 = mw_ld<int32_t>(rr648 + (uint64_t)(248) * sscale);
                                    int32_t const t671 = mw_iadd(t670, (int32_t)0x00000001u);
                                    mw_st<int32_t>(rw649 + (uint64_t)(248) * sscale, t671);
                                }
                                ret651:;
                            }
                            goto fi604;
                        }
                        {
                        }
                    }
                    fi604:;
                }
            }
            cont532:;
            {
#line 377 "../envs/overcooked.rhai"
                int32_t const t672 = mw_iadd(l16, (int32_t)0x00000001u);
                l16 = t672;
            }
        }
        brk533:;
#line 392 "../envs/overcooked.rhai"
        l20 = (int32_t)0x00000000u;
        for (;;) {
            {
                if (mw_stopped(ctx)) { mw_trap(ctx, 13u); return 1; }
                bool const t675 = l20 < (int32_t)0x00000001u;
                if (!t675) goto brk674;
                MW_ITER();
                {
#line 393 "../envs/overcooked.rhai"
                    uint32_t const t676 = l20 < 0 ? 0u : l20 > 0 ? 0u : (uint32_t)l20;
                    uint64_t const t677 = (uint64_t)t676 * 4u + 144u;
                    uint8_t* const t678 = ctx->locals + t677;
                    int32_t const t679 = mw_ld<int32_t>(t678);
                    l21 = t679;
#line 394 "../envs/overcooked.rhai"
                    {
                        uint32_t const t681 = l21 < 0 ? 0u : l21 > 19 ? 19u : (uint32_t)l21;
                        uint64_t const t682 = (uint64_t)t681 * 4u + 80u;
                        uint8_t* const t683 = rr3 + (uint64_t)(t682) * sscale;
                        uint8_t* const t684 = rw4 + (uint64_t)(t682) * sscale;
                        int32_t const t685 = mw_ld<int32_t>(t683);
                        bool const t686 = t685 <= (int32_t)0x00000014u;
                        bool t687 = t686;
                        if (t687) {
                            uint32_t const t688 = l21 < 0 ? 0u : l21 > 19 ? 19u : (uint32_t)l21;
                            uint64_t const t689 = (uint64_t)t688 * 4u + 80u;
                            uint8_t* const t690 = rr3 + (uint64_t)(t689) * sscale;
                            uint8_t* const t691 = rw4 + (uint64_t)(t689) * sscale;
                            int32_t const t692 = mw_ld<int32_t>(t690);
                            bool const t693 = t692 > (int32_t)0x00000000u;
                            t687 = t693;
                        }
                        if (t687) {
                            {
#line 395 "../envs/overcooked.rhai"
                                uint32_t const t694 = l21 < 0 ? 0u : l21 > 19 ? 19u : (uint32_t)l21;
                                uint64_t const t695 = (uint64_t)t694 * 4u + 80u;
                                uint8_t* const t696 = rr3 + (uint64_t)(t695) * sscale;
                                uint8_t* const t697 = rw4 + (uint64_t)(t695) * sscale;
                                uint32_t const t698 = l21 < 0 ? 0u : l21 > 19 ? 19u : (uint32_t)l21;
                                uint64_t const t699 = (uint64_t)t698 * 4u + 80u;
                                uint8_t* const t700 = rr3 + (uint64_t)(t699) * sscale;
                                uint8_t* const t701 = rw4 + (uint64_t)(t699) * sscale;
                                int32_t const t702 = mw_ld<int32_t>(t700);
                                int32_t const t703 = mw_isub(t702, (int32_t)0x00000001u);
                                mw_st<int32_t>(t697, t703);
                                uint8_t *rr704 = rr3, *rw705 = rw4;
                                int32_t l706 = l21;
                                // touch
                                {
                                    int32_t l708 = 0;
#line 236 "../envs/overcooked.rhai"
                                    l708 = (int32_t)0x00000000u;
                                    for (;;) {
                                        {
                                            if (mw_stopped(ctx)) { mw_trap(ctx, 14u); return 1; }
                                            int32_t const t711 = mw_ld<int32_t>(rr704 + (uint64_t)(248) * sscale);
                                            bool const t712 = l708 < t711;
                                            if (!t712) goto brk710;
                                            MW_ITER();
                                            {
                                                {
                                                    uint32_t const t714 = l708 < 0 ? 0u : l708 > 6 ? 6u : (uint32_t)l708;
                                                    uint64_t const t715 = (uint64_t)t714 * 4u + 220u;
                                                    uint8_t* const t716 = rr704 + (uint64_t)(t715) * sscale;
                                                    uint8_t* const t717 = rw705 + (uint64_t)(t715) * sscale;
                                                    int32_t const t718 = mw_ld<int32_t>(t716);
                                                    bool const t719 = t718 == l706;
                                                    if (t719) {
                                                        {
                                                            goto ret707;
                                                        }
                                                        goto fi713;
                                                    }
                                                    {
                                                    }
                                                }
                                                fi713:;
                                            }
                                        }
                                        cont709:;
                                        {
                                            int32_t const t720 = mw_iadd(l708, (int32_t)0x00000001u);
                                            l708 = t720;
                                        }
                                    }
                                    brk710:;
#line 237 "../envs/overcooked.rhai"
                                    int32_t const t721 = mw_ld<int32_t>(rr704 + (uint64_t)(248) * sscale);
                                    uint32_t const t722 = t721 < 0 ? 0u : t721 > 6 ? 6u : (uint32_t)t721;
                                    uint64_t const t723 = (uint64_t)t722 * 4u + 220u;
                                    uint8_t* const t724 = rr704 + (uint64_t)(t723) * sscale;
                                    uint8_t* const t725 = rw705 + (uint64_t)(t723) * sscale;
                                    mw_st<int32_t>(t725, l706);
#line 238 "../envs/overcooked.rhai"
                                    int32_t const t726 = mw_ld<int32_t>(rr704 + (uint64_t)(248) * sscale);
                                    int32_t const t727 = mw_iadd(t726, (int32_t)0x00000001u);
                                    mw_st<int32_t>(rw705 + (uint64_t)(248) * sscale, t727);
                                }
                                ret707:;
                            }
                            goto fi680;
                        }
                        {
                        }
                    }
                    fi680:;
                }
            }
            cont673:;
            {
#line 392 "../envs/overcooked.rhai"
                int32_t const t728 = mw_iadd(l20, (int32_t)0x00000001u);
                l20 = t728;
            }
        }
        brk674:;
#line 400 "../envs/overcooked.rhai"
        int32_t const t729 = mw_ld<int32_t>(rr3 + (uint64_t)(204) * sscale);
        int32_t const t730 = mw_iadd(t729, (int32_t)0x00000001u);
        mw_st<int32_t>(rw4 + (uint64_t)(204) * sscale, t730);
#line 401 "../envs/overcooked.rhai"
        int32_t const t731 = mw_ld<int32_t>(rr3 + (uint64_t)(204) * sscale);
        bool const t732 = t731 >= (int32_t)0x00000190u;
        int32_t t733 = 0;
        if (t732) {
            t733 = (int32_t)0x00000001u;
        } else {
            t733 = (int32_t)0x00000000u;
        }
        mw_st<int32_t>(rw4 + (uint64_t)(216) * sscale, t733);
#line 403 "../envs/overcooked.rhai"
        int32_t const t734 = mw_ld<int32_t>(rr3 + (uint64_t)(204) * sscale);
        bool const t735 = t734 == (int32_t)0x00000169u;
        int32_t t736 = 0;
        if (t735) {
            t736 = (int32_t)0x00000001u;
        } else {
            t736 = (int32_t)0x00000000u;
        }
        mw_st<int32_t>(rw4 + (uint64_t)(252) * sscale, t736);
    }
    end2:;
#line 3610 "kernels.cu"
    return 0;
}
#ifdef MW_HOST
MW_ENTRY void k2(const MwCtx* ctx, uint32_t start, uint32_t end) {
    for (uint32_t i = start; i < end; i++) {
        if (mw_k2(ctx, i)) return;
    }
}
#endif
#line 3620 "kernels.cu"

// rows of `observe` over `Cook`
MW_DEV int mw_k3(const MwCtx* ctx, uint32_t i) {
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
    // system `observe`
    ctr = 0;
    const uint32_t* ks1 = ctx->streams[4u];
    {
        uint8_t* rr3 = tv->cols[1] + (uint64_t)row * 20u;
        uint8_t* rw4 = rr3;
        uint8_t* rr5 = tv->cols[3] + (uint64_t)row * 2080u;
        uint8_t* rw6 = rr5;
        uint8_t* rr7 = tv->cols[4] + (uint64_t)row * 8u;
        uint8_t* rw8 = rr7;
        uint8_t* rr9 = mw_single(ctx, 2u, w, 256u);
        uint8_t* rw10 = rr9;
        int32_t l11 = 0;
        int32_t l12 = 0;
#line 407 "../envs/overcooked.rhai"
        int32_t const t13 = mw_ld<int32_t>(rr3);
        l11 = t13;
#line 408 "../envs/overcooked.rhai"
        uint32_t const t14 = l11 < 0 ? 0u : l11 > 1 ? 1u : (uint32_t)l11;
        uint64_t const t15 = (uint64_t)t14 * 4u + 160u;
        uint8_t* const t16 = rr9 + (uint64_t)(t15) * sscale;
        uint8_t* const t17 = rw10 + (uint64_t)(t15) * sscale;
        int32_t const t18 = mw_ld<int32_t>(t16);
        mw_st<int32_t>(rw4 + 4, t18);
#line 409 "../envs/overcooked.rhai"
        uint32_t const t19 = l11 < 0 ? 0u : l11 > 1 ? 1u : (uint32_t)l11;
        uint64_t const t20 = (uint64_t)t19 * 4u + 168u;
        uint8_t* const t21 = rr9 + (uint64_t)(t20) * sscale;
        uint8_t* const t22 = rw10 + (uint64_t)(t20) * sscale;
        int32_t const t23 = mw_ld<int32_t>(t21);
        mw_st<int32_t>(rw4 + 8, t23);
#line 410 "../envs/overcooked.rhai"
        uint32_t const t24 = l11 < 0 ? 0u : l11 > 1 ? 1u : (uint32_t)l11;
        uint64_t const t25 = (uint64_t)t24 * 4u + 176u;
        uint8_t* const t26 = rr9 + (uint64_t)(t25) * sscale;
        uint8_t* const t27 = rw10 + (uint64_t)(t25) * sscale;
        int32_t const t28 = mw_ld<int32_t>(t26);
        mw_st<int32_t>(rw4 + 12, t28);
#line 411 "../envs/overcooked.rhai"
        uint32_t const t29 = l11 < 0 ? 0u : l11 > 1 ? 1u : (uint32_t)l11;
        uint64_t const t30 = (uint64_t)t29 * 4u + 184u;
        uint8_t* const t31 = rr9 + (uint64_t)(t30) * sscale;
        uint8_t* const t32 = rw10 + (uint64_t)(t30) * sscale;
        int32_t const t33 = mw_ld<int32_t>(t31);
        mw_st<int32_t>(rw4 + 16, t33);
#line 412 "../envs/overcooked.rhai"
        {
            int32_t const t35 = mw_ld<int32_t>(rr9 + (uint64_t)(252) * sscale);
            bool const t36 = t35 == (int32_t)0x00000001u;
            if (t36) {
                {
                    uint8_t *rr37 = rr5, *rw38 = rw6;
                    uint8_t *rr39 = rr9, *rw40 = rw10;
                    int32_t l41 = l11;
                    // observe_all
                    {
                        float l43 = 0.0f;
                        int32_t l44 = 0;
                        int32_t l45 = 0;
                        int32_t l46 = 0;
#line 225 "../envs/overcooked.rhai"
                        mw_st<int32_t>(ctx->locals + 0, (int32_t)0x00000002u);
                        mw_st<int32_t>(ctx->locals + 4, (int32_t)0x00000002u);
                        mw_st<int32_t>(ctx->locals + 8, (int32_t)0x00000008u);
                        mw_st<int32_t>(ctx->locals + 12, (int32_t)0x00000002u);
                        mw_st<int32_t>(ctx->locals + 16, (int32_t)0x00000002u);
                        mw_st<int32_t>(ctx->locals + 20, (int32_t)0x00000004u);
                        mw_st<int32_t>(ctx->locals + 24, (int32_t)0x00000001u);
                        mw_st<int32_t>(ctx->locals + 28, (int32_t)0x00000001u);
                        mw_st<int32_t>(ctx->locals + 32, (int32_t)0x00000001u);
                        mw_st<int32_t>(ctx->locals + 36, (int32_t)0x00000004u);
                        mw_st<int32_t>(ctx->locals + 40, (int32_t)0x00000002u);
                        mw_st<int32_t>(ctx->locals + 44, (int32_t)0x00000001u);
                        mw_st<int32_t>(ctx->locals + 48, (int32_t)0x00000001u);
                        mw_st<int32_t>(ctx->locals + 52, (int32_t)0x00000001u);
                        mw_st<int32_t>(ctx->locals + 56, (int32_t)0x00000002u);
                        mw_st<int32_t>(ctx->locals + 60, (int32_t)0x00000002u);
                        mw_st<int32_t>(ctx->locals + 64, (int32_t)0x00000006u);
                        mw_st<int32_t>(ctx->locals + 68, (int32_t)0x00000002u);
                        mw_st<int32_t>(ctx->locals + 72, (int32_t)0x00000007u);
                        mw_st<int32_t>(ctx->locals + 76, (int32_t)0x00000002u);
#line 221 "../envs/overcooked.rhai"
                        int32_t const t47 = mw_ld<int32_t>(rr39 + (uint64_t)(204) * sscale);
                        int32_t const t48 = mw_isub((int32_t)0x00000190u, t47);
                        bool const t49 = t48 < (int32_t)0x00000028u;
                        float t50 = 0.0f;
                        if (t49) {
                            t50 = mw_f32(0x3F800000u);
                        } else {
                            t50 = mw_f32(0x00000000u);
                        }
                        l43 = t50;
#line 222 "../envs/overcooked.rhai"
                        l44 = (int32_t)0x00000000u;
                        for (;;) {
                            {
                                if (mw_stopped(ctx)) { mw_trap(ctx, 15u); return 1; }
                                bool const t53 = l44 < (int32_t)0x00000014u;
                                if (!t53) goto brk52;
                                MW_ITER();
                                {
#line 223 "../envs/overcooked.rhai"
                                    int32_t const t54 = mw_imul(l44, (int32_t)0x0000001Au);
                                    l45 = t54;
#line 224 "../envs/overcooked.rhai"
                                    l46 = (int32_t)0x00000000u;
                                    for (;;) {
                                        {
                                            if (mw_stopped(ctx)) { mw_trap(ctx, 16u); return 1; }
                                            bool const t57 = l46 < (int32_t)0x0000001Au;
                                            if (!t57) goto brk56;
                                            MW_ITER();
                                            {
                                                int32_t const t58 = mw_iadd(l45, l46);
                                                uint32_t const t59 = t58 < 0 ? 0u : t58 > 519 ? 519u : (uint32_t)t58;
                                                uint64_t const t60 = (uint64_t)t59 * 4u + 0u;
                                                uint8_t* const t61 = rr37 + t60;
                                                uint8_t* const t62 = rw38 + t60;
                                                mw_st<float>(t62 + 0, mw_canon(mw_f32(0x00000000u)));
                                            }
                                        }
                                        cont55:;
                                        {
                                            int32_t const t63 = mw_iadd(l46, (int32_t)0x00000001u);
                                            l46 = t63;
                                        }
                                    }
                                    brk56:;
#line 225 "../envs/overcooked.rhai"
                                    int32_t const t64 = mw_iadd(l45, (int32_t)0x0000000Au);
                                    uint32_t const t65 = t64 < 0 ? 0u : t64 > 519 ? 519u : (uint32_t)t64;
                                    uint64_t const t66 = (uint64_t)t65 * 4u + 0u;
                                    uint8_t* const t67 = rr37 + t66;
                                    uint8_t* const t68 = rw38 + t66;
                                    uint32_t const t69 = l44 < 0 ? 0u : l44 > 19 ? 19u : (uint32_t)l44;
                                    uint64_t const t70 = (uint64_t)t69 * 4u + 0u;
                                    uint8_t* const t71 = ctx->locals + t70;
                                    int32_t const t72 = mw_ld<int32_t>(t71);
                                    bool const t73 = t72 == (int32_t)0x00000008u;
                                    float t74 = 0.0f;
                                    if (t73) {
                                        t74 = mw_f32(0x3F800000u);
                                    } else {
                                        t74 = mw_f32(0x00000000u);
                                    }
                                    mw_st<float>(t68 + 0, mw_canon(t74));
#line 226 "../envs/overcooked.rhai"
                                    int32_t const t75 = mw_iadd(l45, (int32_t)0x0000000Cu);
                                    uint32_t const t76 = t75 < 0 ? 0u : t75 > 519 ? 519u : (uint32_t)t75;
                                    uint64_t const t77 = (uint64_t)t76 * 4u + 0u;
                                    uint8_t* const t78 = rr37 + t77;
                                    uint8_t* const t79 = rw38 + t77;
                                    uint32_t const t80 = l44 < 0 ? 0u : l44 > 19 ? 19u : (uint32_t)l44;
                                    uint64_t const t81 = (uint64_t)t80 * 4u + 0u;
                                    uint8_t* const t82 = ctx->locals + t81;
                                    int32_t const t83 = mw_ld<int32_t>(t82);
                                    bool const t84 = t83 == (int32_t)0x00000004u;
                                    float t85 = 0.0f;
                                    if (t84) {
                                        t85 = mw_f32(0x3F800000u);
                                    } else {
                                        t85 = mw_f32(0x00000000u);
                                    }
                                    mw_st<float>(t79 + 0, mw_canon(t85));
#line 227 "../envs/overcooked.rhai"
                                    int32_t const t86 = mw_iadd(l45, (int32_t)0x0000000Eu);
                                    uint32_t const t87 = t86 < 0 ? 0u : t86 > 519 ? 519u : (uint32_t)t86;
                                    uint64_t const t88 = (uint64_t)t87 * 4u + 0u;
                                    uint8_t* const t89 = rr37 + t88;
                                    uint8_t* const t90 = rw38 + t88;
                                    uint32_t const t91 = l44 < 0 ? 0u : l44 > 19 ? 19u : (uint32_t)l44;
                                    uint64_t const t92 = (uint64_t)t91 * 4u + 0u;
                                    uint8_t* const t93 = ctx->locals + t92;
                                    int32_t const t94 = mw_ld<int32_t>(t93);
                                    bool const t95 = t94 == (int32_t)0x00000006u;
                                    float t96 = 0.0f;
                                    if (t95) {
                                        t96 = mw_f32(0x3F800000u);
                                    } else {
                                        t96 = mw_f32(0x00000000u);
                                    }
                                    mw_st<float>(t90 + 0, mw_canon(t96));
#line 228 "../envs/overcooked.rhai"
                                    int32_t const t97 = mw_iadd(l45, (int32_t)0x0000000Fu);
                                    uint32_t const t98 = t97 < 0 ? 0u : t97 > 519 ? 519u : (uint32_t)t97;
                                    uint64_t const t99 = (uint64_t)t98 * 4u + 0u;
                                    uint8_t* const t100 = rr37 + t99;
                                    uint8_t* const t101 = rw38 + t99;
                                    uint32_t const t102 = l44 < 0 ? 0u : l44 > 19 ? 19u : (uint32_t)l44;
                                    uint64_t const t103 = (uint64_t)t102 * 4u + 0u;
                                    uint8_t* const t104 = ctx->locals + t103;
                                    int32_t const t105 = mw_ld<int32_t>(t104);
                                    bool const t106 = t105 == (int32_t)0x00000007u;
                                    float t107 = 0.0f;
                                    if (t106) {
                                        t107 = mw_f32(0x3F800000u);
                                    } else {
                                        t107 = mw_f32(0x00000000u);
                                    }
                                    mw_st<float>(t101 + 0, mw_canon(t107));
#line 229 "../envs/overcooked.rhai"
                                    int32_t const t108 = mw_iadd(l45, (int32_t)0x00000019u);
                                    uint32_t const t109 = t108 < 0 ? 0u : t108 > 519 ? 519u : (uint32_t)t108;
                                    uint64_t const t110 = (uint64_t)t109 * 4u + 0u;
                                    uint8_t* const t111 = rr37 + t110;
                                    uint8_t* const t112 = rw38 + t110;
                                    mw_st<float>(t112 + 0, mw_canon(l43));
                                    uint8_t *rr113 = rr37, *rw114 = rw38;
                                    uint8_t *rr115 = rr39, *rw116 = rw40;
                                    int32_t l117 = l41;
                                    int32_t l118 = l44;
                                    // write_cell
                                    {
                                        int32_t l120 = 0;
                                        int32_t l121 = 0;
                                        int32_t l122 = 0;
                                        bool l123 = false;
                                        int32_t l124 = 0;
                                        int32_t l125 = 0;
                                        bool l126 = false;
                                        bool l127 = false;
                                        int32_t l128 = 0;
#line 183 "../envs/overcooked.rhai"
                                        mw_st<int32_t>(ctx->locals + 80, (int32_t)0x00000002u);
                                        mw_st<int32_t>(ctx->locals + 84, (int32_t)0x00000002u);
                                        mw_st<int32_t>(ctx->locals + 88, (int32_t)0x00000008u);
                                        mw_st<int32_t>(ctx->locals + 92, (int32_t)0x00000002u);
                                        mw_st<int32_t>(ctx->locals + 96, (int32_t)0x00000002u);
                                        mw_st<int32_t>(ctx->locals + 100, (int32_t)0x00000004u);
                                        mw_st<int32_t>(ctx->locals + 104, (int32_t)0x00000001u);
                                        mw_st<int32_t>(ctx->locals + 108, (int32_t)0x00000001u);
                                        mw_st<int32_t>(ctx->locals + 112, (int32_t)0x00000001u);
                                        mw_st<int32_t>(ctx->locals + 116, (int32_t)0x00000004u);
                                        mw_st<int32_t>(ctx->locals + 120, (int32_t)0x00000002u);
                                        mw_st<int32_t>(ctx->locals + 124, (int32_t)0x00000001u);
                                        mw_st<int32_t>(ctx->locals + 128, (int32_t)0x00000001u);
                                        mw_st<int32_t>(ctx->locals + 132, (int32_t)0x00000001u);
                                        mw_st<int32_t>(ctx->locals + 136, (int32_t)0x00000002u);
                                        mw_st<int32_t>(ctx->locals + 140, (int32_t)0x00000002u);
                                        mw_st<int32_t>(ctx->locals + 144, (int32_t)0x00000006u);
                                        mw_st<int32_t>(ctx->locals + 148, (int32_t)0x00000002u);
                                        mw_st<int32_t>(ctx->locals + 152, (int32_t)0x00000007u);
                                        mw_st<int32_t>(ctx->locals + 156, (int32_t)0x00000002u);
#line 193 "../envs/overcooked.rhai"
                                        mw_st<int32_t>(ctx->locals + 160, (int32_t)0x00000001u);
                                        mw_st<int32_t>(ctx->locals + 164, (int32_t)0x00000001u);
                                        mw_st<int32_t>(ctx->locals + 168, (int32_t)0x00000001u);
                                        mw_st<int32_t>(ctx->locals + 172, (int32_t)0x00000001u);
                                        mw_st<int32_t>(ctx->locals + 176, (int32_t)0x00000001u);
                                        mw_st<int32_t>(ctx->locals + 180, (int32_t)0x00000001u);
                                        mw_st<int32_t>(ctx->locals + 184, (int32_t)0x00000000u);
                                        mw_st<int32_t>(ctx->locals + 188, (int32_t)0x00000000u);
                                        mw_st<int32_t>(ctx->locals + 192, (int32_t)0x00000000u);
                                        mw_st<int32_t>(ctx->locals + 196, (int32_t)0x00000001u);
                                        mw_st<int32_t>(ctx->locals + 200, (int32_t)0x00000001u);
                                        mw_st<int32_t>(ctx->locals + 204, (int32_t)0x00000000u);
                                        mw_st<int32_t>(ctx->locals + 208, (int32_t)0x00000000u);
                                        mw_st<int32_t>(ctx->locals + 212, (int32_t)0x00000000u);
                                        mw_st<int32_t>(ctx->locals + 216, (int32_t)0x00000001u);
                                        mw_st<int32_t>(ctx->locals + 220, (int32_t)0x00000001u);
                                        mw_st<int32_t>(ctx->locals + 224, (int32_t)0x00000001u);
                                        mw_st<int32_t>(ctx->locals + 228, (int32_t)0x00000001u);
                                        mw_st<int32_t>(ctx->locals + 232, (int32_t)0x00000001u);
                                        mw_st<int32_t>(ctx->locals + 236, (int32_t)0x00000001u);
#line 181 "../envs/overcooked.rhai"
                                        int32_t const t129 = mw_imul(l118, (int32_t)0x0000001Au);
                                        l120 = t129;
#line 182 "../envs/overcooked.rhai"
                                        uint32_t const t130 = l118 < 0 ? 0u : l118 > 19 ? 19u : (uint32_t)l118;
                                        uint64_t const t131 = (uint64_t)t130 * 4u + 0u;
                                        uint8_t* const t132 = rr115 + (uint64_t)(t131) * sscale;
                                        uint8_t* const t133 = rw116 + (uint64_t)(t131) * sscale;
                                        int32_t const t134 = mw_ld<int32_t>(t132);
                                        l121 = t134;
#line 183 "../envs/overcooked.rhai"
                                        {
                                            uint32_t const t136 = l118 < 0 ? 0u : l118 > 19 ? 19u : (uint32_t)l118;
                                            uint64_t const t137 = (uint64_t)t136 * 4u + 80u;
                                            uint8_t* const t138 = ctx->locals + t137;
                                            int32_t const t139 = mw_ld<int32_t>(t138);
                                            bool const t140 = t139 == (int32_t)0x00000008u;
                                            if (t140) {
                                                {
#line 184 "../envs/overcooked.rhai"
                                                    uint32_t const t141 = l118 < 0 ? 0u : l118 > 19 ? 19u : (uint32_t)l118;
                                                    uint64_t const t142 = (uint64_t)t141 * 4u + 80u;
                                                    uint8_t* const t143 = rr115 + (uint64_t)(t142) * sscale;
                                                    uint8_t* const t144 = rw116 + (uint64_t)(t142) * sscale;
                                                    int32_t const t145 = mw_ld<int32_t>(t143);
                                                    l122 = t145;
#line 185 "../envs/overcooked.rhai"
                                                    bool const t146 = l122 < (int32_t)0x00000014u;
                                                    l123 = t146;
#line 186 "../envs/overcooked.rhai"
                                                    int32_t const t147 = mw_iadd(l120, (int32_t)0x00000010u);
                                                    uint32_t const t148 = t147 < 0 ? 0u : t147 > 519 ? 519u : (uint32_t)t147;
                                                    uint64_t const t149 = (uint64_t)t148 * 4u + 0u;
                                                    uint8_t* const t150 = rr113 + t149;
                                                    uint8_t* const t151 = rw114 + t149;
                                                    float t152 = 0.0f;
                                                    if (l123) {
                                                        t152 = mw_f32(0x00000000u);
                                                    } else {
                                                        int32_t const t153 = mw_isub((int32_t)0x00000017u, l122);
                                                        int32_t const t154 = t153 < (int32_t)0x00000003u ? t153 : (int32_t)0x00000003u;
                                                        float const t155 = (float)t154;
                                                        t152 = t155;
                                                    }
                                                    mw_st<float>(t151 + 0, mw_canon(t152));
#line 187 "../envs/overcooked.rhai"
                                                    int32_t const t156 = mw_iadd(l120, (int32_t)0x00000012u);
                                                    uint32_t const t157 = t156 < 0 ? 0u : t156 > 519 ? 519u : (uint32_t)t156;
                                                    uint64_t const t158 = (uint64_t)t157 * 4u + 0u;
                                                    uint8_t* const t159 = rr113 + t158;
                                                    uint8_t* const t160 = rw114 + t158;
                                                    float t161 = 0.0f;
                                                    if (l123) {
                                                        t161 = mw_f32(0x40400000u);
                                                    } else {
                                                        t161 = mw_f32(0x00000000u);
                                                    }
                                                    mw_st<float>(t160 + 0, mw_canon(t161));
#line 188 "../envs/overcooked.rhai"
                                                    int32_t const t162 = mw_iadd(l120, (int32_t)0x00000014u);
                                                    uint32_t const t163 = t162 < 0 ? 0u : t162 > 519 ? 519u : (uint32_t)t162;
                                                    uint64_t const t164 = (uint64_t)t163 * 4u + 0u;
                                                    uint8_t* const t165 = rr113 + t164;
                                                    uint8_t* const t166 = rw114 + t164;
                                                    float t167 = 0.0f;
                                                    if (l123) {
                                                        float const t168 = (float)l122;
                                                        t167 = t168;
                                                    } else {
                                                        t167 = mw_f32(0x00000000u);
                                                    }
                                                    mw_st<float>(t166 + 0, mw_canon(t167));
#line 189 "../envs/overcooked.rhai"
                                                    int32_t const t169 = mw_iadd(l120, (int32_t)0x00000015u);
                                                    uint32_t const t170 = t169 < 0 ? 0u : t169 > 519 ? 519u : (uint32_t)t169;
                                                    uint64_t const t171 = (uint64_t)t170 * 4u + 0u;
                                                    uint8_t* const t172 = rr113 + t171;
                                                    uint8_t* const t173 = rw114 + t171;
                                                    bool const t174 = l122 == (int32_t)0x00000000u;
                                                    float t175 = 0.0f;
                                                    if (t174) {
                                                        t175 = mw_f32(0x3F800000u);
                                                    } else {
                                                        t175 = mw_f32(0x00000000u);
                                                    }
                                                    mw_st<float>(t173 + 0, mw_canon(t175));
                                                    goto ret119;
                                                }
                                                goto fi135;
                                            }
                                            {
                                            }
                                        }
                                        fi135:;
#line 192 "../envs/overcooked.rhai"
                                        l124 = l121;
#line 193 "../envs/overcooked.rhai"
                                        {
                                            uint32_t const t177 = l118 < 0 ? 0u : l118 > 19 ? 19u : (uint32_t)l118;
                                            uint64_t const t178 = (uint64_t)t177 * 4u + 160u;
                                            uint8_t* const t179 = ctx->locals + t178;
                                            int32_t const t180 = mw_ld<int32_t>(t179);
                                            bool const t181 = t180 == (int32_t)0x00000000u;
                                            if (t181) {
                                                {
#line 195 "../envs/overcooked.rhai"
                                                    l124 = (int32_t)0x00000001u;
#line 196 "../envs/overcooked.rhai"
                                                    int32_t const t182 = mw_isub((int32_t)0x00000001u, l117);
                                                    l125 = t182;
#line 197 "../envs/overcooked.rhai"
                                                    uint32_t const t183 = l117 < 0 ? 0u : l117 > 1 ? 1u : (uint32_t)l117;
                                                    uint64_t const t184 = (uint64_t)t183 * 4u + 168u;
                                                    uint8_t* const t185 = rr115 + (uint64_t)(t184) * sscale;
                                                    uint8_t* const t186 = rw116 + (uint64_t)(t184) * sscale;
                                                    int32_t const t187 = mw_ld<int32_t>(t185);
                                                    int32_t const t188 = mw_imul(t187, (int32_t)0x00000005u);
                                                    uint32_t const t189 = l117 < 0 ? 0u : l117 > 1 ? 1u : (uint32_t)l117;
                                                    uint64_t const t190 = (uint64_t)t189 * 4u + 160u;
                                                    uint8_t* const t191 = rr115 + (uint64_t)(t190) * sscale;
                                                    uint8_t* const t192 = rw116 + (uint64_t)(t190) * sscale;
                                                    int32_t const t193 = mw_ld<int32_t>(t191);
                                                    int32_t const t194 = mw_iadd(t188, t193);
                                                    bool const t195 = t194 == l118;
                                                    l126 = t195;
#line 198 "../envs/overcooked.rhai"
                                                    uint32_t const t196 = l125 < 0 ? 0u : l125 > 1 ? 1u : (uint32_t)l125;
                                                    uint64_t const t197 = (uint64_t)t196 * 4u + 168u;
                                                    uint8_t* const t198 = rr115 + (uint64_t)(t197) * sscale;
                                                    uint8_t* const t199 = rw116 + (uint64_t)(t197) * sscale;
                                                    int32_t const t200 = mw_ld<int32_t>(t198);
                                                    int32_t const t201 = mw_imul(t200, (int32_t)0x00000005u);
                                                    uint32_t const t202 = l125 < 0 ? 0u : l125 > 1 ? 1u : (uint32_t)l125;
                                                    uint64_t const t203 = (uint64_t)t202 * 4u + 160u;
                                                    uint8_t* const t204 = rr115 + (uint64_t)(t203) * sscale;
                                                    uint8_t* const t205 = rw116 + (uint64_t)(t203) * sscale;
                                                    int32_t const t206 = mw_ld<int32_t>(t204);
                                                    int32_t const t207 = mw_iadd(t201, t206);
                                                    bool const t208 = t207 == l118;
                                                    l127 = t208;
#line 199 "../envs/overcooked.rhai"
                                                    {
                                                        if (l126) {
                                                            {
                                                                uint32_t const t210 = l117 < 0 ? 0u : l117 > 1 ? 1u : (uint32_t)l117;
                                                                uint64_t const t211 = (uint64_t)t210 * 4u + 184u;
                                                                uint8_t* const t212 = rr115 + (uint64_t)(t211) * sscale;
                                                                uint8_t* const t213 = rw116 + (uint64_t)(t211) * sscale;
                                                                int32_t const t214 = mw_ld<int32_t>(t212);
                                                                l124 = t214;
                                                            }
                                                            goto fi209;
                                                        }
                                                        {
                                                        }
                                                    }
                                                    fi209:;
#line 200 "../envs/overcooked.rhai"
                                                    {
                                                        if (l127) {
                                                            {
                                                                uint32_t const t216 = l125 < 0 ? 0u : l125 > 1 ? 1u : (uint32_t)l125;
                                                                uint64_t const t217 = (uint64_t)t216 * 4u + 184u;
                                                                uint8_t* const t218 = rr115 + (uint64_t)(t217) * sscale;
                                                                uint8_t* const t219 = rw116 + (uint64_t)(t217) * sscale;
                                                                int32_t const t220 = mw_ld<int32_t>(t218);
                                                                l124 = t220;
                                                            }
                                                            goto fi215;
                                                        }
                                                        {
                                                        }
                                                    }
                                                    fi215:;
#line 201 "../envs/overcooked.rhai"
                                                    uint32_t const t221 = l120 < 0 ? 0u : l120 > 519 ? 519u : (uint32_t)l120;
                                                    uint64_t const t222 = (uint64_t)t221 * 4u + 0u;
                                                    uint8_t* const t223 = rr113 + t222;
                                                    uint8_t* const t224 = rw114 + t222;
                                                    float t225 = 0.0f;
                                                    if (l126) {
                                                        t225 = mw_f32(0x3F800000u);
                                                    } else {
                                                        t225 = mw_f32(0x00000000u);
                                                    }
                                                    mw_st<float>(t224 + 0, mw_canon(t225));
#line 202 "../envs/overcooked.rhai"
                                                    int32_t const t226 = mw_iadd(l120, (int32_t)0x00000001u);
                                                    uint32_t const t227 = t226 < 0 ? 0u : t226 > 519 ? 519u : (uint32_t)t226;
                                                    uint64_t const t228 = (uint64_t)t227 * 4u + 0u;
                                                    uint8_t* const t229 = rr113 + t228;
                                                    uint8_t* const t230 = rw114 + t228;
                                                    float t231 = 0.0f;
                                                    if (l127) {
                                                        t231 = mw_f32(0x3F800000u);
                                                    } else {
                                                        t231 = mw_f32(0x00000000u);
                                                    }
                                                    mw_st<float>(t230 + 0, mw_canon(t231));
#line 203 "../envs/overcooked.rhai"
                                                    l128 = (int32_t)0x00000000u;
                                                    for (;;) {
                                                        {
                                                            if (mw_stopped(ctx)) { mw_trap(ctx, 17u); return 1; }
                                                            bool const t234 = l128 < (int32_t)0x00000004u;
                                                            if (!t234) goto brk233;
                                                            MW_ITER();
                                                            {
#line 204 "../envs/overcooked.rhai"
                                                                int32_t const t235 = mw_iadd(l120, (int32_t)0x00000002u);
                                                                int32_t const t236 = mw_iadd(t235, l128);
                                                                uint32_t const t237 = t236 < 0 ? 0u : t236 > 519 ? 519u : (uint32_t)t236;
                                                                uint64_t const t238 = (uint64_t)t237 * 4u + 0u;
                                                                uint8_t* const t239 = rr113 + t238;
                                                                uint8_t* const t240 = rw114 + t238;
                                                                bool t241 = l126;
                                                                if (t241) {
                                                                    uint32_t const t242 = l117 < 0 ? 0u : l117 > 1 ? 1u : (uint32_t)l117;
                                                                    uint64_t const t243 = (uint64_t)t242 * 4u + 176u;
                                                                    uint8_t* const t244 = rr115 + (uint64_t)(t243) * sscale;
                                                                    uint8_t* const t245 = rw116 + (uint64_t)(t243) * sscale;
                                                                    int32_t const t246 = mw_ld<int32_t>(t244);
                                                                    bool const t247 = t246 == l128;
                                                                    t241 = t247;
                                                                }
                                                                float t248 = 0.0f;
                                                                if (t241) {
                                                                    t248 = mw_f32(0x3F800000u);
                                                                } else {
                                                                    t248 = mw_f32(0x00000000u);
                                                                }
                                                                mw_st<float>(t240 + 0, mw_canon(t248));
#line 205 "../envs/overcooked.rhai"
                                                                int32_t const t249 = mw_iadd(l120, (int32_t)0x00000006u);
                                                                int32_t const t250 = mw_iadd(t249, l128);
                                                                uint32_t const t251 = t250 < 0 ? 0u : t250 > 519 ? 519u : (uint32_t)t250;
                                                                uint64_t const t252 = (uint64_t)t251 * 4u + 0u;
                                                                uint8_t* const t253 = rr113 + t252;
                                                                uint8_t* const t254 = rw114 + t252;
                                                                bool t255 = l127;
                                                                if (t255) {
                                                                    uint32_t const t256 = l125 < 0 ? 0u : l125 > 1 ? 1u : (uint32_t)l125;
                                                                    uint64_t const t257 = (uint64_t)t256 * 4u + 176u;
                                                                    uint8_t* const t258 = rr115 + (uint64_t)(t257) * sscale;
                                                                    uint8_t* const t259 = rw116 + (uint64_t)(t257) * sscale;
                                                                    int32_t const t260 = mw_ld<int32_t>(t258);
                                                                    bool const t261 = t260 == l128;
                                                                    t255 = t261;
                                                                }
                                                                float t262 = 0.0f;
                                                                if (t255) {
                                                                    t262 = mw_f32(0x3F800000u);
                                                                } else {
                                                                    t262 = mw_f32(0x00000000u);
                                                                }
                                                                mw_st<float>(t254 + 0, mw_canon(t262));
                                                            }
                                                        }
                                                        cont232:;
                                                        {
#line 203 "../envs/overcooked.rhai"
                                                            int32_t const t263 = mw_iadd(l128, (int32_t)0x00000001u);
                                                            l128 = t263;
                                                        }
                                                    }
                                                    brk233:;
                                                }
                                                goto fi176;
                                            }
                                            uint32_t const t264 = l118 < 0 ? 0u : l118 > 19 ? 19u : (uint32_t)l118;
                                            uint64_t const t265 = (uint64_t)t264 * 4u + 80u;
                                            uint8_t* const t266 = ctx->locals + t265;
                                            int32_t const t267 = mw_ld<int32_t>(t266);
                                            bool const t268 = t267 == (int32_t)0x00000002u;
                                            if (t268) {
                                                {
#line 208 "../envs/overcooked.rhai"
                                                    int32_t const t269 = mw_iadd(l120, (int32_t)0x0000000Bu);
                                                    uint32_t const t270 = t269 < 0 ? 0u : t269 > 519 ? 519u : (uint32_t)t269;
                                                    uint64_t const t271 = (uint64_t)t270 * 4u + 0u;
                                                    uint8_t* const t272 = rr113 + t271;
                                                    uint8_t* const t273 = rw114 + t271;
                                                    bool const t274 = l121 == (int32_t)0x00000002u;
                                                    float t275 = 0.0f;
                                                    if (t274) {
                                                        t275 = mw_f32(0x3F800000u);
                                                    } else {
                                                        t275 = mw_f32(0x00000000u);
                                                    }
                                                    mw_st<float>(t273 + 0, mw_canon(t275));
                                                }
                                                goto fi176;
                                            }
                                            {
                                                goto ret119;
                                            }
                                        }
                                        fi176:;
#line 213 "../envs/overcooked.rhai"
                                        int32_t const t276 = mw_iadd(l120, (int32_t)0x00000012u);
                                        uint32_t const t277 = t276 < 0 ? 0u : t276 > 519 ? 519u : (uint32_t)t276;
                                        uint64_t const t278 = (uint64_t)t277 * 4u + 0u;
                                        uint8_t* const t279 = rr113 + t278;
                                        uint8_t* const t280 = rw114 + t278;
                                        bool const t281 = l124 == (int32_t)0x00000009u;
                                        float t282 = 0.0f;
                                        if (t281) {
                                            t282 = mw_f32(0x40400000u);
                                        } else {
                                            t282 = mw_f32(0x00000000u);
                                        }
                                        mw_st<float>(t280 + 0, mw_canon(t282));
#line 214 "../envs/overcooked.rhai"
                                        int32_t const t283 = mw_iadd(l120, (int32_t)0x00000015u);
                                        uint32_t const t284 = t283 < 0 ? 0u : t283 > 519 ? 519u : (uint32_t)t283;
                                        uint64_t const t285 = (uint64_t)t284 * 4u + 0u;
                                        uint8_t* const t286 = rr113 + t285;
                                        uint8_t* const t287 = rw114 + t285;
                                        bool const t288 = l124 == (int32_t)0x00000009u;
                                        float t289 = 0.0f;
                                        if (t288) {
                                            t289 = mw_f32(0x3F800000u);
                                        } else {
                                            t289 = mw_f32(0x00000000u);
                                        }
                                        mw_st<float>(t287 + 0, mw_canon(t289));
#line 215 "../envs/overcooked.rhai"
                                        int32_t const t290 = mw_iadd(l120, (int32_t)0x00000016u);
                                        uint32_t const t291 = t290 < 0 ? 0u : t290 > 519 ? 519u : (uint32_t)t290;
                                        uint64_t const t292 = (uint64_t)t291 * 4u + 0u;
                                        uint8_t* const t293 = rr113 + t292;
                                        uint8_t* const t294 = rw114 + t292;
                                        bool const t295 = l124 == (int32_t)0x00000005u;
                                        float t296 = 0.0f;
                                        if (t295) {
                                            t296 = mw_f32(0x3F800000u);
                                        } else {
                                            t296 = mw_f32(0x00000000u);
                                        }
                                        mw_st<float>(t294 + 0, mw_canon(t296));
#line 216 "../envs/overcooked.rhai"
                                        int32_t const t297 = mw_iadd(l120, (int32_t)0x00000017u);
                                        uint32_t const t298 = t297 < 0 ? 0u : t297 > 519 ? 519u : (uint32_t)t297;
                                        uint64_t const t299 = (uint64_t)t298 * 4u + 0u;
                                        uint8_t* const t300 = rr113 + t299;
                                        uint8_t* const t301 = rw114 + t299;
                                        bool const t302 = l124 == (int32_t)0x00000003u;
                                        float t303 = 0.0f;
                                        if (t302) {
                                            t303 = mw_f32(0x3F800000u);
                                        } else {
                                            t303 = mw_f32(0x00000000u);
                                        }
                                        mw_st<float>(t301 + 0, mw_canon(t303));
                                    }
                                    ret119:;
                                }
                            }
                            cont51:;
                            {
#line 222 "../envs/overcooked.rhai"
                                int32_t const t304 = mw_iadd(l44, (int32_t)0x00000001u);
                                l44 = t304;
                            }
                        }
                        brk52:;
                    }
                    ret42:;
                }
                goto fi34;
            }
            {
#line 415 "../envs/overcooked.rhai"
                l12 = (int32_t)0x00000000u;
                for (;;) {
                    {
                        if (mw_stopped(ctx)) { mw_trap(ctx, 18u); return 1; }
                        int32_t const t307 = mw_ld<int32_t>(rr9 + (uint64_t)(248) * sscale);
                        bool const t308 = l12 < t307;
                        if (!t308) goto brk306;
                        MW_ITER();
                        {
                            uint8_t *rr309 = rr5, *rw310 = rw6;
                            uint8_t *rr311 = rr9, *rw312 = rw10;
                            int32_t l313 = l11;
                            uint32_t const t314 = l12 < 0 ? 0u : l12 > 6 ? 6u : (uint32_t)l12;
                            uint64_t const t315 = (uint64_t)t314 * 4u + 220u;
                            uint8_t* const t316 = rr9 + (uint64_t)(t315) * sscale;
                            uint8_t* const t317 = rw10 + (uint64_t)(t315) * sscale;
                            int32_t const t318 = mw_ld<int32_t>(t316);
                            int32_t l319 = t318;
                            // write_cell
                            {
                                int32_t l321 = 0;
                                int32_t l322 = 0;
                                int32_t l323 = 0;
                                bool l324 = false;
                                int32_t l325 = 0;
                                int32_t l326 = 0;
                                bool l327 = false;
                                bool l328 = false;
                                int32_t l329 = 0;
#line 183 "../envs/overcooked.rhai"
                                mw_st<int32_t>(ctx->locals + 0, (int32_t)0x00000002u);
                                mw_st<int32_t>(ctx->locals + 4, (int32_t)0x00000002u);
                                mw_st<int32_t>(ctx->locals + 8, (int32_t)0x00000008u);
                                mw_st<int32_t>(ctx->locals + 12, (int32_t)0x00000002u);
                                mw_st<int32_t>(ctx->locals + 16, (int32_t)0x00000002u);
                                mw_st<int32_t>(ctx->locals + 20, (int32_t)0x00000004u);
                                mw_st<int32_t>(ctx->locals + 24, (int32_t)0x00000001u);
                                mw_st<int32_t>(ctx->locals + 28, (int32_t)0x00000001u);
                                mw_st<int32_t>(ctx->locals + 32, (int32_t)0x00000001u);
                                mw_st<int32_t>(ctx->locals + 36, (int32_t)0x00000004u);
                                mw_st<int32_t>(ctx->locals + 40, (int32_t)0x00000002u);
                                mw_st<int32_t>(ctx->locals + 44, (int32_t)0x00000001u);
                                mw_st<int32_t>(ctx->locals + 48, (int32_t)0x00000001u);
                                mw_st<int32_t>(ctx->locals + 52, (int32_t)0x00000001u);
                                mw_st<int32_t>(ctx->locals + 56, (int32_t)0x00000002u);
                                mw_st<int32_t>(ctx->locals + 60, (int32_t)0x00000002u);
                                mw_st<int32_t>(ctx->locals + 64, (int32_t)0x00000006u);
                                mw_st<int32_t>(ctx->locals + 68, (int32_t)0x00000002u);
                                mw_st<int32_t>(ctx->locals + 72, (int32_t)0x00000007u);
                                mw_st<int32_t>(ctx->locals + 76, (int32_t)0x00000002u);
#line 193 "../envs/overcooked.rhai"
                                mw_st<int32_t>(ctx->locals + 80, (int32_t)0x00000001u);
                                mw_st<int32_t>(ctx->locals + 84, (int32_t)0x00000001u);
                                mw_st<int32_t>(ctx->locals + 88, (int32_t)0x00000001u);
                                mw_st<int32_t>(ctx->locals + 92, (int32_t)0x00000001u);
                                mw_st<int32_t>(ctx->locals + 96, (int32_t)0x00000001u);
                                mw_st<int32_t>(ctx->locals + 100, (int32_t)0x00000001u);
                                mw_st<int32_t>(ctx->locals + 104, (int32_t)0x00000000u);
                                mw_st<int32_t>(ctx->locals + 108, (int32_t)0x00000000u);
                                mw_st<int32_t>(ctx->locals + 112, (int32_t)0x00000000u);
                                mw_st<int32_t>(ctx->locals + 116, (int32_t)0x00000001u);
                                mw_st<int32_t>(ctx->locals + 120, (int32_t)0x00000001u);
                                mw_st<int32_t>(ctx->locals + 124, (int32_t)0x00000000u);
                                mw_st<int32_t>(ctx->locals + 128, (int32_t)0x00000000u);
                                mw_st<int32_t>(ctx->locals + 132, (int32_t)0x00000000u);
                                mw_st<int32_t>(ctx->locals + 136, (int32_t)0x00000001u);
                                mw_st<int32_t>(ctx->locals + 140, (int32_t)0x00000001u);
                                mw_st<int32_t>(ctx->locals + 144, (int32_t)0x00000001u);
                                mw_st<int32_t>(ctx->locals + 148, (int32_t)0x00000001u);
                                mw_st<int32_t>(ctx->locals + 152, (int32_t)0x00000001u);
                                mw_st<int32_t>(ctx->locals + 156, (int32_t)0x00000001u);
#line 181 "../envs/overcooked.rhai"
                                int32_t const t330 = mw_imul(l319, (int32_t)0x0000001Au);
                                l321 = t330;
#line 182 "../envs/overcooked.rhai"
                                uint32_t const t331 = l319 < 0 ? 0u : l319 > 19 ? 19u : (uint32_t)l319;
                                uint64_t const t332 = (uint64_t)t331 * 4u + 0u;
                                uint8_t* const t333 = rr311 + (uint64_t)(t332) * sscale;
                                uint8_t* const t334 = rw312 + (uint64_t)(t332) * sscale;
                                int32_t const t335 = mw_ld<int32_t>(t333);
                                l322 = t335;
#line 183 "../envs/overcooked.rhai"
                                {
                                    uint32_t const t337 = l319 < 0 ? 0u : l319 > 19 ? 19u : (uint32_t)l319;
                                    uint64_t const t338 = (uint64_t)t337 * 4u + 0u;
                                    uint8_t* const t339 = ctx->locals + t338;
                                    int32_t const t340 = mw_ld<int32_t>(t339);
                                    bool const t341 = t340 == (int32_t)0x00000008u;
                                    if (t341) {
                                        {
#line 184 "../envs/overcooked.rhai"
                                            uint32_t const t342 = l319 < 0 ? 0u : l319 > 19 ? 19u : (uint32_t)l319;
                                            uint64_t const t343 = (uint64_t)t342 * 4u + 80u;
                                            uint8_t* const t344 = rr311 + (uint64_t)(t343) * sscale;
                                            uint8_t* const t345 = rw312 + (uint64_t)(t343) * sscale;
                                            int32_t const t346 = mw_ld<int32_t>(t344);
                                            l323 = t346;
#line 185 "../envs/overcooked.rhai"
                                            bool const t347 = l323 < (int32_t)0x00000014u;
                                            l324 = t347;
#line 186 "../envs/overcooked.rhai"
                                            int32_t const t348 = mw_iadd(l321, (int32_t)0x00000010u);
                                            uint32_t const t349 = t348 < 0 ? 0u : t348 > 519 ? 519u : (uint32_t)t348;
                                            uint64_t const t350 = (uint64_t)t349 * 4u + 0u;
                                            uint8_t* const t351 = rr309 + t350;
                                            uint8_t* const t352 = rw310 + t350;
                                            float t353 = 0.0f;
                                            if (l324) {
                                                t353 = mw_f32(0x00000000u);
                                            } else {
                                                int32_t const t354 = mw_isub((int32_t)0x00000017u, l323);
                                                int32_t const t355 = t354 < (int32_t)0x00000003u ? t354 : (int32_t)0x00000003u;
                                                float const t356 = (float)t355;
                                                t353 = t356;
                                            }
                                            mw_st<float>(t352 + 0, mw_canon(t353));
#line 187 "../envs/overcooked.rhai"
                                            int32_t const t357 = mw_iadd(l321, (int32_t)0x00000012u);
                                            uint32_t const t358 = t357 < 0 ? 0u : t357 > 519 ? 519u : (uint32_t)t357;
                                            uint64_t const t359 = (uint64_t)t358 * 4u + 0u;
                                            uint8_t* const t360 = rr309 + t359;
                                            uint8_t* const t361 = rw310 + t359;
                                            float t362 = 0.0f;
                                            if (l324) {
                                                t362 = mw_f32(0x40400000u);
                                            } else {
                                                t362 = mw_f32(0x00000000u);
                                            }
                                            mw_st<float>(t361 + 0, mw_canon(t362));
#line 188 "../envs/overcooked.rhai"
                                            int32_t const t363 = mw_iadd(l321, (int32_t)0x00000014u);
                                            uint32_t const t364 = t363 < 0 ? 0u : t363 > 519 ? 519u : (uint32_t)t363;
                                            uint64_t const t365 = (uint64_t)t364 * 4u + 0u;
                                            uint8_t* const t366 = rr309 + t365;
                                            uint8_t* const t367 = rw310 + t365;
                                            float t368 = 0.0f;
                                            if (l324) {
                                                float const t369 = (float)l323;
                                                t368 = t369;
                                            } else {
                                                t368 = mw_f32(0x00000000u);
                                            }
                                            mw_st<float>(t367 + 0, mw_canon(t368));
#line 189 "../envs/overcooked.rhai"
                                            int32_t const t370 = mw_iadd(l321, (int32_t)0x00000015u);
                                            uint32_t const t371 = t370 < 0 ? 0u : t370 > 519 ? 519u : (uint32_t)t370;
                                            uint64_t const t372 = (uint64_t)t371 * 4u + 0u;
                                            uint8_t* const t373 = rr309 + t372;
                                            uint8_t* const t374 = rw310 + t372;
                                            bool const t375 = l323 == (int32_t)0x00000000u;
                                            float t376 = 0.0f;
                                            if (t375) {
                                                t376 = mw_f32(0x3F800000u);
                                            } else {
                                                t376 = mw_f32(0x00000000u);
                                            }
                                            mw_st<float>(t374 + 0, mw_canon(t376));
                                            goto ret320;
                                        }
                                        goto fi336;
                                    }
                                    {
                                    }
                                }
                                fi336:;
#line 192 "../envs/overcooked.rhai"
                                l325 = l322;
#line 193 "../envs/overcooked.rhai"
                                {
                                    uint32_t const t378 = l319 < 0 ? 0u : l319 > 19 ? 19u : (uint32_t)l319;
                                    uint64_t const t379 = (uint64_t)t378 * 4u + 80u;
                                    uint8_t* const t380 = ctx->locals + t379;
                                    int32_t const t381 = mw_ld<int32_t>(t380);
                                    bool const t382 = t381 == (int32_t)0x00000000u;
                                    if (t382) {
                                        {
#line 195 "../envs/overcooked.rhai"
                                            l325 = (int32_t)0x00000001u;
#line 196 "../envs/overcooked.rhai"
                                            int32_t const t383 = mw_isub((int32_t)0x00000001u, l313);
                                            l326 = t383;
#line 197 "../envs/overcooked.rhai"
                                            uint32_t const t384 = l313 < 0 ? 0u : l313 > 1 ? 1u : (uint32_t)l313;
                                            uint64_t const t385 = (uint64_t)t384 * 4u + 168u;
                                            uint8_t* const t386 = rr311 + (uint64_t)(t385) * sscale;
                                            uint8_t* const t387 = rw312 + (uint64_t)(t385) * sscale;
                                            int32_t const t388 = mw_ld<int32_t>(t386);
                                            int32_t const t389 = mw_imul(t388, (int32_t)0x00000005u);
                                            uint32_t const t390 = l313 < 0 ? 0u : l313 > 1 ? 1u : (uint32_t)l313;
                                            uint64_t const t391 = (uint64_t)t390 * 4u + 160u;
                                            uint8_t* const t392 = rr311 + (uint64_t)(t391) * sscale;
                                            uint8_t* const t393 = rw312 + (uint64_t)(t391) * sscale;
                                            int32_t const t394 = mw_ld<int32_t>(t392);
                                            int32_t const t395 = mw_iadd(t389, t394);
                                            bool const t396 = t395 == l319;
                                            l327 = t396;
#line 198 "../envs/overcooked.rhai"
                                            uint32_t const t397 = l326 < 0 ? 0u : l326 > 1 ? 1u : (uint32_t)l326;
                                            uint64_t const t398 = (uint64_t)t397 * 4u + 168u;
                                            uint8_t* const t399 = rr311 + (uint64_t)(t398) * sscale;
                                            uint8_t* const t400 = rw312 + (uint64_t)(t398) * sscale;
                                            int32_t const t401 = mw_ld<int32_t>(t399);
                                            int32_t const t402 = mw_imul(t401, (int32_t)0x00000005u);
                                            uint32_t const t403 = l326 < 0 ? 0u : l326 > 1 ? 1u : (uint32_t)l326;
                                            uint64_t const t404 = (uint64_t)t403 * 4u + 160u;
                                            uint8_t* const t405 = rr311 + (uint64_t)(t404) * sscale;
                                            uint8_t* const t406 = rw312 + (uint64_t)(t404) * sscale;
                                            int32_t const t407 = mw_ld<int32_t>(t405);
                                            int32_t const t408 = mw_iadd(t402, t407);
                                            bool const t409 = t408 == l319;
                                            l328 = t409;
#line 199 "../envs/overcooked.rhai"
                                            {
                                                if (l327) {
                                                    {
                                                        uint32_t const t411 = l313 < 0 ? 0u : l313 > 1 ? 1u : (uint32_t)l313;
                                                        uint64_t const t412 = (uint64_t)t411 * 4u + 184u;
                                                        uint8_t* const t413 = rr311 + (uint64_t)(t412) * sscale;
                                                        uint8_t* const t414 = rw312 + (uint64_t)(t412) * sscale;
                                                        int32_t const t415 = mw_ld<int32_t>(t413);
                                                        l325 = t415;
                                                    }
                                                    goto fi410;
                                                }
                                                {
                                                }
                                            }
                                            fi410:;
#line 200 "../envs/overcooked.rhai"
                                            {
                                                if (l328) {
                                                    {
                                                        uint32_t const t417 = l326 < 0 ? 0u : l326 > 1 ? 1u : (uint32_t)l326;
                                                        uint64_t const t418 = (uint64_t)t417 * 4u + 184u;
                                                        uint8_t* const t419 = rr311 + (uint64_t)(t418) * sscale;
                                                        uint8_t* const t420 = rw312 + (uint64_t)(t418) * sscale;
                                                        int32_t const t421 = mw_ld<int32_t>(t419);
                                                        l325 = t421;
                                                    }
                                                    goto fi416;
                                                }
                                                {
                                                }
                                            }
                                            fi416:;
#line 201 "../envs/overcooked.rhai"
                                            uint32_t const t422 = l321 < 0 ? 0u : l321 > 519 ? 519u : (uint32_t)l321;
                                            uint64_t const t423 = (uint64_t)t422 * 4u + 0u;
                                            uint8_t* const t424 = rr309 + t423;
                                            uint8_t* const t425 = rw310 + t423;
                                            float t426 = 0.0f;
                                            if (l327) {
                                                t426 = mw_f32(0x3F800000u);
                                            } else {
                                                t426 = mw_f32(0x00000000u);
                                            }
                                            mw_st<float>(t425 + 0, mw_canon(t426));
#line 202 "../envs/overcooked.rhai"
                                            int32_t const t427 = mw_iadd(l321, (int32_t)0x00000001u);
                                            uint32_t const t428 = t427 < 0 ? 0u : t427 > 519 ? 519u : (uint32_t)t427;
                                            uint64_t const t429 = (uint64_t)t428 * 4u + 0u;
                                            uint8_t* const t430 = rr309 + t429;
                                            uint8_t* const t431 = rw310 + t429;
                                            float t432 = 0.0f;
                                            if (l328) {
                                                t432 = mw_f32(0x3F800000u);
                                            } else {
                                                t432 = mw_f32(0x00000000u);
                                            }
                                            mw_st<float>(t431 + 0, mw_canon(t432));
#line 203 "../envs/overcooked.rhai"
                                            l329 = (int32_t)0x00000000u;
                                            for (;;) {
                                                {
                                                    if (mw_stopped(ctx)) { mw_trap(ctx, 19u); return 1; }
                                                    bool const t435 = l329 < (int32_t)0x00000004u;
                                                    if (!t435) goto brk434;
                                                    MW_ITER();
                                                    {
#line 204 "../envs/overcooked.rhai"
                                                        int32_t const t436 = mw_iadd(l321, (int32_t)0x00000002u);
                                                        int32_t const t437 = mw_iadd(t436, l329);
                                                        uint32_t const t438 = t437 < 0 ? 0u : t437 > 519 ? 519u : (uint32_t)t437;
                                                        uint64_t const t439 = (uint64_t)t438 * 4u + 0u;
                                                        uint8_t* const t440 = rr309 + t439;
                                                        uint8_t* const t441 = rw310 + t439;
                                                        bool t442 = l327;
                                                        if (t442) {
                                                            uint32_t const t443 = l313 < 0 ? 0u : l313 > 1 ? 1u : (uint32_t)l313;
                                                            uint64_t const t444 = (uint64_t)t443 * 4u + 176u;
                                                            uint8_t* const t445 = rr311 + (uint64_t)(t444) * sscale;
                                                            uint8_t* const t446 = rw312 + (uint64_t)(t444) * sscale;
                                                            int32_t const t447 = mw_ld<int32_t>(t445);
                                                            bool const t448 = t447 == l329;
                                                            t442 = t448;
                                                        }
                                                        float t449 = 0.0f;
                                                        if (t442) {
                                                            t449 = mw_f32(0x3F800000u);
                                                        } else {
                                                            t449 = mw_f32(0x00000000u);
                                                        }
                                                        mw_st<float>(t441 + 0, mw_canon(t449));
#line 205 "../envs/overcooked.rhai"
                                                        int32_t const t450 = mw_iadd(l321, (int32_t)0x00000006u);
                                                        int32_t const t451 = mw_iadd(t450, l329);
                                                        uint32_t const t452 = t451 < 0 ? 0u : t451 > 519 ? 519u : (uint32_t)t451;
                                                        uint64_t const t453 = (uint64_t)t452 * 4u + 0u;
                                                        uint8_t* const t454 = rr309 + t453;
                                                        uint8_t* const t455 = rw310 + t453;
                                                        bool t456 = l328;
                                                        if (t456) {
                                                            uint32_t const t457 = l326 < 0 ? 0u : l326 > 1 ? 1u : (uint32_t)l326;
                                                            uint64_t const t458 = (uint64_t)t457 * 4u + 176u;
                                                            uint8_t* const t459 = rr311 + (uint64_t)(t458) * sscale;
                                                            uint8_t* const t460 = rw312 + (uint64_t)(t458) * sscale;
                                                            int32_t const t461 = mw_ld<int32_t>(t459);
                                                            bool const t462 = t461 == l329;
                                                            t456 = t462;
                                                        }
                                                        float t463 = 0.0f;
                                                        if (t456) {
                                                            t463 = mw_f32(0x3F800000u);
                                                        } else {
                                                            t463 = mw_f32(0x00000000u);
                                                        }
                                                        mw_st<float>(t455 + 0, mw_canon(t463));
                                                    }
                                                }
                                                cont433:;
                                                {
#line 203 "../envs/overcooked.rhai"
                                                    int32_t const t464 = mw_iadd(l329, (int32_t)0x00000001u);
                                                    l329 = t464;
                                                }
                                            }
                                            brk434:;
                                        }
                                        goto fi377;
                                    }
                                    uint32_t const t465 = l319 < 0 ? 0u : l319 > 19 ? 19u : (uint32_t)l319;
                                    uint64_t const t466 = (uint64_t)t465 * 4u + 0u;
                                    uint8_t* const t467 = ctx->locals + t466;
                                    int32_t const t468 = mw_ld<int32_t>(t467);
                                    bool const t469 = t468 == (int32_t)0x00000002u;
                                    if (t469) {
                                        {
#line 208 "../envs/overcooked.rhai"
                                            int32_t const t470 = mw_iadd(l321, (int32_t)0x0000000Bu);
                                            uint32_t const t471 = t470 < 0 ? 0u : t470 > 519 ? 519u : (uint32_t)t470;
                                            uint64_t const t472 = (uint64_t)t471 * 4u + 0u;
                                            uint8_t* const t473 = rr309 + t472;
                                            uint8_t* const t474 = rw310 + t472;
                                            bool const t475 = l322 == (int32_t)0x00000002u;
                                            float t476 = 0.0f;
                                            if (t475) {
                                                t476 = mw_f32(0x3F800000u);
                                            } else {
                                                t476 = mw_f32(0x00000000u);
                                            }
                                            mw_st<float>(t474 + 0, mw_canon(t476));
                                        }
                                        goto fi377;
                                    }
                                    {
                                        goto ret320;
                                    }
                                }
                                fi377:;
#line 213 "../envs/overcooked.rhai"
                                int32_t const t477 = mw_iadd(l321, (int32_t)0x00000012u);
                                uint32_t const t478 = t477 < 0 ? 0u : t477 > 519 ? 519u : (uint32_t)t477;
                                uint64_t const t479 = (uint64_t)t478 * 4u + 0u;
                                uint8_t* const t480 = rr309 + t479;
                                uint8_t* const t481 = rw310 + t479;
                                bool const t482 = l325 == (int32_t)0x00000009u;
                                float t483 = 0.0f;
                                if (t482) {
                                    t483 = mw_f32(0x40400000u);
                                } else {
                                    t483 = mw_f32(0x00000000u);
                                }
                                mw_st<float>(t481 + 0, mw_canon(t483));
#line 214 "../envs/overcooked.rhai"
                                int32_t const t484 = mw_iadd(l321, (int32_t)0x00000015u);
                                uint32_t const t485 = t484 < 0 ? 0u : t484 > 519 ? 519u : (uint32_t)t484;
                                uint64_t const t486 = (uint64_t)t485 * 4u + 0u;
                                uint8_t* const t487 = rr309 + t486;
                                uint8_t* const t488 = rw310 + t486;
                                bool const t489 = l325 == (int32_t)0x00000009u;
                                float t490 = 0.0f;
                                if (t489) {
                                    t490 = mw_f32(0x3F800000u);
                                } else {
                                    t490 = mw_f32(0x00000000u);
                                }
                                mw_st<float>(t488 + 0, mw_canon(t490));
#line 215 "../envs/overcooked.rhai"
                                int32_t const t491 = mw_iadd(l321, (int32_t)0x00000016u);
                                uint32_t const t492 = t491 < 0 ? 0u : t491 > 519 ? 519u : (uint32_t)t491;
                                uint64_t const t493 = (uint64_t)t492 * 4u + 0u;
                                uint8_t* const t494 = rr309 + t493;
                                uint8_t* const t495 = rw310 + t493;
                                bool const t496 = l325 == (int32_t)0x00000005u;
                                float t497 = 0.0f;
                                if (t496) {
                                    t497 = mw_f32(0x3F800000u);
                                } else {
                                    t497 = mw_f32(0x00000000u);
                                }
                                mw_st<float>(t495 + 0, mw_canon(t497));
#line 216 "../envs/overcooked.rhai"
                                int32_t const t498 = mw_iadd(l321, (int32_t)0x00000017u);
                                uint32_t const t499 = t498 < 0 ? 0u : t498 > 519 ? 519u : (uint32_t)t498;
                                uint64_t const t500 = (uint64_t)t499 * 4u + 0u;
                                uint8_t* const t501 = rr309 + t500;
                                uint8_t* const t502 = rw310 + t500;
                                bool const t503 = l325 == (int32_t)0x00000003u;
                                float t504 = 0.0f;
                                if (t503) {
                                    t504 = mw_f32(0x3F800000u);
                                } else {
                                    t504 = mw_f32(0x00000000u);
                                }
                                mw_st<float>(t502 + 0, mw_canon(t504));
                            }
                            ret320:;
                        }
                    }
                    cont305:;
                    {
#line 415 "../envs/overcooked.rhai"
                        int32_t const t505 = mw_iadd(l12, (int32_t)0x00000001u);
                        l12 = t505;
                    }
                }
                brk306:;
            }
        }
        fi34:;
#line 417 "../envs/overcooked.rhai"
        float const t506 = mw_ld<float>(rr9 + (uint64_t)(192) * sscale);
        mw_st<float>(rw8 + 0, mw_canon(t506));
#line 418 "../envs/overcooked.rhai"
        uint32_t const t507 = l11 < 0 ? 0u : l11 > 1 ? 1u : (uint32_t)l11;
        uint64_t const t508 = (uint64_t)t507 * 4u + 196u;
        uint8_t* const t509 = rr9 + (uint64_t)(t508) * sscale;
        uint8_t* const t510 = rw10 + (uint64_t)(t508) * sscale;
        float const t511 = mw_ld<float>(t509);
        mw_st<float>(rw8 + 4, mw_canon(t511));
    }
    end2:;
#line 4724 "kernels.cu"
    return 0;
}
#ifdef MW_HOST
MW_ENTRY void k3(const MwCtx* ctx, uint32_t start, uint32_t end) {
    for (uint32_t i = start; i < end; i++) {
        if (mw_k3(ctx, i)) return;
    }
}
#endif
#line 4734 "kernels.cu"

// worlds of `clock`
MW_DEV int mw_k4(const MwCtx* ctx, uint32_t i) {
    const uint32_t w = i;
    const uint32_t eid = 4294967295u;
    const uint64_t ent = 0;
    (void)ent; (void)eid;
    const uint64_t sscale = mw_sscale(ctx);
    (void)sscale;
    uint32_t ctr = 0;
    // system `clock`
    ctr = 0;
    const uint32_t* ks1 = ctx->streams[5u];
    {
        uint8_t* rr3 = mw_single(ctx, 2u, w, 256u);
        uint8_t* rw4 = rr3;
#line 422 "../envs/overcooked.rhai"
        {
            int32_t const t6 = mw_ld<int32_t>(rr3 + (uint64_t)(216) * sscale);
            bool const t7 = t6 == (int32_t)0x00000001u;
            if (t7) {
                {
                    mw_reset_world(ctx, w);
                }
                goto fi5;
            }
            {
            }
        }
        fi5:;
    }
    end2:;
#line 4767 "kernels.cu"
    return 0;
}
#ifdef MW_HOST
MW_ENTRY void k4(const MwCtx* ctx, uint32_t start, uint32_t end) {
    for (uint32_t i = start; i < end; i++) {
        if (mw_k4(ctx, i)) return;
    }
}
#endif
#line 4777 "kernels.cu"

// worlds of `init_world`
MW_DEV int mw_k5(const MwCtx* ctx, uint32_t i) {
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
        uint8_t* rr3 = mw_single(ctx, 2u, w, 256u);
        uint8_t* rw4 = rr3;
        int32_t l5 = 0;
        int32_t l6 = 0;
        int32_t l7 = 0;
        int32_t l8 = 0;
        int32_t l9 = 0;
        int32_t l10 = 0;
        int32_t l11 = 0;
        int32_t l12 = 0;
        int32_t l13 = 0;
        uint64_t l14 = 0ull;
        uint8_t *rr15 = 0, *rw16 = 0;
#line 242 "../envs/overcooked.rhai"
        mw_st<int32_t>(ctx->locals + 0, (int32_t)0x00000002u);
        mw_st<int32_t>(ctx->locals + 4, (int32_t)0x00000002u);
        mw_st<int32_t>(ctx->locals + 8, (int32_t)0x00000008u);
        mw_st<int32_t>(ctx->locals + 12, (int32_t)0x00000002u);
        mw_st<int32_t>(ctx->locals + 16, (int32_t)0x00000002u);
        mw_st<int32_t>(ctx->locals + 20, (int32_t)0x00000004u);
        mw_st<int32_t>(ctx->locals + 24, (int32_t)0x00000001u);
        mw_st<int32_t>(ctx->locals + 28, (int32_t)0x00000001u);
        mw_st<int32_t>(ctx->locals + 32, (int32_t)0x00000001u);
        mw_st<int32_t>(ctx->locals + 36, (int32_t)0x00000004u);
        mw_st<int32_t>(ctx->locals + 40, (int32_t)0x00000002u);
        mw_st<int32_t>(ctx->locals + 44, (int32_t)0x00000001u);
        mw_st<int32_t>(ctx->locals + 48, (int32_t)0x00000001u);
        mw_st<int32_t>(ctx->locals + 52, (int32_t)0x00000001u);
        mw_st<int32_t>(ctx->locals + 56, (int32_t)0x00000002u);
        mw_st<int32_t>(ctx->locals + 60, (int32_t)0x00000002u);
        mw_st<int32_t>(ctx->locals + 64, (int32_t)0x00000006u);
        mw_st<int32_t>(ctx->locals + 68, (int32_t)0x00000002u);
        mw_st<int32_t>(ctx->locals + 72, (int32_t)0x00000007u);
        mw_st<int32_t>(ctx->locals + 76, (int32_t)0x00000002u);
#line 245 "../envs/overcooked.rhai"
        mw_st<int32_t>(ctx->locals + 80, (int32_t)0x00000001u);
        mw_st<int32_t>(ctx->locals + 84, (int32_t)0x00000003u);
#line 246 "../envs/overcooked.rhai"
        mw_st<int32_t>(ctx->locals + 88, (int32_t)0x00000001u);
        mw_st<int32_t>(ctx->locals + 92, (int32_t)0x00000001u);
#line 256 "../envs/overcooked.rhai"
        mw_st<int32_t>(ctx->locals + 176, (int32_t)0x00000001u);
        mw_st<int32_t>(ctx->locals + 180, (int32_t)0x00000001u);
        mw_st<int32_t>(ctx->locals + 184, (int32_t)0x00000001u);
        mw_st<int32_t>(ctx->locals + 188, (int32_t)0x00000001u);
        mw_st<int32_t>(ctx->locals + 192, (int32_t)0x00000001u);
        mw_st<int32_t>(ctx->locals + 196, (int32_t)0x00000001u);
        mw_st<int32_t>(ctx->locals + 200, (int32_t)0x00000000u);
        mw_st<int32_t>(ctx->locals + 204, (int32_t)0x00000000u);
        mw_st<int32_t>(ctx->locals + 208, (int32_t)0x00000000u);
        mw_st<int32_t>(ctx->locals + 212, (int32_t)0x00000001u);
        mw_st<int32_t>(ctx->locals + 216, (int32_t)0x00000001u);
        mw_st<int32_t>(ctx->locals + 220, (int32_t)0x00000000u);
        mw_st<int32_t>(ctx->locals + 224, (int32_t)0x00000000u);
        mw_st<int32_t>(ctx->locals + 228, (int32_t)0x00000000u);
        mw_st<int32_t>(ctx->locals + 232, (int32_t)0x00000001u);
        mw_st<int32_t>(ctx->locals + 236, (int32_t)0x00000001u);
        mw_st<int32_t>(ctx->locals + 240, (int32_t)0x00000001u);
        mw_st<int32_t>(ctx->locals + 244, (int32_t)0x00000001u);
        mw_st<int32_t>(ctx->locals + 248, (int32_t)0x00000001u);
        mw_st<int32_t>(ctx->locals + 252, (int32_t)0x00000001u);
#line 242 "../envs/overcooked.rhai"
        int32_t const t17 = mw_ld<int32_t>(ctx->locals + 0);
        int32_t const t18 = mw_ld<int32_t>(ctx->locals + 4);
        int32_t const t19 = mw_ld<int32_t>(ctx->locals + 8);
        int32_t const t20 = mw_ld<int32_t>(ctx->locals + 12);
        int32_t const t21 = mw_ld<int32_t>(ctx->locals + 16);
        int32_t const t22 = mw_ld<int32_t>(ctx->locals + 20);
        int32_t const t23 = mw_ld<int32_t>(ctx->locals + 24);
        int32_t const t24 = mw_ld<int32_t>(ctx->locals + 28);
        int32_t const t25 = mw_ld<int32_t>(ctx->locals + 32);
        int32_t const t26 = mw_ld<int32_t>(ctx->locals + 36);
        int32_t const t27 = mw_ld<int32_t>(ctx->locals + 40);
        int32_t const t28 = mw_ld<int32_t>(ctx->locals + 44);
        int32_t const t29 = mw_ld<int32_t>(ctx->locals + 48);
        int32_t const t30 = mw_ld<int32_t>(ctx->locals + 52);
        int32_t const t31 = mw_ld<int32_t>(ctx->locals + 56);
        int32_t const t32 = mw_ld<int32_t>(ctx->locals + 60);
        int32_t const t33 = mw_ld<int32_t>(ctx->locals + 64);
        int32_t const t34 = mw_ld<int32_t>(ctx->locals + 68);
        int32_t const t35 = mw_ld<int32_t>(ctx->locals + 72);
        int32_t const t36 = mw_ld<int32_t>(ctx->locals + 76);
        mw_st<int32_t>(rw4, t17);
        mw_st<int32_t>(rw4 + (uint64_t)(4) * sscale, t18);
        mw_st<int32_t>(rw4 + (uint64_t)(8) * sscale, t19);
        mw_st<int32_t>(rw4 + (uint64_t)(12) * sscale, t20);
        mw_st<int32_t>(rw4 + (uint64_t)(16) * sscale, t21);
        mw_st<int32_t>(rw4 + (uint64_t)(20) * sscale, t22);
        mw_st<int32_t>(rw4 + (uint64_t)(24) * sscale, t23);
        mw_st<int32_t>(rw4 + (uint64_t)(28) * sscale, t24);
        mw_st<int32_t>(rw4 + (uint64_t)(32) * sscale, t25);
        mw_st<int32_t>(rw4 + (uint64_t)(36) * sscale, t26);
        mw_st<int32_t>(rw4 + (uint64_t)(40) * sscale, t27);
        mw_st<int32_t>(rw4 + (uint64_t)(44) * sscale, t28);
        mw_st<int32_t>(rw4 + (uint64_t)(48) * sscale, t29);
        mw_st<int32_t>(rw4 + (uint64_t)(52) * sscale, t30);
        mw_st<int32_t>(rw4 + (uint64_t)(56) * sscale, t31);
        mw_st<int32_t>(rw4 + (uint64_t)(60) * sscale, t32);
        mw_st<int32_t>(rw4 + (uint64_t)(64) * sscale, t33);
        mw_st<int32_t>(rw4 + (uint64_t)(68) * sscale, t34);
        mw_st<int32_t>(rw4 + (uint64_t)(72) * sscale, t35);
        mw_st<int32_t>(rw4 + (uint64_t)(76) * sscale, t36);
#line 243 "../envs/overcooked.rhai"
        l5 = (int32_t)0x00000000u;
        for (;;) {
            {
                if (mw_stopped(ctx)) { mw_trap(ctx, 21u); return 1; }
                bool const t39 = l5 < (int32_t)0x00000014u;
                if (!t39) goto brk38;
                MW_ITER();
                {
                    uint32_t const t40 = l5 < 0 ? 0u : l5 > 19 ? 19u : (uint32_t)l5;
                    uint64_t const t41 = (uint64_t)t40 * 4u + 80u;
                    uint8_t* const t42 = rr3 + (uint64_t)(t41) * sscale;
                    uint8_t* const t43 = rw4 + (uint64_t)(t41) * sscale;
                    uint32_t const t44 = l5 < 0 ? 0u : l5 > 19 ? 19u : (uint32_t)l5;
                    uint64_t const t45 = (uint64_t)t44 * 4u + 0u;
                    uint8_t* const t46 = ctx->locals + t45;
                    int32_t const t47 = mw_ld<int32_t>(t46);
                    bool const t48 = t47 == (int32_t)0x00000008u;
                    int32_t t49 = 0;
                    if (t48) {
                        t49 = (int32_t)0x00000017u;
                    } else {
                        t49 = (int32_t)0x00000000u;
                    }
                    mw_st<int32_t>(t43, t49);
                }
            }
            cont37:;
            {
                int32_t const t50 = mw_iadd(l5, (int32_t)0x00000001u);
                l5 = t50;
            }
        }
        brk38:;
#line 244 "../envs/overcooked.rhai"
        l6 = (int32_t)0x00000000u;
        for (;;) {
            {
                if (mw_stopped(ctx)) { mw_trap(ctx, 22u); return 1; }
                bool const t53 = l6 < (int32_t)0x00000002u;
                if (!t53) goto brk52;
                MW_ITER();
                {
#line 245 "../envs/overcooked.rhai"
                    uint32_t const t54 = l6 < 0 ? 0u : l6 > 1 ? 1u : (uint32_t)l6;
                    uint64_t const t55 = (uint64_t)t54 * 4u + 160u;
                    uint8_t* const t56 = rr3 + (uint64_t)(t55) * sscale;
                    uint8_t* const t57 = rw4 + (uint64_t)(t55) * sscale;
                    uint32_t const t58 = l6 < 0 ? 0u : l6 > 1 ? 1u : (uint32_t)l6;
                    uint64_t const t59 = (uint64_t)t58 * 4u + 80u;
                    uint8_t* const t60 = ctx->locals + t59;
                    int32_t const t61 = mw_ld<int32_t>(t60);
                    mw_st<int32_t>(t57, t61);
#line 246 "../envs/overcooked.rhai"
                    uint32_t const t62 = l6 < 0 ? 0u : l6 > 1 ? 1u : (uint32_t)l6;
                    uint64_t const t63 = (uint64_t)t62 * 4u + 168u;
                    uint8_t* const t64 = rr3 + (uint64_t)(t63) * sscale;
                    uint8_t* const t65 = rw4 + (uint64_t)(t63) * sscale;
                    uint32_t const t66 = l6 < 0 ? 0u : l6 > 1 ? 1u : (uint32_t)l6;
                    uint64_t const t67 = (uint64_t)t66 * 4u + 88u;
                    uint8_t* const t68 = ctx->locals + t67;
                    int32_t const t69 = mw_ld<int32_t>(t68);
                    mw_st<int32_t>(t65, t69);
#line 247 "../envs/overcooked.rhai"
                    uint32_t const t70 = l6 < 0 ? 0u : l6 > 1 ? 1u : (uint32_t)l6;
                    uint64_t const t71 = (uint64_t)t70 * 4u + 176u;
                    uint8_t* const t72 = rr3 + (uint64_t)(t71) * sscale;
                    uint8_t* const t73 = rw4 + (uint64_t)(t71) * sscale;
                    int32_t l74 = (int32_t)0x00000000u;
                    int32_t l75 = (int32_t)0x00000004u;
                    int32_t r76 = 0;
                    // rand_int
                    {
#line 411 "<prelude>"
                        {
                            bool const t79 = l75 <= l74;
                            if (t79) {
                                {
                                    r76 = l74;
                                    goto ret77;
                                }
                                goto fi78;
                            }
                            {
                            }
                        }
                        fi78:;
#line 412 "<prelude>"
                        uint32_t const t80 = mw_pcg4d(w ^ ks1[0], eid ^ ks1[1], ctx->step ^ ks1[2], ctr ^ ks1[3]);
                        ctr++;
                        int32_t const t81 = mw_isub(l75, l74);
                        uint32_t const t82 = (uint32_t)t81;
                        uint32_t const t83 = mw_mulhi(t80, t82);
                        int32_t const t84 = (int32_t)t83;
                        int32_t const t85 = mw_iadd(l74, t84);
                        r76 = t85;
                        goto ret77;
                    }
                    ret77:;
                    mw_st<int32_t>(t73, r76);
#line 248 "../envs/overcooked.rhai"
                    uint32_t const t86 = l6 < 0 ? 0u : l6 > 1 ? 1u : (uint32_t)l6;
                    uint64_t const t87 = (uint64_t)t86 * 4u + 184u;
                    uint8_t* const t88 = rr3 + (uint64_t)(t87) * sscale;
                    uint8_t* const t89 = rw4 + (uint64_t)(t87) * sscale;
                    mw_st<int32_t>(t89, (int32_t)0x00000001u);
                }
            }
            cont51:;
            {
#line 244 "../envs/overcooked.rhai"
                int32_t const t90 = mw_iadd(l6, (int32_t)0x00000001u);
                l6 = t90;
            }
        }
        brk52:;
#line 250 "../envs/overcooked.rhai"
        {
            if (false) {
                {
#line 253 "../envs/overcooked.rhai"
                    mw_zero(ctx->locals + 96, 80u);
#line 254 "../envs/overcooked.rhai"
                    l7 = (int32_t)0x00000000u;
#line 255 "../envs/overcooked.rhai"
                    l8 = (int32_t)0x00000000u;
                    for (;;) {
                        {
                            if (mw_stopped(ctx)) { mw_trap(ctx, 23u); return 1; }
                            bool const t94 = l8 < (int32_t)0x00000014u;
                            if (!t94) goto brk93;
                            MW_ITER();
                            {
#line 256 "../envs/overcooked.rhai"
                                {
                                    uint32_t const t96 = l8 < 0 ? 0u : l8 > 19 ? 19u : (uint32_t)l8;
                                    uint64_t const t97 = (uint64_t)t96 * 4u + 176u;
                                    uint8_t* const t98 = ctx->locals + t97;
                                    int32_t const t99 = mw_ld<int32_t>(t98);
                                    bool const t100 = t99 == (int32_t)0x00000000u;
                                    if (t100) {
                                        {
#line 257 "../envs/overcooked.rhai"
                                            uint32_t const t101 = l7 < 0 ? 0u : l7 > 19 ? 19u : (uint32_t)l7;
                                            uint64_t const t102 = (uint64_t)t101 * 4u + 96u;
                                            uint8_t* const t103 = ctx->locals + t102;
                                            mw_st<int32_t>(t103 + 0, l8);
#line 258 "../envs/overcooked.rhai"
                                            int32_t const t104 = mw_iadd(l7, (int32_t)0x00000001u);
                                            l7 = t104;
                                        }
                                        goto fi95;
                                    }
                                    {
                                    }
                                }
                                fi95:;
                            }
                        }
                        cont92:;
                        {
#line 255 "../envs/overcooked.rhai"
                            int32_t const t105 = mw_iadd(l8, (int32_t)0x00000001u);
                            l8 = t105;
                        }
                    }
                    brk93:;
#line 261 "../envs/overcooked.rhai"
                    int32_t l106 = (int32_t)0x00000000u;
                    int32_t l107 = l7;
                    int32_t r108 = 0;
                    // rand_int
                    {
#line 411 "<prelude>"
                        {
                            bool const t111 = l107 <= l106;
                            if (t111) {
                                {
                                    r108 = l106;
                                    goto ret109;
                                }
                                goto fi110;
                            }
                            {
                            }
                        }
                        fi110:;
#line 412 "<prelude>"
                        uint32_t const t112 = mw_pcg4d(w ^ ks1[0], eid ^ ks1[1], ctx->step ^ ks1[2], ctr ^ ks1[3]);
                        ctr++;
                        int32_t const t113 = mw_isub(l107, l106);
                        uint32_t const t114 = (uint32_t)t113;
                        uint32_t const t115 = mw_mulhi(t112, t114);
                        int32_t const t116 = (int32_t)t115;
                        int32_t const t117 = mw_iadd(l106, t116);
                        r108 = t117;
                        goto ret109;
                    }
                    ret109:;
                    l9 = r108;
#line 262 "../envs/overcooked.rhai"
                    int32_t l118 = (int32_t)0x00000000u;
                    int32_t const t119 = mw_isub(l7, (int32_t)0x00000001u);
                    int32_t l120 = t119;
                    int32_t r121 = 0;
                    // rand_int
                    {
#line 411 "<prelude>"
                        {
                            bool const t124 = l120 <= l118;
                            if (t124) {
                                {
                                    r121 = l118;
                                    goto ret122;
                                }
                                goto fi123;
                            }
                            {
                            }
                        }
                        fi123:;
#line 412 "<prelude>"
                        uint32_t const t125 = mw_pcg4d(w ^ ks1[0], eid ^ ks1[1], ctx->step ^ ks1[2], ctr ^ ks1[3]);
                        ctr++;
                        int32_t const t126 = mw_isub(l120, l118);
                        uint32_t const t127 = (uint32_t)t126;
                        uint32_t const t128 = mw_mulhi(t125, t127);
                        int32_t const t129 = (int32_t)t128;
                        int32_t const t130 = mw_iadd(l118, t129);
                        r121 = t130;
                        goto ret122;
                    }
                    ret122:;
                    l10 = r121;
#line 263 "../envs/overcooked.rhai"
                    {
                        bool const t132 = l10 >= l9;
                        if (t132) {
                            {
                                int32_t const t133 = mw_iadd(l10, (int32_t)0x00000001u);
                                l10 = t133;
                            }
                            goto fi131;
                        }
                        {
                        }
                    }
                    fi131:;
#line 264 "../envs/overcooked.rhai"
                    uint32_t const t134 = (int32_t)0x00000000u < 0 ? 0u : (int32_t)0x00000000u > 1 ? 1u : (uint32_t)(int32_t)0x00000000u;
                    uint64_t const t135 = (uint64_t)t134 * 4u + 160u;
                    uint8_t* const t136 = rr3 + (uint64_t)(t135) * sscale;
                    uint8_t* const t137 = rw4 + (uint64_t)(t135) * sscale;
                    uint32_t const t138 = l9 < 0 ? 0u : l9 > 19 ? 19u : (uint32_t)l9;
                    uint64_t const t139 = (uint64_t)t138 * 4u + 96u;
                    uint8_t* const t140 = ctx->locals + t139;
                    int32_t const t141 = mw_ld<int32_t>(t140);
                    int32_t const t142 = mw_irem(t141, (int32_t)0x00000005u);
                    mw_st<int32_t>(t137, t142);
#line 265 "../envs/overcooked.rhai"
                    uint32_t const t143 = (int32_t)0x00000000u < 0 ? 0u : (int32_t)0x00000000u > 1 ? 1u : (uint32_t)(int32_t)0x00000000u;
                    uint64_t const t144 = (uint64_t)t143 * 4u + 168u;
                    uint8_t* const t145 = rr3 + (uint64_t)(t144) * sscale;
                    uint8_t* const t146 = rw4 + (uint64_t)(t144) * sscale;
                    uint32_t const t147 = l9 < 0 ? 0u : l9 > 19 ? 19u : (uint32_t)l9;
                    uint64_t const t148 = (uint64_t)t147 * 4u + 96u;
                    uint8_t* const t149 = ctx->locals + t148;
                    int32_t const t150 = mw_ld<int32_t>(t149);
                    int32_t const t151 = mw_idiv(t150, (int32_t)0x00000005u);
                    mw_st<int32_t>(t146, t151);
#line 266 "../envs/overcooked.rhai"
                    uint32_t const t152 = (int32_t)0x00000001u < 0 ? 0u : (int32_t)0x00000001u > 1 ? 1u : (uint32_t)(int32_t)0x00000001u;
                    uint64_t const t153 = (uint64_t)t152 * 4u + 160u;
                    uint8_t* const t154 = rr3 + (uint64_t)(t153) * sscale;
                    uint8_t* const t155 = rw4 + (uint64_t)(t153) * sscale;
                    uint32_t const t156 = l10 < 0 ? 0u : l10 > 19 ? 19u : (uint32_t)l10;
                    uint64_t const t157 = (uint64_t)t156 * 4u + 96u;
                    uint8_t* const t158 = ctx->locals + t157;
                    int32_t const t159 = mw_ld<int32_t>(t158);
                    int32_t const t160 = mw_irem(t159, (int32_t)0x00000005u);
                    mw_st<int32_t>(t155, t160);
#line 267 "../envs/overcooked.rhai"
                    uint32_t const t161 = (int32_t)0x00000001u < 0 ? 0u : (int32_t)0x00000001u > 1 ? 1u : (uint32_t)(int32_t)0x00000001u;
                    uint64_t const t162 = (uint64_t)t161 * 4u + 168u;
                    uint8_t* const t163 = rr3 + (uint64_t)(t162) * sscale;
                    uint8_t* const t164 = rw4 + (uint64_t)(t162) * sscale;
                    uint32_t const t165 = l10 < 0 ? 0u : l10 > 19 ? 19u : (uint32_t)l10;
                    uint64_t const t166 = (uint64_t)t165 * 4u + 96u;
                    uint8_t* const t167 = ctx->locals + t166;
                    int32_t const t168 = mw_ld<int32_t>(t167);
                    int32_t const t169 = mw_idiv(t168, (int32_t)0x00000005u);
                    mw_st<int32_t>(t164, t169);
#line 268 "../envs/overcooked.rhai"
                    mw_st<int32_t>(ctx->locals + 256, (int32_t)0x00000001u);
                    mw_st<int32_t>(ctx->locals + 260, (int32_t)0x00000003u);
                    mw_st<int32_t>(ctx->locals + 264, (int32_t)0x00000005u);
                    mw_st<int32_t>(ctx->locals + 268, (int32_t)0x00000009u);
#line 269 "../envs/overcooked.rhai"
                    l11 = (int32_t)0x00000000u;
                    for (;;) {
                        {
                            if (mw_stopped(ctx)) { mw_trap(ctx, 24u); return 1; }
                            bool const t172 = l11 < (int32_t)0x00000002u;
                            if (!t172) goto brk171;
                            MW_ITER();
                            {
                                uint32_t const t173 = l11 < 0 ? 0u : l11 > 1 ? 1u : (uint32_t)l11;
                                uint64_t const t174 = (uint64_t)t173 * 4u + 184u;
                                uint8_t* const t175 = rr3 + (uint64_t)(t174) * sscale;
                                uint8_t* const t176 = rw4 + (uint64_t)(t174) * sscale;
                                int32_t l177 = (int32_t)0x00000000u;
                                int32_t l178 = (int32_t)0x00000004u;
                                int32_t r179 = 0;
                                // rand_int
                                {
#line 411 "<prelude>"
                                    {
                                        bool const t182 = l178 <= l177;
                                        if (t182) {
                                            {
                                                r179 = l177;
                                                goto ret180;
                                            }
                                            goto fi181;
                                        }
                                        {
                                        }
                                    }
                                    fi181:;
#line 412 "<prelude>"
                                    uint32_t const t183 = mw_pcg4d(w ^ ks1[0], eid ^ ks1[1], ctx->step ^ ks1[2], ctr ^ ks1[3]);
                                    ctr++;
                                    int32_t const t184 = mw_isub(l178, l177);
                                    uint32_t const t185 = (uint32_t)t184;
                                    uint32_t const t186 = mw_mulhi(t183, t185);
                                    int32_t const t187 = (int32_t)t186;
                                    int32_t const t188 = mw_iadd(l177, t187);
                                    r179 = t188;
                                    goto ret180;
                                }
                                ret180:;
                                uint32_t const t189 = r179 < 0 ? 0u : r179 > 3 ? 3u : (uint32_t)r179;
                                uint64_t const t190 = (uint64_t)t189 * 4u + 256u;
                                uint8_t* const t191 = ctx->locals + t190;
                                int32_t const t192 = mw_ld<int32_t>(t191);
                                mw_st<int32_t>(t176, t192);
                            }
                        }
                        cont170:;
                        {
#line 269 "../envs/overcooked.rhai"
                            int32_t const t193 = mw_iadd(l11, (int32_t)0x00000001u);
                            l11 = t193;
                        }
                    }
                    brk171:;
#line 270 "../envs/overcooked.rhai"
                    l12 = (int32_t)0x00000000u;
                    for (;;) {
                        {
                            if (mw_stopped(ctx)) { mw_trap(ctx, 25u); return 1; }
                            bool const t196 = l12 < (int32_t)0x00000014u;
                            if (!t196) goto brk195;
                            MW_ITER();
                            {
#line 271 "../envs/overcooked.rhai"
                                {
                                    uint32_t const t198 = l12 < 0 ? 0u : l12 > 19 ? 19u : (uint32_t)l12;
                                    uint64_t const t199 = (uint64_t)t198 * 4u + 0u;
                                    uint8_t* const t200 = ctx->locals + t199;
                                    int32_t const t201 = mw_ld<int32_t>(t200);
                                    bool const t202 = t201 == (int32_t)0x00000008u;
                                    if (t202) {
                                        {
                                            uint32_t const t203 = l12 < 0 ? 0u : l12 > 19 ? 19u : (uint32_t)l12;
                                            uint64_t const t204 = (uint64_t)t203 * 4u + 80u;
                                            uint8_t* const t205 = rr3 + (uint64_t)(t204) * sscale;
                                            uint8_t* const t206 = rw4 + (uint64_t)(t204) * sscale;
                                            int32_t l207 = (int32_t)0x00000000u;
                                            int32_t l208 = (int32_t)0x00000018u;
                                            int32_t r209 = 0;
                                            // rand_int
                                            {
#line 411 "<prelude>"
                                                {
                                                    bool const t212 = l208 <= l207;
                                                    if (t212) {
                                                        {
                                                            r209 = l207;
                                                            goto ret210;
                                                        }
                                                        goto fi211;
                                                    }
                                                    {
                                                    }
                                                }
                                                fi211:;
#line 412 "<prelude>"
                                                uint32_t const t213 = mw_pcg4d(w ^ ks1[0], eid ^ ks1[1], ctx->step ^ ks1[2], ctr ^ ks1[3]);
                                                ctr++;
                                                int32_t const t214 = mw_isub(l208, l207);
                                                uint32_t const t215 = (uint32_t)t214;
                                                uint32_t const t216 = mw_mulhi(t213, t215);
                                                int32_t const t217 = (int32_t)t216;
                                                int32_t const t218 = mw_iadd(l207, t217);
                                                r209 = t218;
                                                goto ret210;
                                            }
                                            ret210:;
                                            mw_st<int32_t>(t206, r209);
                                        }
                                        goto fi197;
                                    }
                                    {
                                    }
                                }
                                fi197:;
                            }
                        }
                        cont194:;
                        {
#line 270 "../envs/overcooked.rhai"
                            int32_t const t219 = mw_iadd(l12, (int32_t)0x00000001u);
                            l12 = t219;
                        }
                    }
                    brk195:;
                }
                goto fi91;
            }
            {
            }
        }
        fi91:;
#line 274 "../envs/overcooked.rhai"
        mw_st<int32_t>(rw4 + (uint64_t)(204) * sscale, (int32_t)0x00000000u);
#line 275 "../envs/overcooked.rhai"
        mw_st<int32_t>(rw4 + (uint64_t)(208) * sscale, (int32_t)0x00000000u);
#line 277 "../envs/overcooked.rhai"
        l13 = (int32_t)0x00000000u;
        for (;;) {
            {
                if (mw_stopped(ctx)) { mw_trap(ctx, 26u); return 1; }
                bool const t222 = l13 < (int32_t)0x00000002u;
                if (!t222) goto brk221;
                MW_ITER();
                {
#line 278 "../envs/overcooked.rhai"
                    uint64_t const t223 = mw_spawn(ctx, 0u, w, 0u);
                    l14 = t223;
                    uint8_t* const t224 = mw_lookup(ctx, w, l14, 1u);
                    uint8_t* const t225 = t224 ? t224 : (uint8_t*)ctx->zero;
                    uint8_t* const t226 = t224 ? t224 : ctx->scratch;
                    rr15 = t225; rw16 = t226;
#line 280 "../envs/overcooked.rhai"
                    mw_st<int32_t>(rw16 + 0, l13);
#line 281 "../envs/overcooked.rhai"
                    uint32_t const t227 = l13 < 0 ? 0u : l13 > 1 ? 1u : (uint32_t)l13;
                    uint64_t const t228 = (uint64_t)t227 * 4u + 160u;
                    uint8_t* const t229 = rr3 + (uint64_t)(t228) * sscale;
                    uint8_t* const t230 = rw4 + (uint64_t)(t228) * sscale;
                    int32_t const t231 = mw_ld<int32_t>(t229);
                    mw_st<int32_t>(rw16 + 4, t231);
#line 282 "../envs/overcooked.rhai"
                    uint32_t const t232 = l13 < 0 ? 0u : l13 > 1 ? 1u : (uint32_t)l13;
                    uint64_t const t233 = (uint64_t)t232 * 4u + 168u;
                    uint8_t* const t234 = rr3 + (uint64_t)(t233) * sscale;
                    uint8_t* const t235 = rw4 + (uint64_t)(t233) * sscale;
                    int32_t const t236 = mw_ld<int32_t>(t234);
                    mw_st<int32_t>(rw16 + 8, t236);
#line 283 "../envs/overcooked.rhai"
                    uint32_t const t237 = l13 < 0 ? 0u : l13 > 1 ? 1u : (uint32_t)l13;
                    uint64_t const t238 = (uint64_t)t237 * 4u + 176u;
                    uint8_t* const t239 = rr3 + (uint64_t)(t238) * sscale;
                    uint8_t* const t240 = rw4 + (uint64_t)(t238) * sscale;
                    int32_t const t241 = mw_ld<int32_t>(t239);
                    mw_st<int32_t>(rw16 + 12, t241);
#line 284 "../envs/overcooked.rhai"
                    uint32_t const t242 = l13 < 0 ? 0u : l13 > 1 ? 1u : (uint32_t)l13;
                    uint64_t const t243 = (uint64_t)t242 * 4u + 184u;
                    uint8_t* const t244 = rr3 + (uint64_t)(t243) * sscale;
                    uint8_t* const t245 = rw4 + (uint64_t)(t243) * sscale;
                    int32_t const t246 = mw_ld<int32_t>(t244);
                    mw_st<int32_t>(rw16 + 16, t246);
                    uint8_t* const t247 = mw_lookup(ctx, w, l14, 3u);
                    uint8_t* const t248 = t247 ? t247 : (uint8_t*)ctx->zero;
                    uint8_t* const t249 = t247 ? t247 : ctx->scratch;
                    uint8_t *rr250 = t248, *rw251 = t249;
                    uint8_t *rr252 = rr3, *rw253 = rw4;
                    int32_t l254 = l13;
                    // observe_all
                    {
                        float l256 = 0.0f;
                        int32_t l257 = 0;
                        int32_t l258 = 0;
                        int32_t l259 = 0;
#line 225 "../envs/overcooked.rhai"
                        mw_st<int32_t>(ctx->locals + 272, (int32_t)0x00000002u);
                        mw_st<int32_t>(ctx->locals + 276, (int32_t)0x00000002u);
                        mw_st<int32_t>(ctx->locals + 280, (int32_t)0x00000008u);
                        mw_st<int32_t>(ctx->locals + 284, (int32_t)0x00000002u);
                        mw_st<int32_t>(ctx->locals + 288, (int32_t)0x00000002u);
                        mw_st<int32_t>(ctx->locals + 292, (int32_t)0x00000004u);
                        mw_st<int32_t>(ctx->locals + 296, (int32_t)0x00000001u);
                        mw_st<int32_t>(ctx->locals + 300, (int32_t)0x00000001u);
                        mw_st<int32_t>(ctx->locals + 304, (int32_t)0x00000001u);
                        mw_st<int32_t>(ctx->locals + 308, (int32_t)0x00000004u);
                        mw_st<int32_t>(ctx->locals + 312, (int32_t)0x00000002u);
                        mw_st<int32_t>(ctx->locals + 316, (int32_t)0x00000001u);
                        mw_st<int32_t>(ctx->locals + 320, (int32_t)0x00000001u);
                        mw_st<int32_t>(ctx->locals + 324, (int32_t)0x00000001u);
                        mw_st<int32_t>(ctx->locals + 328, (int32_t)0x00000002u);
                        mw_st<int32_t>(ctx->locals + 332, (int32_t)0x00000002u);
                        mw_st<int32_t>(ctx->locals + 336, (int32_t)0x00000006u);
                        mw_st<int32_t>(ctx->locals + 340, (int32_t)0x00000002u);
                        mw_st<int32_t>(ctx->locals + 344, (int32_t)0x00000007u);
                        mw_st<int32_t>(ctx->locals + 348, (int32_t)0x00000002u);
#line 221 "../envs/overcooked.rhai"
                        int32_t const t260 = mw_ld<int32_t>(rr252 + (uint64_t)(204) * sscale);
                        int32_t const t261 = mw_isub((int32_t)0x00000190u, t260);
                        bool const t262 = t261 < (int32_t)0x00000028u;
                        float t263 = 0.0f;
                        if (t262) {
                            t263 = mw_f32(0x3F800000u);
                        } else {
                            t263 = mw_f32(0x00000000u);
                        }
                        l256 = t263;
#line 222 "../envs/overcooked.rhai"
                        l257 = (int32_t)0x00000000u;
                        for (;;) {
                            {
                                if (mw_stopped(ctx)) { mw_trap(ctx, 27u); return 1; }
                                bool const t266 = l257 < (int32_t)0x00000014u;
                                if (!t266) goto brk265;
                                MW_ITER();
                                {
#line 223 "../envs/overcooked.rhai"
                                    int32_t const t267 = mw_imul(l257, (int32_t)0x0000001Au);
                                    l258 = t267;
#line 224 "../envs/overcooked.rhai"
                                    l259 = (int32_t)0x00000000u;
                                    for (;;) {
                                        {
                                            if (mw_stopped(ctx)) { mw_trap(ctx, 28u); return 1; }
                                            bool const t270 = l259 < (int32_t)0x0000001Au;
                                            if (!t270) goto brk269;
                                            MW_ITER();
                                            {
                                                int32_t const t271 = mw_iadd(l258, l259);
                                                uint32_t const t272 = t271 < 0 ? 0u : t271 > 519 ? 519u : (uint32_t)t271;
                                                uint64_t const t273 = (uint64_t)t272 * 4u + 0u;
                                                uint8_t* const t274 = rr250 + t273;
                                                uint8_t* const t275 = rw251 + t273;
                                                mw_st<float>(t275 + 0, mw_canon(mw_f32(0x00000000u)));
                                            }
                                        }
                                        cont268:;
                                        {
                                            int32_t const t276 = mw_iadd(l259, (int32_t)0x00000001u);
                                            l259 = t276;
                                        }
                                    }
                                    brk269:;
#line 225 "../envs/overcooked.rhai"
                                    int32_t const t277 = mw_iadd(l258, (int32_t)0x0000000Au);
                                    uint32_t const t278 = t277 < 0 ? 0u : t277 > 519 ? 519u : (uint32_t)t277;
                                    uint64_t const t279 = (uint64_t)t278 * 4u + 0u;
                                    uint8_t* const t280 = rr250 + t279;
                                    uint8_t* const t281 = rw251 + t279;
                                    uint32_t const t282 = l257 < 0 ? 0u : l257 > 19 ? 19u : (uint32_t)l257;
                                    uint64_t const t283 = (uint64_t)t282 * 4u + 272u;
                                    uint8_t* const t284 = ctx->locals + t283;
                                    int32_t const t285 = mw_ld<int32_t>(t284);
                                    bool const t286 = t285 == (int32_t)0x00000008u;
                                    float t287 = 0.0f;
                                    if (t286) {
                                        t287 = mw_f32(0x3F800000u);
                                    } else {
                                        t287 = mw_f32(0x00000000u);
                                    }
                                    mw_st<float>(t281 + 0, mw_canon(t287));
#line 226 "../envs/overcooked.rhai"
                                    int32_t const t288 = mw_iadd(l258, (int32_t)0x0000000Cu);
                                    uint32_t const t289 = t288 < 0 ? 0u : t288 > 519 ? 519u : (uint32_t)t288;
                                    uint64_t const t290 = (uint64_t)t289 * 4u + 0u;
                                    uint8_t* const t291 = rr250 + t290;
                                    uint8_t* const t292 = rw251 + t290;
                                    uint32_t const t293 = l257 < 0 ? 0u : l257 > 19 ? 19u : (uint32_t)l257;
                                    uint64_t const t294 = (uint64_t)t293 * 4u + 272u;
                                    uint8_t* const t295 = ctx->locals + t294;
                                    int32_t const t296 = mw_ld<int32_t>(t295);
                                    bool const t297 = t296 == (int32_t)0x00000004u;
                                    float t298 = 0.0f;
                                    if (t297) {
                                        t298 = mw_f32(0x3F800000u);
                                    } else {
                                        t298 = mw_f32(0x00000000u);
                                    }
                                    mw_st<float>(t292 + 0, mw_canon(t298));
#line 227 "../envs/overcooked.rhai"
                                    int32_t const t299 = mw_iadd(l258, (int32_t)0x0000000Eu);
                                    uint32_t const t300 = t299 < 0 ? 0u : t299 > 519 ? 519u : (uint32_t)t299;
                                    uint64_t const t301 = (uint64_t)t300 * 4u + 0u;
                                    uint8_t* const t302 = rr250 + t301;
                                    uint8_t* const t303 = rw251 + t301;
                                    uint32_t const t304 = l257 < 0 ? 0u : l257 > 19 ? 19u : (uint32_t)l257;
                                    uint64_t const t305 = (uint64_t)t304 * 4u + 272u;
                                    uint8_t* const t306 = ctx->locals + t305;
                                    int32_t const t307 = mw_ld<int32_t>(t306);
                                    bool const t308 = t307 == (int32_t)0x00000006u;
                                    float t309 = 0.0f;
                                    if (t308) {
                                        t309 = mw_f32(0x3F800000u);
                                    } else {
                                        t309 = mw_f32(0x00000000u);
                                    }
                                    mw_st<float>(t303 + 0, mw_canon(t309));
#line 228 "../envs/overcooked.rhai"
                                    int32_t const t310 = mw_iadd(l258, (int32_t)0x0000000Fu);
                                    uint32_t const t311 = t310 < 0 ? 0u : t310 > 519 ? 519u : (uint32_t)t310;
                                    uint64_t const t312 = (uint64_t)t311 * 4u + 0u;
                                    uint8_t* const t313 = rr250 + t312;
                                    uint8_t* const t314 = rw251 + t312;
                                    uint32_t const t315 = l257 < 0 ? 0u : l257 > 19 ? 19u : (uint32_t)l257;
                                    uint64_t const t316 = (uint64_t)t315 * 4u + 272u;
                                    uint8_t* const t317 = ctx->locals + t316;
                                    int32_t const t318 = mw_ld<int32_t>(t317);
                                    bool const t319 = t318 == (int32_t)0x00000007u;
                                    float t320 = 0.0f;
                                    if (t319) {
                                        t320 = mw_f32(0x3F800000u);
                                    } else {
                                        t320 = mw_f32(0x00000000u);
                                    }
                                    mw_st<float>(t314 + 0, mw_canon(t320));
#line 229 "../envs/overcooked.rhai"
                                    int32_t const t321 = mw_iadd(l258, (int32_t)0x00000019u);
                                    uint32_t const t322 = t321 < 0 ? 0u : t321 > 519 ? 519u : (uint32_t)t321;
                                    uint64_t const t323 = (uint64_t)t322 * 4u + 0u;
                                    uint8_t* const t324 = rr250 + t323;
                                    uint8_t* const t325 = rw251 + t323;
                                    mw_st<float>(t325 + 0, mw_canon(l256));
                                    uint8_t *rr326 = rr250, *rw327 = rw251;
                                    uint8_t *rr328 = rr252, *rw329 = rw253;
                                    int32_t l330 = l254;
                                    int32_t l331 = l257;
                                    // write_cell
                                    {
                                        int32_t l333 = 0;
                                        int32_t l334 = 0;
                                        int32_t l335 = 0;
                                        bool l336 = false;
                                        int32_t l337 = 0;
                                        int32_t l338 = 0;
                                        bool l339 = false;
                                        bool l340 = false;
                                        int32_t l341 = 0;
#line 183 "../envs/overcooked.rhai"
                                        mw_st<int32_t>(ctx->locals + 352, (int32_t)0x00000002u);
                                        mw_st<int32_t>(ctx->locals + 356, (int32_t)0x00000002u);
                                        mw_st<int32_t>(ctx->locals + 360, (int32_t)0x00000008u);
                                        mw_st<int32_t>(ctx->locals + 364, (int32_t)0x00000002u);
                                        mw_st<int32_t>(ctx->locals + 368, (int32_t)0x00000002u);
                                        mw_st<int32_t>(ctx->locals + 372, (int32_t)0x00000004u);
                                        mw_st<int32_t>(ctx->locals + 376, (int32_t)0x00000001u);
                                        mw_st<int32_t>(ctx->locals + 380, (int32_t)0x00000001u);
                                        mw_st<int32_t>(ctx->locals + 384, (int32_t)0x00000001u);
                                        mw_st<int32_t>(ctx->locals + 388, (int32_t)0x00000004u);
                                        mw_st<int32_t>(ctx->locals + 392, (int32_t)0x00000002u);
                                        mw_st<int32_t>(ctx->locals + 396, (int32_t)0x00000001u);
                                        mw_st<int32_t>(ctx->locals + 400, (int32_t)0x00000001u);
                                        mw_st<int32_t>(ctx->locals + 404, (int32_t)0x00000001u);
                                        mw_st<int32_t>(ctx->locals + 408, (int32_t)0x00000002u);
                                        mw_st<int32_t>(ctx->locals + 412, (int32_t)0x00000002u);
                                        mw_st<int32_t>(ctx->locals + 416, (int32_t)0x00000006u);
                                        mw_st<int32_t>(ctx->locals + 420, (int32_t)0x00000002u);
                                        mw_st<int32_t>(ctx->locals + 424, (int32_t)0x00000007u);
                                        mw_st<int32_t>(ctx->locals + 428, (int32_t)0x00000002u);
#line 193 "../envs/overcooked.rhai"
                                        mw_st<int32_t>(ctx->locals + 432, (int32_t)0x00000001u);
                                        mw_st<int32_t>(ctx->locals + 436, (int32_t)0x00000001u);
                                        mw_st<int32_t>(ctx->locals + 440, (int32_t)0x00000001u);
                                        mw_st<int32_t>(ctx->locals + 444, (int32_t)0x00000001u);
                                        mw_st<int32_t>(ctx->locals + 448, (int32_t)0x00000001u);
                                        mw_st<int32_t>(ctx->locals + 452, (int32_t)0x00000001u);
                                        mw_st<int32_t>(ctx->locals + 456, (int32_t)0x00000000u);
                                        mw_st<int32_t>(ctx->locals + 460, (int32_t)0x00000000u);
                                        mw_st<int32_t>(ctx->locals + 464, (int32_t)0x00000000u);
                                        mw_st<int32_t>(ctx->locals + 468, (int32_t)0x00000001u);
                                        mw_st<int32_t>(ctx->locals + 472, (int32_t)0x00000001u);
                                        mw_st<int32_t>(ctx->locals + 476, (int32_t)0x00000000u);
                                        mw_st<int32_t>(ctx->locals + 480, (int32_t)0x00000000u);
                                        mw_st<int32_t>(ctx->locals + 484, (int32_t)0x00000000u);
                                        mw_st<int32_t>(ctx->locals + 488, (int32_t)0x00000001u);
                                        mw_st<int32_t>(ctx->locals + 492, (int32_t)0x00000001u);
                                        mw_st<int32_t>(ctx->locals + 496, (int32_t)0x00000001u);
                                        mw_st<int32_t>(ctx->locals + 500, (int32_t)0x00000001u);
                                        mw_st<int32_t>(ctx->locals + 504, (int32_t)0x00000001u);
                                        mw_st<int32_t>(ctx->locals + 508, (int32_t)0x00000001u);
#line 181 "../envs/overcooked.rhai"
                                        int32_t const t342 = mw_imul(l331, (int32_t)0x0000001Au);
                                        l333 = t342;
#line 182 "../envs/overcooked.rhai"
                                        uint32_t const t343 = l331 < 0 ? 0u : l331 > 19 ? 19u : (uint32_t)l331;
                                        uint64_t const t344 = (uint64_t)t343 * 4u + 0u;
                                        uint8_t* const t345 = rr328 + (uint64_t)(t344) * sscale;
                                        uint8_t* const t346 = rw329 + (uint64_t)(t344) * sscale;
                                        int32_t const t347 = mw_ld<int32_t>(t345);
                                        l334 = t347;
#line 183 "../envs/overcooked.rhai"
                                        {
                                            uint32_t const t349 = l331 < 0 ? 0u : l331 > 19 ? 19u : (uint32_t)l331;
                                            uint64_t const t350 = (uint64_t)t349 * 4u + 352u;
                                            uint8_t* const t351 = ctx->locals + t350;
                                            int32_t const t352 = mw_ld<int32_t>(t351);
                                            bool const t353 = t352 == (int32_t)0x00000008u;
                                            if (t353) {
                                                {
#line 184 "../envs/overcooked.rhai"
                                                    uint32_t const t354 = l331 < 0 ? 0u : l331 > 19 ? 19u : (uint32_t)l331;
                                                    uint64_t const t355 = (uint64_t)t354 * 4u + 80u;
                                                    uint8_t* const t356 = rr328 + (uint64_t)(t355) * sscale;
                                                    uint8_t* const t357 = rw329 + (uint64_t)(t355) * sscale;
                                                    int32_t const t358 = mw_ld<int32_t>(t356);
                                                    l335 = t358;
#line 185 "../envs/overcooked.rhai"
                                                    bool const t359 = l335 < (int32_t)0x00000014u;
                                                    l336 = t359;
#line 186 "../envs/overcooked.rhai"
                                                    int32_t const t360 = mw_iadd(l333, (int32_t)0x00000010u);
                                                    uint32_t const t361 = t360 < 0 ? 0u : t360 > 519 ? 519u : (uint32_t)t360;
                                                    uint64_t const t362 = (uint64_t)t361 * 4u + 0u;
                                                    uint8_t* const t363 = rr326 + t362;
                                                    uint8_t* const t364 = rw327 + t362;
                                                    float t365 = 0.0f;
                                                    if (l336) {
                                                        t365 = mw_f32(0x00000000u);
                                                    } else {
                                                        int32_t const t366 = mw_isub((int32_t)0x00000017u, l335);
                                                        int32_t const t367 = t366 < (int32_t)0x00000003u ? t366 : (int32_t)0x00000003u;
                                                        float const t368 = (float)t367;
                                                        t365 = t368;
                                                    }
                                                    mw_st<float>(t364 + 0, mw_canon(t365));
#line 187 "../envs/overcooked.rhai"
                                                    int32_t const t369 = mw_iadd(l333, (int32_t)0x00000012u);
                                                    uint32_t const t370 = t369 < 0 ? 0u : t369 > 519 ? 519u : (uint32_t)t369;
                                                    uint64_t const t371 = (uint64_t)t370 * 4u + 0u;
                                                    uint8_t* const t372 = rr326 + t371;
                                                    uint8_t* const t373 = rw327 + t371;
                                                    float t374 = 0.0f;
                                                    if (l336) {
                                                        t374 = mw_f32(0x40400000u);
                                                    } else {
                                                        t374 = mw_f32(0x00000000u);
                                                    }
                                                    mw_st<float>(t373 + 0, mw_canon(t374));
#line 188 "../envs/overcooked.rhai"
                                                    int32_t const t375 = mw_iadd(l333, (int32_t)0x00000014u);
                                                    uint32_t const t376 = t375 < 0 ? 0u : t375 > 519 ? 519u : (uint32_t)t375;
                                                    uint64_t const t377 = (uint64_t)t376 * 4u + 0u;
                                                    uint8_t* const t378 = rr326 + t377;
                                                    uint8_t* const t379 = rw327 + t377;
                                                    float t380 = 0.0f;
                                                    if (l336) {
                                                        float const t381 = (float)l335;
                                                        t380 = t381;
                                                    } else {
                                                        t380 = mw_f32(0x00000000u);
                                                    }
                                                    mw_st<float>(t379 + 0, mw_canon(t380));
#line 189 "../envs/overcooked.rhai"
                                                    int32_t const t382 = mw_iadd(l333, (int32_t)0x00000015u);
                                                    uint32_t const t383 = t382 < 0 ? 0u : t382 > 519 ? 519u : (uint32_t)t382;
                                                    uint64_t const t384 = (uint64_t)t383 * 4u + 0u;
                                                    uint8_t* const t385 = rr326 + t384;
                                                    uint8_t* const t386 = rw327 + t384;
                                                    bool const t387 = l335 == (int32_t)0x00000000u;
                                                    float t388 = 0.0f;
                                                    if (t387) {
                                                        t388 = mw_f32(0x3F800000u);
                                                    } else {
                                                        t388 = mw_f32(0x00000000u);
                                                    }
                                                    mw_st<float>(t386 + 0, mw_canon(t388));
                                                    goto ret332;
                                                }
                                                goto fi348;
                                            }
                                            {
                                            }
                                        }
                                        fi348:;
#line 192 "../envs/overcooked.rhai"
                                        l337 = l334;
#line 193 "../envs/overcooked.rhai"
                                        {
                                            uint32_t const t390 = l331 < 0 ? 0u : l331 > 19 ? 19u : (uint32_t)l331;
                                            uint64_t const t391 = (uint64_t)t390 * 4u + 432u;
                                            uint8_t* const t392 = ctx->locals + t391;
                                            int32_t const t393 = mw_ld<int32_t>(t392);
                                            bool const t394 = t393 == (int32_t)0x00000000u;
                                            if (t394) {
                                                {
#line 195 "../envs/overcooked.rhai"
                                                    l337 = (int32_t)0x00000001u;
#line 196 "../envs/overcooked.rhai"
                                                    int32_t const t395 = mw_isub((int32_t)0x00000001u, l330);
                                                    l338 = t395;
#line 197 "../envs/overcooked.rhai"
                                                    uint32_t const t396 = l330 < 0 ? 0u : l330 > 1 ? 1u : (uint32_t)l330;
                                                    uint64_t const t397 = (uint64_t)t396 * 4u + 168u;
                                                    uint8_t* const t398 = rr328 + (uint64_t)(t397) * sscale;
                                                    uint8_t* const t399 = rw329 + (uint64_t)(t397) * sscale;
                                                    int32_t const t400 = mw_ld<int32_t>(t398);
                                                    int32_t const t401 = mw_imul(t400, (int32_t)0x00000005u);
                                                    uint32_t const t402 = l330 < 0 ? 0u : l330 > 1 ? 1u : (uint32_t)l330;
                                                    uint64_t const t403 = (uint64_t)t402 * 4u + 160u;
                                                    uint8_t* const t404 = rr328 + (uint64_t)(t403) * sscale;
                                                    uint8_t* const t405 = rw329 + (uint64_t)(t403) * sscale;
                                                    int32_t const t406 = mw_ld<int32_t>(t404);
                                                    int32_t const t407 = mw_iadd(t401, t406);
                                                    bool const t408 = t407 == l331;
                                                    l339 = t408;
#line 198 "../envs/overcooked.rhai"
                                                    uint32_t const t409 = l338 < 0 ? 0u : l338 > 1 ? 1u : (uint32_t)l338;
                                                    uint64_t const t410 = (uint64_t)t409 * 4u + 168u;
                                                    uint8_t* const t411 = rr328 + (uint64_t)(t410) * sscale;
                                                    uint8_t* const t412 = rw329 + (uint64_t)(t410) * sscale;
                                                    int32_t const t413 = mw_ld<int32_t>(t411);
                                                    int32_t const t414 = mw_imul(t413, (int32_t)0x00000005u);
                                                    uint32_t const t415 = l338 < 0 ? 0u : l338 > 1 ? 1u : (uint32_t)l338;
                                                    uint64_t const t416 = (uint64_t)t415 * 4u + 160u;
                                                    uint8_t* const t417 = rr328 + (uint64_t)(t416) * sscale;
                                                    uint8_t* const t418 = rw329 + (uint64_t)(t416) * sscale;
                                                    int32_t const t419 = mw_ld<int32_t>(t417);
                                                    int32_t const t420 = mw_iadd(t414, t419);
                                                    bool const t421 = t420 == l331;
                                                    l340 = t421;
#line 199 "../envs/overcooked.rhai"
                                                    {
                                                        if (l339) {
                                                            {
                                                                uint32_t const t423 = l330 < 0 ? 0u : l330 > 1 ? 1u : (uint32_t)l330;
                                                                uint64_t const t424 = (uint64_t)t423 * 4u + 184u;
                                                                uint8_t* const t425 = rr328 + (uint64_t)(t424) * sscale;
                                                                uint8_t* const t426 = rw329 + (uint64_t)(t424) * sscale;
                                                                int32_t const t427 = mw_ld<int32_t>(t425);
                                                                l337 = t427;
                                                            }
                                                            goto fi422;
                                                        }
                                                        {
                                                        }
                                                    }
                                                    fi422:;
#line 200 "../envs/overcooked.rhai"
                                                    {
                                                        if (l340) {
                                                            {
                                                                uint32_t const t429 = l338 < 0 ? 0u : l338 > 1 ? 1u : (uint32_t)l338;
                                                                uint64_t const t430 = (uint64_t)t429 * 4u + 184u;
                                                                uint8_t* const t431 = rr328 + (uint64_t)(t430) * sscale;
                                                                uint8_t* const t432 = rw329 + (uint64_t)(t430) * sscale;
                                                                int32_t const t433 = mw_ld<int32_t>(t431);
                                                                l337 = t433;
                                                            }
                                                            goto fi428;
                                                        }
                                                        {
                                                        }
                                                    }
                                                    fi428:;
#line 201 "../envs/overcooked.rhai"
                                                    uint32_t const t434 = l333 < 0 ? 0u : l333 > 519 ? 519u : (uint32_t)l333;
                                                    uint64_t const t435 = (uint64_t)t434 * 4u + 0u;
                                                    uint8_t* const t436 = rr326 + t435;
                                                    uint8_t* const t437 = rw327 + t435;
                                                    float t438 = 0.0f;
                                                    if (l339) {
                                                        t438 = mw_f32(0x3F800000u);
                                                    } else {
                                                        t438 = mw_f32(0x00000000u);
                                                    }
                                                    mw_st<float>(t437 + 0, mw_canon(t438));
#line 202 "../envs/overcooked.rhai"
                                                    int32_t const t439 = mw_iadd(l333, (int32_t)0x00000001u);
                                                    uint32_t const t440 = t439 < 0 ? 0u : t439 > 519 ? 519u : (uint32_t)t439;
                                                    uint64_t const t441 = (uint64_t)t440 * 4u + 0u;
                                                    uint8_t* const t442 = rr326 + t441;
                                                    uint8_t* const t443 = rw327 + t441;
                                                    float t444 = 0.0f;
                                                    if (l340) {
                                                        t444 = mw_f32(0x3F800000u);
                                                    } else {
                                                        t444 = mw_f32(0x00000000u);
                                                    }
                                                    mw_st<float>(t443 + 0, mw_canon(t444));
#line 203 "../envs/overcooked.rhai"
                                                    l341 = (int32_t)0x00000000u;
                                                    for (;;) {
                                                        {
                                                            if (mw_stopped(ctx)) { mw_trap(ctx, 29u); return 1; }
                                                            bool const t447 = l341 < (int32_t)0x00000004u;
                                                            if (!t447) goto brk446;
                                                            MW_ITER();
                                                            {
#line 204 "../envs/overcooked.rhai"
                                                                int32_t const t448 = mw_iadd(l333, (int32_t)0x00000002u);
                                                                int32_t const t449 = mw_iadd(t448, l341);
                                                                uint32_t const t450 = t449 < 0 ? 0u : t449 > 519 ? 519u : (uint32_t)t449;
                                                                uint64_t const t451 = (uint64_t)t450 * 4u + 0u;
                                                                uint8_t* const t452 = rr326 + t451;
                                                                uint8_t* const t453 = rw327 + t451;
                                                                bool t454 = l339;
                                                                if (t454) {
                                                                    uint32_t const t455 = l330 < 0 ? 0u : l330 > 1 ? 1u : (uint32_t)l330;
                                                                    uint64_t const t456 = (uint64_t)t455 * 4u + 176u;
                                                                    uint8_t* const t457 = rr328 + (uint64_t)(t456) * sscale;
                                                                    uint8_t* const t458 = rw329 + (uint64_t)(t456) * sscale;
                                                                    int32_t const t459 = mw_ld<int32_t>(t457);
                                                                    bool const t460 = t459 == l341;
                                                                    t454 = t460;
                                                                }
                                                                float t461 = 0.0f;
                                                                if (t454) {
                                                                    t461 = mw_f32(0x3F800000u);
                                                                } else {
                                                                    t461 = mw_f32(0x00000000u);
                                                                }
                                                                mw_st<float>(t453 + 0, mw_canon(t461));
#line 205 "../envs/overcooked.rhai"
                                                                int32_t const t462 = mw_iadd(l333, (int32_t)0x00000006u);
                                                                int32_t const t463 = mw_iadd(t462, l341);
                                                                uint32_t const t464 = t463 < 0 ? 0u : t463 > 519 ? 519u : (uint32_t)t463;
                                                                uint64_t const t465 = (uint64_t)t464 * 4u + 0u;
                                                                uint8_t* const t466 = rr326 + t465;
                                                                uint8_t* const t467 = rw327 + t465;
                                                                bool t468 = l340;
                                                                if (t468) {
                                                                    uint32_t const t469 = l338 < 0 ? 0u : l338 > 1 ? 1u : (uint32_t)l338;
                                                                    uint64_t const t470 = (uint64_t)t469 * 4u + 176u;
                                                                    uint8_t* const t471 = rr328 + (uint64_t)(t470) * sscale;
                                                                    uint8_t* const t472 = rw329 + (uint64_t)(t470) * sscale;
                                                                    int32_t const t473 = mw_ld<int32_t>(t471);
                                                                    bool const t474 = t473 == l341;
                                                                    t468 = t474;
                                                                }
                                                                float t475 = 0.0f;
                                                                if (t468) {
                                                                    t475 = mw_f32(0x3F800000u);
                                                                } else {
                                                                    t475 = mw_f32(0x00000000u);
                                                                }
                                                                mw_st<float>(t467 + 0, mw_canon(t475));
                                                            }
                                                        }
                                                        cont445:;
                                                        {
#line 203 "../envs/overcooked.rhai"
                                                            int32_t const t476 = mw_iadd(l341, (int32_t)0x00000001u);
                                                            l341 = t476;
                                                        }
                                                    }
                                                    brk446:;
                                                }
                                                goto fi389;
                                            }
                                            uint32_t const t477 = l331 < 0 ? 0u : l331 > 19 ? 19u : (uint32_t)l331;
                                            uint64_t const t478 = (uint64_t)t477 * 4u + 352u;
                                            uint8_t* const t479 = ctx->locals + t478;
                                            int32_t const t480 = mw_ld<int32_t>(t479);
                                            bool const t481 = t480 == (int32_t)0x00000002u;
                                            if (t481) {
                                                {
#line 208 "../envs/overcooked.rhai"
                                                    int32_t const t482 = mw_iadd(l333, (int32_t)0x0000000Bu);
                                                    uint32_t const t483 = t482 < 0 ? 0u : t482 > 519 ? 519u : (uint32_t)t482;
                                                    uint64_t const t484 = (uint64_t)t483 * 4u + 0u;
                                                    uint8_t* const t485 = rr326 + t484;
                                                    uint8_t* const t486 = rw327 + t484;
                                                    bool const t487 = l334 == (int32_t)0x00000002u;
                                                    float t488 = 0.0f;
                                                    if (t487) {
                                                        t488 = mw_f32(0x3F800000u);
                                                    } else {
                                                        t488 = mw_f32(0x00000000u);
                                                    }
                                                    mw_st<float>(t486 + 0, mw_canon(t488));
                                                }
                                                goto fi389;
                                            }
                                            {
                                                goto ret332;
                                            }
                                        }
                                        fi389:;
#line 213 "../envs/overcooked.rhai"
                                        int32_t const t489 = mw_iadd(l333, (int32_t)0x00000012u);
                                        uint32_t const t490 = t489 < 0 ? 0u : t489 > 519 ? 519u : (uint32_t)t489;
                                        uint64_t const t491 = (uint64_t)t490 * 4u + 0u;
                                        uint8_t* const t492 = rr326 + t491;
                                        uint8_t* const t493 = rw327 + t491;
                                        bool const t494 = l337 == (int32_t)0x00000009u;
                                        float t495 = 0.0f;
                                        if (t494) {
                                            t495 = mw_f32(0x40400000u);
                                        } else {
                                            t495 = mw_f32(0x00000000u);
                                        }
                                        mw_st<float>(t493 + 0, mw_canon(t495));
#line 214 "../envs/overcooked.rhai"
                                        int32_t const t496 = mw_iadd(l333, (int32_t)0x00000015u);
                                        uint32_t const t497 = t496 < 0 ? 0u : t496 > 519 ? 519u : (uint32_t)t496;
                                        uint64_t const t498 = (uint64_t)t497 * 4u + 0u;
                                        uint8_t* const t499 = rr326 + t498;
                                        uint8_t* const t500 = rw327 + t498;
                                        bool const t501 = l337 == (int32_t)0x00000009u;
                                        float t502 = 0.0f;
                                        if (t501) {
                                            t502 = mw_f32(0x3F800000u);
                                        } else {
                                            t502 = mw_f32(0x00000000u);
                                        }
                                        mw_st<float>(t500 + 0, mw_canon(t502));
#line 215 "../envs/overcooked.rhai"
                                        int32_t const t503 = mw_iadd(l333, (int32_t)0x00000016u);
                                        uint32_t const t504 = t503 < 0 ? 0u : t503 > 519 ? 519u : (uint32_t)t503;
                                        uint64_t const t505 = (uint64_t)t504 * 4u + 0u;
                                        uint8_t* const t506 = rr326 + t505;
                                        uint8_t* const t507 = rw327 + t505;
                                        bool const t508 = l337 == (int32_t)0x00000005u;
                                        float t509 = 0.0f;
                                        if (t508) {
                                            t509 = mw_f32(0x3F800000u);
                                        } else {
                                            t509 = mw_f32(0x00000000u);
                                        }
                                        mw_st<float>(t507 + 0, mw_canon(t509));
#line 216 "../envs/overcooked.rhai"
                                        int32_t const t510 = mw_iadd(l333, (int32_t)0x00000017u);
                                        uint32_t const t511 = t510 < 0 ? 0u : t510 > 519 ? 519u : (uint32_t)t510;
                                        uint64_t const t512 = (uint64_t)t511 * 4u + 0u;
                                        uint8_t* const t513 = rr326 + t512;
                                        uint8_t* const t514 = rw327 + t512;
                                        bool const t515 = l337 == (int32_t)0x00000003u;
                                        float t516 = 0.0f;
                                        if (t515) {
                                            t516 = mw_f32(0x3F800000u);
                                        } else {
                                            t516 = mw_f32(0x00000000u);
                                        }
                                        mw_st<float>(t514 + 0, mw_canon(t516));
                                    }
                                    ret332:;
                                }
                            }
                            cont264:;
                            {
#line 222 "../envs/overcooked.rhai"
                                int32_t const t517 = mw_iadd(l257, (int32_t)0x00000001u);
                                l257 = t517;
                            }
                        }
                        brk265:;
                    }
                    ret255:;
                }
            }
            cont220:;
            {
#line 277 "../envs/overcooked.rhai"
                int32_t const t518 = mw_iadd(l13, (int32_t)0x00000001u);
                l13 = t518;
            }
        }
        brk221:;
    }
    end2:;
#line 5974 "kernels.cu"
    return 0;
}
#ifdef MW_HOST
MW_ENTRY void k5(const MwCtx* ctx, uint32_t start, uint32_t end) {
    for (uint32_t i = start; i < end; i++) {
        if (mw_stopped(ctx)) { mw_trap(ctx, 20u); return; }
        if (mw_k5(ctx, i)) return;
    }
}
#endif
#line 5985 "kernels.cu"

// ==== the step program: 16 phases a step, 6 at the start
#ifndef MW_HOST
#define MW_NPHASES 22u
#define MW_STEP_FIRST 0u
#define MW_STEP_END 16u
#define MW_INIT_FIRST 16u
#define MW_INIT_END 22u
#define MW_ARENA_BYTES 512u
static_assert(MW_SORT_STAGES == 21u, "the step program's sort stages are the engine's");
static_assert(MW_COMPACT_STAGES == 5u, "the step program's compaction stages are the engine's");
MW_DEV uint32_t mw_phase_items(MwDev* d, uint32_t p) {
    switch (p) {
        case 0: return mw_compact_items(d, 0u, 0u);
        case 1: return mw_compact_items(d, 0u, 1u);
        case 2: return mw_compact_items(d, 0u, 2u);
        case 3: return mw_compact_items(d, 0u, 3u);
        case 4: return mw_compact_items(d, 0u, 4u);
        case 5: return d->worlds * d->tables[0].cap;
        case 6: return d->worlds;
        case 7: return d->worlds * d->tables[0].cap;
        case 8: return d->worlds;
        case 9: return mw_reset_items(d);
        case 10: return d->reset_from;
        case 11: return mw_compact_items(d, 0u, 0u);
        case 12: return mw_compact_items(d, 0u, 1u);
        case 13: return mw_compact_items(d, 0u, 2u);
        case 14: return mw_compact_items(d, 0u, 3u);
        case 15: return mw_compact_items(d, 0u, 4u);
        case 16: return mw_init_items(d);
        case 17: return mw_compact_items(d, 0u, 0u);
        case 18: return mw_compact_items(d, 0u, 1u);
        case 19: return mw_compact_items(d, 0u, 2u);
        case 20: return mw_compact_items(d, 0u, 3u);
        case 21: return mw_compact_items(d, 0u, 4u);
        default: return 0u;
    }
}
MW_DEV void mw_phase_item(MwDev* d, MwCtx* c, uint32_t p, uint32_t i) {
    uint32_t ca = 0, cs = 0;
    switch (p) {
        case 0: ca = 0u; cs = 0u; break;
        case 1: ca = 0u; cs = 1u; break;
        case 2: ca = 0u; cs = 2u; break;
        case 3: ca = 0u; cs = 3u; break;
        case 4: ca = 0u; cs = 4u; break;
        case 5: { c->node = 5u; const MwDevTable* t = &d->tables[0]; if (t->cap == 1u) mw_k1(c, i); else { uint32_t w = i / t->cap, r = i % t->cap; if (r < t->ranges[w][1]) mw_k1(c, t->ranges[w][0] + r); } } return;
        case 6: { c->node = 6u; do { mw_k2(c, i); } while (0); } return;
        case 7: { c->node = 7u; const MwDevTable* t = &d->tables[0]; if (t->cap == 1u) mw_k3(c, i); else { uint32_t w = i / t->cap, r = i % t->cap; if (r < t->ranges[w][1]) mw_k3(c, t->ranges[w][0] + r); } } return;
        case 8: { c->node = 8u; do { mw_k4(c, i); } while (0); } return;
        case 9: { mw_reset_clear(d, i); } return;
        case 10: { const uint32_t w = mw_reset_at(d, i); mw_reset_serve(d, c, w); c->node = 65535u; mw_k5(c, w); mw_release(d, w); mw_reset_settle(d, w); } return;
        case 11: ca = 0u; cs = 0u; break;
        case 12: ca = 0u; cs = 1u; break;
        case 13: ca = 0u; cs = 2u; break;
        case 14: ca = 0u; cs = 3u; break;
        case 15: ca = 0u; cs = 4u; break;
        case 16: { mw_reset_one(d, c, i); c->node = 65534u; mw_k5(c, i); mw_release(d, i); mw_reset_settle(d, i); } return;
        case 17: ca = 0u; cs = 0u; break;
        case 18: ca = 0u; cs = 1u; break;
        case 19: ca = 0u; cs = 2u; break;
        case 20: ca = 0u; cs = 3u; break;
        case 21: ca = 0u; cs = 4u; break;
        default: return;
    }
    mw_compact_item(d, ca, cs, i);
}
MW_DEV void mw_phase_end(MwDev* d, uint32_t p) {
    (void)d;
    switch (p) {
        case 4: mw_compact_end(d, 0u); break;
        case 10: mw_reset_end(d, d->reset_from != 0u); break;
        case 15: mw_compact_end(d, 0u); break;
        case 16: mw_reset_end(d, true); break;
        case 21: mw_compact_end(d, 0u); break;
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
