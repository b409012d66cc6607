#!/usr/bin/env bash
# Makes sure the browsers are here: Playwright cannot download its own on these machines, so
# everything runs on Debian's Chromium packages.
# - chromium-headless-shell drives the browser tests: Chromium's headless-only build, which opens
#   a context and a page sooner than the full browser (docs/decisions/2026-11-26-test-suite-time.md);
# - chromium runs Lighthouse and the benchmarks, which measure the browser visitors use.
# Installs what is missing when we are root with apt-get; otherwise fails with one line saying
# what to install.
set -euo pipefail
# shellcheck source=debian-packages.sh
source "$(dirname "${BASH_SOURCE[0]}")/debian-packages.sh"

shell="${CHROMIUM_SHELL_PATH:-/usr/bin/chromium-headless-shell}"
full="${CHROMIUM_PATH:-/usr/bin/chromium}"

missing=()
[[ -x "$shell" ]] || missing+=(chromium-headless-shell)
[[ -x "$full" ]] || missing+=(chromium)

install_missing_packages "set CHROMIUM_SHELL_PATH and CHROMIUM_PATH" "${missing[@]}"

for browser in "$shell" "$full"; do
  # Debian's launcher scripts can print harmless shell warnings on stderr; only the version matters.
  if ! "$browser" --version 2>/dev/null; then
    echo "$browser does not start: run \"$browser --version\" to see why." >&2
    exit 1
  fi
done
