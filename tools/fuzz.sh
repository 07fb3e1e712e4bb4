#!/usr/bin/env bash
# Fuzzes every input surface with libFuzzer (clang, ASan + UBSan): tests/fuzz/.
#
#   tools/fuzz.sh [SECONDS] [TARGET...]
#
# Builds the targets in build-fuzz/, runs each for SECONDS (default 60) starting from
# its seed corpus, regression corpus and dictionary, and prints the executions and the
# coverage reached per target. Exits 1 when any target found a crash, a leak, a hang
# (an input taking more than 1 s; 5 s for uci, cecp, ucci and usi, whose inputs may switch variants many
# times, each switch compiling the variant's scripts and learning its piece values, and for the
# shogi records and the notation targets, whose input is a game of up to 40 plies written and
# replayed in every notation and record of its family) or
# an out-of-memory (more than 2 GB). FUZZ_TIMEOUT_SCALE=N multiplies those time limits, for a
# machine shared with other work, where libFuzzer's wall-clock alarm fires on inputs that only
# waited for a core (replay such an input alone: build-fuzz/fuzz/fuzz_TARGET -timeout=1 FILE). The input is
# kept in build-fuzz/artifacts/TARGET/ -- add it to tests/fuzz/regressions/TARGET/ once
# fixed, so the normal test suite replays it for ever. New interesting inputs go to
# build-fuzz/corpus/TARGET/, never into the repository by themselves.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
shift || true
targets=("$@")
[ ${#targets[@]} -eq 0 ] && targets=(script variant condition shape fen record play pgn uci cecp ucci usi betza ini net
  sfen kif csa wxf janggi hodges notation_roundtrip)
src=$PWD
out=$PWD/build-fuzz

CC=clang cmake -S . -B "$out" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCHESSEMBLY_FUZZ=ON \
  -DCHESSEMBLY_BUILD_APP=OFF -DCHESSEMBLY_BUILD_TESTS=OFF >/dev/null
cmake --build "$out" -j"$(nproc)" --target $(printf 'fuzz_%s ' "${targets[@]}") >/dev/null

export ASAN_OPTIONS=detect_leaks=1:allocator_may_return_null=1
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
failed=0
printf '%-18s %12s %8s %8s %8s  %s\n' target executions exec/s cov features result
for t in "${targets[@]}"; do
  work=$out/corpus/$t arts=$out/artifacts/$t log=$out/logs/$t.log
  mkdir -p "$work" "$arts" "$(dirname "$log")"
  rc=0
  hang=1
  case $t in uci|cecp|ucci|usi|kif|csa|wxf|janggi|hodges|notation_roundtrip) hang=5 ;; esac
  hang=$((hang * ${FUZZ_TIMEOUT_SCALE:-1}))
  (cd "$out" && "$out/fuzz/fuzz_$t" "$work" "$src/tests/fuzz/corpus/$t" "$src/tests/fuzz/regressions/$t" \
      -dict="$src/tests/fuzz/dict/$t.dict" -max_total_time="$seconds" -timeout="$hang" \
      -rss_limit_mb=2048 -malloc_limit_mb=2048 -max_len=65536 -print_final_stats=1 \
      -artifact_prefix="$arts/" >"$log" 2>&1) || rc=$?
  execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
  rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
  last=$(grep -E '^#[0-9]+' "$log" | tail -1 || true)
  cov=$(echo "$last" | sed -n 's/.* cov: \([0-9]*\).*/\1/p')
  ft=$(echo "$last" | sed -n 's/.* ft: \([0-9]*\).*/\1/p')
  if [ "$rc" -eq 0 ]; then
    result=ok
  else
    failed=1
    why=$(grep -m1 -oE 'ERROR: (AddressSanitizer|LeakSanitizer|libFuzzer): [a-z-]+[a-zA-Z -]*|runtime error: .*|fuzz check failed: .*' "$log" || echo "exit $rc")
    result="FAILED: $why (log: $log; input: $(ls -t "$arts" 2>/dev/null | head -1))"
  fi
  printf '%-18s %12s %8s %8s %8s  %s\n' "$t" "${execs:-?}" "${rate:-?}" "${cov:-?}" "${ft:-?}" "$result"
done
exit $failed
