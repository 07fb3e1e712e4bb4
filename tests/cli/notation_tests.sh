#!/usr/bin/env bash
# Transcript tests of the families' own words in chessembly-cli: side names (`sides:`),
# notations (--notation) and game records (shogi SFEN, KIF, CSA).
# usage: notation_tests.sh PATH/TO/chessembly-cli   (run from the source tree)
set -u
cli=$1
. "$(dirname "$0")/transcript_lib.sh"

# side names: text play says Red, Cho and Sente, not White
out=$(printf 'start\nstatus\nend\n' | "$cli" play --variant variants/xiangqi.yaml 2>&1)
check "play: xiangqi's sides" "$(printf 'Red to move.\n> Red: 48.0\nBlack: 48.0\nwinner: none yet, Red to move')" \
  "$(echo "$out" | grep -E 'Red|Black' | sed 's/^> > /> /')"
out=$(printf 'start\nmove e2 e3\nend\n' | "$cli" play --variant variants/janggi.yaml 2>&1)
check "play: janggi's Han to move" "Han to move." "$(echo "$out" | grep 'to move' | tail -1)"
out=$(printf 'start\nmove e7 e6\nend\n' | "$cli" play --variant variants/shogi.yaml 2>&1)
check "play: shogi's refusal names Gote" "> The pawn on e7 is Gote's; it is Sente's turn." \
  "$(echo "$out" | grep "turn\.")"

# --notation: moves written in the family's notation, read in any (mixed on one line)
check "game --notation hodges" "$(printf 'moves: 1. P-7f P-3d 2. Bx2b+ Sx2b 3. B*4e\nlnsgkg1nl/1r5s1/pppppp1pp/6p2/5B3/2P6/PP1PPPPPP/7R1/LNSGKGSNL[b] b - - 0 3')" \
  "$("$cli" game --variant variants/shogi.yaml --notation hodges c3c4 P-3d 'Bx2b+' Sxh8 'B*4e')"
check "game --notation wxf" "$(printf 'moves: 1. C2.5 H8+7 2. H2+3 R9.8')" \
  "$("$cli" game --variant variants/xiangqi.yaml --notation wxf C2.5 Ng8 h1g3 R9=8 | head -1)"
check "game --notation san in xiangqi" "moves: 1. Che3 Ng8 2. Ng3 Rh10" \
  "$("$cli" game --variant variants/xiangqi.yaml --notation san C2.5 H8+7 H2+3 R9.8 | head -1)"
check "game --notation coordinates" "moves: 1. h3e3 h10g8" \
  "$("$cli" game --variant variants/xiangqi.yaml --notation coord C2.5 H8+7 | head -1)"
out=$("$cli" game --variant variants/standard.yaml --notation wxf e4 2>&1); code=$?
check "game --notation that does not fit" "game: Standard Chess is not written in wxf (it offers san, coordinates)" "$out"
check "game --notation that does not fit: exit" 2 "$code"
out=$("$cli" game --variant variants/shogi.yaml --notation kifu P-7f 2>&1)
check "game --notation unknown" "game: no notation is called 'kifu' (Shogi offers san, coordinates, hodges, japanese)" "$out"
check "game --notation japanese" "moves: 1. ☗７六歩 ☖３四歩 2. ☗２二角成 ☖同　銀 3. ☗４五角打" \
  "$("$cli" game --variant variants/shogi.yaml --notation japanese P-7f ３四歩 Bx2b+ ☖同　銀 'B*4e' | head -1)"
check "game --notation chinese" "moves: 1. 炮二平五 马８进７ 2. 马二进三 车９平８" \
  "$("$cli" game --variant variants/xiangqi.yaml --notation chinese C2.5 馬8進7 H2+3 车９平８ | head -1)"
check "game --notation janggi" "moves: 1. 08馬87 12馬33 2. 한수쉼" \
  "$("$cli" game --variant variants/janggi.yaml --notation janggi 08馬87 "12 마 33" pass | head -1)"

# PGN with WXF movetext, read back (the middle pawn of a file's three, 33.4, is a move, not a number)
"$cli" game --variant variants/xiangqi.yaml --notation wxf --pgn C2.5 H8+7 H2+3 R9.8 > "$tmp/wxf.pgn"
check "pgn: WXF movetext" "1. C2.5 H8+7 2. H2+3 R9.8 *" "$(grep '^1\.' "$tmp/wxf.pgn")"
check "pgn: WXF movetext read back" "$("$cli" game --variant variants/xiangqi.yaml C2.5 H8+7 H2+3 R9.8)" \
  "$("$cli" pgn "$tmp/wxf.pgn" | tail -n +2)"
check "pgn --notation hodges" "moves: 1. P-7f P-3d" \
  "$(printf '[Variant "Shogi"]\n\n1. P-7f P-3d *\n' | "$cli" pgn --notation hodges - | sed -n 2p)"
cat > "$tmp/pawns.pgn" <<'PGN'
[Variant "Xiangqi"]
[FEN "4k4/9/P5P2/P5P2/6P2/9/9/9/9/3K5 w - - 0 1"]

1. 33.4 K5+1 2. 3+.4 *
PGN
check "pgn: WXF tandem pawns" "9/4k4/P4P3/P4P3/6P2/9/9/9/9/3K5 b - - 3 2" "$("$cli" pgn "$tmp/pawns.pgn" | sed -n 2p)"

# SFEN: written with --fen-style sfen, read by --fen; a bad one is located
check "game --fen-style sfen" "lnsgkg1nl/1r5s1/pppppp1pp/6p2/5B3/2P6/PP1PPPPPP/7R1/LNSGKGSNL w b 6" \
  "$("$cli" game --variant variants/shogi.yaml --fen-style sfen P-7f P-3d Bx2b+ Sxh8 'B*4e')"
check "game --fen SFEN" "lnsgkg1nl/1r5s1/pppppp1pp/6p2/5B3/2P6/PP1PPPPPP/7R1/LNSGKGSNL[b] b - - 0 3" \
  "$("$cli" game --variant variants/shogi.yaml --fen "sfen lnsgkg1nl/1r5s1/pppppp1pp/6p2/5B3/2P6/PP1PPPPPP/7R1/LNSGKGSNL w b 6")"
check "game --fen bad SFEN" "--fen:1:72: no piece has the letter 'X' (in the hand)" \
  "$("$cli" game --variant variants/shogi.yaml --fen "sfen lnsgkg1nl/1r5s1/pppppp1pp/6p2/5B3/2P6/PP1PPPPPP/7R1/LNSGKGSNL w 2bX 6" 2>&1)"

# records: the hand-written samples (CSA, KIF, KI2) reach Fairy-Stockfish's final position;
# one format written as another and read back; errors located
want="$(printf 'lnsgkg1nl/1r5s1/p1pppp1pp/1p4B2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL[Pb] b - - 0 4\nresult: 1-0 (resignation)')"
check "record: CSA sample" "$want" "$("$cli" record tests/records/opening.csa)"
check "record: KIF sample" "$want" "$("$cli" record tests/records/opening.kifu)"
check "record: KI2 sample, SFEN" "lnsgkg1nl/1r5s1/p1pppp1pp/1p4B2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL w Pb 8" \
  "$("$cli" record --format sfen tests/records/opening.ki2)"
"$cli" record --format csa tests/records/opening.kifu > "$tmp/game.csa"
check "record: KIF written as CSA" "+4534KA" "$(grep '^+4534' "$tmp/game.csa")"
check "record: ... read back" "$want" "$("$cli" record "$tmp/game.csa")"
"$cli" record --format kif tests/records/opening.csa > "$tmp/game.kifu"
check "record: CSA written as KIF" "   4 同　銀(31)" "$(grep '^   4' "$tmp/game.kifu")"
check "record: ... read back" "$want" "$("$cli" record "$tmp/game.kifu")"
printf 'PI\n+\n+7776FU\n-3334FU,+7775FU\n' > "$tmp/bad.csa"
out=$("$cli" record "$tmp/bad.csa" 2>&1); code=$?
check "record: a located error" "$tmp/bad.csa:4:9: +7775FU is not a legal move here (c3c5)" "$out"
check "record: exit 1" 1 "$code"

printf '%d passed, %d failed\n' "$pass" "$fail"
[ "$fail" -eq 0 ]
