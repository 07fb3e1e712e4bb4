/* fuzz_ini — Fairy-Stockfish variants.ini import: for every section of the input, what
 * import-ini writes loads as a variant; what it refuses names a line of the file (and,
 * for a key it cannot carry, the key). */
#include "fuzz_common.h"

#include "fsf_import.h"
#include "ini.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size > 16384)
        return 0;
    char *text = fuzz_text(data, size);
    DiagSink perr;
    diag_init(&perr);
    Ini ini = {0};
    bool parsed = ini_parse(text, "fuzz.ini", &ini, &perr, NULL);
    if (!parsed)
        FUZZ_ASSERT(perr.count > 0 && perr.items[0].line >= 1);
    for (int s = 0; parsed && s < ini.count && s < 3; s++) {
        DiagSink errors, notes;
        diag_init(&errors);
        diag_init(&notes);
        char *yaml = fsf_import_ini(text, "fuzz.ini", ini.sections[s].name, false, &errors, &notes);
        if (yaml) {
            DiagSink ld;
            diag_init(&ld);
            Variant *v = variant_load_text(yaml, "fuzz.yaml", NULL, &ld);
            if (!v) {
                diag_print(&ld, stderr);
                fprintf(stderr, "--- imported:\n%s\n", yaml);
            }
            FUZZ_ASSERT(v != NULL); /* what is written loads */
            variant_free(v);
            diag_free(&ld);
            free(yaml);
        } else {
            FUZZ_ASSERT(errors.count > 0);
            for (int i = 0; i < errors.count; i++)
                if (strstr(errors.items[i].message, "cannot import '"))
                    FUZZ_ASSERT(errors.items[i].line >= 1); /* a key's refusal names its line */
        }
        diag_free(&errors);
        diag_free(&notes);
    }
    ini_free(&ini);
    diag_free(&perr);
    free(text);
    return 0;
}
