/* board_labels.h — the names written at the edges of a board, as the variant's players read
 * them (`board: coordinates:` in a variant file):
 *
 *   chess    files a, b... under the board, ranks 1, 2... beside it
 *   shogi    files numbered from the first player's right (9 ... 1) over the board, ranks
 *            一, 二... from the top as the first player sees it beside it
 *   xiangqi  no ranks; along each side's own edge that side's file numbers counted from its
 *            own right, as WXF and Chinese records count them: Red's in Chinese numerals
 *            (九 ... 一 left to right as Red sees the board), Black's in digits (1 ... 9)
 *   janggi   the Korean Janggi Association's points: files 1 ... 9 from the left and rows 1 ...
 *            9, 0 from the top, both as Cho (the first player) sees the board
 *
 * Labels name files and ranks of the board itself (file 0 = a, rank 0 = rank 1), whichever
 * way it is shown; where they go on the screen is the window's business. */
#ifndef CSM_BOARD_LABELS_H
#define CSM_BOARD_LABELS_H

#include <stdbool.h>
#include <stddef.h>

#include "variant.h"

/* The name of `file` on the edge nearest `edge` (WHITE: rank 1's edge, BLACK: the last
 * rank's), that edge being at the bottom of the screen or not. False (and "") when that
 * edge carries no file names. */
bool board_file_label(const Variant *v, int file, Color edge, bool edge_at_bottom, char *buf, size_t size);
/* The name of `rank` beside the board; false (and "") when the variant's players name no ranks. */
bool board_rank_label(const Variant *v, int rank, char *buf, size_t size);

#endif
