import { postPath } from "../lib/blog";
import type { ContentFile } from "../lib/content/contentFile";
import { isScheduled } from "../lib/scheduling";
import { slugOf } from "../lib/schema";

// Renaming an article in the editing screen. Decap keeps an entry's file for its life (the file's name is how other
// files name the article), so an editor renames an article by its `address`, the part of its page's path after
// /blog/. When the address moves the page away from where the site has it, the field offers to redirect the old
// address to the new one (src/cms/addressWidget.tsx), on unless the editor unticks it; saving then adds the old
// address to the article's `formerAddresses`, which the build writes to public/_redirects beside
// content/redirects.json's (src/lib/content/redirectRules.ts). Nothing here touches Decap or React: the screen's
// config (gatsby/cms/config.ts) names the widget, and the unit tests run the rules.

/** The name the screen's config gives an article's address field's widget. */
export const ADDRESS_WIDGET = "article-address";

/** Where each published article's page is on the site now, by Decap's path of its file ("content/blog/x.md"). */
export function livePaths(files: readonly ContentFile[], today = new Date()): Map<string, string> {
  return new Map(
    files.flatMap((file) => {
      if (file.type !== "BlogPost" || isScheduled(file, today)) return [];
      const { address } = file.data as { address?: unknown };
      const path = postPath({ slug: slugOf(file.file), address: typeof address === "string" ? address : undefined });
      return [[`content/${file.file}`, path]];
    }),
  );
}

/** The address an editor typed, as the file keeps it: trimmed, and left out ("") when it is the file's own name. */
export function addressAsKept(typed: unknown, slug: string): string {
  const address = typeof typed === "string" ? typed.trim() : "";
  return address === slug ? "" : address;
}

/** The path an article's page will have once saved with the address the editor typed. */
export const pathOnceSaved = (typed: unknown, slug: string) =>
  postPath({ slug, address: addressAsKept(typed, slug) || undefined });

/** The old address an editor is offered to redirect: the page's path now, when the typed address moves it. */
export function offeredRedirect(live: string | undefined, typed: unknown, slug: string): string | undefined {
  return live !== undefined && live !== pathOnceSaved(typed, slug) ? live : undefined;
}

/**
 * An article's `address` and `formerAddresses` as saved: the old path added when the editor kept the offered
 * redirect, and the new path taken out (moved back to an old address, the article is at it again).
 */
export function renamedFields(
  data: { address?: unknown; formerAddresses?: unknown },
  slug: string,
  live: string | undefined,
  redirectOld: boolean,
): { address: string; formerAddresses: string[] } {
  const address = addressAsKept(data.address, slug);
  const path = pathOnceSaved(address, slug);
  const former = Array.isArray(data.formerAddresses)
    ? data.formerAddresses.filter((item): item is string => typeof item === "string" && item !== "")
    : [];
  const old = offeredRedirect(live, address, slug);
  const withOld = old && redirectOld && !former.includes(old) ? [...former, old] : former;
  return { address, formerAddresses: withOld.filter((from) => from !== path) };
}

/**
 * The editor's answer to each offer, by the entry's file: true (the default) keeps the redirect. The field records
 * it as the editor ticks; the save reads it.
 */
export const redirectChoices = new Map<string, boolean>();
