import { graphql, useStaticQuery } from "gatsby";

/** The footer's link columns and legal links, from content/navigation.json (the header's menus: useHeaderNavigation). */
export function useFooterNavigation() {
  const data = useStaticQuery<Queries.FooterLinksQuery>(graphql`
    query FooterLinks {
      navigation {
        footer {
          groups {
            title
            links {
              label
              href
            }
          }
          legal {
            label
            href
          }
        }
      }
    }
  `);
  if (!data.navigation) throw new Error("Navigation is missing: check content/navigation.json");
  return data.navigation.footer;
}
