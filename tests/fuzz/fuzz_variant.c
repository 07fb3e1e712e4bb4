/* fuzz_variant — variant YAML, `extends` resolved from a fixed in-memory catalog of the
 * shipped variants (so the fuzzer never reads the file system). A file that loads is
 * played: a new game, its legal moves, two plies. */
#include "fuzz_common.h"

#include <dirent.h>

#include "game.h"
#include "textfile.h"

static VariantCatalog *catalog(void)
{
    static VariantCatalog *cat;
    if (cat)
        return cat;
    cat = variant_catalog_new();
    static const char *files[] = {"standard.yaml", "king_of_the_hill.yaml", "three_check.yaml", "horde.yaml",
                                  "chessembly_army.yaml", "shape_menagerie.yaml", "chameleon.yaml"};
    for (size_t i = 0; i < sizeof files / sizeof files[0]; i++) {
        char path[1024];
        snprintf(path, sizeof path, "%s/variants/%s", CSM_FUZZ_DATA_DIR, files[i]);
        char *text = text_file_read(path);
        Variant *v = fuzz_variant(files[i]);
        if (!text || !variant_catalog_add(cat, path, v->name, text))
            abort();
        variant_free(v);
        free(text);
    }
    return cat;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    VariantCatalog *cat = catalog();
    char *text = fuzz_text(data, size);
    DiagSink d;
    diag_init(&d);
    Variant *v = variant_load_text(text, "/fuzz/variant.yaml", cat, &d);
    if (v) {
        Game *g = game_new(v, NULL, NULL);
        for (int ply = 0; g && ply < 2 && g->nlegal > 0; ply++) {
            Move m = g->legal[0]; /* game_play rewrites g->legal */
            game_play(g, &m);
        }
        game_free(g);
        variant_free(v);
    } else {
        FUZZ_ASSERT(d.count > 0);
    }
    diag_free(&d);
    free(text);
    return 0;
}
