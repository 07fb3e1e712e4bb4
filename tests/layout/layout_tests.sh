#!/usr/bin/env bash
# The layout checker (tools/check_layout.py): the real tree passes, and each kind of
# wrong turn in a small made-up tree is caught with its file and line.
set -uo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
check="$root/tools/check_layout.py"
fail=0
expect() { # expect NAME STATUS PATTERN OUTPUT-FILE
  if [ "$2" != "$got" ] || ! grep -qE -- "$3" "$4"; then
    echo "FAIL $1: status $got (want $2), output:"; cat "$4"; fail=1
  else echo "ok   $1"; fi
}
out=$(mktemp); tmp=$(mktemp -d); trap 'rm -rf "$tmp" "$out"' EXIT
# verdict NAME STATUS PATTERN [CHECKER OPTION...]: the checker on the small tree
verdict() {
  python3 "$check" --root "$tmp" "${@:4}" >"$out" 2>&1; got=$?
  expect "$1" "$2" "$3" "$out"
}

python3 "$check" --root "$root" --max-function-lines 120 >"$out" 2>&1; got=$?
expect "the tree keeps its layout" 0 "no wrong-way include, no circle" "$out"

# a small tree: base <- rules; an app of rooms platform <- state <- board, panels (views);
# a cli
mk() { mkdir -p "$(dirname "$tmp/$1")"; printf '%b' "$2" >"$tmp/$1"; }
fresh() {
  rm -rf "$tmp/src"
  mk src/core/base/README.md "may include:\n"
  mk src/core/rules/README.md "may include: base\n"
  mk src/core/base/board.h "int board_size(void);\n"
  mk src/core/base/board.c '#include "board.h"\nint board_size(void) { return 8; }\n'
  mk src/core/rules/rules.h '#include "board.h"\nint rules_count(void);\n'
  mk src/core/rules/rules.c '#include "rules.h"\nint rules_count(void) { return board_size(); }\n'
  mk src/app/platform/README.md "may include: core\n"
  mk src/app/state/README.md "may include: core, platform\n"
  mk src/app/board/README.md "kind: view\nmay include: core, platform, state\n"
  mk src/app/panels/README.md "kind: view\nmay include: core, platform, state\n"
  mk src/app/platform/ren.h "void ren_rect(void);\n"
  mk src/app/platform/ren.c '#include "ren.h"\nvoid ren_rect(void) { }\n'
  mk src/app/state/game_state.h "int game_state_ply(void);\n"
  mk src/app/state/game_state.c '#include "game_state.h"\n#include "rules.h"\nint game_state_ply(void) { return rules_count(); }\n'
  mk src/app/board/view.h "void view_draw(void);\n"
  mk src/app/board/view.c '#include "view.h"\n#include "game_state.h"\n#include "ren.h"\nvoid view_draw(void) { ren_rect(); game_state_ply(); }\n'
  mk src/app/panels/panel.h "void panel_draw(void);\n"
  mk src/app/panels/panel.c '#include "panel.h"\n#include "game_state.h"\nvoid panel_draw(void) { game_state_ply(); }\n'
  mk src/cli/main.c '#include "rules.h"\nint main(void) { return rules_count(); }\n'
}
fresh; verdict "a clean small tree passes" 0 "no circle"

fresh; mk src/core/base/board.c '#include "board.h"\n#include "rules.h"\nint board_size(void) { return 8; }\n'
verdict "an include up the rooms" 1 "src/core/base/board.c:2: room base includes rules.h of room rules"

fresh; mk src/core/rules/rules.c '#include "rules.h"\n#include "view.h"\nint rules_count(void) { return 1; }\n'
verdict "the core includes the app" 1 "rules.c:2: the core includes view.h of the app"

fresh; mk src/engine_client/proc.c '#include "rules.h"\nint proc_count(void) { return rules_count(); }\n'
verdict "the engine client includes the core" 1 "src/engine_client/proc.c:1: engine_client includes rules.h of the core"

fresh; mk src/app/board/view2.h "void view2_draw(void);\n"
mk src/app/board/view2.c '#include "view2.h"\n#include "view.h"\nvoid view2_draw(void) { view_draw(); }\n'
mk src/app/board/view.c '#include "view.h"\n#include "view2.h"\nvoid view_draw(void) { view2_draw(); }\n'
verdict "two app modules in a circle" 1 "in a circle: app/view <-> app/view2"

fresh; mk src/app/board/view.c '#include "view.h"\nvoid view_draw(void) { }\nint board_size(void) { return 9; }\n'
mk src/app/board/view.h "void view_draw(void);\nint helper_run(void);\n"
mk src/app/board/helper.c '#include "view.h"\nint helper_run(void) { return 1; }\n'
verdict "a function declared in another module's header" 1 "helper.c:2: helper_run is declared in view.h, not in helper.h"

# network play's sockets (src/link): the core never reaches them, they never reach up
fresh; mk src/link/netlink.h "int netlink_open(void);\n"
mk src/core/rules/rules.c '#include "rules.h"\n#include "netlink.h"\nint rules_count(void) { return 1; }\n'
verdict "the core includes the sockets" 1 "rules.c:2: the core includes netlink.h of the link"

fresh; mk src/link/netlink.h "int netlink_open(void);\n"
mk src/cli/cli_x.h "int cli_x(void);\n"
mk src/link/netlink.c '#include "netlink.h"\n#include "cli_x.h"\nint netlink_open(void) { return cli_x(); }\n'
verdict "the sockets include the CLI" 1 "netlink.c:2: the link includes cli_x.h of the cli"

# the app's rooms (issue 40): arrows down, no circle, views keep their state
fresh; mk src/app/platform/ren.c '#include "ren.h"\n#include "game_state.h"\nvoid ren_rect(void) { game_state_ply(); }\n'
verdict "an include up the app's rooms" 1 "src/app/platform/ren.c:2: app room platform includes game_state.h of app room state"

fresh; mk src/app/state/game_state.c '#include "game_state.h"\n#include "view.h"\nint game_state_ply(void) { view_draw(); return 0; }\n'
mk src/app/state/README.md "may include: core, platform, board\n"
verdict "app rooms that include each other in a circle" 1 "src/app/board/README.md:1: rooms may include each other in a circle: board <-> state"

fresh; mk src/app/state/game_state.h '#include "view.h"\nint game_state_ply(void);\n'
mk src/app/state/README.md "may include: core, platform, board\n"
mk src/app/board/README.md "kind: view\nmay include: core, platform\n"
verdict "app modules in a circle across rooms" 1 "in a circle: app/game_state <-> app/view"

fresh; mk src/app/panels/panel.c '#include "panel.h"\n#include "view.h"\nvoid panel_draw(void) { view_draw(); }\n'
verdict "a view that includes another view" 1 "src/app/panels/panel.c:2: app room panels includes view.h of app room board"

fresh; mk src/app/panels/panel.c '#include "panel.h"\n#include "view.h"\nvoid panel_draw(void) { view_draw(); }\n'
mk src/app/panels/README.md "kind: view\nmay include: core, platform, state, board\n"
verdict "a view that includes another view its README lists" 1 "src/app/panels/panel.c:2: view room panels reaches into view room board"

fresh; mk src/app/board/README.md "kind: view parts\nmay include: core, platform, state\n"
mk src/app/panels/panel.c '#include "panel.h"\n#include "view.h"\nvoid panel_draw(void) { view_draw(); }\n'
mk src/app/panels/README.md "kind: view\nmay include: core, platform, state, board\n"
verdict "a view may draw the parts of a parts room" 0 "no wrong-way include"

fresh; mk src/app/board/view.h "void view_draw(void);\nextern int view_selected;\n"
verdict "a view that shares its state" 1 "src/app/board/view.h:2: view room board shares its state view_selected"

fresh; mk src/app/loose.c '#include "ren.h"\nstatic int loose;\n'
verdict "an app file outside every room" 1 "src/app/loose.c:1: an app file outside every room"

fresh; mk src/app/state/README.md "may include: platform\n"
verdict "an app room that may not include the core" 1 "src/app/state/game_state.c:2: app room state includes rules.h of the core"

fresh; body=$(printf '    x++;\\n%.0s' $(seq 1 130))
mk src/cli/main.c "int main(void)\n{\n    int x = 0;\n$body    return x;\n}\n"
verdict "a function too long" 1 "src/cli/main.c:2: function main is 134 lines" --max-function-lines 120

exit $fail
