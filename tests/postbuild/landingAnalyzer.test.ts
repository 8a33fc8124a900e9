/** @jest-environment jsdom */
import fs from "node:fs";
import { analyzePage } from "../../src/lib/tools/landingPage";
import { extractPageFacts } from "../../src/lib/tools/extractPageFacts";
import { htmlFileFor } from "../helpers/builtSite";

// The Landing Page Analyzer on this site's own built pages, pasted whole as a visitor would paste them: each leads
// with a call to action on its first screen (after the header's menus, which sit beside the content, not before
// it), and its form counts only the fields a visitor fills in (not the honeypot, nor the hidden fields).

const factsOf = (urlPath: string) => extractPageFacts(fs.readFileSync(htmlFileFor(urlPath), "utf8"));
const finding = (urlPath: string, id: string) => analyzePage(factsOf(urlPath)).findings.find((f) => f.id === id);

describe.each(["/", "/landing/ppc-strategy/", "/services/paid-advertising/", "/contact/"])("%s", (urlPath) => {
  it("has a call to action near the top", () => {
    expect(finding(urlPath, "cta")).toMatchObject({ status: "pass" });
  });
});

it("counts the guide form's fields as a visitor sees them on /landing/ppc-strategy/", () => {
  const page = new DOMParser().parseFromString(
    fs.readFileSync(htmlFileFor("/landing/ppc-strategy/"), "utf8"),
    "text/html",
  );
  // The fields with a label a visitor can read: the honeypot's label is inside its box hidden from everyone.
  const labels = [...page.querySelectorAll("form label")].filter((label) => !label.closest('[aria-hidden="true"]'));
  expect(labels.length).toBeGreaterThan(0);
  expect(factsOf("/landing/ppc-strategy/").formFieldCount).toBe(labels.length);
});

it("leaves the contact form's honeypot, hidden inputs and the questions of topics not chosen out of its count", () => {
  const page = new DOMParser().parseFromString(fs.readFileSync(htmlFileFor("/contact/"), "utf8"), "text/html");
  const all = page.querySelectorAll("#enquiry form :is(input, select, textarea)").length;
  const hidden = page.querySelectorAll('#enquiry form input[type="hidden"]').length;
  // The role, partnership type, portfolio and clients: prerendered hidden until their topic is chosen.
  const notChosen = page.querySelectorAll("#enquiry form [hidden] :is(input, select, textarea)").length;
  expect(notChosen).toBe(4);
  expect(factsOf("/contact/").formFieldCount).toBe(all - hidden - notChosen - 1);
});
