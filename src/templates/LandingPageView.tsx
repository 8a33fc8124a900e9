import { routeFor, withTrailingSlash } from "../lib/urls";
import { CallToAction } from "../components/sections/CallToAction/CallToAction";
import { GuideForm } from "../components/forms/GuideForm/GuideForm";
import { useGuideFormLinks } from "../components/forms/GuideForm/useGuideFormLinks";
import { Hero } from "../components/sections/Hero/Hero";
import { AlternatingTones } from "../components/ui/Section/AlternatingTones";
import { Section } from "../components/ui/Section/Section";
import { StatGrid } from "../components/sections/StatGrid/StatGrid";
import { Testimonials } from "../components/sections/Testimonials/Testimonials";
import { TextListSection } from "../components/sections/TextList/TextList";

export type LandingPageData = NonNullable<Queries.LandingPageQuery["page"]>;

/** A free guide offered for an email address: the form sits in the hero, and every "get it" link leads back to it. */
export function LandingPageView({ page, pathname }: { page: LandingPageData; pathname: string }) {
  useGuideFormLinks();
  const { testimonials } = page;
  const form = (
    <GuideForm
      guideName={page.guide.name}
      lead={page.guide.formLead}
      included={page.included.items}
      action={withTrailingSlash(routeFor(pathname)?.path ?? pathname)}
    />
  );
  return (
    <>
      <Hero hero={page.hero} aside={form} />
      <AlternatingTones>
        <TextListSection section={page.included} id="whats-inside" />
        <TextListSection section={page.perfectFor} id="perfect-for" variant="tiles" />
        {testimonials && (
          <Section title={testimonials.title} eyebrow={testimonials.eyebrow} lead={testimonials.lead} id="testimonials">
            <Testimonials items={testimonials.items} />
          </Section>
        )}
        {page.stats && <StatGrid section={page.stats} id="guide-results" tone="dark" />}
      </AlternatingTones>
      <CallToAction cta={page.cta} />
    </>
  );
}
