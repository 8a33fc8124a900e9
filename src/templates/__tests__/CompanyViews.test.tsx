import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import careers from "../../../content/pages/careers.json";
import contact from "../../../content/pages/contact.json";
import partners from "../../../content/pages/partner-program.json";
import results from "../../../content/pages/results.json";
import services from "../../../content/pages/services.json";
import site from "../../../content/site.json";
import { CHAT_MESSAGE } from "../../components/layout/BottomBar/BottomBar";
import { CareersView, type CareersPageData } from "../CareersView";
import { ContactView, type ContactPageData } from "../ContactView";
import { PartnerView, type PartnerPageData } from "../PartnerView";
import { ResultsView, type ResultsPageData } from "../ResultsView";
import { ServicesView, type ServicesPageData } from "../ServicesView";
import { nonBreaking } from "../../lib/text";

/**
 * A content file as its page query returns it. The files pass the zod schema
 * (tests/unit content checks); GraphQL gives null where JSON leaves an optional
 * key out, and the views treat both alike.
 */
const asPage = <T,>(json: unknown): T => json as T;

const headingTexts = (level: number) => screen.getAllByRole("heading", { level }).map((heading) => heading.textContent);

describe("ServicesView", () => {
  beforeEach(() => render(<ServicesView page={asPage<ServicesPageData>(services)} />));

  it("has one h1 and the four SPEC categories", () => {
    expect(headingTexts(1)).toHaveLength(1);
    expect(headingTexts(3)).toEqual(
      expect.arrayContaining(["Paid Media", "SEO & Organic Growth", "CRO & Web Optimization", "Email & Automation"]),
    );
  });

  it("gives every service card a feature list and a Learn More link to its service page", () => {
    const links = screen.getAllByRole("link", { name: /^Learn More/ });
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/services/paid-advertising/",
      "/google-ads-agency/",
      "/ppc-agency/",
      "/services/facebook-ads-agency/",
      "/seo-agency/",
      "/services/seo-content/",
      "/services/content-marketing-agency/",
      "/conversion-rate-optimization/",
      "/services/conversion-websites/",
      "/services/landing-page-design/",
      "/email-marketing-agency/",
      "/services/email-lifecycle/",
      "/services/marketing-automation/",
    ]);
    expect(screen.getByRole("link", { name: /^Learn More\s*: Google Ads Management$/ })).toBeInTheDocument();
  });

  it("shows the three process steps with deliverables and the average client results", () => {
    const process = screen.getByRole("region", { name: "Three steps from audit to results" });
    for (const step of ["Discovery & Audit", "Strategy Development", "Implementation"]) {
      expect(within(process).getByRole("heading", { name: new RegExp(step) })).toBeInTheDocument();
    }
    expect(within(process).getAllByText("You get")).toHaveLength(3);
    const why = screen.getByRole("region", { name: "Average client results" });
    for (const figure of ["312%", "89%", "-34%", "6.2x"]) expect(within(why).getByText(figure)).toBeInTheDocument();
  });
});

describe("ResultsView", () => {
  beforeEach(() => render(<ResultsView page={asPage<ResultsPageData>(results)} />));

  it("shows the four aggregate figures", () => {
    const stats = screen.getByRole("region", { name: "Results across every client we work with" });
    for (const figure of ["$47M+", "312%", "180+", "24hrs"])
      expect(within(stats).getByText(figure)).toBeInTheDocument();
    expect(within(stats).getByText(/15 industries/)).toBeInTheDocument();
  });

  it("shows four full case studies, each with challenge, solution, timeframe, four results and a testimonial", () => {
    const cards = screen.getAllByRole("article");
    expect(cards).toHaveLength(4);
    for (const card of cards) {
      const scope = within(card);
      expect(scope.getByRole("heading", { name: "The challenge" })).toBeInTheDocument();
      expect(scope.getByRole("heading", { name: "Our solution" })).toBeInTheDocument();
      expect(scope.getByText(/^Results in /)).toBeInTheDocument();
      expect(card.querySelectorAll("dl > div")).toHaveLength(4);
      expect(card.querySelector("blockquote")).not.toBeNull();
      expect(card.querySelector("figcaption")?.textContent).toMatch(/^.+, .+, .+$/);
    }
    expect(within(cards[0]!).getByText("Sophie Marsh")).toBeInTheDocument();
    expect(cards[0]).toHaveAttribute("id", "harbour-hale");
  });

  it("shows six industry tiles with a client count and average growth", () => {
    const industries = screen.getByRole("region", { name: "Experience where it counts" });
    const tiles = within(industries).getAllByRole("listitem");
    expect(tiles).toHaveLength(6);
    for (const tile of tiles) {
      expect(tile).toHaveTextContent(/\d+ clients/);
      expect(tile).toHaveTextContent(/[+-]\d+% average growth/);
    }
  });
});

describe("ContactView", () => {
  beforeEach(() => render(<ContactView page={asPage<ContactPageData>(contact)} />));

  it("links phone and email from the site facts, and says live chat is coming", async () => {
    expect(screen.getByRole("link", { name: nonBreaking(site.phone.display) })).toHaveAttribute(
      "href",
      site.phone.href,
    );
    expect(screen.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);
    const alert = jest.spyOn(window, "alert").mockImplementation(() => undefined);
    await userEvent.click(screen.getByRole("button", { name: "Start a live chat" }));
    expect(alert).toHaveBeenCalledWith(CHAT_MESSAGE);
    expect(CHAT_MESSAGE).toBe("Live chat coming soon!");
    alert.mockRestore();
  });

  it("shows the London office with its hours and the emergency promise", () => {
    const aside = screen.getByRole("complementary", { name: "Office, support and booking" });
    expect(within(aside).getByText(/41 Rivington Street/)).toBeInTheDocument();
    const hours = [...aside.querySelectorAll("dl div")].map((row) => row.textContent);
    expect(hours).toEqual(["Mon–Fri9:00–18:00 GMT", "Sat10:00–14:00 GMT", "SunClosed"]);
    expect(within(aside).getByText("Response within 2 hours")).toBeInTheDocument();
    expect(within(aside).getByText(/24\/7/)).toBeInTheDocument();
  });

  it("is honest that calendar booking is not live, and offers phone and the form instead", () => {
    const booking = screen.getByRole("heading", { name: "Online booking is coming soon" }).parentElement;
    if (!booking) throw new Error("no booking card");
    expect(within(booking).queryByRole("button")).toBeNull();
    expect(within(booking).getByRole("link", { name: nonBreaking(`Call ${site.phone.display}`) })).toHaveAttribute(
      "href",
      site.phone.href,
    );
    expect(within(booking).getByRole("link", { name: "Use the enquiry form" })).toHaveAttribute("href", "#enquiry");
  });

  it("puts the form in the #enquiry section and lists what happens next with SPEC timings", () => {
    expect(document.getElementById("enquiry")).toContainElement(screen.getByRole("textbox", { name: "Full Name" }));
    const next = screen.getByRole("region", { name: "From enquiry to launch in three steps" });
    for (const timing of ["30-45 minutes", "2-3 business days", "1-2 weeks"])
      expect(within(next).getByText(timing)).toBeInTheDocument();
  });
});

describe("CareersView", () => {
  beforeEach(() => render(<CareersView page={asPage<CareersPageData>(careers)} />));

  it("lists four benefits and three open roles in #open-roles, each with Apply Now to /contact", () => {
    expect(
      within(screen.getByRole("region", { name: "What you get" })).getAllByRole("heading", { level: 3 }),
    ).toHaveLength(4);
    const roles = document.getElementById("open-roles");
    if (!roles) throw new Error("no #open-roles section");
    const apply = within(roles).getAllByRole("link", { name: /^Apply Now/ });
    expect(apply).toHaveLength(3);
    for (const link of apply) expect(link).toHaveAttribute("href", "/contact/");
    expect(within(roles).getByRole("link", { name: /^Apply Now\s*: Senior PPC Strategist$/ })).toBeInTheDocument();
    expect(within(roles).getAllByText("London (hybrid)")).toHaveLength(3);
  });
});

describe("PartnerView", () => {
  beforeEach(() => render(<PartnerView page={asPage<PartnerPageData>(partners)} />));

  it("shows four benefits, three partnership types in #partner-types and the four steps", () => {
    expect(
      within(screen.getByRole("region", { name: /Built for partners/ })).getAllByRole("heading", { level: 3 }),
    ).toHaveLength(4);
    const types = document.getElementById("partner-types");
    if (!types) throw new Error("no #partner-types section");
    expect(
      within(types)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["Agency Partners", "Referral Partners", "Technology Partners"]);
    expect(within(types).getByText("30% revenue share")).toBeInTheDocument();
    expect(within(types).getByText("20% first-year commission")).toBeInTheDocument();
    const steps = screen.getByRole("region", { name: "Four steps to your first referral" });
    expect(
      within(steps)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["Step 1: Apply", "Step 2: Review", "Step 3: Onboard", "Step 4: Grow"]);
  });
});
