/** The attribute of the loader that lists the page's islands' modules. */
export const ISLANDS_LIST_ATTRIBUTE = "data-islands";

/**
 * Starts the islands once the page has loaded and its first contentful paint is on screen, a frame later still (so
 * a cover image that arrived before load is painted first): it then imports each module the loader's data-islands
 * attribute lists (the runtime and the page's bundles, fetched side by side). Waiting for the paint's entry, not
 * only for a frame, keeps the modules' requests out of the way of the first paint, which a slow device may show
 * well after load. A page being prerendered paints only once it is shown, so it loads its islands at load; so does
 * a browser without paint timing. The same text on every page, so the CSP allows it by one hash
 * (gatsby/securityHeaders.ts). A module that fails to arrive leaves its islands as prerendered HTML, which works
 * without it.
 */
export const ISLANDS_LOADER =
  '(()=>{const d=document,m=d.currentScript.dataset.islands.split(" ");let w=2;' +
  "const go=()=>--w||requestAnimationFrame(()=>setTimeout(()=>m.forEach(u=>import(u).catch(()=>{}))));" +
  'd.readyState==="complete"?go():addEventListener("load",go,{once:true});' +
  'if(d.prerendering||!PerformanceObserver.supportedEntryTypes.includes("paint"))go();' +
  'else{const o=new PerformanceObserver(l=>{l.getEntriesByName("first-contentful-paint").length&&(o.disconnect(),go())});' +
  'o.observe({type:"paint",buffered:true})}})()';
