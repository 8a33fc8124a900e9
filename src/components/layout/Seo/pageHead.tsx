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
 * every page's metadata comes from its own content file. A template that puts its page together from more than
 * `page` (the files it lists, say) passes `page`, the same function its component uses.
 */
export function pageHead<Page extends PageWithSeo, Data = { page: Page | null }>(
  extras: Extras<Page> & { page?: (data: Data) => Page } = {},
) {
  return function Head({ data, location }: HeadProps<Data>) {
    const { jsonLd, page: pageOf, ...rest } = extras;
    const page = pageOf
      ? pageOf(data)
      : required((data as { page: Page | null }).page, `content for ${location.pathname}`);
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
