// The status a draft's commit gets once its preview is live, which the editing screen turns into its "View
// preview" link (docs/content-and-cms.md, "Previews of drafts"). The host builds every branch and serves each at a
// preview address of its own; this waits until that address serves the commit (the preview's /preview.json, which
// a preview build writes: src/lib/preview.ts), then posts a commit status on GitHub whose context the screen looks
// for, "deploy/preview", with the address as its target. .github/workflows/preview-status.yml runs it on every push
// to a draft's branch; it runs under Node 24 alone (no install: Node strips the types).
//
// Its inputs, as the workflow gives them: GITHUB_REPOSITORY, GITHUB_SHA, GITHUB_REF_NAME (the branch),
// GITHUB_TOKEN, GITHUB_API_URL, and the repository's variable PREVIEW_URL, the preview address with {branch} where
// the branch's alias goes ("https://{branch}-kitelight-site.example.workers.dev").

export const STATUS_CONTEXT = "deploy/preview";

export interface StatusInputs {
  repository: string;
  sha: string;
  branch: string;
  token: string;
  api: string;
  previewUrl: string;
  /** How long to wait for the preview, and how often to look. */
  timeoutMs: number;
  intervalMs: number;
}

/**
 * A branch's alias in its preview's address, as the host makes it: lower case, each run of other characters one
 * hyphen, no hyphen at either end, at most 48 characters ("cms/blog/new-article" → "cms-blog-new-article").
 */
export function previewAlias(branch: string): string {
  return branch
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 48)
    .replace(/-+$/, "");
}

/** The preview's address for a branch, from the template. */
export function previewAddress(template: string, branch: string): string {
  if (!template.includes("{branch}"))
    throw new Error(`PREVIEW_URL should have {branch} where the branch goes: "${template}"`);
  const url = new URL(template.replace("{branch}", previewAlias(branch)));
  return url.href.replace(/\/?$/, "/");
}

/** The inputs from the workflow's environment, or what is missing. */
export function inputsFrom(env: Record<string, string | undefined>): StatusInputs {
  const required = ["GITHUB_REPOSITORY", "GITHUB_SHA", "GITHUB_REF_NAME", "GITHUB_TOKEN", "PREVIEW_URL"] as const;
  const missing = required.filter((name) => !env[name]);
  if (missing.length > 0) throw new Error(`previewStatus needs ${missing.join(", ")}`);
  return {
    repository: env.GITHUB_REPOSITORY!,
    sha: env.GITHUB_SHA!,
    branch: env.GITHUB_REF_NAME!,
    token: env.GITHUB_TOKEN!,
    api: (env.GITHUB_API_URL || "https://api.github.com").replace(/\/+$/, ""),
    previewUrl: previewAddress(env.PREVIEW_URL!, env.GITHUB_REF_NAME!),
    timeoutMs: Number(env.PREVIEW_WAIT_SECONDS || 900) * 1000,
    intervalMs: Number(env.PREVIEW_POLL_SECONDS || 15) * 1000,
  };
}

/** Whether the preview serves this commit now. */
async function serves(previewUrl: string, sha: string): Promise<boolean> {
  try {
    const response = await fetch(new URL("preview.json", previewUrl), { cache: "no-store" });
    if (!response.ok) return false;
    const { commit } = (await response.json()) as { commit?: unknown };
    return commit === sha;
  } catch {
    return false;
  }
}

/** Looks until the preview serves the commit, every interval until the time is up; true when it does. */
export async function waitForPreview(
  inputs: StatusInputs,
  sleep = (ms: number) => new Promise((r) => setTimeout(r, ms)),
) {
  const looks = Math.max(1, Math.floor(inputs.timeoutMs / inputs.intervalMs) + 1);
  for (let look = 1; ; look += 1) {
    if (await serves(inputs.previewUrl, inputs.sha)) return true;
    if (look >= looks) return false;
    await sleep(inputs.intervalMs);
  }
}

/** The commit status for the outcome: the preview's address when it is live, an error when it never came. */
export function statusFor(inputs: StatusInputs, live: boolean) {
  return live
    ? { state: "success", target_url: inputs.previewUrl, context: STATUS_CONTEXT, description: "Preview of this draft" }
    : {
        state: "error",
        context: STATUS_CONTEXT,
        description: `No preview of this commit after ${Math.round(inputs.timeoutMs / 60_000)} minutes: see the host's build log`,
      };
}

/** Waits for the preview, then posts the commit's status. */
export async function reportPreview(inputs: StatusInputs, sleep?: (ms: number) => Promise<unknown>) {
  const live = await waitForPreview(inputs, sleep);
  const status = statusFor(inputs, live);
  const response = await fetch(`${inputs.api}/repos/${inputs.repository}/statuses/${inputs.sha}`, {
    method: "POST",
    headers: {
      Accept: "application/vnd.github+json",
      Authorization: `Bearer ${inputs.token}`,
      "Content-Type": "application/json",
      "X-GitHub-Api-Version": "2022-11-28",
    },
    body: JSON.stringify(status),
  });
  if (!response.ok) throw new Error(`GitHub refused the status: ${response.status} ${await response.text()}`);
  return status;
}

// Run as a script (`node scripts/previewStatus.ts`), not imported by its tests.
if (process.argv[1]?.endsWith("previewStatus.ts")) {
  Promise.resolve()
    .then(() => reportPreview(inputsFrom(process.env)))
    .then(
      (status) => console.log(`${status.state}: ${status.target_url ?? status.description}`),
      (error: Error) => {
        console.error(error.message);
        process.exitCode = 1;
      },
    );
}
