/**
 * The attribute of an island's root (src/lib/islands/island.tsx's ISLAND_ATTRIBUTE, which the build hooks cannot
 * import with its styles; a unit test holds the two together).
 */
export const ISLAND_ROOT_ATTRIBUTE = "data-island";

/**
 * The attribute of the loader that lists the islands' runtime, then each island the page shows with its bundle:
 * "/islands/runtime-X.js enquiry-form=/islands/enquiry-form-Y.js".
 */
export const ISLANDS_LIST_ATTRIBUTE = "data-islands";

/** The modules a loader's list names, the runtime first: "/islands/runtime-X.js a=/islands/a-Y.js" → both URLs. */
export const modulesListed = (list: string): string[] =>
  list.split(" ").map((entry) => entry.slice(entry.indexOf("=") + 1));

/**
 * How long after `load` the islands start even when no first-contentful-paint entry has arrived, in ms. The entry
 * can fail to come: a page loaded in a background tab does not paint until it is shown, and a browser may leave a
 * paint unreported. The bound must not pre-empt a paint that is only late: on the 2-core CI machine under two
 * browser workers a page's first paint was seen 1.1 s after its load (islands.spec.ts), so 3 s, near three times
 * that. Until then the prerendered HTML works on its own (forms post, links are links), so a visitor who reaches
 * for an island before the bound loses nothing.
 */
export const ISLANDS_START_BOUND_MS = 3000;

/**
 * How near the viewport an island must come for its code to load: far enough ahead that a visitor scrolling to it
 * finds it awake, near enough that an island at the foot of a long page costs nothing to a visitor who never
 * scrolls there.
 */
export const ISLANDS_WAKE_MARGIN = "400px";

/**
 * Wakes each island when it is needed, as Astro's client:visible does, and never before the page has loaded and
 * its first contentful paint is on screen (a frame later still, so a cover image that arrived before load is
 * painted first). From then on, an island's bundle and the runtime are imported, side by side, once the island
 * comes within ISLANDS_WAKE_MARGIN of the viewport; an island the visitor touches or focuses first (a field typed
 * in before the page had loaded) is woken at once. What was typed is kept: the bundle hydrates the HTML as it is.
 *
 * The wait for the paint is bounded: ISLANDS_START_BOUND_MS after load the watching starts whether or not the paint
 * was reported (without waiting for a frame, which a hidden page never draws). A page being prerendered paints only
 * once it is shown, so it starts watching at load; so does a browser without paint timing. A browser without
 * IntersectionObserver wakes every island then. An island's root adds no box (display: contents), so its children
 * are what is watched. The same text on every page, so the CSP allows it by one hash (gatsby/securityHeaders.ts).
 * A module that fails to arrive leaves its islands as prerendered HTML, which works without it.
 */
export const ISLANDS_LOADER =
  '(()=>{const d=document,[r,...p]=d.currentScript.dataset.islands.split(" "),P=self.PerformanceObserver,' +
  "I=self.IntersectionObserver,on=new Set;let w=2,s;" +
  "const wake=u=>on.has(u)||(on.add(u),[r,u].forEach(x=>import(x).catch(()=>{})))," +
  `each=f=>p.forEach(x=>{const[n,u]=x.split("=");d.querySelectorAll('[${ISLAND_ROOT_ATTRIBUTE}="'+n+'"]').forEach(t=>f(t,u))}),` +
  "run=()=>s||(s=1,each((t,u)=>{const c=[...t.children];if(!I||!c.length)return wake(u);" +
  `const o=new I(e=>e.some(i=>i.isIntersecting)&&(o.disconnect(),wake(u)),{rootMargin:"${ISLANDS_WAKE_MARGIN}"});` +
  "c.forEach(x=>o.observe(x))}))," +
  "go=()=>--w||requestAnimationFrame(()=>setTimeout(run))," +
  `loaded=()=>{go();setTimeout(run,${ISLANDS_START_BOUND_MS})};` +
  'each((t,u)=>["focusin","pointerdown"].forEach(v=>t.addEventListener(v,()=>wake(u),{once:!0,capture:!0})));' +
  'd.readyState==="complete"?loaded():addEventListener("load",loaded,{once:true});' +
  'if(d.prerendering||!P?.supportedEntryTypes?.includes("paint"))go();' +
  'else{const o=new P(l=>{l.getEntriesByName("first-contentful-paint").length&&(o.disconnect(),go())});' +
  'o.observe({type:"paint",buffered:true})}})()';
