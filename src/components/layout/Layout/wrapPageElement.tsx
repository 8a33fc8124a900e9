import type { GatsbyBrowser, GatsbySSR } from "gatsby";
import { pageOfPath } from "../../../lib/experiments";
import { HeroVariantContext, type HeroVariant } from "../../sections/Hero/heroVariant";
import { Layout } from "./Layout";

type Wrap = NonNullable<GatsbyBrowser["wrapPageElement"] & GatsbySSR["wrapPageElement"]>;

/**
 * Shared by gatsby-ssr (the build) and gatsby-browser (`gatsby develop`). A variant's page (gatsby/experiments.ts)
 * is drawn as the page it varies, with the variant's words in its hero.
 */
export const wrapPageElement: Wrap = ({ element, props }) => {
  const variant = (props.pageContext as { experiment?: HeroVariant } | undefined)?.experiment;
  return (
    <Layout pathname={pageOfPath(props.location.pathname).page}>
      {variant ? (
        <HeroVariantContext.Provider value={{ field: variant.field, text: variant.text }}>
          {element}
        </HeroVariantContext.Provider>
      ) : (
        element
      )}
    </Layout>
  );
};
