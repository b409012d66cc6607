import { describe, expect, it } from 'vitest'
import { auditVerdict } from '../../scripts/ci/audit-verdict'

const report = (vulnerabilities: Record<string, number>) =>
  JSON.stringify({ auditReportVersion: 2, vulnerabilities: {}, metadata: { vulnerabilities } })
const none = { info: 0, low: 0, moderate: 0, high: 0, critical: 0 }

describe('auditVerdict', () => {
  it.each([
    ['a clean report', report({ ...none, total: 0 }), 0],
    ['low and moderate advisories only', report({ ...none, low: 2, moderate: 1, total: 3 }), 0],
    ['one high advisory', report({ ...none, high: 1, total: 1 }), 1],
    ['high and critical advisories', report({ ...none, high: 2, critical: 1, total: 3 }), 3],
  ])('%s: %i blocking', (_, output, blocking) => {
    const verdict = auditVerdict(output)
    expect(verdict.kind).toBe('checked')
    expect(verdict.kind === 'checked' && verdict.blocking).toBe(blocking)
  })

  it.each([
    [
      'a registry without the audit endpoint',
      JSON.stringify({
        message: '405 Method Not Allowed - POST https://registry.example/-/npm/v1/security/advisories/bulk',
        statusCode: 405,
      }),
      '405 Method Not Allowed',
    ],
    ['no JSON at all', 'npm error network request failed', 'printed no JSON report'],
    ['nothing printed', '', 'printed no JSON report'],
    ['JSON without advisory data', '{}', 'no advisory data'],
  ])('%s: not checked', (_, output, reason) => {
    const verdict = auditVerdict(output)
    expect(verdict.kind).toBe('unavailable')
    expect(verdict.kind === 'unavailable' && verdict.reason).toContain(reason)
  })
})
