// ==== hanabi: kernels
#line 2123 "kernels.cu"

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
#line 396 "../envs/hanabi.rhai"
        l7 = (int32_t)0x00000000u;
#line 397 "../envs/hanabi.rhai"
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
#line 398 "../envs/hanabi.rhai"
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
            uint32_t const t27 = mw_pcg4d((w + ctx->world_offset) ^ ks1[0], eid ^ ks1[1], ctx->step ^ ks1[2], ctr ^ ks1[3]);
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
#line 399 "../envs/hanabi.rhai"
        l10 = (int32_t)0x00000000u;
        for (;;) {
            {
                if (mw_stopped(ctx)) { mw_trap(ctx, 1u); return 1; }
                bool const t35 = l10 < (int32_t)0x00000015u;
                if (!t35) goto brk34;
                MW_ITER();
                {
#line 400 "../envs/hanabi.rhai"
                    {
                        uint32_t const t37 = l10 < 0 ? 0u : l10 > 20 ? 20u : (uint32_t)l10;
                        uint64_t const t38 = (uint64_t)t37 * 4u + 0u;
                        uint8_t* const t39 = rr5 + t38;
                        uint8_t* const t40 = rw6 + t38;
                        int32_t const t41 = mw_ld<int32_t>(t39);
                        bool const t42 = t41 == (int32_t)0x00000001u;
                        if (t42) {
                            {
#line 401 "../envs/hanabi.rhai"
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
#line 402 "../envs/hanabi.rhai"
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
#line 399 "../envs/hanabi.rhai"
                int32_t const t46 = mw_iadd(l10, (int32_t)0x00000001u);
                l10 = t46;
            }
        }
        brk34:;
    }
    end2:;
#line 2264 "kernels.cu"
    return 0;
}
#ifdef MW_HOST
MW_ENTRY void k1(const MwCtx* ctx, uint32_t start, uint32_t end) {
    for (uint32_t i = start; i < end; i++) {
        if (mw_k1(ctx, i)) return;
    }
}
#endif
#line 2274 "kernels.cu"

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
        uint8_t* rr3 = mw_single(ctx, 5u, w, 2852u);
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
#line 291 "../envs/hanabi.rhai"
        mw_st<float>(rw4 + (uint64_t)(2832) * sscale, mw_canon(mw_f32(0x00000000u)));
#line 293 "../envs/hanabi.rhai"
        {
            int32_t const t43 = mw_ld<int32_t>(rr3 + (uint64_t)(2784) * sscale);
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
#line 294 "../envs/hanabi.rhai"
        int32_t const t45 = mw_ld<int32_t>(rr3 + (uint64_t)(2772) * sscale);
        l5 = t45;
#line 295 "../envs/hanabi.rhai"
        l6 = (int32_t)0x00000014u;
        {
            const MwTable* tv46 = ctx->tables + 0;
            uint32_t s46 = tv46->ranges[w][0], c46 = tv46->ranges[w][1];
            const uint32_t n46 = c46;
            if (mw_stopped(ctx)) { mw_trap(ctx, 2u); return 1; }
            for (uint32_t k46 = 0; k46 < n46; k46++) {
                {
                    MW_ITER();
                    const uint32_t i46 = s46 + k46;
                    if (tv46->world_ids[i46] != (int32_t)w) goto cont47;
                    rr7 = tv46->cols[4] + (uint64_t)i46 * 4u; rw8 = rr7;
                    rr9 = tv46->cols[0] + (uint64_t)i46 * 4u; rw10 = rr9;
                    {
#line 296 "../envs/hanabi.rhai"
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
#line 297 "../envs/hanabi.rhai"
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
                        int32_t const t71 = mw_ld<int32_t>(rr58 + (uint64_t)(2772) * sscale);
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
                                    int32_t const t85 = mw_ld<int32_t>(rr58 + (uint64_t)(2764) * sscale);
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
                            int32_t const t101 = mw_ld<int32_t>(rr58 + (uint64_t)(2764) * sscale);
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
#line 298 "../envs/hanabi.rhai"
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
                                            int32_t const t148 = mw_ld<int32_t>(rr135 + (uint64_t)(2772) * sscale);
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
                                                        int32_t const t162 = mw_ld<int32_t>(rr135 + (uint64_t)(2764) * sscale);
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
                                                int32_t const t178 = mw_ld<int32_t>(rr135 + (uint64_t)(2764) * sscale);
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
#line 298 "../envs/hanabi.rhai"
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
#line 300 "../envs/hanabi.rhai"
        l12 = (int32_t)0x00000000u;
#line 301 "../envs/hanabi.rhai"
        l13 = (int32_t)0x00000000u;
        for (;;) {
            {
                if (mw_stopped(ctx)) { mw_trap(ctx, 6u); return 1; }
                bool const t210 = l13 < (int32_t)0x00000005u;
                if (!t210) goto brk209;
                MW_ITER();
                {
                    uint32_t const t211 = l13 < 0 ? 0u : l13 > 4 ? 4u : (uint32_t)l13;
                    uint64_t const t212 = (uint64_t)t211 * 4u + 2644u;
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
#line 302 "../envs/hanabi.rhai"
        int32_t const t218 = mw_ld<int32_t>(rr3 + (uint64_t)(2764) * sscale);
        l14 = t218;
#line 303 "../envs/hanabi.rhai"
        mw_st<int32_t>(rw4 + (uint64_t)(2788) * sscale, l5);
#line 304 "../envs/hanabi.rhai"
        mw_st<int32_t>(rw4 + (uint64_t)(2792) * sscale, l6);
#line 305 "../envs/hanabi.rhai"
        mw_st<int32_t>(rw4 + (uint64_t)(2796) * sscale, (int32_t)0xFFFFFFFFu);
#line 306 "../envs/hanabi.rhai"
        mw_st<int32_t>(rw4 + (uint64_t)(2800) * sscale, (int32_t)0xFFFFFFFFu);
#line 307 "../envs/hanabi.rhai"
        {
            bool const t220 = l6 < (int32_t)0x0000000Au;
            if (t220) {
                {
#line 308 "../envs/hanabi.rhai"
                    bool const t221 = l6 < (int32_t)0x00000005u;
                    l15 = t221;
#line 309 "../envs/hanabi.rhai"
                    int32_t t222 = 0;
                    if (l15) {
                        t222 = l6;
                    } else {
                        int32_t const t223 = mw_isub(l6, (int32_t)0x00000005u);
                        t222 = t223;
                    }
                    l16 = t222;
#line 310 "../envs/hanabi.rhai"
                    int32_t const t224 = mw_imul(l5, (int32_t)0x00000005u);
                    int32_t const t225 = mw_iadd(t224, l16);
                    uint32_t const t226 = t225 < 0 ? 0u : t225 > 9 ? 9u : (uint32_t)t225;
                    uint64_t const t227 = (uint64_t)t226 * 4u + 204u;
                    uint8_t* const t228 = rr3 + (uint64_t)(t227) * sscale;
                    uint8_t* const t229 = rw4 + (uint64_t)(t227) * sscale;
                    int32_t const t230 = mw_ld<int32_t>(t228);
                    l17 = t230;
#line 311 "../envs/hanabi.rhai"
                    int32_t const t231 = mw_idiv(l17, (int32_t)0x00000005u);
                    l18 = t231;
#line 312 "../envs/hanabi.rhai"
                    int32_t const t232 = mw_irem(l17, (int32_t)0x00000005u);
                    l19 = t232;
#line 313 "../envs/hanabi.rhai"
                    mw_st<int32_t>(rw4 + (uint64_t)(2800) * sscale, l17);
#line 314 "../envs/hanabi.rhai"
                    {
                        bool t234 = l15;
                        if (t234) {
                            int32_t const t235 = mw_ld<int32_t>(rr3 + (uint64_t)(2764) * sscale);
                            bool const t236 = t235 < (int32_t)0x00000008u;
                            t234 = t236;
                        }
                        if (t234) {
                            {
                                int32_t const t237 = mw_ld<int32_t>(rr3 + (uint64_t)(2764) * sscale);
                                int32_t const t238 = mw_iadd(t237, (int32_t)0x00000001u);
                                mw_st<int32_t>(rw4 + (uint64_t)(2764) * sscale, t238);
                            }
                            goto fi233;
                        }
                        {
                        }
                    }
                    fi233:;
#line 315 "../envs/hanabi.rhai"
                    uint32_t const t239 = l18 < 0 ? 0u : l18 > 4 ? 4u : (uint32_t)l18;
                    uint64_t const t240 = (uint64_t)t239 * 4u + 2644u;
                    uint8_t* const t241 = rr3 + (uint64_t)(t240) * sscale;
                    uint8_t* const t242 = rw4 + (uint64_t)(t240) * sscale;
                    int32_t const t243 = mw_ld<int32_t>(t241);
                    bool const t244 = l19 == t243;
                    l20 = t244;
#line 316 "../envs/hanabi.rhai"
                    {
                        bool t246 = l20;
                        if (t246) {
                            bool const t247 = !l15;
                            t246 = t247;
                        }
                        if (t246) {
                            {
#line 317 "../envs/hanabi.rhai"
                                uint32_t const t248 = l18 < 0 ? 0u : l18 > 4 ? 4u : (uint32_t)l18;
                                uint64_t const t249 = (uint64_t)t248 * 4u + 2644u;
                                uint8_t* const t250 = rr3 + (uint64_t)(t249) * sscale;
                                uint8_t* const t251 = rw4 + (uint64_t)(t249) * sscale;
                                uint32_t const t252 = l18 < 0 ? 0u : l18 > 4 ? 4u : (uint32_t)l18;
                                uint64_t const t253 = (uint64_t)t252 * 4u + 2644u;
                                uint8_t* const t254 = rr3 + (uint64_t)(t253) * sscale;
                                uint8_t* const t255 = rw4 + (uint64_t)(t253) * sscale;
                                int32_t const t256 = mw_ld<int32_t>(t254);
                                int32_t const t257 = mw_iadd(t256, (int32_t)0x00000001u);
                                mw_st<int32_t>(t251, t257);
#line 318 "../envs/hanabi.rhai"
                                {
                                    bool const t259 = l19 == (int32_t)0x00000004u;
                                    bool t260 = t259;
                                    if (t260) {
                                        int32_t const t261 = mw_ld<int32_t>(rr3 + (uint64_t)(2764) * sscale);
                                        bool const t262 = t261 < (int32_t)0x00000008u;
                                        t260 = t262;
                                    }
                                    if (t260) {
                                        {
                                            int32_t const t263 = mw_ld<int32_t>(rr3 + (uint64_t)(2764) * sscale);
                                            int32_t const t264 = mw_iadd(t263, (int32_t)0x00000001u);
                                            mw_st<int32_t>(rw4 + (uint64_t)(2764) * sscale, t264);
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
#line 320 "../envs/hanabi.rhai"
                    {
                        bool const t266 = !l20;
                        bool t267 = t266;
                        if (!t267) {
                            t267 = l15;
                        }
                        if (t267) {
                            {
                                uint32_t const t268 = l17 < 0 ? 0u : l17 > 24 ? 24u : (uint32_t)l17;
                                uint64_t const t269 = (uint64_t)t268 * 4u + 2664u;
                                uint8_t* const t270 = rr3 + (uint64_t)(t269) * sscale;
                                uint8_t* const t271 = rw4 + (uint64_t)(t269) * sscale;
                                uint32_t const t272 = l17 < 0 ? 0u : l17 > 24 ? 24u : (uint32_t)l17;
                                uint64_t const t273 = (uint64_t)t272 * 4u + 2664u;
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
#line 321 "../envs/hanabi.rhai"
                    {
                        bool const t279 = !l20;
                        bool t280 = t279;
                        if (t280) {
                            bool const t281 = !l15;
                            t280 = t281;
                        }
                        if (t280) {
                            {
                                int32_t const t282 = mw_ld<int32_t>(rr3 + (uint64_t)(2768) * sscale);
                                int32_t const t283 = mw_isub(t282, (int32_t)0x00000001u);
                                mw_st<int32_t>(rw4 + (uint64_t)(2768) * sscale, t283);
                            }
                            goto fi278;
                        }
                        {
                        }
                    }
                    fi278:;
#line 323 "../envs/hanabi.rhai"
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
#line 324 "../envs/hanabi.rhai"
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
#line 325 "../envs/hanabi.rhai"
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
#line 326 "../envs/hanabi.rhai"
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
#line 327 "../envs/hanabi.rhai"
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
#line 323 "../envs/hanabi.rhai"
                            int32_t const t364 = mw_iadd(l21, (int32_t)0x00000001u);
                            l21 = t364;
                        }
                    }
                    brk287:;
#line 329 "../envs/hanabi.rhai"
                    int32_t const t365 = mw_imul(l5, (int32_t)0x00000005u);
                    int32_t const t366 = mw_iadd(t365, (int32_t)0x00000005u);
                    int32_t const t367 = mw_isub(t366, (int32_t)0x00000001u);
                    l22 = t367;
#line 330 "../envs/hanabi.rhai"
                    l23 = (int32_t)0xFFFFFFFFu;
#line 331 "../envs/hanabi.rhai"
                    {
                        int32_t const t369 = mw_ld<int32_t>(rr3 + (uint64_t)(2776) * sscale);
                        bool const t370 = t369 == (int32_t)0x00000000u;
                        if (t370) {
                            {
#line 332 "../envs/hanabi.rhai"
                                int32_t const t371 = mw_ld<int32_t>(rr3 + (uint64_t)(200) * sscale);
                                uint32_t const t372 = t371 < 0 ? 0u : t371 > 49 ? 49u : (uint32_t)t371;
                                uint64_t const t373 = (uint64_t)t372 * 4u + 0u;
                                uint8_t* const t374 = rr3 + (uint64_t)(t373) * sscale;
                                uint8_t* const t375 = rw4 + (uint64_t)(t373) * sscale;
                                int32_t const t376 = mw_ld<int32_t>(t374);
                                l23 = t376;
#line 333 "../envs/hanabi.rhai"
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
#line 335 "../envs/hanabi.rhai"
                    uint32_t const t379 = l22 < 0 ? 0u : l22 > 9 ? 9u : (uint32_t)l22;
                    uint64_t const t380 = (uint64_t)t379 * 4u + 204u;
                    uint8_t* const t381 = rr3 + (uint64_t)(t380) * sscale;
                    uint8_t* const t382 = rw4 + (uint64_t)(t380) * sscale;
                    mw_st<int32_t>(t382, l23);
#line 336 "../envs/hanabi.rhai"
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
#line 337 "../envs/hanabi.rhai"
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
#line 338 "../envs/hanabi.rhai"
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
#line 340 "../envs/hanabi.rhai"
                bool const t421 = l6 < (int32_t)0x0000000Fu;
                l27 = t421;
#line 341 "../envs/hanabi.rhai"
                int32_t t422 = 0;
                if (l27) {
                    int32_t const t423 = mw_isub(l6, (int32_t)0x0000000Au);
                    t422 = t423;
                } else {
                    int32_t const t424 = mw_isub(l6, (int32_t)0x0000000Fu);
                    t422 = t424;
                }
                l28 = t422;
#line 342 "../envs/hanabi.rhai"
                int32_t const t425 = mw_iadd(l5, (int32_t)0x00000001u);
                int32_t const t426 = mw_idiv(l28, (int32_t)0x00000005u);
                int32_t const t427 = mw_iadd(t425, t426);
                int32_t const t428 = mw_irem(t427, (int32_t)0x00000002u);
                l29 = t428;
#line 343 "../envs/hanabi.rhai"
                int32_t const t429 = mw_irem(l28, (int32_t)0x00000005u);
                l30 = t429;
#line 344 "../envs/hanabi.rhai"
                mw_st<int32_t>(rw4 + (uint64_t)(2796) * sscale, l29);
#line 345 "../envs/hanabi.rhai"
                l31 = (int32_t)0x00000000u;
                for (;;) {
                    {
                        if (mw_stopped(ctx)) { mw_trap(ctx, 11u); return 1; }
                        bool const t432 = l31 < (int32_t)0x00000005u;
                        if (!t432) goto brk431;
                        MW_ITER();
                        {
#line 346 "../envs/hanabi.rhai"
                            int32_t const t433 = mw_imul(l29, (int32_t)0x00000005u);
                            int32_t const t434 = mw_iadd(t433, l31);
                            l32 = t434;
#line 347 "../envs/hanabi.rhai"
                            uint32_t const t435 = l32 < 0 ? 0u : l32 > 9 ? 9u : (uint32_t)l32;
                            uint64_t const t436 = (uint64_t)t435 * 4u + 204u;
                            uint8_t* const t437 = rr3 + (uint64_t)(t436) * sscale;
                            uint8_t* const t438 = rw4 + (uint64_t)(t436) * sscale;
                            int32_t const t439 = mw_ld<int32_t>(t437);
                            l33 = t439;
#line 348 "../envs/hanabi.rhai"
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
#line 349 "../envs/hanabi.rhai"
                            uint32_t const t446 = l31 < 0 ? 0u : l31 > 4 ? 4u : (uint32_t)l31;
                            uint64_t const t447 = (uint64_t)t446 * 4u + 2804u;
                            uint8_t* const t448 = rr3 + (uint64_t)(t447) * sscale;
                            uint8_t* const t449 = rw4 + (uint64_t)(t447) * sscale;
                            int32_t t450 = 0;
                            if (l34) {
                                t450 = (int32_t)0x00000001u;
                            } else {
                                t450 = (int32_t)0x00000000u;
                            }
                            mw_st<int32_t>(t449, t450);
#line 351 "../envs/hanabi.rhai"
                            l35 = (int32_t)0x00000000u;
                            for (;;) {
                                {
                                    if (mw_stopped(ctx)) { mw_trap(ctx, 12u); return 1; }
                                    bool const t453 = l35 < (int32_t)0x00000019u;
                                    if (!t453) goto brk452;
                                    MW_ITER();
                                    {
#line 352 "../envs/hanabi.rhai"
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
#line 353 "../envs/hanabi.rhai"
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
#line 351 "../envs/hanabi.rhai"
                                    int32_t const t468 = mw_iadd(l35, (int32_t)0x00000001u);
                                    l35 = t468;
                                }
                            }
                            brk452:;
#line 355 "../envs/hanabi.rhai"
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
#line 356 "../envs/hanabi.rhai"
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
#line 345 "../envs/hanabi.rhai"
                        int32_t const t490 = mw_iadd(l31, (int32_t)0x00000001u);
                        l31 = t490;
                    }
                }
                brk431:;
#line 358 "../envs/hanabi.rhai"
                int32_t const t491 = mw_ld<int32_t>(rr3 + (uint64_t)(2764) * sscale);
                int32_t const t492 = mw_isub(t491, (int32_t)0x00000001u);
                mw_st<int32_t>(rw4 + (uint64_t)(2764) * sscale, t492);
            }
        }
        fi219:;
#line 360 "../envs/hanabi.rhai"
        l37 = (int32_t)0x00000000u;
#line 361 "../envs/hanabi.rhai"
        l38 = (int32_t)0x00000000u;
        for (;;) {
            {
                if (mw_stopped(ctx)) { mw_trap(ctx, 13u); return 1; }
                bool const t495 = l38 < (int32_t)0x00000005u;
                if (!t495) goto brk494;
                MW_ITER();
                {
                    uint32_t const t496 = l38 < 0 ? 0u : l38 > 4 ? 4u : (uint32_t)l38;
                    uint64_t const t497 = (uint64_t)t496 * 4u + 2644u;
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
#line 362 "../envs/hanabi.rhai"
        bool const t503 = l37 != l12;
        int32_t t504 = 0;
        if (t503) {
            t504 = (int32_t)0x00000001u;
        } else {
            t504 = (int32_t)0x00000000u;
        }
        mw_st<int32_t>(rw4 + (uint64_t)(2824) * sscale, t504);
#line 363 "../envs/hanabi.rhai"
        int32_t const t505 = mw_ld<int32_t>(rr3 + (uint64_t)(2764) * sscale);
        bool const t506 = t505 > l14;
        int32_t t507 = 0;
        if (t506) {
            t507 = (int32_t)0x00000001u;
        } else {
            t507 = (int32_t)0x00000000u;
        }
        mw_st<int32_t>(rw4 + (uint64_t)(2828) * sscale, t507);
#line 364 "../envs/hanabi.rhai"
        int32_t const t508 = mw_ld<int32_t>(rr3 + (uint64_t)(2768) * sscale);
        bool const t509 = t508 == (int32_t)0x00000000u;
        l39 = t509;
#line 365 "../envs/hanabi.rhai"
        {
            int32_t const t511 = mw_ld<int32_t>(rr3 + (uint64_t)(200) * sscale);
            bool const t512 = t511 >= (int32_t)0x00000032u;
            if (t512) {
                {
                    int32_t const t513 = mw_ld<int32_t>(rr3 + (uint64_t)(2776) * sscale);
                    int32_t const t514 = mw_iadd(t513, (int32_t)0x00000001u);
                    mw_st<int32_t>(rw4 + (uint64_t)(2776) * sscale, t514);
                }
                goto fi510;
            }
            {
            }
        }
        fi510:;
#line 366 "../envs/hanabi.rhai"
        bool t515 = l39;
        if (!t515) {
            bool const t516 = l37 == (int32_t)0x00000019u;
            t515 = t516;
        }
        bool t517 = t515;
        if (!t517) {
            int32_t const t518 = mw_ld<int32_t>(rr3 + (uint64_t)(2776) * sscale);
            bool const t519 = t518 == (int32_t)0x00000003u;
            t517 = t519;
        }
        l40 = t517;
#line 367 "../envs/hanabi.rhai"
        float t520 = 0.0f;
        if (l39) {
            t520 = mw_f32(0x00000000u);
        } else {
            int32_t const t521 = mw_isub(l37, l12);
            float const t522 = (float)t521;
            t520 = t522;
        }
        l41 = t520;
#line 368 "../envs/hanabi.rhai"
        {
            bool t524 = l39;
            if (t524) {
                int32_t const t525 = mw_ld<int32_t>(rr3 + (uint64_t)(2780) * sscale);
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
#line 369 "../envs/hanabi.rhai"
        {
            if (l39) {
                {
                    mw_st<int32_t>(rw4 + (uint64_t)(2780) * sscale, (int32_t)0x00000001u);
                }
                goto fi529;
            }
            {
            }
        }
        fi529:;
#line 370 "../envs/hanabi.rhai"
        mw_st<float>(rw4 + (uint64_t)(2832) * sscale, mw_canon(l41));
#line 371 "../envs/hanabi.rhai"
        int32_t const t530 = mw_ld<int32_t>(rr3 + (uint64_t)(2836) * sscale);
        int32_t const t531 = mw_f2i(l41);
        int32_t const t532 = mw_iadd(t530, t531);
        mw_st<int32_t>(rw4 + (uint64_t)(2836) * sscale, t532);
#line 372 "../envs/hanabi.rhai"
        int32_t const t533 = mw_iadd(l5, (int32_t)0x00000001u);
        int32_t const t534 = mw_irem(t533, (int32_t)0x00000002u);
        mw_st<int32_t>(rw4 + (uint64_t)(2772) * sscale, t534);
#line 373 "../envs/hanabi.rhai"
        int32_t const t535 = mw_ld<int32_t>(rr3 + (uint64_t)(2840) * sscale);
        int32_t const t536 = mw_iadd(t535, (int32_t)0x00000001u);
        mw_st<int32_t>(rw4 + (uint64_t)(2840) * sscale, t536);
#line 374 "../envs/hanabi.rhai"
        int32_t t537 = 0;
        if (l40) {
            t537 = (int32_t)0x00000001u;
        } else {
            t537 = (int32_t)0x00000000u;
        }
        mw_st<int32_t>(rw4 + (uint64_t)(2844) * sscale, t537);
#line 375 "../envs/hanabi.rhai"
        int32_t const t538 = mw_ld<int32_t>(rr3 + (uint64_t)(2844) * sscale);
        mw_st<int32_t>(rw4 + (uint64_t)(2784) * sscale, t538);
        uint8_t *rr539 = rr3, *rw540 = rw4;
        // believe
        {
            int32_t l542 = 0;
            int32_t l543 = 0;
            int32_t l544 = 0;
            int32_t l545 = 0;
            int32_t l546 = 0;
            float l547 = 0.0f;
            int32_t l548 = 0;
#line 229 "../envs/hanabi.rhai"
            mw_st<int32_t>(ctx->locals + 104, (int32_t)0x00000003u);
            mw_st<int32_t>(ctx->locals + 108, (int32_t)0x00000002u);
            mw_st<int32_t>(ctx->locals + 112, (int32_t)0x00000002u);
            mw_st<int32_t>(ctx->locals + 116, (int32_t)0x00000002u);
            mw_st<int32_t>(ctx->locals + 120, (int32_t)0x00000001u);
#line 226 "../envs/hanabi.rhai"
            mw_zero(ctx->locals + 0, 100u);
#line 227 "../envs/hanabi.rhai"
            l542 = (int32_t)0x00000000u;
            for (;;) {
                {
                    if (mw_stopped(ctx)) { mw_trap(ctx, 14u); return 1; }
                    bool const t551 = l542 < (int32_t)0x00000019u;
                    if (!t551) goto brk550;
                    MW_ITER();
                    {
#line 228 "../envs/hanabi.rhai"
                        int32_t const t552 = mw_irem(l542, (int32_t)0x00000005u);
                        l543 = t552;
#line 229 "../envs/hanabi.rhai"
                        uint32_t const t553 = l542 < 0 ? 0u : l542 > 24 ? 24u : (uint32_t)l542;
                        uint64_t const t554 = (uint64_t)t553 * 4u + 0u;
                        uint8_t* const t555 = ctx->locals + t554;
                        uint32_t const t556 = l543 < 0 ? 0u : l543 > 4 ? 4u : (uint32_t)l543;
                        uint64_t const t557 = (uint64_t)t556 * 4u + 104u;
                        uint8_t* const t558 = ctx->locals + t557;
                        int32_t const t559 = mw_ld<int32_t>(t558);
                        uint32_t const t560 = l542 < 0 ? 0u : l542 > 24 ? 24u : (uint32_t)l542;
                        uint64_t const t561 = (uint64_t)t560 * 4u + 2664u;
                        uint8_t* const t562 = rr539 + (uint64_t)(t561) * sscale;
                        uint8_t* const t563 = rw540 + (uint64_t)(t561) * sscale;
                        int32_t const t564 = mw_ld<int32_t>(t562);
                        int32_t const t565 = mw_isub(t559, t564);
                        int32_t const t566 = mw_idiv(l542, (int32_t)0x00000005u);
                        uint32_t const t567 = t566 < 0 ? 0u : t566 > 4 ? 4u : (uint32_t)t566;
                        uint64_t const t568 = (uint64_t)t567 * 4u + 2644u;
                        uint8_t* const t569 = rr539 + (uint64_t)(t568) * sscale;
                        uint8_t* const t570 = rw540 + (uint64_t)(t568) * sscale;
                        int32_t const t571 = mw_ld<int32_t>(t569);
                        bool const t572 = t571 > l543;
                        int32_t t573 = 0;
                        if (t572) {
                            t573 = (int32_t)0x00000001u;
                        } else {
                            t573 = (int32_t)0x00000000u;
                        }
                        int32_t const t574 = mw_isub(t565, t573);
                        mw_st<int32_t>(t555 + 0, t574);
                    }
                }
                cont549:;
                {
#line 227 "../envs/hanabi.rhai"
                    int32_t const t575 = mw_iadd(l542, (int32_t)0x00000001u);
                    l542 = t575;
                }
            }
            brk550:;
#line 231 "../envs/hanabi.rhai"
            l544 = (int32_t)0x00000000u;
            for (;;) {
                {
                    if (mw_stopped(ctx)) { mw_trap(ctx, 15u); return 1; }
                    bool const t578 = l544 < (int32_t)0x0000000Au;
                    if (!t578) goto brk577;
                    MW_ITER();
                    {
#line 232 "../envs/hanabi.rhai"
                        l545 = (int32_t)0x00000000u;
#line 233 "../envs/hanabi.rhai"
                        l546 = (int32_t)0x00000000u;
                        for (;;) {
                            {
                                if (mw_stopped(ctx)) { mw_trap(ctx, 16u); return 1; }
                                bool const t581 = l546 < (int32_t)0x00000019u;
                                if (!t581) goto brk580;
                                MW_ITER();
                                {
                                    uint32_t const t582 = l544 < 0 ? 0u : l544 > 9 ? 9u : (uint32_t)l544;
                                    uint64_t const t583 = (uint64_t)t582 * 100u + 244u;
                                    uint8_t* const t584 = rr539 + (uint64_t)(t583) * sscale;
                                    uint8_t* const t585 = rw540 + (uint64_t)(t583) * sscale;
                                    uint32_t const t586 = l546 < 0 ? 0u : l546 > 24 ? 24u : (uint32_t)l546;
                                    uint64_t const t587 = (uint64_t)t586 * 4u + 0u;
                                    uint8_t* const t588 = t584 + (uint64_t)(t587) * sscale;
                                    uint8_t* const t589 = t585 + (uint64_t)(t587) * sscale;
                                    int32_t const t590 = mw_ld<int32_t>(t588);
                                    uint32_t const t591 = l546 < 0 ? 0u : l546 > 24 ? 24u : (uint32_t)l546;
                                    uint64_t const t592 = (uint64_t)t591 * 4u + 0u;
                                    uint8_t* const t593 = ctx->locals + t592;
                                    int32_t const t594 = mw_ld<int32_t>(t593);
                                    int32_t const t595 = mw_imul(t590, t594);
                                    int32_t const t596 = mw_iadd(l545, t595);
                                    l545 = t596;
                                }
                            }
                            cont579:;
                            {
                                int32_t const t597 = mw_iadd(l546, (int32_t)0x00000001u);
                                l546 = t597;
                            }
                        }
                        brk580:;
#line 236 "../envs/hanabi.rhai"
                        bool const t598 = l545 > (int32_t)0x00000000u;
                        float t599 = 0.0f;
                        if (t598) {
                            float const t600 = (float)l545;
                            float const t601 = mw_f32(0x3F800000u) / t600;
                            t599 = t601;
                        } else {
                            t599 = mw_f32(0x00000000u);
                        }
                        l547 = t599;
#line 237 "../envs/hanabi.rhai"
                        l548 = (int32_t)0x00000000u;
                        for (;;) {
                            {
                                if (mw_stopped(ctx)) { mw_trap(ctx, 17u); return 1; }
                                bool const t604 = l548 < (int32_t)0x00000019u;
                                if (!t604) goto brk603;
                                MW_ITER();
                                {
                                    uint32_t const t605 = l544 < 0 ? 0u : l544 > 9 ? 9u : (uint32_t)l544;
                                    uint64_t const t606 = (uint64_t)t605 * 100u + 1644u;
                                    uint8_t* const t607 = rr539 + (uint64_t)(t606) * sscale;
                                    uint8_t* const t608 = rw540 + (uint64_t)(t606) * sscale;
                                    uint32_t const t609 = l548 < 0 ? 0u : l548 > 24 ? 24u : (uint32_t)l548;
                                    uint64_t const t610 = (uint64_t)t609 * 4u + 0u;
                                    uint8_t* const t611 = t607 + (uint64_t)(t610) * sscale;
                                    uint8_t* const t612 = t608 + (uint64_t)(t610) * sscale;
                                    uint32_t const t613 = l544 < 0 ? 0u : l544 > 9 ? 9u : (uint32_t)l544;
                                    uint64_t const t614 = (uint64_t)t613 * 100u + 244u;
                                    uint8_t* const t615 = rr539 + (uint64_t)(t614) * sscale;
                                    uint8_t* const t616 = rw540 + (uint64_t)(t614) * sscale;
                                    uint32_t const t617 = l548 < 0 ? 0u : l548 > 24 ? 24u : (uint32_t)l548;
                                    uint64_t const t618 = (uint64_t)t617 * 4u + 0u;
                                    uint8_t* const t619 = t615 + (uint64_t)(t618) * sscale;
                                    uint8_t* const t620 = t616 + (uint64_t)(t618) * sscale;
                                    int32_t const t621 = mw_ld<int32_t>(t619);
                                    uint32_t const t622 = l548 < 0 ? 0u : l548 > 24 ? 24u : (uint32_t)l548;
                                    uint64_t const t623 = (uint64_t)t622 * 4u + 0u;
                                    uint8_t* const t624 = ctx->locals + t623;
                                    int32_t const t625 = mw_ld<int32_t>(t624);
                                    int32_t const t626 = mw_imul(t621, t625);
                                    float const t627 = (float)t626;
                                    float const t628 = t627 * l547;
                                    mw_st<float>(t612, mw_canon(t628));
                                }
                            }
                            cont602:;
                            {
                                int32_t const t629 = mw_iadd(l548, (int32_t)0x00000001u);
                                l548 = t629;
                            }
                        }
                        brk603:;
                    }
                }
                cont576:;
                {
#line 231 "../envs/hanabi.rhai"
                    int32_t const t630 = mw_iadd(l544, (int32_t)0x00000001u);
                    l544 = t630;
                }
            }
            brk577:;
        }
        ret541:;
    }
    end2:;
#line 3775 "kernels.cu"
    return 0;
}
#ifdef MW_HOST
MW_ENTRY void k2(const MwCtx* ctx, uint32_t start, uint32_t end) {
    for (uint32_t i = start; i < end; i++) {
        if (mw_k2(ctx, i)) return;
    }
}
#endif
#line 3785 "kernels.cu"

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
        uint8_t* rr11 = mw_single(ctx, 5u, w, 2852u);
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
                    if (mw_stopped(ctx)) { mw_trap(ctx, 18u); return 1; }
                    bool const t61 = l21 < (int32_t)0x00000002u;
                    if (!t61) goto brk60;
                    MW_ITER();
                    {
#line 121 "../envs/hanabi.rhai"
                        int32_t const t62 = mw_iadd(l18, l21);
                        int32_t const t63 = mw_irem(t62, (int32_t)0x00000002u);
                        l22 = t63;
#line 122 "../envs/hanabi.rhai"
                        l23 = (int32_t)0x00000000u;
                        for (;;) {
                            {
                                if (mw_stopped(ctx)) { mw_trap(ctx, 19u); return 1; }
                                bool const t66 = l23 < (int32_t)0x00000005u;
                                if (!t66) goto brk65;
                                MW_ITER();
                                {
#line 123 "../envs/hanabi.rhai"
                                    int32_t const t67 = mw_imul(l22, (int32_t)0x00000005u);
                                    int32_t const t68 = mw_iadd(t67, l23);
                                    uint32_t const t69 = t68 < 0 ? 0u : t68 > 9 ? 9u : (uint32_t)t68;
                                    uint64_t const t70 = (uint64_t)t69 * 4u + 204u;
                                    uint8_t* const t71 = rr15 + (uint64_t)(t70) * sscale;
                                    uint8_t* const t72 = rw16 + (uint64_t)(t70) * sscale;
                                    int32_t const t73 = mw_ld<int32_t>(t71);
                                    l24 = t73;
#line 124 "../envs/hanabi.rhai"
                                    l25 = (int32_t)0x00000000u;
                                    for (;;) {
                                        {
                                            if (mw_stopped(ctx)) { mw_trap(ctx, 20u); return 1; }
                                            bool const t76 = l25 < (int32_t)0x00000019u;
                                            if (!t76) goto brk75;
                                            MW_ITER();
                                            {
                                                int32_t const t77 = mw_iadd(l20, l25);
                                                uint32_t const t78 = t77 < 0 ? 0u : t77 > 657 ? 657u : (uint32_t)t77;
                                                uint64_t const t79 = (uint64_t)t78 * 4u + 0u;
                                                uint8_t* const t80 = rr13 + t79;
                                                uint8_t* const t81 = rw14 + t79;
                                                bool const t82 = l24 == l25;
                                                float t83 = 0.0f;
                                                if (t82) {
                                                    t83 = mw_f32(0x3F800000u);
                                                } else {
                                                    t83 = mw_f32(0x00000000u);
                                                }
                                                mw_st<float>(t81 + 0, mw_canon(t83));
                                            }
                                        }
                                        cont74:;
                                        {
                                            int32_t const t84 = mw_iadd(l25, (int32_t)0x00000001u);
                                            l25 = t84;
                                        }
                                    }
                                    brk75:;
#line 125 "../envs/hanabi.rhai"
                                    int32_t const t85 = mw_iadd(l20, (int32_t)0x00000019u);
                                    l20 = t85;
                                }
                            }
                            cont64:;
                            {
#line 122 "../envs/hanabi.rhai"
                                int32_t const t86 = mw_iadd(l23, (int32_t)0x00000001u);
                                l23 = t86;
                            }
                        }
                        brk65:;
                    }
                }
                cont59:;
                {
#line 120 "../envs/hanabi.rhai"
                    int32_t const t87 = mw_iadd(l21, (int32_t)0x00000001u);
                    l21 = t87;
                }
            }
            brk60:;
#line 128 "../envs/hanabi.rhai"
            l26 = (int32_t)0x00000000u;
            for (;;) {
                {
                    if (mw_stopped(ctx)) { mw_trap(ctx, 21u); return 1; }
                    bool const t90 = l26 < (int32_t)0x00000002u;
                    if (!t90) goto brk89;
                    MW_ITER();
                    {
#line 129 "../envs/hanabi.rhai"
                        int32_t const t91 = mw_iadd(l18, l26);
                        int32_t const t92 = mw_irem(t91, (int32_t)0x00000002u);
                        l27 = t92;
#line 130 "../envs/hanabi.rhai"
                        l28 = mw_f32(0x00000000u);
#line 131 "../envs/hanabi.rhai"
                        l29 = (int32_t)0x00000000u;
                        for (;;) {
                            {
                                if (mw_stopped(ctx)) { mw_trap(ctx, 22u); return 1; }
                                bool const t95 = l29 < (int32_t)0x00000005u;
                                if (!t95) goto brk94;
                                MW_ITER();
                                {
                                    {
                                        int32_t const t97 = mw_imul(l27, (int32_t)0x00000005u);
                                        int32_t const t98 = mw_iadd(t97, l29);
                                        uint32_t const t99 = t98 < 0 ? 0u : t98 > 9 ? 9u : (uint32_t)t98;
                                        uint64_t const t100 = (uint64_t)t99 * 4u + 204u;
                                        uint8_t* const t101 = rr15 + (uint64_t)(t100) * sscale;
                                        uint8_t* const t102 = rw16 + (uint64_t)(t100) * sscale;
                                        int32_t const t103 = mw_ld<int32_t>(t101);
                                        bool const t104 = t103 < (int32_t)0x00000000u;
                                        if (t104) {
                                            {
                                                l28 = mw_f32(0x3F800000u);
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
                                int32_t const t105 = mw_iadd(l29, (int32_t)0x00000001u);
                                l29 = t105;
                            }
                        }
                        brk94:;
#line 132 "../envs/hanabi.rhai"
                        uint32_t const t106 = l20 < 0 ? 0u : l20 > 657 ? 657u : (uint32_t)l20;
                        uint64_t const t107 = (uint64_t)t106 * 4u + 0u;
                        uint8_t* const t108 = rr13 + t107;
                        uint8_t* const t109 = rw14 + t107;
                        mw_st<float>(t109 + 0, mw_canon(l28));
#line 133 "../envs/hanabi.rhai"
                        int32_t const t110 = mw_iadd(l20, (int32_t)0x00000001u);
                        l20 = t110;
                    }
                }
                cont88:;
                {
#line 128 "../envs/hanabi.rhai"
                    int32_t const t111 = mw_iadd(l26, (int32_t)0x00000001u);
                    l26 = t111;
                }
            }
            brk89:;
#line 136 "../envs/hanabi.rhai"
            l30 = (int32_t)0x00000000u;
            for (;;) {
                {
                    if (mw_stopped(ctx)) { mw_trap(ctx, 23u); return 1; }
                    bool const t114 = l30 < (int32_t)0x00000028u;
                    if (!t114) goto brk113;
                    MW_ITER();
                    {
#line 137 "../envs/hanabi.rhai"
                        uint32_t const t115 = l20 < 0 ? 0u : l20 > 657 ? 657u : (uint32_t)l20;
                        uint64_t const t116 = (uint64_t)t115 * 4u + 0u;
                        uint8_t* const t117 = rr13 + t116;
                        uint8_t* const t118 = rw14 + t116;
                        int32_t const t119 = mw_isub((int32_t)0x00000031u, l30);
                        int32_t const t120 = mw_ld<int32_t>(rr15 + (uint64_t)(200) * sscale);
                        bool const t121 = t119 >= t120;
                        float t122 = 0.0f;
                        if (t121) {
                            t122 = mw_f32(0x3F800000u);
                        } else {
                            t122 = mw_f32(0x00000000u);
                        }
                        mw_st<float>(t118 + 0, mw_canon(t122));
#line 138 "../envs/hanabi.rhai"
                        int32_t const t123 = mw_iadd(l20, (int32_t)0x00000001u);
                        l20 = t123;
                    }
                }
                cont112:;
                {
#line 136 "../envs/hanabi.rhai"
                    int32_t const t124 = mw_iadd(l30, (int32_t)0x00000001u);
                    l30 = t124;
                }
            }
            brk113:;
#line 140 "../envs/hanabi.rhai"
            l31 = (int32_t)0x00000000u;
            for (;;) {
                {
                    if (mw_stopped(ctx)) { mw_trap(ctx, 24u); return 1; }
                    bool const t127 = l31 < (int32_t)0x00000005u;
                    if (!t127) goto brk126;
                    MW_ITER();
                    {
#line 141 "../envs/hanabi.rhai"
                        l32 = (int32_t)0x00000000u;
                        for (;;) {
                            {
                                if (mw_stopped(ctx)) { mw_trap(ctx, 25u); return 1; }
                                bool const t130 = l32 < (int32_t)0x00000005u;
                                if (!t130) goto brk129;
                                MW_ITER();
                                {
#line 142 "../envs/hanabi.rhai"
                                    uint32_t const t131 = l20 < 0 ? 0u : l20 > 657 ? 657u : (uint32_t)l20;
                                    uint64_t const t132 = (uint64_t)t131 * 4u + 0u;
                                    uint8_t* const t133 = rr13 + t132;
                                    uint8_t* const t134 = rw14 + t132;
                                    uint32_t const t135 = l31 < 0 ? 0u : l31 > 4 ? 4u : (uint32_t)l31;
                                    uint64_t const t136 = (uint64_t)t135 * 4u + 2644u;
                                    uint8_t* const t137 = rr15 + (uint64_t)(t136) * sscale;
                                    uint8_t* const t138 = rw16 + (uint64_t)(t136) * sscale;
                                    int32_t const t139 = mw_ld<int32_t>(t137);
                                    int32_t const t140 = mw_iadd(l32, (int32_t)0x00000001u);
                                    bool const t141 = t139 == t140;
                                    float t142 = 0.0f;
                                    if (t141) {
                                        t142 = mw_f32(0x3F800000u);
                                    } else {
                                        t142 = mw_f32(0x00000000u);
                                    }
                                    mw_st<float>(t134 + 0, mw_canon(t142));
#line 143 "../envs/hanabi.rhai"
                                    int32_t const t143 = mw_iadd(l20, (int32_t)0x00000001u);
                                    l20 = t143;
                                }
                            }
                            cont128:;
                            {
#line 141 "../envs/hanabi.rhai"
                                int32_t const t144 = mw_iadd(l32, (int32_t)0x00000001u);
                                l32 = t144;
                            }
                        }
                        brk129:;
                    }
                }
                cont125:;
                {
#line 140 "../envs/hanabi.rhai"
                    int32_t const t145 = mw_iadd(l31, (int32_t)0x00000001u);
                    l31 = t145;
                }
            }
            brk126:;
#line 146 "../envs/hanabi.rhai"
            l33 = (int32_t)0x00000000u;
            for (;;) {
                {
                    if (mw_stopped(ctx)) { mw_trap(ctx, 26u); return 1; }
                    bool const t148 = l33 < (int32_t)0x00000008u;
                    if (!t148) goto brk147;
                    MW_ITER();
                    {
#line 147 "../envs/hanabi.rhai"
                        uint32_t const t149 = l20 < 0 ? 0u : l20 > 657 ? 657u : (uint32_t)l20;
                        uint64_t const t150 = (uint64_t)t149 * 4u + 0u;
                        uint8_t* const t151 = rr13 + t150;
                        uint8_t* const t152 = rw14 + t150;
                        int32_t const t153 = mw_ld<int32_t>(rr15 + (uint64_t)(2764) * sscale);
                        bool const t154 = l33 < t153;
                        float t155 = 0.0f;
                        if (t154) {
                            t155 = mw_f32(0x3F800000u);
                        } else {
                            t155 = mw_f32(0x00000000u);
                        }
                        mw_st<float>(t152 + 0, mw_canon(t155));
#line 148 "../envs/hanabi.rhai"
                        int32_t const t156 = mw_iadd(l20, (int32_t)0x00000001u);
                        l20 = t156;
                    }
                }
                cont146:;
                {
#line 146 "../envs/hanabi.rhai"
                    int32_t const t157 = mw_iadd(l33, (int32_t)0x00000001u);
                    l33 = t157;
                }
            }
            brk147:;
#line 150 "../envs/hanabi.rhai"
            l34 = (int32_t)0x00000000u;
            for (;;) {
                {
                    if (mw_stopped(ctx)) { mw_trap(ctx, 27u); return 1; }
                    bool const t160 = l34 < (int32_t)0x00000003u;
                    if (!t160) goto brk159;
                    MW_ITER();
                    {
#line 151 "../envs/hanabi.rhai"
                        uint32_t const t161 = l20 < 0 ? 0u : l20 > 657 ? 657u : (uint32_t)l20;
                        uint64_t const t162 = (uint64_t)t161 * 4u + 0u;
                        uint8_t* const t163 = rr13 + t162;
                        uint8_t* const t164 = rw14 + t162;
                        int32_t const t165 = mw_ld<int32_t>(rr15 + (uint64_t)(2768) * sscale);
                        bool const t166 = l34 < t165;
                        float t167 = 0.0f;
                        if (t166) {
                            t167 = mw_f32(0x3F800000u);
                        } else {
                            t167 = mw_f32(0x00000000u);
                        }
                        mw_st<float>(t164 + 0, mw_canon(t167));
#line 152 "../envs/hanabi.rhai"
                        int32_t const t168 = mw_iadd(l20, (int32_t)0x00000001u);
                        l20 = t168;
                    }
                }
                cont158:;
                {
#line 150 "../envs/hanabi.rhai"
                    int32_t const t169 = mw_iadd(l34, (int32_t)0x00000001u);
                    l34 = t169;
                }
            }
            brk159:;
#line 155 "../envs/hanabi.rhai"
            l35 = (int32_t)0x00000000u;
            for (;;) {
                {
                    if (mw_stopped(ctx)) { mw_trap(ctx, 28u); return 1; }
                    bool const t172 = l35 < (int32_t)0x00000005u;
                    if (!t172) goto brk171;
                    MW_ITER();
                    {
#line 156 "../envs/hanabi.rhai"
                        l36 = (int32_t)0x00000000u;
                        for (;;) {
                            {
                                if (mw_stopped(ctx)) { mw_trap(ctx, 29u); return 1; }
                                bool const t175 = l36 < (int32_t)0x00000005u;
                                if (!t175) goto brk174;
                                MW_ITER();
                                {
#line 157 "../envs/hanabi.rhai"
                                    l37 = (int32_t)0x00000000u;
                                    for (;;) {
                                        {
                                            if (mw_stopped(ctx)) { mw_trap(ctx, 30u); return 1; }
                                            uint32_t const t178 = l36 < 0 ? 0u : l36 > 4 ? 4u : (uint32_t)l36;
                                            uint64_t const t179 = (uint64_t)t178 * 4u + 0u;
                                            uint8_t* const t180 = ctx->locals + t179;
                                            int32_t const t181 = mw_ld<int32_t>(t180);
                                            bool const t182 = l37 < t181;
                                            if (!t182) goto brk177;
                                            MW_ITER();
                                            {
#line 158 "../envs/hanabi.rhai"
                                                uint32_t const t183 = l20 < 0 ? 0u : l20 > 657 ? 657u : (uint32_t)l20;
                                                uint64_t const t184 = (uint64_t)t183 * 4u + 0u;
                                                uint8_t* const t185 = rr13 + t184;
                                                uint8_t* const t186 = rw14 + t184;
                                                int32_t const t187 = mw_imul(l35, (int32_t)0x00000005u);
                                                int32_t const t188 = mw_iadd(t187, l36);
                                                uint32_t const t189 = t188 < 0 ? 0u : t188 > 24 ? 24u : (uint32_t)t188;
                                                uint64_t const t190 = (uint64_t)t189 * 4u + 2664u;
                                                uint8_t* const t191 = rr15 + (uint64_t)(t190) * sscale;
                                                uint8_t* const t192 = rw16 + (uint64_t)(t190) * sscale;
                                                int32_t const t193 = mw_ld<int32_t>(t191);
                                                bool const t194 = l37 < t193;
                                                float t195 = 0.0f;
                                                if (t194) {
                                                    t195 = mw_f32(0x3F800000u);
                                                } else {
                                                    t195 = mw_f32(0x00000000u);
                                                }
                                                mw_st<float>(t186 + 0, mw_canon(t195));
#line 159 "../envs/hanabi.rhai"
                                                int32_t const t196 = mw_iadd(l20, (int32_t)0x00000001u);
                                                l20 = t196;
                                            }
                                        }
                                        cont176:;
                                        {
#line 157 "../envs/hanabi.rhai"
                                            int32_t const t197 = mw_iadd(l37, (int32_t)0x00000001u);
                                            l37 = t197;
                                        }
                                    }
                                    brk177:;
                                }
                            }
                            cont173:;
                            {
#line 156 "../envs/hanabi.rhai"
                                int32_t const t198 = mw_iadd(l36, (int32_t)0x00000001u);
                                l36 = t198;
                            }
                        }
                        brk174:;
                    }
                }
                cont170:;
                {
#line 155 "../envs/hanabi.rhai"
                    int32_t const t199 = mw_iadd(l35, (int32_t)0x00000001u);
                    l35 = t199;
                }
            }
            brk171:;
#line 164 "../envs/hanabi.rhai"
            int32_t const t200 = mw_ld<int32_t>(rr15 + (uint64_t)(2840) * sscale);
            bool const t201 = t200 > (int32_t)0x00000000u;
            l38 = t201;
#line 165 "../envs/hanabi.rhai"
            int32_t const t202 = mw_ld<int32_t>(rr15 + (uint64_t)(2792) * sscale);
            l39 = t202;
#line 166 "../envs/hanabi.rhai"
            bool t203 = l38;
            if (t203) {
                bool const t204 = l39 < (int32_t)0x00000005u;
                t203 = t204;
            }
            l40 = t203;
#line 167 "../envs/hanabi.rhai"
            bool t205 = l38;
            if (t205) {
                bool const t206 = l39 >= (int32_t)0x00000005u;
                t205 = t206;
            }
            bool t207 = t205;
            if (t207) {
                bool const t208 = l39 < (int32_t)0x0000000Au;
                t207 = t208;
            }
            l41 = t207;
#line 168 "../envs/hanabi.rhai"
            bool t209 = l38;
            if (t209) {
                bool const t210 = l39 >= (int32_t)0x0000000Au;
                t209 = t210;
            }
            bool t211 = t209;
            if (t211) {
                bool const t212 = l39 < (int32_t)0x0000000Fu;
                t211 = t212;
            }
            l42 = t211;
#line 169 "../envs/hanabi.rhai"
            bool t213 = l38;
            if (t213) {
                bool const t214 = l39 >= (int32_t)0x0000000Fu;
                t213 = t214;
            }
            bool t215 = t213;
            if (t215) {
                bool const t216 = l39 < (int32_t)0x00000014u;
                t215 = t216;
            }
            l43 = t215;
#line 170 "../envs/hanabi.rhai"
            int32_t t217 = 0;
            if (l42) {
                int32_t const t218 = mw_isub(l39, (int32_t)0x0000000Au);
                int32_t const t219 = mw_irem(t218, (int32_t)0x00000005u);
                t217 = t219;
            } else {
                int32_t t220 = 0;
                if (l43) {
                    int32_t const t221 = mw_isub(l39, (int32_t)0x0000000Fu);
                    int32_t const t222 = mw_irem(t221, (int32_t)0x00000005u);
                    t220 = t222;
                } else {
                    t220 = (int32_t)0xFFFFFFFFu;
                }
                t217 = t220;
            }
            l44 = t217;
#line 171 "../envs/hanabi.rhai"
            l45 = (int32_t)0x00000000u;
            for (;;) {
                {
                    if (mw_stopped(ctx)) { mw_trap(ctx, 31u); return 1; }
                    bool const t225 = l45 < (int32_t)0x00000002u;
                    if (!t225) goto brk224;
                    MW_ITER();
                    {
#line 172 "../envs/hanabi.rhai"
                        uint32_t const t226 = l20 < 0 ? 0u : l20 > 657 ? 657u : (uint32_t)l20;
                        uint64_t const t227 = (uint64_t)t226 * 4u + 0u;
                        uint8_t* const t228 = rr13 + t227;
                        uint8_t* const t229 = rw14 + t227;
                        bool t230 = l38;
                        if (t230) {
                            int32_t const t231 = mw_iadd(l18, l45);
                            int32_t const t232 = mw_irem(t231, (int32_t)0x00000002u);
                            int32_t const t233 = mw_ld<int32_t>(rr15 + (uint64_t)(2788) * sscale);
                            bool const t234 = t232 == t233;
                            t230 = t234;
                        }
                        float t235 = 0.0f;
                        if (t230) {
                            t235 = mw_f32(0x3F800000u);
                        } else {
                            t235 = mw_f32(0x00000000u);
                        }
                        mw_st<float>(t229 + 0, mw_canon(t235));
#line 173 "../envs/hanabi.rhai"
                        int32_t const t236 = mw_iadd(l20, (int32_t)0x00000001u);
                        l20 = t236;
                    }
                }
                cont223:;
                {
#line 171 "../envs/hanabi.rhai"
                    int32_t const t237 = mw_iadd(l45, (int32_t)0x00000001u);
                    l45 = t237;
                }
            }
            brk224:;
#line 175 "../envs/hanabi.rhai"
            uint32_t const t238 = l20 < 0 ? 0u : l20 > 657 ? 657u : (uint32_t)l20;
            uint64_t const t239 = (uint64_t)t238 * 4u + 0u;
            uint8_t* const t240 = rr13 + t239;
            uint8_t* const t241 = rw14 + t239;
            float t242 = 0.0f;
            if (l41) {
                t242 = mw_f32(0x3F800000u);
            } else {
                t242 = mw_f32(0x00000000u);
            }
            mw_st<float>(t241 + 0, mw_canon(t242));
#line 176 "../envs/hanabi.rhai"
            int32_t const t243 = mw_iadd(l20, (int32_t)0x00000001u);
            uint32_t const t244 = t243 < 0 ? 0u : t243 > 657 ? 657u : (uint32_t)t243;
            uint64_t const t245 = (uint64_t)t244 * 4u + 0u;
            uint8_t* const t246 = rr13 + t245;
            uint8_t* const t247 = rw14 + t245;
            float t248 = 0.0f;
            if (l40) {
                t248 = mw_f32(0x3F800000u);
            } else {
                t248 = mw_f32(0x00000000u);
            }
            mw_st<float>(t247 + 0, mw_canon(t248));
#line 177 "../envs/hanabi.rhai"
            int32_t const t249 = mw_iadd(l20, (int32_t)0x00000002u);
            uint32_t const t250 = t249 < 0 ? 0u : t249 > 657 ? 657u : (uint32_t)t249;
            uint64_t const t251 = (uint64_t)t250 * 4u + 0u;
            uint8_t* const t252 = rr13 + t251;
            uint8_t* const t253 = rw14 + t251;
            float t254 = 0.0f;
            if (l42) {
                t254 = mw_f32(0x3F800000u);
            } else {
                t254 = mw_f32(0x00000000u);
            }
            mw_st<float>(t253 + 0, mw_canon(t254));
#line 178 "../envs/hanabi.rhai"
            int32_t const t255 = mw_iadd(l20, (int32_t)0x00000003u);
            uint32_t const t256 = t255 < 0 ? 0u : t255 > 657 ? 657u : (uint32_t)t255;
            uint64_t const t257 = (uint64_t)t256 * 4u + 0u;
            uint8_t* const t258 = rr13 + t257;
            uint8_t* const t259 = rw14 + t257;
            float t260 = 0.0f;
            if (l43) {
                t260 = mw_f32(0x3F800000u);
            } else {
                t260 = mw_f32(0x00000000u);
            }
            mw_st<float>(t259 + 0, mw_canon(t260));
#line 179 "../envs/hanabi.rhai"
            int32_t const t261 = mw_iadd(l20, (int32_t)0x00000004u);
            l20 = t261;
#line 180 "../envs/hanabi.rhai"
            l46 = (int32_t)0x00000000u;
            for (;;) {
                {
                    if (mw_stopped(ctx)) { mw_trap(ctx, 32u); return 1; }
                    bool const t264 = l46 < (int32_t)0x00000002u;
                    if (!t264) goto brk263;
                    MW_ITER();
                    {
#line 181 "../envs/hanabi.rhai"
                        uint32_t const t265 = l20 < 0 ? 0u : l20 > 657 ? 657u : (uint32_t)l20;
                        uint64_t const t266 = (uint64_t)t265 * 4u + 0u;
                        uint8_t* const t267 = rr13 + t266;
                        uint8_t* const t268 = rw14 + t266;
                        bool t269 = l42;
                        if (!t269) {
                            t269 = l43;
                        }
                        bool t270 = t269;
                        if (t270) {
                            int32_t const t271 = mw_iadd(l18, l46);
                            int32_t const t272 = mw_irem(t271, (int32_t)0x00000002u);
                            int32_t const t273 = mw_ld<int32_t>(rr15 + (uint64_t)(2796) * sscale);
                            bool const t274 = t272 == t273;
                            t270 = t274;
                        }
                        float t275 = 0.0f;
                        if (t270) {
                            t275 = mw_f32(0x3F800000u);
                        } else {
                            t275 = mw_f32(0x00000000u);
                        }
                        mw_st<float>(t268 + 0, mw_canon(t275));
#line 182 "../envs/hanabi.rhai"
                        int32_t const t276 = mw_iadd(l20, (int32_t)0x00000001u);
                        l20 = t276;
                    }
                }
                cont262:;
                {
#line 180 "../envs/hanabi.rhai"
                    int32_t const t277 = mw_iadd(l46, (int32_t)0x00000001u);
                    l46 = t277;
                }
            }
            brk263:;
#line 184 "../envs/hanabi.rhai"
            l47 = (int32_t)0x00000000u;
            for (;;) {
                {
                    if (mw_stopped(ctx)) { mw_trap(ctx, 33u); return 1; }
                    bool const t280 = l47 < (int32_t)0x00000005u;
                    if (!t280) goto brk279;
                    MW_ITER();
                    {
#line 185 "../envs/hanabi.rhai"
                        uint32_t const t281 = l20 < 0 ? 0u : l20 > 657 ? 657u : (uint32_t)l20;
                        uint64_t const t282 = (uint64_t)t281 * 4u + 0u;
                        uint8_t* const t283 = rr13 + t282;
                        uint8_t* const t284 = rw14 + t282;
                        bool t285 = l42;
                        if (t285) {
                            bool const t286 = l44 == l47;
                            t285 = t286;
                        }
                        float t287 = 0.0f;
                        if (t285) {
                            t287 = mw_f32(0x3F800000u);
                        } else {
                            t287 = mw_f32(0x00000000u);
                        }
                        mw_st<float>(t284 + 0, mw_canon(t287));
#line 186 "../envs/hanabi.rhai"
                        int32_t const t288 = mw_iadd(l20, (int32_t)0x00000001u);
                        l20 = t288;
                    }
                }
                cont278:;
                {
#line 184 "../envs/hanabi.rhai"
                    int32_t const t289 = mw_iadd(l47, (int32_t)0x00000001u);
                    l47 = t289;
                }
            }
            brk279:;
#line 188 "../envs/hanabi.rhai"
            l48 = (int32_t)0x00000000u;
            for (;;) {
                {
                    if (mw_stopped(ctx)) { mw_trap(ctx, 34u); return 1; }
                    bool const t292 = l48 < (int32_t)0x00000005u;
                    if (!t292) goto brk291;
                    MW_ITER();
                    {
#line 189 "../envs/hanabi.rhai"
                        uint32_t const t293 = l20 < 0 ? 0u : l20 > 657 ? 657u : (uint32_t)l20;
                        uint64_t const t294 = (uint64_t)t293 * 4u + 0u;
                        uint8_t* const t295 = rr13 + t294;
                        uint8_t* const t296 = rw14 + t294;
                        bool t297 = l43;
                        if (t297) {
                            bool const t298 = l44 == l48;
                            t297 = t298;
                        }
                        float t299 = 0.0f;
                        if (t297) {
                            t299 = mw_f32(0x3F800000u);
                        } else {
                            t299 = mw_f32(0x00000000u);
                        }
                        mw_st<float>(t296 + 0, mw_canon(t299));
#line 190 "../envs/hanabi.rhai"
                        int32_t const t300 = mw_iadd(l20, (int32_t)0x00000001u);
                        l20 = t300;
                    }
                }
                cont290:;
                {
#line 188 "../envs/hanabi.rhai"
                    int32_t const t301 = mw_iadd(l48, (int32_t)0x00000001u);
                    l48 = t301;
                }
            }
            brk291:;
#line 192 "../envs/hanabi.rhai"
            l49 = (int32_t)0x00000000u;
            for (;;) {
                {
                    if (mw_stopped(ctx)) { mw_trap(ctx, 35u); return 1; }
                    bool const t304 = l49 < (int32_t)0x00000005u;
                    if (!t304) goto brk303;
                    MW_ITER();
                    {
#line 193 "../envs/hanabi.rhai"
                        uint32_t const t305 = l20 < 0 ? 0u : l20 > 657 ? 657u : (uint32_t)l20;
                        uint64_t const t306 = (uint64_t)t305 * 4u + 0u;
                        uint8_t* const t307 = rr13 + t306;
                        uint8_t* const t308 = rw14 + t306;
                        bool t309 = l42;
                        if (!t309) {
                            t309 = l43;
                        }
                        bool t310 = t309;
                        if (t310) {
                            uint32_t const t311 = l49 < 0 ? 0u : l49 > 4 ? 4u : (uint32_t)l49;
                            uint64_t const t312 = (uint64_t)t311 * 4u + 2804u;
                            uint8_t* const t313 = rr15 + (uint64_t)(t312) * sscale;
                            uint8_t* const t314 = rw16 + (uint64_t)(t312) * sscale;
                            int32_t const t315 = mw_ld<int32_t>(t313);
                            bool const t316 = t315 == (int32_t)0x00000001u;
                            t310 = t316;
                        }
                        float t317 = 0.0f;
                        if (t310) {
                            t317 = mw_f32(0x3F800000u);
                        } else {
                            t317 = mw_f32(0x00000000u);
                        }
                        mw_st<float>(t308 + 0, mw_canon(t317));
#line 194 "../envs/hanabi.rhai"
                        int32_t const t318 = mw_iadd(l20, (int32_t)0x00000001u);
                        l20 = t318;
                    }
                }
                cont302:;
                {
#line 192 "../envs/hanabi.rhai"
                    int32_t const t319 = mw_iadd(l49, (int32_t)0x00000001u);
                    l49 = t319;
                }
            }
            brk303:;
#line 196 "../envs/hanabi.rhai"
            l50 = (int32_t)0x00000000u;
            for (;;) {
                {
                    if (mw_stopped(ctx)) { mw_trap(ctx, 36u); return 1; }
                    bool const t322 = l50 < (int32_t)0x00000005u;
                    if (!t322) goto brk321;
                    MW_ITER();
                    {
#line 197 "../envs/hanabi.rhai"
                        uint32_t const t323 = l20 < 0 ? 0u : l20 > 657 ? 657u : (uint32_t)l20;
                        uint64_t const t324 = (uint64_t)t323 * 4u + 0u;
                        uint8_t* const t325 = rr13 + t324;
                        uint8_t* const t326 = rw14 + t324;
                        bool t327 = l41;
                        if (!t327) {
                            t327 = l40;
                        }
                        bool t328 = t327;
                        if (t328) {
                            int32_t const t329 = mw_irem(l39, (int32_t)0x00000005u);
                            bool const t330 = t329 == l50;
                            t328 = t330;
                        }
                        float t331 = 0.0f;
                        if (t328) {
                            t331 = mw_f32(0x3F800000u);
                        } else {
                            t331 = mw_f32(0x00000000u);
                        }
                        mw_st<float>(t326 + 0, mw_canon(t331));
#line 198 "../envs/hanabi.rhai"
                        int32_t const t332 = mw_iadd(l20, (int32_t)0x00000001u);
                        l20 = t332;
                    }
                }
                cont320:;
                {
#line 196 "../envs/hanabi.rhai"
                    int32_t const t333 = mw_iadd(l50, (int32_t)0x00000001u);
                    l50 = t333;
                }
            }
            brk321:;
#line 200 "../envs/hanabi.rhai"
            l51 = (int32_t)0x00000000u;
            for (;;) {
                {
                    if (mw_stopped(ctx)) { mw_trap(ctx, 37u); return 1; }
                    bool const t336 = l51 < (int32_t)0x00000019u;
                    if (!t336) goto brk335;
                    MW_ITER();
                    {
#line 201 "../envs/hanabi.rhai"
                        uint32_t const t337 = l20 < 0 ? 0u : l20 > 657 ? 657u : (uint32_t)l20;
                        uint64_t const t338 = (uint64_t)t337 * 4u + 0u;
                        uint8_t* const t339 = rr13 + t338;
                        uint8_t* const t340 = rw14 + t338;
                        bool t341 = l41;
                        if (!t341) {
                            t341 = l40;
                        }
                        bool t342 = t341;
                        if (t342) {
                            int32_t const t343 = mw_ld<int32_t>(rr15 + (uint64_t)(2800) * sscale);
                            bool const t344 = t343 == l51;
                            t342 = t344;
                        }
                        float t345 = 0.0f;
                        if (t342) {
                            t345 = mw_f32(0x3F800000u);
                        } else {
                            t345 = mw_f32(0x00000000u);
                        }
                        mw_st<float>(t340 + 0, mw_canon(t345));
#line 202 "../envs/hanabi.rhai"
                        int32_t const t346 = mw_iadd(l20, (int32_t)0x00000001u);
                        l20 = t346;
                    }
                }
                cont334:;
                {
#line 200 "../envs/hanabi.rhai"
                    int32_t const t347 = mw_iadd(l51, (int32_t)0x00000001u);
                    l51 = t347;
                }
            }
            brk335:;
#line 204 "../envs/hanabi.rhai"
            uint32_t const t348 = l20 < 0 ? 0u : l20 > 657 ? 657u : (uint32_t)l20;
            uint64_t const t349 = (uint64_t)t348 * 4u + 0u;
            uint8_t* const t350 = rr13 + t349;
            uint8_t* const t351 = rw14 + t349;
            bool t352 = l38;
            if (t352) {
                int32_t const t353 = mw_ld<int32_t>(rr15 + (uint64_t)(2824) * sscale);
                bool const t354 = t353 == (int32_t)0x00000001u;
                t352 = t354;
            }
            float t355 = 0.0f;
            if (t352) {
                t355 = mw_f32(0x3F800000u);
            } else {
                t355 = mw_f32(0x00000000u);
            }
            mw_st<float>(t351 + 0, mw_canon(t355));
#line 205 "../envs/hanabi.rhai"
            int32_t const t356 = mw_iadd(l20, (int32_t)0x00000001u);
            uint32_t const t357 = t356 < 0 ? 0u : t356 > 657 ? 657u : (uint32_t)t356;
            uint64_t const t358 = (uint64_t)t357 * 4u + 0u;
            uint8_t* const t359 = rr13 + t358;
            uint8_t* const t360 = rw14 + t358;
            bool t361 = l41;
            if (t361) {
                int32_t const t362 = mw_ld<int32_t>(rr15 + (uint64_t)(2828) * sscale);
                bool const t363 = t362 == (int32_t)0x00000001u;
                t361 = t363;
            }
            float t364 = 0.0f;
            if (t361) {
                t364 = mw_f32(0x3F800000u);
            } else {
                t364 = mw_f32(0x00000000u);
            }
            mw_st<float>(t360 + 0, mw_canon(t364));
#line 206 "../envs/hanabi.rhai"
            int32_t const t365 = mw_iadd(l20, (int32_t)0x00000002u);
            l20 = t365;
#line 209 "../envs/hanabi.rhai"
            l52 = (int32_t)0x00000000u;
            for (;;) {
                {
                    if (mw_stopped(ctx)) { mw_trap(ctx, 38u); return 1; }
                    bool const t368 = l52 < (int32_t)0x00000002u;
                    if (!t368) goto brk367;
                    MW_ITER();
                    {
#line 210 "../envs/hanabi.rhai"
                        int32_t const t369 = mw_iadd(l18, l52);
                        int32_t const t370 = mw_irem(t369, (int32_t)0x00000002u);
                        l53 = t370;
#line 211 "../envs/hanabi.rhai"
                        l54 = (int32_t)0x00000000u;
                        for (;;) {
                            {
                                if (mw_stopped(ctx)) { mw_trap(ctx, 39u); return 1; }
                                bool const t373 = l54 < (int32_t)0x00000005u;
                                if (!t373) goto brk372;
                                MW_ITER();
                                {
#line 212 "../envs/hanabi.rhai"
                                    int32_t const t374 = mw_imul(l53, (int32_t)0x00000005u);
                                    int32_t const t375 = mw_iadd(t374, l54);
                                    l55 = t375;
#line 213 "../envs/hanabi.rhai"
                                    l56 = (int32_t)0x00000000u;
                                    for (;;) {
                                        {
                                            if (mw_stopped(ctx)) { mw_trap(ctx, 40u); return 1; }
                                            bool const t378 = l56 < (int32_t)0x00000019u;
                                            if (!t378) goto brk377;
                                            MW_ITER();
                                            {
                                                int32_t const t379 = mw_iadd(l20, l56);
                                                uint32_t const t380 = t379 < 0 ? 0u : t379 > 657 ? 657u : (uint32_t)t379;
                                                uint64_t const t381 = (uint64_t)t380 * 4u + 0u;
                                                uint8_t* const t382 = rr13 + t381;
                                                uint8_t* const t383 = rw14 + t381;
                                                uint32_t const t384 = l55 < 0 ? 0u : l55 > 9 ? 9u : (uint32_t)l55;
                                                uint64_t const t385 = (uint64_t)t384 * 100u + 1644u;
                                                uint8_t* const t386 = rr15 + (uint64_t)(t385) * sscale;
                                                uint8_t* const t387 = rw16 + (uint64_t)(t385) * sscale;
                                                uint32_t const t388 = l56 < 0 ? 0u : l56 > 24 ? 24u : (uint32_t)l56;
                                                uint64_t const t389 = (uint64_t)t388 * 4u + 0u;
                                                uint8_t* const t390 = t386 + (uint64_t)(t389) * sscale;
                                                uint8_t* const t391 = t387 + (uint64_t)(t389) * sscale;
                                                float const t392 = mw_ld<float>(t390);
                                                mw_st<float>(t383 + 0, mw_canon(t392));
                                            }
                                        }
                                        cont376:;
                                        {
                                            int32_t const t393 = mw_iadd(l56, (int32_t)0x00000001u);
                                            l56 = t393;
                                        }
                                    }
                                    brk377:;
#line 214 "../envs/hanabi.rhai"
                                    int32_t const t394 = mw_iadd(l20, (int32_t)0x00000019u);
                                    l20 = t394;
#line 215 "../envs/hanabi.rhai"
                                    l57 = (int32_t)0x00000000u;
                                    for (;;) {
                                        {
                                            if (mw_stopped(ctx)) { mw_trap(ctx, 41u); return 1; }
                                            bool const t397 = l57 < (int32_t)0x00000005u;
                                            if (!t397) goto brk396;
                                            MW_ITER();
                                            {
                                                int32_t const t398 = mw_iadd(l20, l57);
                                                uint32_t const t399 = t398 < 0 ? 0u : t398 > 657 ? 657u : (uint32_t)t398;
                                                uint64_t const t400 = (uint64_t)t399 * 4u + 0u;
                                                uint8_t* const t401 = rr13 + t400;
                                                uint8_t* const t402 = rw14 + t400;
                                                uint32_t const t403 = l55 < 0 ? 0u : l55 > 9 ? 9u : (uint32_t)l55;
                                                uint64_t const t404 = (uint64_t)t403 * 20u + 1244u;
                                                uint8_t* const t405 = rr15 + (uint64_t)(t404) * sscale;
                                                uint8_t* const t406 = rw16 + (uint64_t)(t404) * sscale;
                                                uint32_t const t407 = l57 < 0 ? 0u : l57 > 4 ? 4u : (uint32_t)l57;
                                                uint64_t const t408 = (uint64_t)t407 * 4u + 0u;
                                                uint8_t* const t409 = t405 + (uint64_t)(t408) * sscale;
                                                uint8_t* const t410 = t406 + (uint64_t)(t408) * sscale;
                                                int32_t const t411 = mw_ld<int32_t>(t409);
                                                float const t412 = (float)t411;
                                                mw_st<float>(t402 + 0, mw_canon(t412));
                                            }
                                        }
                                        cont395:;
                                        {
                                            int32_t const t413 = mw_iadd(l57, (int32_t)0x00000001u);
                                            l57 = t413;
                                        }
                                    }
                                    brk396:;
#line 216 "../envs/hanabi.rhai"
                                    int32_t const t414 = mw_iadd(l20, (int32_t)0x00000005u);
                                    l20 = t414;
#line 217 "../envs/hanabi.rhai"
                                    l58 = (int32_t)0x00000000u;
                                    for (;;) {
                                        {
                                            if (mw_stopped(ctx)) { mw_trap(ctx, 42u); return 1; }
                                            bool const t417 = l58 < (int32_t)0x00000005u;
                                            if (!t417) goto brk416;
                                            MW_ITER();
                                            {
                                                int32_t const t418 = mw_iadd(l20, l58);
                                                uint32_t const t419 = t418 < 0 ? 0u : t418 > 657 ? 657u : (uint32_t)t418;
                                                uint64_t const t420 = (uint64_t)t419 * 4u + 0u;
                                                uint8_t* const t421 = rr13 + t420;
                                                uint8_t* const t422 = rw14 + t420;
                                                uint32_t const t423 = l55 < 0 ? 0u : l55 > 9 ? 9u : (uint32_t)l55;
                                                uint64_t const t424 = (uint64_t)t423 * 20u + 1444u;
                                                uint8_t* const t425 = rr15 + (uint64_t)(t424) * sscale;
                                                uint8_t* const t426 = rw16 + (uint64_t)(t424) * sscale;
                                                uint32_t const t427 = l58 < 0 ? 0u : l58 > 4 ? 4u : (uint32_t)l58;
                                                uint64_t const t428 = (uint64_t)t427 * 4u + 0u;
                                                uint8_t* const t429 = t425 + (uint64_t)(t428) * sscale;
                                                uint8_t* const t430 = t426 + (uint64_t)(t428) * sscale;
                                                int32_t const t431 = mw_ld<int32_t>(t429);
                                                float const t432 = (float)t431;
                                                mw_st<float>(t422 + 0, mw_canon(t432));
                                            }
                                        }
                                        cont415:;
                                        {
                                            int32_t const t433 = mw_iadd(l58, (int32_t)0x00000001u);
                                            l58 = t433;
                                        }
                                    }
                                    brk416:;
#line 218 "../envs/hanabi.rhai"
                                    int32_t const t434 = mw_iadd(l20, (int32_t)0x00000005u);
                                    l20 = t434;
                                }
                            }
                            cont371:;
                            {
#line 211 "../envs/hanabi.rhai"
                                int32_t const t435 = mw_iadd(l54, (int32_t)0x00000001u);
                                l54 = t435;
                            }
                        }
                        brk372:;
                    }
                }
                cont366:;
                {
#line 209 "../envs/hanabi.rhai"
                    int32_t const t436 = mw_iadd(l52, (int32_t)0x00000001u);
                    l52 = t436;
                }
            }
            brk367:;
        }
        ret19:;
        uint8_t *rr437 = rr7, *rw438 = rw8;
        uint8_t *rr439 = rr11, *rw440 = rw12;
        int32_t const t441 = mw_ld<int32_t>(rr3);
        int32_t l442 = t441;
        // mask_into
        {
            int32_t l444 = 0;
#line 242 "../envs/hanabi.rhai"
            l444 = (int32_t)0x00000000u;
            for (;;) {
                {
                    if (mw_stopped(ctx)) { mw_trap(ctx, 43u); return 1; }
                    bool const t447 = l444 < (int32_t)0x00000015u;
                    if (!t447) goto brk446;
                    MW_ITER();
                    {
                        uint32_t const t448 = l444 < 0 ? 0u : l444 > 20 ? 20u : (uint32_t)l444;
                        uint64_t const t449 = (uint64_t)t448 * 4u + 0u;
                        uint8_t* const t450 = rr437 + t449;
                        uint8_t* const t451 = rw438 + t449;
                        uint8_t *rr452 = rr439, *rw453 = rw440;
                        int32_t l454 = l442;
                        int32_t l455 = l444;
                        bool r456 = false;
                        // legal
                        {
                            bool l458 = false;
                            int32_t l459 = 0;
                            int32_t l460 = 0;
                            int32_t l461 = 0;
                            int32_t l462 = 0;
                            int32_t l463 = 0;
#line 101 "../envs/hanabi.rhai"
                            {
                                int32_t const t465 = mw_ld<int32_t>(rr452 + (uint64_t)(2772) * sscale);
                                bool const t466 = l454 != t465;
                                if (t466) {
                                    {
                                        bool const t467 = l455 == (int32_t)0x00000014u;
                                        r456 = t467;
                                        goto ret457;
                                    }
                                    goto fi464;
                                }
                                {
                                }
                            }
                            fi464:;
#line 102 "../envs/hanabi.rhai"
                            {
                                bool const t469 = l455 < (int32_t)0x00000005u;
                                if (t469) {
                                    {
                                        int32_t const t470 = mw_imul(l454, (int32_t)0x00000005u);
                                        int32_t const t471 = mw_iadd(t470, l455);
                                        uint32_t const t472 = t471 < 0 ? 0u : t471 > 9 ? 9u : (uint32_t)t471;
                                        uint64_t const t473 = (uint64_t)t472 * 4u + 204u;
                                        uint8_t* const t474 = rr452 + (uint64_t)(t473) * sscale;
                                        uint8_t* const t475 = rw453 + (uint64_t)(t473) * sscale;
                                        int32_t const t476 = mw_ld<int32_t>(t474);
                                        bool const t477 = t476 >= (int32_t)0x00000000u;
                                        bool t478 = t477;
                                        if (t478) {
                                            int32_t const t479 = mw_ld<int32_t>(rr452 + (uint64_t)(2764) * sscale);
                                            bool const t480 = t479 < (int32_t)0x00000008u;
                                            t478 = t480;
                                        }
                                        r456 = t478;
                                        goto ret457;
                                    }
                                    goto fi468;
                                }
                                {
                                }
                            }
                            fi468:;
#line 103 "../envs/hanabi.rhai"
                            {
                                bool const t482 = l455 < (int32_t)0x0000000Au;
                                if (t482) {
                                    {
                                        int32_t const t483 = mw_imul(l454, (int32_t)0x00000005u);
                                        int32_t const t484 = mw_iadd(t483, l455);
                                        int32_t const t485 = mw_isub(t484, (int32_t)0x00000005u);
                                        uint32_t const t486 = t485 < 0 ? 0u : t485 > 9 ? 9u : (uint32_t)t485;
                                        uint64_t const t487 = (uint64_t)t486 * 4u + 204u;
                                        uint8_t* const t488 = rr452 + (uint64_t)(t487) * sscale;
                                        uint8_t* const t489 = rw453 + (uint64_t)(t487) * sscale;
                                        int32_t const t490 = mw_ld<int32_t>(t488);
                                        bool const t491 = t490 >= (int32_t)0x00000000u;
                                        r456 = t491;
                                        goto ret457;
                                    }
                                    goto fi481;
                                }
                                {
                                }
                            }
                            fi481:;
#line 104 "../envs/hanabi.rhai"
                            {
                                bool const t493 = l455 >= (int32_t)0x00000014u;
                                bool t494 = t493;
                                if (!t494) {
                                    int32_t const t495 = mw_ld<int32_t>(rr452 + (uint64_t)(2764) * sscale);
                                    bool const t496 = t495 == (int32_t)0x00000000u;
                                    t494 = t496;
                                }
                                if (t494) {
                                    {
                                        r456 = false;
                                        goto ret457;
                                    }
                                    goto fi492;
                                }
                                {
                                }
                            }
                            fi492:;
#line 105 "../envs/hanabi.rhai"
                            bool const t497 = l455 < (int32_t)0x0000000Fu;
                            l458 = t497;
#line 106 "../envs/hanabi.rhai"
                            int32_t t498 = 0;
                            if (l458) {
                                int32_t const t499 = mw_isub(l455, (int32_t)0x0000000Au);
                                t498 = t499;
                            } else {
                                int32_t const t500 = mw_isub(l455, (int32_t)0x0000000Fu);
                                t498 = t500;
                            }
                            l459 = t498;
#line 107 "../envs/hanabi.rhai"
                            int32_t const t501 = mw_iadd(l454, (int32_t)0x00000001u);
                            int32_t const t502 = mw_idiv(l459, (int32_t)0x00000005u);
                            int32_t const t503 = mw_iadd(t501, t502);
                            int32_t const t504 = mw_irem(t503, (int32_t)0x00000002u);
                            l460 = t504;
#line 108 "../envs/hanabi.rhai"
                            int32_t const t505 = mw_irem(l459, (int32_t)0x00000005u);
                            l461 = t505;
#line 109 "../envs/hanabi.rhai"
                            l462 = (int32_t)0x00000000u;
                            for (;;) {
                                {
                                    if (mw_stopped(ctx)) { mw_trap(ctx, 44u); return 1; }
                                    bool const t508 = l462 < (int32_t)0x00000005u;
                                    if (!t508) goto brk507;
                                    MW_ITER();
                                    {
#line 110 "../envs/hanabi.rhai"
                                        int32_t const t509 = mw_imul(l460, (int32_t)0x00000005u);
                                        int32_t const t510 = mw_iadd(t509, l462);
                                        uint32_t const t511 = t510 < 0 ? 0u : t510 > 9 ? 9u : (uint32_t)t510;
                                        uint64_t const t512 = (uint64_t)t511 * 4u + 204u;
                                        uint8_t* const t513 = rr452 + (uint64_t)(t512) * sscale;
                                        uint8_t* const t514 = rw453 + (uint64_t)(t512) * sscale;
                                        int32_t const t515 = mw_ld<int32_t>(t513);
                                        l463 = t515;
#line 111 "../envs/hanabi.rhai"
                                        {
                                            bool const t517 = l463 >= (int32_t)0x00000000u;
                                            bool t518 = t517;
                                            if (t518) {
                                                int32_t t519 = 0;
                                                if (l458) {
                                                    int32_t const t520 = mw_idiv(l463, (int32_t)0x00000005u);
                                                    t519 = t520;
                                                } else {
                                                    int32_t const t521 = mw_irem(l463, (int32_t)0x00000005u);
                                                    t519 = t521;
                                                }
                                                bool const t522 = t519 == l461;
                                                t518 = t522;
                                            }
                                            if (t518) {
                                                {
                                                    r456 = true;
                                                    goto ret457;
                                                }
                                                goto fi516;
                                            }
                                            {
                                            }
                                        }
                                        fi516:;
                                    }
                                }
                                cont506:;
                                {
#line 109 "../envs/hanabi.rhai"
                                    int32_t const t523 = mw_iadd(l462, (int32_t)0x00000001u);
                                    l462 = t523;
                                }
                            }
                            brk507:;
#line 113 "../envs/hanabi.rhai"
                            r456 = false;
                            goto ret457;
                        }
                        ret457:;
                        int32_t t524 = 0;
                        if (r456) {
                            t524 = (int32_t)0x00000001u;
                        } else {
                            t524 = (int32_t)0x00000000u;
                        }
                        mw_st<int32_t>(t451 + 0, t524);
                    }
                }
                cont445:;
                {
#line 242 "../envs/hanabi.rhai"
                    int32_t const t525 = mw_iadd(l444, (int32_t)0x00000001u);
                    l444 = t525;
                }
            }
            brk446:;
        }
        ret443:;
#line 382 "../envs/hanabi.rhai"
        float const t526 = mw_ld<float>(rr11 + (uint64_t)(2832) * sscale);
        mw_st<float>(rw10 + 0, mw_canon(t526));
    }
    end2:;
#line 5123 "kernels.cu"
    return 0;
}
#ifdef MW_HOST
MW_ENTRY void k3(const MwCtx* ctx, uint32_t start, uint32_t end) {
    for (uint32_t i = start; i < end; i++) {
        if (mw_k3(ctx, i)) return;
    }
}
#endif
#line 5133 "kernels.cu"

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
        uint8_t* rr3 = mw_single(ctx, 5u, w, 2852u);
        uint8_t* rw4 = rr3;
#line 386 "../envs/hanabi.rhai"
        {
            int32_t const t6 = mw_ld<int32_t>(rr3 + (uint64_t)(2844) * sscale);
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
#line 5166 "kernels.cu"
    return 0;
}
#ifdef MW_HOST
MW_ENTRY void k4(const MwCtx* ctx, uint32_t start, uint32_t end) {
    for (uint32_t i = start; i < end; i++) {
        if (mw_k4(ctx, i)) return;
    }
}
#endif
#line 5176 "kernels.cu"

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
        uint8_t* rr3 = mw_single(ctx, 5u, w, 2852u);
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
        uint32_t sp20 = MW_NO_ROW;
#line 250 "../envs/hanabi.rhai"
        mw_st<int32_t>(ctx->locals + 0, (int32_t)0x00000003u);
        mw_st<int32_t>(ctx->locals + 4, (int32_t)0x00000002u);
        mw_st<int32_t>(ctx->locals + 8, (int32_t)0x00000002u);
        mw_st<int32_t>(ctx->locals + 12, (int32_t)0x00000002u);
        mw_st<int32_t>(ctx->locals + 16, (int32_t)0x00000001u);
#line 247 "../envs/hanabi.rhai"
        l5 = (int32_t)0x00000000u;
#line 248 "../envs/hanabi.rhai"
        l6 = (int32_t)0x00000000u;
        for (;;) {
            {
                if (mw_stopped(ctx)) { mw_trap(ctx, 46u); return 1; }
                bool const t23 = l6 < (int32_t)0x00000005u;
                if (!t23) goto brk22;
                MW_ITER();
                {
#line 249 "../envs/hanabi.rhai"
                    l7 = (int32_t)0x00000000u;
                    for (;;) {
                        {
                            if (mw_stopped(ctx)) { mw_trap(ctx, 47u); return 1; }
                            bool const t26 = l7 < (int32_t)0x00000005u;
                            if (!t26) goto brk25;
                            MW_ITER();
                            {
#line 250 "../envs/hanabi.rhai"
                                l8 = (int32_t)0x00000000u;
                                for (;;) {
                                    {
                                        if (mw_stopped(ctx)) { mw_trap(ctx, 48u); return 1; }
                                        uint32_t const t29 = l7 < 0 ? 0u : l7 > 4 ? 4u : (uint32_t)l7;
                                        uint64_t const t30 = (uint64_t)t29 * 4u + 0u;
                                        uint8_t* const t31 = ctx->locals + t30;
                                        int32_t const t32 = mw_ld<int32_t>(t31);
                                        bool const t33 = l8 < t32;
                                        if (!t33) goto brk28;
                                        MW_ITER();
                                        {
#line 251 "../envs/hanabi.rhai"
                                            uint32_t const t34 = l5 < 0 ? 0u : l5 > 49 ? 49u : (uint32_t)l5;
                                            uint64_t const t35 = (uint64_t)t34 * 4u + 0u;
                                            uint8_t* const t36 = rr3 + (uint64_t)(t35) * sscale;
                                            uint8_t* const t37 = rw4 + (uint64_t)(t35) * sscale;
                                            int32_t const t38 = mw_imul(l6, (int32_t)0x00000005u);
                                            int32_t const t39 = mw_iadd(t38, l7);
                                            mw_st<int32_t>(t37, t39);
#line 252 "../envs/hanabi.rhai"
                                            int32_t const t40 = mw_iadd(l5, (int32_t)0x00000001u);
                                            l5 = t40;
                                        }
                                    }
                                    cont27:;
                                    {
#line 250 "../envs/hanabi.rhai"
                                        int32_t const t41 = mw_iadd(l8, (int32_t)0x00000001u);
                                        l8 = t41;
                                    }
                                }
                                brk28:;
                            }
                        }
                        cont24:;
                        {
#line 249 "../envs/hanabi.rhai"
                            int32_t const t42 = mw_iadd(l7, (int32_t)0x00000001u);
                            l7 = t42;
                        }
                    }
                    brk25:;
                }
            }
            cont21:;
            {
#line 248 "../envs/hanabi.rhai"
                int32_t const t43 = mw_iadd(l6, (int32_t)0x00000001u);
                l6 = t43;
            }
        }
        brk22:;
#line 256 "../envs/hanabi.rhai"
        l9 = (int32_t)0x00000031u;
        for (;;) {
            {
                if (mw_stopped(ctx)) { mw_trap(ctx, 49u); return 1; }
                bool const t46 = l9 > (int32_t)0x00000000u;
                if (!t46) goto brk45;
                MW_ITER();
                {
#line 257 "../envs/hanabi.rhai"
                    int32_t l47 = (int32_t)0x00000000u;
                    int32_t const t48 = mw_iadd(l9, (int32_t)0x00000001u);
                    int32_t l49 = t48;
                    int32_t r50 = 0;
                    // rand_int
                    {
#line 411 "<prelude>"
                        {
                            bool const t53 = l49 <= l47;
                            if (t53) {
                                {
                                    r50 = l47;
                                    goto ret51;
                                }
                                goto fi52;
                            }
                            {
                            }
                        }
                        fi52:;
#line 412 "<prelude>"
                        uint32_t const t54 = mw_pcg4d((w + ctx->world_offset) ^ ks1[0], eid ^ ks1[1], ctx->step ^ ks1[2], ctr ^ ks1[3]);
                        ctr++;
                        int32_t const t55 = mw_isub(l49, l47);
                        uint32_t const t56 = (uint32_t)t55;
                        uint32_t const t57 = mw_mulhi(t54, t56);
                        int32_t const t58 = (int32_t)t57;
                        int32_t const t59 = mw_iadd(l47, t58);
                        r50 = t59;
                        goto ret51;
                    }
                    ret51:;
                    l10 = r50;
#line 258 "../envs/hanabi.rhai"
                    uint32_t const t60 = l9 < 0 ? 0u : l9 > 49 ? 49u : (uint32_t)l9;
                    uint64_t const t61 = (uint64_t)t60 * 4u + 0u;
                    uint8_t* const t62 = rr3 + (uint64_t)(t61) * sscale;
                    uint8_t* const t63 = rw4 + (uint64_t)(t61) * sscale;
                    int32_t const t64 = mw_ld<int32_t>(t62);
                    l11 = t64;
#line 259 "../envs/hanabi.rhai"
                    uint32_t const t65 = l9 < 0 ? 0u : l9 > 49 ? 49u : (uint32_t)l9;
                    uint64_t const t66 = (uint64_t)t65 * 4u + 0u;
                    uint8_t* const t67 = rr3 + (uint64_t)(t66) * sscale;
                    uint8_t* const t68 = rw4 + (uint64_t)(t66) * sscale;
                    uint32_t const t69 = l10 < 0 ? 0u : l10 > 49 ? 49u : (uint32_t)l10;
                    uint64_t const t70 = (uint64_t)t69 * 4u + 0u;
                    uint8_t* const t71 = rr3 + (uint64_t)(t70) * sscale;
                    uint8_t* const t72 = rw4 + (uint64_t)(t70) * sscale;
                    int32_t const t73 = mw_ld<int32_t>(t71);
                    mw_st<int32_t>(t68, t73);
#line 260 "../envs/hanabi.rhai"
                    uint32_t const t74 = l10 < 0 ? 0u : l10 > 49 ? 49u : (uint32_t)l10;
                    uint64_t const t75 = (uint64_t)t74 * 4u + 0u;
                    uint8_t* const t76 = rr3 + (uint64_t)(t75) * sscale;
                    uint8_t* const t77 = rw4 + (uint64_t)(t75) * sscale;
                    mw_st<int32_t>(t77, l11);
                }
            }
            cont44:;
            {
#line 256 "../envs/hanabi.rhai"
                int32_t const t78 = mw_isub(l9, (int32_t)0x00000001u);
                l9 = t78;
            }
        }
        brk45:;
#line 262 "../envs/hanabi.rhai"
        l12 = (int32_t)0x00000000u;
        for (;;) {
            {
                if (mw_stopped(ctx)) { mw_trap(ctx, 50u); return 1; }
                bool const t81 = l12 < (int32_t)0x0000000Au;
                if (!t81) goto brk80;
                MW_ITER();
                {
#line 263 "../envs/hanabi.rhai"
                    uint32_t const t82 = l12 < 0 ? 0u : l12 > 9 ? 9u : (uint32_t)l12;
                    uint64_t const t83 = (uint64_t)t82 * 4u + 204u;
                    uint8_t* const t84 = rr3 + (uint64_t)(t83) * sscale;
                    uint8_t* const t85 = rw4 + (uint64_t)(t83) * sscale;
                    uint32_t const t86 = l12 < 0 ? 0u : l12 > 49 ? 49u : (uint32_t)l12;
                    uint64_t const t87 = (uint64_t)t86 * 4u + 0u;
                    uint8_t* const t88 = rr3 + (uint64_t)(t87) * sscale;
                    uint8_t* const t89 = rw4 + (uint64_t)(t87) * sscale;
                    int32_t const t90 = mw_ld<int32_t>(t88);
                    mw_st<int32_t>(t85, t90);
#line 264 "../envs/hanabi.rhai"
                    l13 = (int32_t)0x00000000u;
                    for (;;) {
                        {
                            if (mw_stopped(ctx)) { mw_trap(ctx, 51u); return 1; }
                            bool const t93 = l13 < (int32_t)0x00000019u;
                            if (!t93) goto brk92;
                            MW_ITER();
                            {
                                uint32_t const t94 = l12 < 0 ? 0u : l12 > 9 ? 9u : (uint32_t)l12;
                                uint64_t const t95 = (uint64_t)t94 * 100u + 244u;
                                uint8_t* const t96 = rr3 + (uint64_t)(t95) * sscale;
                                uint8_t* const t97 = rw4 + (uint64_t)(t95) * sscale;
                                uint32_t const t98 = l13 < 0 ? 0u : l13 > 24 ? 24u : (uint32_t)l13;
                                uint64_t const t99 = (uint64_t)t98 * 4u + 0u;
                                uint8_t* const t100 = t96 + (uint64_t)(t99) * sscale;
                                uint8_t* const t101 = t97 + (uint64_t)(t99) * sscale;
                                mw_st<int32_t>(t101, (int32_t)0x00000001u);
                            }
                        }
                        cont91:;
                        {
                            int32_t const t102 = mw_iadd(l13, (int32_t)0x00000001u);
                            l13 = t102;
                        }
                    }
                    brk92:;
#line 265 "../envs/hanabi.rhai"
                    l14 = (int32_t)0x00000000u;
                    for (;;) {
                        {
                            if (mw_stopped(ctx)) { mw_trap(ctx, 52u); return 1; }
                            bool const t105 = l14 < (int32_t)0x00000005u;
                            if (!t105) goto brk104;
                            MW_ITER();
                            {
                                uint32_t const t106 = l12 < 0 ? 0u : l12 > 9 ? 9u : (uint32_t)l12;
                                uint64_t const t107 = (uint64_t)t106 * 20u + 1244u;
                                uint8_t* const t108 = rr3 + (uint64_t)(t107) * sscale;
                                uint8_t* const t109 = rw4 + (uint64_t)(t107) * sscale;
                                uint32_t const t110 = l14 < 0 ? 0u : l14 > 4 ? 4u : (uint32_t)l14;
                                uint64_t const t111 = (uint64_t)t110 * 4u + 0u;
                                uint8_t* const t112 = t108 + (uint64_t)(t111) * sscale;
                                uint8_t* const t113 = t109 + (uint64_t)(t111) * sscale;
                                mw_st<int32_t>(t113, (int32_t)0x00000000u);
                            }
                        }
                        cont103:;
                        {
                            int32_t const t114 = mw_iadd(l14, (int32_t)0x00000001u);
                            l14 = t114;
                        }
                    }
                    brk104:;
#line 266 "../envs/hanabi.rhai"
                    l15 = (int32_t)0x00000000u;
                    for (;;) {
                        {
                            if (mw_stopped(ctx)) { mw_trap(ctx, 53u); return 1; }
                            bool const t117 = l15 < (int32_t)0x00000005u;
                            if (!t117) goto brk116;
                            MW_ITER();
                            {
                                uint32_t const t118 = l12 < 0 ? 0u : l12 > 9 ? 9u : (uint32_t)l12;
                                uint64_t const t119 = (uint64_t)t118 * 20u + 1444u;
                                uint8_t* const t120 = rr3 + (uint64_t)(t119) * sscale;
                                uint8_t* const t121 = rw4 + (uint64_t)(t119) * sscale;
                                uint32_t const t122 = l15 < 0 ? 0u : l15 > 4 ? 4u : (uint32_t)l15;
                                uint64_t const t123 = (uint64_t)t122 * 4u + 0u;
                                uint8_t* const t124 = t120 + (uint64_t)(t123) * sscale;
                                uint8_t* const t125 = t121 + (uint64_t)(t123) * sscale;
                                mw_st<int32_t>(t125, (int32_t)0x00000000u);
                            }
                        }
                        cont115:;
                        {
                            int32_t const t126 = mw_iadd(l15, (int32_t)0x00000001u);
                            l15 = t126;
                        }
                    }
                    brk116:;
                }
            }
            cont79:;
            {
#line 262 "../envs/hanabi.rhai"
                int32_t const t127 = mw_iadd(l12, (int32_t)0x00000001u);
                l12 = t127;
            }
        }
        brk80:;
#line 268 "../envs/hanabi.rhai"
        mw_st<int32_t>(rw4 + (uint64_t)(200) * sscale, (int32_t)0x0000000Au);
#line 269 "../envs/hanabi.rhai"
        l16 = (int32_t)0x00000000u;
        for (;;) {
            {
                if (mw_stopped(ctx)) { mw_trap(ctx, 54u); return 1; }
                bool const t130 = l16 < (int32_t)0x00000005u;
                if (!t130) goto brk129;
                MW_ITER();
                {
                    uint32_t const t131 = l16 < 0 ? 0u : l16 > 4 ? 4u : (uint32_t)l16;
                    uint64_t const t132 = (uint64_t)t131 * 4u + 2644u;
                    uint8_t* const t133 = rr3 + (uint64_t)(t132) * sscale;
                    uint8_t* const t134 = rw4 + (uint64_t)(t132) * sscale;
                    mw_st<int32_t>(t134, (int32_t)0x00000000u);
                }
            }
            cont128:;
            {
                int32_t const t135 = mw_iadd(l16, (int32_t)0x00000001u);
                l16 = t135;
            }
        }
        brk129:;
#line 270 "../envs/hanabi.rhai"
        l17 = (int32_t)0x00000000u;
        for (;;) {
            {
                if (mw_stopped(ctx)) { mw_trap(ctx, 55u); return 1; }
                bool const t138 = l17 < (int32_t)0x00000019u;
                if (!t138) goto brk137;
                MW_ITER();
                {
                    uint32_t const t139 = l17 < 0 ? 0u : l17 > 24 ? 24u : (uint32_t)l17;
                    uint64_t const t140 = (uint64_t)t139 * 4u + 2664u;
                    uint8_t* const t141 = rr3 + (uint64_t)(t140) * sscale;
                    uint8_t* const t142 = rw4 + (uint64_t)(t140) * sscale;
                    mw_st<int32_t>(t142, (int32_t)0x00000000u);
                }
            }
            cont136:;
            {
                int32_t const t143 = mw_iadd(l17, (int32_t)0x00000001u);
                l17 = t143;
            }
        }
        brk137:;
#line 271 "../envs/hanabi.rhai"
        mw_st<int32_t>(rw4 + (uint64_t)(2764) * sscale, (int32_t)0x00000008u);
#line 272 "../envs/hanabi.rhai"
        mw_st<int32_t>(rw4 + (uint64_t)(2768) * sscale, (int32_t)0x00000003u);
#line 273 "../envs/hanabi.rhai"
        mw_st<int32_t>(rw4 + (uint64_t)(2772) * sscale, (int32_t)0x00000000u);
#line 274 "../envs/hanabi.rhai"
        mw_st<int32_t>(rw4 + (uint64_t)(2776) * sscale, (int32_t)0x00000000u);
#line 275 "../envs/hanabi.rhai"
        mw_st<int32_t>(rw4 + (uint64_t)(2780) * sscale, (int32_t)0x00000000u);
#line 276 "../envs/hanabi.rhai"
        mw_st<int32_t>(rw4 + (uint64_t)(2784) * sscale, (int32_t)0x00000000u);
#line 277 "../envs/hanabi.rhai"
        mw_st<int32_t>(rw4 + (uint64_t)(2836) * sscale, (int32_t)0x00000000u);
#line 278 "../envs/hanabi.rhai"
        mw_st<int32_t>(rw4 + (uint64_t)(2840) * sscale, (int32_t)0x00000000u);
        uint8_t *rr144 = rr3, *rw145 = rw4;
        // believe
        {
            int32_t l147 = 0;
            int32_t l148 = 0;
            int32_t l149 = 0;
            int32_t l150 = 0;
            int32_t l151 = 0;
            float l152 = 0.0f;
            int32_t l153 = 0;
#line 229 "../envs/hanabi.rhai"
            mw_st<int32_t>(ctx->locals + 128, (int32_t)0x00000003u);
            mw_st<int32_t>(ctx->locals + 132, (int32_t)0x00000002u);
            mw_st<int32_t>(ctx->locals + 136, (int32_t)0x00000002u);
            mw_st<int32_t>(ctx->locals + 140, (int32_t)0x00000002u);
            mw_st<int32_t>(ctx->locals + 144, (int32_t)0x00000001u);
#line 226 "../envs/hanabi.rhai"
            mw_zero(ctx->locals + 24, 100u);
#line 227 "../envs/hanabi.rhai"
            l147 = (int32_t)0x00000000u;
            for (;;) {
                {
                    if (mw_stopped(ctx)) { mw_trap(ctx, 56u); return 1; }
                    bool const t156 = l147 < (int32_t)0x00000019u;
                    if (!t156) goto brk155;
                    MW_ITER();
                    {
#line 228 "../envs/hanabi.rhai"
                        int32_t const t157 = mw_irem(l147, (int32_t)0x00000005u);
                        l148 = t157;
#line 229 "../envs/hanabi.rhai"
                        uint32_t const t158 = l147 < 0 ? 0u : l147 > 24 ? 24u : (uint32_t)l147;
                        uint64_t const t159 = (uint64_t)t158 * 4u + 24u;
                        uint8_t* const t160 = ctx->locals + t159;
                        uint32_t const t161 = l148 < 0 ? 0u : l148 > 4 ? 4u : (uint32_t)l148;
                        uint64_t const t162 = (uint64_t)t161 * 4u + 128u;
                        uint8_t* const t163 = ctx->locals + t162;
                        int32_t const t164 = mw_ld<int32_t>(t163);
                        uint32_t const t165 = l147 < 0 ? 0u : l147 > 24 ? 24u : (uint32_t)l147;
                        uint64_t const t166 = (uint64_t)t165 * 4u + 2664u;
                        uint8_t* const t167 = rr144 + (uint64_t)(t166) * sscale;
                        uint8_t* const t168 = rw145 + (uint64_t)(t166) * sscale;
                        int32_t const t169 = mw_ld<int32_t>(t167);
                        int32_t const t170 = mw_isub(t164, t169);
                        int32_t const t171 = mw_idiv(l147, (int32_t)0x00000005u);
                        uint32_t const t172 = t171 < 0 ? 0u : t171 > 4 ? 4u : (uint32_t)t171;
                        uint64_t const t173 = (uint64_t)t172 * 4u + 2644u;
                        uint8_t* const t174 = rr144 + (uint64_t)(t173) * sscale;
                        uint8_t* const t175 = rw145 + (uint64_t)(t173) * sscale;
                        int32_t const t176 = mw_ld<int32_t>(t174);
                        bool const t177 = t176 > l148;
                        int32_t t178 = 0;
                        if (t177) {
                            t178 = (int32_t)0x00000001u;
                        } else {
                            t178 = (int32_t)0x00000000u;
                        }
                        int32_t const t179 = mw_isub(t170, t178);
                        mw_st<int32_t>(t160 + 0, t179);
                    }
                }
                cont154:;
                {
#line 227 "../envs/hanabi.rhai"
                    int32_t const t180 = mw_iadd(l147, (int32_t)0x00000001u);
                    l147 = t180;
                }
            }
            brk155:;
#line 231 "../envs/hanabi.rhai"
            l149 = (int32_t)0x00000000u;
            for (;;) {
                {
                    if (mw_stopped(ctx)) { mw_trap(ctx, 57u); return 1; }
                    bool const t183 = l149 < (int32_t)0x0000000Au;
                    if (!t183) goto brk182;
                    MW_ITER();
                    {
#line 232 "../envs/hanabi.rhai"
                        l150 = (int32_t)0x00000000u;
#line 233 "../envs/hanabi.rhai"
                        l151 = (int32_t)0x00000000u;
                        for (;;) {
                            {
                                if (mw_stopped(ctx)) { mw_trap(ctx, 58u); return 1; }
                                bool const t186 = l151 < (int32_t)0x00000019u;
                                if (!t186) goto brk185;
                                MW_ITER();
                                {
                                    uint32_t const t187 = l149 < 0 ? 0u : l149 > 9 ? 9u : (uint32_t)l149;
                                    uint64_t const t188 = (uint64_t)t187 * 100u + 244u;
                                    uint8_t* const t189 = rr144 + (uint64_t)(t188) * sscale;
                                    uint8_t* const t190 = rw145 + (uint64_t)(t188) * sscale;
                                    uint32_t const t191 = l151 < 0 ? 0u : l151 > 24 ? 24u : (uint32_t)l151;
                                    uint64_t const t192 = (uint64_t)t191 * 4u + 0u;
                                    uint8_t* const t193 = t189 + (uint64_t)(t192) * sscale;
                                    uint8_t* const t194 = t190 + (uint64_t)(t192) * sscale;
                                    int32_t const t195 = mw_ld<int32_t>(t193);
                                    uint32_t const t196 = l151 < 0 ? 0u : l151 > 24 ? 24u : (uint32_t)l151;
                                    uint64_t const t197 = (uint64_t)t196 * 4u + 24u;
                                    uint8_t* const t198 = ctx->locals + t197;
                                    int32_t const t199 = mw_ld<int32_t>(t198);
                                    int32_t const t200 = mw_imul(t195, t199);
                                    int32_t const t201 = mw_iadd(l150, t200);
                                    l150 = t201;
                                }
                            }
                            cont184:;
                            {
                                int32_t const t202 = mw_iadd(l151, (int32_t)0x00000001u);
                                l151 = t202;
                            }
                        }
                        brk185:;
#line 236 "../envs/hanabi.rhai"
                        bool const t203 = l150 > (int32_t)0x00000000u;
                        float t204 = 0.0f;
                        if (t203) {
                            float const t205 = (float)l150;
                            float const t206 = mw_f32(0x3F800000u) / t205;
                            t204 = t206;
                        } else {
                            t204 = mw_f32(0x00000000u);
                        }
                        l152 = t204;
#line 237 "../envs/hanabi.rhai"
                        l153 = (int32_t)0x00000000u;
                        for (;;) {
                            {
                                if (mw_stopped(ctx)) { mw_trap(ctx, 59u); return 1; }
                                bool const t209 = l153 < (int32_t)0x00000019u;
                                if (!t209) goto brk208;
                                MW_ITER();
                                {
                                    uint32_t const t210 = l149 < 0 ? 0u : l149 > 9 ? 9u : (uint32_t)l149;
                                    uint64_t const t211 = (uint64_t)t210 * 100u + 1644u;
                                    uint8_t* const t212 = rr144 + (uint64_t)(t211) * sscale;
                                    uint8_t* const t213 = rw145 + (uint64_t)(t211) * sscale;
                                    uint32_t const t214 = l153 < 0 ? 0u : l153 > 24 ? 24u : (uint32_t)l153;
                                    uint64_t const t215 = (uint64_t)t214 * 4u + 0u;
                                    uint8_t* const t216 = t212 + (uint64_t)(t215) * sscale;
                                    uint8_t* const t217 = t213 + (uint64_t)(t215) * sscale;
                                    uint32_t const t218 = l149 < 0 ? 0u : l149 > 9 ? 9u : (uint32_t)l149;
                                    uint64_t const t219 = (uint64_t)t218 * 100u + 244u;
                                    uint8_t* const t220 = rr144 + (uint64_t)(t219) * sscale;
                                    uint8_t* const t221 = rw145 + (uint64_t)(t219) * sscale;
                                    uint32_t const t222 = l153 < 0 ? 0u : l153 > 24 ? 24u : (uint32_t)l153;
                                    uint64_t const t223 = (uint64_t)t222 * 4u + 0u;
                                    uint8_t* const t224 = t220 + (uint64_t)(t223) * sscale;
                                    uint8_t* const t225 = t221 + (uint64_t)(t223) * sscale;
                                    int32_t const t226 = mw_ld<int32_t>(t224);
                                    uint32_t const t227 = l153 < 0 ? 0u : l153 > 24 ? 24u : (uint32_t)l153;
                                    uint64_t const t228 = (uint64_t)t227 * 4u + 24u;
                                    uint8_t* const t229 = ctx->locals + t228;
                                    int32_t const t230 = mw_ld<int32_t>(t229);
                                    int32_t const t231 = mw_imul(t226, t230);
                                    float const t232 = (float)t231;
                                    float const t233 = t232 * l152;
                                    mw_st<float>(t217, mw_canon(t233));
                                }
                            }
                            cont207:;
                            {
                                int32_t const t234 = mw_iadd(l153, (int32_t)0x00000001u);
                                l153 = t234;
                            }
                        }
                        brk208:;
                    }
                }
                cont181:;
                {
#line 231 "../envs/hanabi.rhai"
                    int32_t const t235 = mw_iadd(l149, (int32_t)0x00000001u);
                    l149 = t235;
                }
            }
            brk182:;
        }
        ret146:;
#line 281 "../envs/hanabi.rhai"
        l18 = (int32_t)0x00000000u;
        for (;;) {
            {
                if (mw_stopped(ctx)) { mw_trap(ctx, 60u); return 1; }
                bool const t238 = l18 < (int32_t)0x00000002u;
                if (!t238) goto brk237;
                MW_ITER();
                {
#line 282 "../envs/hanabi.rhai"
                    uint32_t srow239;
                    uint64_t const t240 = mw_spawn_row(ctx, 0u, w, 0u, &srow239);
                    l19 = t240;
                    sp20 = srow239;
#line 283 "../envs/hanabi.rhai"
                    uint8_t* const t241 = sp20 != MW_NO_ROW ? ctx->tables[0].cols[4] + (uint64_t)sp20 * 4u : (uint8_t*)0;
                    uint8_t* const t242 = t241 ? t241 : (uint8_t*)ctx->zero;
                    uint8_t* const t243 = t241 ? t241 : ctx->scratch;
                    mw_st<int32_t>(t243 + 0, l18);
                    uint8_t* const t244 = sp20 != MW_NO_ROW ? ctx->tables[0].cols[2] + (uint64_t)sp20 * 2632u : (uint8_t*)0;
                    uint8_t* const t245 = t244 ? t244 : (uint8_t*)ctx->zero;
                    uint8_t* const t246 = t244 ? t244 : ctx->scratch;
                    uint8_t *rr247 = t245, *rw248 = t246;
                    uint8_t *rr249 = rr3, *rw250 = rw4;
                    int32_t l251 = l18;
                    // observe_into
                    {
                        int32_t l253 = 0;
                        int32_t l254 = 0;
                        int32_t l255 = 0;
                        int32_t l256 = 0;
                        int32_t l257 = 0;
                        int32_t l258 = 0;
                        int32_t l259 = 0;
                        int32_t l260 = 0;
                        float l261 = 0.0f;
                        int32_t l262 = 0;
                        int32_t l263 = 0;
                        int32_t l264 = 0;
                        int32_t l265 = 0;
                        int32_t l266 = 0;
                        int32_t l267 = 0;
                        int32_t l268 = 0;
                        int32_t l269 = 0;
                        int32_t l270 = 0;
                        bool l271 = false;
                        int32_t l272 = 0;
                        bool l273 = false;
                        bool l274 = false;
                        bool l275 = false;
                        bool l276 = false;
                        int32_t l277 = 0;
                        int32_t l278 = 0;
                        int32_t l279 = 0;
                        int32_t l280 = 0;
                        int32_t l281 = 0;
                        int32_t l282 = 0;
                        int32_t l283 = 0;
                        int32_t l284 = 0;
                        int32_t l285 = 0;
                        int32_t l286 = 0;
                        int32_t l287 = 0;
                        int32_t l288 = 0;
                        int32_t l289 = 0;
                        int32_t l290 = 0;
                        int32_t l291 = 0;
#line 157 "../envs/hanabi.rhai"
                        mw_st<int32_t>(ctx->locals + 24, (int32_t)0x00000003u);
                        mw_st<int32_t>(ctx->locals + 28, (int32_t)0x00000002u);
                        mw_st<int32_t>(ctx->locals + 32, (int32_t)0x00000002u);
                        mw_st<int32_t>(ctx->locals + 36, (int32_t)0x00000002u);
                        mw_st<int32_t>(ctx->locals + 40, (int32_t)0x00000001u);
#line 118 "../envs/hanabi.rhai"
                        l253 = (int32_t)0x00000000u;
#line 120 "../envs/hanabi.rhai"
                        l254 = (int32_t)0x00000001u;
                        for (;;) {
                            {
                                if (mw_stopped(ctx)) { mw_trap(ctx, 61u); return 1; }
                                bool const t294 = l254 < (int32_t)0x00000002u;
                                if (!t294) goto brk293;
                                MW_ITER();
                                {
#line 121 "../envs/hanabi.rhai"
                                    int32_t const t295 = mw_iadd(l251, l254);
                                    int32_t const t296 = mw_irem(t295, (int32_t)0x00000002u);
                                    l255 = t296;
#line 122 "../envs/hanabi.rhai"
                                    l256 = (int32_t)0x00000000u;
                                    for (;;) {
                                        {
                                            if (mw_stopped(ctx)) { mw_trap(ctx, 62u); return 1; }
                                            bool const t299 = l256 < (int32_t)0x00000005u;
                                            if (!t299) goto brk298;
                                            MW_ITER();
                                            {
#line 123 "../envs/hanabi.rhai"
                                                int32_t const t300 = mw_imul(l255, (int32_t)0x00000005u);
                                                int32_t const t301 = mw_iadd(t300, l256);
                                                uint32_t const t302 = t301 < 0 ? 0u : t301 > 9 ? 9u : (uint32_t)t301;
                                                uint64_t const t303 = (uint64_t)t302 * 4u + 204u;
                                                uint8_t* const t304 = rr249 + (uint64_t)(t303) * sscale;
                                                uint8_t* const t305 = rw250 + (uint64_t)(t303) * sscale;
                                                int32_t const t306 = mw_ld<int32_t>(t304);
                                                l257 = t306;
#line 124 "../envs/hanabi.rhai"
                                                l258 = (int32_t)0x00000000u;
                                                for (;;) {
                                                    {
                                                        if (mw_stopped(ctx)) { mw_trap(ctx, 63u); return 1; }
                                                        bool const t309 = l258 < (int32_t)0x00000019u;
                                                        if (!t309) goto brk308;
                                                        MW_ITER();
                                                        {
                                                            int32_t const t310 = mw_iadd(l253, l258);
                                                            uint32_t const t311 = t310 < 0 ? 0u : t310 > 657 ? 657u : (uint32_t)t310;
                                                            uint64_t const t312 = (uint64_t)t311 * 4u + 0u;
                                                            uint8_t* const t313 = rr247 + t312;
                                                            uint8_t* const t314 = rw248 + t312;
                                                            bool const t315 = l257 == l258;
                                                            float t316 = 0.0f;
                                                            if (t315) {
                                                                t316 = mw_f32(0x3F800000u);
                                                            } else {
                                                                t316 = mw_f32(0x00000000u);
                                                            }
                                                            mw_st<float>(t314 + 0, mw_canon(t316));
                                                        }
                                                    }
                                                    cont307:;
                                                    {
                                                        int32_t const t317 = mw_iadd(l258, (int32_t)0x00000001u);
                                                        l258 = t317;
                                                    }
                                                }
                                                brk308:;
#line 125 "../envs/hanabi.rhai"
                                                int32_t const t318 = mw_iadd(l253, (int32_t)0x00000019u);
                                                l253 = t318;
                                            }
                                        }
                                        cont297:;
                                        {
#line 122 "../envs/hanabi.rhai"
                                            int32_t const t319 = mw_iadd(l256, (int32_t)0x00000001u);
                                            l256 = t319;
                                        }
                                    }
                                    brk298:;
                                }
                            }
                            cont292:;
                            {
#line 120 "../envs/hanabi.rhai"
                                int32_t const t320 = mw_iadd(l254, (int32_t)0x00000001u);
                                l254 = t320;
                            }
                        }
                        brk293:;
#line 128 "../envs/hanabi.rhai"
                        l259 = (int32_t)0x00000000u;
                        for (;;) {
                            {
                                if (mw_stopped(ctx)) { mw_trap(ctx, 64u); return 1; }
                                bool const t323 = l259 < (int32_t)0x00000002u;
                                if (!t323) goto brk322;
                                MW_ITER();
                                {
#line 129 "../envs/hanabi.rhai"
                                    int32_t const t324 = mw_iadd(l251, l259);
                                    int32_t const t325 = mw_irem(t324, (int32_t)0x00000002u);
                                    l260 = t325;
#line 130 "../envs/hanabi.rhai"
                                    l261 = mw_f32(0x00000000u);
#line 131 "../envs/hanabi.rhai"
                                    l262 = (int32_t)0x00000000u;
                                    for (;;) {
                                        {
                                            if (mw_stopped(ctx)) { mw_trap(ctx, 65u); return 1; }
                                            bool const t328 = l262 < (int32_t)0x00000005u;
                                            if (!t328) goto brk327;
                                            MW_ITER();
                                            {
                                                {
                                                    int32_t const t330 = mw_imul(l260, (int32_t)0x00000005u);
                                                    int32_t const t331 = mw_iadd(t330, l262);
                                                    uint32_t const t332 = t331 < 0 ? 0u : t331 > 9 ? 9u : (uint32_t)t331;
                                                    uint64_t const t333 = (uint64_t)t332 * 4u + 204u;
                                                    uint8_t* const t334 = rr249 + (uint64_t)(t333) * sscale;
                                                    uint8_t* const t335 = rw250 + (uint64_t)(t333) * sscale;
                                                    int32_t const t336 = mw_ld<int32_t>(t334);
                                                    bool const t337 = t336 < (int32_t)0x00000000u;
                                                    if (t337) {
                                                        {
                                                            l261 = mw_f32(0x3F800000u);
                                                        }
                                                        goto fi329;
                                                    }
                                                    {
                                                    }
                                                }
                                                fi329:;
                                            }
                                        }
                                        cont326:;
                                        {
                                            int32_t const t338 = mw_iadd(l262, (int32_t)0x00000001u);
                                            l262 = t338;
                                        }
                                    }
                                    brk327:;
#line 132 "../envs/hanabi.rhai"
                                    uint32_t const t339 = l253 < 0 ? 0u : l253 > 657 ? 657u : (uint32_t)l253;
                                    uint64_t const t340 = (uint64_t)t339 * 4u + 0u;
                                    uint8_t* const t341 = rr247 + t340;
                                    uint8_t* const t342 = rw248 + t340;
                                    mw_st<float>(t342 + 0, mw_canon(l261));
#line 133 "../envs/hanabi.rhai"
                                    int32_t const t343 = mw_iadd(l253, (int32_t)0x00000001u);
                                    l253 = t343;
                                }
                            }
                            cont321:;
                            {
#line 128 "../envs/hanabi.rhai"
                                int32_t const t344 = mw_iadd(l259, (int32_t)0x00000001u);
                                l259 = t344;
                            }
                        }
                        brk322:;
#line 136 "../envs/hanabi.rhai"
                        l263 = (int32_t)0x00000000u;
                        for (;;) {
                            {
                                if (mw_stopped(ctx)) { mw_trap(ctx, 66u); return 1; }
                                bool const t347 = l263 < (int32_t)0x00000028u;
                                if (!t347) goto brk346;
                                MW_ITER();
                                {
#line 137 "../envs/hanabi.rhai"
                                    uint32_t const t348 = l253 < 0 ? 0u : l253 > 657 ? 657u : (uint32_t)l253;
                                    uint64_t const t349 = (uint64_t)t348 * 4u + 0u;
                                    uint8_t* const t350 = rr247 + t349;
                                    uint8_t* const t351 = rw248 + t349;
                                    int32_t const t352 = mw_isub((int32_t)0x00000031u, l263);
                                    int32_t const t353 = mw_ld<int32_t>(rr249 + (uint64_t)(200) * sscale);
                                    bool const t354 = t352 >= t353;
                                    float t355 = 0.0f;
                                    if (t354) {
                                        t355 = mw_f32(0x3F800000u);
                                    } else {
                                        t355 = mw_f32(0x00000000u);
                                    }
                                    mw_st<float>(t351 + 0, mw_canon(t355));
#line 138 "../envs/hanabi.rhai"
                                    int32_t const t356 = mw_iadd(l253, (int32_t)0x00000001u);
                                    l253 = t356;
                                }
                            }
                            cont345:;
                            {
#line 136 "../envs/hanabi.rhai"
                                int32_t const t357 = mw_iadd(l263, (int32_t)0x00000001u);
                                l263 = t357;
                            }
                        }
                        brk346:;
#line 140 "../envs/hanabi.rhai"
                        l264 = (int32_t)0x00000000u;
                        for (;;) {
                            {
                                if (mw_stopped(ctx)) { mw_trap(ctx, 67u); return 1; }
                                bool const t360 = l264 < (int32_t)0x00000005u;
                                if (!t360) goto brk359;
                                MW_ITER();
                                {
#line 141 "../envs/hanabi.rhai"
                                    l265 = (int32_t)0x00000000u;
                                    for (;;) {
                                        {
                                            if (mw_stopped(ctx)) { mw_trap(ctx, 68u); return 1; }
                                            bool const t363 = l265 < (int32_t)0x00000005u;
                                            if (!t363) goto brk362;
                                            MW_ITER();
                                            {
#line 142 "../envs/hanabi.rhai"
                                                uint32_t const t364 = l253 < 0 ? 0u : l253 > 657 ? 657u : (uint32_t)l253;
                                                uint64_t const t365 = (uint64_t)t364 * 4u + 0u;
                                                uint8_t* const t366 = rr247 + t365;
                                                uint8_t* const t367 = rw248 + t365;
                                                uint32_t const t368 = l264 < 0 ? 0u : l264 > 4 ? 4u : (uint32_t)l264;
                                                uint64_t const t369 = (uint64_t)t368 * 4u + 2644u;
                                                uint8_t* const t370 = rr249 + (uint64_t)(t369) * sscale;
                                                uint8_t* const t371 = rw250 + (uint64_t)(t369) * sscale;
                                                int32_t const t372 = mw_ld<int32_t>(t370);
                                                int32_t const t373 = mw_iadd(l265, (int32_t)0x00000001u);
                                                bool const t374 = t372 == t373;
                                                float t375 = 0.0f;
                                                if (t374) {
                                                    t375 = mw_f32(0x3F800000u);
                                                } else {
                                                    t375 = mw_f32(0x00000000u);
                                                }
                                                mw_st<float>(t367 + 0, mw_canon(t375));
#line 143 "../envs/hanabi.rhai"
                                                int32_t const t376 = mw_iadd(l253, (int32_t)0x00000001u);
                                                l253 = t376;
                                            }
                                        }
                                        cont361:;
                                        {
#line 141 "../envs/hanabi.rhai"
                                            int32_t const t377 = mw_iadd(l265, (int32_t)0x00000001u);
                                            l265 = t377;
                                        }
                                    }
                                    brk362:;
                                }
                            }
                            cont358:;
                            {
#line 140 "../envs/hanabi.rhai"
                                int32_t const t378 = mw_iadd(l264, (int32_t)0x00000001u);
                                l264 = t378;
                            }
                        }
                        brk359:;
#line 146 "../envs/hanabi.rhai"
                        l266 = (int32_t)0x00000000u;
                        for (;;) {
                            {
                                if (mw_stopped(ctx)) { mw_trap(ctx, 69u); return 1; }
                                bool const t381 = l266 < (int32_t)0x00000008u;
                                if (!t381) goto brk380;
                                MW_ITER();
                                {
#line 147 "../envs/hanabi.rhai"
                                    uint32_t const t382 = l253 < 0 ? 0u : l253 > 657 ? 657u : (uint32_t)l253;
                                    uint64_t const t383 = (uint64_t)t382 * 4u + 0u;
                                    uint8_t* const t384 = rr247 + t383;
                                    uint8_t* const t385 = rw248 + t383;
                                    int32_t const t386 = mw_ld<int32_t>(rr249 + (uint64_t)(2764) * sscale);
                                    bool const t387 = l266 < t386;
                                    float t388 = 0.0f;
                                    if (t387) {
                                        t388 = mw_f32(0x3F800000u);
                                    } else {
                                        t388 = mw_f32(0x00000000u);
                                    }
                                    mw_st<float>(t385 + 0, mw_canon(t388));
#line 148 "../envs/hanabi.rhai"
                                    int32_t const t389 = mw_iadd(l253, (int32_t)0x00000001u);
                                    l253 = t389;
                                }
                            }
                            cont379:;
                            {
#line 146 "../envs/hanabi.rhai"
                                int32_t const t390 = mw_iadd(l266, (int32_t)0x00000001u);
                                l266 = t390;
                            }
                        }
                        brk380:;
#line 150 "../envs/hanabi.rhai"
                        l267 = (int32_t)0x00000000u;
                        for (;;) {
                            {
                                if (mw_stopped(ctx)) { mw_trap(ctx, 70u); return 1; }
                                bool const t393 = l267 < (int32_t)0x00000003u;
                                if (!t393) goto brk392;
                                MW_ITER();
                                {
#line 151 "../envs/hanabi.rhai"
                                    uint32_t const t394 = l253 < 0 ? 0u : l253 > 657 ? 657u : (uint32_t)l253;
                                    uint64_t const t395 = (uint64_t)t394 * 4u + 0u;
                                    uint8_t* const t396 = rr247 + t395;
                                    uint8_t* const t397 = rw248 + t395;
                                    int32_t const t398 = mw_ld<int32_t>(rr249 + (uint64_t)(2768) * sscale);
                                    bool const t399 = l267 < t398;
                                    float t400 = 0.0f;
                                    if (t399) {
                                        t400 = mw_f32(0x3F800000u);
                                    } else {
                                        t400 = mw_f32(0x00000000u);
                                    }
                                    mw_st<float>(t397 + 0, mw_canon(t400));
#line 152 "../envs/hanabi.rhai"
                                    int32_t const t401 = mw_iadd(l253, (int32_t)0x00000001u);
                                    l253 = t401;
                                }
                            }
                            cont391:;
                            {
#line 150 "../envs/hanabi.rhai"
                                int32_t const t402 = mw_iadd(l267, (int32_t)0x00000001u);
                                l267 = t402;
                            }
                        }
                        brk392:;
#line 155 "../envs/hanabi.rhai"
                        l268 = (int32_t)0x00000000u;
                        for (;;) {
                            {
                                if (mw_stopped(ctx)) { mw_trap(ctx, 71u); return 1; }
                                bool const t405 = l268 < (int32_t)0x00000005u;
                                if (!t405) goto brk404;
                                MW_ITER();
                                {
#line 156 "../envs/hanabi.rhai"
                                    l269 = (int32_t)0x00000000u;
                                    for (;;) {
                                        {
                                            if (mw_stopped(ctx)) { mw_trap(ctx, 72u); return 1; }
                                            bool const t408 = l269 < (int32_t)0x00000005u;
                                            if (!t408) goto brk407;
                                            MW_ITER();
                                            {
#line 157 "../envs/hanabi.rhai"
                                                l270 = (int32_t)0x00000000u;
                                                for (;;) {
                                                    {
                                                        if (mw_stopped(ctx)) { mw_trap(ctx, 73u); return 1; }
                                                        uint32_t const t411 = l269 < 0 ? 0u : l269 > 4 ? 4u : (uint32_t)l269;
                                                        uint64_t const t412 = (uint64_t)t411 * 4u + 24u;
                                                        uint8_t* const t413 = ctx->locals + t412;
                                                        int32_t const t414 = mw_ld<int32_t>(t413);
                                                        bool const t415 = l270 < t414;
                                                        if (!t415) goto brk410;
                                                        MW_ITER();
                                                        {
#line 158 "../envs/hanabi.rhai"
                                                            uint32_t const t416 = l253 < 0 ? 0u : l253 > 657 ? 657u : (uint32_t)l253;
                                                            uint64_t const t417 = (uint64_t)t416 * 4u + 0u;
                                                            uint8_t* const t418 = rr247 + t417;
                                                            uint8_t* const t419 = rw248 + t417;
                                                            int32_t const t420 = mw_imul(l268, (int32_t)0x00000005u);
                                                            int32_t const t421 = mw_iadd(t420, l269);
                                                            uint32_t const t422 = t421 < 0 ? 0u : t421 > 24 ? 24u : (uint32_t)t421;
                                                            uint64_t const t423 = (uint64_t)t422 * 4u + 2664u;
                                                            uint8_t* const t424 = rr249 + (uint64_t)(t423) * sscale;
                                                            uint8_t* const t425 = rw250 + (uint64_t)(t423) * sscale;
                                                            int32_t const t426 = mw_ld<int32_t>(t424);
                                                            bool const t427 = l270 < t426;
                                                            float t428 = 0.0f;
                                                            if (t427) {
                                                                t428 = mw_f32(0x3F800000u);
                                                            } else {
                                                                t428 = mw_f32(0x00000000u);
                                                            }
                                                            mw_st<float>(t419 + 0, mw_canon(t428));
#line 159 "../envs/hanabi.rhai"
                                                            int32_t const t429 = mw_iadd(l253, (int32_t)0x00000001u);
                                                            l253 = t429;
                                                        }
                                                    }
                                                    cont409:;
                                                    {
#line 157 "../envs/hanabi.rhai"
                                                        int32_t const t430 = mw_iadd(l270, (int32_t)0x00000001u);
                                                        l270 = t430;
                                                    }
                                                }
                                                brk410:;
                                            }
                                        }
                                        cont406:;
                                        {
#line 156 "../envs/hanabi.rhai"
                                            int32_t const t431 = mw_iadd(l269, (int32_t)0x00000001u);
                                            l269 = t431;
                                        }
                                    }
                                    brk407:;
                                }
                            }
                            cont403:;
                            {
#line 155 "../envs/hanabi.rhai"
                                int32_t const t432 = mw_iadd(l268, (int32_t)0x00000001u);
                                l268 = t432;
                            }
                        }
                        brk404:;
#line 164 "../envs/hanabi.rhai"
                        int32_t const t433 = mw_ld<int32_t>(rr249 + (uint64_t)(2840) * sscale);
                        bool const t434 = t433 > (int32_t)0x00000000u;
                        l271 = t434;
#line 165 "../envs/hanabi.rhai"
                        int32_t const t435 = mw_ld<int32_t>(rr249 + (uint64_t)(2792) * sscale);
                        l272 = t435;
#line 166 "../envs/hanabi.rhai"
                        bool t436 = l271;
                        if (t436) {
                            bool const t437 = l272 < (int32_t)0x00000005u;
                            t436 = t437;
                        }
                        l273 = t436;
#line 167 "../envs/hanabi.rhai"
                        bool t438 = l271;
                        if (t438) {
                            bool const t439 = l272 >= (int32_t)0x00000005u;
                            t438 = t439;
                        }
                        bool t440 = t438;
                        if (t440) {
                            bool const t441 = l272 < (int32_t)0x0000000Au;
                            t440 = t441;
                        }
                        l274 = t440;
#line 168 "../envs/hanabi.rhai"
                        bool t442 = l271;
                        if (t442) {
                            bool const t443 = l272 >= (int32_t)0x0000000Au;
                            t442 = t443;
                        }
                        bool t444 = t442;
                        if (t444) {
                            bool const t445 = l272 < (int32_t)0x0000000Fu;
                            t444 = t445;
                        }
                        l275 = t444;
#line 169 "../envs/hanabi.rhai"
                        bool t446 = l271;
                        if (t446) {
                            bool const t447 = l272 >= (int32_t)0x0000000Fu;
                            t446 = t447;
                        }
                        bool t448 = t446;
                        if (t448) {
                            bool const t449 = l272 < (int32_t)0x00000014u;
                            t448 = t449;
                        }
                        l276 = t448;
#line 170 "../envs/hanabi.rhai"
                        int32_t t450 = 0;
                        if (l275) {
                            int32_t const t451 = mw_isub(l272, (int32_t)0x0000000Au);
                            int32_t const t452 = mw_irem(t451, (int32_t)0x00000005u);
                            t450 = t452;
                        } else {
                            int32_t t453 = 0;
                            if (l276) {
                                int32_t const t454 = mw_isub(l272, (int32_t)0x0000000Fu);
                                int32_t const t455 = mw_irem(t454, (int32_t)0x00000005u);
                                t453 = t455;
                            } else {
                                t453 = (int32_t)0xFFFFFFFFu;
                            }
                            t450 = t453;
                        }
                        l277 = t450;
#line 171 "../envs/hanabi.rhai"
                        l278 = (int32_t)0x00000000u;
                        for (;;) {
                            {
                                if (mw_stopped(ctx)) { mw_trap(ctx, 74u); return 1; }
                                bool const t458 = l278 < (int32_t)0x00000002u;
                                if (!t458) goto brk457;
                                MW_ITER();
                                {
#line 172 "../envs/hanabi.rhai"
                                    uint32_t const t459 = l253 < 0 ? 0u : l253 > 657 ? 657u : (uint32_t)l253;
                                    uint64_t const t460 = (uint64_t)t459 * 4u + 0u;
                                    uint8_t* const t461 = rr247 + t460;
                                    uint8_t* const t462 = rw248 + t460;
                                    bool t463 = l271;
                                    if (t463) {
                                        int32_t const t464 = mw_iadd(l251, l278);
                                        int32_t const t465 = mw_irem(t464, (int32_t)0x00000002u);
                                        int32_t const t466 = mw_ld<int32_t>(rr249 + (uint64_t)(2788) * sscale);
                                        bool const t467 = t465 == t466;
                                        t463 = t467;
                                    }
                                    float t468 = 0.0f;
                                    if (t463) {
                                        t468 = mw_f32(0x3F800000u);
                                    } else {
                                        t468 = mw_f32(0x00000000u);
                                    }
                                    mw_st<float>(t462 + 0, mw_canon(t468));
#line 173 "../envs/hanabi.rhai"
                                    int32_t const t469 = mw_iadd(l253, (int32_t)0x00000001u);
                                    l253 = t469;
                                }
                            }
                            cont456:;
                            {
#line 171 "../envs/hanabi.rhai"
                                int32_t const t470 = mw_iadd(l278, (int32_t)0x00000001u);
                                l278 = t470;
                            }
                        }
                        brk457:;
#line 175 "../envs/hanabi.rhai"
                        uint32_t const t471 = l253 < 0 ? 0u : l253 > 657 ? 657u : (uint32_t)l253;
                        uint64_t const t472 = (uint64_t)t471 * 4u + 0u;
                        uint8_t* const t473 = rr247 + t472;
                        uint8_t* const t474 = rw248 + t472;
                        float t475 = 0.0f;
                        if (l274) {
                            t475 = mw_f32(0x3F800000u);
                        } else {
                            t475 = mw_f32(0x00000000u);
                        }
                        mw_st<float>(t474 + 0, mw_canon(t475));
#line 176 "../envs/hanabi.rhai"
                        int32_t const t476 = mw_iadd(l253, (int32_t)0x00000001u);
                        uint32_t const t477 = t476 < 0 ? 0u : t476 > 657 ? 657u : (uint32_t)t476;
                        uint64_t const t478 = (uint64_t)t477 * 4u + 0u;
                        uint8_t* const t479 = rr247 + t478;
                        uint8_t* const t480 = rw248 + t478;
                        float t481 = 0.0f;
                        if (l273) {
                            t481 = mw_f32(0x3F800000u);
                        } else {
                            t481 = mw_f32(0x00000000u);
                        }
                        mw_st<float>(t480 + 0, mw_canon(t481));
#line 177 "../envs/hanabi.rhai"
                        int32_t const t482 = mw_iadd(l253, (int32_t)0x00000002u);
                        uint32_t const t483 = t482 < 0 ? 0u : t482 > 657 ? 657u : (uint32_t)t482;
                        uint64_t const t484 = (uint64_t)t483 * 4u + 0u;
                        uint8_t* const t485 = rr247 + t484;
                        uint8_t* const t486 = rw248 + t484;
                        float t487 = 0.0f;
                        if (l275) {
                            t487 = mw_f32(0x3F800000u);
                        } else {
                            t487 = mw_f32(0x00000000u);
                        }
                        mw_st<float>(t486 + 0, mw_canon(t487));
#line 178 "../envs/hanabi.rhai"
                        int32_t const t488 = mw_iadd(l253, (int32_t)0x00000003u);
                        uint32_t const t489 = t488 < 0 ? 0u : t488 > 657 ? 657u : (uint32_t)t488;
                        uint64_t const t490 = (uint64_t)t489 * 4u + 0u;
                        uint8_t* const t491 = rr247 + t490;
                        uint8_t* const t492 = rw248 + t490;
                        float t493 = 0.0f;
                        if (l276) {
                            t493 = mw_f32(0x3F800000u);
                        } else {
                            t493 = mw_f32(0x00000000u);
                        }
                        mw_st<float>(t492 + 0, mw_canon(t493));
#line 179 "../envs/hanabi.rhai"
                        int32_t const t494 = mw_iadd(l253, (int32_t)0x00000004u);
                        l253 = t494;
#line 180 "../envs/hanabi.rhai"
                        l279 = (int32_t)0x00000000u;
                        for (;;) {
                            {
                                if (mw_stopped(ctx)) { mw_trap(ctx, 75u); return 1; }
                                bool const t497 = l279 < (int32_t)0x00000002u;
                                if (!t497) goto brk496;
                                MW_ITER();
                                {
#line 181 "../envs/hanabi.rhai"
                                    uint32_t const t498 = l253 < 0 ? 0u : l253 > 657 ? 657u : (uint32_t)l253;
                                    uint64_t const t499 = (uint64_t)t498 * 4u + 0u;
                                    uint8_t* const t500 = rr247 + t499;
                                    uint8_t* const t501 = rw248 + t499;
                                    bool t502 = l275;
                                    if (!t502) {
                                        t502 = l276;
                                    }
                                    bool t503 = t502;
                                    if (t503) {
                                        int32_t const t504 = mw_iadd(l251, l279);
                                        int32_t const t505 = mw_irem(t504, (int32_t)0x00000002u);
                                        int32_t const t506 = mw_ld<int32_t>(rr249 + (uint64_t)(2796) * sscale);
                                        bool const t507 = t505 == t506;
                                        t503 = t507;
                                    }
                                    float t508 = 0.0f;
                                    if (t503) {
                                        t508 = mw_f32(0x3F800000u);
                                    } else {
                                        t508 = mw_f32(0x00000000u);
                                    }
                                    mw_st<float>(t501 + 0, mw_canon(t508));
#line 182 "../envs/hanabi.rhai"
                                    int32_t const t509 = mw_iadd(l253, (int32_t)0x00000001u);
                                    l253 = t509;
                                }
                            }
                            cont495:;
                            {
#line 180 "../envs/hanabi.rhai"
                                int32_t const t510 = mw_iadd(l279, (int32_t)0x00000001u);
                                l279 = t510;
                            }
                        }
                        brk496:;
#line 184 "../envs/hanabi.rhai"
                        l280 = (int32_t)0x00000000u;
                        for (;;) {
                            {
                                if (mw_stopped(ctx)) { mw_trap(ctx, 76u); return 1; }
                                bool const t513 = l280 < (int32_t)0x00000005u;
                                if (!t513) goto brk512;
                                MW_ITER();
                                {
#line 185 "../envs/hanabi.rhai"
                                    uint32_t const t514 = l253 < 0 ? 0u : l253 > 657 ? 657u : (uint32_t)l253;
                                    uint64_t const t515 = (uint64_t)t514 * 4u + 0u;
                                    uint8_t* const t516 = rr247 + t515;
                                    uint8_t* const t517 = rw248 + t515;
                                    bool t518 = l275;
                                    if (t518) {
                                        bool const t519 = l277 == l280;
                                        t518 = t519;
                                    }
                                    float t520 = 0.0f;
                                    if (t518) {
                                        t520 = mw_f32(0x3F800000u);
                                    } else {
                                        t520 = mw_f32(0x00000000u);
                                    }
                                    mw_st<float>(t517 + 0, mw_canon(t520));
#line 186 "../envs/hanabi.rhai"
                                    int32_t const t521 = mw_iadd(l253, (int32_t)0x00000001u);
                                    l253 = t521;
                                }
                            }
                            cont511:;
                            {
#line 184 "../envs/hanabi.rhai"
                                int32_t const t522 = mw_iadd(l280, (int32_t)0x00000001u);
                                l280 = t522;
                            }
                        }
                        brk512:;
#line 188 "../envs/hanabi.rhai"
                        l281 = (int32_t)0x00000000u;
                        for (;;) {
                            {
                                if (mw_stopped(ctx)) { mw_trap(ctx, 77u); return 1; }
                                bool const t525 = l281 < (int32_t)0x00000005u;
                                if (!t525) goto brk524;
                                MW_ITER();
                                {
#line 189 "../envs/hanabi.rhai"
                                    uint32_t const t526 = l253 < 0 ? 0u : l253 > 657 ? 657u : (uint32_t)l253;
                                    uint64_t const t527 = (uint64_t)t526 * 4u + 0u;
                                    uint8_t* const t528 = rr247 + t527;
                                    uint8_t* const t529 = rw248 + t527;
                                    bool t530 = l276;
                                    if (t530) {
                                        bool const t531 = l277 == l281;
                                        t530 = t531;
                                    }
                                    float t532 = 0.0f;
                                    if (t530) {
                                        t532 = mw_f32(0x3F800000u);
                                    } else {
                                        t532 = mw_f32(0x00000000u);
                                    }
                                    mw_st<float>(t529 + 0, mw_canon(t532));
#line 190 "../envs/hanabi.rhai"
                                    int32_t const t533 = mw_iadd(l253, (int32_t)0x00000001u);
                                    l253 = t533;
                                }
                            }
                            cont523:;
                            {
#line 188 "../envs/hanabi.rhai"
                                int32_t const t534 = mw_iadd(l281, (int32_t)0x00000001u);
                                l281 = t534;
                            }
                        }
                        brk524:;
#line 192 "../envs/hanabi.rhai"
                        l282 = (int32_t)0x00000000u;
                        for (;;) {
                            {
                                if (mw_stopped(ctx)) { mw_trap(ctx, 78u); return 1; }
                                bool const t537 = l282 < (int32_t)0x00000005u;
                                if (!t537) goto brk536;
                                MW_ITER();
                                {
#line 193 "../envs/hanabi.rhai"
                                    uint32_t const t538 = l253 < 0 ? 0u : l253 > 657 ? 657u : (uint32_t)l253;
                                    uint64_t const t539 = (uint64_t)t538 * 4u + 0u;
                                    uint8_t* const t540 = rr247 + t539;
                                    uint8_t* const t541 = rw248 + t539;
                                    bool t542 = l275;
                                    if (!t542) {
                                        t542 = l276;
                                    }
                                    bool t543 = t542;
                                    if (t543) {
                                        uint32_t const t544 = l282 < 0 ? 0u : l282 > 4 ? 4u : (uint32_t)l282;
                                        uint64_t const t545 = (uint64_t)t544 * 4u + 2804u;
                                        uint8_t* const t546 = rr249 + (uint64_t)(t545) * sscale;
                                        uint8_t* const t547 = rw250 + (uint64_t)(t545) * sscale;
                                        int32_t const t548 = mw_ld<int32_t>(t546);
                                        bool const t549 = t548 == (int32_t)0x00000001u;
                                        t543 = t549;
                                    }
                                    float t550 = 0.0f;
                                    if (t543) {
                                        t550 = mw_f32(0x3F800000u);
                                    } else {
                                        t550 = mw_f32(0x00000000u);
                                    }
                                    mw_st<float>(t541 + 0, mw_canon(t550));
#line 194 "../envs/hanabi.rhai"
                                    int32_t const t551 = mw_iadd(l253, (int32_t)0x00000001u);
                                    l253 = t551;
                                }
                            }
                            cont535:;
                            {
#line 192 "../envs/hanabi.rhai"
                                int32_t const t552 = mw_iadd(l282, (int32_t)0x00000001u);
                                l282 = t552;
                            }
                        }
                        brk536:;
#line 196 "../envs/hanabi.rhai"
                        l283 = (int32_t)0x00000000u;
                        for (;;) {
                            {
                                if (mw_stopped(ctx)) { mw_trap(ctx, 79u); return 1; }
                                bool const t555 = l283 < (int32_t)0x00000005u;
                                if (!t555) goto brk554;
                                MW_ITER();
                                {
#line 197 "../envs/hanabi.rhai"
                                    uint32_t const t556 = l253 < 0 ? 0u : l253 > 657 ? 657u : (uint32_t)l253;
                                    uint64_t const t557 = (uint64_t)t556 * 4u + 0u;
                                    uint8_t* const t558 = rr247 + t557;
                                    uint8_t* const t559 = rw248 + t557;
                                    bool t560 = l274;
                                    if (!t560) {
                                        t560 = l273;
                                    }
                                    bool t561 = t560;
                                    if (t561) {
                                        int32_t const t562 = mw_irem(l272, (int32_t)0x00000005u);
                                        bool const t563 = t562 == l283;
                                        t561 = t563;
                                    }
                                    float t564 = 0.0f;
                                    if (t561) {
                                        t564 = mw_f32(0x3F800000u);
                                    } else {
                                        t564 = mw_f32(0x00000000u);
                                    }
                                    mw_st<float>(t559 + 0, mw_canon(t564));
#line 198 "../envs/hanabi.rhai"
                                    int32_t const t565 = mw_iadd(l253, (int32_t)0x00000001u);
                                    l253 = t565;
                                }
                            }
                            cont553:;
                            {
#line 196 "../envs/hanabi.rhai"
                                int32_t const t566 = mw_iadd(l283, (int32_t)0x00000001u);
                                l283 = t566;
                            }
                        }
                        brk554:;
#line 200 "../envs/hanabi.rhai"
                        l284 = (int32_t)0x00000000u;
                        for (;;) {
                            {
                                if (mw_stopped(ctx)) { mw_trap(ctx, 80u); return 1; }
                                bool const t569 = l284 < (int32_t)0x00000019u;
                                if (!t569) goto brk568;
                                MW_ITER();
                                {
#line 201 "../envs/hanabi.rhai"
                                    uint32_t const t570 = l253 < 0 ? 0u : l253 > 657 ? 657u : (uint32_t)l253;
                                    uint64_t const t571 = (uint64_t)t570 * 4u + 0u;
                                    uint8_t* const t572 = rr247 + t571;
                                    uint8_t* const t573 = rw248 + t571;
                                    bool t574 = l274;
                                    if (!t574) {
                                        t574 = l273;
                                    }
                                    bool t575 = t574;
                                    if (t575) {
                                        int32_t const t576 = mw_ld<int32_t>(rr249 + (uint64_t)(2800) * sscale);
                                        bool const t577 = t576 == l284;
                                        t575 = t577;
                                    }
                                    float t578 = 0.0f;
                                    if (t575) {
                                        t578 = mw_f32(0x3F800000u);
                                    } else {
                                        t578 = mw_f32(0x00000000u);
                                    }
                                    mw_st<float>(t573 + 0, mw_canon(t578));
#line 202 "../envs/hanabi.rhai"
                                    int32_t const t579 = mw_iadd(l253, (int32_t)0x00000001u);
                                    l253 = t579;
                                }
                            }
                            cont567:;
                            {
#line 200 "../envs/hanabi.rhai"
                                int32_t const t580 = mw_iadd(l284, (int32_t)0x00000001u);
                                l284 = t580;
                            }
                        }
                        brk568:;
#line 204 "../envs/hanabi.rhai"
                        uint32_t const t581 = l253 < 0 ? 0u : l253 > 657 ? 657u : (uint32_t)l253;
                        uint64_t const t582 = (uint64_t)t581 * 4u + 0u;
                        uint8_t* const t583 = rr247 + t582;
                        uint8_t* const t584 = rw248 + t582;
                        bool t585 = l271;
                        if (t585) {
                            int32_t const t586 = mw_ld<int32_t>(rr249 + (uint64_t)(2824) * sscale);
                            bool const t587 = t586 == (int32_t)0x00000001u;
                            t585 = t587;
                        }
                        float t588 = 0.0f;
                        if (t585) {
                            t588 = mw_f32(0x3F800000u);
                        } else {
                            t588 = mw_f32(0x00000000u);
                        }
                        mw_st<float>(t584 + 0, mw_canon(t588));
#line 205 "../envs/hanabi.rhai"
                        int32_t const t589 = mw_iadd(l253, (int32_t)0x00000001u);
                        uint32_t const t590 = t589 < 0 ? 0u : t589 > 657 ? 657u : (uint32_t)t589;
                        uint64_t const t591 = (uint64_t)t590 * 4u + 0u;
                        uint8_t* const t592 = rr247 + t591;
                        uint8_t* const t593 = rw248 + t591;
                        bool t594 = l274;
                        if (t594) {
                            int32_t const t595 = mw_ld<int32_t>(rr249 + (uint64_t)(2828) * sscale);
                            bool const t596 = t595 == (int32_t)0x00000001u;
                            t594 = t596;
                        }
                        float t597 = 0.0f;
                        if (t594) {
                            t597 = mw_f32(0x3F800000u);
                        } else {
                            t597 = mw_f32(0x00000000u);
                        }
                        mw_st<float>(t593 + 0, mw_canon(t597));
#line 206 "../envs/hanabi.rhai"
                        int32_t const t598 = mw_iadd(l253, (int32_t)0x00000002u);
                        l253 = t598;
#line 209 "../envs/hanabi.rhai"
                        l285 = (int32_t)0x00000000u;
                        for (;;) {
                            {
                                if (mw_stopped(ctx)) { mw_trap(ctx, 81u); return 1; }
                                bool const t601 = l285 < (int32_t)0x00000002u;
                                if (!t601) goto brk600;
                                MW_ITER();
                                {
#line 210 "../envs/hanabi.rhai"
                                    int32_t const t602 = mw_iadd(l251, l285);
                                    int32_t const t603 = mw_irem(t602, (int32_t)0x00000002u);
                                    l286 = t603;
#line 211 "../envs/hanabi.rhai"
                                    l287 = (int32_t)0x00000000u;
                                    for (;;) {
                                        {
                                            if (mw_stopped(ctx)) { mw_trap(ctx, 82u); return 1; }
                                            bool const t606 = l287 < (int32_t)0x00000005u;
                                            if (!t606) goto brk605;
                                            MW_ITER();
                                            {
#line 212 "../envs/hanabi.rhai"
                                                int32_t const t607 = mw_imul(l286, (int32_t)0x00000005u);
                                                int32_t const t608 = mw_iadd(t607, l287);
                                                l288 = t608;
#line 213 "../envs/hanabi.rhai"
                                                l289 = (int32_t)0x00000000u;
                                                for (;;) {
                                                    {
                                                        if (mw_stopped(ctx)) { mw_trap(ctx, 83u); return 1; }
                                                        bool const t611 = l289 < (int32_t)0x00000019u;
                                                        if (!t611) goto brk610;
                                                        MW_ITER();
                                                        {
                                                            int32_t const t612 = mw_iadd(l253, l289);
                                                            uint32_t const t613 = t612 < 0 ? 0u : t612 > 657 ? 657u : (uint32_t)t612;
                                                            uint64_t const t614 = (uint64_t)t613 * 4u + 0u;
                                                            uint8_t* const t615 = rr247 + t614;
                                                            uint8_t* const t616 = rw248 + t614;
                                                            uint32_t const t617 = l288 < 0 ? 0u : l288 > 9 ? 9u : (uint32_t)l288;
                                                            uint64_t const t618 = (uint64_t)t617 * 100u + 1644u;
                                                            uint8_t* const t619 = rr249 + (uint64_t)(t618) * sscale;
                                                            uint8_t* const t620 = rw250 + (uint64_t)(t618) * sscale;
                                                            uint32_t const t621 = l289 < 0 ? 0u : l289 > 24 ? 24u : (uint32_t)l289;
                                                            uint64_t const t622 = (uint64_t)t621 * 4u + 0u;
                                                            uint8_t* const t623 = t619 + (uint64_t)(t622) * sscale;
                                                            uint8_t* const t624 = t620 + (uint64_t)(t622) * sscale;
                                                            float const t625 = mw_ld<float>(t623);
                                                            mw_st<float>(t616 + 0, mw_canon(t625));
                                                        }
                                                    }
                                                    cont609:;
                                                    {
                                                        int32_t const t626 = mw_iadd(l289, (int32_t)0x00000001u);
                                                        l289 = t626;
                                                    }
                                                }
                                                brk610:;
#line 214 "../envs/hanabi.rhai"
                                                int32_t const t627 = mw_iadd(l253, (int32_t)0x00000019u);
                                                l253 = t627;
#line 215 "../envs/hanabi.rhai"
                                                l290 = (int32_t)0x00000000u;
                                                for (;;) {
                                                    {
                                                        if (mw_stopped(ctx)) { mw_trap(ctx, 84u); return 1; }
                                                        bool const t630 = l290 < (int32_t)0x00000005u;
                                                        if (!t630) goto brk629;
                                                        MW_ITER();
                                                        {
                                                            int32_t const t631 = mw_iadd(l253, l290);
                                                            uint32_t const t632 = t631 < 0 ? 0u : t631 > 657 ? 657u : (uint32_t)t631;
                                                            uint64_t const t633 = (uint64_t)t632 * 4u + 0u;
                                                            uint8_t* const t634 = rr247 + t633;
                                                            uint8_t* const t635 = rw248 + t633;
                                                            uint32_t const t636 = l288 < 0 ? 0u : l288 > 9 ? 9u : (uint32_t)l288;
                                                            uint64_t const t637 = (uint64_t)t636 * 20u + 1244u;
                                                            uint8_t* const t638 = rr249 + (uint64_t)(t637) * sscale;
                                                            uint8_t* const t639 = rw250 + (uint64_t)(t637) * sscale;
                                                            uint32_t const t640 = l290 < 0 ? 0u : l290 > 4 ? 4u : (uint32_t)l290;
                                                            uint64_t const t641 = (uint64_t)t640 * 4u + 0u;
                                                            uint8_t* const t642 = t638 + (uint64_t)(t641) * sscale;
                                                            uint8_t* const t643 = t639 + (uint64_t)(t641) * sscale;
                                                            int32_t const t644 = mw_ld<int32_t>(t642);
                                                            float const t645 = (float)t644;
                                                            mw_st<float>(t635 + 0, mw_canon(t645));
                                                        }
                                                    }
                                                    cont628:;
                                                    {
                                                        int32_t const t646 = mw_iadd(l290, (int32_t)0x00000001u);
                                                        l290 = t646;
                                                    }
                                                }
                                                brk629:;
#line 216 "../envs/hanabi.rhai"
                                                int32_t const t647 = mw_iadd(l253, (int32_t)0x00000005u);
                                                l253 = t647;
#line 217 "../envs/hanabi.rhai"
                                                l291 = (int32_t)0x00000000u;
                                                for (;;) {
                                                    {
                                                        if (mw_stopped(ctx)) { mw_trap(ctx, 85u); return 1; }
                                                        bool const t650 = l291 < (int32_t)0x00000005u;
                                                        if (!t650) goto brk649;
                                                        MW_ITER();
                                                        {
                                                            int32_t const t651 = mw_iadd(l253, l291);
                                                            uint32_t const t652 = t651 < 0 ? 0u : t651 > 657 ? 657u : (uint32_t)t651;
                                                            uint64_t const t653 = (uint64_t)t652 * 4u + 0u;
                                                            uint8_t* const t654 = rr247 + t653;
                                                            uint8_t* const t655 = rw248 + t653;
                                                            uint32_t const t656 = l288 < 0 ? 0u : l288 > 9 ? 9u : (uint32_t)l288;
                                                            uint64_t const t657 = (uint64_t)t656 * 20u + 1444u;
                                                            uint8_t* const t658 = rr249 + (uint64_t)(t657) * sscale;
                                                            uint8_t* const t659 = rw250 + (uint64_t)(t657) * sscale;
                                                            uint32_t const t660 = l291 < 0 ? 0u : l291 > 4 ? 4u : (uint32_t)l291;
                                                            uint64_t const t661 = (uint64_t)t660 * 4u + 0u;
                                                            uint8_t* const t662 = t658 + (uint64_t)(t661) * sscale;
                                                            uint8_t* const t663 = t659 + (uint64_t)(t661) * sscale;
                                                            int32_t const t664 = mw_ld<int32_t>(t662);
                                                            float const t665 = (float)t664;
                                                            mw_st<float>(t655 + 0, mw_canon(t665));
                                                        }
                                                    }
                                                    cont648:;
                                                    {
                                                        int32_t const t666 = mw_iadd(l291, (int32_t)0x00000001u);
                                                        l291 = t666;
                                                    }
                                                }
                                                brk649:;
#line 218 "../envs/hanabi.rhai"
                                                int32_t const t667 = mw_iadd(l253, (int32_t)0x00000005u);
                                                l253 = t667;
                                            }
                                        }
                                        cont604:;
                                        {
#line 211 "../envs/hanabi.rhai"
                                            int32_t const t668 = mw_iadd(l287, (int32_t)0x00000001u);
                                            l287 = t668;
                                        }
                                    }
                                    brk605:;
                                }
                            }
                            cont599:;
                            {
#line 209 "../envs/hanabi.rhai"
                                int32_t const t669 = mw_iadd(l285, (int32_t)0x00000001u);
                                l285 = t669;
                            }
                        }
                        brk600:;
                    }
                    ret252:;
                    uint8_t* const t670 = sp20 != MW_NO_ROW ? ctx->tables[0].cols[1] + (uint64_t)sp20 * 84u : (uint8_t*)0;
                    uint8_t* const t671 = t670 ? t670 : (uint8_t*)ctx->zero;
                    uint8_t* const t672 = t670 ? t670 : ctx->scratch;
                    uint8_t *rr673 = t671, *rw674 = t672;
                    uint8_t *rr675 = rr3, *rw676 = rw4;
                    int32_t l677 = l18;
                    // mask_into
                    {
                        int32_t l679 = 0;
#line 242 "../envs/hanabi.rhai"
                        l679 = (int32_t)0x00000000u;
                        for (;;) {
                            {
                                if (mw_stopped(ctx)) { mw_trap(ctx, 86u); return 1; }
                                bool const t682 = l679 < (int32_t)0x00000015u;
                                if (!t682) goto brk681;
                                MW_ITER();
                                {
                                    uint32_t const t683 = l679 < 0 ? 0u : l679 > 20 ? 20u : (uint32_t)l679;
                                    uint64_t const t684 = (uint64_t)t683 * 4u + 0u;
                                    uint8_t* const t685 = rr673 + t684;
                                    uint8_t* const t686 = rw674 + t684;
                                    uint8_t *rr687 = rr675, *rw688 = rw676;
                                    int32_t l689 = l677;
                                    int32_t l690 = l679;
                                    bool r691 = false;
                                    // legal
                                    {
                                        bool l693 = false;
                                        int32_t l694 = 0;
                                        int32_t l695 = 0;
                                        int32_t l696 = 0;
                                        int32_t l697 = 0;
                                        int32_t l698 = 0;
#line 101 "../envs/hanabi.rhai"
                                        {
                                            int32_t const t700 = mw_ld<int32_t>(rr687 + (uint64_t)(2772) * sscale);
                                            bool const t701 = l689 != t700;
                                            if (t701) {
                                                {
                                                    bool const t702 = l690 == (int32_t)0x00000014u;
                                                    r691 = t702;
                                                    goto ret692;
                                                }
                                                goto fi699;
                                            }
                                            {
                                            }
                                        }
                                        fi699:;
#line 102 "../envs/hanabi.rhai"
                                        {
                                            bool const t704 = l690 < (int32_t)0x00000005u;
                                            if (t704) {
                                                {
                                                    int32_t const t705 = mw_imul(l689, (int32_t)0x00000005u);
                                                    int32_t const t706 = mw_iadd(t705, l690);
                                                    uint32_t const t707 = t706 < 0 ? 0u : t706 > 9 ? 9u : (uint32_t)t706;
                                                    uint64_t const t708 = (uint64_t)t707 * 4u + 204u;
                                                    uint8_t* const t709 = rr687 + (uint64_t)(t708) * sscale;
                                                    uint8_t* const t710 = rw688 + (uint64_t)(t708) * sscale;
                                                    int32_t const t711 = mw_ld<int32_t>(t709);
                                                    bool const t712 = t711 >= (int32_t)0x00000000u;
                                                    bool t713 = t712;
                                                    if (t713) {
                                                        int32_t const t714 = mw_ld<int32_t>(rr687 + (uint64_t)(2764) * sscale);
                                                        bool const t715 = t714 < (int32_t)0x00000008u;
                                                        t713 = t715;
                                                    }
                                                    r691 = t713;
                                                    goto ret692;
                                                }
                                                goto fi703;
                                            }
                                            {
                                            }
                                        }
                                        fi703:;
#line 103 "../envs/hanabi.rhai"
                                        {
                                            bool const t717 = l690 < (int32_t)0x0000000Au;
                                            if (t717) {
                                                {
                                                    int32_t const t718 = mw_imul(l689, (int32_t)0x00000005u);
                                                    int32_t const t719 = mw_iadd(t718, l690);
                                                    int32_t const t720 = mw_isub(t719, (int32_t)0x00000005u);
                                                    uint32_t const t721 = t720 < 0 ? 0u : t720 > 9 ? 9u : (uint32_t)t720;
                                                    uint64_t const t722 = (uint64_t)t721 * 4u + 204u;
                                                    uint8_t* const t723 = rr687 + (uint64_t)(t722) * sscale;
                                                    uint8_t* const t724 = rw688 + (uint64_t)(t722) * sscale;
                                                    int32_t const t725 = mw_ld<int32_t>(t723);
                                                    bool const t726 = t725 >= (int32_t)0x00000000u;
                                                    r691 = t726;
                                                    goto ret692;
                                                }
                                                goto fi716;
                                            }
                                            {
                                            }
                                        }
                                        fi716:;
#line 104 "../envs/hanabi.rhai"
                                        {
                                            bool const t728 = l690 >= (int32_t)0x00000014u;
                                            bool t729 = t728;
                                            if (!t729) {
                                                int32_t const t730 = mw_ld<int32_t>(rr687 + (uint64_t)(2764) * sscale);
                                                bool const t731 = t730 == (int32_t)0x00000000u;
                                                t729 = t731;
                                            }
                                            if (t729) {
                                                {
                                                    r691 = false;
                                                    goto ret692;
                                                }
                                                goto fi727;
                                            }
                                            {
                                            }
                                        }
                                        fi727:;
#line 105 "../envs/hanabi.rhai"
                                        bool const t732 = l690 < (int32_t)0x0000000Fu;
                                        l693 = t732;
#line 106 "../envs/hanabi.rhai"
                                        int32_t t733 = 0;
                                        if (l693) {
                                            int32_t const t734 = mw_isub(l690, (int32_t)0x0000000Au);
                                            t733 = t734;
                                        } else {
                                            int32_t const t735 = mw_isub(l690, (int32_t)0x0000000Fu);
                                            t733 = t735;
                                        }
                                        l694 = t733;
#line 107 "../envs/hanabi.rhai"
                                        int32_t const t736 = mw_iadd(l689, (int32_t)0x00000001u);
                                        int32_t const t737 = mw_idiv(l694, (int32_t)0x00000005u);
                                        int32_t const t738 = mw_iadd(t736, t737);
                                        int32_t const t739 = mw_irem(t738, (int32_t)0x00000002u);
                                        l695 = t739;
#line 108 "../envs/hanabi.rhai"
                                        int32_t const t740 = mw_irem(l694, (int32_t)0x00000005u);
                                        l696 = t740;
#line 109 "../envs/hanabi.rhai"
                                        l697 = (int32_t)0x00000000u;
                                        for (;;) {
                                            {
                                                if (mw_stopped(ctx)) { mw_trap(ctx, 87u); return 1; }
                                                bool const t743 = l697 < (int32_t)0x00000005u;
                                                if (!t743) goto brk742;
                                                MW_ITER();
                                                {
#line 110 "../envs/hanabi.rhai"
                                                    int32_t const t744 = mw_imul(l695, (int32_t)0x00000005u);
                                                    int32_t const t745 = mw_iadd(t744, l697);
                                                    uint32_t const t746 = t745 < 0 ? 0u : t745 > 9 ? 9u : (uint32_t)t745;
                                                    uint64_t const t747 = (uint64_t)t746 * 4u + 204u;
                                                    uint8_t* const t748 = rr687 + (uint64_t)(t747) * sscale;
                                                    uint8_t* const t749 = rw688 + (uint64_t)(t747) * sscale;
                                                    int32_t const t750 = mw_ld<int32_t>(t748);
                                                    l698 = t750;
#line 111 "../envs/hanabi.rhai"
                                                    {
                                                        bool const t752 = l698 >= (int32_t)0x00000000u;
                                                        bool t753 = t752;
                                                        if (t753) {
                                                            int32_t t754 = 0;
                                                            if (l693) {
                                                                int32_t const t755 = mw_idiv(l698, (int32_t)0x00000005u);
                                                                t754 = t755;
                                                            } else {
                                                                int32_t const t756 = mw_irem(l698, (int32_t)0x00000005u);
                                                                t754 = t756;
                                                            }
                                                            bool const t757 = t754 == l696;
                                                            t753 = t757;
                                                        }
                                                        if (t753) {
                                                            {
                                                                r691 = true;
                                                                goto ret692;
                                                            }
                                                            goto fi751;
                                                        }
                                                        {
                                                        }
                                                    }
                                                    fi751:;
                                                }
                                            }
                                            cont741:;
                                            {
#line 109 "../envs/hanabi.rhai"
                                                int32_t const t758 = mw_iadd(l697, (int32_t)0x00000001u);
                                                l697 = t758;
                                            }
                                        }
                                        brk742:;
#line 113 "../envs/hanabi.rhai"
                                        r691 = false;
                                        goto ret692;
                                    }
                                    ret692:;
                                    int32_t t759 = 0;
                                    if (r691) {
                                        t759 = (int32_t)0x00000001u;
                                    } else {
                                        t759 = (int32_t)0x00000000u;
                                    }
                                    mw_st<int32_t>(t686 + 0, t759);
                                }
                            }
                            cont680:;
                            {
#line 242 "../envs/hanabi.rhai"
                                int32_t const t760 = mw_iadd(l679, (int32_t)0x00000001u);
                                l679 = t760;
                            }
                        }
                        brk681:;
                    }
                    ret678:;
                }
            }
            cont236:;
            {
#line 281 "../envs/hanabi.rhai"
                int32_t const t761 = mw_iadd(l18, (int32_t)0x00000001u);
                l18 = t761;
            }
        }
        brk237:;
    }
    end2:;
#line 7060 "kernels.cu"
    return 0;
}
#ifdef MW_HOST
MW_ENTRY void k5(const MwCtx* ctx, uint32_t start, uint32_t end) {
    for (uint32_t i = start; i < end; i++) {
        if (mw_stopped(ctx)) { mw_trap(ctx, 45u); return; }
        if (mw_k5(ctx, i)) return;
    }
}
#endif
#line 7071 "kernels.cu"

// ==== the step program: 16 phases a step, 9 at the start
#ifndef MW_HOST
#define MW_NPHASES 25u
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
