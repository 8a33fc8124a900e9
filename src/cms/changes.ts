// What an editor changed in an entry: the fields whose values differ between the file as read and the entry as
// saved, at the smallest part that differs (one field of one item of a list, not the list), so that a save can
// write just those parts into the file and leave every other line of it as it was (src/cms/fileFormats.ts).

export type Key = string | number;

export type Change =
  /** The value at `path` is now `value`. */
  | { kind: "replace"; path: Key[]; value: unknown }
  /** A field or list item that was not there; in an object, placed after the field `after` (first when none). */
  | { kind: "add"; path: Key[]; value: unknown; after?: string }
  | { kind: "remove"; path: Key[] };

export const isObject = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) && typeof value === "object" && !Array.isArray(value);

/** A value a hand-written file leaves out rather than writes: nothing, "", an empty list, an object of those. */
export const isBlank = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  value === "" ||
  (Array.isArray(value) && value.length === 0) ||
  (isObject(value) && Object.values(value).every(isBlank));

export function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => same(item, b[i]));
  if (isObject(a) && isObject(b)) {
    const keys = Object.keys(a).filter((key) => a[key] !== undefined);
    const others = Object.keys(b).filter((key) => b[key] !== undefined);
    return keys.length === others.length && keys.every((key) => same(a[key], b[key]));
  }
  return false;
}

/** The index at which `longer` has the one item `shorter` lacks, when that is the only difference. */
function oneMore(longer: readonly unknown[], shorter: readonly unknown[]): number | undefined {
  if (longer.length !== shorter.length + 1) return undefined;
  let at = 0;
  while (at < shorter.length && same(longer[at], shorter[at])) at += 1;
  return longer.slice(at + 1).every((item, i) => same(item, shorter[at + i])) ? at : undefined;
}

function listChanges(before: readonly unknown[], after: readonly unknown[], path: Key[]): Change[] {
  const added = oneMore(after, before);
  if (added !== undefined) return [{ kind: "add", path: [...path, added], value: after[added] }];
  const removed = oneMore(before, after);
  if (removed !== undefined) return [{ kind: "remove", path: [...path, removed] }];
  const common = Math.min(before.length, after.length);
  const changes = Array.from({ length: common }, (_, i) => changesBetween(before[i], after[i], [...path, i])).flat();
  for (let i = common; i < after.length; i += 1) changes.push({ kind: "add", path: [...path, i], value: after[i] });
  for (let i = before.length - 1; i >= common; i -= 1) changes.push({ kind: "remove", path: [...path, i] });
  return changes;
}

function objectChanges(before: Record<string, unknown>, after: Record<string, unknown>, path: Key[]): Change[] {
  const changes: Change[] = [];
  for (const key of Object.keys(before)) {
    if (!(key in after) || after[key] === undefined) changes.push({ kind: "remove", path: [...path, key] });
  }
  let previous: string | undefined;
  for (const [key, value] of Object.entries(after)) {
    if (key in before) {
      changes.push(...changesBetween(before[key], value, [...path, key]));
      previous = key;
    } else if (!isBlank(value)) {
      changes.push({
        kind: "add",
        path: [...path, key],
        value,
        ...(previous === undefined ? {} : { after: previous }),
      });
      previous = key;
    }
  }
  return changes;
}

/** The changes that turn `before` into `after`, in an order that can be made one after another. */
export function changesBetween(before: unknown, after: unknown, path: Key[] = []): Change[] {
  if (same(before, after)) return [];
  if (Array.isArray(before) && Array.isArray(after)) return listChanges(before, after, path);
  if (isObject(before) && isObject(after)) return objectChanges(before, after, path);
  return [{ kind: "replace", path, value: after }];
}
