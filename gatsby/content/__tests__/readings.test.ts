/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { CONTENT_DIR } from "../readContent";

// A build keeps its readings of the content's texts for the next (gatsby/content/readings.ts). Each build is a new
// process, so each "build" here loads the modules afresh.

interface Build {
  text: typeof import("../../../src/lib/text");
  readings: typeof import("../readings");
  check: typeof import("../check");
}

function newBuild(): Build {
  let build: Build | undefined;
  jest.isolateModules(() => {
    build = {
      text: jest.requireActual<Build["text"]>("../../../src/lib/text"),
      readings: jest.requireActual<Build["readings"]>("../readings"),
      check: jest.requireActual<Build["check"]>("../check"),
    };
  });
  return build!;
}

let dir: string;
let root: string;
let kept: string;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "readings-"));
  // A project's code (src/lib/) and lockfile: what the readings are kept against.
  root = path.join(dir, "project");
  fs.mkdirSync(path.join(root, "src", "lib"), { recursive: true });
  fs.writeFileSync(path.join(root, "src", "lib", "markdown.ts"), "export const version = 1;\n");
  fs.writeFileSync(path.join(root, "package-lock.json"), "{}\n");
  kept = path.join(dir, "cache", "content-readings.json");
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A build that reads two texts with a named function, and says which texts it read rather than took. */
function wordCounts(takeKept: boolean): { read: string[]; counts: number[] } {
  const { text, readings } = newBuild();
  const read: string[] = [];
  const words = text.byText(
    (body: string) => {
      read.push(body);
      return { words: body.split(" ").length };
    },
    { name: "test.words" },
  );
  if (takeKept) readings.takeKeptReadings(kept, root);
  const counts = ["one two", "three"].map((body) => words(body).words);
  readings.keepReadings(kept, root);
  return { read, counts };
}

it("takes the last build's readings while the code and the lockfile are the same", () => {
  expect(wordCounts(false)).toEqual({ read: ["one two", "three"], counts: [2, 1] });
  expect(wordCounts(true)).toEqual({ read: [], counts: [2, 1] });
});

it("reads every text again once a file of src/lib/ or the lockfile has changed", () => {
  wordCounts(false);
  fs.writeFileSync(path.join(root, "src", "lib", "markdown.ts"), "export const version = 2;\n");
  expect(wordCounts(true).read).toEqual(["one two", "three"]);
  fs.writeFileSync(path.join(root, "package-lock.json"), '{"lockfileVersion":3}\n');
  expect(wordCounts(true).read).toEqual(["one two", "three"]);
  expect(wordCounts(true).read).toEqual([]);
});

it("reads every text when nothing was kept, or what was kept cannot be read", () => {
  expect(wordCounts(true).read).toEqual(["one two", "three"]);
  fs.writeFileSync(kept, "{ not json");
  expect(wordCounts(true).read).toEqual(["one two", "three"]);
});

it("finds the same problems in the content with the readings kept as without", () => {
  // A copy of the real content, with HTML the site refuses in an article and a guide that cannot be laid out.
  const content = path.join(dir, "content");
  fs.cpSync(CONTENT_DIR, content, { recursive: true });
  fs.symlinkSync(path.join(CONTENT_DIR, "..", "static"), path.join(dir, "static"));
  const article = fs.readdirSync(path.join(content, "blog")).find((name) => name.endsWith(".md"))!;
  fs.appendFileSync(path.join(content, "blog", article), '\n<script src="/same-origin.js"></script>\n');
  const guide = fs.readdirSync(path.join(content, "documents")).find((name) => name.endsWith(".md"))!;
  fs.appendFileSync(path.join(content, "documents", guide), "\n### Checklist: Late\n\n- [ ] A task\n\nText after it.\n");

  const check = (takeKept: boolean) => {
    const { readings, check } = newBuild();
    if (takeKept) readings.takeKeptReadings(kept, root);
    const problems = check.checkContent(content);
    readings.keepReadings(kept, root);
    return problems;
  };
  const fresh = check(false);
  expect(fresh.map((problem) => problem.file)).toEqual(expect.arrayContaining([`blog/${article}`, `documents/${guide}`]));
  const keptReadings = JSON.parse(fs.readFileSync(kept, "utf8")) as { readings: Record<string, unknown[]> };
  expect(Object.keys(keptReadings.readings).sort()).toEqual(["bodyHtml.textProblems", "outline.readOutline"]);
  expect(check(true)).toEqual(fresh);
});
