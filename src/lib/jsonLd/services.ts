import type { OfferCatalog, Service, WithContext } from "schema-dts";
import { canonicalUrl } from "../urls";
import { CONTEXT, ldIds, type JsonLdBlock } from "./core";
import { faqPageLd } from "./faq";
import type { SiteIdentity } from "./site";

// What the agency sells: one Service per service, agency and industry page, and the services overview as a
// catalogue of offers.

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
