import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Page, Route } from "@playwright/test";

// GitHub's REST API as the editing screen's GitHub backend uses it, played in the page (page.route) over a folder
// on disk: who is signed in and whether they may push, the repository's files on its default branch (trees and
// blobs, named by git's own blob ids), and what the editorial workflow writes when an editor saves a draft: the
// blobs, a tree, a commit, the draft's branch, its pull request and the pull request's status label. Nothing is
// written to disk: each write is recorded, in order, for the test to read.

/** A write the screen made: its method, its path under the repository, and its body. */
export interface GitHubWrite {
  method: string;
  path: string;
  body: Record<string, unknown>;
}

export interface GitHubStandIn {
  /** The Authorization header of every request. */
  tokens: string[];
  writes: GitHubWrite[];
  /** The text of each blob the screen uploaded, by the id the stand-in gave it. */
  blobs: Map<string, string>;
}

const DEFAULT_BRANCH_SHA = "0".repeat(40);

/** Git's id of a blob with this content. */
const blobId = (content: Buffer) =>
  crypto.createHash("sha1").update(`blob ${content.length}\0`).update(content).digest("hex");

/**
 * Serves the repository the screen names (its config.yml's) from `root`, the folder holding content/, on the
 * branch `branch`, to the page's requests to api.github.com.
 */
export async function gitHubStandIn(page: Page, root: string, branch = "main"): Promise<GitHubStandIn> {
  const standIn: GitHubStandIn = { tokens: [], writes: [], blobs: new Map() };
  const files = new Map<string, string>(); // blob id → path under root
  let made = 0;
  const madeId = () =>
    crypto
      .createHash("sha1")
      .update(`made ${(made += 1)}`)
      .digest("hex");

  const tree = (folder: string, recursive: boolean) => {
    const dir = path.join(root, folder);
    if (!folder || !fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) return undefined;
    const entries: Array<{ path: string; mode: string; type: string; sha: string; size?: number }> = [];
    const visit = (at: string, prefix: string) => {
      for (const entry of fs.readdirSync(at, { withFileTypes: true })) {
        const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
        const full = path.join(at, entry.name);
        if (entry.isDirectory()) {
          entries.push({ path: relative, mode: "040000", type: "tree", sha: blobId(Buffer.from(relative)) });
          if (recursive) visit(full, relative);
        } else {
          const content = fs.readFileSync(full);
          const sha = blobId(content);
          files.set(sha, full);
          entries.push({ path: relative, mode: "100644", type: "blob", sha, size: content.length });
        }
      }
    };
    visit(dir, "");
    return { sha: blobId(Buffer.from(folder)), tree: entries, truncated: false };
  };

  const answer = async (route: Route) => {
    const request = route.request();
    const url = new URL(request.url());
    const method = request.method();
    standIn.tokens.push(request.headers().authorization ?? "");
    const json = (body: unknown, status = 200) => route.fulfill({ status, json: body });
    const notFound = () => json({ message: "Not Found" }, 404);

    if (url.pathname === "/user") return json({ login: "ada-editor", name: "Ada Editor", avatar_url: "/favicon.svg" });
    const [, owner, name, rest = ""] = /^\/repos\/([\w.-]+)\/([\w.-]+)(\/.*)?$/.exec(url.pathname) ?? [];
    if (!owner || !name) return notFound();
    const base = `/repos/${owner}/${name}`;

    if (method !== "GET") {
      const body = (request.postDataJSON() ?? {}) as Record<string, unknown>;
      standIn.writes.push({ method, path: rest, body });
      if (method === "POST" && rest === "/git/blobs") {
        const text =
          body.encoding === "base64"
            ? Buffer.from(String(body.content), "base64").toString("utf8")
            : String(body.content);
        const sha = madeId();
        standIn.blobs.set(sha, text);
        return json({ sha, url: `${url.origin}${base}/git/blobs/${sha}` }, 201);
      }
      if (method === "POST" && rest === "/git/trees") return json({ sha: madeId(), tree: body.tree }, 201);
      if (method === "POST" && rest === "/git/commits") {
        return json({ sha: madeId(), tree: { sha: body.tree }, parents: body.parents, message: body.message }, 201);
      }
      if (method === "POST" && rest === "/git/refs") return json({ ref: body.ref, object: { sha: body.sha } }, 201);
      if (method === "POST" && rest === "/pulls") {
        return json({ number: 1, state: "open", head: { ref: body.head, sha: madeId() }, labels: [] }, 201);
      }
      if (method === "PUT" && /^\/issues\/\d+\/labels$/.test(rest)) {
        return json(((body.labels as string[]) ?? []).map((name) => ({ name })));
      }
      return notFound();
    }

    if (rest === "") {
      return json({ full_name: `${owner}/${name}`, owner: { login: owner }, permissions: { push: true, pull: true } });
    }
    if (rest === `/branches/${branch}`) return json({ name: branch, commit: { sha: DEFAULT_BRANCH_SHA } });
    const trees = new RegExp(`^/git/trees/${branch}:(.*)$`).exec(rest);
    if (trees) {
      const listing = tree(decodeURIComponent(trees[1]!), url.searchParams.has("recursive"));
      return listing ? json(listing) : notFound();
    }
    const blob = /^\/git\/blobs\/([0-9a-f]{40})$/.exec(rest);
    if (blob && files.has(blob[1]!)) {
      const content = fs.readFileSync(files.get(blob[1]!)!);
      if ((request.headers().accept ?? "").includes("raw")) return route.fulfill({ body: content });
      return json({ sha: blob[1], size: content.length, encoding: "base64", content: content.toString("base64") });
    }
    // No draft is open, and no file has a history here.
    if (rest === "/pulls" || rest === "/commits") return json([]);
    return notFound();
  };
  await page.route("https://api.github.com/**", answer);
  return standIn;
}
