/* ui_actions.h — what a command does. The panel, the end-of-game dialog and the keys ask
 * for commands through ui_command (kit/ui_command.h), below every view; this file, above
 * the dialogs and the playground it opens, is the runner ui_command hands them to. */
#ifndef UI_ACTIONS_H
#define UI_ACTIONS_H

/* Makes ui_command run the commands (called once by ui_init). */
void ui_actions_init(void);

#endif
