#!/usr/bin/env bash
# The Nu Html Checker over the build (scripts/ci/html-check.ts); run `npm run build` first.
# The checker itself is the vnu-jar devDependency (pinned in package-lock.json, so every machine
# runs the same version; Debian 12 has no vnu-jar package; its install script, which would download
# a Java runtime, is denied in package.json's allowScripts). It needs Java: installs Debian's
# default-jre-headless when java is missing and we are root with apt-get; otherwise fails with
# one line saying what to install.
set -euo pipefail
# shellcheck source=debian-packages.sh
source "$(dirname "${BASH_SOURCE[0]}")/debian-packages.sh"

cd "$(dirname "$0")/../.."

command -v java >/dev/null 2>&1 || install_missing_packages '' default-jre-headless

exec npx --no -- node scripts/ci/html-check.ts "$@"
