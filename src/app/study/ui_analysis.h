/* ui_analysis.h — the analysis board: the engine's best lines as text (in the move
 * list's notation), an evaluation bar beside the board, and arrows on it for the lines'
 * first moves. The lines come from engine_analysis (engine.h). */
#ifndef UI_ANALYSIS_H
#define UI_ANALYSIS_H

#include "ren.h"
#include "search.h"

#include <SDL.h>
#include <stdbool.h>
#include <stddef.h>

typedef bool (*AnalysisSquareFn)(Square s, SDL_Rect *out);

/* Line `info` as a person reads it: "+0.35  e4 e5 Nf3" (a mate: "#3  Qh5 ..."), from the
 * position shown, in the move list's notation. */
void ui_analysis_line_text(const SearchInfo *info, char *buf, size_t size);
/* The score as the bar writes it, from White's side: "+0.35", "#3", "#-2". */
void ui_analysis_score_text(const SearchInfo *info, char *buf, size_t size);
/* White's share of the bar (0..1000) for the best line's score. */
int ui_analysis_white_share(const SearchInfo *info);
/* An arrow from the centre of one square to another's (the analysis' and the player's). */
void ui_analysis_arrow(SDL_Rect from, SDL_Rect to, float width, RenColor c);
/* Where the bar stands beside a board drawn in `board` (false: no room for it). */
bool ui_analysis_bar_rect(SDL_Rect board, SDL_Rect *out);
/* The bar left of the board and the arrows on it, when analysing. */
void ui_analysis_draw_board(AnalysisSquareFn square_rect, SDL_Rect board);

#endif
