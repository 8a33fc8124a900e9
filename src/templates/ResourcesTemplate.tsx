import { graphql, type PageProps } from "gatsby";
import { pageHead } from "../components/layout/Seo/pageHead";
import { ResourcesView, type ResourcesPageData } from "./ResourcesView";
import { downloadListLd } from "../lib/jsonLd";
import { required } from "../lib/required";
import { withListedFiles } from "../lib/downloads";

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
    guides: withListedFiles(page.guides, data.guides.nodes),
    templates: withListedFiles(page.templates, data.templates.nodes),
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
      data: downloadListLd(url, "guides", site.siteUrl, page.guides),
    },
  ],
});
