/* board_labels.c — the names at a board's edges (see board_labels.h). */
#include "board_labels.h"

#include <stdio.h>

/* 1 ... 10 in Chinese numerals (shogi's ranks, Red's xiangqi files); past ten in digits. */
static void numeral(int n, char *buf, size_t size)
{
    static const char *const han[] = {"一", "二", "三", "四", "五", "六", "七", "八", "九", "十"};
    if (n >= 1 && n <= 10)
        snprintf(buf, size, "%s", han[n - 1]);
    else
        snprintf(buf, size, "%d", n);
}

bool board_file_label(const Variant *v, int file, Color edge, bool edge_at_bottom, char *buf, size_t size)
{
    buf[0] = '\0';
    if (file < 0 || file >= v->files)
        return false;
    switch ((BoardCoords)v->look.coords) {
    case COORDS_SHOGI: /* over the board, counted from the first player's right */
        if (edge_at_bottom)
            return false;
        snprintf(buf, size, "%d", v->files - file);
        return true;
    case COORDS_XIANGQI: /* each side's own files from its own right, on its own edge */
        if (edge == WHITE)
            numeral(v->files - file, buf, size);
        else
            snprintf(buf, size, "%d", file + 1);
        return true;
    case COORDS_JANGGI: /* Cho's files from the left, under the board */
        if (!edge_at_bottom)
            return false;
        snprintf(buf, size, "%d", file + 1);
        return true;
    case COORDS_CHESS:
    default:
        if (!edge_at_bottom)
            return false;
        snprintf(buf, size, "%c", 'a' + file);
        return true;
    }
}

bool board_rank_label(const Variant *v, int rank, char *buf, size_t size)
{
    buf[0] = '\0';
    if (rank < 0 || rank >= v->ranks)
        return false;
    int from_top = v->ranks - rank; /* 1: the far rank as the first player sees it */
    switch ((BoardCoords)v->look.coords) {
    case COORDS_SHOGI:
        numeral(from_top, buf, size);
        return true;
    case COORDS_XIANGQI: /* WXF and Chinese records name files only */
        return false;
    case COORDS_JANGGI: /* a point's row is one digit: the tenth is 0 */
        snprintf(buf, size, "%d", from_top % 10);
        return true;
    case COORDS_CHESS:
    default:
        snprintf(buf, size, "%d", rank + 1);
        return true;
    }
}
