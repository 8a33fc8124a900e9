import { graphql, type PageProps } from "gatsby";
import { termAnchor } from "../components/library/Glossary/GlossaryTerms";
import { pageHead } from "../components/layout/Seo/pageHead";
import { GlossaryView, type GlossaryPageData } from "./GlossaryView";
import { definedTermSetLd } from "../lib/jsonLd";
import { required } from "../lib/required";

export const query = graphql`
  query GlossaryPage($contentId: String!) {
    page: glossaryPage(contentId: { eq: $contentId }) {
      seo {
        ...SeoFields
      }
      hero {
        ...HeroFields
      }
      glossary {
        eyebrow
        title
        lead
        terms {
          ...GlossaryTermFields
        }
      }
      cta {
        ...CallToActionFields
      }
    }
  }
`;

export default function GlossaryTemplate({ data }: PageProps<Queries.GlossaryPageQuery>) {
  return <GlossaryView page={required(data.page, "content/pages/glossary.json")} />;
}

export const Head = pageHead<GlossaryPageData>({
  pageType: "CollectionPage",
  jsonLd: (page, { url }) => [
    {
      id: "ld-glossary",
      data: definedTermSetLd(
        url,
        { name: page.seo.title, description: page.seo.description },
        page.glossary.terms.map((term) => ({
          name: term.term,
          description: term.definition,
          anchor: termAnchor(term.term),
        })),
      ),
    },
  ],
});
