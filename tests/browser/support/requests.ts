import type { Page, Request } from "@playwright/test";

/**
 * The requests that would send something, made while `action` runs and in the five seconds after it on the
 * page's clock (page.clock, installed before the page loaded, is run forward: a delayed send fires now): a
 * navigation, a fetch or XHR, a beacon, or any method but GET. Images and scripts the page loads as it is
 * scrolled are not sends, nor are Gatsby's prefetches of linked pages' data (GET /page-data/…).
 */
const SENDING_TYPES = new Set(["document", "fetch", "xhr", "ping", "eventsource", "websocket", "other"]);

export async function requestsDuring(page: Page, action: () => Promise<void>): Promise<string[]> {
  const requests: Request[] = [];
  const record = (request: Request) => requests.push(request);
  page.on("request", record);
  await action();
  await page.clock.runFor(5000);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  page.off("request", record);
  const sends = (request: Request) =>
    request.method() !== "GET" ||
    request.isNavigationRequest() ||
    (SENDING_TYPES.has(request.resourceType()) && !new URL(request.url()).pathname.startsWith("/page-data/"));
  return requests.filter(sends).map((request) => `${request.method()} ${request.url()}`);
}
