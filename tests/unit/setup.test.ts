/** @jest-environment node */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { filesUnder } from "../../gatsby/files";
import { ROOT_DIR } from "../helpers/paths";

// The README's two set-up commands and what CI runs agree, and the test command installs every program the tests
// run. CI runs the README's test command as written (.ci/run reads it from the README), so what is checked here is
// that it finds the command the README shows, and that nothing the tests start is left for a machine to happen to
// have: a test that runs pdftotext, say, passes where poppler-utils was installed by hand and fails on a new machine.

const readme = fs.readFileSync(path.join(ROOT_DIR, "README.md"), "utf8");
const setup = /^## Set-up: two commands\n([\s\S]*?)\n## /m.exec(readme)?.[1] ?? "";
const commands = [...setup.matchAll(/^```sh\n(.*)\n```$/gm)].map((match) => match[1]!);
const install = fs.readFileSync(path.join(ROOT_DIR, "scripts", "install.sh"), "utf8");
const debianPackages = /^DEBIAN_PACKAGES=\(([^)]*)\)$/m.exec(install)?.[1]?.split(/\s+/) ?? [];

/** The programs other than Node that the tests and their helpers start, by name, and the Debian package that has each. */
const PROGRAMS: Record<string, string | undefined> = {
  // The browser tests' Chromium, its headless shell (tests/browser/support/browser.ts).
  "chromium-headless-shell": "chromium-headless-shell",
  // The W3C's HTML checker, vnu-jar's jar (tests/postbuild/w3cValidity.test.ts).
  java: "default-jre-headless",
  // The sitemap's dates come from the clone's history: CI's clone has git, as every checkout does.
  git: undefined,
  // Node's own package manager, which comes with Node (scripts/use-node.sh): a documented `npm run` command, run
  // as its readers run it (tests/postbuild/leadDelivery.test.ts).
  npm: undefined,
};

/** The programs the test code starts by name: the first argument of child_process's calls, and the browser's path. */
function programsStarted(): Map<string, string> {
  const started = new Map<string, string>();
  const files = [
    ...filesUnder(path.join(ROOT_DIR, "tests"), (name) => /\.(ts|tsx|mjs|cjs|js)$/.test(name)),
    path.join(ROOT_DIR, "playwright.config.ts"),
    path.join(ROOT_DIR, "playwright.connected.config.ts"),
  ];
  for (const file of files) {
    if (file === __filename) continue;
    const text = fs.readFileSync(file, "utf8");
    for (const match of text.matchAll(/\b(?:execFileSync|execFile|spawnSync|spawn|execSync)\(\s*["'`]([\w.-]+)/g)) {
      started.set(match[1]!, path.relative(ROOT_DIR, file));
    }
    for (const match of text.matchAll(/["'`]\/usr\/bin\/([\w.-]+)["'`]/g))
      started.set(match[1]!, path.relative(ROOT_DIR, file));
  }
  return started;
}

describe("the README's set-up commands", () => {
  it("are two: one runs the site, one runs the tests", () => {
    expect(commands).toHaveLength(2);
    expect(commands[0]).toMatch(/&& npm start$/);
    expect(commands[1]).toMatch(/&& npm test$/);
  });

  it("are what CI runs: .ci/run runs the test command as the README states it", () => {
    const printed = execFileSync("bash", [path.join(ROOT_DIR, ".ci", "run"), "--print"], { encoding: "utf8" });
    expect(printed.trim()).toBe(commands[1]);
  });

  it("install what the tests need: the test command runs scripts/install.sh, which installs npm's packages", () => {
    expect(commands[1]).toContain("bash scripts/install.sh");
    expect(install).toMatch(/^npm ci\b/m);
    expect(debianPackages.length).toBeGreaterThan(0);
  });
});

describe("the programs the tests start", () => {
  const started = programsStarted();

  it("are found (the scan reads the browser's path and the W3C checker's Java)", () => {
    expect([...started.keys()]).toEqual(expect.arrayContaining(["chromium-headless-shell", "java"]));
  });

  it.each([...started])("%s (started by %s) is installed by the README's test command", (program) => {
    expect(Object.keys(PROGRAMS)).toContain(program);
    const debianPackage = PROGRAMS[program];
    if (debianPackage) expect(debianPackages).toContain(debianPackage);
  });

  it("leave no package in scripts/install.sh that no test needs", () => {
    const needed = new Set([...started.keys()].map((program) => PROGRAMS[program]));
    for (const debianPackage of debianPackages) expect(needed).toContain(debianPackage);
  });
});
