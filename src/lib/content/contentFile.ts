import type { z } from "zod";
import { collections, expandRoutes, singlePages, type Route, type RouteSource } from "../routes";
import { contentIdOf, contentTypes, type ContentTypeName } from "../schema";

// A content file as read (gatsby/content/readContent.ts reads them from disk; the editing screen has them from its
// backend), and the route table the files make. Nothing here touches the disk.

export interface ContentFile {
  /** Path relative to content/, e.g. "industries/legal-firms/ppc.json". */
  file: string;
  type: ContentTypeName;
  /** The parsed JSON, or a markdown file's front matter. */
  data: unknown;
  /** A markdown file's body, and the line of the file it starts on. */
  body?: string;
  bodyLine?: number;
}

/** A file's data as its content type's schema reads it: the JSON, or the front matter, as written. */
export type ContentData<T extends ContentTypeName> = z.input<(typeof contentTypes)[T]["schema"]>;

/** A content file whose data its type's schema accepts: `data` is typed by `type`, so checking `type` narrows it. */
export type CheckedFile = {
  [T in ContentTypeName]: Omit<ContentFile, "type" | "data"> & { type: T; data: ContentData<T> };
}[ContentTypeName];

/** The file as a CheckedFile, or undefined when its type's schema refuses its data. */
export function checkedFile(file: ContentFile): CheckedFile | undefined {
  const schema: z.ZodTypeAny = contentTypes[file.type].schema;
  // The one place a file's data gets its type: zod has just accepted it as that type's input.
  return schema.safeParse(file.data).success ? (file as CheckedFile) : undefined;
}

/** The first of the files that is of `type`, with its data typed. */
export function fileOfType<T extends ContentTypeName>(
  files: readonly CheckedFile[],
  type: T,
): Extract<CheckedFile, { type: T }> | undefined {
  return files.find((file): file is Extract<CheckedFile, { type: T }> => file.type === type);
}

/** What a page's file says about its route: `route` of a JSON page; the title, aliases and address of a markdown page. */
export function routeSourceOfFile({ file, type, data }: ContentFile): RouteSource | undefined {
  if (!data || typeof data !== "object") return undefined;
  const page = data as Omit<RouteSource, "contentId" | "label"> & { route?: Omit<RouteSource, "contentId">; title?: unknown };
  const contentId = contentIdOf(file);
  if (page.route && typeof page.route.label === "string") return { contentId, ...page.route };
  // A blog topic or an author is named once, by `name`, which is their page's breadcrumb label too.
  if ((type === "BlogTopic" || type === "Person") && typeof (data as { name?: unknown }).name === "string") {
    return { contentId, label: (data as { name: string }).name };
  }
  if (file.endsWith(".md") && typeof page.title === "string") {
    return { contentId, label: page.title, aliases: page.aliases, noindex: page.noindex, address: page.address };
  }
  return undefined;
}

/**
 * How many files each page that lists files lists, by the page's content id: every file of the folder for a single
 * page (the blog index), and for a collection's file the files that name it in the collection's field (a topic's
 * articles), so a file that none names has no page.
 */
export function listedCounts(files: readonly ContentFile[]): Map<string, number> {
  const counts = new Map<string, number>();
  const add = (contentId: string) => counts.set(contentId, (counts.get(contentId) ?? 0) + 1);
  const listedFrom = (folder: string) => files.filter(({ file }) => file.startsWith(`${folder}/`));
  for (const page of singlePages) {
    if (page.lists) counts.set(page.content, listedFrom(page.lists.folder).length);
  }
  for (const { folder, lists } of collections) {
    if (!lists) continue;
    for (const { data } of listedFrom(lists.folder)) {
      const value = data && typeof data === "object" ? (data as Record<string, unknown>)[lists.field] : undefined;
      if (typeof value === "string") add(`${folder}/${value}`);
    }
  }
  return counts;
}

/** The route table as the build will expand it, from the files themselves. */
export function routeTableOf(files: readonly ContentFile[]): Route[] {
  return expandRoutes(
    files.flatMap((file) => routeSourceOfFile(file) ?? []),
    listedCounts(files),
  );
}

