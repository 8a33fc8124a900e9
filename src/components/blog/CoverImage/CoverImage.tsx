import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image";

interface CoverImageProps {
  image: IGatsbyImageData;
  alt: string;
  /** The browser's hint of the rendered width, e.g. "(min-width: 1024px) 380px, 100vw". */
  sizes: string;
  /** "eager" only for an image at the top of the page; everything else loads as it nears the screen. */
  loading?: "eager" | "lazy";
  className?: string;
}

/**
 * An article cover, processed by gatsby-plugin-image. GatsbyImage sizes its
 * wrapper from the image data, and its props type leaves out width and
 * height; it passes other props on to the <img>, so the intrinsic size is
 * given here too, for tools and readers that look at the <img> alone.
 */
export function CoverImage({ image, alt, sizes, loading = "lazy", className }: CoverImageProps) {
  const imgProps = { image, alt, sizes, loading, className, width: image.width, height: image.height };
  return <GatsbyImage {...imgProps} />;
}
