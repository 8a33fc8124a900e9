import type { ContentFile } from "../lib/content/contentFile";

// What the editing screen knows of the site beyond the entry being edited, written beside it at build time
// (gatsby/cms/buildAdmin.ts, public/admin/content.json): every content file as the content check reads it, for
// the same rules before saving and for previews that show shared facts, and what static/ holds.

export interface ContentSnapshot {
  files: ContentFile[];
  /** Every file under content/, read or not (images too), relative to content/. */
  names: string[];
  /** Every file in static/, by the path it is served at ("/og-default.png"). */
  staticFiles: string[];
  siteUrl: string;
  /** Where a section fragment gives the section's `items` another name: GraphQL type → name ("FaqSection" → "questions"). */
  itemAliases: Record<string, string>;
}

export const SNAPSHOT_FILE = "content.json";

export async function loadSnapshot(): Promise<ContentSnapshot> {
  const response = await fetch(SNAPSHOT_FILE, { cache: "no-cache" });
  if (!response.ok) throw new Error(`The editing screen could not load ${SNAPSHOT_FILE}: ${response.status}`);
  return (await response.json()) as ContentSnapshot;
}
