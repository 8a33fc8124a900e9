import navigation from "../../content/navigation.json";
import site from "../../content/site.json";
import { loadRouteTable } from "../../gatsby/content/readContent";

export const TEST_SITE_URL = "https://www.kitelight.co.uk";

/** What the site-wide static queries return, built from the real content files. */
export function staticQueryFixture() {
  return {
    site: { siteMetadata: { siteUrl: TEST_SITE_URL } },
    siteFacts: site,
    navigation,
    routeTable: loadRouteTable(),
  };
}
