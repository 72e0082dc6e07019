/** The q-th percentile of sorted values (nearest rank): exact, not read off fixed buckets. */
export function percentile(sorted: number[], q: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((q / 100) * sorted.length) - 1))];
}
