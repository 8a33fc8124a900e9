import { graphql } from "gatsby";
import { type ReactNode } from "react";
import { useRouteTable } from "../../../hooks/useRouteTable";
import { useSiteFacts } from "../../../hooks/useSiteFacts";
import { brandColours, sitePaths } from "../../../lib/brand";
import { JsonLd } from "./JsonLd";
import { seoMeta, type SeoInput } from "./seoMeta";

/** Everything a page puts in <head>. Used only from Head exports. */
export function Seo({ children, ...input }: SeoInput & { children?: ReactNode }) {
  const site = useSiteFacts();
  const meta = seoMeta(input, site, useRouteTable());
  return (
    <>
      <html lang="en-GB" />
      <title>{meta.title}</title>
      <meta name="description" content={meta.description} />
      {meta.keywords && <meta name="keywords" content={meta.keywords} />}
      {meta.canonical && <link rel="canonical" href={meta.canonical} />}
      {meta.prev && <link rel="prev" href={meta.prev} />}
      {meta.next && <link rel="next" href={meta.next} />}
      <meta name="robots" content={meta.robots} />
      <meta name="theme-color" content={brandColours.primary} />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
      <link rel="manifest" href={sitePaths.manifest} />
      <link rel="alternate" type="application/rss+xml" title={`${site.brand} blog`} href={sitePaths.feed} />
      <meta property="og:site_name" content={site.brand} />
      <meta property="og:locale" content="en_GB" />
      <meta property="og:type" content={meta.ogType} />
      <meta property="og:title" content={meta.title} />
      <meta property="og:description" content={meta.description} />
      {meta.canonical && <meta property="og:url" content={meta.canonical} />}
      <meta property="og:image" content={meta.image} />
      <meta property="og:image:alt" content={meta.imageAlt} />
      {meta.imageWidth && <meta property="og:image:width" content={String(meta.imageWidth)} />}
      {meta.imageHeight && <meta property="og:image:height" content={String(meta.imageHeight)} />}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={meta.title} />
      <meta name="twitter:description" content={meta.description} />
      <meta name="twitter:image" content={meta.image} />
      <meta name="twitter:image:alt" content={meta.imageAlt} />
      {meta.jsonLd.map((block) => (
        <JsonLd key={block.id} block={block} />
      ))}
      {children}
    </>
  );
}

export const seoFields = graphql`
  fragment SeoFields on Seo {
    title
    description
    keywords
  }
`;
