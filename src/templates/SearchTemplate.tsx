import { graphql, type PageProps } from "gatsby";
import { pageHead } from "../components/layout/Seo/pageHead";
import { required } from "../lib/required";
import { SearchView, type SearchPageData } from "./SearchView";

export const query = graphql`
  query SearchPage($contentId: String!) {
    page: searchPage(contentId: { eq: $contentId }) {
      seo {
        ...SeoFields
      }
      intro {
        eyebrow
        title
        lead
      }
      search {
        label
        placeholder
        noScript
        noMatchHint
      }
      browse {
        title
        links {
          label
          href
          description
        }
      }
    }
  }
`;

export default function SearchTemplate({ data }: PageProps<Queries.SearchPageQuery>) {
  return <SearchView page={required(data.page, "content/pages/search.json")} />;
}

export const Head = pageHead<SearchPageData>();
