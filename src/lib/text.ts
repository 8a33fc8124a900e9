/** Text that must not wrap across lines, e.g. a phone number: its spaces become non-breaking. */
export function nonBreaking(text: string): string {
  return text.replace(/ /g, "\u00a0");
}

/** Text to match literally inside a regular expression: its special characters escaped. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Text to put in HTML, in an element or a double-quoted attribute: its markup characters escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[char] ?? char);
}

/** Lists whose one item is not the name without its last "s" (an alias, not an "aliase"). */
const IRREGULAR: Readonly<Record<string, string>> = { aliases: "alias" };

/** What one item of a list named `name` is called: "items" → "item", "entries" → "entry", "aliases" → "alias". */
export function singular(name: string): string {
  if (Object.hasOwn(IRREGULAR, name)) return IRREGULAR[name]!;
  if (name.endsWith("ies")) return `${name.slice(0, -3)}y`;
  if (name.endsWith("sses")) return name.slice(0, -2);
  return name.endsWith("s") ? name.slice(0, -1) : name;
}

/** What each named byText function read in this process, and what an earlier process read (takeReadings). */
const readings = new Map<string, { known: Map<string, unknown>; earlier: Map<string, unknown> }>();
const readingsNamed = (name: string) => {
  if (!readings.has(name)) readings.set(name, { known: new Map(), earlier: new Map() });
  return readings.get(name)!;
};

/**
 * `read` remembered by its text: a text read once is not read again in this process. Past `kept` texts the oldest
 * go, so an editing session's drafts cannot pile up. What it returns is shared: callers must not change it. With a
 * `name`, what it read can be kept for a later process (readingsToKeep), which then takes a reading of the same text
 * rather than read it again (takeReadings): what it returns must then be data JSON writes as it is.
 */
export function byText<T>(read: (text: string) => T, { kept = 5000, name }: { kept?: number; name?: string } = {}) {
  const { known, earlier } = name ? readingsNamed(name) : { known: new Map<string, unknown>(), earlier: undefined };
  return (text: string): T => {
    if (known.has(text)) return known.get(text) as T;
    const value = earlier?.has(text) ? (earlier.get(text) as T) : read(text);
    if (known.size >= kept) known.delete(known.keys().next().value!);
    known.set(text, value);
    return value;
  };
}

/** Every named byText function's readings of this process, by its name: those a later one may take. */
export function readingsToKeep(): Record<string, Array<[string, unknown]>> {
  return Object.fromEntries([...readings].map(([name, { known }]) => [name, [...known]]));
}

/** Readings an earlier process kept (readingsToKeep), which the named functions take rather than read again. */
export function takeReadings(kept: Record<string, Array<[string, unknown]>>): void {
  for (const [name, pairs] of Object.entries(kept)) {
    const { earlier } = readingsNamed(name);
    earlier.clear();
    for (const [text, value] of pairs) earlier.set(text, value);
  }
}
