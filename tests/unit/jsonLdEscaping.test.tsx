/** @jest-environment node */
import { renderToStaticMarkup } from "react-dom/server";
import site from "../../content/site.json";
import { loadRouteTable } from "../../gatsby/content/readContent";
import { JsonLd } from "../../src/components/layout/Seo/JsonLd";
import { seoMeta } from "../../src/components/layout/Seo/seoMeta";
import { serializeJsonLd } from "../../src/lib/jsonLd";

// Gate 4: whatever editors write, the JSON-LD the builders produce and the <script> the page gets
// contain no raw <, > or &, so a string can never close the data block and start a script.

const HOSTILE = `</script><script>alert("x")</script> <!-- & <img src=x onerror=alert(1)> &amp; >`;

describe("JSON-LD output", () => {
  const meta = seoMeta(
    {
      title: `Title ${HOSTILE}`,
      description: `Description ${HOSTILE}`,
      pathname: "/about/",
      jsonLd: ({ url }) => [
        {
          id: "ld-extra",
          data: { "@context": "https://schema.org", "@type": "Thing", "@id": `${url}#x`, name: HOSTILE },
        },
      ],
    },
    { ...site, brand: `${site.brand} & <Co>`, blurb: HOSTILE, siteUrl: "https://site.test" },
    loadRouteTable().map((route) => (route.path === "/about" ? { ...route, label: `About ${HOSTILE}` } : route)),
  );

  it.each(meta.jsonLd.map((block) => [block.id, block] as const))("%s serialises with no raw <, > or &", (_, block) => {
    const json = serializeJsonLd(block.data);
    expect(json).not.toMatch(/[<>&]/);
    expect(JSON.parse(json)).toEqual(JSON.parse(JSON.stringify(block.data)));
  });

  it.each(meta.jsonLd.map((block) => [block.id, block] as const))("%s renders as one inert data block", (_, block) => {
    const html = renderToStaticMarkup(<JsonLd block={block} />);
    const body = /^<script type="application\/ld\+json" id="[^"]+">([\s\S]*)<\/script>$/.exec(html)?.[1];
    expect(body).toBeDefined();
    expect(body).not.toMatch(/[<>&]/);
    expect(JSON.parse(body!)).toEqual(JSON.parse(JSON.stringify(block.data)));
  });

  it("keeps the hostile text as data", () => {
    expect(JSON.stringify(meta.jsonLd.map((block) => block.data))).toContain("</script><script>");
  });
});
