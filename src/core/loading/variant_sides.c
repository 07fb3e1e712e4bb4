#include "variant_sides.h"

#include <stdio.h>
#include <string.h>

static bool plain_name(const char *s, size_t len)
{
    if (len == 0 || len >= VARIANT_SIDE_NAME)
        return false;
    for (size_t i = 0; i < len; i++)
        if ((unsigned char)s[i] < 0x20 || s[i] == 0x7f)
            return false;
    return true;
}

bool variant_sides_read(Variant *v, yaml_document_t *doc, const yaml_node_t *node, char *why, size_t size)
{
    const char *shape = "sides is a list of two names, White's then Black's: sides: [Sente, Gote]";
    if (node->type != YAML_SEQUENCE_NODE ||
        node->data.sequence.items.top - node->data.sequence.items.start != 2) {
        snprintf(why, size, "%s", shape);
        return false;
    }
    char names[2][VARIANT_SIDE_NAME];
    for (int i = 0; i < 2; i++) {
        yaml_node_t *item = yaml_document_get_node(doc, node->data.sequence.items.start[i]);
        if (!item || item->type != YAML_SCALAR_NODE) {
            snprintf(why, size, "%s", shape);
            return false;
        }
        const char *s = (const char *)item->data.scalar.value;
        size_t len = item->data.scalar.length;
        if (!plain_name(s, len) || strlen(s) != len) {
            snprintf(why, size, "sides: each name is 1 to %d bytes of text on one line", VARIANT_SIDE_NAME - 1);
            return false;
        }
        memcpy(names[i], s, len + 1);
    }
    if (!strcmp(names[0], names[1])) {
        snprintf(why, size, "sides: the two sides need different names (both are '%s')", names[0]);
        return false;
    }
    memcpy(v->sides, names, sizeof names);
    return true;
}
