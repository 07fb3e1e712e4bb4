/* game.h — a game in progress: a variant, the start position, the moves played (with
 * undo and redo), repetition counting, and the result by the variant's conditions.
 *
 * After every move the victory conditions are evaluated for each player (the mover
 * first), then the draw conditions; a side to move without legal moves and no
 * decision is a draw ("no legal moves"). A finished game has no legal moves. */
#ifndef CSM_GAME_H
#define CSM_GAME_H

#include "chase.h"
#include "rules.h"
#include "variant.h"

typedef enum GameStatus { GAME_ONGOING = 0, GAME_WHITE_WINS, GAME_BLACK_WINS, GAME_DRAW } GameStatus;

typedef struct GameResult {
    GameStatus status;
    char reason[CSM_NAME_MAX + 16]; /* the condition's name, or "no legal moves" */
} GameResult;

typedef struct Game {
    const Variant *v;          /* borrowed: must outlive the game */
    Position start;
    Position pos;
    Move *moves;               /* moves[0..total): played, then undone ones (redo) */
    char (*texts)[128];        /* texts[i]: moves[i] as written among its position's legal moves */
    char (*sans)[128];         /* sans[i]: moves[i] in SAN (san.h), with its + or # */
    Undo *undos;
    uint64_t *hashes;          /* hashes[i]: hash before moves[i]; hashes[length] = now */
    uint8_t *checked;          /* checked[i]: the side to move at hashes[i] was in check (COND_CHECKED
                                * bits, cond.h; 0 unless a rule reads it) */
    ChaseRecord *chase;        /* chase[i]: the move into position i, what it chased (rules.chasing, move_repetition) */
    GameResult *results;       /* results[i]: result after i moves */
    uint8_t *pending;          /* equal_turns: White has reached a win after i moves */
    int length, total, cap;
    uint8_t start_kinds[2][CSM_MAX_KINDS];
    Move legal[CSM_MAX_MOVES]; /* legal moves now (none once decided) */
    int nlegal;
    CsmRuntimeError error;     /* the first script runtime error met, if any */
    int adjudicated_at;        /* length at which game_adjudicate ended it, or -1 */
    GameResult adjudication;   /* valid when adjudicated_at >= 0 */
} Game;

/* A new game from `fen` (NULL: the variant's setup). NULL with diagnostics on a bad FEN. */
Game *game_new(const Variant *v, const char *fen, DiagSink *diags);
void game_free(Game *g);
/* A new game of g's variant from g's start position, no moves played (NULL when out of memory). */
Game *game_new_at_start(const Game *g);
/* Marks g's start and position as read from an SFEN whose move number has the other parity
 * than its side to move (sfen_parity_shifted), so SFENs written later count on from it. */
void game_shift_sfen_plies(Game *g, bool shifted);

/* Plays a move that must be one of g->legal (compared with move_equal). Forgets any
 * redo moves. Returns false when the move is not legal. */
bool game_play(Game *g, const Move *m);
/* The game ended by an ending a player claims (a repetition, the fifty-move or counting
 * rule, a perpetual check): play on as if nobody claimed it, with the legal moves back.
 * False (and nothing changes) when the game goes on or ended otherwise. For UCI GUIs,
 * which may send moves past such an ending, as Fairy-Stockfish plays on. */
bool game_play_on(Game *g);
/* Plays a move written `e2e4` / `e7e8=queen`. Returns 0, -1 (no such legal move) or
 * -2 (ambiguous: a choice such as the promotion piece is needed). */
int game_play_text(Game *g, const char *text);
bool game_undo(Game *g);
/* Move `ply` (0-based, < g->total) in its one written form (notation.h: move_text_in
 * among the legal moves of the position it was played in); what records save. */
const char *game_move_text(const Game *g, int ply);
/* Move `ply` in standard algebraic notation (san.h): `Nf3`, `exd5`, `O-O`, `e8=Q+`, `Qh4#`. */
const char *game_move_san(const Game *g, int ply);
/* Plays a move written in SAN, the coordinate notation or a notation of the variant's
 * family (notations.h: notation_read_any); returns as game_play_text. */
int game_play_any(Game *g, const char *text);
bool game_redo(Game *g);

/* The result now: the rules' verdict, or an adjudication made at this length. */
const GameResult *game_result(const Game *g);
/* Ends an ongoing game by something outside the rules: a resignation, a draw by
 * agreement, a flag fall. `reason` is a short phrase kept as the result's reason
 * ("resignation", "agreement", "time forfeit"). Moves that could be redone are
 * forgotten and no move is legal afterwards. game_undo first takes back the
 * adjudication (the position stays), then moves as usual. False when the game is
 * already decided or `status` is GAME_ONGOING. */
bool game_adjudicate(Game *g, GameStatus status, const char *reason);
bool game_is_adjudicated(const Game *g);
/* Would the side to move, by passing now, let the opponent end the game by passing back
 * (janggi's two passes in a row)? Tried on a copy of the moves played, by the variant's
 * own rules; the result that reply would bring goes in *out (may be NULL). False when no
 * pass is legal, or the reply could not end the game that way. */
bool game_pass_back_ends(const Game *g, GameResult *out);
/* How many times the current position has occurred (for repetition). */
int game_position_count(const Game *g);
/* Legal moves of the piece on `from` (a subset of g->legal). */
int game_moves_from(const Game *g, Square from, Move *out, int cap);
void game_fen(const Game *g, char *buf, size_t size);
const char *game_status_text(GameStatus s); /* "1-0", "0-1", "1/2-1/2", "*" */

/* How a person numbers the move played after `ply` moves of the game: "4." for
 * White's fourth move, "4..." for Black's (from the start position's move number and
 * side to move), so messages say `4.Qxf7`, not "move 7". */
void game_move_number(const Game *g, int ply, char *buf, size_t size);

/* The positions before the one being decided, oldest first: their hashes and, when the
 * variant asks about perpetual check (Variant.uses_perpetual), whether the side to move
 * was in check in each (`checked`, may be NULL otherwise). With the chasing rule,
 * `chase` holds n + 1 records, the last one the position being decided's (NULL: no
 * chase is ever seen, as in perft and the search). */
typedef struct GameHistory {
    const uint64_t *hashes;
    const uint8_t *checked;
    int n;
    const ChaseRecord *chase;
    bool perft;                /* count moves on past endings a player claims (repetition, the
                                * fifty-move and counting rules), as Fairy-Stockfish's perft */
    /* When not NULL: the `chased` sets of chase[first..last] may not be worked out yet
     * (the search leaves them until a repetition reads them); called before they are read. */
    void (*complete_chases)(void *ctx, int first, int last);
    void *ctx;
} GameHistory;

/* The result of the position `pos` reached by the moves so far, as game.c decides it;
 * used by perft and the search too. `legal` is filled with the legal moves (count
 * returned in *nlegal, 0 once decided). */
GameResult game_decide(const Variant *v, Position *pos, const GameHistory *history,
                       const uint8_t (*start_kinds)[CSM_MAX_KINDS], bool pending_white_win, Move *legal,
                       int *nlegal, CsmRuntimeError *err);

/* The result as far as it stands without the legal moves: judged as if the side to move
 * had one (so no checkmate, stalemate or "no moves" ending). For the search's quiescence,
 * where a side not in check may stand on its evaluation; not with a win pending. With
 * equal_turns, a White win that Black's reply might still draw is GAME_ONGOING with the
 * reason "undecided": only game_decide, with the moves, can tell. */
GameResult game_decide_with_a_move(const Variant *v, Position *pos, const GameHistory *history,
                                   const uint8_t (*start_kinds)[CSM_MAX_KINDS]);
/* The same without the screen that rules every ending out unasked where none can hold
 * (cond_set_may_hold): the reference test_end_screen compares it with. */
GameResult game_decide_with_a_move_unscreened(const Variant *v, Position *pos, const GameHistory *history,
                                              const uint8_t (*start_kinds)[CSM_MAX_KINDS]);

/* Whether the side to move of `pos` is in check, as GameHistory.checked records it: the
 * COND_CHECKED bits (cond.h), 0 when no condition asks (perpetual_check, check_series). */
uint8_t game_checked_flag(const Variant *v, Position *pos);

/* perft: leaf positions DEPTH plies below pos, game rules included (a decided position
 * has no moves), except the endings a player claims: repetitions, the fifty-move and
 * counting rules do not stop the count (as in Fairy-Stockfish's and chessops' perft). */
uint64_t game_perft(const Variant *v, Position *pos, int depth);
/* The same, keeping the first script runtime error met in *err (when not NULL): a
 * count with an error is not to be trusted, as the failing piece lost moves. */
uint64_t game_perft_checked(const Variant *v, Position *pos, int depth, CsmRuntimeError *err);

/* perft split by the game's legal moves now (`perft --divide`, UCI `go perft`): calls
 * `each` with every legal move and the count below it, and returns the total. Depth 0
 * is the position itself (1, no moves listed). */
typedef void (*PerftEach)(void *user, const Game *g, const Move *m, uint64_t count);
uint64_t game_perft_divide(Game *g, int depth, PerftEach each, void *user, CsmRuntimeError *err);

#endif
