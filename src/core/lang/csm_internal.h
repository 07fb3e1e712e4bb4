/* csm_internal.h — the compiled form shared by the compiler and the VM only. */
#ifndef CSM_INTERNAL_H
#define CSM_INTERNAL_H

#include "csm.h"
#include "csm_opcodes.h"

typedef struct CsmInstr {
    uint8_t op;      /* CsmOp */
    int16_t a, b;    /* dx, dy; or a jump target / kind / variable */
    int32_t c;       /* kind for piece-on, value for if-state, set action index */
} CsmInstr;

typedef struct CsmChain {
    int start;       /* first instruction (after a leading piece filter) */
    int line, col;   /* file position of the chain's first token */
    CsmChainInfo info;
} CsmChain;

struct CsmProgram {
    CsmWarning *warnings;   /* code that can never run, and the like */
    int nwarnings;
    CsmInstr *code;
    int ncode;
    CsmChain *chains;
    int nchains;
    char *file;      /* the script's file (from the source map), or NULL */
};

#endif
