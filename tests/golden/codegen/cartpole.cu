// ==== cartpole: kernels
#line 2123 "kernels.cu"

// rows of `random_policy+physics+score` over `Pole`
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
#line 89 "../envs/cartpole.rhai"
        int32_t l5 = (int32_t)0x00000000u;
        int32_t l6 = (int32_t)0x00000002u;
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
    // system `physics`
    ctr = 0;
    const uint32_t* ks17 = ctx->streams[3u];
    {
        uint8_t* rr19 = tv->cols[1] + (uint64_t)row * 16u;
        uint8_t* rw20 = rr19;
        uint8_t* rr21 = tv->cols[0] + (uint64_t)row * 4u;
        uint8_t* rw22 = rr21;
        float l23 = 0.0f;
        float l24 = 0.0f;
        float l25 = 0.0f;
        float l26 = 0.0f;
        float l27 = 0.0f;
        float l28 = 0.0f;
#line 58 "../envs/cartpole.rhai"
        int32_t const t29 = mw_ld<int32_t>(rr21);
        bool const t30 = t29 == (int32_t)0x00000001u;
        float t31 = 0.0f;
        if (t30) {
            t31 = mw_f32(0x41200000u);
        } else {
            t31 = mw_f32(0xC1200000u);
        }
        l23 = t31;
#line 59 "../envs/cartpole.rhai"
        float const t32 = mw_ld<float>(rr19 + 8);
        float l33 = t32;
        float r34 = 0.0f;
        // cos
        {
            float l36 = 0.0f;
            float l37 = 0.0f;
            int32_t l38 = 0;
            float l39 = 0.0f;
#line 39 "<prelude>"
            float const t40 = l33 * mw_f32(0x3F22F983u);
            float const t41 = mw_round(t40);
            l36 = t41;
#line 40 "<prelude>"
            float l42 = l33;
            float l43 = l36;
            float r44 = 0.0f;
            // __reduce_pio2
            {
#line 27 "<prelude>"
                float const t46 = l43 * mw_f32(0x3FC90000u);
                float const t47 = l42 - t46;
                float const t48 = l43 * mw_f32(0x39FDA000u);
                float const t49 = t47 - t48;
                float const t50 = l43 * mw_f32(0x33A22169u);
                float const t51 = t49 - t50;
                r44 = t51;
                goto ret45;
            }
            ret45:;
            l37 = r44;
#line 41 "<prelude>"
            int32_t const t52 = mw_f2i(l36);
            int32_t const t53 = t52 & (int32_t)0x00000003u;
            l38 = t53;
#line 42 "<prelude>"
            int32_t const t54 = l38 & (int32_t)0x00000001u;
            bool const t55 = t54 == (int32_t)0x00000000u;
            float t56 = 0.0f;
            if (t55) {
                float l57 = l37;
                float r58 = 0.0f;
                // __cos_kernel
                {
                    float l60 = 0.0f;
#line 19 "<prelude>"
                    float const t61 = l57 * l57;
                    l60 = t61;
#line 20 "<prelude>"
                    float const t62 = mw_f32(0x37CCF5CEu) * l60;
                    float const t63 = t62 - mw_f32(0x3AB6061Au);
                    float const t64 = t63 * l60;
                    float const t65 = t64 + mw_f32(0x3D2AAAA5u);
                    float const t66 = t65 * l60;
                    float const t67 = t66 * l60;
                    float const t68 = mw_f32(0x3F000000u) * l60;
                    float const t69 = t67 - t68;
                    float const t70 = t69 + mw_f32(0x3F800000u);
                    r58 = t70;
                    goto ret59;
                }
                ret59:;
                t56 = r58;
            } else {
                float l71 = l37;
                float r72 = 0.0f;
                // __sin_kernel
                {
                    float l74 = 0.0f;
#line 14 "<prelude>"
                    float const t75 = l71 * l71;
                    l74 = t75;
#line 15 "<prelude>"
                    float const t76 = mw_f32(0xB94CA1F9u) * l74;
                    float const t77 = t76 + mw_f32(0x3C08839Eu);
                    float const t78 = t77 * l74;
                    float const t79 = t78 - mw_f32(0x3E2AAAA3u);
                    float const t80 = t79 * l74;
                    float const t81 = t80 * l71;
                    float const t82 = t81 + l71;
                    r72 = t82;
                    goto ret73;
                }
                ret73:;
                t56 = r72;
            }
            l39 = t56;
#line 43 "<prelude>"
            bool const t83 = l38 == (int32_t)0x00000001u;
            bool t84 = t83;
            if (!t84) {
                bool const t85 = l38 == (int32_t)0x00000002u;
                t84 = t85;
            }
            float t86 = 0.0f;
            if (t84) {
                float const t87 = -l39;
                t86 = t87;
            } else {
                t86 = l39;
            }
            r34 = t86;
            goto ret35;
        }
        ret35:;
        l24 = r34;
#line 60 "../envs/cartpole.rhai"
        float const t88 = mw_ld<float>(rr19 + 8);
        float l89 = t88;
        float r90 = 0.0f;
        // sin
        {
            float l92 = 0.0f;
            float l93 = 0.0f;
            int32_t l94 = 0;
            float l95 = 0.0f;
#line 31 "<prelude>"
            float const t96 = l89 * mw_f32(0x3F22F983u);
            float const t97 = mw_round(t96);
            l92 = t97;
#line 32 "<prelude>"
            float l98 = l89;
            float l99 = l92;
            float r100 = 0.0f;
            // __reduce_pio2
            {
#line 27 "<prelude>"
                float const t102 = l99 * mw_f32(0x3FC90000u);
                float const t103 = l98 - t102;
                float const t104 = l99 * mw_f32(0x39FDA000u);
                float const t105 = t103 - t104;
                float const t106 = l99 * mw_f32(0x33A22169u);
                float const t107 = t105 - t106;
                r100 = t107;
                goto ret101;
            }
            ret101:;
            l93 = r100;
#line 33 "<prelude>"
            int32_t const t108 = mw_f2i(l92);
            int32_t const t109 = t108 & (int32_t)0x00000003u;
            l94 = t109;
#line 34 "<prelude>"
            int32_t const t110 = l94 & (int32_t)0x00000001u;
            bool const t111 = t110 == (int32_t)0x00000000u;
            float t112 = 0.0f;
            if (t111) {
                float l113 = l93;
                float r114 = 0.0f;
                // __sin_kernel
                {
                    float l116 = 0.0f;
#line 14 "<prelude>"
                    float const t117 = l113 * l113;
                    l116 = t117;
#line 15 "<prelude>"
                    float const t118 = mw_f32(0xB94CA1F9u) * l116;
                    float const t119 = t118 + mw_f32(0x3C08839Eu);
                    float const t120 = t119 * l116;
                    float const t121 = t120 - mw_f32(0x3E2AAAA3u);
                    float const t122 = t121 * l116;
                    float const t123 = t122 * l113;
                    float const t124 = t123 + l113;
                    r114 = t124;
                    goto ret115;
                }
                ret115:;
                t112 = r114;
            } else {
                float l125 = l93;
                float r126 = 0.0f;
                // __cos_kernel
                {
                    float l128 = 0.0f;
#line 19 "<prelude>"
                    float const t129 = l125 * l125;
                    l128 = t129;
#line 20 "<prelude>"
                    float const t130 = mw_f32(0x37CCF5CEu) * l128;
                    float const t131 = t130 - mw_f32(0x3AB6061Au);
                    float const t132 = t131 * l128;
                    float const t133 = t132 + mw_f32(0x3D2AAAA5u);
                    float const t134 = t133 * l128;
                    float const t135 = t134 * l128;
                    float const t136 = mw_f32(0x3F000000u) * l128;
                    float const t137 = t135 - t136;
                    float const t138 = t137 + mw_f32(0x3F800000u);
                    r126 = t138;
                    goto ret127;
                }
                ret127:;
                t112 = r126;
            }
            l95 = t112;
#line 35 "<prelude>"
            int32_t const t139 = l94 & (int32_t)0x00000002u;
            bool const t140 = t139 == (int32_t)0x00000000u;
            float t141 = 0.0f;
            if (t140) {
                t141 = l95;
            } else {
                float const t142 = -l95;
                t141 = t142;
            }
            r90 = t141;
            goto ret91;
        }
        ret91:;
        l25 = r90;
#line 61 "../envs/cartpole.rhai"
        float const t143 = mw_ld<float>(rr19 + 12);
        float const t144 = mw_ld<float>(rr19 + 12);
        float const t145 = t143 * t144;
        float const t146 = mw_f32(0x3D4CCCCDu) * t145;
        float const t147 = t146 * l25;
        float const t148 = l23 + t147;
        float const t149 = t148 / mw_f32(0x3F8CCCCDu);
        l26 = t149;
#line 62 "../envs/cartpole.rhai"
        float const t150 = mw_f32(0x411CCCCDu) * l25;
        float const t151 = l24 * l26;
        float const t152 = t150 - t151;
        float const t153 = l24 * l24;
        float const t154 = mw_f32(0x3DCCCCCDu) * t153;
        float const t155 = t154 / mw_f32(0x3F8CCCCDu);
        float const t156 = mw_f32(0x3FAAAAABu) - t155;
        float const t157 = mw_f32(0x3F000000u) * t156;
        float const t158 = t152 / t157;
        l27 = t158;
#line 64 "../envs/cartpole.rhai"
        float const t159 = mw_f32(0x3D4CCCCDu) * l27;
        float const t160 = t159 * l24;
        float const t161 = t160 / mw_f32(0x3F8CCCCDu);
        float const t162 = l26 - t161;
        l28 = t162;
#line 65 "../envs/cartpole.rhai"
        float const t163 = mw_ld<float>(rr19);
        float const t164 = mw_ld<float>(rr19 + 4);
        float const t165 = mw_f32(0x3CA3D70Au) * t164;
        float const t166 = t163 + t165;
        mw_st<float>(rw20 + 0, mw_canon(t166));
#line 66 "../envs/cartpole.rhai"
        float const t167 = mw_ld<float>(rr19 + 4);
        float const t168 = mw_f32(0x3CA3D70Au) * l28;
        float const t169 = t167 + t168;
        mw_st<float>(rw20 + 4, mw_canon(t169));
#line 67 "../envs/cartpole.rhai"
        float const t170 = mw_ld<float>(rr19 + 8);
        float const t171 = mw_ld<float>(rr19 + 12);
        float const t172 = mw_f32(0x3CA3D70Au) * t171;
        float const t173 = t170 + t172;
        mw_st<float>(rw20 + 8, mw_canon(t173));
#line 68 "../envs/cartpole.rhai"
        float const t174 = mw_ld<float>(rr19 + 12);
        float const t175 = mw_f32(0x3CA3D70Au) * l27;
        float const t176 = t174 + t175;
        mw_st<float>(rw20 + 12, mw_canon(t176));
    }
    end18:;
    // system `score`
    ctr = 0;
    const uint32_t* ks177 = ctx->streams[4u];
    {
        uint8_t* rr179 = tv->cols[1] + (uint64_t)row * 16u;
        uint8_t* rw180 = rr179;
        uint8_t* rr181 = mw_single(ctx, 3u, w, 4u);
        uint8_t* rw182 = rr181;
        uint8_t* rr183 = mw_single(ctx, 2u, w, 12u);
        uint8_t* rw184 = rr183;
        bool l185 = false;
#line 72 "../envs/cartpole.rhai"
        int32_t const t186 = mw_ld<int32_t>(rr183 + (uint64_t)(8) * sscale);
        int32_t const t187 = mw_iadd(t186, (int32_t)0x00000001u);
        mw_st<int32_t>(rw184 + (uint64_t)(8) * sscale, t187);
#line 73 "../envs/cartpole.rhai"
        mw_st<float>(rw182, mw_canon(mw_f32(0x3F800000u)));
#line 74 "../envs/cartpole.rhai"
        float const t188 = mw_ld<float>(rr179);
        bool const t189 = t188 < mw_f32(0xC019999Au);
        bool t190 = t189;
        if (!t190) {
            float const t191 = mw_ld<float>(rr179);
            bool const t192 = t191 > mw_f32(0x4019999Au);
            t190 = t192;
        }
        bool t193 = t190;
        if (!t193) {
            float const t194 = mw_ld<float>(rr179 + 8);
            bool const t195 = t194 < mw_f32(0xBE567750u);
            t193 = t195;
        }
        bool t196 = t193;
        if (!t196) {
            float const t197 = mw_ld<float>(rr179 + 8);
            bool const t198 = t197 > mw_f32(0x3E567750u);
            t196 = t198;
        }
        l185 = t196;
#line 76 "../envs/cartpole.rhai"
        int32_t t199 = 0;
        if (l185) {
            t199 = (int32_t)0x00000001u;
        } else {
            t199 = (int32_t)0x00000000u;
        }
        mw_st<int32_t>(rw184, t199);
#line 77 "../envs/cartpole.rhai"
        bool const t200 = !l185;
        bool t201 = t200;
        if (t201) {
            int32_t const t202 = mw_ld<int32_t>(rr183 + (uint64_t)(8) * sscale);
            bool const t203 = t202 >= (int32_t)0x000001F4u;
            t201 = t203;
        }
        int32_t t204 = 0;
        if (t201) {
            t204 = (int32_t)0x00000001u;
        } else {
            t204 = (int32_t)0x00000000u;
        }
        mw_st<int32_t>(rw184 + (uint64_t)(4) * sscale, t204);
#line 78 "../envs/cartpole.rhai"
        {
            bool t206 = l185;
            if (!t206) {
                int32_t const t207 = mw_ld<int32_t>(rr183 + (uint64_t)(8) * sscale);
                bool const t208 = t207 >= (int32_t)0x000001F4u;
                t206 = t208;
            }
            if (t206) {
                {
                    mw_reset_world(ctx, w);
                }
                goto fi205;
            }
            {
            }
        }
        fi205:;
    }
    end178:;
#line 2545 "kernels.cu"
    return 0;
}
#ifdef MW_HOST
MW_ENTRY void k1(const MwCtx* ctx, uint32_t start, uint32_t end) {
    for (uint32_t i = start; i < end; i++) {
        if (mw_k1(ctx, i)) return;
    }
}
#endif
#line 2555 "kernels.cu"

// rows of `random_policy` over `Pole`
MW_DEV int mw_k2(const MwCtx* ctx, uint32_t i) {
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
#line 89 "../envs/cartpole.rhai"
        int32_t l5 = (int32_t)0x00000000u;
        int32_t l6 = (int32_t)0x00000002u;
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
#line 2611 "kernels.cu"
    return 0;
}
#ifdef MW_HOST
MW_ENTRY void k2(const MwCtx* ctx, uint32_t start, uint32_t end) {
    for (uint32_t i = start; i < end; i++) {
        if (mw_k2(ctx, i)) return;
    }
}
#endif
#line 2621 "kernels.cu"

// rows of `physics` over `Pole`
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
    // system `physics`
    ctr = 0;
    const uint32_t* ks1 = ctx->streams[3u];
    {
        uint8_t* rr3 = tv->cols[1] + (uint64_t)row * 16u;
        uint8_t* rw4 = rr3;
        uint8_t* rr5 = tv->cols[0] + (uint64_t)row * 4u;
        uint8_t* rw6 = rr5;
        float l7 = 0.0f;
        float l8 = 0.0f;
        float l9 = 0.0f;
        float l10 = 0.0f;
        float l11 = 0.0f;
        float l12 = 0.0f;
#line 58 "../envs/cartpole.rhai"
        int32_t const t13 = mw_ld<int32_t>(rr5);
        bool const t14 = t13 == (int32_t)0x00000001u;
        float t15 = 0.0f;
        if (t14) {
            t15 = mw_f32(0x41200000u);
        } else {
            t15 = mw_f32(0xC1200000u);
        }
        l7 = t15;
#line 59 "../envs/cartpole.rhai"
        float const t16 = mw_ld<float>(rr3 + 8);
        float l17 = t16;
        float r18 = 0.0f;
        // cos
        {
            float l20 = 0.0f;
            float l21 = 0.0f;
            int32_t l22 = 0;
            float l23 = 0.0f;
#line 39 "<prelude>"
            float const t24 = l17 * mw_f32(0x3F22F983u);
            float const t25 = mw_round(t24);
            l20 = t25;
#line 40 "<prelude>"
            float l26 = l17;
            float l27 = l20;
            float r28 = 0.0f;
            // __reduce_pio2
            {
#line 27 "<prelude>"
                float const t30 = l27 * mw_f32(0x3FC90000u);
                float const t31 = l26 - t30;
                float const t32 = l27 * mw_f32(0x39FDA000u);
                float const t33 = t31 - t32;
                float const t34 = l27 * mw_f32(0x33A22169u);
                float const t35 = t33 - t34;
                r28 = t35;
                goto ret29;
            }
            ret29:;
            l21 = r28;
#line 41 "<prelude>"
            int32_t const t36 = mw_f2i(l20);
            int32_t const t37 = t36 & (int32_t)0x00000003u;
            l22 = t37;
#line 42 "<prelude>"
            int32_t const t38 = l22 & (int32_t)0x00000001u;
            bool const t39 = t38 == (int32_t)0x00000000u;
            float t40 = 0.0f;
            if (t39) {
                float l41 = l21;
                float r42 = 0.0f;
                // __cos_kernel
                {
                    float l44 = 0.0f;
#line 19 "<prelude>"
                    float const t45 = l41 * l41;
                    l44 = t45;
#line 20 "<prelude>"
                    float const t46 = mw_f32(0x37CCF5CEu) * l44;
                    float const t47 = t46 - mw_f32(0x3AB6061Au);
                    float const t48 = t47 * l44;
                    float const t49 = t48 + mw_f32(0x3D2AAAA5u);
                    float const t50 = t49 * l44;
                    float const t51 = t50 * l44;
                    float const t52 = mw_f32(0x3F000000u) * l44;
                    float const t53 = t51 - t52;
                    float const t54 = t53 + mw_f32(0x3F800000u);
                    r42 = t54;
                    goto ret43;
                }
                ret43:;
                t40 = r42;
            } else {
                float l55 = l21;
                float r56 = 0.0f;
                // __sin_kernel
                {
                    float l58 = 0.0f;
#line 14 "<prelude>"
                    float const t59 = l55 * l55;
                    l58 = t59;
#line 15 "<prelude>"
                    float const t60 = mw_f32(0xB94CA1F9u) * l58;
                    float const t61 = t60 + mw_f32(0x3C08839Eu);
                    float const t62 = t61 * l58;
                    float const t63 = t62 - mw_f32(0x3E2AAAA3u);
                    float const t64 = t63 * l58;
                    float const t65 = t64 * l55;
                    float const t66 = t65 + l55;
                    r56 = t66;
                    goto ret57;
                }
                ret57:;
                t40 = r56;
            }
            l23 = t40;
#line 43 "<prelude>"
            bool const t67 = l22 == (int32_t)0x00000001u;
            bool t68 = t67;
            if (!t68) {
                bool const t69 = l22 == (int32_t)0x00000002u;
                t68 = t69;
            }
            float t70 = 0.0f;
            if (t68) {
                float const t71 = -l23;
                t70 = t71;
            } else {
                t70 = l23;
            }
            r18 = t70;
            goto ret19;
        }
        ret19:;
        l8 = r18;
#line 60 "../envs/cartpole.rhai"
        float const t72 = mw_ld<float>(rr3 + 8);
        float l73 = t72;
        float r74 = 0.0f;
        // sin
        {
            float l76 = 0.0f;
            float l77 = 0.0f;
            int32_t l78 = 0;
            float l79 = 0.0f;
#line 31 "<prelude>"
            float const t80 = l73 * mw_f32(0x3F22F983u);
            float const t81 = mw_round(t80);
            l76 = t81;
#line 32 "<prelude>"
            float l82 = l73;
            float l83 = l76;
            float r84 = 0.0f;
            // __reduce_pio2
            {
#line 27 "<prelude>"
                float const t86 = l83 * mw_f32(0x3FC90000u);
                float const t87 = l82 - t86;
                float const t88 = l83 * mw_f32(0x39FDA000u);
                float const t89 = t87 - t88;
                float const t90 = l83 * mw_f32(0x33A22169u);
                float const t91 = t89 - t90;
                r84 = t91;
                goto ret85;
            }
            ret85:;
            l77 = r84;
#line 33 "<prelude>"
            int32_t const t92 = mw_f2i(l76);
            int32_t const t93 = t92 & (int32_t)0x00000003u;
            l78 = t93;
#line 34 "<prelude>"
            int32_t const t94 = l78 & (int32_t)0x00000001u;
            bool const t95 = t94 == (int32_t)0x00000000u;
            float t96 = 0.0f;
            if (t95) {
                float l97 = l77;
                float r98 = 0.0f;
                // __sin_kernel
                {
                    float l100 = 0.0f;
#line 14 "<prelude>"
                    float const t101 = l97 * l97;
                    l100 = t101;
#line 15 "<prelude>"
                    float const t102 = mw_f32(0xB94CA1F9u) * l100;
                    float const t103 = t102 + mw_f32(0x3C08839Eu);
                    float const t104 = t103 * l100;
                    float const t105 = t104 - mw_f32(0x3E2AAAA3u);
                    float const t106 = t105 * l100;
                    float const t107 = t106 * l97;
                    float const t108 = t107 + l97;
                    r98 = t108;
                    goto ret99;
                }
                ret99:;
                t96 = r98;
            } else {
                float l109 = l77;
                float r110 = 0.0f;
                // __cos_kernel
                {
                    float l112 = 0.0f;
#line 19 "<prelude>"
                    float const t113 = l109 * l109;
                    l112 = t113;
#line 20 "<prelude>"
                    float const t114 = mw_f32(0x37CCF5CEu) * l112;
                    float const t115 = t114 - mw_f32(0x3AB6061Au);
                    float const t116 = t115 * l112;
                    float const t117 = t116 + mw_f32(0x3D2AAAA5u);
                    float const t118 = t117 * l112;
                    float const t119 = t118 * l112;
                    float const t120 = mw_f32(0x3F000000u) * l112;
                    float const t121 = t119 - t120;
                    float const t122 = t121 + mw_f32(0x3F800000u);
                    r110 = t122;
                    goto ret111;
                }
                ret111:;
                t96 = r110;
            }
            l79 = t96;
#line 35 "<prelude>"
            int32_t const t123 = l78 & (int32_t)0x00000002u;
            bool const t124 = t123 == (int32_t)0x00000000u;
            float t125 = 0.0f;
            if (t124) {
                t125 = l79;
            } else {
                float const t126 = -l79;
                t125 = t126;
            }
            r74 = t125;
            goto ret75;
        }
        ret75:;
        l9 = r74;
#line 61 "../envs/cartpole.rhai"
        float const t127 = mw_ld<float>(rr3 + 12);
        float const t128 = mw_ld<float>(rr3 + 12);
        float const t129 = t127 * t128;
        float const t130 = mw_f32(0x3D4CCCCDu) * t129;
        float const t131 = t130 * l9;
        float const t132 = l7 + t131;
        float const t133 = t132 / mw_f32(0x3F8CCCCDu);
        l10 = t133;
#line 62 "../envs/cartpole.rhai"
        float const t134 = mw_f32(0x411CCCCDu) * l9;
        float const t135 = l8 * l10;
        float const t136 = t134 - t135;
        float const t137 = l8 * l8;
        float const t138 = mw_f32(0x3DCCCCCDu) * t137;
        float const t139 = t138 / mw_f32(0x3F8CCCCDu);
        float const t140 = mw_f32(0x3FAAAAABu) - t139;
        float const t141 = mw_f32(0x3F000000u) * t140;
        float const t142 = t136 / t141;
        l11 = t142;
#line 64 "../envs/cartpole.rhai"
        float const t143 = mw_f32(0x3D4CCCCDu) * l11;
        float const t144 = t143 * l8;
        float const t145 = t144 / mw_f32(0x3F8CCCCDu);
        float const t146 = l10 - t145;
        l12 = t146;
#line 65 "../envs/cartpole.rhai"
        float const t147 = mw_ld<float>(rr3);
        float const t148 = mw_ld<float>(rr3 + 4);
        float const t149 = mw_f32(0x3CA3D70Au) * t148;
        float const t150 = t147 + t149;
        mw_st<float>(rw4 + 0, mw_canon(t150));
#line 66 "../envs/cartpole.rhai"
        float const t151 = mw_ld<float>(rr3 + 4);
        float const t152 = mw_f32(0x3CA3D70Au) * l12;
        float const t153 = t151 + t152;
        mw_st<float>(rw4 + 4, mw_canon(t153));
#line 67 "../envs/cartpole.rhai"
        float const t154 = mw_ld<float>(rr3 + 8);
        float const t155 = mw_ld<float>(rr3 + 12);
        float const t156 = mw_f32(0x3CA3D70Au) * t155;
        float const t157 = t154 + t156;
        mw_st<float>(rw4 + 8, mw_canon(t157));
#line 68 "../envs/cartpole.rhai"
        float const t158 = mw_ld<float>(rr3 + 12);
        float const t159 = mw_f32(0x3CA3D70Au) * l11;
        float const t160 = t158 + t159;
        mw_st<float>(rw4 + 12, mw_canon(t160));
    }
    end2:;
#line 2920 "kernels.cu"
    return 0;
}
#ifdef MW_HOST
MW_ENTRY void k3(const MwCtx* ctx, uint32_t start, uint32_t end) {
    for (uint32_t i = start; i < end; i++) {
        if (mw_k3(ctx, i)) return;
    }
}
#endif
#line 2930 "kernels.cu"

// rows of `score` over `Pole`
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
    // system `score`
    ctr = 0;
    const uint32_t* ks1 = ctx->streams[4u];
    {
        uint8_t* rr3 = tv->cols[1] + (uint64_t)row * 16u;
        uint8_t* rw4 = rr3;
        uint8_t* rr5 = mw_single(ctx, 3u, w, 4u);
        uint8_t* rw6 = rr5;
        uint8_t* rr7 = mw_single(ctx, 2u, w, 12u);
        uint8_t* rw8 = rr7;
        bool l9 = false;
#line 72 "../envs/cartpole.rhai"
        int32_t const t10 = mw_ld<int32_t>(rr7 + (uint64_t)(8) * sscale);
        int32_t const t11 = mw_iadd(t10, (int32_t)0x00000001u);
        mw_st<int32_t>(rw8 + (uint64_t)(8) * sscale, t11);
#line 73 "../envs/cartpole.rhai"
        mw_st<float>(rw6, mw_canon(mw_f32(0x3F800000u)));
#line 74 "../envs/cartpole.rhai"
        float const t12 = mw_ld<float>(rr3);
        bool const t13 = t12 < mw_f32(0xC019999Au);
        bool t14 = t13;
        if (!t14) {
            float const t15 = mw_ld<float>(rr3);
            bool const t16 = t15 > mw_f32(0x4019999Au);
            t14 = t16;
        }
        bool t17 = t14;
        if (!t17) {
            float const t18 = mw_ld<float>(rr3 + 8);
            bool const t19 = t18 < mw_f32(0xBE567750u);
            t17 = t19;
        }
        bool t20 = t17;
        if (!t20) {
            float const t21 = mw_ld<float>(rr3 + 8);
            bool const t22 = t21 > mw_f32(0x3E567750u);
            t20 = t22;
        }
        l9 = t20;
#line 76 "../envs/cartpole.rhai"
        int32_t t23 = 0;
        if (l9) {
            t23 = (int32_t)0x00000001u;
        } else {
            t23 = (int32_t)0x00000000u;
        }
        mw_st<int32_t>(rw8, t23);
#line 77 "../envs/cartpole.rhai"
        bool const t24 = !l9;
        bool t25 = t24;
        if (t25) {
            int32_t const t26 = mw_ld<int32_t>(rr7 + (uint64_t)(8) * sscale);
            bool const t27 = t26 >= (int32_t)0x000001F4u;
            t25 = t27;
        }
        int32_t t28 = 0;
        if (t25) {
            t28 = (int32_t)0x00000001u;
        } else {
            t28 = (int32_t)0x00000000u;
        }
        mw_st<int32_t>(rw8 + (uint64_t)(4) * sscale, t28);
#line 78 "../envs/cartpole.rhai"
        {
            bool t30 = l9;
            if (!t30) {
                int32_t const t31 = mw_ld<int32_t>(rr7 + (uint64_t)(8) * sscale);
                bool const t32 = t31 >= (int32_t)0x000001F4u;
                t30 = t32;
            }
            if (t30) {
                {
                    mw_reset_world(ctx, w);
                }
                goto fi29;
            }
            {
            }
        }
        fi29:;
    }
    end2:;
#line 3027 "kernels.cu"
    return 0;
}
#ifdef MW_HOST
MW_ENTRY void k4(const MwCtx* ctx, uint32_t start, uint32_t end) {
    for (uint32_t i = start; i < end; i++) {
        if (mw_k4(ctx, i)) return;
    }
}
#endif
#line 3037 "kernels.cu"

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
        uint8_t* rr3 = mw_single(ctx, 2u, w, 12u);
        uint8_t* rw4 = rr3;
        uint64_t l5 = 0ull;
        uint8_t *rr6 = 0, *rw7 = 0;
        uint32_t sp8 = MW_NO_ROW;
#line 48 "../envs/cartpole.rhai"
        uint32_t srow9;
        uint64_t const t10 = mw_spawn_row(ctx, 0u, w, 0u, &srow9);
        l5 = t10;
        sp8 = srow9;
        uint8_t* const t11 = sp8 != MW_NO_ROW ? ctx->tables[0].cols[1] + (uint64_t)sp8 * 16u : (uint8_t*)0;
        uint8_t* const t12 = t11 ? t11 : (uint8_t*)ctx->zero;
        uint8_t* const t13 = t11 ? t11 : ctx->scratch;
        rr6 = t12; rw7 = t13;
#line 50 "../envs/cartpole.rhai"
        float l14 = mw_f32(0xBD4CCCCDu);
        float l15 = mw_f32(0x3D4CCCCDu);
        float r16 = 0.0f;
        // rand_uniform
        {
#line 406 "<prelude>"
            float const t18 = l15 - l14;
            float r19 = 0.0f;
            // rand_float
            {
#line 401 "<prelude>"
                uint32_t const t21 = mw_pcg4d((w + ctx->world_offset) ^ ks1[0], eid ^ ks1[1], ctx->step ^ ks1[2], ctr ^ ks1[3]);
                ctr++;
                uint32_t const t22 = mw_ushr(t21, 0x00000008u);
                float const t23 = (float)t22;
                float const t24 = t23 * mw_f32(0x33800000u);
                r19 = t24;
                goto ret20;
            }
            ret20:;
            float const t25 = t18 * r19;
            float const t26 = l14 + t25;
            r16 = t26;
            goto ret17;
        }
        ret17:;
        mw_st<float>(rw7 + 0, mw_canon(r16));
#line 51 "../envs/cartpole.rhai"
        float l27 = mw_f32(0xBD4CCCCDu);
        float l28 = mw_f32(0x3D4CCCCDu);
        float r29 = 0.0f;
        // rand_uniform
        {
#line 406 "<prelude>"
            float const t31 = l28 - l27;
            float r32 = 0.0f;
            // rand_float
            {
#line 401 "<prelude>"
                uint32_t const t34 = mw_pcg4d((w + ctx->world_offset) ^ ks1[0], eid ^ ks1[1], ctx->step ^ ks1[2], ctr ^ ks1[3]);
                ctr++;
                uint32_t const t35 = mw_ushr(t34, 0x00000008u);
                float const t36 = (float)t35;
                float const t37 = t36 * mw_f32(0x33800000u);
                r32 = t37;
                goto ret33;
            }
            ret33:;
            float const t38 = t31 * r32;
            float const t39 = l27 + t38;
            r29 = t39;
            goto ret30;
        }
        ret30:;
        mw_st<float>(rw7 + 4, mw_canon(r29));
#line 52 "../envs/cartpole.rhai"
        float l40 = mw_f32(0xBD4CCCCDu);
        float l41 = mw_f32(0x3D4CCCCDu);
        float r42 = 0.0f;
        // rand_uniform
        {
#line 406 "<prelude>"
            float const t44 = l41 - l40;
            float r45 = 0.0f;
            // rand_float
            {
#line 401 "<prelude>"
                uint32_t const t47 = mw_pcg4d((w + ctx->world_offset) ^ ks1[0], eid ^ ks1[1], ctx->step ^ ks1[2], ctr ^ ks1[3]);
                ctr++;
                uint32_t const t48 = mw_ushr(t47, 0x00000008u);
                float const t49 = (float)t48;
                float const t50 = t49 * mw_f32(0x33800000u);
                r45 = t50;
                goto ret46;
            }
            ret46:;
            float const t51 = t44 * r45;
            float const t52 = l40 + t51;
            r42 = t52;
            goto ret43;
        }
        ret43:;
        mw_st<float>(rw7 + 8, mw_canon(r42));
#line 53 "../envs/cartpole.rhai"
        float l53 = mw_f32(0xBD4CCCCDu);
        float l54 = mw_f32(0x3D4CCCCDu);
        float r55 = 0.0f;
        // rand_uniform
        {
#line 406 "<prelude>"
            float const t57 = l54 - l53;
            float r58 = 0.0f;
            // rand_float
            {
#line 401 "<prelude>"
                uint32_t const t60 = mw_pcg4d((w + ctx->world_offset) ^ ks1[0], eid ^ ks1[1], ctx->step ^ ks1[2], ctr ^ ks1[3]);
                ctr++;
                uint32_t const t61 = mw_ushr(t60, 0x00000008u);
                float const t62 = (float)t61;
                float const t63 = t62 * mw_f32(0x33800000u);
                r58 = t63;
                goto ret59;
            }
            ret59:;
            float const t64 = t57 * r58;
            float const t65 = l53 + t64;
            r55 = t65;
            goto ret56;
        }
        ret56:;
        mw_st<float>(rw7 + 12, mw_canon(r55));
#line 54 "../envs/cartpole.rhai"
        mw_st<int32_t>(rw4 + (uint64_t)(8) * sscale, (int32_t)0x00000000u);
    }
    end2:;
#line 3182 "kernels.cu"
    return 0;
}
#ifdef MW_HOST
MW_ENTRY void k5(const MwCtx* ctx, uint32_t start, uint32_t end) {
    for (uint32_t i = start; i < end; i++) {
        if (mw_stopped(ctx)) { mw_trap(ctx, 0u); return; }
        if (mw_k5(ctx, i)) return;
    }
}
#endif
#line 3193 "kernels.cu"

// ==== the step program: 13 phases a step, 9 at the start
#ifndef MW_HOST
#define MW_NPHASES 22u
#define MW_STEP_FIRST 0u
#define MW_STEP_END 13u
#define MW_INIT_FIRST 13u
#define MW_INIT_END 19u
#define MW_ARENA_BYTES 8u
static_assert(MW_SORT_STAGES == 21u, "the step program's sort stages are the engine's");
static_assert(MW_COMPACT_STAGES == 5u, "the step program's compaction stages are the engine's");
MW_DEV uint32_t mw_phase_items(MwDev* d, uint32_t p) {
    switch (p) {
        case 0: return mw_compact_items(d, 0u, 0u);
        case 1: return mw_compact_items(d, 0u, 1u);
        case 2: return mw_compact_items(d, 0u, 2u);
        case 3: return mw_compact_items(d, 0u, 3u);
        case 4: return mw_compact_items(d, 0u, 4u);
        case 5: return d->worlds;
        case 6: return mw_reset_items(d);
        case 7: return d->reset_from;
        case 8: return mw_compact_items(d, 0u, 0u);
        case 9: return mw_compact_items(d, 0u, 1u);
        case 10: return mw_compact_items(d, 0u, 2u);
        case 11: return mw_compact_items(d, 0u, 3u);
        case 12: return mw_compact_items(d, 0u, 4u);
        case 13: return mw_init_items(d);
        case 14: return mw_compact_items(d, 0u, 0u);
        case 15: return mw_compact_items(d, 0u, 1u);
        case 16: return mw_compact_items(d, 0u, 2u);
        case 17: return mw_compact_items(d, 0u, 3u);
        case 18: return mw_compact_items(d, 0u, 4u);
        case 19: return mw_mask_in_items(d);
        case 20: return mw_mask_words(d);
        case 21: return d->worlds;
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
        case 5: { c->node = 5u; const MwDevTable* t = &d->tables[0]; uint8_t asked = 0; c->reset_flags = mw_reset_here(d, &asked); if (t->cap == 1u) { MW_ITER(); mw_k1(c, i); } else for (uint32_t r = t->ranges[i][0], e = r + t->ranges[i][1]; r < e; r++) { MW_ITER(); if (mw_k1(c, r)) break; } c->reset_flags = nullptr; return asked != 0; } return false;
        case 6: { mw_reset_clear(d, i); } return false;
        case 7: { const uint32_t w = mw_reset_at(d, i); mw_reset_serve(d, c, w); c->node = 65535u; mw_k5(c, w); mw_release(d, w); mw_reset_settle(d, w); } return false;
        case 8: ca = 0u; cs = 0u; break;
        case 9: ca = 0u; cs = 1u; break;
        case 10: ca = 0u; cs = 2u; break;
        case 11: ca = 0u; cs = 3u; break;
        case 12: ca = 0u; cs = 4u; break;
        case 13: { mw_reset_one(d, c, i); c->node = 65534u; mw_k5(c, i); mw_release(d, i); mw_reset_settle(d, i); } return false;
        case 14: ca = 0u; cs = 0u; break;
        case 15: ca = 0u; cs = 1u; break;
        case 16: ca = 0u; cs = 2u; break;
        case 17: ca = 0u; cs = 3u; break;
        case 18: ca = 0u; cs = 4u; break;
        case 19: { mw_mask_in(d, i); } return false;
        case 20: { mw_mask_out(d, i); } return false;
        case 21: { mw_marks_out(d, i); } return false;
        default: return false;
    }
    mw_compact_item(d, ca, cs, i);
    return false;
}
MW_DEV void mw_phase_reset(MwDev* d, MwCtx* c, uint32_t p, uint32_t i) {
    (void)d; (void)c; (void)i;
    switch (p) {
        case 5: mw_clear_world(d, i); c->node = 65535u; mw_k5(c, i); mw_release(d, i); mw_reset_settle(d, i); mw_reset_inlined(d); break;
        default: break;
    }
}
MW_DEV void mw_phase_end(MwDev* d, uint32_t p) {
    (void)d;
    switch (p) {
        case 4: mw_compact_end(d, 0u); break;
        case 7: mw_reset_end(d, d->reset_from != 0u); break;
        case 12: mw_compact_end(d, 0u); break;
        case 13: mw_reset_end(d, true); break;
        case 18: mw_compact_end(d, 0u); break;
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
