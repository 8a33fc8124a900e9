/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { advisoriesFromAudit, findings, inRange, lockfilePackages, readAdvisories } from "../advisories";

// The advisory check: the lockfile holds no version scripts/advisories.json lists.

describe("the project's packages", () => {
  it("hold no version an advisory in scripts/advisories.json covers", () => {
    expect(findings(lockfilePackages(), readAdvisories())).toEqual([]);
  });
});

describe("findings", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "advisories-"));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("names each vulnerable version in a lockfile, where it is, and the advisory", () => {
    const lockfile = path.join(dir, "package-lock.json");
    fs.writeFileSync(
      lockfile,
      JSON.stringify({
        lockfileVersion: 3,
        packages: {
          "": { name: "site", version: "1.0.0" },
          "node_modules/immutable": { version: "3.7.6" },
          "node_modules/sass/node_modules/immutable": { version: "5.2.1" },
          "node_modules/a/node_modules/lodash": { version: "4.17.21" },
          "node_modules/lodash": { version: "4.18.1" },
        },
      }),
    );
    expect(findings(lockfilePackages(lockfile), readAdvisories())).toEqual([
      "immutable@3.7.6 (package-lock.json: node_modules/immutable): GHSA-wf6x-7x77-mvgw, Prototype pollution through merge, mergeDeep, mergeDeepWith, Map.toJS and Map.toObject",
      "lodash@4.17.21 (package-lock.json: node_modules/a/node_modules/lodash): GHSA-xxjr-mmjv-4gpg, Prototype pollution through _.unset and _.omit",
      "lodash@4.17.21 (package-lock.json: node_modules/a/node_modules/lodash): GHSA-f23m-r3pf-42rh, Prototype pollution through _.unset and _.omit with array paths",
    ]);
  });

  it("refuses an advisory file whose entry it cannot read, naming the entry and the field", () => {
    const file = path.join(dir, "advisories.json");
    fs.writeFileSync(
      file,
      JSON.stringify({ advisories: [{ id: "GHSA-wf6x-7x77-mvgw", package: "x", vulnerable: "before 2" }] }),
    );
    expect(() => readAdvisories(file)).toThrow(
      'advisories.json: advisories[0] (GHSA-wf6x-7x77-mvgw): "vulnerable" "before 2" is not a range of versions (at "before")',
    );
    fs.writeFileSync(file, JSON.stringify({ advisories: [{ id: "CVE-20-1", package: "x", vulnerable: "<1.0.0" }] }));
    expect(() => readAdvisories(file)).toThrow(/advisories\[0\]: "id" should be the advisory's GHSA-… or CVE-… id/);
  });
});

describe("inRange", () => {
  it.each([
    ["3.8.2", "<3.8.3", true],
    ["3.8.3", "<3.8.3", false],
    ["4.17.23", "<=4.17.23", true],
    ["4.0.0-rc.12", ">=4.0.0-rc.1 <4.3.8", true],
    ["4.0.0-rc.1", ">=4.0.0-rc.2 <4.3.8", false],
    ["4.0.0", ">=4.0.0-rc.1 <4.3.8", true],
    ["5.2.1", "<3.8.3 || >=4.0.0-rc.1 <4.3.8 || >=5.0.0 <5.1.5", false],
    ["5.1.4", "<3.8.3 || >=4.0.0-rc.1 <4.3.8 || >=5.0.0 <5.1.5", true],
    ["1.2.3", "*", true],
  ])("%s in %s: %s", (version, range, expected) => {
    expect(inRange(version, range)).toBe(expected);
  });
});

describe("advisoriesFromAudit", () => {
  it("turns npm audit's report into entries, leaving out those already listed", () => {
    const report = {
      vulnerabilities: {
        immutable: {
          via: [
            {
              url: "https://github.com/advisories/GHSA-wf6x-7x77-mvgw",
              name: "immutable",
              range: "<3.8.3",
              title: "x",
            },
          ],
        },
        "some-lib": {
          via: [
            "immutable",
            {
              url: "https://github.com/advisories/GHSA-2345-6789-cfgh",
              name: "some-lib",
              range: ">=1.0.0 <1.2.0",
              title: "Bad",
            },
          ],
        },
      },
    };
    expect(advisoriesFromAudit(report, readAdvisories())).toEqual([
      { id: "GHSA-2345-6789-cfgh", package: "some-lib", vulnerable: ">=1.0.0 <1.2.0", summary: "Bad" },
    ]);
  });
});
