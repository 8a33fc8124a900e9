import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { createElement as h, type ReactNode } from "react";
import type Satori from "satori";
import type Sharp from "sharp";
import { brandColours } from "../src/lib/brand";
import { brandMarkSvg } from "../src/lib/brandMark";
import { SHARE_IMAGE_SIZE, shareCard, type ShareCard } from "../src/lib/shareImage";
import type { Route } from "../src/lib/routes";
import type { PageFacts } from "./pageFacts";
import { digestOf } from "./buildCache";
import { whenUsed } from "./lazyModule";

const satoriModule = whenUsed<{ default: typeof Satori }>("satori");
const satori = () => satoriModule().default;
const sharp = whenUsed<typeof Sharp>("sharp");

// Draws each page's share card (src/lib/shareImage.ts) as a PNG: satori lays out the text in Inter (self-hosted
// from @fontsource/inter, so no font is fetched or needed on the machine) as SVG paths, and sharp renders the SVG.
// A card is drawn once per title, section and design: later builds copy it from the cache.

const DESIGN = 1; // raise when the design below changes, so cached cards are redrawn
const CACHE_DIR = path.join(__dirname, "..", "node_modules", ".cache", "share-images");
// createRequire: Gatsby bundles gatsby-node's modules, and its bundler drops require.resolve.
const FONT_DIR = path.dirname(createRequire(__filename).resolve("@fontsource/inter/package.json"));
const font = (weight: 400 | 700 | 800) =>
  fs.readFileSync(path.join(FONT_DIR, "files", `inter-latin-${weight}-normal.woff`));

const colour = brandColours;

interface Site {
  brand: string;
  siteUrl: string;
  tagline: string;
  foundingYear: number;
  address: { locality: string };
}

/** The brand's mark on every card, as every other place draws it (src/lib/brandMark.ts). */
const MARK_SIZE = 56;
const MARK_SVG = brandMarkSvg(MARK_SIZE);

function card({ section, title }: ShareCard, site: Site): ReactNode {
  const { width, height } = SHARE_IMAGE_SIZE;
  const padding = { x: 90, y: 72 };
  const mark = h("img", {
    src: `data:image/svg+xml;base64,${Buffer.from(MARK_SVG).toString("base64")}`,
    width: MARK_SIZE,
    height: MARK_SIZE,
  });
  return h(
    "div",
    {
      style: {
        // satori sizes boxes without their padding
        width: width - 2 * padding.x,
        height: height - 2 * padding.y,
        padding: `${padding.y}px ${padding.x}px`,
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        fontFamily: "Inter",
        color: "#ffffff",
        backgroundColor: colour.ink,
        backgroundImage: `radial-gradient(circle at 1080px 80px, ${colour.primary} 0px, ${colour.ink} 420px)`,
      },
    },
    h(
      "div",
      { style: { display: "flex", alignItems: "center", gap: 28 } },
      mark,
      h("div", { style: { fontSize: 40, fontWeight: 800 } }, site.brand),
    ),
    h(
      "div",
      { style: { display: "flex", flexDirection: "column", gap: 20 } },
      h("div", { style: { fontSize: 32, fontWeight: 700, color: colour.accentOnDark } }, section),
      h("div", { style: { fontSize: 64, fontWeight: 800, lineHeight: 1.1, maxWidth: width - 2 * padding.x } }, title),
    ),
    h(
      "div",
      { style: { display: "flex", justifyContent: "space-between", fontSize: 28, color: colour.onDarkMuted } },
      h("div", {}, new URL(site.siteUrl).host),
      h("div", {}, `${site.address.locality} · since ${site.foundingYear}`),
    ),
  );
}

let fonts: Array<{ name: string; data: Buffer; weight: 400 | 700 | 800 }> | undefined;

async function draw(share: ShareCard, site: Site): Promise<Buffer> {
  fonts ??= ([400, 700, 800] as const).map((weight) => ({ name: "Inter", data: font(weight), weight }));
  const svg = await satori()(card(share, site), { ...SHARE_IMAGE_SIZE, fonts });
  return sharp()(Buffer.from(svg)).png({ compressionLevel: 9, palette: false }).toBuffer();
}

/** Writes every page's share card into publicDir, drawing only those not cached; returns how many were drawn. */
export async function writeShareImages(
  publicDir: string,
  routes: readonly Route[],
  facts: ReadonlyMap<string, PageFacts>,
  site: Site,
): Promise<{ written: number; drawn: number }> {
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  let drawn = 0;
  const cards = routes.flatMap((route) => {
    const title = facts.get(route.contentId)?.title;
    return (title && shareCard(route, title, routes, site)) || [];
  });
  // A few at a time: sharp renders one card on its own threads while satori lays out the next.
  const queue = [...cards];
  const worker = async () => {
    for (let share = queue.shift(); share; share = queue.shift()) {
      const key = digestOf([
        DESIGN,
        MARK_SVG,
        share,
        site.brand,
        site.siteUrl,
        site.address.locality,
        site.foundingYear,
      ]);
      const cached = path.join(CACHE_DIR, `${key}.png`);
      if (!fs.existsSync(cached)) {
        fs.writeFileSync(cached, await draw(share, site));
        drawn += 1;
      }
      const target = path.join(publicDir, share.path);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.copyFileSync(cached, target);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return { written: cards.length, drawn };
}
