/** The attribute of the loader that lists the page's islands' modules. */
export const ISLANDS_LIST_ATTRIBUTE = "data-islands";

/**
 * Starts the islands once the page has loaded and the frame after it is painted (the largest paint, a cover image
 * say, comes first): it imports each module the loader's data-islands attribute lists (the runtime and the page's
 * bundles, fetched side by side). The same text on every page, so the CSP allows it
 * by one hash (gatsby/securityHeaders.ts). A module that fails to arrive leaves its islands as prerendered HTML,
 * which works without it.
 */
export const ISLANDS_LOADER =
  '(()=>{const m=document.currentScript.dataset.islands.split(" "),go=()=>m.forEach(u=>import(u).catch(()=>{})),' +
  "later=()=>requestAnimationFrame(()=>setTimeout(go));" +
  'document.readyState==="complete"?later():addEventListener("load",later,{once:true})})()';
