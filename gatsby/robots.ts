import { isPreviewBuild } from "../src/lib/preview";

// robots.txt: the site is public marketing, so every crawler may read every page. The AI crawlers and assistants
// are named as well, so the policy toward them is explicit rather than inherited from "*": allowed. /llms.txt
// points them at the pages that hold the agency's own answers.

/** The common AI crawlers and assistant fetchers, by the user-agent token each documents. */
export const aiCrawlers = [
  "GPTBot",
  "OAI-SearchBot",
  "ChatGPT-User",
  "ClaudeBot",
  "Claude-SearchBot",
  "Claude-User",
  "PerplexityBot",
  "Perplexity-User",
  "Google-Extended",
  "Applebot-Extended",
  "Meta-ExternalAgent",
  "Amazonbot",
  "DuckAssistBot",
  "MistralAI-User",
  "CCBot",
] as const;

export function robotsTxt(siteUrl: string, llmsPath: string, preview = isPreviewBuild()): string {
  // A preview of a draft is for its editor, never for a search engine or an assistant.
  if (preview) return ["# A preview of a draft: not for crawlers.", "User-agent: *", "Disallow: /", ""].join("\n");
  return [
    "User-agent: *",
    "Allow: /",
    "",
    `# AI crawlers and assistants: allowed. Our key pages, described: ${new URL(llmsPath, siteUrl).href}`,
    ...aiCrawlers.map((agent) => `User-agent: ${agent}`),
    "Allow: /",
    "",
    `Sitemap: ${new URL("/sitemap-index.xml", siteUrl).href}`,
    "",
  ].join("\n");
}
