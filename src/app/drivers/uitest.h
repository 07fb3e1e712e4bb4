/* uitest.h — the window test driver: runs a UI test script (tests/ui) on the real
 * window code, headless with SDL_VIDEODRIVER=dummy. */
#ifndef APP_UITEST_H
#define APP_UITEST_H

/* Runs the script at `path`; returns the process exit code. */
int uitest_run(const char *path);

#endif
