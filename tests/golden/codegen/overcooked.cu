// ==== overcooked: kernels
#line 2123 "kernels.cu"

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
#line 454 "../envs/overcooked.rhai"
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
    }
    end2:;
#line 2179 "kernels.cu"
    return 0;
}
#ifdef MW_HOST
MW_ENTRY void k1(const MwCtx* ctx, uint32_t start, uint32_t end) {
    for (uint32_t i = start; i < end; i++) {
        if (mw_k1(ctx, i)) return;
    }
}
#endif
#line 2189 "kernels.cu"

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
        uint8_t* rr3 = mw_single(ctx, 2u, w, 280u);
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
        bool l17 = false;
        int32_t l18 = 0;
        int32_t l19 = 0;
#line 379 "../envs/overcooked.rhai"
        mw_st<int32_t>(ctx->locals + 24, (int32_t)0x00000000u);
        mw_st<int32_t>(ctx->locals + 28, (int32_t)0x00000000u);
        mw_st<int32_t>(ctx->locals + 32, (int32_t)0x00000001u);
        mw_st<int32_t>(ctx->locals + 36, (int32_t)0xFFFFFFFFu);
#line 380 "../envs/overcooked.rhai"
        mw_st<int32_t>(ctx->locals + 40, (int32_t)0xFFFFFFFFu);
        mw_st<int32_t>(ctx->locals + 44, (int32_t)0x00000001u);
        mw_st<int32_t>(ctx->locals + 48, (int32_t)0x00000000u);
        mw_st<int32_t>(ctx->locals + 52, (int32_t)0x00000000u);
#line 381 "../envs/overcooked.rhai"
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
#line 409 "../envs/overcooked.rhai"
        mw_st<int32_t>(ctx->locals + 144, (int32_t)0x00000002u);
#line 365 "../envs/overcooked.rhai"
        mw_zero(ctx->locals + 0, 8u);
        {
            const MwTable* tv20 = ctx->tables + 0;
            uint32_t s20 = tv20->ranges[w][0], c20 = tv20->ranges[w][1];
            const uint32_t n20 = c20;
            if (mw_stopped(ctx)) { mw_trap(ctx, 0u); return 1; }
            for (uint32_t k20 = 0; k20 < n20; k20++) {
                {
                    MW_ITER();
                    const uint32_t i20 = s20 + k20;
                    if (tv20->world_ids[i20] != (int32_t)w) goto cont21;
                    rr5 = tv20->cols[1] + (uint64_t)i20 * 20u; rw6 = rr5;
                    rr7 = tv20->cols[0] + (uint64_t)i20 * 4u; rw8 = rr7;
                    {
#line 366 "../envs/overcooked.rhai"
                        int32_t const t23 = mw_ld<int32_t>(rr5);
                        uint32_t const t24 = t23 < 0 ? 0u : t23 > 1 ? 1u : (uint32_t)t23;
                        uint64_t const t25 = (uint64_t)t24 * 4u + 0u;
                        uint8_t* const t26 = ctx->locals + t25;
                        int32_t const t27 = mw_ld<int32_t>(rr7);
                        mw_st<int32_t>(t26 + 0, t27);
                    }
                }
                cont21:;
            }
        }
        brk22:;
#line 367 "../envs/overcooked.rhai"
        mw_st<float>(rw4 + (uint64_t)(192) * sscale, mw_canon(mw_f32(0x00000000u)));
#line 368 "../envs/overcooked.rhai"
        uint32_t const t28 = (int32_t)0x00000000u < 0 ? 0u : (int32_t)0x00000000u > 1 ? 1u : (uint32_t)(int32_t)0x00000000u;
        uint64_t const t29 = (uint64_t)t28 * 4u + 196u;
        uint8_t* const t30 = rr3 + (uint64_t)(t29) * sscale;
        uint8_t* const t31 = rw4 + (uint64_t)(t29) * sscale;
        mw_st<float>(t31, mw_canon(mw_f32(0x00000000u)));
#line 369 "../envs/overcooked.rhai"
        uint32_t const t32 = (int32_t)0x00000001u < 0 ? 0u : (int32_t)0x00000001u > 1 ? 1u : (uint32_t)(int32_t)0x00000001u;
        uint64_t const t33 = (uint64_t)t32 * 4u + 196u;
        uint8_t* const t34 = rr3 + (uint64_t)(t33) * sscale;
        uint8_t* const t35 = rw4 + (uint64_t)(t33) * sscale;
        mw_st<float>(t35, mw_canon(mw_f32(0x00000000u)));
#line 370 "../envs/overcooked.rhai"
        mw_st<int32_t>(rw4 + (uint64_t)(232) * sscale, (int32_t)0x00000000u);
#line 372 "../envs/overcooked.rhai"
        mw_zero(ctx->locals + 8, 8u);
#line 373 "../envs/overcooked.rhai"
        mw_zero(ctx->locals + 16, 8u);
#line 374 "../envs/overcooked.rhai"
        l9 = (int32_t)0x00000000u;
        for (;;) {
            {
                if (mw_stopped(ctx)) { mw_trap(ctx, 1u); return 1; }
                bool const t38 = l9 < (int32_t)0x00000002u;
                if (!t38) goto brk37;
                MW_ITER();
                {
#line 375 "../envs/overcooked.rhai"
                    uint32_t const t39 = l9 < 0 ? 0u : l9 > 1 ? 1u : (uint32_t)l9;
                    uint64_t const t40 = (uint64_t)t39 * 4u + 8u;
                    uint8_t* const t41 = ctx->locals + t40;
                    uint32_t const t42 = l9 < 0 ? 0u : l9 > 1 ? 1u : (uint32_t)l9;
                    uint64_t const t43 = (uint64_t)t42 * 4u + 160u;
                    uint8_t* const t44 = rr3 + (uint64_t)(t43) * sscale;
                    uint8_t* const t45 = rw4 + (uint64_t)(t43) * sscale;
                    int32_t const t46 = mw_ld<int32_t>(t44);
                    mw_st<int32_t>(t41 + 0, t46);
#line 376 "../envs/overcooked.rhai"
                    uint32_t const t47 = l9 < 0 ? 0u : l9 > 1 ? 1u : (uint32_t)l9;
                    uint64_t const t48 = (uint64_t)t47 * 4u + 16u;
                    uint8_t* const t49 = ctx->locals + t48;
                    uint32_t const t50 = l9 < 0 ? 0u : l9 > 1 ? 1u : (uint32_t)l9;
                    uint64_t const t51 = (uint64_t)t50 * 4u + 168u;
                    uint8_t* const t52 = rr3 + (uint64_t)(t51) * sscale;
                    uint8_t* const t53 = rw4 + (uint64_t)(t51) * sscale;
                    int32_t const t54 = mw_ld<int32_t>(t52);
                    mw_st<int32_t>(t49 + 0, t54);
#line 377 "../envs/overcooked.rhai"
                    uint32_t const t55 = l9 < 0 ? 0u : l9 > 1 ? 1u : (uint32_t)l9;
                    uint64_t const t56 = (uint64_t)t55 * 4u + 0u;
                    uint8_t* const t57 = ctx->locals + t56;
                    int32_t const t58 = mw_ld<int32_t>(t57);
                    l10 = t58;
#line 378 "../envs/overcooked.rhai"
                    {
                        bool const t60 = l10 >= (int32_t)0x00000000u;
                        bool t61 = t60;
                        if (t61) {
                            bool const t62 = l10 < (int32_t)0x00000004u;
                            t61 = t62;
                        }
                        if (t61) {
                            {
#line 379 "../envs/overcooked.rhai"
                                uint32_t const t63 = l9 < 0 ? 0u : l9 > 1 ? 1u : (uint32_t)l9;
                                uint64_t const t64 = (uint64_t)t63 * 4u + 160u;
                                uint8_t* const t65 = rr3 + (uint64_t)(t64) * sscale;
                                uint8_t* const t66 = rw4 + (uint64_t)(t64) * sscale;
                                int32_t const t67 = mw_ld<int32_t>(t65);
                                uint32_t const t68 = l10 < 0 ? 0u : l10 > 3 ? 3u : (uint32_t)l10;
                                uint64_t const t69 = (uint64_t)t68 * 4u + 24u;
                                uint8_t* const t70 = ctx->locals + t69;
                                int32_t const t71 = mw_ld<int32_t>(t70);
                                int32_t const t72 = mw_iadd(t67, t71);
                                int32_t l73 = t72;
                                int32_t l74 = (int32_t)0x00000000u;
                                int32_t l75 = (int32_t)0x00000004u;
                                int32_t r76 = 0;
                                // clamp
                                {
#line 282 "<prelude>"
                                    int32_t const t78 = l73 > l74 ? l73 : l74;
                                    int32_t const t79 = t78 < l75 ? t78 : l75;
                                    r76 = t79;
                                    goto ret77;
                                }
                                ret77:;
                                l11 = r76;
#line 380 "../envs/overcooked.rhai"
                                uint32_t const t80 = l9 < 0 ? 0u : l9 > 1 ? 1u : (uint32_t)l9;
                                uint64_t const t81 = (uint64_t)t80 * 4u + 168u;
                                uint8_t* const t82 = rr3 + (uint64_t)(t81) * sscale;
                                uint8_t* const t83 = rw4 + (uint64_t)(t81) * sscale;
                                int32_t const t84 = mw_ld<int32_t>(t82);
                                uint32_t const t85 = l10 < 0 ? 0u : l10 > 3 ? 3u : (uint32_t)l10;
                                uint64_t const t86 = (uint64_t)t85 * 4u + 40u;
                                uint8_t* const t87 = ctx->locals + t86;
                                int32_t const t88 = mw_ld<int32_t>(t87);
                                int32_t const t89 = mw_iadd(t84, t88);
                                int32_t l90 = t89;
                                int32_t l91 = (int32_t)0x00000000u;
                                int32_t l92 = (int32_t)0x00000003u;
                                int32_t r93 = 0;
                                // clamp
                                {
#line 282 "<prelude>"
                                    int32_t const t95 = l90 > l91 ? l90 : l91;
                                    int32_t const t96 = t95 < l92 ? t95 : l92;
                                    r93 = t96;
                                    goto ret94;
                                }
                                ret94:;
                                l12 = r93;
#line 381 "../envs/overcooked.rhai"
                                {
                                    int32_t const t98 = mw_imul(l12, (int32_t)0x00000005u);
                                    int32_t const t99 = mw_iadd(t98, l11);
                                    uint32_t const t100 = t99 < 0 ? 0u : t99 > 19 ? 19u : (uint32_t)t99;
                                    uint64_t const t101 = (uint64_t)t100 * 4u + 56u;
                                    uint8_t* const t102 = ctx->locals + t101;
                                    int32_t const t103 = mw_ld<int32_t>(t102);
                                    bool const t104 = t103 == (int32_t)0x00000000u;
                                    if (t104) {
                                        {
#line 382 "../envs/overcooked.rhai"
                                            uint32_t const t105 = l9 < 0 ? 0u : l9 > 1 ? 1u : (uint32_t)l9;
                                            uint64_t const t106 = (uint64_t)t105 * 4u + 8u;
                                            uint8_t* const t107 = ctx->locals + t106;
                                            mw_st<int32_t>(t107 + 0, l11);
#line 383 "../envs/overcooked.rhai"
                                            uint32_t const t108 = l9 < 0 ? 0u : l9 > 1 ? 1u : (uint32_t)l9;
                                            uint64_t const t109 = (uint64_t)t108 * 4u + 16u;
                                            uint8_t* const t110 = ctx->locals + t109;
                                            mw_st<int32_t>(t110 + 0, l12);
                                        }
                                        goto fi97;
                                    }
                                    {
                                    }
                                }
                                fi97:;
                            }
                            goto fi59;
                        }
                        {
                        }
                    }
                    fi59:;
                }
            }
            cont36:;
            {
#line 374 "../envs/overcooked.rhai"
                int32_t const t111 = mw_iadd(l9, (int32_t)0x00000001u);
                l9 = t111;
            }
        }
        brk37:;
#line 387 "../envs/overcooked.rhai"
        uint32_t const t112 = (int32_t)0x00000000u < 0 ? 0u : (int32_t)0x00000000u > 1 ? 1u : (uint32_t)(int32_t)0x00000000u;
        uint64_t const t113 = (uint64_t)t112 * 4u + 8u;
        uint8_t* const t114 = ctx->locals + t113;
        int32_t const t115 = mw_ld<int32_t>(t114);
        uint32_t const t116 = (int32_t)0x00000001u < 0 ? 0u : (int32_t)0x00000001u > 1 ? 1u : (uint32_t)(int32_t)0x00000001u;
        uint64_t const t117 = (uint64_t)t116 * 4u + 8u;
        uint8_t* const t118 = ctx->locals + t117;
        int32_t const t119 = mw_ld<int32_t>(t118);
        bool const t120 = t115 == t119;
        bool t121 = t120;
        if (t121) {
            uint32_t const t122 = (int32_t)0x00000000u < 0 ? 0u : (int32_t)0x00000000u > 1 ? 1u : (uint32_t)(int32_t)0x00000000u;
            uint64_t const t123 = (uint64_t)t122 * 4u + 16u;
            uint8_t* const t124 = ctx->locals + t123;
            int32_t const t125 = mw_ld<int32_t>(t124);
            uint32_t const t126 = (int32_t)0x00000001u < 0 ? 0u : (int32_t)0x00000001u > 1 ? 1u : (uint32_t)(int32_t)0x00000001u;
            uint64_t const t127 = (uint64_t)t126 * 4u + 16u;
            uint8_t* const t128 = ctx->locals + t127;
            int32_t const t129 = mw_ld<int32_t>(t128);
            bool const t130 = t125 == t129;
            t121 = t130;
        }
        l13 = t121;
#line 388 "../envs/overcooked.rhai"
        uint32_t const t131 = (int32_t)0x00000000u < 0 ? 0u : (int32_t)0x00000000u > 1 ? 1u : (uint32_t)(int32_t)0x00000000u;
        uint64_t const t132 = (uint64_t)t131 * 4u + 8u;
        uint8_t* const t133 = ctx->locals + t132;
        int32_t const t134 = mw_ld<int32_t>(t133);
        uint32_t const t135 = (int32_t)0x00000001u < 0 ? 0u : (int32_t)0x00000001u > 1 ? 1u : (uint32_t)(int32_t)0x00000001u;
        uint64_t const t136 = (uint64_t)t135 * 4u + 160u;
        uint8_t* const t137 = rr3 + (uint64_t)(t136) * sscale;
        uint8_t* const t138 = rw4 + (uint64_t)(t136) * sscale;
        int32_t const t139 = mw_ld<int32_t>(t137);
        bool const t140 = t134 == t139;
        bool t141 = t140;
        if (t141) {
            uint32_t const t142 = (int32_t)0x00000000u < 0 ? 0u : (int32_t)0x00000000u > 1 ? 1u : (uint32_t)(int32_t)0x00000000u;
            uint64_t const t143 = (uint64_t)t142 * 4u + 16u;
            uint8_t* const t144 = ctx->locals + t143;
            int32_t const t145 = mw_ld<int32_t>(t144);
            uint32_t const t146 = (int32_t)0x00000001u < 0 ? 0u : (int32_t)0x00000001u > 1 ? 1u : (uint32_t)(int32_t)0x00000001u;
            uint64_t const t147 = (uint64_t)t146 * 4u + 168u;
            uint8_t* const t148 = rr3 + (uint64_t)(t147) * sscale;
            uint8_t* const t149 = rw4 + (uint64_t)(t147) * sscale;
            int32_t const t150 = mw_ld<int32_t>(t148);
            bool const t151 = t145 == t150;
            t141 = t151;
        }
        bool t152 = t141;
        if (t152) {
            uint32_t const t153 = (int32_t)0x00000001u < 0 ? 0u : (int32_t)0x00000001u > 1 ? 1u : (uint32_t)(int32_t)0x00000001u;
            uint64_t const t154 = (uint64_t)t153 * 4u + 8u;
            uint8_t* const t155 = ctx->locals + t154;
            int32_t const t156 = mw_ld<int32_t>(t155);
            uint32_t const t157 = (int32_t)0x00000000u < 0 ? 0u : (int32_t)0x00000000u > 1 ? 1u : (uint32_t)(int32_t)0x00000000u;
            uint64_t const t158 = (uint64_t)t157 * 4u + 160u;
            uint8_t* const t159 = rr3 + (uint64_t)(t158) * sscale;
            uint8_t* const t160 = rw4 + (uint64_t)(t158) * sscale;
            int32_t const t161 = mw_ld<int32_t>(t159);
            bool const t162 = t156 == t161;
            t152 = t162;
        }
        bool t163 = t152;
        if (t163) {
            uint32_t const t164 = (int32_t)0x00000001u < 0 ? 0u : (int32_t)0x00000001u > 1 ? 1u : (uint32_t)(int32_t)0x00000001u;
            uint64_t const t165 = (uint64_t)t164 * 4u + 16u;
            uint8_t* const t166 = ctx->locals + t165;
            int32_t const t167 = mw_ld<int32_t>(t166);
            uint32_t const t168 = (int32_t)0x00000000u < 0 ? 0u : (int32_t)0x00000000u > 1 ? 1u : (uint32_t)(int32_t)0x00000000u;
            uint64_t const t169 = (uint64_t)t168 * 4u + 168u;
            uint8_t* const t170 = rr3 + (uint64_t)(t169) * sscale;
            uint8_t* const t171 = rw4 + (uint64_t)(t169) * sscale;
            int32_t const t172 = mw_ld<int32_t>(t170);
            bool const t173 = t167 == t172;
            t163 = t173;
        }
        l14 = t163;
#line 390 "../envs/overcooked.rhai"
        uint32_t const t174 = (int32_t)0x00000000u < 0 ? 0u : (int32_t)0x00000000u > 1 ? 1u : (uint32_t)(int32_t)0x00000000u;
        uint64_t const t175 = (uint64_t)t174 * 4u + 184u;
        uint8_t* const t176 = rr3 + (uint64_t)(t175) * sscale;
        uint8_t* const t177 = rw4 + (uint64_t)(t175) * sscale;
        int32_t const t178 = mw_ld<int32_t>(t176);
        uint32_t const t179 = (int32_t)0x00000001u < 0 ? 0u : (int32_t)0x00000001u > 1 ? 1u : (uint32_t)(int32_t)0x00000001u;
        uint64_t const t180 = (uint64_t)t179 * 4u + 184u;
        uint8_t* const t181 = rr3 + (uint64_t)(t180) * sscale;
        uint8_t* const t182 = rw4 + (uint64_t)(t180) * sscale;
        int32_t const t183 = mw_ld<int32_t>(t181);
        mw_st<int32_t>(ctx->locals + 136, t178);
        mw_st<int32_t>(ctx->locals + 140, t183);
#line 391 "../envs/overcooked.rhai"
        l15 = (int32_t)0x00000000u;
        for (;;) {
            {
                if (mw_stopped(ctx)) { mw_trap(ctx, 2u); return 1; }
                bool const t186 = l15 < (int32_t)0x00000002u;
                if (!t186) goto brk185;
                MW_ITER();
                {
#line 392 "../envs/overcooked.rhai"
                    {
                        uint32_t const t188 = l15 < 0 ? 0u : l15 > 1 ? 1u : (uint32_t)l15;
                        uint64_t const t189 = (uint64_t)t188 * 4u + 0u;
                        uint8_t* const t190 = ctx->locals + t189;
                        int32_t const t191 = mw_ld<int32_t>(t190);
                        bool const t192 = t191 == (int32_t)0x00000005u;
                        if (t192) {
                            {
                                uint8_t *rr193 = rr3, *rw194 = rw4;
                                int32_t l195 = l15;
                                // interact
                                {
                                    int32_t l197 = 0;
                                    int32_t l198 = 0;
                                    int32_t l199 = 0;
                                    int32_t l200 = 0;
                                    int32_t l201 = 0;
                                    int32_t l202 = 0;
                                    int32_t l203 = 0;
                                    bool l204 = false;
                                    bool l205 = false;
                                    bool l206 = false;
                                    int32_t l207 = 0;
                                    int32_t l208 = 0;
                                    int32_t l209 = 0;
                                    int32_t l210 = 0;
                                    int32_t l211 = 0;
                                    bool l212 = false;
                                    int32_t l213 = 0;
#line 309 "../envs/overcooked.rhai"
                                    mw_st<int32_t>(ctx->locals + 152, (int32_t)0x00000000u);
                                    mw_st<int32_t>(ctx->locals + 156, (int32_t)0x00000000u);
                                    mw_st<int32_t>(ctx->locals + 160, (int32_t)0x00000001u);
                                    mw_st<int32_t>(ctx->locals + 164, (int32_t)0xFFFFFFFFu);
#line 310 "../envs/overcooked.rhai"
                                    mw_st<int32_t>(ctx->locals + 168, (int32_t)0xFFFFFFFFu);
                                    mw_st<int32_t>(ctx->locals + 172, (int32_t)0x00000001u);
                                    mw_st<int32_t>(ctx->locals + 176, (int32_t)0x00000000u);
                                    mw_st<int32_t>(ctx->locals + 180, (int32_t)0x00000000u);
#line 331 "../envs/overcooked.rhai"
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
#line 343 "../envs/overcooked.rhai"
                                    mw_st<int32_t>(ctx->locals + 264, (int32_t)0x00000002u);
#line 309 "../envs/overcooked.rhai"
                                    uint32_t const t214 = l195 < 0 ? 0u : l195 > 1 ? 1u : (uint32_t)l195;
                                    uint64_t const t215 = (uint64_t)t214 * 4u + 160u;
                                    uint8_t* const t216 = rr193 + (uint64_t)(t215) * sscale;
                                    uint8_t* const t217 = rw194 + (uint64_t)(t215) * sscale;
                                    int32_t const t218 = mw_ld<int32_t>(t216);
                                    uint32_t const t219 = l195 < 0 ? 0u : l195 > 1 ? 1u : (uint32_t)l195;
                                    uint64_t const t220 = (uint64_t)t219 * 4u + 176u;
                                    uint8_t* const t221 = rr193 + (uint64_t)(t220) * sscale;
                                    uint8_t* const t222 = rw194 + (uint64_t)(t220) * sscale;
                                    int32_t const t223 = mw_ld<int32_t>(t221);
                                    uint32_t const t224 = t223 < 0 ? 0u : t223 > 3 ? 3u : (uint32_t)t223;
                                    uint64_t const t225 = (uint64_t)t224 * 4u + 152u;
                                    uint8_t* const t226 = ctx->locals + t225;
                                    int32_t const t227 = mw_ld<int32_t>(t226);
                                    int32_t const t228 = mw_iadd(t218, t227);
                                    l197 = t228;
#line 310 "../envs/overcooked.rhai"
                                    uint32_t const t229 = l195 < 0 ? 0u : l195 > 1 ? 1u : (uint32_t)l195;
                                    uint64_t const t230 = (uint64_t)t229 * 4u + 168u;
                                    uint8_t* const t231 = rr193 + (uint64_t)(t230) * sscale;
                                    uint8_t* const t232 = rw194 + (uint64_t)(t230) * sscale;
                                    int32_t const t233 = mw_ld<int32_t>(t231);
                                    uint32_t const t234 = l195 < 0 ? 0u : l195 > 1 ? 1u : (uint32_t)l195;
                                    uint64_t const t235 = (uint64_t)t234 * 4u + 176u;
                                    uint8_t* const t236 = rr193 + (uint64_t)(t235) * sscale;
                                    uint8_t* const t237 = rw194 + (uint64_t)(t235) * sscale;
                                    int32_t const t238 = mw_ld<int32_t>(t236);
                                    uint32_t const t239 = t238 < 0 ? 0u : t238 > 3 ? 3u : (uint32_t)t238;
                                    uint64_t const t240 = (uint64_t)t239 * 4u + 168u;
                                    uint8_t* const t241 = ctx->locals + t240;
                                    int32_t const t242 = mw_ld<int32_t>(t241);
                                    int32_t const t243 = mw_iadd(t233, t242);
                                    l198 = t243;
#line 311 "../envs/overcooked.rhai"
                                    int32_t const t244 = mw_imul(l198, (int32_t)0x00000005u);
                                    int32_t const t245 = mw_iadd(t244, l197);
                                    l199 = t245;
#line 312 "../envs/overcooked.rhai"
                                    uint32_t const t246 = l199 < 0 ? 0u : l199 > 19 ? 19u : (uint32_t)l199;
                                    uint64_t const t247 = (uint64_t)t246 * 4u + 0u;
                                    uint8_t* const t248 = rr193 + (uint64_t)(t247) * sscale;
                                    uint8_t* const t249 = rw194 + (uint64_t)(t247) * sscale;
                                    int32_t const t250 = mw_ld<int32_t>(t248);
                                    l200 = t250;
#line 313 "../envs/overcooked.rhai"
                                    uint32_t const t251 = l195 < 0 ? 0u : l195 > 1 ? 1u : (uint32_t)l195;
                                    uint64_t const t252 = (uint64_t)t251 * 4u + 184u;
                                    uint8_t* const t253 = rr193 + (uint64_t)(t252) * sscale;
                                    uint8_t* const t254 = rw194 + (uint64_t)(t252) * sscale;
                                    int32_t const t255 = mw_ld<int32_t>(t253);
                                    l201 = t255;
#line 314 "../envs/overcooked.rhai"
                                    int32_t const t256 = mw_isub((int32_t)0x00000001u, l195);
                                    l202 = t256;
#line 315 "../envs/overcooked.rhai"
                                    {
                                        uint32_t const t258 = l202 < 0 ? 0u : l202 > 1 ? 1u : (uint32_t)l202;
                                        uint64_t const t259 = (uint64_t)t258 * 4u + 160u;
                                        uint8_t* const t260 = rr193 + (uint64_t)(t259) * sscale;
                                        uint8_t* const t261 = rw194 + (uint64_t)(t259) * sscale;
                                        int32_t const t262 = mw_ld<int32_t>(t260);
                                        bool const t263 = t262 == l197;
                                        bool t264 = t263;
                                        if (t264) {
                                            uint32_t const t265 = l202 < 0 ? 0u : l202 > 1 ? 1u : (uint32_t)l202;
                                            uint64_t const t266 = (uint64_t)t265 * 4u + 168u;
                                            uint8_t* const t267 = rr193 + (uint64_t)(t266) * sscale;
                                            uint8_t* const t268 = rw194 + (uint64_t)(t266) * sscale;
                                            int32_t const t269 = mw_ld<int32_t>(t267);
                                            bool const t270 = t269 == l198;
                                            t264 = t270;
                                        }
                                        if (t264) {
                                            {
                                                goto ret196;
                                            }
                                            goto fi257;
                                        }
                                        {
                                        }
                                    }
                                    fi257:;
#line 316 "../envs/overcooked.rhai"
                                    {
                                        bool const t272 = l200 == (int32_t)0x00000008u;
                                        if (t272) {
                                            {
#line 317 "../envs/overcooked.rhai"
                                                uint32_t const t273 = l199 < 0 ? 0u : l199 > 19 ? 19u : (uint32_t)l199;
                                                uint64_t const t274 = (uint64_t)t273 * 4u + 80u;
                                                uint8_t* const t275 = rr193 + (uint64_t)(t274) * sscale;
                                                uint8_t* const t276 = rw194 + (uint64_t)(t274) * sscale;
                                                int32_t const t277 = mw_ld<int32_t>(t275);
                                                l203 = t277;
#line 318 "../envs/overcooked.rhai"
                                                {
                                                    bool const t279 = l203 > (int32_t)0x00000014u;
                                                    bool t280 = t279;
                                                    if (t280) {
                                                        bool const t281 = l201 == (int32_t)0x00000003u;
                                                        t280 = t281;
                                                    }
                                                    if (t280) {
                                                        {
#line 319 "../envs/overcooked.rhai"
                                                            uint32_t const t282 = l199 < 0 ? 0u : l199 > 19 ? 19u : (uint32_t)l199;
                                                            uint64_t const t283 = (uint64_t)t282 * 4u + 80u;
                                                            uint8_t* const t284 = rr193 + (uint64_t)(t283) * sscale;
                                                            uint8_t* const t285 = rw194 + (uint64_t)(t283) * sscale;
                                                            int32_t const t286 = mw_isub(l203, (int32_t)0x00000001u);
                                                            mw_st<int32_t>(t285, t286);
                                                            uint8_t *rr287 = rr193, *rw288 = rw194;
                                                            int32_t l289 = l199;
                                                            // touch
                                                            {
                                                                int32_t l291 = 0;
#line 253 "../envs/overcooked.rhai"
                                                                l291 = (int32_t)0x00000000u;
                                                                for (;;) {
                                                                    {
                                                                        if (mw_stopped(ctx)) { mw_trap(ctx, 3u); return 1; }
                                                                        int32_t const t294 = mw_ld<int32_t>(rr287 + (uint64_t)(232) * sscale);
                                                                        bool const t295 = l291 < t294;
                                                                        if (!t295) goto brk293;
                                                                        MW_ITER();
                                                                        {
                                                                            {
                                                                                uint32_t const t297 = l291 < 0 ? 0u : l291 > 2 ? 2u : (uint32_t)l291;
                                                                                uint64_t const t298 = (uint64_t)t297 * 4u + 220u;
                                                                                uint8_t* const t299 = rr287 + (uint64_t)(t298) * sscale;
                                                                                uint8_t* const t300 = rw288 + (uint64_t)(t298) * sscale;
                                                                                int32_t const t301 = mw_ld<int32_t>(t299);
                                                                                bool const t302 = t301 == l289;
                                                                                if (t302) {
                                                                                    {
                                                                                        goto ret290;
                                                                                    }
                                                                                    goto fi296;
                                                                                }
                                                                                {
                                                                                }
                                                                            }
                                                                            fi296:;
                                                                        }
                                                                    }
                                                                    cont292:;
                                                                    {
                                                                        int32_t const t303 = mw_iadd(l291, (int32_t)0x00000001u);
                                                                        l291 = t303;
                                                                    }
                                                                }
                                                                brk293:;
#line 254 "../envs/overcooked.rhai"
                                                                int32_t const t304 = mw_ld<int32_t>(rr287 + (uint64_t)(232) * sscale);
                                                                uint32_t const t305 = t304 < 0 ? 0u : t304 > 2 ? 2u : (uint32_t)t304;
                                                                uint64_t const t306 = (uint64_t)t305 * 4u + 220u;
                                                                uint8_t* const t307 = rr287 + (uint64_t)(t306) * sscale;
                                                                uint8_t* const t308 = rw288 + (uint64_t)(t306) * sscale;
                                                                mw_st<int32_t>(t308, l289);
#line 255 "../envs/overcooked.rhai"
                                                                int32_t const t309 = mw_ld<int32_t>(rr287 + (uint64_t)(232) * sscale);
                                                                int32_t const t310 = mw_iadd(t309, (int32_t)0x00000001u);
                                                                mw_st<int32_t>(rw288 + (uint64_t)(232) * sscale, t310);
                                                            }
                                                            ret290:;
#line 321 "../envs/overcooked.rhai"
                                                            uint32_t const t311 = l195 < 0 ? 0u : l195 > 1 ? 1u : (uint32_t)l195;
                                                            uint64_t const t312 = (uint64_t)t311 * 4u + 184u;
                                                            uint8_t* const t313 = rr193 + (uint64_t)(t312) * sscale;
                                                            uint8_t* const t314 = rw194 + (uint64_t)(t312) * sscale;
                                                            mw_st<int32_t>(t314, (int32_t)0x00000001u);
#line 322 "../envs/overcooked.rhai"
                                                            uint32_t const t315 = l195 < 0 ? 0u : l195 > 1 ? 1u : (uint32_t)l195;
                                                            uint64_t const t316 = (uint64_t)t315 * 4u + 196u;
                                                            uint8_t* const t317 = rr193 + (uint64_t)(t316) * sscale;
                                                            uint8_t* const t318 = rw194 + (uint64_t)(t316) * sscale;
                                                            uint32_t const t319 = l195 < 0 ? 0u : l195 > 1 ? 1u : (uint32_t)l195;
                                                            uint64_t const t320 = (uint64_t)t319 * 4u + 196u;
                                                            uint8_t* const t321 = rr193 + (uint64_t)(t320) * sscale;
                                                            uint8_t* const t322 = rw194 + (uint64_t)(t320) * sscale;
                                                            float const t323 = mw_ld<float>(t321);
                                                            float const t324 = t323 + mw_f32(0x40400000u);
                                                            mw_st<float>(t318, mw_canon(t324));
                                                        }
                                                        goto fi278;
                                                    }
                                                    bool const t325 = l203 == (int32_t)0x00000000u;
                                                    bool t326 = t325;
                                                    if (t326) {
                                                        bool const t327 = l201 == (int32_t)0x00000005u;
                                                        t326 = t327;
                                                    }
                                                    if (t326) {
                                                        {
#line 324 "../envs/overcooked.rhai"
                                                            uint32_t const t328 = l199 < 0 ? 0u : l199 > 19 ? 19u : (uint32_t)l199;
                                                            uint64_t const t329 = (uint64_t)t328 * 4u + 80u;
                                                            uint8_t* const t330 = rr193 + (uint64_t)(t329) * sscale;
                                                            uint8_t* const t331 = rw194 + (uint64_t)(t329) * sscale;
                                                            mw_st<int32_t>(t331, (int32_t)0x00000017u);
                                                            uint8_t *rr332 = rr193, *rw333 = rw194;
                                                            int32_t l334 = l199;
                                                            // touch
                                                            {
                                                                int32_t l336 = 0;
#line 253 "../envs/overcooked.rhai"
                                                                l336 = (int32_t)0x00000000u;
                                                                for (;;) {
                                                                    {
                                                                        if (mw_stopped(ctx)) { mw_trap(ctx, 4u); return 1; }
                                                                        int32_t const t339 = mw_ld<int32_t>(rr332 + (uint64_t)(232) * sscale);
                                                                        bool const t340 = l336 < t339;
                                                                        if (!t340) goto brk338;
                                                                        MW_ITER();
                                                                        {
                                                                            {
                                                                                uint32_t const t342 = l336 < 0 ? 0u : l336 > 2 ? 2u : (uint32_t)l336;
                                                                                uint64_t const t343 = (uint64_t)t342 * 4u + 220u;
                                                                                uint8_t* const t344 = rr332 + (uint64_t)(t343) * sscale;
                                                                                uint8_t* const t345 = rw333 + (uint64_t)(t343) * sscale;
                                                                                int32_t const t346 = mw_ld<int32_t>(t344);
                                                                                bool const t347 = t346 == l334;
                                                                                if (t347) {
                                                                                    {
                                                                                        goto ret335;
                                                                                    }
                                                                                    goto fi341;
                                                                                }
                                                                                {
                                                                                }
                                                                            }
                                                                            fi341:;
                                                                        }
                                                                    }
                                                                    cont337:;
                                                                    {
                                                                        int32_t const t348 = mw_iadd(l336, (int32_t)0x00000001u);
                                                                        l336 = t348;
                                                                    }
                                                                }
                                                                brk338:;
#line 254 "../envs/overcooked.rhai"
                                                                int32_t const t349 = mw_ld<int32_t>(rr332 + (uint64_t)(232) * sscale);
                                                                uint32_t const t350 = t349 < 0 ? 0u : t349 > 2 ? 2u : (uint32_t)t349;
                                                                uint64_t const t351 = (uint64_t)t350 * 4u + 220u;
                                                                uint8_t* const t352 = rr332 + (uint64_t)(t351) * sscale;
                                                                uint8_t* const t353 = rw333 + (uint64_t)(t351) * sscale;
                                                                mw_st<int32_t>(t353, l334);
#line 255 "../envs/overcooked.rhai"
                                                                int32_t const t354 = mw_ld<int32_t>(rr332 + (uint64_t)(232) * sscale);
                                                                int32_t const t355 = mw_iadd(t354, (int32_t)0x00000001u);
                                                                mw_st<int32_t>(rw333 + (uint64_t)(232) * sscale, t355);
                                                            }
                                                            ret335:;
#line 326 "../envs/overcooked.rhai"
                                                            uint32_t const t356 = l195 < 0 ? 0u : l195 > 1 ? 1u : (uint32_t)l195;
                                                            uint64_t const t357 = (uint64_t)t356 * 4u + 184u;
                                                            uint8_t* const t358 = rr193 + (uint64_t)(t357) * sscale;
                                                            uint8_t* const t359 = rw194 + (uint64_t)(t357) * sscale;
                                                            mw_st<int32_t>(t359, (int32_t)0x00000009u);
#line 327 "../envs/overcooked.rhai"
                                                            uint32_t const t360 = l195 < 0 ? 0u : l195 > 1 ? 1u : (uint32_t)l195;
                                                            uint64_t const t361 = (uint64_t)t360 * 4u + 196u;
                                                            uint8_t* const t362 = rr193 + (uint64_t)(t361) * sscale;
                                                            uint8_t* const t363 = rw194 + (uint64_t)(t361) * sscale;
                                                            uint32_t const t364 = l195 < 0 ? 0u : l195 > 1 ? 1u : (uint32_t)l195;
                                                            uint64_t const t365 = (uint64_t)t364 * 4u + 196u;
                                                            uint8_t* const t366 = rr193 + (uint64_t)(t365) * sscale;
                                                            uint8_t* const t367 = rw194 + (uint64_t)(t365) * sscale;
                                                            float const t368 = mw_ld<float>(t366);
                                                            float const t369 = t368 + mw_f32(0x40A00000u);
                                                            mw_st<float>(t363, mw_canon(t369));
                                                        }
                                                        goto fi278;
                                                    }
                                                    {
                                                    }
                                                }
                                                fi278:;
                                                goto ret196;
                                            }
                                            goto fi271;
                                        }
                                        {
                                        }
                                    }
                                    fi271:;
#line 331 "../envs/overcooked.rhai"
                                    {
                                        uint32_t const t371 = l199 < 0 ? 0u : l199 > 19 ? 19u : (uint32_t)l199;
                                        uint64_t const t372 = (uint64_t)t371 * 4u + 184u;
                                        uint8_t* const t373 = ctx->locals + t372;
                                        int32_t const t374 = mw_ld<int32_t>(t373);
                                        bool const t375 = t374 == (int32_t)0x00000000u;
                                        if (t375) {
                                            {
                                                goto ret196;
                                            }
                                            goto fi370;
                                        }
                                        {
                                        }
                                    }
                                    fi370:;
#line 332 "../envs/overcooked.rhai"
                                    bool const t376 = l200 == (int32_t)0x00000004u;
                                    bool t377 = t376;
                                    if (!t377) {
                                        bool const t378 = l200 == (int32_t)0x00000006u;
                                        t377 = t378;
                                    }
                                    l204 = t377;
#line 333 "../envs/overcooked.rhai"
                                    bool const t379 = l200 == (int32_t)0x00000003u;
                                    bool t380 = t379;
                                    if (!t380) {
                                        bool const t381 = l200 == (int32_t)0x00000005u;
                                        t380 = t381;
                                    }
                                    bool t382 = t380;
                                    if (!t382) {
                                        bool const t383 = l200 == (int32_t)0x00000009u;
                                        t382 = t383;
                                    }
                                    l205 = t382;
#line 334 "../envs/overcooked.rhai"
                                    bool const t384 = l200 == (int32_t)0x00000002u;
                                    bool t385 = t384;
                                    if (!t385) {
                                        bool const t386 = l200 == (int32_t)0x00000001u;
                                        t385 = t386;
                                    }
                                    l206 = t385;
#line 335 "../envs/overcooked.rhai"
                                    {
                                        bool const t388 = !l206;
                                        bool t389 = t388;
                                        if (t389) {
                                            bool const t390 = l201 == (int32_t)0x00000001u;
                                            t389 = t390;
                                        }
                                        bool t391 = t389;
                                        if (t391) {
                                            bool t392 = l204;
                                            if (!t392) {
                                                t392 = l205;
                                            }
                                            t391 = t392;
                                        }
                                        if (t391) {
                                            {
#line 336 "../envs/overcooked.rhai"
                                                int32_t t393 = 0;
                                                if (l205) {
                                                    t393 = l200;
                                                } else {
                                                    bool const t394 = l200 == (int32_t)0x00000006u;
                                                    int32_t t395 = 0;
                                                    if (t394) {
                                                        t395 = (int32_t)0x00000005u;
                                                    } else {
                                                        t395 = (int32_t)0x00000003u;
                                                    }
                                                    t393 = t395;
                                                }
                                                l207 = t393;
#line 337 "../envs/overcooked.rhai"
                                                {
                                                    bool const t397 = l207 == (int32_t)0x00000005u;
                                                    if (t397) {
                                                        {
#line 340 "../envs/overcooked.rhai"
                                                            l208 = (int32_t)0x00000000u;
#line 341 "../envs/overcooked.rhai"
                                                            l209 = (int32_t)0x00000000u;
                                                            for (;;) {
                                                                {
                                                                    if (mw_stopped(ctx)) { mw_trap(ctx, 5u); return 1; }
                                                                    bool const t400 = l209 < (int32_t)0x00000002u;
                                                                    if (!t400) goto brk399;
                                                                    MW_ITER();
                                                                    {
                                                                        {
                                                                            uint32_t const t402 = l209 < 0 ? 0u : l209 > 1 ? 1u : (uint32_t)l209;
                                                                            uint64_t const t403 = (uint64_t)t402 * 4u + 184u;
                                                                            uint8_t* const t404 = rr193 + (uint64_t)(t403) * sscale;
                                                                            uint8_t* const t405 = rw194 + (uint64_t)(t403) * sscale;
                                                                            int32_t const t406 = mw_ld<int32_t>(t404);
                                                                            bool const t407 = t406 == (int32_t)0x00000005u;
                                                                            if (t407) {
                                                                                {
                                                                                    int32_t const t408 = mw_iadd(l208, (int32_t)0x00000001u);
                                                                                    l208 = t408;
                                                                                }
                                                                                goto fi401;
                                                                            }
                                                                            {
                                                                            }
                                                                        }
                                                                        fi401:;
                                                                    }
                                                                }
                                                                cont398:;
                                                                {
                                                                    int32_t const t409 = mw_iadd(l209, (int32_t)0x00000001u);
                                                                    l209 = t409;
                                                                }
                                                            }
                                                            brk399:;
#line 342 "../envs/overcooked.rhai"
                                                            l210 = (int32_t)0x00000000u;
#line 343 "../envs/overcooked.rhai"
                                                            l211 = (int32_t)0x00000000u;
                                                            for (;;) {
                                                                {
                                                                    if (mw_stopped(ctx)) { mw_trap(ctx, 6u); return 1; }
                                                                    bool const t412 = l211 < (int32_t)0x00000001u;
                                                                    if (!t412) goto brk411;
                                                                    MW_ITER();
                                                                    {
                                                                        {
                                                                            uint32_t const t414 = l211 < 0 ? 0u : l211 > 0 ? 0u : (uint32_t)l211;
                                                                            uint64_t const t415 = (uint64_t)t414 * 4u + 264u;
                                                                            uint8_t* const t416 = ctx->locals + t415;
                                                                            int32_t const t417 = mw_ld<int32_t>(t416);
                                                                            uint32_t const t418 = t417 < 0 ? 0u : t417 > 19 ? 19u : (uint32_t)t417;
                                                                            uint64_t const t419 = (uint64_t)t418 * 4u + 80u;
                                                                            uint8_t* const t420 = rr193 + (uint64_t)(t419) * sscale;
                                                                            uint8_t* const t421 = rw194 + (uint64_t)(t419) * sscale;
                                                                            int32_t const t422 = mw_ld<int32_t>(t420);
                                                                            bool const t423 = t422 != (int32_t)0x00000017u;
                                                                            if (t423) {
                                                                                {
                                                                                    int32_t const t424 = mw_iadd(l210, (int32_t)0x00000001u);
                                                                                    l210 = t424;
                                                                                }
                                                                                goto fi413;
                                                                            }
                                                                            {
                                                                            }
                                                                        }
                                                                        fi413:;
                                                                    }
                                                                }
                                                                cont410:;
                                                                {
                                                                    int32_t const t425 = mw_iadd(l211, (int32_t)0x00000001u);
                                                                    l211 = t425;
                                                                }
                                                            }
                                                            brk411:;
#line 344 "../envs/overcooked.rhai"
                                                            l212 = false;
#line 345 "../envs/overcooked.rhai"
                                                            l213 = (int32_t)0x00000000u;
                                                            for (;;) {
                                                                {
                                                                    if (mw_stopped(ctx)) { mw_trap(ctx, 7u); return 1; }
                                                                    bool const t428 = l213 < (int32_t)0x00000014u;
                                                                    if (!t428) goto brk427;
                                                                    MW_ITER();
                                                                    {
                                                                        {
                                                                            uint32_t const t430 = l213 < 0 ? 0u : l213 > 19 ? 19u : (uint32_t)l213;
                                                                            uint64_t const t431 = (uint64_t)t430 * 4u + 0u;
                                                                            uint8_t* const t432 = rr193 + (uint64_t)(t431) * sscale;
                                                                            uint8_t* const t433 = rw194 + (uint64_t)(t431) * sscale;
                                                                            int32_t const t434 = mw_ld<int32_t>(t432);
                                                                            bool const t435 = t434 == (int32_t)0x00000005u;
                                                                            if (t435) {
                                                                                {
                                                                                    l212 = true;
                                                                                }
                                                                                goto fi429;
                                                                            }
                                                                            {
                                                                            }
                                                                        }
                                                                        fi429:;
                                                                    }
                                                                }
                                                                cont426:;
                                                                {
                                                                    int32_t const t436 = mw_iadd(l213, (int32_t)0x00000001u);
                                                                    l213 = t436;
                                                                }
                                                            }
                                                            brk427:;
#line 346 "../envs/overcooked.rhai"
                                                            {
                                                                bool const t438 = !l212;
                                                                bool t439 = t438;
                                                                if (t439) {
                                                                    bool const t440 = l208 < l210;
                                                                    t439 = t440;
                                                                }
                                                                if (t439) {
                                                                    {
                                                                        uint32_t const t441 = l195 < 0 ? 0u : l195 > 1 ? 1u : (uint32_t)l195;
                                                                        uint64_t const t442 = (uint64_t)t441 * 4u + 196u;
                                                                        uint8_t* const t443 = rr193 + (uint64_t)(t442) * sscale;
                                                                        uint8_t* const t444 = rw194 + (uint64_t)(t442) * sscale;
                                                                        uint32_t const t445 = l195 < 0 ? 0u : l195 > 1 ? 1u : (uint32_t)l195;
                                                                        uint64_t const t446 = (uint64_t)t445 * 4u + 196u;
                                                                        uint8_t* const t447 = rr193 + (uint64_t)(t446) * sscale;
                                                                        uint8_t* const t448 = rw194 + (uint64_t)(t446) * sscale;
                                                                        float const t449 = mw_ld<float>(t447);
                                                                        float const t450 = t449 + mw_f32(0x40400000u);
                                                                        mw_st<float>(t444, mw_canon(t450));
                                                                    }
                                                                    goto fi437;
                                                                }
                                                                {
                                                                }
                                                            }
                                                            fi437:;
                                                        }
                                                        goto fi396;
                                                    }
                                                    {
                                                    }
                                                }
                                                fi396:;
#line 348 "../envs/overcooked.rhai"
                                                {
                                                    if (l205) {
                                                        {
#line 349 "../envs/overcooked.rhai"
                                                            uint32_t const t452 = l199 < 0 ? 0u : l199 > 19 ? 19u : (uint32_t)l199;
                                                            uint64_t const t453 = (uint64_t)t452 * 4u + 0u;
                                                            uint8_t* const t454 = rr193 + (uint64_t)(t453) * sscale;
                                                            uint8_t* const t455 = rw194 + (uint64_t)(t453) * sscale;
                                                            mw_st<int32_t>(t455, (int32_t)0x00000002u);
                                                            uint8_t *rr456 = rr193, *rw457 = rw194;
                                                            int32_t l458 = l199;
                                                            // touch
                                                            {
                                                                int32_t l460 = 0;
#line 253 "../envs/overcooked.rhai"
                                                                l460 = (int32_t)0x00000000u;
                                                                for (;;) {
                                                                    {
                                                                        if (mw_stopped(ctx)) { mw_trap(ctx, 8u); return 1; }
                                                                        int32_t const t463 = mw_ld<int32_t>(rr456 + (uint64_t)(232) * sscale);
                                                                        bool const t464 = l460 < t463;
                                                                        if (!t464) goto brk462;
                                                                        MW_ITER();
                                                                        {
                                                                            {
                                                                                uint32_t const t466 = l460 < 0 ? 0u : l460 > 2 ? 2u : (uint32_t)l460;
                                                                                uint64_t const t467 = (uint64_t)t466 * 4u + 220u;
                                                                                uint8_t* const t468 = rr456 + (uint64_t)(t467) * sscale;
                                                                                uint8_t* const t469 = rw457 + (uint64_t)(t467) * sscale;
                                                                                int32_t const t470 = mw_ld<int32_t>(t468);
                                                                                bool const t471 = t470 == l458;
                                                                                if (t471) {
                                                                                    {
                                                                                        goto ret459;
                                                                                    }
                                                                                    goto fi465;
                                                                                }
                                                                                {
                                                                                }
                                                                            }
                                                                            fi465:;
                                                                        }
                                                                    }
                                                                    cont461:;
                                                                    {
                                                                        int32_t const t472 = mw_iadd(l460, (int32_t)0x00000001u);
                                                                        l460 = t472;
                                                                    }
                                                                }
                                                                brk462:;
#line 254 "../envs/overcooked.rhai"
                                                                int32_t const t473 = mw_ld<int32_t>(rr456 + (uint64_t)(232) * sscale);
                                                                uint32_t const t474 = t473 < 0 ? 0u : t473 > 2 ? 2u : (uint32_t)t473;
                                                                uint64_t const t475 = (uint64_t)t474 * 4u + 220u;
                                                                uint8_t* const t476 = rr456 + (uint64_t)(t475) * sscale;
                                                                uint8_t* const t477 = rw457 + (uint64_t)(t475) * sscale;
                                                                mw_st<int32_t>(t477, l458);
#line 255 "../envs/overcooked.rhai"
                                                                int32_t const t478 = mw_ld<int32_t>(rr456 + (uint64_t)(232) * sscale);
                                                                int32_t const t479 = mw_iadd(t478, (int32_t)0x00000001u);
                                                                mw_st<int32_t>(rw457 + (uint64_t)(232) * sscale, t479);
                                                            }
                                                            ret459:;
                                                        }
                                                        goto fi451;
                                                    }
                                                    {
                                                    }
                                                }
                                                fi451:;
#line 352 "../envs/overcooked.rhai"
                                                uint32_t const t480 = l195 < 0 ? 0u : l195 > 1 ? 1u : (uint32_t)l195;
                                                uint64_t const t481 = (uint64_t)t480 * 4u + 184u;
                                                uint8_t* const t482 = rr193 + (uint64_t)(t481) * sscale;
                                                uint8_t* const t483 = rw194 + (uint64_t)(t481) * sscale;
                                                mw_st<int32_t>(t483, l207);
                                            }
                                            goto fi387;
                                        }
                                        bool t484 = l206;
                                        if (t484) {
                                            bool const t485 = l201 != (int32_t)0x00000001u;
                                            t484 = t485;
                                        }
                                        if (t484) {
                                            {
#line 354 "../envs/overcooked.rhai"
                                                uint32_t const t486 = l199 < 0 ? 0u : l199 > 19 ? 19u : (uint32_t)l199;
                                                uint64_t const t487 = (uint64_t)t486 * 4u + 0u;
                                                uint8_t* const t488 = rr193 + (uint64_t)(t487) * sscale;
                                                uint8_t* const t489 = rw194 + (uint64_t)(t487) * sscale;
                                                mw_st<int32_t>(t489, l201);
                                                uint8_t *rr490 = rr193, *rw491 = rw194;
                                                int32_t l492 = l199;
                                                // touch
                                                {
                                                    int32_t l494 = 0;
#line 253 "../envs/overcooked.rhai"
                                                    l494 = (int32_t)0x00000000u;
                                                    for (;;) {
                                                        {
                                                            if (mw_stopped(ctx)) { mw_trap(ctx, 9u); return 1; }
                                                            int32_t const t497 = mw_ld<int32_t>(rr490 + (uint64_t)(232) * sscale);
                                                            bool const t498 = l494 < t497;
                                                            if (!t498) goto brk496;
                                                            MW_ITER();
                                                            {
                                                                {
                                                                    uint32_t const t500 = l494 < 0 ? 0u : l494 > 2 ? 2u : (uint32_t)l494;
                                                                    uint64_t const t501 = (uint64_t)t500 * 4u + 220u;
                                                                    uint8_t* const t502 = rr490 + (uint64_t)(t501) * sscale;
                                                                    uint8_t* const t503 = rw491 + (uint64_t)(t501) * sscale;
                                                                    int32_t const t504 = mw_ld<int32_t>(t502);
                                                                    bool const t505 = t504 == l492;
                                                                    if (t505) {
                                                                        {
                                                                            goto ret493;
                                                                        }
                                                                        goto fi499;
                                                                    }
                                                                    {
                                                                    }
                                                                }
                                                                fi499:;
                                                            }
                                                        }
                                                        cont495:;
                                                        {
                                                            int32_t const t506 = mw_iadd(l494, (int32_t)0x00000001u);
                                                            l494 = t506;
                                                        }
                                                    }
                                                    brk496:;
#line 254 "../envs/overcooked.rhai"
                                                    int32_t const t507 = mw_ld<int32_t>(rr490 + (uint64_t)(232) * sscale);
                                                    uint32_t const t508 = t507 < 0 ? 0u : t507 > 2 ? 2u : (uint32_t)t507;
                                                    uint64_t const t509 = (uint64_t)t508 * 4u + 220u;
                                                    uint8_t* const t510 = rr490 + (uint64_t)(t509) * sscale;
                                                    uint8_t* const t511 = rw491 + (uint64_t)(t509) * sscale;
                                                    mw_st<int32_t>(t511, l492);
#line 255 "../envs/overcooked.rhai"
                                                    int32_t const t512 = mw_ld<int32_t>(rr490 + (uint64_t)(232) * sscale);
                                                    int32_t const t513 = mw_iadd(t512, (int32_t)0x00000001u);
                                                    mw_st<int32_t>(rw491 + (uint64_t)(232) * sscale, t513);
                                                }
                                                ret493:;
#line 356 "../envs/overcooked.rhai"
                                                uint32_t const t514 = l195 < 0 ? 0u : l195 > 1 ? 1u : (uint32_t)l195;
                                                uint64_t const t515 = (uint64_t)t514 * 4u + 184u;
                                                uint8_t* const t516 = rr193 + (uint64_t)(t515) * sscale;
                                                uint8_t* const t517 = rw194 + (uint64_t)(t515) * sscale;
                                                mw_st<int32_t>(t517, (int32_t)0x00000001u);
                                            }
                                            goto fi387;
                                        }
                                        bool const t518 = l200 == (int32_t)0x00000007u;
                                        bool t519 = t518;
                                        if (t519) {
                                            bool const t520 = l201 == (int32_t)0x00000009u;
                                            t519 = t520;
                                        }
                                        if (t519) {
                                            {
#line 358 "../envs/overcooked.rhai"
                                                uint32_t const t521 = l195 < 0 ? 0u : l195 > 1 ? 1u : (uint32_t)l195;
                                                uint64_t const t522 = (uint64_t)t521 * 4u + 184u;
                                                uint8_t* const t523 = rr193 + (uint64_t)(t522) * sscale;
                                                uint8_t* const t524 = rw194 + (uint64_t)(t522) * sscale;
                                                mw_st<int32_t>(t524, (int32_t)0x00000001u);
#line 359 "../envs/overcooked.rhai"
                                                float const t525 = mw_ld<float>(rr193 + (uint64_t)(192) * sscale);
                                                float const t526 = t525 + mw_f32(0x41A00000u);
                                                mw_st<float>(rw194 + (uint64_t)(192) * sscale, mw_canon(t526));
#line 360 "../envs/overcooked.rhai"
                                                int32_t const t527 = mw_ld<int32_t>(rr193 + (uint64_t)(208) * sscale);
                                                int32_t const t528 = mw_iadd(t527, (int32_t)0x00000001u);
                                                mw_st<int32_t>(rw194 + (uint64_t)(208) * sscale, t528);
                                            }
                                            goto fi387;
                                        }
                                        {
                                        }
                                    }
                                    fi387:;
                                }
                                ret196:;
                            }
                            goto fi187;
                        }
                        {
                        }
                    }
                    fi187:;
                }
            }
            cont184:;
            {
#line 391 "../envs/overcooked.rhai"
                int32_t const t529 = mw_iadd(l15, (int32_t)0x00000001u);
                l15 = t529;
            }
        }
        brk185:;
#line 394 "../envs/overcooked.rhai"
        l16 = (int32_t)0x00000000u;
        for (;;) {
            {
                if (mw_stopped(ctx)) { mw_trap(ctx, 10u); return 1; }
                bool const t532 = l16 < (int32_t)0x00000002u;
                if (!t532) goto brk531;
                MW_ITER();
                {
#line 395 "../envs/overcooked.rhai"
                    uint32_t const t533 = l16 < 0 ? 0u : l16 > 1 ? 1u : (uint32_t)l16;
                    uint64_t const t534 = (uint64_t)t533 * 4u + 248u;
                    uint8_t* const t535 = rr3 + (uint64_t)(t534) * sscale;
                    uint8_t* const t536 = rw4 + (uint64_t)(t534) * sscale;
                    uint32_t const t537 = l16 < 0 ? 0u : l16 > 1 ? 1u : (uint32_t)l16;
                    uint64_t const t538 = (uint64_t)t537 * 4u + 160u;
                    uint8_t* const t539 = rr3 + (uint64_t)(t538) * sscale;
                    uint8_t* const t540 = rw4 + (uint64_t)(t538) * sscale;
                    int32_t const t541 = mw_ld<int32_t>(t539);
                    mw_st<int32_t>(t536, t541);
#line 396 "../envs/overcooked.rhai"
                    uint32_t const t542 = l16 < 0 ? 0u : l16 > 1 ? 1u : (uint32_t)l16;
                    uint64_t const t543 = (uint64_t)t542 * 4u + 256u;
                    uint8_t* const t544 = rr3 + (uint64_t)(t543) * sscale;
                    uint8_t* const t545 = rw4 + (uint64_t)(t543) * sscale;
                    uint32_t const t546 = l16 < 0 ? 0u : l16 > 1 ? 1u : (uint32_t)l16;
                    uint64_t const t547 = (uint64_t)t546 * 4u + 168u;
                    uint8_t* const t548 = rr3 + (uint64_t)(t547) * sscale;
                    uint8_t* const t549 = rw4 + (uint64_t)(t547) * sscale;
                    int32_t const t550 = mw_ld<int32_t>(t548);
                    mw_st<int32_t>(t545, t550);
#line 397 "../envs/overcooked.rhai"
                    uint32_t const t551 = l16 < 0 ? 0u : l16 > 1 ? 1u : (uint32_t)l16;
                    uint64_t const t552 = (uint64_t)t551 * 4u + 264u;
                    uint8_t* const t553 = rr3 + (uint64_t)(t552) * sscale;
                    uint8_t* const t554 = rw4 + (uint64_t)(t552) * sscale;
                    uint32_t const t555 = l16 < 0 ? 0u : l16 > 1 ? 1u : (uint32_t)l16;
                    uint64_t const t556 = (uint64_t)t555 * 4u + 176u;
                    uint8_t* const t557 = rr3 + (uint64_t)(t556) * sscale;
                    uint8_t* const t558 = rw4 + (uint64_t)(t556) * sscale;
                    int32_t const t559 = mw_ld<int32_t>(t557);
                    mw_st<int32_t>(t554, t559);
#line 398 "../envs/overcooked.rhai"
                    uint32_t const t560 = l16 < 0 ? 0u : l16 > 1 ? 1u : (uint32_t)l16;
                    uint64_t const t561 = (uint64_t)t560 * 4u + 272u;
                    uint8_t* const t562 = rr3 + (uint64_t)(t561) * sscale;
                    uint8_t* const t563 = rw4 + (uint64_t)(t561) * sscale;
                    uint32_t const t564 = l16 < 0 ? 0u : l16 > 1 ? 1u : (uint32_t)l16;
                    uint64_t const t565 = (uint64_t)t564 * 4u + 136u;
                    uint8_t* const t566 = ctx->locals + t565;
                    int32_t const t567 = mw_ld<int32_t>(t566);
                    mw_st<int32_t>(t563, t567);
#line 399 "../envs/overcooked.rhai"
                    {
                        bool const t569 = !l13;
                        bool t570 = t569;
                        if (t570) {
                            bool const t571 = !l14;
                            t570 = t571;
                        }
                        if (t570) {
                            {
#line 400 "../envs/overcooked.rhai"
                                uint32_t const t572 = l16 < 0 ? 0u : l16 > 1 ? 1u : (uint32_t)l16;
                                uint64_t const t573 = (uint64_t)t572 * 4u + 160u;
                                uint8_t* const t574 = rr3 + (uint64_t)(t573) * sscale;
                                uint8_t* const t575 = rw4 + (uint64_t)(t573) * sscale;
                                uint32_t const t576 = l16 < 0 ? 0u : l16 > 1 ? 1u : (uint32_t)l16;
                                uint64_t const t577 = (uint64_t)t576 * 4u + 8u;
                                uint8_t* const t578 = ctx->locals + t577;
                                int32_t const t579 = mw_ld<int32_t>(t578);
                                mw_st<int32_t>(t575, t579);
#line 401 "../envs/overcooked.rhai"
                                uint32_t const t580 = l16 < 0 ? 0u : l16 > 1 ? 1u : (uint32_t)l16;
                                uint64_t const t581 = (uint64_t)t580 * 4u + 168u;
                                uint8_t* const t582 = rr3 + (uint64_t)(t581) * sscale;
                                uint8_t* const t583 = rw4 + (uint64_t)(t581) * sscale;
                                uint32_t const t584 = l16 < 0 ? 0u : l16 > 1 ? 1u : (uint32_t)l16;
                                uint64_t const t585 = (uint64_t)t584 * 4u + 16u;
                                uint8_t* const t586 = ctx->locals + t585;
                                int32_t const t587 = mw_ld<int32_t>(t586);
                                mw_st<int32_t>(t583, t587);
                            }
                            goto fi568;
                        }
                        {
                        }
                    }
                    fi568:;
#line 403 "../envs/overcooked.rhai"
                    {
                        uint32_t const t589 = l16 < 0 ? 0u : l16 > 1 ? 1u : (uint32_t)l16;
                        uint64_t const t590 = (uint64_t)t589 * 4u + 0u;
                        uint8_t* const t591 = ctx->locals + t590;
                        int32_t const t592 = mw_ld<int32_t>(t591);
                        bool const t593 = t592 >= (int32_t)0x00000000u;
                        bool t594 = t593;
                        if (t594) {
                            uint32_t const t595 = l16 < 0 ? 0u : l16 > 1 ? 1u : (uint32_t)l16;
                            uint64_t const t596 = (uint64_t)t595 * 4u + 0u;
                            uint8_t* const t597 = ctx->locals + t596;
                            int32_t const t598 = mw_ld<int32_t>(t597);
                            bool const t599 = t598 < (int32_t)0x00000004u;
                            t594 = t599;
                        }
                        if (t594) {
                            {
                                uint32_t const t600 = l16 < 0 ? 0u : l16 > 1 ? 1u : (uint32_t)l16;
                                uint64_t const t601 = (uint64_t)t600 * 4u + 176u;
                                uint8_t* const t602 = rr3 + (uint64_t)(t601) * sscale;
                                uint8_t* const t603 = rw4 + (uint64_t)(t601) * sscale;
                                uint32_t const t604 = l16 < 0 ? 0u : l16 > 1 ? 1u : (uint32_t)l16;
                                uint64_t const t605 = (uint64_t)t604 * 4u + 0u;
                                uint8_t* const t606 = ctx->locals + t605;
                                int32_t const t607 = mw_ld<int32_t>(t606);
                                mw_st<int32_t>(t603, t607);
                            }
                            goto fi588;
                        }
                        {
                        }
                    }
                    fi588:;
#line 404 "../envs/overcooked.rhai"
                    uint32_t const t608 = l16 < 0 ? 0u : l16 > 1 ? 1u : (uint32_t)l16;
                    uint64_t const t609 = (uint64_t)t608 * 4u + 160u;
                    uint8_t* const t610 = rr3 + (uint64_t)(t609) * sscale;
                    uint8_t* const t611 = rw4 + (uint64_t)(t609) * sscale;
                    int32_t const t612 = mw_ld<int32_t>(t610);
                    uint32_t const t613 = l16 < 0 ? 0u : l16 > 1 ? 1u : (uint32_t)l16;
                    uint64_t const t614 = (uint64_t)t613 * 4u + 248u;
                    uint8_t* const t615 = rr3 + (uint64_t)(t614) * sscale;
                    uint8_t* const t616 = rw4 + (uint64_t)(t614) * sscale;
                    int32_t const t617 = mw_ld<int32_t>(t615);
                    bool const t618 = t612 == t617;
                    bool t619 = t618;
                    if (t619) {
                        uint32_t const t620 = l16 < 0 ? 0u : l16 > 1 ? 1u : (uint32_t)l16;
                        uint64_t const t621 = (uint64_t)t620 * 4u + 168u;
                        uint8_t* const t622 = rr3 + (uint64_t)(t621) * sscale;
                        uint8_t* const t623 = rw4 + (uint64_t)(t621) * sscale;
                        int32_t const t624 = mw_ld<int32_t>(t622);
                        uint32_t const t625 = l16 < 0 ? 0u : l16 > 1 ? 1u : (uint32_t)l16;
                        uint64_t const t626 = (uint64_t)t625 * 4u + 256u;
                        uint8_t* const t627 = rr3 + (uint64_t)(t626) * sscale;
                        uint8_t* const t628 = rw4 + (uint64_t)(t626) * sscale;
                        int32_t const t629 = mw_ld<int32_t>(t627);
                        bool const t630 = t624 == t629;
                        t619 = t630;
                    }
                    bool t631 = t619;
                    if (t631) {
                        uint32_t const t632 = l16 < 0 ? 0u : l16 > 1 ? 1u : (uint32_t)l16;
                        uint64_t const t633 = (uint64_t)t632 * 4u + 176u;
                        uint8_t* const t634 = rr3 + (uint64_t)(t633) * sscale;
                        uint8_t* const t635 = rw4 + (uint64_t)(t633) * sscale;
                        int32_t const t636 = mw_ld<int32_t>(t634);
                        uint32_t const t637 = l16 < 0 ? 0u : l16 > 1 ? 1u : (uint32_t)l16;
                        uint64_t const t638 = (uint64_t)t637 * 4u + 264u;
                        uint8_t* const t639 = rr3 + (uint64_t)(t638) * sscale;
                        uint8_t* const t640 = rw4 + (uint64_t)(t638) * sscale;
                        int32_t const t641 = mw_ld<int32_t>(t639);
                        bool const t642 = t636 == t641;
                        t631 = t642;
                    }
                    l17 = t631;
#line 405 "../envs/overcooked.rhai"
                    uint32_t const t643 = l16 < 0 ? 0u : l16 > 1 ? 1u : (uint32_t)l16;
                    uint64_t const t644 = (uint64_t)t643 * 4u + 240u;
                    uint8_t* const t645 = rr3 + (uint64_t)(t644) * sscale;
                    uint8_t* const t646 = rw4 + (uint64_t)(t644) * sscale;
                    bool t647 = l17;
                    if (t647) {
                        uint32_t const t648 = l16 < 0 ? 0u : l16 > 1 ? 1u : (uint32_t)l16;
                        uint64_t const t649 = (uint64_t)t648 * 4u + 184u;
                        uint8_t* const t650 = rr3 + (uint64_t)(t649) * sscale;
                        uint8_t* const t651 = rw4 + (uint64_t)(t649) * sscale;
                        int32_t const t652 = mw_ld<int32_t>(t650);
                        uint32_t const t653 = l16 < 0 ? 0u : l16 > 1 ? 1u : (uint32_t)l16;
                        uint64_t const t654 = (uint64_t)t653 * 4u + 136u;
                        uint8_t* const t655 = ctx->locals + t654;
                        int32_t const t656 = mw_ld<int32_t>(t655);
                        bool const t657 = t652 == t656;
                        t647 = t657;
                    }
                    int32_t t658 = 0;
                    if (t647) {
                        t658 = (int32_t)0x00000000u;
                    } else {
                        t658 = (int32_t)0x00000001u;
                    }
                    mw_st<int32_t>(t646, t658);
                }
            }
            cont530:;
            {
#line 394 "../envs/overcooked.rhai"
                int32_t const t659 = mw_iadd(l16, (int32_t)0x00000001u);
                l16 = t659;
            }
        }
        brk531:;
#line 408 "../envs/overcooked.rhai"
        l18 = (int32_t)0x00000000u;
        for (;;) {
            {
                if (mw_stopped(ctx)) { mw_trap(ctx, 11u); return 1; }
                bool const t662 = l18 < (int32_t)0x00000001u;
                if (!t662) goto brk661;
                MW_ITER();
                {
#line 409 "../envs/overcooked.rhai"
                    uint32_t const t663 = l18 < 0 ? 0u : l18 > 0 ? 0u : (uint32_t)l18;
                    uint64_t const t664 = (uint64_t)t663 * 4u + 144u;
                    uint8_t* const t665 = ctx->locals + t664;
                    int32_t const t666 = mw_ld<int32_t>(t665);
                    l19 = t666;
#line 410 "../envs/overcooked.rhai"
                    {
                        uint32_t const t668 = l19 < 0 ? 0u : l19 > 19 ? 19u : (uint32_t)l19;
                        uint64_t const t669 = (uint64_t)t668 * 4u + 80u;
                        uint8_t* const t670 = rr3 + (uint64_t)(t669) * sscale;
                        uint8_t* const t671 = rw4 + (uint64_t)(t669) * sscale;
                        int32_t const t672 = mw_ld<int32_t>(t670);
                        bool const t673 = t672 <= (int32_t)0x00000014u;
                        bool t674 = t673;
                        if (t674) {
                            uint32_t const t675 = l19 < 0 ? 0u : l19 > 19 ? 19u : (uint32_t)l19;
                            uint64_t const t676 = (uint64_t)t675 * 4u + 80u;
                            uint8_t* const t677 = rr3 + (uint64_t)(t676) * sscale;
                            uint8_t* const t678 = rw4 + (uint64_t)(t676) * sscale;
                            int32_t const t679 = mw_ld<int32_t>(t677);
                            bool const t680 = t679 > (int32_t)0x00000000u;
                            t674 = t680;
                        }
                        if (t674) {
                            {
#line 411 "../envs/overcooked.rhai"
                                uint32_t const t681 = l19 < 0 ? 0u : l19 > 19 ? 19u : (uint32_t)l19;
                                uint64_t const t682 = (uint64_t)t681 * 4u + 80u;
                                uint8_t* const t683 = rr3 + (uint64_t)(t682) * sscale;
                                uint8_t* const t684 = rw4 + (uint64_t)(t682) * sscale;
                                uint32_t const t685 = l19 < 0 ? 0u : l19 > 19 ? 19u : (uint32_t)l19;
                                uint64_t const t686 = (uint64_t)t685 * 4u + 80u;
                                uint8_t* const t687 = rr3 + (uint64_t)(t686) * sscale;
                                uint8_t* const t688 = rw4 + (uint64_t)(t686) * sscale;
                                int32_t const t689 = mw_ld<int32_t>(t687);
                                int32_t const t690 = mw_isub(t689, (int32_t)0x00000001u);
                                mw_st<int32_t>(t684, t690);
                                uint8_t *rr691 = rr3, *rw692 = rw4;
                                int32_t l693 = l19;
                                // touch
                                {
                                    int32_t l695 = 0;
#line 253 "../envs/overcooked.rhai"
                                    l695 = (int32_t)0x00000000u;
                                    for (;;) {
                                        {
                                            if (mw_stopped(ctx)) { mw_trap(ctx, 12u); return 1; }
                                            int32_t const t698 = mw_ld<int32_t>(rr691 + (uint64_t)(232) * sscale);
                                            bool const t699 = l695 < t698;
                                            if (!t699) goto brk697;
                                            MW_ITER();
                                            {
                                                {
                                                    uint32_t const t701 = l695 < 0 ? 0u : l695 > 2 ? 2u : (uint32_t)l695;
                                                    uint64_t const t702 = (uint64_t)t701 * 4u + 220u;
                                                    uint8_t* const t703 = rr691 + (uint64_t)(t702) * sscale;
                                                    uint8_t* const t704 = rw692 + (uint64_t)(t702) * sscale;
                                                    int32_t const t705 = mw_ld<int32_t>(t703);
                                                    bool const t706 = t705 == l693;
                                                    if (t706) {
                                                        {
                                                            goto ret694;
                                                        }
                                                        goto fi700;
                                                    }
                                                    {
                                                    }
                                                }
                                                fi700:;
                                            }
                                        }
                                        cont696:;
                                        {
                                            int32_t const t707 = mw_iadd(l695, (int32_t)0x00000001u);
                                            l695 = t707;
                                        }
                                    }
                                    brk697:;
#line 254 "../envs/overcooked.rhai"
                                    int32_t const t708 = mw_ld<int32_t>(rr691 + (uint64_t)(232) * sscale);
                                    uint32_t const t709 = t708 < 0 ? 0u : t708 > 2 ? 2u : (uint32_t)t708;
                                    uint64_t const t710 = (uint64_t)t709 * 4u + 220u;
                                    uint8_t* const t711 = rr691 + (uint64_t)(t710) * sscale;
                                    uint8_t* const t712 = rw692 + (uint64_t)(t710) * sscale;
                                    mw_st<int32_t>(t712, l693);
#line 255 "../envs/overcooked.rhai"
                                    int32_t const t713 = mw_ld<int32_t>(rr691 + (uint64_t)(232) * sscale);
                                    int32_t const t714 = mw_iadd(t713, (int32_t)0x00000001u);
                                    mw_st<int32_t>(rw692 + (uint64_t)(232) * sscale, t714);
                                }
                                ret694:;
                            }
                            goto fi667;
                        }
                        {
                        }
                    }
                    fi667:;
                }
            }
            cont660:;
            {
#line 408 "../envs/overcooked.rhai"
                int32_t const t715 = mw_iadd(l18, (int32_t)0x00000001u);
                l18 = t715;
            }
        }
        brk661:;
#line 416 "../envs/overcooked.rhai"
        int32_t const t716 = mw_ld<int32_t>(rr3 + (uint64_t)(204) * sscale);
        int32_t const t717 = mw_iadd(t716, (int32_t)0x00000001u);
        mw_st<int32_t>(rw4 + (uint64_t)(204) * sscale, t717);
#line 417 "../envs/overcooked.rhai"
        int32_t const t718 = mw_ld<int32_t>(rr3 + (uint64_t)(204) * sscale);
        bool const t719 = t718 >= (int32_t)0x00000190u;
        int32_t t720 = 0;
        if (t719) {
            t720 = (int32_t)0x00000001u;
        } else {
            t720 = (int32_t)0x00000000u;
        }
        mw_st<int32_t>(rw4 + (uint64_t)(216) * sscale, t720);
#line 419 "../envs/overcooked.rhai"
        int32_t const t721 = mw_ld<int32_t>(rr3 + (uint64_t)(204) * sscale);
        bool const t722 = t721 == (int32_t)0x00000169u;
        int32_t t723 = 0;
        if (t722) {
            t723 = (int32_t)0x00000001u;
        } else {
            t723 = (int32_t)0x00000000u;
        }
        mw_st<int32_t>(rw4 + (uint64_t)(236) * sscale, t723);
    }
    end2:;
#line 3677 "kernels.cu"
    return 0;
}
#ifdef MW_HOST
MW_ENTRY void k2(const MwCtx* ctx, uint32_t start, uint32_t end) {
    for (uint32_t i = start; i < end; i++) {
        if (mw_k2(ctx, i)) return;
    }
}
#endif
#line 3687 "kernels.cu"

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
        uint8_t* rr9 = mw_single(ctx, 2u, w, 280u);
        uint8_t* rw10 = rr9;
        int32_t l11 = 0;
        int32_t l12 = 0;
        int32_t l13 = 0;
        int32_t l14 = 0;
#line 423 "../envs/overcooked.rhai"
        int32_t const t15 = mw_ld<int32_t>(rr3);
        l11 = t15;
#line 424 "../envs/overcooked.rhai"
        uint32_t const t16 = l11 < 0 ? 0u : l11 > 1 ? 1u : (uint32_t)l11;
        uint64_t const t17 = (uint64_t)t16 * 4u + 160u;
        uint8_t* const t18 = rr9 + (uint64_t)(t17) * sscale;
        uint8_t* const t19 = rw10 + (uint64_t)(t17) * sscale;
        int32_t const t20 = mw_ld<int32_t>(t18);
        mw_st<int32_t>(rw4 + 4, t20);
#line 425 "../envs/overcooked.rhai"
        uint32_t const t21 = l11 < 0 ? 0u : l11 > 1 ? 1u : (uint32_t)l11;
        uint64_t const t22 = (uint64_t)t21 * 4u + 168u;
        uint8_t* const t23 = rr9 + (uint64_t)(t22) * sscale;
        uint8_t* const t24 = rw10 + (uint64_t)(t22) * sscale;
        int32_t const t25 = mw_ld<int32_t>(t23);
        mw_st<int32_t>(rw4 + 8, t25);
#line 426 "../envs/overcooked.rhai"
        uint32_t const t26 = l11 < 0 ? 0u : l11 > 1 ? 1u : (uint32_t)l11;
        uint64_t const t27 = (uint64_t)t26 * 4u + 176u;
        uint8_t* const t28 = rr9 + (uint64_t)(t27) * sscale;
        uint8_t* const t29 = rw10 + (uint64_t)(t27) * sscale;
        int32_t const t30 = mw_ld<int32_t>(t28);
        mw_st<int32_t>(rw4 + 12, t30);
#line 427 "../envs/overcooked.rhai"
        uint32_t const t31 = l11 < 0 ? 0u : l11 > 1 ? 1u : (uint32_t)l11;
        uint64_t const t32 = (uint64_t)t31 * 4u + 184u;
        uint8_t* const t33 = rr9 + (uint64_t)(t32) * sscale;
        uint8_t* const t34 = rw10 + (uint64_t)(t32) * sscale;
        int32_t const t35 = mw_ld<int32_t>(t33);
        mw_st<int32_t>(rw4 + 16, t35);
#line 428 "../envs/overcooked.rhai"
        {
            int32_t const t37 = mw_ld<int32_t>(rr9 + (uint64_t)(236) * sscale);
            bool const t38 = t37 == (int32_t)0x00000001u;
            if (t38) {
                {
                    uint8_t *rr39 = rr5, *rw40 = rw6;
                    uint8_t *rr41 = rr9, *rw42 = rw10;
                    int32_t l43 = l11;
                    // observe_all
                    {
                        float l45 = 0.0f;
                        int32_t l46 = 0;
                        int32_t l47 = 0;
                        int32_t l48 = 0;
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
#line 238 "../envs/overcooked.rhai"
                        int32_t const t49 = mw_ld<int32_t>(rr41 + (uint64_t)(204) * sscale);
                        int32_t const t50 = mw_isub((int32_t)0x00000190u, t49);
                        bool const t51 = t50 < (int32_t)0x00000028u;
                        float t52 = 0.0f;
                        if (t51) {
                            t52 = mw_f32(0x3F800000u);
                        } else {
                            t52 = mw_f32(0x00000000u);
                        }
                        l45 = t52;
#line 239 "../envs/overcooked.rhai"
                        l46 = (int32_t)0x00000000u;
                        for (;;) {
                            {
                                if (mw_stopped(ctx)) { mw_trap(ctx, 13u); return 1; }
                                bool const t55 = l46 < (int32_t)0x00000014u;
                                if (!t55) goto brk54;
                                MW_ITER();
                                {
#line 240 "../envs/overcooked.rhai"
                                    int32_t const t56 = mw_imul(l46, (int32_t)0x0000001Au);
                                    l47 = t56;
#line 241 "../envs/overcooked.rhai"
                                    l48 = (int32_t)0x00000000u;
                                    for (;;) {
                                        {
                                            if (mw_stopped(ctx)) { mw_trap(ctx, 14u); return 1; }
                                            bool const t59 = l48 < (int32_t)0x0000001Au;
                                            if (!t59) goto brk58;
                                            MW_ITER();
                                            {
                                                int32_t const t60 = mw_iadd(l47, l48);
                                                uint32_t const t61 = t60 < 0 ? 0u : t60 > 519 ? 519u : (uint32_t)t60;
                                                uint64_t const t62 = (uint64_t)t61 * 4u + 0u;
                                                uint8_t* const t63 = rr39 + t62;
                                                uint8_t* const t64 = rw40 + t62;
                                                mw_st<float>(t64 + 0, mw_canon(mw_f32(0x00000000u)));
                                            }
                                        }
                                        cont57:;
                                        {
                                            int32_t const t65 = mw_iadd(l48, (int32_t)0x00000001u);
                                            l48 = t65;
                                        }
                                    }
                                    brk58:;
#line 242 "../envs/overcooked.rhai"
                                    int32_t const t66 = mw_iadd(l47, (int32_t)0x0000000Au);
                                    uint32_t const t67 = t66 < 0 ? 0u : t66 > 519 ? 519u : (uint32_t)t66;
                                    uint64_t const t68 = (uint64_t)t67 * 4u + 0u;
                                    uint8_t* const t69 = rr39 + t68;
                                    uint8_t* const t70 = rw40 + t68;
                                    uint32_t const t71 = l46 < 0 ? 0u : l46 > 19 ? 19u : (uint32_t)l46;
                                    uint64_t const t72 = (uint64_t)t71 * 4u + 0u;
                                    uint8_t* const t73 = ctx->locals + t72;
                                    int32_t const t74 = mw_ld<int32_t>(t73);
                                    bool const t75 = t74 == (int32_t)0x00000008u;
                                    float t76 = 0.0f;
                                    if (t75) {
                                        t76 = mw_f32(0x3F800000u);
                                    } else {
                                        t76 = mw_f32(0x00000000u);
                                    }
                                    mw_st<float>(t70 + 0, mw_canon(t76));
#line 243 "../envs/overcooked.rhai"
                                    int32_t const t77 = mw_iadd(l47, (int32_t)0x0000000Cu);
                                    uint32_t const t78 = t77 < 0 ? 0u : t77 > 519 ? 519u : (uint32_t)t77;
                                    uint64_t const t79 = (uint64_t)t78 * 4u + 0u;
                                    uint8_t* const t80 = rr39 + t79;
                                    uint8_t* const t81 = rw40 + t79;
                                    uint32_t const t82 = l46 < 0 ? 0u : l46 > 19 ? 19u : (uint32_t)l46;
                                    uint64_t const t83 = (uint64_t)t82 * 4u + 0u;
                                    uint8_t* const t84 = ctx->locals + t83;
                                    int32_t const t85 = mw_ld<int32_t>(t84);
                                    bool const t86 = t85 == (int32_t)0x00000004u;
                                    float t87 = 0.0f;
                                    if (t86) {
                                        t87 = mw_f32(0x3F800000u);
                                    } else {
                                        t87 = mw_f32(0x00000000u);
                                    }
                                    mw_st<float>(t81 + 0, mw_canon(t87));
#line 244 "../envs/overcooked.rhai"
                                    int32_t const t88 = mw_iadd(l47, (int32_t)0x0000000Eu);
                                    uint32_t const t89 = t88 < 0 ? 0u : t88 > 519 ? 519u : (uint32_t)t88;
                                    uint64_t const t90 = (uint64_t)t89 * 4u + 0u;
                                    uint8_t* const t91 = rr39 + t90;
                                    uint8_t* const t92 = rw40 + t90;
                                    uint32_t const t93 = l46 < 0 ? 0u : l46 > 19 ? 19u : (uint32_t)l46;
                                    uint64_t const t94 = (uint64_t)t93 * 4u + 0u;
                                    uint8_t* const t95 = ctx->locals + t94;
                                    int32_t const t96 = mw_ld<int32_t>(t95);
                                    bool const t97 = t96 == (int32_t)0x00000006u;
                                    float t98 = 0.0f;
                                    if (t97) {
                                        t98 = mw_f32(0x3F800000u);
                                    } else {
                                        t98 = mw_f32(0x00000000u);
                                    }
                                    mw_st<float>(t92 + 0, mw_canon(t98));
#line 245 "../envs/overcooked.rhai"
                                    int32_t const t99 = mw_iadd(l47, (int32_t)0x0000000Fu);
                                    uint32_t const t100 = t99 < 0 ? 0u : t99 > 519 ? 519u : (uint32_t)t99;
                                    uint64_t const t101 = (uint64_t)t100 * 4u + 0u;
                                    uint8_t* const t102 = rr39 + t101;
                                    uint8_t* const t103 = rw40 + t101;
                                    uint32_t const t104 = l46 < 0 ? 0u : l46 > 19 ? 19u : (uint32_t)l46;
                                    uint64_t const t105 = (uint64_t)t104 * 4u + 0u;
                                    uint8_t* const t106 = ctx->locals + t105;
                                    int32_t const t107 = mw_ld<int32_t>(t106);
                                    bool const t108 = t107 == (int32_t)0x00000007u;
                                    float t109 = 0.0f;
                                    if (t108) {
                                        t109 = mw_f32(0x3F800000u);
                                    } else {
                                        t109 = mw_f32(0x00000000u);
                                    }
                                    mw_st<float>(t103 + 0, mw_canon(t109));
#line 246 "../envs/overcooked.rhai"
                                    int32_t const t110 = mw_iadd(l47, (int32_t)0x00000019u);
                                    uint32_t const t111 = t110 < 0 ? 0u : t110 > 519 ? 519u : (uint32_t)t110;
                                    uint64_t const t112 = (uint64_t)t111 * 4u + 0u;
                                    uint8_t* const t113 = rr39 + t112;
                                    uint8_t* const t114 = rw40 + t112;
                                    mw_st<float>(t114 + 0, mw_canon(l45));
                                    uint8_t *rr115 = rr39, *rw116 = rw40;
                                    uint8_t *rr117 = rr41, *rw118 = rw42;
                                    int32_t l119 = l43;
                                    int32_t l120 = l46;
                                    // write_cell
                                    {
                                        int32_t l122 = 0;
                                        int32_t l123 = 0;
                                        int32_t l124 = 0;
                                        bool l125 = false;
                                        int32_t l126 = 0;
                                        int32_t l127 = 0;
                                        bool l128 = false;
                                        bool l129 = false;
                                        int32_t l130 = 0;
#line 187 "../envs/overcooked.rhai"
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
#line 197 "../envs/overcooked.rhai"
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
#line 185 "../envs/overcooked.rhai"
                                        int32_t const t131 = mw_imul(l120, (int32_t)0x0000001Au);
                                        l122 = t131;
#line 186 "../envs/overcooked.rhai"
                                        uint32_t const t132 = l120 < 0 ? 0u : l120 > 19 ? 19u : (uint32_t)l120;
                                        uint64_t const t133 = (uint64_t)t132 * 4u + 0u;
                                        uint8_t* const t134 = rr117 + (uint64_t)(t133) * sscale;
                                        uint8_t* const t135 = rw118 + (uint64_t)(t133) * sscale;
                                        int32_t const t136 = mw_ld<int32_t>(t134);
                                        l123 = t136;
#line 187 "../envs/overcooked.rhai"
                                        {
                                            uint32_t const t138 = l120 < 0 ? 0u : l120 > 19 ? 19u : (uint32_t)l120;
                                            uint64_t const t139 = (uint64_t)t138 * 4u + 80u;
                                            uint8_t* const t140 = ctx->locals + t139;
                                            int32_t const t141 = mw_ld<int32_t>(t140);
                                            bool const t142 = t141 == (int32_t)0x00000008u;
                                            if (t142) {
                                                {
#line 188 "../envs/overcooked.rhai"
                                                    uint32_t const t143 = l120 < 0 ? 0u : l120 > 19 ? 19u : (uint32_t)l120;
                                                    uint64_t const t144 = (uint64_t)t143 * 4u + 80u;
                                                    uint8_t* const t145 = rr117 + (uint64_t)(t144) * sscale;
                                                    uint8_t* const t146 = rw118 + (uint64_t)(t144) * sscale;
                                                    int32_t const t147 = mw_ld<int32_t>(t145);
                                                    l124 = t147;
#line 189 "../envs/overcooked.rhai"
                                                    bool const t148 = l124 < (int32_t)0x00000014u;
                                                    l125 = t148;
#line 190 "../envs/overcooked.rhai"
                                                    int32_t const t149 = mw_iadd(l122, (int32_t)0x00000010u);
                                                    uint32_t const t150 = t149 < 0 ? 0u : t149 > 519 ? 519u : (uint32_t)t149;
                                                    uint64_t const t151 = (uint64_t)t150 * 4u + 0u;
                                                    uint8_t* const t152 = rr115 + t151;
                                                    uint8_t* const t153 = rw116 + t151;
                                                    float t154 = 0.0f;
                                                    if (l125) {
                                                        t154 = mw_f32(0x00000000u);
                                                    } else {
                                                        int32_t const t155 = mw_isub((int32_t)0x00000017u, l124);
                                                        int32_t const t156 = t155 < (int32_t)0x00000003u ? t155 : (int32_t)0x00000003u;
                                                        float const t157 = (float)t156;
                                                        t154 = t157;
                                                    }
                                                    mw_st<float>(t153 + 0, mw_canon(t154));
#line 191 "../envs/overcooked.rhai"
                                                    int32_t const t158 = mw_iadd(l122, (int32_t)0x00000012u);
                                                    uint32_t const t159 = t158 < 0 ? 0u : t158 > 519 ? 519u : (uint32_t)t158;
                                                    uint64_t const t160 = (uint64_t)t159 * 4u + 0u;
                                                    uint8_t* const t161 = rr115 + t160;
                                                    uint8_t* const t162 = rw116 + t160;
                                                    float t163 = 0.0f;
                                                    if (l125) {
                                                        t163 = mw_f32(0x40400000u);
                                                    } else {
                                                        t163 = mw_f32(0x00000000u);
                                                    }
                                                    mw_st<float>(t162 + 0, mw_canon(t163));
#line 192 "../envs/overcooked.rhai"
                                                    int32_t const t164 = mw_iadd(l122, (int32_t)0x00000014u);
                                                    uint32_t const t165 = t164 < 0 ? 0u : t164 > 519 ? 519u : (uint32_t)t164;
                                                    uint64_t const t166 = (uint64_t)t165 * 4u + 0u;
                                                    uint8_t* const t167 = rr115 + t166;
                                                    uint8_t* const t168 = rw116 + t166;
                                                    float t169 = 0.0f;
                                                    if (l125) {
                                                        float const t170 = (float)l124;
                                                        t169 = t170;
                                                    } else {
                                                        t169 = mw_f32(0x00000000u);
                                                    }
                                                    mw_st<float>(t168 + 0, mw_canon(t169));
#line 193 "../envs/overcooked.rhai"
                                                    int32_t const t171 = mw_iadd(l122, (int32_t)0x00000015u);
                                                    uint32_t const t172 = t171 < 0 ? 0u : t171 > 519 ? 519u : (uint32_t)t171;
                                                    uint64_t const t173 = (uint64_t)t172 * 4u + 0u;
                                                    uint8_t* const t174 = rr115 + t173;
                                                    uint8_t* const t175 = rw116 + t173;
                                                    bool const t176 = l124 == (int32_t)0x00000000u;
                                                    float t177 = 0.0f;
                                                    if (t176) {
                                                        t177 = mw_f32(0x3F800000u);
                                                    } else {
                                                        t177 = mw_f32(0x00000000u);
                                                    }
                                                    mw_st<float>(t175 + 0, mw_canon(t177));
                                                    goto ret121;
                                                }
                                                goto fi137;
                                            }
                                            {
                                            }
                                        }
                                        fi137:;
#line 196 "../envs/overcooked.rhai"
                                        l126 = l123;
#line 197 "../envs/overcooked.rhai"
                                        {
                                            uint32_t const t179 = l120 < 0 ? 0u : l120 > 19 ? 19u : (uint32_t)l120;
                                            uint64_t const t180 = (uint64_t)t179 * 4u + 160u;
                                            uint8_t* const t181 = ctx->locals + t180;
                                            int32_t const t182 = mw_ld<int32_t>(t181);
                                            bool const t183 = t182 == (int32_t)0x00000000u;
                                            if (t183) {
                                                {
#line 199 "../envs/overcooked.rhai"
                                                    l126 = (int32_t)0x00000001u;
#line 200 "../envs/overcooked.rhai"
                                                    int32_t const t184 = mw_isub((int32_t)0x00000001u, l119);
                                                    l127 = t184;
#line 201 "../envs/overcooked.rhai"
                                                    uint32_t const t185 = l119 < 0 ? 0u : l119 > 1 ? 1u : (uint32_t)l119;
                                                    uint64_t const t186 = (uint64_t)t185 * 4u + 168u;
                                                    uint8_t* const t187 = rr117 + (uint64_t)(t186) * sscale;
                                                    uint8_t* const t188 = rw118 + (uint64_t)(t186) * sscale;
                                                    int32_t const t189 = mw_ld<int32_t>(t187);
                                                    int32_t const t190 = mw_imul(t189, (int32_t)0x00000005u);
                                                    uint32_t const t191 = l119 < 0 ? 0u : l119 > 1 ? 1u : (uint32_t)l119;
                                                    uint64_t const t192 = (uint64_t)t191 * 4u + 160u;
                                                    uint8_t* const t193 = rr117 + (uint64_t)(t192) * sscale;
                                                    uint8_t* const t194 = rw118 + (uint64_t)(t192) * sscale;
                                                    int32_t const t195 = mw_ld<int32_t>(t193);
                                                    int32_t const t196 = mw_iadd(t190, t195);
                                                    bool const t197 = t196 == l120;
                                                    l128 = t197;
#line 202 "../envs/overcooked.rhai"
                                                    uint32_t const t198 = l127 < 0 ? 0u : l127 > 1 ? 1u : (uint32_t)l127;
                                                    uint64_t const t199 = (uint64_t)t198 * 4u + 168u;
                                                    uint8_t* const t200 = rr117 + (uint64_t)(t199) * sscale;
                                                    uint8_t* const t201 = rw118 + (uint64_t)(t199) * sscale;
                                                    int32_t const t202 = mw_ld<int32_t>(t200);
                                                    int32_t const t203 = mw_imul(t202, (int32_t)0x00000005u);
                                                    uint32_t const t204 = l127 < 0 ? 0u : l127 > 1 ? 1u : (uint32_t)l127;
                                                    uint64_t const t205 = (uint64_t)t204 * 4u + 160u;
                                                    uint8_t* const t206 = rr117 + (uint64_t)(t205) * sscale;
                                                    uint8_t* const t207 = rw118 + (uint64_t)(t205) * sscale;
                                                    int32_t const t208 = mw_ld<int32_t>(t206);
                                                    int32_t const t209 = mw_iadd(t203, t208);
                                                    bool const t210 = t209 == l120;
                                                    l129 = t210;
#line 203 "../envs/overcooked.rhai"
                                                    {
                                                        if (l128) {
                                                            {
                                                                uint32_t const t212 = l119 < 0 ? 0u : l119 > 1 ? 1u : (uint32_t)l119;
                                                                uint64_t const t213 = (uint64_t)t212 * 4u + 184u;
                                                                uint8_t* const t214 = rr117 + (uint64_t)(t213) * sscale;
                                                                uint8_t* const t215 = rw118 + (uint64_t)(t213) * sscale;
                                                                int32_t const t216 = mw_ld<int32_t>(t214);
                                                                l126 = t216;
                                                            }
                                                            goto fi211;
                                                        }
                                                        {
                                                        }
                                                    }
                                                    fi211:;
#line 204 "../envs/overcooked.rhai"
                                                    {
                                                        if (l129) {
                                                            {
                                                                uint32_t const t218 = l127 < 0 ? 0u : l127 > 1 ? 1u : (uint32_t)l127;
                                                                uint64_t const t219 = (uint64_t)t218 * 4u + 184u;
                                                                uint8_t* const t220 = rr117 + (uint64_t)(t219) * sscale;
                                                                uint8_t* const t221 = rw118 + (uint64_t)(t219) * sscale;
                                                                int32_t const t222 = mw_ld<int32_t>(t220);
                                                                l126 = t222;
                                                            }
                                                            goto fi217;
                                                        }
                                                        {
                                                        }
                                                    }
                                                    fi217:;
#line 205 "../envs/overcooked.rhai"
                                                    uint32_t const t223 = l122 < 0 ? 0u : l122 > 519 ? 519u : (uint32_t)l122;
                                                    uint64_t const t224 = (uint64_t)t223 * 4u + 0u;
                                                    uint8_t* const t225 = rr115 + t224;
                                                    uint8_t* const t226 = rw116 + t224;
                                                    float t227 = 0.0f;
                                                    if (l128) {
                                                        t227 = mw_f32(0x3F800000u);
                                                    } else {
                                                        t227 = mw_f32(0x00000000u);
                                                    }
                                                    mw_st<float>(t226 + 0, mw_canon(t227));
#line 206 "../envs/overcooked.rhai"
                                                    int32_t const t228 = mw_iadd(l122, (int32_t)0x00000001u);
                                                    uint32_t const t229 = t228 < 0 ? 0u : t228 > 519 ? 519u : (uint32_t)t228;
                                                    uint64_t const t230 = (uint64_t)t229 * 4u + 0u;
                                                    uint8_t* const t231 = rr115 + t230;
                                                    uint8_t* const t232 = rw116 + t230;
                                                    float t233 = 0.0f;
                                                    if (l129) {
                                                        t233 = mw_f32(0x3F800000u);
                                                    } else {
                                                        t233 = mw_f32(0x00000000u);
                                                    }
                                                    mw_st<float>(t232 + 0, mw_canon(t233));
#line 207 "../envs/overcooked.rhai"
                                                    l130 = (int32_t)0x00000000u;
                                                    for (;;) {
                                                        {
                                                            if (mw_stopped(ctx)) { mw_trap(ctx, 15u); return 1; }
                                                            bool const t236 = l130 < (int32_t)0x00000004u;
                                                            if (!t236) goto brk235;
                                                            MW_ITER();
                                                            {
#line 208 "../envs/overcooked.rhai"
                                                                int32_t const t237 = mw_iadd(l122, (int32_t)0x00000002u);
                                                                int32_t const t238 = mw_iadd(t237, l130);
                                                                uint32_t const t239 = t238 < 0 ? 0u : t238 > 519 ? 519u : (uint32_t)t238;
                                                                uint64_t const t240 = (uint64_t)t239 * 4u + 0u;
                                                                uint8_t* const t241 = rr115 + t240;
                                                                uint8_t* const t242 = rw116 + t240;
                                                                bool t243 = l128;
                                                                if (t243) {
                                                                    uint32_t const t244 = l119 < 0 ? 0u : l119 > 1 ? 1u : (uint32_t)l119;
                                                                    uint64_t const t245 = (uint64_t)t244 * 4u + 176u;
                                                                    uint8_t* const t246 = rr117 + (uint64_t)(t245) * sscale;
                                                                    uint8_t* const t247 = rw118 + (uint64_t)(t245) * sscale;
                                                                    int32_t const t248 = mw_ld<int32_t>(t246);
                                                                    bool const t249 = t248 == l130;
                                                                    t243 = t249;
                                                                }
                                                                float t250 = 0.0f;
                                                                if (t243) {
                                                                    t250 = mw_f32(0x3F800000u);
                                                                } else {
                                                                    t250 = mw_f32(0x00000000u);
                                                                }
                                                                mw_st<float>(t242 + 0, mw_canon(t250));
#line 209 "../envs/overcooked.rhai"
                                                                int32_t const t251 = mw_iadd(l122, (int32_t)0x00000006u);
                                                                int32_t const t252 = mw_iadd(t251, l130);
                                                                uint32_t const t253 = t252 < 0 ? 0u : t252 > 519 ? 519u : (uint32_t)t252;
                                                                uint64_t const t254 = (uint64_t)t253 * 4u + 0u;
                                                                uint8_t* const t255 = rr115 + t254;
                                                                uint8_t* const t256 = rw116 + t254;
                                                                bool t257 = l129;
                                                                if (t257) {
                                                                    uint32_t const t258 = l127 < 0 ? 0u : l127 > 1 ? 1u : (uint32_t)l127;
                                                                    uint64_t const t259 = (uint64_t)t258 * 4u + 176u;
                                                                    uint8_t* const t260 = rr117 + (uint64_t)(t259) * sscale;
                                                                    uint8_t* const t261 = rw118 + (uint64_t)(t259) * sscale;
                                                                    int32_t const t262 = mw_ld<int32_t>(t260);
                                                                    bool const t263 = t262 == l130;
                                                                    t257 = t263;
                                                                }
                                                                float t264 = 0.0f;
                                                                if (t257) {
                                                                    t264 = mw_f32(0x3F800000u);
                                                                } else {
                                                                    t264 = mw_f32(0x00000000u);
                                                                }
                                                                mw_st<float>(t256 + 0, mw_canon(t264));
                                                            }
                                                        }
                                                        cont234:;
                                                        {
#line 207 "../envs/overcooked.rhai"
                                                            int32_t const t265 = mw_iadd(l130, (int32_t)0x00000001u);
                                                            l130 = t265;
                                                        }
                                                    }
                                                    brk235:;
                                                }
                                                goto fi178;
                                            }
                                            uint32_t const t266 = l120 < 0 ? 0u : l120 > 19 ? 19u : (uint32_t)l120;
                                            uint64_t const t267 = (uint64_t)t266 * 4u + 80u;
                                            uint8_t* const t268 = ctx->locals + t267;
                                            int32_t const t269 = mw_ld<int32_t>(t268);
                                            bool const t270 = t269 == (int32_t)0x00000002u;
                                            if (t270) {
                                                {
#line 212 "../envs/overcooked.rhai"
                                                    int32_t const t271 = mw_iadd(l122, (int32_t)0x0000000Bu);
                                                    uint32_t const t272 = t271 < 0 ? 0u : t271 > 519 ? 519u : (uint32_t)t271;
                                                    uint64_t const t273 = (uint64_t)t272 * 4u + 0u;
                                                    uint8_t* const t274 = rr115 + t273;
                                                    uint8_t* const t275 = rw116 + t273;
                                                    bool const t276 = l123 == (int32_t)0x00000002u;
                                                    float t277 = 0.0f;
                                                    if (t276) {
                                                        t277 = mw_f32(0x3F800000u);
                                                    } else {
                                                        t277 = mw_f32(0x00000000u);
                                                    }
                                                    mw_st<float>(t275 + 0, mw_canon(t277));
                                                }
                                                goto fi178;
                                            }
                                            {
                                                goto ret121;
                                            }
                                        }
                                        fi178:;
#line 217 "../envs/overcooked.rhai"
                                        int32_t const t278 = mw_iadd(l122, (int32_t)0x00000012u);
                                        uint32_t const t279 = t278 < 0 ? 0u : t278 > 519 ? 519u : (uint32_t)t278;
                                        uint64_t const t280 = (uint64_t)t279 * 4u + 0u;
                                        uint8_t* const t281 = rr115 + t280;
                                        uint8_t* const t282 = rw116 + t280;
                                        bool const t283 = l126 == (int32_t)0x00000009u;
                                        float t284 = 0.0f;
                                        if (t283) {
                                            t284 = mw_f32(0x40400000u);
                                        } else {
                                            t284 = mw_f32(0x00000000u);
                                        }
                                        mw_st<float>(t282 + 0, mw_canon(t284));
#line 218 "../envs/overcooked.rhai"
                                        int32_t const t285 = mw_iadd(l122, (int32_t)0x00000015u);
                                        uint32_t const t286 = t285 < 0 ? 0u : t285 > 519 ? 519u : (uint32_t)t285;
                                        uint64_t const t287 = (uint64_t)t286 * 4u + 0u;
                                        uint8_t* const t288 = rr115 + t287;
                                        uint8_t* const t289 = rw116 + t287;
                                        bool const t290 = l126 == (int32_t)0x00000009u;
                                        float t291 = 0.0f;
                                        if (t290) {
                                            t291 = mw_f32(0x3F800000u);
                                        } else {
                                            t291 = mw_f32(0x00000000u);
                                        }
                                        mw_st<float>(t289 + 0, mw_canon(t291));
#line 219 "../envs/overcooked.rhai"
                                        int32_t const t292 = mw_iadd(l122, (int32_t)0x00000016u);
                                        uint32_t const t293 = t292 < 0 ? 0u : t292 > 519 ? 519u : (uint32_t)t292;
                                        uint64_t const t294 = (uint64_t)t293 * 4u + 0u;
                                        uint8_t* const t295 = rr115 + t294;
                                        uint8_t* const t296 = rw116 + t294;
                                        bool const t297 = l126 == (int32_t)0x00000005u;
                                        float t298 = 0.0f;
                                        if (t297) {
                                            t298 = mw_f32(0x3F800000u);
                                        } else {
                                            t298 = mw_f32(0x00000000u);
                                        }
                                        mw_st<float>(t296 + 0, mw_canon(t298));
#line 220 "../envs/overcooked.rhai"
                                        int32_t const t299 = mw_iadd(l122, (int32_t)0x00000017u);
                                        uint32_t const t300 = t299 < 0 ? 0u : t299 > 519 ? 519u : (uint32_t)t299;
                                        uint64_t const t301 = (uint64_t)t300 * 4u + 0u;
                                        uint8_t* const t302 = rr115 + t301;
                                        uint8_t* const t303 = rw116 + t301;
                                        bool const t304 = l126 == (int32_t)0x00000003u;
                                        float t305 = 0.0f;
                                        if (t304) {
                                            t305 = mw_f32(0x3F800000u);
                                        } else {
                                            t305 = mw_f32(0x00000000u);
                                        }
                                        mw_st<float>(t303 + 0, mw_canon(t305));
                                    }
                                    ret121:;
                                }
                            }
                            cont53:;
                            {
#line 239 "../envs/overcooked.rhai"
                                int32_t const t306 = mw_iadd(l46, (int32_t)0x00000001u);
                                l46 = t306;
                            }
                        }
                        brk54:;
                    }
                    ret44:;
                }
                goto fi36;
            }
            {
#line 433 "../envs/overcooked.rhai"
                l12 = (int32_t)0x00000000u;
                for (;;) {
                    {
                        if (mw_stopped(ctx)) { mw_trap(ctx, 16u); return 1; }
                        bool const t309 = l12 < (int32_t)0x00000002u;
                        if (!t309) goto brk308;
                        MW_ITER();
                        {
#line 434 "../envs/overcooked.rhai"
                            {
                                uint32_t const t311 = l12 < 0 ? 0u : l12 > 1 ? 1u : (uint32_t)l12;
                                uint64_t const t312 = (uint64_t)t311 * 4u + 240u;
                                uint8_t* const t313 = rr9 + (uint64_t)(t312) * sscale;
                                uint8_t* const t314 = rw10 + (uint64_t)(t312) * sscale;
                                int32_t const t315 = mw_ld<int32_t>(t313);
                                bool const t316 = t315 == (int32_t)0x00000001u;
                                if (t316) {
                                    {
                                        uint8_t *rr317 = rr5, *rw318 = rw6;
                                        bool const t319 = l12 == l11;
                                        bool l320 = t319;
                                        uint32_t const t321 = l12 < 0 ? 0u : l12 > 1 ? 1u : (uint32_t)l12;
                                        uint64_t const t322 = (uint64_t)t321 * 4u + 248u;
                                        uint8_t* const t323 = rr9 + (uint64_t)(t322) * sscale;
                                        uint8_t* const t324 = rw10 + (uint64_t)(t322) * sscale;
                                        int32_t const t325 = mw_ld<int32_t>(t323);
                                        int32_t l326 = t325;
                                        uint32_t const t327 = l12 < 0 ? 0u : l12 > 1 ? 1u : (uint32_t)l12;
                                        uint64_t const t328 = (uint64_t)t327 * 4u + 256u;
                                        uint8_t* const t329 = rr9 + (uint64_t)(t328) * sscale;
                                        uint8_t* const t330 = rw10 + (uint64_t)(t328) * sscale;
                                        int32_t const t331 = mw_ld<int32_t>(t329);
                                        int32_t l332 = t331;
                                        uint32_t const t333 = l12 < 0 ? 0u : l12 > 1 ? 1u : (uint32_t)l12;
                                        uint64_t const t334 = (uint64_t)t333 * 4u + 264u;
                                        uint8_t* const t335 = rr9 + (uint64_t)(t334) * sscale;
                                        uint8_t* const t336 = rw10 + (uint64_t)(t334) * sscale;
                                        int32_t const t337 = mw_ld<int32_t>(t335);
                                        int32_t l338 = t337;
                                        uint32_t const t339 = l12 < 0 ? 0u : l12 > 1 ? 1u : (uint32_t)l12;
                                        uint64_t const t340 = (uint64_t)t339 * 4u + 272u;
                                        uint8_t* const t341 = rr9 + (uint64_t)(t340) * sscale;
                                        uint8_t* const t342 = rw10 + (uint64_t)(t340) * sscale;
                                        int32_t const t343 = mw_ld<int32_t>(t341);
                                        int32_t l344 = t343;
                                        float l345 = mw_f32(0x00000000u);
                                        // chef_layers
                                        {
                                            int32_t l347 = 0;
#line 225 "../envs/overcooked.rhai"
                                            int32_t const t348 = mw_imul(l332, (int32_t)0x00000005u);
                                            int32_t const t349 = mw_iadd(t348, l326);
                                            int32_t const t350 = mw_imul(t349, (int32_t)0x0000001Au);
                                            l347 = t350;
#line 226 "../envs/overcooked.rhai"
                                            int32_t t351 = 0;
                                            if (l320) {
                                                t351 = (int32_t)0x00000000u;
                                            } else {
                                                t351 = (int32_t)0x00000001u;
                                            }
                                            int32_t const t352 = mw_iadd(l347, t351);
                                            uint32_t const t353 = t352 < 0 ? 0u : t352 > 519 ? 519u : (uint32_t)t352;
                                            uint64_t const t354 = (uint64_t)t353 * 4u + 0u;
                                            uint8_t* const t355 = rr317 + t354;
                                            uint8_t* const t356 = rw318 + t354;
                                            mw_st<float>(t356 + 0, mw_canon(l345));
#line 227 "../envs/overcooked.rhai"
                                            int32_t t357 = 0;
                                            if (l320) {
                                                t357 = (int32_t)0x00000002u;
                                            } else {
                                                t357 = (int32_t)0x00000006u;
                                            }
                                            int32_t const t358 = mw_iadd(l347, t357);
                                            int32_t const t359 = mw_iadd(t358, l338);
                                            uint32_t const t360 = t359 < 0 ? 0u : t359 > 519 ? 519u : (uint32_t)t359;
                                            uint64_t const t361 = (uint64_t)t360 * 4u + 0u;
                                            uint8_t* const t362 = rr317 + t361;
                                            uint8_t* const t363 = rw318 + t361;
                                            mw_st<float>(t363 + 0, mw_canon(l345));
#line 228 "../envs/overcooked.rhai"
                                            {
                                                bool const t365 = l344 == (int32_t)0x00000009u;
                                                if (t365) {
                                                    {
#line 229 "../envs/overcooked.rhai"
                                                        int32_t const t366 = mw_iadd(l347, (int32_t)0x00000012u);
                                                        uint32_t const t367 = t366 < 0 ? 0u : t366 > 519 ? 519u : (uint32_t)t366;
                                                        uint64_t const t368 = (uint64_t)t367 * 4u + 0u;
                                                        uint8_t* const t369 = rr317 + t368;
                                                        uint8_t* const t370 = rw318 + t368;
                                                        float const t371 = mw_f32(0x40400000u) * l345;
                                                        mw_st<float>(t370 + 0, mw_canon(t371));
#line 230 "../envs/overcooked.rhai"
                                                        int32_t const t372 = mw_iadd(l347, (int32_t)0x00000015u);
                                                        uint32_t const t373 = t372 < 0 ? 0u : t372 > 519 ? 519u : (uint32_t)t372;
                                                        uint64_t const t374 = (uint64_t)t373 * 4u + 0u;
                                                        uint8_t* const t375 = rr317 + t374;
                                                        uint8_t* const t376 = rw318 + t374;
                                                        mw_st<float>(t376 + 0, mw_canon(l345));
                                                    }
                                                    goto fi364;
                                                }
                                                {
                                                }
                                            }
                                            fi364:;
#line 232 "../envs/overcooked.rhai"
                                            {
                                                bool const t378 = l344 == (int32_t)0x00000005u;
                                                if (t378) {
                                                    {
                                                        int32_t const t379 = mw_iadd(l347, (int32_t)0x00000016u);
                                                        uint32_t const t380 = t379 < 0 ? 0u : t379 > 519 ? 519u : (uint32_t)t379;
                                                        uint64_t const t381 = (uint64_t)t380 * 4u + 0u;
                                                        uint8_t* const t382 = rr317 + t381;
                                                        uint8_t* const t383 = rw318 + t381;
                                                        mw_st<float>(t383 + 0, mw_canon(l345));
                                                    }
                                                    goto fi377;
                                                }
                                                {
                                                }
                                            }
                                            fi377:;
#line 233 "../envs/overcooked.rhai"
                                            {
                                                bool const t385 = l344 == (int32_t)0x00000003u;
                                                if (t385) {
                                                    {
                                                        int32_t const t386 = mw_iadd(l347, (int32_t)0x00000017u);
                                                        uint32_t const t387 = t386 < 0 ? 0u : t386 > 519 ? 519u : (uint32_t)t386;
                                                        uint64_t const t388 = (uint64_t)t387 * 4u + 0u;
                                                        uint8_t* const t389 = rr317 + t388;
                                                        uint8_t* const t390 = rw318 + t388;
                                                        mw_st<float>(t390 + 0, mw_canon(l345));
                                                    }
                                                    goto fi384;
                                                }
                                                {
                                                }
                                            }
                                            fi384:;
                                        }
                                        ret346:;
                                    }
                                    goto fi310;
                                }
                                {
                                }
                            }
                            fi310:;
                        }
                    }
                    cont307:;
                    {
#line 433 "../envs/overcooked.rhai"
                        int32_t const t391 = mw_iadd(l12, (int32_t)0x00000001u);
                        l12 = t391;
                    }
                }
                brk308:;
#line 436 "../envs/overcooked.rhai"
                l13 = (int32_t)0x00000000u;
                for (;;) {
                    {
                        if (mw_stopped(ctx)) { mw_trap(ctx, 17u); return 1; }
                        bool const t394 = l13 < (int32_t)0x00000002u;
                        if (!t394) goto brk393;
                        MW_ITER();
                        {
#line 437 "../envs/overcooked.rhai"
                            {
                                uint32_t const t396 = l13 < 0 ? 0u : l13 > 1 ? 1u : (uint32_t)l13;
                                uint64_t const t397 = (uint64_t)t396 * 4u + 240u;
                                uint8_t* const t398 = rr9 + (uint64_t)(t397) * sscale;
                                uint8_t* const t399 = rw10 + (uint64_t)(t397) * sscale;
                                int32_t const t400 = mw_ld<int32_t>(t398);
                                bool const t401 = t400 == (int32_t)0x00000001u;
                                if (t401) {
                                    {
                                        uint8_t *rr402 = rr5, *rw403 = rw6;
                                        bool const t404 = l13 == l11;
                                        bool l405 = t404;
                                        uint32_t const t406 = l13 < 0 ? 0u : l13 > 1 ? 1u : (uint32_t)l13;
                                        uint64_t const t407 = (uint64_t)t406 * 4u + 160u;
                                        uint8_t* const t408 = rr9 + (uint64_t)(t407) * sscale;
                                        uint8_t* const t409 = rw10 + (uint64_t)(t407) * sscale;
                                        int32_t const t410 = mw_ld<int32_t>(t408);
                                        int32_t l411 = t410;
                                        uint32_t const t412 = l13 < 0 ? 0u : l13 > 1 ? 1u : (uint32_t)l13;
                                        uint64_t const t413 = (uint64_t)t412 * 4u + 168u;
                                        uint8_t* const t414 = rr9 + (uint64_t)(t413) * sscale;
                                        uint8_t* const t415 = rw10 + (uint64_t)(t413) * sscale;
                                        int32_t const t416 = mw_ld<int32_t>(t414);
                                        int32_t l417 = t416;
                                        uint32_t const t418 = l13 < 0 ? 0u : l13 > 1 ? 1u : (uint32_t)l13;
                                        uint64_t const t419 = (uint64_t)t418 * 4u + 176u;
                                        uint8_t* const t420 = rr9 + (uint64_t)(t419) * sscale;
                                        uint8_t* const t421 = rw10 + (uint64_t)(t419) * sscale;
                                        int32_t const t422 = mw_ld<int32_t>(t420);
                                        int32_t l423 = t422;
                                        uint32_t const t424 = l13 < 0 ? 0u : l13 > 1 ? 1u : (uint32_t)l13;
                                        uint64_t const t425 = (uint64_t)t424 * 4u + 184u;
                                        uint8_t* const t426 = rr9 + (uint64_t)(t425) * sscale;
                                        uint8_t* const t427 = rw10 + (uint64_t)(t425) * sscale;
                                        int32_t const t428 = mw_ld<int32_t>(t426);
                                        int32_t l429 = t428;
                                        float l430 = mw_f32(0x3F800000u);
                                        // chef_layers
                                        {
                                            int32_t l432 = 0;
#line 225 "../envs/overcooked.rhai"
                                            int32_t const t433 = mw_imul(l417, (int32_t)0x00000005u);
                                            int32_t const t434 = mw_iadd(t433, l411);
                                            int32_t const t435 = mw_imul(t434, (int32_t)0x0000001Au);
                                            l432 = t435;
#line 226 "../envs/overcooked.rhai"
                                            int32_t t436 = 0;
                                            if (l405) {
                                                t436 = (int32_t)0x00000000u;
                                            } else {
                                                t436 = (int32_t)0x00000001u;
                                            }
                                            int32_t const t437 = mw_iadd(l432, t436);
                                            uint32_t const t438 = t437 < 0 ? 0u : t437 > 519 ? 519u : (uint32_t)t437;
                                            uint64_t const t439 = (uint64_t)t438 * 4u + 0u;
                                            uint8_t* const t440 = rr402 + t439;
                                            uint8_t* const t441 = rw403 + t439;
                                            mw_st<float>(t441 + 0, mw_canon(l430));
#line 227 "../envs/overcooked.rhai"
                                            int32_t t442 = 0;
                                            if (l405) {
                                                t442 = (int32_t)0x00000002u;
                                            } else {
                                                t442 = (int32_t)0x00000006u;
                                            }
                                            int32_t const t443 = mw_iadd(l432, t442);
                                            int32_t const t444 = mw_iadd(t443, l423);
                                            uint32_t const t445 = t444 < 0 ? 0u : t444 > 519 ? 519u : (uint32_t)t444;
                                            uint64_t const t446 = (uint64_t)t445 * 4u + 0u;
                                            uint8_t* const t447 = rr402 + t446;
                                            uint8_t* const t448 = rw403 + t446;
                                            mw_st<float>(t448 + 0, mw_canon(l430));
#line 228 "../envs/overcooked.rhai"
                                            {
                                                bool const t450 = l429 == (int32_t)0x00000009u;
                                                if (t450) {
                                                    {
#line 229 "../envs/overcooked.rhai"
                                                        int32_t const t451 = mw_iadd(l432, (int32_t)0x00000012u);
                                                        uint32_t const t452 = t451 < 0 ? 0u : t451 > 519 ? 519u : (uint32_t)t451;
                                                        uint64_t const t453 = (uint64_t)t452 * 4u + 0u;
                                                        uint8_t* const t454 = rr402 + t453;
                                                        uint8_t* const t455 = rw403 + t453;
                                                        float const t456 = mw_f32(0x40400000u) * l430;
                                                        mw_st<float>(t455 + 0, mw_canon(t456));
#line 230 "../envs/overcooked.rhai"
                                                        int32_t const t457 = mw_iadd(l432, (int32_t)0x00000015u);
                                                        uint32_t const t458 = t457 < 0 ? 0u : t457 > 519 ? 519u : (uint32_t)t457;
                                                        uint64_t const t459 = (uint64_t)t458 * 4u + 0u;
                                                        uint8_t* const t460 = rr402 + t459;
                                                        uint8_t* const t461 = rw403 + t459;
                                                        mw_st<float>(t461 + 0, mw_canon(l430));
                                                    }
                                                    goto fi449;
                                                }
                                                {
                                                }
                                            }
                                            fi449:;
#line 232 "../envs/overcooked.rhai"
                                            {
                                                bool const t463 = l429 == (int32_t)0x00000005u;
                                                if (t463) {
                                                    {
                                                        int32_t const t464 = mw_iadd(l432, (int32_t)0x00000016u);
                                                        uint32_t const t465 = t464 < 0 ? 0u : t464 > 519 ? 519u : (uint32_t)t464;
                                                        uint64_t const t466 = (uint64_t)t465 * 4u + 0u;
                                                        uint8_t* const t467 = rr402 + t466;
                                                        uint8_t* const t468 = rw403 + t466;
                                                        mw_st<float>(t468 + 0, mw_canon(l430));
                                                    }
                                                    goto fi462;
                                                }
                                                {
                                                }
                                            }
                                            fi462:;
#line 233 "../envs/overcooked.rhai"
                                            {
                                                bool const t470 = l429 == (int32_t)0x00000003u;
                                                if (t470) {
                                                    {
                                                        int32_t const t471 = mw_iadd(l432, (int32_t)0x00000017u);
                                                        uint32_t const t472 = t471 < 0 ? 0u : t471 > 519 ? 519u : (uint32_t)t471;
                                                        uint64_t const t473 = (uint64_t)t472 * 4u + 0u;
                                                        uint8_t* const t474 = rr402 + t473;
                                                        uint8_t* const t475 = rw403 + t473;
                                                        mw_st<float>(t475 + 0, mw_canon(l430));
                                                    }
                                                    goto fi469;
                                                }
                                                {
                                                }
                                            }
                                            fi469:;
                                        }
                                        ret431:;
                                    }
                                    goto fi395;
                                }
                                {
                                }
                            }
                            fi395:;
                        }
                    }
                    cont392:;
                    {
#line 436 "../envs/overcooked.rhai"
                        int32_t const t476 = mw_iadd(l13, (int32_t)0x00000001u);
                        l13 = t476;
                    }
                }
                brk393:;
#line 439 "../envs/overcooked.rhai"
                l14 = (int32_t)0x00000000u;
                for (;;) {
                    {
                        if (mw_stopped(ctx)) { mw_trap(ctx, 18u); return 1; }
                        int32_t const t479 = mw_ld<int32_t>(rr9 + (uint64_t)(232) * sscale);
                        bool const t480 = l14 < t479;
                        if (!t480) goto brk478;
                        MW_ITER();
                        {
                            uint8_t *rr481 = rr5, *rw482 = rw6;
                            uint8_t *rr483 = rr9, *rw484 = rw10;
                            int32_t l485 = l11;
                            uint32_t const t486 = l14 < 0 ? 0u : l14 > 2 ? 2u : (uint32_t)l14;
                            uint64_t const t487 = (uint64_t)t486 * 4u + 220u;
                            uint8_t* const t488 = rr9 + (uint64_t)(t487) * sscale;
                            uint8_t* const t489 = rw10 + (uint64_t)(t487) * sscale;
                            int32_t const t490 = mw_ld<int32_t>(t488);
                            int32_t l491 = t490;
                            // write_cell
                            {
                                int32_t l493 = 0;
                                int32_t l494 = 0;
                                int32_t l495 = 0;
                                bool l496 = false;
                                int32_t l497 = 0;
                                int32_t l498 = 0;
                                bool l499 = false;
                                bool l500 = false;
                                int32_t l501 = 0;
#line 187 "../envs/overcooked.rhai"
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
#line 197 "../envs/overcooked.rhai"
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
#line 185 "../envs/overcooked.rhai"
                                int32_t const t502 = mw_imul(l491, (int32_t)0x0000001Au);
                                l493 = t502;
#line 186 "../envs/overcooked.rhai"
                                uint32_t const t503 = l491 < 0 ? 0u : l491 > 19 ? 19u : (uint32_t)l491;
                                uint64_t const t504 = (uint64_t)t503 * 4u + 0u;
                                uint8_t* const t505 = rr483 + (uint64_t)(t504) * sscale;
                                uint8_t* const t506 = rw484 + (uint64_t)(t504) * sscale;
                                int32_t const t507 = mw_ld<int32_t>(t505);
                                l494 = t507;
#line 187 "../envs/overcooked.rhai"
                                {
                                    uint32_t const t509 = l491 < 0 ? 0u : l491 > 19 ? 19u : (uint32_t)l491;
                                    uint64_t const t510 = (uint64_t)t509 * 4u + 0u;
                                    uint8_t* const t511 = ctx->locals + t510;
                                    int32_t const t512 = mw_ld<int32_t>(t511);
                                    bool const t513 = t512 == (int32_t)0x00000008u;
                                    if (t513) {
                                        {
#line 188 "../envs/overcooked.rhai"
                                            uint32_t const t514 = l491 < 0 ? 0u : l491 > 19 ? 19u : (uint32_t)l491;
                                            uint64_t const t515 = (uint64_t)t514 * 4u + 80u;
                                            uint8_t* const t516 = rr483 + (uint64_t)(t515) * sscale;
                                            uint8_t* const t517 = rw484 + (uint64_t)(t515) * sscale;
                                            int32_t const t518 = mw_ld<int32_t>(t516);
                                            l495 = t518;
#line 189 "../envs/overcooked.rhai"
                                            bool const t519 = l495 < (int32_t)0x00000014u;
                                            l496 = t519;
#line 190 "../envs/overcooked.rhai"
                                            int32_t const t520 = mw_iadd(l493, (int32_t)0x00000010u);
                                            uint32_t const t521 = t520 < 0 ? 0u : t520 > 519 ? 519u : (uint32_t)t520;
                                            uint64_t const t522 = (uint64_t)t521 * 4u + 0u;
                                            uint8_t* const t523 = rr481 + t522;
                                            uint8_t* const t524 = rw482 + t522;
                                            float t525 = 0.0f;
                                            if (l496) {
                                                t525 = mw_f32(0x00000000u);
                                            } else {
                                                int32_t const t526 = mw_isub((int32_t)0x00000017u, l495);
                                                int32_t const t527 = t526 < (int32_t)0x00000003u ? t526 : (int32_t)0x00000003u;
                                                float const t528 = (float)t527;
                                                t525 = t528;
                                            }
                                            mw_st<float>(t524 + 0, mw_canon(t525));
#line 191 "../envs/overcooked.rhai"
                                            int32_t const t529 = mw_iadd(l493, (int32_t)0x00000012u);
                                            uint32_t const t530 = t529 < 0 ? 0u : t529 > 519 ? 519u : (uint32_t)t529;
                                            uint64_t const t531 = (uint64_t)t530 * 4u + 0u;
                                            uint8_t* const t532 = rr481 + t531;
                                            uint8_t* const t533 = rw482 + t531;
                                            float t534 = 0.0f;
                                            if (l496) {
                                                t534 = mw_f32(0x40400000u);
                                            } else {
                                                t534 = mw_f32(0x00000000u);
                                            }
                                            mw_st<float>(t533 + 0, mw_canon(t534));
#line 192 "../envs/overcooked.rhai"
                                            int32_t const t535 = mw_iadd(l493, (int32_t)0x00000014u);
                                            uint32_t const t536 = t535 < 0 ? 0u : t535 > 519 ? 519u : (uint32_t)t535;
                                            uint64_t const t537 = (uint64_t)t536 * 4u + 0u;
                                            uint8_t* const t538 = rr481 + t537;
                                            uint8_t* const t539 = rw482 + t537;
                                            float t540 = 0.0f;
                                            if (l496) {
                                                float const t541 = (float)l495;
                                                t540 = t541;
                                            } else {
                                                t540 = mw_f32(0x00000000u);
                                            }
                                            mw_st<float>(t539 + 0, mw_canon(t540));
#line 193 "../envs/overcooked.rhai"
                                            int32_t const t542 = mw_iadd(l493, (int32_t)0x00000015u);
                                            uint32_t const t543 = t542 < 0 ? 0u : t542 > 519 ? 519u : (uint32_t)t542;
                                            uint64_t const t544 = (uint64_t)t543 * 4u + 0u;
                                            uint8_t* const t545 = rr481 + t544;
                                            uint8_t* const t546 = rw482 + t544;
                                            bool const t547 = l495 == (int32_t)0x00000000u;
                                            float t548 = 0.0f;
                                            if (t547) {
                                                t548 = mw_f32(0x3F800000u);
                                            } else {
                                                t548 = mw_f32(0x00000000u);
                                            }
                                            mw_st<float>(t546 + 0, mw_canon(t548));
                                            goto ret492;
                                        }
                                        goto fi508;
                                    }
                                    {
                                    }
                                }
                                fi508:;
#line 196 "../envs/overcooked.rhai"
                                l497 = l494;
#line 197 "../envs/overcooked.rhai"
                                {
                                    uint32_t const t550 = l491 < 0 ? 0u : l491 > 19 ? 19u : (uint32_t)l491;
                                    uint64_t const t551 = (uint64_t)t550 * 4u + 80u;
                                    uint8_t* const t552 = ctx->locals + t551;
                                    int32_t const t553 = mw_ld<int32_t>(t552);
                                    bool const t554 = t553 == (int32_t)0x00000000u;
                                    if (t554) {
                                        {
#line 199 "../envs/overcooked.rhai"
                                            l497 = (int32_t)0x00000001u;
#line 200 "../envs/overcooked.rhai"
                                            int32_t const t555 = mw_isub((int32_t)0x00000001u, l485);
                                            l498 = t555;
#line 201 "../envs/overcooked.rhai"
                                            uint32_t const t556 = l485 < 0 ? 0u : l485 > 1 ? 1u : (uint32_t)l485;
                                            uint64_t const t557 = (uint64_t)t556 * 4u + 168u;
                                            uint8_t* const t558 = rr483 + (uint64_t)(t557) * sscale;
                                            uint8_t* const t559 = rw484 + (uint64_t)(t557) * sscale;
                                            int32_t const t560 = mw_ld<int32_t>(t558);
                                            int32_t const t561 = mw_imul(t560, (int32_t)0x00000005u);
                                            uint32_t const t562 = l485 < 0 ? 0u : l485 > 1 ? 1u : (uint32_t)l485;
                                            uint64_t const t563 = (uint64_t)t562 * 4u + 160u;
                                            uint8_t* const t564 = rr483 + (uint64_t)(t563) * sscale;
                                            uint8_t* const t565 = rw484 + (uint64_t)(t563) * sscale;
                                            int32_t const t566 = mw_ld<int32_t>(t564);
                                            int32_t const t567 = mw_iadd(t561, t566);
                                            bool const t568 = t567 == l491;
                                            l499 = t568;
#line 202 "../envs/overcooked.rhai"
                                            uint32_t const t569 = l498 < 0 ? 0u : l498 > 1 ? 1u : (uint32_t)l498;
                                            uint64_t const t570 = (uint64_t)t569 * 4u + 168u;
                                            uint8_t* const t571 = rr483 + (uint64_t)(t570) * sscale;
                                            uint8_t* const t572 = rw484 + (uint64_t)(t570) * sscale;
                                            int32_t const t573 = mw_ld<int32_t>(t571);
                                            int32_t const t574 = mw_imul(t573, (int32_t)0x00000005u);
                                            uint32_t const t575 = l498 < 0 ? 0u : l498 > 1 ? 1u : (uint32_t)l498;
                                            uint64_t const t576 = (uint64_t)t575 * 4u + 160u;
                                            uint8_t* const t577 = rr483 + (uint64_t)(t576) * sscale;
                                            uint8_t* const t578 = rw484 + (uint64_t)(t576) * sscale;
                                            int32_t const t579 = mw_ld<int32_t>(t577);
                                            int32_t const t580 = mw_iadd(t574, t579);
                                            bool const t581 = t580 == l491;
                                            l500 = t581;
#line 203 "../envs/overcooked.rhai"
                                            {
                                                if (l499) {
                                                    {
                                                        uint32_t const t583 = l485 < 0 ? 0u : l485 > 1 ? 1u : (uint32_t)l485;
                                                        uint64_t const t584 = (uint64_t)t583 * 4u + 184u;
                                                        uint8_t* const t585 = rr483 + (uint64_t)(t584) * sscale;
                                                        uint8_t* const t586 = rw484 + (uint64_t)(t584) * sscale;
                                                        int32_t const t587 = mw_ld<int32_t>(t585);
                                                        l497 = t587;
                                                    }
                                                    goto fi582;
                                                }
                                                {
                                                }
                                            }
                                            fi582:;
#line 204 "../envs/overcooked.rhai"
                                            {
                                                if (l500) {
                                                    {
                                                        uint32_t const t589 = l498 < 0 ? 0u : l498 > 1 ? 1u : (uint32_t)l498;
                                                        uint64_t const t590 = (uint64_t)t589 * 4u + 184u;
                                                        uint8_t* const t591 = rr483 + (uint64_t)(t590) * sscale;
                                                        uint8_t* const t592 = rw484 + (uint64_t)(t590) * sscale;
                                                        int32_t const t593 = mw_ld<int32_t>(t591);
                                                        l497 = t593;
                                                    }
                                                    goto fi588;
                                                }
                                                {
                                                }
                                            }
                                            fi588:;
#line 205 "../envs/overcooked.rhai"
                                            uint32_t const t594 = l493 < 0 ? 0u : l493 > 519 ? 519u : (uint32_t)l493;
                                            uint64_t const t595 = (uint64_t)t594 * 4u + 0u;
                                            uint8_t* const t596 = rr481 + t595;
                                            uint8_t* const t597 = rw482 + t595;
                                            float t598 = 0.0f;
                                            if (l499) {
                                                t598 = mw_f32(0x3F800000u);
                                            } else {
                                                t598 = mw_f32(0x00000000u);
                                            }
                                            mw_st<float>(t597 + 0, mw_canon(t598));
#line 206 "../envs/overcooked.rhai"
                                            int32_t const t599 = mw_iadd(l493, (int32_t)0x00000001u);
                                            uint32_t const t600 = t599 < 0 ? 0u : t599 > 519 ? 519u : (uint32_t)t599;
                                            uint64_t const t601 = (uint64_t)t600 * 4u + 0u;
                                            uint8_t* const t602 = rr481 + t601;
                                            uint8_t* const t603 = rw482 + t601;
                                            float t604 = 0.0f;
                                            if (l500) {
                                                t604 = mw_f32(0x3F800000u);
                                            } else {
                                                t604 = mw_f32(0x00000000u);
                                            }
                                            mw_st<float>(t603 + 0, mw_canon(t604));
#line 207 "../envs/overcooked.rhai"
                                            l501 = (int32_t)0x00000000u;
                                            for (;;) {
                                                {
                                                    if (mw_stopped(ctx)) { mw_trap(ctx, 19u); return 1; }
                                                    bool const t607 = l501 < (int32_t)0x00000004u;
                                                    if (!t607) goto brk606;
                                                    MW_ITER();
                                                    {
#line 208 "../envs/overcooked.rhai"
                                                        int32_t const t608 = mw_iadd(l493, (int32_t)0x00000002u);
                                                        int32_t const t609 = mw_iadd(t608, l501);
                                                        uint32_t const t610 = t609 < 0 ? 0u : t609 > 519 ? 519u : (uint32_t)t609;
                                                        uint64_t const t611 = (uint64_t)t610 * 4u + 0u;
                                                        uint8_t* const t612 = rr481 + t611;
                                                        uint8_t* const t613 = rw482 + t611;
                                                        bool t614 = l499;
                                                        if (t614) {
                                                            uint32_t const t615 = l485 < 0 ? 0u : l485 > 1 ? 1u : (uint32_t)l485;
                                                            uint64_t const t616 = (uint64_t)t615 * 4u + 176u;
                                                            uint8_t* const t617 = rr483 + (uint64_t)(t616) * sscale;
                                                            uint8_t* const t618 = rw484 + (uint64_t)(t616) * sscale;
                                                            int32_t const t619 = mw_ld<int32_t>(t617);
                                                            bool const t620 = t619 == l501;
                                                            t614 = t620;
                                                        }
                                                        float t621 = 0.0f;
                                                        if (t614) {
                                                            t621 = mw_f32(0x3F800000u);
                                                        } else {
                                                            t621 = mw_f32(0x00000000u);
                                                        }
                                                        mw_st<float>(t613 + 0, mw_canon(t621));
#line 209 "../envs/overcooked.rhai"
                                                        int32_t const t622 = mw_iadd(l493, (int32_t)0x00000006u);
                                                        int32_t const t623 = mw_iadd(t622, l501);
                                                        uint32_t const t624 = t623 < 0 ? 0u : t623 > 519 ? 519u : (uint32_t)t623;
                                                        uint64_t const t625 = (uint64_t)t624 * 4u + 0u;
                                                        uint8_t* const t626 = rr481 + t625;
                                                        uint8_t* const t627 = rw482 + t625;
                                                        bool t628 = l500;
                                                        if (t628) {
                                                            uint32_t const t629 = l498 < 0 ? 0u : l498 > 1 ? 1u : (uint32_t)l498;
                                                            uint64_t const t630 = (uint64_t)t629 * 4u + 176u;
                                                            uint8_t* const t631 = rr483 + (uint64_t)(t630) * sscale;
                                                            uint8_t* const t632 = rw484 + (uint64_t)(t630) * sscale;
                                                            int32_t const t633 = mw_ld<int32_t>(t631);
                                                            bool const t634 = t633 == l501;
                                                            t628 = t634;
                                                        }
                                                        float t635 = 0.0f;
                                                        if (t628) {
                                                            t635 = mw_f32(0x3F800000u);
                                                        } else {
                                                            t635 = mw_f32(0x00000000u);
                                                        }
                                                        mw_st<float>(t627 + 0, mw_canon(t635));
                                                    }
                                                }
                                                cont605:;
                                                {
#line 207 "../envs/overcooked.rhai"
                                                    int32_t const t636 = mw_iadd(l501, (int32_t)0x00000001u);
                                                    l501 = t636;
                                                }
                                            }
                                            brk606:;
                                        }
                                        goto fi549;
                                    }
                                    uint32_t const t637 = l491 < 0 ? 0u : l491 > 19 ? 19u : (uint32_t)l491;
                                    uint64_t const t638 = (uint64_t)t637 * 4u + 0u;
                                    uint8_t* const t639 = ctx->locals + t638;
                                    int32_t const t640 = mw_ld<int32_t>(t639);
                                    bool const t641 = t640 == (int32_t)0x00000002u;
                                    if (t641) {
                                        {
#line 212 "../envs/overcooked.rhai"
                                            int32_t const t642 = mw_iadd(l493, (int32_t)0x0000000Bu);
                                            uint32_t const t643 = t642 < 0 ? 0u : t642 > 519 ? 519u : (uint32_t)t642;
                                            uint64_t const t644 = (uint64_t)t643 * 4u + 0u;
                                            uint8_t* const t645 = rr481 + t644;
                                            uint8_t* const t646 = rw482 + t644;
                                            bool const t647 = l494 == (int32_t)0x00000002u;
                                            float t648 = 0.0f;
                                            if (t647) {
                                                t648 = mw_f32(0x3F800000u);
                                            } else {
                                                t648 = mw_f32(0x00000000u);
                                            }
                                            mw_st<float>(t646 + 0, mw_canon(t648));
                                        }
                                        goto fi549;
                                    }
                                    {
                                        goto ret492;
                                    }
                                }
                                fi549:;
#line 217 "../envs/overcooked.rhai"
                                int32_t const t649 = mw_iadd(l493, (int32_t)0x00000012u);
                                uint32_t const t650 = t649 < 0 ? 0u : t649 > 519 ? 519u : (uint32_t)t649;
                                uint64_t const t651 = (uint64_t)t650 * 4u + 0u;
                                uint8_t* const t652 = rr481 + t651;
                                uint8_t* const t653 = rw482 + t651;
                                bool const t654 = l497 == (int32_t)0x00000009u;
                                float t655 = 0.0f;
                                if (t654) {
                                    t655 = mw_f32(0x40400000u);
                                } else {
                                    t655 = mw_f32(0x00000000u);
                                }
                                mw_st<float>(t653 + 0, mw_canon(t655));
#line 218 "../envs/overcooked.rhai"
                                int32_t const t656 = mw_iadd(l493, (int32_t)0x00000015u);
                                uint32_t const t657 = t656 < 0 ? 0u : t656 > 519 ? 519u : (uint32_t)t656;
                                uint64_t const t658 = (uint64_t)t657 * 4u + 0u;
                                uint8_t* const t659 = rr481 + t658;
                                uint8_t* const t660 = rw482 + t658;
                                bool const t661 = l497 == (int32_t)0x00000009u;
                                float t662 = 0.0f;
                                if (t661) {
                                    t662 = mw_f32(0x3F800000u);
                                } else {
                                    t662 = mw_f32(0x00000000u);
                                }
                                mw_st<float>(t660 + 0, mw_canon(t662));
#line 219 "../envs/overcooked.rhai"
                                int32_t const t663 = mw_iadd(l493, (int32_t)0x00000016u);
                                uint32_t const t664 = t663 < 0 ? 0u : t663 > 519 ? 519u : (uint32_t)t663;
                                uint64_t const t665 = (uint64_t)t664 * 4u + 0u;
                                uint8_t* const t666 = rr481 + t665;
                                uint8_t* const t667 = rw482 + t665;
                                bool const t668 = l497 == (int32_t)0x00000005u;
                                float t669 = 0.0f;
                                if (t668) {
                                    t669 = mw_f32(0x3F800000u);
                                } else {
                                    t669 = mw_f32(0x00000000u);
                                }
                                mw_st<float>(t667 + 0, mw_canon(t669));
#line 220 "../envs/overcooked.rhai"
                                int32_t const t670 = mw_iadd(l493, (int32_t)0x00000017u);
                                uint32_t const t671 = t670 < 0 ? 0u : t670 > 519 ? 519u : (uint32_t)t670;
                                uint64_t const t672 = (uint64_t)t671 * 4u + 0u;
                                uint8_t* const t673 = rr481 + t672;
                                uint8_t* const t674 = rw482 + t672;
                                bool const t675 = l497 == (int32_t)0x00000003u;
                                float t676 = 0.0f;
                                if (t675) {
                                    t676 = mw_f32(0x3F800000u);
                                } else {
                                    t676 = mw_f32(0x00000000u);
                                }
                                mw_st<float>(t674 + 0, mw_canon(t676));
                            }
                            ret492:;
                        }
                    }
                    cont477:;
                    {
#line 439 "../envs/overcooked.rhai"
                        int32_t const t677 = mw_iadd(l14, (int32_t)0x00000001u);
                        l14 = t677;
                    }
                }
                brk478:;
            }
        }
        fi36:;
#line 441 "../envs/overcooked.rhai"
        float const t678 = mw_ld<float>(rr9 + (uint64_t)(192) * sscale);
        mw_st<float>(rw8 + 0, mw_canon(t678));
#line 442 "../envs/overcooked.rhai"
        uint32_t const t679 = l11 < 0 ? 0u : l11 > 1 ? 1u : (uint32_t)l11;
        uint64_t const t680 = (uint64_t)t679 * 4u + 196u;
        uint8_t* const t681 = rr9 + (uint64_t)(t680) * sscale;
        uint8_t* const t682 = rw10 + (uint64_t)(t680) * sscale;
        float const t683 = mw_ld<float>(t681);
        mw_st<float>(rw8 + 4, mw_canon(t683));
    }
    end2:;
#line 5121 "kernels.cu"
    return 0;
}
#ifdef MW_HOST
MW_ENTRY void k3(const MwCtx* ctx, uint32_t start, uint32_t end) {
    for (uint32_t i = start; i < end; i++) {
        if (mw_k3(ctx, i)) return;
    }
}
#endif
#line 5131 "kernels.cu"

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
        uint8_t* rr3 = mw_single(ctx, 2u, w, 280u);
        uint8_t* rw4 = rr3;
#line 446 "../envs/overcooked.rhai"
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
#line 5164 "kernels.cu"
    return 0;
}
#ifdef MW_HOST
MW_ENTRY void k4(const MwCtx* ctx, uint32_t start, uint32_t end) {
    for (uint32_t i = start; i < end; i++) {
        if (mw_k4(ctx, i)) return;
    }
}
#endif
#line 5174 "kernels.cu"

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
        uint8_t* rr3 = mw_single(ctx, 2u, w, 280u);
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
        uint32_t sp17 = MW_NO_ROW;
#line 259 "../envs/overcooked.rhai"
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
#line 262 "../envs/overcooked.rhai"
        mw_st<int32_t>(ctx->locals + 80, (int32_t)0x00000001u);
        mw_st<int32_t>(ctx->locals + 84, (int32_t)0x00000003u);
#line 263 "../envs/overcooked.rhai"
        mw_st<int32_t>(ctx->locals + 88, (int32_t)0x00000001u);
        mw_st<int32_t>(ctx->locals + 92, (int32_t)0x00000001u);
#line 273 "../envs/overcooked.rhai"
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
#line 259 "../envs/overcooked.rhai"
        int32_t const t18 = mw_ld<int32_t>(ctx->locals + 0);
        int32_t const t19 = mw_ld<int32_t>(ctx->locals + 4);
        int32_t const t20 = mw_ld<int32_t>(ctx->locals + 8);
        int32_t const t21 = mw_ld<int32_t>(ctx->locals + 12);
        int32_t const t22 = mw_ld<int32_t>(ctx->locals + 16);
        int32_t const t23 = mw_ld<int32_t>(ctx->locals + 20);
        int32_t const t24 = mw_ld<int32_t>(ctx->locals + 24);
        int32_t const t25 = mw_ld<int32_t>(ctx->locals + 28);
        int32_t const t26 = mw_ld<int32_t>(ctx->locals + 32);
        int32_t const t27 = mw_ld<int32_t>(ctx->locals + 36);
        int32_t const t28 = mw_ld<int32_t>(ctx->locals + 40);
        int32_t const t29 = mw_ld<int32_t>(ctx->locals + 44);
        int32_t const t30 = mw_ld<int32_t>(ctx->locals + 48);
        int32_t const t31 = mw_ld<int32_t>(ctx->locals + 52);
        int32_t const t32 = mw_ld<int32_t>(ctx->locals + 56);
        int32_t const t33 = mw_ld<int32_t>(ctx->locals + 60);
        int32_t const t34 = mw_ld<int32_t>(ctx->locals + 64);
        int32_t const t35 = mw_ld<int32_t>(ctx->locals + 68);
        int32_t const t36 = mw_ld<int32_t>(ctx->locals + 72);
        int32_t const t37 = mw_ld<int32_t>(ctx->locals + 76);
        mw_st<int32_t>(rw4, t18);
        mw_st<int32_t>(rw4 + (uint64_t)(4) * sscale, t19);
        mw_st<int32_t>(rw4 + (uint64_t)(8) * sscale, t20);
        mw_st<int32_t>(rw4 + (uint64_t)(12) * sscale, t21);
        mw_st<int32_t>(rw4 + (uint64_t)(16) * sscale, t22);
        mw_st<int32_t>(rw4 + (uint64_t)(20) * sscale, t23);
        mw_st<int32_t>(rw4 + (uint64_t)(24) * sscale, t24);
        mw_st<int32_t>(rw4 + (uint64_t)(28) * sscale, t25);
        mw_st<int32_t>(rw4 + (uint64_t)(32) * sscale, t26);
        mw_st<int32_t>(rw4 + (uint64_t)(36) * sscale, t27);
        mw_st<int32_t>(rw4 + (uint64_t)(40) * sscale, t28);
        mw_st<int32_t>(rw4 + (uint64_t)(44) * sscale, t29);
        mw_st<int32_t>(rw4 + (uint64_t)(48) * sscale, t30);
        mw_st<int32_t>(rw4 + (uint64_t)(52) * sscale, t31);
        mw_st<int32_t>(rw4 + (uint64_t)(56) * sscale, t32);
        mw_st<int32_t>(rw4 + (uint64_t)(60) * sscale, t33);
        mw_st<int32_t>(rw4 + (uint64_t)(64) * sscale, t34);
        mw_st<int32_t>(rw4 + (uint64_t)(68) * sscale, t35);
        mw_st<int32_t>(rw4 + (uint64_t)(72) * sscale, t36);
        mw_st<int32_t>(rw4 + (uint64_t)(76) * sscale, t37);
#line 260 "../envs/overcooked.rhai"
        l5 = (int32_t)0x00000000u;
        for (;;) {
            {
                if (mw_stopped(ctx)) { mw_trap(ctx, 21u); return 1; }
                bool const t40 = l5 < (int32_t)0x00000014u;
                if (!t40) goto brk39;
                MW_ITER();
                {
                    uint32_t const t41 = l5 < 0 ? 0u : l5 > 19 ? 19u : (uint32_t)l5;
                    uint64_t const t42 = (uint64_t)t41 * 4u + 80u;
                    uint8_t* const t43 = rr3 + (uint64_t)(t42) * sscale;
                    uint8_t* const t44 = rw4 + (uint64_t)(t42) * sscale;
                    uint32_t const t45 = l5 < 0 ? 0u : l5 > 19 ? 19u : (uint32_t)l5;
                    uint64_t const t46 = (uint64_t)t45 * 4u + 0u;
                    uint8_t* const t47 = ctx->locals + t46;
                    int32_t const t48 = mw_ld<int32_t>(t47);
                    bool const t49 = t48 == (int32_t)0x00000008u;
                    int32_t t50 = 0;
                    if (t49) {
                        t50 = (int32_t)0x00000017u;
                    } else {
                        t50 = (int32_t)0x00000000u;
                    }
                    mw_st<int32_t>(t44, t50);
                }
            }
            cont38:;
            {
                int32_t const t51 = mw_iadd(l5, (int32_t)0x00000001u);
                l5 = t51;
            }
        }
        brk39:;
#line 261 "../envs/overcooked.rhai"
        l6 = (int32_t)0x00000000u;
        for (;;) {
            {
                if (mw_stopped(ctx)) { mw_trap(ctx, 22u); return 1; }
                bool const t54 = l6 < (int32_t)0x00000002u;
                if (!t54) goto brk53;
                MW_ITER();
                {
#line 262 "../envs/overcooked.rhai"
                    uint32_t const t55 = l6 < 0 ? 0u : l6 > 1 ? 1u : (uint32_t)l6;
                    uint64_t const t56 = (uint64_t)t55 * 4u + 160u;
                    uint8_t* const t57 = rr3 + (uint64_t)(t56) * sscale;
                    uint8_t* const t58 = rw4 + (uint64_t)(t56) * sscale;
                    uint32_t const t59 = l6 < 0 ? 0u : l6 > 1 ? 1u : (uint32_t)l6;
                    uint64_t const t60 = (uint64_t)t59 * 4u + 80u;
                    uint8_t* const t61 = ctx->locals + t60;
                    int32_t const t62 = mw_ld<int32_t>(t61);
                    mw_st<int32_t>(t58, t62);
#line 263 "../envs/overcooked.rhai"
                    uint32_t const t63 = l6 < 0 ? 0u : l6 > 1 ? 1u : (uint32_t)l6;
                    uint64_t const t64 = (uint64_t)t63 * 4u + 168u;
                    uint8_t* const t65 = rr3 + (uint64_t)(t64) * sscale;
                    uint8_t* const t66 = rw4 + (uint64_t)(t64) * sscale;
                    uint32_t const t67 = l6 < 0 ? 0u : l6 > 1 ? 1u : (uint32_t)l6;
                    uint64_t const t68 = (uint64_t)t67 * 4u + 88u;
                    uint8_t* const t69 = ctx->locals + t68;
                    int32_t const t70 = mw_ld<int32_t>(t69);
                    mw_st<int32_t>(t66, t70);
#line 264 "../envs/overcooked.rhai"
                    uint32_t const t71 = l6 < 0 ? 0u : l6 > 1 ? 1u : (uint32_t)l6;
                    uint64_t const t72 = (uint64_t)t71 * 4u + 176u;
                    uint8_t* const t73 = rr3 + (uint64_t)(t72) * sscale;
                    uint8_t* const t74 = rw4 + (uint64_t)(t72) * sscale;
                    int32_t l75 = (int32_t)0x00000000u;
                    int32_t l76 = (int32_t)0x00000004u;
                    int32_t r77 = 0;
                    // rand_int
                    {
#line 411 "<prelude>"
                        {
                            bool const t80 = l76 <= l75;
                            if (t80) {
                                {
                                    r77 = l75;
                                    goto ret78;
                                }
                                goto fi79;
                            }
                            {
                            }
                        }
                        fi79:;
#line 412 "<prelude>"
                        uint32_t const t81 = mw_pcg4d((w + ctx->world_offset) ^ ks1[0], eid ^ ks1[1], ctx->step ^ ks1[2], ctr ^ ks1[3]);
                        ctr++;
                        int32_t const t82 = mw_isub(l76, l75);
                        uint32_t const t83 = (uint32_t)t82;
                        uint32_t const t84 = mw_mulhi(t81, t83);
                        int32_t const t85 = (int32_t)t84;
                        int32_t const t86 = mw_iadd(l75, t85);
                        r77 = t86;
                        goto ret78;
                    }
                    ret78:;
                    mw_st<int32_t>(t74, r77);
#line 265 "../envs/overcooked.rhai"
                    uint32_t const t87 = l6 < 0 ? 0u : l6 > 1 ? 1u : (uint32_t)l6;
                    uint64_t const t88 = (uint64_t)t87 * 4u + 184u;
                    uint8_t* const t89 = rr3 + (uint64_t)(t88) * sscale;
                    uint8_t* const t90 = rw4 + (uint64_t)(t88) * sscale;
                    mw_st<int32_t>(t90, (int32_t)0x00000001u);
                }
            }
            cont52:;
            {
#line 261 "../envs/overcooked.rhai"
                int32_t const t91 = mw_iadd(l6, (int32_t)0x00000001u);
                l6 = t91;
            }
        }
        brk53:;
#line 267 "../envs/overcooked.rhai"
        {
            if (false) {
                {
#line 270 "../envs/overcooked.rhai"
                    mw_zero(ctx->locals + 96, 80u);
#line 271 "../envs/overcooked.rhai"
                    l7 = (int32_t)0x00000000u;
#line 272 "../envs/overcooked.rhai"
                    l8 = (int32_t)0x00000000u;
                    for (;;) {
                        {
                            if (mw_stopped(ctx)) { mw_trap(ctx, 23u); return 1; }
                            bool const t95 = l8 < (int32_t)0x00000014u;
                            if (!t95) goto brk94;
                            MW_ITER();
                            {
#line 273 "../envs/overcooked.rhai"
                                {
                                    uint32_t const t97 = l8 < 0 ? 0u : l8 > 19 ? 19u : (uint32_t)l8;
                                    uint64_t const t98 = (uint64_t)t97 * 4u + 176u;
                                    uint8_t* const t99 = ctx->locals + t98;
                                    int32_t const t100 = mw_ld<int32_t>(t99);
                                    bool const t101 = t100 == (int32_t)0x00000000u;
                                    if (t101) {
                                        {
#line 274 "../envs/overcooked.rhai"
                                            uint32_t const t102 = l7 < 0 ? 0u : l7 > 19 ? 19u : (uint32_t)l7;
                                            uint64_t const t103 = (uint64_t)t102 * 4u + 96u;
                                            uint8_t* const t104 = ctx->locals + t103;
                                            mw_st<int32_t>(t104 + 0, l8);
#line 275 "../envs/overcooked.rhai"
                                            int32_t const t105 = mw_iadd(l7, (int32_t)0x00000001u);
                                            l7 = t105;
                                        }
                                        goto fi96;
                                    }
                                    {
                                    }
                                }
                                fi96:;
                            }
                        }
                        cont93:;
                        {
#line 272 "../envs/overcooked.rhai"
                            int32_t const t106 = mw_iadd(l8, (int32_t)0x00000001u);
                            l8 = t106;
                        }
                    }
                    brk94:;
#line 278 "../envs/overcooked.rhai"
                    int32_t l107 = (int32_t)0x00000000u;
                    int32_t l108 = l7;
                    int32_t r109 = 0;
                    // rand_int
                    {
#line 411 "<prelude>"
                        {
                            bool const t112 = l108 <= l107;
                            if (t112) {
                                {
                                    r109 = l107;
                                    goto ret110;
                                }
                                goto fi111;
                            }
                            {
                            }
                        }
                        fi111:;
#line 412 "<prelude>"
                        uint32_t const t113 = mw_pcg4d((w + ctx->world_offset) ^ ks1[0], eid ^ ks1[1], ctx->step ^ ks1[2], ctr ^ ks1[3]);
                        ctr++;
                        int32_t const t114 = mw_isub(l108, l107);
                        uint32_t const t115 = (uint32_t)t114;
                        uint32_t const t116 = mw_mulhi(t113, t115);
                        int32_t const t117 = (int32_t)t116;
                        int32_t const t118 = mw_iadd(l107, t117);
                        r109 = t118;
                        goto ret110;
                    }
                    ret110:;
                    l9 = r109;
#line 279 "../envs/overcooked.rhai"
                    int32_t l119 = (int32_t)0x00000000u;
                    int32_t const t120 = mw_isub(l7, (int32_t)0x00000001u);
                    int32_t l121 = t120;
                    int32_t r122 = 0;
                    // rand_int
                    {
#line 411 "<prelude>"
                        {
                            bool const t125 = l121 <= l119;
                            if (t125) {
                                {
                                    r122 = l119;
                                    goto ret123;
                                }
                                goto fi124;
                            }
                            {
                            }
                        }
                        fi124:;
#line 412 "<prelude>"
                        uint32_t const t126 = mw_pcg4d((w + ctx->world_offset) ^ ks1[0], eid ^ ks1[1], ctx->step ^ ks1[2], ctr ^ ks1[3]);
                        ctr++;
                        int32_t const t127 = mw_isub(l121, l119);
                        uint32_t const t128 = (uint32_t)t127;
                        uint32_t const t129 = mw_mulhi(t126, t128);
                        int32_t const t130 = (int32_t)t129;
                        int32_t const t131 = mw_iadd(l119, t130);
                        r122 = t131;
                        goto ret123;
                    }
                    ret123:;
                    l10 = r122;
#line 280 "../envs/overcooked.rhai"
                    {
                        bool const t133 = l10 >= l9;
                        if (t133) {
                            {
                                int32_t const t134 = mw_iadd(l10, (int32_t)0x00000001u);
                                l10 = t134;
                            }
                            goto fi132;
                        }
                        {
                        }
                    }
                    fi132:;
#line 281 "../envs/overcooked.rhai"
                    uint32_t const t135 = (int32_t)0x00000000u < 0 ? 0u : (int32_t)0x00000000u > 1 ? 1u : (uint32_t)(int32_t)0x00000000u;
                    uint64_t const t136 = (uint64_t)t135 * 4u + 160u;
                    uint8_t* const t137 = rr3 + (uint64_t)(t136) * sscale;
                    uint8_t* const t138 = rw4 + (uint64_t)(t136) * sscale;
                    uint32_t const t139 = l9 < 0 ? 0u : l9 > 19 ? 19u : (uint32_t)l9;
                    uint64_t const t140 = (uint64_t)t139 * 4u + 96u;
                    uint8_t* const t141 = ctx->locals + t140;
                    int32_t const t142 = mw_ld<int32_t>(t141);
                    int32_t const t143 = mw_irem(t142, (int32_t)0x00000005u);
                    mw_st<int32_t>(t138, t143);
#line 282 "../envs/overcooked.rhai"
                    uint32_t const t144 = (int32_t)0x00000000u < 0 ? 0u : (int32_t)0x00000000u > 1 ? 1u : (uint32_t)(int32_t)0x00000000u;
                    uint64_t const t145 = (uint64_t)t144 * 4u + 168u;
                    uint8_t* const t146 = rr3 + (uint64_t)(t145) * sscale;
                    uint8_t* const t147 = rw4 + (uint64_t)(t145) * sscale;
                    uint32_t const t148 = l9 < 0 ? 0u : l9 > 19 ? 19u : (uint32_t)l9;
                    uint64_t const t149 = (uint64_t)t148 * 4u + 96u;
                    uint8_t* const t150 = ctx->locals + t149;
                    int32_t const t151 = mw_ld<int32_t>(t150);
                    int32_t const t152 = mw_idiv(t151, (int32_t)0x00000005u);
                    mw_st<int32_t>(t147, t152);
#line 283 "../envs/overcooked.rhai"
                    uint32_t const t153 = (int32_t)0x00000001u < 0 ? 0u : (int32_t)0x00000001u > 1 ? 1u : (uint32_t)(int32_t)0x00000001u;
                    uint64_t const t154 = (uint64_t)t153 * 4u + 160u;
                    uint8_t* const t155 = rr3 + (uint64_t)(t154) * sscale;
                    uint8_t* const t156 = rw4 + (uint64_t)(t154) * sscale;
                    uint32_t const t157 = l10 < 0 ? 0u : l10 > 19 ? 19u : (uint32_t)l10;
                    uint64_t const t158 = (uint64_t)t157 * 4u + 96u;
                    uint8_t* const t159 = ctx->locals + t158;
                    int32_t const t160 = mw_ld<int32_t>(t159);
                    int32_t const t161 = mw_irem(t160, (int32_t)0x00000005u);
                    mw_st<int32_t>(t156, t161);
#line 284 "../envs/overcooked.rhai"
                    uint32_t const t162 = (int32_t)0x00000001u < 0 ? 0u : (int32_t)0x00000001u > 1 ? 1u : (uint32_t)(int32_t)0x00000001u;
                    uint64_t const t163 = (uint64_t)t162 * 4u + 168u;
                    uint8_t* const t164 = rr3 + (uint64_t)(t163) * sscale;
                    uint8_t* const t165 = rw4 + (uint64_t)(t163) * sscale;
                    uint32_t const t166 = l10 < 0 ? 0u : l10 > 19 ? 19u : (uint32_t)l10;
                    uint64_t const t167 = (uint64_t)t166 * 4u + 96u;
                    uint8_t* const t168 = ctx->locals + t167;
                    int32_t const t169 = mw_ld<int32_t>(t168);
                    int32_t const t170 = mw_idiv(t169, (int32_t)0x00000005u);
                    mw_st<int32_t>(t165, t170);
#line 285 "../envs/overcooked.rhai"
                    mw_st<int32_t>(ctx->locals + 256, (int32_t)0x00000001u);
                    mw_st<int32_t>(ctx->locals + 260, (int32_t)0x00000003u);
                    mw_st<int32_t>(ctx->locals + 264, (int32_t)0x00000005u);
                    mw_st<int32_t>(ctx->locals + 268, (int32_t)0x00000009u);
#line 286 "../envs/overcooked.rhai"
                    l11 = (int32_t)0x00000000u;
                    for (;;) {
                        {
                            if (mw_stopped(ctx)) { mw_trap(ctx, 24u); return 1; }
                            bool const t173 = l11 < (int32_t)0x00000002u;
                            if (!t173) goto brk172;
                            MW_ITER();
                            {
                                uint32_t const t174 = l11 < 0 ? 0u : l11 > 1 ? 1u : (uint32_t)l11;
                                uint64_t const t175 = (uint64_t)t174 * 4u + 184u;
                                uint8_t* const t176 = rr3 + (uint64_t)(t175) * sscale;
                                uint8_t* const t177 = rw4 + (uint64_t)(t175) * sscale;
                                int32_t l178 = (int32_t)0x00000000u;
                                int32_t l179 = (int32_t)0x00000004u;
                                int32_t r180 = 0;
                                // rand_int
                                {
#line 411 "<prelude>"
                                    {
                                        bool const t183 = l179 <= l178;
                                        if (t183) {
                                            {
                                                r180 = l178;
                                                goto ret181;
                                            }
                                            goto fi182;
                                        }
                                        {
                                        }
                                    }
                                    fi182:;
#line 412 "<prelude>"
                                    uint32_t const t184 = mw_pcg4d((w + ctx->world_offset) ^ ks1[0], eid ^ ks1[1], ctx->step ^ ks1[2], ctr ^ ks1[3]);
                                    ctr++;
                                    int32_t const t185 = mw_isub(l179, l178);
                                    uint32_t const t186 = (uint32_t)t185;
                                    uint32_t const t187 = mw_mulhi(t184, t186);
                                    int32_t const t188 = (int32_t)t187;
                                    int32_t const t189 = mw_iadd(l178, t188);
                                    r180 = t189;
                                    goto ret181;
                                }
                                ret181:;
                                uint32_t const t190 = r180 < 0 ? 0u : r180 > 3 ? 3u : (uint32_t)r180;
                                uint64_t const t191 = (uint64_t)t190 * 4u + 256u;
                                uint8_t* const t192 = ctx->locals + t191;
                                int32_t const t193 = mw_ld<int32_t>(t192);
                                mw_st<int32_t>(t177, t193);
                            }
                        }
                        cont171:;
                        {
#line 286 "../envs/overcooked.rhai"
                            int32_t const t194 = mw_iadd(l11, (int32_t)0x00000001u);
                            l11 = t194;
                        }
                    }
                    brk172:;
#line 287 "../envs/overcooked.rhai"
                    l12 = (int32_t)0x00000000u;
                    for (;;) {
                        {
                            if (mw_stopped(ctx)) { mw_trap(ctx, 25u); return 1; }
                            bool const t197 = l12 < (int32_t)0x00000014u;
                            if (!t197) goto brk196;
                            MW_ITER();
                            {
#line 288 "../envs/overcooked.rhai"
                                {
                                    uint32_t const t199 = l12 < 0 ? 0u : l12 > 19 ? 19u : (uint32_t)l12;
                                    uint64_t const t200 = (uint64_t)t199 * 4u + 0u;
                                    uint8_t* const t201 = ctx->locals + t200;
                                    int32_t const t202 = mw_ld<int32_t>(t201);
                                    bool const t203 = t202 == (int32_t)0x00000008u;
                                    if (t203) {
                                        {
                                            uint32_t const t204 = l12 < 0 ? 0u : l12 > 19 ? 19u : (uint32_t)l12;
                                            uint64_t const t205 = (uint64_t)t204 * 4u + 80u;
                                            uint8_t* const t206 = rr3 + (uint64_t)(t205) * sscale;
                                            uint8_t* const t207 = rw4 + (uint64_t)(t205) * sscale;
                                            int32_t l208 = (int32_t)0x00000000u;
                                            int32_t l209 = (int32_t)0x00000018u;
                                            int32_t r210 = 0;
                                            // rand_int
                                            {
#line 411 "<prelude>"
                                                {
                                                    bool const t213 = l209 <= l208;
                                                    if (t213) {
                                                        {
                                                            r210 = l208;
                                                            goto ret211;
                                                        }
                                                        goto fi212;
                                                    }
                                                    {
                                                    }
                                                }
                                                fi212:;
#line 412 "<prelude>"
                                                uint32_t const t214 = mw_pcg4d((w + ctx->world_offset) ^ ks1[0], eid ^ ks1[1], ctx->step ^ ks1[2], ctr ^ ks1[3]);
                                                ctr++;
                                                int32_t const t215 = mw_isub(l209, l208);
                                                uint32_t const t216 = (uint32_t)t215;
                                                uint32_t const t217 = mw_mulhi(t214, t216);
                                                int32_t const t218 = (int32_t)t217;
                                                int32_t const t219 = mw_iadd(l208, t218);
                                                r210 = t219;
                                                goto ret211;
                                            }
                                            ret211:;
                                            mw_st<int32_t>(t207, r210);
                                        }
                                        goto fi198;
                                    }
                                    {
                                    }
                                }
                                fi198:;
                            }
                        }
                        cont195:;
                        {
#line 287 "../envs/overcooked.rhai"
                            int32_t const t220 = mw_iadd(l12, (int32_t)0x00000001u);
                            l12 = t220;
                        }
                    }
                    brk196:;
                }
                goto fi92;
            }
            {
            }
        }
        fi92:;
#line 291 "../envs/overcooked.rhai"
        mw_st<int32_t>(rw4 + (uint64_t)(204) * sscale, (int32_t)0x00000000u);
#line 292 "../envs/overcooked.rhai"
        mw_st<int32_t>(rw4 + (uint64_t)(208) * sscale, (int32_t)0x00000000u);
#line 294 "../envs/overcooked.rhai"
        l13 = (int32_t)0x00000000u;
        for (;;) {
            {
                if (mw_stopped(ctx)) { mw_trap(ctx, 26u); return 1; }
                bool const t223 = l13 < (int32_t)0x00000002u;
                if (!t223) goto brk222;
                MW_ITER();
                {
#line 295 "../envs/overcooked.rhai"
                    uint32_t srow224;
                    uint64_t const t225 = mw_spawn_row(ctx, 0u, w, 0u, &srow224);
                    l14 = t225;
                    sp17 = srow224;
                    uint8_t* const t226 = sp17 != MW_NO_ROW ? ctx->tables[0].cols[1] + (uint64_t)sp17 * 20u : (uint8_t*)0;
                    uint8_t* const t227 = t226 ? t226 : (uint8_t*)ctx->zero;
                    uint8_t* const t228 = t226 ? t226 : ctx->scratch;
                    rr15 = t227; rw16 = t228;
#line 297 "../envs/overcooked.rhai"
                    mw_st<int32_t>(rw16 + 0, l13);
#line 298 "../envs/overcooked.rhai"
                    uint32_t const t229 = l13 < 0 ? 0u : l13 > 1 ? 1u : (uint32_t)l13;
                    uint64_t const t230 = (uint64_t)t229 * 4u + 160u;
                    uint8_t* const t231 = rr3 + (uint64_t)(t230) * sscale;
                    uint8_t* const t232 = rw4 + (uint64_t)(t230) * sscale;
                    int32_t const t233 = mw_ld<int32_t>(t231);
                    mw_st<int32_t>(rw16 + 4, t233);
#line 299 "../envs/overcooked.rhai"
                    uint32_t const t234 = l13 < 0 ? 0u : l13 > 1 ? 1u : (uint32_t)l13;
                    uint64_t const t235 = (uint64_t)t234 * 4u + 168u;
                    uint8_t* const t236 = rr3 + (uint64_t)(t235) * sscale;
                    uint8_t* const t237 = rw4 + (uint64_t)(t235) * sscale;
                    int32_t const t238 = mw_ld<int32_t>(t236);
                    mw_st<int32_t>(rw16 + 8, t238);
#line 300 "../envs/overcooked.rhai"
                    uint32_t const t239 = l13 < 0 ? 0u : l13 > 1 ? 1u : (uint32_t)l13;
                    uint64_t const t240 = (uint64_t)t239 * 4u + 176u;
                    uint8_t* const t241 = rr3 + (uint64_t)(t240) * sscale;
                    uint8_t* const t242 = rw4 + (uint64_t)(t240) * sscale;
                    int32_t const t243 = mw_ld<int32_t>(t241);
                    mw_st<int32_t>(rw16 + 12, t243);
#line 301 "../envs/overcooked.rhai"
                    uint32_t const t244 = l13 < 0 ? 0u : l13 > 1 ? 1u : (uint32_t)l13;
                    uint64_t const t245 = (uint64_t)t244 * 4u + 184u;
                    uint8_t* const t246 = rr3 + (uint64_t)(t245) * sscale;
                    uint8_t* const t247 = rw4 + (uint64_t)(t245) * sscale;
                    int32_t const t248 = mw_ld<int32_t>(t246);
                    mw_st<int32_t>(rw16 + 16, t248);
                    uint8_t* const t249 = sp17 != MW_NO_ROW ? ctx->tables[0].cols[3] + (uint64_t)sp17 * 2080u : (uint8_t*)0;
                    uint8_t* const t250 = t249 ? t249 : (uint8_t*)ctx->zero;
                    uint8_t* const t251 = t249 ? t249 : ctx->scratch;
                    uint8_t *rr252 = t250, *rw253 = t251;
                    uint8_t *rr254 = rr3, *rw255 = rw4;
                    int32_t l256 = l13;
                    // observe_all
                    {
                        float l258 = 0.0f;
                        int32_t l259 = 0;
                        int32_t l260 = 0;
                        int32_t l261 = 0;
#line 242 "../envs/overcooked.rhai"
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
#line 238 "../envs/overcooked.rhai"
                        int32_t const t262 = mw_ld<int32_t>(rr254 + (uint64_t)(204) * sscale);
                        int32_t const t263 = mw_isub((int32_t)0x00000190u, t262);
                        bool const t264 = t263 < (int32_t)0x00000028u;
                        float t265 = 0.0f;
                        if (t264) {
                            t265 = mw_f32(0x3F800000u);
                        } else {
                            t265 = mw_f32(0x00000000u);
                        }
                        l258 = t265;
#line 239 "../envs/overcooked.rhai"
                        l259 = (int32_t)0x00000000u;
                        for (;;) {
                            {
                                if (mw_stopped(ctx)) { mw_trap(ctx, 27u); return 1; }
                                bool const t268 = l259 < (int32_t)0x00000014u;
                                if (!t268) goto brk267;
                                MW_ITER();
                                {
#line 240 "../envs/overcooked.rhai"
                                    int32_t const t269 = mw_imul(l259, (int32_t)0x0000001Au);
                                    l260 = t269;
#line 241 "../envs/overcooked.rhai"
                                    l261 = (int32_t)0x00000000u;
                                    for (;;) {
                                        {
                                            if (mw_stopped(ctx)) { mw_trap(ctx, 28u); return 1; }
                                            bool const t272 = l261 < (int32_t)0x0000001Au;
                                            if (!t272) goto brk271;
                                            MW_ITER();
                                            {
                                                int32_t const t273 = mw_iadd(l260, l261);
                                                uint32_t const t274 = t273 < 0 ? 0u : t273 > 519 ? 519u : (uint32_t)t273;
                                                uint64_t const t275 = (uint64_t)t274 * 4u + 0u;
                                                uint8_t* const t276 = rr252 + t275;
                                                uint8_t* const t277 = rw253 + t275;
                                                mw_st<float>(t277 + 0, mw_canon(mw_f32(0x00000000u)));
                                            }
                                        }
                                        cont270:;
                                        {
                                            int32_t const t278 = mw_iadd(l261, (int32_t)0x00000001u);
                                            l261 = t278;
                                        }
                                    }
                                    brk271:;
#line 242 "../envs/overcooked.rhai"
                                    int32_t const t279 = mw_iadd(l260, (int32_t)0x0000000Au);
                                    uint32_t const t280 = t279 < 0 ? 0u : t279 > 519 ? 519u : (uint32_t)t279;
                                    uint64_t const t281 = (uint64_t)t280 * 4u + 0u;
                                    uint8_t* const t282 = rr252 + t281;
                                    uint8_t* const t283 = rw253 + t281;
                                    uint32_t const t284 = l259 < 0 ? 0u : l259 > 19 ? 19u : (uint32_t)l259;
                                    uint64_t const t285 = (uint64_t)t284 * 4u + 272u;
                                    uint8_t* const t286 = ctx->locals + t285;
                                    int32_t const t287 = mw_ld<int32_t>(t286);
                                    bool const t288 = t287 == (int32_t)0x00000008u;
                                    float t289 = 0.0f;
                                    if (t288) {
                                        t289 = mw_f32(0x3F800000u);
                                    } else {
                                        t289 = mw_f32(0x00000000u);
                                    }
                                    mw_st<float>(t283 + 0, mw_canon(t289));
#line 243 "../envs/overcooked.rhai"
                                    int32_t const t290 = mw_iadd(l260, (int32_t)0x0000000Cu);
                                    uint32_t const t291 = t290 < 0 ? 0u : t290 > 519 ? 519u : (uint32_t)t290;
                                    uint64_t const t292 = (uint64_t)t291 * 4u + 0u;
                                    uint8_t* const t293 = rr252 + t292;
                                    uint8_t* const t294 = rw253 + t292;
                                    uint32_t const t295 = l259 < 0 ? 0u : l259 > 19 ? 19u : (uint32_t)l259;
                                    uint64_t const t296 = (uint64_t)t295 * 4u + 272u;
                                    uint8_t* const t297 = ctx->locals + t296;
                                    int32_t const t298 = mw_ld<int32_t>(t297);
                                    bool const t299 = t298 == (int32_t)0x00000004u;
                                    float t300 = 0.0f;
                                    if (t299) {
                                        t300 = mw_f32(0x3F800000u);
                                    } else {
                                        t300 = mw_f32(0x00000000u);
                                    }
                                    mw_st<float>(t294 + 0, mw_canon(t300));
#line 244 "../envs/overcooked.rhai"
                                    int32_t const t301 = mw_iadd(l260, (int32_t)0x0000000Eu);
                                    uint32_t const t302 = t301 < 0 ? 0u : t301 > 519 ? 519u : (uint32_t)t301;
                                    uint64_t const t303 = (uint64_t)t302 * 4u + 0u;
                                    uint8_t* const t304 = rr252 + t303;
                                    uint8_t* const t305 = rw253 + t303;
                                    uint32_t const t306 = l259 < 0 ? 0u : l259 > 19 ? 19u : (uint32_t)l259;
                                    uint64_t const t307 = (uint64_t)t306 * 4u + 272u;
                                    uint8_t* const t308 = ctx->locals + t307;
                                    int32_t const t309 = mw_ld<int32_t>(t308);
                                    bool const t310 = t309 == (int32_t)0x00000006u;
                                    float t311 = 0.0f;
                                    if (t310) {
                                        t311 = mw_f32(0x3F800000u);
                                    } else {
                                        t311 = mw_f32(0x00000000u);
                                    }
                                    mw_st<float>(t305 + 0, mw_canon(t311));
#line 245 "../envs/overcooked.rhai"
                                    int32_t const t312 = mw_iadd(l260, (int32_t)0x0000000Fu);
                                    uint32_t const t313 = t312 < 0 ? 0u : t312 > 519 ? 519u : (uint32_t)t312;
                                    uint64_t const t314 = (uint64_t)t313 * 4u + 0u;
                                    uint8_t* const t315 = rr252 + t314;
                                    uint8_t* const t316 = rw253 + t314;
                                    uint32_t const t317 = l259 < 0 ? 0u : l259 > 19 ? 19u : (uint32_t)l259;
                                    uint64_t const t318 = (uint64_t)t317 * 4u + 272u;
                                    uint8_t* const t319 = ctx->locals + t318;
                                    int32_t const t320 = mw_ld<int32_t>(t319);
                                    bool const t321 = t320 == (int32_t)0x00000007u;
                                    float t322 = 0.0f;
                                    if (t321) {
                                        t322 = mw_f32(0x3F800000u);
                                    } else {
                                        t322 = mw_f32(0x00000000u);
                                    }
                                    mw_st<float>(t316 + 0, mw_canon(t322));
#line 246 "../envs/overcooked.rhai"
                                    int32_t const t323 = mw_iadd(l260, (int32_t)0x00000019u);
                                    uint32_t const t324 = t323 < 0 ? 0u : t323 > 519 ? 519u : (uint32_t)t323;
                                    uint64_t const t325 = (uint64_t)t324 * 4u + 0u;
                                    uint8_t* const t326 = rr252 + t325;
                                    uint8_t* const t327 = rw253 + t325;
                                    mw_st<float>(t327 + 0, mw_canon(l258));
                                    uint8_t *rr328 = rr252, *rw329 = rw253;
                                    uint8_t *rr330 = rr254, *rw331 = rw255;
                                    int32_t l332 = l256;
                                    int32_t l333 = l259;
                                    // write_cell
                                    {
                                        int32_t l335 = 0;
                                        int32_t l336 = 0;
                                        int32_t l337 = 0;
                                        bool l338 = false;
                                        int32_t l339 = 0;
                                        int32_t l340 = 0;
                                        bool l341 = false;
                                        bool l342 = false;
                                        int32_t l343 = 0;
#line 187 "../envs/overcooked.rhai"
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
#line 197 "../envs/overcooked.rhai"
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
#line 185 "../envs/overcooked.rhai"
                                        int32_t const t344 = mw_imul(l333, (int32_t)0x0000001Au);
                                        l335 = t344;
#line 186 "../envs/overcooked.rhai"
                                        uint32_t const t345 = l333 < 0 ? 0u : l333 > 19 ? 19u : (uint32_t)l333;
                                        uint64_t const t346 = (uint64_t)t345 * 4u + 0u;
                                        uint8_t* const t347 = rr330 + (uint64_t)(t346) * sscale;
                                        uint8_t* const t348 = rw331 + (uint64_t)(t346) * sscale;
                                        int32_t const t349 = mw_ld<int32_t>(t347);
                                        l336 = t349;
#line 187 "../envs/overcooked.rhai"
                                        {
                                            uint32_t const t351 = l333 < 0 ? 0u : l333 > 19 ? 19u : (uint32_t)l333;
                                            uint64_t const t352 = (uint64_t)t351 * 4u + 352u;
                                            uint8_t* const t353 = ctx->locals + t352;
                                            int32_t const t354 = mw_ld<int32_t>(t353);
                                            bool const t355 = t354 == (int32_t)0x00000008u;
                                            if (t355) {
                                                {
#line 188 "../envs/overcooked.rhai"
                                                    uint32_t const t356 = l333 < 0 ? 0u : l333 > 19 ? 19u : (uint32_t)l333;
                                                    uint64_t const t357 = (uint64_t)t356 * 4u + 80u;
                                                    uint8_t* const t358 = rr330 + (uint64_t)(t357) * sscale;
                                                    uint8_t* const t359 = rw331 + (uint64_t)(t357) * sscale;
                                                    int32_t const t360 = mw_ld<int32_t>(t358);
                                                    l337 = t360;
#line 189 "../envs/overcooked.rhai"
                                                    bool const t361 = l337 < (int32_t)0x00000014u;
                                                    l338 = t361;
#line 190 "../envs/overcooked.rhai"
                                                    int32_t const t362 = mw_iadd(l335, (int32_t)0x00000010u);
                                                    uint32_t const t363 = t362 < 0 ? 0u : t362 > 519 ? 519u : (uint32_t)t362;
                                                    uint64_t const t364 = (uint64_t)t363 * 4u + 0u;
                                                    uint8_t* const t365 = rr328 + t364;
                                                    uint8_t* const t366 = rw329 + t364;
                                                    float t367 = 0.0f;
                                                    if (l338) {
                                                        t367 = mw_f32(0x00000000u);
                                                    } else {
                                                        int32_t const t368 = mw_isub((int32_t)0x00000017u, l337);
                                                        int32_t const t369 = t368 < (int32_t)0x00000003u ? t368 : (int32_t)0x00000003u;
                                                        float const t370 = (float)t369;
                                                        t367 = t370;
                                                    }
                                                    mw_st<float>(t366 + 0, mw_canon(t367));
#line 191 "../envs/overcooked.rhai"
                                                    int32_t const t371 = mw_iadd(l335, (int32_t)0x00000012u);
                                                    uint32_t const t372 = t371 < 0 ? 0u : t371 > 519 ? 519u : (uint32_t)t371;
                                                    uint64_t const t373 = (uint64_t)t372 * 4u + 0u;
                                                    uint8_t* const t374 = rr328 + t373;
                                                    uint8_t* const t375 = rw329 + t373;
                                                    float t376 = 0.0f;
                                                    if (l338) {
                                                        t376 = mw_f32(0x40400000u);
                                                    } else {
                                                        t376 = mw_f32(0x00000000u);
                                                    }
                                                    mw_st<float>(t375 + 0, mw_canon(t376));
#line 192 "../envs/overcooked.rhai"
                                                    int32_t const t377 = mw_iadd(l335, (int32_t)0x00000014u);
                                                    uint32_t const t378 = t377 < 0 ? 0u : t377 > 519 ? 519u : (uint32_t)t377;
                                                    uint64_t const t379 = (uint64_t)t378 * 4u + 0u;
                                                    uint8_t* const t380 = rr328 + t379;
                                                    uint8_t* const t381 = rw329 + t379;
                                                    float t382 = 0.0f;
                                                    if (l338) {
                                                        float const t383 = (float)l337;
                                                        t382 = t383;
                                                    } else {
                                                        t382 = mw_f32(0x00000000u);
                                                    }
                                                    mw_st<float>(t381 + 0, mw_canon(t382));
#line 193 "../envs/overcooked.rhai"
                                                    int32_t const t384 = mw_iadd(l335, (int32_t)0x00000015u);
                                                    uint32_t const t385 = t384 < 0 ? 0u : t384 > 519 ? 519u : (uint32_t)t384;
                                                    uint64_t const t386 = (uint64_t)t385 * 4u + 0u;
                                                    uint8_t* const t387 = rr328 + t386;
                                                    uint8_t* const t388 = rw329 + t386;
                                                    bool const t389 = l337 == (int32_t)0x00000000u;
                                                    float t390 = 0.0f;
                                                    if (t389) {
                                                        t390 = mw_f32(0x3F800000u);
                                                    } else {
                                                        t390 = mw_f32(0x00000000u);
                                                    }
                                                    mw_st<float>(t388 + 0, mw_canon(t390));
                                                    goto ret334;
                                                }
                                                goto fi350;
                                            }
                                            {
                                            }
                                        }
                                        fi350:;
#line 196 "../envs/overcooked.rhai"
                                        l339 = l336;
#line 197 "../envs/overcooked.rhai"
                                        {
                                            uint32_t const t392 = l333 < 0 ? 0u : l333 > 19 ? 19u : (uint32_t)l333;
                                            uint64_t const t393 = (uint64_t)t392 * 4u + 432u;
                                            uint8_t* const t394 = ctx->locals + t393;
                                            int32_t const t395 = mw_ld<int32_t>(t394);
                                            bool const t396 = t395 == (int32_t)0x00000000u;
                                            if (t396) {
                                                {
#line 199 "../envs/overcooked.rhai"
                                                    l339 = (int32_t)0x00000001u;
#line 200 "../envs/overcooked.rhai"
                                                    int32_t const t397 = mw_isub((int32_t)0x00000001u, l332);
                                                    l340 = t397;
#line 201 "../envs/overcooked.rhai"
                                                    uint32_t const t398 = l332 < 0 ? 0u : l332 > 1 ? 1u : (uint32_t)l332;
                                                    uint64_t const t399 = (uint64_t)t398 * 4u + 168u;
                                                    uint8_t* const t400 = rr330 + (uint64_t)(t399) * sscale;
                                                    uint8_t* const t401 = rw331 + (uint64_t)(t399) * sscale;
                                                    int32_t const t402 = mw_ld<int32_t>(t400);
                                                    int32_t const t403 = mw_imul(t402, (int32_t)0x00000005u);
                                                    uint32_t const t404 = l332 < 0 ? 0u : l332 > 1 ? 1u : (uint32_t)l332;
                                                    uint64_t const t405 = (uint64_t)t404 * 4u + 160u;
                                                    uint8_t* const t406 = rr330 + (uint64_t)(t405) * sscale;
                                                    uint8_t* const t407 = rw331 + (uint64_t)(t405) * sscale;
                                                    int32_t const t408 = mw_ld<int32_t>(t406);
                                                    int32_t const t409 = mw_iadd(t403, t408);
                                                    bool const t410 = t409 == l333;
                                                    l341 = t410;
#line 202 "../envs/overcooked.rhai"
                                                    uint32_t const t411 = l340 < 0 ? 0u : l340 > 1 ? 1u : (uint32_t)l340;
                                                    uint64_t const t412 = (uint64_t)t411 * 4u + 168u;
                                                    uint8_t* const t413 = rr330 + (uint64_t)(t412) * sscale;
                                                    uint8_t* const t414 = rw331 + (uint64_t)(t412) * sscale;
                                                    int32_t const t415 = mw_ld<int32_t>(t413);
                                                    int32_t const t416 = mw_imul(t415, (int32_t)0x00000005u);
                                                    uint32_t const t417 = l340 < 0 ? 0u : l340 > 1 ? 1u : (uint32_t)l340;
                                                    uint64_t const t418 = (uint64_t)t417 * 4u + 160u;
                                                    uint8_t* const t419 = rr330 + (uint64_t)(t418) * sscale;
                                                    uint8_t* const t420 = rw331 + (uint64_t)(t418) * sscale;
                                                    int32_t const t421 = mw_ld<int32_t>(t419);
                                                    int32_t const t422 = mw_iadd(t416, t421);
                                                    bool const t423 = t422 == l333;
                                                    l342 = t423;
#line 203 "../envs/overcooked.rhai"
                                                    {
                                                        if (l341) {
                                                            {
                                                                uint32_t const t425 = l332 < 0 ? 0u : l332 > 1 ? 1u : (uint32_t)l332;
                                                                uint64_t const t426 = (uint64_t)t425 * 4u + 184u;
                                                                uint8_t* const t427 = rr330 + (uint64_t)(t426) * sscale;
                                                                uint8_t* const t428 = rw331 + (uint64_t)(t426) * sscale;
                                                                int32_t const t429 = mw_ld<int32_t>(t427);
                                                                l339 = t429;
                                                            }
                                                            goto fi424;
                                                        }
                                                        {
                                                        }
                                                    }
                                                    fi424:;
#line 204 "../envs/overcooked.rhai"
                                                    {
                                                        if (l342) {
                                                            {
                                                                uint32_t const t431 = l340 < 0 ? 0u : l340 > 1 ? 1u : (uint32_t)l340;
                                                                uint64_t const t432 = (uint64_t)t431 * 4u + 184u;
                                                                uint8_t* const t433 = rr330 + (uint64_t)(t432) * sscale;
                                                                uint8_t* const t434 = rw331 + (uint64_t)(t432) * sscale;
                                                                int32_t const t435 = mw_ld<int32_t>(t433);
                                                                l339 = t435;
                                                            }
                                                            goto fi430;
                                                        }
                                                        {
                                                        }
                                                    }
                                                    fi430:;
#line 205 "../envs/overcooked.rhai"
                                                    uint32_t const t436 = l335 < 0 ? 0u : l335 > 519 ? 519u : (uint32_t)l335;
                                                    uint64_t const t437 = (uint64_t)t436 * 4u + 0u;
                                                    uint8_t* const t438 = rr328 + t437;
                                                    uint8_t* const t439 = rw329 + t437;
                                                    float t440 = 0.0f;
                                                    if (l341) {
                                                        t440 = mw_f32(0x3F800000u);
                                                    } else {
                                                        t440 = mw_f32(0x00000000u);
                                                    }
                                                    mw_st<float>(t439 + 0, mw_canon(t440));
#line 206 "../envs/overcooked.rhai"
                                                    int32_t const t441 = mw_iadd(l335, (int32_t)0x00000001u);
                                                    uint32_t const t442 = t441 < 0 ? 0u : t441 > 519 ? 519u : (uint32_t)t441;
                                                    uint64_t const t443 = (uint64_t)t442 * 4u + 0u;
                                                    uint8_t* const t444 = rr328 + t443;
                                                    uint8_t* const t445 = rw329 + t443;
                                                    float t446 = 0.0f;
                                                    if (l342) {
                                                        t446 = mw_f32(0x3F800000u);
                                                    } else {
                                                        t446 = mw_f32(0x00000000u);
                                                    }
                                                    mw_st<float>(t445 + 0, mw_canon(t446));
#line 207 "../envs/overcooked.rhai"
                                                    l343 = (int32_t)0x00000000u;
                                                    for (;;) {
                                                        {
                                                            if (mw_stopped(ctx)) { mw_trap(ctx, 29u); return 1; }
                                                            bool const t449 = l343 < (int32_t)0x00000004u;
                                                            if (!t449) goto brk448;
                                                            MW_ITER();
                                                            {
#line 208 "../envs/overcooked.rhai"
                                                                int32_t const t450 = mw_iadd(l335, (int32_t)0x00000002u);
                                                                int32_t const t451 = mw_iadd(t450, l343);
                                                                uint32_t const t452 = t451 < 0 ? 0u : t451 > 519 ? 519u : (uint32_t)t451;
                                                                uint64_t const t453 = (uint64_t)t452 * 4u + 0u;
                                                                uint8_t* const t454 = rr328 + t453;
                                                                uint8_t* const t455 = rw329 + t453;
                                                                bool t456 = l341;
                                                                if (t456) {
                                                                    uint32_t const t457 = l332 < 0 ? 0u : l332 > 1 ? 1u : (uint32_t)l332;
                                                                    uint64_t const t458 = (uint64_t)t457 * 4u + 176u;
                                                                    uint8_t* const t459 = rr330 + (uint64_t)(t458) * sscale;
                                                                    uint8_t* const t460 = rw331 + (uint64_t)(t458) * sscale;
                                                                    int32_t const t461 = mw_ld<int32_t>(t459);
                                                                    bool const t462 = t461 == l343;
                                                                    t456 = t462;
                                                                }
                                                                float t463 = 0.0f;
                                                                if (t456) {
                                                                    t463 = mw_f32(0x3F800000u);
                                                                } else {
                                                                    t463 = mw_f32(0x00000000u);
                                                                }
                                                                mw_st<float>(t455 + 0, mw_canon(t463));
#line 209 "../envs/overcooked.rhai"
                                                                int32_t const t464 = mw_iadd(l335, (int32_t)0x00000006u);
                                                                int32_t const t465 = mw_iadd(t464, l343);
                                                                uint32_t const t466 = t465 < 0 ? 0u : t465 > 519 ? 519u : (uint32_t)t465;
                                                                uint64_t const t467 = (uint64_t)t466 * 4u + 0u;
                                                                uint8_t* const t468 = rr328 + t467;
                                                                uint8_t* const t469 = rw329 + t467;
                                                                bool t470 = l342;
                                                                if (t470) {
                                                                    uint32_t const t471 = l340 < 0 ? 0u : l340 > 1 ? 1u : (uint32_t)l340;
                                                                    uint64_t const t472 = (uint64_t)t471 * 4u + 176u;
                                                                    uint8_t* const t473 = rr330 + (uint64_t)(t472) * sscale;
                                                                    uint8_t* const t474 = rw331 + (uint64_t)(t472) * sscale;
                                                                    int32_t const t475 = mw_ld<int32_t>(t473);
                                                                    bool const t476 = t475 == l343;
                                                                    t470 = t476;
                                                                }
                                                                float t477 = 0.0f;
                                                                if (t470) {
                                                                    t477 = mw_f32(0x3F800000u);
                                                                } else {
                                                                    t477 = mw_f32(0x00000000u);
                                                                }
                                                                mw_st<float>(t469 + 0, mw_canon(t477));
                                                            }
                                                        }
                                                        cont447:;
                                                        {
#line 207 "../envs/overcooked.rhai"
                                                            int32_t const t478 = mw_iadd(l343, (int32_t)0x00000001u);
                                                            l343 = t478;
                                                        }
                                                    }
                                                    brk448:;
                                                }
                                                goto fi391;
                                            }
                                            uint32_t const t479 = l333 < 0 ? 0u : l333 > 19 ? 19u : (uint32_t)l333;
                                            uint64_t const t480 = (uint64_t)t479 * 4u + 352u;
                                            uint8_t* const t481 = ctx->locals + t480;
                                            int32_t const t482 = mw_ld<int32_t>(t481);
                                            bool const t483 = t482 == (int32_t)0x00000002u;
                                            if (t483) {
                                                {
#line 212 "../envs/overcooked.rhai"
                                                    int32_t const t484 = mw_iadd(l335, (int32_t)0x0000000Bu);
                                                    uint32_t const t485 = t484 < 0 ? 0u : t484 > 519 ? 519u : (uint32_t)t484;
                                                    uint64_t const t486 = (uint64_t)t485 * 4u + 0u;
                                                    uint8_t* const t487 = rr328 + t486;
                                                    uint8_t* const t488 = rw329 + t486;
                                                    bool const t489 = l336 == (int32_t)0x00000002u;
                                                    float t490 = 0.0f;
                                                    if (t489) {
                                                        t490 = mw_f32(0x3F800000u);
                                                    } else {
                                                        t490 = mw_f32(0x00000000u);
                                                    }
                                                    mw_st<float>(t488 + 0, mw_canon(t490));
                                                }
                                                goto fi391;
                                            }
                                            {
                                                goto ret334;
                                            }
                                        }
                                        fi391:;
#line 217 "../envs/overcooked.rhai"
                                        int32_t const t491 = mw_iadd(l335, (int32_t)0x00000012u);
                                        uint32_t const t492 = t491 < 0 ? 0u : t491 > 519 ? 519u : (uint32_t)t491;
                                        uint64_t const t493 = (uint64_t)t492 * 4u + 0u;
                                        uint8_t* const t494 = rr328 + t493;
                                        uint8_t* const t495 = rw329 + t493;
                                        bool const t496 = l339 == (int32_t)0x00000009u;
                                        float t497 = 0.0f;
                                        if (t496) {
                                            t497 = mw_f32(0x40400000u);
                                        } else {
                                            t497 = mw_f32(0x00000000u);
                                        }
                                        mw_st<float>(t495 + 0, mw_canon(t497));
#line 218 "../envs/overcooked.rhai"
                                        int32_t const t498 = mw_iadd(l335, (int32_t)0x00000015u);
                                        uint32_t const t499 = t498 < 0 ? 0u : t498 > 519 ? 519u : (uint32_t)t498;
                                        uint64_t const t500 = (uint64_t)t499 * 4u + 0u;
                                        uint8_t* const t501 = rr328 + t500;
                                        uint8_t* const t502 = rw329 + t500;
                                        bool const t503 = l339 == (int32_t)0x00000009u;
                                        float t504 = 0.0f;
                                        if (t503) {
                                            t504 = mw_f32(0x3F800000u);
                                        } else {
                                            t504 = mw_f32(0x00000000u);
                                        }
                                        mw_st<float>(t502 + 0, mw_canon(t504));
#line 219 "../envs/overcooked.rhai"
                                        int32_t const t505 = mw_iadd(l335, (int32_t)0x00000016u);
                                        uint32_t const t506 = t505 < 0 ? 0u : t505 > 519 ? 519u : (uint32_t)t505;
                                        uint64_t const t507 = (uint64_t)t506 * 4u + 0u;
                                        uint8_t* const t508 = rr328 + t507;
                                        uint8_t* const t509 = rw329 + t507;
                                        bool const t510 = l339 == (int32_t)0x00000005u;
                                        float t511 = 0.0f;
                                        if (t510) {
                                            t511 = mw_f32(0x3F800000u);
                                        } else {
                                            t511 = mw_f32(0x00000000u);
                                        }
                                        mw_st<float>(t509 + 0, mw_canon(t511));
#line 220 "../envs/overcooked.rhai"
                                        int32_t const t512 = mw_iadd(l335, (int32_t)0x00000017u);
                                        uint32_t const t513 = t512 < 0 ? 0u : t512 > 519 ? 519u : (uint32_t)t512;
                                        uint64_t const t514 = (uint64_t)t513 * 4u + 0u;
                                        uint8_t* const t515 = rr328 + t514;
                                        uint8_t* const t516 = rw329 + t514;
                                        bool const t517 = l339 == (int32_t)0x00000003u;
                                        float t518 = 0.0f;
                                        if (t517) {
                                            t518 = mw_f32(0x3F800000u);
                                        } else {
                                            t518 = mw_f32(0x00000000u);
                                        }
                                        mw_st<float>(t516 + 0, mw_canon(t518));
                                    }
                                    ret334:;
                                }
                            }
                            cont266:;
                            {
#line 239 "../envs/overcooked.rhai"
                                int32_t const t519 = mw_iadd(l259, (int32_t)0x00000001u);
                                l259 = t519;
                            }
                        }
                        brk267:;
                    }
                    ret257:;
                }
            }
            cont221:;
            {
#line 294 "../envs/overcooked.rhai"
                int32_t const t520 = mw_iadd(l13, (int32_t)0x00000001u);
                l13 = t520;
            }
        }
        brk222:;
    }
    end2:;
#line 6374 "kernels.cu"
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
#line 6385 "kernels.cu"

// ==== the step program: 16 phases a step, 9 at the start
#ifndef MW_HOST
#define MW_NPHASES 25u
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
        case 22: return mw_mask_in_items(d);
        case 23: return mw_mask_words(d);
        case 24: return d->worlds;
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
        case 5: { c->node = 5u; const MwDevTable* t = &d->tables[0]; if (t->cap == 1u) mw_k1(c, i); else { uint32_t w = i / t->cap, r = i % t->cap; if (r < t->ranges[w][1]) mw_k1(c, t->ranges[w][0] + r); } } return false;
        case 6: { c->node = 6u; do { mw_k2(c, i); } while (0); } return false;
        case 7: { c->node = 7u; const MwDevTable* t = &d->tables[0]; if (t->cap == 1u) mw_k3(c, i); else { uint32_t w = i / t->cap, r = i % t->cap; if (r < t->ranges[w][1]) mw_k3(c, t->ranges[w][0] + r); } } return false;
        case 8: { c->node = 8u; uint8_t asked = 0; c->reset_flags = mw_reset_here(d, &asked); do { mw_k4(c, i); } while (0); c->reset_flags = nullptr; return asked != 0; } return false;
        case 9: { mw_reset_clear(d, i); } return false;
        case 10: { const uint32_t w = mw_reset_at(d, i); mw_reset_serve(d, c, w); c->node = 65535u; mw_k5(c, w); mw_release(d, w); mw_reset_settle(d, w); } return false;
        case 11: ca = 0u; cs = 0u; break;
        case 12: ca = 0u; cs = 1u; break;
        case 13: ca = 0u; cs = 2u; break;
        case 14: ca = 0u; cs = 3u; break;
        case 15: ca = 0u; cs = 4u; break;
        case 16: { mw_reset_one(d, c, i); c->node = 65534u; mw_k5(c, i); mw_release(d, i); mw_reset_settle(d, i); } return false;
        case 17: ca = 0u; cs = 0u; break;
        case 18: ca = 0u; cs = 1u; break;
        case 19: ca = 0u; cs = 2u; break;
        case 20: ca = 0u; cs = 3u; break;
        case 21: ca = 0u; cs = 4u; break;
        case 22: { mw_mask_in(d, i); } return false;
        case 23: { mw_mask_out(d, i); } return false;
        case 24: { mw_marks_out(d, i); } return false;
        default: return false;
    }
    mw_compact_item(d, ca, cs, i);
    return false;
}
MW_DEV void mw_phase_reset(MwDev* d, MwCtx* c, uint32_t p, uint32_t i) {
    (void)d; (void)c; (void)i;
    switch (p) {
        case 8: mw_clear_world(d, i); c->node = 65535u; mw_k5(c, i); mw_release(d, i); mw_reset_settle(d, i); mw_reset_inlined(d); break;
        default: break;
    }
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
