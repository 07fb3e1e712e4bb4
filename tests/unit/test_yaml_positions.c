/* test_yaml_positions.c — every YAML scalar style read again to place each byte of its
 * value in the file: the reading must give libyaml's value exactly, and each byte must sit
 * on the file character it came from (an escape on its backslash, a folded break at the
 * end of its line). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "yaml_positions.h"

#include <stdlib.h>
#include <string.h>

static const char DOC[] =
    "plain: take-move(1, 2)\n"
    "plain_lines: take-move(1, 2);\n"
    "  take-move(2, 1);\n"
    "\n"
    "  move(0, 1)\n"
    "single: 'it''s  here'\n"
    "single_lines: 'one\n"
    "    two   \n"
    "\n"
    "\n"
    "    three'\n"
    "double: \"a\\tb\\n  c\\\\d\\\"e\\x41\\u00e9\\U0001F600 end\"\n"
    "double_lines: \"first  \n"
    "   second\\\n"
    "   third\\n\\\n"
    "   \\ fourth\"\n"
    "folded: >\n"
    "  take-move(1, 2); # here\n"
    "  take-move(2, 1);\n"
    "\n"
    "  move(0, 1);\n"
    "    more indented\n"
    "  back\n"
    "\n"
    "\n"
    "folded_strip: >-\n"
    "   one\n"
    "   two\n"
    "\n"
    "folded_keep: >+\n"
    "  one\n"
    "  two\n"
    "\n"
    "\n"
    "nested:\n"
    "  inner: >2\n"
    "      one\n"
    "     two\n"
    "  after: x\n";

/* Is `ch` (the file character at a byte's place) a fair source of `b` (the value byte)? */
static bool fair_source(char b, char ch)
{
    if (b == ch)
        return true;
    if ((b == ' ' || b == '\n') && (ch == '\n' || ch == '\r'))
        return true; /* a folded line break */
    return ch == '\\'; /* an escape (any byte it produced) */
}

static const char *char_at(const char *text, int line, int col)
{
    const char *p = text;
    for (int l = 1; l < line && *p; p++)
        if (*p == '\n')
            l++;
    return p + col - 1;
}

static void test_every_style_maps_every_byte(void **state)
{
    (void)state;
    yaml_parser_t parser;
    yaml_document_t doc;
    assert_true(yaml_parser_initialize(&parser));
    yaml_parser_set_input_string(&parser, (const unsigned char *)DOC, strlen(DOC));
    assert_true(yaml_parser_load(&parser, &doc));
    int checked = 0, tables = 0;
    for (yaml_node_t *n = doc.nodes.start; n < doc.nodes.top; n++) {
        if (n->type != YAML_SCALAR_NODE || n->data.scalar.style == YAML_LITERAL_SCALAR_STYLE)
            continue;
        int *lines, *cols, comment;
        bool exact = yaml_scalar_positions(DOC, n, &lines, &cols, &comment);
        if (!exact)
            fail_msg("not read as libyaml reads it: [%s]", (const char *)n->data.scalar.value);
        tables++;
        for (size_t i = 0; i < n->data.scalar.length; i++) {
            char b = (char)n->data.scalar.value[i];
            if ((unsigned char)b >= 0x80)
                continue; /* a byte of an escaped character */
            const char *at = char_at(DOC, lines[i], cols[i]);
            if (!fair_source(b, *at))
                fail_msg("[%s] byte %zu '%c' placed at %d:%d on '%c'", (const char *)n->data.scalar.value, i, b,
                         lines[i], cols[i], *at);
            if (i > 0)
                assert_true(lines[i] > lines[i - 1] || (lines[i] == lines[i - 1] && cols[i] >= cols[i - 1]));
            checked++;
        }
        /* the '#' of the folded block is joined with the next line; nothing else has one */
        if (!strncmp((const char *)n->data.scalar.value, "take-move(1, 2); # here", 23)) {
            assert_int_equal(comment, 17);
            assert_int_equal(lines[comment], 18);
            assert_int_equal(cols[comment], 20);
        } else {
            assert_int_equal(comment, -1);
        }
        free(lines);
        free(cols);
    }
    assert_true(tables >= 20); /* the keys are plain scalars too */
    assert_true(checked > 200);
    yaml_document_delete(&doc);
    yaml_parser_delete(&parser);
}

/* A value read differently than libyaml reads it is placed at the scalar's start. */
static void test_mismatch_places_at_start(void **state)
{
    (void)state;
    const char *text = "k: \"a\\qb\"\n"; /* \q is not an escape: libyaml refuses the file */
    yaml_parser_t parser;
    yaml_document_t doc;
    assert_true(yaml_parser_initialize(&parser));
    yaml_parser_set_input_string(&parser, (const unsigned char *)text, strlen(text));
    assert_false(yaml_parser_load(&parser, &doc));
    yaml_parser_delete(&parser);

    /* a node that claims a value the file does not hold */
    yaml_node_t n;
    memset(&n, 0, sizeof n);
    n.type = YAML_SCALAR_NODE;
    n.data.scalar.style = YAML_DOUBLE_QUOTED_SCALAR_STYLE;
    n.data.scalar.value = (yaml_char_t *)"xy";
    n.data.scalar.length = 2;
    const char *file = "key: \"ab\"\n";
    n.start_mark.index = 5;
    n.start_mark.column = 5;
    n.end_mark.index = 9;
    n.end_mark.column = 9;
    int *lines, *cols, comment;
    assert_false(yaml_scalar_positions(file, &n, &lines, &cols, &comment));
    assert_int_equal(lines[0], 1);
    assert_int_equal(cols[0], 6);
    assert_int_equal(cols[1], 6);
    free(lines);
    free(cols);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_style_maps_every_byte),
        cmocka_unit_test(test_mismatch_places_at_start),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
