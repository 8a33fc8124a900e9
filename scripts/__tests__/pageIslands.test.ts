/** @jest-environment node */
import type { IslandBundle } from "../../gatsby/islands/buildIslands";
import { bundlesIn, isChromeOnly } from "../pageIslands";

const page = (modules: string[]) =>
  `<html><body><main><h1>Page</h1></main><script data-islands="${modules.join(" ")}">(()=>{})()</script></body></html>`;
const bundle = (name: string, islands: string[]): IslandBundle => ({ bundle: name, file: `${name}.tsx`, islands });
const bundles = [bundle("site-chrome", ["header", "chat-button"]), bundle("enquiry-form", ["enquiry-form"])];

describe("bundlesIn", () => {
  it("names the bundles a page's loader imports, the runtime among them", () => {
    const html = page([
      "/islands/runtime-DTWCHQSL.js",
      "/islands/site-chrome-2NBWCXUO.js",
      "/islands/enquiry-form-G4.js",
    ]);
    expect(bundlesIn(html)).toEqual(["runtime", "site-chrome", "enquiry-form"]);
  });

  it("finds none on a page without the loader", () => {
    expect(bundlesIn("<html><body><h1>Page</h1></body></html>")).toEqual([]);
  });

  it("refuses a module that is not an island bundle's", () => {
    expect(() => bundlesIn(page(["/app.js"]))).toThrow("/app.js");
  });
});

describe("isChromeOnly", () => {
  it("is true of a page that loads the chrome's bundle alone", () => {
    expect(isChromeOnly(page(["/islands/runtime-A.js", "/islands/site-chrome-B.js"]), bundles)).toBe(true);
  });

  it("is false of a page that also loads another island's bundle", () => {
    const html = page(["/islands/runtime-A.js", "/islands/site-chrome-B.js", "/islands/enquiry-form-C.js"]);
    expect(isChromeOnly(html, bundles)).toBe(false);
  });

  it("reads the real src/islands/: a form's page is not chrome only", () => {
    expect(isChromeOnly(page(["/islands/runtime-A.js", "/islands/guide-form-C.js"]))).toBe(false);
    expect(isChromeOnly(page(["/islands/runtime-A.js", "/islands/site-chrome-B.js"]))).toBe(true);
  });

  it("fails when src/islands/ has no chrome bundle", () => {
    expect(() => isChromeOnly(page([]), [bundle("enquiry-form", ["enquiry-form"])])).toThrow("site-chrome");
  });
});
