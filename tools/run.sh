#!/usr/bin/env bash
# Installs what is missing, builds, and starts the game (Standard Chess by default).
# Extra arguments go to the game, e.g. tools/run.sh --variant variants/capablanca.yaml
set -euo pipefail
cd "$(dirname "$0")/.."
tools/deps.sh
cmake -S . -B build -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCHESSEMBLY_BUILD_APP=ON >/dev/null
cmake --build build -j"$(nproc)"
exec build/chessembly "$@"
