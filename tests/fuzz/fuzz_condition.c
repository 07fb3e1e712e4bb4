/* fuzz_condition — ChessLang conditions on a variant with zones and variables (King of
 * the Hill): parse; what parses prints back to text that parses to the same text
 * again, and is evaluated on the start position and a position with a check. */
#include "fuzz_common.h"

#include "cond.h"
#include "fen.h"
#include "rules.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static Variant *v;
    if (!v)
        v = fuzz_variant("king_of_the_hill.yaml");
    char *text = fuzz_text(data, size);
    DiagSink d;
    diag_init(&d);
    Cond *c = cond_parse(text, NULL, v, &d);
    if (c) {
        /* canonical form is a fixed point */
        char once[8192], twice[8192];
        int n = cond_print(c, v, once, sizeof once);
        if (n < (int)sizeof once) {
            Cond *again = cond_parse(once, NULL, v, &d);
            FUZZ_ASSERT(again != NULL);
            cond_print(again, v, twice, sizeof twice);
            FUZZ_ASSERT(strcmp(once, twice) == 0);
            cond_free(again);
        }
        static const char *fens[] = {NULL, "4k3/8/8/3K4/8/8/8/4R3 b - - 0 1"};
        for (int i = 0; i < 2; i++) {
            Position pos;
            if (!fen_parse(v, fens[i] ? fens[i] : v->setup, &pos, "fuzz", &d))
                abort();
            static Move moves[CSM_MAX_MOVES];
            int legal = rules_legal_moves(v, &pos, moves, CSM_MAX_MOVES, NULL);
            for (int me = 0; me < 2; me++) {
                CondQuery q = {v, &pos, me, legal, 1, NULL, {false, false}, {false, false}, 0, false, false, {false, false}, NULL, 0};
                cond_holds(c, &q);
            }
        }
        cond_free(c);
    } else {
        FUZZ_ASSERT(d.count > 0);
    }
    diag_free(&d);
    free(text);
    return 0;
}
