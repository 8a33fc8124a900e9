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
