#!/usr/bin/env bash
# The end-to-end tests drive Debian's Chromium (never a browser downloaded by a
# tool). Install it when it is missing, so `npm test` works on a fresh machine.
set -euo pipefail
CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM_PATH" ]; then
  exit 0
fi
echo "Chromium not found at $CHROMIUM_PATH: installing Debian's chromium package"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium
