import { isLaterPage, type Route } from "../src/lib/routes";
import { canonicalUrl } from "../src/lib/urls";

// /llms.txt, after the llms.txt convention: the agency's name, a summary, then its key pages as markdown links
// with one line each, grouped by what they answer. Generated from the route table and each page's description,
// so a new service, guide or tool is listed when its file is added. Pages in none of the groups below (articles,
// campaign pages, legal pages) are listed under "Optional", which the convention says a reader may skip.

interface Group {
  title: string;
  /** The pages in the group, by primary path: an exact path, or every page under a prefix ending in "/". */
  paths: readonly string[];
}

const groups: readonly Group[] = [
  { title: "Services", paths: ["/services", "/services/"] },
  { title: "Industries", paths: ["/industries/"] },
  { title: "Results", paths: ["/results"] },
  { title: "Free guides", paths: ["/resources", "/playbooks", "/landing/"] },
  { title: "Free tools", paths: ["/tools", "/tools/"] },
  { title: "Reference", paths: ["/glossary", "/in-house-vs-agency"] },
  { title: "Company", paths: ["/about", "/contact", "/careers", "/partner-program"] },
];

const inGroup = (path: string, group: Group) =>
  group.paths.some((pattern) => (pattern.endsWith("/") ? path.startsWith(pattern) : path === pattern));

export interface LlmsSite {
  brand: string;
  siteUrl: string;
  blurb: string;
  phone: { display: string };
  email: string;
}

export function llmsTxt(
  site: LlmsSite,
  routes: readonly Route[],
  describe: (route: Route) => string | undefined,
): string {
  // A list's later pages (/blog/page/2) say nothing their first page and the articles do not.
  const listed = routes.filter((route) => !route.noindex && route.path !== "/" && !isLaterPage(route));
  const line = (route: Route) => {
    const description = describe(route);
    return `- [${route.label}](${canonicalUrl(site.siteUrl, route.path)})${description ? `: ${description}` : ""}`;
  };
  const section = (title: string, pages: readonly Route[]) =>
    pages.length === 0 ? [] : ["", `## ${title}`, "", ...pages.map(line)];
  const grouped = new Set<Route>();
  const sections = groups.flatMap((group) => {
    const pages = listed.filter((route) => inGroup(route.path, group));
    pages.forEach((route) => grouped.add(route));
    return section(group.title, pages);
  });
  return [
    `# ${site.brand}`,
    "",
    `> ${site.blurb}`,
    "",
    `Home page: ${canonicalUrl(site.siteUrl, "/")}. Phone ${site.phone.display}, email ${site.email}.`,
    ...sections,
    ...section(
      "Optional",
      listed.filter((route) => !grouped.has(route)),
    ),
    "",
  ].join("\n");
}
