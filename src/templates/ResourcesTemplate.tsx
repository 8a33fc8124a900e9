import { graphql, type PageProps } from "gatsby";
import { pageHead } from "../components/layout/Seo/pageHead";
import { ResourcesView, type ResourcesPageData } from "./ResourcesView";
import { itemListLd } from "../lib/jsonLd";
import { required } from "../lib/required";
import { canonicalUrl } from "../lib/urls";
import { inListedOrder } from "../lib/downloads";

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
        items
      }
      templates {
        eyebrow
        title
        lead
        items
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
    guides: allDownload(filter: { kind: { eq: "guide" } }) {
      nodes {
        ...GuideFields
      }
    }
    templates: allDownload(filter: { kind: { eq: "template" } }) {
      nodes {
        ...ResourceTemplateFields
      }
    }
  }
`;

/** The page's content, with its guides and templates in the order it lists them. */
function pageOf(data: Queries.ResourcesPageQuery) {
  const page = required(data.page, "content/pages/resources.json");
  return {
    ...page,
    guides: { ...page.guides, items: inListedOrder(page.guides.items, data.guides.nodes) },
    templates: { ...page.templates, items: inListedOrder(page.templates.items, data.templates.nodes) },
  };
}

export default function ResourcesTemplate({ data }: PageProps<Queries.ResourcesPageQuery>) {
  return <ResourcesView page={pageOf(data)} />;
}

export const Head = pageHead<ResourcesPageData, Queries.ResourcesPageQuery>({
  page: pageOf,
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
