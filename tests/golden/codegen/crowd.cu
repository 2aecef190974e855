// ==== crowd: kernels
#line 2123 "kernels.cu"

// rows of `cell` over `Walker`
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
    // system `cell`
    ctr = 0;
    const uint32_t* ks1 = ctx->streams[2u];
    {
        uint8_t* rr3 = tv->cols[0] + (uint64_t)row * 28u;
        uint8_t* rw4 = rr3;
        uint8_t* rr5 = tv->cols[1] + (uint64_t)row * 4u;
        uint8_t* rw6 = rr5;
#line 93 "../envs/crowd.rhai"
        float const t7 = mw_ld<float>(rr3);
        float const t8 = mw_ld<float>(rr3 + 4);
        float l9 = t7;
        float l10 = t8;
        int32_t r11 = 0;
        // grid_key
        {
#line 123 "stdlib/spatial.rhai"
            float l13 = l10;
            int32_t l14 = (int32_t)0x00000008u;
            int32_t r15 = 0;
            // __grid_cell
            {
                int32_t l17 = 0;
#line 113 "stdlib/spatial.rhai"
                float const t18 = l13 / mw_f32(0x40800000u);
                float const t19 = mw_floor(t18);
                int32_t const t20 = mw_f2i(t19);
                l17 = t20;
#line 114 "stdlib/spatial.rhai"
                {
                    if (false) {
                        {
#line 115 "stdlib/spatial.rhai"
                            int32_t const t22 = mw_irem(l17, l14);
                            l17 = t22;
#line 116 "stdlib/spatial.rhai"
                            {
                                bool const t24 = l17 < (int32_t)0x00000000u;
                                if (t24) {
                                    {
                                        int32_t const t25 = mw_iadd(l17, l14);
                                        l17 = t25;
                                    }
                                    goto fi23;
                                }
                                {
                                }
                            }
                            fi23:;
#line 117 "stdlib/spatial.rhai"
                            r15 = l17;
                            goto ret16;
                        }
                        goto fi21;
                    }
                    {
                    }
                }
                fi21:;
#line 119 "stdlib/spatial.rhai"
                int32_t l26 = l17;
                int32_t l27 = (int32_t)0x00000000u;
                int32_t const t28 = mw_isub(l14, (int32_t)0x00000001u);
                int32_t l29 = t28;
                int32_t r30 = 0;
                // clamp
                {
#line 282 "<prelude>"
                    int32_t const t32 = l26 > l27 ? l26 : l27;
                    int32_t const t33 = t32 < l29 ? t32 : l29;
                    r30 = t33;
                    goto ret31;
                }
                ret31:;
                r15 = r30;
                goto ret16;
            }
            ret16:;
            int32_t const t34 = mw_imul(r15, (int32_t)0x00000008u);
            float l35 = l9;
            int32_t l36 = (int32_t)0x00000008u;
            int32_t r37 = 0;
            // __grid_cell
            {
                int32_t l39 = 0;
#line 113 "stdlib/spatial.rhai"
                float const t40 = l35 / mw_f32(0x40800000u);
                float const t41 = mw_floor(t40);
                int32_t const t42 = mw_f2i(t41);
                l39 = t42;
#line 114 "stdlib/spatial.rhai"
                {
                    if (false) {
                        {
#line 115 "stdlib/spatial.rhai"
                            int32_t const t44 = mw_irem(l39, l36);
                            l39 = t44;
#line 116 "stdlib/spatial.rhai"
                            {
                                bool const t46 = l39 < (int32_t)0x00000000u;
                                if (t46) {
                                    {
                                        int32_t const t47 = mw_iadd(l39, l36);
                                        l39 = t47;
                                    }
                                    goto fi45;
                                }
                                {
                                }
                            }
                            fi45:;
#line 117 "stdlib/spatial.rhai"
                            r37 = l39;
                            goto ret38;
                        }
                        goto fi43;
                    }
                    {
                    }
                }
                fi43:;
#line 119 "stdlib/spatial.rhai"
                int32_t l48 = l39;
                int32_t l49 = (int32_t)0x00000000u;
                int32_t const t50 = mw_isub(l36, (int32_t)0x00000001u);
                int32_t l51 = t50;
                int32_t r52 = 0;
                // clamp
                {
#line 282 "<prelude>"
                    int32_t const t54 = l48 > l49 ? l48 : l49;
                    int32_t const t55 = t54 < l51 ? t54 : l51;
                    r52 = t55;
                    goto ret53;
                }
                ret53:;
                r37 = r52;
                goto ret38;
            }
            ret38:;
            int32_t const t56 = mw_iadd(t34, r37);
            r11 = t56;
            goto ret12;
        }
        ret12:;
        mw_st<int32_t>(rw6 + 0, r11);
    }
    end2:;
#line 2286 "kernels.cu"
    return 0;
}
#ifdef MW_HOST
MW_ENTRY void k1(const MwCtx* ctx, uint32_t start, uint32_t end) {
    for (uint32_t i = start; i < end; i++) {
        if (mw_k1(ctx, i)) return;
    }
}
#endif
#line 2296 "kernels.cu"

// rows of `plan` over `Walker`
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
    // system `plan`
    ctr = 0;
    const uint32_t* ks1 = ctx->streams[3u];
    {
        uint64_t l3 = ent;
        uint8_t* rr4 = tv->cols[0] + (uint64_t)row * 28u;
        uint8_t* rw5 = rr4;
        uint8_t* rr6 = tv->cols[1] + (uint64_t)row * 4u;
        uint8_t* rw7 = rr6;
        uint8_t* rr8 = tv->cols[3] + (uint64_t)row * 12u;
        uint8_t* rw9 = rr8;
        int32_t l10 = 0;
        float l11 = 0.0f;
        int32_t l12 = 0;
        int32_t l13 = 0;
        uint64_t l14 = 0ull;
        uint8_t *rr15 = 0, *rw16 = 0;
        float l17 = 0.0f;
        int32_t l18 = 0;
        float l19 = 0.0f, l20 = 0.0f;
        float l21 = 0.0f;
        float l22 = 0.0f, l23 = 0.0f;
        float l24 = 0.0f, l25 = 0.0f;
        float l26 = 0.0f;
        float l27 = 0.0f;
        int32_t l28 = 0;
        float l29 = 0.0f, l30 = 0.0f;
        float l31 = 0.0f;
        float l32 = 0.0f;
        int32_t l33 = 0;
        float l34 = 0.0f, l35 = 0.0f;
        float l36 = 0.0f, l37 = 0.0f;
        float l38 = 0.0f;
        float l39 = 0.0f;
#line 109 "../envs/crowd.rhai"
        mw_zero(ctx->locals + 0, 80u);
#line 110 "../envs/crowd.rhai"
        mw_zero(ctx->locals + 80, 80u);
#line 111 "../envs/crowd.rhai"
        mw_zero(ctx->locals + 160, 40u);
#line 113 "../envs/crowd.rhai"
        l10 = (int32_t)0x00000000u;
#line 114 "../envs/crowd.rhai"
        l11 = mw_f32(0x4E6E6B28u);
#line 115 "../envs/crowd.rhai"
        l12 = (int32_t)0x00000000u;
        for (;;) {
            {
                if (mw_stopped(ctx)) { mw_trap(ctx, 0u); return 1; }
                bool const t42 = l12 < (int32_t)0x00000006u;
                if (!t42) goto brk41;
                MW_ITER();
                {
#line 116 "../envs/crowd.rhai"
                    int32_t const t43 = mw_ld<int32_t>(rr6);
                    int32_t l44 = t43;
                    int32_t l45 = l12;
                    int32_t r46 = 0;
                    // grid_span
                    {
                        int32_t l48 = 0;
                        bool l49 = false;
                        int32_t l50 = 0;
                        int32_t l51 = 0;
                        int32_t l52 = 0;
                        int32_t l53 = 0;
                        int32_t l54 = 0;
#line 136 "stdlib/spatial.rhai"
                        {
                            bool const t56 = l45 < (int32_t)0x00000000u;
                            bool t57 = t56;
                            if (!t57) {
                                bool const t58 = l45 >= (int32_t)0x00000006u;
                                t57 = t58;
                            }
                            if (t57) {
                                {
                                    r46 = (int32_t)0x00000000u;
                                    goto ret47;
                                }
                                goto fi55;
                            }
                            {
                            }
                        }
                        fi55:;
#line 137 "stdlib/spatial.rhai"
                        l48 = (int32_t)0x00000003u;
#line 138 "stdlib/spatial.rhai"
                        bool const t59 = l45 >= l48;
                        l49 = t59;
#line 139 "stdlib/spatial.rhai"
                        int32_t const t60 = mw_idiv(l44, (int32_t)0x00000008u);
                        l50 = t60;
#line 140 "stdlib/spatial.rhai"
                        int32_t const t61 = mw_imul(l50, (int32_t)0x00000008u);
                        int32_t const t62 = mw_isub(l44, t61);
                        l51 = t62;
#line 141 "stdlib/spatial.rhai"
                        int32_t t63 = 0;
                        if (l49) {
                            int32_t const t64 = mw_isub(l45, l48);
                            t63 = t64;
                        } else {
                            t63 = l45;
                        }
                        int32_t const t65 = mw_iadd(l50, t63);
                        int32_t const t66 = mw_isub(t65, (int32_t)0x00000001u);
                        l52 = t66;
#line 142 "stdlib/spatial.rhai"
                        int32_t const t67 = mw_isub(l51, (int32_t)0x00000001u);
                        l53 = t67;
#line 143 "stdlib/spatial.rhai"
                        int32_t const t68 = mw_iadd(l51, (int32_t)0x00000001u);
                        l54 = t68;
#line 144 "stdlib/spatial.rhai"
                        {
                            if (false) {
                                {
#line 145 "stdlib/spatial.rhai"
                                    {
                                        bool const t71 = l53 < (int32_t)0x00000000u;
                                        if (t71) {
                                            {
#line 146 "stdlib/spatial.rhai"
                                                {
                                                    if (l49) {
                                                        {
                                                            int32_t const t73 = mw_iadd(l53, (int32_t)0x00000008u);
                                                            l53 = t73;
                                                            l54 = (int32_t)0x00000007u;
                                                        }
                                                        goto fi72;
                                                    }
                                                    {
                                                        l53 = (int32_t)0x00000000u;
                                                    }
                                                }
                                                fi72:;
                                            }
                                            goto fi70;
                                        }
                                        bool const t74 = l54 >= (int32_t)0x00000008u;
                                        if (t74) {
                                            {
#line 148 "stdlib/spatial.rhai"
                                                {
                                                    if (l49) {
                                                        {
                                                            l53 = (int32_t)0x00000000u;
                                                            int32_t const t76 = mw_isub(l54, (int32_t)0x00000008u);
                                                            l54 = t76;
                                                        }
                                                        goto fi75;
                                                    }
                                                    {
                                                        l54 = (int32_t)0x00000007u;
                                                    }
                                                }
                                                fi75:;
                                            }
                                            goto fi70;
                                        }
                                        if (l49) {
                                            {
#line 150 "stdlib/spatial.rhai"
                                                r46 = (int32_t)0xFFFFFFE0u;
                                                goto ret47;
                                            }
                                            goto fi70;
                                        }
                                        {
                                        }
                                    }
                                    fi70:;
#line 152 "stdlib/spatial.rhai"
                                    {
                                        bool const t78 = l52 < (int32_t)0x00000000u;
                                        if (t78) {
                                            {
                                                int32_t const t79 = mw_iadd(l52, (int32_t)0x00000008u);
                                                l52 = t79;
                                            }
                                            goto fi77;
                                        }
                                        {
                                        }
                                    }
                                    fi77:;
#line 153 "stdlib/spatial.rhai"
                                    {
                                        bool const t81 = l52 >= (int32_t)0x00000008u;
                                        if (t81) {
                                            {
                                                int32_t const t82 = mw_isub(l52, (int32_t)0x00000008u);
                                                l52 = t82;
                                            }
                                            goto fi80;
                                        }
                                        {
                                        }
                                    }
                                    fi80:;
                                }
                                goto fi69;
                            }
                            {
#line 155 "stdlib/spatial.rhai"
                                {
                                    if (l49) {
                                        {
                                            r46 = (int32_t)0xFFFFFFE0u;
                                            goto ret47;
                                        }
                                        goto fi83;
                                    }
                                    {
                                    }
                                }
                                fi83:;
#line 156 "stdlib/spatial.rhai"
                                {
                                    bool const t85 = l52 < (int32_t)0x00000000u;
                                    bool t86 = t85;
                                    if (!t86) {
                                        bool const t87 = l52 >= (int32_t)0x00000008u;
                                        t86 = t87;
                                    }
                                    if (t86) {
                                        {
                                            r46 = (int32_t)0x00000000u;
                                            goto ret47;
                                        }
                                        goto fi84;
                                    }
                                    {
                                    }
                                }
                                fi84:;
#line 157 "stdlib/spatial.rhai"
                                int32_t const t88 = l53 > (int32_t)0x00000000u ? l53 : (int32_t)0x00000000u;
                                l53 = t88;
#line 158 "stdlib/spatial.rhai"
                                int32_t const t89 = l54 < (int32_t)0x00000007u ? l54 : (int32_t)0x00000007u;
                                l54 = t89;
                            }
                        }
                        fi69:;
#line 160 "stdlib/spatial.rhai"
                        int32_t const t90 = mw_imul(l52, (int32_t)0x00000008u);
                        int32_t const t91 = mw_iadd(t90, l53);
                        int32_t const t92 = mw_imul(t91, (int32_t)0x00000020u);
                        int32_t const t93 = mw_isub(l54, l53);
                        int32_t const t94 = mw_iadd(t93, (int32_t)0x00000001u);
                        int32_t const t95 = mw_iadd(t92, t94);
                        r46 = t95;
                        goto ret47;
                    }
                    ret47:;
                    l13 = r46;
#line 117 "../envs/crowd.rhai"
                    {
                        bool const t97 = l13 < (int32_t)0x00000000u;
                        if (t97) {
                            {
                                goto brk41;
                            }
                            goto fi96;
                        }
                        {
                        }
                    }
                    fi96:;
#line 118 "../envs/crowd.rhai"
                    {
                        bool const t99 = l13 == (int32_t)0x00000000u;
                        if (t99) {
                            {
                                goto cont40;
                            }
                            goto fi98;
                        }
                        {
                        }
                    }
                    fi98:;
                    int32_t l100 = l13;
                    int32_t r101 = 0;
                    // span_lo
                    {
#line 164 "stdlib/spatial.rhai"
                        int32_t const t103 = mw_ishr(l100, (int32_t)0x00000005u);
                        r101 = t103;
                        goto ret102;
                    }
                    ret102:;
                    int32_t l104 = l13;
                    int32_t r105 = 0;
                    // span_hi
                    {
#line 165 "stdlib/spatial.rhai"
                        int32_t const t107 = mw_ishr(l104, (int32_t)0x00000005u);
                        int32_t const t108 = l104 & (int32_t)0x0000001Fu;
                        int32_t const t109 = mw_iadd(t107, t108);
                        int32_t const t110 = mw_isub(t109, (int32_t)0x00000001u);
                        r105 = t110;
                        goto ret106;
                    }
                    ret106:;
                    {
                        const MwTable* tv111 = ctx->tables + 0;
                        uint32_t s111 = tv111->ranges[w][0], c111 = tv111->ranges[w][1];
                        int64_t lo111 = INT64_MIN, hi111 = INT64_MAX;
                        lo111 = (int64_t)r101;
                        hi111 = (int64_t)r105 + 1;
                        if (!mw_key_rows(tv111, 4294967296ull, w, lo111, hi111, &s111, &c111)) { mw_key_missing(ctx, 0u, 1u, 0u, w, lo111, hi111); return 1; }
                        const uint32_t n111 = c111;
                        if (mw_stopped(ctx)) { mw_trap(ctx, 1u); return 1; }
                        for (uint32_t k111 = 0; k111 < n111; k111++) {
                            {
                                MW_ITER();
                                const uint32_t i111 = s111 + k111;
                                if (tv111->world_ids[i111] != (int32_t)w) goto cont112;
                                l14 = mw_ld_ent((const uint8_t*)(tv111->entities + i111));
                                rr15 = tv111->cols[0] + (uint64_t)i111 * 28u; rw16 = rr15;
                                {
#line 120 "../envs/crowd.rhai"
                                    {
                                        bool const t115 = l14 == l3;
                                        if (t115) {
                                            {
                                                goto cont112;
                                            }
                                            goto fi114;
                                        }
                                        {
                                        }
                                    }
                                    fi114:;
#line 121 "../envs/crowd.rhai"
                                    float const t116 = mw_ld<float>(rr4);
                                    float const t117 = mw_ld<float>(rr4 + 4);
                                    float l118 = t116;
                                    float l119 = t117;
                                    float const t120 = mw_ld<float>(rr15);
                                    float const t121 = mw_ld<float>(rr15 + 4);
                                    float l122 = t120;
                                    float l123 = t121;
                                    float r124 = 0.0f;
                                    // distance
                                    {
#line 327 "<prelude>"
                                        float const t126 = l118 - l122;
                                        float const t127 = l119 - l123;
                                        float l128 = t126;
                                        float l129 = t127;
                                        float r130 = 0.0f;
                                        // length
                                        {
#line 323 "<prelude>"
                                            float l132 = l128;
                                            float l133 = l129;
                                            float l134 = l128;
                                            float l135 = l129;
                                            float r136 = 0.0f;
                                            // dot
                                            {
#line 312 "<prelude>"
                                                float const t138 = l132 * l134;
                                                float const t139 = l133 * l135;
                                                float const t140 = t138 + t139;
                                                r136 = t140;
                                                goto ret137;
                                            }
                                            ret137:;
                                            float const t141 = mw_sqrt(r136);
                                            r130 = t141;
                                            goto ret131;
                                        }
                                        ret131:;
                                        r124 = r130;
                                        goto ret125;
                                    }
                                    ret125:;
                                    l17 = r124;
#line 122 "../envs/crowd.rhai"
                                    float const t142 = l11 < l17 ? l11 : l17;
                                    l11 = t142;
#line 123 "../envs/crowd.rhai"
                                    {
                                        bool const t144 = l17 > mw_f32(0x40800000u);
                                        bool t145 = t144;
                                        if (!t145) {
                                            bool const t146 = l10 == (int32_t)0x0000000Au;
                                            bool t147 = t146;
                                            if (t147) {
                                                int32_t const t148 = mw_isub(l10, (int32_t)0x00000001u);
                                                uint32_t const t149 = t148 < 0 ? 0u : t148 > 9 ? 9u : (uint32_t)t148;
                                                uint64_t const t150 = (uint64_t)t149 * 4u + 160u;
                                                uint8_t* const t151 = ctx->locals + t150;
                                                float const t152 = mw_ld<float>(t151);
                                                bool const t153 = l17 >= t152;
                                                t147 = t153;
                                            }
                                            t145 = t147;
                                        }
                                        if (t145) {
                                            {
                                                goto cont112;
                                            }
                                            goto fi143;
                                        }
                                        {
                                        }
                                    }
                                    fi143:;
#line 124 "../envs/crowd.rhai"
                                    bool const t154 = l10 < (int32_t)0x0000000Au;
                                    int32_t t155 = 0;
                                    if (t154) {
                                        t155 = l10;
                                    } else {
                                        int32_t const t156 = mw_isub(l10, (int32_t)0x00000001u);
                                        t155 = t156;
                                    }
                                    l18 = t155;
#line 125 "../envs/crowd.rhai"
                                    for (;;) {
                                        {
                                            if (mw_stopped(ctx)) { mw_trap(ctx, 2u); return 1; }
                                            bool const t159 = l18 > (int32_t)0x00000000u;
                                            bool t160 = t159;
                                            if (t160) {
                                                int32_t const t161 = mw_isub(l18, (int32_t)0x00000001u);
                                                uint32_t const t162 = t161 < 0 ? 0u : t161 > 9 ? 9u : (uint32_t)t161;
                                                uint64_t const t163 = (uint64_t)t162 * 4u + 160u;
                                                uint8_t* const t164 = ctx->locals + t163;
                                                float const t165 = mw_ld<float>(t164);
                                                bool const t166 = t165 > l17;
                                                t160 = t166;
                                            }
                                            if (!t160) goto brk158;
                                            MW_ITER();
                                            {
#line 126 "../envs/crowd.rhai"
                                                uint32_t const t167 = l18 < 0 ? 0u : l18 > 9 ? 9u : (uint32_t)l18;
                                                uint64_t const t168 = (uint64_t)t167 * 8u + 0u;
                                                uint8_t* const t169 = ctx->locals + t168;
                                                int32_t const t170 = mw_isub(l18, (int32_t)0x00000001u);
                                                uint32_t const t171 = t170 < 0 ? 0u : t170 > 9 ? 9u : (uint32_t)t170;
                                                uint64_t const t172 = (uint64_t)t171 * 8u + 0u;
                                                uint8_t* const t173 = ctx->locals + t172;
                                                float const t174 = mw_ld<float>(t173);
                                                float const t175 = mw_ld<float>(t173 + 4);
                                                mw_st<float>(t169 + 0, t174);
                                                mw_st<float>(t169 + 4, t175);
#line 127 "../envs/crowd.rhai"
                                                uint32_t const t176 = l18 < 0 ? 0u : l18 > 9 ? 9u : (uint32_t)l18;
                                                uint64_t const t177 = (uint64_t)t176 * 8u + 80u;
                                                uint8_t* const t178 = ctx->locals + t177;
                                                int32_t const t179 = mw_isub(l18, (int32_t)0x00000001u);
                                                uint32_t const t180 = t179 < 0 ? 0u : t179 > 9 ? 9u : (uint32_t)t179;
                                                uint64_t const t181 = (uint64_t)t180 * 8u + 80u;
                                                uint8_t* const t182 = ctx->locals + t181;
                                                float const t183 = mw_ld<float>(t182);
                                                float const t184 = mw_ld<float>(t182 + 4);
                                                mw_st<float>(t178 + 0, t183);
                                                mw_st<float>(t178 + 4, t184);
#line 128 "../envs/crowd.rhai"
                                                uint32_t const t185 = l18 < 0 ? 0u : l18 > 9 ? 9u : (uint32_t)l18;
                                                uint64_t const t186 = (uint64_t)t185 * 4u + 160u;
                                                uint8_t* const t187 = ctx->locals + t186;
                                                int32_t const t188 = mw_isub(l18, (int32_t)0x00000001u);
                                                uint32_t const t189 = t188 < 0 ? 0u : t188 > 9 ? 9u : (uint32_t)t188;
                                                uint64_t const t190 = (uint64_t)t189 * 4u + 160u;
                                                uint8_t* const t191 = ctx->locals + t190;
                                                float const t192 = mw_ld<float>(t191);
                                                mw_st<float>(t187 + 0, t192);
#line 129 "../envs/crowd.rhai"
                                                int32_t const t193 = mw_isub(l18, (int32_t)0x00000001u);
                                                l18 = t193;
                                            }
                                        }
                                        cont157:;
                                        {
                                        }
                                    }
                                    brk158:;
#line 131 "../envs/crowd.rhai"
                                    uint32_t const t194 = l18 < 0 ? 0u : l18 > 9 ? 9u : (uint32_t)l18;
                                    uint64_t const t195 = (uint64_t)t194 * 8u + 0u;
                                    uint8_t* const t196 = ctx->locals + t195;
                                    float const t197 = mw_ld<float>(rr15);
                                    float const t198 = mw_ld<float>(rr15 + 4);
                                    mw_st<float>(t196 + 0, t197);
                                    mw_st<float>(t196 + 4, t198);
#line 132 "../envs/crowd.rhai"
                                    uint32_t const t199 = l18 < 0 ? 0u : l18 > 9 ? 9u : (uint32_t)l18;
                                    uint64_t const t200 = (uint64_t)t199 * 8u + 80u;
                                    uint8_t* const t201 = ctx->locals + t200;
                                    float const t202 = mw_ld<float>(rr15 + 8);
                                    float const t203 = mw_ld<float>(rr15 + 12);
                                    mw_st<float>(t201 + 0, t202);
                                    mw_st<float>(t201 + 4, t203);
#line 133 "../envs/crowd.rhai"
                                    uint32_t const t204 = l18 < 0 ? 0u : l18 > 9 ? 9u : (uint32_t)l18;
                                    uint64_t const t205 = (uint64_t)t204 * 4u + 160u;
                                    uint8_t* const t206 = ctx->locals + t205;
                                    mw_st<float>(t206 + 0, l17);
#line 135 "../envs/crowd.rhai"
                                    {
                                        bool const t208 = l10 < (int32_t)0x0000000Au;
                                        if (t208) {
                                            {
                                                int32_t const t209 = mw_iadd(l10, (int32_t)0x00000001u);
                                                l10 = t209;
                                            }
                                            goto fi207;
                                        }
                                        {
                                        }
                                    }
                                    fi207:;
                                }
                            }
                            cont112:;
                        }
                    }
                    brk113:;
                }
            }
            cont40:;
            {
#line 115 "../envs/crowd.rhai"
                int32_t const t210 = mw_iadd(l12, (int32_t)0x00000001u);
                l12 = t210;
            }
        }
        brk41:;
#line 138 "../envs/crowd.rhai"
        mw_st<float>(rw9 + 8, mw_canon(l11));
#line 139 "../envs/crowd.rhai"
        float const t211 = mw_ld<float>(rr4 + 16);
        float const t212 = mw_ld<float>(rr4 + 20);
        float const t213 = mw_ld<float>(rr4);
        float const t214 = mw_ld<float>(rr4 + 4);
        float const t215 = t211 - t213;
        float const t216 = t212 - t214;
        l19 = t215;
        l20 = t216;
#line 140 "../envs/crowd.rhai"
        float l217 = l19;
        float l218 = l20;
        float r219 = 0.0f;
        // length
        {
#line 323 "<prelude>"
            float l221 = l217;
            float l222 = l218;
            float l223 = l217;
            float l224 = l218;
            float r225 = 0.0f;
            // dot
            {
#line 312 "<prelude>"
                float const t227 = l221 * l223;
                float const t228 = l222 * l224;
                float const t229 = t227 + t228;
                r225 = t229;
                goto ret226;
            }
            ret226:;
            float const t230 = mw_sqrt(r225);
            r219 = t230;
            goto ret220;
        }
        ret220:;
        l21 = r219;
#line 142 "../envs/crowd.rhai"
        bool const t231 = l21 > mw_f32(0x00000000u);
        float t232 = 0.0f;
        float t233 = 0.0f;
        if (t231) {
            float const t234 = l21 / mw_f32(0x3E800000u);
            float const t235 = mw_f32(0x3F800000u) < t234 ? mw_f32(0x3F800000u) : t234;
            float const t236 = t235 / l21;
            float const t237 = l19 * t236;
            float const t238 = l20 * t236;
            t232 = t237;
            t233 = t238;
        } else {
            t232 = mw_f32(0x00000000u);
            t233 = mw_f32(0x00000000u);
        }
        l22 = t232;
        l23 = t233;
#line 143 "../envs/crowd.rhai"
        l24 = l22;
        l25 = l23;
#line 144 "../envs/crowd.rhai"
        l26 = mw_f32(0x7149F2CAu);
#line 148 "../envs/crowd.rhai"
        bool const t239 = mw_ld_bool(rr4 + 24);
        float t240 = 0.0f;
        if (t239) {
            t240 = mw_f32(0x40400000u);
        } else {
            float const t241 = l21 / mw_f32(0x3F800000u);
            float const t242 = t241 + mw_f32(0x3E800000u);
            float const t243 = mw_f32(0x40400000u) < t242 ? mw_f32(0x40400000u) : t242;
            t240 = t243;
        }
        l27 = t240;
#line 149 "../envs/crowd.rhai"
        l28 = (int32_t)0x00000000u;
        for (;;) {
            {
                if (mw_stopped(ctx)) { mw_trap(ctx, 3u); return 1; }
                bool const t246 = l28 < (int32_t)0x00000064u;
                if (!t246) goto brk245;
                MW_ITER();
                {
#line 150 "../envs/crowd.rhai"
                    l29 = l22;
                    l30 = l23;
#line 151 "../envs/crowd.rhai"
                    {
                        bool const t248 = l28 == (int32_t)0x00000001u;
                        if (t248) {
                            {
                                float const t249 = mw_ld<float>(rr4 + 8);
                                float const t250 = mw_ld<float>(rr4 + 12);
                                l29 = t249;
                                l30 = t250;
                            }
                            goto fi247;
                        }
                        {
                        }
                    }
                    fi247:;
#line 152 "../envs/crowd.rhai"
                    {
                        bool const t252 = l28 > (int32_t)0x00000001u;
                        if (t252) {
                            {
                                float r253 = 0.0f;
                                float r254 = 0.0f;
                                // rand_dir2
                                {
                                    float l256 = 0.0f;
#line 429 "<prelude>"
                                    float l257 = mw_f32(0x00000000u);
                                    float l258 = mw_f32(0x40C90FDBu);
                                    float r259 = 0.0f;
                                    // rand_uniform
                                    {
#line 406 "<prelude>"
                                        float const t261 = l258 - l257;
                                        float r262 = 0.0f;
                                        // rand_float
                                        {
#line 401 "<prelude>"
                                            uint32_t const t264 = mw_pcg4d((w + ctx->world_offset) ^ ks1[0], eid ^ ks1[1], ctx->step ^ ks1[2], ctr ^ ks1[3]);
                                            ctr++;
                                            uint32_t const t265 = mw_ushr(t264, 0x00000008u);
                                            float const t266 = (float)t265;
                                            float const t267 = t266 * mw_f32(0x33800000u);
                                            r262 = t267;
                                            goto ret263;
                                        }
                                        ret263:;
                                        float const t268 = t261 * r262;
                                        float const t269 = l257 + t268;
                                        r259 = t269;
                                        goto ret260;
                                    }
                                    ret260:;
                                    l256 = r259;
#line 430 "<prelude>"
                                    float l270 = l256;
                                    float r271 = 0.0f;
                                    // cos
                                    {
                                        float l273 = 0.0f;
                                        float l274 = 0.0f;
                                        int32_t l275 = 0;
                                        float l276 = 0.0f;
#line 39 "<prelude>"
                                        float const t277 = l270 * mw_f32(0x3F22F983u);
                                        float const t278 = mw_round(t277);
                                        l273 = t278;
#line 40 "<prelude>"
                                        float l279 = l270;
                                        float l280 = l273;
                                        float r281 = 0.0f;
                                        // __reduce_pio2
                                        {
#line 27 "<prelude>"
                                            float const t283 = l280 * mw_f32(0x3FC90000u);
                                            float const t284 = l279 - t283;
                                            float const t285 = l280 * mw_f32(0x39FDA000u);
                                            float const t286 = t284 - t285;
                                            float const t287 = l280 * mw_f32(0x33A22169u);
                                            float const t288 = t286 - t287;
                                            r281 = t288;
                                            goto ret282;
                                        }
                                        ret282:;
                                        l274 = r281;
#line 41 "<prelude>"
                                        int32_t const t289 = mw_f2i(l273);
                                        int32_t const t290 = t289 & (int32_t)0x00000003u;
                                        l275 = t290;
#line 42 "<prelude>"
                                        int32_t const t291 = l275 & (int32_t)0x00000001u;
                                        bool const t292 = t291 == (int32_t)0x00000000u;
                                        float t293 = 0.0f;
                                        if (t292) {
                                            float l294 = l274;
                                            float r295 = 0.0f;
                                            // __cos_kernel
                                            {
                                                float l297 = 0.0f;
#line 19 "<prelude>"
                                                float const t298 = l294 * l294;
                                                l297 = t298;
#line 20 "<prelude>"
                                                float const t299 = mw_f32(0x37CCF5CEu) * l297;
                                                float const t300 = t299 - mw_f32(0x3AB6061Au);
                                                float const t301 = t300 * l297;
                                                float const t302 = t301 + mw_f32(0x3D2AAAA5u);
                                                float const t303 = t302 * l297;
                                                float const t304 = t303 * l297;
                                                float const t305 = mw_f32(0x3F000000u) * l297;
                                                float const t306 = t304 - t305;
                                                float const t307 = t306 + mw_f32(0x3F800000u);
                                                r295 = t307;
                                                goto ret296;
                                            }
                                            ret296:;
                                            t293 = r295;
                                        } else {
                                            float l308 = l274;
                                            float r309 = 0.0f;
                                            // __sin_kernel
                                            {
                                                float l311 = 0.0f;
#line 14 "<prelude>"
                                                float const t312 = l308 * l308;
                                                l311 = t312;
#line 15 "<prelude>"
                                                float const t313 = mw_f32(0xB94CA1F9u) * l311;
                                                float const t314 = t313 + mw_f32(0x3C08839Eu);
                                                float const t315 = t314 * l311;
                                                float const t316 = t315 - mw_f32(0x3E2AAAA3u);
                                                float const t317 = t316 * l311;
                                                float const t318 = t317 * l308;
                                                float const t319 = t318 + l308;
                                                r309 = t319;
                                                goto ret310;
                                            }
                                            ret310:;
                                            t293 = r309;
                                        }
                                        l276 = t293;
#line 43 "<prelude>"
                                        bool const t320 = l275 == (int32_t)0x00000001u;
                                        bool t321 = t320;
                                        if (!t321) {
                                            bool const t322 = l275 == (int32_t)0x00000002u;
                                            t321 = t322;
                                        }
                                        float t323 = 0.0f;
                                        if (t321) {
                                            float const t324 = -l276;
                                            t323 = t324;
                                        } else {
                                            t323 = l276;
                                        }
                                        r271 = t323;
                                        goto ret272;
                                    }
                                    ret272:;
                                    float l325 = l256;
                                    float r326 = 0.0f;
                                    // sin
                                    {
                                        float l328 = 0.0f;
                                        float l329 = 0.0f;
                                        int32_t l330 = 0;
                                        float l331 = 0.0f;
#line 31 "<prelude>"
                                        float const t332 = l325 * mw_f32(0x3F22F983u);
                                        float const t333 = mw_round(t332);
                                        l328 = t333;
#line 32 "<prelude>"
                                        float l334 = l325;
                                        float l335 = l328;
                                        float r336 = 0.0f;
                                        // __reduce_pio2
                                        {
#line 27 "<prelude>"
                                            float const t338 = l335 * mw_f32(0x3FC90000u);
                                            float const t339 = l334 - t338;
                                            float const t340 = l335 * mw_f32(0x39FDA000u);
                                            float const t341 = t339 - t340;
                                            float const t342 = l335 * mw_f32(0x33A22169u);
                                            float const t343 = t341 - t342;
                                            r336 = t343;
                                            goto ret337;
                                        }
                                        ret337:;
                                        l329 = r336;
#line 33 "<prelude>"
                                        int32_t const t344 = mw_f2i(l328);
                                        int32_t const t345 = t344 & (int32_t)0x00000003u;
                                        l330 = t345;
#line 34 "<prelude>"
                                        int32_t const t346 = l330 & (int32_t)0x00000001u;
                                        bool const t347 = t346 == (int32_t)0x00000000u;
                                        float t348 = 0.0f;
                                        if (t347) {
                                            float l349 = l329;
                                            float r350 = 0.0f;
                                            // __sin_kernel
                                            {
                                                float l352 = 0.0f;
#line 14 "<prelude>"
                                                float const t353 = l349 * l349;
                                                l352 = t353;
#line 15 "<prelude>"
                                                float const t354 = mw_f32(0xB94CA1F9u) * l352;
                                                float const t355 = t354 + mw_f32(0x3C08839Eu);
                                                float const t356 = t355 * l352;
                                                float const t357 = t356 - mw_f32(0x3E2AAAA3u);
                                                float const t358 = t357 * l352;
                                                float const t359 = t358 * l349;
                                                float const t360 = t359 + l349;
                                                r350 = t360;
                                                goto ret351;
                                            }
                                            ret351:;
                                            t348 = r350;
                                        } else {
                                            float l361 = l329;
                                            float r362 = 0.0f;
                                            // __cos_kernel
                                            {
                                                float l364 = 0.0f;
#line 19 "<prelude>"
                                                float const t365 = l361 * l361;
                                                l364 = t365;
#line 20 "<prelude>"
                                                float const t366 = mw_f32(0x37CCF5CEu) * l364;
                                                float const t367 = t366 - mw_f32(0x3AB6061Au);
                                                float const t368 = t367 * l364;
                                                float const t369 = t368 + mw_f32(0x3D2AAAA5u);
                                                float const t370 = t369 * l364;
                                                float const t371 = t370 * l364;
                                                float const t372 = mw_f32(0x3F000000u) * l364;
                                                float const t373 = t371 - t372;
                                                float const t374 = t373 + mw_f32(0x3F800000u);
                                                r362 = t374;
                                                goto ret363;
                                            }
                                            ret363:;
                                            t348 = r362;
                                        }
                                        l331 = t348;
#line 35 "<prelude>"
                                        int32_t const t375 = l330 & (int32_t)0x00000002u;
                                        bool const t376 = t375 == (int32_t)0x00000000u;
                                        float t377 = 0.0f;
                                        if (t376) {
                                            t377 = l331;
                                        } else {
                                            float const t378 = -l331;
                                            t377 = t378;
                                        }
                                        r326 = t377;
                                        goto ret327;
                                    }
                                    ret327:;
                                    r253 = r271;
                                    r254 = r326;
                                    goto ret255;
                                }
                                ret255:;
                                float r379 = 0.0f;
                                // rand_float
                                {
#line 401 "<prelude>"
                                    uint32_t const t381 = mw_pcg4d((w + ctx->world_offset) ^ ks1[0], eid ^ ks1[1], ctx->step ^ ks1[2], ctr ^ ks1[3]);
                                    ctr++;
                                    uint32_t const t382 = mw_ushr(t381, 0x00000008u);
                                    float const t383 = (float)t382;
                                    float const t384 = t383 * mw_f32(0x33800000u);
                                    r379 = t384;
                                    goto ret380;
                                }
                                ret380:;
                                float const t385 = mw_sqrt(r379);
                                float const t386 = mw_f32(0x3F800000u) * t385;
                                float const t387 = r253 * t386;
                                float const t388 = r254 * t386;
                                l29 = t387;
                                l30 = t388;
                            }
                            goto fi251;
                        }
                        {
                        }
                    }
                    fi251:;
#line 155 "../envs/crowd.rhai"
                    l31 = mw_f32(0x4E6E6B28u);
#line 156 "../envs/crowd.rhai"
                    l32 = mw_f32(0x00000000u);
#line 157 "../envs/crowd.rhai"
                    l33 = (int32_t)0x00000000u;
                    for (;;) {
                        {
                            if (mw_stopped(ctx)) { mw_trap(ctx, 4u); return 1; }
                            bool const t391 = l33 < l10;
                            if (!t391) goto brk390;
                            MW_ITER();
                            {
#line 158 "../envs/crowd.rhai"
                                uint32_t const t392 = l33 < 0 ? 0u : l33 > 9 ? 9u : (uint32_t)l33;
                                uint64_t const t393 = (uint64_t)t392 * 8u + 0u;
                                uint8_t* const t394 = ctx->locals + t393;
                                float const t395 = mw_ld<float>(t394);
                                float const t396 = mw_ld<float>(t394 + 4);
                                float const t397 = mw_ld<float>(rr4);
                                float const t398 = mw_ld<float>(rr4 + 4);
                                float const t399 = t395 - t397;
                                float const t400 = t396 - t398;
                                l34 = t399;
                                l35 = t400;
#line 160 "../envs/crowd.rhai"
                                float const t401 = mw_f32(0x40000000u) * l29;
                                float const t402 = mw_f32(0x40000000u) * l30;
                                float const t403 = mw_ld<float>(rr4 + 8);
                                float const t404 = mw_ld<float>(rr4 + 12);
                                float const t405 = t401 - t403;
                                float const t406 = t402 - t404;
                                uint32_t const t407 = l33 < 0 ? 0u : l33 > 9 ? 9u : (uint32_t)l33;
                                uint64_t const t408 = (uint64_t)t407 * 8u + 80u;
                                uint8_t* const t409 = ctx->locals + t408;
                                float const t410 = mw_ld<float>(t409);
                                float const t411 = mw_ld<float>(t409 + 4);
                                float const t412 = t405 - t410;
                                float const t413 = t406 - t411;
                                l36 = t412;
                                l37 = t413;
#line 161 "../envs/crowd.rhai"
                                {
                                    float l415 = l34;
                                    float l416 = l35;
                                    float r417 = 0.0f;
                                    // length
                                    {
#line 323 "<prelude>"
                                        float l419 = l415;
                                        float l420 = l416;
                                        float l421 = l415;
                                        float l422 = l416;
                                        float r423 = 0.0f;
                                        // dot
                                        {
#line 312 "<prelude>"
                                            float const t425 = l419 * l421;
                                            float const t426 = l420 * l422;
                                            float const t427 = t425 + t426;
                                            r423 = t427;
                                            goto ret424;
                                        }
                                        ret424:;
                                        float const t428 = mw_sqrt(r423);
                                        r417 = t428;
                                        goto ret418;
                                    }
                                    ret418:;
                                    bool const t429 = r417 < mw_f32(0x3F800000u);
                                    if (t429) {
                                        {
#line 162 "../envs/crowd.rhai"
                                            float l430 = l36;
                                            float l431 = l37;
                                            float l432 = l34;
                                            float l433 = l35;
                                            float r434 = 0.0f;
                                            // dot
                                            {
#line 312 "<prelude>"
                                                float const t436 = l430 * l432;
                                                float const t437 = l431 * l433;
                                                float const t438 = t436 + t437;
                                                r434 = t438;
                                                goto ret435;
                                            }
                                            ret435:;
                                            float l439 = l34;
                                            float l440 = l35;
                                            float r441 = 0.0f;
                                            // length
                                            {
#line 323 "<prelude>"
                                                float l443 = l439;
                                                float l444 = l440;
                                                float l445 = l439;
                                                float l446 = l440;
                                                float r447 = 0.0f;
                                                // dot
                                                {
#line 312 "<prelude>"
                                                    float const t449 = l443 * l445;
                                                    float const t450 = l444 * l446;
                                                    float const t451 = t449 + t450;
                                                    r447 = t451;
                                                    goto ret448;
                                                }
                                                ret448:;
                                                float const t452 = mw_sqrt(r447);
                                                r441 = t452;
                                                goto ret442;
                                            }
                                            ret442:;
                                            float const t453 = r441 > mw_f32(0x3A83126Fu) ? r441 : mw_f32(0x3A83126Fu);
                                            float const t454 = r434 / t453;
                                            float const t455 = t454 > mw_f32(0x00000000u) ? t454 : mw_f32(0x00000000u);
                                            float const t456 = l32 + t455;
                                            l32 = t456;
                                            goto cont389;
                                        }
                                        goto fi414;
                                    }
                                    {
                                    }
                                }
                                fi414:;
#line 165 "../envs/crowd.rhai"
                                float l457 = l34;
                                float l458 = l35;
                                float l459 = l36;
                                float l460 = l37;
                                float r461 = 0.0f;
                                // time_to_hit
                                {
                                    float l463 = 0.0f;
                                    float l464 = 0.0f;
                                    float l465 = 0.0f;
                                    float l466 = 0.0f;
#line 98 "../envs/crowd.rhai"
                                    l463 = mw_f32(0x3F800000u);
#line 99 "../envs/crowd.rhai"
                                    float l467 = l457;
                                    float l468 = l458;
                                    float l469 = l459;
                                    float l470 = l460;
                                    float r471 = 0.0f;
                                    // dot
                                    {
#line 312 "<prelude>"
                                        float const t473 = l467 * l469;
                                        float const t474 = l468 * l470;
                                        float const t475 = t473 + t474;
                                        r471 = t475;
                                        goto ret472;
                                    }
                                    ret472:;
                                    l464 = r471;
#line 100 "../envs/crowd.rhai"
                                    {
                                        bool const t477 = l464 <= mw_f32(0x00000000u);
                                        if (t477) {
                                            {
                                                r461 = mw_f32(0xBF800000u);
                                                goto ret462;
                                            }
                                            goto fi476;
                                        }
                                        {
                                        }
                                    }
                                    fi476:;
#line 101 "../envs/crowd.rhai"
                                    float l478 = l459;
                                    float l479 = l460;
                                    float l480 = l459;
                                    float l481 = l460;
                                    float r482 = 0.0f;
                                    // dot
                                    {
#line 312 "<prelude>"
                                        float const t484 = l478 * l480;
                                        float const t485 = l479 * l481;
                                        float const t486 = t484 + t485;
                                        r482 = t486;
                                        goto ret483;
                                    }
                                    ret483:;
                                    l465 = r482;
#line 102 "../envs/crowd.rhai"
                                    float const t487 = l464 * l464;
                                    float l488 = l457;
                                    float l489 = l458;
                                    float l490 = l457;
                                    float l491 = l458;
                                    float r492 = 0.0f;
                                    // dot
                                    {
#line 312 "<prelude>"
                                        float const t494 = l488 * l490;
                                        float const t495 = l489 * l491;
                                        float const t496 = t494 + t495;
                                        r492 = t496;
                                        goto ret493;
                                    }
                                    ret493:;
                                    float const t497 = l463 * l463;
                                    float const t498 = r492 - t497;
                                    float const t499 = l465 * t498;
                                    float const t500 = t487 - t499;
                                    l466 = t500;
#line 103 "../envs/crowd.rhai"
                                    {
                                        bool const t502 = l466 < mw_f32(0x00000000u);
                                        if (t502) {
                                            {
                                                r461 = mw_f32(0xBF800000u);
                                                goto ret462;
                                            }
                                            goto fi501;
                                        }
                                        {
                                        }
                                    }
                                    fi501:;
#line 104 "../envs/crowd.rhai"
                                    float const t503 = mw_sqrt(l466);
                                    float const t504 = l464 - t503;
                                    float const t505 = t504 / l465;
                                    r461 = t505;
                                    goto ret462;
                                }
                                ret462:;
                                l38 = r461;
#line 166 "../envs/crowd.rhai"
                                {
                                    bool const t507 = l38 >= mw_f32(0x00000000u);
                                    bool t508 = t507;
                                    if (t508) {
                                        bool const t509 = l38 < l27;
                                        t508 = t509;
                                    }
                                    if (t508) {
                                        {
                                            float const t510 = l31 < l38 ? l31 : l38;
                                            l31 = t510;
                                        }
                                        goto fi506;
                                    }
                                    {
                                    }
                                }
                                fi506:;
                            }
                        }
                        cont389:;
                        {
#line 157 "../envs/crowd.rhai"
                            int32_t const t511 = mw_iadd(l33, (int32_t)0x00000001u);
                            l33 = t511;
                        }
                    }
                    brk390:;
#line 168 "../envs/crowd.rhai"
                    float l512 = l29;
                    float l513 = l30;
                    float l514 = l22;
                    float l515 = l23;
                    float r516 = 0.0f;
                    // distance
                    {
#line 327 "<prelude>"
                        float const t518 = l512 - l514;
                        float const t519 = l513 - l515;
                        float l520 = t518;
                        float l521 = t519;
                        float r522 = 0.0f;
                        // length
                        {
#line 323 "<prelude>"
                            float l524 = l520;
                            float l525 = l521;
                            float l526 = l520;
                            float l527 = l521;
                            float r528 = 0.0f;
                            // dot
                            {
#line 312 "<prelude>"
                                float const t530 = l524 * l526;
                                float const t531 = l525 * l527;
                                float const t532 = t530 + t531;
                                r528 = t532;
                                goto ret529;
                            }
                            ret529:;
                            float const t533 = mw_sqrt(r528);
                            r522 = t533;
                            goto ret523;
                        }
                        ret523:;
                        r516 = r522;
                        goto ret517;
                    }
                    ret517:;
                    float const t534 = mw_f32(0x461C4000u) * l32;
                    float const t535 = r516 + t534;
                    bool const t536 = l31 < mw_f32(0x4E6E6B28u);
                    float t537 = 0.0f;
                    if (t536) {
                        float const t538 = l31 > mw_f32(0x3A83126Fu) ? l31 : mw_f32(0x3A83126Fu);
                        float const t539 = mw_f32(0x40000000u) / t538;
                        t537 = t539;
                    } else {
                        t537 = mw_f32(0x00000000u);
                    }
                    float const t540 = t535 + t537;
                    l39 = t540;
#line 169 "../envs/crowd.rhai"
                    {
                        bool const t542 = l39 < l26;
                        if (t542) {
                            {
#line 170 "../envs/crowd.rhai"
                                l26 = l39;
#line 171 "../envs/crowd.rhai"
                                l24 = l29;
                                l25 = l30;
                            }
                            goto fi541;
                        }
                        {
                        }
                    }
                    fi541:;
                }
            }
            cont244:;
            {
#line 149 "../envs/crowd.rhai"
                int32_t const t543 = mw_iadd(l28, (int32_t)0x00000001u);
                l28 = t543;
            }
        }
        brk245:;
#line 174 "../envs/crowd.rhai"
        mw_st<float>(rw9 + 0, mw_canon(l24));
        mw_st<float>(rw9 + 4, mw_canon(l25));
    }
    end2:;
#line 3575 "kernels.cu"
    return 0;
}
#ifdef MW_HOST
MW_ENTRY void k2(const MwCtx* ctx, uint32_t start, uint32_t end) {
    for (uint32_t i = start; i < end; i++) {
        if (mw_k2(ctx, i)) return;
    }
}
#endif
#line 3585 "kernels.cu"

// rows of `move` over `Walker`
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
    // system `move`
    ctr = 0;
    const uint32_t* ks1 = ctx->streams[4u];
    {
        uint8_t* rr3 = tv->cols[0] + (uint64_t)row * 28u;
        uint8_t* rw4 = rr3;
        uint8_t* rr5 = tv->cols[3] + (uint64_t)row * 12u;
        uint8_t* rw6 = rr5;
#line 178 "../envs/crowd.rhai"
        float const t7 = mw_ld<float>(rr5);
        float const t8 = mw_ld<float>(rr5 + 4);
        mw_st<float>(rw4 + 8, mw_canon(t7));
        mw_st<float>(rw4 + 12, mw_canon(t8));
#line 179 "../envs/crowd.rhai"
        float const t9 = mw_ld<float>(rr3);
        float const t10 = mw_ld<float>(rr3 + 4);
        float const t11 = mw_ld<float>(rr3 + 8);
        float const t12 = mw_ld<float>(rr3 + 12);
        float const t13 = t11 * mw_f32(0x3E800000u);
        float const t14 = t12 * mw_f32(0x3E800000u);
        float const t15 = t9 + t13;
        float const t16 = t10 + t14;
        mw_st<float>(rw4 + 0, mw_canon(t15));
        mw_st<float>(rw4 + 4, mw_canon(t16));
#line 180 "../envs/crowd.rhai"
        {
            float const t18 = mw_ld<float>(rr3);
            float const t19 = mw_ld<float>(rr3 + 4);
            float l20 = t18;
            float l21 = t19;
            float const t22 = mw_ld<float>(rr3 + 16);
            float const t23 = mw_ld<float>(rr3 + 20);
            float l24 = t22;
            float l25 = t23;
            float r26 = 0.0f;
            // distance
            {
#line 327 "<prelude>"
                float const t28 = l20 - l24;
                float const t29 = l21 - l25;
                float l30 = t28;
                float l31 = t29;
                float r32 = 0.0f;
                // length
                {
#line 323 "<prelude>"
                    float l34 = l30;
                    float l35 = l31;
                    float l36 = l30;
                    float l37 = l31;
                    float r38 = 0.0f;
                    // dot
                    {
#line 312 "<prelude>"
                        float const t40 = l34 * l36;
                        float const t41 = l35 * l37;
                        float const t42 = t40 + t41;
                        r38 = t42;
                        goto ret39;
                    }
                    ret39:;
                    float const t43 = mw_sqrt(r38);
                    r32 = t43;
                    goto ret33;
                }
                ret33:;
                r26 = r32;
                goto ret27;
            }
            ret27:;
            bool const t44 = r26 < mw_f32(0x3DCCCCCDu);
            if (t44) {
                {
#line 180 "../envs/crowd.rhai"
                    mw_st_bool(rw4 + 24, true);
                }
                goto fi17;
            }
            {
            }
        }
        fi17:;
    }
    end2:;
#line 3684 "kernels.cu"
    return 0;
}
#ifdef MW_HOST
MW_ENTRY void k3(const MwCtx* ctx, uint32_t start, uint32_t end) {
    for (uint32_t i = start; i < end; i++) {
        if (mw_k3(ctx, i)) return;
    }
}
#endif
#line 3694 "kernels.cu"

// worlds of `tally`
MW_DEV int mw_k4(const MwCtx* ctx, uint32_t i) {
    const uint32_t w = i;
    const uint32_t eid = 4294967295u;
    const uint64_t ent = 0;
    (void)ent; (void)eid;
    const uint64_t sscale = mw_sscale(ctx);
    (void)sscale;
    uint32_t ctr = 0;
    // system `tally`
    ctr = 0;
    const uint32_t* ks1 = ctx->streams[5u];
    {
        uint8_t* rr3 = mw_single(ctx, 2u, w, 16u);
        uint8_t* rw4 = rr3;
        int32_t l5 = 0;
        float l6 = 0.0f;
        uint8_t *rr7 = 0, *rw8 = 0;
        uint8_t *rr9 = 0, *rw10 = 0;
#line 184 "../envs/crowd.rhai"
        l5 = (int32_t)0x00000000u;
#line 185 "../envs/crowd.rhai"
        float const t11 = mw_ld<float>(rr3 + (uint64_t)(8) * sscale);
        l6 = t11;
        {
            const MwTable* tv12 = ctx->tables + 0;
            uint32_t s12 = tv12->ranges[w][0], c12 = tv12->ranges[w][1];
            const uint32_t n12 = c12;
            if (mw_stopped(ctx)) { mw_trap(ctx, 5u); return 1; }
            for (uint32_t k12 = 0; k12 < n12; k12++) {
                {
                    MW_ITER();
                    const uint32_t i12 = s12 + k12;
                    if (tv12->world_ids[i12] != (int32_t)w) goto cont13;
                    rr7 = tv12->cols[0] + (uint64_t)i12 * 28u; rw8 = rr7;
                    rr9 = tv12->cols[3] + (uint64_t)i12 * 12u; rw10 = rr9;
                    {
#line 187 "../envs/crowd.rhai"
                        {
                            bool const t16 = mw_ld_bool(rr7 + 24);
                            if (t16) {
                                {
                                    int32_t const t17 = mw_iadd(l5, (int32_t)0x00000001u);
                                    l5 = t17;
                                }
                                goto fi15;
                            }
                            {
                            }
                        }
                        fi15:;
#line 188 "../envs/crowd.rhai"
                        float const t18 = mw_ld<float>(rr9 + 8);
                        float const t19 = t18 - mw_f32(0x3F800000u);
                        float const t20 = l6 < t19 ? l6 : t19;
                        l6 = t20;
                    }
                }
                cont13:;
            }
        }
        brk14:;
#line 190 "../envs/crowd.rhai"
        int32_t const t21 = mw_ld<int32_t>(rr3 + (uint64_t)(12) * sscale);
        int32_t const t22 = mw_iadd(t21, (int32_t)0x00000001u);
        mw_st<int32_t>(rw4 + (uint64_t)(12) * sscale, t22);
#line 191 "../envs/crowd.rhai"
        mw_st<int32_t>(rw4, l5);
#line 192 "../envs/crowd.rhai"
        mw_st<float>(rw4 + (uint64_t)(8) * sscale, mw_canon(l6));
#line 193 "../envs/crowd.rhai"
        {
            bool const t24 = l5 == (int32_t)0x00000020u;
            bool t25 = t24;
            if (t25) {
                int32_t const t26 = mw_ld<int32_t>(rr3 + (uint64_t)(4) * sscale);
                bool const t27 = t26 < (int32_t)0x00000000u;
                t25 = t27;
            }
            if (t25) {
                {
                    int32_t const t28 = mw_ld<int32_t>(rr3 + (uint64_t)(12) * sscale);
                    mw_st<int32_t>(rw4 + (uint64_t)(4) * sscale, t28);
                }
                goto fi23;
            }
            {
            }
        }
        fi23:;
    }
    end2:;
#line 3788 "kernels.cu"
    return 0;
}
#ifdef MW_HOST
MW_ENTRY void k4(const MwCtx* ctx, uint32_t start, uint32_t end) {
    for (uint32_t i = start; i < end; i++) {
        if (mw_k4(ctx, i)) return;
    }
}
#endif
#line 3798 "kernels.cu"

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
        uint8_t* rr3 = mw_single(ctx, 2u, w, 16u);
        uint8_t* rw4 = rr3;
        int32_t l5 = 0;
        uint8_t *rr6 = 0, *rw7 = 0;
        int32_t l8 = 0;
        int32_t l9 = 0;
        int32_t l10 = 0;
        float l11 = 0.0f;
        float l12 = 0.0f;
        float l13 = 0.0f, l14 = 0.0f;
        float l15 = 0.0f;
        float l16 = 0.0f, l17 = 0.0f;
#line 64 "../envs/crowd.rhai"
        l5 = (int32_t)0x00000000u;
        for (;;) {
            {
                if (mw_stopped(ctx)) { mw_trap(ctx, 7u); return 1; }
                bool const t20 = l5 < (int32_t)0x00000020u;
                if (!t20) goto brk19;
                MW_ITER();
                {
                    uint32_t srow21;
                    uint64_t const t22 = mw_spawn_row(ctx, 0u, w, 0u, &srow21);
                    uint8_t* const t23 = mw_lookup(ctx, w, t22, 0u);
                    uint8_t* const t24 = t23 ? t23 : (uint8_t*)ctx->zero;
                    uint8_t* const t25 = t23 ? t23 : ctx->scratch;
                    rr6 = t24; rw7 = t25;
#line 66 "../envs/crowd.rhai"
                    {
                        if (false) {
                            {
#line 70 "../envs/crowd.rhai"
                                l8 = (int32_t)0x00000010u;
#line 71 "../envs/crowd.rhai"
                                bool const t27 = l5 < l8;
                                int32_t t28 = 0;
                                if (t27) {
                                    t28 = l5;
                                } else {
                                    int32_t const t29 = mw_isub(l5, l8);
                                    t28 = t29;
                                }
                                l9 = t28;
#line 72 "../envs/crowd.rhai"
                                int32_t const t30 = mw_iadd(l8, (int32_t)0x00000007u);
                                int32_t const t31 = mw_idiv(t30, (int32_t)0x00000008u);
                                l10 = t31;
#line 73 "../envs/crowd.rhai"
                                bool const t32 = l5 < l8;
                                float t33 = 0.0f;
                                if (t32) {
                                    t33 = mw_f32(0xBF800000u);
                                } else {
                                    t33 = mw_f32(0x3F800000u);
                                }
                                l11 = t33;
#line 74 "../envs/crowd.rhai"
                                int32_t const t34 = mw_irem(l9, (int32_t)0x00000008u);
                                float const t35 = (float)t34;
                                float const t36 = mw_f32(0x3FC00000u) * t35;
                                float const t37 = t36 - mw_f32(0x40A80000u);
                                l12 = t37;
#line 75 "../envs/crowd.rhai"
                                int32_t const t38 = mw_idiv(l9, (int32_t)0x00000008u);
                                float const t39 = (float)t38;
                                float const t40 = mw_f32(0x3FC00000u) * t39;
                                float const t41 = mw_f32(0x41000000u) - t40;
                                float const t42 = l11 * t41;
                                l13 = t42;
                                l14 = l12;
#line 76 "../envs/crowd.rhai"
                                float l43 = mw_f32(0xBDCCCCCDu);
                                float l44 = mw_f32(0x3DCCCCCDu);
                                float r45 = 0.0f;
                                // rand_uniform
                                {
#line 406 "<prelude>"
                                    float const t47 = l44 - l43;
                                    float r48 = 0.0f;
                                    // rand_float
                                    {
#line 401 "<prelude>"
                                        uint32_t const t50 = mw_pcg4d((w + ctx->world_offset) ^ ks1[0], eid ^ ks1[1], ctx->step ^ ks1[2], ctr ^ ks1[3]);
                                        ctr++;
                                        uint32_t const t51 = mw_ushr(t50, 0x00000008u);
                                        float const t52 = (float)t51;
                                        float const t53 = t52 * mw_f32(0x33800000u);
                                        r48 = t53;
                                        goto ret49;
                                    }
                                    ret49:;
                                    float const t54 = t47 * r48;
                                    float const t55 = l43 + t54;
                                    r45 = t55;
                                    goto ret46;
                                }
                                ret46:;
                                float l56 = mw_f32(0xBDCCCCCDu);
                                float l57 = mw_f32(0x3DCCCCCDu);
                                float r58 = 0.0f;
                                // rand_uniform
                                {
#line 406 "<prelude>"
                                    float const t60 = l57 - l56;
                                    float r61 = 0.0f;
                                    // rand_float
                                    {
#line 401 "<prelude>"
                                        uint32_t const t63 = mw_pcg4d((w + ctx->world_offset) ^ ks1[0], eid ^ ks1[1], ctx->step ^ ks1[2], ctr ^ ks1[3]);
                                        ctr++;
                                        uint32_t const t64 = mw_ushr(t63, 0x00000008u);
                                        float const t65 = (float)t64;
                                        float const t66 = t65 * mw_f32(0x33800000u);
                                        r61 = t66;
                                        goto ret62;
                                    }
                                    ret62:;
                                    float const t67 = t60 * r61;
                                    float const t68 = l56 + t67;
                                    r58 = t68;
                                    goto ret59;
                                }
                                ret59:;
                                float const t69 = l13 + r45;
                                float const t70 = l14 + r58;
                                l13 = t69;
                                l14 = t70;
#line 77 "../envs/crowd.rhai"
                                float const t71 = mw_f32(0x41800000u) + l13;
                                float const t72 = mw_f32(0x41800000u) + l14;
                                mw_st<float>(rw7 + 0, mw_canon(t71));
                                mw_st<float>(rw7 + 4, mw_canon(t72));
#line 78 "../envs/crowd.rhai"
                                float const t73 = -l11;
                                int32_t const t74 = mw_isub(l10, (int32_t)0x00000001u);
                                int32_t const t75 = mw_idiv(l9, (int32_t)0x00000008u);
                                int32_t const t76 = mw_isub(t74, t75);
                                float const t77 = (float)t76;
                                float const t78 = mw_f32(0x3FC00000u) * t77;
                                float const t79 = mw_f32(0x41000000u) - t78;
                                float const t80 = t73 * t79;
                                float const t81 = mw_f32(0x41800000u) + t80;
                                float const t82 = mw_f32(0x41800000u) + l12;
                                mw_st<float>(rw7 + 16, mw_canon(t81));
                                mw_st<float>(rw7 + 20, mw_canon(t82));
                            }
                            goto fi26;
                        }
                        {
#line 81 "../envs/crowd.rhai"
                            float const t83 = (float)l5;
                            float const t84 = mw_f32(0x40C90FDBu) * t83;
                            float const t85 = t84 / mw_f32(0x42000000u);
                            float l86 = mw_f32(0xBD4CCCCDu);
                            float l87 = mw_f32(0x3D4CCCCDu);
                            float r88 = 0.0f;
                            // rand_uniform
                            {
#line 406 "<prelude>"
                                float const t90 = l87 - l86;
                                float r91 = 0.0f;
                                // rand_float
                                {
#line 401 "<prelude>"
                                    uint32_t const t93 = mw_pcg4d((w + ctx->world_offset) ^ ks1[0], eid ^ ks1[1], ctx->step ^ ks1[2], ctr ^ ks1[3]);
                                    ctr++;
                                    uint32_t const t94 = mw_ushr(t93, 0x00000008u);
                                    float const t95 = (float)t94;
                                    float const t96 = t95 * mw_f32(0x33800000u);
                                    r91 = t96;
                                    goto ret92;
                                }
                                ret92:;
                                float const t97 = t90 * r91;
                                float const t98 = l86 + t97;
                                r88 = t98;
                                goto ret89;
                            }
                            ret89:;
                            float const t99 = r88 / mw_f32(0x41000000u);
                            float const t100 = t85 + t99;
                            l15 = t100;
#line 82 "../envs/crowd.rhai"
                            float l101 = l15;
                            float r102 = 0.0f;
                            // cos
                            {
                                float l104 = 0.0f;
                                float l105 = 0.0f;
                                int32_t l106 = 0;
                                float l107 = 0.0f;
#line 39 "<prelude>"
                                float const t108 = l101 * mw_f32(0x3F22F983u);
                                float const t109 = mw_round(t108);
                                l104 = t109;
#line 40 "<prelude>"
                                float l110 = l101;
                                float l111 = l104;
                                float r112 = 0.0f;
                                // __reduce_pio2
                                {
#line 27 "<prelude>"
                                    float const t114 = l111 * mw_f32(0x3FC90000u);
                                    float const t115 = l110 - t114;
                                    float const t116 = l111 * mw_f32(0x39FDA000u);
                                    float const t117 = t115 - t116;
                                    float const t118 = l111 * mw_f32(0x33A22169u);
                                    float const t119 = t117 - t118;
                                    r112 = t119;
                                    goto ret113;
                                }
                                ret113:;
                                l105 = r112;
#line 41 "<prelude>"
                                int32_t const t120 = mw_f2i(l104);
                                int32_t const t121 = t120 & (int32_t)0x00000003u;
                                l106 = t121;
#line 42 "<prelude>"
                                int32_t const t122 = l106 & (int32_t)0x00000001u;
                                bool const t123 = t122 == (int32_t)0x00000000u;
                                float t124 = 0.0f;
                                if (t123) {
                                    float l125 = l105;
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
                                    t124 = r126;
                                } else {
                                    float l139 = l105;
                                    float r140 = 0.0f;
                                    // __sin_kernel
                                    {
                                        float l142 = 0.0f;
#line 14 "<prelude>"
                                        float const t143 = l139 * l139;
                                        l142 = t143;
#line 15 "<prelude>"
                                        float const t144 = mw_f32(0xB94CA1F9u) * l142;
                                        float const t145 = t144 + mw_f32(0x3C08839Eu);
                                        float const t146 = t145 * l142;
                                        float const t147 = t146 - mw_f32(0x3E2AAAA3u);
                                        float const t148 = t147 * l142;
                                        float const t149 = t148 * l139;
                                        float const t150 = t149 + l139;
                                        r140 = t150;
                                        goto ret141;
                                    }
                                    ret141:;
                                    t124 = r140;
                                }
                                l107 = t124;
#line 43 "<prelude>"
                                bool const t151 = l106 == (int32_t)0x00000001u;
                                bool t152 = t151;
                                if (!t152) {
                                    bool const t153 = l106 == (int32_t)0x00000002u;
                                    t152 = t153;
                                }
                                float t154 = 0.0f;
                                if (t152) {
                                    float const t155 = -l107;
                                    t154 = t155;
                                } else {
                                    t154 = l107;
                                }
                                r102 = t154;
                                goto ret103;
                            }
                            ret103:;
                            float l156 = l15;
                            float r157 = 0.0f;
                            // sin
                            {
                                float l159 = 0.0f;
                                float l160 = 0.0f;
                                int32_t l161 = 0;
                                float l162 = 0.0f;
#line 31 "<prelude>"
                                float const t163 = l156 * mw_f32(0x3F22F983u);
                                float const t164 = mw_round(t163);
                                l159 = t164;
#line 32 "<prelude>"
                                float l165 = l156;
                                float l166 = l159;
                                float r167 = 0.0f;
                                // __reduce_pio2
                                {
#line 27 "<prelude>"
                                    float const t169 = l166 * mw_f32(0x3FC90000u);
                                    float const t170 = l165 - t169;
                                    float const t171 = l166 * mw_f32(0x39FDA000u);
                                    float const t172 = t170 - t171;
                                    float const t173 = l166 * mw_f32(0x33A22169u);
                                    float const t174 = t172 - t173;
                                    r167 = t174;
                                    goto ret168;
                                }
                                ret168:;
                                l160 = r167;
#line 33 "<prelude>"
                                int32_t const t175 = mw_f2i(l159);
                                int32_t const t176 = t175 & (int32_t)0x00000003u;
                                l161 = t176;
#line 34 "<prelude>"
                                int32_t const t177 = l161 & (int32_t)0x00000001u;
                                bool const t178 = t177 == (int32_t)0x00000000u;
                                float t179 = 0.0f;
                                if (t178) {
                                    float l180 = l160;
                                    float r181 = 0.0f;
                                    // __sin_kernel
                                    {
                                        float l183 = 0.0f;
#line 14 "<prelude>"
                                        float const t184 = l180 * l180;
                                        l183 = t184;
#line 15 "<prelude>"
                                        float const t185 = mw_f32(0xB94CA1F9u) * l183;
                                        float const t186 = t185 + mw_f32(0x3C08839Eu);
                                        float const t187 = t186 * l183;
                                        float const t188 = t187 - mw_f32(0x3E2AAAA3u);
                                        float const t189 = t188 * l183;
                                        float const t190 = t189 * l180;
                                        float const t191 = t190 + l180;
                                        r181 = t191;
                                        goto ret182;
                                    }
                                    ret182:;
                                    t179 = r181;
                                } else {
                                    float l192 = l160;
                                    float r193 = 0.0f;
                                    // __cos_kernel
                                    {
                                        float l195 = 0.0f;
#line 19 "<prelude>"
                                        float const t196 = l192 * l192;
                                        l195 = t196;
#line 20 "<prelude>"
                                        float const t197 = mw_f32(0x37CCF5CEu) * l195;
                                        float const t198 = t197 - mw_f32(0x3AB6061Au);
                                        float const t199 = t198 * l195;
                                        float const t200 = t199 + mw_f32(0x3D2AAAA5u);
                                        float const t201 = t200 * l195;
                                        float const t202 = t201 * l195;
                                        float const t203 = mw_f32(0x3F000000u) * l195;
                                        float const t204 = t202 - t203;
                                        float const t205 = t204 + mw_f32(0x3F800000u);
                                        r193 = t205;
                                        goto ret194;
                                    }
                                    ret194:;
                                    t179 = r193;
                                }
                                l162 = t179;
#line 35 "<prelude>"
                                int32_t const t206 = l161 & (int32_t)0x00000002u;
                                bool const t207 = t206 == (int32_t)0x00000000u;
                                float t208 = 0.0f;
                                if (t207) {
                                    t208 = l162;
                                } else {
                                    float const t209 = -l162;
                                    t208 = t209;
                                }
                                r157 = t208;
                                goto ret158;
                            }
                            ret158:;
                            float const t210 = r102 * mw_f32(0x41000000u);
                            float const t211 = r157 * mw_f32(0x41000000u);
                            l16 = t210;
                            l17 = t211;
#line 83 "../envs/crowd.rhai"
                            float const t212 = mw_f32(0x41800000u) + l16;
                            float const t213 = mw_f32(0x41800000u) + l17;
                            mw_st<float>(rw7 + 0, mw_canon(t212));
                            mw_st<float>(rw7 + 4, mw_canon(t213));
#line 84 "../envs/crowd.rhai"
                            float const t214 = mw_f32(0x41800000u) - l16;
                            float const t215 = mw_f32(0x41800000u) - l17;
                            mw_st<float>(rw7 + 16, mw_canon(t214));
                            mw_st<float>(rw7 + 20, mw_canon(t215));
                        }
                    }
                    fi26:;
                }
            }
            cont18:;
            {
#line 64 "../envs/crowd.rhai"
                int32_t const t216 = mw_iadd(l5, (int32_t)0x00000001u);
                l5 = t216;
            }
        }
        brk19:;
#line 87 "../envs/crowd.rhai"
        mw_st<int32_t>(rw4, (int32_t)0x00000000u);
#line 88 "../envs/crowd.rhai"
        mw_st<int32_t>(rw4 + (uint64_t)(4) * sscale, (int32_t)0xFFFFFFFFu);
#line 89 "../envs/crowd.rhai"
        mw_st<float>(rw4 + (uint64_t)(8) * sscale, mw_canon(mw_f32(0x4E6E6B28u)));
#line 90 "../envs/crowd.rhai"
        mw_st<int32_t>(rw4 + (uint64_t)(12) * sscale, (int32_t)0x00000000u);
    }
    end2:;
#line 4237 "kernels.cu"
    return 0;
}
#ifdef MW_HOST
MW_ENTRY void k5(const MwCtx* ctx, uint32_t start, uint32_t end) {
    for (uint32_t i = start; i < end; i++) {
        if (mw_stopped(ctx)) { mw_trap(ctx, 6u); return; }
        if (mw_k5(ctx, i)) return;
    }
}
#endif
#line 4248 "kernels.cu"

// ==== the step program: 47 phases a step, 9 at the start
#ifndef MW_HOST
#define MW_NPHASES 56u
#define MW_STEP_FIRST 0u
#define MW_STEP_END 47u
#define MW_INIT_FIRST 47u
#define MW_INIT_END 53u
#define MW_ARENA_BYTES 200u
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
        case 6: return mw_compact_items(d, 0u, 0u);
        case 7: return mw_compact_items(d, 0u, 1u);
        case 8: return mw_compact_items(d, 0u, 2u);
        case 9: return mw_compact_items(d, 0u, 3u);
        case 10: return mw_compact_items(d, 0u, 4u);
        case 11: return mw_sort_items(d, 0u, 0u);
        case 12: return mw_sort_items(d, 0u, 1u);
        case 13: return mw_sort_items(d, 0u, 2u);
        case 14: return mw_sort_items(d, 0u, 3u);
        case 15: return mw_sort_items(d, 0u, 4u);
        case 16: return mw_sort_items(d, 0u, 5u);
        case 17: return mw_sort_items(d, 0u, 6u);
        case 18: return mw_sort_items(d, 0u, 7u);
        case 19: return mw_sort_items(d, 0u, 8u);
        case 20: return mw_sort_items(d, 0u, 9u);
        case 21: return mw_sort_items(d, 0u, 10u);
        case 22: return mw_sort_items(d, 0u, 11u);
        case 23: return mw_sort_items(d, 0u, 12u);
        case 24: return mw_sort_items(d, 0u, 13u);
        case 25: return mw_sort_items(d, 0u, 14u);
        case 26: return mw_sort_items(d, 0u, 15u);
        case 27: return mw_sort_items(d, 0u, 16u);
        case 28: return mw_sort_items(d, 0u, 17u);
        case 29: return mw_sort_items(d, 0u, 18u);
        case 30: return mw_sort_items(d, 0u, 19u);
        case 31: return mw_sort_items(d, 0u, 20u);
        case 32: return mw_compact_items(d, 0u, 0u);
        case 33: return mw_compact_items(d, 0u, 1u);
        case 34: return mw_compact_items(d, 0u, 2u);
        case 35: return mw_compact_items(d, 0u, 3u);
        case 36: return mw_compact_items(d, 0u, 4u);
        case 37: return d->worlds * d->tables[0].cap;
        case 38: return d->worlds * d->tables[0].cap;
        case 39: return d->worlds;
        case 40: return mw_reset_items(d);
        case 41: return d->reset_from;
        case 42: return mw_compact_items(d, 0u, 0u);
        case 43: return mw_compact_items(d, 0u, 1u);
        case 44: return mw_compact_items(d, 0u, 2u);
        case 45: return mw_compact_items(d, 0u, 3u);
        case 46: return mw_compact_items(d, 0u, 4u);
        case 47: return mw_init_items(d);
        case 48: return mw_compact_items(d, 0u, 0u);
        case 49: return mw_compact_items(d, 0u, 1u);
        case 50: return mw_compact_items(d, 0u, 2u);
        case 51: return mw_compact_items(d, 0u, 3u);
        case 52: return mw_compact_items(d, 0u, 4u);
        case 53: return mw_mask_in_items(d);
        case 54: return mw_mask_words(d);
        case 55: return d->worlds;
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
        case 6: ca = 0u; cs = 0u; break;
        case 7: ca = 0u; cs = 1u; break;
        case 8: ca = 0u; cs = 2u; break;
        case 9: ca = 0u; cs = 3u; break;
        case 10: ca = 0u; cs = 4u; break;
        case 11: { mw_sort_item(d, 0u, 1u, 0u, true, 0u, i, 8ull); } return false;
        case 12: { mw_sort_item(d, 0u, 1u, 0u, true, 1u, i, 8ull); } return false;
        case 13: { mw_sort_item(d, 0u, 1u, 0u, true, 2u, i, 8ull); } return false;
        case 14: { mw_sort_item(d, 0u, 1u, 0u, true, 3u, i, 8ull); } return false;
        case 15: { mw_sort_item(d, 0u, 1u, 0u, true, 4u, i, 8ull); } return false;
        case 16: { mw_sort_item(d, 0u, 1u, 0u, true, 5u, i, 8ull); } return false;
        case 17: { mw_sort_item(d, 0u, 1u, 0u, true, 6u, i, 8ull); } return false;
        case 18: { mw_sort_item(d, 0u, 1u, 0u, true, 7u, i, 8ull); } return false;
        case 19: { mw_sort_item(d, 0u, 1u, 0u, true, 8u, i, 8ull); } return false;
        case 20: { mw_sort_item(d, 0u, 1u, 0u, true, 9u, i, 8ull); } return false;
        case 21: { mw_sort_item(d, 0u, 1u, 0u, true, 10u, i, 8ull); } return false;
        case 22: { mw_sort_item(d, 0u, 1u, 0u, true, 11u, i, 8ull); } return false;
        case 23: { mw_sort_item(d, 0u, 1u, 0u, true, 12u, i, 8ull); } return false;
        case 24: { mw_sort_item(d, 0u, 1u, 0u, true, 13u, i, 8ull); } return false;
        case 25: { mw_sort_item(d, 0u, 1u, 0u, true, 14u, i, 8ull); } return false;
        case 26: { mw_sort_item(d, 0u, 1u, 0u, true, 15u, i, 8ull); } return false;
        case 27: { mw_sort_item(d, 0u, 1u, 0u, true, 16u, i, 8ull); } return false;
        case 28: { mw_sort_item(d, 0u, 1u, 0u, true, 17u, i, 8ull); } return false;
        case 29: { mw_sort_item(d, 0u, 1u, 0u, true, 18u, i, 8ull); } return false;
        case 30: { mw_sort_item(d, 0u, 1u, 0u, true, 19u, i, 8ull); } return false;
        case 31: { mw_sort_item(d, 0u, 1u, 0u, true, 20u, i, 8ull); } return false;
        case 32: ca = 0u; cs = 0u; break;
        case 33: ca = 0u; cs = 1u; break;
        case 34: ca = 0u; cs = 2u; break;
        case 35: ca = 0u; cs = 3u; break;
        case 36: ca = 0u; cs = 4u; break;
        case 37: { c->node = 37u; const MwDevTable* t = &d->tables[0]; if (t->cap == 1u) mw_k2(c, i); else { uint32_t w = i / t->cap, r = i % t->cap; if (r < t->ranges[w][1]) mw_k2(c, t->ranges[w][0] + r); } } return false;
        case 38: { c->node = 38u; const MwDevTable* t = &d->tables[0]; if (t->cap == 1u) mw_k3(c, i); else { uint32_t w = i / t->cap, r = i % t->cap; if (r < t->ranges[w][1]) mw_k3(c, t->ranges[w][0] + r); } } return false;
        case 39: { c->node = 39u; do { mw_k4(c, i); } while (0); } return false;
        case 40: { mw_reset_clear(d, i); } return false;
        case 41: { const uint32_t w = mw_reset_at(d, i); mw_reset_serve(d, c, w); c->node = 65535u; mw_k5(c, w); mw_release(d, w); mw_reset_settle(d, w); } return false;
        case 42: ca = 0u; cs = 0u; break;
        case 43: ca = 0u; cs = 1u; break;
        case 44: ca = 0u; cs = 2u; break;
        case 45: ca = 0u; cs = 3u; break;
        case 46: ca = 0u; cs = 4u; break;
        case 47: { mw_reset_one(d, c, i); c->node = 65534u; mw_k5(c, i); mw_release(d, i); mw_reset_settle(d, i); } return false;
        case 48: ca = 0u; cs = 0u; break;
        case 49: ca = 0u; cs = 1u; break;
        case 50: ca = 0u; cs = 2u; break;
        case 51: ca = 0u; cs = 3u; break;
        case 52: ca = 0u; cs = 4u; break;
        case 53: { mw_mask_in(d, i); } return false;
        case 54: { mw_mask_out(d, i); } return false;
        case 55: { mw_marks_out(d, i); } return false;
        default: return false;
    }
    mw_compact_item(d, ca, cs, i);
    return false;
}
MW_DEV void mw_phase_reset(MwDev* d, MwCtx* c, uint32_t p, uint32_t i) {
    (void)d; (void)c; (void)i;
    switch (p) {
        default: break;
    }
}
MW_DEV void mw_phase_end(MwDev* d, uint32_t p) {
    (void)d;
    switch (p) {
        case 4: mw_compact_end(d, 0u); break;
        case 10: mw_compact_end(d, 0u); break;
        case 11: d->tables[0].sort_work[0] = 0u; break;
        case 31: d->views[0].key_id = 4294967296ull; break;
        case 36: mw_compact_end(d, 0u); break;
        case 41: mw_reset_end(d, d->reset_from != 0u); break;
        case 46: mw_compact_end(d, 0u); break;
        case 47: mw_reset_end(d, true); break;
        case 52: mw_compact_end(d, 0u); break;
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
