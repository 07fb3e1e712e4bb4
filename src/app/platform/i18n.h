/* i18n.h — every string the window shows, in English and Korean.
 *
 * One table (i18n.c) holds both languages so a missing translation is visible at a
 * glance. Strings are UTF-8 and static; `%s`/`%d` formats are marked _FMT. */
#ifndef UI_I18N_H
#define UI_I18N_H

#include <stddef.h>

struct Variant;

typedef enum Lang { LANG_EN = 0, LANG_KO, LANG_COUNT } Lang;

typedef enum StrId {
    S_APP_TITLE,
    S_WHITE,
    S_BLACK,
    S_TO_MOVE_FMT,
    S_CHECK,
    S_WINS_FMT,
    S_DRAW,
    S_GAME_OVER,
    S_NEW_GAME,
    S_VARIANT,
    S_UNDO,
    S_REDO,
    S_FLIP,
    S_AUTOFLIP,
    S_PLAYGROUND,
    S_SAVE,
    S_OPEN,
    S_COPY_FEN,
    S_LANG_TOGGLE,
    S_MATERIAL,
    S_MOVE_NUMBER_FMT,
    S_MOVES,
    S_NO_MOVES_YET,
    S_RESUME_TITLE,
    S_RESUME_BODY_FMT,
    S_RESUME,
    S_CORRUPT_TITLE,
    S_CORRUPT_BODY_FMT,
    S_OK,
    S_CANCEL,
    S_CLOSE,
    S_CONFIRM_NEW_BODY,
    S_SWITCH_VARIANT_FMT,
    S_SWITCH,
    S_CARD_TITLE,
    S_EDIT_BOARD,
    S_SETUP_TITLE,
    S_SETUP_HELP,
    S_SETUP_CLEAR,
    S_SETUP_START,
    S_SETUP_PLAY,
    S_SETUP_NO_ROYAL_FMT,
    S_SETUP_IN_CHECK_FMT,
    S_CARD_MOVE,
    S_CARD_CAPTURE,
    S_CARD_JUMP,
    S_CARD_SHIFT,
    S_CARD_NONE,
    S_PICKER_TITLE,
    S_PICKER_SHIPPED,
    S_PICKER_USER,
    S_PICKER_USER_EMPTY_FMT,
    S_PICKER_BROKEN,
    S_PICKER_CURRENT,
    S_COPIED,
    S_SAVED_FMT,
    S_SAVE_FAILED,
    S_AUTOSAVE_FAILED_FMT,
    S_AUTOSAVE_WORKS,
    S_OPEN_TITLE,
    S_OPEN_EMPTY_FMT,
    S_OPEN_FAILED,
    S_VARIANT_FAILED,
    S_PROMOTE_FMT,
    S_BECOMES_FMT,
    S_DEMOTE_FMT,
    S_DROP_FMT,
    S_DROP_PROMOTED_FMT,
    S_CHOICES_HINT,
    S_PLAYGROUND_TITLE,
    S_PLAYGROUND_HELP,
    S_PLAYGROUND_SAMPLES,
    S_PLAYGROUND_SHAPES,
    S_PLAYGROUND_OK_FMT,
    S_PLAYGROUND_BACK,
    S_PLAYGROUND_PLACE,
    S_PLAYGROUND_RESET,
    S_KEYS_HINT,
    S_SHAPE_TITLE,
    S_SHAPE_VALUE_FMT,
    S_SHAPE_LEAP,
    S_SHAPE_SLIDE,
    S_SHAPE_CLIPPED_FMT,
    S_NEWGAME_TITLE,
    S_MODE_LABEL,
    S_MODE_HOT_SEAT,
    S_MODE_VS_COMPUTER,
    S_MODE_COMPUTERS,
    S_YOU_PLAY,
    S_COMPUTER_LEVEL,
    S_SIDE_LEVEL_FMT,
    S_HOT_SEAT_NOTE,
    S_LEVEL_NOTE,
    S_START,
    S_HINT,
    S_PAUSE,
    S_CONTINUE,
    S_THINKING_FMT,
    S_THINKING_START_FMT,
    S_HINT_SEARCHING_FMT,
    S_HINT_SEARCHING,
    S_HINT_FMT,
    S_PAUSED,
    S_VS_COMPUTER_FMT,
    S_COMPUTERS_FMT,
    S_HOT_SEAT,
    S_MATE_IN_FMT,
    S_MATED_IN_FMT,
    S_ENGINE_FAILED,
    S_ENGINE_ERROR,
    S_PGN_COPIED,
    S_SAVE_PGN,
    S_PASTED_FEN,
    S_PROMOTION_WHICH,
    S_SETUP_FEN_CAPTION,
    S_PGN_GAMES_TITLE_FMT,
    S_SAVE_PGN_TITLE,
    S_SAVE_BUTTON,
    S_SAVE_GAME_TITLE,
    S_SAVE_FILE_CAPTION,
    S_SAVE_PGN_NOTE,
    S_SAVE_GAME_NOTE,
    S_RESIGN_TITLE,
    S_RESIGN_BODY,
    S_END_DRAW,
    S_REMATCH,
    S_CLOCK_NOT_KEPT,
    S_CARD_EMPTY,
    S_RANDOM_COLOUR,
    S_START_POSITION,
    S_YOUR_SIDE_BELOW,
    S_PIECE_STYLE,
    S_ANALYSIS_FMT,
    S_BROWSING_FMT,
    S_ANALYSE,
    S_REVIEWING_FMT,
    S_REVIEW_NOT_NOW,
    S_STUDY_FULL,
    S_VARIATION_FMT,
    S_COMMENT_TITLE,
    S_COMMENT_HINT,
    S_COMMENT_NONE,
    S_BROWSING_START,
    S_ANALYSIS_START,
    S_STOP,
    S_ARRANGEMENTS_FMT,
    S_PIECE_CHARACTERS,
    S_PIECE_PICTOGRAMS,
    S_START_SETUP,
    S_START_960_RANDOM,
    S_GAMES_IN_FILE_FMT, /* " · %d games" after a PGN file's summary */
    S_PASTE_NEITHER_FMT, /* %.*s the pasted text, %s an ellipsis when cut */ /* a piece letter with several promotion choices open */
    S_PASTED_PGN,
    S_PASTE_FAILED,
    S_PASTE_FEN_FMT,
    S_RESIGN,
    S_OFFER_DRAW,
    S_ACCEPT_DRAW,
    S_DECLINE_DRAW,
    S_DRAW_OFFERED,
    S_DRAW_ANSWER_FMT,
    S_DRAW_DECLINED,
    S_CLOCK_LABEL,
    S_CLOCK_NONE,
    S_CLOCK_CUSTOM,
    S_CLOCK_CUSTOM_FMT,
    S_CLOCK_HOT_SEAT_ONLY,
    S_CHECKS_OF_FMT,
    S_CHECKS_FMT,
    S_CHECKS_LABEL,
    S_VARS_LABEL,
    S_MUST_CAPTURE,
    S_PASS,          /* the pass marker on the royal piece (janggi) */
    S_PASS_NONE,     /* P pressed where no pass is legal */
    S_WALL_WHERE,    /* a move is picked in a game of walls: now its wall's square */
    S_DUCK_WHERE,    /* ... in Duck Chess: the duck's square */
    S_REVIEW_SUMMARY_FMT, /* a player's line under the review's graph */
    S_MOVES_COUNT_FMT,
    S_END_CHECKMATE_FMT,
    S_END_STALEMATE,
    S_END_STALEMATE_WINS_FMT,
    S_END_REPETITION,
    S_END_FIFTY,
    S_END_INSUFFICIENT,
    S_END_NO_MOVES,
    S_END_RESIGNED_FMT,
    S_END_AGREEMENT,
    S_END_TIME_FMT,
    S_END_TIME_DRAW_FMT,
    S_END_REACHED_ZONE_FMT,
    S_END_REACHED_RANK_FMT,
    S_END_THIRD_CHECK_FMT,
    S_END_CHECKS_FMT,
    S_END_LOST_ALL_FMT,
    S_END_TOOK_ALL_FMT,
    S_END_CAPTURED_FMT,
    S_END_BLEW_UP_FMT,
    S_END_WINS_COND_FMT,
    S_END_DRAW_COND_FMT,
    S_SETTINGS,
    S_THEME,
    S_THEME_GREEN,
    S_THEME_WOOD,
    S_THEME_BLUE,
    S_THEME_CONTRAST,
    S_ANIMATION,
    S_SOUND,
    S_ON,
    S_OFF,
    S_NOTATION,
    S_NOTATION_SAN,
    S_NOTATION_COORDINATES,
    S_COUNT
} StrId;

void i18n_set_lang(Lang lang);
Lang i18n_lang(void);
/* The language asked for by `arg` ("ko", "en"), else by LANGUAGE / LC_ALL /
 * LC_MESSAGES / LANG; English when nothing says Korean. */
Lang i18n_detect(const char *arg);
const char *i18n_lang_code(Lang lang);

const char *tr(StrId id);
/* The string in a given language (not the current one): for checks over the table. */
const char *tr_in(StrId id, Lang lang);
/* A result reason (a condition's name such as `checkmate`) for display. */
const char *tr_reason(const char *reason, char *buf, size_t size);
/* `ko` when the interface is Korean and it is given (not NULL or ""), else `en`: a
 * variant file's own translations (name_ko, description_ko). */
const char *tr_text(const char *en, const char *ko);
/* A piece name for display (`queen` → 퀸 in Korean; other names as written). */
const char *tr_piece(const char *name);

/* What players of variant `v` call side `c` in the current language: its `sides:` name
 * (Sente, Red, Cho...) in Korean when the table knows it, else the name as written;
 * "White" / "Black" when the variant names none (or v is NULL). */
const char *tr_side(const struct Variant *v, int c);
/* The side's name as its own players write it (先手, 紅, 초), or NULL when the table has
 * none or it is the name tr_side gives already. */
const char *tr_side_native(const struct Variant *v, int c);

#endif
