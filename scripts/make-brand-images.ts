// Renders the default share image (1200x630) and the logo used in JSON-LD from
// SVG, with sharp, and writes the brand's colours for the code that draws
// outside the style sheets (src/lib/brandColours.generated.ts). Run by hand
// after a brand change (npm run brand-images): the colours are read from
// src/styles/_tokens.scss, and the PNGs in static/ are committed so builds
// need no fonts.
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import site from "../content/site.json";
import { brandColourTokens } from "../src/lib/brand";
import { brandMarkSvg } from "../src/lib/brandMark";
import { pickColours, TOKENS_FILE } from "../src/lib/designTokens";

const ROOT = path.join(__dirname, "..");
const colour = pickColours(fs.readFileSync(path.join(ROOT, TOKENS_FILE), "utf8"), brandColourTokens);

const roas = site.figures.find((figure) => figure.id === "average-roas-increase")!;

/** The brand's mark (src/lib/brandMark.ts), `size` pixels wide with its top left corner at x and y. */
const mark = (x: number, y: number, size: number) =>
  brandMarkSvg(size, { colours: [colour.primary, colour.accent], at: { x, y } });

const share = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">
<rect width="1200" height="630" fill="${colour.ink}"/>
<circle cx="1080" cy="80" r="300" fill="${colour.primary}" opacity="0.35"/>
${mark(88, 78, 70)}
<text x="180" y="135" font-family="DejaVu Sans" font-weight="bold" font-size="52" fill="#ffffff">${site.brand}</text>
<text x="90" y="300" font-family="DejaVu Sans" font-weight="bold" font-size="64" fill="#ffffff">Performance marketing</text>
<text x="90" y="380" font-family="DejaVu Sans" font-weight="bold" font-size="64" fill="#ffffff">that pays for itself</text>
<text x="90" y="470" font-family="DejaVu Sans" font-size="34" fill="${colour.onDarkMuted}">PPC · SEO · CRO · Email  —  London, since ${site.foundingYear}</text>
<text x="90" y="560" font-family="DejaVu Sans" font-weight="bold" font-size="38" fill="${colour.accentOnDark}">${roas.value} average ROAS increase</text>
</svg>`;

const logo = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512">
<rect width="512" height="512" rx="96" fill="${colour.ink}"/>${mark(131, 131, 250)}</svg>`;

/** The generated module, as prettier would lay it out. */
const coloursModule = `// Written by \`npm run brand-images\` (scripts/make-brand-images.ts) from the tokens src/lib/brand.ts names:
// change a colour in ${TOKENS_FILE} and run it again. src/lib/__tests__/brand.test.ts fails until then.

export const generatedColours = {
${Object.entries(colour)
  .map(([name, value]) => `  ${name}: "${value}",`)
  .join("\n")}
} as const;
`;

async function main() {
  fs.writeFileSync(path.join(ROOT, "src", "lib", "brandColours.generated.ts"), coloursModule);
  const out = path.join(ROOT, "static");
  fs.mkdirSync(out, { recursive: true });
  await sharp(Buffer.from(share)).png({ compressionLevel: 9 }).toFile(path.join(out, "og-default.png"));
  await sharp(Buffer.from(logo)).png({ compressionLevel: 9 }).toFile(path.join(out, "logo.png"));
  await sharp(Buffer.from(logo)).resize(180, 180).png().toFile(path.join(out, "apple-touch-icon.png"));
  fs.writeFileSync(
    path.join(out, "favicon.svg"),
    logo.replace('width="512" height="512"', 'width="32" height="32" viewBox="0 0 512 512"'),
  );
}

void main();
