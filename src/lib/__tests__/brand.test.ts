/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { brandColours, brandColourTokens } from "../brand";
import { BRAND_MARK_BOX, brandMarkPath } from "../brandMark";
import { colourTokens, pickColours, TOKENS_FILE } from "../designTokens";

const tokensScss = fs.readFileSync(path.join(__dirname, "..", "..", "..", TOKENS_FILE), "utf8");

describe("the brand's colours", () => {
  it("are the values of the tokens they are named after, as npm run brand-images last wrote them", () => {
    expect(brandColours).toEqual(pickColours(tokensScss, brandColourTokens));
  });
});

describe("the brand's mark", () => {
  it("is the one drawing in the favicon and the logo, as npm run brand-images last wrote them", () => {
    const favicon = fs.readFileSync(path.join(__dirname, "..", "..", "..", "static", "favicon.svg"), "utf8");
    expect(favicon).toContain(`d="${brandMarkPath()}"`);
  });

  it("is a rounded square on its point, whose top corner's arc touches the top of its box", () => {
    // Each command's last pair is where it ends: M's start, L's straight side, A's corner arc.
    const commands = brandMarkPath()
      .replace(/\s*Z$/, "")
      .split(/(?=[MLA])/)
      .map((command) => command.trim().split(/\s+/));
    const ends = commands.map((command) => command.slice(-2).map(Number));
    const xs = ends.map(([x]) => x!);
    const ys = ends.map(([, y]) => y!);
    for (const values of [xs, ys]) {
      // Symmetric about the centre, as a square on its point is, and inside its box.
      expect(Math.min(...values) + Math.max(...values)).toBeCloseTo(BRAND_MARK_BOX, 1);
      expect(Math.min(...values)).toBeGreaterThan(0);
    }
    // The top corner: the arc between the two highest points, level with each other either side of the centre.
    const top = Math.min(...ys);
    const [left, right] = ends.filter(([, y]) => Math.abs(y! - top) < 0.01).map(([x]) => x!);
    expect(left! + right!).toBeCloseTo(BRAND_MARK_BOX, 1);
    const radius = Number(commands.find(([name]) => name === "A")![1]);
    const halfChord = Math.abs(right! - left!) / 2;
    // The arc's centre lies below its chord on the middle line; its highest point is a radius above the centre.
    const highest = top + Math.sqrt(radius ** 2 - halfChord ** 2) - radius;
    expect(highest).toBeCloseTo(0, 1);
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
