#!/usr/bin/env bash
# bench --against: another UCI engine (here tests/cli/fake_uci_engine.sh) measured in the
# same run. Only which lines appear and the exit codes are checked, never a time.
# usage: bench_against_tests.sh PATH/TO/chessembly-cli   (run from the source tree)
set -u
cli=$1
pass=0
fail=0
fake="sh tests/cli/fake_uci_engine.sh"

check() { # name expected actual
  if [ "$2" == "$3" ]; then pass=$((pass + 1)); else
    fail=$((fail + 1)); printf 'FAIL %s\n--- expected\n%s\n--- got\n%s\n' "$1" "$2" "$3"; fi
}
has() { # name pattern text: the text has a line matching the pattern
  if printf '%s\n' "$3" | grep -qE -- "$2"; then pass=$((pass + 1)); else
    fail=$((fail + 1)); printf 'FAIL %s: no line matches %s in\n%s\n' "$1" "$2" "$3"; fi
}
hasnt() { # name pattern text
  if ! printf '%s\n' "$3" | grep -qE -- "$2"; then pass=$((pass + 1)); else
    fail=$((fail + 1)); printf 'FAIL %s: a line matches %s in\n%s\n' "$1" "$2" "$3"; fi
}

# the engines agree: their runs, their figures, the ratio
out=$(timeout 60 "$cli" bench --depth 2 --runs 2 --against "$fake agree" 2>&1); code=$?
check "agree exit" 0 "$code"
has "agree our run" '^run 1: perft\(2\) = 400 nodes in ' "$out"
has "agree their runs" '^against run 2: perft\(2\) = 400 nodes in [0-9.]+ s \([0-9]+ nodes/s\)$' "$out"
has "agree their variant" '^against variant: chess$' "$out"
has "agree their nodes" '^against nodes: 400$' "$out"
has "agree their median" '^against median seconds: [0-9.]+$' "$out"
has "agree their speed" '^against nodes per second: [0-9]+$' "$out"
has "agree ratio" '^ratio \(chessembly / against\): [0-9.e+-]+x$' "$out"
hasnt "agree no warning" 'warning' "$out"

# a variant by its Fairy-Stockfish name: the file's stem
out=$(timeout 60 "$cli" bench --variant variants/capablanca.yaml --depth 1 --runs 1 --against "$fake wrong" 2>&1); code=$?
has "variant by stem" '^against variant: capablanca$' "$out"

# another count: the rules differ; a warning, no ratio, status 1
out=$(timeout 60 "$cli" bench --depth 2 --runs 1 --against "$fake wrong" 2>&1); code=$?
check "wrong exit" 1 "$code"
has "wrong warning" '^warning: the two engines count different perft\(2\): ours 400, theirs 401' "$out"
hasnt "wrong no ratio" '^ratio' "$out"

# no such command: said at once, status 1
out=$(timeout 60 "$cli" bench --depth 2 --runs 1 --against "./no-such-engine-here --uci" 2>&1); code=$?
check "missing exit" 1 "$code"
has "missing message" "^bench: the engine './no-such-engine-here --uci' ended before answering uci with uciok \(exit status 127" "$out"
hasnt "missing no ratio" '^ratio' "$out"

# an engine that dies on `go`, one that does not know the variant, one that says nothing
out=$(timeout 60 "$cli" bench --depth 2 --runs 1 --against "$fake die" 2>&1); code=$?
check "dies exit" 1 "$code"
has "dies message" "^bench: the engine '.*' ended before answering go perft 2 \(exit status 3\)" "$out"
out=$(timeout 60 "$cli" bench --depth 2 --runs 1 --against "$fake" --against-variant shogi 2>&1); code=$?
check "unknown variant exit" 1 "$code"
has "unknown variant message" "^bench: the engine '.*' does not know the variant 'shogi'" "$out"
out=$(timeout 60 "$cli" bench --variant variants/shape_menagerie.yaml --depth 1 --runs 1 --against "$fake" 2>&1); code=$?
check "no such variant exit" 1 "$code"
has "no such variant message" "does not know the variant 'shape_menagerie'" "$out"

# usage
check "against without a command" 2 "$("$cli" bench --against 2>/dev/null; echo $?)"
check "against-variant alone" 2 "$("$cli" bench --against-variant chess 2>/dev/null; echo $?)"
check "against with epd" 2 "$("$cli" bench --epd tests/perft/variants.epd --against "$fake" 2>/dev/null; echo $?)"

# the search: the positions whose variants the engine plays, their totals, the ratio
out=$(timeout 120 "$cli" bench --search --depth 1 --against "$fake" 2>&1); code=$?
check "search exit" 0 "$code"
check "search positions" 6 "$(printf '%s\n' "$out" | grep -cE '^[a-z_]+ +(chess|capablanca|crazyhouse) +1500 +[0-9]+ +[0-9]+ +[0-9]+\.[0-9]{2}$')"
has "search skipped" '^horde +skipped: the engine has no variant .horde.$' "$out"
has "search count" '^against positions: 6 of 17 \(skipped: king_of_the_hill three_check racing_kings antichess horde chessembly_army shape_menagerie shogi xiangqi janggi makruk\)$' "$out"
has "search their nodes" '^against nodes: 9000$' "$out"
has "search ratio" '^ratio \(chessembly / against\) nodes per second: [0-9.e+-]+$' "$out"
has "search ratio mean" '^ratio, geometric mean over the positions: [0-9.e+-]+$' "$out"
# bench --all: a line per shipped variant; perft at the deepest depth within the budget
# (Standard Chess: 20, then 400; 8,000 would pass 500), the engine's count compared, the
# ratio where it agrees, "differs" where not (capablanca at depth 1: 28 against 20; no
# search then), "skipped" where it has no such variant; then the means over the ratios
out=$(timeout 300 "$cli" bench --all --budget 500 --ms 20 --runs 1 --against "$fake" 2>&1); code=$?
check "all exit" 0 "$code"
check "all lines" "$(ls variants/*.yaml | wc -l)" "$(printf '%s\n' "$out" | grep -cE '^[a-z_0-9]+ +[a-z0-9_]+ +[0-9] +[0-9]+ +[0-9]+ .* \| ')"
# the time to depth: the deepest both searches reached, and each one's time to it (the
# fake engine's `time` field: 7 ms to depth 1, 23 to depth 2)
has "all header" '^variant .* \| +to +ours ms +their ms$' "$out"
has "all standard" '^standard +chess +2 +400 +[0-9]+ +[0-9]+ +[0-9.]+x \| +[0-9]+ +[0-9]+ +[0-9]+ +2 +[0-9.]+x \| +(1 +[0-9]+ +7|2 +[0-9]+ +23)$' "$out"
has "all crazyhouse" '^crazyhouse +crazyhouse +2 +400 +[0-9]+ +[0-9]+ +[0-9.]+x \| ' "$out"
has "all differs" '^capablanca +capablanca +1 +28 +[0-9]+ +differs +- \| +[0-9]+ +[0-9]+ +- +- +- \| +- +- +-$' "$out"
has "all skipped" '^xiangqi +xiangqi +[0-9] +[0-9]+ +[0-9]+ +skipped +- \| +[0-9]+ +[0-9]+ +- +- +- \| +- +- +-$' "$out"
has "all perft mean" '^perft ratio, geometric mean over 2 variants: [0-9.e+-]+x$' "$out"
has "all search mean" '^search ratio, geometric mean over 2 variants: [0-9.e+-]+x$' "$out"
out=$(timeout 60 "$cli" bench --all --budget 500 --ms 20 --runs 1 --against "$fake die" 2>&1); code=$?
check "all dies exit" 1 "$code"
has "all dies message" "ended before answering go perft" "$out"
# --against-default: Standard Chess (Fairy-Stockfish's `chess`) against that engine, the
# rest against --against: crazyhouse still runs, then the other engine dies at Standard
out=$(timeout 300 "$cli" bench --all --budget 500 --ms 20 --runs 1 --against "$fake" --against-default "$fake die" 2>&1); code=$?
check "default engine dies exit" 1 "$code"
has "default engine named" "^against engine for chess: $fake die\$" "$out"
has "default engine crazyhouse" '^crazyhouse +crazyhouse +2 +400 +[0-9]+ +[0-9]+ +[0-9.]+x \| ' "$out"
has "default engine message" "ended before answering go perft" "$out"
check "default without against" 2 "$("$cli" bench --all --against-default "$fake" 2>/dev/null; echo $?)"
check "default without all" 2 "$("$cli" bench --against "$fake" --against-default "$fake" 2>/dev/null; echo $?)"
check "all with depth" 2 "$("$cli" bench --all --depth 3 2>/dev/null; echo $?)"
check "all with search" 2 "$("$cli" bench --all --search 2>/dev/null; echo $?)"
check "budget without all" 2 "$("$cli" bench --budget 5 2>/dev/null; echo $?)"

out=$(timeout 60 "$cli" bench --search --depth 1 --against "$fake die" 2>&1); code=$?
check "search dies exit" 1 "$code"
has "search dies message" "ended before answering go movetime" "$out"

echo "bench --against: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
