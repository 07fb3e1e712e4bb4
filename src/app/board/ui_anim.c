/* ui_anim.c — sliding pieces (see ui_anim.h). */
#include "ui_anim.h"

#include "app.h"
#include "promoted.h"
#include "rules.h"
#include "ui_kit.h"
#include "timesrc.h"

#include <stdlib.h>
#include <string.h>

enum { MAX_SLIDES = 4, MAX_GHOSTS = 4 };

typedef struct Slide {
    Square from, to;
    Piece piece; /* as it stood before (a promoted pawn slides as a pawn) */
    bool promoted; /* it had become that piece by a move (drawn as makruk's turned-over bia) */
} Slide;

static Piece seen[CSM_SQUARES];
static uint64_t seen_promoted[CSM_SQUARES / 64]; /* game_promoted_squares of the position seen */
static bool have_seen;
static unsigned seen_serial;
static int seen_length;

static Slide slides[MAX_SLIDES];
static int nslides;
static Slide ghosts[MAX_GHOSTS]; /* captured pieces: `from` is their square */
static int nghosts;
static Slide blasts[10];         /* atomic: the piece taken and what the explosion blew away */
static int nblasts;
static Square blast_centre;
static uint64_t started_at; /* time_now_ms (timesrc.h) */
static int started;
static int test_elapsed = -1;
static bool finished_unseen; /* slides ended since the last frame asked for: draw once more */

int ui_anim_started(void) { return started; }
void ui_anim_test_elapsed(int ms) { test_elapsed = ms; }

static int elapsed(void)
{
    if (test_elapsed >= 0)
        return test_elapsed;
    return (int)(time_now_ms() - started_at);
}

void ui_anim_reset(void)
{
    nslides = nghosts = nblasts = 0;
    finished_unseen = false;
    have_seen = false;
}

bool ui_anim_active(void)
{
    if (nslides == 0 && nghosts == 0 && nblasts == 0)
        return false;
    if (elapsed() >= UI_ANIM_MS) {
        /* the last slide frame showed the piece as it stood before (a pawn, for a
         * promotion): the position itself still has to be drawn */
        nslides = nghosts = nblasts = 0;
        finished_unseen = true;
        return false;
    }
    return true;
}

bool ui_anim_needs_frame(void)
{
    bool active = ui_anim_active();
    bool finished = finished_unseen;
    finished_unseen = false;
    return active || finished;
}

int ui_anim_sliding(void) { return ui_anim_active() ? nslides : 0; }
int ui_anim_blasting(void) { return ui_anim_active() ? nblasts : 0; }

bool ui_anim_hides(int sq)
{
    if (!ui_anim_active())
        return false;
    for (int i = 0; i < nslides; i++)
        if (slides[i].to == sq)
            return true;
    return false;
}

int ui_anim_wait_ms(void) { return ui_anim_active() && test_elapsed < 0 ? 2 : 60000; }

static int distance(Square a, Square b) { return abs(sq_file(a) - sq_file(b)) + abs(sq_rank(a) - sq_rank(b)); }

static bool was_promoted(Square s) { return (seen_promoted[s >> 6] >> (s & 63)) & 1; }

/* Pairs the squares a piece appeared on with the squares pieces left; false when the
 * change is too large to read as a move. */
static bool match(const Piece *now, int files, int ranks)
{
    Square left[CSM_SQUARES], came[CSM_SQUARES];
    int nleft = 0, ncame = 0;
    for (int r = 0; r < ranks; r++)
        for (int f = 0; f < files; f++) {
            Square s = sq_make(f, r);
            if (seen[s] == now[s])
                continue;
            if (seen[s])
                left[nleft++] = s;
            if (now[s])
                came[ncame++] = s;
        }
    if (ncame > MAX_SLIDES || nleft > MAX_SLIDES + MAX_GHOSTS)
        return false;
    bool used[CSM_SQUARES] = {false};
    nslides = 0;
    /* the same piece first, then the same side (a promotion, a transition) */
    for (int pass = 0; pass < 2; pass++)
        for (int i = 0; i < ncame; i++) {
            Square to = came[i];
            bool done = false;
            for (int k = 0; k < nslides && !done; k++)
                done = slides[k].to == to;
            if (done)
                continue;
            int best = -1;
            for (int j = 0; j < nleft; j++) {
                Square from = left[j];
                bool fits = pass == 0 ? seen[from] == now[to] : piece_color(seen[from]) == piece_color(now[to]);
                if (!used[from] && fits && (best < 0 || distance(from, to) < distance(left[best], to)))
                    best = j;
            }
            if (best >= 0 && nslides < MAX_SLIDES) {
                used[left[best]] = true;
                slides[nslides++] = (Slide){left[best], to, seen[left[best]], was_promoted(left[best])};
            }
        }
    /* what left and went nowhere was taken: it fades where it stood, unless another
     * piece now stands there without sliding in */
    nghosts = 0;
    for (int j = 0; j < nleft && nghosts < MAX_GHOSTS; j++) {
        Square s = left[j];
        if (used[s])
            continue;
        bool covered = now[s] != 0;
        for (int k = 0; k < nslides && covered; k++)
            covered = slides[k].to != s;
        if (!covered)
            ghosts[nghosts++] = (Slide){s, s, seen[s], was_promoted(s)};
    }
    /* a piece that changed where it stands is not a slide */
    int kept = 0;
    for (int k = 0; k < nslides; k++)
        if (slides[k].from != slides[k].to)
            slides[kept++] = slides[k];
    nslides = kept;
    return true;
}

int ui_anim_observe(const Game *g, unsigned serial, bool dropped)
{
    if (!g)
        return 0;
    int files = g->v->files, ranks = g->v->ranks;
    int step = have_seen && serial == seen_serial ? g->length - seen_length : 0;
    nslides = nghosts = nblasts = 0;
    bool animate = app.animate && !dropped && step != 0 && abs(step) <= 2;
    const Undo *last = step == 1 && g->length > 0 ? &g->undos[g->length - 1] : NULL;
    if (animate && last && last->nblast) {
        /* an explosion: the pieces it blew away burn out where they stood */
        Square taken = last->move.flags & MF_CAPTURE ? last->move.capture_sq : last->move.to;
        if (last->captured) /* the piece taken burns with the rest */
            blasts[nblasts++] = (Slide){taken, taken, last->captured, false};
        for (int i = 0; i < last->nblast && nblasts < 10; i++)
            blasts[nblasts++] = (Slide){last->blast_sq[i], last->blast_sq[i], last->blast_piece[i], false};
        blast_centre = last->move.to;
        started_at = time_now_ms();
        started++;
    } else if (animate && match(g->pos.board, files, ranks) && (nslides > 0 || nghosts > 0)) {
        started_at = time_now_ms();
        started++;
    } else {
        nslides = nghosts = 0;
    }
    memcpy(seen, g->pos.board, sizeof seen);
    game_promoted_squares(g, g->length, seen_promoted);
    have_seen = true;
    seen_serial = serial;
    seen_length = g->length;
    return step;
}

static float progress(void)
{
    float t = (float)elapsed() / (float)UI_ANIM_MS;
    if (t < 0)
        t = 0;
    if (t > 1)
        t = 1;
    float u = 1 - t;
    return 1 - u * u * u; /* ease out: quick start, gentle landing */
}

/* The explosion: a fire ball from the capture square over its neighbours, and the
 * pieces it took fading in its light. */
static void draw_blast(bool (*rect_of)(Square s, SDL_Rect *r), float p)
{
    SDL_Rect c;
    if (!rect_of(blast_centre, &c))
        return;
    uint8_t fade = (uint8_t)(255 * (1 - p));
    for (int i = 0; i < nblasts; i++) {
        SDL_Rect r;
        if (!rect_of(blasts[i].from, &r))
            continue;
        ren_glow(r, RGBA(0xff, 0x8a, 0x1f, fade));
        if (blasts[i].piece)
            ui_draw_piece(piece_kind(blasts[i].piece), piece_color(blasts[i].piece) == BLACK, r,
                          (uint8_t)(255 * (1 - p) * (1 - p)));
    }
    int radius = (int)(c.w * (0.3f + 1.2f * p));
    ren_disc(c.x + c.w / 2, c.y + c.h / 2, radius, RGBA(0xff, 0xc8, 0x4a, (uint8_t)(170 * (1 - p))));
    ren_disc(c.x + c.w / 2, c.y + c.h / 2, radius / 2, RGBA(0xff, 0xf4, 0xd0, (uint8_t)(200 * (1 - p))));
}

void ui_anim_draw(bool (*rect_of)(Square s, SDL_Rect *r))
{
    if (!ui_anim_active())
        return;
    float p = progress();
    if (nblasts) {
        draw_blast(rect_of, p);
        return;
    }
    for (int i = 0; i < nghosts; i++) {
        SDL_Rect r;
        if (rect_of(ghosts[i].from, &r))
            ui_draw_piece_promoted(piece_kind(ghosts[i].piece), piece_color(ghosts[i].piece) == BLACK,
                                   ghosts[i].promoted, r, (uint8_t)(255 * (1 - p * p)));
    }
    for (int i = 0; i < nslides; i++) {
        SDL_Rect a, b;
        if (!rect_of(slides[i].from, &a) || !rect_of(slides[i].to, &b))
            continue;
        SDL_Rect r = {a.x + (int)((b.x - a.x) * p + 0.5f), a.y + (int)((b.y - a.y) * p + 0.5f), b.w, b.h};
        ui_draw_piece_promoted(piece_kind(slides[i].piece), piece_color(slides[i].piece) == BLACK, slides[i].promoted, r,
                               255);
    }
}
