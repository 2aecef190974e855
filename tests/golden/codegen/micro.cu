// ==== micro: kernels
#line 2123 "kernels.cu"

// rows of `think` over `Walker`
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
    // system `think`
    ctr = 0;
    const uint32_t* ks1 = ctx->streams[2u];
    {
        uint8_t* rr3 = tv->cols[0] + (uint64_t)row * 16u;
        uint8_t* rw4 = rr3;
        float l5 = 0.0f;
        float l6 = 0.0f;
        float l7 = 0.0f, l8 = 0.0f;
        float l9 = 0.0f, l10 = 0.0f;
#line 16 "../envs/micro.rhai:37 (system code)"
        float const t11 = mw_ld<float>(rr3);
        l5 = t11;
#line 17 "../envs/micro.rhai:37 (system code)"
        float const t12 = mw_ld<float>(rr3 + 4);
        l6 = t12;
#line 18 "../envs/micro.rhai:37 (system code)"
        float l13 = l6;
        float const t14 = l5 + mw_f32(0x00000000u);
        float l15 = t14;
        float r16 = 0.0f;
        // mix
        {
#line 12 "../envs/micro.rhai:37 (system code)"
            float l18 = l13;
            float r19 = 0.0f;
            // sin
            {
                float l21 = 0.0f;
                float l22 = 0.0f;
                int32_t l23 = 0;
                float l24 = 0.0f;
#line 31 "<prelude>"
                float const t25 = l18 * mw_f32(0x3F22F983u);
                float const t26 = mw_round(t25);
                l21 = t26;
#line 32 "<prelude>"
                float l27 = l18;
                float l28 = l21;
                float r29 = 0.0f;
                // __reduce_pio2
                {
#line 27 "<prelude>"
                    float const t31 = l28 * mw_f32(0x3FC90000u);
                    float const t32 = l27 - t31;
                    float const t33 = l28 * mw_f32(0x39FDA000u);
                    float const t34 = t32 - t33;
                    float const t35 = l28 * mw_f32(0x33A22169u);
                    float const t36 = t34 - t35;
                    r29 = t36;
                    goto ret30;
                }
                ret30:;
                l22 = r29;
#line 33 "<prelude>"
                int32_t const t37 = mw_f2i(l21);
                int32_t const t38 = t37 & (int32_t)0x00000003u;
                l23 = t38;
#line 34 "<prelude>"
                int32_t const t39 = l23 & (int32_t)0x00000001u;
                bool const t40 = t39 == (int32_t)0x00000000u;
                float t41 = 0.0f;
                if (t40) {
                    float l42 = l22;
                    float r43 = 0.0f;
                    // __sin_kernel
                    {
                        float l45 = 0.0f;
#line 14 "<prelude>"
                        float const t46 = l42 * l42;
                        l45 = t46;
#line 15 "<prelude>"
                        float const t47 = mw_f32(0xB94CA1F9u) * l45;
                        float const t48 = t47 + mw_f32(0x3C08839Eu);
                        float const t49 = t48 * l45;
                        float const t50 = t49 - mw_f32(0x3E2AAAA3u);
                        float const t51 = t50 * l45;
                        float const t52 = t51 * l42;
                        float const t53 = t52 + l42;
                        r43 = t53;
                        goto ret44;
                    }
                    ret44:;
                    t41 = r43;
                } else {
                    float l54 = l22;
                    float r55 = 0.0f;
                    // __cos_kernel
                    {
                        float l57 = 0.0f;
#line 19 "<prelude>"
                        float const t58 = l54 * l54;
                        l57 = t58;
#line 20 "<prelude>"
                        float const t59 = mw_f32(0x37CCF5CEu) * l57;
                        float const t60 = t59 - mw_f32(0x3AB6061Au);
                        float const t61 = t60 * l57;
                        float const t62 = t61 + mw_f32(0x3D2AAAA5u);
                        float const t63 = t62 * l57;
                        float const t64 = t63 * l57;
                        float const t65 = mw_f32(0x3F000000u) * l57;
                        float const t66 = t64 - t65;
                        float const t67 = t66 + mw_f32(0x3F800000u);
                        r55 = t67;
                        goto ret56;
                    }
                    ret56:;
                    t41 = r55;
                }
                l24 = t41;
#line 35 "<prelude>"
                int32_t const t68 = l23 & (int32_t)0x00000002u;
                bool const t69 = t68 == (int32_t)0x00000000u;
                float t70 = 0.0f;
                if (t69) {
                    t70 = l24;
                } else {
                    float const t71 = -l24;
                    t70 = t71;
                }
                r19 = t70;
                goto ret20;
            }
            ret20:;
            float l72 = l15;
            float r73 = 0.0f;
            // cos
            {
                float l75 = 0.0f;
                float l76 = 0.0f;
                int32_t l77 = 0;
                float l78 = 0.0f;
#line 39 "<prelude>"
                float const t79 = l72 * mw_f32(0x3F22F983u);
                float const t80 = mw_round(t79);
                l75 = t80;
#line 40 "<prelude>"
                float l81 = l72;
                float l82 = l75;
                float r83 = 0.0f;
                // __reduce_pio2
                {
#line 27 "<prelude>"
                    float const t85 = l82 * mw_f32(0x3FC90000u);
                    float const t86 = l81 - t85;
                    float const t87 = l82 * mw_f32(0x39FDA000u);
                    float const t88 = t86 - t87;
                    float const t89 = l82 * mw_f32(0x33A22169u);
                    float const t90 = t88 - t89;
                    r83 = t90;
                    goto ret84;
                }
                ret84:;
                l76 = r83;
#line 41 "<prelude>"
                int32_t const t91 = mw_f2i(l75);
                int32_t const t92 = t91 & (int32_t)0x00000003u;
                l77 = t92;
#line 42 "<prelude>"
                int32_t const t93 = l77 & (int32_t)0x00000001u;
                bool const t94 = t93 == (int32_t)0x00000000u;
                float t95 = 0.0f;
                if (t94) {
                    float l96 = l76;
                    float r97 = 0.0f;
                    // __cos_kernel
                    {
                        float l99 = 0.0f;
#line 19 "<prelude>"
                        float const t100 = l96 * l96;
                        l99 = t100;
#line 20 "<prelude>"
                        float const t101 = mw_f32(0x37CCF5CEu) * l99;
                        float const t102 = t101 - mw_f32(0x3AB6061Au);
                        float const t103 = t102 * l99;
                        float const t104 = t103 + mw_f32(0x3D2AAAA5u);
                        float const t105 = t104 * l99;
                        float const t106 = t105 * l99;
                        float const t107 = mw_f32(0x3F000000u) * l99;
                        float const t108 = t106 - t107;
                        float const t109 = t108 + mw_f32(0x3F800000u);
                        r97 = t109;
                        goto ret98;
                    }
                    ret98:;
                    t95 = r97;
                } else {
                    float l110 = l76;
                    float r111 = 0.0f;
                    // __sin_kernel
                    {
                        float l113 = 0.0f;
#line 14 "<prelude>"
                        float const t114 = l110 * l110;
                        l113 = t114;
#line 15 "<prelude>"
                        float const t115 = mw_f32(0xB94CA1F9u) * l113;
                        float const t116 = t115 + mw_f32(0x3C08839Eu);
                        float const t117 = t116 * l113;
                        float const t118 = t117 - mw_f32(0x3E2AAAA3u);
                        float const t119 = t118 * l113;
                        float const t120 = t119 * l110;
                        float const t121 = t120 + l110;
                        r111 = t121;
                        goto ret112;
                    }
                    ret112:;
                    t95 = r111;
                }
                l78 = t95;
#line 43 "<prelude>"
                bool const t122 = l77 == (int32_t)0x00000001u;
                bool t123 = t122;
                if (!t123) {
                    bool const t124 = l77 == (int32_t)0x00000002u;
                    t123 = t124;
                }
                float t125 = 0.0f;
                if (t123) {
                    float const t126 = -l78;
                    t125 = t126;
                } else {
                    t125 = l78;
                }
                r73 = t125;
                goto ret74;
            }
            ret74:;
            float const t127 = r19 * r73;
            float const t128 = l13 * l15;
            float const t129 = mw_fabs(t128);
            float const t130 = t129 + mw_f32(0x3F800000u);
            float const t131 = mw_sqrt(t130);
            float const t132 = t127 + t131;
            float const t133 = t132 - mw_f32(0x3F800000u);
            r16 = t133;
            goto ret17;
        }
        ret17:;
        l6 = r16;
#line 19 "../envs/micro.rhai:37 (system code)"
        float l134 = l5;
        float l135 = l6;
        float r136 = 0.0f;
        // mix
        {
#line 12 "../envs/micro.rhai:37 (system code)"
            float l138 = l134;
            float r139 = 0.0f;
            // sin
            {
                float l141 = 0.0f;
                float l142 = 0.0f;
                int32_t l143 = 0;
                float l144 = 0.0f;
#line 31 "<prelude>"
                float const t145 = l138 * mw_f32(0x3F22F983u);
                float const t146 = mw_round(t145);
                l141 = t146;
#line 32 "<prelude>"
                float l147 = l138;
                float l148 = l141;
                float r149 = 0.0f;
                // __reduce_pio2
                {
#line 27 "<prelude>"
                    float const t151 = l148 * mw_f32(0x3FC90000u);
                    float const t152 = l147 - t151;
                    float const t153 = l148 * mw_f32(0x39FDA000u);
                    float const t154 = t152 - t153;
                    float const t155 = l148 * mw_f32(0x33A22169u);
                    float const t156 = t154 - t155;
                    r149 = t156;
                    goto ret150;
                }
                ret150:;
                l142 = r149;
#line 33 "<prelude>"
                int32_t const t157 = mw_f2i(l141);
                int32_t const t158 = t157 & (int32_t)0x00000003u;
                l143 = t158;
#line 34 "<prelude>"
                int32_t const t159 = l143 & (int32_t)0x00000001u;
                bool const t160 = t159 == (int32_t)0x00000000u;
                float t161 = 0.0f;
                if (t160) {
                    float l162 = l142;
                    float r163 = 0.0f;
                    // __sin_kernel
                    {
                        float l165 = 0.0f;
#line 14 "<prelude>"
                        float const t166 = l162 * l162;
                        l165 = t166;
#line 15 "<prelude>"
                        float const t167 = mw_f32(0xB94CA1F9u) * l165;
                        float const t168 = t167 + mw_f32(0x3C08839Eu);
                        float const t169 = t168 * l165;
                        float const t170 = t169 - mw_f32(0x3E2AAAA3u);
                        float const t171 = t170 * l165;
                        float const t172 = t171 * l162;
                        float const t173 = t172 + l162;
                        r163 = t173;
                        goto ret164;
                    }
                    ret164:;
                    t161 = r163;
                } else {
                    float l174 = l142;
                    float r175 = 0.0f;
                    // __cos_kernel
                    {
                        float l177 = 0.0f;
#line 19 "<prelude>"
                        float const t178 = l174 * l174;
                        l177 = t178;
#line 20 "<prelude>"
                        float const t179 = mw_f32(0x37CCF5CEu) * l177;
                        float const t180 = t179 - mw_f32(0x3AB6061Au);
                        float const t181 = t180 * l177;
                        float const t182 = t181 + mw_f32(0x3D2AAAA5u);
                        float const t183 = t182 * l177;
                        float const t184 = t183 * l177;
                        float const t185 = mw_f32(0x3F000000u) * l177;
                        float const t186 = t184 - t185;
                        float const t187 = t186 + mw_f32(0x3F800000u);
                        r175 = t187;
                        goto ret176;
                    }
                    ret176:;
                    t161 = r175;
                }
                l144 = t161;
#line 35 "<prelude>"
                int32_t const t188 = l143 & (int32_t)0x00000002u;
                bool const t189 = t188 == (int32_t)0x00000000u;
                float t190 = 0.0f;
                if (t189) {
                    t190 = l144;
                } else {
                    float const t191 = -l144;
                    t190 = t191;
                }
                r139 = t190;
                goto ret140;
            }
            ret140:;
            float l192 = l135;
            float r193 = 0.0f;
            // cos
            {
                float l195 = 0.0f;
                float l196 = 0.0f;
                int32_t l197 = 0;
                float l198 = 0.0f;
#line 39 "<prelude>"
                float const t199 = l192 * mw_f32(0x3F22F983u);
                float const t200 = mw_round(t199);
                l195 = t200;
#line 40 "<prelude>"
                float l201 = l192;
                float l202 = l195;
                float r203 = 0.0f;
                // __reduce_pio2
                {
#line 27 "<prelude>"
                    float const t205 = l202 * mw_f32(0x3FC90000u);
                    float const t206 = l201 - t205;
                    float const t207 = l202 * mw_f32(0x39FDA000u);
                    float const t208 = t206 - t207;
                    float const t209 = l202 * mw_f32(0x33A22169u);
                    float const t210 = t208 - t209;
                    r203 = t210;
                    goto ret204;
                }
                ret204:;
                l196 = r203;
#line 41 "<prelude>"
                int32_t const t211 = mw_f2i(l195);
                int32_t const t212 = t211 & (int32_t)0x00000003u;
                l197 = t212;
#line 42 "<prelude>"
                int32_t const t213 = l197 & (int32_t)0x00000001u;
                bool const t214 = t213 == (int32_t)0x00000000u;
                float t215 = 0.0f;
                if (t214) {
                    float l216 = l196;
                    float r217 = 0.0f;
                    // __cos_kernel
                    {
                        float l219 = 0.0f;
#line 19 "<prelude>"
                        float const t220 = l216 * l216;
                        l219 = t220;
#line 20 "<prelude>"
                        float const t221 = mw_f32(0x37CCF5CEu) * l219;
                        float const t222 = t221 - mw_f32(0x3AB6061Au);
                        float const t223 = t222 * l219;
                        float const t224 = t223 + mw_f32(0x3D2AAAA5u);
                        float const t225 = t224 * l219;
                        float const t226 = t225 * l219;
                        float const t227 = mw_f32(0x3F000000u) * l219;
                        float const t228 = t226 - t227;
                        float const t229 = t228 + mw_f32(0x3F800000u);
                        r217 = t229;
                        goto ret218;
                    }
                    ret218:;
                    t215 = r217;
                } else {
                    float l230 = l196;
                    float r231 = 0.0f;
                    // __sin_kernel
                    {
                        float l233 = 0.0f;
#line 14 "<prelude>"
                        float const t234 = l230 * l230;
                        l233 = t234;
#line 15 "<prelude>"
                        float const t235 = mw_f32(0xB94CA1F9u) * l233;
                        float const t236 = t235 + mw_f32(0x3C08839Eu);
                        float const t237 = t236 * l233;
                        float const t238 = t237 - mw_f32(0x3E2AAAA3u);
                        float const t239 = t238 * l233;
                        float const t240 = t239 * l230;
                        float const t241 = t240 + l230;
                        r231 = t241;
                        goto ret232;
                    }
                    ret232:;
                    t215 = r231;
                }
                l198 = t215;
#line 43 "<prelude>"
                bool const t242 = l197 == (int32_t)0x00000001u;
                bool t243 = t242;
                if (!t243) {
                    bool const t244 = l197 == (int32_t)0x00000002u;
                    t243 = t244;
                }
                float t245 = 0.0f;
                if (t243) {
                    float const t246 = -l198;
                    t245 = t246;
                } else {
                    t245 = l198;
                }
                r193 = t245;
                goto ret194;
            }
            ret194:;
            float const t247 = r139 * r193;
            float const t248 = l134 * l135;
            float const t249 = mw_fabs(t248);
            float const t250 = t249 + mw_f32(0x3F800000u);
            float const t251 = mw_sqrt(t250);
            float const t252 = t247 + t251;
            float const t253 = t252 - mw_f32(0x3F800000u);
            r136 = t253;
            goto ret137;
        }
        ret137:;
        l5 = r136;
#line 20 "../envs/micro.rhai:37 (system code)"
        float l254 = l6;
        float const t255 = l5 + mw_f32(0x3E000000u);
        float l256 = t255;
        float r257 = 0.0f;
        // mix
        {
#line 12 "../envs/micro.rhai:37 (system code)"
            float l259 = l254;
            float r260 = 0.0f;
            // sin
            {
                float l262 = 0.0f;
                float l263 = 0.0f;
                int32_t l264 = 0;
                float l265 = 0.0f;
#line 31 "<prelude>"
                float const t266 = l259 * mw_f32(0x3F22F983u);
                float const t267 = mw_round(t266);
                l262 = t267;
#line 32 "<prelude>"
                float l268 = l259;
                float l269 = l262;
                float r270 = 0.0f;
                // __reduce_pio2
                {
#line 27 "<prelude>"
                    float const t272 = l269 * mw_f32(0x3FC90000u);
                    float const t273 = l268 - t272;
                    float const t274 = l269 * mw_f32(0x39FDA000u);
                    float const t275 = t273 - t274;
                    float const t276 = l269 * mw_f32(0x33A22169u);
                    float const t277 = t275 - t276;
                    r270 = t277;
                    goto ret271;
                }
                ret271:;
                l263 = r270;
#line 33 "<prelude>"
                int32_t const t278 = mw_f2i(l262);
                int32_t const t279 = t278 & (int32_t)0x00000003u;
                l264 = t279;
#line 34 "<prelude>"
                int32_t const t280 = l264 & (int32_t)0x00000001u;
                bool const t281 = t280 == (int32_t)0x00000000u;
                float t282 = 0.0f;
                if (t281) {
                    float l283 = l263;
                    float r284 = 0.0f;
                    // __sin_kernel
                    {
                        float l286 = 0.0f;
#line 14 "<prelude>"
                        float const t287 = l283 * l283;
                        l286 = t287;
#line 15 "<prelude>"
                        float const t288 = mw_f32(0xB94CA1F9u) * l286;
                        float const t289 = t288 + mw_f32(0x3C08839Eu);
                        float const t290 = t289 * l286;
                        float const t291 = t290 - mw_f32(0x3E2AAAA3u);
                        float const t292 = t291 * l286;
                        float const t293 = t292 * l283;
                        float const t294 = t293 + l283;
                        r284 = t294;
                        goto ret285;
                    }
                    ret285:;
                    t282 = r284;
                } else {
                    float l295 = l263;
                    float r296 = 0.0f;
                    // __cos_kernel
                    {
                        float l298 = 0.0f;
#line 19 "<prelude>"
                        float const t299 = l295 * l295;
                        l298 = t299;
#line 20 "<prelude>"
                        float const t300 = mw_f32(0x37CCF5CEu) * l298;
                        float const t301 = t300 - mw_f32(0x3AB6061Au);
                        float const t302 = t301 * l298;
                        float const t303 = t302 + mw_f32(0x3D2AAAA5u);
                        float const t304 = t303 * l298;
                        float const t305 = t304 * l298;
                        float const t306 = mw_f32(0x3F000000u) * l298;
                        float const t307 = t305 - t306;
                        float const t308 = t307 + mw_f32(0x3F800000u);
                        r296 = t308;
                        goto ret297;
                    }
                    ret297:;
                    t282 = r296;
                }
                l265 = t282;
#line 35 "<prelude>"
                int32_t const t309 = l264 & (int32_t)0x00000002u;
                bool const t310 = t309 == (int32_t)0x00000000u;
                float t311 = 0.0f;
                if (t310) {
                    t311 = l265;
                } else {
                    float const t312 = -l265;
                    t311 = t312;
                }
                r260 = t311;
                goto ret261;
            }
            ret261:;
            float l313 = l256;
            float r314 = 0.0f;
            // cos
            {
                float l316 = 0.0f;
                float l317 = 0.0f;
                int32_t l318 = 0;
                float l319 = 0.0f;
#line 39 "<prelude>"
                float const t320 = l313 * mw_f32(0x3F22F983u);
                float const t321 = mw_round(t320);
                l316 = t321;
#line 40 "<prelude>"
                float l322 = l313;
                float l323 = l316;
                float r324 = 0.0f;
                // __reduce_pio2
                {
#line 27 "<prelude>"
                    float const t326 = l323 * mw_f32(0x3FC90000u);
                    float const t327 = l322 - t326;
                    float const t328 = l323 * mw_f32(0x39FDA000u);
                    float const t329 = t327 - t328;
                    float const t330 = l323 * mw_f32(0x33A22169u);
                    float const t331 = t329 - t330;
                    r324 = t331;
                    goto ret325;
                }
                ret325:;
                l317 = r324;
#line 41 "<prelude>"
                int32_t const t332 = mw_f2i(l316);
                int32_t const t333 = t332 & (int32_t)0x00000003u;
                l318 = t333;
#line 42 "<prelude>"
                int32_t const t334 = l318 & (int32_t)0x00000001u;
                bool const t335 = t334 == (int32_t)0x00000000u;
                float t336 = 0.0f;
                if (t335) {
                    float l337 = l317;
                    float r338 = 0.0f;
                    // __cos_kernel
                    {
                        float l340 = 0.0f;
#line 19 "<prelude>"
                        float const t341 = l337 * l337;
                        l340 = t341;
#line 20 "<prelude>"
                        float const t342 = mw_f32(0x37CCF5CEu) * l340;
                        float const t343 = t342 - mw_f32(0x3AB6061Au);
                        float const t344 = t343 * l340;
                        float const t345 = t344 + mw_f32(0x3D2AAAA5u);
                        float const t346 = t345 * l340;
                        float const t347 = t346 * l340;
                        float const t348 = mw_f32(0x3F000000u) * l340;
                        float const t349 = t347 - t348;
                        float const t350 = t349 + mw_f32(0x3F800000u);
                        r338 = t350;
                        goto ret339;
                    }
                    ret339:;
                    t336 = r338;
                } else {
                    float l351 = l317;
                    float r352 = 0.0f;
                    // __sin_kernel
                    {
                        float l354 = 0.0f;
#line 14 "<prelude>"
                        float const t355 = l351 * l351;
                        l354 = t355;
#line 15 "<prelude>"
                        float const t356 = mw_f32(0xB94CA1F9u) * l354;
                        float const t357 = t356 + mw_f32(0x3C08839Eu);
                        float const t358 = t357 * l354;
                        float const t359 = t358 - mw_f32(0x3E2AAAA3u);
                        float const t360 = t359 * l354;
                        float const t361 = t360 * l351;
                        float const t362 = t361 + l351;
                        r352 = t362;
                        goto ret353;
                    }
                    ret353:;
                    t336 = r352;
                }
                l319 = t336;
#line 43 "<prelude>"
                bool const t363 = l318 == (int32_t)0x00000001u;
                bool t364 = t363;
                if (!t364) {
                    bool const t365 = l318 == (int32_t)0x00000002u;
                    t364 = t365;
                }
                float t366 = 0.0f;
                if (t364) {
                    float const t367 = -l319;
                    t366 = t367;
                } else {
                    t366 = l319;
                }
                r314 = t366;
                goto ret315;
            }
            ret315:;
            float const t368 = r260 * r314;
            float const t369 = l254 * l256;
            float const t370 = mw_fabs(t369);
            float const t371 = t370 + mw_f32(0x3F800000u);
            float const t372 = mw_sqrt(t371);
            float const t373 = t368 + t372;
            float const t374 = t373 - mw_f32(0x3F800000u);
            r257 = t374;
            goto ret258;
        }
        ret258:;
        l6 = r257;
#line 21 "../envs/micro.rhai:37 (system code)"
        float l375 = l5;
        float l376 = l6;
        float r377 = 0.0f;
        // mix
        {
#line 12 "../envs/micro.rhai:37 (system code)"
            float l379 = l375;
            float r380 = 0.0f;
            // sin
            {
                float l382 = 0.0f;
                float l383 = 0.0f;
                int32_t l384 = 0;
                float l385 = 0.0f;
#line 31 "<prelude>"
                float const t386 = l379 * mw_f32(0x3F22F983u);
                float const t387 = mw_round(t386);
                l382 = t387;
#line 32 "<prelude>"
                float l388 = l379;
                float l389 = l382;
                float r390 = 0.0f;
                // __reduce_pio2
                {
#line 27 "<prelude>"
                    float const t392 = l389 * mw_f32(0x3FC90000u);
                    float const t393 = l388 - t392;
                    float const t394 = l389 * mw_f32(0x39FDA000u);
                    float const t395 = t393 - t394;
                    float const t396 = l389 * mw_f32(0x33A22169u);
                    float const t397 = t395 - t396;
                    r390 = t397;
                    goto ret391;
                }
                ret391:;
                l383 = r390;
#line 33 "<prelude>"
                int32_t const t398 = mw_f2i(l382);
                int32_t const t399 = t398 & (int32_t)0x00000003u;
                l384 = t399;
#line 34 "<prelude>"
                int32_t const t400 = l384 & (int32_t)0x00000001u;
                bool const t401 = t400 == (int32_t)0x00000000u;
                float t402 = 0.0f;
                if (t401) {
                    float l403 = l383;
                    float r404 = 0.0f;
                    // __sin_kernel
                    {
                        float l406 = 0.0f;
#line 14 "<prelude>"
                        float const t407 = l403 * l403;
                        l406 = t407;
#line 15 "<prelude>"
                        float const t408 = mw_f32(0xB94CA1F9u) * l406;
                        float const t409 = t408 + mw_f32(0x3C08839Eu);
                        float const t410 = t409 * l406;
                        float const t411 = t410 - mw_f32(0x3E2AAAA3u);
                        float const t412 = t411 * l406;
                        float const t413 = t412 * l403;
                        float const t414 = t413 + l403;
                        r404 = t414;
                        goto ret405;
                    }
                    ret405:;
                    t402 = r404;
                } else {
                    float l415 = l383;
                    float r416 = 0.0f;
                    // __cos_kernel
                    {
                        float l418 = 0.0f;
#line 19 "<prelude>"
                        float const t419 = l415 * l415;
                        l418 = t419;
#line 20 "<prelude>"
                        float const t420 = mw_f32(0x37CCF5CEu) * l418;
                        float const t421 = t420 - mw_f32(0x3AB6061Au);
                        float const t422 = t421 * l418;
                        float const t423 = t422 + mw_f32(0x3D2AAAA5u);
                        float const t424 = t423 * l418;
                        float const t425 = t424 * l418;
                        float const t426 = mw_f32(0x3F000000u) * l418;
                        float const t427 = t425 - t426;
                        float const t428 = t427 + mw_f32(0x3F800000u);
                        r416 = t428;
                        goto ret417;
                    }
                    ret417:;
                    t402 = r416;
                }
                l385 = t402;
#line 35 "<prelude>"
                int32_t const t429 = l384 & (int32_t)0x00000002u;
                bool const t430 = t429 == (int32_t)0x00000000u;
                float t431 = 0.0f;
                if (t430) {
                    t431 = l385;
                } else {
                    float const t432 = -l385;
                    t431 = t432;
                }
                r380 = t431;
                goto ret381;
            }
            ret381:;
            float l433 = l376;
            float r434 = 0.0f;
            // cos
            {
                float l436 = 0.0f;
                float l437 = 0.0f;
                int32_t l438 = 0;
                float l439 = 0.0f;
#line 39 "<prelude>"
                float const t440 = l433 * mw_f32(0x3F22F983u);
                float const t441 = mw_round(t440);
                l436 = t441;
#line 40 "<prelude>"
                float l442 = l433;
                float l443 = l436;
                float r444 = 0.0f;
                // __reduce_pio2
                {
#line 27 "<prelude>"
                    float const t446 = l443 * mw_f32(0x3FC90000u);
                    float const t447 = l442 - t446;
                    float const t448 = l443 * mw_f32(0x39FDA000u);
                    float const t449 = t447 - t448;
                    float const t450 = l443 * mw_f32(0x33A22169u);
                    float const t451 = t449 - t450;
                    r444 = t451;
                    goto ret445;
                }
                ret445:;
                l437 = r444;
#line 41 "<prelude>"
                int32_t const t452 = mw_f2i(l436);
                int32_t const t453 = t452 & (int32_t)0x00000003u;
                l438 = t453;
#line 42 "<prelude>"
                int32_t const t454 = l438 & (int32_t)0x00000001u;
                bool const t455 = t454 == (int32_t)0x00000000u;
                float t456 = 0.0f;
                if (t455) {
                    float l457 = l437;
                    float r458 = 0.0f;
                    // __cos_kernel
                    {
                        float l460 = 0.0f;
#line 19 "<prelude>"
                        float const t461 = l457 * l457;
                        l460 = t461;
#line 20 "<prelude>"
                        float const t462 = mw_f32(0x37CCF5CEu) * l460;
                        float const t463 = t462 - mw_f32(0x3AB6061Au);
                        float const t464 = t463 * l460;
                        float const t465 = t464 + mw_f32(0x3D2AAAA5u);
                        float const t466 = t465 * l460;
                        float const t467 = t466 * l460;
                        float const t468 = mw_f32(0x3F000000u) * l460;
                        float const t469 = t467 - t468;
                        float const t470 = t469 + mw_f32(0x3F800000u);
                        r458 = t470;
                        goto ret459;
                    }
                    ret459:;
                    t456 = r458;
                } else {
                    float l471 = l437;
                    float r472 = 0.0f;
                    // __sin_kernel
                    {
                        float l474 = 0.0f;
#line 14 "<prelude>"
                        float const t475 = l471 * l471;
                        l474 = t475;
#line 15 "<prelude>"
                        float const t476 = mw_f32(0xB94CA1F9u) * l474;
                        float const t477 = t476 + mw_f32(0x3C08839Eu);
                        float const t478 = t477 * l474;
                        float const t479 = t478 - mw_f32(0x3E2AAAA3u);
                        float const t480 = t479 * l474;
                        float const t481 = t480 * l471;
                        float const t482 = t481 + l471;
                        r472 = t482;
                        goto ret473;
                    }
                    ret473:;
                    t456 = r472;
                }
                l439 = t456;
#line 43 "<prelude>"
                bool const t483 = l438 == (int32_t)0x00000001u;
                bool t484 = t483;
                if (!t484) {
                    bool const t485 = l438 == (int32_t)0x00000002u;
                    t484 = t485;
                }
                float t486 = 0.0f;
                if (t484) {
                    float const t487 = -l439;
                    t486 = t487;
                } else {
                    t486 = l439;
                }
                r434 = t486;
                goto ret435;
            }
            ret435:;
            float const t488 = r380 * r434;
            float const t489 = l375 * l376;
            float const t490 = mw_fabs(t489);
            float const t491 = t490 + mw_f32(0x3F800000u);
            float const t492 = mw_sqrt(t491);
            float const t493 = t488 + t492;
            float const t494 = t493 - mw_f32(0x3F800000u);
            r377 = t494;
            goto ret378;
        }
        ret378:;
        l5 = r377;
#line 22 "../envs/micro.rhai:37 (system code)"
        float l495 = l6;
        float const t496 = l5 + mw_f32(0x3E800000u);
        float l497 = t496;
        float r498 = 0.0f;
        // mix
        {
#line 12 "../envs/micro.rhai:37 (system code)"
            float l500 = l495;
            float r501 = 0.0f;
            // sin
            {
                float l503 = 0.0f;
                float l504 = 0.0f;
                int32_t l505 = 0;
                float l506 = 0.0f;
#line 31 "<prelude>"
                float const t507 = l500 * mw_f32(0x3F22F983u);
                float const t508 = mw_round(t507);
                l503 = t508;
#line 32 "<prelude>"
                float l509 = l500;
                float l510 = l503;
                float r511 = 0.0f;
                // __reduce_pio2
                {
#line 27 "<prelude>"
                    float const t513 = l510 * mw_f32(0x3FC90000u);
                    float const t514 = l509 - t513;
                    float const t515 = l510 * mw_f32(0x39FDA000u);
                    float const t516 = t514 - t515;
                    float const t517 = l510 * mw_f32(0x33A22169u);
                    float const t518 = t516 - t517;
                    r511 = t518;
                    goto ret512;
                }
                ret512:;
                l504 = r511;
#line 33 "<prelude>"
                int32_t const t519 = mw_f2i(l503);
                int32_t const t520 = t519 & (int32_t)0x00000003u;
                l505 = t520;
#line 34 "<prelude>"
                int32_t const t521 = l505 & (int32_t)0x00000001u;
                bool const t522 = t521 == (int32_t)0x00000000u;
                float t523 = 0.0f;
                if (t522) {
                    float l524 = l504;
                    float r525 = 0.0f;
                    // __sin_kernel
                    {
                        float l527 = 0.0f;
#line 14 "<prelude>"
                        float const t528 = l524 * l524;
                        l527 = t528;
#line 15 "<prelude>"
                        float const t529 = mw_f32(0xB94CA1F9u) * l527;
                        float const t530 = t529 + mw_f32(0x3C08839Eu);
                        float const t531 = t530 * l527;
                        float const t532 = t531 - mw_f32(0x3E2AAAA3u);
                        float const t533 = t532 * l527;
                        float const t534 = t533 * l524;
                        float const t535 = t534 + l524;
                        r525 = t535;
                        goto ret526;
                    }
                    ret526:;
                    t523 = r525;
                } else {
                    float l536 = l504;
                    float r537 = 0.0f;
                    // __cos_kernel
                    {
                        float l539 = 0.0f;
#line 19 "<prelude>"
                        float const t540 = l536 * l536;
                        l539 = t540;
#line 20 "<prelude>"
                        float const t541 = mw_f32(0x37CCF5CEu) * l539;
                        float const t542 = t541 - mw_f32(0x3AB6061Au);
                        float const t543 = t542 * l539;
                        float const t544 = t543 + mw_f32(0x3D2AAAA5u);
                        float const t545 = t544 * l539;
                        float const t546 = t545 * l539;
                        float const t547 = mw_f32(0x3F000000u) * l539;
                        float const t548 = t546 - t547;
                        float const t549 = t548 + mw_f32(0x3F800000u);
                        r537 = t549;
                        goto ret538;
                    }
                    ret538:;
                    t523 = r537;
                }
                l506 = t523;
#line 35 "<prelude>"
                int32_t const t550 = l505 & (int32_t)0x00000002u;
                bool const t551 = t550 == (int32_t)0x00000000u;
                float t552 = 0.0f;
                if (t551) {
                    t552 = l506;
                } else {
                    float const t553 = -l506;
                    t552 = t553;
                }
                r501 = t552;
                goto ret502;
            }
            ret502:;
            float l554 = l497;
            float r555 = 0.0f;
            // cos
            {
                float l557 = 0.0f;
                float l558 = 0.0f;
                int32_t l559 = 0;
                float l560 = 0.0f;
#line 39 "<prelude>"
                float const t561 = l554 * mw_f32(0x3F22F983u);
                float const t562 = mw_round(t561);
                l557 = t562;
#line 40 "<prelude>"
                float l563 = l554;
                float l564 = l557;
                float r565 = 0.0f;
                // __reduce_pio2
                {
#line 27 "<prelude>"
                    float const t567 = l564 * mw_f32(0x3FC90000u);
                    float const t568 = l563 - t567;
                    float const t569 = l564 * mw_f32(0x39FDA000u);
                    float const t570 = t568 - t569;
                    float const t571 = l564 * mw_f32(0x33A22169u);
                    float const t572 = t570 - t571;
                    r565 = t572;
                    goto ret566;
                }
                ret566:;
                l558 = r565;
#line 41 "<prelude>"
                int32_t const t573 = mw_f2i(l557);
                int32_t const t574 = t573 & (int32_t)0x00000003u;
                l559 = t574;
#line 42 "<prelude>"
                int32_t const t575 = l559 & (int32_t)0x00000001u;
                bool const t576 = t575 == (int32_t)0x00000000u;
                float t577 = 0.0f;
                if (t576) {
                    float l578 = l558;
                    float r579 = 0.0f;
                    // __cos_kernel
                    {
                        float l581 = 0.0f;
#line 19 "<prelude>"
                        float const t582 = l578 * l578;
                        l581 = t582;
#line 20 "<prelude>"
                        float const t583 = mw_f32(0x37CCF5CEu) * l581;
                        float const t584 = t583 - mw_f32(0x3AB6061Au);
                        float const t585 = t584 * l581;
                        float const t586 = t585 + mw_f32(0x3D2AAAA5u);
                        float const t587 = t586 * l581;
                        float const t588 = t587 * l581;
                        float const t589 = mw_f32(0x3F000000u) * l581;
                        float const t590 = t588 - t589;
                        float const t591 = t590 + mw_f32(0x3F800000u);
                        r579 = t591;
                        goto ret580;
                    }
                    ret580:;
                    t577 = r579;
                } else {
                    float l592 = l558;
                    float r593 = 0.0f;
                    // __sin_kernel
                    {
                        float l595 = 0.0f;
#line 14 "<prelude>"
                        float const t596 = l592 * l592;
                        l595 = t596;
#line 15 "<prelude>"
                        float const t597 = mw_f32(0xB94CA1F9u) * l595;
                        float const t598 = t597 + mw_f32(0x3C08839Eu);
                        float const t599 = t598 * l595;
                        float const t600 = t599 - mw_f32(0x3E2AAAA3u);
                        float const t601 = t600 * l595;
                        float const t602 = t601 * l592;
                        float const t603 = t602 + l592;
                        r593 = t603;
                        goto ret594;
                    }
                    ret594:;
                    t577 = r593;
                }
                l560 = t577;
#line 43 "<prelude>"
                bool const t604 = l559 == (int32_t)0x00000001u;
                bool t605 = t604;
                if (!t605) {
                    bool const t606 = l559 == (int32_t)0x00000002u;
                    t605 = t606;
                }
                float t607 = 0.0f;
                if (t605) {
                    float const t608 = -l560;
                    t607 = t608;
                } else {
                    t607 = l560;
                }
                r555 = t607;
                goto ret556;
            }
            ret556:;
            float const t609 = r501 * r555;
            float const t610 = l495 * l497;
            float const t611 = mw_fabs(t610);
            float const t612 = t611 + mw_f32(0x3F800000u);
            float const t613 = mw_sqrt(t612);
            float const t614 = t609 + t613;
            float const t615 = t614 - mw_f32(0x3F800000u);
            r498 = t615;
            goto ret499;
        }
        ret499:;
        l6 = r498;
#line 23 "../envs/micro.rhai:37 (system code)"
        float l616 = l5;
        float l617 = l6;
        float r618 = 0.0f;
        // mix
        {
#line 12 "../envs/micro.rhai:37 (system code)"
            float l620 = l616;
            float r621 = 0.0f;
            // sin
            {
                float l623 = 0.0f;
                float l624 = 0.0f;
                int32_t l625 = 0;
                float l626 = 0.0f;
#line 31 "<prelude>"
                float const t627 = l620 * mw_f32(0x3F22F983u);
                float const t628 = mw_round(t627);
                l623 = t628;
#line 32 "<prelude>"
                float l629 = l620;
                float l630 = l623;
                float r631 = 0.0f;
                // __reduce_pio2
                {
#line 27 "<prelude>"
                    float const t633 = l630 * mw_f32(0x3FC90000u);
                    float const t634 = l629 - t633;
                    float const t635 = l630 * mw_f32(0x39FDA000u);
                    float const t636 = t634 - t635;
                    float const t637 = l630 * mw_f32(0x33A22169u);
                    float const t638 = t636 - t637;
                    r631 = t638;
                    goto ret632;
                }
                ret632:;
                l624 = r631;
#line 33 "<prelude>"
                int32_t const t639 = mw_f2i(l623);
                int32_t const t640 = t639 & (int32_t)0x00000003u;
                l625 = t640;
#line 34 "<prelude>"
                int32_t const t641 = l625 & (int32_t)0x00000001u;
                bool const t642 = t641 == (int32_t)0x00000000u;
                float t643 = 0.0f;
                if (t642) {
                    float l644 = l624;
                    float r645 = 0.0f;
                    // __sin_kernel
                    {
                        float l647 = 0.0f;
#line 14 "<prelude>"
                        float const t648 = l644 * l644;
                        l647 = t648;
#line 15 "<prelude>"
                        float const t649 = mw_f32(0xB94CA1F9u) * l647;
                        float const t650 = t649 + mw_f32(0x3C08839Eu);
                        float const t651 = t650 * l647;
                        float const t652 = t651 - mw_f32(0x3E2AAAA3u);
                        float const t653 = t652 * l647;
                        float const t654 = t653 * l644;
                        float const t655 = t654 + l644;
                        r645 = t655;
                        goto ret646;
                    }
                    ret646:;
                    t643 = r645;
                } else {
                    float l656 = l624;
                    float r657 = 0.0f;
                    // __cos_kernel
                    {
                        float l659 = 0.0f;
#line 19 "<prelude>"
                        float const t660 = l656 * l656;
                        l659 = t660;
#line 20 "<prelude>"
                        float const t661 = mw_f32(0x37CCF5CEu) * l659;
                        float const t662 = t661 - mw_f32(0x3AB6061Au);
                        float const t663 = t662 * l659;
                        float const t664 = t663 + mw_f32(0x3D2AAAA5u);
                        float const t665 = t664 * l659;
                        float const t666 = t665 * l659;
                        float const t667 = mw_f32(0x3F000000u) * l659;
                        float const t668 = t666 - t667;
                        float const t669 = t668 + mw_f32(0x3F800000u);
                        r657 = t669;
                        goto ret658;
                    }
                    ret658:;
                    t643 = r657;
                }
                l626 = t643;
#line 35 "<prelude>"
                int32_t const t670 = l625 & (int32_t)0x00000002u;
                bool const t671 = t670 == (int32_t)0x00000000u;
                float t672 = 0.0f;
                if (t671) {
                    t672 = l626;
                } else {
                    float const t673 = -l626;
                    t672 = t673;
                }
                r621 = t672;
                goto ret622;
            }
            ret622:;
            float l674 = l617;
            float r675 = 0.0f;
            // cos
            {
                float l677 = 0.0f;
                float l678 = 0.0f;
                int32_t l679 = 0;
                float l680 = 0.0f;
#line 39 "<prelude>"
                float const t681 = l674 * mw_f32(0x3F22F983u);
                float const t682 = mw_round(t681);
                l677 = t682;
#line 40 "<prelude>"
                float l683 = l674;
                float l684 = l677;
                float r685 = 0.0f;
                // __reduce_pio2
                {
#line 27 "<prelude>"
                    float const t687 = l684 * mw_f32(0x3FC90000u);
                    float const t688 = l683 - t687;
                    float const t689 = l684 * mw_f32(0x39FDA000u);
                    float const t690 = t688 - t689;
                    float const t691 = l684 * mw_f32(0x33A22169u);
                    float const t692 = t690 - t691;
                    r685 = t692;
                    goto ret686;
                }
                ret686:;
                l678 = r685;
#line 41 "<prelude>"
                int32_t const t693 = mw_f2i(l677);
                int32_t const t694 = t693 & (int32_t)0x00000003u;
                l679 = t694;
#line 42 "<prelude>"
                int32_t const t695 = l679 & (int32_t)0x00000001u;
                bool const t696 = t695 == (int32_t)0x00000000u;
                float t697 = 0.0f;
                if (t696) {
                    float l698 = l678;
                    float r699 = 0.0f;
                    // __cos_kernel
                    {
                        float l701 = 0.0f;
#line 19 "<prelude>"
                        float const t702 = l698 * l698;
                        l701 = t702;
#line 20 "<prelude>"
                        float const t703 = mw_f32(0x37CCF5CEu) * l701;
                        float const t704 = t703 - mw_f32(0x3AB6061Au);
                        float const t705 = t704 * l701;
                        float const t706 = t705 + mw_f32(0x3D2AAAA5u);
                        float const t707 = t706 * l701;
                        float const t708 = t707 * l701;
                        float const t709 = mw_f32(0x3F000000u) * l701;
                        float const t710 = t708 - t709;
                        float const t711 = t710 + mw_f32(0x3F800000u);
                        r699 = t711;
                        goto ret700;
                    }
                    ret700:;
                    t697 = r699;
                } else {
                    float l712 = l678;
                    float r713 = 0.0f;
                    // __sin_kernel
                    {
                        float l715 = 0.0f;
#line 14 "<prelude>"
                        float const t716 = l712 * l712;
                        l715 = t716;
#line 15 "<prelude>"
                        float const t717 = mw_f32(0xB94CA1F9u) * l715;
                        float const t718 = t717 + mw_f32(0x3C08839Eu);
                        float const t719 = t718 * l715;
                        float const t720 = t719 - mw_f32(0x3E2AAAA3u);
                        float const t721 = t720 * l715;
                        float const t722 = t721 * l712;
                        float const t723 = t722 + l712;
                        r713 = t723;
                        goto ret714;
                    }
                    ret714:;
                    t697 = r713;
                }
                l680 = t697;
#line 43 "<prelude>"
                bool const t724 = l679 == (int32_t)0x00000001u;
                bool t725 = t724;
                if (!t725) {
                    bool const t726 = l679 == (int32_t)0x00000002u;
                    t725 = t726;
                }
                float t727 = 0.0f;
                if (t725) {
                    float const t728 = -l680;
                    t727 = t728;
                } else {
                    t727 = l680;
                }
                r675 = t727;
                goto ret676;
            }
            ret676:;
            float const t729 = r621 * r675;
            float const t730 = l616 * l617;
            float const t731 = mw_fabs(t730);
            float const t732 = t731 + mw_f32(0x3F800000u);
            float const t733 = mw_sqrt(t732);
            float const t734 = t729 + t733;
            float const t735 = t734 - mw_f32(0x3F800000u);
            r618 = t735;
            goto ret619;
        }
        ret619:;
        l5 = r618;
#line 24 "../envs/micro.rhai:37 (system code)"
        float l736 = l6;
        float const t737 = l5 + mw_f32(0x3EC00000u);
        float l738 = t737;
        float r739 = 0.0f;
        // mix
        {
#line 12 "../envs/micro.rhai:37 (system code)"
            float l741 = l736;
            float r742 = 0.0f;
            // sin
            {
                float l744 = 0.0f;
                float l745 = 0.0f;
                int32_t l746 = 0;
                float l747 = 0.0f;
#line 31 "<prelude>"
                float const t748 = l741 * mw_f32(0x3F22F983u);
                float const t749 = mw_round(t748);
                l744 = t749;
#line 32 "<prelude>"
                float l750 = l741;
                float l751 = l744;
                float r752 = 0.0f;
                // __reduce_pio2
                {
#line 27 "<prelude>"
                    float const t754 = l751 * mw_f32(0x3FC90000u);
                    float const t755 = l750 - t754;
                    float const t756 = l751 * mw_f32(0x39FDA000u);
                    float const t757 = t755 - t756;
                    float const t758 = l751 * mw_f32(0x33A22169u);
                    float const t759 = t757 - t758;
                    r752 = t759;
                    goto ret753;
                }
                ret753:;
                l745 = r752;
#line 33 "<prelude>"
                int32_t const t760 = mw_f2i(l744);
                int32_t const t761 = t760 & (int32_t)0x00000003u;
                l746 = t761;
#line 34 "<prelude>"
                int32_t const t762 = l746 & (int32_t)0x00000001u;
                bool const t763 = t762 == (int32_t)0x00000000u;
                float t764 = 0.0f;
                if (t763) {
                    float l765 = l745;
                    float r766 = 0.0f;
                    // __sin_kernel
                    {
                        float l768 = 0.0f;
#line 14 "<prelude>"
                        float const t769 = l765 * l765;
                        l768 = t769;
#line 15 "<prelude>"
                        float const t770 = mw_f32(0xB94CA1F9u) * l768;
                        float const t771 = t770 + mw_f32(0x3C08839Eu);
                        float const t772 = t771 * l768;
                        float const t773 = t772 - mw_f32(0x3E2AAAA3u);
                        float const t774 = t773 * l768;
                        float const t775 = t774 * l765;
                        float const t776 = t775 + l765;
                        r766 = t776;
                        goto ret767;
                    }
                    ret767:;
                    t764 = r766;
                } else {
                    float l777 = l745;
                    float r778 = 0.0f;
                    // __cos_kernel
                    {
                        float l780 = 0.0f;
#line 19 "<prelude>"
                        float const t781 = l777 * l777;
                        l780 = t781;
#line 20 "<prelude>"
                        float const t782 = mw_f32(0x37CCF5CEu) * l780;
                        float const t783 = t782 - mw_f32(0x3AB6061Au);
                        float const t784 = t783 * l780;
                        float const t785 = t784 + mw_f32(0x3D2AAAA5u);
                        float const t786 = t785 * l780;
                        float const t787 = t786 * l780;
                        float const t788 = mw_f32(0x3F000000u) * l780;
                        float const t789 = t787 - t788;
                        float const t790 = t789 + mw_f32(0x3F800000u);
                        r778 = t790;
                        goto ret779;
                    }
                    ret779:;
                    t764 = r778;
                }
                l747 = t764;
#line 35 "<prelude>"
                int32_t const t791 = l746 & (int32_t)0x00000002u;
                bool const t792 = t791 == (int32_t)0x00000000u;
                float t793 = 0.0f;
                if (t792) {
                    t793 = l747;
                } else {
                    float const t794 = -l747;
                    t793 = t794;
                }
                r742 = t793;
                goto ret743;
            }
            ret743:;
            float l795 = l738;
            float r796 = 0.0f;
            // cos
            {
                float l798 = 0.0f;
                float l799 = 0.0f;
                int32_t l800 = 0;
                float l801 = 0.0f;
#line 39 "<prelude>"
                float const t802 = l795 * mw_f32(0x3F22F983u);
                float const t803 = mw_round(t802);
                l798 = t803;
#line 40 "<prelude>"
                float l804 = l795;
                float l805 = l798;
                float r806 = 0.0f;
                // __reduce_pio2
                {
#line 27 "<prelude>"
                    float const t808 = l805 * mw_f32(0x3FC90000u);
                    float const t809 = l804 - t808;
                    float const t810 = l805 * mw_f32(0x39FDA000u);
                    float const t811 = t809 - t810;
                    float const t812 = l805 * mw_f32(0x33A22169u);
                    float const t813 = t811 - t812;
                    r806 = t813;
                    goto ret807;
                }
                ret807:;
                l799 = r806;
#line 41 "<prelude>"
                int32_t const t814 = mw_f2i(l798);
                int32_t const t815 = t814 & (int32_t)0x00000003u;
                l800 = t815;
#line 42 "<prelude>"
                int32_t const t816 = l800 & (int32_t)0x00000001u;
                bool const t817 = t816 == (int32_t)0x00000000u;
                float t818 = 0.0f;
                if (t817) {
                    float l819 = l799;
                    float r820 = 0.0f;
                    // __cos_kernel
                    {
                        float l822 = 0.0f;
#line 19 "<prelude>"
                        float const t823 = l819 * l819;
                        l822 = t823;
#line 20 "<prelude>"
                        float const t824 = mw_f32(0x37CCF5CEu) * l822;
                        float const t825 = t824 - mw_f32(0x3AB6061Au);
                        float const t826 = t825 * l822;
                        float const t827 = t826 + mw_f32(0x3D2AAAA5u);
                        float const t828 = t827 * l822;
                        float const t829 = t828 * l822;
                        float const t830 = mw_f32(0x3F000000u) * l822;
                        float const t831 = t829 - t830;
                        float const t832 = t831 + mw_f32(0x3F800000u);
                        r820 = t832;
                        goto ret821;
                    }
                    ret821:;
                    t818 = r820;
                } else {
                    float l833 = l799;
                    float r834 = 0.0f;
                    // __sin_kernel
                    {
                        float l836 = 0.0f;
#line 14 "<prelude>"
                        float const t837 = l833 * l833;
                        l836 = t837;
#line 15 "<prelude>"
                        float const t838 = mw_f32(0xB94CA1F9u) * l836;
                        float const t839 = t838 + mw_f32(0x3C08839Eu);
                        float const t840 = t839 * l836;
                        float const t841 = t840 - mw_f32(0x3E2AAAA3u);
                        float const t842 = t841 * l836;
                        float const t843 = t842 * l833;
                        float const t844 = t843 + l833;
                        r834 = t844;
                        goto ret835;
                    }
                    ret835:;
                    t818 = r834;
                }
                l801 = t818;
#line 43 "<prelude>"
                bool const t845 = l800 == (int32_t)0x00000001u;
                bool t846 = t845;
                if (!t846) {
                    bool const t847 = l800 == (int32_t)0x00000002u;
                    t846 = t847;
                }
                float t848 = 0.0f;
                if (t846) {
                    float const t849 = -l801;
                    t848 = t849;
                } else {
                    t848 = l801;
                }
                r796 = t848;
                goto ret797;
            }
            ret797:;
            float const t850 = r742 * r796;
            float const t851 = l736 * l738;
            float const t852 = mw_fabs(t851);
            float const t853 = t852 + mw_f32(0x3F800000u);
            float const t854 = mw_sqrt(t853);
            float const t855 = t850 + t854;
            float const t856 = t855 - mw_f32(0x3F800000u);
            r739 = t856;
            goto ret740;
        }
        ret740:;
        l6 = r739;
#line 25 "../envs/micro.rhai:37 (system code)"
        float l857 = l5;
        float l858 = l6;
        float r859 = 0.0f;
        // mix
        {
#line 12 "../envs/micro.rhai:37 (system code)"
            float l861 = l857;
            float r862 = 0.0f;
            // sin
            {
                float l864 = 0.0f;
                float l865 = 0.0f;
                int32_t l866 = 0;
                float l867 = 0.0f;
#line 31 "<prelude>"
                float const t868 = l861 * mw_f32(0x3F22F983u);
                float const t869 = mw_round(t868);
                l864 = t869;
#line 32 "<prelude>"
                float l870 = l861;
                float l871 = l864;
                float r872 = 0.0f;
                // __reduce_pio2
                {
#line 27 "<prelude>"
                    float const t874 = l871 * mw_f32(0x3FC90000u);
                    float const t875 = l870 - t874;
                    float const t876 = l871 * mw_f32(0x39FDA000u);
                    float const t877 = t875 - t876;
                    float const t878 = l871 * mw_f32(0x33A22169u);
                    float const t879 = t877 - t878;
                    r872 = t879;
                    goto ret873;
                }
                ret873:;
                l865 = r872;
#line 33 "<prelude>"
                int32_t const t880 = mw_f2i(l864);
                int32_t const t881 = t880 & (int32_t)0x00000003u;
                l866 = t881;
#line 34 "<prelude>"
                int32_t const t882 = l866 & (int32_t)0x00000001u;
                bool const t883 = t882 == (int32_t)0x00000000u;
                float t884 = 0.0f;
                if (t883) {
                    float l885 = l865;
                    float r886 = 0.0f;
                    // __sin_kernel
                    {
                        float l888 = 0.0f;
#line 14 "<prelude>"
                        float const t889 = l885 * l885;
                        l888 = t889;
#line 15 "<prelude>"
                        float const t890 = mw_f32(0xB94CA1F9u) * l888;
                        float const t891 = t890 + mw_f32(0x3C08839Eu);
                        float const t892 = t891 * l888;
                        float const t893 = t892 - mw_f32(0x3E2AAAA3u);
                        float const t894 = t893 * l888;
                        float const t895 = t894 * l885;
                        float const t896 = t895 + l885;
                        r886 = t896;
                        goto ret887;
                    }
                    ret887:;
                    t884 = r886;
                } else {
                    float l897 = l865;
                    float r898 = 0.0f;
                    // __cos_kernel
                    {
                        float l900 = 0.0f;
#line 19 "<prelude>"
                        float const t901 = l897 * l897;
                        l900 = t901;
#line 20 "<prelude>"
                        float const t902 = mw_f32(0x37CCF5CEu) * l900;
                        float const t903 = t902 - mw_f32(0x3AB6061Au);
                        float const t904 = t903 * l900;
                        float const t905 = t904 + mw_f32(0x3D2AAAA5u);
                        float const t906 = t905 * l900;
                        float const t907 = t906 * l900;
                        float const t908 = mw_f32(0x3F000000u) * l900;
                        float const t909 = t907 - t908;
                        float const t910 = t909 + mw_f32(0x3F800000u);
                        r898 = t910;
                        goto ret899;
                    }
                    ret899:;
                    t884 = r898;
                }
                l867 = t884;
#line 35 "<prelude>"
                int32_t const t911 = l866 & (int32_t)0x00000002u;
                bool const t912 = t911 == (int32_t)0x00000000u;
                float t913 = 0.0f;
                if (t912) {
                    t913 = l867;
                } else {
                    float const t914 = -l867;
                    t913 = t914;
                }
                r862 = t913;
                goto ret863;
            }
            ret863:;
            float l915 = l858;
            float r916 = 0.0f;
            // cos
            {
                float l918 = 0.0f;
                float l919 = 0.0f;
                int32_t l920 = 0;
                float l921 = 0.0f;
#line 39 "<prelude>"
                float const t922 = l915 * mw_f32(0x3F22F983u);
                float const t923 = mw_round(t922);
                l918 = t923;
#line 40 "<prelude>"
                float l924 = l915;
                float l925 = l918;
                float r926 = 0.0f;
                // __reduce_pio2
                {
#line 27 "<prelude>"
                    float const t928 = l925 * mw_f32(0x3FC90000u);
                    float const t929 = l924 - t928;
                    float const t930 = l925 * mw_f32(0x39FDA000u);
                    float const t931 = t929 - t930;
                    float const t932 = l925 * mw_f32(0x33A22169u);
                    float const t933 = t931 - t932;
                    r926 = t933;
                    goto ret927;
                }
                ret927:;
                l919 = r926;
#line 41 "<prelude>"
                int32_t const t934 = mw_f2i(l918);
                int32_t const t935 = t934 & (int32_t)0x00000003u;
                l920 = t935;
#line 42 "<prelude>"
                int32_t const t936 = l920 & (int32_t)0x00000001u;
                bool const t937 = t936 == (int32_t)0x00000000u;
                float t938 = 0.0f;
                if (t937) {
                    float l939 = l919;
                    float r940 = 0.0f;
                    // __cos_kernel
                    {
                        float l942 = 0.0f;
#line 19 "<prelude>"
                        float const t943 = l939 * l939;
                        l942 = t943;
#line 20 "<prelude>"
                        float const t944 = mw_f32(0x37CCF5CEu) * l942;
                        float const t945 = t944 - mw_f32(0x3AB6061Au);
                        float const t946 = t945 * l942;
                        float const t947 = t946 + mw_f32(0x3D2AAAA5u);
                        float const t948 = t947 * l942;
                        float const t949 = t948 * l942;
                        float const t950 = mw_f32(0x3F000000u) * l942;
                        float const t951 = t949 - t950;
                        float const t952 = t951 + mw_f32(0x3F800000u);
                        r940 = t952;
                        goto ret941;
                    }
                    ret941:;
                    t938 = r940;
                } else {
                    float l953 = l919;
                    float r954 = 0.0f;
                    // __sin_kernel
                    {
                        float l956 = 0.0f;
#line 14 "<prelude>"
                        float const t957 = l953 * l953;
                        l956 = t957;
#line 15 "<prelude>"
                        float const t958 = mw_f32(0xB94CA1F9u) * l956;
                        float const t959 = t958 + mw_f32(0x3C08839Eu);
                        float const t960 = t959 * l956;
                        float const t961 = t960 - mw_f32(0x3E2AAAA3u);
                        float const t962 = t961 * l956;
                        float const t963 = t962 * l953;
                        float const t964 = t963 + l953;
                        r954 = t964;
                        goto ret955;
                    }
                    ret955:;
                    t938 = r954;
                }
                l921 = t938;
#line 43 "<prelude>"
                bool const t965 = l920 == (int32_t)0x00000001u;
                bool t966 = t965;
                if (!t966) {
                    bool const t967 = l920 == (int32_t)0x00000002u;
                    t966 = t967;
                }
                float t968 = 0.0f;
                if (t966) {
                    float const t969 = -l921;
                    t968 = t969;
                } else {
                    t968 = l921;
                }
                r916 = t968;
                goto ret917;
            }
            ret917:;
            float const t970 = r862 * r916;
            float const t971 = l857 * l858;
            float const t972 = mw_fabs(t971);
            float const t973 = t972 + mw_f32(0x3F800000u);
            float const t974 = mw_sqrt(t973);
            float const t975 = t970 + t974;
            float const t976 = t975 - mw_f32(0x3F800000u);
            r859 = t976;
            goto ret860;
        }
        ret860:;
        l5 = r859;
#line 26 "../envs/micro.rhai:37 (system code)"
        float l977 = l6;
        float const t978 = l5 + mw_f32(0x3F000000u);
        float l979 = t978;
        float r980 = 0.0f;
        // mix
        {
#line 12 "../envs/micro.rhai:37 (system code)"
            float l982 = l977;
            float r983 = 0.0f;
            // sin
            {
                float l985 = 0.0f;
                float l986 = 0.0f;
                int32_t l987 = 0;
                float l988 = 0.0f;
#line 31 "<prelude>"
                float const t989 = l982 * mw_f32(0x3F22F983u);
                float const t990 = mw_round(t989);
                l985 = t990;
#line 32 "<prelude>"
                float l991 = l982;
                float l992 = l985;
                float r993 = 0.0f;
                // __reduce_pio2
                {
#line 27 "<prelude>"
                    float const t995 = l992 * mw_f32(0x3FC90000u);
                    float const t996 = l991 - t995;
                    float const t997 = l992 * mw_f32(0x39FDA000u);
                    float const t998 = t996 - t997;
                    float const t999 = l992 * mw_f32(0x33A22169u);
                    float const t1000 = t998 - t999;
                    r993 = t1000;
                    goto ret994;
                }
                ret994:;
                l986 = r993;
#line 33 "<prelude>"
                int32_t const t1001 = mw_f2i(l985);
                int32_t const t1002 = t1001 & (int32_t)0x00000003u;
                l987 = t1002;
#line 34 "<prelude>"
                int32_t const t1003 = l987 & (int32_t)0x00000001u;
                bool const t1004 = t1003 == (int32_t)0x00000000u;
                float t1005 = 0.0f;
                if (t1004) {
                    float l1006 = l986;
                    float r1007 = 0.0f;
                    // __sin_kernel
                    {
                        float l1009 = 0.0f;
#line 14 "<prelude>"
                        float const t1010 = l1006 * l1006;
                        l1009 = t1010;
#line 15 "<prelude>"
                        float const t1011 = mw_f32(0xB94CA1F9u) * l1009;
                        float const t1012 = t1011 + mw_f32(0x3C08839Eu);
                        float const t1013 = t1012 * l1009;
                        float const t1014 = t1013 - mw_f32(0x3E2AAAA3u);
                        float const t1015 = t1014 * l1009;
                        float const t1016 = t1015 * l1006;
                        float const t1017 = t1016 + l1006;
                        r1007 = t1017;
                        goto ret1008;
                    }
                    ret1008:;
                    t1005 = r1007;
                } else {
                    float l1018 = l986;
                    float r1019 = 0.0f;
                    // __cos_kernel
                    {
                        float l1021 = 0.0f;
#line 19 "<prelude>"
                        float const t1022 = l1018 * l1018;
                        l1021 = t1022;
#line 20 "<prelude>"
                        float const t1023 = mw_f32(0x37CCF5CEu) * l1021;
                        float const t1024 = t1023 - mw_f32(0x3AB6061Au);
                        float const t1025 = t1024 * l1021;
                        float const t1026 = t1025 + mw_f32(0x3D2AAAA5u);
                        float const t1027 = t1026 * l1021;
                        float const t1028 = t1027 * l1021;
                        float const t1029 = mw_f32(0x3F000000u) * l1021;
                        float const t1030 = t1028 - t1029;
                        float const t1031 = t1030 + mw_f32(0x3F800000u);
                        r1019 = t1031;
                        goto ret1020;
                    }
                    ret1020:;
                    t1005 = r1019;
                }
                l988 = t1005;
#line 35 "<prelude>"
                int32_t const t1032 = l987 & (int32_t)0x00000002u;
                bool const t1033 = t1032 == (int32_t)0x00000000u;
                float t1034 = 0.0f;
                if (t1033) {
                    t1034 = l988;
                } else {
                    float const t1035 = -l988;
                    t1034 = t1035;
                }
                r983 = t1034;
                goto ret984;
            }
            ret984:;
            float l1036 = l979;
            float r1037 = 0.0f;
            // cos
            {
                float l1039 = 0.0f;
                float l1040 = 0.0f;
                int32_t l1041 = 0;
                float l1042 = 0.0f;
#line 39 "<prelude>"
                float const t1043 = l1036 * mw_f32(0x3F22F983u);
                float const t1044 = mw_round(t1043);
                l1039 = t1044;
#line 40 "<prelude>"
                float l1045 = l1036;
                float l1046 = l1039;
                float r1047 = 0.0f;
                // __reduce_pio2
                {
#line 27 "<prelude>"
                    float const t1049 = l1046 * mw_f32(0x3FC90000u);
                    float const t1050 = l1045 - t1049;
                    float const t1051 = l1046 * mw_f32(0x39FDA000u);
                    float const t1052 = t1050 - t1051;
                    float const t1053 = l1046 * mw_f32(0x33A22169u);
                    float const t1054 = t1052 - t1053;
                    r1047 = t1054;
                    goto ret1048;
                }
                ret1048:;
                l1040 = r1047;
#line 41 "<prelude>"
                int32_t const t1055 = mw_f2i(l1039);
                int32_t const t1056 = t1055 & (int32_t)0x00000003u;
                l1041 = t1056;
#line 42 "<prelude>"
                int32_t const t1057 = l1041 & (int32_t)0x00000001u;
                bool const t1058 = t1057 == (int32_t)0x00000000u;
                float t1059 = 0.0f;
                if (t1058) {
                    float l1060 = l1040;
                    float r1061 = 0.0f;
                    // __cos_kernel
                    {
                        float l1063 = 0.0f;
#line 19 "<prelude>"
                        float const t1064 = l1060 * l1060;
                        l1063 = t1064;
#line 20 "<prelude>"
                        float const t1065 = mw_f32(0x37CCF5CEu) * l1063;
                        float const t1066 = t1065 - mw_f32(0x3AB6061Au);
                        float const t1067 = t1066 * l1063;
                        float const t1068 = t1067 + mw_f32(0x3D2AAAA5u);
                        float const t1069 = t1068 * l1063;
                        float const t1070 = t1069 * l1063;
                        float const t1071 = mw_f32(0x3F000000u) * l1063;
                        float const t1072 = t1070 - t1071;
                        float const t1073 = t1072 + mw_f32(0x3F800000u);
                        r1061 = t1073;
                        goto ret1062;
                    }
                    ret1062:;
                    t1059 = r1061;
                } else {
                    float l1074 = l1040;
                    float r1075 = 0.0f;
                    // __sin_kernel
                    {
                        float l1077 = 0.0f;
#line 14 "<prelude>"
                        float const t1078 = l1074 * l1074;
                        l1077 = t1078;
#line 15 "<prelude>"
                        float const t1079 = mw_f32(0xB94CA1F9u) * l1077;
                        float const t1080 = t1079 + mw_f32(0x3C08839Eu);
                        float const t1081 = t1080 * l1077;
                        float const t1082 = t1081 - mw_f32(0x3E2AAAA3u);
                        float const t1083 = t1082 * l1077;
                        float const t1084 = t1083 * l1074;
                        float const t1085 = t1084 + l1074;
                        r1075 = t1085;
                        goto ret1076;
                    }
                    ret1076:;
                    t1059 = r1075;
                }
                l1042 = t1059;
#line 43 "<prelude>"
                bool const t1086 = l1041 == (int32_t)0x00000001u;
                bool t1087 = t1086;
                if (!t1087) {
                    bool const t1088 = l1041 == (int32_t)0x00000002u;
                    t1087 = t1088;
                }
                float t1089 = 0.0f;
                if (t1087) {
                    float const t1090 = -l1042;
                    t1089 = t1090;
                } else {
                    t1089 = l1042;
                }
                r1037 = t1089;
                goto ret1038;
            }
            ret1038:;
            float const t1091 = r983 * r1037;
            float const t1092 = l977 * l979;
            float const t1093 = mw_fabs(t1092);
            float const t1094 = t1093 + mw_f32(0x3F800000u);
            float const t1095 = mw_sqrt(t1094);
            float const t1096 = t1091 + t1095;
            float const t1097 = t1096 - mw_f32(0x3F800000u);
            r980 = t1097;
            goto ret981;
        }
        ret981:;
        l6 = r980;
#line 27 "../envs/micro.rhai:37 (system code)"
        float l1098 = l5;
        float l1099 = l6;
        float r1100 = 0.0f;
        // mix
        {
#line 12 "../envs/micro.rhai:37 (system code)"
            float l1102 = l1098;
            float r1103 = 0.0f;
            // sin
            {
                float l1105 = 0.0f;
                float l1106 = 0.0f;
                int32_t l1107 = 0;
                float l1108 = 0.0f;
#line 31 "<prelude>"
                float const t1109 = l1102 * mw_f32(0x3F22F983u);
                float const t1110 = mw_round(t1109);
                l1105 = t1110;
#line 32 "<prelude>"
                float l1111 = l1102;
                float l1112 = l1105;
                float r1113 = 0.0f;
                // __reduce_pio2
                {
#line 27 "<prelude>"
                    float const t1115 = l1112 * mw_f32(0x3FC90000u);
                    float const t1116 = l1111 - t1115;
                    float const t1117 = l1112 * mw_f32(0x39FDA000u);
                    float const t1118 = t1116 - t1117;
                    float const t1119 = l1112 * mw_f32(0x33A22169u);
                    float const t1120 = t1118 - t1119;
                    r1113 = t1120;
                    goto ret1114;
                }
                ret1114:;
                l1106 = r1113;
#line 33 "<prelude>"
                int32_t const t1121 = mw_f2i(l1105);
                int32_t const t1122 = t1121 & (int32_t)0x00000003u;
                l1107 = t1122;
#line 34 "<prelude>"
                int32_t const t1123 = l1107 & (int32_t)0x00000001u;
                bool const t1124 = t1123 == (int32_t)0x00000000u;
                float t1125 = 0.0f;
                if (t1124) {
                    float l1126 = l1106;
                    float r1127 = 0.0f;
                    // __sin_kernel
                    {
                        float l1129 = 0.0f;
#line 14 "<prelude>"
                        float const t1130 = l1126 * l1126;
                        l1129 = t1130;
#line 15 "<prelude>"
                        float const t1131 = mw_f32(0xB94CA1F9u) * l1129;
                        float const t1132 = t1131 + mw_f32(0x3C08839Eu);
                        float const t1133 = t1132 * l1129;
                        float const t1134 = t1133 - mw_f32(0x3E2AAAA3u);
                        float const t1135 = t1134 * l1129;
                        float const t1136 = t1135 * l1126;
                        float const t1137 = t1136 + l1126;
                        r1127 = t1137;
                        goto ret1128;
                    }
                    ret1128:;
                    t1125 = r1127;
                } else {
                    float l1138 = l1106;
                    float r1139 = 0.0f;
                    // __cos_kernel
                    {
                        float l1141 = 0.0f;
#line 19 "<prelude>"
                        float const t1142 = l1138 * l1138;
                        l1141 = t1142;
#line 20 "<prelude>"
                        float const t1143 = mw_f32(0x37CCF5CEu) * l1141;
                        float const t1144 = t1143 - mw_f32(0x3AB6061Au);
                        float const t1145 = t1144 * l1141;
                        float const t1146 = t1145 + mw_f32(0x3D2AAAA5u);
                        float const t1147 = t1146 * l1141;
                        float const t1148 = t1147 * l1141;
                        float const t1149 = mw_f32(0x3F000000u) * l1141;
                        float const t1150 = t1148 - t1149;
                        float const t1151 = t1150 + mw_f32(0x3F800000u);
                        r1139 = t1151;
                        goto ret1140;
                    }
                    ret1140:;
                    t1125 = r1139;
                }
                l1108 = t1125;
#line 35 "<prelude>"
                int32_t const t1152 = l1107 & (int32_t)0x00000002u;
                bool const t1153 = t1152 == (int32_t)0x00000000u;
                float t1154 = 0.0f;
                if (t1153) {
                    t1154 = l1108;
                } else {
                    float const t1155 = -l1108;
                    t1154 = t1155;
                }
                r1103 = t1154;
                goto ret1104;
            }
            ret1104:;
            float l1156 = l1099;
            float r1157 = 0.0f;
            // cos
            {
                float l1159 = 0.0f;
                float l1160 = 0.0f;
                int32_t l1161 = 0;
                float l1162 = 0.0f;
#line 39 "<prelude>"
                float const t1163 = l1156 * mw_f32(0x3F22F983u);
                float const t1164 = mw_round(t1163);
                l1159 = t1164;
#line 40 "<prelude>"
                float l1165 = l1156;
                float l1166 = l1159;
                float r1167 = 0.0f;
                // __reduce_pio2
                {
#line 27 "<prelude>"
                    float const t1169 = l1166 * mw_f32(0x3FC90000u);
                    float const t1170 = l1165 - t1169;
                    float const t1171 = l1166 * mw_f32(0x39FDA000u);
                    float const t1172 = t1170 - t1171;
                    float const t1173 = l1166 * mw_f32(0x33A22169u);
                    float const t1174 = t1172 - t1173;
                    r1167 = t1174;
                    goto ret1168;
                }
                ret1168:;
                l1160 = r1167;
#line 41 "<prelude>"
                int32_t const t1175 = mw_f2i(l1159);
                int32_t const t1176 = t1175 & (int32_t)0x00000003u;
                l1161 = t1176;
#line 42 "<prelude>"
                int32_t const t1177 = l1161 & (int32_t)0x00000001u;
                bool const t1178 = t1177 == (int32_t)0x00000000u;
                float t1179 = 0.0f;
                if (t1178) {
                    float l1180 = l1160;
                    float r1181 = 0.0f;
                    // __cos_kernel
                    {
                        float l1183 = 0.0f;
#line 19 "<prelude>"
                        float const t1184 = l1180 * l1180;
                        l1183 = t1184;
#line 20 "<prelude>"
                        float const t1185 = mw_f32(0x37CCF5CEu) * l1183;
                        float const t1186 = t1185 - mw_f32(0x3AB6061Au);
                        float const t1187 = t1186 * l1183;
                        float const t1188 = t1187 + mw_f32(0x3D2AAAA5u);
                        float const t1189 = t1188 * l1183;
                        float const t1190 = t1189 * l1183;
                        float const t1191 = mw_f32(0x3F000000u) * l1183;
                        float const t1192 = t1190 - t1191;
                        float const t1193 = t1192 + mw_f32(0x3F800000u);
                        r1181 = t1193;
                        goto ret1182;
                    }
                    ret1182:;
                    t1179 = r1181;
                } else {
                    float l1194 = l1160;
                    float r1195 = 0.0f;
                    // __sin_kernel
                    {
                        float l1197 = 0.0f;
#line 14 "<prelude>"
                        float const t1198 = l1194 * l1194;
                        l1197 = t1198;
#line 15 "<prelude>"
                        float const t1199 = mw_f32(0xB94CA1F9u) * l1197;
                        float const t1200 = t1199 + mw_f32(0x3C08839Eu);
                        float const t1201 = t1200 * l1197;
                        float const t1202 = t1201 - mw_f32(0x3E2AAAA3u);
                        float const t1203 = t1202 * l1197;
                        float const t1204 = t1203 * l1194;
                        float const t1205 = t1204 + l1194;
                        r1195 = t1205;
                        goto ret1196;
                    }
                    ret1196:;
                    t1179 = r1195;
                }
                l1162 = t1179;
#line 43 "<prelude>"
                bool const t1206 = l1161 == (int32_t)0x00000001u;
                bool t1207 = t1206;
                if (!t1207) {
                    bool const t1208 = l1161 == (int32_t)0x00000002u;
                    t1207 = t1208;
                }
                float t1209 = 0.0f;
                if (t1207) {
                    float const t1210 = -l1162;
                    t1209 = t1210;
                } else {
                    t1209 = l1162;
                }
                r1157 = t1209;
                goto ret1158;
            }
            ret1158:;
            float const t1211 = r1103 * r1157;
            float const t1212 = l1098 * l1099;
            float const t1213 = mw_fabs(t1212);
            float const t1214 = t1213 + mw_f32(0x3F800000u);
            float const t1215 = mw_sqrt(t1214);
            float const t1216 = t1211 + t1215;
            float const t1217 = t1216 - mw_f32(0x3F800000u);
            r1100 = t1217;
            goto ret1101;
        }
        ret1101:;
        l5 = r1100;
#line 28 "../envs/micro.rhai:37 (system code)"
        float l1218 = l6;
        float const t1219 = l5 + mw_f32(0x3F200000u);
        float l1220 = t1219;
        float r1221 = 0.0f;
        // mix
        {
#line 12 "../envs/micro.rhai:37 (system code)"
            float l1223 = l1218;
            float r1224 = 0.0f;
            // sin
            {
                float l1226 = 0.0f;
                float l1227 = 0.0f;
                int32_t l1228 = 0;
                float l1229 = 0.0f;
#line 31 "<prelude>"
                float const t1230 = l1223 * mw_f32(0x3F22F983u);
                float const t1231 = mw_round(t1230);
                l1226 = t1231;
#line 32 "<prelude>"
                float l1232 = l1223;
                float l1233 = l1226;
                float r1234 = 0.0f;
                // __reduce_pio2
                {
#line 27 "<prelude>"
                    float const t1236 = l1233 * mw_f32(0x3FC90000u);
                    float const t1237 = l1232 - t1236;
                    float const t1238 = l1233 * mw_f32(0x39FDA000u);
                    float const t1239 = t1237 - t1238;
                    float const t1240 = l1233 * mw_f32(0x33A22169u);
                    float const t1241 = t1239 - t1240;
                    r1234 = t1241;
                    goto ret1235;
                }
                ret1235:;
                l1227 = r1234;
#line 33 "<prelude>"
                int32_t const t1242 = mw_f2i(l1226);
                int32_t const t1243 = t1242 & (int32_t)0x00000003u;
                l1228 = t1243;
#line 34 "<prelude>"
                int32_t const t1244 = l1228 & (int32_t)0x00000001u;
                bool const t1245 = t1244 == (int32_t)0x00000000u;
                float t1246 = 0.0f;
                if (t1245) {
                    float l1247 = l1227;
                    float r1248 = 0.0f;
                    // __sin_kernel
                    {
                        float l1250 = 0.0f;
#line 14 "<prelude>"
                        float const t1251 = l1247 * l1247;
                        l1250 = t1251;
#line 15 "<prelude>"
                        float const t1252 = mw_f32(0xB94CA1F9u) * l1250;
                        float const t1253 = t1252 + mw_f32(0x3C08839Eu);
                        float const t1254 = t1253 * l1250;
                        float const t1255 = t1254 - mw_f32(0x3E2AAAA3u);
                        float const t1256 = t1255 * l1250;
                        float const t1257 = t1256 * l1247;
                        float const t1258 = t1257 + l1247;
                        r1248 = t1258;
                        goto ret1249;
                    }
                    ret1249:;
                    t1246 = r1248;
                } else {
                    float l1259 = l1227;
                    float r1260 = 0.0f;
                    // __cos_kernel
                    {
                        float l1262 = 0.0f;
#line 19 "<prelude>"
                        float const t1263 = l1259 * l1259;
                        l1262 = t1263;
#line 20 "<prelude>"
                        float const t1264 = mw_f32(0x37CCF5CEu) * l1262;
                        float const t1265 = t1264 - mw_f32(0x3AB6061Au);
                        float const t1266 = t1265 * l1262;
                        float const t1267 = t1266 + mw_f32(0x3D2AAAA5u);
                        float const t1268 = t1267 * l1262;
                        float const t1269 = t1268 * l1262;
                        float const t1270 = mw_f32(0x3F000000u) * l1262;
                        float const t1271 = t1269 - t1270;
                        float const t1272 = t1271 + mw_f32(0x3F800000u);
                        r1260 = t1272;
                        goto ret1261;
                    }
                    ret1261:;
                    t1246 = r1260;
                }
                l1229 = t1246;
#line 35 "<prelude>"
                int32_t const t1273 = l1228 & (int32_t)0x00000002u;
                bool const t1274 = t1273 == (int32_t)0x00000000u;
                float t1275 = 0.0f;
                if (t1274) {
                    t1275 = l1229;
                } else {
                    float const t1276 = -l1229;
                    t1275 = t1276;
                }
                r1224 = t1275;
                goto ret1225;
            }
            ret1225:;
            float l1277 = l1220;
            float r1278 = 0.0f;
            // cos
            {
                float l1280 = 0.0f;
                float l1281 = 0.0f;
                int32_t l1282 = 0;
                float l1283 = 0.0f;
#line 39 "<prelude>"
                float const t1284 = l1277 * mw_f32(0x3F22F983u);
                float const t1285 = mw_round(t1284);
                l1280 = t1285;
#line 40 "<prelude>"
                float l1286 = l1277;
                float l1287 = l1280;
                float r1288 = 0.0f;
                // __reduce_pio2
                {
#line 27 "<prelude>"
                    float const t1290 = l1287 * mw_f32(0x3FC90000u);
                    float const t1291 = l1286 - t1290;
                    float const t1292 = l1287 * mw_f32(0x39FDA000u);
                    float const t1293 = t1291 - t1292;
                    float const t1294 = l1287 * mw_f32(0x33A22169u);
                    float const t1295 = t1293 - t1294;
                    r1288 = t1295;
                    goto ret1289;
                }
                ret1289:;
                l1281 = r1288;
#line 41 "<prelude>"
                int32_t const t1296 = mw_f2i(l1280);
                int32_t const t1297 = t1296 & (int32_t)0x00000003u;
                l1282 = t1297;
#line 42 "<prelude>"
                int32_t const t1298 = l1282 & (int32_t)0x00000001u;
                bool const t1299 = t1298 == (int32_t)0x00000000u;
                float t1300 = 0.0f;
                if (t1299) {
                    float l1301 = l1281;
                    float r1302 = 0.0f;
                    // __cos_kernel
                    {
                        float l1304 = 0.0f;
#line 19 "<prelude>"
                        float const t1305 = l1301 * l1301;
                        l1304 = t1305;
#line 20 "<prelude>"
                        float const t1306 = mw_f32(0x37CCF5CEu) * l1304;
                        float const t1307 = t1306 - mw_f32(0x3AB6061Au);
                        float const t1308 = t1307 * l1304;
                        float const t1309 = t1308 + mw_f32(0x3D2AAAA5u);
                        float const t1310 = t1309 * l1304;
                        float const t1311 = t1310 * l1304;
                        float const t1312 = mw_f32(0x3F000000u) * l1304;
                        float const t1313 = t1311 - t1312;
                        float const t1314 = t1313 + mw_f32(0x3F800000u);
                        r1302 = t1314;
                        goto ret1303;
                    }
                    ret1303:;
                    t1300 = r1302;
                } else {
                    float l1315 = l1281;
                    float r1316 = 0.0f;
                    // __sin_kernel
                    {
                        float l1318 = 0.0f;
#line 14 "<prelude>"
                        float const t1319 = l1315 * l1315;
                        l1318 = t1319;
#line 15 "<prelude>"
                        float const t1320 = mw_f32(0xB94CA1F9u) * l1318;
                        float const t1321 = t1320 + mw_f32(0x3C08839Eu);
                        float const t1322 = t1321 * l1318;
                        float const t1323 = t1322 - mw_f32(0x3E2AAAA3u);
                        float const t1324 = t1323 * l1318;
                        float const t1325 = t1324 * l1315;
                        float const t1326 = t1325 + l1315;
                        r1316 = t1326;
                        goto ret1317;
                    }
                    ret1317:;
                    t1300 = r1316;
                }
                l1283 = t1300;
#line 43 "<prelude>"
                bool const t1327 = l1282 == (int32_t)0x00000001u;
                bool t1328 = t1327;
                if (!t1328) {
                    bool const t1329 = l1282 == (int32_t)0x00000002u;
                    t1328 = t1329;
                }
                float t1330 = 0.0f;
                if (t1328) {
                    float const t1331 = -l1283;
                    t1330 = t1331;
                } else {
                    t1330 = l1283;
                }
                r1278 = t1330;
                goto ret1279;
            }
            ret1279:;
            float const t1332 = r1224 * r1278;
            float const t1333 = l1218 * l1220;
            float const t1334 = mw_fabs(t1333);
            float const t1335 = t1334 + mw_f32(0x3F800000u);
            float const t1336 = mw_sqrt(t1335);
            float const t1337 = t1332 + t1336;
            float const t1338 = t1337 - mw_f32(0x3F800000u);
            r1221 = t1338;
            goto ret1222;
        }
        ret1222:;
        l6 = r1221;
#line 29 "../envs/micro.rhai:37 (system code)"
        float l1339 = l5;
        float l1340 = l6;
        float r1341 = 0.0f;
        // mix
        {
#line 12 "../envs/micro.rhai:37 (system code)"
            float l1343 = l1339;
            float r1344 = 0.0f;
            // sin
            {
                float l1346 = 0.0f;
                float l1347 = 0.0f;
                int32_t l1348 = 0;
                float l1349 = 0.0f;
#line 31 "<prelude>"
                float const t1350 = l1343 * mw_f32(0x3F22F983u);
                float const t1351 = mw_round(t1350);
                l1346 = t1351;
#line 32 "<prelude>"
                float l1352 = l1343;
                float l1353 = l1346;
                float r1354 = 0.0f;
                // __reduce_pio2
                {
#line 27 "<prelude>"
                    float const t1356 = l1353 * mw_f32(0x3FC90000u);
                    float const t1357 = l1352 - t1356;
                    float const t1358 = l1353 * mw_f32(0x39FDA000u);
                    float const t1359 = t1357 - t1358;
                    float const t1360 = l1353 * mw_f32(0x33A22169u);
                    float const t1361 = t1359 - t1360;
                    r1354 = t1361;
                    goto ret1355;
                }
                ret1355:;
                l1347 = r1354;
#line 33 "<prelude>"
                int32_t const t1362 = mw_f2i(l1346);
                int32_t const t1363 = t1362 & (int32_t)0x00000003u;
                l1348 = t1363;
#line 34 "<prelude>"
                int32_t const t1364 = l1348 & (int32_t)0x00000001u;
                bool const t1365 = t1364 == (int32_t)0x00000000u;
                float t1366 = 0.0f;
                if (t1365) {
                    float l1367 = l1347;
                    float r1368 = 0.0f;
                    // __sin_kernel
                    {
                        float l1370 = 0.0f;
#line 14 "<prelude>"
                        float const t1371 = l1367 * l1367;
                        l1370 = t1371;
#line 15 "<prelude>"
                        float const t1372 = mw_f32(0xB94CA1F9u) * l1370;
                        float const t1373 = t1372 + mw_f32(0x3C08839Eu);
                        float const t1374 = t1373 * l1370;
                        float const t1375 = t1374 - mw_f32(0x3E2AAAA3u);
                        float const t1376 = t1375 * l1370;
                        float const t1377 = t1376 * l1367;
                        float const t1378 = t1377 + l1367;
                        r1368 = t1378;
                        goto ret1369;
                    }
                    ret1369:;
                    t1366 = r1368;
                } else {
                    float l1379 = l1347;
                    float r1380 = 0.0f;
                    // __cos_kernel
                    {
                        float l1382 = 0.0f;
#line 19 "<prelude>"
                        float const t1383 = l1379 * l1379;
                        l1382 = t1383;
#line 20 "<prelude>"
                        float const t1384 = mw_f32(0x37CCF5CEu) * l1382;
                        float const t1385 = t1384 - mw_f32(0x3AB6061Au);
                        float const t1386 = t1385 * l1382;
                        float const t1387 = t1386 + mw_f32(0x3D2AAAA5u);
                        float const t1388 = t1387 * l1382;
                        float const t1389 = t1388 * l1382;
                        float const t1390 = mw_f32(0x3F000000u) * l1382;
                        float const t1391 = t1389 - t1390;
                        float const t1392 = t1391 + mw_f32(0x3F800000u);
                        r1380 = t1392;
                        goto ret1381;
                    }
                    ret1381:;
                    t1366 = r1380;
                }
                l1349 = t1366;
#line 35 "<prelude>"
                int32_t const t1393 = l1348 & (int32_t)0x00000002u;
                bool const t1394 = t1393 == (int32_t)0x00000000u;
                float t1395 = 0.0f;
                if (t1394) {
                    t1395 = l1349;
                } else {
                    float const t1396 = -l1349;
                    t1395 = t1396;
                }
                r1344 = t1395;
                goto ret1345;
            }
            ret1345:;
            float l1397 = l1340;
            float r1398 = 0.0f;
            // cos
            {
                float l1400 = 0.0f;
                float l1401 = 0.0f;
                int32_t l1402 = 0;
                float l1403 = 0.0f;
#line 39 "<prelude>"
                float const t1404 = l1397 * mw_f32(0x3F22F983u);
                float const t1405 = mw_round(t1404);
                l1400 = t1405;
#line 40 "<prelude>"
                float l1406 = l1397;
                float l1407 = l1400;
                float r1408 = 0.0f;
                // __reduce_pio2
                {
#line 27 "<prelude>"
                    float const t1410 = l1407 * mw_f32(0x3FC90000u);
                    float const t1411 = l1406 - t1410;
                    float const t1412 = l1407 * mw_f32(0x39FDA000u);
                    float const t1413 = t1411 - t1412;
                    float const t1414 = l1407 * mw_f32(0x33A22169u);
                    float const t1415 = t1413 - t1414;
                    r1408 = t1415;
                    goto ret1409;
                }
                ret1409:;
                l1401 = r1408;
#line 41 "<prelude>"
                int32_t const t1416 = mw_f2i(l1400);
                int32_t const t1417 = t1416 & (int32_t)0x00000003u;
                l1402 = t1417;
#line 42 "<prelude>"
                int32_t const t1418 = l1402 & (int32_t)0x00000001u;
                bool const t1419 = t1418 == (int32_t)0x00000000u;
                float t1420 = 0.0f;
                if (t1419) {
                    float l1421 = l1401;
                    float r1422 = 0.0f;
                    // __cos_kernel
                    {
                        float l1424 = 0.0f;
#line 19 "<prelude>"
                        float const t1425 = l1421 * l1421;
                        l1424 = t1425;
#line 20 "<prelude>"
                        float const t1426 = mw_f32(0x37CCF5CEu) * l1424;
                        float const t1427 = t1426 - mw_f32(0x3AB6061Au);
                        float const t1428 = t1427 * l1424;
                        float const t1429 = t1428 + mw_f32(0x3D2AAAA5u);
                        float const t1430 = t1429 * l1424;
                        float const t1431 = t1430 * l1424;
                        float const t1432 = mw_f32(0x3F000000u) * l1424;
                        float const t1433 = t1431 - t1432;
                        float const t1434 = t1433 + mw_f32(0x3F800000u);
                        r1422 = t1434;
                        goto ret1423;
                    }
                    ret1423:;
                    t1420 = r1422;
                } else {
                    float l1435 = l1401;
                    float r1436 = 0.0f;
                    // __sin_kernel
                    {
                        float l1438 = 0.0f;
#line 14 "<prelude>"
                        float const t1439 = l1435 * l1435;
                        l1438 = t1439;
#line 15 "<prelude>"
                        float const t1440 = mw_f32(0xB94CA1F9u) * l1438;
                        float const t1441 = t1440 + mw_f32(0x3C08839Eu);
                        float const t1442 = t1441 * l1438;
                        float const t1443 = t1442 - mw_f32(0x3E2AAAA3u);
                        float const t1444 = t1443 * l1438;
                        float const t1445 = t1444 * l1435;
                        float const t1446 = t1445 + l1435;
                        r1436 = t1446;
                        goto ret1437;
                    }
                    ret1437:;
                    t1420 = r1436;
                }
                l1403 = t1420;
#line 43 "<prelude>"
                bool const t1447 = l1402 == (int32_t)0x00000001u;
                bool t1448 = t1447;
                if (!t1448) {
                    bool const t1449 = l1402 == (int32_t)0x00000002u;
                    t1448 = t1449;
                }
                float t1450 = 0.0f;
                if (t1448) {
                    float const t1451 = -l1403;
                    t1450 = t1451;
                } else {
                    t1450 = l1403;
                }
                r1398 = t1450;
                goto ret1399;
            }
            ret1399:;
            float const t1452 = r1344 * r1398;
            float const t1453 = l1339 * l1340;
            float const t1454 = mw_fabs(t1453);
            float const t1455 = t1454 + mw_f32(0x3F800000u);
            float const t1456 = mw_sqrt(t1455);
            float const t1457 = t1452 + t1456;
            float const t1458 = t1457 - mw_f32(0x3F800000u);
            r1341 = t1458;
            goto ret1342;
        }
        ret1342:;
        l5 = r1341;
#line 30 "../envs/micro.rhai:37 (system code)"
        float l1459 = l6;
        float const t1460 = l5 + mw_f32(0x3F400000u);
        float l1461 = t1460;
        float r1462 = 0.0f;
        // mix
        {
#line 12 "../envs/micro.rhai:37 (system code)"
            float l1464 = l1459;
            float r1465 = 0.0f;
            // sin
            {
                float l1467 = 0.0f;
                float l1468 = 0.0f;
                int32_t l1469 = 0;
                float l1470 = 0.0f;
#line 31 "<prelude>"
                float const t1471 = l1464 * mw_f32(0x3F22F983u);
                float const t1472 = mw_round(t1471);
                l1467 = t1472;
#line 32 "<prelude>"
                float l1473 = l1464;
                float l1474 = l1467;
                float r1475 = 0.0f;
                // __reduce_pio2
                {
#line 27 "<prelude>"
                    float const t1477 = l1474 * mw_f32(0x3FC90000u);
                    float const t1478 = l1473 - t1477;
                    float const t1479 = l1474 * mw_f32(0x39FDA000u);
                    float const t1480 = t1478 - t1479;
                    float const t1481 = l1474 * mw_f32(0x33A22169u);
                    float const t1482 = t1480 - t1481;
                    r1475 = t1482;
                    goto ret1476;
                }
                ret1476:;
                l1468 = r1475;
#line 33 "<prelude>"
                int32_t const t1483 = mw_f2i(l1467);
                int32_t const t1484 = t1483 & (int32_t)0x00000003u;
                l1469 = t1484;
#line 34 "<prelude>"
                int32_t const t1485 = l1469 & (int32_t)0x00000001u;
                bool const t1486 = t1485 == (int32_t)0x00000000u;
                float t1487 = 0.0f;
                if (t1486) {
                    float l1488 = l1468;
                    float r1489 = 0.0f;
                    // __sin_kernel
                    {
                        float l1491 = 0.0f;
#line 14 "<prelude>"
                        float const t1492 = l1488 * l1488;
                        l1491 = t1492;
#line 15 "<prelude>"
                        float const t1493 = mw_f32(0xB94CA1F9u) * l1491;
                        float const t1494 = t1493 + mw_f32(0x3C08839Eu);
                        float const t1495 = t1494 * l1491;
                        float const t1496 = t1495 - mw_f32(0x3E2AAAA3u);
                        float const t1497 = t1496 * l1491;
                        float const t1498 = t1497 * l1488;
                        float const t1499 = t1498 + l1488;
                        r1489 = t1499;
                        goto ret1490;
                    }
                    ret1490:;
                    t1487 = r1489;
                } else {
                    float l1500 = l1468;
                    float r1501 = 0.0f;
                    // __cos_kernel
                    {
                        float l1503 = 0.0f;
#line 19 "<prelude>"
                        float const t1504 = l1500 * l1500;
                        l1503 = t1504;
#line 20 "<prelude>"
                        float const t1505 = mw_f32(0x37CCF5CEu) * l1503;
                        float const t1506 = t1505 - mw_f32(0x3AB6061Au);
                        float const t1507 = t1506 * l1503;
                        float const t1508 = t1507 + mw_f32(0x3D2AAAA5u);
                        float const t1509 = t1508 * l1503;
                        float const t1510 = t1509 * l1503;
                        float const t1511 = mw_f32(0x3F000000u) * l1503;
                        float const t1512 = t1510 - t1511;
                        float const t1513 = t1512 + mw_f32(0x3F800000u);
                        r1501 = t1513;
                        goto ret1502;
                    }
                    ret1502:;
                    t1487 = r1501;
                }
                l1470 = t1487;
#line 35 "<prelude>"
                int32_t const t1514 = l1469 & (int32_t)0x00000002u;
                bool const t1515 = t1514 == (int32_t)0x00000000u;
                float t1516 = 0.0f;
                if (t1515) {
                    t1516 = l1470;
                } else {
                    float const t1517 = -l1470;
                    t1516 = t1517;
                }
                r1465 = t1516;
                goto ret1466;
            }
            ret1466:;
            float l1518 = l1461;
            float r1519 = 0.0f;
            // cos
            {
                float l1521 = 0.0f;
                float l1522 = 0.0f;
                int32_t l1523 = 0;
                float l1524 = 0.0f;
#line 39 "<prelude>"
                float const t1525 = l1518 * mw_f32(0x3F22F983u);
                float const t1526 = mw_round(t1525);
                l1521 = t1526;
#line 40 "<prelude>"
                float l1527 = l1518;
                float l1528 = l1521;
                float r1529 = 0.0f;
                // __reduce_pio2
                {
#line 27 "<prelude>"
                    float const t1531 = l1528 * mw_f32(0x3FC90000u);
                    float const t1532 = l1527 - t1531;
                    float const t1533 = l1528 * mw_f32(0x39FDA000u);
                    float const t1534 = t1532 - t1533;
                    float const t1535 = l1528 * mw_f32(0x33A22169u);
                    float const t1536 = t1534 - t1535;
                    r1529 = t1536;
                    goto ret1530;
                }
                ret1530:;
                l1522 = r1529;
#line 41 "<prelude>"
                int32_t const t1537 = mw_f2i(l1521);
                int32_t const t1538 = t1537 & (int32_t)0x00000003u;
                l1523 = t1538;
#line 42 "<prelude>"
                int32_t const t1539 = l1523 & (int32_t)0x00000001u;
                bool const t1540 = t1539 == (int32_t)0x00000000u;
                float t1541 = 0.0f;
                if (t1540) {
                    float l1542 = l1522;
                    float r1543 = 0.0f;
                    // __cos_kernel
                    {
                        float l1545 = 0.0f;
#line 19 "<prelude>"
                        float const t1546 = l1542 * l1542;
                        l1545 = t1546;
#line 20 "<prelude>"
                        float const t1547 = mw_f32(0x37CCF5CEu) * l1545;
                        float const t1548 = t1547 - mw_f32(0x3AB6061Au);
                        float const t1549 = t1548 * l1545;
                        float const t1550 = t1549 + mw_f32(0x3D2AAAA5u);
                        float const t1551 = t1550 * l1545;
                        float const t1552 = t1551 * l1545;
                        float const t1553 = mw_f32(0x3F000000u) * l1545;
                        float const t1554 = t1552 - t1553;
                        float const t1555 = t1554 + mw_f32(0x3F800000u);
                        r1543 = t1555;
                        goto ret1544;
                    }
                    ret1544:;
                    t1541 = r1543;
                } else {
                    float l1556 = l1522;
                    float r1557 = 0.0f;
                    // __sin_kernel
                    {
                        float l1559 = 0.0f;
#line 14 "<prelude>"
                        float const t1560 = l1556 * l1556;
                        l1559 = t1560;
#line 15 "<prelude>"
                        float const t1561 = mw_f32(0xB94CA1F9u) * l1559;
                        float const t1562 = t1561 + mw_f32(0x3C08839Eu);
                        float const t1563 = t1562 * l1559;
                        float const t1564 = t1563 - mw_f32(0x3E2AAAA3u);
                        float const t1565 = t1564 * l1559;
                        float const t1566 = t1565 * l1556;
                        float const t1567 = t1566 + l1556;
                        r1557 = t1567;
                        goto ret1558;
                    }
                    ret1558:;
                    t1541 = r1557;
                }
                l1524 = t1541;
#line 43 "<prelude>"
                bool const t1568 = l1523 == (int32_t)0x00000001u;
                bool t1569 = t1568;
                if (!t1569) {
                    bool const t1570 = l1523 == (int32_t)0x00000002u;
                    t1569 = t1570;
                }
                float t1571 = 0.0f;
                if (t1569) {
                    float const t1572 = -l1524;
                    t1571 = t1572;
                } else {
                    t1571 = l1524;
                }
                r1519 = t1571;
                goto ret1520;
            }
            ret1520:;
            float const t1573 = r1465 * r1519;
            float const t1574 = l1459 * l1461;
            float const t1575 = mw_fabs(t1574);
            float const t1576 = t1575 + mw_f32(0x3F800000u);
            float const t1577 = mw_sqrt(t1576);
            float const t1578 = t1573 + t1577;
            float const t1579 = t1578 - mw_f32(0x3F800000u);
            r1462 = t1579;
            goto ret1463;
        }
        ret1463:;
        l6 = r1462;
#line 31 "../envs/micro.rhai:37 (system code)"
        float l1580 = l5;
        float l1581 = l6;
        float r1582 = 0.0f;
        // mix
        {
#line 12 "../envs/micro.rhai:37 (system code)"
            float l1584 = l1580;
            float r1585 = 0.0f;
            // sin
            {
                float l1587 = 0.0f;
                float l1588 = 0.0f;
                int32_t l1589 = 0;
                float l1590 = 0.0f;
#line 31 "<prelude>"
                float const t1591 = l1584 * mw_f32(0x3F22F983u);
                float const t1592 = mw_round(t1591);
                l1587 = t1592;
#line 32 "<prelude>"
                float l1593 = l1584;
                float l1594 = l1587;
                float r1595 = 0.0f;
                // __reduce_pio2
                {
#line 27 "<prelude>"
                    float const t1597 = l1594 * mw_f32(0x3FC90000u);
                    float const t1598 = l1593 - t1597;
                    float const t1599 = l1594 * mw_f32(0x39FDA000u);
                    float const t1600 = t1598 - t1599;
                    float const t1601 = l1594 * mw_f32(0x33A22169u);
                    float const t1602 = t1600 - t1601;
                    r1595 = t1602;
                    goto ret1596;
                }
                ret1596:;
                l1588 = r1595;
#line 33 "<prelude>"
                int32_t const t1603 = mw_f2i(l1587);
                int32_t const t1604 = t1603 & (int32_t)0x00000003u;
                l1589 = t1604;
#line 34 "<prelude>"
                int32_t const t1605 = l1589 & (int32_t)0x00000001u;
                bool const t1606 = t1605 == (int32_t)0x00000000u;
                float t1607 = 0.0f;
                if (t1606) {
                    float l1608 = l1588;
                    float r1609 = 0.0f;
                    // __sin_kernel
                    {
                        float l1611 = 0.0f;
#line 14 "<prelude>"
                        float const t1612 = l1608 * l1608;
                        l1611 = t1612;
#line 15 "<prelude>"
                        float const t1613 = mw_f32(0xB94CA1F9u) * l1611;
                        float const t1614 = t1613 + mw_f32(0x3C08839Eu);
                        float const t1615 = t1614 * l1611;
                        float const t1616 = t1615 - mw_f32(0x3E2AAAA3u);
                        float const t1617 = t1616 * l1611;
                        float const t1618 = t1617 * l1608;
                        float const t1619 = t1618 + l1608;
                        r1609 = t1619;
                        goto ret1610;
                    }
                    ret1610:;
                    t1607 = r1609;
                } else {
                    float l1620 = l1588;
                    float r1621 = 0.0f;
                    // __cos_kernel
                    {
                        float l1623 = 0.0f;
#line 19 "<prelude>"
                        float const t1624 = l1620 * l1620;
                        l1623 = t1624;
#line 20 "<prelude>"
                        float const t1625 = mw_f32(0x37CCF5CEu) * l1623;
                        float const t1626 = t1625 - mw_f32(0x3AB6061Au);
                        float const t1627 = t1626 * l1623;
                        float const t1628 = t1627 + mw_f32(0x3D2AAAA5u);
                        float const t1629 = t1628 * l1623;
                        float const t1630 = t1629 * l1623;
                        float const t1631 = mw_f32(0x3F000000u) * l1623;
                        float const t1632 = t1630 - t1631;
                        float const t1633 = t1632 + mw_f32(0x3F800000u);
                        r1621 = t1633;
                        goto ret1622;
                    }
                    ret1622:;
                    t1607 = r1621;
                }
                l1590 = t1607;
#line 35 "<prelude>"
                int32_t const t1634 = l1589 & (int32_t)0x00000002u;
                bool const t1635 = t1634 == (int32_t)0x00000000u;
                float t1636 = 0.0f;
                if (t1635) {
                    t1636 = l1590;
                } else {
                    float const t1637 = -l1590;
                    t1636 = t1637;
                }
                r1585 = t1636;
                goto ret1586;
            }
            ret1586:;
            float l1638 = l1581;
            float r1639 = 0.0f;
            // cos
            {
                float l1641 = 0.0f;
                float l1642 = 0.0f;
                int32_t l1643 = 0;
                float l1644 = 0.0f;
#line 39 "<prelude>"
                float const t1645 = l1638 * mw_f32(0x3F22F983u);
                float const t1646 = mw_round(t1645);
                l1641 = t1646;
#line 40 "<prelude>"
                float l1647 = l1638;
                float l1648 = l1641;
                float r1649 = 0.0f;
                // __reduce_pio2
                {
#line 27 "<prelude>"
                    float const t1651 = l1648 * mw_f32(0x3FC90000u);
                    float const t1652 = l1647 - t1651;
                    float const t1653 = l1648 * mw_f32(0x39FDA000u);
                    float const t1654 = t1652 - t1653;
                    float const t1655 = l1648 * mw_f32(0x33A22169u);
                    float const t1656 = t1654 - t1655;
                    r1649 = t1656;
                    goto ret1650;
                }
                ret1650:;
                l1642 = r1649;
#line 41 "<prelude>"
                int32_t const t1657 = mw_f2i(l1641);
                int32_t const t1658 = t1657 & (int32_t)0x00000003u;
                l1643 = t1658;
#line 42 "<prelude>"
                int32_t const t1659 = l1643 & (int32_t)0x00000001u;
                bool const t1660 = t1659 == (int32_t)0x00000000u;
                float t1661 = 0.0f;
                if (t1660) {
                    float l1662 = l1642;
                    float r1663 = 0.0f;
                    // __cos_kernel
                    {
                        float l1665 = 0.0f;
#line 19 "<prelude>"
                        float const t1666 = l1662 * l1662;
                        l1665 = t1666;
#line 20 "<prelude>"
                        float const t1667 = mw_f32(0x37CCF5CEu) * l1665;
                        float const t1668 = t1667 - mw_f32(0x3AB6061Au);
                        float const t1669 = t1668 * l1665;
                        float const t1670 = t1669 + mw_f32(0x3D2AAAA5u);
                        float const t1671 = t1670 * l1665;
                        float const t1672 = t1671 * l1665;
                        float const t1673 = mw_f32(0x3F000000u) * l1665;
                        float const t1674 = t1672 - t1673;
                        float const t1675 = t1674 + mw_f32(0x3F800000u);
                        r1663 = t1675;
                        goto ret1664;
                    }
                    ret1664:;
                    t1661 = r1663;
                } else {
                    float l1676 = l1642;
                    float r1677 = 0.0f;
                    // __sin_kernel
                    {
                        float l1679 = 0.0f;
#line 14 "<prelude>"
                        float const t1680 = l1676 * l1676;
                        l1679 = t1680;
#line 15 "<prelude>"
                        float const t1681 = mw_f32(0xB94CA1F9u) * l1679;
                        float const t1682 = t1681 + mw_f32(0x3C08839Eu);
                        float const t1683 = t1682 * l1679;
                        float const t1684 = t1683 - mw_f32(0x3E2AAAA3u);
                        float const t1685 = t1684 * l1679;
                        float const t1686 = t1685 * l1676;
                        float const t1687 = t1686 + l1676;
                        r1677 = t1687;
                        goto ret1678;
                    }
                    ret1678:;
                    t1661 = r1677;
                }
                l1644 = t1661;
#line 43 "<prelude>"
                bool const t1688 = l1643 == (int32_t)0x00000001u;
                bool t1689 = t1688;
                if (!t1689) {
                    bool const t1690 = l1643 == (int32_t)0x00000002u;
                    t1689 = t1690;
                }
                float t1691 = 0.0f;
                if (t1689) {
                    float const t1692 = -l1644;
                    t1691 = t1692;
                } else {
                    t1691 = l1644;
                }
                r1639 = t1691;
                goto ret1640;
            }
            ret1640:;
            float const t1693 = r1585 * r1639;
            float const t1694 = l1580 * l1581;
            float const t1695 = mw_fabs(t1694);
            float const t1696 = t1695 + mw_f32(0x3F800000u);
            float const t1697 = mw_sqrt(t1696);
            float const t1698 = t1693 + t1697;
            float const t1699 = t1698 - mw_f32(0x3F800000u);
            r1582 = t1699;
            goto ret1583;
        }
        ret1583:;
        l5 = r1582;
#line 32 "../envs/micro.rhai:37 (system code)"
        float l1700 = l6;
        float const t1701 = l5 + mw_f32(0x3F600000u);
        float l1702 = t1701;
        float r1703 = 0.0f;
        // mix
        {
#line 12 "../envs/micro.rhai:37 (system code)"
            float l1705 = l1700;
            float r1706 = 0.0f;
            // sin
            {
                float l1708 = 0.0f;
                float l1709 = 0.0f;
                int32_t l1710 = 0;
                float l1711 = 0.0f;
#line 31 "<prelude>"
                float const t1712 = l1705 * mw_f32(0x3F22F983u);
                float const t1713 = mw_round(t1712);
                l1708 = t1713;
#line 32 "<prelude>"
                float l1714 = l1705;
                float l1715 = l1708;
                float r1716 = 0.0f;
                // __reduce_pio2
                {
#line 27 "<prelude>"
                    float const t1718 = l1715 * mw_f32(0x3FC90000u);
                    float const t1719 = l1714 - t1718;
                    float const t1720 = l1715 * mw_f32(0x39FDA000u);
                    float const t1721 = t1719 - t1720;
                    float const t1722 = l1715 * mw_f32(0x33A22169u);
                    float const t1723 = t1721 - t1722;
                    r1716 = t1723;
                    goto ret1717;
                }
                ret1717:;
                l1709 = r1716;
#line 33 "<prelude>"
                int32_t const t1724 = mw_f2i(l1708);
                int32_t const t1725 = t1724 & (int32_t)0x00000003u;
                l1710 = t1725;
#line 34 "<prelude>"
                int32_t const t1726 = l1710 & (int32_t)0x00000001u;
                bool const t1727 = t1726 == (int32_t)0x00000000u;
                float t1728 = 0.0f;
                if (t1727) {
                    float l1729 = l1709;
                    float r1730 = 0.0f;
                    // __sin_kernel
                    {
                        float l1732 = 0.0f;
#line 14 "<prelude>"
                        float const t1733 = l1729 * l1729;
                        l1732 = t1733;
#line 15 "<prelude>"
                        float const t1734 = mw_f32(0xB94CA1F9u) * l1732;
                        float const t1735 = t1734 + mw_f32(0x3C08839Eu);
                        float const t1736 = t1735 * l1732;
                        float const t1737 = t1736 - mw_f32(0x3E2AAAA3u);
                        float const t1738 = t1737 * l1732;
                        float const t1739 = t1738 * l1729;
                        float const t1740 = t1739 + l1729;
                        r1730 = t1740;
                        goto ret1731;
                    }
                    ret1731:;
                    t1728 = r1730;
                } else {
                    float l1741 = l1709;
                    float r1742 = 0.0f;
                    // __cos_kernel
                    {
                        float l1744 = 0.0f;
#line 19 "<prelude>"
                        float const t1745 = l1741 * l1741;
                        l1744 = t1745;
#line 20 "<prelude>"
                        float const t1746 = mw_f32(0x37CCF5CEu) * l1744;
                        float const t1747 = t1746 - mw_f32(0x3AB6061Au);
                        float const t1748 = t1747 * l1744;
                        float const t1749 = t1748 + mw_f32(0x3D2AAAA5u);
                        float const t1750 = t1749 * l1744;
                        float const t1751 = t1750 * l1744;
                        float const t1752 = mw_f32(0x3F000000u) * l1744;
                        float const t1753 = t1751 - t1752;
                        float const t1754 = t1753 + mw_f32(0x3F800000u);
                        r1742 = t1754;
                        goto ret1743;
                    }
                    ret1743:;
                    t1728 = r1742;
                }
                l1711 = t1728;
#line 35 "<prelude>"
                int32_t const t1755 = l1710 & (int32_t)0x00000002u;
                bool const t1756 = t1755 == (int32_t)0x00000000u;
                float t1757 = 0.0f;
                if (t1756) {
                    t1757 = l1711;
                } else {
                    float const t1758 = -l1711;
                    t1757 = t1758;
                }
                r1706 = t1757;
                goto ret1707;
            }
            ret1707:;
            float l1759 = l1702;
            float r1760 = 0.0f;
            // cos
            {
                float l1762 = 0.0f;
                float l1763 = 0.0f;
                int32_t l1764 = 0;
                float l1765 = 0.0f;
#line 39 "<prelude>"
                float const t1766 = l1759 * mw_f32(0x3F22F983u);
                float const t1767 = mw_round(t1766);
                l1762 = t1767;
#line 40 "<prelude>"
                float l1768 = l1759;
                float l1769 = l1762;
                float r1770 = 0.0f;
                // __reduce_pio2
                {
#line 27 "<prelude>"
                    float const t1772 = l1769 * mw_f32(0x3FC90000u);
                    float const t1773 = l1768 - t1772;
                    float const t1774 = l1769 * mw_f32(0x39FDA000u);
                    float const t1775 = t1773 - t1774;
                    float const t1776 = l1769 * mw_f32(0x33A22169u);
                    float const t1777 = t1775 - t1776;
                    r1770 = t1777;
                    goto ret1771;
                }
                ret1771:;
                l1763 = r1770;
#line 41 "<prelude>"
                int32_t const t1778 = mw_f2i(l1762);
                int32_t const t1779 = t1778 & (int32_t)0x00000003u;
                l1764 = t1779;
#line 42 "<prelude>"
                int32_t const t1780 = l1764 & (int32_t)0x00000001u;
                bool const t1781 = t1780 == (int32_t)0x00000000u;
                float t1782 = 0.0f;
                if (t1781) {
                    float l1783 = l1763;
                    float r1784 = 0.0f;
                    // __cos_kernel
                    {
                        float l1786 = 0.0f;
#line 19 "<prelude>"
                        float const t1787 = l1783 * l1783;
                        l1786 = t1787;
#line 20 "<prelude>"
                        float const t1788 = mw_f32(0x37CCF5CEu) * l1786;
                        float const t1789 = t1788 - mw_f32(0x3AB6061Au);
                        float const t1790 = t1789 * l1786;
                        float const t1791 = t1790 + mw_f32(0x3D2AAAA5u);
                        float const t1792 = t1791 * l1786;
                        float const t1793 = t1792 * l1786;
                        float const t1794 = mw_f32(0x3F000000u) * l1786;
                        float const t1795 = t1793 - t1794;
                        float const t1796 = t1795 + mw_f32(0x3F800000u);
                        r1784 = t1796;
                        goto ret1785;
                    }
                    ret1785:;
                    t1782 = r1784;
                } else {
                    float l1797 = l1763;
                    float r1798 = 0.0f;
                    // __sin_kernel
                    {
                        float l1800 = 0.0f;
#line 14 "<prelude>"
                        float const t1801 = l1797 * l1797;
                        l1800 = t1801;
#line 15 "<prelude>"
                        float const t1802 = mw_f32(0xB94CA1F9u) * l1800;
                        float const t1803 = t1802 + mw_f32(0x3C08839Eu);
                        float const t1804 = t1803 * l1800;
                        float const t1805 = t1804 - mw_f32(0x3E2AAAA3u);
                        float const t1806 = t1805 * l1800;
                        float const t1807 = t1806 * l1797;
                        float const t1808 = t1807 + l1797;
                        r1798 = t1808;
                        goto ret1799;
                    }
                    ret1799:;
                    t1782 = r1798;
                }
                l1765 = t1782;
#line 43 "<prelude>"
                bool const t1809 = l1764 == (int32_t)0x00000001u;
                bool t1810 = t1809;
                if (!t1810) {
                    bool const t1811 = l1764 == (int32_t)0x00000002u;
                    t1810 = t1811;
                }
                float t1812 = 0.0f;
                if (t1810) {
                    float const t1813 = -l1765;
                    t1812 = t1813;
                } else {
                    t1812 = l1765;
                }
                r1760 = t1812;
                goto ret1761;
            }
            ret1761:;
            float const t1814 = r1706 * r1760;
            float const t1815 = l1700 * l1702;
            float const t1816 = mw_fabs(t1815);
            float const t1817 = t1816 + mw_f32(0x3F800000u);
            float const t1818 = mw_sqrt(t1817);
            float const t1819 = t1814 + t1818;
            float const t1820 = t1819 - mw_f32(0x3F800000u);
            r1703 = t1820;
            goto ret1704;
        }
        ret1704:;
        l6 = r1703;
#line 33 "../envs/micro.rhai:37 (system code)"
        float l1821 = l5;
        float l1822 = l6;
        float r1823 = 0.0f;
        // mix
        {
#line 12 "../envs/micro.rhai:37 (system code)"
            float l1825 = l1821;
            float r1826 = 0.0f;
            // sin
            {
                float l1828 = 0.0f;
                float l1829 = 0.0f;
                int32_t l1830 = 0;
                float l1831 = 0.0f;
#line 31 "<prelude>"
                float const t1832 = l1825 * mw_f32(0x3F22F983u);
                float const t1833 = mw_round(t1832);
                l1828 = t1833;
#line 32 "<prelude>"
                float l1834 = l1825;
                float l1835 = l1828;
                float r1836 = 0.0f;
                // __reduce_pio2
                {
#line 27 "<prelude>"
                    float const t1838 = l1835 * mw_f32(0x3FC90000u);
                    float const t1839 = l1834 - t1838;
                    float const t1840 = l1835 * mw_f32(0x39FDA000u);
                    float const t1841 = t1839 - t1840;
                    float const t1842 = l1835 * mw_f32(0x33A22169u);
                    float const t1843 = t1841 - t1842;
                    r1836 = t1843;
                    goto ret1837;
                }
                ret1837:;
                l1829 = r1836;
#line 33 "<prelude>"
                int32_t const t1844 = mw_f2i(l1828);
                int32_t const t1845 = t1844 & (int32_t)0x00000003u;
                l1830 = t1845;
#line 34 "<prelude>"
                int32_t const t1846 = l1830 & (int32_t)0x00000001u;
                bool const t1847 = t1846 == (int32_t)0x00000000u;
                float t1848 = 0.0f;
                if (t1847) {
                    float l1849 = l1829;
                    float r1850 = 0.0f;
                    // __sin_kernel
                    {
                        float l1852 = 0.0f;
#line 14 "<prelude>"
                        float const t1853 = l1849 * l1849;
                        l1852 = t1853;
#line 15 "<prelude>"
                        float const t1854 = mw_f32(0xB94CA1F9u) * l1852;
                        float const t1855 = t1854 + mw_f32(0x3C08839Eu);
                        float const t1856 = t1855 * l1852;
                        float const t1857 = t1856 - mw_f32(0x3E2AAAA3u);
                        float const t1858 = t1857 * l1852;
                        float const t1859 = t1858 * l1849;
                        float const t1860 = t1859 + l1849;
                        r1850 = t1860;
                        goto ret1851;
                    }
                    ret1851:;
                    t1848 = r1850;
                } else {
                    float l1861 = l1829;
                    float r1862 = 0.0f;
                    // __cos_kernel
                    {
                        float l1864 = 0.0f;
#line 19 "<prelude>"
                        float const t1865 = l1861 * l1861;
                        l1864 = t1865;
#line 20 "<prelude>"
                        float const t1866 = mw_f32(0x37CCF5CEu) * l1864;
                        float const t1867 = t1866 - mw_f32(0x3AB6061Au);
                        float const t1868 = t1867 * l1864;
                        float const t1869 = t1868 + mw_f32(0x3D2AAAA5u);
                        float const t1870 = t1869 * l1864;
                        float const t1871 = t1870 * l1864;
                        float const t1872 = mw_f32(0x3F000000u) * l1864;
                        float const t1873 = t1871 - t1872;
                        float const t1874 = t1873 + mw_f32(0x3F800000u);
                        r1862 = t1874;
                        goto ret1863;
                    }
                    ret1863:;
                    t1848 = r1862;
                }
                l1831 = t1848;
#line 35 "<prelude>"
                int32_t const t1875 = l1830 & (int32_t)0x00000002u;
                bool const t1876 = t1875 == (int32_t)0x00000000u;
                float t1877 = 0.0f;
                if (t1876) {
                    t1877 = l1831;
                } else {
                    float const t1878 = -l1831;
                    t1877 = t1878;
                }
                r1826 = t1877;
                goto ret1827;
            }
            ret1827:;
            float l1879 = l1822;
            float r1880 = 0.0f;
            // cos
            {
                float l1882 = 0.0f;
                float l1883 = 0.0f;
                int32_t l1884 = 0;
                float l1885 = 0.0f;
#line 39 "<prelude>"
                float const t1886 = l1879 * mw_f32(0x3F22F983u);
                float const t1887 = mw_round(t1886);
                l1882 = t1887;
#line 40 "<prelude>"
                float l1888 = l1879;
                float l1889 = l1882;
                float r1890 = 0.0f;
                // __reduce_pio2
                {
#line 27 "<prelude>"
                    float const t1892 = l1889 * mw_f32(0x3FC90000u);
                    float const t1893 = l1888 - t1892;
                    float const t1894 = l1889 * mw_f32(0x39FDA000u);
                    float const t1895 = t1893 - t1894;
                    float const t1896 = l1889 * mw_f32(0x33A22169u);
                    float const t1897 = t1895 - t1896;
                    r1890 = t1897;
                    goto ret1891;
                }
                ret1891:;
                l1883 = r1890;
#line 41 "<prelude>"
                int32_t const t1898 = mw_f2i(l1882);
                int32_t const t1899 = t1898 & (int32_t)0x00000003u;
                l1884 = t1899;
#line 42 "<prelude>"
                int32_t const t1900 = l1884 & (int32_t)0x00000001u;
                bool const t1901 = t1900 == (int32_t)0x00000000u;
                float t1902 = 0.0f;
                if (t1901) {
                    float l1903 = l1883;
                    float r1904 = 0.0f;
                    // __cos_kernel
                    {
                        float l1906 = 0.0f;
#line 19 "<prelude>"
                        float const t1907 = l1903 * l1903;
                        l1906 = t1907;
#line 20 "<prelude>"
                        float const t1908 = mw_f32(0x37CCF5CEu) * l1906;
                        float const t1909 = t1908 - mw_f32(0x3AB6061Au);
                        float const t1910 = t1909 * l1906;
                        float const t1911 = t1910 + mw_f32(0x3D2AAAA5u);
                        float const t1912 = t1911 * l1906;
                        float const t1913 = t1912 * l1906;
                        float const t1914 = mw_f32(0x3F000000u) * l1906;
                        float const t1915 = t1913 - t1914;
                        float const t1916 = t1915 + mw_f32(0x3F800000u);
                        r1904 = t1916;
                        goto ret1905;
                    }
                    ret1905:;
                    t1902 = r1904;
                } else {
                    float l1917 = l1883;
                    float r1918 = 0.0f;
                    // __sin_kernel
                    {
                        float l1920 = 0.0f;
#line 14 "<prelude>"
                        float const t1921 = l1917 * l1917;
                        l1920 = t1921;
#line 15 "<prelude>"
                        float const t1922 = mw_f32(0xB94CA1F9u) * l1920;
                        float const t1923 = t1922 + mw_f32(0x3C08839Eu);
                        float const t1924 = t1923 * l1920;
                        float const t1925 = t1924 - mw_f32(0x3E2AAAA3u);
                        float const t1926 = t1925 * l1920;
                        float const t1927 = t1926 * l1917;
                        float const t1928 = t1927 + l1917;
                        r1918 = t1928;
                        goto ret1919;
                    }
                    ret1919:;
                    t1902 = r1918;
                }
                l1885 = t1902;
#line 43 "<prelude>"
                bool const t1929 = l1884 == (int32_t)0x00000001u;
                bool t1930 = t1929;
                if (!t1930) {
                    bool const t1931 = l1884 == (int32_t)0x00000002u;
                    t1930 = t1931;
                }
                float t1932 = 0.0f;
                if (t1930) {
                    float const t1933 = -l1885;
                    t1932 = t1933;
                } else {
                    t1932 = l1885;
                }
                r1880 = t1932;
                goto ret1881;
            }
            ret1881:;
            float const t1934 = r1826 * r1880;
            float const t1935 = l1821 * l1822;
            float const t1936 = mw_fabs(t1935);
            float const t1937 = t1936 + mw_f32(0x3F800000u);
            float const t1938 = mw_sqrt(t1937);
            float const t1939 = t1934 + t1938;
            float const t1940 = t1939 - mw_f32(0x3F800000u);
            r1823 = t1940;
            goto ret1824;
        }
        ret1824:;
        l5 = r1823;
#line 36 "../envs/micro.rhai:37 (system code)"
        float const t1941 = mw_ld<float>(rr3 + 8);
        float const t1942 = mw_ld<float>(rr3 + 12);
        float l1943 = l5;
        float r1944 = 0.0f;
        // sin
        {
            float l1946 = 0.0f;
            float l1947 = 0.0f;
            int32_t l1948 = 0;
            float l1949 = 0.0f;
#line 31 "<prelude>"
            float const t1950 = l1943 * mw_f32(0x3F22F983u);
            float const t1951 = mw_round(t1950);
            l1946 = t1951;
#line 32 "<prelude>"
            float l1952 = l1943;
            float l1953 = l1946;
            float r1954 = 0.0f;
            // __reduce_pio2
            {
#line 27 "<prelude>"
                float const t1956 = l1953 * mw_f32(0x3FC90000u);
                float const t1957 = l1952 - t1956;
                float const t1958 = l1953 * mw_f32(0x39FDA000u);
                float const t1959 = t1957 - t1958;
                float const t1960 = l1953 * mw_f32(0x33A22169u);
                float const t1961 = t1959 - t1960;
                r1954 = t1961;
                goto ret1955;
            }
            ret1955:;
            l1947 = r1954;
#line 33 "<prelude>"
            int32_t const t1962 = mw_f2i(l1946);
            int32_t const t1963 = t1962 & (int32_t)0x00000003u;
            l1948 = t1963;
#line 34 "<prelude>"
            int32_t const t1964 = l1948 & (int32_t)0x00000001u;
            bool const t1965 = t1964 == (int32_t)0x00000000u;
            float t1966 = 0.0f;
            if (t1965) {
                float l1967 = l1947;
                float r1968 = 0.0f;
                // __sin_kernel
                {
                    float l1970 = 0.0f;
#line 14 "<prelude>"
                    float const t1971 = l1967 * l1967;
                    l1970 = t1971;
#line 15 "<prelude>"
                    float const t1972 = mw_f32(0xB94CA1F9u) * l1970;
                    float const t1973 = t1972 + mw_f32(0x3C08839Eu);
                    float const t1974 = t1973 * l1970;
                    float const t1975 = t1974 - mw_f32(0x3E2AAAA3u);
                    float const t1976 = t1975 * l1970;
                    float const t1977 = t1976 * l1967;
                    float const t1978 = t1977 + l1967;
                    r1968 = t1978;
                    goto ret1969;
                }
                ret1969:;
                t1966 = r1968;
            } else {
                float l1979 = l1947;
                float r1980 = 0.0f;
                // __cos_kernel
                {
                    float l1982 = 0.0f;
#line 19 "<prelude>"
                    float const t1983 = l1979 * l1979;
                    l1982 = t1983;
#line 20 "<prelude>"
                    float const t1984 = mw_f32(0x37CCF5CEu) * l1982;
                    float const t1985 = t1984 - mw_f32(0x3AB6061Au);
                    float const t1986 = t1985 * l1982;
                    float const t1987 = t1986 + mw_f32(0x3D2AAAA5u);
                    float const t1988 = t1987 * l1982;
                    float const t1989 = t1988 * l1982;
                    float const t1990 = mw_f32(0x3F000000u) * l1982;
                    float const t1991 = t1989 - t1990;
                    float const t1992 = t1991 + mw_f32(0x3F800000u);
                    r1980 = t1992;
                    goto ret1981;
                }
                ret1981:;
                t1966 = r1980;
            }
            l1949 = t1966;
#line 35 "<prelude>"
            int32_t const t1993 = l1948 & (int32_t)0x00000002u;
            bool const t1994 = t1993 == (int32_t)0x00000000u;
            float t1995 = 0.0f;
            if (t1994) {
                t1995 = l1949;
            } else {
                float const t1996 = -l1949;
                t1995 = t1996;
            }
            r1944 = t1995;
            goto ret1945;
        }
        ret1945:;
        float l1997 = l6;
        float r1998 = 0.0f;
        // cos
        {
            float l2000 = 0.0f;
            float l2001 = 0.0f;
            int32_t l2002 = 0;
            float l2003 = 0.0f;
#line 39 "<prelude>"
            float const t2004 = l1997 * mw_f32(0x3F22F983u);
            float const t2005 = mw_round(t2004);
            l2000 = t2005;
#line 40 "<prelude>"
            float l2006 = l1997;
            float l2007 = l2000;
            float r2008 = 0.0f;
            // __reduce_pio2
            {
#line 27 "<prelude>"
                float const t2010 = l2007 * mw_f32(0x3FC90000u);
                float const t2011 = l2006 - t2010;
                float const t2012 = l2007 * mw_f32(0x39FDA000u);
                float const t2013 = t2011 - t2012;
                float const t2014 = l2007 * mw_f32(0x33A22169u);
                float const t2015 = t2013 - t2014;
                r2008 = t2015;
                goto ret2009;
            }
            ret2009:;
            l2001 = r2008;
#line 41 "<prelude>"
            int32_t const t2016 = mw_f2i(l2000);
            int32_t const t2017 = t2016 & (int32_t)0x00000003u;
            l2002 = t2017;
#line 42 "<prelude>"
            int32_t const t2018 = l2002 & (int32_t)0x00000001u;
            bool const t2019 = t2018 == (int32_t)0x00000000u;
            float t2020 = 0.0f;
            if (t2019) {
                float l2021 = l2001;
                float r2022 = 0.0f;
                // __cos_kernel
                {
                    float l2024 = 0.0f;
#line 19 "<prelude>"
                    float const t2025 = l2021 * l2021;
                    l2024 = t2025;
#line 20 "<prelude>"
                    float const t2026 = mw_f32(0x37CCF5CEu) * l2024;
                    float const t2027 = t2026 - mw_f32(0x3AB6061Au);
                    float const t2028 = t2027 * l2024;
                    float const t2029 = t2028 + mw_f32(0x3D2AAAA5u);
                    float const t2030 = t2029 * l2024;
                    float const t2031 = t2030 * l2024;
                    float const t2032 = mw_f32(0x3F000000u) * l2024;
                    float const t2033 = t2031 - t2032;
                    float const t2034 = t2033 + mw_f32(0x3F800000u);
                    r2022 = t2034;
                    goto ret2023;
                }
                ret2023:;
                t2020 = r2022;
            } else {
                float l2035 = l2001;
                float r2036 = 0.0f;
                // __sin_kernel
                {
                    float l2038 = 0.0f;
#line 14 "<prelude>"
                    float const t2039 = l2035 * l2035;
                    l2038 = t2039;
#line 15 "<prelude>"
                    float const t2040 = mw_f32(0xB94CA1F9u) * l2038;
                    float const t2041 = t2040 + mw_f32(0x3C08839Eu);
                    float const t2042 = t2041 * l2038;
                    float const t2043 = t2042 - mw_f32(0x3E2AAAA3u);
                    float const t2044 = t2043 * l2038;
                    float const t2045 = t2044 * l2035;
                    float const t2046 = t2045 + l2035;
                    r2036 = t2046;
                    goto ret2037;
                }
                ret2037:;
                t2020 = r2036;
            }
            l2003 = t2020;
#line 43 "<prelude>"
            bool const t2047 = l2002 == (int32_t)0x00000001u;
            bool t2048 = t2047;
            if (!t2048) {
                bool const t2049 = l2002 == (int32_t)0x00000002u;
                t2048 = t2049;
            }
            float t2050 = 0.0f;
            if (t2048) {
                float const t2051 = -l2003;
                t2050 = t2051;
            } else {
                t2050 = l2003;
            }
            r1998 = t2050;
            goto ret1999;
        }
        ret1999:;
        float const t2052 = r1944 * mw_f32(0x3A03126Fu);
        float const t2053 = r1998 * mw_f32(0x3A03126Fu);
        float const t2054 = t1941 + t2052;
        float const t2055 = t1942 + t2053;
        l7 = t2054;
        l8 = t2055;
#line 37 "../envs/micro.rhai:37 (system code)"
        float const t2056 = mw_ld<float>(rr3);
        float const t2057 = mw_ld<float>(rr3 + 4);
        float const t2058 = t2056 + l7;
        float const t2059 = t2057 + l8;
        l9 = t2058;
        l10 = t2059;
#line 38 "../envs/micro.rhai:37 (system code)"
        float const t2060 = mw_fabs(l9);
        bool const t2061 = t2060 > mw_f32(0x3F800000u);
        float t2062 = 0.0f;
        if (t2061) {
            float const t2063 = -l7;
            t2062 = t2063;
        } else {
            t2062 = l7;
        }
        float const t2064 = mw_fabs(l10);
        bool const t2065 = t2064 > mw_f32(0x3F800000u);
        float t2066 = 0.0f;
        if (t2065) {
            float const t2067 = -l8;
            t2066 = t2067;
        } else {
            t2066 = l8;
        }
        mw_st<float>(rw4 + 8, mw_canon(t2062));
        mw_st<float>(rw4 + 12, mw_canon(t2066));
#line 39 "../envs/micro.rhai:37 (system code)"
        float l2068 = l9;
        float l2069 = l10;
        float l2070 = mw_f32(0xBF800000u);
        float l2071 = mw_f32(0x3F800000u);
        float r2072 = 0.0f;
        float r2073 = 0.0f;
        // clamp
        {
#line 349 "<prelude>"
            float l2075 = l2068;
            float l2076 = l2070;
            float l2077 = l2071;
            float r2078 = 0.0f;
            // clamp
            {
#line 278 "<prelude>"
                float const t2080 = l2075 > l2076 ? l2075 : l2076;
                float const t2081 = t2080 < l2077 ? t2080 : l2077;
                r2078 = t2081;
                goto ret2079;
            }
            ret2079:;
            float l2082 = l2069;
            float l2083 = l2070;
            float l2084 = l2071;
            float r2085 = 0.0f;
            // clamp
            {
                float const t2087 = l2082 > l2083 ? l2082 : l2083;
                float const t2088 = t2087 < l2084 ? t2087 : l2084;
                r2085 = t2088;
                goto ret2086;
            }
            ret2086:;
            r2072 = r2078;
            r2073 = r2085;
            goto ret2074;
        }
        ret2074:;
        mw_st<float>(rw4 + 0, mw_canon(r2072));
        mw_st<float>(rw4 + 4, mw_canon(r2073));
    }
    end2:;
#line 6015 "kernels.cu"
    return 0;
}
#ifdef MW_HOST
MW_ENTRY void k1(const MwCtx* ctx, uint32_t start, uint32_t end) {
    for (uint32_t i = start; i < end; i++) {
        if (mw_k1(ctx, i)) return;
    }
}
#endif
#line 6025 "kernels.cu"

// worlds of `init_world`
MW_DEV int mw_k2(const MwCtx* ctx, uint32_t i) {
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
        uint64_t l4 = 0ull;
        uint8_t *rr5 = 0, *rw6 = 0;
        uint32_t sp7 = MW_NO_ROW;
#line 3 "../envs/micro.rhai:37 (system code)"
        l3 = (int32_t)0x00000000u;
        for (;;) {
            {
                if (mw_stopped(ctx)) { mw_trap(ctx, 1u); return 1; }
                bool const t10 = l3 < (int32_t)0x00000064u;
                if (!t10) goto brk9;
                MW_ITER();
                {
#line 4 "../envs/micro.rhai:37 (system code)"
                    uint32_t srow11;
                    uint64_t const t12 = mw_spawn_row(ctx, 0u, w, 0u, &srow11);
                    l4 = t12;
                    sp7 = srow11;
                    uint8_t* const t13 = sp7 != MW_NO_ROW ? ctx->tables[0].cols[0] + (uint64_t)sp7 * 16u : (uint8_t*)0;
                    uint8_t* const t14 = t13 ? t13 : (uint8_t*)ctx->zero;
                    uint8_t* const t15 = t13 ? t13 : ctx->scratch;
                    rr5 = t14; rw6 = t15;
#line 6 "../envs/micro.rhai:37 (system code)"
                    float l16 = mw_f32(0xBF800000u);
                    float l17 = mw_f32(0x3F800000u);
                    float r18 = 0.0f;
                    // rand_uniform
                    {
#line 406 "<prelude>"
                        float const t20 = l17 - l16;
                        float r21 = 0.0f;
                        // rand_float
                        {
#line 401 "<prelude>"
                            uint32_t const t23 = mw_pcg4d((w + ctx->world_offset) ^ ks1[0], eid ^ ks1[1], ctx->step ^ ks1[2], ctr ^ ks1[3]);
                            ctr++;
                            uint32_t const t24 = mw_ushr(t23, 0x00000008u);
                            float const t25 = (float)t24;
                            float const t26 = t25 * mw_f32(0x33800000u);
                            r21 = t26;
                            goto ret22;
                        }
                        ret22:;
                        float const t27 = t20 * r21;
                        float const t28 = l16 + t27;
                        r18 = t28;
                        goto ret19;
                    }
                    ret19:;
                    float l29 = mw_f32(0xBF800000u);
                    float l30 = mw_f32(0x3F800000u);
                    float r31 = 0.0f;
                    // rand_uniform
                    {
#line 406 "<prelude>"
                        float const t33 = l30 - l29;
                        float r34 = 0.0f;
                        // rand_float
                        {
#line 401 "<prelude>"
                            uint32_t const t36 = mw_pcg4d((w + ctx->world_offset) ^ ks1[0], eid ^ ks1[1], ctx->step ^ ks1[2], ctr ^ ks1[3]);
                            ctr++;
                            uint32_t const t37 = mw_ushr(t36, 0x00000008u);
                            float const t38 = (float)t37;
                            float const t39 = t38 * mw_f32(0x33800000u);
                            r34 = t39;
                            goto ret35;
                        }
                        ret35:;
                        float const t40 = t33 * r34;
                        float const t41 = l29 + t40;
                        r31 = t41;
                        goto ret32;
                    }
                    ret32:;
                    mw_st<float>(rw6 + 0, mw_canon(r18));
                    mw_st<float>(rw6 + 4, mw_canon(r31));
#line 7 "../envs/micro.rhai:37 (system code)"
                    float l42 = mw_f32(0xBC23D70Au);
                    float l43 = mw_f32(0x3C23D70Au);
                    float r44 = 0.0f;
                    // rand_uniform
                    {
#line 406 "<prelude>"
                        float const t46 = l43 - l42;
                        float r47 = 0.0f;
                        // rand_float
                        {
#line 401 "<prelude>"
                            uint32_t const t49 = mw_pcg4d((w + ctx->world_offset) ^ ks1[0], eid ^ ks1[1], ctx->step ^ ks1[2], ctr ^ ks1[3]);
                            ctr++;
                            uint32_t const t50 = mw_ushr(t49, 0x00000008u);
                            float const t51 = (float)t50;
                            float const t52 = t51 * mw_f32(0x33800000u);
                            r47 = t52;
                            goto ret48;
                        }
                        ret48:;
                        float const t53 = t46 * r47;
                        float const t54 = l42 + t53;
                        r44 = t54;
                        goto ret45;
                    }
                    ret45:;
                    float l55 = mw_f32(0xBC23D70Au);
                    float l56 = mw_f32(0x3C23D70Au);
                    float r57 = 0.0f;
                    // rand_uniform
                    {
#line 406 "<prelude>"
                        float const t59 = l56 - l55;
                        float r60 = 0.0f;
                        // rand_float
                        {
#line 401 "<prelude>"
                            uint32_t const t62 = mw_pcg4d((w + ctx->world_offset) ^ ks1[0], eid ^ ks1[1], ctx->step ^ ks1[2], ctr ^ ks1[3]);
                            ctr++;
                            uint32_t const t63 = mw_ushr(t62, 0x00000008u);
                            float const t64 = (float)t63;
                            float const t65 = t64 * mw_f32(0x33800000u);
                            r60 = t65;
                            goto ret61;
                        }
                        ret61:;
                        float const t66 = t59 * r60;
                        float const t67 = l55 + t66;
                        r57 = t67;
                        goto ret58;
                    }
                    ret58:;
                    mw_st<float>(rw6 + 8, mw_canon(r44));
                    mw_st<float>(rw6 + 12, mw_canon(r57));
                }
            }
            cont8:;
            {
#line 3 "../envs/micro.rhai:37 (system code)"
                int32_t const t68 = mw_iadd(l3, (int32_t)0x00000001u);
                l3 = t68;
            }
        }
        brk9:;
    }
    end2:;
#line 6184 "kernels.cu"
    return 0;
}
#ifdef MW_HOST
MW_ENTRY void k2(const MwCtx* ctx, uint32_t start, uint32_t end) {
    for (uint32_t i = start; i < end; i++) {
        if (mw_stopped(ctx)) { mw_trap(ctx, 0u); return; }
        if (mw_k2(ctx, i)) return;
    }
}
#endif
#line 6195 "kernels.cu"

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
        case 5: return d->worlds * d->tables[0].cap;
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
        case 5: { c->node = 5u; const MwDevTable* t = &d->tables[0]; if (t->cap == 1u) mw_k1(c, i); else { uint32_t w = i / t->cap, r = i % t->cap; if (r < t->ranges[w][1]) mw_k1(c, t->ranges[w][0] + r); } } return false;
        case 6: { mw_reset_clear(d, i); } return false;
        case 7: { const uint32_t w = mw_reset_at(d, i); mw_reset_serve(d, c, w); c->node = 65535u; mw_k2(c, w); mw_release(d, w); mw_reset_settle(d, w); } return false;
        case 8: ca = 0u; cs = 0u; break;
        case 9: ca = 0u; cs = 1u; break;
        case 10: ca = 0u; cs = 2u; break;
        case 11: ca = 0u; cs = 3u; break;
        case 12: ca = 0u; cs = 4u; break;
        case 13: { mw_reset_one(d, c, i); c->node = 65534u; mw_k2(c, i); mw_release(d, i); mw_reset_settle(d, i); } return false;
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
