import fs from "node:fs";
import path from "node:path";

// The advisory check: fails when the lockfile, which holds everything the site and its editing screen ship, holds a
// version of a package that scripts/advisories.json lists as vulnerable. `npm audit` needs the registry's bulk advisory
// endpoint, which is not reachable from every machine this project is built on, so the advisories that concern
// this project are kept in the repository (docs/architecture.md, "Advisories", says how to refresh them).
//
//   npm run advisories                               prints what it finds; exit status 1 if anything
//   npm audit --json > audit.json && npm run advisories -- --add audit.json
//                                                    adds the advisories npm audit reports to the file
//
// The unit tests run it on the real files (scripts/__tests__/advisories.test.ts), so `npm test` fails too.

const ROOT = path.join(__dirname, "..");
export const ADVISORIES_FILE = path.join(ROOT, "scripts", "advisories.json");
export const LOCKFILE = path.join(ROOT, "package-lock.json");

export interface Advisory {
  /** GHSA-… or CVE-…: where to read about it. */
  id: string;
  package: string;
  /** The versions it affects, as comparisons (`<3.8.3`, `>=4.0.0-rc.1 <4.3.8`) joined by `||`. */
  vulnerable: string;
  summary: string;
}

export interface HeldPackage {
  name: string;
  version: string;
  /** Where it is held: the lockfile entry's path. */
  where: string;
}

type Version = { numbers: number[]; pre: string[] };

function parseVersion(text: string): Version | undefined {
  const match = /^(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+.*)?$/.exec(text.trim());
  if (!match) return undefined;
  return { numbers: [Number(match[1]), Number(match[2]), Number(match[3])], pre: match[4]?.split(".") ?? [] };
}

/** Semantic-version order: numbers, then a release above its pre-releases, then pre-release identifiers. */
function compare(a: Version, b: Version): number {
  for (let i = 0; i < 3; i += 1) if (a.numbers[i] !== b.numbers[i]) return a.numbers[i]! - b.numbers[i]!;
  if (!a.pre.length || !b.pre.length) return b.pre.length - a.pre.length;
  for (let i = 0; i < Math.max(a.pre.length, b.pre.length); i += 1) {
    const [x, y] = [a.pre[i], b.pre[i]];
    if (x === undefined || y === undefined) return x === undefined ? -1 : 1;
    if (x === y) continue;
    const [nx, ny] = [Number(x), Number(y)];
    if (Number.isInteger(nx) && Number.isInteger(ny)) return nx - ny;
    return x < y ? -1 : 1;
  }
  return 0;
}

const COMPARISON = /^(<=|>=|<|>|=)?(\S+)$/;

/** Whether `version` is in `range` ("*" is every version); throws, naming the range, when it cannot be read. */
export function inRange(version: string, range: string): boolean {
  const held = parseVersion(version);
  if (!held) return false;
  if (range.trim() === "*") return true;
  return range.split("||").some((alternative) =>
    alternative
      .trim()
      .split(/\s+/)
      .every((comparison) => {
        const [, operator = "=", bound] = COMPARISON.exec(comparison) ?? [];
        const limit = bound && parseVersion(bound);
        if (!limit) throw new Error(`"${range}" is not a range of versions (at "${comparison}")`);
        const order = compare(held, limit);
        return { "<": order < 0, "<=": order <= 0, ">": order > 0, ">=": order >= 0, "=": order === 0 }[operator]!;
      }),
  );
}

export function readAdvisories(file = ADVISORIES_FILE): Advisory[] {
  const { advisories } = JSON.parse(fs.readFileSync(file, "utf8")) as { advisories: Advisory[] };
  advisories.forEach((advisory, index) => {
    const where = `${path.relative(ROOT, file)}: advisories[${index}]`;
    if (!/^(GHSA(-[23456789cfghjmpqrvwx]{4}){3}|CVE-\d{4}-\d{4,})$/.test(advisory.id ?? "")) {
      throw new Error(`${where}: "id" should be the advisory's GHSA-… or CVE-… id, not ${JSON.stringify(advisory.id)}`);
    }
    if (!advisory.package) throw new Error(`${where} (${advisory.id}): "package" is missing`);
    try {
      inRange("0.0.0", advisory.vulnerable);
    } catch (error) {
      throw new Error(`${where} (${advisory.id}): "vulnerable" ${(error as Error).message}`);
    }
  });
  return advisories;
}

/** Every package in a package-lock.json (lockfile version 2 or 3), with its path there. */
export function lockfilePackages(file = LOCKFILE): HeldPackage[] {
  const { packages } = JSON.parse(fs.readFileSync(file, "utf8")) as {
    packages: Record<string, { version?: string; name?: string }>;
  };
  return Object.entries(packages).flatMap(([key, entry]) => {
    const name = entry.name ?? key.slice(key.lastIndexOf("node_modules/") + "node_modules/".length);
    return key && entry.version ? [{ name, version: entry.version, where: `${path.basename(file)}: ${key}` }] : [];
  });
}

/** One line for each package version an advisory covers. */
export function findings(held: HeldPackage[], advisories: Advisory[]): string[] {
  return held.flatMap((pkg) =>
    advisories
      .filter((advisory) => advisory.package === pkg.name && inRange(pkg.version, advisory.vulnerable))
      .map((advisory) => `${pkg.name}@${pkg.version} (${pkg.where}): ${advisory.id}, ${advisory.summary}`),
  );
}

interface AuditReport {
  vulnerabilities?: Record<
    string,
    { via: Array<string | { url?: string; name?: string; range?: string; title?: string }> }
  >;
}

/** The advisories in `npm audit --json`'s report that the list lacks, in the list's form. */
export function advisoriesFromAudit(report: AuditReport, known: Advisory[]): Advisory[] {
  const added = new Map<string, Advisory>();
  for (const { via } of Object.values(report.vulnerabilities ?? {})) {
    for (const source of via) {
      if (typeof source === "string" || !source.url || !source.name || !source.range) continue;
      const id = source.url.slice(source.url.lastIndexOf("/") + 1);
      const key = `${id} ${source.name}`;
      if (known.some((advisory) => `${advisory.id} ${advisory.package}` === key)) continue;
      added.set(key, { id, package: source.name, vulnerable: source.range, summary: source.title ?? "" });
    }
  }
  return [...added.values()];
}

if (require.main === module) {
  const addFrom = process.argv.indexOf("--add");
  if (addFrom > 0) {
    const report = JSON.parse(fs.readFileSync(process.argv[addFrom + 1]!, "utf8")) as AuditReport;
    const file = JSON.parse(fs.readFileSync(ADVISORIES_FILE, "utf8")) as { checked: string; advisories: Advisory[] };
    const added = advisoriesFromAudit(report, file.advisories);
    file.advisories.push(...added);
    file.checked = new Date().toISOString().slice(0, 10);
    fs.writeFileSync(ADVISORIES_FILE, `${JSON.stringify(file, null, 2)}\n`);
    console.log(
      `Added ${added.length} advisories to scripts/advisories.json: ${added.map((a) => a.id).join(", ") || "none"}`,
    );
  }

  const found = findings(lockfilePackages(), readAdvisories());
  if (found.length) {
    console.error(
      `Known-vulnerable versions (scripts/advisories.json):\n${found.map((line) => `  ${line}`).join("\n")}`,
    );
    process.exit(1);
  }
  console.log("No version in package-lock.json is in scripts/advisories.json.");
}
