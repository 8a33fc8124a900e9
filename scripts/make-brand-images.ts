// Renders the default share image (1200x630) and the logo used in JSON-LD from
// SVG, with sharp. Run by hand after a brand change (npm run brand-images);
// the PNGs in static/ are committed so builds need no fonts.
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import site from "../content/site.json";

const roas = site.figures.find((figure) => figure.id === "average-roas-increase")!;

const mark = (x: number, y: number, size: number) =>
  `<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="${size * 0.2}" transform="rotate(45 ${x + size / 2} ${y + size / 2})" fill="url(#g)"/>`;

const gradient = `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#3b37c9"/><stop offset="1" stop-color="#ff6b3d"/></linearGradient></defs>`;

const share = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">${gradient}
<rect width="1200" height="630" fill="#0b1430"/>
<circle cx="1080" cy="80" r="300" fill="#3b37c9" opacity="0.35"/>
${mark(90, 90, 56)}
<text x="180" y="135" font-family="DejaVu Sans" font-weight="bold" font-size="52" fill="#ffffff">${site.brand}</text>
<text x="90" y="300" font-family="DejaVu Sans" font-weight="bold" font-size="64" fill="#ffffff">Performance marketing</text>
<text x="90" y="380" font-family="DejaVu Sans" font-weight="bold" font-size="64" fill="#ffffff">that pays for itself</text>
<text x="90" y="470" font-family="DejaVu Sans" font-size="34" fill="#b8c2da">PPC · SEO · CRO · Email  —  London, since ${site.foundingYear}</text>
<text x="90" y="560" font-family="DejaVu Sans" font-weight="bold" font-size="38" fill="#ff9a74">${roas.value} average ROAS increase</text>
</svg>`;

const logo = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512">${gradient}
<rect width="512" height="512" rx="96" fill="#0b1430"/>${mark(156, 156, 200)}</svg>`;

async function main() {
  const out = path.join(__dirname, "..", "static");
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
