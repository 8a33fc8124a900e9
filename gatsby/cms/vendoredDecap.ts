import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const ROOT = path.join(__dirname, "..", "..");

/** Decap's prebuilt bundle, kept in the repository with its checksum (vendor/decap/README.md says why). */
export const VENDORED_DECAP = path.join(ROOT, "vendor", "decap", "decap-cms-app.js");

/** Why the vendored bundle may not be used, or undefined when it is the file its checksum names. */
export function vendoredDecapProblem(file = VENDORED_DECAP): string | undefined {
  const expected = fs.readFileSync(`${file}.sha256`, "utf8").split(/\s/)[0];
  const actual = crypto.createHash("sha256").update(fs.readFileSync(file)).digest("hex");
  if (actual === expected) return undefined;
  return `${path.relative(ROOT, file)} does not match its checksum in ${path.basename(file)}.sha256 (expected ${expected}, found ${actual}): restore it, or update both as vendor/decap/README.md describes`;
}
