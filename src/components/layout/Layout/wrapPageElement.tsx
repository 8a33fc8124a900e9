import type { GatsbyBrowser, GatsbySSR } from "gatsby";
import { Layout } from "./Layout";

type Wrap = NonNullable<GatsbyBrowser["wrapPageElement"] & GatsbySSR["wrapPageElement"]>;

/** Shared by gatsby-browser and gatsby-ssr, so the header keeps its state across navigations. */
export const wrapPageElement: Wrap = ({ element, props }) => (
  <Layout pathname={props.location.pathname}>{element}</Layout>
);
