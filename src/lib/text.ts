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

/**
 * `read` remembered by its text: a text read once is not read again in this process. Past `kept` texts the oldest
 * go, so an editing session's drafts cannot pile up. What it returns is shared: callers must not change it.
 */
export function byText<T>(read: (text: string) => T, kept = 5000): (text: string) => T {
  const known = new Map<string, T>();
  return (text) => {
    if (known.has(text)) return known.get(text)!;
    const value = read(text);
    if (known.size >= kept) known.delete(known.keys().next().value!);
    known.set(text, value);
    return value;
  };
}
