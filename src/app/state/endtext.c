/* endtext.c — end-of-game sentences (see endtext.h). */
#include "endtext.h"

#include "clock.h"
#include "cond.h"
#include "i18n.h"
#include "score.h"

#include <stdio.h>
#include <string.h>

/* The variant whose sides the sentence being written names (Sente, Red, Cho...). */
static const Variant *named;
static const char *side_name(int c) { return tr_side(named, c); }

static const char *zone_word(const char *zone)
{
    static const char *const names[][3] = {{"hill", "hill", "언덕"}, {"center", "centre", "중앙"},
                                           {"centre", "centre", "중앙"}};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        if (!strcmp(zone, names[i][0]))
            return names[i][1 + (i18n_lang() == LANG_KO)];
    return zone;
}

/* A condition's canonical text is a single name atom (`checkmate`): its sentence. */
static bool atom_sentence(const char *text, bool victory, int winner, char *buf, size_t size)
{
    if (!strcmp(text, "checkmate") && victory)
        snprintf(buf, size, tr(S_END_CHECKMATE_FMT), side_name(winner));
    else if ((!strcmp(text, "stalemate") || !strcmp(text, "no_moves")) && victory)
        snprintf(buf, size, tr(S_END_STALEMATE_WINS_FMT), side_name(winner));
    else if (!strcmp(text, "stalemate"))
        snprintf(buf, size, "%s", tr(S_END_STALEMATE));
    else if (!strcmp(text, "no_moves"))
        snprintf(buf, size, "%s", tr(S_END_NO_MOVES));
    else if (!strcmp(text, "repetition"))
        snprintf(buf, size, "%s", tr(S_END_REPETITION));
    else if (!strcmp(text, "fifty_moves"))
        snprintf(buf, size, "%s", tr(S_END_FIFTY));
    else if (!strcmp(text, "insufficient"))
        snprintf(buf, size, "%s", tr(S_END_INSUFFICIENT));
    else
        return false;
    return true;
}

/* Korean particles follow the sound of the word before them: 이/을 after a final
 * consonant (킹이, 퀸을), 가/를 after a vowel (나이트가, 나이트를). A word that does
 * not end in Hangul gets both, as Korean software writes them: `이(가)`. In English
 * the word is left as it is. */
static const char *with_particle(const char *word, bool object, char *buf, size_t size)
{
    if (i18n_lang() != LANG_KO) {
        snprintf(buf, size, "%s", word);
        return buf;
    }
    size_t n = strlen(word);
    int final = -1; /* 0: ends in a vowel, 1: in a consonant, -1: not Hangul */
    if (n >= 3) {
        const unsigned char *p = (const unsigned char *)word + n - 3;
        if ((p[0] & 0xf0) == 0xe0 && (p[1] & 0xc0) == 0x80 && (p[2] & 0xc0) == 0x80) {
            unsigned cp = ((p[0] & 0x0fu) << 12) | ((p[1] & 0x3fu) << 6) | (p[2] & 0x3fu);
            if (cp >= 0xac00 && cp <= 0xd7a3)
                final = (cp - 0xac00) % 28 != 0;
        }
    }
    const char *particle = final == 1 ? (object ? "을" : "이")
                           : final == 0 ? (object ? "를" : "가")
                                        : (object ? "을(를)" : "이(가)");
    snprintf(buf, size, "%s%s", word, particle);
    return buf;
}

/* A victory condition with one goal (cond.h's cond_goals): what the winner did. */
static bool goal_sentence(const Variant *v, const Cond *c, int winner, char *buf, size_t size)
{
    CondGoal goals[4];
    int n = cond_goals(c, goals, 4);
    if (n < 1)
        return false;
    const CondGoal *g = &goals[0]; /* the first goal names the deed; a second is a side condition */
    int who = g->side == 0 ? winner : g->side == 1 ? !winner : g->side == 2 ? WHITE : BLACK;
    const char *kind_name = g->kind >= 0 && g->kind < v->nkinds ? tr_piece(v->kinds[g->kind].name) : "?";
    char subject[96], object[96];
    const char *kind = with_particle(kind_name, false, subject, sizeof subject);
    switch (g->type) {
    case COND_GOAL_ZONE:
        if (g->arg < 0 || g->arg >= v->nzones)
            return false;
        snprintf(buf, size, tr(S_END_REACHED_ZONE_FMT), side_name(who), kind, zone_word(v->zones[g->arg].name));
        return true;
    case COND_GOAL_RANK: snprintf(buf, size, tr(S_END_REACHED_RANK_FMT), side_name(who), kind, g->arg + 1); return true;
    case COND_GOAL_CHECKS:
        if (g->arg == 3)
            snprintf(buf, size, tr(S_END_THIRD_CHECK_FMT), side_name(who));
        else
            snprintf(buf, size, tr(S_END_CHECKS_FMT), side_name(who), g->arg);
        return true;
    case COND_GOAL_FEW_PIECES:
        if (g->arg != 0)
            return false;
        if (who == winner)
            snprintf(buf, size, tr(S_END_LOST_ALL_FMT), side_name(winner));
        else
            snprintf(buf, size, tr(S_END_TOOK_ALL_FMT), side_name(winner));
        return true;
    case COND_GOAL_KIND_GONE:
        /* in atomic the king is not taken but blown up by a capture next to it */
        snprintf(buf, size, tr(v->rules.explosions ? S_END_BLEW_UP_FMT : S_END_CAPTURED_FMT), side_name(winner),
                 with_particle(kind_name, true, object, sizeof object));
        return true;
    default: return false;
    }
}

void end_title(const Variant *v, const GameResult *r, char *buf, size_t size)
{
    if (r->status == GAME_DRAW || r->status == GAME_ONGOING)
        snprintf(buf, size, "%s", tr(S_END_DRAW));
    else
        snprintf(buf, size, tr(S_WINS_FMT), tr_side(v, r->status == GAME_WHITE_WINS ? WHITE : BLACK));
}

/* A win decided by counting points (a condition named ..._on_points, janggi): "Han wins
 * on points, 73.5 to 72", each side's pieces' values and its bonus. */
bool end_on_points(const GameResult *r)
{
    size_t n = strlen(r->reason), tail = strlen("_on_points");
    return n >= tail && !strcmp(r->reason + n - tail, "_on_points");
}

void end_points(const Variant *v, const Position *pos, double points[2])
{
    for (int side = 0; side < 2; side++)
        points[side] = score_material(v, pos, (Color)side) + v->points_bonus[side];
}

static bool points_sentence(const Variant *v, const Game *g, int winner, char *buf, size_t size)
{
    if (!v || !end_on_points(game_result(g)))
        return false;
    double points[2];
    end_points(v, &g->pos, points);
    snprintf(buf, size, tr(S_END_ON_POINTS_FMT), side_name(winner), points[winner], points[!winner]);
    return true;
}

void end_sentence(const Variant *v, const Game *g, char *buf, size_t size)
{
    end_sentence_of(v, game_result(g), g->pos.side, g, buf, size);
}

void end_sentence_of(const Variant *v, const GameResult *r, int to_move, const Game *g, char *buf, size_t size)
{
    if (!size)
        return;
    buf[0] = '\0';
    if (r->status == GAME_ONGOING)
        return;
    named = v;
    bool draw = r->status == GAME_DRAW;
    int winner = r->status == GAME_WHITE_WINS ? WHITE : BLACK;
    const char *why = r->reason;
    if (!why[0]) { /* a PGN's result that gives no reason: say only who won */
        end_title(v, r, buf, size);
        return;
    }
    /* outside the rules (game_adjudicate) */
    if (!strcmp(why, "resignation")) {
        snprintf(buf, size, tr(S_END_RESIGNED_FMT), side_name(!winner), side_name(winner));
        return;
    }
    if (!strcmp(why, "agreement")) {
        snprintf(buf, size, "%s", tr(S_END_AGREEMENT));
        return;
    }
    if (!strcmp(why, CLOCK_REASON_LOSS)) {
        snprintf(buf, size, tr(S_END_TIME_FMT), side_name(!winner), side_name(winner));
        return;
    }
    if (!strcmp(why, CLOCK_REASON_DRAW)) {
        snprintf(buf, size, tr(S_END_TIME_DRAW_FMT), side_name(to_move), side_name(!to_move));
        return;
    }
    if (!strcmp(why, "no legal moves")) {
        snprintf(buf, size, "%s", tr(S_END_NO_MOVES));
        return;
    }
    if (!draw && g && points_sentence(v, g, winner, buf, size))
        return;
    /* a condition of the variant, read for what it asks */
    const CondSet *set = v ? (draw ? v->draw : v->victory) : NULL;
    int i = set ? cond_set_find(set, why) : -1;
    if (i >= 0) {
        const Cond *c = cond_set_cond(set, i);
        char text[256];
        cond_print(c, v, text, sizeof text);
        if (atom_sentence(text, !draw, winner, buf, size))
            return;
        if (!draw && goal_sentence(v, c, winner, buf, size))
            return;
    } else if (atom_sentence(why, !draw, winner, buf, size)) {
        return; /* a draw decided by its own rule word (the time-forfeit draw is below) */
    }
    char spaced[CSM_NAME_MAX + 16], shown[CSM_NAME_MAX + 64];
    snprintf(shown, sizeof shown, "%s", tr_reason(why, spaced, sizeof spaced));
    if (draw)
        snprintf(buf, size, tr(S_END_DRAW_COND_FMT), shown);
    else
        snprintf(buf, size, tr(S_END_WINS_COND_FMT), side_name(winner), shown);
}
