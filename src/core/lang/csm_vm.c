/* csm_vm.c — runs compiled Chessembly for one piece (CHESSEMBLY.md §2-§7).
 *
 * The loop keeps the chain's value, its anchor, a stack of open blocks (saved anchor
 * and where the block ends) and the modifier stack. Pattern chains (one leaper or
 * rider step) skip the loop entirely. Nothing here allocates. */
#include "csm.h"
#include "csm_internal.h"

#include <stdio.h>
#include <string.h>

/* Every push is one expression, so the step budget bounds the modifier stack (§7 sets
 * no limit of its own). Entries are packed in 16 bits to keep the VM's frame small. */
enum { MAX_BLOCKS = 66, MAX_MODIFIERS = CSM_STEP_BUDGET + 1 };

static const uint8_t op_flags[CSM_OP_COUNT] = {
#define CSM_X_FLAGS(name, text, sig, params, flags, doc) flags,
    CSM_OPCODES(CSM_X_FLAGS)
#undef CSM_X_FLAGS
};

int csm_out_push(CsmOut *out, const Move *m)
{
    uint64_t bit = 1ULL << (m->to & 63);
    uint64_t *word = &out->seen[m->to >> 6];
    if (*word & bit) {
        /* a loop pushing the same square again finds it at once, not by a scan */
        if (out->hint < out->count && move_equal(&out->moves[out->hint], m))
            return out->hint;
        for (int i = 0; i < out->count; i++)
            if (move_equal(&out->moves[i], m))
                return out->hint = i;
    }
    if (out->count >= out->capacity) {
        out->overflow = true;
        return -1;
    }
    *word |= bit;
    out->moves[out->count] = *m;
    out->hint = out->count;
    return out->count++;
}

void csm_runtime_error_text(const CsmRuntimeError *err, char *buf, size_t size)
{
    if (err->file)
        snprintf(buf, size, "%s:%d:%d: runtime error: %s", err->file, err->line, err->col, err->message);
    else
        snprintf(buf, size, "%d:%d: runtime error: %s", err->line, err->col, err->message);
}

/* `chain` may be NULL when no single chain is to blame. */
static void runtime_error(const CsmRun *run, const CsmChain *chain, const char *fmt, const char *detail)
{
    if (!run->error || run->error->set)
        return;
    int line = chain ? chain->line : 0;
    run->error->set = true;
    run->error->file = run->prog->file;
    run->error->line = line;
    run->error->col = chain ? chain->col : 0;
    char what[96];
    snprintf(what, sizeof what, fmt, detail);
    snprintf(run->error->message, sizeof run->error->message, "%.95s (piece '%.39s', chain at line %d)", what,
             run->sym ? run->sym->kinds[run->kind] : "?", line);
}

/* A modifier: MOD_SET | set action index, or a transition's kind + 1 (0 = none). */
typedef uint16_t Modifier;
#define MOD_SET 0x8000u
_Static_assert(CSM_MAX_SET_ACTIONS <= 0x8000 && CSM_MAX_KINDS < 0x8000, "modifiers fit in 15 bits");

typedef struct VmState {
    const CsmRun *run;
    const Position *pos;
    CsmOut *out;
    Square from;
    Color owner;
    const CsmChain *chain;
    Modifier mods[MAX_MODIFIERS];
    int nmods;
    /* kept in step with mods, so an activation reads them at once instead of scanning
     * a stack a loop may have grown to thousands of entries */
    uint8_t become;                              /* newest transition's value, 0 if none */
    uint8_t become_below[MAX_MODIFIERS];         /* `become` before entry i was pushed */
    uint16_t latest[CSM_MAX_VARS];               /* newest set action per variable + 1, 0 if none */
    uint16_t set_below[MAX_MODIFIERS];           /* latest[var] before entry i was pushed */
    int sets_id;                                 /* interned list of `latest`, -1: not yet */
    int take_enemy;   /* square of the enemy the last take landed on, or -1 */
    int take_index;   /* that take's own activation in out, or -1 */
    unsigned changes; /* activations added or withdrawn so far: the loop check's clock */
    bool failed;
} VmState;

/* Endless loops. A chain whose whole state comes back unchanged at a backward jump
 * can only go round again until the budget stops it, finding nothing new: running it
 * out would cost the full 10,000 steps in every move generation and attack test. The
 * state is compared with a mark taken at a backward jump, re-taken at doubling
 * intervals (Brent's cycle finding), so any endless loop that finds nothing new is
 * caught within about two turns of its own length, and the result (squares found,
 * the runtime error) is exactly what running out the budget would give. The stacks
 * are compared through their low-water marks: equal depth and never popped below it
 * since the mark means unchanged. */
typedef struct LoopMark {
    int ip, anchor, nblocks, nmods, take_enemy, take_index;
    unsigned changes;
    bool value, set;
    int low_blocks, low_mods; /* lowest depths since the mark */
    int jumps, span;          /* backward jumps since the mark; when to move it */
} LoopMark;

static bool loop_repeats(LoopMark *k, const VmState *vm, int ip, int anchor, bool value, int nblocks)
{
    if (k->set && k->ip == ip && k->anchor == anchor && k->value == value && k->nblocks == nblocks &&
        k->low_blocks >= nblocks && k->nmods == vm->nmods && k->low_mods >= vm->nmods &&
        k->take_enemy == vm->take_enemy && k->take_index == vm->take_index && k->changes == vm->changes)
        return true;
    if (!k->set || ++k->jumps >= k->span) {
        k->set = true;
        k->ip = ip;
        k->anchor = anchor;
        k->value = value;
        k->nblocks = k->low_blocks = nblocks;
        k->nmods = k->low_mods = vm->nmods;
        k->take_enemy = vm->take_enemy;
        k->take_index = vm->take_index;
        k->changes = vm->changes;
        k->jumps = 0;
        k->span = k->span ? k->span * 2 : 1;
    }
    return false;
}

/* Fills the actions of a new activation from the modifier stack: the newest
 * transition, and the set-state list (the newest action per variable, kept up to date
 * by push/pop so a long stack is never rescanned). */
static bool apply_modifiers(VmState *vm, Move *m)
{
    m->become = vm->become;
    if (vm->sets_id < 0) {
        const CsmSymbols *sym = vm->run->sym;
        uint16_t actions[CSM_MAX_VARS];
        int n = 0;
        for (int var = 0; var < sym->nvars && var < CSM_MAX_VARS; var++)
            if (vm->latest[var])
                actions[n++] = (uint16_t)(vm->latest[var] - 1);
        int id = n ? csm_setlist_intern(sym, actions, n) : 0;
        if (id < 0) {
            runtime_error(vm->run, vm->chain, "more than %s different set-state lists in this variant", "8192");
            vm->failed = true;
            return false;
        }
        vm->sets_id = id;
    }
    m->sets = (uint16_t)vm->sets_id;
    return true;
}

static void push_modifier(VmState *vm, Modifier mod)
{
    vm->become_below[vm->nmods] = vm->become;
    vm->mods[vm->nmods++] = mod;
    if (mod & MOD_SET) {
        int var = vm->run->sym->sets[mod & ~MOD_SET].var;
        vm->set_below[vm->nmods - 1] = vm->latest[var];
        vm->latest[var] = (uint16_t)((mod & ~MOD_SET) + 1);
        vm->sets_id = -1;
    } else {
        vm->become = (uint8_t)mod;
    }
}

static void pop_modifier(VmState *vm)
{
    Modifier mod = vm->mods[--vm->nmods];
    if (mod & MOD_SET) {
        vm->latest[vm->run->sym->sets[mod & ~MOD_SET].var] = vm->set_below[vm->nmods];
        vm->sets_id = -1;
    }
    vm->become = vm->become_below[vm->nmods];
}

static int activate(VmState *vm, int type, Square to, int capture_sq)
{
    Move m;
    memset(&m, 0, sizeof m);
    m.from = vm->from;
    m.to = to;
    m.type = (uint8_t)type;
    if (capture_sq >= 0) {
        m.flags = MF_CAPTURE;
        m.capture_sq = (Square)capture_sq;
    }
    if (vm->nmods && !apply_modifiers(vm, &m))
        return -1;
    int before = vm->out->count;
    int idx = csm_out_push(vm->out, &m);
    if (idx < before)
        return -1; /* it was already there */
    vm->changes++;
    return idx;
}

static void withdraw(CsmOut *out, int index)
{
    for (int i = index; i + 1 < out->count; i++)
        out->moves[i] = out->moves[i + 1];
    out->count--;
}

/* Target of a step from the anchor, in the owner's view. Returns false off the board. */
static inline bool step_target(const Position *pos, Color owner, int anchor, int dx, int dy, int *file, int *rank)
{
    int bdx, bdy;
    csm_orient(owner, dx, dy, &bdx, &bdy);
    *file = sq_file((Square)anchor) + bdx;
    *rank = sq_rank((Square)anchor) + bdy;
    return pos_on_board(pos, *file, *rank);
}

/* Which sides a step leaves the board through, in the owner's view. */
enum { OFF_TOP = 1, OFF_BOTTOM = 2, OFF_LEFT = 4, OFF_RIGHT = 8 };

static int off_sides(const Position *pos, Color owner, int anchor, int dx, int dy)
{
    int bdx, bdy;
    csm_orient(owner, dx, dy, &bdx, &bdy);
    int f = sq_file((Square)anchor) + bdx, r = sq_rank((Square)anchor) + bdy;
    int sides = 0;
    if (r >= pos->ranks)
        sides |= owner == WHITE ? OFF_TOP : OFF_BOTTOM;
    if (r < 0)
        sides |= owner == WHITE ? OFF_BOTTOM : OFF_TOP;
    if (f >= pos->files)
        sides |= owner == WHITE ? OFF_RIGHT : OFF_LEFT;
    if (f < 0)
        sides |= owner == WHITE ? OFF_LEFT : OFF_RIGHT;
    return sides;
}

static bool exactly_one_side(int s) { return s == OFF_TOP || s == OFF_BOTTOM || s == OFF_LEFT || s == OFF_RIGHT; }

/* A movement expression. Returns the new value; moves the anchor as §4 says. */
static bool do_movement(VmState *vm, int op, int dx, int dy, int *anchor)
{
    int f, r;
    if (!step_target(vm->pos, vm->owner, *anchor, dx, dy, &f, &r))
        return false;
    Square to = sq_make(f, r);
    if (to == vm->from)
        return false; /* the piece's own square counts as friendly */
    Piece p = vm->pos->board[to];
    bool empty = p == PIECE_NONE;
    bool enemy = !empty && piece_color(p) != vm->owner;
    switch (op) {
    case CSM_OP_MOVE:
        if (!empty)
            return false;
        activate(vm, MOVE_QUIET, to, -1);
        *anchor = to;
        return true;
    case CSM_OP_TAKE:
        if (empty) {
            /* no enemy here: what an earlier take remembered stays (§4, §7) */
            *anchor = to;
            return true;
        }
        if (!enemy)
            return false;
        vm->take_enemy = to;
        vm->take_index = activate(vm, MOVE_CAPTURE, to, to);
        *anchor = to;
        return true;
    case CSM_OP_TAKE_MOVE:
        if (empty) {
            activate(vm, MOVE_QUIET, to, -1);
            *anchor = to;
            return true;
        }
        if (!enemy)
            return false;
        activate(vm, MOVE_CAPTURE, to, to);
        *anchor = to;
        return false;
    case CSM_OP_CATCH:
        if (!empty && !enemy)
            return false;
        if (enemy)
            activate(vm, MOVE_CATCH, to, to);
        *anchor = to;
        return true;
    case CSM_OP_JUMP:
        if (!empty)
            return false;
        if (vm->take_enemy >= 0) {
            if (vm->take_index >= 0) {
                withdraw(vm->out, vm->take_index);
                vm->changes++;
                vm->take_index = -1;
            }
            activate(vm, MOVE_JUMP, to, vm->take_enemy);
        } else {
            activate(vm, MOVE_JUMP, to, -1);
        }
        *anchor = to;
        return true;
    case CSM_OP_SHIFT:
        activate(vm, MOVE_SHIFT, to, -1);
        *anchor = to;
        return true;
    default: return false;
    }
}

bool csm_run_chain(const CsmRun *run, int chain_index, Square from, CsmOut *out)
{
    const CsmProgram *prog = run->prog;
    const CsmChain *chain = &prog->chains[chain_index];
    const CsmInstr *code = prog->code;
    const Position *pos = run->pos;
    VmState vm;
    vm.run = run;
    vm.pos = pos;
    vm.out = out;
    vm.from = from;
    vm.owner = run->owner;
    vm.chain = chain;
    vm.nmods = 0;
    vm.become = 0;
    memset(vm.latest, 0, sizeof vm.latest);
    vm.sets_id = 0;
    vm.take_enemy = -1;
    vm.take_index = -1;
    vm.changes = 0;
    vm.failed = false;
    LoopMark mark = {0};

    struct {
        int anchor;
        int end;
    } blocks[MAX_BLOCKS];
    int nblocks = 0;
    int anchor = from;
    bool value = true;
    bool force = false; /* the expression after '}' runs whatever the value */
    int steps = 0;
    int ip = chain->start;

    for (;;) {
        const CsmInstr *in = &code[ip];
        int op = in->op;
        if (op == CSM_OP_CHAIN_END)
            break;
        if (op == CSM_OP_BLOCK_END) {
            anchor = blocks[--nblocks].anchor;
            if (nblocks < mark.low_blocks)
                mark.low_blocks = nblocks;
            force = true;
            ip++;
            continue;
        }
        if (!value && !force && !(op_flags[op] & CSM_F_EXCEPTION)) {
            if (nblocks > 0) {
                ip = blocks[nblocks - 1].end;
                continue;
            }
            break;
        }
        force = false;
        if (op == CSM_OP_BLOCK_BEGIN) {
            if (nblocks >= MAX_BLOCKS)
                break; /* the compiler limits nesting; this is only a guard */
            blocks[nblocks].anchor = anchor;
            blocks[nblocks].end = in->a;
            nblocks++;
            value = true;
            ip++;
            continue;
        }
        if (++steps > CSM_STEP_BUDGET) {
            runtime_error(run, chain, "chain ran more than %s expressions", "10000");
            return false;
        }
        ip++;
        switch (op) {
        case CSM_OP_MOVE:
        case CSM_OP_TAKE:
        case CSM_OP_TAKE_MOVE:
        case CSM_OP_CATCH:
        case CSM_OP_JUMP:
        case CSM_OP_SHIFT:
            value = do_movement(&vm, op, in->a, in->b, &anchor);
            if (vm.failed || out->overflow) {
                if (out->overflow)
                    runtime_error(run, chain, "too many activated squares%s", "");
                return false;
            }
            break;
        case CSM_OP_PEEK:
        case CSM_OP_ANCHOR:
        case CSM_OP_OBSERVE:
        case CSM_OP_ENEMY:
        case CSM_OP_FRIENDLY:
        case CSM_OP_PIECE_ON:
        case CSM_OP_ZONE:
        case CSM_OP_DANGER: {
            int f, r;
            if (!step_target(pos, vm.owner, anchor, in->a, in->b, &f, &r)) {
                value = false;
                break;
            }
            Square t = sq_make(f, r);
            Piece p = pos->board[t];
            switch (op) {
            case CSM_OP_PEEK:
                value = p == PIECE_NONE;
                if (value)
                    anchor = t;
                break;
            case CSM_OP_ANCHOR:
                value = true;
                anchor = t;
                break;
            case CSM_OP_OBSERVE: value = p == PIECE_NONE; break;
            case CSM_OP_ENEMY: value = p != PIECE_NONE && piece_color(p) != vm.owner; break;
            case CSM_OP_FRIENDLY: value = p != PIECE_NONE && piece_color(p) == vm.owner; break;
            case CSM_OP_PIECE_ON: value = p != PIECE_NONE && piece_kind(p) == in->c; break;
            case CSM_OP_ZONE: value = (run->sym->zone_bits[in->c][vm.owner][t >> 6] >> (t & 63)) & 1; break;
            case CSM_OP_DANGER:
                value = !run->attack_mode && run->hooks && run->hooks->danger &&
                        run->hooks->danger(run->hooks->user, pos, from, t);
                break;
            }
            break;
        }
        case CSM_OP_CHECK:
            value = !run->attack_mode && run->hooks && run->hooks->in_check &&
                    run->hooks->in_check(run->hooks->user, pos, vm.owner);
            break;
        case CSM_OP_BOUND: { /* off the board's edges (a wall is on the board, only closed) */
            int f, r;
            step_target(pos, vm.owner, anchor, in->a, in->b, &f, &r);
            value = (unsigned)f >= pos->files || (unsigned)r >= pos->ranks;
            break;
        }
        case CSM_OP_EDGE: value = exactly_one_side(off_sides(pos, vm.owner, anchor, in->a, in->b)); break;
        case CSM_OP_CORNER: {
            int s = off_sides(pos, vm.owner, anchor, in->a, in->b);
            value = s != 0 && !exactly_one_side(s);
            break;
        }
        case CSM_OP_EDGE_TOP: value = off_sides(pos, vm.owner, anchor, in->a, in->b) == OFF_TOP; break;
        case CSM_OP_EDGE_BOTTOM: value = off_sides(pos, vm.owner, anchor, in->a, in->b) == OFF_BOTTOM; break;
        case CSM_OP_EDGE_LEFT: value = off_sides(pos, vm.owner, anchor, in->a, in->b) == OFF_LEFT; break;
        case CSM_OP_EDGE_RIGHT: value = off_sides(pos, vm.owner, anchor, in->a, in->b) == OFF_RIGHT; break;
        case CSM_OP_CORNER_TOP_LEFT:
            value = off_sides(pos, vm.owner, anchor, in->a, in->b) == (OFF_TOP | OFF_LEFT);
            break;
        case CSM_OP_CORNER_TOP_RIGHT:
            value = off_sides(pos, vm.owner, anchor, in->a, in->b) == (OFF_TOP | OFF_RIGHT);
            break;
        case CSM_OP_CORNER_BOTTOM_LEFT:
            value = off_sides(pos, vm.owner, anchor, in->a, in->b) == (OFF_BOTTOM | OFF_LEFT);
            break;
        case CSM_OP_CORNER_BOTTOM_RIGHT:
            value = off_sides(pos, vm.owner, anchor, in->a, in->b) == (OFF_BOTTOM | OFF_RIGHT);
            break;
        case CSM_OP_PIECE: value = run->kind == in->c; break;
        case CSM_OP_IF_STATE: value = pos->vars[in->a] == in->c; break;
        case CSM_OP_SET_STATE:
        case CSM_OP_TRANSITION:
        case CSM_OP_TRANSITION_NONE:
            if (vm.nmods >= MAX_MODIFIERS) { /* cannot happen within the step budget */
                runtime_error(run, chain, "more than %s modifiers are stacked", "10000");
                return false;
            }
            push_modifier(&vm, (Modifier)(op == CSM_OP_SET_STATE    ? MOD_SET | (unsigned)in->c
                                          : op == CSM_OP_TRANSITION ? (unsigned)in->c + 1
                                                                    : 0u));
            break; /* value unchanged */
        case CSM_OP_SET_STATE_POP:
            if (vm.nmods > 0)
                pop_modifier(&vm);
            if (vm.nmods < mark.low_mods)
                mark.low_mods = vm.nmods;
            break;
        case CSM_OP_REPEAT: ip = in->a; break; /* value stays true */
        case CSM_OP_END: return true;
        case CSM_OP_DO: value = true; break;
        case CSM_OP_WHILE:
            if (value)
                ip = in->a;
            value = true;
            break;
        case CSM_OP_LABEL: break;
        case CSM_OP_JMP:
            if (value)
                ip = in->a;
            value = true;
            break;
        case CSM_OP_JNE:
            if (!value)
                ip = in->a;
            value = true;
            break;
        case CSM_OP_NOT: value = !value; break;
        default: break;
        }
        if (ip <= in - code && loop_repeats(&mark, &vm, ip, anchor, value, nblocks)) {
            runtime_error(run, chain, "chain loops forever: it would run more than %s expressions", "10000");
            return false;
        }
    }
    return true;
}

/* A leaper or rider chain without the interpreter. Same results as the VM. */
static void run_pattern(const CsmRun *run, const CsmChainInfo *info, Square from, CsmOut *out)
{
    const Position *pos = run->pos;
    int bdx, bdy;
    csm_orient(run->owner, info->dx, info->dy, &bdx, &bdy);
    int f = sq_file(from), r = sq_rank(from);
    Move m;
    memset(&m, 0, sizeof m);
    m.from = from;
    for (;;) {
        f += bdx;
        r += bdy;
        if (!pos_on_board(pos, f, r))
            return;
        Square to = sq_make(f, r);
        Piece p = pos->board[to];
        m.to = to;
        if (p == PIECE_NONE) {
            if (info->op == CSM_OP_MOVE || info->op == CSM_OP_TAKE_MOVE) {
                m.type = MOVE_QUIET;
                m.flags = 0;
                csm_out_push(out, &m);
            }
        } else {
            if (piece_color(p) == run->owner || info->op == CSM_OP_MOVE)
                return;
            m.type = info->op == CSM_OP_CATCH ? MOVE_CATCH : MOVE_CAPTURE;
            m.flags = MF_CAPTURE;
            m.capture_sq = to;
            csm_out_push(out, &m);
            return;
        }
        if (info->pattern == CSM_PAT_LEAP)
            return;
    }
}

/* move(d) bound(b) move(d): a quiet step; from there, where the bound's square is off
 * the board, the same step again (as the VM would run the chain). */
static void run_step_twice(const CsmRun *run, const CsmChainInfo *info, Square from, CsmOut *out)
{
    const Position *pos = run->pos;
    int dx, dy, bx, by;
    csm_orient(run->owner, info->dx, info->dy, &dx, &dy);
    csm_orient(run->owner, info->bx, info->by, &bx, &by);
    Move m;
    memset(&m, 0, sizeof m);
    m.from = from;
    m.type = MOVE_QUIET;
    int f = sq_file(from) + dx, r = sq_rank(from) + dy;
    if (!pos_on_board(pos, f, r) || pos->board[sq_make(f, r)])
        return;
    m.to = sq_make(f, r);
    csm_out_push(out, &m);
    int ef = f + bx, er = r + by;
    if ((unsigned)ef < pos->files && (unsigned)er < pos->ranks)
        return; /* the bound does not hold */
    f += dx;
    r += dy;
    if (!pos_on_board(pos, f, r) || pos->board[sq_make(f, r)] || sq_make(f, r) == from)
        return;
    m.to = sq_make(f, r);
    csm_out_push(out, &m);
}

bool csm_run_piece(const CsmRun *run, Square from, CsmOut *out)
{
    const CsmProgram *prog = run->prog;
    bool ok = true;
    for (int i = 0; i < prog->nchains; i++) {
        const CsmChainInfo *info = &prog->chains[i].info;
        if (info->piece_filter >= 0 && info->piece_filter != run->kind)
            continue;
        if (info->pattern == CSM_PAT_STEP_TWICE)
            run_step_twice(run, info, from, out);
        else if (info->pattern == CSM_PAT_LEAP || info->pattern == CSM_PAT_RIDE)
            run_pattern(run, info, from, out);
        else if (!csm_run_chain(run, i, from, out))
            ok = false;
    }
    if (out->overflow && run->error && !run->error->set)
        runtime_error(run, NULL, "too many activated squares%s", "");
    return ok;
}
