import { render, screen, within } from "@testing-library/react";
import type { JSX } from "react";
import type { HeadProps } from "gatsby";
import site from "../../../content/site.json";
import { CHAT_MESSAGE } from "../../components/layout/BottomBar/ChatButton";
import { CHAT_ATTRIBUTE } from "../../lib/chromeScript";
import { loadRouteTable } from "../../../gatsby/content/readContent";
import { slugify } from "../../lib/slug";
import { escapeRegExp, nonBreaking } from "../../lib/text";
import { canonicalUrl, withTrailingSlash } from "../../lib/urls";
import { CareersView } from "../CareersView";
import { ContactView } from "../ContactView";
import { PartnerView } from "../PartnerView";
import { Head as ResultsHead } from "../ResultsTemplate";
import { ResultsView } from "../ResultsView";
import { Head as ServicesHead } from "../ServicesTemplate";
import { ServicesView } from "../ServicesView";
import {
  careersPageData,
  contactPageData,
  enquiryChoicesData,
  partnerPageData,
  resultsPageData,
  servicesPageData,
} from "../../../tests/helpers/contentFixtures";
import { TEST_SITE_URL } from "../../../tests/helpers/fixtures";

// The company screens rendered from their real content files. Assertions are about structure (sections by their
// anchor, counts, where links lead) and the texts and figures SPEC §2 and §9 fix; other wording is the editors'.

/** The section a template anchors at `id` (its ids are listed in src/lib/anchors.ts for the link check). */
function section(id: string): HTMLElement {
  const found = document.getElementById(id);
  if (!found) throw new Error(`no #${id} section`);
  return found;
}

const h3Texts = (scope: HTMLElement) =>
  within(scope)
    .getAllByRole("heading", { level: 3 })
    .map((heading) => heading.textContent);

/** What a template's Head puts in <head> for `pathname`, rendered as Gatsby's Head API would. */
function renderHead<Data>(Head: (props: HeadProps<Data>) => JSX.Element, data: Data, pathname: string) {
  const props: HeadProps<Data> = { data, location: { pathname }, params: {}, pageContext: {}, serverData: {} };
  // React warns about <html> inside a <div>, which is where a test renders what Gatsby hoists into <head>.
  const quiet = jest.spyOn(console, "error").mockImplementation(() => undefined);
  const { container } = render(<Head {...props} />);
  quiet.mockRestore();
  return container;
}

function jsonLdBlock(head: HTMLElement, id: string): unknown {
  const script = head.querySelector(`script#${id}`);
  if (!script?.textContent) throw new Error(`no JSON-LD block #${id}`);
  return JSON.parse(script.textContent);
}

describe("ServicesView", () => {
  const page = servicesPageData();
  beforeEach(() => render(<ServicesView page={page} />));

  it("has one h1 and the four SPEC categories", () => {
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(h3Texts(section("services"))).toEqual([
      "Paid Media",
      "SEO & Organic Growth",
      "CRO & Web Optimization",
      "Email & Automation",
    ]);
  });

  it("gives every service card a feature list and a Learn More link to its page, named after the card", () => {
    const services = page.categories.items.flatMap((category) => category.services);
    const links = within(section("services")).getAllByRole("link", { name: /^Learn More/ });
    expect(links.map((link) => link.getAttribute("href"))).toEqual(
      services.map((service) => withTrailingSlash(service.link.href)),
    );
    links.forEach((link, index) => expect(link).toHaveAccessibleName(expect.stringContaining(services[index]!.title)));
    expect(section("services").querySelectorAll("li > ul")).toHaveLength(services.length);
  });

  it("shows SPEC's three process steps with deliverables, and the average client results", () => {
    const process = section("process");
    for (const step of ["Discovery & Audit", "Strategy Development", "Implementation"]) {
      expect(within(process).getByRole("heading", { level: 3, name: new RegExp(step) })).toBeInTheDocument();
    }
    expect(within(process).getAllByText("You get")).toHaveLength(3);
    const why = section("why-choose-us");
    for (const figure of ["312%", "89%", "-34%", "6.2x"]) expect(within(why).getByText(figure)).toBeInTheDocument();
  });

  it("gives the catalogue's JSON-LD the primary page of every card, never an alias", () => {
    const routes = loadRouteTable();
    const primary = new Set(routes.map((route) => canonicalUrl(TEST_SITE_URL, route.path)));
    const catalogue = JSON.stringify(jsonLdBlock(renderHead(ServicesHead, { page }, "/services/"), "ld-services"));
    const urls = [...catalogue.matchAll(/"@type":"Service".*?"url":"([^"]+)"/g)].map((match) => match[1]!);
    expect(urls).toHaveLength(page.categories.items.flatMap((category) => category.services).length);
    expect(urls.filter((url) => !primary.has(url))).toEqual([]);
  });
});

describe("ResultsView", () => {
  const page = resultsPageData();
  beforeEach(() => render(<ResultsView page={page} />));

  it("shows SPEC's aggregate figures", () => {
    const stats = section("at-a-glance");
    for (const figure of ["$47M+", "312%", "180+"]) expect(within(stats).getByText(figure)).toBeInTheDocument();
    expect(within(stats).getByText(/^24\s*h(ou)?rs$/)).toBeInTheDocument();
    expect(within(stats).getByText(/15 industries/)).toBeInTheDocument();
  });

  it("shows four full case studies, each with challenge, solution, timeframe, four results and a testimonial", () => {
    const cards = within(section("case-studies")).getAllByRole("article");
    expect(cards).toHaveLength(4);
    cards.forEach((card, index) => {
      const study = page.caseStudies.items[index]!;
      const scope = within(card);
      expect(scope.getByRole("heading", { level: 3 })).toHaveTextContent(study.client.name);
      expect(scope.getByRole("heading", { name: "The challenge" })).toBeInTheDocument();
      expect(scope.getByRole("heading", { name: "Our solution" })).toBeInTheDocument();
      expect(scope.getByText(`Results in ${study.timeframe}`)).toBeInTheDocument();
      expect(card.querySelectorAll("dl > div")).toHaveLength(4);
      expect(card.querySelector("blockquote")).not.toBeNull();
      // The quote is attributed to the person in content/people/, with their role and company.
      const person = study.testimonial?.person;
      expect(card.querySelector("blockquote + figcaption")?.textContent).toBe(
        `${person?.name}, ${person?.role}, ${person?.client?.name ?? person?.organisation}`,
      );
    });
  });

  it("lists the case studies in JSON-LD, each pointing at its card on the page", () => {
    const list = jsonLdBlock(renderHead(ResultsHead, { page }, "/results/"), "ld-case-studies") as {
      itemListElement: Array<{ url: string }>;
    };
    const anchors = list.itemListElement.map((item) => new URL(item.url).hash.slice(1));
    expect(anchors).toEqual(page.caseStudies.items.map((study) => slugify(study.client.name)));
    for (const anchor of anchors) expect(document.getElementById(anchor)?.tagName).toBe("ARTICLE");
  });

  it("charts every industry with its client count, and the average growth of those that measure it", () => {
    const rows = within(section("industries")).getAllByRole("listitem");
    expect(rows).toHaveLength(page.industries.items.length);
    rows.forEach((row, index) => {
      const industry = page.industries.items[index]!;
      expect(row).toHaveTextContent(`${industry.count} client`);
      if (industry.growth) expect(row).toHaveTextContent(/\+\d+% average growth/);
      else expect(row).not.toHaveTextContent("average growth");
    });
  });
});

describe("ContactView", () => {
  const page = contactPageData();
  beforeEach(() => render(<ContactView page={page} choices={enquiryChoicesData()} />));

  it("offers phone, email and live chat; links phone and email from the site facts; says chat is coming", async () => {
    expect(within(section("contact-methods")).getAllByRole("heading", { level: 3 })).toHaveLength(3);
    expect(screen.getByRole("link", { name: nonBreaking(site.phone.display) })).toHaveAttribute(
      "href",
      site.phone.href,
    );
    expect(screen.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);
    // The chrome's script shows the button's message (tests/browser/company.spec.ts clicks it in a real page).
    expect(screen.getByRole("button", { name: "Start a live chat" })).toHaveAttribute(CHAT_ATTRIBUTE, CHAT_MESSAGE);
    expect(CHAT_MESSAGE).toBe("Live chat coming soon!");
  });

  it("shows the London office with SPEC's hours and the emergency promise", () => {
    const aside = screen.getByRole("complementary", { name: "Office, support and booking" });
    expect(within(aside).getByText(new RegExp(site.address.streetAddress))).toBeInTheDocument();
    const hours = [...aside.querySelectorAll("dl div")].map((row) => row.textContent);
    expect(hours).toEqual([
      `Mon–Fri9:00–18:00 ${site.timeZoneLabel}`,
      `Sat10:00–14:00 ${site.timeZoneLabel}`,
      "SunClosed",
    ]);
    expect(within(aside).getByText("Response within 2 hours")).toBeInTheDocument();
    expect(within(aside).getByText(/24\/7/)).toBeInTheDocument();
  });

  it("is honest that calendar booking is not live, and offers phone and email instead while the form only simulates", () => {
    const booking = screen.getByRole("heading", { name: page.booking.title }).parentElement;
    if (!booking) throw new Error("no booking card");
    expect(within(booking).queryByRole("button")).toBeNull();
    expect(within(booking).getByRole("link", { name: nonBreaking(`Call ${site.phone.display}`) })).toHaveAttribute(
      "href",
      site.phone.href,
    );
    expect(within(booking).getByRole("link", { name: `Email ${site.email}` })).toHaveAttribute(
      "href",
      `mailto:${site.email}`,
    );
    expect(within(booking).queryByRole("link", { name: "Use the enquiry form" })).toBeNull();
  });

  it("puts the form in the #enquiry section and lists what happens next with SPEC timings", () => {
    expect(section("enquiry")).toContainElement(screen.getByRole("textbox", { name: "Full Name" }));
    const next = section("what-happens-next");
    expect(within(next).getAllByRole("heading", { level: 3 })).toHaveLength(3);
    for (const timing of ["30-45 minutes", "2-3 business days", "1-2 weeks"])
      expect(within(next).getByText(timing)).toBeInTheDocument();
  });
});

describe("CareersView", () => {
  const page = careersPageData();
  beforeEach(() => render(<CareersView page={page} />));

  it("lists four benefits and three open roles in #open-roles, each with Apply Now to /contact with its role chosen", () => {
    expect(h3Texts(section("benefits"))).toHaveLength(4);
    const apply = within(section("open-roles")).getAllByRole("link", { name: /^Apply Now/ });
    expect(apply).toHaveLength(3);
    apply.forEach((link, index) => {
      const role = page.roles.items[index]!.title;
      expect(link).toHaveAttribute("href", `/contact/?topic=careers&role=${slugify(role)}`);
      // Three links with one visible text: each is told apart by its role's title.
      expect(link).toHaveAccessibleName(
        expect.stringMatching(new RegExp(`^Apply Now\\s*: ${escapeRegExp(page.roles.items[index]!.title)}$`)),
      );
    });
  });
});

describe("PartnerView", () => {
  beforeEach(() => render(<PartnerView page={partnerPageData()} />));

  it("shows four benefits and three partnership types in #partner-types, with SPEC's rewards", () => {
    expect(h3Texts(section("benefits"))).toHaveLength(4);
    const types = section("partner-types");
    const cards = within(types)
      .getAllByRole("listitem")
      .filter((item) => within(item).queryByRole("heading"));
    expect(cards).toHaveLength(3);
    const card = (name: RegExp) => cards.find((item) => name.test(within(item).getByRole("heading").textContent ?? ""));
    expect(card(/agency/i)).toHaveTextContent("30% revenue share");
    expect(card(/referral/i)).toHaveTextContent("20% first-year commission");
  });

  it("applies for each partnership type through the enquiry form, with that type chosen", () => {
    const apply = within(section("partner-types")).getAllByRole("link", { name: /^Apply Now/ });
    expect(apply.map((link) => link.getAttribute("href"))).toEqual(
      partnerPageData().types.items.map((type) => `/contact/?topic=partnership&partnerType=${slugify(type.title)}`),
    );
  });

  it("explains how it works in SPEC's four steps, numbered 01-04", () => {
    const steps = section("how-it-works");
    expect(h3Texts(steps)).toEqual(["Step 1: Apply", "Step 2: Review", "Step 3: Onboard", "Step 4: Grow"]);
    expect([...steps.querySelectorAll("ol > li > span[aria-hidden]")].map((number) => number.textContent)).toEqual([
      "01",
      "02",
      "03",
      "04",
    ]);
  });
});
