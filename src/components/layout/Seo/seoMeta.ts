import {
  breadcrumbLd,
  organizationLd,
  webPageLd,
  websiteLd,
  type JsonLdBlock,
  type PageIdentity,
  type SiteIdentity,
} from "../../../lib/jsonLd";
import { pageOfPath } from "../../../lib/experiments";
import { archivePath, type Route } from "../../../lib/routes";
import { pageTitle } from "../../../lib/searchListing";
import { SHARE_IMAGE_SIZE, shareCard } from "../../../lib/shareImage";
import { assetUrl, breadcrumbTrail, canonicalUrl, routeFor } from "../../../lib/urls";

// What the Seo component puts in <head>, as a pure function so the rules
// (title suffix, canonical of an alias, robots of noindex pages) are unit-tested.

export const ROBOTS_INDEX = "index, follow, max-snippet:-1, max-image-preview:large, max-video-preview:-1";
export const ROBOTS_NOINDEX = "noindex, nofollow";

export interface SeoInput {
  title: string;
  description: string;
  /** location.pathname of the page being rendered (a primary path or an alias). */
  pathname: string;
  keywords?: readonly string[] | null;
  /** Path or URL of the share image; the site default when absent. */
  ogImage?: string | null;
  /** Size and alt text of ogImage (the page title is the alt text when absent). */
  ogImageMeta?: { width: number; height: number; alt: string };
  ogType?: string;
  noindex?: boolean;
  pageType?: PageIdentity["type"];
  /** Extra JSON-LD blocks of the page, after the site-wide ones, built from the page's canonical URL. */
  jsonLd?: (context: { site: SeoSite; url: string; routes: readonly Route[] }) => readonly JsonLdBlock[];
}

export interface SeoSite extends SiteIdentity {
  tagline: string;
  shareImage: { path: string; width: number; height: number; alt: string };
}

/** The page's own image if it has one, else its share card, else (outside the route table) the site's. */
function shareImageOf(input: SeoInput, site: SeoSite, route: Route | undefined, routes: readonly Route[]) {
  if (input.ogImage) {
    return { path: input.ogImage, alt: input.ogImageMeta?.alt ?? input.title, ...input.ogImageMeta };
  }
  const card = route && shareCard(route, input.title, routes, site);
  return card ? { ...card, ...SHARE_IMAGE_SIZE } : site.shareImage;
}

export function seoMeta(input: SeoInput, site: SeoSite, routes: readonly Route[]) {
  // A variant's page stands for the page it varies: canonical to it, and never listed itself.
  const { page: pathname, variant } = pageOfPath(input.pathname);
  const route = routeFor(pathname, routes);
  // Pages outside the route table (the 404 page) get no canonical: they are not a place to link to.
  const canonical = route ? canonicalUrl(site.siteUrl, route.path) : undefined;
  const noindex = variant || (input.noindex ?? route?.noindex ?? false);
  const share = shareImageOf(input, site, route, routes);
  const image = assetUrl(site.siteUrl, share.path);
  const title = pageTitle(input.title, site.brand);
  const blocks: JsonLdBlock[] = [
    { id: "ld-organization", data: organizationLd(site) },
    { id: "ld-website", data: websiteLd(site) },
  ];
  if (canonical) {
    const trail = breadcrumbTrail(pathname, routes).map((crumb) => ({ name: crumb.label, path: crumb.path }));
    blocks.push(
      {
        id: "ld-webpage",
        data: webPageLd(site, { url: canonical, title, description: input.description, image, type: input.pageType }),
      },
      { id: "ld-breadcrumb", data: breadcrumbLd(site, canonical, trail) },
    );
  }
  // The pages of a list point to each other (each is canonical to itself and indexable).
  const archive = route?.archive;
  const sibling = (page: number) => archive && canonicalUrl(site.siteUrl, archivePath(archive.first, page));
  return {
    title,
    description: input.description,
    prev: archive && archive.page > 1 ? sibling(archive.page - 1) : undefined,
    next: archive && archive.page < archive.pages ? sibling(archive.page + 1) : undefined,
    keywords: input.keywords?.join(", ") || undefined,
    canonical,
    robots: noindex ? ROBOTS_NOINDEX : ROBOTS_INDEX,
    image,
    imageAlt: share.alt,
    imageWidth: share.width,
    imageHeight: share.height,
    ogType: input.ogType ?? "website",
    jsonLd: [...blocks, ...(canonical && input.jsonLd ? input.jsonLd({ site, url: canonical, routes }) : [])],
  };
}
