// The files the site hands over (gatsby/downloads/ makes them): where each is served, and how a page describes it.

export const DOWNLOAD_KINDS = ["guide", "playbook", "template"] as const;

export type DownloadKind = (typeof DOWNLOAD_KINDS)[number];

/** What a link to a built file says of it. */
export interface DownloadFile {
  title: string;
  path: string;
  format: string;
  mediaType: string;
  pages?: number | null;
  bytes: number;
}

/** Where a document's or template's file is served: "/downloads/ppc-strategy.pdf". */
export const downloadPath = (slug: string, extension: "pdf" | "xlsx") => `/downloads/${slug}.${extension}`;

/** A file's size as people read it: "214 KB", "1.2 MB". */
export function fileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** What a download link says about its file: "PDF, 67 pages, 214 KB". */
export function fileFacts(file: { format: string; pages?: number | null; bytes: number }): string {
  return [file.format, file.pages ? `${file.pages} pages` : undefined, fileSize(file.bytes)].filter(Boolean).join(", ");
}

/** The name a download is saved under: "Kitelight - The Complete PPC Strategy Guide.pdf". */
export function savedName(brand: string, title: string, format: string): string {
  return `${brand} - ${title.replace(/[\\/:*?"<>|]/g, "")}.${format.toLowerCase()}`;
}

/**
 * A section of a page with the files it lists in place of their names, in the order its content file names them
 * (the content check has found every one).
 */
export function withListedFiles<S extends { items: readonly string[] }, T extends { slug: string }>(
  section: S,
  files: readonly T[],
): Omit<S, "items"> & { items: T[] } {
  return { ...section, items: section.items.flatMap((slug) => files.find((file) => file.slug === slug) ?? []) };
}
