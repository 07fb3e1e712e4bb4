/* ec_parse.c — the protocols' text (see ec_parse.h). */
#include "ec_parse.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const protocol_names[] = {"", "uci", "usi", "ucci", "xboard"};

const char *ec_protocol_name(EcProtocol p) { return p >= EC_NONE && p <= EC_CECP ? protocol_names[p] : ""; }

EcProtocol ec_protocol_from_name(const char *name)
{
    for (int p = EC_UCI; p <= EC_CECP; p++)
        if (!strcmp(name, protocol_names[p]))
            return (EcProtocol)p;
    return EC_NONE;
}

/* The next space-separated word of `s` from *pos into `w`; false at the end. */
static bool word(const char *s, size_t *pos, char *w, size_t size)
{
    while (s[*pos] == ' ' || s[*pos] == '\t')
        (*pos)++;
    if (!s[*pos])
        return false;
    size_t n = 0;
    while (s[*pos] && s[*pos] != ' ' && s[*pos] != '\t') {
        if (n + 1 < size)
            w[n++] = s[*pos];
        (*pos)++;
    }
    w[n] = '\0';
    return true;
}

/* Appends `w` to `buf` with a space between words (cut to fit). */
static void append_word(char *buf, size_t size, const char *w)
{
    size_t n = strlen(buf), len = strlen(w);
    if (n && n + 1 < size)
        buf[n++] = ' ';
    if (n + len >= size)
        len = n < size ? size - 1 - n : 0;
    memcpy(buf + n, w, len);
    buf[n + len] = '\0';
}

static bool option_keyword(const char *w)
{
    return !strcmp(w, "default") || !strcmp(w, "min") || !strcmp(w, "max") || !strcmp(w, "var");
}

static bool option_type(const char *w, EcOptionType *t)
{
    static const struct { const char *name; EcOptionType type; } types[] = {
        {"check", EC_OPT_CHECK}, {"spin", EC_OPT_SPIN},     {"combo", EC_OPT_COMBO},    {"button", EC_OPT_BUTTON},
        {"string", EC_OPT_STRING}, {"filename", EC_OPT_STRING}, {"slider", EC_OPT_SPIN}, {"file", EC_OPT_STRING},
        {"path", EC_OPT_STRING},   {"save", EC_OPT_BUTTON},     {"reset", EC_OPT_BUTTON},
    };
    for (size_t i = 0; i < sizeof types / sizeof types[0]; i++)
        if (!strcmp(w, types[i].name)) {
            *t = types[i].type;
            return true;
        }
    return false;
}

/* Stores the words after one of default/min/max/var. */
static void option_field(EcOption *o, const char *key, const char *val)
{
    if (!strcmp(key, "default"))
        snprintf(o->value, sizeof o->value, "%s", strcmp(val, "<empty>") ? val : "");
    else if (!strcmp(key, "min"))
        o->min = atoll(val);
    else if (!strcmp(key, "max"))
        o->max = atoll(val);
    else if (!strcmp(key, "var") && strlen(o->choices) + strlen(val) + 2 < sizeof o->choices)
        strcat(strcat(o->choices, val), "\n");
}

bool ec_parse_option(const char *line, EcOption *out)
{
    memset(out, 0, sizeof *out);
    size_t pos = 0;
    char w[EC_VALUE_MAX], type[32] = "";
    if (!word(line, &pos, w, sizeof w) || strcmp(w, "option"))
        return false;
    while (word(line, &pos, w, sizeof w) && strcmp(w, "type")) /* "name" is optional (UCCI) */
        if (strcmp(w, "name") || out->name[0])
            append_word(out->name, sizeof out->name, w);
    if (!out->name[0] || !word(line, &pos, type, sizeof type) || !option_type(type, &out->type))
        return false;
    char key[16] = "", val[EC_VALUE_MAX] = "";
    while (word(line, &pos, w, sizeof w)) {
        if (option_keyword(w) && !(out->type == EC_OPT_STRING && !strcmp(key, "default"))) {
            if (key[0])
                option_field(out, key, val);
            snprintf(key, sizeof key, "%.15s", w);
            val[0] = '\0';
        } else if (key[0]) {
            append_word(val, sizeof val, w);
        }
    }
    if (key[0])
        option_field(out, key, val);
    return true;
}

/* CECP's combo: "A /// *B /// C", the starred one the default. */
static void cecp_combo(EcOption *o, const char *rest)
{
    char part[EC_VALUE_MAX];
    const char *s = rest;
    while (*s) {
        const char *sep = strstr(s, "///");
        size_t n = sep ? (size_t)(sep - s) : strlen(s);
        while (n > 0 && s[n - 1] == ' ')
            n--;
        while (n > 0 && *s == ' ')
            s++, n--;
        snprintf(part, sizeof part, "%.*s", (int)n, s);
        const char *choice = part[0] == '*' ? part + 1 : part;
        if (part[0] == '*' || !o->value[0])
            snprintf(o->value, sizeof o->value, "%s", choice);
        if (choice[0] && strlen(o->choices) + strlen(choice) + 2 < sizeof o->choices)
            strcat(strcat(o->choices, choice), "\n");
        if (!sep)
            break;
        s = sep + 3;
    }
}

bool ec_parse_cecp_option(const char *text, EcOption *out)
{
    memset(out, 0, sizeof *out);
    const char *dash = text;
    char type[16];
    /* the type is the first " -word" that names one (a name may hold dashes) */
    while ((dash = strstr(dash, " -"))) {
        int n = 0;
        while (n < 15 && isalpha((unsigned char)dash[2 + n]))
            n++;
        snprintf(type, sizeof type, "%.*s", n, dash + 2);
        if ((dash[2 + n] == ' ' || !dash[2 + n]) && option_type(type, &out->type))
            break;
        dash += 2;
    }
    if (!dash || dash == text)
        return false;
    snprintf(out->name, sizeof out->name, "%.*s", (int)(dash - text), text);
    const char *rest = dash + 2 + strlen(type);
    while (*rest == ' ')
        rest++;
    if (out->type == EC_OPT_SPIN) {
        if (sscanf(rest, "%255s %lld %lld", out->value, &out->min, &out->max) != 3)
            return false;
    } else if (out->type == EC_OPT_COMBO) {
        cecp_combo(out, rest);
    } else if (out->type != EC_OPT_BUTTON) {
        snprintf(out->value, sizeof out->value, "%s", rest);
    }
    return true;
}

bool ec_next_feature(const char *line, size_t *pos, char *name, size_t name_size, char *value, size_t value_size)
{
    const char *s = line + *pos;
    while (*s == ' ')
        s++;
    const char *eq = strchr(s, '=');
    if (!*s || !eq)
        return false;
    snprintf(name, name_size, "%.*s", (int)(eq - s), s);
    const char *v = eq + 1, *end;
    if (*v == '"') {
        v++;
        end = strchr(v, '"');
        if (!end)
            end = v + strlen(v);
        snprintf(value, value_size, "%.*s", (int)(end - v), v);
        end += *end == '"';
    } else {
        end = v + strcspn(v, " ");
        snprintf(value, value_size, "%.*s", (int)(end - v), v);
    }
    *pos = (size_t)(end - line);
    return true;
}

bool ec_option_has_choice(const EcOption *o, const char *choice)
{
    size_t n = strlen(choice);
    for (const char *s = o->choices; *s;) {
        const char *nl = strchr(s, '\n');
        size_t len = nl ? (size_t)(nl - s) : strlen(s);
        if (len == n && !strncmp(s, choice, n))
            return true;
        if (!nl)
            break;
        s = nl + 1;
    }
    return false;
}

/* "score cp 23", "score mate -3" (UCI, USI), "score 23" (UCCI). A mate counts moves in
 * UCI and UCCI (mate 2: the second move of ours mates, 3 plies) and plies in USI. */
static void read_score(EcProtocol p, const char *line, size_t *pos, EcInfo *out)
{
    char w[32];
    size_t before = *pos;
    if (!word(line, pos, w, sizeof w))
        return;
    if (!strcmp(w, "cp") || !strcmp(w, "mate")) {
        bool mate = !strcmp(w, "mate");
        if (!word(line, pos, w, sizeof w))
            return;
        int n = atoi(w);
        if (mate && p != EC_USI)
            n = n > 0 ? 2 * n - 1 : 2 * n;
        out->score_cp = mate ? (n >= 0 ? EC_MATE_CP - n : -EC_MATE_CP - n) : n;
    } else if (isdigit((unsigned char)w[0]) || w[0] == '-') {
        out->score_cp = atoi(w);
    } else {
        *pos = before;
        return;
    }
    out->has_score = true;
}

/* Only a line with its moves counts: "info depth 9 currmove e2e4" says nothing of a line. */
static bool uci_info(EcProtocol p, const char *line, EcInfo *out)
{
    size_t pos = 0;
    char w[64];
    if (!word(line, &pos, w, sizeof w) || strcmp(w, "info"))
        return false;
    bool told = false;
    while (word(line, &pos, w, sizeof w)) {
        if (!strcmp(w, "string"))
            return false; /* a message, not a line of play */
        if (!strcmp(w, "depth") && word(line, &pos, w, sizeof w))
            out->depth = atoi(w);
        else if (!strcmp(w, "multipv") && word(line, &pos, w, sizeof w))
            out->multipv = atoi(w);
        else if (!strcmp(w, "nodes") && word(line, &pos, w, sizeof w))
            out->nodes = atoll(w);
        else if (!strcmp(w, "score"))
            read_score(p, line, &pos, out);
        else if (!strcmp(w, "pv")) {
            while (line[pos] == ' ')
                pos++;
            snprintf(out->pv, sizeof out->pv, "%s", line + pos);
            told = out->pv[0] != '\0';
            break;
        }
    }
    return told;
}

/* "ply score time nodes pv..." */
static bool cecp_info(const char *line, EcInfo *out)
{
    int ply, score, n = 0;
    long long time, nodes;
    if (sscanf(line, "%d %d %lld %lld %n", &ply, &score, &time, &nodes, &n) < 4 || n == 0)
        return false;
    out->depth = ply;
    out->score_cp = score;
    out->has_score = true;
    out->nodes = nodes;
    snprintf(out->pv, sizeof out->pv, "%s", line + n);
    return true;
}

bool ec_parse_info(EcProtocol p, const char *line, EcInfo *out)
{
    memset(out, 0, sizeof *out);
    out->multipv = 1;
    bool ok = p == EC_CECP ? cecp_info(line, out) : uci_info(p, line, out);
    return ok && out->multipv >= 1;
}

bool ec_parse_bestmove(EcProtocol p, const char *line, char *move, size_t size)
{
    size_t pos = 0;
    char w[64];
    if (!word(line, &pos, w, sizeof w) || strcmp(w, p == EC_CECP ? "move" : "bestmove"))
        return false;
    if (!word(line, &pos, move, size))
        move[0] = '\0'; /* "bestmove" alone: garbage, refused by the caller */
    return true;
}

/* USI's square (file digit from the right, rank letter from the top) as ours. */
static bool usi_square(int files, int ranks, const char *s, char *out)
{
    int file = files - 1 - (s[0] - '1'), rank = ranks - 1 - (s[1] - 'a');
    if (file < 0 || file >= files || rank < 0 || rank >= ranks)
        return false;
    sprintf(out, "%c%d", 'a' + file, rank + 1);
    return true;
}

static bool usi_move(int files, int ranks, const char *m, char *out, size_t size)
{
    char a[8], b[8];
    const char *star = strchr(m, '*');
    if (star) { /* P*5e, +P*5e */
        if (star == m || star - m > 2 || strlen(star + 1) != 2 || !usi_square(files, ranks, star + 1, b))
            return false;
        snprintf(out, size, "%.*s@%s", (int)(star - m), m, b);
        return true;
    }
    size_t n = strlen(m);
    if ((n != 4 && !(n == 5 && m[4] == '+')) || !usi_square(files, ranks, m, a) || !usi_square(files, ranks, m + 2, b))
        return false;
    snprintf(out, size, "%s%s%s", a, b, n == 5 ? "+" : "");
    return true;
}

/* Squares with ranks counted from 0 (UCCI; CECP on ten ranks): every digit run after a
 * file letter goes up by one. */
static bool rank_from_zero(const char *m, char *out, size_t size)
{
    size_t n = 0;
    for (const char *s = m; *s;) {
        if (islower((unsigned char)s[0]) && isdigit((unsigned char)s[1])) {
            char *end;
            long r = strtol(s + 1, &end, 10);
            n += (size_t)snprintf(out + n, n < size ? size - n : 0, "%c%ld", s[0], r + 1);
            s = end;
        } else {
            if (n + 1 < size)
                out[n] = *s;
            n++;
            s++;
        }
    }
    if (n >= size)
        return false;
    out[n] = '\0';
    return true;
}

bool ec_move_to_ours(EcProtocol p, int files, int ranks, const char *move, char *out, size_t size)
{
    if (!move[0] || strlen(move) >= size || (!isalnum((unsigned char)move[0]) && move[0] != '+'))
        return false;
    if (p == EC_USI)
        return usi_move(files, ranks, move, out, size);
    if (p == EC_UCCI || (p == EC_CECP && ranks == 10))
        return rank_from_zero(move, out, size);
    snprintf(out, size, "%s", move);
    return true;
}
