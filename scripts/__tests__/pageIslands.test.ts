/** @jest-environment node */
import { bundlesIn, isChromeOnly } from "../pageIslands";

const page = (modules: string[]) =>
  `<html><body><main><h1>Page</h1></main><script data-islands="${modules.join(" ")}">(()=>{})()</script></body></html>`;

describe("bundlesIn", () => {
  it("names the bundles a page's loader lists, the runtime first, each once", () => {
    const html = page([
      "/islands/runtime-DTWCHQSL.js",
      "enquiry-form=/islands/enquiry-form-G4.js",
      "tool=/islands/tools-2NBWCXUO.js",
      "tool-note=/islands/tools-2NBWCXUO.js",
    ]);
    expect(bundlesIn(html)).toEqual(["runtime", "enquiry-form", "tools"]);
  });

  it("finds none on a page without the loader", () => {
    expect(bundlesIn("<html><body><h1>Page</h1></body></html>")).toEqual([]);
  });

  it("refuses a module that is not an island bundle's", () => {
    expect(() => bundlesIn(page(["/app.js"]))).toThrow("/app.js");
    expect(() => bundlesIn(page(["/islands/runtime-A.js", "form=/app.js"]))).toThrow("/app.js");
  });
});

describe("isChromeOnly", () => {
  it("is true of a page that loads no island", () => {
    expect(isChromeOnly("<html><body><header></header><main><h1>Page</h1></main></body></html>")).toBe(true);
  });

  it("is false of a page that loads an island's bundle", () => {
    expect(isChromeOnly(page(["/islands/runtime-A.js", "guide-form=/islands/guide-form-C.js"]))).toBe(false);
  });
});
