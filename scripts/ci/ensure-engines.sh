#!/usr/bin/env bash
# Makes sure the other engines of the cross-engine suite (tests/engines) are here, from Debian:
# - firefox-esr: Firefox, driven over WebDriver BiDi by puppeteer-core (Debian has no geckodriver);
# - webkit2gtk-driver: WebKitWebDriver and MiniBrowser (WebKitGTK, Safari's engine), driven by
#   selenium-webdriver;
# - xvfb: MiniBrowser has no headless mode, so it draws on a virtual display;
# - xdotool: gives MiniBrowser's window the focus back on that display (without a window manager a
#   window can lose it, and with it :focus-visible);
# - openssl: makes the throwaway certificate of the suite's fake forecast service
#   (tests/engines/support/forecast-proxy.ts).
# Installs what is missing when we are root with apt-get; otherwise fails with one line saying
# what to install. Chromium comes from ensure-chromium.sh.
set -euo pipefail
# shellcheck source=debian-packages.sh
source "$(dirname "${BASH_SOURCE[0]}")/debian-packages.sh"

firefox="${FIREFOX_PATH:-/usr/bin/firefox-esr}"
webkit_driver="${WEBKIT_DRIVER_PATH:-/usr/bin/WebKitWebDriver}"

missing=()
[[ -x "$firefox" ]] || missing+=(firefox-esr)
[[ -x "$webkit_driver" ]] || missing+=(webkit2gtk-driver)
command -v Xvfb >/dev/null 2>&1 || missing+=(xvfb)
command -v xdotool >/dev/null 2>&1 || missing+=(xdotool)
command -v openssl >/dev/null 2>&1 || missing+=(openssl)

install_missing_packages "set FIREFOX_PATH and WEBKIT_DRIVER_PATH" "${missing[@]}"

if ! "$firefox" --version 2>/dev/null; then
  echo "$firefox does not start: run \"$firefox --version\" to see why." >&2
  exit 1
fi
# WebKitWebDriver has no --version (and its --help exits 1): its help proves it starts, Debian's
# package names the version.
driver_help="$("$webkit_driver" --help 2>&1 || true)"
if [[ "$driver_help" != *--port* ]]; then
  echo "$webkit_driver does not start: run \"$webkit_driver --help\" to see why." >&2
  exit 1
fi
echo "WebKitWebDriver $(dpkg-query -W -f '${Version}' webkit2gtk-driver 2>/dev/null || echo '(version unknown)')"
