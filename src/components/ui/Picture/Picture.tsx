import type { IGatsbyImageData } from "gatsby-plugin-image";
import type { ImgHTMLAttributes } from "react";
import * as styles from "./Picture.module.scss";

interface PictureProps {
  /** gatsby-transformer-sharp's gatsbyImageData: the formats and widths sharp made, and the intrinsic size. */
  image: IGatsbyImageData;
  /** What the image shows, or "" when it only decorates. */
  alt: string;
  /** The browser's hint of the rendered width, e.g. "(min-width: 1024px) 380px, 100vw". */
  sizes: string;
  /** The page's LCP image: fetched at once and first. Every other image loads as it nears the screen. */
  priority?: boolean;
  /** The box: it may set an aspect ratio or a height, which the image then covers. */
  className?: string;
}

/**
 * A responsive image as plain HTML: a <source> per modern format and an <img> with the fallback format, all
 * with real srcset and sizes, so it needs no script (unlike GatsbyImage, which prerenders lazy images
 * without sources and swaps them in with an inline script). width and height reserve its space.
 */
export function Picture({ image, alt, sizes, priority = false, className }: PictureProps) {
  const { fallback, sources = [] } = image.images;
  if (!fallback) throw new Error(`Picture: the image data has no fallback format (JPEG or PNG), alt "${alt}"`);
  // React sets attributes in prop order when it creates the element (a client-side navigation), and Firefox
  // fetches as soon as src is set: loading goes first and src last
  // (https://bugzilla.mozilla.org/show_bug.cgi?id=1647077, https://github.com/facebook/react/issues/25883).
  const load: ImgHTMLAttributes<HTMLImageElement> = priority
    ? { loading: "eager", fetchPriority: "high" }
    : { loading: "lazy", decoding: "async" };
  return (
    <picture className={[styles.picture, className].filter(Boolean).join(" ")}>
      {sources.map((source) => (
        <source key={source.srcSet} type={source.type} media={source.media} sizes={sizes} srcSet={source.srcSet} />
      ))}
      <img
        className={styles.image}
        {...load}
        width={image.width}
        height={image.height}
        alt={alt}
        sizes={fallback.srcSet ? sizes : undefined}
        srcSet={fallback.srcSet}
        src={fallback.src}
      />
    </picture>
  );
}
