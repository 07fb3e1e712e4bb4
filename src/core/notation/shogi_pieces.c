#include "shogi_pieces.h"

const ShogiPieceCode SHOGI_PIECES[SHOGI_PIECE_CODES] = {
    {'p', false, "FU", "歩"}, {'l', false, "KY", "香"}, {'n', false, "KE", "桂"}, {'s', false, "GI", "銀"},
    {'g', false, "KI", "金"}, {'b', false, "KA", "角"}, {'r', false, "HI", "飛"}, {'k', false, "OU", "玉"},
    {'p', true, "TO", "と"},  {'l', true, "NY", "成香"}, {'n', true, "NK", "成桂"}, {'s', true, "NG", "成銀"},
    {'b', true, "UM", "馬"},  {'r', true, "RY", "龍"},
};

int shogi_code_kind(const Variant *v, const ShogiPieceCode *code)
{
    int base = variant_kind_by_letter(v, code->letter);
    if (base < 0 || !code->promoted)
        return base;
    for (int k = 0; k < v->nkinds; k++)
        if (v->kinds[k].demotes_to == base && !v->kinds[k].letter)
            return k;
    return -1;
}

const ShogiPieceCode *shogi_kind_code(const Variant *v, int kind)
{
    for (int i = 0; i < SHOGI_PIECE_CODES; i++)
        if (shogi_code_kind(v, &SHOGI_PIECES[i]) == kind)
            return &SHOGI_PIECES[i];
    return NULL;
}

const char *const SHOGI_WIDE_DIGITS[10] = {"０", "１", "２", "３", "４", "５", "６", "７", "８", "９"};
const char *const SHOGI_KANJI_DIGITS[10] = {"〇", "一", "二", "三", "四", "五", "六", "七", "八", "九"};
