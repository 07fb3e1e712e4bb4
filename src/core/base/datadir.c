#include "datadir.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#ifndef CSM_SOURCE_DATA_DIR
#define CSM_SOURCE_DATA_DIR "."
#endif
#ifndef CSM_INSTALL_DATA_DIR
#define CSM_INSTALL_DATA_DIR "/usr/share/chessembly"
#endif
#ifndef CSM_INSTALL_DATA_REL
#define CSM_INSTALL_DATA_REL "share/chessembly"
#endif

static char override_dir[PATH_MAX];
static char chosen[PATH_MAX + 4200];

void csm_set_data_dir(const char *dir)
{
    snprintf(override_dir, sizeof override_dir, "%s", dir ? dir : "");
    chosen[0] = '\0';
}

static int has_variants(const char *dir)
{
    char p[PATH_MAX + 4200];
    struct stat st;
    snprintf(p, sizeof p, "%s/variants", dir);
    return stat(p, &st) == 0 && S_ISDIR(st.st_mode);
}

const char *csm_data_dir(void)
{
    if (chosen[0])
        return chosen;
    if (override_dir[0]) {
        snprintf(chosen, sizeof chosen, "%s", override_dir);
        return chosen;
    }
    const char *env = getenv("CHESSEMBLY_DATA_DIR");
    if (env && *env) {
        snprintf(chosen, sizeof chosen, "%s", env);
        return chosen;
    }
    char exe[PATH_MAX];
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    if (n > 0) {
        exe[n] = '\0';
        char *slash = strrchr(exe, '/');
        if (slash) {
            *slash = '\0';
            char cand[PATH_MAX + 64];
            snprintf(cand, sizeof cand, "%s/../%s", exe, CSM_INSTALL_DATA_REL);
            if (has_variants(cand)) {
                char *real = realpath(cand, NULL);
                snprintf(chosen, sizeof chosen, "%s", real ? real : cand);
                free(real);
                return chosen;
            }
        }
    }
    if (has_variants(CSM_SOURCE_DATA_DIR))
        snprintf(chosen, sizeof chosen, "%s", CSM_SOURCE_DATA_DIR);
    else
        snprintf(chosen, sizeof chosen, "%s", CSM_INSTALL_DATA_DIR);
    return chosen;
}

char *csm_data_path(const char *rel, char *buf, int size)
{
    snprintf(buf, (size_t)size, "%s/%s", csm_data_dir(), rel);
    return buf;
}
