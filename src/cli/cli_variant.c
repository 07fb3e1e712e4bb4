#include "cli_variant.h"

#include "datadir.h"
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
