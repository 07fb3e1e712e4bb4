#include "cli_variant.h"

#include "datadir.h"
#include "fen.h"
#include "variant_load.h"

#include <limits.h>
#include <stdio.h>

Variant *cli_load_variant(const char *path)
{
    char buf[PATH_MAX];
    if (!path)
        path = csm_data_path("variants/standard.yaml", buf, sizeof buf);
    DiagSink diags;
    diag_init(&diags);
    Variant *v = variant_load_file(path, NULL, &diags);
    if (!v)
        diag_print(&diags, stderr);
    diag_free(&diags);
    return v;
}

bool cli_report_runtime_error(const CsmRuntimeError *err, FILE *out)
{
    if (!err->set)
        return false;
    char text[512];
    csm_runtime_error_text(err, text, sizeof text);
    fprintf(out, "%s\n", text);
    return true;
}

Variant *cli_load_position(const char *variant_path, const char *fen, Position *pos)
{
    Variant *v = cli_load_variant(variant_path);
    if (!v)
        return NULL;
    DiagSink diags;
    diag_init(&diags);
    bool ok = fen_parse(v, fen ? fen : v->setup, pos, fen ? "--fen" : v->file, &diags);
    if (!ok) {
        diag_print(&diags, stderr);
        variant_free(v);
        v = NULL;
    }
    diag_free(&diags);
    return v;
}
