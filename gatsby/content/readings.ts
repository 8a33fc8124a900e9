import fs from "node:fs";
import path from "node:path";
import { readingsToKeep, takeReadings } from "../../src/lib/text";
import { codeDigestOf, readJson } from "../buildCache";

// Most of the content check's time goes on reading each markdown text: its HTML as the page will read it
// (src/lib/content/bodyHtml.ts) and a guide's outline (src/lib/documents/outline.ts). Those readings depend only on
// the text, on the code of src/lib/ and on the libraries package-lock.json names, so a build keeps them in .cache/
// for the next one, which takes the reading of a text it has seen rather than read it again. What is kept is what
// follows from one text alone (the HTML check's findings in it, a guide's outline); the rules that hold files to
// each other and to the site run in every build. A change to any file of src/lib/ or to package-lock.json, or
// `gatsby clean` (which `npm test` runs), has every text read afresh.

const ROOT = path.join(__dirname, "..", "..");
const READINGS_FILE = path.join(ROOT, ".cache", "content-readings.json");

interface KeptReadings {
  code: string;
  readings: ReturnType<typeof readingsToKeep>;
}

/** Every file of the code the readings come from, by absolute path. */
function codeFiles(dir = path.join(ROOT, "src", "lib")): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "__tests__" ? [] : codeFiles(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const codeDigest = (root: string) => codeDigestOf(codeFiles(path.join(root, "src", "lib")), root);

/** The readings the last build kept, if the code they came from is the same. */
export function takeKeptReadings(file = READINGS_FILE, root = ROOT): void {
  const kept = readJson<KeptReadings>(file);
  if (kept?.code === codeDigest(root)) takeReadings(kept.readings);
}

/** This build's readings, for the next. */
export function keepReadings(file = READINGS_FILE, root = ROOT): void {
  const kept: KeptReadings = { code: codeDigest(root), readings: readingsToKeep() };
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(kept));
}
