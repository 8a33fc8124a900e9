import { BookingCard, EmergencyCard, OfficeCard } from "../components/company/ContactInfo/ContactInfo";
import { ContactMethods } from "../components/company/ContactMethods/ContactMethods";
import { leadContactOf, useSiteFacts } from "../hooks/useSiteFacts";
import { EnquiryFormIsland } from "../islands/enquiry-form";
import type { EnquiryChoices } from "../lib/enquiryTopic";
import { Hero } from "../components/sections/Hero/Hero";
import { ProcessSteps } from "../components/sections/ProcessSteps/ProcessSteps";
import { introOf, Section } from "../components/ui/Section/Section";
import * as styles from "./CompanyViews.module.scss";

export type ContactPageData = NonNullable<Queries.ContactPageQuery["page"]>;

export function ContactView({ page, choices }: { page: ContactPageData; choices: EnquiryChoices }) {
  const { methods, form } = page;
  const contact = leadContactOf(useSiteFacts());
  return (
    <>
      <Hero hero={page.hero} />
      <Section {...introOf(methods, { id: "contact-methods" })}>
        <ContactMethods items={methods.items} />
      </Section>
      <Section {...introOf(form, { id: "enquiry" })} tone="alt">
        <div className={styles.contactLayout}>
          <EnquiryFormIsland copy={form} choices={choices} contact={contact} />
          <aside className={styles.aside} aria-label="Office, support and booking">
            <OfficeCard copy={page.office} />
            <EmergencyCard copy={page.emergency} />
            <BookingCard copy={page.booking} />
          </aside>
        </div>
      </Section>
      <ProcessSteps section={page.nextSteps} id="what-happens-next" tone="plain" />
    </>
  );
}
