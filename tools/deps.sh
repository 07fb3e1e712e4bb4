#!/usr/bin/env bash
# Installs the Debian packages Chessembly needs, only those that are missing.
# Uses sudo when not run as root. Safe to run again.
set -euo pipefail
packages=(build-essential cmake pkg-config
          libsdl2-dev libsdl2-image-dev libsdl2-ttf-dev
          libsdl2-net-dev            # network play (src/link)
          libyaml-dev libcjson-dev libcmocka-dev
          fonts-dejavu-core fonts-noto-cjk
          python3                    # tools/check_layout.py (the layout test)
          clang libclang-rt-14-dev)  # clang + libFuzzer for tools/fuzz.sh
missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done
[ ${#missing[@]} -eq 0 ] && exit 0
echo "Installing: ${missing[*]}"
sudo=""
[ "$(id -u)" -ne 0 ] && sudo="sudo"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update
$sudo apt-get install -y --no-install-recommends "${missing[@]}"
