import { isLaterPage, type Route } from "./routes";
import { breadcrumbTrail } from "./urls";

// Every page without an image of its own (all but the articles, which share their cover) has a share image of
// its own: a 1200x630 card showing the page's title and the part of the site it belongs to. The build draws the
// cards (gatsby/shareImages.ts); the Seo component points og:image and twitter:image at them. Both describe a
// card with shareCard, so the picture and its alt text say the same.

export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** Templates whose pages have their own share image. */
const ownImage: ReadonlySet<Route["template"]> = new Set(["BlogPostTemplate"]);

/** What a card says of a page whose folder has no page of its own to name (/landing/ is not a page). */
const sectionOfTemplate: Partial<Record<Route["template"], string>> = { LandingPageTemplate: "Free guide" };

export interface ShareCard {
  /** Where the image is served: /share/services/paid-advertising.png, /share/home.png. */
  path: string;
  /** The part of the site: the parent page's label, else what its kind of page is called, else its own label. */
  section: string;
  title: string;
  alt: string;
}

/** The share card of a route, or undefined when its pages have their own image or the site's. */
export function shareCard(
  route: Route,
  title: string,
  routes: readonly Route[],
  site: { brand: string; tagline: string },
): ShareCard | undefined {
  // A later page of a list (/blog/page/2) is shared with the site's image: a card names one page's title.
  if (ownImage.has(route.template) || isLaterPage(route)) return undefined;
  const trail = breadcrumbTrail(route.path, routes);
  const parent = trail.length > 2 ? trail[trail.length - 2] : undefined;
  const section =
    route.path === "/" ? site.tagline : (parent?.label ?? sectionOfTemplate[route.template] ?? route.label);
  return {
    path: `/share${route.path === "/" ? "/home" : route.path}.png`,
    section,
    title,
    alt: `${site.brand}, ${section}: ${title}`,
  };
}
