/* datadir.h — where assets and shipped variants are found. One function decides:
 * an explicit override (--data-dir), else $CHESSEMBLY_DATA_DIR, else
 * <exe>/../share/chessembly when installed, else the source tree the binary was
 * built from, else the configured install prefix. */
#ifndef CSM_DATADIR_H
#define CSM_DATADIR_H

void csm_set_data_dir(const char *dir);   /* NULL: back to the automatic choice */
const char *csm_data_dir(void);
/* Joins the data dir and `rel` into buf. Returns buf. */
char *csm_data_path(const char *rel, char *buf, int size);

#endif
