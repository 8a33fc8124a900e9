// `npm run screenshots`: a contact sheet of the built site for review, before and after a change. One page of every
// template (the route table's first of each, and the 404 page), at 390 and 1440 px: the first screen, the whole
// page, the screen once the page is scrolled (the header in its scrolled state) and, on the phone, the first screen
// with the mobile menu open. Written to screenshots/ (index.html and its images), or to the folder given:
//   npm run build && npm run screenshots [-- out-folder]
import fs from "node:fs";
import path from "node:path";
import { chromium, type Page } from "playwright-core";
import { loadRouteTable } from "../gatsby/content/readContent";
import { escapeHtml } from "../src/lib/text";
import { SCROLLED_ATTRIBUTE } from "../src/lib/chromeScript";
import { CHROMIUM, DESKTOP, PHONE, waitForHydration } from "./chromium";
import { startServer } from "./staticServer";

const ROOT = path.join(__dirname, "..");

/** One page of each template, by the order the route table lists them, and the page for an unknown address. */
export function contactSheetPages(): Array<{ template: string; path: string }> {
  const seen = new Map<string, string>();
  for (const route of loadRouteTable()) {
    if (!seen.has(route.template) && (route.archive?.page ?? 1) === 1) seen.set(route.template, route.path);
  }
  return [
    ...[...seen].map(([template, page]) => ({ template, path: page })),
    { template: "404", path: "/no-such-page" },
  ];
}

const VIEWPORTS = { phone: PHONE, desktop: DESKTOP } as const;
type Viewport = keyof typeof VIEWPORTS;

interface Shot {
  label: string;
  file: string;
}

const withSlash = (urlPath: string) => (urlPath.endsWith("/") ? urlPath : `${urlPath}/`);

async function shoot(page: Page, out: string, name: string, viewport: Viewport): Promise<Shot[]> {
  const shots: Shot[] = [];
  const file = (kind: string) => `${name}-${viewport}-${kind}.jpg`;
  const save = async (kind: string, label: string, fullPage: boolean) => {
    await page.screenshot({ path: path.join(out, file(kind)), fullPage, type: "jpeg", quality: 70 });
    shots.push({ label, file: file(kind) });
  };
  await save("screen", "first screen", false);
  await save("page", "whole page", true);
  await page.evaluate(() => window.scrollTo({ top: 600, behavior: "instant" }));
  await page.waitForFunction(
    (attribute) => document.querySelector(`header[${attribute}]`)?.getAttribute(attribute) === "true",
    SCROLLED_ATTRIBUTE,
  );
  await save("scrolled", "scrolled", false);
  if (viewport === "phone") {
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    const toggle = page.locator("header summary", { hasText: "Menu" });
    if (await toggle.isVisible()) {
      await toggle.click();
      await save("menu", "menu open", false);
    }
  }
  return shots;
}

function sheet(rows: Array<{ template: string; path: string; shots: Record<Viewport, Shot[]> }>): string {
  const cell = (shot: Shot, width: number) =>
    `<figure><a href="${shot.file}"><img src="${shot.file}" width="${width}" loading="lazy" alt=""></a><figcaption>${escapeHtml(shot.label)}</figcaption></figure>`;
  const body = rows
    .map(
      (row) =>
        `<section><h2>${escapeHtml(row.template)} <small>${escapeHtml(row.path)}</small></h2><div class="shots">` +
        `${row.shots.phone.map((shot) => cell(shot, 195)).join("")}${row.shots.desktop.map((shot) => cell(shot, 360)).join("")}</div></section>`,
    )
    .join("\n");
  return `<!doctype html><html lang="en-GB"><meta charset="utf-8"><title>Contact sheet</title>
<style>body{font:14px/1.4 system-ui,sans-serif;margin:24px;background:#eef0f5}section{margin-bottom:32px}
h2{font-size:16px}small{color:#667;font-weight:400}.shots{display:flex;gap:16px;align-items:flex-start;flex-wrap:wrap}
figure{margin:0;background:#fff;padding:6px;box-shadow:0 1px 3px #0002}img{display:block;height:auto}
figcaption{color:#556;font-size:12px;padding-top:4px}</style>
<h1>Every template at 390 and 1440 px</h1><p>Built ${new Date().toISOString().slice(0, 10)}. Click an image for it at full size.</p>
${body}</html>\n`;
}

async function main() {
  if (!fs.existsSync(CHROMIUM.executablePath)) {
    throw new Error(
      `The contact sheet is drawn in Debian's Chromium, as visitors see the site, and ${CHROMIUM.executablePath} is missing: apt-get install -y chromium`,
    );
  }
  const out = path.resolve(process.argv[2] ?? path.join(ROOT, "screenshots"));
  fs.rmSync(out, { recursive: true, force: true });
  fs.mkdirSync(out, { recursive: true });
  const server = await startServer({ root: path.join(ROOT, "public") });
  const browser = await chromium.launch(CHROMIUM);
  const rows = [];
  try {
    for (const { template, path: urlPath } of contactSheetPages()) {
      const shots = {} as Record<Viewport, Shot[]>;
      for (const viewport of Object.keys(VIEWPORTS) as Viewport[]) {
        const page = await browser.newPage({ viewport: VIEWPORTS[viewport], reducedMotion: "reduce" });
        await page.goto(`${server.url}${urlPath === "/no-such-page" ? urlPath : withSlash(urlPath)}`);
        await page.evaluate(() => document.fonts.ready);
        await waitForHydration(page);
        shots[viewport] = await shoot(page, out, template, viewport);
        await page.close();
      }
      rows.push({ template, path: urlPath, shots });
      console.log(`${template} ${urlPath}`);
    }
  } finally {
    await browser.close();
    await server.close();
  }
  fs.writeFileSync(path.join(out, "index.html"), sheet(rows));
  console.log(`Contact sheet: ${path.join(out, "index.html")}`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
