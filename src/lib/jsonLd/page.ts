import type { BreadcrumbList, WebPage, WithContext } from "schema-dts";
import { canonicalUrl } from "../urls";
import { CONTEXT, ldIds } from "./core";
import type { SiteIdentity } from "./site";

// The page being read: its WebPage block and its breadcrumb trail, both on every page.

export interface PageIdentity {
  url: string;
  title: string;
  description: string;
  image: string;
  /** schema.org type of the page, e.g. "AboutPage" or "ContactPage". */
  type?: "WebPage" | "AboutPage" | "ContactPage" | "CollectionPage" | "FAQPage" | "ItemPage" | "ProfilePage";
}

export function webPageLd(site: SiteIdentity, page: PageIdentity): WithContext<WebPage> {
  return {
    "@context": CONTEXT,
    "@type": page.type ?? "WebPage",
    "@id": ldIds.webPage(page.url),
    url: page.url,
    name: page.title,
    description: page.description,
    inLanguage: "en-GB",
    isPartOf: { "@id": ldIds.website(site.siteUrl) },
    publisher: { "@id": ldIds.organization(site.siteUrl) },
    primaryImageOfPage: { "@type": "ImageObject", url: page.image },
    breadcrumb: { "@id": ldIds.breadcrumb(page.url) },
  } as WithContext<WebPage>;
}

export function breadcrumbLd(
  site: SiteIdentity,
  pageUrl: string,
  trail: ReadonlyArray<{ name: string; path: string }>,
): WithContext<BreadcrumbList> {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    "@id": ldIds.breadcrumb(pageUrl),
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: canonicalUrl(site.siteUrl, crumb.path),
    })),
  };
}
