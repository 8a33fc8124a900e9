import { render, screen, within } from "@testing-library/react";
// The Node build of the server renderer, as Gatsby uses to prerender.
import { renderToString } from "react-dom/server.node";
import contact from "../../../../../content/pages/contact.json";
import site from "../../../../../content/site.json";
import { nonBreaking } from "../../../../lib/text";
import { BookingCard } from "../../../company/ContactInfo/ContactInfo";
import { GuideThankYou } from "../../../forms/GuideForm/GuideThankYou";
import { BottomBar } from "../../../layout/BottomBar/BottomBar";
import { CallToAction } from "../../../sections/CallToAction/CallToAction";
import { Hero } from "../../../sections/Hero/Hero";
import { resultsPageData, guideFormDocument, leadContact } from "../../../../../tests/helpers/contentFixtures";

// Every "book a call" button of the site, as prerendered: to the contact page by default, and to the booking
// calendar, as an outbound link, when the site is built with BOOKING_URL (src/lib/booking.ts).

const CALENDAR = "https://cal.com/agency/strategy-call";
const results = resultsPageData();

/** The call links each component draws, with the labels content and SPEC give them. */
function renderCallLinks() {
  render(
    <>
      <Hero hero={results.hero} />
      <CallToAction cta={results.cta} />
      <BottomBar phoneHref={site.phone.href} />
      <GuideThankYou
        contact={leadContact()}
        guideName="PPC Strategy Guide"
        included={["One"]}
        document={guideFormDocument}
        onAnother={() => undefined}
      />
    </>,
  );
  return [
    screen.getAllByRole("link", { name: /^Get My Free Strategy Call/ }),
    screen.getAllByRole("link", { name: /^Book Call/ }),
    screen.getAllByRole("link", { name: /^Book Free Strategy Call/ }),
  ].flat();
}

afterEach(() => {
  delete process.env.BOOKING_URL;
});

describe("without BOOKING_URL (the default)", () => {
  it("sends every call button to the contact page, in the same tab", () => {
    const links = renderCallLinks();
    expect(links).toHaveLength(4);
    for (const link of links) {
      expect(link).toHaveAttribute("href", "/contact/");
      expect(link).not.toHaveAttribute("target");
    }
  });

  it("says online booking is coming, and offers the phone and email, exactly as before", () => {
    const html = renderToString(<BookingCard copy={contact.booking} />);
    document.body.innerHTML = html;
    expect(screen.getByRole("heading", { name: "Online booking is coming soon" })).toBeInTheDocument();
    expect(screen.getByText(contact.booking.description)).toBeInTheDocument();
    expect(screen.getAllByRole("link").map((link) => link.textContent)).toEqual([
      nonBreaking(`Call ${site.phone.display}`),
      `Email ${site.email}`,
    ]);
    expect(html).not.toContain("cal.com");
  });
});

describe("with BOOKING_URL", () => {
  beforeEach(() => {
    process.env.BOOKING_URL = CALENDAR;
  });

  it("opens the calendar from every call button, in a new tab, and says so; other buttons stay", () => {
    const links = renderCallLinks();
    expect(links).toHaveLength(4);
    for (const link of links) {
      expect(link).toHaveAttribute("href", CALENDAR);
      expect(link).toHaveAttribute("target", "_blank");
      expect(link.getAttribute("rel")?.split(" ")).toContain("noopener");
      expect(link).toHaveAccessibleName(expect.stringMatching(/\(opens in a new tab\)$/));
    }
    for (const other of screen.getAllByRole("link", { name: "Explore Our Services" }))
      expect(other).toHaveAttribute("href", "/services/");
  });

  it("links the contact page's booking card to the calendar, keeping the phone and email", () => {
    document.body.innerHTML = renderToString(<BookingCard copy={contact.booking} />);
    expect(screen.getByRole("heading", { name: contact.booking.online.title })).toBeInTheDocument();
    expect(screen.queryByText(/coming soon/)).toBeNull();
    const calendar = screen.getByRole("link", { name: `${contact.booking.online.linkLabel} (opens in a new tab)` });
    expect(calendar).toHaveAttribute("href", CALENDAR);
    expect(calendar).toHaveAttribute("target", "_blank");
    expect(within(document.body).getByRole("link", { name: `Email ${site.email}` })).toBeInTheDocument();
  });

  it("adds no script of the calendar's to the page", () => {
    const html = renderToString(<BookingCard copy={contact.booking} />);
    expect(html).not.toMatch(/<script|<iframe/);
  });
});
