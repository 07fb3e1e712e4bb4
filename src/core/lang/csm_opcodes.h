/* csm_opcodes.h — the one list of Chessembly instructions.
 *
 * X(ENUM, "source name", signature, "parameter names", flags, comment)
 *   signature: one letter per argument — 'i' integer, 'n' name (piece or variable).
 *   flags:     CSM_F_EXCEPTION runs even when the previous value is false (§2);
 *              CSM_F_MOVES     moves the anchor or activates squares (movement, §4).
 * The enum, the disassembler, the compiler's name table and the VM's dispatch all
 * come from this list. Internal instructions have no source name (NULL). */
#ifndef CSM_OPCODES_H
#define CSM_OPCODES_H

#define CSM_F_EXCEPTION 1
#define CSM_F_MOVEMENT 2

#define CSM_OPCODES(X) \
    X(MOVE,          "move",          "ii", "dx, dy",  CSM_F_MOVEMENT, "activate an empty target") \
    X(TAKE,          "take",          "ii", "dx, dy",  CSM_F_MOVEMENT, "activate an enemy target; pass over empty") \
    X(TAKE_MOVE,     "take-move",     "ii", "dx, dy",  CSM_F_MOVEMENT, "activate empty or enemy; false after a capture") \
    X(CATCH,         "catch",         "ii", "dx, dy",  CSM_F_MOVEMENT, "remove an enemy without moving") \
    X(JUMP,          "jump",          "ii", "dx, dy",  CSM_F_MOVEMENT, "move; removes the last take's enemy") \
    X(SHIFT,         "shift",         "ii", "dx, dy",  CSM_F_MOVEMENT, "swap with whatever stands there") \
    X(PEEK,          "peek",          "ii", "dx, dy",  0, "empty target: true, anchor moves") \
    X(ANCHOR,        "anchor",        "ii", "dx, dy",  0, "target on the board: true, anchor moves") \
    X(OBSERVE,       "observe",       "ii", "dx, dy",  0, "empty target: true") \
    X(ENEMY,         "enemy",         "ii", "dx, dy",  0, "enemy on target") \
    X(FRIENDLY,      "friendly",      "ii", "dx, dy",  0, "friendly piece on target") \
    X(PIECE_ON,      "piece-on",      "nii", "piece, dx, dy", 0, "piece of that kind on target") \
    X(ZONE,          "zone",          "nii", "zone, dx, dy", 0, "target in that zone, seen from the owner") \
    X(DANGER,        "danger",        "ii", "dx, dy",  0, "an enemy could capture this piece there") \
    X(CHECK,         "check",         "", "",    0, "a royal piece of the owner is attacked") \
    X(BOUND,         "bound",         "ii", "dx, dy",  0, "target off the board") \
    X(EDGE,          "edge",          "ii", "dx, dy",  0, "off through exactly one side") \
    X(CORNER,        "corner",        "ii", "dx, dy",  0, "off through a corner") \
    X(EDGE_TOP,      "edge-top",      "ii", "dx, dy",  0, "off through the owner's far side only") \
    X(EDGE_BOTTOM,   "edge-bottom",   "ii", "dx, dy",  0, "off through the owner's near side only") \
    X(EDGE_LEFT,     "edge-left",     "ii", "dx, dy",  0, "off through the owner's left side only") \
    X(EDGE_RIGHT,    "edge-right",    "ii", "dx, dy",  0, "off through the owner's right side only") \
    X(CORNER_TOP_LEFT,     "corner-top-left",     "ii", "dx, dy", 0, "off through that corner") \
    X(CORNER_TOP_RIGHT,    "corner-top-right",    "ii", "dx, dy", 0, "off through that corner") \
    X(CORNER_BOTTOM_LEFT,  "corner-bottom-left",  "ii", "dx, dy", 0, "off through that corner") \
    X(CORNER_BOTTOM_RIGHT, "corner-bottom-right", "ii", "dx, dy", 0, "off through that corner") \
    X(PIECE,         "piece",         "n", "piece",   0, "the moving piece is of that kind") \
    X(IF_STATE,      "if-state",      "ni", "key, n",  0, "game variable equals n") \
    X(SET_STATE,     "set-state",     "ni", "key, n",  0, "push: later squares set key = n") \
    X(SET_STATE_POP, NULL,            "", "",    0, "bare set-state: pop the newest modifier") \
    X(TRANSITION,    "transition",    "n", "piece",   0, "push: later squares turn the piece into n") \
    X(TRANSITION_NONE, NULL,          "", "",    0, "bare transition: push 'no transformation'") \
    X(REPEAT,        "repeat",        "i", "n",   0, "jump back n expressions") \
    X(END,           "end",           "", "",    CSM_F_EXCEPTION, "end the chain at once") \
    X(DO,            "do",            "", "",    0, "start of do ... while") \
    X(WHILE,         "while",         "", "",    CSM_F_EXCEPTION, "back to do when true") \
    X(LABEL,         "label",         "i", "n",   CSM_F_EXCEPTION, "jump target") \
    X(JMP,           "jmp",           "i", "n",   CSM_F_EXCEPTION, "to label(n) when true") \
    X(JNE,           "jne",           "i", "n",   CSM_F_EXCEPTION, "to label(n) when false") \
    X(NOT,           "not",           "", "",    CSM_F_EXCEPTION, "negate") \
    X(BLOCK_BEGIN,   NULL,            "", "",    0, "'{': save the anchor; a = index of its '}'") \
    X(BLOCK_END,     NULL,            "", "",    0, "'}': restore the anchor") \
    X(CHAIN_END,     NULL,            "", "",    0, "';' or end of script")

typedef enum CsmOp {
#define CSM_X_ENUM(name, text, sig, params, flags, doc) CSM_OP_##name,
    CSM_OPCODES(CSM_X_ENUM)
#undef CSM_X_ENUM
    CSM_OP_COUNT
} CsmOp;

#endif
