import type { Thing, WithContext } from "schema-dts";
import { canonicalUrl } from "../urls";

// What every JSON-LD family shares: the block a page renders, the @context, the stable @ids by which
// blocks on one page point at each other, and safe serialisation.

export interface JsonLdBlock {
  /** The HTML id of the <script> element, unique on the page. */
  id: string;
  data: WithContext<Thing>;
}

export const CONTEXT = "https://schema.org" as const;

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
