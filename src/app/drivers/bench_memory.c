/* bench_memory.c — `chessembly --bench-memory`: the window's resident memory at start in
 * every shipped variant. Each variant starts in a process of its own (the program run
 * again with the hidden `--bench-memory-one`), so a figure is what a player who starts
 * that variant gets, not what earlier variants left behind. */
#include "bench_memory.h"

#include "catalog.h"
#include "datadir.h"
#include "main_loop.h"
#include "ren.h"
#include "ui.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

long bench_status_kb(const char *key)
{
    FILE *f = fopen("/proc/self/status", "r");
    if (!f)
        return -1;
    char line[256];
    size_t n = strlen(key);
    long kb = -1;
    while (fgets(line, sizeof line, f))
        if (!strncmp(line, key, n) && line[n] == ':')
            kb = strtol(line + n + 1, NULL, 10);
    fclose(f);
    return kb;
}

int bench_memory_one(void)
{
    /* what a player sees at start: a few frames of the table, as the loop draws them */
    for (int i = 0; i < 3; i++) {
        ui_set_dirty();
        main_frame(NULL);
    }
    main_pump();
    printf("%ld %ld %s\n", bench_status_kb("VmRSS"), bench_status_kb("VmHWM"), ren_driver_name());
    return 0;
}

/* Runs `self` on one variant and reads its line: RSS and peak in kB, the renderer. */
static bool measure(const char *self, const char *variant, long *rss, long *peak, char *renderer, size_t size)
{
    int fd[2];
    if (pipe(fd) != 0)
        return false;
    pid_t pid = fork();
    if (pid < 0) {
        close(fd[0]);
        close(fd[1]);
        return false;
    }
    if (pid == 0) {
        dup2(fd[1], STDOUT_FILENO);
        close(fd[0]);
        close(fd[1]);
        execl(self, self, "--data-dir", csm_data_dir(), "--variant", variant, "--no-autosave", "--bench-memory-one",
              (char *)NULL);
        _exit(127);
    }
    close(fd[1]);
    FILE *out = fdopen(fd[0], "r");
    char line[256] = "";
    bool got = out && fgets(line, sizeof line, out);
    if (out)
        fclose(out);
    else
        close(fd[0]);
    int status = 0;
    waitpid(pid, &status, 0);
    char name[64] = "?";
    got = got && sscanf(line, "%ld %ld %63s", rss, peak, name) == 3;
    snprintf(renderer, size, "%s", name);
    return got && WIFEXITED(status) && WEXITSTATUS(status) == 0;
}

int bench_memory(void)
{
    char self[PATH_MAX], dir[PATH_MAX];
    ssize_t n = readlink("/proc/self/exe", self, sizeof self - 1);
    if (n <= 0) {
        fprintf(stderr, "chessembly: --bench-memory: cannot find the program itself\n");
        return 1;
    }
    self[n] = '\0';
    Catalog c;
    catalog_init(&c);
    catalog_scan(&c, csm_data_path("variants", dir, sizeof dir), false);
    long most = 0;
    int failed = 0;
    printf("%-28s %10s %10s  %s\n", "variant", "RSS kB", "peak kB", "renderer");
    for (int i = 0; i < c.count; i++) {
        if (c.items[i].error)
            continue;
        long rss = 0, peak = 0;
        char renderer[64];
        if (!measure(self, c.items[i].path, &rss, &peak, renderer, sizeof renderer)) {
            printf("%-28.28s %10s\n", c.items[i].name, "failed");
            failed++;
            continue;
        }
        printf("%-28.28s %10ld %10ld  %s\n", c.items[i].name, rss, peak, renderer);
        most = rss > most ? rss : most;
    }
    printf("largest RSS: %.1f MB over %d variants\n", most / 1024.0, c.count - failed);
    catalog_free(&c);
    return failed ? 1 : 0;
}
