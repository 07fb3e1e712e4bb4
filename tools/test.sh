#!/usr/bin/env bash
# Runs every test twice: a normal build, then AddressSanitizer + UndefinedBehaviorSanitizer;
# then fuzzes every input surface for 20 s each (tools/fuzz.sh; FUZZ_SECONDS to change, 0 to skip).
# Installs missing packages first, so it works on a fresh Debian machine and in CI.
set -euo pipefail
cd "$(dirname "$0")/.."
tools/deps.sh
jobs=$(nproc)

echo "== normal build"
cmake -S . -B build -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCHESSEMBLY_BUILD_APP=ON >/dev/null
cmake --build build -j"$jobs"
ctest --test-dir build --output-on-failure -j"$jobs"

echo "== sanitizer build (ASan + UBSan)"
cmake -S . -B build-asan -DCMAKE_BUILD_TYPE=Debug -DCHESSEMBLY_SANITIZE=ON -DCHESSEMBLY_BUILD_APP=ON >/dev/null
cmake --build build-asan -j"$jobs"
export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
[ -f tests/lsan.supp ] && export LSAN_OPTIONS=suppressions=$PWD/tests/lsan.supp
# sanitized code is slower: keep perft depths smaller there
CSM_PERFT_LIMIT=250000 ctest --test-dir build-asan --output-on-failure -j"$jobs"

echo "== fuzzing (tools/fuzz.sh)"
fuzz_seconds=${FUZZ_SECONDS:-20}
if [ "$fuzz_seconds" -gt 0 ]; then
  # CI machines are shared and busy: a slow input there is load, not a hang, so the
  # hang limits are tripled (a real hang still stops the run).
  FUZZ_TIMEOUT_SCALE=${FUZZ_TIMEOUT_SCALE:-3} tools/fuzz.sh "$fuzz_seconds"
fi
