import { graphql, useStaticQuery } from "gatsby";

/** Header and footer menus from content/navigation.json (the content check refuses a link to a page that does not exist). */
export function useNavigation() {
  const data = useStaticQuery<Queries.NavigationQuery>(graphql`
    query Navigation {
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
          cta {
            label
            href
          }
        }
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
  return data.navigation;
}
