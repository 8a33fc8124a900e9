import { CallToAction } from "../components/sections/CallToAction/CallToAction";
import { Hero } from "../components/sections/Hero/Hero";
import { NewsletterSignup } from "../components/forms/NewsletterSignup/NewsletterSignup";
import { FreeToolCards } from "../components/library/ResourceCards/FreeToolCards";
import { GuideCards } from "../components/library/ResourceCards/GuideCards";
import { TemplateCards } from "../components/library/ResourceCards/TemplateCards";
import { Section } from "../components/ui/Section/Section";

export type ResourcesPageData = NonNullable<Queries.ResourcesPageQuery["page"]>;

export function ResourcesView({ page }: { page: ResourcesPageData }) {
  const { guides, templates, tools } = page;
  return (
    <>
      <Hero hero={page.hero} />
      <Section title={guides.title} eyebrow={guides.eyebrow} lead={guides.lead} id="guides">
        <GuideCards items={guides.items} />
      </Section>
      <Section title={templates.title} eyebrow={templates.eyebrow} lead={templates.lead} id="templates" tone="alt">
        <TemplateCards items={templates.items} note={templates.note} />
      </Section>
      <Section title={tools.title} eyebrow={tools.eyebrow} lead={tools.lead} id="tools">
        <FreeToolCards items={tools.items} />
      </Section>
      <NewsletterSignup newsletter={page.newsletter} />
      <CallToAction cta={page.cta} />
    </>
  );
}
