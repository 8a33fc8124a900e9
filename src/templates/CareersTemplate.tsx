import { graphql, type PageProps } from "gatsby";
import { pageHead } from "../components/layout/Seo/pageHead";
import { CareersView, type CareersPageData } from "./CareersView";
import { jobPostingLd } from "../lib/jsonLd";
import { required } from "../lib/required";
import { slugify } from "../lib/slug";

export const query = graphql`
  query CareersPage($contentId: String!) {
    page: careersPage(contentId: { eq: $contentId }) {
      seo {
        ...SeoFields
      }
      hero {
        ...HeroFields
      }
      benefits {
        ...FeatureSectionFields
      }
      roles {
        eyebrow
        title
        lead
        apply {
          label
          href
        }
        items {
          ...JobRoleFields
        }
      }
      cta {
        ...CallToActionFields
      }
    }
  }
`;

export default function CareersTemplate({ data }: PageProps<Queries.CareersPageQuery>) {
  return <CareersView page={required(data.page, "content/pages/careers.json")} />;
}

export const Head = pageHead<CareersPageData>({
  jsonLd: (page, { site, url }) =>
    page.roles.items.map((role) => ({ id: `ld-job-${slugify(role.title)}`, data: jobPostingLd(site, url, role) })),
});
