import { graphql, type PageProps } from "gatsby";
import { pageHead } from "../components/layout/Seo/pageHead";
import { PlaybooksView, type PlaybooksPageData } from "./PlaybooksView";
import { downloadListLd } from "../lib/jsonLd";
import { required } from "../lib/required";
import { withListedFiles } from "../lib/downloads";

export const query = graphql`
  query PlaybooksPage($contentId: String!) {
    page: playbooksPage(contentId: { eq: $contentId }) {
      seo {
        ...SeoFields
      }
      hero {
        ...HeroFields
      }
      playbooks {
        eyebrow
        title
        lead
        items
      }
      cta {
        ...CallToActionFields
      }
    }
    playbooks: allDownload(filter: { kind: { eq: "playbook" } }) {
      nodes {
        ...PlaybookFields
      }
    }
  }
`;

/** The page's content, with its playbooks in the order it lists them. */
function pageOf(data: Queries.PlaybooksPageQuery) {
  const page = required(data.page, "content/pages/playbooks.json");
  return { ...page, playbooks: withListedFiles(page.playbooks, data.playbooks.nodes) };
}

export default function PlaybooksTemplate({ data }: PageProps<Queries.PlaybooksPageQuery>) {
  return <PlaybooksView page={pageOf(data)} />;
}

export const Head = pageHead<PlaybooksPageData, Queries.PlaybooksPageQuery>({
  page: pageOf,
  pageType: "CollectionPage",
  jsonLd: (page, { site, url }) => [
    {
      id: "ld-playbooks",
      data: downloadListLd(url, "playbooks", site.siteUrl, page.playbooks),
    },
  ],
});
