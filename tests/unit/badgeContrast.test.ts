import fs from "node:fs";
import path from "node:path";
import { colourTokens, TOKENS_FILE } from "../../src/lib/designTokens";
import type { BadgeTone } from "../../src/lib/difficulty";

// Reads the real token values and the badge's colour pairs, so a change to
// either that drops a badge below WCAG AA (4.5:1 for its small bold text) fails here.

const root = path.join(__dirname, "..", "..");
const tokens = colourTokens(fs.readFileSync(path.join(root, TOKENS_FILE), "utf8"));
const badgeScss = fs.readFileSync(path.join(root, "src/components/ui/Badge/Badge.module.scss"), "utf8");

function pairFor(tone: BadgeTone): { color: string; background: string } {
  const block = new RegExp(`\\.${tone}\\s*\\{([^}]*)\\}`).exec(badgeScss)?.[1];
  if (!block) throw new Error(`Badge.module.scss has no .${tone} rule`);
  const colourOf = (property: string) => {
    const name = new RegExp(`(?:^|[\\s;])${property}:\\s*var\\((--[\\w-]+)\\)`).exec(block)?.[1];
    const value = name ? tokens.get(name) : undefined;
    if (!value) throw new Error(`.${tone} ${property} is not a hex colour token`);
    return value;
  };
  return { color: colourOf("color"), background: colourOf("background") };
}

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

describe("badge colours", () => {
  it("computes contrast the WCAG way", () => {
    expect(contrast("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrast("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
  });

  it.each<BadgeTone>(["success", "warning", "danger", "neutral", "info"])(
    "%s text meets AA on its background",
    (tone) => {
      const { color, background } = pairFor(tone);
      expect(contrast(color, background)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it("uses green, yellow, red and grey families for the difficulty tones", () => {
    const hue = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
      return { r: r!, g: g!, b: b! };
    };
    const green = hue(pairFor("success").color);
    expect(green.g).toBeGreaterThan(green.r);
    const red = hue(pairFor("danger").color);
    expect(red.r).toBeGreaterThan(red.g * 2);
    const yellow = hue(pairFor("warning").background);
    expect(yellow.r).toBeGreaterThan(yellow.b);
    expect(yellow.g).toBeGreaterThan(yellow.b);
  });
});
