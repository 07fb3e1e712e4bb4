/* yaml_guard.h — bounds on YAML text, checked before libyaml builds a document.
 *
 * libyaml's loader spends time quadratic in the nesting depth (40,000 nested `[` take
 * seconds), and a document keeps aliases as references, so anything that walks it as
 * a tree (the YAML-to-JSON bridge for shapes) can expand a small file into billions
 * of values ("billion laughs"). One streaming pass over the events refuses both
 * before any of that work: it stops at the first level past the depth limit and counts
 * every value an alias stands for. */
#ifndef CSM_YAML_GUARD_H
#define CSM_YAML_GUARD_H

#include <stdbool.h>

#include "diag.h"

enum {
    YAML_MAX_DEPTH = 64,      /* nested mappings and lists */
    YAML_MAX_ANCHORS = 256,   /* `&name` marks in one file */
    YAML_MAX_VALUES = 100000, /* values in the file once every alias is expanded */
};

/* True when `text` stays within the limits. Otherwise adds one located diagnostic
 * (`path:line:column: ...`) and returns false. Text that is not valid YAML passes:
 * the loader reports the syntax error itself, and its work up to that error is
 * already bounded by this pass. */
bool yaml_guard_check(const char *text, const char *path, DiagSink *diags);

#endif
