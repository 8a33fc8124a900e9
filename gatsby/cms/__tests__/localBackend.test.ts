/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { cmsBackend } from "../backend";
import { cmsConfig } from "../config";
import { startLocalBackend, type LocalBackend } from "../../../tests/helpers/localBackend";
import { editableFolders, pathsNamed } from "../localBackend";

// The editing screen's local backend reads and writes only content/ and the media folders, whoever asks: a path
// anywhere else in the repository (static/, src/, .git/) is refused with a message, and nothing is written.

const config = cmsConfig({ backend: cmsBackend(), siteUrl: "http://localhost", subFolders: [] });

describe("editableFolders", () => {
  it("is content/ and the media folders the config names", () => {
    // The site's uploads (the blog's images) are in content/ already.
    expect(editableFolders(config)).toEqual(["content"]);
    expect(editableFolders({ ...config, media_folder: "/static/uploads/" })).toEqual(["content", "static/uploads"]);
  });
});

describe("pathsNamed", () => {
  it("lists every path of an entry with its data files and assets", () => {
    const paths = pathsNamed({
      action: "persistEntry",
      params: {
        entry: { path: "content/blog/a.md", newPath: "content/blog/b.md" },
        assets: [{ path: "content/blog/images/a.jpg" }],
      },
    });
    expect(paths).toEqual(["content/blog/a.md", "content/blog/b.md", "content/blog/images/a.jpg"]);
  });

  it("knows no action the file-system backend does not take", () => {
    expect(pathsNamed({ action: "publishUnpublishedEntry", params: {} })).toBeUndefined();
  });
});

let repo: string;
let backend: LocalBackend;

beforeAll(async () => {
  repo = fs.mkdtempSync(path.join(os.tmpdir(), "local-backend-"));
  for (const [file, text] of Object.entries({
    "content/site.json": '{ "brand": "Kitelight" }\n',
    "content/blog/images/cover.jpg": "not really a picture",
    "static/robots.txt": "User-agent: *\n",
    ".git/config": "[core]\n",
    "src/pages/index.tsx": "export default null;\n",
  })) {
    fs.mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
    fs.writeFileSync(path.join(repo, file), text);
  }
  // A link inside content/ that leads out of it.
  fs.symlinkSync(path.join(repo, "src"), path.join(repo, "content", "linked-src"));
  backend = await startLocalBackend(repo);
});

afterAll(async () => {
  await backend.stop();
  fs.rmSync(repo, { recursive: true, force: true });
});

async function ask(action: string, params: Record<string, unknown>) {
  const answer = await fetch(backend.url, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ action, params: { branch: "main", ...params } }),
  });
  return { status: answer.status, body: (await answer.json()) as { error?: string; data?: string } };
}

const entry = (file: string) => ({
  entry: { slug: "probe", path: file, raw: "probe" },
  assets: [],
  options: { commitMessage: "Probe", useWorkflow: false, status: "draft" },
});
const media = (file: string) => ({
  asset: { path: file, content: Buffer.from("probe").toString("base64"), encoding: "base64" },
  options: { commitMessage: "Probe" },
});

describe("the local backend", () => {
  it("saves an entry and an upload in content/, and reads them back", async () => {
    expect((await ask("persistEntry", entry("content/blog/new-article.md"))).status).toBe(200);
    expect(fs.readFileSync(path.join(repo, "content/blog/new-article.md"), "utf8")).toBe("probe");
    expect((await ask("persistMedia", media("content/blog/images/upload.png"))).status).toBe(200);
    expect(fs.existsSync(path.join(repo, "content/blog/images/upload.png"))).toBe(true);
    expect(await ask("getEntry", { path: "content/site.json" })).toMatchObject({
      status: 200,
      body: { data: '{ "brand": "Kitelight" }\n' },
    });
    expect((await ask("getMedia", { mediaFolder: "content/blog/images" })).status).toBe(200);
  });

  it.each([
    [
      "an entry in static/, which the site would serve and run",
      "persistEntry",
      entry("static/probe.js"),
      "static/probe.js",
    ],
    ["a page's source", "persistEntry", entry("src/pages/probe-page.tsx"), "src/pages/probe-page.tsx"],
    ["an upload into .git/hooks", "persistMedia", media(".git/hooks/pre-commit"), ".git/hooks/pre-commit"],
    [
      "an entry moved out of content/",
      "persistEntry",
      {
        ...entry("content/blog/a.md"),
        entry: { slug: "a", path: "content/blog/a.md", raw: "a", newPath: "static/a.js" },
      },
      "static/a.js",
    ],
    [
      "an asset of an entry outside content/",
      "persistEntry",
      { ...entry("content/blog/b.md"), assets: [media("static/b.js").asset] },
      "static/b.js",
    ],
  ])("refuses to write %s, with a message", async (_, action, params, file) => {
    const answer = await ask(action, params);
    expect(answer.status).toBe(403);
    expect(answer.body.error).toBe(
      `Refused: ${file} is outside content/: the editing screen reads and writes only there.`,
    );
    expect(fs.existsSync(path.join(repo, file))).toBe(false);
  });

  it.each([
    ["the repository's git config", "getMediaFile", { path: ".git/config" }, /\.git\/config is outside content\//],
    [
      "a file reached by climbing out of content/",
      "getEntry",
      { path: "content/../.git/config" },
      /\.git\/config is outside/,
    ],
    [
      "a file behind a link in content/",
      "getEntry",
      { path: "content/linked-src/pages/index.tsx" },
      /linked-src\/pages\/index\.tsx is outside/,
    ],
    [
      "a folder outside content/",
      "entriesByFolder",
      { folder: "src/pages", extension: "tsx", depth: 1 },
      /src\/pages is outside/,
    ],
    [
      "a path outside the repository",
      "getEntry",
      { path: "/etc/passwd" },
      /"\/etc\/passwd" is not a path inside the repository/,
    ],
  ])("refuses to read %s", async (_, action, params, reason) => {
    const answer = await ask(action, params);
    expect(answer.status).toBe(403);
    expect(answer.body.error).toMatch(reason);
    expect(answer.body.data).toBeUndefined();
  });

  it("refuses to delete when any one of the files is outside content/", async () => {
    const answer = await ask("deleteFiles", {
      paths: ["content/site.json", "static/robots.txt"],
      options: { commitMessage: "Probe" },
    });
    expect(answer.status).toBe(403);
    expect(fs.existsSync(path.join(repo, "content/site.json"))).toBe(true);
    expect(fs.existsSync(path.join(repo, "static/robots.txt"))).toBe(true);
  });

  it("refuses an action it does not take", async () => {
    const answer = await ask("publishUnpublishedEntry", { collection: "blog", slug: "a" });
    expect(answer).toMatchObject({
      status: 403,
      body: { error: 'Refused: the local backend does not take the action "publishUnpublishedEntry".' },
    });
  });
});
