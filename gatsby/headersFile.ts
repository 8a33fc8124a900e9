import fs from "node:fs";
import path from "node:path";
import { escapeRegExp } from "../src/lib/text";

// Reads and applies a `_headers` file (the format of Cloudflare's static assets, a Worker's or Pages'; Netlify's
// too) the way Cloudflare does: every rule whose URL pattern matches the request path
// applies, in file order; within a rule, "! Name" first drops a header set by an
// earlier rule, then the rule's headers are set, and a header set again by a
// later rule is joined to the earlier value with ", ".
// The static server, the post-build checks and the Observatory grading use it.

export interface HeaderRule {
  /** A path ("/about/") or a pattern with one "*" splat ("/static/*", "/*.js"). */
  pattern: string;
  set: ReadonlyArray<readonly [name: string, value: string]>;
  unset: readonly string[];
}

/** Cloudflare's limits for `_headers`. */
export const HEADERS_LIMITS = { rules: 100, lineLength: 2000 } as const;

/** Parses a `_headers` file; malformed lines throw with their line number. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: Array<{ pattern: string; set: Array<[string, string]>; unset: string[] }> = [];
  text.split(/\r?\n/).forEach((line, index) => {
    const where = `_headers line ${index + 1}`;
    if (line.trim() === "" || line.trim().startsWith("#")) return;
    if (!/^\s/.test(line)) {
      if (!line.startsWith("/") && !line.startsWith("https://"))
        throw new Error(`${where}: a rule must start with "/" or "https://"`);
      if ((line.match(/\*/g) ?? []).length > 1) throw new Error(`${where}: only one "*" splat is allowed`);
      if (rules.some((rule) => rule.pattern === line.trim())) throw new Error(`${where}: ${line.trim()} appears twice`);
      rules.push({ pattern: line.trim(), set: [], unset: [] });
      return;
    }
    const rule = rules[rules.length - 1];
    if (!rule) throw new Error(`${where}: a header comes before any URL pattern`);
    const unset = /^!\s*([\w-]+)\s*$/.exec(line.trim());
    if (unset) {
      rule.unset.push(unset[1]!);
      return;
    }
    const header = /^([\w-]+):\s*(.*)$/.exec(line.trim());
    if (!header) throw new Error(`${where}: expected "Name: value" or "! Name"`);
    rule.set.push([header[1]!, header[2]!.trim()]);
  });
  return rules;
}

function patternToRegExp(pattern: string): RegExp {
  const escaped = pattern.split("*").map(escapeRegExp);
  return new RegExp(`^${escaped.join("(.*)")}$`);
}

/** True when a rule's URL pattern matches a request path. */
export function ruleMatches(rule: HeaderRule, pathname: string): boolean {
  const pattern = rule.pattern.replace(/^https:\/\/[^/]+/, "");
  return patternToRegExp(pattern).test(pathname);
}

/** The headers every matching rule gives a request path, merged as Cloudflare merges them. */
export function headersForPath(rules: readonly HeaderRule[], pathname: string): Record<string, string> {
  const headers = new Map<string, { name: string; value: string }>();
  const setByFile = new Set<string>();
  for (const rule of rules.filter((candidate) => ruleMatches(candidate, pathname))) {
    for (const name of rule.unset) headers.delete(name.toLowerCase());
    for (const [name, value] of rule.set) {
      const key = name.toLowerCase();
      const existing = headers.get(key);
      headers.set(
        key,
        setByFile.has(key) && existing
          ? { name: existing.name, value: `${existing.value}, ${value}` }
          : { name, value },
      );
      setByFile.add(key);
    }
  }
  return Object.fromEntries([...headers.values()].map(({ name, value }) => [name, value]));
}

/** Problems with a `_headers` file against the host's limits. */
export function headersFileProblems(text: string): string[] {
  const problems: string[] = [];
  const rules = parseHeadersFile(text);
  if (rules.length > HEADERS_LIMITS.rules)
    problems.push(`${rules.length} rules: Cloudflare allows ${HEADERS_LIMITS.rules}`);
  text.split(/\r?\n/).forEach((line, index) => {
    if (line.length > HEADERS_LIMITS.lineLength) {
      problems.push(`line ${index + 1} has ${line.length} characters: Cloudflare allows ${HEADERS_LIMITS.lineLength}`);
    }
  });
  return problems;
}

/** A headersFor hook for scripts/staticServer.ts from root/_headers, or undefined when there is none. */
export function headersFromFile(root: string): ((urlPath: string) => Record<string, string>) | undefined {
  const file = path.join(root, "_headers");
  if (!fs.existsSync(file)) return undefined;
  const rules = parseHeadersFile(fs.readFileSync(file, "utf8"));
  return (urlPath) => headersForPath(rules, urlPath);
}
