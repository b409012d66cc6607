#!/usr/bin/env bash
# The Nu Html Checker over the build (scripts/ci/html-check.ts); run `npm run build` first.
# The checker itself is the vnu-jar devDependency (pinned in package-lock.json, so every machine
# runs the same version; Debian 12 has no vnu-jar package; its install script, which would download
# a Java runtime, is denied in package.json's allowScripts). It needs Java: installs Debian's
# default-jre-headless when java is missing and we are root with apt-get; otherwise fails with
# one line saying what to install.
set -euo pipefail

cd "$(dirname "$0")/../.."

if ! command -v java >/dev/null 2>&1; then
  if [[ "$(id -u)" -eq 0 ]] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing Debian's default-jre-headless"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq --no-install-recommends default-jre-headless
  else
    echo 'Missing: install Java with "sudo apt-get install -y default-jre-headless" and run the check again.' >&2
    exit 1
  fi
fi

exec npx --no -- node scripts/ci/html-check.ts "$@"
