/**
 * What `npm audit --json` said, reduced to a verdict: the advisories counted by severity when
 * the registry answered, or why it could not (a mirror without the audit endpoint answers 405).
 */
export const SEVERITIES = ['info', 'low', 'moderate', 'high', 'critical'] as const
export type Severity = (typeof SEVERITIES)[number]

export type AuditVerdict =
  | { kind: 'checked'; counts: Record<Severity, number>; blocking: number }
  | { kind: 'unavailable'; reason: string }

/** High and critical advisories block; the others are reported. */
const BLOCKING: readonly Severity[] = ['high', 'critical']

export function auditVerdict(output: string): AuditVerdict {
  let report: unknown
  try {
    report = JSON.parse(output)
  } catch {
    return {
      kind: 'unavailable',
      reason: `npm audit printed no JSON report: ${output.trim().slice(0, 200) || '(nothing)'}`,
    }
  }
  const vulnerabilities = (report as { metadata?: { vulnerabilities?: Partial<Record<Severity, unknown>> } })?.metadata
    ?.vulnerabilities
  if (vulnerabilities && typeof vulnerabilities === 'object') {
    const counts = Object.fromEntries(
      SEVERITIES.map((severity) => {
        const count = vulnerabilities[severity]
        return [severity, typeof count === 'number' && Number.isFinite(count) ? count : 0]
      }),
    ) as Record<Severity, number>
    return { kind: 'checked', counts, blocking: BLOCKING.reduce((sum, severity) => sum + counts[severity], 0) }
  }
  const message = (report as { message?: unknown; error?: { summary?: unknown } })?.message
  return {
    kind: 'unavailable',
    reason: typeof message === 'string' && message !== '' ? message : 'no advisory data in the report',
  }
}
