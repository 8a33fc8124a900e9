import { graphql, type PageProps } from "gatsby";
import { pageHead } from "../components/layout/Seo/pageHead";
import { ServicesView, type ServicesPageData } from "./ServicesView";
import { serviceCatalogLd } from "../lib/jsonLd";
import { required } from "../lib/required";
import { routeFor } from "../lib/urls";

export const query = graphql`
  query ServicesPage($contentId: String!) {
    page: servicesPage(contentId: { eq: $contentId }) {
      seo {
        ...SeoFields
      }
      hero {
        ...HeroFields
      }
      categories {
        eyebrow
        title
        lead
        items {
          ...ServiceCategoryFields
        }
      }
      process {
        ...ProcessSectionFields
      }
      whyChoose {
        ...StatSectionFields
      }
      cta {
        ...CallToActionFields
      }
    }
  }
`;

export default function ServicesTemplate({ data }: PageProps<Queries.ServicesPageQuery>) {
  return <ServicesView page={required(data.page, "content/pages/services.json")} />;
}

export const Head = pageHead<ServicesPageData>({
  pageType: "CollectionPage",
  jsonLd: (page, { site, url, routes }) => [
    {
      id: "ld-services",
      data: serviceCatalogLd(
        site,
        url,
        `${site.brand} services`,
        page.categories.items.map((category) => ({
          name: category.category,
          services: category.services.map((service) => ({
            name: service.title,
            description: service.description,
            // An alias resolves to its primary path, so the URL is the page's canonical.
            path: routeFor(service.link.href, routes)?.path ?? service.link.href,
          })),
        })),
      ),
    },
  ],
});
