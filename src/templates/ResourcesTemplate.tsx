import { graphql, type PageProps } from "gatsby";
import { pageHead } from "../components/layout/Seo/pageHead";
import { ResourcesView, type ResourcesPageData } from "./ResourcesView";
import { itemListLd } from "../lib/jsonLd";
import { required } from "../lib/required";
import { canonicalUrl } from "../lib/urls";

export const query = graphql`
  query ResourcesPage($contentId: String!) {
    page: resourcesPage(contentId: { eq: $contentId }) {
      seo {
        ...SeoFields
      }
      hero {
        ...HeroFields
      }
      guides {
        eyebrow
        title
        lead
        items {
          ...GuideFields
        }
      }
      templates {
        eyebrow
        title
        lead
        note {
          connected
          simulated
        }
        items {
          ...ResourceTemplateFields
        }
      }
      tools {
        eyebrow
        title
        lead
        items {
          ...FreeToolFields
        }
      }
      newsletter {
        ...NewsletterSignupFields
      }
      cta {
        ...CallToActionFields
      }
    }
  }
`;

export default function ResourcesTemplate({ data }: PageProps<Queries.ResourcesPageQuery>) {
  return <ResourcesView page={required(data.page, "content/pages/resources.json")} />;
}

export const Head = pageHead<ResourcesPageData>({
  pageType: "CollectionPage",
  jsonLd: (page, { site, url }) => [
    {
      id: "ld-guides",
      data: itemListLd(
        url,
        "guides",
        page.guides.title,
        page.guides.items.map((guide) => ({
          name: guide.title,
          description: guide.description,
          url: canonicalUrl(site.siteUrl, guide.downloadLink),
        })),
      ),
    },
  ],
});
