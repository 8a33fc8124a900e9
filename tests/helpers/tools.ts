import { screen } from "@testing-library/react";

// Helpers for the free tools' view tests.

/** Puts the tool's page in the address bar, with an optional query, as a visit would. */
export function visit(path: string, query = ""): void {
  window.history.replaceState(null, "", `${path}${query}`);
}

/** The value shown for a labelled result figure (a <dt>/<dd> pair). */
export function figure(label: string): string {
  const term = screen.getByText(label, { selector: "dt" });
  return term.parentElement?.querySelector("dd span")?.textContent ?? "";
}
