// The nearest of some names to one that is not among them, for a message's "did you mean": by edit distance (the
// fewest letters added, removed or changed), the first listed winning a tie.

/** How many single letters must be added, removed or changed to make `a` into `b` (Levenshtein). */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * The name of `names` nearest to `wanted`, when it is near enough to be what was meant: a few letters off (a third
 * of them at most, or two). Undefined when none is: a guess that far off would mislead more than it helps.
 */
export function nearest(wanted: string, names: Iterable<string>): string | undefined {
  let best: { name: string; distance: number } | undefined;
  for (const name of names) {
    const distance = editDistance(wanted, name);
    if (!best || distance < best.distance) best = { name, distance };
  }
  return best && best.distance <= Math.max(2, Math.floor(wanted.length / 3)) ? best.name : undefined;
}
