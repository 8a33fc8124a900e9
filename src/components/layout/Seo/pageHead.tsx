import type { HeadProps } from "gatsby";
import { required } from "../../../lib/required";
import { Seo } from "./Seo";
import type { SeoInput } from "./seoMeta";

interface PageWithSeo {
  seo: Queries.SeoFieldsFragment;
}

type Extras<Page> = Pick<SeoInput, "pageType" | "ogType" | "noindex"> & {
  jsonLd?: (
    page: Page,
    context: Parameters<NonNullable<SeoInput["jsonLd"]>>[0],
  ) => ReturnType<NonNullable<SeoInput["jsonLd"]>>;
};

/**
 * The Head export of a template whose query returns `page { seo { ...SeoFields } }`:
 * every page's metadata comes from its own content file.
 */
export function pageHead<Page extends PageWithSeo>(extras: Extras<Page> = {}) {
  return function Head({ data, location }: HeadProps<{ page: Page | null }>) {
    const page = required(data.page, `content for ${location.pathname}`);
    const { jsonLd, ...rest } = extras;
    return (
      <Seo
        {...page.seo}
        {...rest}
        pathname={location.pathname}
        jsonLd={jsonLd ? (context) => jsonLd(page, context) : undefined}
      />
    );
  };
}
