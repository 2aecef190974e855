// ==== hanabi: kernels
#line 1987 "kernels.cu"

// rows of `random_policy` over `Player`
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
        uint8_t* rr5 = tv->cols[1] + (uint64_t)row * 84u;
        uint8_t* rw6 = rr5;
        int32_t l7 = 0;
        int32_t l8 = 0;
        int32_t l9 = 0;
        int32_t l10 = 0;
#line 386 "../envs/hanabi.rhai"
        l7 = (int32_t)0x00000000u;
#line 387 "../envs/hanabi.rhai"
        l8 = (int32_t)0x00000000u;
        for (;;) {
            {
                if (mw_stopped(ctx)) { mw_trap(ctx, 0u); return 1; }
                bool const t13 = l8 < (int32_t)0x00000015u;
                if (!t13) goto brk12;
                MW_ITER();
                {
                    uint32_t const t14 = l8 < 0 ? 0u : l8 > 20 ? 20u : (uint32_t)l8;
                    uint64_t const t15 = (uint64_t)t14 * 4u + 0u;
                    uint8_t* const t16 = rr5 + t15;
                    uint8_t* const t17 = rw6 + t15;
                    int32_t const t18 = mw_ld<int32_t>(t16);
                    int32_t const t19 = mw_iadd(l7, t18);
                    l7 = t19;
                }
            }
            cont11:;
            {
                int32_t const t20 = mw_iadd(l8, (int32_t)0x00000001u);
                l8 = t20;
            }
        }
        brk12:;
#line 388 "../envs/hanabi.rhai"
        int32_t l21 = (int32_t)0x00000000u;
        int32_t l22 = l7;
        int32_t r23 = 0;
        // rand_int
        {
#line 411 "<prelude>"
            {
                bool const t26 = l22 <= l21;
                if (t26) {
                    {
                        r23 = l21;
                        goto ret24;
                    }
                    goto fi25;
                }
                {
                }
            }
            fi25:;
#line 412 "<prelude>"
            uint32_t const t27 = mw_pcg4d(w ^ ks1[0], eid ^ ks1[1], ctx->step ^ ks1[2], ctr ^ ks1[3]);
            ctr++;
            int32_t const t28 = mw_isub(l22, l21);
            uint32_t const t29 = (uint32_t)t28;
            uint32_t const t30 = mw_mulhi(t27, t29);
            int32_t const t31 = (int32_t)t30;
            int32_t const t32 = mw_iadd(l21, t31);
            r23 = t32;
            goto ret24;
        }
        ret24:;
        l9 = r23;
#line 389 "../envs/hanabi.rhai"
        l10 = (int32_t)0x00000000u;
        for (;;) {
            {
                if (mw_stopped(ctx)) { mw_trap(ctx, 1u); return 1; }
                bool const t35 = l10 < (int32_t)0x00000015u;
                if (!t35) goto brk34;
                MW_ITER();
                {
#line 390 "../envs/hanabi.rhai"
                    {
                        uint32_t const t37 = l10 < 0 ? 0u : l10 > 20 ? 20u : (uint32_t)l10;
                        uint64_t const t38 = (uint64_t)t37 * 4u + 0u;
                        uint8_t* const t39 = rr5 + t38;
                        uint8_t* const t40 = rw6 + t38;
                        int32_t const t41 = mw_ld<int32_t>(t39);
                        bool const t42 = t41 == (int32_t)0x00000001u;
                        if (t42) {
                            {
#line 391 "../envs/hanabi.rhai"
                                {
                                    bool const t44 = l9 == (int32_t)0x00000000u;
                                    if (t44) {
                                        {
                                            mw_st<int32_t>(rw4 + 0, l10);
                                        }
                                        goto fi43;
                                    }
                                    {
                                    }
                                }
                                fi43:;
#line 392 "../envs/hanabi.rhai"
                                int32_t const t45 = mw_isub(l9, (int32_t)0x00000001u);
                                l9 = t45;
                            }
                            goto fi36;
                        }
                        {
                        }
                    }
                    fi36:;
                }
            }
            cont33:;
            {
#line 389 "../envs/hanabi.rhai"
                int32_t const t46 = mw_iadd(l10, (int32_t)0x00000001u);
                l10 = t46;
            }
        }
        brk34:;
    }
    end2:;
#line 2128 "kernels.cu"
    return 0;
}
#ifdef MW_HOST
MW_ENTRY void k1(const MwCtx* ctx, uint32_t start, uint32_t end) {
    for (uint32_t i = start; i < end; i++) {
        if (mw_k1(ctx, i)) return;
    }
}
#endif
#line 2138 "kernels.cu"

// worlds of `turn`
MW_DEV int mw_k2(const MwCtx* ctx, uint32_t i) {
    const uint32_t w = i;
    const uint32_t eid = 4294967295u;
    const uint64_t ent = 0;
    (void)ent; (void)eid;
    const uint64_t sscale = mw_sscale(ctx);
    (void)sscale;
    uint32_t ctr = 0;
    // system `turn`
    ctr = 0;
    const uint32_t* ks1 = ctx->streams[3u];
    {
        uint8_t* rr3 = mw_single(ctx, 5u, w, 1852u);
        uint8_t* rw4 = rr3;
        int32_t l5 = 0;
        int32_t l6 = 0;
        uint8_t *rr7 = 0, *rw8 = 0;
        uint8_t *rr9 = 0, *rw10 = 0;
        int32_t l11 = 0;
        int32_t l12 = 0;
        int32_t l13 = 0;
        int32_t l14 = 0;
        bool l15 = false;
        int32_t l16 = 0;
        int32_t l17 = 0;
        int32_t l18 = 0;
        int32_t l19 = 0;
        bool l20 = false;
        int32_t l21 = 0;
        int32_t l22 = 0;
        int32_t l23 = 0;
        int32_t l24 = 0;
        int32_t l25 = 0;
        int32_t l26 = 0;
        bool l27 = false;
        int32_t l28 = 0;
        int32_t l29 = 0;
        int32_t l30 = 0;
        int32_t l31 = 0;
        int32_t l32 = 0;
        int32_t l33 = 0;
        bool l34 = false;
        int32_t l35 = 0;
        bool l36 = false;
        int32_t l37 = 0;
        int32_t l38 = 0;
        bool l39 = false;
        bool l40 = false;
        float l41 = 0.0f;
#line 282 "../envs/hanabi.rhai"
        mw_st<float>(rw4 + (uint64_t)(1832) * sscale, mw_canon(mw_f32(0x00000000u)));
#line 284 "../envs/hanabi.rhai"
        {
            int32_t const t43 = mw_ld<int32_t>(rr3 + (uint64_t)(1784) * sscale);
            bool const t44 = t43 == (int32_t)0x00000001u;
            if (t44) {
                {
                    goto end2;
                }
                goto fi42;
            }
            {
            }
        }
        fi42:;
#line 285 "../envs/hanabi.rhai"
        int32_t const t45 = mw_ld<int32_t>(rr3 + (uint64_t)(1772) * sscale);
        l5 = t45;
#line 286 "../envs/hanabi.rhai"
        l6 = (int32_t)0x00000014u;
        {
            const MwTable* tv46 = ctx->tables + 0;
            uint32_t s46 = tv46->ranges[w][0], c46 = tv46->ranges[w][1];
            const uint32_t n46 = c46;
            for (uint32_t k46 = 0; k46 < n46; k46++) {
                {
                    if (mw_stopped(ctx)) { mw_trap(ctx, 2u); return 1; }
                    MW_ITER();
                    const uint32_t i46 = s46 + k46;
                    if (tv46->world_ids[i46] != (int32_t)w) goto cont47;
                    rr7 = tv46->cols[4] + (uint64_t)i46 * 4u; rw8 = rr7;
                    rr9 = tv46->cols[0] + (uint64_t)i46 * 4u; rw10 = rr9;
                    {
#line 287 "../envs/hanabi.rhai"
                        {
                            int32_t const t50 = mw_ld<int32_t>(rr7);
                            bool const t51 = t50 == l5;
                            if (t51) {
                                {
                                    int32_t const t52 = mw_ld<int32_t>(rr9);
                                    l6 = t52;
                                }
                                goto fi49;
                            }
                            {
                            }
                        }
                        fi49:;
                    }
                }
                cont47:;
            }
        }
        brk48:;
#line 288 "../envs/hanabi.rhai"
        {
            bool const t54 = l6 < (int32_t)0x00000000u;
            bool t55 = t54;
            if (!t55) {
                bool const t56 = l6 >= (int32_t)0x00000015u;
                t55 = t56;
            }
            bool t57 = t55;
            if (!t57) {
                uint8_t *rr58 = rr3, *rw59 = rw4;
                int32_t l60 = l5;
                int32_t l61 = l6;
                bool r62 = false;
                // legal
                {
                    bool l64 = false;
                    int32_t l65 = 0;
                    int32_t l66 = 0;
                    int32_t l67 = 0;
                    int32_t l68 = 0;
                    int32_t l69 = 0;
#line 101 "../envs/hanabi.rhai"
                    {
                        int32_t const t71 = mw_ld<int32_t>(rr58 + (uint64_t)(1772) * sscale);
                        bool const t72 = l60 != t71;
                        if (t72) {
                            {
                                bool const t73 = l61 == (int32_t)0x00000014u;
                                r62 = t73;
                                goto ret63;
                            }
                            goto fi70;
                        }
                        {
                        }
                    }
                    fi70:;
#line 102 "../envs/hanabi.rhai"
                    {
                        bool const t75 = l61 < (int32_t)0x00000005u;
                        if (t75) {
                            {
                                int32_t const t76 = mw_imul(l60, (int32_t)0x00000005u);
                                int32_t const t77 = mw_iadd(t76, l61);
                                uint32_t const t78 = t77 < 0 ? 0u : t77 > 9 ? 9u : (uint32_t)t77;
                                uint64_t const t79 = (uint64_t)t78 * 4u + 204u;
                                uint8_t* const t80 = rr58 + (uint64_t)(t79) * sscale;
                                uint8_t* const t81 = rw59 + (uint64_t)(t79) * sscale;
                                int32_t const t82 = mw_ld<int32_t>(t80);
                                bool const t83 = t82 >= (int32_t)0x00000000u;
                                bool t84 = t83;
                                if (t84) {
                                    int32_t const t85 = mw_ld<int32_t>(rr58 + (uint64_t)(1764) * sscale);
                                    bool const t86 = t85 < (int32_t)0x00000008u;
                                    t84 = t86;
                                }
                                r62 = t84;
                                goto ret63;
                            }
                            goto fi74;
                        }
                        {
                        }
                    }
                    fi74:;
#line 103 "../envs/hanabi.rhai"
                    {
                        bool const t88 = l61 < (int32_t)0x0000000Au;
                        if (t88) {
                            {
                                int32_t const t89 = mw_imul(l60, (int32_t)0x00000005u);
                                int32_t const t90 = mw_iadd(t89, l61);
                                int32_t const t91 = mw_isub(t90, (int32_t)0x00000005u);
                                uint32_t const t92 = t91 < 0 ? 0u : t91 > 9 ? 9u : (uint32_t)t91;
                                uint64_t const t93 = (uint64_t)t92 * 4u + 204u;
                                uint8_t* const t94 = rr58 + (uint64_t)(t93) * sscale;
                                uint8_t* const t95 = rw59 + (uint64_t)(t93) * sscale;
                                int32_t const t96 = mw_ld<int32_t>(t94);
                                bool const t97 = t96 >= (int32_t)0x00000000u;
                                r62 = t97;
                                goto ret63;
                            }
                            goto fi87;
                        }
                        {
                        }
                    }
                    fi87:;
#line 104 "../envs/hanabi.rhai"
                    {
                        bool const t99 = l61 >= (int32_t)0x00000014u;
                        bool t100 = t99;
                        if (!t100) {
                            int32_t const t101 = mw_ld<int32_t>(rr58 + (uint64_t)(1764) * sscale);
                            bool const t102 = t101 == (int32_t)0x00000000u;
                            t100 = t102;
                        }
                        if (t100) {
                            {
                                r62 = false;
                                goto ret63;
                            }
                            goto fi98;
                        }
                        {
                        }
                    }
                    fi98:;
#line 105 "../envs/hanabi.rhai"
                    bool const t103 = l61 < (int32_t)0x0000000Fu;
                    l64 = t103;
#line 106 "../envs/hanabi.rhai"
                    int32_t t104 = 0;
                    if (l64) {
                        int32_t const t105 = mw_isub(l61, (int32_t)0x0000000Au);
                        t104 = t105;
                    } else {
                        int32_t const t106 = mw_isub(l61, (int32_t)0x0000000Fu);
                        t104 = t106;
                    }
                    l65 = t104;
#line 107 "../envs/hanabi.rhai"
                    int32_t const t107 = mw_iadd(l60, (int32_t)0x00000001u);
                    int32_t const t108 = mw_idiv(l65, (int32_t)0x00000005u);
                    int32_t const t109 = mw_iadd(t107, t108);
                    int32_t const t110 = mw_irem(t109, (int32_t)0x00000002u);
                    l66 = t110;
#line 108 "../envs/hanabi.rhai"
                    int32_t const t111 = mw_irem(l65, (int32_t)0x00000005u);
                    l67 = t111;
#line 109 "../envs/hanabi.rhai"
                    l68 = (int32_t)0x00000000u;
                    for (;;) {
                        {
                            if (mw_stopped(ctx)) { mw_trap(ctx, 3u); return 1; }
                            bool const t114 = l68 < (int32_t)0x00000005u;
                            if (!t114) goto brk113;
                            MW_ITER();
                            {
#line 110 "../envs/hanabi.rhai"
                                int32_t const t115 = mw_imul(l66, (int32_t)0x00000005u);
                                int32_t const t116 = mw_iadd(t115, l68);
                                uint32_t const t117 = t116 < 0 ? 0u : t116 > 9 ? 9u : (uint32_t)t116;
                                uint64_t const t118 = (uint64_t)t117 * 4u + 204u;
                                uint8_t* const t119 = rr58 + (uint64_t)(t118) * sscale;
                                uint8_t* const t120 = rw59 + (uint64_t)(t118) * sscale;
                                int32_t const t121 = mw_ld<int32_t>(t119);
                                l69 = t121;
#line 111 "../envs/hanabi.rhai"
                                {
                                    bool const t123 = l69 >= (int32_t)0x00000000u;
                                    bool t124 = t123;
                                    if (t124) {
                                        int32_t t125 = 0;
                                        if (l64) {
                                            int32_t const t126 = mw_idiv(l69, (int32_t)0x00000005u);
                                            t125 = t126;
                                        } else {
                                            int32_t const t127 = mw_irem(l69, (int32_t)0x00000005u);
                                            t125 = t127;
                                        }
                                        bool const t128 = t125 == l67;
                                        t124 = t128;
                                    }
                                    if (t124) {
                                        {
                                            r62 = true;
                                            goto ret63;
                                        }
                                        goto fi122;
                                    }
                                    {
                                    }
                                }
                                fi122:;
                            }
                        }
                        cont112:;
                        {
#line 109 "../envs/hanabi.rhai"
                            int32_t const t129 = mw_iadd(l68, (int32_t)0x00000001u);
                            l68 = t129;
                        }
                    }
                    brk113:;
#line 113 "../envs/hanabi.rhai"
                    r62 = false;
                    goto ret63;
                }
                ret63:;
                bool const t130 = !r62;
                t57 = t130;
            }
            if (t57) {
                {
#line 289 "../envs/hanabi.rhai"
                    l11 = (int32_t)0x00000014u;
                    for (;;) {
                        {
                            if (mw_stopped(ctx)) { mw_trap(ctx, 4u); return 1; }
                            bool const t133 = l11 >= (int32_t)0x00000000u;
                            if (!t133) goto brk132;
                            MW_ITER();
                            {
                                {
                                    uint8_t *rr135 = rr3, *rw136 = rw4;
                                    int32_t l137 = l5;
                                    int32_t l138 = l11;
                                    bool r139 = false;
                                    // legal
                                    {
                                        bool l141 = false;
                                        int32_t l142 = 0;
                                        int32_t l143 = 0;
                                        int32_t l144 = 0;
                                        int32_t l145 = 0;
                                        int32_t l146 = 0;
#line 101 "../envs/hanabi.rhai"
                                        {
                                            int32_t const t148 = mw_ld<int32_t>(rr135 + (uint64_t)(1772) * sscale);
                                            bool const t149 = l137 != t148;
                                            if (t149) {
                                                {
                                                    bool const t150 = l138 == (int32_t)0x00000014u;
                                                    r139 = t150;
                                                    goto ret140;
                                                }
                                                goto fi147;
                                            }
                                            {
                                            }
                                        }
                                        fi147:;
#line 102 "../envs/hanabi.rhai"
                                        {
                                            bool const t152 = l138 < (int32_t)0x00000005u;
                                            if (t152) {
                                                {
                                                    int32_t const t153 = mw_imul(l137, (int32_t)0x00000005u);
                                                    int32_t const t154 = mw_iadd(t153, l138);
                                                    uint32_t const t155 = t154 < 0 ? 0u : t154 > 9 ? 9u : (uint32_t)t154;
                                                    uint64_t const t156 = (uint64_t)t155 * 4u + 204u;
                                                    uint8_t* const t157 = rr135 + (uint64_t)(t156) * sscale;
                                                    uint8_t* const t158 = rw136 + (uint64_t)(t156) * sscale;
                                                    int32_t const t159 = mw_ld<int32_t>(t157);
                                                    bool const t160 = t159 >= (int32_t)0x00000000u;
                                                    bool t161 = t160;
                                                    if (t161) {
                                                        int32_t const t162 = mw_ld<int32_t>(rr135 + (uint64_t)(1764) * sscale);
                                                        bool const t163 = t162 < (int32_t)0x00000008u;
                                                        t161 = t163;
                                                    }
                                                    r139 = t161;
                                                    goto ret140;
                                                }
                                                goto fi151;
                                            }
                                            {
                                            }
                                        }
                                        fi151:;
#line 103 "../envs/hanabi.rhai"
                                        {
                                            bool const t165 = l138 < (int32_t)0x0000000Au;
                                            if (t165) {
                                                {
                                                    int32_t const t166 = mw_imul(l137, (int32_t)0x00000005u);
                                                    int32_t const t167 = mw_iadd(t166, l138);
                                                    int32_t const t168 = mw_isub(t167, (int32_t)0x00000005u);
                                                    uint32_t const t169 = t168 < 0 ? 0u : t168 > 9 ? 9u : (uint32_t)t168;
                                                    uint64_t const t170 = (uint64_t)t169 * 4u + 204u;
                                                    uint8_t* const t171 = rr135 + (uint64_t)(t170) * sscale;
                                                    uint8_t* const t172 = rw136 + (uint64_t)(t170) * sscale;
                                                    int32_t const t173 = mw_ld<int32_t>(t171);
                                                    bool const t174 = t173 >= (int32_t)0x00000000u;
                                                    r139 = t174;
                                                    goto ret140;
                                                }
                                                goto fi164;
                                            }
                                            {
                                            }
                                        }
                                        fi164:;
#line 104 "../envs/hanabi.rhai"
                                        {
                                            bool const t176 = l138 >= (int32_t)0x00000014u;
                                            bool t177 = t176;
                                            if (!t177) {
                                                int32_t const t178 = mw_ld<int32_t>(rr135 + (uint64_t)(1764) * sscale);
                                                bool const t179 = t178 == (int32_t)0x00000000u;
                                                t177 = t179;
                                            }
                                            if (t177) {
                                                {
                                                    r139 = false;
                                                    goto ret140;
                                                }
                                                goto fi175;
                                            }
                                            {
                                            }
                                        }
                                        fi175:;
#line 105 "../envs/hanabi.rhai"
                                        bool const t180 = l138 < (int32_t)0x0000000Fu;
                                        l141 = t180;
#line 106 "../envs/hanabi.rhai"
                                        int32_t t181 = 0;
                                        if (l141) {
                                            int32_t const t182 = mw_isub(l138, (int32_t)0x0000000Au);
                                            t181 = t182;
                                        } else {
                                            int32_t const t183 = mw_isub(l138, (int32_t)0x0000000Fu);
                                            t181 = t183;
                                        }
                                        l142 = t181;
#line 107 "../envs/hanabi.rhai"
                                        int32_t const t184 = mw_iadd(l137, (int32_t)0x00000001u);
                                        int32_t const t185 = mw_idiv(l142, (int32_t)0x00000005u);
                                        int32_t const t186 = mw_iadd(t184, t185);
                                        int32_t const t187 = mw_irem(t186, (int32_t)0x00000002u);
                                        l143 = t187;
#line 108 "../envs/hanabi.rhai"
                                        int32_t const t188 = mw_irem(l142, (int32_t)0x00000005u);
                                        l144 = t188;
#line 109 "../envs/hanabi.rhai"
                                        l145 = (int32_t)0x00000000u;
                                        for (;;) {
                                            {
                                                if (mw_stopped(ctx)) { mw_trap(ctx, 5u); return 1; }
                                                bool const t191 = l145 < (int32_t)0x00000005u;
                                                if (!t191) goto brk190;
                                                MW_ITER();
                                                {
#line 110 "../envs/hanabi.rhai"
                                                    int32_t const t192 = mw_imul(l143, (int32_t)0x00000005u);
                                                    int32_t const t193 = mw_iadd(t192, l145);
                                                    uint32_t const t194 = t193 < 0 ? 0u : t193 > 9 ? 9u : (uint32_t)t193;
                                                    uint64_t const t195 = (uint64_t)t194 * 4u + 204u;
                                                    uint8_t* const t196 = rr135 + (uint64_t)(t195) * sscale;
                                                    uint8_t* const t197 = rw136 + (uint64_t)(t195) * sscale;
                                                    int32_t const t198 = mw_ld<int32_t>(t196);
                                                    l146 = t198;
#line 111 "../envs/hanabi.rhai"
                                                    {
                                                        bool const t200 = l146 >= (int32_t)0x00000000u;
                                                        bool t201 = t200;
                                                        if (t201) {
                                                            int32_t t202 = 0;
                                                            if (l141) {
                                                                int32_t const t203 = mw_idiv(l146, (int32_t)0x00000005u);
                                                                t202 = t203;
                                                            } else {
                                                                int32_t const t204 = mw_irem(l146, (int32_t)0x00000005u);
                                                                t202 = t204;
                                                            }
                                                            bool const t205 = t202 == l144;
                                                            t201 = t205;
                                                        }
                                                        if (t201) {
                                                            {
                                                                r139 = true;
                                                                goto ret140;
                                                            }
                                                            goto fi199;
                                                        }
                                                        {
                                                        }
                                                    }
                                                    fi199:;
                                                }
                                            }
                                            cont189:;
                                            {
#line 109 "../envs/hanabi.rhai"
                                                int32_t const t206 = mw_iadd(l145, (int32_t)0x00000001u);
                                                l145 = t206;
                                            }
                                        }
                                        brk190:;
#line 113 "../envs/hanabi.rhai"
                                        r139 = false;
                                        goto ret140;
                                    }
                                    ret140:;
                                    if (r139) {
                                        {
#line 289 "../envs/hanabi.rhai"
                                            l6 = l11;
                                        }
                                        goto fi134;
                                    }
                                    {
                                    }
                                }
                                fi134:;
                            }
                        }
                        cont131:;
                        {
                            int32_t const t207 = mw_isub(l11, (int32_t)0x00000001u);
                            l11 = t207;
                        }
                    }
                    brk132:;
                }
                goto fi53;
            }
            {
            }
        }
        fi53:;
#line 291 "../envs/hanabi.rhai"
        l12 = (int32_t)0x00000000u;
#line 292 "../envs/hanabi.rhai"
        l13 = (int32_t)0x00000000u;
        for (;;) {
            {
                if (mw_stopped(ctx)) { mw_trap(ctx, 6u); return 1; }
                bool const t210 = l13 < (int32_t)0x00000005u;
                if (!t210) goto brk209;
                MW_ITER();
                {
                    uint32_t const t211 = l13 < 0 ? 0u : l13 > 4 ? 4u : (uint32_t)l13;
                    uint64_t const t212 = (uint64_t)t211 * 4u + 1644u;
                    uint8_t* const t213 = rr3 + (uint64_t)(t212) * sscale;
                    uint8_t* const t214 = rw4 + (uint64_t)(t212) * sscale;
                    int32_t const t215 = mw_ld<int32_t>(t213);
                    int32_t const t216 = mw_iadd(l12, t215);
                    l12 = t216;
                }
            }
            cont208:;
            {
                int32_t const t217 = mw_iadd(l13, (int32_t)0x00000001u);
                l13 = t217;
            }
        }
        brk209:;
#line 293 "../envs/hanabi.rhai"
        int32_t const t218 = mw_ld<int32_t>(rr3 + (uint64_t)(1764) * sscale);
        l14 = t218;
#line 294 "../envs/hanabi.rhai"
        mw_st<int32_t>(rw4 + (uint64_t)(1788) * sscale, l5);
#line 295 "../envs/hanabi.rhai"
        mw_st<int32_t>(rw4 + (uint64_t)(1792) * sscale, l6);
#line 296 "../envs/hanabi.rhai"
        mw_st<int32_t>(rw4 + (uint64_t)(1796) * sscale, (int32_t)0xFFFFFFFFu);
#line 297 "../envs/hanabi.rhai"
        mw_st<int32_t>(rw4 + (uint64_t)(1800) * sscale, (int32_t)0xFFFFFFFFu);
#line 298 "../envs/hanabi.rhai"
        {
            bool const t220 = l6 < (int32_t)0x0000000Au;
            if (t220) {
                {
#line 299 "../envs/hanabi.rhai"
                    bool const t221 = l6 < (int32_t)0x00000005u;
                    l15 = t221;
#line 300 "../envs/hanabi.rhai"
                    int32_t t222 = 0;
                    if (l15) {
                        t222 = l6;
                    } else {
                        int32_t const t223 = mw_isub(l6, (int32_t)0x00000005u);
                        t222 = t223;
                    }
                    l16 = t222;
#line 301 "../envs/hanabi.rhai"
                    int32_t const t224 = mw_imul(l5, (int32_t)0x00000005u);
                    int32_t const t225 = mw_iadd(t224, l16);
                    uint32_t const t226 = t225 < 0 ? 0u : t225 > 9 ? 9u : (uint32_t)t225;
                    uint64_t const t227 = (uint64_t)t226 * 4u + 204u;
                    uint8_t* const t228 = rr3 + (uint64_t)(t227) * sscale;
                    uint8_t* const t229 = rw4 + (uint64_t)(t227) * sscale;
                    int32_t const t230 = mw_ld<int32_t>(t228);
                    l17 = t230;
#line 302 "../envs/hanabi.rhai"
                    int32_t const t231 = mw_idiv(l17, (int32_t)0x00000005u);
                    l18 = t231;
#line 303 "../envs/hanabi.rhai"
                    int32_t const t232 = mw_irem(l17, (int32_t)0x00000005u);
                    l19 = t232;
#line 304 "../envs/hanabi.rhai"
                    mw_st<int32_t>(rw4 + (uint64_t)(1800) * sscale, l17);
#line 305 "../envs/hanabi.rhai"
                    {
                        bool t234 = l15;
                        if (t234) {
                            int32_t const t235 = mw_ld<int32_t>(rr3 + (uint64_t)(1764) * sscale);
                            bool const t236 = t235 < (int32_t)0x00000008u;
                            t234 = t236;
                        }
                        if (t234) {
                            {
                                int32_t const t237 = mw_ld<int32_t>(rr3 + (uint64_t)(1764) * sscale);
                                int32_t const t238 = mw_iadd(t237, (int32_t)0x00000001u);
                                mw_st<int32_t>(rw4 + (uint64_t)(1764) * sscale, t238);
                            }
                            goto fi233;
                        }
                        {
                        }
                    }
                    fi233:;
#line 306 "../envs/hanabi.rhai"
                    uint32_t const t239 = l18 < 0 ? 0u : l18 > 4 ? 4u : (uint32_t)l18;
                    uint64_t const t240 = (uint64_t)t239 * 4u + 1644u;
                    uint8_t* const t241 = rr3 + (uint64_t)(t240) * sscale;
                    uint8_t* const t242 = rw4 + (uint64_t)(t240) * sscale;
                    int32_t const t243 = mw_ld<int32_t>(t241);
                    bool const t244 = l19 == t243;
                    l20 = t244;
#line 307 "../envs/hanabi.rhai"
                    {
                        bool t246 = l20;
                        if (t246) {
                            bool const t247 = !l15;
                            t246 = t247;
                        }
                        if (t246) {
                            {
#line 308 "../envs/hanabi.rhai"
                                uint32_t const t248 = l18 < 0 ? 0u : l18 > 4 ? 4u : (uint32_t)l18;
                                uint64_t const t249 = (uint64_t)t248 * 4u + 1644u;
                                uint8_t* const t250 = rr3 + (uint64_t)(t249) * sscale;
                                uint8_t* const t251 = rw4 + (uint64_t)(t249) * sscale;
                                uint32_t const t252 = l18 < 0 ? 0u : l18 > 4 ? 4u : (uint32_t)l18;
                                uint64_t const t253 = (uint64_t)t252 * 4u + 1644u;
                                uint8_t* const t254 = rr3 + (uint64_t)(t253) * sscale;
                                uint8_t* const t255 = rw4 + (uint64_t)(t253) * sscale;
                                int32_t const t256 = mw_ld<int32_t>(t254);
                                int32_t const t257 = mw_iadd(t256, (int32_t)0x00000001u);
                                mw_st<int32_t>(t251, t257);
#line 309 "../envs/hanabi.rhai"
                                {
                                    bool const t259 = l19 == (int32_t)0x00000004u;
                                    bool t260 = t259;
                                    if (t260) {
                                        int32_t const t261 = mw_ld<int32_t>(rr3 + (uint64_t)(1764) * sscale);
                                        bool const t262 = t261 < (int32_t)0x00000008u;
                                        t260 = t262;
                                    }
                                    if (t260) {
                                        {
                                            int32_t const t263 = mw_ld<int32_t>(rr3 + (uint64_t)(1764) * sscale);
                                            int32_t const t264 = mw_iadd(t263, (int32_t)0x00000001u);
                                            mw_st<int32_t>(rw4 + (uint64_t)(1764) * sscale, t264);
                                        }
                                        goto fi258;
                                    }
                                    {
                                    }
                                }
                                fi258:;
                            }
                            goto fi245;
                        }
                        {
                        }
                    }
                    fi245:;
#line 311 "../envs/hanabi.rhai"
                    {
                        bool const t266 = !l20;
                        bool t267 = t266;
                        if (!t267) {
                            t267 = l15;
                        }
                        if (t267) {
                            {
                                uint32_t const t268 = l17 < 0 ? 0u : l17 > 24 ? 24u : (uint32_t)l17;
                                uint64_t const t269 = (uint64_t)t268 * 4u + 1664u;
                                uint8_t* const t270 = rr3 + (uint64_t)(t269) * sscale;
                                uint8_t* const t271 = rw4 + (uint64_t)(t269) * sscale;
                                uint32_t const t272 = l17 < 0 ? 0u : l17 > 24 ? 24u : (uint32_t)l17;
                                uint64_t const t273 = (uint64_t)t272 * 4u + 1664u;
                                uint8_t* const t274 = rr3 + (uint64_t)(t273) * sscale;
                                uint8_t* const t275 = rw4 + (uint64_t)(t273) * sscale;
                                int32_t const t276 = mw_ld<int32_t>(t274);
                                int32_t const t277 = mw_iadd(t276, (int32_t)0x00000001u);
                                mw_st<int32_t>(t271, t277);
                            }
                            goto fi265;
                        }
                        {
                        }
                    }
                    fi265:;
#line 312 "../envs/hanabi.rhai"
                    {
                        bool const t279 = !l20;
                        bool t280 = t279;
                        if (t280) {
                            bool const t281 = !l15;
                            t280 = t281;
                        }
                        if (t280) {
                            {
                                int32_t const t282 = mw_ld<int32_t>(rr3 + (uint64_t)(1768) * sscale);
                                int32_t const t283 = mw_isub(t282, (int32_t)0x00000001u);
                                mw_st<int32_t>(rw4 + (uint64_t)(1768) * sscale, t283);
                            }
                            goto fi278;
                        }
                        {
                        }
                    }
                    fi278:;
#line 314 "../envs/hanabi.rhai"
                    int32_t const t284 = mw_imul(l5, (int32_t)0x00000005u);
                    int32_t const t285 = mw_iadd(t284, l16);
                    l21 = t285;
                    for (;;) {
                        {
                            if (mw_stopped(ctx)) { mw_trap(ctx, 7u); return 1; }
                            int32_t const t288 = mw_imul(l5, (int32_t)0x00000005u);
                            int32_t const t289 = mw_iadd(t288, (int32_t)0x00000005u);
                            int32_t const t290 = mw_isub(t289, (int32_t)0x00000001u);
                            bool const t291 = l21 < t290;
                            if (!t291) goto brk287;
                            MW_ITER();
                            {
#line 315 "../envs/hanabi.rhai"
                                uint32_t const t292 = l21 < 0 ? 0u : l21 > 9 ? 9u : (uint32_t)l21;
                                uint64_t const t293 = (uint64_t)t292 * 4u + 204u;
                                uint8_t* const t294 = rr3 + (uint64_t)(t293) * sscale;
                                uint8_t* const t295 = rw4 + (uint64_t)(t293) * sscale;
                                int32_t const t296 = mw_iadd(l21, (int32_t)0x00000001u);
                                uint32_t const t297 = t296 < 0 ? 0u : t296 > 9 ? 9u : (uint32_t)t296;
                                uint64_t const t298 = (uint64_t)t297 * 4u + 204u;
                                uint8_t* const t299 = rr3 + (uint64_t)(t298) * sscale;
                                uint8_t* const t300 = rw4 + (uint64_t)(t298) * sscale;
                                int32_t const t301 = mw_ld<int32_t>(t299);
                                mw_st<int32_t>(t295, t301);
#line 316 "../envs/hanabi.rhai"
                                uint32_t const t302 = l21 < 0 ? 0u : l21 > 9 ? 9u : (uint32_t)l21;
                                uint64_t const t303 = (uint64_t)t302 * 100u + 244u;
                                uint8_t* const t304 = rr3 + (uint64_t)(t303) * sscale;
                                uint8_t* const t305 = rw4 + (uint64_t)(t303) * sscale;
                                int32_t const t306 = mw_iadd(l21, (int32_t)0x00000001u);
                                uint32_t const t307 = t306 < 0 ? 0u : t306 > 9 ? 9u : (uint32_t)t306;
                                uint64_t const t308 = (uint64_t)t307 * 100u + 244u;
                                uint8_t* const t309 = rr3 + (uint64_t)(t308) * sscale;
                                uint8_t* const t310 = rw4 + (uint64_t)(t308) * sscale;
                                int32_t const t311 = mw_ld<int32_t>(t309);
                                int32_t const t312 = mw_ld<int32_t>(t309 + (uint64_t)(4) * sscale);
                                int32_t const t313 = mw_ld<int32_t>(t309 + (uint64_t)(8) * sscale);
                                int32_t const t314 = mw_ld<int32_t>(t309 + (uint64_t)(12) * sscale);
                                int32_t const t315 = mw_ld<int32_t>(t309 + (uint64_t)(16) * sscale);
                                int32_t const t316 = mw_ld<int32_t>(t309 + (uint64_t)(20) * sscale);
                                int32_t const t317 = mw_ld<int32_t>(t309 + (uint64_t)(24) * sscale);
                                int32_t const t318 = mw_ld<int32_t>(t309 + (uint64_t)(28) * sscale);
                                int32_t const t319 = mw_ld<int32_t>(t309 + (uint64_t)(32) * sscale);
                                int32_t const t320 = mw_ld<int32_t>(t309 + (uint64_t)(36) * sscale);
                                int32_t const t321 = mw_ld<int32_t>(t309 + (uint64_t)(40) * sscale);
                                int32_t const t322 = mw_ld<int32_t>(t309 + (uint64_t)(44) * sscale);
                                int32_t const t323 = mw_ld<int32_t>(t309 + (uint64_t)(48) * sscale);
                                int32_t const t324 = mw_ld<int32_t>(t309 + (uint64_t)(52) * sscale);
                                int32_t const t325 = mw_ld<int32_t>(t309 + (uint64_t)(56) * sscale);
                                int32_t const t326 = mw_ld<int32_t>(t309 + (uint64_t)(60) * sscale);
                                int32_t const t327 = mw_ld<int32_t>(t309 + (uint64_t)(64) * sscale);
                                int32_t const t328 = mw_ld<int32_t>(t309 + (uint64_t)(68) * sscale);
                                int32_t const t329 = mw_ld<int32_t>(t309 + (uint64_t)(72) * sscale);
                                int32_t const t330 = mw_ld<int32_t>(t309 + (uint64_t)(76) * sscale);
                                int32_t const t331 = mw_ld<int32_t>(t309 + (uint64_t)(80) * sscale);
                                int32_t const t332 = mw_ld<int32_t>(t309 + (uint64_t)(84) * sscale);
                                int32_t const t333 = mw_ld<int32_t>(t309 + (uint64_t)(88) * sscale);
                                int32_t const t334 = mw_ld<int32_t>(t309 + (uint64_t)(92) * sscale);
                                int32_t const t335 = mw_ld<int32_t>(t309 + (uint64_t)(96) * sscale);
                                mw_st<int32_t>(t305, t311);
                                mw_st<int32_t>(t305 + (uint64_t)(4) * sscale, t312);
                                mw_st<int32_t>(t305 + (uint64_t)(8) * sscale, t313);
                                mw_st<int32_t>(t305 + (uint64_t)(12) * sscale, t314);
                                mw_st<int32_t>(t305 + (uint64_t)(16) * sscale, t315);
                                mw_st<int32_t>(t305 + (uint64_t)(20) * sscale, t316);
                                mw_st<int32_t>(t305 + (uint64_t)(24) * sscale, t317);
                                mw_st<int32_t>(t305 + (uint64_t)(28) * sscale, t318);
                                mw_st<int32_t>(t305 + (uint64_t)(32) * sscale, t319);
                                mw_st<int32_t>(t305 + (uint64_t)(36) * sscale, t320);
                                mw_st<int32_t>(t305 + (uint64_t)(40) * sscale, t321);
                                mw_st<int32_t>(t305 + (uint64_t)(44) * sscale, t322);
                                mw_st<int32_t>(t305 + (uint64_t)(48) * sscale, t323);
                                mw_st<int32_t>(t305 + (uint64_t)(52) * sscale, t324);
                                mw_st<int32_t>(t305 + (uint64_t)(56) * sscale, t325);
                                mw_st<int32_t>(t305 + (uint64_t)(60) * sscale, t326);
                                mw_st<int32_t>(t305 + (uint64_t)(64) * sscale, t327);
                                mw_st<int32_t>(t305 + (uint64_t)(68) * sscale, t328);
                                mw_st<int32_t>(t305 + (uint64_t)(72) * sscale, t329);
                                mw_st<int32_t>(t305 + (uint64_t)(76) * sscale, t330);
                                mw_st<int32_t>(t305 + (uint64_t)(80) * sscale, t331);
                                mw_st<int32_t>(t305 + (uint64_t)(84) * sscale, t332);
                                mw_st<int32_t>(t305 + (uint64_t)(88) * sscale, t333);
                                mw_st<int32_t>(t305 + (uint64_t)(92) * sscale, t334);
                                mw_st<int32_t>(t305 + (uint64_t)(96) * sscale, t335);
#line 317 "../envs/hanabi.rhai"
                                uint32_t const t336 = l21 < 0 ? 0u : l21 > 9 ? 9u : (uint32_t)l21;
                                uint64_t const t337 = (uint64_t)t336 * 20u + 1244u;
                                uint8_t* const t338 = rr3 + (uint64_t)(t337) * sscale;
                                uint8_t* const t339 = rw4 + (uint64_t)(t337) * sscale;
                                int32_t const t340 = mw_iadd(l21, (int32_t)0x00000001u);
                                uint32_t const t341 = t340 < 0 ? 0u : t340 > 9 ? 9u : (uint32_t)t340;
                                uint64_t const t342 = (uint64_t)t341 * 20u + 1244u;
                                uint8_t* const t343 = rr3 + (uint64_t)(t342) * sscale;
                                uint8_t* const t344 = rw4 + (uint64_t)(t342) * sscale;
                                int32_t const t345 = mw_ld<int32_t>(t343);
                                int32_t const t346 = mw_ld<int32_t>(t343 + (uint64_t)(4) * sscale);
                                int32_t const t347 = mw_ld<int32_t>(t343 + (uint64_t)(8) * sscale);
                                int32_t const t348 = mw_ld<int32_t>(t343 + (uint64_t)(12) * sscale);
                                int32_t const t349 = mw_ld<int32_t>(t343 + (uint64_t)(16) * sscale);
                                mw_st<int32_t>(t339, t345);
                                mw_st<int32_t>(t339 + (uint64_t)(4) * sscale, t346);
                                mw_st<int32_t>(t339 + (uint64_t)(8) * sscale, t347);
                                mw_st<int32_t>(t339 + (uint64_t)(12) * sscale, t348);
                                mw_st<int32_t>(t339 + (uint64_t)(16) * sscale, t349);
#line 318 "../envs/hanabi.rhai"
                                uint32_t const t350 = l21 < 0 ? 0u : l21 > 9 ? 9u : (uint32_t)l21;
                                uint64_t const t351 = (uint64_t)t350 * 20u + 1444u;
                                uint8_t* const t352 = rr3 + (uint64_t)(t351) * sscale;
                                uint8_t* const t353 = rw4 + (uint64_t)(t351) * sscale;
                                int32_t const t354 = mw_iadd(l21, (int32_t)0x00000001u);
                                uint32_t const t355 = t354 < 0 ? 0u : t354 > 9 ? 9u : (uint32_t)t354;
                                uint64_t const t356 = (uint64_t)t355 * 20u + 1444u;
                                uint8_t* const t357 = rr3 + (uint64_t)(t356) * sscale;
                                uint8_t* const t358 = rw4 + (uint64_t)(t356) * sscale;
                                int32_t const t359 = mw_ld<int32_t>(t357);
                                int32_t const t360 = mw_ld<int32_t>(t357 + (uint64_t)(4) * sscale);
                                int32_t const t361 = mw_ld<int32_t>(t357 + (uint64_t)(8) * sscale);
                                int32_t const t362 = mw_ld<int32_t>(t357 + (uint64_t)(12) * sscale);
                                int32_t const t363 = mw_ld<int32_t>(t357 + (uint64_t)(16) * sscale);
                                mw_st<int32_t>(t353, t359);
                                mw_st<int32_t>(t353 + (uint64_t)(4) * sscale, t360);
                                mw_st<int32_t>(t353 + (uint64_t)(8) * sscale, t361);
                                mw_st<int32_t>(t353 + (uint64_t)(12) * sscale, t362);
                                mw_st<int32_t>(t353 + (uint64_t)(16) * sscale, t363);
                            }
                        }
                        cont286:;
                        {
#line 314 "../envs/hanabi.rhai"
                            int32_t const t364 = mw_iadd(l21, (int32_t)0x00000001u);
                            l21 = t364;
                        }
                    }
                    brk287:;
#line 320 "../envs/hanabi.rhai"
                    int32_t const t365 = mw_imul(l5, (int32_t)0x00000005u);
                    int32_t const t366 = mw_iadd(t365, (int32_t)0x00000005u);
                    int32_t const t367 = mw_isub(t366, (int32_t)0x00000001u);
                    l22 = t367;
#line 321 "../envs/hanabi.rhai"
                    l23 = (int32_t)0xFFFFFFFFu;
#line 322 "../envs/hanabi.rhai"
                    {
                        int32_t const t369 = mw_ld<int32_t>(rr3 + (uint64_t)(1776) * sscale);
                        bool const t370 = t369 == (int32_t)0x00000000u;
                        if (t370) {
                            {
#line 323 "../envs/hanabi.rhai"
                                int32_t const t371 = mw_ld<int32_t>(rr3 + (uint64_t)(200) * sscale);
                                uint32_t const t372 = t371 < 0 ? 0u : t371 > 49 ? 49u : (uint32_t)t371;
                                uint64_t const t373 = (uint64_t)t372 * 4u + 0u;
                                uint8_t* const t374 = rr3 + (uint64_t)(t373) * sscale;
                                uint8_t* const t375 = rw4 + (uint64_t)(t373) * sscale;
                                int32_t const t376 = mw_ld<int32_t>(t374);
                                l23 = t376;
#line 324 "../envs/hanabi.rhai"
                                int32_t const t377 = mw_ld<int32_t>(rr3 + (uint64_t)(200) * sscale);
                                int32_t const t378 = mw_iadd(t377, (int32_t)0x00000001u);
                                mw_st<int32_t>(rw4 + (uint64_t)(200) * sscale, t378);
                            }
                            goto fi368;
                        }
                        {
                        }
                    }
                    fi368:;
#line 326 "../envs/hanabi.rhai"
                    uint32_t const t379 = l22 < 0 ? 0u : l22 > 9 ? 9u : (uint32_t)l22;
                    uint64_t const t380 = (uint64_t)t379 * 4u + 204u;
                    uint8_t* const t381 = rr3 + (uint64_t)(t380) * sscale;
                    uint8_t* const t382 = rw4 + (uint64_t)(t380) * sscale;
                    mw_st<int32_t>(t382, l23);
#line 327 "../envs/hanabi.rhai"
                    l24 = (int32_t)0x00000000u;
                    for (;;) {
                        {
                            if (mw_stopped(ctx)) { mw_trap(ctx, 8u); return 1; }
                            bool const t385 = l24 < (int32_t)0x00000019u;
                            if (!t385) goto brk384;
                            MW_ITER();
                            {
                                uint32_t const t386 = l22 < 0 ? 0u : l22 > 9 ? 9u : (uint32_t)l22;
                                uint64_t const t387 = (uint64_t)t386 * 100u + 244u;
                                uint8_t* const t388 = rr3 + (uint64_t)(t387) * sscale;
                                uint8_t* const t389 = rw4 + (uint64_t)(t387) * sscale;
                                uint32_t const t390 = l24 < 0 ? 0u : l24 > 24 ? 24u : (uint32_t)l24;
                                uint64_t const t391 = (uint64_t)t390 * 4u + 0u;
                                uint8_t* const t392 = t388 + (uint64_t)(t391) * sscale;
                                uint8_t* const t393 = t389 + (uint64_t)(t391) * sscale;
                                bool const t394 = l23 >= (int32_t)0x00000000u;
                                int32_t t395 = 0;
                                if (t394) {
                                    t395 = (int32_t)0x00000001u;
                                } else {
                                    t395 = (int32_t)0x00000000u;
                                }
                                mw_st<int32_t>(t393, t395);
                            }
                        }
                        cont383:;
                        {
                            int32_t const t396 = mw_iadd(l24, (int32_t)0x00000001u);
                            l24 = t396;
                        }
                    }
                    brk384:;
#line 328 "../envs/hanabi.rhai"
                    l25 = (int32_t)0x00000000u;
                    for (;;) {
                        {
                            if (mw_stopped(ctx)) { mw_trap(ctx, 9u); return 1; }
                            bool const t399 = l25 < (int32_t)0x00000005u;
                            if (!t399) goto brk398;
                            MW_ITER();
                            {
                                uint32_t const t400 = l22 < 0 ? 0u : l22 > 9 ? 9u : (uint32_t)l22;
                                uint64_t const t401 = (uint64_t)t400 * 20u + 1244u;
                                uint8_t* const t402 = rr3 + (uint64_t)(t401) * sscale;
                                uint8_t* const t403 = rw4 + (uint64_t)(t401) * sscale;
                                uint32_t const t404 = l25 < 0 ? 0u : l25 > 4 ? 4u : (uint32_t)l25;
                                uint64_t const t405 = (uint64_t)t404 * 4u + 0u;
                                uint8_t* const t406 = t402 + (uint64_t)(t405) * sscale;
                                uint8_t* const t407 = t403 + (uint64_t)(t405) * sscale;
                                mw_st<int32_t>(t407, (int32_t)0x00000000u);
                            }
                        }
                        cont397:;
                        {
                            int32_t const t408 = mw_iadd(l25, (int32_t)0x00000001u);
                            l25 = t408;
                        }
                    }
                    brk398:;
#line 329 "../envs/hanabi.rhai"
                    l26 = (int32_t)0x00000000u;
                    for (;;) {
                        {
                            if (mw_stopped(ctx)) { mw_trap(ctx, 10u); return 1; }
                            bool const t411 = l26 < (int32_t)0x00000005u;
                            if (!t411) goto brk410;
                            MW_ITER();
                            {
                                uint32_t const t412 = l22 < 0 ? 0u : l22 > 9 ? 9u : (uint32_t)l22;
                                uint64_t const t413 = (uint64_t)t412 * 20u + 1444u;
                                uint8_t* const t414 = rr3 + (uint64_t)(t413) * sscale;
                                uint8_t* const t415 = rw4 + (uint64_t)(t413) * sscale;
                                uint32_t const t416 = l26 < 0 ? 0u : l26 > 4 ? 4u : (uint32_t)l26;
                                uint64_t const t417 = (uint64_t)t416 * 4u + 0u;
                                uint8_t* const t418 = t414 + (uint64_t)(t417) * sscale;
                                uint8_t* const t419 = t415 + (uint64_t)(t417) * sscale;
                                mw_st<int32_t>(t419, (int32_t)0x00000000u);
                            }
                        }
                        cont409:;
                        {
                            int32_t const t420 = mw_iadd(l26, (int32_t)0x00000001u);
                            l26 = t420;
                        }
                    }
                    brk410:;
                }
                goto fi219;
            }
            {
#line 331 "../envs/hanabi.rhai"
                bool const t421 = l6 < (int32_t)0x0000000Fu;
                l27 = t421;
#line 332 "../envs/hanabi.rhai"
                int32_t t422 = 0;
                if (l27) {
                    int32_t const t423 = mw_isub(l6, (int32_t)0x0000000Au);
                    t422 = t423;
                } else {
                    int32_t const t424 = mw_isub(l6, (int32_t)0x0000000Fu);
                    t422 = t424;
                }
                l28 = t422;
#line 333 "../envs/hanabi.rhai"
                int32_t const t425 = mw_iadd(l5, (int32_t)0x00000001u);
                int32_t const t426 = mw_idiv(l28, (int32_t)0x00000005u);
                int32_t const t427 = mw_iadd(t425, t426);
                int32_t const t428 = mw_irem(t427, (int32_t)0x00000002u);
                l29 = t428;
#line 334 "../envs/hanabi.rhai"
                int32_t const t429 = mw_irem(l28, (int32_t)0x00000005u);
                l30 = t429;
#line 335 "../envs/hanabi.rhai"
                mw_st<int32_t>(rw4 + (uint64_t)(1796) * sscale, l29);
#line 336 "../envs/hanabi.rhai"
                l31 = (int32_t)0x00000000u;
                for (;;) {
                    {
                        if (mw_stopped(ctx)) { mw_trap(ctx, 11u); return 1; }
                        bool const t432 = l31 < (int32_t)0x00000005u;
                        if (!t432) goto brk431;
                        MW_ITER();
                        {
#line 337 "../envs/hanabi.rhai"
                            int32_t const t433 = mw_imul(l29, (int32_t)0x00000005u);
                            int32_t const t434 = mw_iadd(t433, l31);
                            l32 = t434;
#line 338 "../envs/hanabi.rhai"
                            uint32_t const t435 = l32 < 0 ? 0u : l32 > 9 ? 9u : (uint32_t)l32;
                            uint64_t const t436 = (uint64_t)t435 * 4u + 204u;
                            uint8_t* const t437 = rr3 + (uint64_t)(t436) * sscale;
                            uint8_t* const t438 = rw4 + (uint64_t)(t436) * sscale;
                            int32_t const t439 = mw_ld<int32_t>(t437);
                            l33 = t439;
#line 339 "../envs/hanabi.rhai"
                            bool const t440 = l33 >= (int32_t)0x00000000u;
                            bool t441 = t440;
                            if (t441) {
                                int32_t t442 = 0;
                                if (l27) {
                                    int32_t const t443 = mw_idiv(l33, (int32_t)0x00000005u);
                                    t442 = t443;
                                } else {
                                    int32_t const t444 = mw_irem(l33, (int32_t)0x00000005u);
                                    t442 = t444;
                                }
                                bool const t445 = t442 == l30;
                                t441 = t445;
                            }
                            l34 = t441;
#line 340 "../envs/hanabi.rhai"
                            uint32_t const t446 = l31 < 0 ? 0u : l31 > 4 ? 4u : (uint32_t)l31;
                            uint64_t const t447 = (uint64_t)t446 * 4u + 1804u;
                            uint8_t* const t448 = rr3 + (uint64_t)(t447) * sscale;
                            uint8_t* const t449 = rw4 + (uint64_t)(t447) * sscale;
                            int32_t t450 = 0;
                            if (l34) {
                                t450 = (int32_t)0x00000001u;
                            } else {
                                t450 = (int32_t)0x00000000u;
                            }
                            mw_st<int32_t>(t449, t450);
#line 342 "../envs/hanabi.rhai"
                            l35 = (int32_t)0x00000000u;
                            for (;;) {
                                {
                                    if (mw_stopped(ctx)) { mw_trap(ctx, 12u); return 1; }
                                    bool const t453 = l35 < (int32_t)0x00000019u;
                                    if (!t453) goto brk452;
                                    MW_ITER();
                                    {
#line 343 "../envs/hanabi.rhai"
                                        int32_t t454 = 0;
                                        if (l27) {
                                            int32_t const t455 = mw_idiv(l35, (int32_t)0x00000005u);
                                            t454 = t455;
                                        } else {
                                            int32_t const t456 = mw_irem(l35, (int32_t)0x00000005u);
                                            t454 = t456;
                                        }
                                        bool const t457 = t454 == l30;
                                        l36 = t457;
#line 344 "../envs/hanabi.rhai"
                                        {
                                            bool const t459 = l36 != l34;
                                            if (t459) {
                                                {
                                                    uint32_t const t460 = l32 < 0 ? 0u : l32 > 9 ? 9u : (uint32_t)l32;
                                                    uint64_t const t461 = (uint64_t)t460 * 100u + 244u;
                                                    uint8_t* const t462 = rr3 + (uint64_t)(t461) * sscale;
                                                    uint8_t* const t463 = rw4 + (uint64_t)(t461) * sscale;
                                                    uint32_t const t464 = l35 < 0 ? 0u : l35 > 24 ? 24u : (uint32_t)l35;
                                                    uint64_t const t465 = (uint64_t)t464 * 4u + 0u;
                                                    uint8_t* const t466 = t462 + (uint64_t)(t465) * sscale;
                                                    uint8_t* const t467 = t463 + (uint64_t)(t465) * sscale;
                                                    mw_st<int32_t>(t467, (int32_t)0x00000000u);
                                                }
                                                goto fi458;
                                            }
                                            {
                                            }
                                        }
                                        fi458:;
                                    }
                                }
                                cont451:;
                                {
#line 342 "../envs/hanabi.rhai"
                                    int32_t const t468 = mw_iadd(l35, (int32_t)0x00000001u);
                                    l35 = t468;
                                }
                            }
                            brk452:;
#line 346 "../envs/hanabi.rhai"
                            {
                                bool t470 = l34;
                                if (t470) {
                                    t470 = l27;
                                }
                                if (t470) {
                                    {
                                        uint32_t const t471 = l32 < 0 ? 0u : l32 > 9 ? 9u : (uint32_t)l32;
                                        uint64_t const t472 = (uint64_t)t471 * 20u + 1244u;
                                        uint8_t* const t473 = rr3 + (uint64_t)(t472) * sscale;
                                        uint8_t* const t474 = rw4 + (uint64_t)(t472) * sscale;
                                        uint32_t const t475 = l30 < 0 ? 0u : l30 > 4 ? 4u : (uint32_t)l30;
                                        uint64_t const t476 = (uint64_t)t475 * 4u + 0u;
                                        uint8_t* const t477 = t473 + (uint64_t)(t476) * sscale;
                                        uint8_t* const t478 = t474 + (uint64_t)(t476) * sscale;
                                        mw_st<int32_t>(t478, (int32_t)0x00000001u);
                                    }
                                    goto fi469;
                                }
                                {
                                }
                            }
                            fi469:;
#line 347 "../envs/hanabi.rhai"
                            {
                                bool t480 = l34;
                                if (t480) {
                                    bool const t481 = !l27;
                                    t480 = t481;
                                }
                                if (t480) {
                                    {
                                        uint32_t const t482 = l32 < 0 ? 0u : l32 > 9 ? 9u : (uint32_t)l32;
                                        uint64_t const t483 = (uint64_t)t482 * 20u + 1444u;
                                        uint8_t* const t484 = rr3 + (uint64_t)(t483) * sscale;
                                        uint8_t* const t485 = rw4 + (uint64_t)(t483) * sscale;
                                        uint32_t const t486 = l30 < 0 ? 0u : l30 > 4 ? 4u : (uint32_t)l30;
                                        uint64_t const t487 = (uint64_t)t486 * 4u + 0u;
                                        uint8_t* const t488 = t484 + (uint64_t)(t487) * sscale;
                                        uint8_t* const t489 = t485 + (uint64_t)(t487) * sscale;
                                        mw_st<int32_t>(t489, (int32_t)0x00000001u);
                                    }
                                    goto fi479;
                                }
                                {
                                }
                            }
                            fi479:;
                        }
                    }
                    cont430:;
                    {
#line 336 "../envs/hanabi.rhai"
                        int32_t const t490 = mw_iadd(l31, (int32_t)0x00000001u);
                        l31 = t490;
                    }
                }
                brk431:;
#line 349 "../envs/hanabi.rhai"
                int32_t const t491 = mw_ld<int32_t>(rr3 + (uint64_t)(1764) * sscale);
                int32_t const t492 = mw_isub(t491, (int32_t)0x00000001u);
                mw_st<int32_t>(rw4 + (uint64_t)(1764) * sscale, t492);
            }
        }
        fi219:;
#line 351 "../envs/hanabi.rhai"
        l37 = (int32_t)0x00000000u;
#line 352 "../envs/hanabi.rhai"
        l38 = (int32_t)0x00000000u;
        for (;;) {
            {
                if (mw_stopped(ctx)) { mw_trap(ctx, 13u); return 1; }
                bool const t495 = l38 < (int32_t)0x00000005u;
                if (!t495) goto brk494;
                MW_ITER();
                {
                    uint32_t const t496 = l38 < 0 ? 0u : l38 > 4 ? 4u : (uint32_t)l38;
                    uint64_t const t497 = (uint64_t)t496 * 4u + 1644u;
                    uint8_t* const t498 = rr3 + (uint64_t)(t497) * sscale;
                    uint8_t* const t499 = rw4 + (uint64_t)(t497) * sscale;
                    int32_t const t500 = mw_ld<int32_t>(t498);
                    int32_t const t501 = mw_iadd(l37, t500);
                    l37 = t501;
                }
            }
            cont493:;
            {
                int32_t const t502 = mw_iadd(l38, (int32_t)0x00000001u);
                l38 = t502;
            }
        }
        brk494:;
#line 353 "../envs/hanabi.rhai"
        bool const t503 = l37 != l12;
        int32_t t504 = 0;
        if (t503) {
            t504 = (int32_t)0x00000001u;
        } else {
            t504 = (int32_t)0x00000000u;
        }
        mw_st<int32_t>(rw4 + (uint64_t)(1824) * sscale, t504);
#line 354 "../envs/hanabi.rhai"
        int32_t const t505 = mw_ld<int32_t>(rr3 + (uint64_t)(1764) * sscale);
        bool const t506 = t505 > l14;
        int32_t t507 = 0;
        if (t506) {
            t507 = (int32_t)0x00000001u;
        } else {
            t507 = (int32_t)0x00000000u;
        }
        mw_st<int32_t>(rw4 + (uint64_t)(1828) * sscale, t507);
#line 355 "../envs/hanabi.rhai"
        int32_t const t508 = mw_ld<int32_t>(rr3 + (uint64_t)(1768) * sscale);
        bool const t509 = t508 == (int32_t)0x00000000u;
        l39 = t509;
#line 356 "../envs/hanabi.rhai"
        {
            int32_t const t511 = mw_ld<int32_t>(rr3 + (uint64_t)(200) * sscale);
            bool const t512 = t511 >= (int32_t)0x00000032u;
            if (t512) {
                {
                    int32_t const t513 = mw_ld<int32_t>(rr3 + (uint64_t)(1776) * sscale);
                    int32_t const t514 = mw_iadd(t513, (int32_t)0x00000001u);
                    mw_st<int32_t>(rw4 + (uint64_t)(1776) * sscale, t514);
                }
                goto fi510;
            }
            {
            }
        }
        fi510:;
#line 357 "../envs/hanabi.rhai"
        bool t515 = l39;
        if (!t515) {
            bool const t516 = l37 == (int32_t)0x00000019u;
            t515 = t516;
        }
        bool t517 = t515;
        if (!t517) {
            int32_t const t518 = mw_ld<int32_t>(rr3 + (uint64_t)(1776) * sscale);
            bool const t519 = t518 == (int32_t)0x00000003u;
            t517 = t519;
        }
        l40 = t517;
#line 358 "../envs/hanabi.rhai"
        float t520 = 0.0f;
        if (l39) {
            t520 = mw_f32(0x00000000u);
        } else {
            int32_t const t521 = mw_isub(l37, l12);
            float const t522 = (float)t521;
            t520 = t522;
        }
        l41 = t520;
#line 359 "../envs/hanabi.rhai"
        {
            bool t524 = l39;
            if (t524) {
                int32_t const t525 = mw_ld<int32_t>(rr3 + (uint64_t)(1780) * sscale);
                bool const t526 = t525 == (int32_t)0x00000000u;
                t524 = t526;
            }
            if (t524) {
                {
                    float const t527 = (float)l37;
                    float const t528 = l41 - t527;
                    l41 = t528;
                }
                goto fi523;
            }
            {
            }
        }
        fi523:;
#line 360 "../envs/hanabi.rhai"
        {
            if (l39) {
                {
                    mw_st<int32_t>(rw4 + (uint64_t)(1780) * sscale, (int32_t)0x00000001u);
                }
                goto fi529;
            }
            {
            }
        }
        fi529:;
#line 361 "../envs/hanabi.rhai"
        mw_st<float>(rw4 + (uint64_t)(1832) * sscale, mw_canon(l41));
#line 362 "../envs/hanabi.rhai"
        int32_t const t530 = mw_ld<int32_t>(rr3 + (uint64_t)(1836) * sscale);
        int32_t const t531 = mw_f2i(l41);
        int32_t const t532 = mw_iadd(t530, t531);
        mw_st<int32_t>(rw4 + (uint64_t)(1836) * sscale, t532);
#line 363 "../envs/hanabi.rhai"
        int32_t const t533 = mw_iadd(l5, (int32_t)0x00000001u);
        int32_t const t534 = mw_irem(t533, (int32_t)0x00000002u);
        mw_st<int32_t>(rw4 + (uint64_t)(1772) * sscale, t534);
#line 364 "../envs/hanabi.rhai"
        int32_t const t535 = mw_ld<int32_t>(rr3 + (uint64_t)(1840) * sscale);
        int32_t const t536 = mw_iadd(t535, (int32_t)0x00000001u);
        mw_st<int32_t>(rw4 + (uint64_t)(1840) * sscale, t536);
#line 365 "../envs/hanabi.rhai"
        int32_t t537 = 0;
        if (l40) {
            t537 = (int32_t)0x00000001u;
        } else {
            t537 = (int32_t)0x00000000u;
        }
        mw_st<int32_t>(rw4 + (uint64_t)(1844) * sscale, t537);
#line 366 "../envs/hanabi.rhai"
        int32_t const t538 = mw_ld<int32_t>(rr3 + (uint64_t)(1844) * sscale);
        mw_st<int32_t>(rw4 + (uint64_t)(1784) * sscale, t538);
    }
    end2:;
#line 3459 "kernels.cu"
    return 0;
}
#ifdef MW_HOST
MW_ENTRY void k2(const MwCtx* ctx, uint32_t start, uint32_t end) {
    for (uint32_t i = start; i < end; i++) {
        if (mw_k2(ctx, i)) return;
    }
}
#endif
#line 3469 "kernels.cu"

// rows of `observe` over `Player`
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
        uint8_t* rr3 = tv->cols[4] + (uint64_t)row * 4u;
        uint8_t* rw4 = rr3;
        uint8_t* rr5 = tv->cols[2] + (uint64_t)row * 2632u;
        uint8_t* rw6 = rr5;
        uint8_t* rr7 = tv->cols[1] + (uint64_t)row * 84u;
        uint8_t* rw8 = rr7;
        uint8_t* rr9 = tv->cols[3] + (uint64_t)row * 4u;
        uint8_t* rw10 = rr9;
        uint8_t* rr11 = mw_single(ctx, 5u, w, 1852u);
        uint8_t* rw12 = rr11;
        uint8_t *rr13 = rr5, *rw14 = rw6;
        uint8_t *rr15 = rr11, *rw16 = rw12;
        int32_t const t17 = mw_ld<int32_t>(rr3);
        int32_t l18 = t17;
        // observe_into
        {
            int32_t l20 = 0;
            int32_t l21 = 0;
            int32_t l22 = 0;
            int32_t l23 = 0;
            int32_t l24 = 0;
            int32_t l25 = 0;
            int32_t l26 = 0;
            int32_t l27 = 0;
            float l28 = 0.0f;
            int32_t l29 = 0;
            int32_t l30 = 0;
            int32_t l31 = 0;
            int32_t l32 = 0;
            int32_t l33 = 0;
            int32_t l34 = 0;
            int32_t l35 = 0;
            int32_t l36 = 0;
            int32_t l37 = 0;
            bool l38 = false;
            int32_t l39 = 0;
            bool l40 = false;
            bool l41 = false;
            bool l42 = false;
            bool l43 = false;
            int32_t l44 = 0;
            int32_t l45 = 0;
            int32_t l46 = 0;
            int32_t l47 = 0;
            int32_t l48 = 0;
            int32_t l49 = 0;
            int32_t l50 = 0;
            int32_t l51 = 0;
            int32_t l52 = 0;
            int32_t l53 = 0;
            int32_t l54 = 0;
            int32_t l55 = 0;
            int32_t l56 = 0;
            int32_t l57 = 0;
            int32_t l58 = 0;
            int32_t l59 = 0;
            float l60 = 0.0f;
            int32_t l61 = 0;
            int32_t l62 = 0;
            int32_t l63 = 0;
#line 157 "../envs/hanabi.rhai"
            mw_st<int32_t>(ctx->locals + 0, (int32_t)0x00000003u);
            mw_st<int32_t>(ctx->locals + 4, (int32_t)0x00000002u);
            mw_st<int32_t>(ctx->locals + 8, (int32_t)0x00000002u);
            mw_st<int32_t>(ctx->locals + 12, (int32_t)0x00000002u);
            mw_st<int32_t>(ctx->locals + 16, (int32_t)0x00000001u);
#line 118 "../envs/hanabi.rhai"
            l20 = (int32_t)0x00000000u;
#line 120 "../envs/hanabi.rhai"
            l21 = (int32_t)0x00000001u;
            for (;;) {
                {
                    if (mw_stopped(ctx)) { mw_trap(ctx, 14u); return 1; }
                    bool const t66 = l21 < (int32_t)0x00000002u;
                    if (!t66) goto brk65;
                    MW_ITER();
                    {
#line 121 "../envs/hanabi.rhai"
                        int32_t const t67 = mw_iadd(l18, l21);
                        int32_t const t68 = mw_irem(t67, (int32_t)0x00000002u);
                        l22 = t68;
#line 122 "../envs/hanabi.rhai"
                        l23 = (int32_t)0x00000000u;
                        for (;;) {
                            {
                                if (mw_stopped(ctx)) { mw_trap(ctx, 15u); return 1; }
                                bool const t71 = l23 < (int32_t)0x00000005u;
                                if (!t71) goto brk70;
                                MW_ITER();
                                {
#line 123 "../envs/hanabi.rhai"
                                    int32_t const t72 = mw_imul(l22, (int32_t)0x00000005u);
                                    int32_t const t73 = mw_iadd(t72, l23);
                                    uint32_t const t74 = t73 < 0 ? 0u : t73 > 9 ? 9u : (uint32_t)t73;
                                    uint64_t const t75 = (uint64_t)t74 * 4u + 204u;
                                    uint8_t* const t76 = rr15 + (uint64_t)(t75) * sscale;
                                    uint8_t* const t77 = rw16 + (uint64_t)(t75) * sscale;
                                    int32_t const t78 = mw_ld<int32_t>(t76);
                                    l24 = t78;
#line 124 "../envs/hanabi.rhai"
                                    l25 = (int32_t)0x00000000u;
                                    for (;;) {
                                        {
                                            if (mw_stopped(ctx)) { mw_trap(ctx, 16u); return 1; }
                                            bool const t81 = l25 < (int32_t)0x00000019u;
                                            if (!t81) goto brk80;
                                            MW_ITER();
                                            {
                                                int32_t const t82 = mw_iadd(l20, l25);
                                                uint32_t const t83 = t82 < 0 ? 0u : t82 > 657 ? 657u : (uint32_t)t82;
                                                uint64_t const t84 = (uint64_t)t83 * 4u + 0u;
                                                uint8_t* const t85 = rr13 + t84;
                                                uint8_t* const t86 = rw14 + t84;
                                                bool const t87 = l24 == l25;
                                                float t88 = 0.0f;
                                                if (t87) {
                                                    t88 = mw_f32(0x3F800000u);
                                                } else {
                                                    t88 = mw_f32(0x00000000u);
                                                }
                                                mw_st<float>(t86 + 0, mw_canon(t88));
                                            }
                                        }
                                        cont79:;
                                        {
                                            int32_t const t89 = mw_iadd(l25, (int32_t)0x00000001u);
                                            l25 = t89;
                                        }
                                    }
                                    brk80:;
#line 125 "../envs/hanabi.rhai"
                                    int32_t const t90 = mw_iadd(l20, (int32_t)0x00000019u);
                                    l20 = t90;
                                }
                            }
                            cont69:;
                            {
#line 122 "../envs/hanabi.rhai"
                                int32_t const t91 = mw_iadd(l23, (int32_t)0x00000001u);
                                l23 = t91;
                            }
                        }
                        brk70:;
                    }
                }
                cont64:;
                {
#line 120 "../envs/hanabi.rhai"
                    int32_t const t92 = mw_iadd(l21, (int32_t)0x00000001u);
                    l21 = t92;
                }
            }
            brk65:;
#line 128 "../envs/hanabi.rhai"
            l26 = (int32_t)0x00000000u;
            for (;;) {
                {
                    if (mw_stopped(ctx)) { mw_trap(ctx, 17u); return 1; }
                    bool const t95 = l26 < (int32_t)0x00000002u;
                    if (!t95) goto brk94;
                    MW_ITER();
                    {
#line 129 "../envs/hanabi.rhai"
                        int32_t const t96 = mw_iadd(l18, l26);
                        int32_t const t97 = mw_irem(t96, (int32_t)0x00000002u);
                        l27 = t97;
#line 130 "../envs/hanabi.rhai"
                        l28 = mw_f32(0x00000000u);
#line 131 "../envs/hanabi.rhai"
                        l29 = (int32_t)0x00000000u;
                        for (;;) {
                            {
                                if (mw_stopped(ctx)) { mw_trap(ctx, 18u); return 1; }
                                bool const t100 = l29 < (int32_t)0x00000005u;
                                if (!t100) goto brk99;
                                MW_ITER();
                                {
                                    {
                                        int32_t const t102 = mw_imul(l27, (int32_t)0x00000005u);
                                        int32_t const t103 = mw_iadd(t102, l29);
                                        uint32_t const t104 = t103 < 0 ? 0u : t103 > 9 ? 9u : (uint32_t)t103;
                                        uint64_t const t105 = (uint64_t)t104 * 4u + 204u;
                                        uint8_t* const t106 = rr15 + (uint64_t)(t105) * sscale;
                                        uint8_t* const t107 = rw16 + (uint64_t)(t105) * sscale;
                                        int32_t const t108 = mw_ld<int32_t>(t106);
                                        bool const t109 = t108 < (int32_t)0x00000000u;
                                        if (t109) {
                                            {
                                                l28 = mw_f32(0x3F800000u);
                                            }
                                            goto fi101;
                                        }
                                        {
                                        }
                                    }
                                    fi101:;
                                }
                            }
                            cont98:;
                            {
                                int32_t const t110 = mw_iadd(l29, (int32_t)0x00000001u);
                                l29 = t110;
                            }
                        }
                        brk99:;
#line 132 "../envs/hanabi.rhai"
                        uint32_t const t111 = l20 < 0 ? 0u : l20 > 657 ? 657u : (uint32_t)l20;
                        uint64_t const t112 = (uint64_t)t111 * 4u + 0u;
                        uint8_t* const t113 = rr13 + t112;
                        uint8_t* const t114 = rw14 + t112;
                        mw_st<float>(t114 + 0, mw_canon(l28));
#line 133 "../envs/hanabi.rhai"
                        int32_t const t115 = mw_iadd(l20, (int32_t)0x00000001u);
                        l20 = t115;
                    }
                }
                cont93:;
                {
#line 128 "../envs/hanabi.rhai"
                    int32_t const t116 = mw_iadd(l26, (int32_t)0x00000001u);
                    l26 = t116;
                }
            }
            brk94:;
#line 136 "../envs/hanabi.rhai"
            l30 = (int32_t)0x00000000u;
            for (;;) {
                {
                    if (mw_stopped(ctx)) { mw_trap(ctx, 19u); return 1; }
                    bool const t119 = l30 < (int32_t)0x00000028u;
                    if (!t119) goto brk118;
                    MW_ITER();
                    {
#line 137 "../envs/hanabi.rhai"
                        uint32_t const t120 = l20 < 0 ? 0u : l20 > 657 ? 657u : (uint32_t)l20;
                        uint64_t const t121 = (uint64_t)t120 * 4u + 0u;
                        uint8_t* const t122 = rr13 + t121;
                        uint8_t* const t123 = rw14 + t121;
                        int32_t const t124 = mw_isub((int32_t)0x00000031u, l30);
                        int32_t const t125 = mw_ld<int32_t>(rr15 + (uint64_t)(200) * sscale);
                        bool const t126 = t124 >= t125;
                        float t127 = 0.0f;
                        if (t126) {
                            t127 = mw_f32(0x3F800000u);
                        } else {
                            t127 = mw_f32(0x00000000u);
                        }
                        mw_st<float>(t123 + 0, mw_canon(t127));
#line 138 "../envs/hanabi.rhai"
                        int32_t const t128 = mw_iadd(l20, (int32_t)0x00000001u);
                        l20 = t128;
                    }
                }
                cont117:;
                {
#line 136 "../envs/hanabi.rhai"
                    int32_t const t129 = mw_iadd(l30, (int32_t)0x00000001u);
                    l30 = t129;
                }
            }
            brk118:;
#line 140 "../envs/hanabi.rhai"
            l31 = (int32_t)0x00000000u;
            for (;;) {
                {
                    if (mw_stopped(ctx)) { mw_trap(ctx, 20u); return 1; }
                    bool const t132 = l31 < (int32_t)0x00000005u;
                    if (!t132) goto brk131;
                    MW_ITER();
                    {
#line 141 "../envs/hanabi.rhai"
                        l32 = (int32_t)0x00000000u;
                        for (;;) {
                            {
                                if (mw_stopped(ctx)) { mw_trap(ctx, 21u); return 1; }
                                bool const t135 = l32 < (int32_t)0x00000005u;
                                if (!t135) goto brk134;
                                MW_ITER();
                                {
#line 142 "../envs/hanabi.rhai"
                                    uint32_t const t136 = l20 < 0 ? 0u : l20 > 657 ? 657u : (uint32_t)l20;
                                    uint64_t const t137 = (uint64_t)t136 * 4u + 0u;
                                    uint8_t* const t138 = rr13 + t137;
                                    uint8_t* const t139 = rw14 + t137;
                                    uint32_t const t140 = l31 < 0 ? 0u : l31 > 4 ? 4u : (uint32_t)l31;
                                    uint64_t const t141 = (uint64_t)t140 * 4u + 1644u;
                                    uint8_t* const t142 = rr15 + (uint64_t)(t141) * sscale;
                                    uint8_t* const t143 = rw16 + (uint64_t)(t141) * sscale;
                                    int32_t const t144 = mw_ld<int32_t>(t142);
                                    int32_t const t145 = mw_iadd(l32, (int32_t)0x00000001u);
                                    bool const t146 = t144 == t145;
                                    float t147 = 0.0f;
                                    if (t146) {
                                        t147 = mw_f32(0x3F800000u);
                                    } else {
                                        t147 = mw_f32(0x00000000u);
                                    }
                                    mw_st<float>(t139 + 0, mw_canon(t147));
#line 143 "../envs/hanabi.rhai"
                                    int32_t const t148 = mw_iadd(l20, (int32_t)0x00000001u);
                                    l20 = t148;
                                }
                            }
                            cont133:;
                            {
#line 141 "../envs/hanabi.rhai"
                                int32_t const t149 = mw_iadd(l32, (int32_t)0x00000001u);
                                l32 = t149;
                            }
                        }
                        brk134:;
                    }
                }
                cont130:;
                {
#line 140 "../envs/hanabi.rhai"
                    int32_t const t150 = mw_iadd(l31, (int32_t)0x00000001u);
                    l31 = t150;
                }
            }
            brk131:;
#line 146 "../envs/hanabi.rhai"
            l33 = (int32_t)0x00000000u;
            for (;;) {
                {
                    if (mw_stopped(ctx)) { mw_trap(ctx, 22u); return 1; }
                    bool const t153 = l33 < (int32_t)0x00000008u;
                    if (!t153) goto brk152;
                    MW_ITER();
                    {
#line 147 "../envs/hanabi.rhai"
                        uint32_t const t154 = l20 < 0 ? 0u : l20 > 657 ? 657u : (uint32_t)l20;
                        uint64_t const t155 = (uint64_t)t154 * 4u + 0u;
                        uint8_t* const t156 = rr13 + t155;
                        uint8_t* const t157 = rw14 + t155;
                        int32_t const t158 = mw_ld<int32_t>(rr15 + (uint64_t)(1764) * sscale);
                        bool const t159 = l33 < t158;
                        float t160 = 0.0f;
                        if (t159) {
                            t160 = mw_f32(0x3F800000u);
                        } else {
                            t160 = mw_f32(0x00000000u);
                        }
                        mw_st<float>(t157 + 0, mw_canon(t160));
#line 148 "../envs/hanabi.rhai"
                        int32_t const t161 = mw_iadd(l20, (int32_t)0x00000001u);
                        l20 = t161;
                    }
                }
                cont151:;
                {
#line 146 "../envs/hanabi.rhai"
                    int32_t const t162 = mw_iadd(l33, (int32_t)0x00000001u);
                    l33 = t162;
                }
            }
            brk152:;
#line 150 "../envs/hanabi.rhai"
            l34 = (int32_t)0x00000000u;
            for (;;) {
                {
                    if (mw_stopped(ctx)) { mw_trap(ctx, 23u); return 1; }
                    bool const t165 = l34 < (int32_t)0x00000003u;
                    if (!t165) goto brk164;
                    MW_ITER();
                    {
#line 151 "../envs/hanabi.rhai"
                        uint32_t const t166 = l20 < 0 ? 0u : l20 > 657 ? 657u : (uint32_t)l20;
                        uint64_t const t167 = (uint64_t)t166 * 4u + 0u;
                        uint8_t* const t168 = rr13 + t167;
                        uint8_t* const t169 = rw14 + t167;
                        int32_t const t170 = mw_ld<int32_t>(rr15 + (uint64_t)(1768) * sscale);
                        bool const t171 = l34 < t170;
                        float t172 = 0.0f;
                        if (t171) {
                            t172 = mw_f32(0x3F800000u);
                        } else {
                            t172 = mw_f32(0x00000000u);
                        }
                        mw_st<float>(t169 + 0, mw_canon(t172));
#line 152 "../envs/hanabi.rhai"
                        int32_t const t173 = mw_iadd(l20, (int32_t)0x00000001u);
                        l20 = t173;
                    }
                }
                cont163:;
                {
#line 150 "../envs/hanabi.rhai"
                    int32_t const t174 = mw_iadd(l34, (int32_t)0x00000001u);
                    l34 = t174;
                }
            }
            brk164:;
#line 155 "../envs/hanabi.rhai"
            l35 = (int32_t)0x00000000u;
            for (;;) {
                {
                    if (mw_stopped(ctx)) { mw_trap(ctx, 24u); return 1; }
                    bool const t177 = l35 < (int32_t)0x00000005u;
                    if (!t177) goto brk176;
                    MW_ITER();
                    {
#line 156 "../envs/hanabi.rhai"
                        l36 = (int32_t)0x00000000u;
                        for (;;) {
                            {
                                if (mw_stopped(ctx)) { mw_trap(ctx, 25u); return 1; }
                                bool const t180 = l36 < (int32_t)0x00000005u;
                                if (!t180) goto brk179;
                                MW_ITER();
                                {
#line 157 "../envs/hanabi.rhai"
                                    l37 = (int32_t)0x00000000u;
                                    for (;;) {
                                        {
                                            if (mw_stopped(ctx)) { mw_trap(ctx, 26u); return 1; }
                                            uint32_t const t183 = l36 < 0 ? 0u : l36 > 4 ? 4u : (uint32_t)l36;
                                            uint64_t const t184 = (uint64_t)t183 * 4u + 0u;
                                            uint8_t* const t185 = ctx->locals + t184;
                                            int32_t const t186 = mw_ld<int32_t>(t185);
                                            bool const t187 = l37 < t186;
                                            if (!t187) goto brk182;
                                            MW_ITER();
                                            {
#line 158 "../envs/hanabi.rhai"
                                                uint32_t const t188 = l20 < 0 ? 0u : l20 > 657 ? 657u : (uint32_t)l20;
                                                uint64_t const t189 = (uint64_t)t188 * 4u + 0u;
                                                uint8_t* const t190 = rr13 + t189;
                                                uint8_t* const t191 = rw14 + t189;
                                                int32_t const t192 = mw_imul(l35, (int32_t)0x00000005u);
                                                int32_t const t193 = mw_iadd(t192, l36);
                                                uint32_t const t194 = t193 < 0 ? 0u : t193 > 24 ? 24u : (uint32_t)t193;
                                                uint64_t const t195 = (uint64_t)t194 * 4u + 1664u;
                                                uint8_t* const t196 = rr15 + (uint64_t)(t195) * sscale;
                                                uint8_t* const t197 = rw16 + (uint64_t)(t195) * sscale;
                                                int32_t const t198 = mw_ld<int32_t>(t196);
                                                bool const t199 = l37 < t198;
                                                float t200 = 0.0f;
                                                if (t199) {
                                                    t200 = mw_f32(0x3F800000u);
                                                } else {
                                                    t200 = mw_f32(0x00000000u);
                                                }
                                                mw_st<float>(t191 + 0, mw_canon(t200));
#line 159 "../envs/hanabi.rhai"
                                                int32_t const t201 = mw_iadd(l20, (int32_t)0x00000001u);
                                                l20 = t201;
                                            }
                                        }
                                        cont181:;
                                        {
#line 157 "../envs/hanabi.rhai"
                                            int32_t const t202 = mw_iadd(l37, (int32_t)0x00000001u);
                                            l37 = t202;
                                        }
                                    }
                                    brk182:;
                                }
                            }
                            cont178:;
                            {
#line 156 "../envs/hanabi.rhai"
                                int32_t const t203 = mw_iadd(l36, (int32_t)0x00000001u);
                                l36 = t203;
                            }
                        }
                        brk179:;
                    }
                }
                cont175:;
                {
#line 155 "../envs/hanabi.rhai"
                    int32_t const t204 = mw_iadd(l35, (int32_t)0x00000001u);
                    l35 = t204;
                }
            }
            brk176:;
#line 164 "../envs/hanabi.rhai"
            int32_t const t205 = mw_ld<int32_t>(rr15 + (uint64_t)(1840) * sscale);
            bool const t206 = t205 > (int32_t)0x00000000u;
            l38 = t206;
#line 165 "../envs/hanabi.rhai"
            int32_t const t207 = mw_ld<int32_t>(rr15 + (uint64_t)(1792) * sscale);
            l39 = t207;
#line 166 "../envs/hanabi.rhai"
            bool t208 = l38;
            if (t208) {
                bool const t209 = l39 < (int32_t)0x00000005u;
                t208 = t209;
            }
            l40 = t208;
#line 167 "../envs/hanabi.rhai"
            bool t210 = l38;
            if (t210) {
                bool const t211 = l39 >= (int32_t)0x00000005u;
                t210 = t211;
            }
            bool t212 = t210;
            if (t212) {
                bool const t213 = l39 < (int32_t)0x0000000Au;
                t212 = t213;
            }
            l41 = t212;
#line 168 "../envs/hanabi.rhai"
            bool t214 = l38;
            if (t214) {
                bool const t215 = l39 >= (int32_t)0x0000000Au;
                t214 = t215;
            }
            bool t216 = t214;
            if (t216) {
                bool const t217 = l39 < (int32_t)0x0000000Fu;
                t216 = t217;
            }
            l42 = t216;
#line 169 "../envs/hanabi.rhai"
            bool t218 = l38;
            if (t218) {
                bool const t219 = l39 >= (int32_t)0x0000000Fu;
                t218 = t219;
            }
            bool t220 = t218;
            if (t220) {
                bool const t221 = l39 < (int32_t)0x00000014u;
                t220 = t221;
            }
            l43 = t220;
#line 170 "../envs/hanabi.rhai"
            int32_t t222 = 0;
            if (l42) {
                int32_t const t223 = mw_isub(l39, (int32_t)0x0000000Au);
                int32_t const t224 = mw_irem(t223, (int32_t)0x00000005u);
                t222 = t224;
            } else {
                int32_t t225 = 0;
                if (l43) {
                    int32_t const t226 = mw_isub(l39, (int32_t)0x0000000Fu);
                    int32_t const t227 = mw_irem(t226, (int32_t)0x00000005u);
                    t225 = t227;
                } else {
                    t225 = (int32_t)0xFFFFFFFFu;
                }
                t222 = t225;
            }
            l44 = t222;
#line 171 "../envs/hanabi.rhai"
            l45 = (int32_t)0x00000000u;
            for (;;) {
                {
                    if (mw_stopped(ctx)) { mw_trap(ctx, 27u); return 1; }
                    bool const t230 = l45 < (int32_t)0x00000002u;
                    if (!t230) goto brk229;
                    MW_ITER();
                    {
#line 172 "../envs/hanabi.rhai"
                        uint32_t const t231 = l20 < 0 ? 0u : l20 > 657 ? 657u : (uint32_t)l20;
                        uint64_t const t232 = (uint64_t)t231 * 4u + 0u;
                        uint8_t* const t233 = rr13 + t232;
                        uint8_t* const t234 = rw14 + t232;
                        bool t235 = l38;
                        if (t235) {
                            int32_t const t236 = mw_iadd(l18, l45);
                            int32_t const t237 = mw_irem(t236, (int32_t)0x00000002u);
                            int32_t const t238 = mw_ld<int32_t>(rr15 + (uint64_t)(1788) * sscale);
                            bool const t239 = t237 == t238;
                            t235 = t239;
                        }
                        float t240 = 0.0f;
                        if (t235) {
                            t240 = mw_f32(0x3F800000u);
                        } else {
                            t240 = mw_f32(0x00000000u);
                        }
                        mw_st<float>(t234 + 0, mw_canon(t240));
#line 173 "../envs/hanabi.rhai"
                        int32_t const t241 = mw_iadd(l20, (int32_t)0x00000001u);
                        l20 = t241;
                    }
                }
                cont228:;
                {
#line 171 "../envs/hanabi.rhai"
                    int32_t const t242 = mw_iadd(l45, (int32_t)0x00000001u);
                    l45 = t242;
                }
            }
            brk229:;
#line 175 "../envs/hanabi.rhai"
            uint32_t const t243 = l20 < 0 ? 0u : l20 > 657 ? 657u : (uint32_t)l20;
            uint64_t const t244 = (uint64_t)t243 * 4u + 0u;
            uint8_t* const t245 = rr13 + t244;
            uint8_t* const t246 = rw14 + t244;
            float t247 = 0.0f;
            if (l41) {
                t247 = mw_f32(0x3F800000u);
            } else {
                t247 = mw_f32(0x00000000u);
            }
            mw_st<float>(t246 + 0, mw_canon(t247));
#line 176 "../envs/hanabi.rhai"
            int32_t const t248 = mw_iadd(l20, (int32_t)0x00000001u);
            uint32_t const t249 = t248 < 0 ? 0u : t248 > 657 ? 657u : (uint32_t)t248;
            uint64_t const t250 = (uint64_t)t249 * 4u + 0u;
            uint8_t* const t251 = rr13 + t250;
            uint8_t* const t252 = rw14 + t250;
            float t253 = 0.0f;
            if (l40) {
                t253 = mw_f32(0x3F800000u);
            } else {
                t253 = mw_f32(0x00000000u);
            }
            mw_st<float>(t252 + 0, mw_canon(t253));
#line 177 "../envs/hanabi.rhai"
            int32_t const t254 = mw_iadd(l20, (int32_t)0x00000002u);
            uint32_t const t255 = t254 < 0 ? 0u : t254 > 657 ? 657u : (uint32_t)t254;
            uint64_t const t256 = (uint64_t)t255 * 4u + 0u;
            uint8_t* const t257 = rr13 + t256;
            uint8_t* const t258 = rw14 + t256;
            float t259 = 0.0f;
            if (l42) {
                t259 = mw_f32(0x3F800000u);
            } else {
                t259 = mw_f32(0x00000000u);
            }
            mw_st<float>(t258 + 0, mw_canon(t259));
#line 178 "../envs/hanabi.rhai"
            int32_t const t260 = mw_iadd(l20, (int32_t)0x00000003u);
            uint32_t const t261 = t260 < 0 ? 0u : t260 > 657 ? 657u : (uint32_t)t260;
            uint64_t const t262 = (uint64_t)t261 * 4u + 0u;
            uint8_t* const t263 = rr13 + t262;
            uint8_t* const t264 = rw14 + t262;
            float t265 = 0.0f;
            if (l43) {
                t265 = mw_f32(0x3F800000u);
            } else {
                t265 = mw_f32(0x00000000u);
            }
            mw_st<float>(t264 + 0, mw_canon(t265));
#line 179 "../envs/hanabi.rhai"
            int32_t const t266 = mw_iadd(l20, (int32_t)0x00000004u);
            l20 = t266;
#line 180 "../envs/hanabi.rhai"
            l46 = (int32_t)0x00000000u;
            for (;;) {
                {
                    if (mw_stopped(ctx)) { mw_trap(ctx, 28u); return 1; }
                    bool const t269 = l46 < (int32_t)0x00000002u;
                    if (!t269) goto brk268;
                    MW_ITER();
                    {
#line 181 "../envs/hanabi.rhai"
                        uint32_t const t270 = l20 < 0 ? 0u : l20 > 657 ? 657u : (uint32_t)l20;
                        uint64_t const t271 = (uint64_t)t270 * 4u + 0u;
                        uint8_t* const t272 = rr13 + t271;
                        uint8_t* const t273 = rw14 + t271;
                        bool t274 = l42;
                        if (!t274) {
                            t274 = l43;
                        }
                        bool t275 = t274;
                        if (t275) {
                            int32_t const t276 = mw_iadd(l18, l46);
                            int32_t const t277 = mw_irem(t276, (int32_t)0x00000002u);
                            int32_t const t278 = mw_ld<int32_t>(rr15 + (uint64_t)(1796) * sscale);
                            bool const t279 = t277 == t278;
                            t275 = t279;
                        }
                        float t280 = 0.0f;
                        if (t275) {
                            t280 = mw_f32(0x3F800000u);
                        } else {
                            t280 = mw_f32(0x00000000u);
                        }
                        mw_st<float>(t273 + 0, mw_canon(t280));
#line 182 "../envs/hanabi.rhai"
                        int32_t const t281 = mw_iadd(l20, (int32_t)0x00000001u);
                        l20 = t281;
                    }
                }
                cont267:;
                {
#line 180 "../envs/hanabi.rhai"
                    int32_t const t282 = mw_iadd(l46, (int32_t)0x00000001u);
                    l46 = t282;
                }
            }
            brk268:;
#line 184 "../envs/hanabi.rhai"
            l47 = (int32_t)0x00000000u;
            for (;;) {
                {
                    if (mw_stopped(ctx)) { mw_trap(ctx, 29u); return 1; }
                    bool const t285 = l47 < (int32_t)0x00000005u;
                    if (!t285) goto brk284;
                    MW_ITER();
                    {
#line 185 "../envs/hanabi.rhai"
                        uint32_t const t286 = l20 < 0 ? 0u : l20 > 657 ? 657u : (uint32_t)l20;
                        uint64_t const t287 = (uint64_t)t286 * 4u + 0u;
                        uint8_t* const t288 = rr13 + t287;
                        uint8_t* const t289 = rw14 + t287;
                        bool t290 = l42;
                        if (t290) {
                            bool const t291 = l44 == l47;
                            t290 = t291;
                        }
                        float t292 = 0.0f;
                        if (t290) {
                            t292 = mw_f32(0x3F800000u);
                        } else {
                            t292 = mw_f32(0x00000000u);
                        }
                        mw_st<float>(t289 + 0, mw_canon(t292));
#line 186 "../envs/hanabi.rhai"
                        int32_t const t293 = mw_iadd(l20, (int32_t)0x00000001u);
                        l20 = t293;
                    }
                }
                cont283:;
                {
#line 184 "../envs/hanabi.rhai"
                    int32_t const t294 = mw_iadd(l47, (int32_t)0x00000001u);
                    l47 = t294;
                }
            }
            brk284:;
#line 188 "../envs/hanabi.rhai"
            l48 = (int32_t)0x00000000u;
            for (;;) {
                {
                    if (mw_stopped(ctx)) { mw_trap(ctx, 30u); return 1; }
                    bool const t297 = l48 < (int32_t)0x00000005u;
                    if (!t297) goto brk296;
                    MW_ITER();
                    {
#line 189 "../envs/hanabi.rhai"
                        uint32_t const t298 = l20 < 0 ? 0u : l20 > 657 ? 657u : (uint32_t)l20;
                        uint64_t const t299 = (uint64_t)t298 * 4u + 0u;
                        uint8_t* const t300 = rr13 + t299;
                        uint8_t* const t301 = rw14 + t299;
                        bool t302 = l43;
                        if (t302) {
                            bool const t303 = l44 == l48;
                            t302 = t303;
                        }
                        float t304 = 0.0f;
                        if (t302) {
                            t304 = mw_f32(0x3F800000u);
                        } else {
                            t304 = mw_f32(0x00000000u);
                        }
                        mw_st<float>(t301 + 0, mw_canon(t304));
#line 190 "../envs/hanabi.rhai"
                        int32_t const t305 = mw_iadd(l20, (int32_t)0x00000001u);
                        l20 = t305;
                    }
                }
                cont295:;
                {
#line 188 "../envs/hanabi.rhai"
                    int32_t const t306 = mw_iadd(l48, (int32_t)0x00000001u);
                    l48 = t306;
                }
            }
            brk296:;
#line 192 "../envs/hanabi.rhai"
            l49 = (int32_t)0x00000000u;
            for (;;) {
                {
                    if (mw_stopped(ctx)) { mw_trap(ctx, 31u); return 1; }
                    bool const t309 = l49 < (int32_t)0x00000005u;
                    if (!t309) goto brk308;
                    MW_ITER();
                    {
#line 193 "../envs/hanabi.rhai"
                        uint32_t const t310 = l20 < 0 ? 0u : l20 > 657 ? 657u : (uint32_t)l20;
                        uint64_t const t311 = (uint64_t)t310 * 4u + 0u;
                        uint8_t* const t312 = rr13 + t311;
                        uint8_t* const t313 = rw14 + t311;
                        bool t314 = l42;
                        if (!t314) {
                            t314 = l43;
                        }
                        bool t315 = t314;
                        if (t315) {
                            uint32_t const t316 = l49 < 0 ? 0u : l49 > 4 ? 4u : (uint32_t)l49;
                            uint64_t const t317 = (uint64_t)t316 * 4u + 1804u;
                            uint8_t* const t318 = rr15 + (uint64_t)(t317) * sscale;
                            uint8_t* const t319 = rw16 + (uint64_t)(t317) * sscale;
                            int32_t const t320 = mw_ld<int32_t>(t318);
                            bool const t321 = t320 == (int32_t)0x00000001u;
                            t315 = t321;
                        }
                        float t322 = 0.0f;
                        if (t315) {
                            t322 = mw_f32(0x3F800000u);
                        } else {
                            t322 = mw_f32(0x00000000u);
                        }
                        mw_st<float>(t313 + 0, mw_canon(t322));
#line 194 "../envs/hanabi.rhai"
                        int32_t const t323 = mw_iadd(l20, (int32_t)0x00000001u);
                        l20 = t323;
                    }
                }
                cont307:;
                {
#line 192 "../envs/hanabi.rhai"
                    int32_t const t324 = mw_iadd(l49, (int32_t)0x00000001u);
                    l49 = t324;
                }
            }
            brk308:;
#line 196 "../envs/hanabi.rhai"
            l50 = (int32_t)0x00000000u;
            for (;;) {
                {
                    if (mw_stopped(ctx)) { mw_trap(ctx, 32u); return 1; }
                    bool const t327 = l50 < (int32_t)0x00000005u;
                    if (!t327) goto brk326;
                    MW_ITER();
                    {
#line 197 "../envs/hanabi.rhai"
                        uint32_t const t328 = l20 < 0 ? 0u : l20 > 657 ? 657u : (uint32_t)l20;
                        uint64_t const t329 = (uint64_t)t328 * 4u + 0u;
                        uint8_t* const t330 = rr13 + t329;
                        uint8_t* const t331 = rw14 + t329;
                        bool t332 = l41;
                        if (!t332) {
                            t332 = l40;
                        }
                        bool t333 = t332;
                        if (t333) {
                            int32_t const t334 = mw_irem(l39, (int32_t)0x00000005u);
                            bool const t335 = t334 == l50;
                            t333 = t335;
                        }
                        float t336 = 0.0f;
                        if (t333) {
                            t336 = mw_f32(0x3F800000u);
                        } else {
                            t336 = mw_f32(0x00000000u);
                        }
                        mw_st<float>(t331 + 0, mw_canon(t336));
#line 198 "../envs/hanabi.rhai"
                        int32_t const t337 = mw_iadd(l20, (int32_t)0x00000001u);
                        l20 = t337;
                    }
                }
                cont325:;
                {
#line 196 "../envs/hanabi.rhai"
                    int32_t const t338 = mw_iadd(l50, (int32_t)0x00000001u);
                    l50 = t338;
                }
            }
            brk326:;
#line 200 "../envs/hanabi.rhai"
            l51 = (int32_t)0x00000000u;
            for (;;) {
                {
                    if (mw_stopped(ctx)) { mw_trap(ctx, 33u); return 1; }
                    bool const t341 = l51 < (int32_t)0x00000019u;
                    if (!t341) goto brk340;
                    MW_ITER();
                    {
#line 201 "../envs/hanabi.rhai"
                        uint32_t const t342 = l20 < 0 ? 0u : l20 > 657 ? 657u : (uint32_t)l20;
                        uint64_t const t343 = (uint64_t)t342 * 4u + 0u;
                        uint8_t* const t344 = rr13 + t343;
                        uint8_t* const t345 = rw14 + t343;
                        bool t346 = l41;
                        if (!t346) {
                            t346 = l40;
                        }
                        bool t347 = t346;
                        if (t347) {
                            int32_t const t348 = mw_ld<int32_t>(rr15 + (uint64_t)(1800) * sscale);
                            bool const t349 = t348 == l51;
                            t347 = t349;
                        }
                        float t350 = 0.0f;
                        if (t347) {
                            t350 = mw_f32(0x3F800000u);
                        } else {
                            t350 = mw_f32(0x00000000u);
                        }
                        mw_st<float>(t345 + 0, mw_canon(t350));
#line 202 "../envs/hanabi.rhai"
                        int32_t const t351 = mw_iadd(l20, (int32_t)0x00000001u);
                        l20 = t351;
                    }
                }
                cont339:;
                {
#line 200 "../envs/hanabi.rhai"
                    int32_t const t352 = mw_iadd(l51, (int32_t)0x00000001u);
                    l51 = t352;
                }
            }
            brk340:;
#line 204 "../envs/hanabi.rhai"
            uint32_t const t353 = l20 < 0 ? 0u : l20 > 657 ? 657u : (uint32_t)l20;
            uint64_t const t354 = (uint64_t)t353 * 4u + 0u;
            uint8_t* const t355 = rr13 + t354;
            uint8_t* const t356 = rw14 + t354;
            bool t357 = l38;
            if (t357) {
                int32_t const t358 = mw_ld<int32_t>(rr15 + (uint64_t)(1824) * sscale);
                bool const t359 = t358 == (int32_t)0x00000001u;
                t357 = t359;
            }
            float t360 = 0.0f;
            if (t357) {
                t360 = mw_f32(0x3F800000u);
            } else {
                t360 = mw_f32(0x00000000u);
            }
            mw_st<float>(t356 + 0, mw_canon(t360));
#line 205 "../envs/hanabi.rhai"
            int32_t const t361 = mw_iadd(l20, (int32_t)0x00000001u);
            uint32_t const t362 = t361 < 0 ? 0u : t361 > 657 ? 657u : (uint32_t)t361;
            uint64_t const t363 = (uint64_t)t362 * 4u + 0u;
            uint8_t* const t364 = rr13 + t363;
            uint8_t* const t365 = rw14 + t363;
            bool t366 = l41;
            if (t366) {
                int32_t const t367 = mw_ld<int32_t>(rr15 + (uint64_t)(1828) * sscale);
                bool const t368 = t367 == (int32_t)0x00000001u;
                t366 = t368;
            }
            float t369 = 0.0f;
            if (t366) {
                t369 = mw_f32(0x3F800000u);
            } else {
                t369 = mw_f32(0x00000000u);
            }
            mw_st<float>(t365 + 0, mw_canon(t369));
#line 206 "../envs/hanabi.rhai"
            int32_t const t370 = mw_iadd(l20, (int32_t)0x00000002u);
            l20 = t370;
#line 209 "../envs/hanabi.rhai"
            mw_zero(ctx->locals + 24, 100u);
#line 210 "../envs/hanabi.rhai"
            l52 = (int32_t)0x00000000u;
            for (;;) {
                {
                    if (mw_stopped(ctx)) { mw_trap(ctx, 34u); return 1; }
                    bool const t373 = l52 < (int32_t)0x00000019u;
                    if (!t373) goto brk372;
                    MW_ITER();
                    {
#line 211 "../envs/hanabi.rhai"
                        int32_t const t374 = mw_irem(l52, (int32_t)0x00000005u);
                        l53 = t374;
#line 212 "../envs/hanabi.rhai"
                        uint32_t const t375 = l52 < 0 ? 0u : l52 > 24 ? 24u : (uint32_t)l52;
                        uint64_t const t376 = (uint64_t)t375 * 4u + 24u;
                        uint8_t* const t377 = ctx->locals + t376;
                        uint32_t const t378 = l53 < 0 ? 0u : l53 > 4 ? 4u : (uint32_t)l53;
                        uint64_t const t379 = (uint64_t)t378 * 4u + 0u;
                        uint8_t* const t380 = ctx->locals + t379;
                        int32_t const t381 = mw_ld<int32_t>(t380);
                        uint32_t const t382 = l52 < 0 ? 0u : l52 > 24 ? 24u : (uint32_t)l52;
                        uint64_t const t383 = (uint64_t)t382 * 4u + 1664u;
                        uint8_t* const t384 = rr15 + (uint64_t)(t383) * sscale;
                        uint8_t* const t385 = rw16 + (uint64_t)(t383) * sscale;
                        int32_t const t386 = mw_ld<int32_t>(t384);
                        int32_t const t387 = mw_isub(t381, t386);
                        int32_t const t388 = mw_idiv(l52, (int32_t)0x00000005u);
                        uint32_t const t389 = t388 < 0 ? 0u : t388 > 4 ? 4u : (uint32_t)t388;
                        uint64_t const t390 = (uint64_t)t389 * 4u + 1644u;
                        uint8_t* const t391 = rr15 + (uint64_t)(t390) * sscale;
                        uint8_t* const t392 = rw16 + (uint64_t)(t390) * sscale;
                        int32_t const t393 = mw_ld<int32_t>(t391);
                        bool const t394 = t393 > l53;
                        int32_t t395 = 0;
                        if (t394) {
                            t395 = (int32_t)0x00000001u;
                        } else {
                            t395 = (int32_t)0x00000000u;
                        }
                        int32_t const t396 = mw_isub(t387, t395);
                        mw_st<int32_t>(t377 + 0, t396);
                    }
                }
                cont371:;
                {
#line 210 "../envs/hanabi.rhai"
                    int32_t const t397 = mw_iadd(l52, (int32_t)0x00000001u);
                    l52 = t397;
                }
            }
            brk372:;
#line 214 "../envs/hanabi.rhai"
            l54 = (int32_t)0x00000000u;
            for (;;) {
                {
                    if (mw_stopped(ctx)) { mw_trap(ctx, 35u); return 1; }
                    bool const t400 = l54 < (int32_t)0x00000002u;
                    if (!t400) goto brk399;
                    MW_ITER();
                    {
#line 215 "../envs/hanabi.rhai"
                        int32_t const t401 = mw_iadd(l18, l54);
                        int32_t const t402 = mw_irem(t401, (int32_t)0x00000002u);
                        l55 = t402;
#line 216 "../envs/hanabi.rhai"
                        l56 = (int32_t)0x00000000u;
                        for (;;) {
                            {
                                if (mw_stopped(ctx)) { mw_trap(ctx, 36u); return 1; }
                                bool const t405 = l56 < (int32_t)0x00000005u;
                                if (!t405) goto brk404;
                                MW_ITER();
                                {
#line 217 "../envs/hanabi.rhai"
                                    int32_t const t406 = mw_imul(l55, (int32_t)0x00000005u);
                                    int32_t const t407 = mw_iadd(t406, l56);
                                    l57 = t407;
#line 218 "../envs/hanabi.rhai"
                                    l58 = (int32_t)0x00000000u;
#line 219 "../envs/hanabi.rhai"
                                    l59 = (int32_t)0x00000000u;
                                    for (;;) {
                                        {
                                            if (mw_stopped(ctx)) { mw_trap(ctx, 37u); return 1; }
                                            bool const t410 = l59 < (int32_t)0x00000019u;
                                            if (!t410) goto brk409;
                                            MW_ITER();
                                            {
                                                uint32_t const t411 = l57 < 0 ? 0u : l57 > 9 ? 9u : (uint32_t)l57;
                                                uint64_t const t412 = (uint64_t)t411 * 100u + 244u;
                                                uint8_t* const t413 = rr15 + (uint64_t)(t412) * sscale;
                                                uint8_t* const t414 = rw16 + (uint64_t)(t412) * sscale;
                                                uint32_t const t415 = l59 < 0 ? 0u : l59 > 24 ? 24u : (uint32_t)l59;
                                                uint64_t const t416 = (uint64_t)t415 * 4u + 0u;
                                                uint8_t* const t417 = t413 + (uint64_t)(t416) * sscale;
                                                uint8_t* const t418 = t414 + (uint64_t)(t416) * sscale;
                                                int32_t const t419 = mw_ld<int32_t>(t417);
                                                uint32_t const t420 = l59 < 0 ? 0u : l59 > 24 ? 24u : (uint32_t)l59;
                                                uint64_t const t421 = (uint64_t)t420 * 4u + 24u;
                                                uint8_t* const t422 = ctx->locals + t421;
                                                int32_t const t423 = mw_ld<int32_t>(t422);
                                                int32_t const t424 = mw_imul(t419, t423);
                                                int32_t const t425 = mw_iadd(l58, t424);
                                                l58 = t425;
                                            }
                                        }
                                        cont408:;
                                        {
                                            int32_t const t426 = mw_iadd(l59, (int32_t)0x00000001u);
                                            l59 = t426;
                                        }
                                    }
                                    brk409:;
#line 222 "../envs/hanabi.rhai"
                                    bool const t427 = l58 > (int32_t)0x00000000u;
                                    float t428 = 0.0f;
                                    if (t427) {
                                        float const t429 = (float)l58;
                                        float const t430 = mw_f32(0x3F800000u) / t429;
                                        t428 = t430;
                                    } else {
                                        t428 = mw_f32(0x00000000u);
                                    }
                                    l60 = t428;
#line 223 "../envs/hanabi.rhai"
                                    l61 = (int32_t)0x00000000u;
                                    for (;;) {
                                        {
                                            if (mw_stopped(ctx)) { mw_trap(ctx, 38u); return 1; }
                                            bool const t433 = l61 < (int32_t)0x00000019u;
                                            if (!t433) goto brk432;
                                            MW_ITER();
                                            {
                                                int32_t const t434 = mw_iadd(l20, l61);
                                                uint32_t const t435 = t434 < 0 ? 0u : t434 > 657 ? 657u : (uint32_t)t434;
                                                uint64_t const t436 = (uint64_t)t435 * 4u + 0u;
                                                uint8_t* const t437 = rr13 + t436;
                                                uint8_t* const t438 = rw14 + t436;
                                                uint32_t const t439 = l57 < 0 ? 0u : l57 > 9 ? 9u : (uint32_t)l57;
                                                uint64_t const t440 = (uint64_t)t439 * 100u + 244u;
                                                uint8_t* const t441 = rr15 + (uint64_t)(t440) * sscale;
                                                uint8_t* const t442 = rw16 + (uint64_t)(t440) * sscale;
                                                uint32_t const t443 = l61 < 0 ? 0u : l61 > 24 ? 24u : (uint32_t)l61;
                                                uint64_t const t444 = (uint64_t)t443 * 4u + 0u;
                                                uint8_t* const t445 = t441 + (uint64_t)(t444) * sscale;
                                                uint8_t* const t446 = t442 + (uint64_t)(t444) * sscale;
                                                int32_t const t447 = mw_ld<int32_t>(t445);
                                                uint32_t const t448 = l61 < 0 ? 0u : l61 > 24 ? 24u : (uint32_t)l61;
                                                uint64_t const t449 = (uint64_t)t448 * 4u + 24u;
                                                uint8_t* const t450 = ctx->locals + t449;
                                                int32_t const t451 = mw_ld<int32_t>(t450);
                                                int32_t const t452 = mw_imul(t447, t451);
                                                float const t453 = (float)t452;
                                                float const t454 = t453 * l60;
                                                mw_st<float>(t438 + 0, mw_canon(t454));
                                            }
                                        }
                                        cont431:;
                                        {
                                            int32_t const t455 = mw_iadd(l61, (int32_t)0x00000001u);
                                            l61 = t455;
                                        }
                                    }
                                    brk432:;
#line 224 "../envs/hanabi.rhai"
                                    int32_t const t456 = mw_iadd(l20, (int32_t)0x00000019u);
                                    l20 = t456;
#line 225 "../envs/hanabi.rhai"
                                    l62 = (int32_t)0x00000000u;
                                    for (;;) {
                                        {
                                            if (mw_stopped(ctx)) { mw_trap(ctx, 39u); return 1; }
                                            bool const t459 = l62 < (int32_t)0x00000005u;
                                            if (!t459) goto brk458;
                                            MW_ITER();
                                            {
                                                int32_t const t460 = mw_iadd(l20, l62);
                                                uint32_t const t461 = t460 < 0 ? 0u : t460 > 657 ? 657u : (uint32_t)t460;
                                                uint64_t const t462 = (uint64_t)t461 * 4u + 0u;
                                                uint8_t* const t463 = rr13 + t462;
                                                uint8_t* const t464 = rw14 + t462;
                                                uint32_t const t465 = l57 < 0 ? 0u : l57 > 9 ? 9u : (uint32_t)l57;
                                                uint64_t const t466 = (uint64_t)t465 * 20u + 1244u;
                                                uint8_t* const t467 = rr15 + (uint64_t)(t466) * sscale;
                                                uint8_t* const t468 = rw16 + (uint64_t)(t466) * sscale;
                                                uint32_t const t469 = l62 < 0 ? 0u : l62 > 4 ? 4u : (uint32_t)l62;
                                                uint64_t const t470 = (uint64_t)t469 * 4u + 0u;
                                                uint8_t* const t471 = t467 + (uint64_t)(t470) * sscale;
                                                uint8_t* const t472 = t468 + (uint64_t)(t470) * sscale;
                                                int32_t const t473 = mw_ld<int32_t>(t471);
                                                float const t474 = (float)t473;
                                                mw_st<float>(t464 + 0, mw_canon(t474));
                                            }
                                        }
                                        cont457:;
                                        {
                                            int32_t const t475 = mw_iadd(l62, (int32_t)0x00000001u);
                                            l62 = t475;
                                        }
                                    }
                                    brk458:;
#line 226 "../envs/hanabi.rhai"
                                    int32_t const t476 = mw_iadd(l20, (int32_t)0x00000005u);
                                    l20 = t476;
#line 227 "../envs/hanabi.rhai"
                                    l63 = (int32_t)0x00000000u;
                                    for (;;) {
                                        {
                                            if (mw_stopped(ctx)) { mw_trap(ctx, 40u); return 1; }
                                            bool const t479 = l63 < (int32_t)0x00000005u;
                                            if (!t479) goto brk478;
                                            MW_ITER();
                                            {
                                                int32_t const t480 = mw_iadd(l20, l63);
                                                uint32_t const t481 = t480 < 0 ? 0u : t480 > 657 ? 657u : (uint32_t)t480;
                                                uint64_t const t482 = (uint64_t)t481 * 4u + 0u;
                                                uint8_t* const t483 = rr13 + t482;
                                                uint8_t* const t484 = rw14 + t482;
                                                uint32_t const t485 = l57 < 0 ? 0u : l57 > 9 ? 9u : (uint32_t)l57;
                                                uint64_t const t486 = (uint64_t)t485 * 20u + 1444u;
                                                uint8_t* const t487 = rr15 + (uint64_t)(t486) * sscale;
                                                uint8_t* const t488 = rw16 + (uint64_t)(t486) * sscale;
                                                uint32_t const t489 = l63 < 0 ? 0u : l63 > 4 ? 4u : (uint32_t)l63;
                                                uint64_t const t490 = (uint64_t)t489 * 4u + 0u;
                                                uint8_t* const t491 = t487 + (uint64_t)(t490) * sscale;
                                                uint8_t* const t492 = t488 + (uint64_t)(t490) * sscale;
                                                int32_t const t493 = mw_ld<int32_t>(t491);
                                                float const t494 = (float)t493;
                                                mw_st<float>(t484 + 0, mw_canon(t494));
                                            }
                                        }
                                        cont477:;
                                        {
                                            int32_t const t495 = mw_iadd(l63, (int32_t)0x00000001u);
                                            l63 = t495;
                                        }
                                    }
                                    brk478:;
#line 228 "../envs/hanabi.rhai"
                                    int32_t const t496 = mw_iadd(l20, (int32_t)0x00000005u);
                                    l20 = t496;
                                }
                            }
                            cont403:;
                            {
#line 216 "../envs/hanabi.rhai"
                                int32_t const t497 = mw_iadd(l56, (int32_t)0x00000001u);
                                l56 = t497;
                            }
                        }
                        brk404:;
                    }
                }
                cont398:;
                {
#line 214 "../envs/hanabi.rhai"
                    int32_t const t498 = mw_iadd(l54, (int32_t)0x00000001u);
                    l54 = t498;
                }
            }
            brk399:;
        }
        ret19:;
        uint8_t *rr499 = rr7, *rw500 = rw8;
        uint8_t *rr501 = rr11, *rw502 = rw12;
        int32_t const t503 = mw_ld<int32_t>(rr3);
        int32_t l504 = t503;
        // mask_into
        {
            int32_t l506 = 0;
#line 234 "../envs/hanabi.rhai"
            l506 = (int32_t)0x00000000u;
            for (;;) {
                {
                    if (mw_stopped(ctx)) { mw_trap(ctx, 41u); return 1; }
                    bool const t509 = l506 < (int32_t)0x00000015u;
                    if (!t509) goto brk508;
                    MW_ITER();
                    {
                        uint32_t const t510 = l506 < 0 ? 0u : l506 > 20 ? 20u : (uint32_t)l506;
                        uint64_t const t511 = (uint64_t)t510 * 4u + 0u;
                        uint8_t* const t512 = rr499 + t511;
                        uint8_t* const t513 = rw500 + t511;
                        uint8_t *rr514 = rr501, *rw515 = rw502;
                        int32_t l516 = l504;
                        int32_t l517 = l506;
                        bool r518 = false;
                        // legal
                        {
                            bool l520 = false;
                            int32_t l521 = 0;
                            int32_t l522 = 0;
                            int32_t l523 = 0;
                            int32_t l524 = 0;
                            int32_t l525 = 0;
#line 101 "../envs/hanabi.rhai"
                            {
                                int32_t const t527 = mw_ld<int32_t>(rr514 + (uint64_t)(1772) * sscale);
                                bool const t528 = l516 != t527;
                                if (t528) {
                                    {
                                        bool const t529 = l517 == (int32_t)0x00000014u;
                                        r518 = t529;
                                        goto ret519;
                                    }
                                    goto fi526;
                                }
                                {
                                }
                            }
                            fi526:;
#line 102 "../envs/hanabi.rhai"
                            {
                                bool const t531 = l517 < (int32_t)0x00000005u;
                                if (t531) {
                                    {
                                        int32_t const t532 = mw_imul(l516, (int32_t)0x00000005u);
                                        int32_t const t533 = mw_iadd(t532, l517);
                                        uint32_t const t534 = t533 < 0 ? 0u : t533 > 9 ? 9u : (uint32_t)t533;
                                        uint64_t const t535 = (uint64_t)t534 * 4u + 204u;
                                        uint8_t* const t536 = rr514 + (uint64_t)(t535) * sscale;
                                        uint8_t* const t537 = rw515 + (uint64_t)(t535) * sscale;
                                        int32_t const t538 = mw_ld<int32_t>(t536);
                                        bool const t539 = t538 >= (int32_t)0x00000000u;
                                        bool t540 = t539;
                                        if (t540) {
                                            int32_t const t541 = mw_ld<int32_t>(rr514 + (uint64_t)(1764) * sscale);
                                            bool const t542 = t541 < (int32_t)0x00000008u;
                                            t540 = t542;
                                        }
                                        r518 = t540;
                                        goto ret519;
                                    }
                                    goto fi530;
                                }
                                {
                                }
                            }
                            fi530:;
#line 103 "../envs/hanabi.rhai"
                            {
                                bool const t544 = l517 < (int32_t)0x0000000Au;
                                if (t544) {
                                    {
                                        int32_t const t545 = mw_imul(l516, (int32_t)0x00000005u);
                                        int32_t const t546 = mw_iadd(t545, l517);
                                        int32_t const t547 = mw_isub(t546, (int32_t)0x00000005u);
                                        uint32_t const t548 = t547 < 0 ? 0u : t547 > 9 ? 9u : (uint32_t)t547;
                                        uint64_t const t549 = (uint64_t)t548 * 4u + 204u;
                                        uint8_t* const t550 = rr514 + (uint64_t)(t549) * sscale;
                                        uint8_t* const t551 = rw515 + (uint64_t)(t549) * sscale;
                                        int32_t const t552 = mw_ld<int32_t>(t550);
                                        bool const t553 = t552 >= (int32_t)0x00000000u;
                                        r518 = t553;
                                        goto ret519;
                                    }
                                    goto fi543;
                                }
                                {
                                }
                            }
                            fi543:;
#line 104 "../envs/hanabi.rhai"
                            {
                                bool const t555 = l517 >= (int32_t)0x00000014u;
                                bool t556 = t555;
                                if (!t556) {
                                    int32_t const t557 = mw_ld<int32_t>(rr514 + (uint64_t)(1764) * sscale);
                                    bool const t558 = t557 == (int32_t)0x00000000u;
                                    t556 = t558;
                                }
                                if (t556) {
                                    {
                                        r518 = false;
                                        goto ret519;
                                    }
                                    goto fi554;
                                }
                                {
                                }
                            }
                            fi554:;
#line 105 "../envs/hanabi.rhai"
                            bool const t559 = l517 < (int32_t)0x0000000Fu;
                            l520 = t559;
#line 106 "../envs/hanabi.rhai"
                            int32_t t560 = 0;
                            if (l520) {
                                int32_t const t561 = mw_isub(l517, (int32_t)0x0000000Au);
                                t560 = t561;
                            } else {
                                int32_t const t562 = mw_isub(l517, (int32_t)0x0000000Fu);
                                t560 = t562;
                            }
                            l521 = t560;
#line 107 "../envs/hanabi.rhai"
                            int32_t const t563 = mw_iadd(l516, (int32_t)0x00000001u);
                            int32_t const t564 = mw_idiv(l521, (int32_t)0x00000005u);
                            int32_t const t565 = mw_iadd(t563, t564);
                            int32_t const t566 = mw_irem(t565, (int32_t)0x00000002u);
                            l522 = t566;
#line 108 "../envs/hanabi.rhai"
                            int32_t const t567 = mw_irem(l521, (int32_t)0x00000005u);
                            l523 = t567;
#line 109 "../envs/hanabi.rhai"
                            l524 = (int32_t)0x00000000u;
                            for (;;) {
                                {
                                    if (mw_stopped(ctx)) { mw_trap(ctx, 42u); return 1; }
                                    bool const t570 = l524 < (int32_t)0x00000005u;
                                    if (!t570) goto brk569;
                                    MW_ITER();
                                    {
#line 110 "../envs/hanabi.rhai"
                                        int32_t const t571 = mw_imul(l522, (int32_t)0x00000005u);
                                        int32_t const t572 = mw_iadd(t571, l524);
                                        uint32_t const t573 = t572 < 0 ? 0u : t572 > 9 ? 9u : (uint32_t)t572;
                                        uint64_t const t574 = (uint64_t)t573 * 4u + 204u;
                                        uint8_t* const t575 = rr514 + (uint64_t)(t574) * sscale;
                                        uint8_t* const t576 = rw515 + (uint64_t)(t574) * sscale;
                                        int32_t const t577 = mw_ld<int32_t>(t575);
                                        l525 = t577;
#line 111 "../envs/hanabi.rhai"
                                        {
                                            bool const t579 = l525 >= (int32_t)0x00000000u;
                                            bool t580 = t579;
                                            if (t580) {
                                                int32_t t581 = 0;
                                                if (l520) {
                                                    int32_t const t582 = mw_idiv(l525, (int32_t)0x00000005u);
                                                    t581 = t582;
                                                } else {
                                                    int32_t const t583 = mw_irem(l525, (int32_t)0x00000005u);
                                                    t581 = t583;
                                                }
                                                bool const t584 = t581 == l523;
                                                t580 = t584;
                                            }
                                            if (t580) {
                                                {
                                                    r518 = true;
                                                    goto ret519;
                                                }
                                                goto fi578;
                                            }
                                            {
                                            }
                                        }
                                        fi578:;
                                    }
                                }
                                cont568:;
                                {
#line 109 "../envs/hanabi.rhai"
                                    int32_t const t585 = mw_iadd(l524, (int32_t)0x00000001u);
                                    l524 = t585;
                                }
                            }
                            brk569:;
#line 113 "../envs/hanabi.rhai"
                            r518 = false;
                            goto ret519;
                        }
                        ret519:;
                        int32_t t586 = 0;
                        if (r518) {
                            t586 = (int32_t)0x00000001u;
                        } else {
                            t586 = (int32_t)0x00000000u;
                        }
                        mw_st<int32_t>(t513 + 0, t586);
                    }
                }
                cont507:;
                {
#line 234 "../envs/hanabi.rhai"
                    int32_t const t587 = mw_iadd(l506, (int32_t)0x00000001u);
                    l506 = t587;
                }
            }
            brk508:;
        }
        ret505:;
#line 372 "../envs/hanabi.rhai"
        float const t588 = mw_ld<float>(rr11 + (uint64_t)(1832) * sscale);
        mw_st<float>(rw10 + 0, mw_canon(t588));
    }
    end2:;
#line 4919 "kernels.cu"
    return 0;
}
#ifdef MW_HOST
MW_ENTRY void k3(const MwCtx* ctx, uint32_t start, uint32_t end) {
    for (uint32_t i = start; i < end; i++) {
        if (mw_k3(ctx, i)) return;
    }
}
#endif
#line 4929 "kernels.cu"

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
        uint8_t* rr3 = mw_single(ctx, 5u, w, 1852u);
        uint8_t* rw4 = rr3;
#line 376 "../envs/hanabi.rhai"
        {
            int32_t const t6 = mw_ld<int32_t>(rr3 + (uint64_t)(1844) * sscale);
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
#line 4962 "kernels.cu"
    return 0;
}
#ifdef MW_HOST
MW_ENTRY void k4(const MwCtx* ctx, uint32_t start, uint32_t end) {
    for (uint32_t i = start; i < end; i++) {
        if (mw_k4(ctx, i)) return;
    }
}
#endif
#line 4972 "kernels.cu"

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
        uint8_t* rr3 = mw_single(ctx, 5u, w, 1852u);
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
        int32_t l14 = 0;
        int32_t l15 = 0;
        int32_t l16 = 0;
        int32_t l17 = 0;
        int32_t l18 = 0;
        uint64_t l19 = 0ull;
#line 242 "../envs/hanabi.rhai"
        mw_st<int32_t>(ctx->locals + 0, (int32_t)0x00000003u);
        mw_st<int32_t>(ctx->locals + 4, (int32_t)0x00000002u);
        mw_st<int32_t>(ctx->locals + 8, (int32_t)0x00000002u);
        mw_st<int32_t>(ctx->locals + 12, (int32_t)0x00000002u);
        mw_st<int32_t>(ctx->locals + 16, (int32_t)0x00000001u);
#line 239 "../envs/hanabi.rhai"
        l5 = (int32_t)0x00000000u;
#line 240 "../envs/hanabi.rhai"
        l6 = (int32_t)0x00000000u;
        for (;;) {
            {
                if (mw_stopped(ctx)) { mw_trap(ctx, 44u); return 1; }
                bool const t22 = l6 < (int32_t)0x00000005u;
                if (!t22) goto brk21;
                MW_ITER();
                {
#line 241 "../envs/hanabi.rhai"
                    l7 = (int32_t)0x00000000u;
                    for (;;) {
                        {
                            if (mw_stopped(ctx)) { mw_trap(ctx, 45u); return 1; }
                            bool const t25 = l7 < (int32_t)0x00000005u;
                            if (!t25) goto brk24;
                            MW_ITER();
                            {
#line 242 "../envs/hanabi.rhai"
                                l8 = (int32_t)0x00000000u;
                                for (;;) {
                                    {
                                        if (mw_stopped(ctx)) { mw_trap(ctx, 46u); return 1; }
                                        uint32_t const t28 = l7 < 0 ? 0u : l7 > 4 ? 4u : (uint32_t)l7;
                                        uint64_t const t29 = (uint64_t)t28 * 4u + 0u;
                                        uint8_t* const t30 = ctx->locals + t29;
                                        int32_t const t31 = mw_ld<int32_t>(t30);
                                        bool const t32 = l8 < t31;
                                        if (!t32) goto brk27;
                                        MW_ITER();
                                        {
#line 243 "../envs/hanabi.rhai"
                                            uint32_t const t33 = l5 < 0 ? 0u : l5 > 49 ? 49u : (uint32_t)l5;
                                            uint64_t const t34 = (uint64_t)t33 * 4u + 0u;
                                            uint8_t* const t35 = rr3 + (uint64_t)(t34) * sscale;
                                            uint8_t* const t36 = rw4 + (uint64_t)(t34) * sscale;
                                            int32_t const t37 = mw_imul(l6, (int32_t)0x00000005u);
                                            int32_t const t38 = mw_iadd(t37, l7);
                                            mw_st<int32_t>(t36, t38);
#line 244 "../envs/hanabi.rhai"
                                            int32_t const t39 = mw_iadd(l5, (int32_t)0x00000001u);
                                            l5 = t39;
                                        }
                                    }
                                    cont26:;
                                    {
#line 242 "../envs/hanabi.rhai"
                                        int32_t const t40 = mw_iadd(l8, (int32_t)0x00000001u);
                                        l8 = t40;
                                    }
                                }
                                brk27:;
                            }
                        }
                        cont23:;
                        {
#line 241 "../envs/hanabi.rhai"
                            int32_t const t41 = mw_iadd(l7, (int32_t)0x00000001u);
                            l7 = t41;
                        }
                    }
                    brk24:;
                }
            }
            cont20:;
            {
#line 240 "../envs/hanabi.rhai"
                int32_t const t42 = mw_iadd(l6, (int32_t)0x00000001u);
                l6 = t42;
            }
        }
        brk21:;
#line 248 "../envs/hanabi.rhai"
        l9 = (int32_t)0x00000031u;
        for (;;) {
            {
                if (mw_stopped(ctx)) { mw_trap(ctx, 47u); return 1; }
                bool const t45 = l9 > (int32_t)0x00000000u;
                if (!t45) goto brk44;
                MW_ITER();
                {
#line 249 "../envs/hanabi.rhai"
                    int32_t l46 = (int32_t)0x00000000u;
                    int32_t const t47 = mw_iadd(l9, (int32_t)0x00000001u);
                    int32_t l48 = t47;
                    int32_t r49 = 0;
                    // rand_int
                    {
#line 411 "<prelude>"
                        {
                            bool const t52 = l48 <= l46;
                            if (t52) {
                                {
                                    r49 = l46;
                                    goto ret50;
                                }
                                goto fi51;
                            }
                            {
                            }
                        }
                        fi51:;
#line 412 "<prelude>"
                        uint32_t const t53 = mw_pcg4d(w ^ ks1[0], eid ^ ks1[1], ctx->step ^ ks1[2], ctr ^ ks1[3]);
                        ctr++;
                        int32_t const t54 = mw_isub(l48, l46);
                        uint32_t const t55 = (uint32_t)t54;
                        uint32_t const t56 = mw_mulhi(t53, t55);
                        int32_t const t57 = (int32_t)t56;
                        int32_t const t58 = mw_iadd(l46, t57);
                        r49 = t58;
                        goto ret50;
                    }
                    ret50:;
                    l10 = r49;
#line 250 "../envs/hanabi.rhai"
                    uint32_t const t59 = l9 < 0 ? 0u : l9 > 49 ? 49u : (uint32_t)l9;
                    uint64_t const t60 = (uint64_t)t59 * 4u + 0u;
                    uint8_t* const t61 = rr3 + (uint64_t)(t60) * sscale;
                    uint8_t* const t62 = rw4 + (uint64_t)(t60) * sscale;
                    int32_t const t63 = mw_ld<int32_t>(t61);
                    l11 = t63;
#line 251 "../envs/hanabi.rhai"
                    uint32_t const t64 = l9 < 0 ? 0u : l9 > 49 ? 49u : (uint32_t)l9;
                    uint64_t const t65 = (uint64_t)t64 * 4u + 0u;
                    uint8_t* const t66 = rr3 + (uint64_t)(t65) * sscale;
                    uint8_t* const t67 = rw4 + (uint64_t)(t65) * sscale;
                    uint32_t const t68 = l10 < 0 ? 0u : l10 > 49 ? 49u : (uint32_t)l10;
                    uint64_t const t69 = (uint64_t)t68 * 4u + 0u;
                    uint8_t* const t70 = rr3 + (uint64_t)(t69) * sscale;
                    uint8_t* const t71 = rw4 + (uint64_t)(t69) * sscale;
                    int32_t const t72 = mw_ld<int32_t>(t70);
                    mw_st<int32_t>(t67, t72);
#line 252 "../envs/hanabi.rhai"
                    uint32_t const t73 = l10 < 0 ? 0u : l10 > 49 ? 49u : (uint32_t)l10;
                    uint64_t const t74 = (uint64_t)t73 * 4u + 0u;
                    uint8_t* const t75 = rr3 + (uint64_t)(t74) * sscale;
                    uint8_t* const t76 = rw4 + (uint64_t)(t74) * sscale;
                    mw_st<int32_t>(t76, l11);
                }
            }
            cont43:;
            {
#line 248 "../envs/hanabi.rhai"
                int32_t const t77 = mw_isub(l9, (int32_t)0x00000001u);
                l9 = t77;
            }
        }
        brk44:;
#line 254 "../envs/hanabi.rhai"
        l12 = (int32_t)0x00000000u;
        for (;;) {
            {
                if (mw_stopped(ctx)) { mw_trap(ctx, 48u); return 1; }
                bool const t80 = l12 < (int32_t)0x0000000Au;
                if (!t80) goto brk79;
                MW_ITER();
                {
#line 255 "../envs/hanabi.rhai"
                    uint32_t const t81 = l12 < 0 ? 0u : l12 > 9 ? 9u : (uint32_t)l12;
                    uint64_t const t82 = (uint64_t)t81 * 4u + 204u;
                    uint8_t* const t83 = rr3 + (uint64_t)(t82) * sscale;
                    uint8_t* const t84 = rw4 + (uint64_t)(t82) * sscale;
                    uint32_t const t85 = l12 < 0 ? 0u : l12 > 49 ? 49u : (uint32_t)l12;
                    uint64_t const t86 = (uint64_t)t85 * 4u + 0u;
                    uint8_t* const t87 = rr3 + (uint64_t)(t86) * sscale;
                    uint8_t* const t88 = rw4 + (uint64_t)(t86) * sscale;
                    int32_t const t89 = mw_ld<int32_t>(t87);
                    mw_st<int32_t>(t84, t89);
#line 256 "../envs/hanabi.rhai"
                    l13 = (int32_t)0x00000000u;
                    for (;;) {
                        {
                            if (mw_stopped(ctx)) { mw_trap(ctx, 49u); return 1; }
                            bool const t92 = l13 < (int32_t)0x00000019u;
                            if (!t92) goto brk91;
                            MW_ITER();
                            {
                                uint32_t const t93 = l12 < 0 ? 0u : l12 > 9 ? 9u : (uint32_t)l12;
                                uint64_t const t94 = (uint64_t)t93 * 100u + 244u;
                                uint8_t* const t95 = rr3 + (uint64_t)(t94) * sscale;
                                uint8_t* const t96 = rw4 + (uint64_t)(t94) * sscale;
                                uint32_t const t97 = l13 < 0 ? 0u : l13 > 24 ? 24u : (uint32_t)l13;
                                uint64_t const t98 = (uint64_t)t97 * 4u + 0u;
                                uint8_t* const t99 = t95 + (uint64_t)(t98) * sscale;
                                uint8_t* const t100 = t96 + (uint64_t)(t98) * sscale;
                                mw_st<int32_t>(t100, (int32_t)0x00000001u);
                            }
                        }
                        cont90:;
                        {
                            int32_t const t101 = mw_iadd(l13, (int32_t)0x00000001u);
                            l13 = t101;
                        }
                    }
                    brk91:;
#line 257 "../envs/hanabi.rhai"
                    l14 = (int32_t)0x00000000u;
                    for (;;) {
                        {
                            if (mw_stopped(ctx)) { mw_trap(ctx, 50u); return 1; }
                            bool const t104 = l14 < (int32_t)0x00000005u;
                            if (!t104) goto brk103;
                            MW_ITER();
                            {
                                uint32_t const t105 = l12 < 0 ? 0u : l12 > 9 ? 9u : (uint32_t)l12;
                                uint64_t const t106 = (uint64_t)t105 * 20u + 1244u;
                                uint8_t* const t107 = rr3 + (uint64_t)(t106) * sscale;
                                uint8_t* const t108 = rw4 + (uint64_t)(t106) * sscale;
                                uint32_t const t109 = l14 < 0 ? 0u : l14 > 4 ? 4u : (uint32_t)l14;
                                uint64_t const t110 = (uint64_t)t109 * 4u + 0u;
                                uint8_t* const t111 = t107 + (uint64_t)(t110) * sscale;
                                uint8_t* const t112 = t108 + (uint64_t)(t110) * sscale;
                                mw_st<int32_t>(t112, (int32_t)0x00000000u);
                            }
                        }
                        cont102:;
                        {
                            int32_t const t113 = mw_iadd(l14, (int32_t)0x00000001u);
                            l14 = t113;
                        }
                    }
                    brk103:;
#line 258 "../envs/hanabi.rhai"
                    l15 = (int32_t)0x00000000u;
                    for (;;) {
                        {
                            if (mw_stopped(ctx)) { mw_trap(ctx, 51u); return 1; }
                            bool const t116 = l15 < (int32_t)0x00000005u;
                            if (!t116) goto brk115;
                            MW_ITER();
                            {
                                uint32_t const t117 = l12 < 0 ? 0u : l12 > 9 ? 9u : (uint32_t)l12;
                                uint64_t const t118 = (uint64_t)t117 * 20u + 1444u;
                                uint8_t* const t119 = rr3 + (uint64_t)(t118) * sscale;
                                uint8_t* const t120 = rw4 + (uint64_t)(t118) * sscale;
                                uint32_t const t121 = l15 < 0 ? 0u : l15 > 4 ? 4u : (uint32_t)l15;
                                uint64_t const t122 = (uint64_t)t121 * 4u + 0u;
                                uint8_t* const t123 = t119 + (uint64_t)(t122) * sscale;
                                uint8_t* const t124 = t120 + (uint64_t)(t122) * sscale;
                                mw_st<int32_t>(t124, (int32_t)0x00000000u);
                            }
                        }
                        cont114:;
                        {
                            int32_t const t125 = mw_iadd(l15, (int32_t)0x00000001u);
                            l15 = t125;
                        }
                    }
                    brk115:;
                }
            }
            cont78:;
            {
#line 254 "../envs/hanabi.rhai"
                int32_t const t126 = mw_iadd(l12, (int32_t)0x00000001u);
                l12 = t126;
            }
        }
        brk79:;
#line 260 "../envs/hanabi.rhai"
        mw_st<int32_t>(rw4 + (uint64_t)(200) * sscale, (int32_t)0x0000000Au);
#line 261 "../envs/hanabi.rhai"
        l16 = (int32_t)0x00000000u;
        for (;;) {
            {
                if (mw_stopped(ctx)) { mw_trap(ctx, 52u); return 1; }
                bool const t129 = l16 < (int32_t)0x00000005u;
                if (!t129) goto brk128;
                MW_ITER();
                {
                    uint32_t const t130 = l16 < 0 ? 0u : l16 > 4 ? 4u : (uint32_t)l16;
                    uint64_t const t131 = (uint64_t)t130 * 4u + 1644u;
                    uint8_t* const t132 = rr3 + (uint64_t)(t131) * sscale;
                    uint8_t* const t133 = rw4 + (uint64_t)(t131) * sscale;
                    mw_st<int32_t>(t133, (int32_t)0x00000000u);
                }
            }
            cont127:;
            {
                int32_t const t134 = mw_iadd(l16, (int32_t)0x00000001u);
                l16 = t134;
            }
        }
        brk128:;
#line 262 "../envs/hanabi.rhai"
        l17 = (int32_t)0x00000000u;
        for (;;) {
            {
                if (mw_stopped(ctx)) { mw_trap(ctx, 53u); return 1; }
                bool const t137 = l17 < (int32_t)0x00000019u;
                if (!t137) goto brk136;
                MW_ITER();
                {
                    uint32_t const t138 = l17 < 0 ? 0u : l17 > 24 ? 24u : (uint32_t)l17;
                    uint64_t const t139 = (uint64_t)t138 * 4u + 1664u;
                    uint8_t* const t140 = rr3 + (uint64_t)(t139) * sscale;
                    uint8_t* const t141 = rw4 + (uint64_t)(t139) * sscale;
                    mw_st<int32_t>(t141, (int32_t)0x00000000u);
                }
            }
            cont135:;
            {
                int32_t const t142 = mw_iadd(l17, (int32_t)0x00000001u);
                l17 = t142;
            }
        }
        brk136:;
#line 263 "../envs/hanabi.rhai"
        mw_st<int32_t>(rw4 + (uint64_t)(1764) * sscale, (int32_t)0x00000008u);
#line 264 "../envs/hanabi.rhai"
        mw_st<int32_t>(rw4 + (uint64_t)(1768) * sscale, (int32_t)0x00000003u);
#line 265 "../envs/hanabi.rhai"
        mw_st<int32_t>(rw4 + (uint64_t)(1772) * sscale, (int32_t)0x00000000u);
#line 266 "../envs/hanabi.rhai"
        mw_st<int32_t>(rw4 + (uint64_t)(1776) * sscale, (int32_t)0x00000000u);
#line 267 "../envs/hanabi.rhai"
        mw_st<int32_t>(rw4 + (uint64_t)(1780) * sscale, (int32_t)0x00000000u);
#line 268 "../envs/hanabi.rhai"
        mw_st<int32_t>(rw4 + (uint64_t)(1784) * sscale, (int32_t)0x00000000u);
#line 269 "../envs/hanabi.rhai"
        mw_st<int32_t>(rw4 + (uint64_t)(1836) * sscale, (int32_t)0x00000000u);
#line 270 "../envs/hanabi.rhai"
        mw_st<int32_t>(rw4 + (uint64_t)(1840) * sscale, (int32_t)0x00000000u);
#line 272 "../envs/hanabi.rhai"
        l18 = (int32_t)0x00000000u;
        for (;;) {
            {
                if (mw_stopped(ctx)) { mw_trap(ctx, 54u); return 1; }
                bool const t145 = l18 < (int32_t)0x00000002u;
                if (!t145) goto brk144;
                MW_ITER();
                {
#line 273 "../envs/hanabi.rhai"
                    uint64_t const t146 = mw_spawn(ctx, 0u, w, 0u);
                    l19 = t146;
#line 274 "../envs/hanabi.rhai"
                    uint8_t* const t147 = mw_lookup(ctx, w, l19, 4u);
                    uint8_t* const t148 = t147 ? t147 : (uint8_t*)ctx->zero;
                    uint8_t* const t149 = t147 ? t147 : ctx->scratch;
                    mw_st<int32_t>(t149 + 0, l18);
                    uint8_t* const t150 = mw_lookup(ctx, w, l19, 2u);
                    uint8_t* const t151 = t150 ? t150 : (uint8_t*)ctx->zero;
                    uint8_t* const t152 = t150 ? t150 : ctx->scratch;
                    uint8_t *rr153 = t151, *rw154 = t152;
                    uint8_t *rr155 = rr3, *rw156 = rw4;
                    int32_t l157 = l18;
                    // observe_into
                    {
                        int32_t l159 = 0;
                        int32_t l160 = 0;
                        int32_t l161 = 0;
                        int32_t l162 = 0;
                        int32_t l163 = 0;
                        int32_t l164 = 0;
                        int32_t l165 = 0;
                        int32_t l166 = 0;
                        float l167 = 0.0f;
                        int32_t l168 = 0;
                        int32_t l169 = 0;
                        int32_t l170 = 0;
                        int32_t l171 = 0;
                        int32_t l172 = 0;
                        int32_t l173 = 0;
                        int32_t l174 = 0;
                        int32_t l175 = 0;
                        int32_t l176 = 0;
                        bool l177 = false;
                        int32_t l178 = 0;
                        bool l179 = false;
                        bool l180 = false;
                        bool l181 = false;
                        bool l182 = false;
                        int32_t l183 = 0;
                        int32_t l184 = 0;
                        int32_t l185 = 0;
                        int32_t l186 = 0;
                        int32_t l187 = 0;
                        int32_t l188 = 0;
                        int32_t l189 = 0;
                        int32_t l190 = 0;
                        int32_t l191 = 0;
                        int32_t l192 = 0;
                        int32_t l193 = 0;
                        int32_t l194 = 0;
                        int32_t l195 = 0;
                        int32_t l196 = 0;
                        int32_t l197 = 0;
                        int32_t l198 = 0;
                        float l199 = 0.0f;
                        int32_t l200 = 0;
                        int32_t l201 = 0;
                        int32_t l202 = 0;
#line 157 "../envs/hanabi.rhai"
                        mw_st<int32_t>(ctx->locals + 24, (int32_t)0x00000003u);
                        mw_st<int32_t>(ctx->locals + 28, (int32_t)0x00000002u);
                        mw_st<int32_t>(ctx->locals + 32, (int32_t)0x00000002u);
                        mw_st<int32_t>(ctx->locals + 36, (int32_t)0x00000002u);
                        mw_st<int32_t>(ctx->locals + 40, (int32_t)0x00000001u);
#line 118 "../envs/hanabi.rhai"
                        l159 = (int32_t)0x00000000u;
#line 120 "../envs/hanabi.rhai"
                        l160 = (int32_t)0x00000001u;
                        for (;;) {
                            {
                                if (mw_stopped(ctx)) { mw_trap(ctx, 55u); return 1; }
                                bool const t205 = l160 < (int32_t)0x00000002u;
                                if (!t205) goto brk204;
                                MW_ITER();
                                {
#line 121 "../envs/hanabi.rhai"
                                    int32_t const t206 = mw_iadd(l157, l160);
                                    int32_t const t207 = mw_irem(t206, (int32_t)0x00000002u);
                                    l161 = t207;
#line 122 "../envs/hanabi.rhai"
                                    l162 = (int32_t)0x00000000u;
                                    for (;;) {
                                        {
                                            if (mw_stopped(ctx)) { mw_trap(ctx, 56u); return 1; }
                                            bool const t210 = l162 < (int32_t)0x00000005u;
                                            if (!t210) goto brk209;
                                            MW_ITER();
                                            {
#line 123 "../envs/hanabi.rhai"
                                                int32_t const t211 = mw_imul(l161, (int32_t)0x00000005u);
                                                int32_t const t212 = mw_iadd(t211, l162);
                                                uint32_t const t213 = t212 < 0 ? 0u : t212 > 9 ? 9u : (uint32_t)t212;
                                                uint64_t const t214 = (uint64_t)t213 * 4u + 204u;
                                                uint8_t* const t215 = rr155 + (uint64_t)(t214) * sscale;
                                                uint8_t* const t216 = rw156 + (uint64_t)(t214) * sscale;
                                                int32_t const t217 = mw_ld<int32_t>(t215);
                                                l163 = t217;
#line 124 "../envs/hanabi.rhai"
                                                l164 = (int32_t)0x00000000u;
                                                for (;;) {
                                                    {
                                                        if (mw_stopped(ctx)) { mw_trap(ctx, 57u); return 1; }
                                                        bool const t220 = l164 < (int32_t)0x00000019u;
                                                        if (!t220) goto brk219;
                                                        MW_ITER();
                                                        {
                                                            int32_t const t221 = mw_iadd(l159, l164);
                                                            uint32_t const t222 = t221 < 0 ? 0u : t221 > 657 ? 657u : (uint32_t)t221;
                                                            uint64_t const t223 = (uint64_t)t222 * 4u + 0u;
                                                            uint8_t* const t224 = rr153 + t223;
                                                            uint8_t* const t225 = rw154 + t223;
                                                            bool const t226 = l163 == l164;
                                                            float t227 = 0.0f;
                                                            if (t226) {
                                                                t227 = mw_f32(0x3F800000u);
                                                            } else {
                                                                t227 = mw_f32(0x00000000u);
                                                            }
                                                            mw_st<float>(t225 + 0, mw_canon(t227));
                                                        }
                                                    }
                                                    cont218:;
                                                    {
                                                        int32_t const t228 = mw_iadd(l164, (int32_t)0x00000001u);
                                                        l164 = t228;
                                                    }
                                                }
                                                brk219:;
#line 125 "../envs/hanabi.rhai"
                                                int32_t const t229 = mw_iadd(l159, (int32_t)0x00000019u);
                                                l159 = t229;
                                            }
                                        }
                                        cont208:;
                                        {
#line 122 "../envs/hanabi.rhai"
                                            int32_t const t230 = mw_iadd(l162, (int32_t)0x00000001u);
                                            l162 = t230;
                                        }
                                    }
                                    brk209:;
                                }
                            }
                            cont203:;
                            {
#line 120 "../envs/hanabi.rhai"
                                int32_t const t231 = mw_iadd(l160, (int32_t)0x00000001u);
                                l160 = t231;
                            }
                        }
                        brk204:;
#line 128 "../envs/hanabi.rhai"
                        l165 = (int32_t)0x00000000u;
                        for (;;) {
                            {
                                if (mw_stopped(ctx)) { mw_trap(ctx, 58u); return 1; }
                                bool const t234 = l165 < (int32_t)0x00000002u;
                                if (!t234) goto brk233;
                                MW_ITER();
                                {
#line 129 "../envs/hanabi.rhai"
                                    int32_t const t235 = mw_iadd(l157, l165);
                                    int32_t const t236 = mw_irem(t235, (int32_t)0x00000002u);
                                    l166 = t236;
#line 130 "../envs/hanabi.rhai"
                                    l167 = mw_f32(0x00000000u);
#line 131 "../envs/hanabi.rhai"
                                    l168 = (int32_t)0x00000000u;
                                    for (;;) {
                                        {
                                            if (mw_stopped(ctx)) { mw_trap(ctx, 59u); return 1; }
                                            bool const t239 = l168 < (int32_t)0x00000005u;
                                            if (!t239) goto brk238;
                                            MW_ITER();
                                            {
                                                {
                                                    int32_t const t241 = mw_imul(l166, (int32_t)0x00000005u);
                                                    int32_t const t242 = mw_iadd(t241, l168);
                                                    uint32_t const t243 = t242 < 0 ? 0u : t242 > 9 ? 9u : (uint32_t)t242;
                                                    uint64_t const t244 = (uint64_t)t243 * 4u + 204u;
                                                    uint8_t* const t245 = rr155 + (uint64_t)(t244) * sscale;
                                                    uint8_t* const t246 = rw156 + (uint64_t)(t244) * sscale;
                                                    int32_t const t247 = mw_ld<int32_t>(t245);
                                                    bool const t248 = t247 < (int32_t)0x00000000u;
                                                    if (t248) {
                                                        {
                                                            l167 = mw_f32(0x3F800000u);
                                                        }
                                                        goto fi240;
                                                    }
                                                    {
                                                    }
                                                }
                                                fi240:;
                                            }
                                        }
                                        cont237:;
                                        {
                                            int32_t const t249 = mw_iadd(l168, (int32_t)0x00000001u);
                                            l168 = t249;
                                        }
                                    }
                                    brk238:;
#line 132 "../envs/hanabi.rhai"
                                    uint32_t const t250 = l159 < 0 ? 0u : l159 > 657 ? 657u : (uint32_t)l159;
                                    uint64_t const t251 = (uint64_t)t250 * 4u + 0u;
                                    uint8_t* const t252 = rr153 + t251;
                                    uint8_t* const t253 = rw154 + t251;
                                    mw_st<float>(t253 + 0, mw_canon(l167));
#line 133 "../envs/hanabi.rhai"
                                    int32_t const t254 = mw_iadd(l159, (int32_t)0x00000001u);
                                    l159 = t254;
                                }
                            }
                            cont232:;
                            {
#line 128 "../envs/hanabi.rhai"
                                int32_t const t255 = mw_iadd(l165, (int32_t)0x00000001u);
                                l165 = t255;
                            }
                        }
                        brk233:;
#line 136 "../envs/hanabi.rhai"
                        l169 = (int32_t)0x00000000u;
                        for (;;) {
                            {
                                if (mw_stopped(ctx)) { mw_trap(ctx, 60u); return 1; }
                                bool const t258 = l169 < (int32_t)0x00000028u;
                                if (!t258) goto brk257;
                                MW_ITER();
                                {
#line 137 "../envs/hanabi.rhai"
                                    uint32_t const t259 = l159 < 0 ? 0u : l159 > 657 ? 657u : (uint32_t)l159;
                                    uint64_t const t260 = (uint64_t)t259 * 4u + 0u;
                                    uint8_t* const t261 = rr153 + t260;
                                    uint8_t* const t262 = rw154 + t260;
                                    int32_t const t263 = mw_isub((int32_t)0x00000031u, l169);
                                    int32_t const t264 = mw_ld<int32_t>(rr155 + (uint64_t)(200) * sscale);
                                    bool const t265 = t263 >= t264;
                                    float t266 = 0.0f;
                                    if (t265) {
                                        t266 = mw_f32(0x3F800000u);
                                    } else {
                                        t266 = mw_f32(0x00000000u);
                                    }
                                    mw_st<float>(t262 + 0, mw_canon(t266));
#line 138 "../envs/hanabi.rhai"
                                    int32_t const t267 = mw_iadd(l159, (int32_t)0x00000001u);
                                    l159 = t267;
                                }
                            }
                            cont256:;
                            {
#line 136 "../envs/hanabi.rhai"
                                int32_t const t268 = mw_iadd(l169, (int32_t)0x00000001u);
                                l169 = t268;
                            }
                        }
                        brk257:;
#line 140 "../envs/hanabi.rhai"
                        l170 = (int32_t)0x00000000u;
                        for (;;) {
                            {
                                if (mw_stopped(ctx)) { mw_trap(ctx, 61u); return 1; }
                                bool const t271 = l170 < (int32_t)0x00000005u;
                                if (!t271) goto brk270;
                                MW_ITER();
                                {
#line 141 "../envs/hanabi.rhai"
                                    l171 = (int32_t)0x00000000u;
                                    for (;;) {
                                        {
                                            if (mw_stopped(ctx)) { mw_trap(ctx, 62u); return 1; }
                                            bool const t274 = l171 < (int32_t)0x00000005u;
                                            if (!t274) goto brk273;
                                            MW_ITER();
                                            {
#line 142 "../envs/hanabi.rhai"
                                                uint32_t const t275 = l159 < 0 ? 0u : l159 > 657 ? 657u : (uint32_t)l159;
                                                uint64_t const t276 = (uint64_t)t275 * 4u + 0u;
                                                uint8_t* const t277 = rr153 + t276;
                                                uint8_t* const t278 = rw154 + t276;
                                                uint32_t const t279 = l170 < 0 ? 0u : l170 > 4 ? 4u : (uint32_t)l170;
                                                uint64_t const t280 = (uint64_t)t279 * 4u + 1644u;
                                                uint8_t* const t281 = rr155 + (uint64_t)(t280) * sscale;
                                                uint8_t* const t282 = rw156 + (uint64_t)(t280) * sscale;
                                                int32_t const t283 = mw_ld<int32_t>(t281);
                                                int32_t const t284 = mw_iadd(l171, (int32_t)0x00000001u);
                                                bool const t285 = t283 == t284;
                                                float t286 = 0.0f;
                                                if (t285) {
                                                    t286 = mw_f32(0x3F800000u);
                                                } else {
                                                    t286 = mw_f32(0x00000000u);
                                                }
                                                mw_st<float>(t278 + 0, mw_canon(t286));
#line 143 "../envs/hanabi.rhai"
                                                int32_t const t287 = mw_iadd(l159, (int32_t)0x00000001u);
                                                l159 = t287;
                                            }
                                        }
                                        cont272:;
                                        {
#line 141 "../envs/hanabi.rhai"
                                            int32_t const t288 = mw_iadd(l171, (int32_t)0x00000001u);
                                            l171 = t288;
                                        }
                                    }
                                    brk273:;
                                }
                            }
                            cont269:;
                            {
#line 140 "../envs/hanabi.rhai"
                                int32_t const t289 = mw_iadd(l170, (int32_t)0x00000001u);
                                l170 = t289;
                            }
                        }
                        brk270:;
#line 146 "../envs/hanabi.rhai"
                        l172 = (int32_t)0x00000000u;
                        for (;;) {
                            {
                                if (mw_stopped(ctx)) { mw_trap(ctx, 63u); return 1; }
                                bool const t292 = l172 < (int32_t)0x00000008u;
                                if (!t292) goto brk291;
                                MW_ITER();
                                {
#line 147 "../envs/hanabi.rhai"
                                    uint32_t const t293 = l159 < 0 ? 0u : l159 > 657 ? 657u : (uint32_t)l159;
                                    uint64_t const t294 = (uint64_t)t293 * 4u + 0u;
                                    uint8_t* const t295 = rr153 + t294;
                                    uint8_t* const t296 = rw154 + t294;
                                    int32_t const t297 = mw_ld<int32_t>(rr155 + (uint64_t)(1764) * sscale);
                                    bool const t298 = l172 < t297;
                                    float t299 = 0.0f;
                                    if (t298) {
                                        t299 = mw_f32(0x3F800000u);
                                    } else {
                                        t299 = mw_f32(0x00000000u);
                                    }
                                    mw_st<float>(t296 + 0, mw_canon(t299));
#line 148 "../envs/hanabi.rhai"
                                    int32_t const t300 = mw_iadd(l159, (int32_t)0x00000001u);
                                    l159 = t300;
                                }
                            }
                            cont290:;
                            {
#line 146 "../envs/hanabi.rhai"
                                int32_t const t301 = mw_iadd(l172, (int32_t)0x00000001u);
                                l172 = t301;
                            }
                        }
                        brk291:;
#line 150 "../envs/hanabi.rhai"
                        l173 = (int32_t)0x00000000u;
                        for (;;) {
                            {
                                if (mw_stopped(ctx)) { mw_trap(ctx, 64u); return 1; }
                                bool const t304 = l173 < (int32_t)0x00000003u;
                                if (!t304) goto brk303;
                                MW_ITER();
                                {
#line 151 "../envs/hanabi.rhai"
                                    uint32_t const t305 = l159 < 0 ? 0u : l159 > 657 ? 657u : (uint32_t)l159;
                                    uint64_t const t306 = (uint64_t)t305 * 4u + 0u;
                                    uint8_t* const t307 = rr153 + t306;
                                    uint8_t* const t308 = rw154 + t306;
                                    int32_t const t309 = mw_ld<int32_t>(rr155 + (uint64_t)(1768) * sscale);
                                    bool const t310 = l173 < t309;
                                    float t311 = 0.0f;
                                    if (t310) {
                                        t311 = mw_f32(0x3F800000u);
                                    } else {
                                        t311 = mw_f32(0x00000000u);
                                    }
                                    mw_st<float>(t308 + 0, mw_canon(t311));
#line 152 "../envs/hanabi.rhai"
                                    int32_t const t312 = mw_iadd(l159, (int32_t)0x00000001u);
                                    l159 = t312;
                                }
                            }
                            cont302:;
                            {
#line 150 "../envs/hanabi.rhai"
                                int32_t const t313 = mw_iadd(l173, (int32_t)0x00000001u);
                                l173 = t313;
                            }
                        }
                        brk303:;
#line 155 "../envs/hanabi.rhai"
                        l174 = (int32_t)0x00000000u;
                        for (;;) {
                            {
                                if (mw_stopped(ctx)) { mw_trap(ctx, 65u); return 1; }
                                bool const t316 = l174 < (int32_t)0x00000005u;
                                if (!t316) goto brk315;
                                MW_ITER();
                                {
#line 156 "../envs/hanabi.rhai"
                                    l175 = (int32_t)0x00000000u;
                                    for (;;) {
                                        {
                                            if (mw_stopped(ctx)) { mw_trap(ctx, 66u); return 1; }
                                            bool const t319 = l175 < (int32_t)0x00000005u;
                                            if (!t319) goto brk318;
                                            MW_ITER();
                                            {
#line 157 "../envs/hanabi.rhai"
                                                l176 = (int32_t)0x00000000u;
                                                for (;;) {
                                                    {
                                                        if (mw_stopped(ctx)) { mw_trap(ctx, 67u); return 1; }
                                                        uint32_t const t322 = l175 < 0 ? 0u : l175 > 4 ? 4u : (uint32_t)l175;
                                                        uint64_t const t323 = (uint64_t)t322 * 4u + 24u;
                                                        uint8_t* const t324 = ctx->locals + t323;
                                                        int32_t const t325 = mw_ld<int32_t>(t324);
                                                        bool const t326 = l176 < t325;
                                                        if (!t326) goto brk321;
                                                        MW_ITER();
                                                        {
#line 158 "../envs/hanabi.rhai"
                                                            uint32_t const t327 = l159 < 0 ? 0u : l159 > 657 ? 657u : (uint32_t)l159;
                                                            uint64_t const t328 = (uint64_t)t327 * 4u + 0u;
                                                            uint8_t* const t329 = rr153 + t328;
                                                            uint8_t* const t330 = rw154 + t328;
                                                            int32_t const t331 = mw_imul(l174, (int32_t)0x00000005u);
                                                            int32_t const t332 = mw_iadd(t331, l175);
                                                            uint32_t const t333 = t332 < 0 ? 0u : t332 > 24 ? 24u : (uint32_t)t332;
                                                            uint64_t const t334 = (uint64_t)t333 * 4u + 1664u;
                                                            uint8_t* const t335 = rr155 + (uint64_t)(t334) * sscale;
                                                            uint8_t* const t336 = rw156 + (uint64_t)(t334) * sscale;
                                                            int32_t const t337 = mw_ld<int32_t>(t335);
                                                            bool const t338 = l176 < t337;
                                                            float t339 = 0.0f;
                                                            if (t338) {
                                                                t339 = mw_f32(0x3F800000u);
                                                            } else {
                                                                t339 = mw_f32(0x00000000u);
                                                            }
                                                            mw_st<float>(t330 + 0, mw_canon(t339));
#line 159 "../envs/hanabi.rhai"
                                                            int32_t const t340 = mw_iadd(l159, (int32_t)0x00000001u);
                                                            l159 = t340;
                                                        }
                                                    }
                                                    cont320:;
                                                    {
#line 157 "../envs/hanabi.rhai"
                                                        int32_t const t341 = mw_iadd(l176, (int32_t)0x00000001u);
                                                        l176 = t341;
                                                    }
                                                }
                                                brk321:;
                                            }
                                        }
                                        cont317:;
                                        {
#line 156 "../envs/hanabi.rhai"
                                            int32_t const t342 = mw_iadd(l175, (int32_t)0x00000001u);
                                            l175 = t342;
                                        }
                                    }
                                    brk318:;
                                }
                            }
                            cont314:;
                            {
#line 155 "../envs/hanabi.rhai"
                                int32_t const t343 = mw_iadd(l174, (int32_t)0x00000001u);
                                l174 = t343;
                            }
                        }
                        brk315:;
#line 164 "../envs/hanabi.rhai"
                        int32_t const t344 = mw_ld<int32_t>(rr155 + (uint64_t)(1840) * sscale);
                        bool const t345 = t344 > (int32_t)0x00000000u;
                        l177 = t345;
#line 165 "../envs/hanabi.rhai"
                        int32_t const t346 = mw_ld<int32_t>(rr155 + (uint64_t)(1792) * sscale);
                        l178 = t346;
#line 166 "../envs/hanabi.rhai"
                        bool t347 = l177;
                        if (t347) {
                            bool const t348 = l178 < (int32_t)0x00000005u;
                            t347 = t348;
                        }
                        l179 = t347;
#line 167 "../envs/hanabi.rhai"
                        bool t349 = l177;
                        if (t349) {
                            bool const t350 = l178 >= (int32_t)0x00000005u;
                            t349 = t350;
                        }
                        bool t351 = t349;
                        if (t351) {
                            bool const t352 = l178 < (int32_t)0x0000000Au;
                            t351 = t352;
                        }
                        l180 = t351;
#line 168 "../envs/hanabi.rhai"
                        bool t353 = l177;
                        if (t353) {
                            bool const t354 = l178 >= (int32_t)0x0000000Au;
                            t353 = t354;
                        }
                        bool t355 = t353;
                        if (t355) {
                            bool const t356 = l178 < (int32_t)0x0000000Fu;
                            t355 = t356;
                        }
                        l181 = t355;
#line 169 "../envs/hanabi.rhai"
                        bool t357 = l177;
                        if (t357) {
                            bool const t358 = l178 >= (int32_t)0x0000000Fu;
                            t357 = t358;
                        }
                        bool t359 = t357;
                        if (t359) {
                            bool const t360 = l178 < (int32_t)0x00000014u;
                            t359 = t360;
                        }
                        l182 = t359;
#line 170 "../envs/hanabi.rhai"
                        int32_t t361 = 0;
                        if (l181) {
                            int32_t const t362 = mw_isub(l178, (int32_t)0x0000000Au);
                            int32_t const t363 = mw_irem(t362, (int32_t)0x00000005u);
                            t361 = t363;
                        } else {
                            int32_t t364 = 0;
                            if (l182) {
                                int32_t const t365 = mw_isub(l178, (int32_t)0x0000000Fu);
                                int32_t const t366 = mw_irem(t365, (int32_t)0x00000005u);
                                t364 = t366;
                            } else {
                                t364 = (int32_t)0xFFFFFFFFu;
                            }
                            t361 = t364;
                        }
                        l183 = t361;
#line 171 "../envs/hanabi.rhai"
                        l184 = (int32_t)0x00000000u;
                        for (;;) {
                            {
                                if (mw_stopped(ctx)) { mw_trap(ctx, 68u); return 1; }
                                bool const t369 = l184 < (int32_t)0x00000002u;
                                if (!t369) goto brk368;
                                MW_ITER();
                                {
#line 172 "../envs/hanabi.rhai"
                                    uint32_t const t370 = l159 < 0 ? 0u : l159 > 657 ? 657u : (uint32_t)l159;
                                    uint64_t const t371 = (uint64_t)t370 * 4u + 0u;
                                    uint8_t* const t372 = rr153 + t371;
                                    uint8_t* const t373 = rw154 + t371;
                                    bool t374 = l177;
                                    if (t374) {
                                        int32_t const t375 = mw_iadd(l157, l184);
                                        int32_t const t376 = mw_irem(t375, (int32_t)0x00000002u);
                                        int32_t const t377 = mw_ld<int32_t>(rr155 + (uint64_t)(1788) * sscale);
                                        bool const t378 = t376 == t377;
                                        t374 = t378;
                                    }
                                    float t379 = 0.0f;
                                    if (t374) {
                                        t379 = mw_f32(0x3F800000u);
                                    } else {
                                        t379 = mw_f32(0x00000000u);
                                    }
                                    mw_st<float>(t373 + 0, mw_canon(t379));
#line 173 "../envs/hanabi.rhai"
                                    int32_t const t380 = mw_iadd(l159, (int32_t)0x00000001u);
                                    l159 = t380;
                                }
                            }
                            cont367:;
                            {
#line 171 "../envs/hanabi.rhai"
                                int32_t const t381 = mw_iadd(l184, (int32_t)0x00000001u);
                                l184 = t381;
                            }
                        }
                        brk368:;
#line 175 "../envs/hanabi.rhai"
                        uint32_t const t382 = l159 < 0 ? 0u : l159 > 657 ? 657u : (uint32_t)l159;
                        uint64_t const t383 = (uint64_t)t382 * 4u + 0u;
                        uint8_t* const t384 = rr153 + t383;
                        uint8_t* const t385 = rw154 + t383;
                        float t386 = 0.0f;
                        if (l180) {
                            t386 = mw_f32(0x3F800000u);
                        } else {
                            t386 = mw_f32(0x00000000u);
                        }
                        mw_st<float>(t385 + 0, mw_canon(t386));
#line 176 "../envs/hanabi.rhai"
                        int32_t const t387 = mw_iadd(l159, (int32_t)0x00000001u);
                        uint32_t const t388 = t387 < 0 ? 0u : t387 > 657 ? 657u : (uint32_t)t387;
                        uint64_t const t389 = (uint64_t)t388 * 4u + 0u;
                        uint8_t* const t390 = rr153 + t389;
                        uint8_t* const t391 = rw154 + t389;
                        float t392 = 0.0f;
                        if (l179) {
                            t392 = mw_f32(0x3F800000u);
                        } else {
                            t392 = mw_f32(0x00000000u);
                        }
                        mw_st<float>(t391 + 0, mw_canon(t392));
#line 177 "../envs/hanabi.rhai"
                        int32_t const t393 = mw_iadd(l159, (int32_t)0x00000002u);
                        uint32_t const t394 = t393 < 0 ? 0u : t393 > 657 ? 657u : (uint32_t)t393;
                        uint64_t const t395 = (uint64_t)t394 * 4u + 0u;
                        uint8_t* const t396 = rr153 + t395;
                        uint8_t* const t397 = rw154 + t395;
                        float t398 = 0.0f;
                        if (l181) {
                            t398 = mw_f32(0x3F800000u);
                        } else {
                            t398 = mw_f32(0x00000000u);
                        }
                        mw_st<float>(t397 + 0, mw_canon(t398));
#line 178 "../envs/hanabi.rhai"
                        int32_t const t399 = mw_iadd(l159, (int32_t)0x00000003u);
                        uint32_t const t400 = t399 < 0 ? 0u : t399 > 657 ? 657u : (uint32_t)t399;
                        uint64_t const t401 = (uint64_t)t400 * 4u + 0u;
                        uint8_t* const t402 = rr153 + t401;
                        uint8_t* const t403 = rw154 + t401;
                        float t404 = 0.0f;
                        if (l182) {
                            t404 = mw_f32(0x3F800000u);
                        } else {
                            t404 = mw_f32(0x00000000u);
                        }
                        mw_st<float>(t403 + 0, mw_canon(t404));
#line 179 "../envs/hanabi.rhai"
                        int32_t const t405 = mw_iadd(l159, (int32_t)0x00000004u);
                        l159 = t405;
#line 180 "../envs/hanabi.rhai"
                        l185 = (int32_t)0x00000000u;
                        for (;;) {
                            {
                                if (mw_stopped(ctx)) { mw_trap(ctx, 69u); return 1; }
                                bool const t408 = l185 < (int32_t)0x00000002u;
                                if (!t408) goto brk407;
                                MW_ITER();
                                {
#line 181 "../envs/hanabi.rhai"
                                    uint32_t const t409 = l159 < 0 ? 0u : l159 > 657 ? 657u : (uint32_t)l159;
                                    uint64_t const t410 = (uint64_t)t409 * 4u + 0u;
                                    uint8_t* const t411 = rr153 + t410;
                                    uint8_t* const t412 = rw154 + t410;
                                    bool t413 = l181;
                                    if (!t413) {
                                        t413 = l182;
                                    }
                                    bool t414 = t413;
                                    if (t414) {
                                        int32_t const t415 = mw_iadd(l157, l185);
                                        int32_t const t416 = mw_irem(t415, (int32_t)0x00000002u);
                                        int32_t const t417 = mw_ld<int32_t>(rr155 + (uint64_t)(1796) * sscale);
                                        bool const t418 = t416 == t417;
                                        t414 = t418;
                                    }
                                    float t419 = 0.0f;
                                    if (t414) {
                                        t419 = mw_f32(0x3F800000u);
                                    } else {
                                        t419 = mw_f32(0x00000000u);
                                    }
                                    mw_st<float>(t412 + 0, mw_canon(t419));
#line 182 "../envs/hanabi.rhai"
                                    int32_t const t420 = mw_iadd(l159, (int32_t)0x00000001u);
                                    l159 = t420;
                                }
                            }
                            cont406:;
                            {
#line 180 "../envs/hanabi.rhai"
                                int32_t const t421 = mw_iadd(l185, (int32_t)0x00000001u);
                                l185 = t421;
                            }
                        }
                        brk407:;
#line 184 "../envs/hanabi.rhai"
                        l186 = (int32_t)0x00000000u;
                        for (;;) {
                            {
                                if (mw_stopped(ctx)) { mw_trap(ctx, 70u); return 1; }
                                bool const t424 = l186 < (int32_t)0x00000005u;
                                if (!t424) goto brk423;
                                MW_ITER();
                                {
#line 185 "../envs/hanabi.rhai"
                                    uint32_t const t425 = l159 < 0 ? 0u : l159 > 657 ? 657u : (uint32_t)l159;
                                    uint64_t const t426 = (uint64_t)t425 * 4u + 0u;
                                    uint8_t* const t427 = rr153 + t426;
                                    uint8_t* const t428 = rw154 + t426;
                                    bool t429 = l181;
                                    if (t429) {
                                        bool const t430 = l183 == l186;
                                        t429 = t430;
                                    }
                                    float t431 = 0.0f;
                                    if (t429) {
                                        t431 = mw_f32(0x3F800000u);
                                    } else {
                                        t431 = mw_f32(0x00000000u);
                                    }
                                    mw_st<float>(t428 + 0, mw_canon(t431));
#line 186 "../envs/hanabi.rhai"
                                    int32_t const t432 = mw_iadd(l159, (int32_t)0x00000001u);
                                    l159 = t432;
                                }
                            }
                            cont422:;
                            {
#line 184 "../envs/hanabi.rhai"
                                int32_t const t433 = mw_iadd(l186, (int32_t)0x00000001u);
                                l186 = t433;
                            }
                        }
                        brk423:;
#line 188 "../envs/hanabi.rhai"
                        l187 = (int32_t)0x00000000u;
                        for (;;) {
                            {
                                if (mw_stopped(ctx)) { mw_trap(ctx, 71u); return 1; }
                                bool const t436 = l187 < (int32_t)0x00000005u;
                                if (!t436) goto brk435;
                                MW_ITER();
                                {
#line 189 "../envs/hanabi.rhai"
                                    uint32_t const t437 = l159 < 0 ? 0u : l159 > 657 ? 657u : (uint32_t)l159;
                                    uint64_t const t438 = (uint64_t)t437 * 4u + 0u;
                                    uint8_t* const t439 = rr153 + t438;
                                    uint8_t* const t440 = rw154 + t438;
                                    bool t441 = l182;
                                    if (t441) {
                                        bool const t442 = l183 == l187;
                                        t441 = t442;
                                    }
                                    float t443 = 0.0f;
                                    if (t441) {
                                        t443 = mw_f32(0x3F800000u);
                                    } else {
                                        t443 = mw_f32(0x00000000u);
                                    }
                                    mw_st<float>(t440 + 0, mw_canon(t443));
#line 190 "../envs/hanabi.rhai"
                                    int32_t const t444 = mw_iadd(l159, (int32_t)0x00000001u);
                                    l159 = t444;
                                }
                            }
                            cont434:;
                            {
#line 188 "../envs/hanabi.rhai"
                                int32_t const t445 = mw_iadd(l187, (int32_t)0x00000001u);
                                l187 = t445;
                            }
                        }
                        brk435:;
#line 192 "../envs/hanabi.rhai"
                        l188 = (int32_t)0x00000000u;
                        for (;;) {
                            {
                                if (mw_stopped(ctx)) { mw_trap(ctx, 72u); return 1; }
                                bool const t448 = l188 < (int32_t)0x00000005u;
                                if (!t448) goto brk447;
                                MW_ITER();
                                {
#line 193 "../envs/hanabi.rhai"
                                    uint32_t const t449 = l159 < 0 ? 0u : l159 > 657 ? 657u : (uint32_t)l159;
                                    uint64_t const t450 = (uint64_t)t449 * 4u + 0u;
                                    uint8_t* const t451 = rr153 + t450;
                                    uint8_t* const t452 = rw154 + t450;
                                    bool t453 = l181;
                                    if (!t453) {
                                        t453 = l182;
                                    }
                                    bool t454 = t453;
                                    if (t454) {
                                        uint32_t const t455 = l188 < 0 ? 0u : l188 > 4 ? 4u : (uint32_t)l188;
                                        uint64_t const t456 = (uint64_t)t455 * 4u + 1804u;
                                        uint8_t* const t457 = rr155 + (uint64_t)(t456) * sscale;
                                        uint8_t* const t458 = rw156 + (uint64_t)(t456) * sscale;
                                        int32_t const t459 = mw_ld<int32_t>(t457);
                                        bool const t460 = t459 == (int32_t)0x00000001u;
                                        t454 = t460;
                                    }
                                    float t461 = 0.0f;
                                    if (t454) {
                                        t461 = mw_f32(0x3F800000u);
                                    } else {
                                        t461 = mw_f32(0x00000000u);
                                    }
                                    mw_st<float>(t452 + 0, mw_canon(t461));
#line 194 "../envs/hanabi.rhai"
                                    int32_t const t462 = mw_iadd(l159, (int32_t)0x00000001u);
                                    l159 = t462;
                                }
                            }
                            cont446:;
                            {
#line 192 "../envs/hanabi.rhai"
                                int32_t const t463 = mw_iadd(l188, (int32_t)0x00000001u);
                                l188 = t463;
                            }
                        }
                        brk447:;
#line 196 "../envs/hanabi.rhai"
                        l189 = (int32_t)0x00000000u;
                        for (;;) {
                            {
                                if (mw_stopped(ctx)) { mw_trap(ctx, 73u); return 1; }
                                bool const t466 = l189 < (int32_t)0x00000005u;
                                if (!t466) goto brk465;
                                MW_ITER();
                                {
#line 197 "../envs/hanabi.rhai"
                                    uint32_t const t467 = l159 < 0 ? 0u : l159 > 657 ? 657u : (uint32_t)l159;
                                    uint64_t const t468 = (uint64_t)t467 * 4u + 0u;
                                    uint8_t* const t469 = rr153 + t468;
                                    uint8_t* const t470 = rw154 + t468;
                                    bool t471 = l180;
                                    if (!t471) {
                                        t471 = l179;
                                    }
                                    bool t472 = t471;
                                    if (t472) {
                                        int32_t const t473 = mw_irem(l178, (int32_t)0x00000005u);
                                        bool const t474 = t473 == l189;
                                        t472 = t474;
                                    }
                                    float t475 = 0.0f;
                                    if (t472) {
                                        t475 = mw_f32(0x3F800000u);
                                    } else {
                                        t475 = mw_f32(0x00000000u);
                                    }
                                    mw_st<float>(t470 + 0, mw_canon(t475));
#line 198 "../envs/hanabi.rhai"
                                    int32_t const t476 = mw_iadd(l159, (int32_t)0x00000001u);
                                    l159 = t476;
                                }
                            }
                            cont464:;
                            {
#line 196 "../envs/hanabi.rhai"
                                int32_t const t477 = mw_iadd(l189, (int32_t)0x00000001u);
                                l189 = t477;
                            }
                        }
                        brk465:;
#line 200 "../envs/hanabi.rhai"
                        l190 = (int32_t)0x00000000u;
                        for (;;) {
                            {
                                if (mw_stopped(ctx)) { mw_trap(ctx, 74u); return 1; }
                                bool const t480 = l190 < (int32_t)0x00000019u;
                                if (!t480) goto brk479;
                                MW_ITER();
                                {
#line 201 "../envs/hanabi.rhai"
                                    uint32_t const t481 = l159 < 0 ? 0u : l159 > 657 ? 657u : (uint32_t)l159;
                                    uint64_t const t482 = (uint64_t)t481 * 4u + 0u;
                                    uint8_t* const t483 = rr153 + t482;
                                    uint8_t* const t484 = rw154 + t482;
                                    bool t485 = l180;
                                    if (!t485) {
                                        t485 = l179;
                                    }
                                    bool t486 = t485;
                                    if (t486) {
                                        int32_t const t487 = mw_ld<int32_t>(rr155 + (uint64_t)(1800) * sscale);
                                        bool const t488 = t487 == l190;
                                        t486 = t488;
                                    }
                                    float t489 = 0.0f;
                                    if (t486) {
                                        t489 = mw_f32(0x3F800000u);
                                    } else {
                                        t489 = mw_f32(0x00000000u);
                                    }
                                    mw_st<float>(t484 + 0, mw_canon(t489));
#line 202 "../envs/hanabi.rhai"
                                    int32_t const t490 = mw_iadd(l159, (int32_t)0x00000001u);
                                    l159 = t490;
                                }
                            }
                            cont478:;
                            {
#line 200 "../envs/hanabi.rhai"
                                int32_t const t491 = mw_iadd(l190, (int32_t)0x00000001u);
                                l190 = t491;
                            }
                        }
                        brk479:;
#line 204 "../envs/hanabi.rhai"
                        uint32_t const t492 = l159 < 0 ? 0u : l159 > 657 ? 657u : (uint32_t)l159;
                        uint64_t const t493 = (uint64_t)t492 * 4u + 0u;
                        uint8_t* const t494 = rr153 + t493;
                        uint8_t* const t495 = rw154 + t493;
                        bool t496 = l177;
                        if (t496) {
                            int32_t const t497 = mw_ld<int32_t>(rr155 + (uint64_t)(1824) * sscale);
                            bool const t498 = t497 == (int32_t)0x00000001u;
                            t496 = t498;
                        }
                        float t499 = 0.0f;
                        if (t496) {
                            t499 = mw_f32(0x3F800000u);
                        } else {
                            t499 = mw_f32(0x00000000u);
                        }
                        mw_st<float>(t495 + 0, mw_canon(t499));
#line 205 "../envs/hanabi.rhai"
                        int32_t const t500 = mw_iadd(l159, (int32_t)0x00000001u);
                        uint32_t const t501 = t500 < 0 ? 0u : t500 > 657 ? 657u : (uint32_t)t500;
                        uint64_t const t502 = (uint64_t)t501 * 4u + 0u;
                        uint8_t* const t503 = rr153 + t502;
                        uint8_t* const t504 = rw154 + t502;
                        bool t505 = l180;
                        if (t505) {
                            int32_t const t506 = mw_ld<int32_t>(rr155 + (uint64_t)(1828) * sscale);
                            bool const t507 = t506 == (int32_t)0x00000001u;
                            t505 = t507;
                        }
                        float t508 = 0.0f;
                        if (t505) {
                            t508 = mw_f32(0x3F800000u);
                        } else {
                            t508 = mw_f32(0x00000000u);
                        }
                        mw_st<float>(t504 + 0, mw_canon(t508));
#line 206 "../envs/hanabi.rhai"
                        int32_t const t509 = mw_iadd(l159, (int32_t)0x00000002u);
                        l159 = t509;
#line 209 "../envs/hanabi.rhai"
                        mw_zero(ctx->locals + 48, 100u);
#line 210 "../envs/hanabi.rhai"
                        l191 = (int32_t)0x00000000u;
                        for (;;) {
                            {
                                if (mw_stopped(ctx)) { mw_trap(ctx, 75u); return 1; }
                                bool const t512 = l191 < (int32_t)0x00000019u;
                                if (!t512) goto brk511;
                                MW_ITER();
                                {
#line 211 "../envs/hanabi.rhai"
                                    int32_t const t513 = mw_irem(l191, (int32_t)0x00000005u);
                                    l192 = t513;
#line 212 "../envs/hanabi.rhai"
                                    uint32_t const t514 = l191 < 0 ? 0u : l191 > 24 ? 24u : (uint32_t)l191;
                                    uint64_t const t515 = (uint64_t)t514 * 4u + 48u;
                                    uint8_t* const t516 = ctx->locals + t515;
                                    uint32_t const t517 = l192 < 0 ? 0u : l192 > 4 ? 4u : (uint32_t)l192;
                                    uint64_t const t518 = (uint64_t)t517 * 4u + 24u;
                                    uint8_t* const t519 = ctx->locals + t518;
                                    int32_t const t520 = mw_ld<int32_t>(t519);
                                    uint32_t const t521 = l191 < 0 ? 0u : l191 > 24 ? 24u : (uint32_t)l191;
                                    uint64_t const t522 = (uint64_t)t521 * 4u + 1664u;
                                    uint8_t* const t523 = rr155 + (uint64_t)(t522) * sscale;
                                    uint8_t* const t524 = rw156 + (uint64_t)(t522) * sscale;
                                    int32_t const t525 = mw_ld<int32_t>(t523);
                                    int32_t const t526 = mw_isub(t520, t525);
                                    int32_t const t527 = mw_idiv(l191, (int32_t)0x00000005u);
                                    uint32_t const t528 = t527 < 0 ? 0u : t527 > 4 ? 4u : (uint32_t)t527;
                                    uint64_t const t529 = (uint64_t)t528 * 4u + 1644u;
                                    uint8_t* const t530 = rr155 + (uint64_t)(t529) * sscale;
                                    uint8_t* const t531 = rw156 + (uint64_t)(t529) * sscale;
                                    int32_t const t532 = mw_ld<int32_t>(t530);
                                    bool const t533 = t532 > l192;
                                    int32_t t534 = 0;
                                    if (t533) {
                                        t534 = (int32_t)0x00000001u;
                                    } else {
                                        t534 = (int32_t)0x00000000u;
                                    }
                                    int32_t const t535 = mw_isub(t526, t534);
                                    mw_st<int32_t>(t516 + 0, t535);
                                }
                            }
                            cont510:;
                            {
#line 210 "../envs/hanabi.rhai"
                                int32_t const t536 = mw_iadd(l191, (int32_t)0x00000001u);
                                l191 = t536;
                            }
                        }
                        brk511:;
#line 214 "../envs/hanabi.rhai"
                        l193 = (int32_t)0x00000000u;
                        for (;;) {
                            {
                                if (mw_stopped(ctx)) { mw_trap(ctx, 76u); return 1; }
                                bool const t539 = l193 < (int32_t)0x00000002u;
                                if (!t539) goto brk538;
                                MW_ITER();
                                {
#line 215 "../envs/hanabi.rhai"
                                    int32_t const t540 = mw_iadd(l157, l193);
                                    int32_t const t541 = mw_irem(t540, (int32_t)0x00000002u);
                                    l194 = t541;
#line 216 "../envs/hanabi.rhai"
                                    l195 = (int32_t)0x00000000u;
                                    for (;;) {
                                        {
                                            if (mw_stopped(ctx)) { mw_trap(ctx, 77u); return 1; }
                                            bool const t544 = l195 < (int32_t)0x00000005u;
                                            if (!t544) goto brk543;
                                            MW_ITER();
                                            {
#line 217 "../envs/hanabi.rhai"
                                                int32_t const t545 = mw_imul(l194, (int32_t)0x00000005u);
                                                int32_t const t546 = mw_iadd(t545, l195);
                                                l196 = t546;
#line 218 "../envs/hanabi.rhai"
                                                l197 = (int32_t)0x00000000u;
#line 219 "../envs/hanabi.rhai"
                                                l198 = (int32_t)0x00000000u;
                                                for (;;) {
                                                    {
                                                        if (mw_stopped(ctx)) { mw_trap(ctx, 78u); return 1; }
                                                        bool const t549 = l198 < (int32_t)0x00000019u;
                                                        if (!t549) goto brk548;
                                                        MW_ITER();
                                                        {
                                                            uint32_t const t550 = l196 < 0 ? 0u : l196 > 9 ? 9u : (uint32_t)l196;
                                                            uint64_t const t551 = (uint64_t)t550 * 100u + 244u;
                                                            uint8_t* const t552 = rr155 + (uint64_t)(t551) * sscale;
                                                            uint8_t* const t553 = rw156 + (uint64_t)(t551) * sscale;
                                                            uint32_t const t554 = l198 < 0 ? 0u : l198 > 24 ? 24u : (uint32_t)l198;
                                                            uint64_t const t555 = (uint64_t)t554 * 4u + 0u;
                                                            uint8_t* const t556 = t552 + (uint64_t)(t555) * sscale;
                                                            uint8_t* const t557 = t553 + (uint64_t)(t555) * sscale;
                                                            int32_t const t558 = mw_ld<int32_t>(t556);
                                                            uint32_t const t559 = l198 < 0 ? 0u : l198 > 24 ? 24u : (uint32_t)l198;
                                                            uint64_t const t560 = (uint64_t)t559 * 4u + 48u;
                                                            uint8_t* const t561 = ctx->locals + t560;
                                                            int32_t const t562 = mw_ld<int32_t>(t561);
                                                            int32_t const t563 = mw_imul(t558, t562);
                                                            int32_t const t564 = mw_iadd(l197, t563);
                                                            l197 = t564;
                                                        }
                                                    }
                                                    cont547:;
                                                    {
                                                        int32_t const t565 = mw_iadd(l198, (int32_t)0x00000001u);
                                                        l198 = t565;
                                                    }
                                                }
                                                brk548:;
#line 222 "../envs/hanabi.rhai"
                                                bool const t566 = l197 > (int32_t)0x00000000u;
                                                float t567 = 0.0f;
                                                if (t566) {
                                                    float const t568 = (float)l197;
                                                    float const t569 = mw_f32(0x3F800000u) / t568;
                                                    t567 = t569;
                                                } else {
                                                    t567 = mw_f32(0x00000000u);
                                                }
                                                l199 = t567;
#line 223 "../envs/hanabi.rhai"
                                                l200 = (int32_t)0x00000000u;
                                                for (;;) {
                                                    {
                                                        if (mw_stopped(ctx)) { mw_trap(ctx, 79u); return 1; }
                                                        bool const t572 = l200 < (int32_t)0x00000019u;
                                                        if (!t572) goto brk571;
                                                        MW_ITER();
                                                        {
                                                            int32_t const t573 = mw_iadd(l159, l200);
                                                            uint32_t const t574 = t573 < 0 ? 0u : t573 > 657 ? 657u : (uint32_t)t573;
                                                            uint64_t const t575 = (uint64_t)t574 * 4u + 0u;
                                                            uint8_t* const t576 = rr153 + t575;
                                                            uint8_t* const t577 = rw154 + t575;
                                                            uint32_t const t578 = l196 < 0 ? 0u : l196 > 9 ? 9u : (uint32_t)l196;
                                                            uint64_t const t579 = (uint64_t)t578 * 100u + 244u;
                                                            uint8_t* const t580 = rr155 + (uint64_t)(t579) * sscale;
                                                            uint8_t* const t581 = rw156 + (uint64_t)(t579) * sscale;
                                                            uint32_t const t582 = l200 < 0 ? 0u : l200 > 24 ? 24u : (uint32_t)l200;
                                                            uint64_t const t583 = (uint64_t)t582 * 4u + 0u;
                                                            uint8_t* const t584 = t580 + (uint64_t)(t583) * sscale;
                                                            uint8_t* const t585 = t581 + (uint64_t)(t583) * sscale;
                                                            int32_t const t586 = mw_ld<int32_t>(t584);
                                                            uint32_t const t587 = l200 < 0 ? 0u : l200 > 24 ? 24u : (uint32_t)l200;
                                                            uint64_t const t588 = (uint64_t)t587 * 4u + 48u;
                                                            uint8_t* const t589 = ctx->locals + t588;
                                                            int32_t const t590 = mw_ld<int32_t>(t589);
                                                            int32_t const t591 = mw_imul(t586, t590);
                                                            float const t592 = (float)t591;
                                                            float const t593 = t592 * l199;
                                                            mw_st<float>(t577 + 0, mw_canon(t593));
                                                        }
                                                    }
                                                    cont570:;
                                                    {
                                                        int32_t const t594 = mw_iadd(l200, (int32_t)0x00000001u);
                                                        l200 = t594;
                                                    }
                                                }
                                                brk571:;
#line 224 "../envs/hanabi.rhai"
                                                int32_t const t595 = mw_iadd(l159, (int32_t)0x00000019u);
                                                l159 = t595;
#line 225 "../envs/hanabi.rhai"
                                                l201 = (int32_t)0x00000000u;
                                                for (;;) {
                                                    {
                                                        if (mw_stopped(ctx)) { mw_trap(ctx, 80u); return 1; }
                                                        bool const t598 = l201 < (int32_t)0x00000005u;
                                                        if (!t598) goto brk597;
                                                        MW_ITER();
                                                        {
                                                            int32_t const t599 = mw_iadd(l159, l201);
                                                            uint32_t const t600 = t599 < 0 ? 0u : t599 > 657 ? 657u : (uint32_t)t599;
                                                            uint64_t const t601 = (uint64_t)t600 * 4u + 0u;
                                                            uint8_t* const t602 = rr153 + t601;
                                                            uint8_t* const t603 = rw154 + t601;
                                                            uint32_t const t604 = l196 < 0 ? 0u : l196 > 9 ? 9u : (uint32_t)l196;
                                                            uint64_t const t605 = (uint64_t)t604 * 20u + 1244u;
                                                            uint8_t* const t606 = rr155 + (uint64_t)(t605) * sscale;
                                                            uint8_t* const t607 = rw156 + (uint64_t)(t605) * sscale;
                                                            uint32_t const t608 = l201 < 0 ? 0u : l201 > 4 ? 4u : (uint32_t)l201;
                                                            uint64_t const t609 = (uint64_t)t608 * 4u + 0u;
                                                            uint8_t* const t610 = t606 + (uint64_t)(t609) * sscale;
                                                            uint8_t* const t611 = t607 + (uint64_t)(t609) * sscale;
                                                            int32_t const t612 = mw_ld<int32_t>(t610);
                                                            float const t613 = (float)t612;
                                                            mw_st<float>(t603 + 0, mw_canon(t613));
                                                        }
                                                    }
                                                    cont596:;
                                                    {
                                                        int32_t const t614 = mw_iadd(l201, (int32_t)0x00000001u);
                                                        l201 = t614;
                                                    }
                                                }
                                                brk597:;
#line 226 "../envs/hanabi.rhai"
                                                int32_t const t615 = mw_iadd(l159, (int32_t)0x00000005u);
                                                l159 = t615;
#line 227 "../envs/hanabi.rhai"
                                                l202 = (int32_t)0x00000000u;
                                                for (;;) {
                                                    {
                                                        if (mw_stopped(ctx)) { mw_trap(ctx, 81u); return 1; }
                                                        bool const t618 = l202 < (int32_t)0x00000005u;
                                                        if (!t618) goto brk617;
                                                        MW_ITER();
                                                        {
                                                            int32_t const t619 = mw_iadd(l159, l202);
                                                            uint32_t const t620 = t619 < 0 ? 0u : t619 > 657 ? 657u : (uint32_t)t619;
                                                            uint64_t const t621 = (uint64_t)t620 * 4u + 0u;
                                                            uint8_t* const t622 = rr153 + t621;
                                                            uint8_t* const t623 = rw154 + t621;
                                                            uint32_t const t624 = l196 < 0 ? 0u : l196 > 9 ? 9u : (uint32_t)l196;
                                                            uint64_t const t625 = (uint64_t)t624 * 20u + 1444u;
                                                            uint8_t* const t626 = rr155 + (uint64_t)(t625) * sscale;
                                                            uint8_t* const t627 = rw156 + (uint64_t)(t625) * sscale;
                                                            uint32_t const t628 = l202 < 0 ? 0u : l202 > 4 ? 4u : (uint32_t)l202;
                                                            uint64_t const t629 = (uint64_t)t628 * 4u + 0u;
                                                            uint8_t* const t630 = t626 + (uint64_t)(t629) * sscale;
                                                            uint8_t* const t631 = t627 + (uint64_t)(t629) * sscale;
                                                            int32_t const t632 = mw_ld<int32_t>(t630);
                                                            float const t633 = (float)t632;
                                                            mw_st<float>(t623 + 0, mw_canon(t633));
                                                        }
                                                    }
                                                    cont616:;
                                                    {
                                                        int32_t const t634 = mw_iadd(l202, (int32_t)0x00000001u);
                                                        l202 = t634;
                                                    }
                                                }
                                                brk617:;
#line 228 "../envs/hanabi.rhai"
                                                int32_t const t635 = mw_iadd(l159, (int32_t)0x00000005u);
                                                l159 = t635;
                                            }
                                        }
                                        cont542:;
                                        {
#line 216 "../envs/hanabi.rhai"
                                            int32_t const t636 = mw_iadd(l195, (int32_t)0x00000001u);
                                            l195 = t636;
                                        }
                                    }
                                    brk543:;
                                }
                            }
                            cont537:;
                            {
#line 214 "../envs/hanabi.rhai"
                                int32_t const t637 = mw_iadd(l193, (int32_t)0x00000001u);
                                l193 = t637;
                            }
                        }
                        brk538:;
                    }
                    ret158:;
                    uint8_t* const t638 = mw_lookup(ctx, w, l19, 1u);
                    uint8_t* const t639 = t638 ? t638 : (uint8_t*)ctx->zero;
                    uint8_t* const t640 = t638 ? t638 : ctx->scratch;
                    uint8_t *rr641 = t639, *rw642 = t640;
                    uint8_t *rr643 = rr3, *rw644 = rw4;
                    int32_t l645 = l18;
                    // mask_into
                    {
                        int32_t l647 = 0;
#line 234 "../envs/hanabi.rhai"
                        l647 = (int32_t)0x00000000u;
                        for (;;) {
                            {
                                if (mw_stopped(ctx)) { mw_trap(ctx, 82u); return 1; }
                                bool const t650 = l647 < (int32_t)0x00000015u;
                                if (!t650) goto brk649;
                                MW_ITER();
                                {
                                    uint32_t const t651 = l647 < 0 ? 0u : l647 > 20 ? 20u : (uint32_t)l647;
                                    uint64_t const t652 = (uint64_t)t651 * 4u + 0u;
                                    uint8_t* const t653 = rr641 + t652;
                                    uint8_t* const t654 = rw642 + t652;
                                    uint8_t *rr655 = rr643, *rw656 = rw644;
                                    int32_t l657 = l645;
                                    int32_t l658 = l647;
                                    bool r659 = false;
                                    // legal
                                    {
                                        bool l661 = false;
                                        int32_t l662 = 0;
                                        int32_t l663 = 0;
                                        int32_t l664 = 0;
                                        int32_t l665 = 0;
                                        int32_t l666 = 0;
#line 101 "../envs/hanabi.rhai"
                                        {
                                            int32_t const t668 = mw_ld<int32_t>(rr655 + (uint64_t)(1772) * sscale);
                                            bool const t669 = l657 != t668;
                                            if (t669) {
                                                {
                                                    bool const t670 = l658 == (int32_t)0x00000014u;
                                                    r659 = t670;
                                                    goto ret660;
                                                }
                                                goto fi667;
                                            }
                                            {
                                            }
                                        }
                                        fi667:;
#line 102 "../envs/hanabi.rhai"
                                        {
                                            bool const t672 = l658 < (int32_t)0x00000005u;
                                            if (t672) {
                                                {
                                                    int32_t const t673 = mw_imul(l657, (int32_t)0x00000005u);
                                                    int32_t const t674 = mw_iadd(t673, l658);
                                                    uint32_t const t675 = t674 < 0 ? 0u : t674 > 9 ? 9u : (uint32_t)t674;
                                                    uint64_t const t676 = (uint64_t)t675 * 4u + 204u;
                                                    uint8_t* const t677 = rr655 + (uint64_t)(t676) * sscale;
                                                    uint8_t* const t678 = rw656 + (uint64_t)(t676) * sscale;
                                                    int32_t const t679 = mw_ld<int32_t>(t677);
                                                    bool const t680 = t679 >= (int32_t)0x00000000u;
                                                    bool t681 = t680;
                                                    if (t681) {
                                                        int32_t const t682 = mw_ld<int32_t>(rr655 + (uint64_t)(1764) * sscale);
                                                        bool const t683 = t682 < (int32_t)0x00000008u;
                                                        t681 = t683;
                                                    }
                                                    r659 = t681;
                                                    goto ret660;
                                                }
                                                goto fi671;
                                            }
                                            {
                                            }
                                        }
                                        fi671:;
#line 103 "../envs/hanabi.rhai"
                                        {
                                            bool const t685 = l658 < (int32_t)0x0000000Au;
                                            if (t685) {
                                                {
                                                    int32_t const t686 = mw_imul(l657, (int32_t)0x00000005u);
                                                    int32_t const t687 = mw_iadd(t686, l658);
                                                    int32_t const t688 = mw_isub(t687, (int32_t)0x00000005u);
                                                    uint32_t const t689 = t688 < 0 ? 0u : t688 > 9 ? 9u : (uint32_t)t688;
                                                    uint64_t const t690 = (uint64_t)t689 * 4u + 204u;
                                                    uint8_t* const t691 = rr655 + (uint64_t)(t690) * sscale;
                                                    uint8_t* const t692 = rw656 + (uint64_t)(t690) * sscale;
                                                    int32_t const t693 = mw_ld<int32_t>(t691);
                                                    bool const t694 = t693 >= (int32_t)0x00000000u;
                                                    r659 = t694;
                                                    goto ret660;
                                                }
                                                goto fi684;
                                            }
                                            {
                                            }
                                        }
                                        fi684:;
#line 104 "../envs/hanabi.rhai"
                                        {
                                            bool const t696 = l658 >= (int32_t)0x00000014u;
                                            bool t697 = t696;
                                            if (!t697) {
                                                int32_t const t698 = mw_ld<int32_t>(rr655 + (uint64_t)(1764) * sscale);
                                                bool const t699 = t698 == (int32_t)0x00000000u;
                                                t697 = t699;
                                            }
                                            if (t697) {
                                                {
                                                    r659 = false;
                                                    goto ret660;
                                                }
                                                goto fi695;
                                            }
                                            {
                                            }
                                        }
                                        fi695:;
#line 105 "../envs/hanabi.rhai"
                                        bool const t700 = l658 < (int32_t)0x0000000Fu;
                                        l661 = t700;
#line 106 "../envs/hanabi.rhai"
                                        int32_t t701 = 0;
                                        if (l661) {
                                            int32_t const t702 = mw_isub(l658, (int32_t)0x0000000Au);
                                            t701 = t702;
                                        } else {
                                            int32_t const t703 = mw_isub(l658, (int32_t)0x0000000Fu);
                                            t701 = t703;
                                        }
                                        l662 = t701;
#line 107 "../envs/hanabi.rhai"
                                        int32_t const t704 = mw_iadd(l657, (int32_t)0x00000001u);
                                        int32_t const t705 = mw_idiv(l662, (int32_t)0x00000005u);
                                        int32_t const t706 = mw_iadd(t704, t705);
                                        int32_t const t707 = mw_irem(t706, (int32_t)0x00000002u);
                                        l663 = t707;
#line 108 "../envs/hanabi.rhai"
                                        int32_t const t708 = mw_irem(l662, (int32_t)0x00000005u);
                                        l664 = t708;
#line 109 "../envs/hanabi.rhai"
                                        l665 = (int32_t)0x00000000u;
                                        for (;;) {
                                            {
                                                if (mw_stopped(ctx)) { mw_trap(ctx, 83u); return 1; }
                                                bool const t711 = l665 < (int32_t)0x00000005u;
                                                if (!t711) goto brk710;
                                                MW_ITER();
                                                {
#line 110 "../envs/hanabi.rhai"
                                                    int32_t const t712 = mw_imul(l663, (int32_t)0x00000005u);
                                                    int32_t const t713 = mw_iadd(t712, l665);
                                                    uint32_t const t714 = t713 < 0 ? 0u : t713 > 9 ? 9u : (uint32_t)t713;
                                                    uint64_t const t715 = (uint64_t)t714 * 4u + 204u;
                                                    uint8_t* const t716 = rr655 + (uint64_t)(t715) * sscale;
                                                    uint8_t* const t717 = rw656 + (uint64_t)(t715) * sscale;
                                                    int32_t const t718 = mw_ld<int32_t>(t716);
                                                    l666 = t718;
#line 111 "../envs/hanabi.rhai"
                                                    {
                                                        bool const t720 = l666 >= (int32_t)0x00000000u;
                                                        bool t721 = t720;
                                                        if (t721) {
                                                            int32_t t722 = 0;
                                                            if (l661) {
                                                                int32_t const t723 = mw_idiv(l666, (int32_t)0x00000005u);
                                                                t722 = t723;
                                                            } else {
                                                                int32_t const t724 = mw_irem(l666, (int32_t)0x00000005u);
                                                                t722 = t724;
                                                            }
                                                            bool const t725 = t722 == l664;
                                                            t721 = t725;
                                                        }
                                                        if (t721) {
                                                            {
                                                                r659 = true;
                                                                goto ret660;
                                                            }
                                                            goto fi719;
                                                        }
                                                        {
                                                        }
                                                    }
                                                    fi719:;
                                                }
                                            }
                                            cont709:;
                                            {
#line 109 "../envs/hanabi.rhai"
                                                int32_t const t726 = mw_iadd(l665, (int32_t)0x00000001u);
                                                l665 = t726;
                                            }
                                        }
                                        brk710:;
#line 113 "../envs/hanabi.rhai"
                                        r659 = false;
                                        goto ret660;
                                    }
                                    ret660:;
                                    int32_t t727 = 0;
                                    if (r659) {
                                        t727 = (int32_t)0x00000001u;
                                    } else {
                                        t727 = (int32_t)0x00000000u;
                                    }
                                    mw_st<int32_t>(t654 + 0, t727);
                                }
                            }
                            cont648:;
                            {
#line 234 "../envs/hanabi.rhai"
                                int32_t const t728 = mw_iadd(l647, (int32_t)0x00000001u);
                                l647 = t728;
                            }
                        }
                        brk649:;
                    }
                    ret646:;
                }
            }
            cont143:;
            {
#line 272 "../envs/hanabi.rhai"
                int32_t const t729 = mw_iadd(l18, (int32_t)0x00000001u);
                l18 = t729;
            }
        }
        brk144:;
    }
    end2:;
#line 6785 "kernels.cu"
    return 0;
}
#ifdef MW_HOST
MW_ENTRY void k5(const MwCtx* ctx, uint32_t start, uint32_t end) {
    for (uint32_t i = start; i < end; i++) {
        if (mw_stopped(ctx)) { mw_trap(ctx, 43u); return; }
        if (mw_k5(ctx, i)) return;
    }
}
#endif
#line 6796 "kernels.cu"

// ==== the step program: 16 phases a step, 6 at the start
#ifndef MW_HOST
#define MW_NPHASES 22u
#define MW_STEP_FIRST 0u
#define MW_STEP_END 16u
#define MW_INIT_FIRST 16u
#define MW_INIT_END 22u
#define MW_ARENA_BYTES 148u
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
