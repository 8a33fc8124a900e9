/**
 * Page queries return null when a route's content file is missing. createPages
 * already fails the build in that case; this keeps the types honest and the
 * message clear if it ever happens at run time.
 */
export function required<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`Missing content: ${what}`);
  return value;
}
