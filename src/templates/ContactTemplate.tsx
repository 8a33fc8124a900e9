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
    careers: careersPage {
      roles {
        items {
          title
        }
      }
    }
    partners: partnerPage {
      types {
        items {
          title
        }
      }
    }
  }
`;

export default function ContactTemplate({ data }: PageProps<Queries.ContactPageQuery>) {
  // What the enquiry form offers to choose: the roles and partnership types their own pages list.
  const choices = {
    roles: required(data.careers, "content/pages/careers.json").roles.items.map((role) => role.title),
    partnerTypes: required(data.partners, "content/pages/partner-program.json").types.items.map((type) => type.title),
  };
  return <ContactView page={required(data.page, "content/pages/contact.json")} choices={choices} />;
}

export const Head = pageHead<ContactPageData>({
  pageType: "ContactPage",
  jsonLd: (_page, { site, url }) => [{ id: "ld-contact-point", data: contactPointLd(site, url) }],
});
