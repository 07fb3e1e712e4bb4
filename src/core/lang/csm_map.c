/* csm_map.c — from a position in a script to the same place in the file that holds it. */
#include "csm.h"

#include <stddef.h>

void csm_map_point(const CsmSourceMap *map, int line, int col, int *file_line, int *file_col)
{
    if (!map) {
        *file_line = line;
        *file_col = col;
        return;
    }
    if (map->pos_line && map->text && map->pos_len > 0) {
        /* the byte at (line, col) of the text, clamped to the text's last byte + 1 */
        int offset = 0, l = 1;
        while (l < line && offset < map->pos_len) {
            if (map->text[offset] == '\n')
                l++;
            offset++;
        }
        offset += col > 0 ? col - 1 : 0;
        if (offset < map->pos_len) {
            *file_line = map->pos_line[offset];
            *file_col = map->pos_col[offset];
        } else { /* the end of the text: just after its last byte */
            *file_line = map->pos_line[map->pos_len - 1];
            *file_col = map->pos_col[map->pos_len - 1] + 1;
        }
        return;
    }
    *file_line = map->line_base + line;
    *file_col = (line == 1 ? map->col_first : map->col_rest) + col;
}
