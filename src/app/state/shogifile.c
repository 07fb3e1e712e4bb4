/* shogifile.c — shogi's records for the window (see shogifile.h). */
#include "shogifile.h"

#include "csa.h"
#include "datadir.h"
#include "diag.h"
#include "kif.h"
#include "sfen.h"
#include "textfile.h"
#include "shogi_record.h"
#include "variant_load.h"

#include <ctype.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

static bool has_suffix(const char *s, const char *suffix)
{
    size_t n = strlen(s), m = strlen(suffix);
    return n >= m && !strcasecmp(s + n - m, suffix);
}

/* The first line that is not blank or a CSA comment (`'`). */
static const char *first_line(const char *text)
{
    const char *p = text;
    while (*p == '\'' || *p == '\n' || *p == '\r' || *p == ' ' || *p == '\t')
        p += *p == '\'' ? strcspn(p, "\n") : 1;
    return p;
}

/* CSA's first statement: a version, a name, the start (PI, a board row) or a move. */
static bool looks_like_csa(const char *text)
{
    const char *p = first_line(text);
    if (!strncmp(p, "V2", 2) || !strncmp(p, "PI", 2) || !strncmp(p, "N+", 2) || !strncmp(p, "N-", 2) || *p == '$')
        return true;
    if (p[0] == 'P' && p[1] == '1' && (p[2] == '-' || p[2] == '+' || p[2] == ' '))
        return true;
    return (p[0] == '+' || p[0] == '-') && isdigit((unsigned char)p[1]) && isdigit((unsigned char)p[4]);
}

/* KIF's facts and move lines, or KI2's marked moves (▲７六歩; not ☗, which a PGN's
 * Japanese movetext has too). */
static bool looks_like_kif(const char *text)
{
    static const char *const marks[] = {"手合割", "手数----", "先手：", "後手：", "下手：", "上手：", "▲", "開始日時"};
    for (size_t i = 0; i < sizeof marks / sizeof marks[0]; i++)
        if (strstr(text, marks[i]))
            return true;
    const char *p = text;
    while (*p == ' ')
        p++;
    return *p == '1' && p[1] == ' '; /* `   1 ７六歩(77)` */
}

ShogiFileKind shogifile_kind(const char *name, const char *text)
{
    if (name && (has_suffix(name, ".kif") || has_suffix(name, ".kifu")))
        return SHOGI_FILE_KIF;
    if (name && has_suffix(name, ".ki2"))
        return SHOGI_FILE_KI2;
    if (name && has_suffix(name, ".csa"))
        return SHOGI_FILE_CSA;
    if (name && has_suffix(name, ".sfen"))
        return SHOGI_FILE_SFEN;
    if (!text || (name && (has_suffix(name, ".pgn") || has_suffix(name, ".txt"))))
        return SHOGI_FILE_NONE;
    const char *p = first_line(text);
    if (!strncmp(p, "sfen ", 5) || sfen_looks_like(p))
        return SHOGI_FILE_SFEN;
    if (looks_like_csa(text))
        return SHOGI_FILE_CSA;
    return looks_like_kif(text) ? SHOGI_FILE_KIF : SHOGI_FILE_NONE;
}

/* Does the record say it is minishogi's (KIF's 手合割：５五将棋, a five-rank SFEN, a
 * CSA board row of five pieces)? Then Minishogi is tried first. */
static bool says_minishogi(const char *text, ShogiFileKind kind)
{
    if (kind == SHOGI_FILE_SFEN) {
        const char *p = first_line(text);
        if (!strncmp(p, "sfen ", 5))
            p += 5;
        int slashes = 0;
        for (; *p && *p != ' '; p++)
            slashes += *p == '/';
        return slashes == 4;
    }
    if (kind == SHOGI_FILE_CSA) {
        const char *row = strstr(text, "\nP1");
        return row && strcspn(row + 1, "\r\n") <= 2 + 5 * 3;
    }
    return strstr(text, "５五将棋") || strstr(text, "5五将棋");
}

/* The position of an SFEN (its first line) on `v`. */
static Game *sfen_game(const char *text, const Variant *v, const char *where, DiagSink *d)
{
    char line[1024], fen[1200];
    const char *p = first_line(text);
    snprintf(line, sizeof line, "%.*s", (int)strcspn(p, "\r\n"), p);
    if (!sfen_to_fen(v, line, fen, sizeof fen, where, d))
        return NULL;
    Game *g = game_new(v, fen, d);
    if (g)
        game_shift_sfen_plies(g, sfen_parity_shifted(line));
    return g;
}

static Game *read_on(const char *text, ShogiFileKind kind, const Variant *v, const char *where, DiagSink *d)
{
    switch (kind) {
    case SHOGI_FILE_SFEN: return sfen_game(text, v, where, d);
    case SHOGI_FILE_CSA: return csa_read(text, v, where, d);
    case SHOGI_FILE_KIF:
    case SHOGI_FILE_KI2: return kif_read(text, v, where, d);
    default: return NULL;
    }
}

/* Loads the variant at `path` and reads the record on it. */
static bool try_variant(const char *path, const char *text, ShogiFileKind kind, const char *where, Variant **v,
                        Game **g, char *variant_path, size_t vsize, DiagSink *d)
{
    *v = variant_load_file(path, NULL, d);
    *g = *v && shogi_record_fits(*v) ? read_on(text, kind, *v, where, d) : NULL;
    if (!*g) {
        variant_free(*v);
        *v = NULL;
        return false;
    }
    snprintf(variant_path, vsize, "%s", path);
    return true;
}

bool shogifile_load(const char *text, ShogiFileKind kind, const char *where, const char *prefer, Variant **v,
                    Game **g, char *variant_path, size_t vsize, char *err, size_t esize)
{
    char shogi[PATH_MAX], mini[PATH_MAX];
    csm_data_path("variants/shogi.yaml", shogi, sizeof shogi);
    csm_data_path("variants/minishogi.yaml", mini, sizeof mini);
    const char *order[3] = {prefer, shogi, mini};
    if (says_minishogi(text, kind))
        order[1] = mini, order[2] = shogi;
    DiagSink first, other;
    diag_init(&first);
    diag_init(&other);
    bool ok = false;
    for (int i = 0; i < 3 && !ok; i++)
        if (order[i] && (i == 0 || !prefer || strcmp(order[i], prefer)))
            ok = try_variant(order[i], text, kind, where, v, g, variant_path, vsize, i == 1 ? &first : &other);
    if (!ok) /* the reason the likelier shipped game gives */
        diag_first(first.count ? &first : &other, err, esize, "not a shogi record");
    diag_free(&first);
    diag_free(&other);
    return ok;
}

bool shogifile_read_file(const char *path, const char *prefer, ShogiFileKind *kind, Variant **v, Game **g,
                         char *variant_path, size_t vsize, char *err, size_t esize)
{
    ShogiFileKind none;
    kind = kind ? kind : &none;
    *kind = SHOGI_FILE_NONE;
    *v = NULL;
    *g = NULL;
    char why[160];
    char *bytes = text_file_load(path, why, sizeof why);
    if (!bytes) {
        snprintf(err, esize, "%s: %s", path, why);
        return false;
    }
    char *text = shogi_record_utf8(bytes);
    free(bytes);
    *kind = shogifile_kind(path, text);
    bool ok = false;
    if (*kind != SHOGI_FILE_NONE && !text)
        snprintf(err, esize, "%s: the text is neither UTF-8 nor Shift_JIS", path);
    else if (*kind != SHOGI_FILE_NONE)
        ok = shogifile_load(text, *kind, path, prefer, v, g, variant_path, vsize, err, esize);
    else
        snprintf(err, esize, "%s: not a shogi record", path);
    free(text);
    return ok;
}

bool shogifile_is_shogi(const Variant *v) { return v && shogi_record_fits(v); }

char *shogifile_text(const Game *g, ShogiFileKind kind, const char *sente, const char *gote)
{
    if (!shogifile_is_shogi(g->v))
        return NULL;
    switch (kind) {
    case SHOGI_FILE_KIF: return kif_write(g, sente, gote);
    case SHOGI_FILE_KI2: return ki2_write(g, sente, gote);
    case SHOGI_FILE_CSA: return csa_write(g, sente, gote);
    case SHOGI_FILE_SFEN: {
        char *text = malloc(1024);
        if (text) {
            sfen_write(g->v, &g->pos, text, 1000);
            strcat(text, "\n");
        }
        return text;
    }
    default: return NULL;
    }
}
