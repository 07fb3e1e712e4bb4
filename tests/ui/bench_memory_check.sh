#!/bin/sh
# Runs `chessembly --bench-memory` (one process per shipped variant) and fails unless
# every shipped variant was measured and each holds less than LIMIT MB resident.
# run.sh exports APP, SRC and OUT.
limit_mb=${1:?usage: bench_memory_check.sh LIMIT_MB}
# Under AddressSanitizer, freed memory waits in its quarantine (up to 256 MB) and would be
# counted as the window's; with no quarantine the figure is the window's own plus the
# sanitizer's shadow and bookkeeping (no effect in a normal build).
export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}quarantine_size_mb=0"
"$APP" --data-dir "$SRC" --bench-memory > "$OUT/memory.txt" || { cat "$OUT/memory.txt"; exit 1; }
cat "$OUT/memory.txt"
shipped=$(ls "$SRC"/variants/*.yaml | wc -l)
awk -v want="$shipped" -v limit="$limit_mb" '
    $(NF-2) ~ /^[0-9]+$/ {
        n++
        if ($(NF-2) >= limit * 1024) { print "over " limit " MB: " $0; bad = 1 }
    }
    END {
        if (n != want) { print n " variants measured, " want " shipped"; bad = 1 }
        exit bad
    }' "$OUT/memory.txt"
