import fs from "node:fs";
import path from "node:path";

// The layouts CardGrid.module.scss writes, read from its lists, and the class each makes at each breakpoint.

const SHEET = fs.readFileSync(path.join(__dirname, "..", "CardGrid.module.scss"), "utf8");

const sheetList = (name: string) => new RegExp(`\\$${name}: ([^;]+);`).exec(SHEET)![1]!;

export const sheetTracks = sheetList("tracks").split(", ").map(Number);
export const sheetSpans = sheetList("spans").split(", ").map(Number);
/** "3x2": the last 2 cards span 3 tracks each. */
export const sheetLastRows = [...sheetList("last-rows").matchAll(/\((\d+) (\d+)\)/g)].map(
  ([, span, cards]) => `${span}x${cards}`,
);

/** Every class of the module, by its own name. */
export const sheetClasses = (): string[] => [
  "grid",
  "list",
  "gap3",
  "gap4",
  "gap6",
  ...["base", "sm", "md", "lg", "xl"].flatMap((breakpoint) => [
    ...sheetTracks.map((count) => `${breakpoint}T${count}`),
    ...sheetSpans.map((span) => `${breakpoint}S${span}`),
    ...sheetLastRows.map((last) => `${breakpoint}L${last}`),
  ]),
];
