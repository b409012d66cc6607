#!/usr/bin/env bash
# The test command (`npm test`): unit and component tests (Vitest), the production build, the
# browser and model-based tests against it (Playwright), the cross-engine journeys in Chromium,
# Firefox and WebKit (tests/engines), then one line `N passed, M failed`.
# A failing runner does not stop the next one; the exit status says whether anything failed.
set -euo pipefail

cd "$(dirname "$0")/../.."
# The project's own Node (the `node` devDependency) and tools, even when run outside npm.
export PATH="$PWD/node_modules/.bin:$PATH"

bash scripts/ci/ensure-chromium.sh
bash scripts/ci/ensure-engines.sh
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

rm -rf reports && mkdir -p reports

vitest_status=0
npx --no -- vitest run --reporter=default --reporter=json --outputFile.json=reports/vitest.json || vitest_status=$?

if ! npm run build; then
  echo 'The build failed, so the browser tests did not run.' >&2
  node scripts/ci/report-totals.ts || true
  exit 1
fi

playwright_status=0
npx --no -- playwright test || playwright_status=$?

engines_status=0
npx --no -- playwright test -c tests/engines/engines.config.ts || engines_status=$?

totals_status=0
node scripts/ci/report-totals.ts || totals_status=$?

if ((vitest_status != 0 || playwright_status != 0 || engines_status != 0 || totals_status != 0)); then
  exit 1
fi
