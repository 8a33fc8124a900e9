// Screenshots of built pages for a visual check: tsx scripts/screenshot.ts /about/ [/contact/ ...]
import path from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM } from "./chromium";
import { startServer } from "./staticServer";

async function main() {
  const paths = process.argv.slice(2);
  const server = await startServer({ root: path.join(__dirname, "..", "public") });
  const browser = await chromium.launch(CHROMIUM);
  for (const urlPath of paths.length > 0 ? paths : ["/"]) {
    for (const [name, viewport] of [
      ["phone", { width: 360, height: 780 }],
      ["desktop", { width: 1440, height: 900 }],
    ] as const) {
      const page = await browser.newPage({ viewport });
      await page.goto(`${server.url}${urlPath}`, { waitUntil: "networkidle" });
      const file = `/tmp/shot-${urlPath.replace(/\W+/g, "_")}-${name}.png`;
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
      await page.close();
    }
  }
  await browser.close();
  await server.close();
}

void main();
