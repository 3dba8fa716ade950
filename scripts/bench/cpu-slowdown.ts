/**
 * The preset's fixed 4x CPU slowdown turns a high-end desktop (benchmarkIndex 1500-2000) into a
 * mid-tier phone; on a slower host it emulates a slower phone than that. Lighthouse's throttling
 * guide (docs/throttling.md) says to calibrate then, and its calculator maps the index to the
 * slowdown that targets a mid-tier phone: 2x at 800, 3x at 1300, 4x at 1533.
 */
export function calibratedCpuSlowdown(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return 1 + Math.max(0, benchmarkIndex - 150) / 650;
}
