// The daily rebuild, for scheduled publishing (src/lib/scheduling.ts): the Worker's cron trigger (wrangler.toml's
// [triggers]) runs this each morning, and it asks the host to build and deploy the site again by POSTing to the
// deploy hook DEPLOY_HOOK_URL (Workers & Pages → the Worker → Settings → Builds → Deploy Hooks). That build is the
// first on the day of any article dated today, so it publishes it. Without the setting it does nothing.

/** When the trigger runs: 05:00 UTC each day (wrangler.toml's [triggers]). */
export const REBUILD_CRON = "0 5 * * *";

export interface RebuildEnv {
  /** The host's deploy hook: a URL that starts a build of the site's main branch when it receives a POST. */
  DEPLOY_HOOK_URL?: string;
}

export type RebuildResult = { requested: false; reason: string } | { requested: true; status: number };

/** Asks the host for a new build, once; throws when the hook refuses, so the trigger's run is marked failed. */
export async function requestRebuild(env: RebuildEnv): Promise<RebuildResult> {
  const hook = env.DEPLOY_HOOK_URL?.trim();
  if (!hook) return { requested: false, reason: "DEPLOY_HOOK_URL is not set: the daily rebuild is off" };
  let url: URL;
  try {
    url = new URL(hook);
  } catch {
    throw new Error("DEPLOY_HOOK_URL is not a URL: copy the deploy hook's whole address, starting https://");
  }
  if (url.protocol !== "https:" && url.hostname !== "127.0.0.1") {
    throw new Error("DEPLOY_HOOK_URL must start https://: the hook's address is its only credential");
  }
  const response = await fetch(url, { method: "POST" });
  await response.body?.cancel();
  if (!response.ok) throw new Error(`The deploy hook answered ${response.status}: no rebuild today`);
  return { requested: true, status: response.status };
}
