import { CallToAction } from "../components/sections/CallToAction/CallToAction";
import { Hero } from "../components/sections/Hero/Hero";
import { NewsletterSignup } from "../components/forms/NewsletterSignup/NewsletterSignup";
import { FreeToolCards } from "../components/library/ResourceCards/FreeToolCards";
import { GuideCards } from "../components/library/ResourceCards/GuideCards";
import { TemplateCards } from "../components/library/ResourceCards/TemplateCards";
import { introOf, Section } from "../components/ui/Section/Section";

type ResourcesContent = NonNullable<Queries.ResourcesPageQuery["page"]>;

/** The page's content, with the guides and templates it lists. */
export type ResourcesPageData = Omit<ResourcesContent, "guides" | "templates"> & {
  guides: Omit<ResourcesContent["guides"], "items"> & { items: readonly Queries.GuideFieldsFragment[] };
  templates: Omit<ResourcesContent["templates"], "items"> & {
    items: readonly Queries.ResourceTemplateFieldsFragment[];
  };
};

export function ResourcesView({ page }: { page: ResourcesPageData }) {
  const { guides, templates, tools } = page;
  return (
    <>
      <Hero hero={page.hero} />
      <Section {...introOf(guides, { id: "guides" })}>
        <GuideCards items={guides.items} />
      </Section>
      <Section {...introOf(templates, { id: "templates" })} tone="alt">
        <TemplateCards items={templates.items} />
      </Section>
      <Section {...introOf(tools, { id: "tools" })}>
        <FreeToolCards items={tools.items} />
      </Section>
      <NewsletterSignup newsletter={page.newsletter} />
      <CallToAction cta={page.cta} />
    </>
  );
}
