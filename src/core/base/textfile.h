/* textfile.h — reading a whole text file (scripts, variants, shapes, saved games).
 *
 * Only regular files are read: a FIFO, a device or a folder named like a variant is
 * refused at once, never waited on (opening a FIFO for reading blocks until a writer
 * comes, which would hang the variant picker). Files are bounded in size, and a NUL
 * byte means the file is not text: both are refused with a reason. */
#ifndef CSM_TEXTFILE_H
#define CSM_TEXTFILE_H

#include <stdbool.h>
#include <stddef.h>

#include "diag.h"

/* The largest file any reader accepts: variants, scripts, shapes, saved games and
 * standard input alike. Nothing real comes near it; a bigger file is a mistake. */
enum { TEXT_FILE_MAX = 2 << 20 };

/* The file's bytes plus a NUL, in a buffer the caller frees. NULL on failure, with a
 * one-line reason (no file name) in `why` when it is not NULL: the system's error,
 * "not a regular file ...", "too large ..." or "a NUL byte at line L, column C ...". */
char *text_file_load(const char *path, char *why, size_t why_size);

/* text_file_load without the reason. */
char *text_file_read(const char *path);

/* Reads a stream (standard input) under the same size limit and NUL check. */
char *text_stream_load(void *stdio_file, char *why, size_t why_size);

/* Whether `path` names a regular file (following links), without opening it. */
bool text_file_is_regular(const char *path);

/* Writes `text` to `path` atomically: a temporary file next to it, flushed to disk,
 * then renamed over it, so a crash or a full disk leaves the old file or the new one,
 * never half of one. False with a diagnostic naming the file and the system's reason. */
bool text_file_write_atomic(const char *path, const char *text, DiagSink *diags);

#endif
