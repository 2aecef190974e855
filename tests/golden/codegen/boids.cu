// ==== boids: kernels
#line 2123 "kernels.cu"

// rows of `cell` over `Vessel`
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
    // system `cell`
    ctr = 0;
    const uint32_t* ks1 = ctx->streams[2u];
    {
        uint8_t* rr3 = tv->cols[3] + (uint64_t)row * 24u;
        uint8_t* rw4 = rr3;
        uint8_t* rr5 = tv->cols[2] + (uint64_t)row * 4u;
        uint8_t* rw6 = rr5;
#line 77 "../envs/boids.rhai"
        float const t7 = mw_ld<float>(rr3);
        float const t8 = mw_ld<float>(rr3 + 4);
        float l9 = t7;
        float l10 = t8;
        int32_t r11 = 0;
        // grid_key
        {
#line 123 "stdlib/spatial.rhai"
            float l13 = l10;
            int32_t l14 = (int32_t)0x00000011u;
            int32_t r15 = 0;
            // __grid_cell
            {
                int32_t l17 = 0;
#line 113 "stdlib/spatial.rhai"
                float const t18 = l13 / mw_f32(0x40C00000u);
                float const t19 = mw_floor(t18);
                int32_t const t20 = mw_f2i(t19);
                l17 = t20;
#line 114 "stdlib/spatial.rhai"
                {
                    if (true) {
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
            int32_t const t34 = mw_imul(r15, (int32_t)0x00000011u);
            float l35 = l9;
            int32_t l36 = (int32_t)0x00000011u;
            int32_t r37 = 0;
            // __grid_cell
            {
                int32_t l39 = 0;
#line 113 "stdlib/spatial.rhai"
                float const t40 = l35 / mw_f32(0x40C00000u);
                float const t41 = mw_floor(t40);
                int32_t const t42 = mw_f2i(t41);
                l39 = t42;
#line 114 "stdlib/spatial.rhai"
                {
                    if (true) {
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

// rows of `steer` over `Vessel`
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
    // system `steer`
    ctr = 0;
    const uint32_t* ks1 = ctx->streams[3u];
    {
        uint64_t l3 = ent;
        uint8_t* rr4 = tv->cols[3] + (uint64_t)row * 24u;
        uint8_t* rw5 = rr4;
        uint8_t* rr6 = tv->cols[2] + (uint64_t)row * 4u;
        uint8_t* rw7 = rr6;
        uint8_t* rr8 = tv->cols[4] + (uint64_t)row * 8u;
        uint8_t* rw9 = rr8;
        float l10 = 0.0f, l11 = 0.0f;
        float l12 = 0.0f, l13 = 0.0f;
        float l14 = 0.0f, l15 = 0.0f;
        float l16 = 0.0f, l17 = 0.0f;
        int32_t l18 = 0;
        int32_t l19 = 0;
        int32_t l20 = 0;
        uint64_t l21 = 0ull;
        uint8_t *rr22 = 0, *rw23 = 0;
        float l24 = 0.0f, l25 = 0.0f;
        float l26 = 0.0f;
        float l27 = 0.0f, l28 = 0.0f;
        float l29 = 0.0f;
#line 81 "../envs/boids.rhai"
        l10 = mw_f32(0x00000000u);
        l11 = mw_f32(0x00000000u);
#line 82 "../envs/boids.rhai"
        l12 = mw_f32(0x00000000u);
        l13 = mw_f32(0x00000000u);
#line 83 "../envs/boids.rhai"
        l14 = mw_f32(0x00000000u);
        l15 = mw_f32(0x00000000u);
#line 84 "../envs/boids.rhai"
        l16 = mw_f32(0x00000000u);
        l17 = mw_f32(0x00000000u);
#line 85 "../envs/boids.rhai"
        l18 = (int32_t)0x00000000u;
#line 86 "../envs/boids.rhai"
        l19 = (int32_t)0x00000000u;
        for (;;) {
            {
                if (mw_stopped(ctx)) { mw_trap(ctx, 0u); return 1; }
                bool const t32 = l19 < (int32_t)0x00000006u;
                if (!t32) goto brk31;
                MW_ITER();
                {
#line 87 "../envs/boids.rhai"
                    int32_t const t33 = mw_ld<int32_t>(rr6);
                    int32_t l34 = t33;
                    int32_t l35 = l19;
                    int32_t r36 = 0;
                    // grid_span
                    {
                        int32_t l38 = 0;
                        bool l39 = false;
                        int32_t l40 = 0;
                        int32_t l41 = 0;
                        int32_t l42 = 0;
                        int32_t l43 = 0;
                        int32_t l44 = 0;
#line 136 "stdlib/spatial.rhai"
                        {
                            bool const t46 = l35 < (int32_t)0x00000000u;
                            bool t47 = t46;
                            if (!t47) {
                                bool const t48 = l35 >= (int32_t)0x00000006u;
                                t47 = t48;
                            }
                            if (t47) {
                                {
                                    r36 = (int32_t)0x00000000u;
                                    goto ret37;
                                }
                                goto fi45;
                            }
                            {
                            }
                        }
                        fi45:;
#line 137 "stdlib/spatial.rhai"
                        l38 = (int32_t)0x00000003u;
#line 138 "stdlib/spatial.rhai"
                        bool const t49 = l35 >= l38;
                        l39 = t49;
#line 139 "stdlib/spatial.rhai"
                        int32_t const t50 = mw_idiv(l34, (int32_t)0x00000011u);
                        l40 = t50;
#line 140 "stdlib/spatial.rhai"
                        int32_t const t51 = mw_imul(l40, (int32_t)0x00000011u);
                        int32_t const t52 = mw_isub(l34, t51);
                        l41 = t52;
#line 141 "stdlib/spatial.rhai"
                        int32_t t53 = 0;
                        if (l39) {
                            int32_t const t54 = mw_isub(l35, l38);
                            t53 = t54;
                        } else {
                            t53 = l35;
                        }
                        int32_t const t55 = mw_iadd(l40, t53);
                        int32_t const t56 = mw_isub(t55, (int32_t)0x00000001u);
                        l42 = t56;
#line 142 "stdlib/spatial.rhai"
                        int32_t const t57 = mw_isub(l41, (int32_t)0x00000001u);
                        l43 = t57;
#line 143 "stdlib/spatial.rhai"
                        int32_t const t58 = mw_iadd(l41, (int32_t)0x00000001u);
                        l44 = t58;
#line 144 "stdlib/spatial.rhai"
                        {
                            if (true) {
                                {
#line 145 "stdlib/spatial.rhai"
                                    {
                                        bool const t61 = l43 < (int32_t)0x00000000u;
                                        if (t61) {
                                            {
#line 146 "stdlib/spatial.rhai"
                                                {
                                                    if (l39) {
                                                        {
                                                            int32_t const t63 = mw_iadd(l43, (int32_t)0x00000011u);
                                                            l43 = t63;
                                                            l44 = (int32_t)0x00000010u;
                                                        }
                                                        goto fi62;
                                                    }
                                                    {
                                                        l43 = (int32_t)0x00000000u;
                                                    }
                                                }
                                                fi62:;
                                            }
                                            goto fi60;
                                        }
                                        bool const t64 = l44 >= (int32_t)0x00000011u;
                                        if (t64) {
                                            {
#line 148 "stdlib/spatial.rhai"
                                                {
                                                    if (l39) {
                                                        {
                                                            l43 = (int32_t)0x00000000u;
                                                            int32_t const t66 = mw_isub(l44, (int32_t)0x00000011u);
                                                            l44 = t66;
                                                        }
                                                        goto fi65;
                                                    }
                                                    {
                                                        l44 = (int32_t)0x00000010u;
                                                    }
                                                }
                                                fi65:;
                                            }
                                            goto fi60;
                                        }
                                        if (l39) {
                                            {
#line 150 "stdlib/spatial.rhai"
                                                r36 = (int32_t)0xFFFFFFE0u;
                                                goto ret37;
                                            }
                                            goto fi60;
                                        }
                                        {
                                        }
                                    }
                                    fi60:;
#line 152 "stdlib/spatial.rhai"
                                    {
                                        bool const t68 = l42 < (int32_t)0x00000000u;
                                        if (t68) {
                                            {
                                                int32_t const t69 = mw_iadd(l42, (int32_t)0x00000011u);
                                                l42 = t69;
                                            }
                                            goto fi67;
                                        }
                                        {
                                        }
                                    }
                                    fi67:;
#line 153 "stdlib/spatial.rhai"
                                    {
                                        bool const t71 = l42 >= (int32_t)0x00000011u;
                                        if (t71) {
                                            {
                                                int32_t const t72 = mw_isub(l42, (int32_t)0x00000011u);
                                                l42 = t72;
                                            }
                                            goto fi70;
                                        }
                                        {
                                        }
                                    }
                                    fi70:;
                                }
                                goto fi59;
                            }
                            {
#line 155 "stdlib/spatial.rhai"
                                {
                                    if (l39) {
                                        {
                                            r36 = (int32_t)0xFFFFFFE0u;
                                            goto ret37;
                                        }
                                        goto fi73;
                                    }
                                    {
                                    }
                                }
                                fi73:;
#line 156 "stdlib/spatial.rhai"
                                {
                                    bool const t75 = l42 < (int32_t)0x00000000u;
                                    bool t76 = t75;
                                    if (!t76) {
                                        bool const t77 = l42 >= (int32_t)0x00000011u;
                                        t76 = t77;
                                    }
                                    if (t76) {
                                        {
                                            r36 = (int32_t)0x00000000u;
                                            goto ret37;
                                        }
                                        goto fi74;
                                    }
                                    {
                                    }
                                }
                                fi74:;
#line 157 "stdlib/spatial.rhai"
                                int32_t const t78 = l43 > (int32_t)0x00000000u ? l43 : (int32_t)0x00000000u;
                                l43 = t78;
#line 158 "stdlib/spatial.rhai"
                                int32_t const t79 = l44 < (int32_t)0x00000010u ? l44 : (int32_t)0x00000010u;
                                l44 = t79;
                            }
                        }
                        fi59:;
#line 160 "stdlib/spatial.rhai"
                        int32_t const t80 = mw_imul(l42, (int32_t)0x00000011u);
                        int32_t const t81 = mw_iadd(t80, l43);
                        int32_t const t82 = mw_imul(t81, (int32_t)0x00000020u);
                        int32_t const t83 = mw_isub(l44, l43);
                        int32_t const t84 = mw_iadd(t83, (int32_t)0x00000001u);
                        int32_t const t85 = mw_iadd(t82, t84);
                        r36 = t85;
                        goto ret37;
                    }
                    ret37:;
                    l20 = r36;
#line 88 "../envs/boids.rhai"
                    {
                        bool const t87 = l20 < (int32_t)0x00000000u;
                        if (t87) {
                            {
                                goto brk31;
                            }
                            goto fi86;
                        }
                        {
                        }
                    }
                    fi86:;
#line 89 "../envs/boids.rhai"
                    {
                        bool const t89 = l20 == (int32_t)0x00000000u;
                        if (t89) {
                            {
                                goto cont30;
                            }
                            goto fi88;
                        }
                        {
                        }
                    }
                    fi88:;
                    int32_t l90 = l20;
                    int32_t r91 = 0;
                    // span_lo
                    {
#line 164 "stdlib/spatial.rhai"
                        int32_t const t93 = mw_ishr(l90, (int32_t)0x00000005u);
                        r91 = t93;
                        goto ret92;
                    }
                    ret92:;
                    int32_t l94 = l20;
                    int32_t r95 = 0;
                    // span_hi
                    {
#line 165 "stdlib/spatial.rhai"
                        int32_t const t97 = mw_ishr(l94, (int32_t)0x00000005u);
                        int32_t const t98 = l94 & (int32_t)0x0000001Fu;
                        int32_t const t99 = mw_iadd(t97, t98);
                        int32_t const t100 = mw_isub(t99, (int32_t)0x00000001u);
                        r95 = t100;
                        goto ret96;
                    }
                    ret96:;
                    {
                        const MwTable* tv101 = ctx->tables + 1;
                        uint32_t s101 = tv101->ranges[w][0], c101 = tv101->ranges[w][1];
                        int64_t lo101 = INT64_MIN, hi101 = INT64_MAX;
                        lo101 = (int64_t)r91;
                        hi101 = (int64_t)r95 + 1;
                        if (!mw_key_rows(tv101, 8589934592ull, w, lo101, hi101, &s101, &c101)) { mw_key_missing(ctx, 1u, 2u, 0u, w, lo101, hi101); return 1; }
                        const uint32_t n101 = c101;
                        if (mw_stopped(ctx)) { mw_trap(ctx, 1u); return 1; }
                        for (uint32_t k101 = 0; k101 < n101; k101++) {
                            {
                                MW_ITER();
                                const uint32_t i101 = s101 + k101;
                                if (tv101->world_ids[i101] != (int32_t)w) goto cont102;
                                l21 = mw_ld_ent((const uint8_t*)(tv101->entities + i101));
                                rr22 = tv101->cols[3] + (uint64_t)i101 * 24u; rw23 = rr22;
                                {
#line 91 "../envs/boids.rhai"
                                    {
                                        bool const t105 = l21 == l3;
                                        if (t105) {
                                            {
                                                goto cont102;
                                            }
                                            goto fi104;
                                        }
                                        {
                                        }
                                    }
                                    fi104:;
#line 92 "../envs/boids.rhai"
                                    float const t106 = mw_ld<float>(rr4);
                                    float const t107 = mw_ld<float>(rr4 + 4);
                                    float l108 = t106;
                                    float l109 = t107;
                                    float const t110 = mw_ld<float>(rr22);
                                    float const t111 = mw_ld<float>(rr22 + 4);
                                    float l112 = t110;
                                    float l113 = t111;
                                    float r114 = 0.0f;
                                    float r115 = 0.0f;
                                    // grid_delta
                                    {
                                        float l117 = 0.0f, l118 = 0.0f;
#line 168 "stdlib/spatial.rhai"
                                        float const t119 = l112 - l108;
                                        float const t120 = l113 - l109;
                                        l117 = t119;
                                        l118 = t120;
#line 169 "stdlib/spatial.rhai"
                                        {
                                            if (true) {
                                                {
#line 170 "stdlib/spatial.rhai"
                                                    {
                                                        bool const t123 = l117 > mw_f32(0x424C0000u);
                                                        if (t123) {
                                                            {
                                                                float const t124 = l117 - mw_f32(0x42CC0000u);
                                                                l117 = t124;
                                                            }
                                                            goto fi122;
                                                        }
                                                        {
                                                        }
                                                    }
                                                    fi122:;
#line 171 "stdlib/spatial.rhai"
                                                    {
                                                        bool const t126 = l117 < mw_f32(0xC24C0000u);
                                                        if (t126) {
                                                            {
                                                                float const t127 = l117 + mw_f32(0x42CC0000u);
                                                                l117 = t127;
                                                            }
                                                            goto fi125;
                                                        }
                                                        {
                                                        }
                                                    }
                                                    fi125:;
#line 172 "stdlib/spatial.rhai"
                                                    {
                                                        bool const t129 = l118 > mw_f32(0x424C0000u);
                                                        if (t129) {
                                                            {
                                                                float const t130 = l118 - mw_f32(0x42CC0000u);
                                                                l118 = t130;
                                                            }
                                                            goto fi128;
                                                        }
                                                        {
                                                        }
                                                    }
                                                    fi128:;
#line 173 "stdlib/spatial.rhai"
                                                    {
                                                        bool const t132 = l118 < mw_f32(0xC24C0000u);
                                                        if (t132) {
                                                            {
                                                                float const t133 = l118 + mw_f32(0x42CC0000u);
                                                                l118 = t133;
                                                            }
                                                            goto fi131;
                                                        }
                                                        {
                                                        }
                                                    }
                                                    fi131:;
                                                }
                                                goto fi121;
                                            }
                                            {
                                            }
                                        }
                                        fi121:;
#line 175 "stdlib/spatial.rhai"
                                        r114 = l117;
                                        r115 = l118;
                                        goto ret116;
                                    }
                                    ret116:;
                                    l24 = r114;
                                    l25 = r115;
#line 93 "../envs/boids.rhai"
                                    float l134 = l24;
                                    float l135 = l25;
                                    float r136 = 0.0f;
                                    // length
                                    {
#line 323 "<prelude>"
                                        float l138 = l134;
                                        float l139 = l135;
                                        float l140 = l134;
                                        float l141 = l135;
                                        float r142 = 0.0f;
                                        // dot
                                        {
#line 312 "<prelude>"
                                            float const t144 = l138 * l140;
                                            float const t145 = l139 * l141;
                                            float const t146 = t144 + t145;
                                            r142 = t146;
                                            goto ret143;
                                        }
                                        ret143:;
                                        float const t147 = mw_sqrt(r142);
                                        r136 = t147;
                                        goto ret137;
                                    }
                                    ret137:;
                                    l26 = r136;
#line 94 "../envs/boids.rhai"
                                    {
                                        bool const t149 = l26 > mw_f32(0x40C00000u);
                                        if (t149) {
                                            {
                                                goto cont102;
                                            }
                                            goto fi148;
                                        }
                                        {
                                        }
                                    }
                                    fi148:;
#line 95 "../envs/boids.rhai"
                                    {
                                        bool const t151 = l26 < mw_f32(0x40000000u);
                                        bool t152 = t151;
                                        if (t152) {
                                            bool const t153 = l26 > mw_f32(0x00000000u);
                                            t152 = t153;
                                        }
                                        if (t152) {
                                            {
                                                float const t154 = l26 * l26;
                                                float const t155 = l24 / t154;
                                                float const t156 = l25 / t154;
                                                float const t157 = l10 - t155;
                                                float const t158 = l11 - t156;
                                                l10 = t157;
                                                l11 = t158;
                                            }
                                            goto fi150;
                                        }
                                        {
                                        }
                                    }
                                    fi150:;
#line 96 "../envs/boids.rhai"
                                    {
                                        int32_t const t160 = mw_ld<int32_t>(rr22 + 16);
                                        int32_t const t161 = mw_ld<int32_t>(rr4 + 16);
                                        bool const t162 = t160 == t161;
                                        if (t162) {
                                            {
#line 97 "../envs/boids.rhai"
                                                float const t163 = mw_ld<float>(rr22 + 8);
                                                float const t164 = mw_ld<float>(rr22 + 12);
                                                float const t165 = l12 + t163;
                                                float const t166 = l13 + t164;
                                                l12 = t165;
                                                l13 = t166;
#line 98 "../envs/boids.rhai"
                                                float const t167 = l14 + l24;
                                                float const t168 = l15 + l25;
                                                l14 = t167;
                                                l15 = t168;
#line 99 "../envs/boids.rhai"
                                                int32_t const t169 = mw_iadd(l18, (int32_t)0x00000001u);
                                                l18 = t169;
                                            }
                                            goto fi159;
                                        }
                                        bool const t170 = l26 > mw_f32(0x00000000u);
                                        if (t170) {
                                            {
#line 101 "../envs/boids.rhai"
                                                float const t171 = l24 / l26;
                                                float const t172 = l25 / l26;
                                                float const t173 = l16 - t171;
                                                float const t174 = l17 - t172;
                                                l16 = t173;
                                                l17 = t174;
                                            }
                                            goto fi159;
                                        }
                                        {
                                        }
                                    }
                                    fi159:;
                                }
                            }
                            cont102:;
                        }
                    }
                    brk103:;
                }
            }
            cont30:;
            {
#line 86 "../envs/boids.rhai"
                int32_t const t175 = mw_iadd(l19, (int32_t)0x00000001u);
                l19 = t175;
            }
        }
        brk31:;
#line 105 "../envs/boids.rhai"
        float const t176 = l10 * mw_f32(0x3F000000u);
        float const t177 = l11 * mw_f32(0x3F000000u);
        float const t178 = l16 * mw_f32(0x3D4CCCCDu);
        float const t179 = l17 * mw_f32(0x3D4CCCCDu);
        float const t180 = t176 + t178;
        float const t181 = t177 + t179;
        l27 = t180;
        l28 = t181;
#line 106 "../envs/boids.rhai"
        {
            bool const t183 = l18 > (int32_t)0x00000000u;
            if (t183) {
                {
#line 107 "../envs/boids.rhai"
                    float const t184 = (float)l18;
                    l29 = t184;
#line 108 "../envs/boids.rhai"
                    float const t185 = l12 / l29;
                    float const t186 = l13 / l29;
                    float const t187 = mw_ld<float>(rr4 + 8);
                    float const t188 = mw_ld<float>(rr4 + 12);
                    float const t189 = t185 - t187;
                    float const t190 = t186 - t188;
                    float const t191 = t189 * mw_f32(0x3D4CCCCDu);
                    float const t192 = t190 * mw_f32(0x3D4CCCCDu);
                    float const t193 = l14 / l29;
                    float const t194 = l15 / l29;
                    float const t195 = t193 * mw_f32(0x3C23D70Au);
                    float const t196 = t194 * mw_f32(0x3C23D70Au);
                    float const t197 = t191 + t195;
                    float const t198 = t192 + t196;
                    float const t199 = l27 + t197;
                    float const t200 = l28 + t198;
                    l27 = t199;
                    l28 = t200;
                }
                goto fi182;
            }
            {
            }
        }
        fi182:;
#line 110 "../envs/boids.rhai"
        float l201 = l27;
        float l202 = l28;
        float l203 = mw_f32(0x3DA3D70Au);
        float r204 = 0.0f;
        float r205 = 0.0f;
        // limit
        {
            float l207 = 0.0f;
#line 73 "../envs/boids.rhai"
            float l208 = l201;
            float l209 = l202;
            float r210 = 0.0f;
            // length
            {
#line 323 "<prelude>"
                float l212 = l208;
                float l213 = l209;
                float l214 = l208;
                float l215 = l209;
                float r216 = 0.0f;
                // dot
                {
#line 312 "<prelude>"
                    float const t218 = l212 * l214;
                    float const t219 = l213 * l215;
                    float const t220 = t218 + t219;
                    r216 = t220;
                    goto ret217;
                }
                ret217:;
                float const t221 = mw_sqrt(r216);
                r210 = t221;
                goto ret211;
            }
            ret211:;
            l207 = r210;
#line 74 "../envs/boids.rhai"
            bool const t222 = l207 > l203;
            float t223 = 0.0f;
            float t224 = 0.0f;
            if (t222) {
                float const t225 = l203 / l207;
                float const t226 = l201 * t225;
                float const t227 = l202 * t225;
                t223 = t226;
                t224 = t227;
            } else {
                t223 = l201;
                t224 = l202;
            }
            r204 = t223;
            r205 = t224;
            goto ret206;
        }
        ret206:;
        mw_st<float>(rw9 + 0, mw_canon(r204));
        mw_st<float>(rw9 + 4, mw_canon(r205));
    }
    end2:;
#line 2964 "kernels.cu"
    return 0;
}
#ifdef MW_HOST
MW_ENTRY void k2(const MwCtx* ctx, uint32_t start, uint32_t end) {
    for (uint32_t i = start; i < end; i++) {
        if (mw_k2(ctx, i)) return;
    }
}
#endif
#line 2974 "kernels.cu"

// rows of `fly` over `Vessel`
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
    // system `fly`
    ctr = 0;
    const uint32_t* ks1 = ctx->streams[4u];
    {
        uint8_t* rr3 = tv->cols[3] + (uint64_t)row * 24u;
        uint8_t* rw4 = rr3;
        uint8_t* rr5 = tv->cols[4] + (uint64_t)row * 8u;
        uint8_t* rw6 = rr5;
        float l7 = 0.0f, l8 = 0.0f;
#line 114 "../envs/boids.rhai"
        float const t9 = mw_ld<float>(rr3 + 8);
        float const t10 = mw_ld<float>(rr3 + 12);
        float const t11 = mw_ld<float>(rr5);
        float const t12 = mw_ld<float>(rr5 + 4);
        float const t13 = t11 * mw_f32(0x3F800000u);
        float const t14 = t12 * mw_f32(0x3F800000u);
        float const t15 = t9 + t13;
        float const t16 = t10 + t14;
        float l17 = t15;
        float l18 = t16;
        float l19 = mw_f32(0x3F800000u);
        float r20 = 0.0f;
        float r21 = 0.0f;
        // limit
        {
            float l23 = 0.0f;
#line 73 "../envs/boids.rhai"
            float l24 = l17;
            float l25 = l18;
            float r26 = 0.0f;
            // length
            {
#line 323 "<prelude>"
                float l28 = l24;
                float l29 = l25;
                float l30 = l24;
                float l31 = l25;
                float r32 = 0.0f;
                // dot
                {
#line 312 "<prelude>"
                    float const t34 = l28 * l30;
                    float const t35 = l29 * l31;
                    float const t36 = t34 + t35;
                    r32 = t36;
                    goto ret33;
                }
                ret33:;
                float const t37 = mw_sqrt(r32);
                r26 = t37;
                goto ret27;
            }
            ret27:;
            l23 = r26;
#line 74 "../envs/boids.rhai"
            bool const t38 = l23 > l19;
            float t39 = 0.0f;
            float t40 = 0.0f;
            if (t38) {
                float const t41 = l19 / l23;
                float const t42 = l17 * t41;
                float const t43 = l18 * t41;
                t39 = t42;
                t40 = t43;
            } else {
                t39 = l17;
                t40 = l18;
            }
            r20 = t39;
            r21 = t40;
            goto ret22;
        }
        ret22:;
        mw_st<float>(rw4 + 8, mw_canon(r20));
        mw_st<float>(rw4 + 12, mw_canon(r21));
#line 115 "../envs/boids.rhai"
        float const t44 = mw_ld<float>(rr3);
        float const t45 = mw_ld<float>(rr3 + 4);
        float const t46 = mw_ld<float>(rr3 + 8);
        float const t47 = mw_ld<float>(rr3 + 12);
        float const t48 = t46 * mw_f32(0x3F800000u);
        float const t49 = t47 * mw_f32(0x3F800000u);
        float const t50 = t44 + t48;
        float const t51 = t45 + t49;
        l7 = t50;
        l8 = t51;
#line 116 "../envs/boids.rhai"
        float l52 = l7;
        float l53 = l8;
        float r54 = 0.0f;
        float r55 = 0.0f;
        // grid_wrap
        {
            float l57 = 0.0f, l58 = 0.0f;
#line 179 "stdlib/spatial.rhai"
            {
                bool const t60 = !true;
                if (t60) {
                    {
                        r54 = l52;
                        r55 = l53;
                        goto ret56;
                    }
                    goto fi59;
                }
                {
                }
            }
            fi59:;
#line 180 "stdlib/spatial.rhai"
            float const t61 = l52 / mw_f32(0x42CC0000u);
            float const t62 = mw_floor(t61);
            float const t63 = mw_f32(0x42CC0000u) * t62;
            float const t64 = l52 - t63;
            float const t65 = l53 / mw_f32(0x42CC0000u);
            float const t66 = mw_floor(t65);
            float const t67 = mw_f32(0x42CC0000u) * t66;
            float const t68 = l53 - t67;
            l57 = t64;
            l58 = t68;
#line 182 "stdlib/spatial.rhai"
            {
                bool const t70 = l57 >= mw_f32(0x42CC0000u);
                if (t70) {
                    {
                        l57 = mw_f32(0x00000000u);
                    }
                    goto fi69;
                }
                {
                }
            }
            fi69:;
#line 183 "stdlib/spatial.rhai"
            {
                bool const t72 = l58 >= mw_f32(0x42CC0000u);
                if (t72) {
                    {
                        l58 = mw_f32(0x00000000u);
                    }
                    goto fi71;
                }
                {
                }
            }
            fi71:;
#line 184 "stdlib/spatial.rhai"
            r54 = l57;
            r55 = l58;
            goto ret56;
        }
        ret56:;
        mw_st<float>(rw4 + 0, mw_canon(r54));
        mw_st<float>(rw4 + 4, mw_canon(r55));
    }
    end2:;
#line 3145 "kernels.cu"
    return 0;
}
#ifdef MW_HOST
MW_ENTRY void k3(const MwCtx* ctx, uint32_t start, uint32_t end) {
    for (uint32_t i = start; i < end; i++) {
        if (mw_k3(ctx, i)) return;
    }
}
#endif
#line 3155 "kernels.cu"

// rows of `age` over `Vessel`
MW_DEV int mw_k4(const MwCtx* ctx, uint32_t i) {
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
    const uint32_t own1 = mw_log_len(ctx, 1u, w);
    uint32_t ctr = 0;
    // system `age`
    ctr = 0;
    const uint32_t* ks1 = ctx->streams[5u];
    {
        uint64_t l3 = ent;
        uint8_t* rr4 = tv->cols[3] + (uint64_t)row * 24u;
        uint8_t* rw5 = rr4;
        uint64_t l6 = 0ull;
        int32_t l7 = 0;
#line 121 "../envs/boids.rhai"
        int32_t const t8 = mw_ld<int32_t>(rr4 + 20);
        int32_t const t9 = mw_isub(t8, (int32_t)0x00000001u);
        mw_st<int32_t>(rw5 + 20, t9);
#line 122 "../envs/boids.rhai"
        {
            int32_t const t11 = mw_ld<int32_t>(rr4 + 20);
            bool const t12 = t11 <= (int32_t)0x00000000u;
            if (t12) {
                {
#line 123 "../envs/boids.rhai"
                    uint64_t const t13 = mw_new_spawn(ctx, 0u, w, 0u, row, 1u, 0u, 0u);
                    l6 = t13;
#line 124 "../envs/boids.rhai"
                    uint8_t* const t14 = mw_new_lookup(ctx, w, l6, 1u);
                    uint8_t* const t15 = t14 ? t14 : (uint8_t*)ctx->zero;
                    uint8_t* const t16 = t14 ? t14 : ctx->scratch;
                    float const t17 = mw_ld<float>(rr4);
                    float const t18 = mw_ld<float>(rr4 + 4);
                    mw_st<float>(t16 + 0, mw_canon(t17));
                    mw_st<float>(t16 + 4, mw_canon(t18));
#line 125 "../envs/boids.rhai"
                    int32_t const t19 = mw_ld<int32_t>(rr4 + 16);
                    l7 = t19;
#line 126 "../envs/boids.rhai"
                    mw_new_destroy(ctx, w, l3, row, 1u);
#line 127 "../envs/boids.rhai"
                    int32_t l20 = l7;
                    uint64_t r21 = 0ull;
                    // launch
                    {
                        uint64_t l23 = 0ull;
                        uint8_t *rr24 = 0, *rw25 = 0;
#line 57 "../envs/boids.rhai"
                        uint64_t const t26 = mw_new_spawn(ctx, 1u, w, 1u, row, 1u, 1u, 0u);
                        l23 = t26;
                        uint8_t* const t27 = mw_new_lookup(ctx, w, l23, 3u);
                        uint8_t* const t28 = t27 ? t27 : (uint8_t*)ctx->zero;
                        uint8_t* const t29 = t27 ? t27 : ctx->scratch;
                        rr24 = t28; rw25 = t29;
#line 59 "../envs/boids.rhai"
                        float l30 = mw_f32(0x00000000u);
                        float l31 = mw_f32(0x42CC0000u);
                        float r32 = 0.0f;
                        // rand_uniform
                        {
#line 406 "<prelude>"
                            float const t34 = l31 - l30;
                            float r35 = 0.0f;
                            // rand_float
                            {
#line 401 "<prelude>"
                                uint32_t const t37 = mw_pcg4d((w + ctx->world_offset) ^ ks1[0], eid ^ ks1[1], ctx->step ^ ks1[2], ctr ^ ks1[3]);
                                ctr++;
                                uint32_t const t38 = mw_ushr(t37, 0x00000008u);
                                float const t39 = (float)t38;
                                float const t40 = t39 * mw_f32(0x33800000u);
                                r35 = t40;
                                goto ret36;
                            }
                            ret36:;
                            float const t41 = t34 * r35;
                            float const t42 = l30 + t41;
                            r32 = t42;
                            goto ret33;
                        }
                        ret33:;
                        float l43 = mw_f32(0x00000000u);
                        float l44 = mw_f32(0x42CC0000u);
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
                        mw_st<float>(rw25 + 0, mw_canon(r32));
                        mw_st<float>(rw25 + 4, mw_canon(r45));
#line 60 "../envs/boids.rhai"
                        float l56 = mw_f32(0xBF000000u);
                        float l57 = mw_f32(0x3F000000u);
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
                        float l69 = mw_f32(0xBF000000u);
                        float l70 = mw_f32(0x3F000000u);
                        float r71 = 0.0f;
                        // rand_uniform
                        {
#line 406 "<prelude>"
                            float const t73 = l70 - l69;
                            float r74 = 0.0f;
                            // rand_float
                            {
#line 401 "<prelude>"
                                uint32_t const t76 = mw_pcg4d((w + ctx->world_offset) ^ ks1[0], eid ^ ks1[1], ctx->step ^ ks1[2], ctr ^ ks1[3]);
                                ctr++;
                                uint32_t const t77 = mw_ushr(t76, 0x00000008u);
                                float const t78 = (float)t77;
                                float const t79 = t78 * mw_f32(0x33800000u);
                                r74 = t79;
                                goto ret75;
                            }
                            ret75:;
                            float const t80 = t73 * r74;
                            float const t81 = l69 + t80;
                            r71 = t81;
                            goto ret72;
                        }
                        ret72:;
                        mw_st<float>(rw25 + 8, mw_canon(r58));
                        mw_st<float>(rw25 + 12, mw_canon(r71));
#line 61 "../envs/boids.rhai"
                        mw_st<int32_t>(rw25 + 16, l20);
#line 62 "../envs/boids.rhai"
                        int32_t l82 = (int32_t)0x00000032u;
                        int32_t l83 = (int32_t)0x00000190u;
                        int32_t r84 = 0;
                        // rand_int
                        {
#line 411 "<prelude>"
                            {
                                bool const t87 = l83 <= l82;
                                if (t87) {
                                    {
                                        r84 = l82;
                                        goto ret85;
                                    }
                                    goto fi86;
                                }
                                {
                                }
                            }
                            fi86:;
#line 412 "<prelude>"
                            uint32_t const t88 = mw_pcg4d((w + ctx->world_offset) ^ ks1[0], eid ^ ks1[1], ctx->step ^ ks1[2], ctr ^ ks1[3]);
                            ctr++;
                            int32_t const t89 = mw_isub(l83, l82);
                            uint32_t const t90 = (uint32_t)t89;
                            uint32_t const t91 = mw_mulhi(t88, t90);
                            int32_t const t92 = (int32_t)t91;
                            int32_t const t93 = mw_iadd(l82, t92);
                            r84 = t93;
                            goto ret85;
                        }
                        ret85:;
                        mw_st<int32_t>(rw25 + 20, r84);
#line 63 "../envs/boids.rhai"
                        r21 = l23;
                        goto ret22;
                    }
                    ret22:;
                }
                goto fi10;
            }
            {
            }
        }
        fi10:;
    }
    end2:;
#line 3379 "kernels.cu"
    return 0;
}
#ifdef MW_HOST
MW_ENTRY void k4(const MwCtx* ctx, uint32_t start, uint32_t end) {
    for (uint32_t i = start; i < end; i++) {
        if (mw_stopped(ctx)) { mw_trap(ctx, 2u); return; }
        if (mw_k4(ctx, i)) return;
    }
}
#endif
#line 3390 "kernels.cu"

// rows of `fade` over `Explosion`
MW_DEV int mw_k5(const MwCtx* ctx, uint32_t i) {
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
    // system `fade`
    ctr = 0;
    const uint32_t* ks1 = ctx->streams[6u];
    {
        uint64_t l3 = ent;
        uint8_t* rr4 = tv->cols[1] + (uint64_t)row * 12u;
        uint8_t* rw5 = rr4;
#line 132 "../envs/boids.rhai"
        int32_t const t6 = mw_ld<int32_t>(rr4 + 8);
        int32_t const t7 = mw_iadd(t6, (int32_t)0x00000001u);
        mw_st<int32_t>(rw5 + 8, t7);
#line 133 "../envs/boids.rhai"
        {
            int32_t const t9 = mw_ld<int32_t>(rr4 + 8);
            bool const t10 = t9 >= (int32_t)0x00000005u;
            if (t10) {
                {
                    mw_new_destroy(ctx, w, l3, row, 0u);
                }
                goto fi8;
            }
            {
            }
        }
        fi8:;
    }
    end2:;
#line 3432 "kernels.cu"
    return 0;
}
#ifdef MW_HOST
MW_ENTRY void k5(const MwCtx* ctx, uint32_t start, uint32_t end) {
    for (uint32_t i = start; i < end; i++) {
        if (mw_stopped(ctx)) { mw_trap(ctx, 3u); return; }
        if (mw_k5(ctx, i)) return;
    }
}
#endif
#line 3443 "kernels.cu"

// worlds of `count`
MW_DEV int mw_k6(const MwCtx* ctx, uint32_t i) {
    const uint32_t w = i;
    const uint32_t eid = 4294967295u;
    const uint64_t ent = 0;
    (void)ent; (void)eid;
    const uint64_t sscale = mw_sscale(ctx);
    (void)sscale;
    uint32_t ctr = 0;
    // system `count`
    ctr = 0;
    const uint32_t* ks1 = ctx->streams[7u];
    {
        uint8_t* rr3 = mw_single(ctx, 0u, w, 8u);
        uint8_t* rw4 = rr3;
        int32_t l5 = 0;
        int32_t l6 = 0;
        uint8_t *rr7 = 0, *rw8 = 0;
#line 137 "../envs/boids.rhai"
        l5 = (int32_t)0x00000000u;
#line 138 "../envs/boids.rhai"
        l6 = (int32_t)0x00000000u;
#ifndef MW_HOST
        { const uint32_t* fw9 = mw_fold_work(ctx, 1u, 2u, w);
        l5 = mw_iadd(l5, (int32_t)fw9[0u]);
        l6 = mw_iadd(l6, (int32_t)fw9[1u]);
        }
#else
        {
            const MwTable* tv10 = ctx->tables + 1;
            uint32_t s10 = tv10->ranges[w][0], c10 = tv10->ranges[w][1];
            const uint32_t n10 = c10;
            if (mw_stopped(ctx)) { mw_trap(ctx, 4u); return 1; }
            for (uint32_t k10 = 0; k10 < n10; k10++) {
                {
                    MW_ITER();
                    const uint32_t i10 = s10 + k10;
                    if (tv10->world_ids[i10] != (int32_t)w) goto cont11;
                    rr7 = tv10->cols[3] + (uint64_t)i10 * 24u; rw8 = rr7;
                    {
#line 140 "../envs/boids.rhai"
                        {
                            int32_t const t14 = mw_ld<int32_t>(rr7 + 16);
                            bool const t15 = t14 == (int32_t)0x00000000u;
                            if (t15) {
                                {
                                    int32_t const t16 = mw_iadd(l5, (int32_t)0x00000001u);
                                    l5 = t16;
                                }
                                goto fi13;
                            }
                            {
                                int32_t const t17 = mw_iadd(l6, (int32_t)0x00000001u);
                                l6 = t17;
                            }
                        }
                        fi13:;
                    }
                }
                cont11:;
            }
        }
        brk12:;
#endif
#line 142 "../envs/boids.rhai"
        mw_st<int32_t>(rw4, l5);
#line 143 "../envs/boids.rhai"
        mw_st<int32_t>(rw4 + (uint64_t)(4) * sscale, l6);
    }
    end2:;
#line 3515 "kernels.cu"
    return 0;
}
#ifdef MW_HOST
MW_ENTRY void k6(const MwCtx* ctx, uint32_t start, uint32_t end) {
    for (uint32_t i = start; i < end; i++) {
        if (mw_k6(ctx, i)) return;
    }
}
#endif
#line 3525 "kernels.cu"
#ifndef MW_HOST
// the fold of `count` over `Vessel`: chunks of MW_FOLD_CHUNK rows, a warp each
MW_DEV_CALL int mw_k6_part(const MwCtx* ctx, uint32_t i) {
    const uint32_t nc = mw_fold_nc(mw_dev(ctx)->tables + 1u);
    const uint32_t w = i / 32u / nc, chunk = i / 32u % nc, lane = i % 32u;
    const uint32_t eid = 4294967295u;
    const uint64_t ent = 0;
    (void)ent; (void)eid;
    const uint64_t sscale = mw_sscale(ctx);
    (void)sscale;
    uint32_t ctr = 0;
    // system `count`
    ctr = 0;
    const uint32_t* ks1 = ctx->streams[7u];
    {
        uint8_t* rr3 = mw_single(ctx, 0u, w, 8u);
        uint8_t* rw4 = rr3;
        int32_t l5 = 0;
        int32_t l6 = 0;
        uint8_t *rr7 = 0, *rw8 = 0;
#line 137 "../envs/boids.rhai"
        l5 = (int32_t)0x00000000u;
#line 138 "../envs/boids.rhai"
        l6 = (int32_t)0x00000000u;
        {
            const MwTable* tv9 = ctx->tables + 1;
            uint32_t s9 = tv9->ranges[w][0], c9 = tv9->ranges[w][1];
            int32_t f10 = 0;
            int32_t f11 = 0;
            const uint32_t e9 = c9 < (chunk + 1u) * MW_FOLD_CHUNK ? c9 : (chunk + 1u) * MW_FOLD_CHUNK;
            for (uint32_t k9 = chunk * MW_FOLD_CHUNK + lane; k9 < e9; k9 += 32u) {
                MW_ITER();
                const uint32_t i9 = s9 + k9;
                if (tv9->world_ids[i9] != (int32_t)w) continue;
                rr7 = tv9->cols[3] + (uint64_t)i9 * 24u; rw8 = rr7;
                {
#line 140 "../envs/boids.rhai"
                    {
                        int32_t const t13 = mw_ld<int32_t>(rr7 + 16);
                        bool const t14 = t13 == (int32_t)0x00000000u;
                        if (t14) {
                            {
                                int32_t const t15 = mw_iadd(f10, (int32_t)0x00000001u);
                                f10 = t15;
                            }
                            goto fi12;
                        }
                        {
                            int32_t const t16 = mw_iadd(f11, (int32_t)0x00000001u);
                            f11 = t16;
                        }
                    }
                    fi12:;
                }
            }
            for (int m = 16; m > 0; m >>= 1) { const int32_t o = __shfl_xor_sync(0xffffffffu, f10, m); f10 = mw_iadd(f10, o); }
            for (int m = 16; m > 0; m >>= 1) { const int32_t o = __shfl_xor_sync(0xffffffffu, f11, m); f11 = mw_iadd(f11, o); }
            if (lane == 0u) {
                uint32_t* fw17 = mw_fold_work(ctx, 1u, 2u, w) + 2u * (1u + chunk);
                fw17[0u] = (uint32_t)f10;
                fw17[1u] = (uint32_t)f11;
            }
        }
    }
    end2:;
#line 3591 "kernels.cu"
    return 0;
}
// ... and the chunks' partials combined, a warp per world
MW_DEV_CALL void mw_k6_total(const MwCtx* ctx, uint32_t i) {
    const uint32_t nc = mw_fold_nc(mw_dev(ctx)->tables + 1u), w = i / 32u, lane = i % 32u;
    uint32_t* fw = mw_fold_work(ctx, 1u, 2u, w);
    {
        int32_t v = 0;
        for (uint32_t k = lane; k < nc; k += 32u) { MW_ITER(); const int32_t o = (int32_t)fw[2u * (1u + k) + 0u]; v = mw_iadd(v, o); }
        for (int m = 16; m > 0; m >>= 1) { const int32_t o = __shfl_xor_sync(0xffffffffu, v, m); v = mw_iadd(v, o); }
        if (lane == 0u) fw[0u] = (uint32_t)v;
    }
    {
        int32_t v = 0;
        for (uint32_t k = lane; k < nc; k += 32u) { MW_ITER(); const int32_t o = (int32_t)fw[2u * (1u + k) + 1u]; v = mw_iadd(v, o); }
        for (int m = 16; m > 0; m >>= 1) { const int32_t o = __shfl_xor_sync(0xffffffffu, v, m); v = mw_iadd(v, o); }
        if (lane == 0u) fw[1u] = (uint32_t)v;
    }
}
#endif
#line 3612 "kernels.cu"

// worlds of `init_world`
MW_DEV int mw_k7(const MwCtx* ctx, uint32_t i) {
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
        int32_t l3 = 0;
#line 67 "../envs/boids.rhai"
        l3 = (int32_t)0x00000000u;
        for (;;) {
            {
                if (mw_stopped(ctx)) { mw_trap(ctx, 6u); return 1; }
                bool const t6 = l3 < (int32_t)0x00000040u;
                if (!t6) goto brk5;
                MW_ITER();
                {
#line 68 "../envs/boids.rhai"
                    int32_t const t7 = mw_irem(l3, (int32_t)0x00000002u);
                    int32_t l8 = t7;
                    uint64_t r9 = 0ull;
                    // launch
                    {
                        uint64_t l11 = 0ull;
                        uint8_t *rr12 = 0, *rw13 = 0;
                        uint32_t sp14 = MW_NO_ROW;
#line 57 "../envs/boids.rhai"
                        uint32_t srow15;
                        uint64_t const t16 = mw_spawn_row(ctx, 1u, w, 0u, &srow15);
                        l11 = t16;
                        sp14 = srow15;
                        uint8_t* const t17 = sp14 != MW_NO_ROW ? ctx->tables[1].cols[3] + (uint64_t)sp14 * 24u : (uint8_t*)0;
                        uint8_t* const t18 = t17 ? t17 : (uint8_t*)ctx->zero;
                        uint8_t* const t19 = t17 ? t17 : ctx->scratch;
                        rr12 = t18; rw13 = t19;
#line 59 "../envs/boids.rhai"
                        float l20 = mw_f32(0x00000000u);
                        float l21 = mw_f32(0x42CC0000u);
                        float r22 = 0.0f;
                        // rand_uniform
                        {
#line 406 "<prelude>"
                            float const t24 = l21 - l20;
                            float r25 = 0.0f;
                            // rand_float
                            {
#line 401 "<prelude>"
                                uint32_t const t27 = mw_pcg4d((w + ctx->world_offset) ^ ks1[0], eid ^ ks1[1], ctx->step ^ ks1[2], ctr ^ ks1[3]);
                                ctr++;
                                uint32_t const t28 = mw_ushr(t27, 0x00000008u);
                                float const t29 = (float)t28;
                                float const t30 = t29 * mw_f32(0x33800000u);
                                r25 = t30;
                                goto ret26;
                            }
                            ret26:;
                            float const t31 = t24 * r25;
                            float const t32 = l20 + t31;
                            r22 = t32;
                            goto ret23;
                        }
                        ret23:;
                        float l33 = mw_f32(0x00000000u);
                        float l34 = mw_f32(0x42CC0000u);
                        float r35 = 0.0f;
                        // rand_uniform
                        {
#line 406 "<prelude>"
                            float const t37 = l34 - l33;
                            float r38 = 0.0f;
                            // rand_float
                            {
#line 401 "<prelude>"
                                uint32_t const t40 = mw_pcg4d((w + ctx->world_offset) ^ ks1[0], eid ^ ks1[1], ctx->step ^ ks1[2], ctr ^ ks1[3]);
                                ctr++;
                                uint32_t const t41 = mw_ushr(t40, 0x00000008u);
                                float const t42 = (float)t41;
                                float const t43 = t42 * mw_f32(0x33800000u);
                                r38 = t43;
                                goto ret39;
                            }
                            ret39:;
                            float const t44 = t37 * r38;
                            float const t45 = l33 + t44;
                            r35 = t45;
                            goto ret36;
                        }
                        ret36:;
                        mw_st<float>(rw13 + 0, mw_canon(r22));
                        mw_st<float>(rw13 + 4, mw_canon(r35));
#line 60 "../envs/boids.rhai"
                        float l46 = mw_f32(0xBF000000u);
                        float l47 = mw_f32(0x3F000000u);
                        float r48 = 0.0f;
                        // rand_uniform
                        {
#line 406 "<prelude>"
                            float const t50 = l47 - l46;
                            float r51 = 0.0f;
                            // rand_float
                            {
#line 401 "<prelude>"
                                uint32_t const t53 = mw_pcg4d((w + ctx->world_offset) ^ ks1[0], eid ^ ks1[1], ctx->step ^ ks1[2], ctr ^ ks1[3]);
                                ctr++;
                                uint32_t const t54 = mw_ushr(t53, 0x00000008u);
                                float const t55 = (float)t54;
                                float const t56 = t55 * mw_f32(0x33800000u);
                                r51 = t56;
                                goto ret52;
                            }
                            ret52:;
                            float const t57 = t50 * r51;
                            float const t58 = l46 + t57;
                            r48 = t58;
                            goto ret49;
                        }
                        ret49:;
                        float l59 = mw_f32(0xBF000000u);
                        float l60 = mw_f32(0x3F000000u);
                        float r61 = 0.0f;
                        // rand_uniform
                        {
#line 406 "<prelude>"
                            float const t63 = l60 - l59;
                            float r64 = 0.0f;
                            // rand_float
                            {
#line 401 "<prelude>"
                                uint32_t const t66 = mw_pcg4d((w + ctx->world_offset) ^ ks1[0], eid ^ ks1[1], ctx->step ^ ks1[2], ctr ^ ks1[3]);
                                ctr++;
                                uint32_t const t67 = mw_ushr(t66, 0x00000008u);
                                float const t68 = (float)t67;
                                float const t69 = t68 * mw_f32(0x33800000u);
                                r64 = t69;
                                goto ret65;
                            }
                            ret65:;
                            float const t70 = t63 * r64;
                            float const t71 = l59 + t70;
                            r61 = t71;
                            goto ret62;
                        }
                        ret62:;
                        mw_st<float>(rw13 + 8, mw_canon(r48));
                        mw_st<float>(rw13 + 12, mw_canon(r61));
#line 61 "../envs/boids.rhai"
                        mw_st<int32_t>(rw13 + 16, l8);
#line 62 "../envs/boids.rhai"
                        int32_t l72 = (int32_t)0x00000032u;
                        int32_t l73 = (int32_t)0x00000190u;
                        int32_t r74 = 0;
                        // rand_int
                        {
#line 411 "<prelude>"
                            {
                                bool const t77 = l73 <= l72;
                                if (t77) {
                                    {
                                        r74 = l72;
                                        goto ret75;
                                    }
                                    goto fi76;
                                }
                                {
                                }
                            }
                            fi76:;
#line 412 "<prelude>"
                            uint32_t const t78 = mw_pcg4d((w + ctx->world_offset) ^ ks1[0], eid ^ ks1[1], ctx->step ^ ks1[2], ctr ^ ks1[3]);
                            ctr++;
                            int32_t const t79 = mw_isub(l73, l72);
                            uint32_t const t80 = (uint32_t)t79;
                            uint32_t const t81 = mw_mulhi(t78, t80);
                            int32_t const t82 = (int32_t)t81;
                            int32_t const t83 = mw_iadd(l72, t82);
                            r74 = t83;
                            goto ret75;
                        }
                        ret75:;
                        mw_st<int32_t>(rw13 + 20, r74);
#line 63 "../envs/boids.rhai"
                        r9 = l11;
                        goto ret10;
                    }
                    ret10:;
                }
            }
            cont4:;
            {
#line 67 "../envs/boids.rhai"
                int32_t const t84 = mw_iadd(l3, (int32_t)0x00000001u);
                l3 = t84;
            }
        }
        brk5:;
    }
    end2:;
#line 3817 "kernels.cu"
    return 0;
}
#ifdef MW_HOST
MW_ENTRY void k7(const MwCtx* ctx, uint32_t start, uint32_t end) {
    for (uint32_t i = start; i < end; i++) {
        if (mw_stopped(ctx)) { mw_trap(ctx, 5u); return; }
        if (mw_k7(ctx, i)) return;
    }
}
#endif
#line 3828 "kernels.cu"

// ==== the step program: 76 phases a step, 14 at the start
#ifndef MW_HOST
#define MW_NPHASES 90u
#define MW_STEP_FIRST 0u
#define MW_STEP_END 76u
#define MW_INIT_FIRST 76u
#define MW_INIT_END 87u
#define MW_ARENA_BYTES 8u
static_assert(MW_SORT_STAGES == 21u, "the step program's sort stages are the engine's");
static_assert(MW_COMPACT_STAGES == 5u, "the step program's compaction stages are the engine's");
MW_DEV uint32_t mw_phase_items(MwDev* d, uint32_t p) {
    switch (p) {
        case 0: return mw_compact_items(d, 1u, 0u);
        case 1: return mw_compact_items(d, 1u, 1u);
        case 2: return mw_compact_items(d, 1u, 2u);
        case 3: return mw_compact_items(d, 1u, 3u);
        case 4: return mw_compact_items(d, 1u, 4u);
        case 5: return d->worlds * d->tables[1].cap;
        case 6: return mw_compact_items(d, 1u, 0u);
        case 7: return mw_compact_items(d, 1u, 1u);
        case 8: return mw_compact_items(d, 1u, 2u);
        case 9: return mw_compact_items(d, 1u, 3u);
        case 10: return mw_compact_items(d, 1u, 4u);
        case 11: return mw_sort_items(d, 1u, 0u);
        case 12: return mw_sort_items(d, 1u, 1u);
        case 13: return mw_sort_items(d, 1u, 2u);
        case 14: return mw_sort_items(d, 1u, 3u);
        case 15: return mw_sort_items(d, 1u, 4u);
        case 16: return mw_sort_items(d, 1u, 5u);
        case 17: return mw_sort_items(d, 1u, 6u);
        case 18: return mw_sort_items(d, 1u, 7u);
        case 19: return mw_sort_items(d, 1u, 8u);
        case 20: return mw_sort_items(d, 1u, 9u);
        case 21: return mw_sort_items(d, 1u, 10u);
        case 22: return mw_sort_items(d, 1u, 11u);
        case 23: return mw_sort_items(d, 1u, 12u);
        case 24: return mw_sort_items(d, 1u, 13u);
        case 25: return mw_sort_items(d, 1u, 14u);
        case 26: return mw_sort_items(d, 1u, 15u);
        case 27: return mw_sort_items(d, 1u, 16u);
        case 28: return mw_sort_items(d, 1u, 17u);
        case 29: return mw_sort_items(d, 1u, 18u);
        case 30: return mw_sort_items(d, 1u, 19u);
        case 31: return mw_sort_items(d, 1u, 20u);
        case 32: return mw_compact_items(d, 1u, 0u);
        case 33: return mw_compact_items(d, 1u, 1u);
        case 34: return mw_compact_items(d, 1u, 2u);
        case 35: return mw_compact_items(d, 1u, 3u);
        case 36: return mw_compact_items(d, 1u, 4u);
        case 37: return d->worlds * d->tables[1].cap;
        case 38: return d->worlds * d->tables[1].cap;
        case 39: return d->worlds;
        case 40: return d->worlds * d->tables[1].cap;
        case 41: return d->worlds * mw_new_nc(&d->tables[1]) * 32u;
        case 42: return d->worlds * 32u;
        case 43: return d->worlds * d->tables[0].cap;
        case 44: return d->worlds * d->tables[1].cap;
        case 45: return d->worlds * d->tables[1].cap;
        case 46: return mw_compact_items(d, 0u, 0u);
        case 47: return mw_compact_items(d, 0u, 1u);
        case 48: return mw_compact_items(d, 0u, 2u);
        case 49: return mw_compact_items(d, 0u, 3u);
        case 50: return mw_compact_items(d, 0u, 4u);
        case 51: return d->worlds;
        case 52: return d->worlds * d->tables[0].cap;
        case 53: return d->worlds * mw_new_nc(&d->tables[0]) * 32u;
        case 54: return d->worlds * 32u;
        case 55: return d->worlds * d->tables[0].cap;
        case 56: return mw_compact_items(d, 1u, 0u);
        case 57: return mw_compact_items(d, 1u, 1u);
        case 58: return mw_compact_items(d, 1u, 2u);
        case 59: return mw_compact_items(d, 1u, 3u);
        case 60: return mw_compact_items(d, 1u, 4u);
        case 61: return d->worlds * mw_fold_nc(&d->tables[1]) * 32u;
        case 62: return d->worlds * 32u;
        case 63: return d->worlds;
        case 64: return mw_reset_items(d);
        case 65: return d->reset_from;
        case 66: return mw_compact_items(d, 0u, 0u);
        case 67: return mw_compact_items(d, 0u, 1u);
        case 68: return mw_compact_items(d, 0u, 2u);
        case 69: return mw_compact_items(d, 0u, 3u);
        case 70: return mw_compact_items(d, 0u, 4u);
        case 71: return mw_compact_items(d, 1u, 0u);
        case 72: return mw_compact_items(d, 1u, 1u);
        case 73: return mw_compact_items(d, 1u, 2u);
        case 74: return mw_compact_items(d, 1u, 3u);
        case 75: return mw_compact_items(d, 1u, 4u);
        case 76: return mw_init_items(d);
        case 77: return mw_compact_items(d, 0u, 0u);
        case 78: return mw_compact_items(d, 0u, 1u);
        case 79: return mw_compact_items(d, 0u, 2u);
        case 80: return mw_compact_items(d, 0u, 3u);
        case 81: return mw_compact_items(d, 0u, 4u);
        case 82: return mw_compact_items(d, 1u, 0u);
        case 83: return mw_compact_items(d, 1u, 1u);
        case 84: return mw_compact_items(d, 1u, 2u);
        case 85: return mw_compact_items(d, 1u, 3u);
        case 86: return mw_compact_items(d, 1u, 4u);
        case 87: return mw_mask_in_items(d);
        case 88: return mw_mask_words(d);
        case 89: return d->worlds;
        default: return 0u;
    }
}
MW_DEV bool mw_phase_item(MwDev* d, MwCtx* c, uint32_t p, uint32_t i) {
    uint32_t ca = 0, cs = 0;
    switch (p) {
        case 0: ca = 1u; cs = 0u; break;
        case 1: ca = 1u; cs = 1u; break;
        case 2: ca = 1u; cs = 2u; break;
        case 3: ca = 1u; cs = 3u; break;
        case 4: ca = 1u; cs = 4u; break;
        case 5: { c->node = 5u; const MwDevTable* t = &d->tables[1]; if (t->cap == 1u) mw_k1(c, i); else { uint32_t w = i / t->cap, r = i % t->cap; if (r < t->ranges[w][1]) mw_k1(c, t->ranges[w][0] + r); } } return false;
        case 6: ca = 1u; cs = 0u; break;
        case 7: ca = 1u; cs = 1u; break;
        case 8: ca = 1u; cs = 2u; break;
        case 9: ca = 1u; cs = 3u; break;
        case 10: ca = 1u; cs = 4u; break;
        case 11: { mw_sort_item(d, 1u, 2u, 0u, true, 0u, i, 16ull); } return false;
        case 12: { mw_sort_item(d, 1u, 2u, 0u, true, 1u, i, 16ull); } return false;
        case 13: { mw_sort_item(d, 1u, 2u, 0u, true, 2u, i, 16ull); } return false;
        case 14: { mw_sort_item(d, 1u, 2u, 0u, true, 3u, i, 16ull); } return false;
        case 15: { mw_sort_item(d, 1u, 2u, 0u, true, 4u, i, 16ull); } return false;
        case 16: { mw_sort_item(d, 1u, 2u, 0u, true, 5u, i, 16ull); } return false;
        case 17: { mw_sort_item(d, 1u, 2u, 0u, true, 6u, i, 16ull); } return false;
        case 18: { mw_sort_item(d, 1u, 2u, 0u, true, 7u, i, 16ull); } return false;
        case 19: { mw_sort_item(d, 1u, 2u, 0u, true, 8u, i, 16ull); } return false;
        case 20: { mw_sort_item(d, 1u, 2u, 0u, true, 9u, i, 16ull); } return false;
        case 21: { mw_sort_item(d, 1u, 2u, 0u, true, 10u, i, 16ull); } return false;
        case 22: { mw_sort_item(d, 1u, 2u, 0u, true, 11u, i, 16ull); } return false;
        case 23: { mw_sort_item(d, 1u, 2u, 0u, true, 12u, i, 16ull); } return false;
        case 24: { mw_sort_item(d, 1u, 2u, 0u, true, 13u, i, 16ull); } return false;
        case 25: { mw_sort_item(d, 1u, 2u, 0u, true, 14u, i, 16ull); } return false;
        case 26: { mw_sort_item(d, 1u, 2u, 0u, true, 15u, i, 16ull); } return false;
        case 27: { mw_sort_item(d, 1u, 2u, 0u, true, 16u, i, 16ull); } return false;
        case 28: { mw_sort_item(d, 1u, 2u, 0u, true, 17u, i, 16ull); } return false;
        case 29: { mw_sort_item(d, 1u, 2u, 0u, true, 18u, i, 16ull); } return false;
        case 30: { mw_sort_item(d, 1u, 2u, 0u, true, 19u, i, 16ull); } return false;
        case 31: { mw_sort_item(d, 1u, 2u, 0u, true, 20u, i, 16ull); } return false;
        case 32: ca = 1u; cs = 0u; break;
        case 33: ca = 1u; cs = 1u; break;
        case 34: ca = 1u; cs = 2u; break;
        case 35: ca = 1u; cs = 3u; break;
        case 36: ca = 1u; cs = 4u; break;
        case 37: { c->node = 37u; const MwDevTable* t = &d->tables[1]; if (t->cap == 1u) mw_k2(c, i); else { uint32_t w = i / t->cap, r = i % t->cap; if (r < t->ranges[w][1]) mw_k2(c, t->ranges[w][0] + r); } } return false;
        case 38: { c->node = 38u; const MwDevTable* t = &d->tables[1]; if (t->cap == 1u) mw_k3(c, i); else { uint32_t w = i / t->cap, r = i % t->cap; if (r < t->ranges[w][1]) mw_k3(c, t->ranges[w][0] + r); } } return false;
        case 39: { static const uint32_t its[1] = {1u}; (void)its; static const uint32_t tg[2] = {0u, 1u}; (void)tg; mw_new_clear(d, 2u, tg, i); } return false;
        case 40: { c->node = 40u; const MwDevTable* t = &d->tables[1]; uint32_t w = i / t->cap, r = i % t->cap; do { if (r >= t->ranges[w][1]) break; if (mw_stopped(c)) { mw_trap(c, 2u); break; } mw_new_begin(d, 1u, t->ranges[w][0] + r); (void)mw_k4(c, t->ranges[w][0] + r); } while (0); } return false;
        case 41: { mw_new_scan(d, 1u, i); } return false;
        case 42: { static const uint32_t its[1] = {1u}; (void)its; static const uint32_t tg[2] = {0u, 1u}; (void)tg; mw_new_totals(d, 1u, its, 2u, tg, i); } return false;
        case 43: { static const uint32_t its[1] = {1u}; (void)its; static const uint32_t tg[2] = {0u, 1u}; (void)tg; mw_new_place(d, its, 0u, 2u, tg, i); } return false;
        case 44: { static const uint32_t its[1] = {1u}; (void)its; static const uint32_t tg[2] = {0u, 1u}; (void)tg; mw_new_place(d, its, 1u, 2u, tg, i); } return false;
        case 45: { mw_new_free(d, 1u, 1u, i); } return false;
        case 46: ca = 0u; cs = 0u; break;
        case 47: ca = 0u; cs = 1u; break;
        case 48: ca = 0u; cs = 2u; break;
        case 49: ca = 0u; cs = 3u; break;
        case 50: ca = 0u; cs = 4u; break;
        case 51: { static const uint32_t its[1] = {0u}; (void)its; static const uint32_t tg[1] = {0u}; (void)tg; mw_new_clear(d, 0u, tg, i); } return false;
        case 52: { c->node = 52u; const MwDevTable* t = &d->tables[0]; uint32_t w = i / t->cap, r = i % t->cap; do { if (r >= t->ranges[w][1]) break; if (mw_stopped(c)) { mw_trap(c, 3u); break; } mw_new_begin(d, 0u, t->ranges[w][0] + r); (void)mw_k5(c, t->ranges[w][0] + r); } while (0); } return false;
        case 53: { mw_new_scan(d, 0u, i); } return false;
        case 54: { static const uint32_t its[1] = {0u}; (void)its; static const uint32_t tg[1] = {0u}; (void)tg; mw_new_totals(d, 1u, its, 0u, tg, i); } return false;
        case 55: { mw_new_free(d, 0u, 0u, i); } return false;
        case 56: ca = 1u; cs = 0u; break;
        case 57: ca = 1u; cs = 1u; break;
        case 58: ca = 1u; cs = 2u; break;
        case 59: ca = 1u; cs = 3u; break;
        case 60: ca = 1u; cs = 4u; break;
        case 61: { c->node = 61u; (void)mw_k6_part(c, i); } return false;
        case 62: { c->node = 62u; mw_k6_total(c, i); } return false;
        case 63: { c->node = 63u; do { mw_k6(c, i); } while (0); } return false;
        case 64: { mw_reset_clear(d, i); } return false;
        case 65: { const uint32_t w = mw_reset_at(d, i); mw_reset_serve(d, c, w); c->node = 65535u; mw_k7(c, w); mw_release(d, w); mw_reset_settle(d, w); } return false;
        case 66: ca = 0u; cs = 0u; break;
        case 67: ca = 0u; cs = 1u; break;
        case 68: ca = 0u; cs = 2u; break;
        case 69: ca = 0u; cs = 3u; break;
        case 70: ca = 0u; cs = 4u; break;
        case 71: ca = 1u; cs = 0u; break;
        case 72: ca = 1u; cs = 1u; break;
        case 73: ca = 1u; cs = 2u; break;
        case 74: ca = 1u; cs = 3u; break;
        case 75: ca = 1u; cs = 4u; break;
        case 76: { mw_reset_one(d, c, i); c->node = 65534u; mw_k7(c, i); mw_release(d, i); mw_reset_settle(d, i); } return false;
        case 77: ca = 0u; cs = 0u; break;
        case 78: ca = 0u; cs = 1u; break;
        case 79: ca = 0u; cs = 2u; break;
        case 80: ca = 0u; cs = 3u; break;
        case 81: ca = 0u; cs = 4u; break;
        case 82: ca = 1u; cs = 0u; break;
        case 83: ca = 1u; cs = 1u; break;
        case 84: ca = 1u; cs = 2u; break;
        case 85: ca = 1u; cs = 3u; break;
        case 86: ca = 1u; cs = 4u; break;
        case 87: { mw_mask_in(d, i); } return false;
        case 88: { mw_mask_out(d, i); } return false;
        case 89: { mw_marks_out(d, i); } return false;
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
        case 4: mw_compact_end(d, 1u); break;
        case 10: mw_compact_end(d, 1u); break;
        case 11: d->tables[1].sort_work[0] = 0u; break;
        case 31: d->views[1].key_id = 8589934592ull; break;
        case 36: mw_compact_end(d, 1u); break;
        case 50: mw_compact_end(d, 0u); break;
        case 60: mw_compact_end(d, 1u); break;
        case 65: mw_reset_end(d, d->reset_from != 0u); break;
        case 70: mw_compact_end(d, 0u); break;
        case 75: mw_compact_end(d, 1u); break;
        case 76: mw_reset_end(d, true); break;
        case 81: mw_compact_end(d, 0u); break;
        case 86: mw_compact_end(d, 1u); break;
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
