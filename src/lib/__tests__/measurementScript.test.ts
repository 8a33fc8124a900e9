import { CONVERSION_EVENT, CONVERSIONS } from "../measurement";
import { measurementScript } from "../measurementScript";

// The measurement script as a page runs it (src/lib/measurementScript.ts), in a document of its own with the
// browser's beacon recorded. tests/connected/leads.spec.ts sends its events to a receiver from a real browser.

const ENDPOINT = "https://stats.example.com/api/event";

interface Sent {
  name: string;
  url: string;
  domain: string;
  referrer: string | null;
  props: Record<string, string>;
}

/** Runs the script on a page at /ppc-agency/ with this query string and body; returns what it sends. */
function runOn(search: string, body = "") {
  const page = document.implementation.createHTMLDocument("page");
  page.body.innerHTML = body;
  const location = new URL(`https://www.example.co.uk/ppc-agency/${search}`);
  const sent: Sent[] = [];
  const navigator = {
    sendBeacon: (url: string, data: string) => {
      expect(url).toBe(ENDPOINT);
      sent.push(JSON.parse(data) as Sent);
      return true;
    },
  };
  new Function("document", "location", "navigator", measurementScript(ENDPOINT))(page, location, navigator);
  return { page, sent };
}

it("sends a page view with the page's campaign parameters and nothing else of its address", () => {
  const { sent } = runOn("?utm_source=google&utm_campaign=brand&email=ada%40example.com&gclid=abc");
  expect(sent).toEqual([
    {
      name: "pageview",
      url: "https://www.example.co.uk/ppc-agency/?utm_source=google&utm_campaign=brand&gclid=abc",
      domain: "www.example.co.uk",
      referrer: null,
      props: { page: "/ppc-agency/", utm_source: "google", utm_campaign: "brand", gclid: "abc" },
    },
  ]);
  expect(JSON.stringify(sent)).not.toContain("ada");
});

it("sends no campaign value that may be a person's email address or phone number", () => {
  const { sent } = runOn("?utm_source=mail&utm_content=alice%40example.com&utm_term=020%207946%200123");
  expect(sent[0]!.url).toBe("https://www.example.co.uk/ppc-agency/?utm_source=mail");
  expect(sent[0]!.props).toEqual({ page: "/ppc-agency/", utm_source: "mail" });
});

it("sends each conversion an island reports, with the same page and campaign, and ignores anything but a name", () => {
  const { page, sent } = runOn("?utm_source=google");
  page.dispatchEvent(new CustomEvent(CONVERSION_EVENT, { detail: CONVERSIONS.enquiry }));
  page.dispatchEvent(new CustomEvent(CONVERSION_EVENT, { detail: { email: "ada@example.com" } }));
  expect(sent.map((event) => event.name)).toEqual(["pageview", "enquiry"]);
  expect(sent[1]!.props).toEqual({ page: "/ppc-agency/", utm_source: "google" });
});

it("counts a tap on a phone or email link, a proposal link and a marked link, and no other click", () => {
  const { page, sent } = runOn(
    "",
    [
      '<a href="tel:+442079460321"><span>020 7946 0321</span></a>',
      '<a href="mailto:hello@example.com">Email</a>',
      '<a href="/contact/?topic=proposal">Get My Proposal</a>',
      '<a href="/contact/" data-conversion="book_call">Book Call</a>',
      '<a href="/about/">About</a>',
      '<a href="/contact/?topic=proposals">Not a proposal</a>',
    ].join(""),
  );
  for (const link of page.querySelectorAll("a")) {
    (link.firstElementChild ?? link).dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
  }
  expect(sent.map((event) => event.name)).toEqual([
    "pageview",
    "phone_tap",
    "email_tap",
    "proposal_click",
    "book_call",
  ]);
});

it("passes a landing page's campaign on in the addresses of its links to the site's other pages", () => {
  const { page } = runOn(
    "?utm_source=google&utm_campaign=brand&ref=x",
    '<a href="/contact/?topic=proposal#enquiry">Proposal</a><a href="/about/?utm_source=email">About</a><a href="https://example.org/">Elsewhere</a><a href="//example.org/x">Also elsewhere</a>',
  );
  expect([...page.querySelectorAll("a")].map((a) => a.getAttribute("href"))).toEqual([
    "/contact/?topic=proposal&utm_source=google&utm_campaign=brand#enquiry",
    "/about/?utm_source=email&utm_campaign=brand",
    "https://example.org/",
    "//example.org/x",
  ]);
  expect(runOn("", '<a href="/about/">About</a>').page.querySelector("a")?.getAttribute("href")).toBe("/about/");
});
