/* fonts.c — finding and opening the UI font (see fonts.h). */
#include "fonts.h"

#include <limits.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

enum { FONT_SLOTS = 12 };

typedef struct FontSlot {
    TTF_Font *font;
    int px;
    int face;
    unsigned last_use;
} FontSlot;

static char regular_path[PATH_MAX], bold_path[PATH_MAX], mono_path[PATH_MAX];
static long mono_index;
static bool hangul;
static FontSlot slots[FONT_SLOTS];
static unsigned use_clock;

static bool exists(const char *p)
{
    struct stat st;
    return p && *p && stat(p, &st) == 0 && S_ISREG(st.st_mode);
}

/* Asks fontconfig; the answer may be any font, so the caller checks for Hangul. */
static bool fc_match(const char *pattern, char *out, size_t size)
{
    char cmd[256];
    snprintf(cmd, sizeof cmd, "fc-match -f '%%{file}' '%s' 2>/dev/null", pattern);
    FILE *p = popen(cmd, "r");
    if (!p)
        return false;
    size_t n = fread(out, 1, size - 1, p);
    out[n] = '\0';
    pclose(p);
    char *nl = strchr(out, '\n');
    if (nl)
        *nl = '\0';
    return exists(out);
}

static bool font_has_hangul(const char *path)
{
    TTF_Font *f = TTF_OpenFont(path, 12);
    if (!f)
        return false;
    bool ok = TTF_GlyphIsProvided32(f, 0xD55C) != 0; /* 한 */
    TTF_CloseFont(f);
    return ok;
}

bool fonts_init(void)
{
    static const char *cjk[][2] = {
        {"/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc"},
        {"/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc", "/usr/share/fonts/noto-cjk/NotoSansCJK-Bold.ttc"},
        {"/usr/share/fonts/google-noto-cjk/NotoSansCJK-Regular.ttc", "/usr/share/fonts/google-noto-cjk/NotoSansCJK-Bold.ttc"},
        {"/usr/share/fonts/truetype/nanum/NanumGothic.ttf", "/usr/share/fonts/truetype/nanum/NanumGothicBold.ttf"},
    };
    static const char *latin[][2] = {
        {"/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"},
        {"/usr/share/fonts/TTF/DejaVuSans.ttf", "/usr/share/fonts/TTF/DejaVuSans-Bold.ttf"},
    };
    regular_path[0] = bold_path[0] = '\0';
    for (size_t i = 0; i < sizeof cjk / sizeof cjk[0] && !regular_path[0]; i++)
        if (exists(cjk[i][0])) {
            snprintf(regular_path, sizeof regular_path, "%s", cjk[i][0]);
            snprintf(bold_path, sizeof bold_path, "%s", exists(cjk[i][1]) ? cjk[i][1] : cjk[i][0]);
        }
    if (!regular_path[0]) {
        char found[PATH_MAX];
        if (fc_match("sans:lang=ko", found, sizeof found) && font_has_hangul(found)) {
            snprintf(regular_path, sizeof regular_path, "%s", found);
            char b[PATH_MAX];
            snprintf(bold_path, sizeof bold_path, "%s",
                     fc_match("sans:lang=ko:weight=bold", b, sizeof b) && font_has_hangul(b) ? b : found);
        }
    }
    hangul = regular_path[0] != '\0';
    for (size_t i = 0; i < sizeof latin / sizeof latin[0] && !regular_path[0]; i++)
        if (exists(latin[i][0])) {
            snprintf(regular_path, sizeof regular_path, "%s", latin[i][0]);
            snprintf(bold_path, sizeof bold_path, "%s", exists(latin[i][1]) ? latin[i][1] : latin[i][0]);
        }
    if (!regular_path[0]) {
        char found[PATH_MAX];
        if (fc_match("sans", found, sizeof found)) {
            snprintf(regular_path, sizeof regular_path, "%s", found);
            snprintf(bold_path, sizeof bold_path, "%s", found);
        }
    }
    /* the editor's monospaced face: Noto Sans Mono CJK KR lives in the same collection */
    mono_index = 0;
    if (strstr(regular_path, "NotoSansCJK-Regular.ttc")) {
        snprintf(mono_path, sizeof mono_path, "%s", regular_path);
        mono_index = 6;
    } else if (exists("/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf")) {
        snprintf(mono_path, sizeof mono_path, "%s", "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf");
    } else {
        char found[PATH_MAX];
        snprintf(mono_path, sizeof mono_path, "%s", fc_match("monospace", found, sizeof found) ? found : regular_path);
    }
    return regular_path[0] != '\0';
}

void fonts_shutdown(void)
{
    for (int i = 0; i < FONT_SLOTS; i++)
        if (slots[i].font)
            TTF_CloseFont(slots[i].font);
    memset(slots, 0, sizeof slots);
}

TTF_Font *fonts_get(int px, int face)
{
    if (px < 6)
        px = 6;
    use_clock++;
    int victim = 0;
    for (int i = 0; i < FONT_SLOTS; i++) {
        if (slots[i].font && slots[i].px == px && slots[i].face == face) {
            slots[i].last_use = use_clock;
            return slots[i].font;
        }
        if (!slots[i].font || (slots[victim].font && slots[i].last_use < slots[victim].last_use))
            victim = i;
    }
    if (slots[victim].font)
        TTF_CloseFont(slots[victim].font);
    if (face == 2) {
        slots[victim].font = TTF_OpenFontIndex(mono_path, px, mono_index);
        if (!slots[victim].font)
            slots[victim].font = TTF_OpenFont(regular_path, px);
    } else {
        slots[victim].font = TTF_OpenFont(face == 1 ? bold_path : regular_path, px);
    }
    if (slots[victim].font)
        TTF_SetFontHinting(slots[victim].font, TTF_HINTING_LIGHT);
    slots[victim].px = px;
    slots[victim].face = face;
    slots[victim].last_use = use_clock;
    return slots[victim].font;
}

const char *fonts_file(int face) { return face == 2 ? mono_path : face == 1 ? bold_path : regular_path; }
bool fonts_have_hangul(void) { return hangul; }
