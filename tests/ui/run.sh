#!/bin/sh
# run.sh — runs the real game headless for one UI test, in a fresh temporary HOME.
#
#   run.sh APP SOURCE_DIR STEP...
#
# STEP is `app:SCRIPT [ARGS]` (the game runs SCRIPT, see README.md; ARGS are more
# command-line options) or `sh:COMMAND` (a shell command between runs, e.g. to damage
# the autosave). Steps share one user folder, so a later run sees what an earlier one
# saved. Exported for scripts and commands: SRC (the source tree), OUT (the working
# directory, where screenshots go), PREF (the game's user folder), APP.
# Screenshots are copied to $UI_SHOT_DIR when it is set.
set -u
APP=$1
SRC=$2
shift 2
T=$(mktemp -d "${TMPDIR:-/tmp}/chessembly-ui.XXXXXX") || exit 2
trap 'rm -rf "$T"' EXIT
HOME="$T/home"
XDG_DATA_HOME="$T/data"
XDG_CONFIG_HOME="$T/config"
OUT="$T/out"
mkdir -p "$HOME" "$XDG_DATA_HOME" "$XDG_CONFIG_HOME" "$OUT"
SDL_VIDEODRIVER=dummy
SDL_AUDIODRIVER=dummy
LANG=C.UTF-8
LANGUAGE=
LC_ALL=
LSAN_OPTIONS="suppressions=$SRC/tests/ui/lsan.supp:print_suppressions=0${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
export APP HOME XDG_DATA_HOME XDG_CONFIG_HOME OUT SRC SDL_VIDEODRIVER SDL_AUDIODRIVER LANG LANGUAGE LC_ALL LSAN_OPTIONS
PREF=$("$APP" --data-dir "$SRC" --print-pref-dir) || exit 2
export PREF
rc=0
for step in "$@"; do
  case $step in
    app:*)
      # word splitting is wanted here: `app:SCRIPT --lang ko`
      # shellcheck disable=SC2086
      set -- ${step#app:}
      script=$1
      shift
      (cd "$OUT" && "$APP" --data-dir "$SRC" "$@" --script "$script") || rc=1
      ;;
    sh:*)
      sh -c "${step#sh:}" || { echo "run.sh: step failed: ${step#sh:}" >&2; rc=1; }
      ;;
    *)
      echo "run.sh: unknown step $step" >&2
      rc=2
      ;;
  esac
done
if [ -n "${UI_SHOT_DIR:-}" ]; then
  mkdir -p "$UI_SHOT_DIR"
  cp "$OUT"/*.png "$UI_SHOT_DIR"/ 2>/dev/null || true
fi
exit $rc
