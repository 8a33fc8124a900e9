// Renders each blog article's cover (1600x900 JPEG) from SVG with sharp: the article's key idea (coverLine) in large
// type, set in the brand's Inter (from @fontsource/inter, laid out as paths by satori, as the share cards are), beside
// the abstract motif its front matter names (coverMotif), on its topic's gradient (its category, a file in
// content/blog-topics/). The line sits in the middle band of the picture, which a phone shows as a low banner above
// the article (Article.module.scss). Run by hand when an article is added (npm run blog-covers); the JPEGs sit beside
// the markdown in content/blog/images/ and are committed, so builds need no fonts.
// gatsby-transformer-sharp makes the sizes the pages use.
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import matter from "gray-matter";
import { createElement as h } from "react";
import satori from "satori";
import sharp from "sharp";
import { brandColours as brand } from "../src/lib/brand";
import { coverMotifs } from "../src/lib/schema/blog";

const WIDTH = 1600;
const HEIGHT = 900;

type Motif = (typeof coverMotifs)[number];

// The brand's colours where a topic has them; the other hues are the covers' own. A topic with no palette here
// gets the first one.
const palettes: Record<string, readonly [string, string]> = {
  ppc: [brand.primary, brand.accent],
  seo: ["#0f766e", brand.primary],
  cro: ["#e2553a", "#f59e0b"],
  "email-marketing": [brand.primary, "#8b5cf6"],
  strategy: [brand.inkSoft, brand.accent],
};

const FONT_DIR = path.join(path.dirname(createRequire(__filename).resolve("@fontsource/inter/package.json")), "files");
const FONTS = [
  { name: "Inter", data: fs.readFileSync(path.join(FONT_DIR, "inter-latin-800-normal.woff")), weight: 800 as const },
];

/** The cover's line, left of the motif, within the middle band that a phone's banner keeps (y 183 to 717). */
const LINE_BOX = { x: 110, y: 200, width: 700, height: 500 };

/** The line as paths in Inter, vertically centred in its box, with the topic's accent rule under it. */
async function lineSvg(line: string, accent: string): Promise<string> {
  const svg = await satori(
    h(
      "div",
      {
        style: {
          display: "flex",
          flexDirection: "column",
          justifyContent: "center",
          width: LINE_BOX.width,
          height: LINE_BOX.height,
          fontFamily: "Inter",
        },
      },
      h(
        "div",
        { style: { fontSize: 92, fontWeight: 800, lineHeight: 1.08, color: "#ffffff", letterSpacing: -2 } },
        line,
      ),
      h("div", { style: { width: 180, height: 14, marginTop: 36, borderRadius: 7, backgroundColor: accent } }),
    ),
    { width: LINE_BOX.width, height: LINE_BOX.height, fonts: FONTS },
  );
  return svg.replace("<svg ", `<svg x="${LINE_BOX.x}" y="${LINE_BOX.y}" `);
}

const white = (opacity: number) => `fill="#ffffff" fill-opacity="${opacity}"`;

function motif(kind: Motif): string {
  const x0 = 860;
  switch (kind) {
    case "bars":
      return [0, 1, 2, 3, 4]
        .map(
          (i) =>
            `<rect x="${x0 + i * 130}" y="${640 - (i + 1) * 95}" width="84" height="${(i + 1) * 95}" rx="14" ${white(0.16 + i * 0.06)}/>`,
        )
        .join("")
        .concat(
          `<path d="M ${x0 - 20} 600 C 1080 560, 1220 380, 1500 120" stroke="#ffffff" stroke-width="10" fill="none" stroke-linecap="round"/>`,
        )
        .concat(`<circle cx="1500" cy="120" r="22" fill="#ffffff"/>`);
    case "rings":
      return [60, 130, 210, 300, 400]
        .map(
          (r, i) =>
            `<circle cx="1180" cy="430" r="${r}" fill="none" stroke="#ffffff" stroke-opacity="${0.55 - i * 0.09}" stroke-width="${14 - i * 2}"/>`,
        )
        .join("")
        .concat(`<circle cx="1180" cy="430" r="26" fill="#ffffff"/>`);
    case "nodes": {
      const points = [
        [960, 200],
        [1180, 140],
        [1400, 260],
        [1040, 420],
        [1290, 470],
        [1480, 600],
        [980, 660],
        [1200, 720],
      ];
      const links = [
        [0, 1],
        [1, 2],
        [0, 3],
        [1, 4],
        [2, 4],
        [3, 4],
        [4, 5],
        [3, 6],
        [6, 7],
        [4, 7],
      ];
      return links
        .map(
          ([a, b]) =>
            `<line x1="${points[a!]![0]}" y1="${points[a!]![1]}" x2="${points[b!]![0]}" y2="${points[b!]![1]}" stroke="#ffffff" stroke-opacity="0.45" stroke-width="6"/>`,
        )
        .concat(
          points.map(
            ([x, y], i) => `<circle cx="${x}" cy="${y}" r="${i === 4 ? 38 : 24}" ${white(i === 4 ? 0.95 : 0.7)}/>`,
          ),
        )
        .join("");
    }
    case "funnel":
      return [0, 1, 2, 3, 4]
        .map((i) => {
          const half = 320 - i * 58;
          return `<rect x="${1180 - half}" y="${150 + i * 125}" width="${half * 2}" height="92" rx="46" ${white(0.18 + i * 0.14)}/>`;
        })
        .join("");
    case "envelopes":
      return [0, 1, 2]
        .map((i) => {
          const x = 900 + i * 190;
          const y = 420 - i * 150;
          return `<g transform="translate(${x} ${y})"><rect width="300" height="200" rx="18" ${white(0.22 + i * 0.2)}/><path d="M 12 16 L 150 120 L 288 16" stroke="#ffffff" stroke-width="8" fill="none" stroke-opacity="0.9"/></g>`;
        })
        .join("")
        .concat(
          `<path d="M 880 760 C 1080 820, 1300 700, 1520 780" stroke="#ffffff" stroke-width="8" fill="none" stroke-opacity="0.6" stroke-dasharray="4 22" stroke-linecap="round"/>`,
        );
    case "columns":
      return [0, 1, 2, 3]
        .map((row) =>
          [`<rect x="930" y="${700 - row * 110}" width="220" height="90" rx="12" ${white(0.18 + row * 0.05)}/>`]
            .concat(
              row < 2
                ? [`<rect x="1230" y="${700 - row * 110}" width="220" height="90" rx="12" ${white(0.5 + row * 0.2)}/>`]
                : [],
            )
            .join(""),
        )
        .join("");
    case "points":
      return Array.from({ length: 6 }, (_, col) =>
        Array.from(
          { length: 5 },
          (_, row) => `<circle cx="${900 + col * 120}" cy="${180 + row * 120}" r="6" ${white(0.3)}/>`,
        ).join(""),
      )
        .join("")
        .concat(
          `<polyline points="900,660 1020,600 1140,620 1260,420 1380,300 1500,180" stroke="#ffffff" stroke-width="10" fill="none" stroke-linejoin="round" stroke-linecap="round"/>`,
        )
        .concat(
          [
            [1020, 600],
            [1260, 420],
            [1500, 180],
          ]
            .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="18" fill="#ffffff"/>`)
            .join(""),
        );
  }
}

async function cover(topic: string, line: string, kind: Motif): Promise<string> {
  const [from, to] = palettes[topic] ?? palettes.ppc!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
<defs>
  <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${brand.ink}"/><stop offset="1" stop-color="${from}"/></linearGradient>
  <radialGradient id="glow" cx="0.85" cy="0.15" r="0.7"><stop offset="0" stop-color="${to}" stop-opacity="0.85"/><stop offset="1" stop-color="${to}" stop-opacity="0"/></radialGradient>
</defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#glow)"/>
<circle cx="120" cy="860" r="260" fill="${to}" fill-opacity="0.18"/>
${motif(kind)}
${await lineSvg(line, to)}
</svg>`;
}

async function main() {
  const dir = path.join(__dirname, "..", "content", "blog");
  for (const file of fs.readdirSync(dir).filter((name) => name.endsWith(".md"))) {
    const { data } = matter(fs.readFileSync(path.join(dir, file), "utf8"));
    const topic = String(data.category);
    const topicFile = path.join(dir, "..", "blog-topics", `${topic}.json`);
    const kind = data.coverMotif as Motif;
    const line = data.coverLine as unknown;
    if (
      !coverMotifs.includes(kind) ||
      !fs.existsSync(topicFile) ||
      typeof data.image !== "string" ||
      typeof line !== "string"
    ) {
      throw new Error(
        `content/blog/${file}: check its coverLine, coverMotif, category and image (npm run build names the problem)`,
      );
    }
    const out = path.join(dir, data.image);
    fs.mkdirSync(path.dirname(out), { recursive: true });
    await sharp(Buffer.from(await cover(topic, line, kind)))
      .jpeg({ quality: 84, mozjpeg: true })
      .toFile(out);
    console.log(`wrote ${path.relative(process.cwd(), out)}`);
  }
}

void main();
