/* folders.h — what the file chooser needs of the file system: a folder's subfolders,
 * its parent, a typed path made whole, and the list of recent folders kept in the
 * settings. No SDL, nothing of the game. */
#ifndef APP_FOLDERS_H
#define APP_FOLDERS_H

#include <limits.h>
#include <stdbool.h>
#include <stddef.h>

enum { FOLDER_NAME = 256, FOLDERS_RECENT = 6 };

/* The subfolders of `dir` that are not hidden, sorted by name (at most `max`); returns
 * how many. */
int folders_list(const char *dir, char (*names)[FOLDER_NAME], int max);
/* The folder above `dir` into `out`; false at the root. */
bool folders_parent(const char *dir, char *out, size_t size);
/* What was typed, made absolute: `~` is the home folder, a relative path is taken from
 * `base`; "." and ".." are followed and a trailing slash dropped. */
void folders_resolve(const char *typed, const char *base, char *out, size_t size);
bool folders_is_dir(const char *path);
bool folders_is_file(const char *path);
/* Puts `dir` first in the recent list (FOLDERS_RECENT entries, "" for none), dropping
 * an earlier copy of it and the oldest when full. */
void folders_remember(char (*recent)[PATH_MAX], const char *dir);

#endif
