import type { CheckedFile } from "./contentFile";
import { authorListing } from "../blog";

// What a page's file says of how the page is listed elsewhere: its title and description (search results, share
// images, llms.txt) and the date its content last changed, where the file records one (the sitemap).

/** Where a file keeps its page's title and description in search results, if it is a page. */
export function listingOf(file: CheckedFile): { title: [string, string]; description: [string, string] } | undefined {
  if (file.type === "BlogPost") return { title: ["title", file.data.title], description: ["excerpt", file.data.excerpt] };
  if (file.type === "LegalPage") return { title: ["title", file.data.title], description: ["description", file.data.description] };
  // A member of the team has an author page while they write; a client's contact has no page and no bio.
  if (file.type === "Person") {
    if (!file.data.bio) return undefined;
    const listing = authorListing(file.data);
    return { title: ["role", listing.title], description: ["bio", listing.description] };
  }
  const { data } = file;
  if ("seo" in data && data.seo) {
    return { title: ["seo.title", data.seo.title], description: ["seo.description", data.seo.description] };
  }
  return undefined;
}

/** The date a page's own content says it last changed: an article's update (else publication), a legal page's
 * last update, a regulated page's last review. Undefined when the file records none. */
export function contentDateOf(file: CheckedFile): string | undefined {
  if (file.type === "BlogPost") return file.data.updated ?? file.data.date;
  if (file.type === "LegalPage") return file.data.lastUpdated;
  const { data } = file;
  return "lastReviewed" in data ? (data.lastReviewed ?? undefined) : undefined;
}
