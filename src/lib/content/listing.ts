import type { ContentFile } from "./contentFile";

// What a page's file says of how the page is listed elsewhere: its title and description (search results, share
// images, llms.txt) and the date its content last changed, where the file records one (the sitemap).

/** Where a file keeps its page's title and description in search results, if it is a page. */
export function listingOf(file: ContentFile): { title: [string, string]; description: [string, string] } | undefined {
  const data = file.data as { seo?: { title: string; description: string }; title?: string; description?: string; excerpt?: string };
  if (data.seo) return { title: ["seo.title", data.seo.title], description: ["seo.description", data.seo.description] };
  if (file.type === "BlogPost") return { title: ["title", data.title!], description: ["excerpt", data.excerpt!] };
  if (file.type === "LegalPage") return { title: ["title", data.title!], description: ["description", data.description!] };
  return undefined;
}

/** The date a page's own content says it last changed: an article's update (else publication), a legal page's
 * last update, a regulated page's last review. Undefined when the file records none. */
export function contentDateOf(file: ContentFile): string | undefined {
  const data = file.data as { date?: string; updated?: string; lastUpdated?: string; lastReviewed?: string };
  if (file.type === "BlogPost") return data.updated ?? data.date;
  return data.lastUpdated ?? data.lastReviewed;
}
