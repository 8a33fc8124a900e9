import { graphql, type PageProps } from "gatsby";
import { pageHead } from "../components/layout/Seo/pageHead";
import { ContactView, type ContactPageData } from "./ContactView";
import { contactPointLd } from "../lib/jsonLd";
import { required } from "../lib/required";

export const query = graphql`
  query ContactPage($contentId: String!) {
    page: contactPage(contentId: { eq: $contentId }) {
      seo {
        ...SeoFields
      }
      hero {
        ...HeroFields
      }
      methods {
        eyebrow
        title
        lead
        items {
          ...ContactMethodFields
        }
      }
      form {
        eyebrow
        title
        lead
        ...EnquiryFormCopyFields
      }
      office {
        ...OfficeCopyFields
      }
      emergency {
        ...EmergencyCopyFields
      }
      booking {
        ...BookingCopyFields
      }
      nextSteps {
        ...ProcessSectionFields
      }
    }
  }
`;

export default function ContactTemplate({ data }: PageProps<Queries.ContactPageQuery>) {
  return <ContactView page={required(data.page, "content/pages/contact.json")} />;
}

export const Head = pageHead<ContactPageData>({
  pageType: "ContactPage",
  jsonLd: (_page, { site, url }) => [{ id: "ld-contact-point", data: contactPointLd(site, url) }],
});
