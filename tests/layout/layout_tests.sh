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

python3 "$check" --root "$root" --max-function-lines 120 >"$out" 2>&1; got=$?
expect "the tree keeps its layout" 0 "no wrong-way include, no circle" "$out"

# a small tree: base <- rules, an app and a cli
mk() { mkdir -p "$(dirname "$tmp/$1")"; printf '%b' "$2" >"$tmp/$1"; }
fresh() {
  rm -rf "$tmp/src"
  mk src/core/base/README.md "may include:\n"
  mk src/core/rules/README.md "may include: base\n"
  mk src/core/base/board.h "int board_size(void);\n"
  mk src/core/base/board.c '#include "board.h"\nint board_size(void) { return 8; }\n'
  mk src/core/rules/rules.h '#include "board.h"\nint rules_count(void);\n'
  mk src/core/rules/rules.c '#include "rules.h"\nint rules_count(void) { return board_size(); }\n'
  mk src/app/view.h "void view_draw(void);\n"
  mk src/app/view.c '#include "view.h"\n#include "rules.h"\nvoid view_draw(void) { rules_count(); }\n'
  mk src/cli/main.c '#include "rules.h"\nint main(void) { return rules_count(); }\n'
}
fresh; python3 "$check" --root "$tmp" >"$out" 2>&1; got=$?
expect "a clean small tree passes" 0 "no circle" "$out"

fresh; mk src/core/base/board.c '#include "board.h"\n#include "rules.h"\nint board_size(void) { return 8; }\n'
python3 "$check" --root "$tmp" >"$out" 2>&1; got=$?
expect "an include up the rooms" 1 "src/core/base/board.c:2: room base includes rules.h of room rules" "$out"

fresh; mk src/core/rules/rules.c '#include "rules.h"\n#include "view.h"\nint rules_count(void) { return 1; }\n'
python3 "$check" --root "$tmp" >"$out" 2>&1; got=$?
expect "the core includes the app" 1 "rules.c:2: the core includes view.h of the app" "$out"

fresh; mk src/app/panel.h "void panel_draw(void);\n"
mk src/app/panel.c '#include "panel.h"\n#include "view.h"\nvoid panel_draw(void) { view_draw(); }\n'
mk src/app/view.c '#include "view.h"\n#include "panel.h"\nvoid view_draw(void) { panel_draw(); }\n'
python3 "$check" --root "$tmp" >"$out" 2>&1; got=$?
expect "two app modules in a circle" 1 "in a circle: app/panel <-> app/view" "$out"

fresh; mk src/app/view.c '#include "view.h"\nvoid view_draw(void) { }\nint board_size(void) { return 9; }\n'
mk src/app/view.h "void view_draw(void);\nint helper_run(void);\n"
mk src/app/helper.c '#include "view.h"\nint helper_run(void) { return 1; }\n'
python3 "$check" --root "$tmp" >"$out" 2>&1; got=$?
expect "a function declared in another module's header" 1 "helper.c:2: helper_run is declared in view.h, not in helper.h" "$out"

fresh; body=$(printf '    x++;\\n%.0s' $(seq 1 130))
mk src/cli/main.c "int main(void)\n{\n    int x = 0;\n$body    return x;\n}\n"
python3 "$check" --root "$tmp" --max-function-lines 120 >"$out" 2>&1; got=$?
expect "a function too long" 1 "src/cli/main.c:2: function main is 134 lines" "$out"

exit $fail
