import fs from "node:fs";
import path from "node:path";
import careersFile from "../../content/pages/careers.json";
import contactFile from "../../content/pages/contact.json";
import partnersFile from "../../content/pages/partner-program.json";
import resultsFile from "../../content/pages/results.json";
import servicesFile from "../../content/pages/services.json";
import site from "../../content/site.json";
import { slugify } from "../../src/lib/slug";
import { documentFor, jsonLdBlocks, PUBLIC_DIR } from "../helpers/builtSite";
import { shown } from "../helpers/contentFixtures";

// The content as the pages show it, with placeholders filled.
const careers = shown(careersFile);
const contact = shown(contactFile);
const partners = shown(partnersFile);
const results = shown(resultsFile);
const services = shown(servicesFile);

// The built company screens: metadata, one h1, JSON-LD and the prerendered enquiry form.

const SITE_URL = (process.env.SITE_URL ?? site.siteUrl).replace(/\/+$/, "");

const PAGES = [
  { urlPath: "/services/", content: services, pageType: "CollectionPage", extra: ["OfferCatalog"] },
  { urlPath: "/results/", content: results, pageType: "CollectionPage", extra: ["ItemList"] },
  {
    urlPath: "/case-studies/",
    canonicalPath: "/results/",
    content: results,
    pageType: "CollectionPage",
    extra: ["ItemList"],
  },
  { urlPath: "/contact/", content: contact, pageType: "ContactPage", extra: ["ContactPoint"] },
  { urlPath: "/careers/", content: careers, pageType: "WebPage", extra: ["JobPosting", "JobPosting", "JobPosting"] },
  { urlPath: "/partner-program/", content: partners, pageType: "WebPage", extra: [] },
];

const typesOf = (document: Document) => jsonLdBlocks(document).map((block) => block.data["@type"]);
const blockOfType = (document: Document, type: string) =>
  jsonLdBlocks(document).find((block) => block.data["@type"] === type)?.data;

describe.each(PAGES)("$urlPath", ({ urlPath, canonicalPath, content, pageType, extra }) => {
  const document = documentFor(urlPath);

  it("has the content file's title with the brand suffix and its description", () => {
    expect(document.title).toBe(`${content.seo.title} | ${site.brand}`);
    expect(document.querySelector('meta[name="description"]')?.getAttribute("content")).toBe(content.seo.description);
  });

  it("has a canonical link to its primary path", () => {
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(
      `${SITE_URL}${canonicalPath ?? urlPath}`,
    );
  });

  it("has exactly one h1, the hero title", () => {
    const h1s = [...document.querySelectorAll("h1")];
    expect(h1s.map((h1) => h1.textContent)).toEqual([content.hero.title]);
  });

  it(`has parseable JSON-LD: the site blocks, a ${pageType} and its own blocks, with unique ids`, () => {
    const blocks = jsonLdBlocks(document);
    expect(typesOf(document)).toEqual(["Organization", "WebSite", pageType, "BreadcrumbList", ...extra]);
    expect(new Set(blocks.map((block) => block.id)).size).toBe(blocks.length);
    expect(blockOfType(document, pageType)?.["@id"]).toBe(`${SITE_URL}${canonicalPath ?? urlPath}#webpage`);
  });
});

describe("JSON-LD content of the company screens", () => {
  it("/services/ lists every service card in an OfferCatalog by category", () => {
    const catalog = blockOfType(documentFor("/services/"), "OfferCatalog") as {
      itemListElement: Array<{ name: string; itemListElement: unknown[] }>;
    };
    expect(catalog.itemListElement.map((category) => category.name)).toEqual(
      services.categories.items.map((category) => category.category),
    );
    const count = catalog.itemListElement.reduce((sum, category) => sum + category.itemListElement.length, 0);
    expect(count).toBe(13);
  });

  it("/contact/ has the agency ContactPoint with phone, email and opening hours", () => {
    const point = blockOfType(documentFor("/contact/"), "ContactPoint");
    expect(point).toMatchObject({
      telephone: site.phone.href.replace("tel:", ""),
      email: site.email,
      hoursAvailable: site.openingHours.map((hours) => ({ opens: hours.opens, closes: hours.closes })),
    });
  });

  it("/careers/ has one JobPosting per role, hired by the organisation, located at the London office", () => {
    const postings = jsonLdBlocks(documentFor("/careers/"))
      .map((block) => block.data)
      .filter((data) => data["@type"] === "JobPosting");
    expect(postings.map((posting) => posting.title)).toEqual(careers.roles.items.map((role) => role.title));
    for (const posting of postings) {
      expect(posting).toMatchObject({
        employmentType: "FULL_TIME",
        datePosted: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        hiringOrganization: { "@type": "Organization", name: site.brand, address: { addressLocality: "London" } },
        jobLocation: {
          address: { addressLocality: "London", streetAddress: site.address.streetAddress, addressCountry: "GB" },
        },
      });
    }
  });
});

describe("the prerendered enquiry form on /contact/", () => {
  const document = documentFor("/contact/");
  const form = document.querySelector("#enquiry form");

  it("posts back to /contact/ and its submit button is disabled until JavaScript runs", () => {
    expect(form?.getAttribute("action")).toBe("/contact/");
    expect(form?.getAttribute("method")).toBe("post");
    expect(form?.querySelector('button[type="submit"]')?.hasAttribute("disabled")).toBe(true);
  });

  it("labels every field and puts no value in the HTML", () => {
    const fields = [
      ...(form?.querySelectorAll("input:not([type=hidden]):not([name=_gotcha]), select, textarea") ?? []),
    ];
    expect(fields.map((field) => field.getAttribute("name"))).toEqual([
      "topic",
      "role",
      "partnerType",
      "name",
      "email",
      "portfolio",
      "company",
      "clientBase",
      "website",
      "service",
      "budget",
      "timeline",
      "message",
    ]);
    // A topic's own questions are prerendered hidden, for the stylesheet to show once their topic is chosen: the
    // general enquiry a visitor first sees asks only its own.
    const asked = fields.filter((field) => !field.closest("[hidden]")).map((field) => field.getAttribute("name"));
    expect(asked).toEqual(["topic", "name", "email", "company", "website", "service", "budget", "timeline", "message"]);
    for (const field of fields) {
      expect(document.querySelector(`label[for="${field.id}"]`)?.textContent).toBeTruthy();
      expect(field.hasAttribute("value")).toBe(false);
    }
    expect(form?.querySelector("textarea")?.getAttribute("maxlength")).toBe("5000");
  });

  it("carries which form and page a lead is from, and a honeypot out of sight and out of the accessibility tree", () => {
    const hidden = Object.fromEntries(
      [...(form?.querySelectorAll("input[type=hidden]") ?? [])].map((input) => [
        input.getAttribute("name"),
        input.getAttribute("value"),
      ]),
    );
    expect(hidden).toEqual({ form: "enquiry", page: "/contact/" });
    const honeypot = form?.querySelector("input[name=_gotcha]");
    expect(honeypot?.getAttribute("tabindex")).toBe("-1");
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
  });
});

describe("applying for a role or a partnership", () => {
  it("leads from each Apply Now to the enquiry form with its role or partnership type chosen by the address", () => {
    const applyLinks = (urlPath: string) =>
      [...documentFor(urlPath).querySelectorAll("main a")]
        .filter((link) => link.textContent?.startsWith("Apply Now"))
        .map((link) => link.getAttribute("href"));
    expect(applyLinks("/careers/")).toEqual(
      careers.roles.items.map((role) => `/contact/?topic=careers&role=${slugify(role.title)}`),
    );
    expect(applyLinks("/partner-program/")).toEqual(
      partners.types.items.map((type) => `/contact/?topic=partnership&partnerType=${slugify(type.title)}`),
    );
  });

  it("prerenders the form as a general enquiry, offering every open role and partnership type", () => {
    const form = documentFor("/contact/").querySelector("#enquiry form");
    const options = (name: string) =>
      [...(form?.querySelectorAll(`select[name=${name}] option`) ?? [])].map((option) => option.textContent);
    // What the menu shows before any script: the option marked selected, or else its first (HTML's rule).
    const topic =
      form?.querySelector("select[name=topic] option[selected]") ?? form?.querySelector("select[name=topic] option");
    expect(topic?.getAttribute("value")).toBe("general");
    expect(options("role").slice(1)).toEqual(careers.roles.items.map((role) => role.title));
    expect(options("partnerType").slice(1)).toEqual(partners.types.items.map((type) => type.title));
  });
});

// Built without BOOKING_URL, every "book a call" button leads to the contact page, which says online booking is
// coming, and no page links to a calendar.
describe("booking a call without a calendar", () => {
  it("sends every call button to /contact/ and keeps the booking card's wording", () => {
    for (const urlPath of ["/", "/about/", "/results/", "/blog/", "/tools/", "/contact/"]) {
      const document = documentFor(urlPath);
      const calls = [...document.querySelectorAll("a")].filter((link) => /\bcall\b/i.test(link.textContent ?? ""));
      expect(calls.filter((link) => link.getAttribute("href") === "/contact/").length).toBeGreaterThan(0);
      for (const link of calls) {
        expect(link.getAttribute("href")).toMatch(/^(\/contact\/|tel:)/);
        expect(link.hasAttribute("target")).toBe(false);
      }
    }
    const booking = documentFor("/contact/").querySelector('aside[aria-label="Office, support and booking"]');
    expect(booking?.textContent).toContain(contact.booking.title);
    expect(booking?.textContent).not.toContain(contact.booking.online.title);
  });
});

// Built without LEADS_ENDPOINT, nothing a visitor types reaches the agency, and no page says otherwise.
describe("what the simulated build says about its forms", () => {
  it("tells visitors the contact form does not send, and how to reach a strategist instead", () => {
    const text = documentFor("/contact/").querySelector("#enquiry")?.textContent ?? "";
    expect(text).toContain(contact.form.privacyNote.simulated);
    expect(text).not.toContain(contact.form.privacyNote.connected);
  });

  it("keeps the privacy notice and the terms to the simulated wording, with no markers left", () => {
    const privacy = documentFor("/privacy/").querySelector("main")?.innerHTML ?? "";
    expect(privacy).toContain("do not currently send your details to us");
    expect(privacy).not.toContain("What is sent:");
    expect(privacy).not.toMatch(/<!--\s*(forms|end forms)/);
    const terms = documentFor("/terms/").querySelector("main")?.textContent ?? "";
    expect(terms).toContain("The forms on this website do not currently send information to us.");
    expect(terms).not.toContain("We will reply as the page describes");
  });
});

describe("the sitemap", () => {
  it("lists the primary paths and leaves out the /case-studies/ alias", () => {
    const sitemap = fs
      .readdirSync(PUBLIC_DIR)
      .filter((file) => /^sitemap-\d+\.xml$/.test(file))
      .map((file) => fs.readFileSync(path.join(PUBLIC_DIR, file), "utf8"))
      .join("");
    for (const pagePath of ["/services/", "/results/", "/contact/", "/careers/", "/partner-program/"]) {
      expect(sitemap).toContain(`<loc>${SITE_URL}${pagePath}</loc>`);
    }
    expect(sitemap).not.toContain("/case-studies/");
  });
});
