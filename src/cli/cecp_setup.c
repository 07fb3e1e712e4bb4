/* cecp_setup.c — `setup` and `piece` for xboard (see cecp_setup.h). */
#include "cecp_setup.h"

#include "notations.h"
#include "piece_betza.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

/* xboard's piece types, in the order of its piece table (a fairy parent's defaults: pawn,
 * knight, bishop, rook, queen, ferz, alfil, archbishop, chancellor, wazir, man, cannon,
 * nightrider, ..., king last). A slot holds the letter its piece is written with. */
static const char XBOARD_SLOTS[] = "PNBRQFEACWMOHIJGDVLSUK";
enum { SLOT_COUNT = sizeof XBOARD_SLOTS - 1, KING_SLOT = SLOT_COUNT - 1 };

/* Fills `table` (SLOT_COUNT letters and '\0') with the variant's lettered pieces: the
 * royal one in the king's slot, each other in the slot of its own letter when that is
 * free, else in the first free one. False when they do not fit. */
static bool piece_table(const Variant *v, char *table)
{
    memset(table, '.', SLOT_COUNT);
    table[SLOT_COUNT] = '\0';
    int placed[CSM_MAX_KINDS] = {0};
    for (int pass = 0; pass < 2; pass++)
        for (int k = 0; k < v->nkinds; k++) {
            char letter = (char)toupper((unsigned char)v->kinds[k].letter);
            if (!letter || placed[k])
                continue;
            const char *own = strchr(XBOARD_SLOTS, letter);
            int slot = v->kinds[k].royal ? KING_SLOT : own && own - XBOARD_SLOTS != KING_SLOT ? (int)(own - XBOARD_SLOTS) : -1;
            if (pass == 1 && slot < 0) /* the first free slot but the king's */
                for (int s = 0; s < KING_SLOT && slot < 0; s++)
                    slot = table[s] == '.' ? s : -1;
            if (slot >= 0 && table[slot] == '.') {
                table[slot] = letter;
                placed[k] = 1;
            }
        }
    for (int k = 0; k < v->nkinds; k++)
        if (v->kinds[k].letter && !placed[k])
            return false;
    return true;
}

/* xboard's variant whose rules it borrows: drops and promotions as in shogi or
 * crazyhouse, the palace and river of xiangqi, or none ("fairy"). */
static const char *parent_variant(const Variant *v)
{
    if (v->rules.hands)
        return notation_fits(v, NOTATION_HODGES) ? "shogi" : "crazyhouse";
    return notation_fits(v, NOTATION_WXF) ? "xiangqi" : "fairy";
}

/* How many kinds of piece a hand may hold (xboard's holdings). */
static int holdings(const Variant *v)
{
    int n = 0;
    for (int k = 0; v->rules.hands && k < v->nkinds; k++)
        n += v->kinds[k].letter && !v->kinds[k].royal && !v->kinds[k].no_drop;
    return n;
}

/* The lettered kind whose promoted form `k` is (shogi's +P), or -1. */
static int promoted_from(const Variant *v, int k)
{
    for (int b = 0; b < v->nkinds; b++)
        for (int j = 0; j < v->kinds[b].npromo && v->kinds[b].letter; j++)
            if (v->kinds[b].promo_to[j] == k && v->kinds[k].demotes_to == b)
                return b;
    return -1;
}

/* Is `betza`, worked out for the piece of `letter`, what xboard's own piece of that
 * letter does already (its chess pieces, the king with its castling)? Then nothing is sent:
 * a `piece K& WF` would take castling away from xboard's king. */
static bool xboard_knows(char letter, const char *betza)
{
    static const char *const OWN[][2] = {{"P", "mfWcfFimfnD"}, {"N", "N"}, {"B", "B"},
                                         {"R", "R"},           {"Q", "RB"}, {"K", "WF"}};
    for (size_t i = 0; i < sizeof OWN / sizeof *OWN; i++)
        if (OWN[i][0][0] == letter && !strcmp(OWN[i][1], betza))
            return true;
    return false;
}

/* `piece L& BETZA` for every piece xboard draws: its own Betza, or one worked out from
 * its moves (piece_betza.h) unless xboard's piece of that letter moves so already; a
 * piece none describes is named in a comment, with why. */
static void say_pieces(Uci *u, const Variant *v)
{
    for (int k = 0; k < v->nkinds; k++) {
        const PieceKind *pk = &v->kinds[k];
        int base = pk->letter ? k : promoted_from(v, k);
        if (base < 0)
            continue;
        char derived[96];
        const char *why = NULL;
        const char *betza = pk->betza[0] ? pk->betza : piece_betza_derive(v, k, derived, sizeof derived, &why) ? derived : NULL;
        char letter = (char)toupper((unsigned char)v->kinds[base].letter);
        if (betza == derived && base == k && xboard_knows(letter, derived))
            continue;
        if (betza)
            uci_say(u, "piece %s%c& %s", base == k ? "" : "+", letter, betza);
        else /* xboard then draws it by its letter and leaves its moves to us */
            uci_say(u, "# no piece %s%c: %s", base == k ? "" : "+", letter, why);
    }
}

void cecp_say_setup(Uci *u)
{
    const Variant *v = u->v;
    char table[SLOT_COUNT + 1], lower[SLOT_COUNT + 1], fen[2048];
    if (!piece_table(v, table)) {
        uci_say(u, "# %s has more lettered pieces than xboard's table holds: no setup sent", v->name);
        return;
    }
    for (int i = 0; i <= SLOT_COUNT; i++)
        lower[i] = (char)tolower((unsigned char)table[i]);
    game_fen(u->g, fen, sizeof fen);
    uci_say(u, "setup (%s%s) %dx%d+%d_%s %s", table, lower, v->files, v->ranks, holdings(v), parent_variant(v), fen);
    say_pieces(u, v);
}
