/** @jest-environment node */
import { FONT_URL_DIR, siteFontFiles, siteFontNames } from "../siteFont";

describe("siteFontNames", () => {
  it("names each face by what it is cut from, the same on every call", () => {
    const names = siteFontNames();
    expect(names.normal).toMatch(/^inter-latin-normal-[0-9a-f]{10}\.woff2$/);
    expect(names.italic).toMatch(/^inter-latin-italic-[0-9a-f]{10}\.woff2$/);
    expect(siteFontNames()).toEqual(names);
  });

  it("serves them under /static/, which is cached for a year", () => {
    expect(FONT_URL_DIR).toMatch(/^\/static\//);
    expect(siteFontFiles().map((file) => file.url)).toEqual(
      Object.values(siteFontNames()).map((name) => `${FONT_URL_DIR}/${name}`),
    );
  });
});
