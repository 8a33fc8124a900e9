import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type Express from "express";
import { CONTENT_ROOT, type CmsConfig } from "./config";
import { whenUsed } from "../lazyModule";
import { LOCAL_BACKEND_PATH } from "../../src/cms/localBackendPath";

const express = whenUsed<typeof Express>("express");

// The editing screen's local backend (`npm run cms`): Decap's own file-system backend from decap-server, run in
// the dev server's process at /api/v1 rather than as a server of its own on another port, so the one check in
// front of the dev server (localOnly.ts) is in front of it too. decap-server keeps every path inside the
// repository; this keeps it inside what the screen edits: content/ and the configured media folders. A request
// naming any other path (static/, src/, .git/) is refused with a message, whoever sends it.

export { LOCAL_BACKEND_PATH };

const isInside = (relative: string, folder: string) => relative === folder || relative.startsWith(`${folder}/`);

/** Where the screen may read and write: the content folder and every media folder the config names outside it. */
export function editableFolders(config: CmsConfig): string[] {
  const media = [config.media_folder, ...config.collections.map((collection) => collection.media_folder)];
  const folders = [CONTENT_ROOT, ...media.filter((folder): folder is string => Boolean(folder))].map((folder) =>
    path.posix.normalize(folder.replace(/^\/+/, "")).replace(/\/$/, ""),
  );
  return folders.filter(
    (folder, index) =>
      folders.indexOf(folder) === index && !folders.some((other) => other !== folder && isInside(folder, other)),
  );
}

interface LocalBackendRequest {
  action?: unknown;
  params?: Record<string, unknown>;
}

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === "object" ? (value as Record<string, unknown>) : {};
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const pathsOfFiles = (value: unknown, keys: string[]) =>
  list(value).flatMap((item) => keys.map((key) => record(item)[key]));

/**
 * Every path a request to decap-server's file-system backend names, by action (decap-server's own request
 * schema), or undefined for an action it does not take on files at all. Paths left out by the sender are
 * undefined and skipped.
 */
export function pathsNamed({ action, params = {} }: LocalBackendRequest): unknown[] | undefined {
  switch (action) {
    case "info":
    case "getDeployPreview":
      return [];
    case "entriesByFolder":
      return [params.folder];
    case "entriesByFiles":
      return pathsOfFiles(params.files, ["path"]);
    case "getEntry":
    case "getMediaFile":
    case "deleteFile":
      return [params.path];
    case "persistEntry":
      return [
        ...pathsOfFiles([params.entry, ...list(params.dataFiles)], ["path", "newPath"]),
        ...pathsOfFiles(params.assets, ["path"]),
      ];
    case "getMedia":
      return [params.mediaFolder];
    case "persistMedia":
      return [record(params.asset).path];
    case "deleteFiles":
      return list(params.paths);
    default:
      return undefined;
  }
}

/** The path relative to the repository, or undefined when it is not a plain relative path inside it. */
function repoRelative(name: string): string | undefined {
  if (name.includes("\0") || name.includes("\\")) return undefined;
  const normal = path.posix.normalize(name.replace(/^\.\//, ""));
  if (normal.startsWith("/") || normal === ".." || normal.startsWith("../")) return undefined;
  return normal.replace(/\/$/, "");
}

/**
 * The deepest existing part of `relative`, resolved through symbolic links, relative to the repository: a link
 * inside content/ must not lead the backend elsewhere.
 */
function realRelative(repo: string, relative: string): string {
  let existing = path.join(repo, relative);
  let rest = "";
  while (!fs.existsSync(existing) && existing !== repo) {
    rest = path.join(path.basename(existing), rest);
    existing = path.dirname(existing);
  }
  const real = path.join(fs.realpathSync(existing), rest);
  return path.relative(fs.realpathSync(repo), real).split(path.sep).join("/");
}

/** Why the request may not be answered, or undefined when every path it names is in an editable folder. */
export function outsideEditable(body: LocalBackendRequest, repo: string, folders: string[]): string | undefined {
  const paths = pathsNamed(body);
  if (!paths) return `the local backend does not take the action ${JSON.stringify(body.action)}`;
  const allowed = folders.map((folder) => `${folder}/`).join(" and ");
  for (const name of paths) {
    if (name === undefined) continue;
    const relative = typeof name === "string" ? repoRelative(name) : undefined;
    if (relative === undefined) return `${JSON.stringify(name)} is not a path inside the repository`;
    const real = realRelative(repo, relative);
    if (!folders.some((folder) => isInside(relative, folder) && isInside(real, folder))) {
      return `${relative} is outside ${allowed}: the editing screen reads and writes only there`;
    }
  }
  return undefined;
}

/** decap-server's routes, which it exports for running its backend inside another Express server. */
interface DecapMiddlewares {
  registerLocalFs: (app: Express.Express, options?: { logLevel?: string }) => Promise<void>;
}

/**
 * An Express app answering /api/v1 as decap-server's file-system backend over `repo`, limited to `folders`.
 * decap-server reads the repository's folder from GIT_REPO_DIRECTORY (else the working directory) when its
 * routes are registered, so it is set for that moment.
 */
export async function localBackend(repo: string, folders: string[]): Promise<Express.Express> {
  const app = express()();
  app.use(express().json({ limit: "50mb" }));
  app.post(LOCAL_BACKEND_PATH, (request, response, next) => {
    const refusal = outsideEditable(request.body as LocalBackendRequest, repo, folders);
    if (refusal) response.status(403).json({ error: `Refused: ${refusal}.` });
    else next();
  });
  const { registerLocalFs } = createRequire(__filename)("decap-server/dist/middlewares.js") as DecapMiddlewares;
  const previous = process.env.GIT_REPO_DIRECTORY;
  process.env.GIT_REPO_DIRECTORY = repo;
  try {
    await registerLocalFs(app, { logLevel: "warn" });
  } finally {
    if (previous === undefined) delete process.env.GIT_REPO_DIRECTORY;
    else process.env.GIT_REPO_DIRECTORY = previous;
  }
  return app;
}
