import { spawnSync } from 'node:child_process'
import { auditVerdict, SEVERITIES } from './audit-verdict.ts'

/**
 * `npm audit --omit=dev`: the advisories of the production dependencies. Fails on any high or
 * critical one. When the registry cannot be asked (a mirror without the audit endpoint, no
 * network), the check did not happen: that is printed as NOT CHECKED, and fails only with
 * AUDIT_REQUIRED=1, so that a registry's gap does not block every change.
 */
const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8', timeout: 120_000 })
const verdict = auditVerdict(run.stdout ?? '')

if (verdict.kind === 'checked') {
  const counts = SEVERITIES.map((severity) => `${severity} ${verdict.counts[severity]}`).join(', ')
  console.log(`npm audit --omit=dev: ${counts}`)
  if (verdict.blocking > 0) {
    console.error(`${verdict.blocking} high or critical advisories: run \`npm audit --omit=dev\` for details`)
    process.exit(1)
  }
} else {
  console.log(`npm audit --omit=dev: NOT CHECKED (${verdict.reason})`)
  if (process.env.AUDIT_REQUIRED === '1') process.exit(1)
}
