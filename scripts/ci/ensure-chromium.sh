#!/usr/bin/env bash
# Makes sure the browser tests have a Chromium: Playwright cannot download its own here, so they
# use Debian's package. Installs it when missing and we are root with apt-get; otherwise fails
# with one line saying what to install.
set -euo pipefail

chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"

if [[ ! -x "$chromium" ]]; then
  if [[ "$(id -u)" -eq 0 ]] && command -v apt-get >/dev/null 2>&1; then
    echo "Chromium is missing at $chromium: installing Debian's chromium package"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update
    apt-get install -y --no-install-recommends chromium
  else
    echo 'Chromium is missing: install Debian'"'"'s package with "sudo apt-get install -y chromium" (or set CHROMIUM_PATH) and run the tests again.' >&2
    exit 1
  fi
  if [[ ! -x "$chromium" ]]; then
    echo "Chromium is still missing at $chromium after installing the chromium package (set CHROMIUM_PATH)." >&2
    exit 1
  fi
fi

# Debian's launcher script can print harmless shell warnings on stderr; only the version matters here.
if ! "$chromium" --version 2>/dev/null; then
  echo "Chromium at $chromium does not start: run \"$chromium --version\" to see why." >&2
  exit 1
fi
