#include "score.h"

#include <string.h>

double score_material(const Variant *v, const Position *pos, Color side)
{
    int pawns_on_file[CSM_MAX_BOARD] = {0};
    int pawn = variant_find_kind(v, "pawn");
    double total = 0;
    for (int i = 0; i < pos->piece_count[side]; i++) {
        Square s = pos->list[side][i];
        int k = piece_kind(pos->board[s]);
        if (k == pawn)
            pawns_on_file[sq_file(s)]++;
        else
            total += v->kinds[k].value;
    }
    double pawn_value = pawn >= 0 ? v->kinds[pawn].value : 1;
    for (int f = 0; f < CSM_MAX_BOARD; f++)
        total += pawns_on_file[f] > 1 ? 0.5 * pawns_on_file[f] : pawn_value * pawns_on_file[f];
    for (int k = 0; pos->hand_total[side] && k < v->nkinds; k++) /* pieces in hand count in full */
        total += pos->hand[side][k] * v->kinds[k].value;
    return total;
}
