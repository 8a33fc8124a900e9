import type {
  ContactPoint,
  DayOfWeek,
  OpeningHoursSpecification,
  Organization,
  PostalAddress,
  WebSite,
  WithContext,
} from "schema-dts";
import { assetUrl, canonicalUrl } from "../urls";
import { CONTEXT, ldIds } from "./core";

// The agency itself: the Organization and WebSite blocks every page carries, and the address, opening hours
// and sales contact point other blocks reuse.

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

/** The agency's sales contact point with its opening hours, for the contact page. */
export function contactPointLd(site: SiteIdentity, pageUrl: string): WithContext<ContactPoint> {
  return {
    "@context": CONTEXT,
    ...contactPoint(site),
    "@id": `${pageUrl}#contact-point`,
    url: pageUrl,
  };
}
