import type {
  BreadcrumbList,
  ContactPoint,
  DayOfWeek,
  OpeningHoursSpecification,
  Organization,
  Thing,
  WebPage,
  WebSite,
  WithContext,
} from "schema-dts";
import type { FAQPage, Service } from "schema-dts";
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

// --- Service, agency and industry pages ---

/** A Service offered by the organisation, described by the page at `url`. */
export function serviceLd(
  siteUrl: string,
  page: { url: string; name: string; description: string; serviceType: string },
): WithContext<Service> {
  return {
    "@context": CONTEXT,
    "@type": "Service",
    "@id": `${page.url}#service`,
    name: page.name,
    description: page.description,
    url: page.url,
    serviceType: page.serviceType,
    provider: { "@id": ldIds.organization(siteUrl) },
    areaServed: "GB",
  };
}

/** An FAQPage from the same questions and answers the page shows. */
export function faqPageLd(
  url: string,
  items: ReadonlyArray<{ question: string; answer: string }>,
): WithContext<FAQPage> {
  return {
    "@context": CONTEXT,
    "@type": "FAQPage",
    "@id": `${url}#faq`,
    url,
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

/** The JSON-LD blocks of a page that sells a service: the Service, then its FAQs when it has any. */
export function servicePageLd(
  siteUrl: string,
  page: { url: string; name: string; description: string; serviceType: string; faqs?: ReadonlyArray<{ question: string; answer: string }> | null },
): JsonLdBlock[] {
  const blocks: JsonLdBlock[] = [{ id: "ld-service", data: serviceLd(siteUrl, page) }];
  if (page.faqs && page.faqs.length > 0) blocks.push({ id: "ld-faq", data: faqPageLd(page.url, page.faqs) });
  return blocks;
}
