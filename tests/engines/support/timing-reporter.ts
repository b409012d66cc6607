import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter'

/** Prints how long each engine took, from its first journey's start to its last one's end (its browser's start included). */
export default class TimingReporter implements Reporter {
  private readonly spans = new Map<string, { start: number; end: number; journeys: number }>()

  onTestEnd(test: TestCase, result: TestResult): void {
    const engine = test.parent.project()?.name ?? 'unknown'
    const start = result.startTime.getTime()
    const end = start + result.duration
    const span = this.spans.get(engine)
    this.spans.set(engine, {
      start: Math.min(span?.start ?? start, start),
      end: Math.max(span?.end ?? end, end),
      journeys: (span?.journeys ?? 0) + 1,
    })
  }

  onEnd(_result: FullResult): void {
    for (const [engine, { start, end, journeys }] of this.spans) {
      console.log(`engines: ${engine} ran ${journeys} journeys in ${((end - start) / 1000).toFixed(1)} s`)
    }
  }

  printsToStdio(): boolean {
    return false
  }
}
