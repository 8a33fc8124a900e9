import { EXAMPLE_FACTS, EXAMPLE_HTML } from "../examplePage";
import { extractPageFacts, MAX_HTML_BYTES, readPastedHtml, utf8ByteLength } from "../extractPageFacts";

declare global {
  interface Window {
    pwned?: boolean;
  }
}

describe("extractPageFacts", () => {
  it("reads the sample page's facts as written out in examplePage.ts", () => {
    expect(extractPageFacts(EXAMPLE_HTML)).toEqual(EXAMPLE_FACTS);
  });

  it("judges 'near the top' by the first screen's content: a long menu before it does not push its call to action down", () => {
    const menu = `<nav><ul>${Array.from({ length: 30 }, (_, i) => `<li><a href="/p${i}">Page ${i}</a></li>`).join("")}</ul></nav>`;
    const page = (main: string) => `<body><header><a href="/">Acme</a>${menu}</header><main>${main}</main></body>`;
    expect(extractPageFacts(page(`<h1>Boilers</h1><a href="/book">Book a service</a>`)).ctaAboveFold).toBe(true);
    const far = `<h1>Boilers</h1>${"<p>Text</p>".repeat(60)}<a href="/book">Book a service</a>`;
    expect(extractPageFacts(page(far)).ctaAboveFold).toBe(false);
    // A menu's own "Contact" link is not the page's call to action; a button in the header's bar is.
    const contactMenu = `<body><header><nav><a href="/contact">Contact</a></nav></header><main>${"<p>Text</p>".repeat(60)}</main></body>`;
    expect(extractPageFacts(contactMenu).ctaAboveFold).toBe(false);
    const headerButton = contactMenu.replace("</nav>", '</nav><a href="/quote">Get a quote</a>');
    expect(extractPageFacts(headerButton).ctaAboveFold).toBe(true);
  });

  it("counts only the fields a visitor fills in: not a honeypot, nor hidden, disabled or noscript copies", () => {
    const facts = extractPageFacts(`<body><form>
      <input name="name"><input type="email" name="email"><select name="service"></select><textarea></textarea>
      <div aria-hidden="true"><input name="_gotcha" tabindex="-1"></div>
      <input name="trap" tabindex="-1"><div hidden><input name="later"></div><input name="off" disabled>
      <input name="styled" style="display: none"><noscript><input name="nojs"></noscript>
      <input type="hidden" name="page"><button>Send</button>
    </form></body>`);
    expect(facts.formFieldCount).toBe(4);
  });

  it("reads title, description, viewport, headings, fields, images and calls to action", () => {
    const facts = extractPageFacts(`<html><head>
      <TITLE>  Book a  boiler service </TITLE>
      <meta name="Description" content=" Fixed-price boiler servicing. ">
      <meta name="viewport" content="initial-scale=1, width=device-width">
      </head><body>
      <h1>Boiler servicing</h1><h1>Second</h1>
      <a href="/book">Book now</a> <button>Get a quote</button> <a href="/x">BOOK NOW!</a> <a href="/about">About us</a>
      <form><input type="hidden" name="t"><input name="n"><input type="email"><select></select><textarea></textarea>
      <input type="submit" value="Send"><input type="checkbox"></form>
      <img src="a.jpg" alt="Engineer"><img src="b.jpg" alt=""><img src="c.jpg">
      </body></html>`);
    expect(facts).toMatchObject({
      title: "Book a boiler service",
      metaDescription: "Fixed-price boiler servicing.",
      hasViewport: true,
      h1Count: 2,
      formFieldCount: 5,
      imageCount: 3,
      imagesMissingAlt: 1,
      ctaAboveFold: true,
      // "Book now" and "BOOK NOW!" are the same call to action.
      distinctCtaCount: 2,
    });
  });

  it("does not count a call to action that only appears far down the page as near the top", () => {
    const filler = "<p>Text</p>".repeat(60);
    expect(extractPageFacts(`<body>${filler}<a href="/c">Contact us</a></body>`)).toMatchObject({
      ctaAboveFold: false,
      distinctCtaCount: 1,
    });
  });

  it("finds trust signals in words and markup, but not in scripts", () => {
    const facts = extractPageFacts(`<body>
      <blockquote>Great service</blockquote>
      <p>Rated 4.9 out of 5 on Trustpilot</p>
      <img src="/logos/acme-logo.png" alt="Acme"><img src="/logos/globex-logo.png" alt="Globex">
      <script>var text = "money-back guarantee";</script>
      </body>`);
    expect(facts.trust).toEqual({ testimonials: true, reviews: true, guarantees: false, logos: true });
  });

  // Read as a browser reads them: an unclosed <title> takes the rest of the page as its text, so no heading is left,
  // while "<h1 <p>" is an h1 with a stray attribute.
  it.each([
    ["an empty string", "", 0],
    ["plain text", "just some words, no tags", 0],
    ["unclosed tags", "<html><head><title>Hi<body><h1>Heading<p>para <a href='/x'>Get started", 0],
    ["stray brackets", "<<<>>> </div></div> <h1 <p>", 1],
    ["an unclosed heading", "<h1>Heading<p>para <a href='/x'>Get started", 1],
    ["binary-looking junk", "\u0000\uFFFD\u0001<\u0002>", 0],
  ])("copes with malformed HTML: %s", (_, html, headings) => {
    const facts = extractPageFacts(html);
    expect(facts.h1Count).toBe(headings);
    expect(typeof facts.ctaAboveFold).toBe("boolean");
  });

  it("never runs scripts or event handlers in the pasted HTML, and leaves the page alone", () => {
    window.pwned = false;
    const before = document.body.innerHTML;
    const facts = extractPageFacts(
      `<script>window.pwned = true</script><img src="x" onerror="window.pwned = true"><svg onload="window.pwned = true"></svg><iframe srcdoc="<script>parent.pwned=true</script>"></iframe>`,
    );
    expect(window.pwned).toBe(false);
    expect(document.body.innerHTML).toBe(before);
    expect(facts.imageCount).toBe(1);
  });
});

describe("extractPageFacts and event handlers", () => {
  /** The real DOMParser, keeping the document it made, to see what the parser was given. */
  function spyParser() {
    const parsed: Document[] = [];
    const real = new DOMParser();
    return {
      parsed,
      parseFromString: (text: string, type: DOMParserSupportedType) => {
        const doc = real.parseFromString(text, type);
        parsed.push(doc);
        return doc;
      },
    };
  }
  const handlerAttributes = (doc: Document) =>
    [...doc.querySelectorAll("*")].flatMap((el) =>
      [...el.attributes].filter((attr) => /^on/i.test(attr.name)).map((attr) => `${el.tagName} ${attr.name}`),
    );

  it("gives the parser no event handler attribute, however it is written", () => {
    const parser = spyParser();
    const facts = extractPageFacts(
      `<body onload="a()"><img/onerror=alert(1)><svg/onload=alert(2)></svg><img src="y"onerror='b()'>
      <img src='z'ONERROR=c()><p\tonclick=d() title=x/onmouseover=e()>Hi</p><input/onfocus=f() autofocus></body>`,
      parser,
    );
    expect(handlerAttributes(parser.parsed[0]!)).toEqual([]);
    expect(facts.imageCount).toBe(3);
    expect(facts.imagesMissingAlt).toBe(3);
  });

  it("keeps every text and attribute value as written, even where it says on…=", () => {
    const facts = extractPageFacts(`<html><head><title>Set onerror= and onload= here</title>
      <meta name="description" content="A guide: add onclick=track() to your buttons, then 'onsubmit'."></head>
      <body><h1>Tips</h1><a href="/book" aria-label="x">Book online now</a></body></html>`);
    expect(facts.title).toBe("Set onerror= and onload= here");
    expect(facts.metaDescription).toBe("A guide: add onclick=track() to your buttons, then 'onsubmit'.");
    expect(facts.distinctCtaCount).toBe(1);
  });

  it("reads the same facts as an unmarked parse for ordinary pages", () => {
    const html = EXAMPLE_HTML.replace("<body>", "<body><p>Open online, on call</p>");
    const plain = new DOMParser().parseFromString(html, "text/html");
    expect(extractPageFacts(html).title).toBe(plain.title.replace(/\s+/g, " ").trim());
    expect(extractPageFacts(html).trust).toEqual(extractPageFacts(EXAMPLE_HTML).trust);
  });
});

describe("readPastedHtml", () => {
  it("asks for HTML when the box is empty", () => {
    expect(readPastedHtml("   ")).toEqual({
      facts: null,
      error: "Paste the HTML of your page, or choose “Type key facts” instead.",
    });
  });

  it("refuses HTML over 1 MB with its size", () => {
    const big = `<p>${"a".repeat(MAX_HTML_BYTES)}</p>`;
    expect(readPastedHtml(big)).toEqual({
      facts: null,
      error:
        "This HTML is 1.01 MB, over the 1 MB limit. Remove inline scripts, styles and SVG icons and paste it again, or type the key facts instead.",
    });
    expect(readPastedHtml("é".repeat(700_000)).error).toMatch(/^This HTML is 1\.34 MB/);
  });

  it("accepts HTML of exactly 1 MB", () => {
    expect(readPastedHtml("a".repeat(MAX_HTML_BYTES)).error).toBeUndefined();
  });

  it("uses the known facts of the sample page", () => {
    expect(
      readPastedHtml(EXAMPLE_HTML, {
        parseFromString: () => {
          throw new Error("not parsed");
        },
      }).facts,
    ).toBe(EXAMPLE_FACTS);
  });
});

describe("utf8ByteLength", () => {
  it("counts bytes as UTF-8 encodes them", () => {
    expect(utf8ByteLength("abc")).toBe(3);
    expect(utf8ByteLength("£")).toBe(2);
    expect(utf8ByteLength("€")).toBe(3);
    expect(utf8ByteLength("😀")).toBe(4);
    expect(utf8ByteLength("a😀£")).toBe(7);
    // A lone surrogate is written as the 3-byte replacement character.
    expect(utf8ByteLength("\uD800")).toBe(3);
  });
});
