#!/bin/sh
# Build svgcheck and run it over every shipped SVG. Fails if any icon does not load
# through SDL2_image or rasterises to nothing. Contact sheets land in ${OUT:-/tmp/svgcheck}.
# Usage (from anywhere): tools/svgcheck/check.sh
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
out=${OUT:-/tmp/svgcheck}
mkdir -p "$out"
# shellcheck disable=SC2046
gcc -std=c11 -Wall -Wextra -O2 -o "$out/svgcheck" "$root/tools/svgcheck/svgcheck.c" \
    $(pkg-config --cflags --libs sdl2 SDL2_image)
"$out/svgcheck" -o "$out/white" -z 3 -c 6 "$root"/assets/pieces/white-*.svg
"$out/svgcheck" -o "$out/black" -z 3 -c 6 "$root"/assets/pieces/black-*.svg
"$out/svgcheck" -o "$out/markers" -s 16 -s 32 -s 160 -z 3 -c 4 "$root"/assets/markers/*.svg
"$out/svgcheck" -o "$out/markers-on-white" -z 3 -c 4 -u "$root/assets/pieces/white-queen.svg" "$root"/assets/markers/*.svg
"$out/svgcheck" -o "$out/markers-on-black" -z 3 -c 4 -u "$root/assets/pieces/black-knight.svg" "$root"/assets/markers/*.svg
"$out/svgcheck" -o "$out/icon" -s 32 -s 256 -c 1 "$root/assets/icon.svg"
echo "contact sheets in $out"
