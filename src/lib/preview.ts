import { BUILD_SETTINGS } from "./buildSettings";

// A preview build: the site as a draft branch will make it, at an address of its own, for an editor to look at
// before publishing (docs/content-and-cms.md, "Previews of drafts"). The host builds every branch; a build of any
// branch but the production one is a preview, and so is one built with SITE_PREVIEW=true. A preview:
// - is never indexed: robots.txt disallows everything and every response says X-Robots-Tag: noindex;
// - sends leads, measurements and sign-ups nowhere, and books nothing, unless its own settings say where: each
//   build setting (LEADS_ENDPOINT, ANALYTICS_ENDPOINT…) is read from PREVIEW_<NAME> in its place, so the production
//   settings the host gives every build never reach a draft;
// - says which branch and commit it shows, in /preview.json, for the status a draft's pull request gets
//   (scripts/previewStatus.ts).

/** The branch the host builds for the live site. */
export const PRODUCTION_BRANCH = "main";

/** The branch and commit the host is building (Workers Builds' variables), when it says. */
export function buildSource(env: NodeJS.ProcessEnv = process.env): { branch?: string; commit?: string } {
  return { branch: env.WORKERS_CI_BRANCH || undefined, commit: env.WORKERS_CI_COMMIT_SHA || undefined };
}

/** Whether this build is a preview of a draft rather than the live site. */
export function isPreviewBuild(env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.SITE_PREVIEW === "true") return true;
  const { branch } = buildSource(env);
  return branch !== undefined && branch !== (env.PRODUCTION_BRANCH || PRODUCTION_BRANCH);
}

/**
 * In a preview build, each build setting takes its PREVIEW_ value, or none: called once, first thing in
 * gatsby-config.ts, so everything after it (the pages, the islands, the headers, Gatsby's workers, which start
 * with this environment) reads the preview's settings. Idempotent. Returns the settings it emptied.
 */
export function applyPreviewSettings(env: NodeJS.ProcessEnv = process.env): string[] {
  if (!isPreviewBuild(env)) return [];
  const emptied: string[] = [];
  for (const name of BUILD_SETTINGS) {
    const own = env[`PREVIEW_${name}`] ?? "";
    if (env[name] && !own) emptied.push(name);
    env[name] = own;
  }
  return emptied;
}

/** The path of the preview's own description. */
export const PREVIEW_FILE = "/preview.json";

/**
 * The commit status that carries a draft's preview address, which the editing screen links to (config.yml's
 * preview_context). scripts/previewStatus.ts posts it, and runs with no import, so it spells the same name itself.
 */
export const PREVIEW_STATUS_CONTEXT = "deploy/preview";
