import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * After a run, the slowest tests against their own timeouts. A test that needs more than half of
 * its timeout on a quiet machine fails on a busy one: split it or make it cheaper.
 */
export default class SlowestReporter implements Reporter {
  private readonly rows: { title: string; ms: number; timeout: number }[] = [];

  onTestEnd(test: TestCase, result: TestResult) {
    const where = `${test.location.file.split('/tests/e2e/')[1] ?? test.location.file}:${test.location.line}`;
    this.rows.push({ title: `[${test.parent.project()?.name}] ${where} ${test.title}`, ms: result.duration, timeout: test.timeout });
  }

  onEnd(result: FullResult) {
    if (this.rows.length === 0) return;
    const rows = [...this.rows].sort((a, b) => b.ms / b.timeout - a.ms / a.timeout);
    const over = rows.filter((r) => r.ms > r.timeout / 2);
    console.log(`\nSlowest tests against their timeouts (${rows.length} tests, ${Math.round(result.duration / 1000)} s):`);
    for (const r of rows.slice(0, 10)) {
      console.log(
        `  ${(r.ms / 1000).toFixed(1).padStart(5)} s of ${r.timeout / 1000} s (${Math.round((100 * r.ms) / r.timeout)} %)  ${r.title}`,
      );
    }
    console.log(over.length ? `${over.length} tests took more than half their timeout.` : 'Every test took at most half its timeout.');
  }
}
