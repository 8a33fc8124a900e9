import type { GatsbyBrowser, GatsbySSR } from "gatsby";
import { Layout } from "./Layout";

type Wrap = NonNullable<GatsbyBrowser["wrapPageElement"] & GatsbySSR["wrapPageElement"]>;

/** Shared by gatsby-ssr (the build) and gatsby-browser (`gatsby develop`). */
export const wrapPageElement: Wrap = ({ element, props }) => (
  <Layout pathname={props.location.pathname}>{element}</Layout>
);
