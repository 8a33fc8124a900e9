import type { ReactNode } from "react";

interface HtmlProps {
  htmlAttributes: object;
  headComponents: ReactNode[];
  bodyAttributes: object;
  preBodyComponents: ReactNode[];
  body: string;
  postBodyComponents: ReactNode[];
}

/**
 * Every page's document: Gatsby's own, without the two tags of its default that no browser we serve reads (IE's
 * x-ua-compatible, and Safari 9's shrink-to-fit), so every page's first round trip carries only what is used
 * (docs/performance.md).
 */
export default function HTML(props: HtmlProps) {
  return (
    // eslint-disable-next-line jsx-a11y/html-has-lang -- lang="en-GB" comes in htmlAttributes (the Seo component)
    <html {...props.htmlAttributes}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {props.headComponents}
      </head>
      <body {...props.bodyAttributes}>
        {props.preBodyComponents}
        <div key="body" id="___gatsby" dangerouslySetInnerHTML={{ __html: props.body }} />
        {props.postBodyComponents}
      </body>
    </html>
  );
}
