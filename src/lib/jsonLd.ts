import type {
  Article,
  BreadcrumbList,
  ContactPoint,
  DayOfWeek,
  DefinedTerm,
  DefinedTermSet,
  FAQPage,
  ItemList,
  JobPosting,
  ListItem,
  OfferCatalog,
  OpeningHoursSpecification,
  Organization,
  PostalAddress,
  Service,
  Thing,
  WebApplication,
  WebPage,
  WebSite,
  WithContext,
} from "schema-dts";
import { slugify } from "./slug";
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
  return JSON.stringify(data).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026");
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

export function postalAddress(site: SiteIdentity): PostalAddress {
  return {
    "@type": "PostalAddress",
    streetAddress: site.address.streetAddress,
    addressLocality: site.address.locality,
    postalCode: site.address.postalCode,
    addressCountry: site.address.country,
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
    address: postalAddress(site),
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

// ---- Company screens: services catalogue, case-study list, contact point, job postings ----

export interface CatalogCategory {
  name: string;
  /** path: the primary path of the page the card links to. */
  services: ReadonlyArray<{ name: string; description: string; path: string }>;
}

/** The services overview as an OfferCatalog: one nested catalogue per category, one Service offer per card. */
export function serviceCatalogLd(
  site: SiteIdentity,
  pageUrl: string,
  name: string,
  categories: readonly CatalogCategory[],
): WithContext<OfferCatalog> {
  return {
    "@context": CONTEXT,
    "@type": "OfferCatalog",
    "@id": `${pageUrl}#services`,
    name,
    url: pageUrl,
    numberOfItems: categories.length,
    itemListElement: categories.map((category) => ({
      "@type": "OfferCatalog",
      name: category.name,
      numberOfItems: category.services.length,
      itemListElement: category.services.map((service) => ({
        "@type": "Offer",
        itemOffered: {
          "@type": "Service",
          name: service.name,
          description: service.description,
          url: canonicalUrl(site.siteUrl, service.path),
          provider: { "@id": ldIds.organization(site.siteUrl) },
          areaServed: "GB",
        },
      })),
    })),
  };
}

/** The case studies on the results page, each pointing at its card on the page. */
export function caseStudyListLd(
  pageUrl: string,
  name: string,
  studies: ReadonlyArray<{ company: string; industry: string; challenge: string }>,
): WithContext<ItemList> {
  return {
    "@context": CONTEXT,
    "@type": "ItemList",
    "@id": `${pageUrl}#case-studies`,
    name,
    numberOfItems: studies.length,
    itemListElement: studies.map((study, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: `${study.company} (${study.industry})`,
      description: study.challenge,
      url: `${pageUrl}#${slugify(study.company)}`,
    })),
  };
}

/** The agency's sales contact point with its opening hours, for the contact page. */
export function contactPointLd(site: SiteIdentity, pageUrl: string): WithContext<ContactPoint> {
  return {
    "@context": CONTEXT,
    ...contactPoint(site),
    "@id": `${pageUrl}#contact-point`,
    url: pageUrl,
  };
}

export interface JobRoleInput {
  title: string;
  department: string;
  type: string;
  description: string;
  requirements: readonly string[];
  datePosted: string;
  validThrough?: string | null;
}

const EMPLOYMENT_TYPES: Record<string, string> = {
  "Full-time": "FULL_TIME",
  "Part-time": "PART_TIME",
  Contract: "CONTRACTOR",
  Internship: "INTERN",
};

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** One open role as a JobPosting, located at the London office. Google reads `description` as HTML. */
export function jobPostingLd(site: SiteIdentity, pageUrl: string, role: JobRoleInput): WithContext<JobPosting> {
  const requirements = role.requirements.map((item) => `<li>${escapeHtml(item)}</li>`).join("");
  return {
    "@context": CONTEXT,
    "@type": "JobPosting",
    "@id": `${pageUrl}#job-${slugify(role.title)}`,
    title: role.title,
    description: `<p>${escapeHtml(role.description)}</p><p>What you'll need:</p><ul>${requirements}</ul>`,
    datePosted: role.datePosted,
    ...(role.validThrough ? { validThrough: role.validThrough } : {}),
    employmentType: EMPLOYMENT_TYPES[role.type] ?? "OTHER",
    occupationalCategory: role.department,
    // Google reads hiringOrganization inside the posting, so it is written out in full rather than
    // referenced by the Organization block's @id (one node per @id on the page).
    hiringOrganization: {
      "@type": "Organization",
      name: site.brand,
      url: canonicalUrl(site.siteUrl, "/"),
      sameAs: canonicalUrl(site.siteUrl, "/"),
      logo: assetUrl(site.siteUrl, "/logo.png"),
      address: postalAddress(site),
    },
    jobLocation: { "@type": "Place", address: postalAddress(site) },
    url: `${pageUrl}#open-roles`,
  };
}

// ---- Content library (glossary, playbooks, resources, tools) ----

export interface DefinedTermInput {
  name: string;
  description: string;
  /** The term's HTML id on the page, e.g. "quality-score". */
  anchor: string;
}

/** The glossary as a DefinedTermSet; each term's url and @id are the page URL plus the term's #anchor. */
export function definedTermSetLd(
  pageUrl: string,
  set: { name: string; description: string },
  terms: readonly DefinedTermInput[],
): WithContext<DefinedTermSet> {
  const setId = `${pageUrl}#defined-terms`;
  return {
    "@context": CONTEXT,
    "@type": "DefinedTermSet",
    "@id": setId,
    name: set.name,
    description: set.description,
    url: pageUrl,
    inLanguage: "en-GB",
    hasDefinedTerm: terms.map((term): DefinedTerm => ({
      "@type": "DefinedTerm",
      "@id": `${pageUrl}#${term.anchor}`,
      name: term.name,
      description: term.description,
      url: `${pageUrl}#${term.anchor}`,
      inDefinedTermSet: { "@id": setId },
    })),
  };
}

export interface ListEntry {
  name: string;
  description?: string;
  /** Absolute URL of the entry's own page. */
  url: string;
}

/** An ordered list of things the page presents (guides, playbooks, tools); `key` makes its @id unique on the page. */
export function itemListLd(
  pageUrl: string,
  key: string,
  name: string,
  entries: readonly ListEntry[],
): WithContext<ItemList> {
  return {
    "@context": CONTEXT,
    "@type": "ItemList",
    "@id": `${pageUrl}#${key}`,
    name,
    numberOfItems: entries.length,
    itemListElement: entries.map((entry, index): ListItem => ({
      "@type": "ListItem",
      position: index + 1,
      name: entry.name,
      ...(entry.description ? { description: entry.description } : {}),
      url: entry.url,
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
export function articleListLd(
  pageUrl: string,
  items: ReadonlyArray<{ url: string; name: string }>,
): WithContext<ItemList> {
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
  page: {
    url: string;
    name: string;
    description: string;
    serviceType: string;
    faqs?: ReadonlyArray<{ question: string; answer: string }> | null;
  },
): JsonLdBlock[] {
  const blocks: JsonLdBlock[] = [{ id: "ld-service", data: serviceLd(siteUrl, page) }];
  if (page.faqs && page.faqs.length > 0) blocks.push({ id: "ld-faq", data: faqPageLd(page.url, page.faqs) });
  return blocks;
}

export interface FreeToolIdentity {
  /** Canonical URL of the tool's page. */
  url: string;
  name: string;
  description: string;
  features: readonly string[];
}

/** A free tool that runs in the browser: a WebApplication offered at no charge. */
export function webApplicationLd(site: SiteIdentity, tool: FreeToolIdentity): WithContext<WebApplication> {
  return {
    "@context": CONTEXT,
    "@type": "WebApplication",
    "@id": `${tool.url}#webapplication`,
    name: tool.name,
    description: tool.description,
    url: tool.url,
    applicationCategory: "BusinessApplication",
    operatingSystem: "Any",
    browserRequirements: "Requires JavaScript and a current web browser",
    isAccessibleForFree: true,
    inLanguage: "en-GB",
    featureList: [...tool.features],
    offers: { "@type": "Offer", price: 0, priceCurrency: "GBP" },
    provider: { "@id": ldIds.organization(site.siteUrl) },
    mainEntityOfPage: { "@id": ldIds.webPage(tool.url) },
  };
}
