#!/usr/bin/env bash
# One browser spec (or any arguments `playwright test` takes) against the production build, which
# is built first only when it is missing or older than anything it is built from:
#   npm run test:e2e:one -- tests/e2e/boot.spec.ts
#   npm run test:e2e:one -- tests/e2e/home-url.spec.ts -g "unknown keys"
# The specs check the prerendered pages, the offline worker and the production server's headers,
# so they run against the build, never the dev server.
set -euo pipefail

cd "$(dirname "$0")/../.."
export PATH="$PWD/node_modules/.bin:$PATH"

if (($# == 0)); then
  echo 'Usage: npm run test:e2e:one -- <spec file> [playwright test options]' >&2
  exit 2
fi

# Written by the build's fourth step (build:offline): a build that stopped before it has none.
built=dist/sw.js
inputs=(src public data scripts/build index.html vite.config.ts tsconfig.json package-lock.json)
if [[ ! -f $built || ! -d dist-ssr ]]; then
  echo 'No complete build in dist/: building it first.' >&2
  npm run build
else
  newer=$(find "${inputs[@]}" -type f -newer "$built" -print -quit)
  if [[ -n $newer ]]; then
    echo "The build is older than ${newer}: building it again." >&2
    npm run build
  fi
fi

bash scripts/ci/ensure-chromium.sh >/dev/null
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
exec playwright test "$@"
