/* i18n.h — every string the window shows, in English and Korean.
 *
 * One table (i18n.c) holds both languages so a missing translation is visible at a
 * glance. Strings are UTF-8 and static; `%s`/`%d` formats are marked _FMT. */
#ifndef UI_I18N_H
#define UI_I18N_H

#include <stddef.h>

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
    S_WHITE_LEVEL,
    S_BLACK_LEVEL,
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
    S_COUNT
} StrId;

void i18n_set_lang(Lang lang);
Lang i18n_lang(void);
/* The language asked for by `arg` ("ko", "en"), else by LANGUAGE / LC_ALL /
 * LC_MESSAGES / LANG; English when nothing says Korean. */
Lang i18n_detect(const char *arg);
const char *i18n_lang_code(Lang lang);

const char *tr(StrId id);
/* A result reason (a condition's name such as `checkmate`) for display. */
const char *tr_reason(const char *reason, char *buf, size_t size);
/* A piece name for display (`queen` → 퀸 in Korean; other names as written). */
const char *tr_piece(const char *name);

#endif
