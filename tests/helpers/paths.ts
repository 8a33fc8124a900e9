import path from "node:path";

/** The repository's root and its content folder, wherever a test file sits. */
export const ROOT_DIR = path.join(__dirname, "..", "..");
export const CONTENT_DIR = path.join(ROOT_DIR, "content");
