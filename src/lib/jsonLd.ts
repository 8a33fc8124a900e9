import type {
  Article,
  BreadcrumbList,
  ContactPoint,
  DayOfWeek,
  ItemList,
  OpeningHoursSpecification,
  Organization,
  Thing,
  WebPage,
  WebSite,
  WithContext,
} from "schema-dts";
import { assetUrl, canonicalUrl } from "./urls";

// Pure, typed JSON-LD builders. Each block carries a stable @id so blocks on
// one page can point at each other and never clash.

export interface JsonLdBlock {
  /** The HTML id of the <script> element, unique on the page. */
  id: string;
  data: WithContext<Thing>;
}

export interface SiteIdentity {
  brand: string;
  siteUrl: string;
  blurb: string;
  foundingYear: number;
  email: string;
  phone: { href: string };
  address: { streetAddress: string; locality: string; postalCode: string; country: string };
  openingHours: ReadonlyArray<{ days: readonly string[]; opens: string; closes: string }>;
  shareImage: { path: string };
}

const CONTEXT = "https://schema.org" as const;

export const ldIds = {
  organization: (siteUrl: string) => `${canonicalUrl(siteUrl, "/")}#organization`,
  website: (siteUrl: string) => `${canonicalUrl(siteUrl, "/")}#website`,
  webPage: (url: string) => `${url}#webpage`,
  breadcrumb: (url: string) => `${url}#breadcrumb`,
};

/** JSON for a <script> data block: <, > and & are escaped so content can never close the element. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026");
}

const telephone = (site: SiteIdentity) => site.phone.href.replace(/^tel:/, "");

export function openingHoursSpecification(site: SiteIdentity): OpeningHoursSpecification[] {
  return site.openingHours.map((entry) => ({
    "@type": "OpeningHoursSpecification",
    // site.json's schema only accepts day names written in full, which are schema.org's DayOfWeek values.
    dayOfWeek: entry.days.map((day) => `https://schema.org/${day}` as DayOfWeek),
    opens: entry.opens,
    closes: entry.closes,
  }));
}

export function contactPoint(site: SiteIdentity): ContactPoint {
  return {
    "@type": "ContactPoint",
    contactType: "sales",
    telephone: telephone(site),
    email: site.email,
    areaServed: "GB",
    availableLanguage: "en-GB",
    hoursAvailable: openingHoursSpecification(site),
  };
}

export function organizationLd(site: SiteIdentity): WithContext<Organization> {
  return {
    "@context": CONTEXT,
    "@type": "Organization",
    "@id": ldIds.organization(site.siteUrl),
    name: site.brand,
    url: canonicalUrl(site.siteUrl, "/"),
    logo: assetUrl(site.siteUrl, "/logo.png"),
    image: assetUrl(site.siteUrl, site.shareImage.path),
    description: site.blurb,
    foundingDate: String(site.foundingYear),
    email: site.email,
    telephone: telephone(site),
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.streetAddress,
      addressLocality: site.address.locality,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    contactPoint: contactPoint(site),
    areaServed: "GB",
  };
}

export function websiteLd(site: SiteIdentity): WithContext<WebSite> {
  return {
    "@context": CONTEXT,
    "@type": "WebSite",
    "@id": ldIds.website(site.siteUrl),
    name: site.brand,
    url: canonicalUrl(site.siteUrl, "/"),
    inLanguage: "en-GB",
    publisher: { "@id": ldIds.organization(site.siteUrl) },
  };
}

export interface PageIdentity {
  url: string;
  title: string;
  description: string;
  image: string;
  /** schema.org type of the page, e.g. "AboutPage" or "ContactPage". */
  type?: "WebPage" | "AboutPage" | "ContactPage" | "CollectionPage" | "FAQPage" | "ItemPage";
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

// ---- Blog (articles and the blog index) ----

export const articleId = (url: string) => `${url}#article`;

export interface ArticleIdentity {
  /** Canonical URL of the article page. */
  url: string;
  headline: string;
  description: string;
  /** Absolute URLs of the cover image, in one or more sizes. */
  images: readonly string[];
  /** ISO dates. */
  datePublished: string;
  dateModified: string;
  author: { name: string; jobTitle: string };
  section: string;
}

export function articleLd(site: SiteIdentity, article: ArticleIdentity): WithContext<Article> {
  return {
    "@context": CONTEXT,
    "@type": "Article",
    "@id": articleId(article.url),
    headline: article.headline,
    description: article.description,
    image: [...article.images],
    datePublished: article.datePublished,
    dateModified: article.dateModified,
    author: {
      "@type": "Person",
      name: article.author.name,
      jobTitle: article.author.jobTitle,
      // The About page introduces the team.
      url: `${canonicalUrl(site.siteUrl, "/about")}#team`,
      worksFor: { "@id": ldIds.organization(site.siteUrl) },
    },
    publisher: { "@id": ldIds.organization(site.siteUrl) },
    mainEntityOfPage: { "@id": ldIds.webPage(article.url) },
    articleSection: article.section,
    inLanguage: "en-GB",
  };
}

/** The articles a list page shows, in order, each by its canonical URL. */
export function articleListLd(pageUrl: string, items: ReadonlyArray<{ url: string; name: string }>): WithContext<ItemList> {
  return {
    "@context": CONTEXT,
    "@type": "ItemList",
    "@id": `${pageUrl}#articles`,
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      url: item.url,
      name: item.name,
    })),
  };
}
