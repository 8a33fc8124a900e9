import { graphql, useStaticQuery } from "gatsby";
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
        claims {
          averageRoasIncrease
          revenueGenerated
          projects
          industries
          averageResponse
          businessHoursReply
          emergencyResponse
          contractTerms
          guarantee
          newsletterAudience
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
  const { phone } = data.siteFacts;
  // A phone number never breaks across lines: its spaces are non-breaking wherever it is shown.
  return { ...data.siteFacts, phone: { ...phone, display: nonBreaking(phone.display) }, siteUrl };
}

export type SiteFactsData = ReturnType<typeof useSiteFacts>;
