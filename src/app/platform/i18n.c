/* i18n.c — the string table (see i18n.h). */
#include "i18n.h"

#include "variant.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static Lang current = LANG_EN;

static const char *const table[S_COUNT][LANG_COUNT] = {
    [S_APP_TITLE] = {"Chessembly", "Chessembly"},
    [S_WHITE] = {"White", "백"},
    [S_BLACK] = {"Black", "흑"},
    [S_TO_MOVE_FMT] = {"%s to move", "%s 차례"},
    [S_CHECK] = {"Check!", "체크!"},
    [S_WINS_FMT] = {"%s wins", "%s 승리"},
    [S_DRAW] = {"Draw", "무승부"},
    [S_GAME_OVER] = {"Game over", "게임 종료"},
    [S_NEW_GAME] = {"New game", "새 게임"},
    [S_VARIANT] = {"Variant", "변형"},
    [S_UNDO] = {"Undo", "무르기"},
    [S_REDO] = {"Redo", "다시 두기"},
    [S_FLIP] = {"Flip board", "판 뒤집기"},
    [S_AUTOFLIP] = {"Auto-flip", "자동 뒤집기"},
    [S_PLAYGROUND] = {"Playground", "놀이터"},
    [S_SAVE] = {"Save game", "게임 저장"},
    [S_OPEN] = {"Open game", "게임 열기"},
    [S_COPY_FEN] = {"Copy FEN", "FEN 복사"},
    [S_LANG_TOGGLE] = {"한국어", "English"},
    [S_MATERIAL] = {"Material", "기물 점수"},
    [S_MOVE_NUMBER_FMT] = {"Move %d", "%d수째"},
    [S_MOVES] = {"Moves", "기보"},
    [S_NO_MOVES_YET] = {"No moves yet", "아직 둔 수가 없습니다"},
    [S_RESUME_TITLE] = {"Resume your last game?", "지난 게임을 이어서 할까요?"},
    [S_RESUME_BODY_FMT] = {"%s — move %d, %s to move.", "%s — %d수째, %s 차례."},
    [S_RESUME] = {"Resume", "이어서 하기"},
    [S_CORRUPT_TITLE] = {"The saved game could not be read", "저장된 게임을 읽을 수 없습니다"},
    [S_CORRUPT_BODY_FMT] = {"%s\n\nThe file was kept as %s.", "%s\n\n파일은 %s(으)로 보관했습니다."},
    [S_OK] = {"OK", "확인"},
    [S_CANCEL] = {"Cancel", "취소"},
    [S_CLOSE] = {"Close", "닫기"},
    [S_SWITCH_VARIANT_FMT] = {"Switch to %s?", "%s(으)로 바꿀까요?"},
    [S_SWITCH] = {"Switch", "바꾸기"},
    [S_EDIT_BOARD] = {"Edit board", "판 편집"},
    [S_SETUP_TITLE] = {"Board editor", "판 편집기"},
    [S_SETUP_HELP] = {"Pick a piece, click squares to place it; right click or the eraser removes.",
                      "기물을 고르고 칸을 클릭해 놓으세요. 오른쪽 클릭이나 지우개로 치웁니다."},
    [S_SETUP_CLEAR] = {"Clear", "비우기"},
    [S_SETUP_START] = {"Start position", "시작 위치"},
    [S_SETUP_PLAY] = {"Play from here", "여기서 시작"},
    [S_SETUP_NO_ROYAL_FMT] = {"%s has no king (no royal piece): this variant needs one.",
                              "%s에 왕(왕 기물)이 없습니다. 이 변형에는 하나가 필요합니다."},
    [S_SETUP_IN_CHECK_FMT] = {"%s is in check but it is not their move.", "%s이(가) 체크 상태인데 차례가 아닙니다."},
    [S_CARD_TITLE] = {"Moves on an empty board", "빈 판에서의 움직임"},
    [S_CARD_MOVE] = {"move", "이동"},
    [S_CARD_CAPTURE] = {"capture", "잡기"},
    [S_CARD_JUMP] = {"jump", "뛰어넘기"},
    [S_CARD_SHIFT] = {"shift", "자리 바꾸기"},
    [S_CARD_NONE] = {"No moves from here", "여기서는 움직일 수 없음"},
    [S_CONFIRM_NEW_BODY] = {"The game in progress will be replaced. Save it first if you want to keep it.",
                            "진행 중인 게임이 사라집니다. 남기려면 먼저 저장하세요."},
    [S_PICKER_TITLE] = {"Choose a variant", "변형 선택"},
    [S_PICKER_SHIPPED] = {"Shipped with the game", "기본 제공"},
    [S_PICKER_USER] = {"Your variants", "내 변형"},
    [S_PICKER_USER_EMPTY_FMT] = {"Put your own .yaml variant files in %s", "직접 만든 .yaml 변형 파일을 %s 에 넣으세요"},
    [S_PICKER_BROKEN] = {"Cannot be loaded", "불러올 수 없음"},
    [S_PICKER_CURRENT] = {"playing", "진행 중"},
    [S_COPIED] = {"FEN copied to the clipboard", "FEN을 클립보드에 복사했습니다"},
    [S_SAVED_FMT] = {"Saved to %s", "%s 에 저장했습니다"},
    [S_SAVE_FAILED] = {"Could not save the game", "게임을 저장하지 못했습니다"},
    [S_AUTOSAVE_FAILED_FMT] = {"Autosave failed: your moves are not being saved (the last save is kept). %s",
                               "자동 저장 실패: 수가 저장되지 않습니다 (마지막 저장은 그대로입니다). %s"},
    [S_AUTOSAVE_WORKS] = {"Autosave works again", "자동 저장이 다시 됩니다"},
    [S_OPEN_TITLE] = {"Open a saved game", "저장된 게임 열기"},
    [S_OPEN_EMPTY_FMT] = {"No saved games yet. Games are saved in %s", "저장된 게임이 없습니다. 게임은 %s 에 저장됩니다"},
    [S_OPEN_FAILED] = {"Could not open the game", "게임을 열지 못했습니다"},
    [S_VARIANT_FAILED] = {"Could not load the variant", "변형을 불러오지 못했습니다"},
    [S_PROMOTE_FMT] = {"Promote to %s", "%s(으)로 승격"},
    [S_BECOMES_FMT] = {"Becomes %s", "%s(으)로 변신"},
    [S_DEMOTE_FMT] = {"Back to %s", "%s(으)로 되돌림"},
    [S_DROP_FMT] = {"Drop as %s", "%s(으)로 놓기"},
    [S_GATE_FMT] = {"%s, gate the %s on %s", "%s, %s을(를) %s에 들여놓기"},
    [S_NO_GATE_FMT] = {"%s, no gating", "%s, 들여놓지 않음"},
    [S_DROP_PROMOTED_FMT] = {"Drop promoted: %s", "승격한 채로 놓기: %s"},
    [S_CHOICES_HINT] = {"Q B N R or 1–9 choose", "Q B N R 또는 1–9로 선택"},
    [S_PLAYGROUND_TITLE] = {"Playground", "놀이터"},
    [S_PLAYGROUND_HELP] = {"Type Chessembly: the face piece moves by it.",
                           "Chessembly를 입력하면 얼굴 모양 기물이 그대로 움직입니다."},
    [S_PLAYGROUND_SAMPLES] = {"Samples", "예시"},
    [S_PLAYGROUND_SHAPES] = {"Piece shapes for transition(...)", "transition(...)에 쓸 수 있는 기물 모양"},
    [S_PLAYGROUND_OK_FMT] = {"%d squares activated", "활성화된 칸 %d개"},
    [S_PLAYGROUND_BACK] = {"Back to the game", "게임으로 돌아가기"},
    [S_PLAYGROUND_PLACE] = {"Place", "놓기"},
    [S_PLAYGROUND_RESET] = {"Reset board", "판 초기화"},
    [S_KEYS_HINT] = {"Ctrl+Z undo · Ctrl+Y redo · F flip · N new · H hint · Space pause · Ctrl+V paste · F11 full screen",
                     "Ctrl+Z 무르기 · Ctrl+Y 다시 · F 뒤집기 · N 새 게임 · H 힌트 · Space 멈춤 · Ctrl+V 붙여넣기 · F11 전체 화면"},
    [S_SHAPE_TITLE] = {"Movement shape", "이동 모양"},
    [S_SHAPE_VALUE_FMT] = {"Value %s", "점수 %s"},
    [S_SHAPE_LEAP] = {"leap", "도약"},
    [S_SHAPE_SLIDE] = {"slide", "활주"},
    [S_SHAPE_CLIPPED_FMT] = {"Movement shape, ±%d shown", "이동 모양, ±%d까지 표시"},
    [S_NEWGAME_TITLE] = {"New game", "새 게임"},
    [S_MODE_LABEL] = {"Players", "대국 방식"},
    [S_MODE_HOT_SEAT] = {"Two players", "두 사람"},
    [S_MODE_VS_COMPUTER] = {"Against the computer", "컴퓨터와 대국"},
    [S_MODE_COMPUTERS] = {"Computer vs computer", "컴퓨터끼리"},
    [S_YOU_PLAY] = {"You play", "내 색"},
    [S_COMPUTER_LEVEL] = {"Computer's level", "컴퓨터 수준"},
    [S_SIDE_LEVEL_FMT] = {"%s's level", "%s 수준"},
    [S_HOT_SEAT_NOTE] = {"Two people take turns at this computer.", "두 사람이 한 컴퓨터에서 번갈아 둡니다."},
    [S_LEVEL_NOTE] = {"Level 1 answers at once and makes mistakes; level 8 thinks several seconds a move.",
                      "1단계는 바로 두고 실수도 합니다. 8단계는 한 수에 몇 초씩 생각합니다."},
    [S_START] = {"Start", "시작"},
    [S_HINT] = {"Hint", "힌트"},
    [S_PAUSE] = {"Pause", "일시 정지"},
    [S_CONTINUE] = {"Continue", "계속"},
    [S_THINKING_FMT] = {"%s thinks · depth %d · %s", "%s 생각 중 · 깊이 %d · %s"},
    [S_THINKING_START_FMT] = {"%s thinks…", "%s 생각 중…"},
    [S_HINT_SEARCHING_FMT] = {"Looking for a hint · depth %d", "힌트 찾는 중 · 깊이 %d"},
    [S_HINT_SEARCHING] = {"Looking for a hint…", "힌트 찾는 중…"},
    [S_HINT_FMT] = {"Hint: %s", "힌트: %s"},
    [S_PAUSED] = {"The computer is paused", "컴퓨터가 멈춰 있습니다"},
    [S_VS_COMPUTER_FMT] = {"You play %s · level %d", "나: %s · 컴퓨터 %d단계"},
    [S_COMPUTERS_FMT] = {"%s level %d · %s level %d", "%s %d단계 · %s %d단계"},
    [S_ENGINES_FMT] = {"%s and %s: %s", "%s·%s: %s"},
    [S_HOT_SEAT] = {"Two players at this computer", "두 사람 대국"},
    [S_MATE_IN_FMT] = {"wins in %d", "%d수 안에 승리"},
    [S_MATED_IN_FMT] = {"loses in %d", "%d수 안에 패배"},
    [S_ENGINE_FAILED] = {"The computer could not move", "컴퓨터가 수를 두지 못했습니다"},
    [S_ENGINE_ERROR] = {"Engine", "엔진"},
    [S_SAVE_PGN] = {"Save PGN", "PGN 저장"},
    [S_PGN_COPIED] = {"PGN copied to the clipboard", "PGN을 클립보드에 복사했습니다"},
    [S_PASTED_FEN] = {"New game from the pasted position", "붙여 넣은 포지션에서 새 게임을 시작합니다"},
    [S_PASTE_NEITHER_FMT] = {"The clipboard holds neither a FEN nor a PGN: \"%.*s%s\"",
                             "클립보드의 내용은 FEN도 PGN도 아닙니다: \"%.*s%s\""},
    [S_GAMES_IN_FILE_FMT] = {" · %d games", " · 게임 %d개"},
    [S_RANDOM_COLOUR] = {"Random", "무작위"},
    [S_START_POSITION] = {"Start position", "시작 위치"},
    [S_ARRANGEMENTS_FMT] = {"Arrangement: %s (left), %s (right)", "배치: %s (왼쪽), %s (오른쪽)"},
    [S_ANALYSE] = {"Analyse", "분석"},
    [S_REVIEW_NOT_NOW] = {"No review now: play a move first, or wait for the computer", "지금은 검토할 수 없습니다: 먼저 수를 두거나 컴퓨터를 기다리세요"},
    [S_REVIEWING_FMT] = {"Reviewing the game: %d of %d positions", "게임 검토 중: %d / %d 국면"},
    [S_STUDY_FULL] = {"No room for more variations in this game", "이 게임에는 변화수를 더 둘 자리가 없습니다"},
    [S_VARIATION_FMT] = {"Variation: after %s %s · ← back · End: the game", "변화수: %s %s 다음 · ← 뒤로 · End: 게임으로"},
    [S_COMMENT_TITLE] = {"Comment on %s%s", "%s%s에 대한 설명"},
    [S_COMMENT_HINT] = {"Enter keeps it (saved in the PGN), Esc leaves it; empty removes it",
                        "Enter로 저장(PGN에 함께), Esc로 취소, 비우면 지웁니다"},
    [S_COMMENT_NONE] = {"Step to a move first (← →) to comment on it", "설명을 달 수를 먼저 고르세요 (← →)"},
    [S_BROWSING_FMT] = {"After %s %s · → or End: back to the game", "%s %s 다음 · → 또는 End: 게임으로"},
    [S_BROWSING_START] = {"The start position · → or End: back to the game", "시작 위치 · → 또는 End: 게임으로"},
    [S_ANALYSIS_FMT] = {"Analysis · depth %d · %d kn/s", "분석 · 깊이 %d · 초당 %d천 수"},
    [S_ANALYSIS_START] = {"Analysis: looking…", "분석: 살펴보는 중…"},
    [S_ANALYSIS_FINAL_FMT] = {"%s · no moves to analyse", "%s · 분석할 수가 없습니다"},
    [S_STOP] = {"Stop", "분석 중지"},
    [S_PIECE_STYLE] = {"Xiangqi and janggi pieces", "샹치·장기 기물"},
    [S_FOLDERS] = {"Folders", "폴더"},
    [S_GAMES_HERE] = {"Games in this folder", "이 폴더의 게임"},
    [S_FOLDER_UP] = {"up", "위로"},
    [S_FOLDER_RECENT] = {"recent", "최근"},
    [S_FOLDER_IN] = {"folder", "하위 폴더"},
    [S_OPEN_PATH_HINT] = {"Type a folder or a file and press Enter (~ is your home)", "폴더나 파일을 입력하고 Enter (~ 는 홈 폴더)"},
    [S_NO_SUCH_PATH_FMT] = {"There is no file or folder %s", "%s 라는 파일이나 폴더가 없습니다"},
    [S_PLAYER_NAME] = {"Your name in saved games (PGN White / Black; empty: ?)", "저장한 대국에 쓸 이름 (PGN의 White / Black, 비우면 ?)"},
    [S_PIECE_CHARACTERS] = {"Characters", "한자"},
    [S_PIECE_PICTOGRAMS] = {"Pictograms", "그림"},
    [S_YOUR_SIDE_BELOW] = {"Against the computer: your side at the bottom", "컴퓨터와 둘 때 내 쪽을 아래로"},
    [S_START_SETUP] = {"As set up", "기본 배치"},
    [S_START_960_RANDOM] = {"960 random", "960 무작위"},
    [S_CARD_EMPTY] = {"Point at a piece to see its moves on an empty board",
                      "말을 가리키면 빈 판에서의 움직임을 보여 줍니다"},
    [S_CLOCK_NOT_KEPT] = {"This game was on a clock; against the computer it goes on without one",
                          "시계를 쓰던 게임입니다: 컴퓨터와의 대국은 시계 없이 이어집니다"},
    [S_RESIGN_TITLE] = {"Resign this game?", "이 게임을 기권할까요?"},
    [S_RESIGN_BODY] = {"The game goes to your opponent. Undo can take it back.",
                       "게임은 상대의 승리로 끝납니다. 무르기로 되돌릴 수 있습니다."},
        [S_END_DRAW] = {"Draw", "무승부"},
    [S_REMATCH] = {"Rematch", "재대국"},
    [S_SAVE_BUTTON] = {"Save", "저장"},
    [S_SAVE_PGN_TITLE] = {"Save the game as PGN", "PGN으로 게임 저장"},
    [S_SAVE_RECORD_TITLE] = {"Save the game record", "기보 저장하기"},
    [S_SAVE_GAME_TITLE] = {"Save the game", "게임 저장하기"},
    [S_SAVE_FILE_CAPTION] = {"File (the whole path; Enter saves)", "파일 (전체 경로, Enter로 저장)"},
    [S_SAVE_PGN_NOTE] = {"PGN opens in other chess programs. A folder below moves the name into it; Open game "
                         "starts in the folder you saved in.",
                         "PGN은 다른 체스 프로그램에서도 열립니다. 아래 폴더를 누르면 그 폴더에 저장합니다. 게임 "
                         "열기는 저장한 폴더에서 시작합니다."},
    [S_SAVE_GAME_NOTE] = {"Our own record keeps everything: the variant file, who plays, the clocks. A folder "
                          "below moves the name into it; Open game starts in the folder you saved in.",
                          "이 프로그램의 기록 형식은 변형 파일, 대국자, 시계를 모두 저장합니다. 아래 폴더를 누르면 "
                          "그 폴더에 저장합니다. 게임 열기는 저장한 폴더에서 시작합니다."},
    [S_PGN_GAMES_TITLE_FMT] = {"%s holds %d games: which one?", "%s에는 게임이 %d개 있습니다: 어느 게임을 열까요?"},
    [S_SETUP_FEN_CAPTION] = {"FEN (type or paste, Enter sets it up)", "FEN (입력하거나 붙여 넣고 Enter)"},
    [S_PROMOTION_WHICH] = {"Several promotions are open: point at the square you mean, then press the letter",
                           "승격할 칸이 여럿입니다: 원하는 칸을 가리킨 뒤 글자를 누르세요"},
    [S_PASTED_RECORD] = {"Game opened from the pasted shogi record", "붙여 넣은 쇼기 기보의 게임을 열었습니다"},
    [S_SFEN_COPIED] = {"SFEN copied to the clipboard", "SFEN을 클립보드에 복사했습니다"},
    [S_SAVE_SHOGI_NOTE] = {"The name's ending chooses the format: .pgn, .kif, .ki2, .csa (shogi programs) or .sfen "
                           "(the position).",
                           "파일 이름의 확장자로 형식을 고릅니다: .pgn, .kif, .ki2, .csa(쇼기 프로그램) 또는 .sfen(포지션)."},
    [S_PASTED_PGN] = {"Game opened from the pasted PGN", "붙여 넣은 PGN의 게임을 열었습니다"},
    [S_PASTE_FAILED] = {"Cannot use the pasted text", "붙여 넣은 텍스트를 쓸 수 없습니다"},
    [S_PASTE_FEN_FMT] = {"This FEN is not a position of %s: %s", "이 FEN은 %s의 포지션이 아닙니다: %s"},
    [S_RESIGN] = {"Resign", "기권"},
    [S_OFFER_DRAW] = {"Offer draw", "무승부 제안"},
    [S_ACCEPT_DRAW] = {"Accept", "수락"},
    [S_DECLINE_DRAW] = {"Decline", "거절"},
    [S_DRAW_OFFERED] = {"Draw offer", "무승부 제안 받음"},
    [S_DRAW_ANSWER_FMT] = {"%s: accept or decline", "%s: 수락 또는 거절"},
    [S_DRAW_DECLINED] = {"The computer declines the draw", "컴퓨터가 무승부 제안을 거절했습니다"},
    [S_CLOCK_LABEL] = {"Clock", "시계"},
    [S_CLOCK_NONE] = {"None", "없음"},
    [S_CLOCK_CUSTOM] = {"Custom", "직접"},
    [S_CLOCK_CUSTOM_FMT] = {"Custom: %d min + %d s", "직접 설정: %d분 + %d초"},
    [S_CLOCK_HOT_SEAT_ONLY] = {"Clocks are for two players at this computer.", "시계는 두 사람 대국에서만 씁니다."},
    [S_CHECKS_OF_FMT] = {"%s %d of %d", "%s %d/%d"},
    [S_CHECKS_FMT] = {"%s %d", "%s %d"},
    [S_CHECKS_LABEL] = {"Checks given", "체크 횟수"},
    [S_VARS_LABEL] = {"Variables", "변수"},
    [S_PASS] = {"Pass", "한수쉼"},
    [S_PASS_NONE] = {"No pass now: a player in check must answer it", "지금은 한수쉼을 할 수 없습니다: 장군을 먼저 받으세요"},
    [S_PASS_TITLE] = {"Pass?", "한수쉼할까요?"},
    [S_PASS_ENDS_POINTS_FMT] = {"If %s passes too, the game ends and is decided on points: %s %g, %s %g.",
                                "%s도 한수쉼하면 게임이 끝나고 점수로 결정됩니다: %s %g, %s %g."},
    [S_PASS_ENDS_FMT] = {"If %s passes too, the game ends: %s.", "%s도 한수쉼하면 게임이 끝납니다: %s."},
    [S_WALL_WHERE] = {"Now click the square for the wall", "이제 벽을 놓을 칸을 누르세요"},
    [S_DUCK_WHERE] = {"Now click the square the duck goes to", "이제 오리를 옮길 칸을 누르세요"},
    [S_REVIEW_SUMMARY_FMT] = {"%s: %d ?! · %d ? · %d ?? · average loss %d cp", "%s: ?! %d · ? %d · ?? %d · 평균 손실 %dcp"},
    [S_MUST_CAPTURE] = {"A capture is compulsory: play one of the pieces that can capture",
                        "잡기가 의무입니다: 잡을 수 있는 기물로 두세요"},
    [S_MOVES_COUNT_FMT] = {"move %d", "%d수째"},
    [S_END_CHECKMATE_FMT] = {"Checkmate — %s wins", "체크메이트 — %s 승리"},
    [S_END_STALEMATE] = {"Stalemate — a draw", "스테일메이트 — 무승부"},
    [S_END_STALEMATE_WINS_FMT] = {"%s has no move left and wins", "%s은 둘 수가 없어 승리"},
    [S_END_REPETITION] = {"Draw by threefold repetition", "동형 3회 반복으로 무승부"},
    [S_END_FIFTY] = {"Draw by the fifty-move rule", "50수 규칙으로 무승부"},
    [S_END_INSUFFICIENT] = {"Draw: neither side can checkmate", "기물 부족으로 무승부"},
    [S_END_NO_MOVES] = {"Draw: no legal moves", "둘 수 있는 수가 없어 무승부"},
    [S_END_RESIGNED_FMT] = {"%s resigned — %s wins", "%s 기권 — %s 승리"},
    [S_END_AGREEMENT] = {"Draw by agreement", "합의로 무승부"},
    [S_END_TIME_FMT] = {"%s's time ran out — %s wins", "%s 시간 초과 — %s 승리"},
    [S_END_TIME_DRAW_FMT] = {"%s's time ran out — a draw: %s cannot win", "%s 시간 초과 — %s은 이길 수 없어 무승부"},
    [S_END_REACHED_ZONE_FMT] = {"%s's %s reached the %s", "%s %s %s에 도달"},
    [S_END_REACHED_RANK_FMT] = {"%s's %s reached rank %d", "%s %s %d랭크에 도달"},
    [S_END_THIRD_CHECK_FMT] = {"Third check — %s wins", "세 번째 체크 — %s 승리"},
    [S_END_CHECKS_FMT] = {"%s gave check %d times", "%s이 체크를 %d번 걸었습니다"},
    [S_END_LOST_ALL_FMT] = {"%s lost every piece and wins", "%s은 기물을 모두 잃어 승리"},
    [S_END_TOOK_ALL_FMT] = {"%s captured every enemy piece", "%s이 상대 기물을 모두 잡았습니다"},
    [S_END_CAPTURED_FMT] = {"%s captured the %s", "%s이 %s 잡았습니다"},
    [S_END_BLEW_UP_FMT] = {"%s blew up the %s", "%s이 %s 폭파했습니다"},
    [S_END_WINS_COND_FMT] = {"%s wins: %s", "%s 승리: %s"},
    [S_END_ON_POINTS_FMT] = {"%s wins on points, %g to %g", "%s 점수승, %g 대 %g"},
    [S_END_DRAW_COND_FMT] = {"Draw: %s", "무승부: %s"},
    [S_SETTINGS] = {"Settings", "설정"},
    [S_THEME] = {"Board colours", "보드 색"},
    [S_THEME_GREEN] = {"Green", "초록"},
    [S_THEME_WOOD] = {"Wood", "나무"},
    [S_THEME_BLUE] = {"Blue", "파랑"},
    [S_THEME_CONTRAST] = {"High contrast", "고대비"},
    [S_ANIMATION] = {"Pieces slide when they move", "기물이 미끄러지듯 움직이기"},
    [S_SOUND] = {"Sound", "소리"},
    [S_ON] = {"On", "켜기"},
    [S_OFF] = {"Off", "끄기"},
    [S_NOTATION] = {"Move notation", "기보 표기"},
    [S_NOTATION_SAN] = {"Algebraic (Nf3)", "대수 기보 (Nf3)"},
    [S_NOTATION_COORDINATES] = {"Coordinates (g1f3)", "좌표 (g1f3)"},
    [S_EXT_REFUSED_FMT] = {"%s sent \"%s\", not a legal move here: refused. The game is kept; Continue asks it again, or choose Ours in Settings → Engines.",
                           "%s이(가) 보낸 \"%s\"는 이 자리에서 둘 수 없는 수라 거절했습니다. 대국은 그대로입니다. 계속을 누르면 다시 묻고, 설정 → 엔진에서 기본 엔진을 고를 수 있습니다."},
    [S_EXT_FAILED_FMT] = {"%s failed (%s). The game is kept; Continue starts it again, or choose Ours in Settings → Engines.",
                          "%s에 문제가 생겼습니다(%s). 대국은 그대로입니다. 계속을 누르면 다시 시작하고, 설정 → 엔진에서 기본 엔진을 고를 수 있습니다."},
    [S_EXT_CANNOT_PLAY_FMT] = {"%s cannot play %s: our engine plays instead.", "%s은(는) %s을(를) 둘 수 없어 기본 엔진이 둡니다."},
    [S_EXT_ADD_FAILED_FMT] = {"Could not add the engine: %s", "엔진을 추가하지 못했습니다: %s"},
    [S_ENGINES] = {"Engines…", "엔진 목록…"},
    [S_ENGINES_TITLE] = {"Engines", "엔진 목록"},
    [S_ENGINE_COMMAND] = {"Command line of an engine (UCI, USI, UCCI or XBoard)", "엔진 실행 명령 (UCI, USI, UCCI, XBoard)"},
    [S_ENGINE_ADD] = {"Add", "추가"},
    [S_ENGINE_REMOVE] = {"Remove", "삭제"},
    [S_ENGINE_DETECTING_FMT] = {"Asking %s which protocol it speaks…", "%s의 프로토콜을 확인하는 중…"},
    [S_ENGINE_OURS] = {"Ours", "기본"},
    [S_ENGINE_PLAYS] = {"Plays the computer", "컴퓨터로 두기"},
    [S_ENGINE_ANALYSES] = {"Analyses", "분석하기"},
    [S_ENGINE_OPTIONS] = {"Options", "옵션"},
    [S_ENGINE_NONE] = {"No other engine yet: type its command above and press Add.", "추가한 엔진이 없습니다. 위에 명령을 입력하고 추가를 누르세요."},
    [S_ANALYSIS_BY_FMT] = {"Analysis · depth %d · %s", "분석 · 깊이 %d · %s"},
    [S_VS_ENGINE_FMT] = {"You play %s · against %s", "나: %s · 상대 %s"},
    [S_ENGINE_SET] = {"Set", "적용"},
    [S_ENGINE_OPTION_TEXT_FMT] = {"%s: type its text, then Enter or Set", "%s: 값을 입력하고 Enter 또는 적용을 누르세요"},
    [S_NOTATION_OWN] = {"Its players'", "그 게임의 기보"},
    [S_NOTATION_HODGES] = {"Western (P-7f)", "서양식 (P-7f)"},
    [S_NOTATION_JAPANESE] = {"Japanese (７六歩)", "일본식 (７六歩)"},
    [S_NOTATION_WXF] = {"WXF (C2.5)", "WXF (C2.5)"},
    [S_NOTATION_CHINESE] = {"Chinese (炮二平五)", "중국식 (炮二平五)"},
    [S_NOTATION_JANGGI] = {"Janggi (79卒78)", "장기 기보 (79卒78)"},
};

void i18n_set_lang(Lang lang) { current = lang == LANG_KO ? LANG_KO : LANG_EN; }
Lang i18n_lang(void) { return current; }
const char *i18n_lang_code(Lang lang) { return lang == LANG_KO ? "ko" : "en"; }

static int says_korean(const char *s) { return s && s[0] == 'k' && s[1] == 'o' && (s[2] == '\0' || s[2] == '_' || s[2] == '-' || s[2] == '.' || s[2] == ':'); }

Lang i18n_detect(const char *arg)
{
    if (arg && *arg)
        return says_korean(arg) ? LANG_KO : LANG_EN;
    /* the first variable that is set decides, as in POSIX locale lookup */
    static const char *vars[] = {"LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"};
    for (size_t i = 0; i < sizeof vars / sizeof vars[0]; i++) {
        const char *v = getenv(vars[i]);
        if (v && *v)
            return says_korean(v) ? LANG_KO : LANG_EN;
    }
    return LANG_EN;
}

const char *tr(StrId id)
{
    if ((unsigned)id >= S_COUNT)
        return "?";
    const char *s = table[id][current];
    return s ? s : table[id][LANG_EN];
}

const char *tr_in(StrId id, Lang lang)
{
    if ((unsigned)id >= S_COUNT || (unsigned)lang >= LANG_COUNT)
        return "?";
    return table[id][lang] ? table[id][lang] : table[id][LANG_EN];
}

static const char *const reasons[][3] = {
    {"checkmate", "checkmate", "체크메이트"},
    {"stalemate", "stalemate", "스테일메이트"},
    {"repetition", "threefold repetition", "동형 반복"},
    {"fifty_moves", "fifty-move rule", "50수 규칙"},
    {"insufficient", "insufficient material", "기물 부족"},
    {"no legal moves", "no legal moves", "둘 수 있는 수 없음"},
    {"three_check", "three checks", "3체크"},
    {"king_of_the_hill", "king of the hill", "킹 오브 더 힐"},
    {"extinction", "extinction", "전멸"},
    {"bare_king", "bare king", "외로운 킹"},
    {"perpetual_check", "the loser's perpetual check", "패자의 연속 장군"},
    {"perpetual_chase", "the loser's perpetual chase", "패자의 연속 추격"},
    {"stalemate_loses", "the loser has no move", "패자가 둘 수 없음"},
};

const char *tr_reason(const char *reason, char *buf, size_t size)
{
    for (size_t i = 0; i < sizeof reasons / sizeof reasons[0]; i++)
        if (!strcmp(reason, reasons[i][0]))
            return reasons[i][1 + (current == LANG_KO)];
    snprintf(buf, size, "%s", reason);
    for (char *p = buf; *p; p++)
        if (*p == '_')
            *p = ' ';
    return buf;
}

const char *tr_text(const char *en, const char *ko)
{
    if (current == LANG_KO && ko && *ko)
        return ko;
    return en ? en : "";
}

const char *tr_piece(const char *name)
{
    static const char *const ko[][2] = {{"pawn", "폰"},   {"knight", "나이트"}, {"bishop", "비숍"},
                                        {"rook", "룩"},   {"queen", "퀸"},      {"king", "킹"},
                                        {"test", "얼굴"}, {"archbishop", "아크비숍"}, {"chancellor", "챈슬러"}};
    if (current == LANG_KO)
        for (size_t i = 0; i < sizeof ko / sizeof ko[0]; i++)
            if (!strcmp(name, ko[i][0]))
                return ko[i][1];
    return name;
}

/* Side names of the families' variant files: English as the file writes it, Korean, and
 * the form the family's own players write (Japanese for shogi, Chinese for xiangqi,
 * Korean for janggi). Another name is shown as written. */
static const char *const side_words[][3] = {
    {"Sente", "선수", "先手"}, {"Gote", "후수", "後手"}, {"Red", "홍", "红方"},   {"Black", "흑", "黑方"},
    {"Cho", "초", "초"},       {"Han", "한", "한"},     {"Blue", "청", NULL}, {"White", "백", NULL},
};

static const char *const *side_row(const Variant *v, int c)
{
    if (!v || !v->sides[c & 1][0])
        return NULL;
    for (size_t i = 0; i < sizeof side_words / sizeof side_words[0]; i++)
        if (!strcmp(v->sides[c & 1], side_words[i][0]))
            return side_words[i];
    return NULL;
}

const char *tr_side(const Variant *v, int c)
{
    if (!v || !v->sides[c & 1][0])
        return tr((c & 1) ? S_BLACK : S_WHITE);
    const char *const *row = side_row(v, c);
    return row && current == LANG_KO ? row[1] : v->sides[c & 1];
}

const char *tr_side_native(const Variant *v, int c)
{
    const char *const *row = side_row(v, c);
    if (!row || !row[2] || !strcmp(row[2], tr_side(v, c)))
        return NULL;
    return row[2];
}
