import { graphql, useStaticQuery } from "gatsby";

/**
 * The header's menu groups and call to action, from content/navigation.json (the content check refuses a link to a
 * page that does not exist). It asks only for what the header shows (the footer's links have useFooterNavigation).
 */
export function useHeaderNavigation() {
  const data = useStaticQuery<Queries.HeaderMenusQuery>(graphql`
    query HeaderMenus {
      navigation {
        header {
          groups {
            name
            items {
              name
              href
              desc
            }
          }
          search {
            label
            href
          }
          cta {
            label
            href
          }
        }
      }
    }
  `);
  if (!data.navigation) throw new Error("Navigation is missing: check content/navigation.json");
  return data.navigation.header;
}
