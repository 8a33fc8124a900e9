/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { brandColours, brandColourTokens } from "../brand";
import { colourTokens, pickColours, TOKENS_FILE } from "../designTokens";

const tokensScss = fs.readFileSync(path.join(__dirname, "..", "..", "..", TOKENS_FILE), "utf8");

describe("the brand's colours", () => {
  it("are the values of the tokens they are named after, as npm run brand-images last wrote them", () => {
    expect(brandColours).toEqual(pickColours(tokensScss, brandColourTokens));
  });
});

describe("pickColours", () => {
  const scss = ":root {\n  --color-ink: #0F172A;\n  --color-line: #dbe1ea;\n  --space-1: 0.25rem;\n}\n";

  it("reads each named token's hex colour", () => {
    expect(pickColours(scss, { ink: "--color-ink", line: "--color-line" })).toEqual({
      ink: "#0f172a",
      line: "#dbe1ea",
    });
  });

  it("fails naming a token the file does not set as a colour", () => {
    expect(() => pickColours(scss, { ink: "--color-ink", brand: "--color-brand" })).toThrow("--color-brand");
    expect(() => pickColours(scss, { space: "--space-1" })).toThrow("--space-1");
  });

  it("reads every colour of the real tokens file", () => {
    expect(colourTokens(tokensScss).get("--color-primary")).toMatch(/^#[0-9a-f]{6}$/);
    expect(colourTokens(tokensScss).size).toBe((tokensScss.match(/--color-[\w-]+:/g) ?? []).length);
  });
});
