import fs from "node:fs";
import path from "node:path";
import type Sharp from "sharp";
import { brandColours } from "../src/lib/brand";
import { whenUsed } from "./lazyModule";

const sharp = whenUsed<typeof Sharp>("sharp");

// The web app manifest: the site's name and colours, and icons drawn from static/favicon.svg, so the site can be
// installed and mobile browsers tint their chrome in the brand's colour. The maskable icon is the favicon on a
// full square, since a launcher crops it to its own shape.

export interface ManifestSite {
  brand: string;
  tagline: string;
  blurb: string;
}

const ICONS = [
  { file: "/icons/icon-192.png", size: 192, purpose: "any" },
  { file: "/icons/icon-512.png", size: 512, purpose: "any" },
  { file: "/icons/icon-maskable-512.png", size: 512, purpose: "maskable" },
] as const;

export function webManifest(site: ManifestSite) {
  return {
    name: `${site.brand}: ${site.tagline}`,
    short_name: site.brand,
    description: site.blurb,
    lang: "en-GB",
    start_url: "/",
    scope: "/",
    display: "minimal-ui",
    background_color: brandColours.surface,
    theme_color: brandColours.primary,
    icons: [
      ...ICONS.map((icon) => ({
        src: icon.file,
        sizes: `${icon.size}x${icon.size}`,
        type: "image/png",
        purpose: icon.purpose,
      })),
      { src: "/favicon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
    ],
  };
}

/** Writes the manifest and its PNG icons into publicDir. */
export async function writeWebManifest(publicDir: string, staticDir: string, site: ManifestSite, manifestPath: string) {
  const favicon = fs.readFileSync(path.join(staticDir, "favicon.svg"), "utf8");
  // The favicon's ground is a rounded square; a maskable icon's must fill the square.
  const fullBleed = favicon.replace(/(<rect width="512" height="512") rx="\d+"/, "$1");
  if (fullBleed === favicon) throw new Error("static/favicon.svg: its ground is no longer a 512 rounded square");
  fs.mkdirSync(path.join(publicDir, "icons"), { recursive: true });
  for (const icon of ICONS) {
    const svg = icon.purpose === "maskable" ? fullBleed : favicon;
    await sharp()(Buffer.from(svg), { density: (72 * icon.size) / 32 })
      .resize(icon.size, icon.size)
      .png()
      .toFile(path.join(publicDir, icon.file));
  }
  fs.writeFileSync(path.join(publicDir, manifestPath), `${JSON.stringify(webManifest(site), null, 2)}\n`);
}
