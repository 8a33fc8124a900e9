import type { WebApplication, WithContext } from "schema-dts";
import { CONTEXT, ldIds } from "./core";
import type { SiteIdentity } from "./site";

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
