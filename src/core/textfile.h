/* textfile.h — reading a whole text file (scripts, variants, shapes, saved games). */
#ifndef CSM_TEXTFILE_H
#define CSM_TEXTFILE_H

/* The file's bytes plus a NUL, in a buffer the caller frees. NULL when the file cannot
 * be read or is larger than 16 MiB (nothing we read is that big; a bigger one is a
 * mistake, and reading it would only stall the game). */
char *text_file_read(const char *path);

#endif
