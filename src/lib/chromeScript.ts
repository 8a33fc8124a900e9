import { SCROLL_THRESHOLD_PX } from "./headerState";

// The site's chrome needs no framework. The header's menus are <details> elements (one open at a time: the
// desktop ones share a name), and the Chat buttons are plain buttons. One small inline script, the same text on
// every page and allowed by its hash (gatsby/securityHeaders.ts), does what HTML cannot:
// - it marks the header scrolled once the page is scrolled past SCROLL_THRESHOLD_PX, for its background (first in
//   the page's first frame, for a page that opens scrolled: read as the script runs, at the end of the parse, the
//   scroll position would force a layout of the whole page before its first frame: 30-60 ms of the parse's task in
//   traces of the estimator on the 2-core machine);
// - it closes the open menu on a click or a focus outside it, on a click on one of its links, and on Escape, which
//   also gives focus back to the menu's summary;
// - it keeps one menu open at a time where a browser does not know details' name attribute;
// - it closes the menus of a page brought back from the back-forward cache;
// - a Chat button shows its message (SPEC §8: an alert).
// Without it (JavaScript off, or an old browser), every menu still opens and closes and lists every link.

/** Marks the inline script that runs the chrome, so the CSP's list of page scripts knows it. */
export const CHROME_SCRIPT_ATTRIBUTE = "data-chrome";
/** On the header: "true" once the page is scrolled past the threshold, "false" before. */
export const SCROLLED_ATTRIBUTE = "data-scrolled";
/** On a Chat button: the message it shows. */
export const CHAT_ATTRIBUTE = "data-chat";

export const CHROME_SCRIPT =
  `(()=>{const d=document,h=d.querySelector("header[${SCROLLED_ATTRIBUTE}]"),` +
  'm=()=>h?[...h.querySelectorAll("details[open]")]:[],' +
  "shut=k=>m().forEach(e=>k(e)&&(e.open=!1))," +
  `s=()=>{const v=""+(scrollY>${SCROLL_THRESHOLD_PX});h&&h.getAttribute("${SCROLLED_ATTRIBUTE}")!==v&&h.setAttribute("${SCROLLED_ATTRIBUTE}",v)};` +
  'requestAnimationFrame(s);addEventListener("scroll",s,{passive:!0});' +
  'addEventListener("pageshow",e=>e.persisted&&shut(()=>1));' +
  `d.addEventListener("click",e=>{const t=e.target,c=t.closest("[${CHAT_ATTRIBUTE}]");` +
  `c&&alert(c.getAttribute("${CHAT_ATTRIBUTE}"));shut(o=>!o.contains(t)||t.closest("a"))});` +
  'd.addEventListener("focusin",e=>shut(o=>!o.contains(e.target)));' +
  'd.addEventListener("toggle",e=>{const t=e.target;t.open&&h&&h.contains(t)&&shut(o=>o!==t)},!0);' +
  'd.addEventListener("keydown",e=>{const o=m()[0];e.key==="Escape"&&o&&(o.open=!1,o.firstElementChild.focus())})})()';
