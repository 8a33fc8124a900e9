/** The attribute of the loader that lists the page's islands' modules. */
export const ISLANDS_LIST_ATTRIBUTE = "data-islands";

/**
 * How long after `load` the islands start even when no first-contentful-paint entry has arrived, in ms. The entry
 * can fail to come: a page loaded in a background tab does not paint until it is shown, and a browser may leave a
 * paint unreported. The bound must not pre-empt a paint that is only late: on the 2-core CI machine under two
 * browser workers a page's first paint was seen 1.1 s after its load (islands.spec.ts), so 3 s, near three times
 * that. Until then the prerendered HTML works on its own (menus are <details>, forms post), so a visitor who
 * reaches for them before the bound loses nothing.
 */
export const ISLANDS_START_BOUND_MS = 3000;

/**
 * Starts the islands once the page has loaded and its first contentful paint is on screen, a frame later still (so
 * a cover image that arrived before load is painted first): it then imports each module the loader's data-islands
 * attribute lists (the runtime and the page's bundles, fetched side by side). Waiting for the paint's entry, not
 * only for a frame, keeps the modules' requests out of the way of the first paint, which a slow device may show
 * well after load. The wait is bounded: ISLANDS_START_BOUND_MS after load they start whether or not the paint was
 * reported (without waiting for a frame, which a hidden page never draws). A page being prerendered paints only
 * once it is shown, so it loads its islands at load; so does a browser without paint timing. The same text on every
 * page, so the CSP allows it by one hash (gatsby/securityHeaders.ts). A module that fails to arrive leaves its
 * islands as prerendered HTML, which works without it.
 */
export const ISLANDS_LOADER =
  '(()=>{const d=document,m=d.currentScript.dataset.islands.split(" "),P=self.PerformanceObserver;let w=2,s;' +
  "const run=()=>s||(s=1,m.forEach(u=>import(u).catch(()=>{})))," +
  "go=()=>--w||requestAnimationFrame(()=>setTimeout(run))," +
  `loaded=()=>{go();setTimeout(run,${ISLANDS_START_BOUND_MS})};` +
  'd.readyState==="complete"?loaded():addEventListener("load",loaded,{once:true});' +
  'if(d.prerendering||!P?.supportedEntryTypes?.includes("paint"))go();' +
  'else{const o=new P(l=>{l.getEntriesByName("first-contentful-paint").length&&(o.disconnect(),go())});' +
  'o.observe({type:"paint",buffered:true})}})()';
