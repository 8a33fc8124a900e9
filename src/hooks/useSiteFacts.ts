import { graphql, useStaticQuery } from "gatsby";
import type { LeadContact } from "../lib/leads";
import { nonBreaking } from "../lib/text";

/** Site facts from content/site.json, with siteUrl as the build resolved it (SITE_URL wins). */
export function useSiteFacts() {
  const data = useStaticQuery<Queries.SiteFactsQuery>(graphql`
    query SiteFacts {
      site {
        siteMetadata {
          siteUrl
        }
      }
      siteFacts {
        brand
        tagline
        blurb
        foundingYear
        phone {
          display
          href
        }
        email
        address {
          streetAddress
          locality
          postalCode
          country
        }
        openingHours {
          days
          opens
          closes
        }
        timeZoneLabel
        figures {
          id
          value
          label
          description
          kind
          unit
          measures
          over
          source
          group
          compare {
            value
            label
          }
        }
        shareImage {
          path
          width
          height
          alt
        }
      }
    }
  `);
  const siteUrl = data.site?.siteMetadata?.siteUrl;
  if (!data.siteFacts || !siteUrl) throw new Error("Site facts are missing: check content/site.json");
  return { ...shownSiteFacts(data.siteFacts), siteUrl };
}

/** Site facts as the pages show them: a phone number never breaks across lines, its spaces non-breaking. */
export function shownSiteFacts<T extends { phone: { display: string } }>(facts: T): T {
  return { ...facts, phone: { ...facts.phone, display: nonBreaking(facts.phone.display) } };
}

export type SiteFactsData = ReturnType<typeof useSiteFacts>;

/** A headline figure of site.json by its id; the content check has made sure every id named exists. */
export function figureOf(site: Pick<SiteFactsData, "figures">, id: string) {
  const found = site.figures.find((figure) => figure.id === id);
  if (!found) throw new Error(`site.json has no figure "${id}"`);
  return found;
}

/** What a lead form tells its visitor of the agency, as the page passes it to the form's island. */
export function leadContactOf(site: SiteFactsData): LeadContact {
  return { phone: site.phone, email: site.email, replyWithin: figureOf(site, "business-hours-reply").value };
}
