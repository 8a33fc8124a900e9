import { graphql, type PageProps } from "gatsby";
import { pageHead } from "../components/layout/Seo/pageHead";
import { PlaybooksView, type PlaybooksPageData } from "./PlaybooksView";
import { itemListLd } from "../lib/jsonLd";
import { required } from "../lib/required";
import { canonicalUrl } from "../lib/urls";

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
        items {
          ...PlaybookFields
        }
      }
      cta {
        ...CallToActionFields
      }
    }
  }
`;

export default function PlaybooksTemplate({ data }: PageProps<Queries.PlaybooksPageQuery>) {
  return <PlaybooksView page={required(data.page, "content/pages/playbooks.json")} />;
}

export const Head = pageHead<PlaybooksPageData>({
  pageType: "CollectionPage",
  jsonLd: (page, { site, url }) => [
    {
      id: "ld-playbooks",
      data: itemListLd(
        url,
        "playbooks",
        page.playbooks.title,
        page.playbooks.items.map((item) => ({
          name: item.title,
          description: item.description,
          url: canonicalUrl(site.siteUrl, item.downloadLink),
        })),
      ),
    },
  ],
});
