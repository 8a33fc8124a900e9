/**
 * Runs jobs with at most `concurrency` at once (tabs of one browser), so a long per-page sweep
 * uses both cores of a CI machine without flooding it. Results come back in input order.
 */
export async function inPool<T, R>(
  items: readonly T[],
  concurrency: number,
  run: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await run(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, worker));
  return results;
}

/** Tabs worked at once by the per-page sweeps: BROWSER_CONCURRENCY, or 2. */
export const CONCURRENCY = Number(process.env.BROWSER_CONCURRENCY ?? 2);
