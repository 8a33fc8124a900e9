import type { EnquiryTopic } from "./enquiryTopic";
import { ATTRIBUTION_PARAMS, PERSONAL_VALUE } from "./leads";
import { EXPERIMENT_PROPS_JS } from "./experiments";
import { CONVERSION_ATTRIBUTE, CONVERSION_EVENT, CONVERSIONS } from "./measurement";

// The measurement script, inline on every page of a site built with ANALYTICS_ENDPOINT (src/lib/measurement.ts),
// the same text on every page and allowed by its hash (gatsby/securityHeaders.ts). It writes nothing on the
// device: no cookie, no storage, no identifier (it reads the one cookie an experiment's page sets, which says which
// variant the visitor sees: worker/experiments.ts). Each event is one request in the shape of Plausible's Events API,
// sent with navigator.sendBeacon (fetch with keepalive where a beacon is refused), so an event fired as the visitor
// leaves (a phone tap, a link to another page) still arrives:
//   { name, url, domain, referrer, props }
// - url: the page's address with only its campaign parameters (utm_*, gclid, fbclid), never anything else a
//   query string might carry;
// - referrer: the origin of the page the visitor came from, if any;
// - props: the page's path and the same campaign parameters.
// A page opened with campaign parameters passes them on in the addresses of its links to other pages of the site,
// so that the enquiry a visitor sends two pages later is tied to the campaign that brought them, in its events and
// in the lead itself (src/lib/leads.ts reads them from the page's address): no storage needed.
// It sends a "pageview" when the page opens, each conversion an island reports (CONVERSION_EVENT), and a click on a
// phone link, an email link, a link to the proposal enquiry ("Get My Proposal", wherever it is) or a link marked
// with CONVERSION_ATTRIBUTE ("Book Call"). No field a visitor types ever goes into an event.

/** The enquiry topic of "Get My Proposal" links (src/lib/enquiryTopic.ts). */
const PROPOSAL_TOPIC: EnquiryTopic = "proposal";

/** Marks the inline measurement script, so the CSP's list of page scripts knows it. */
export const MEASUREMENT_SCRIPT_ATTRIBUTE = "data-measurement";

/** The longest campaign value an event carries, as a lead does. */
const CAMPAIGN_VALUE_MAX = 200;

/**
 * Script text that declares, for the page: `l` (its location), `u` (its address with only its campaign parameters,
 * each at most CAMPAIGN_VALUE_MAX characters, none that may be a person's address or number: PERSONAL_VALUE) and
 * `props` (its path and those parameters, and the experiment and variant the visitor takes part in, if any:
 * src/lib/experiments.ts). Needs `d` (document).
 */
export const CAMPAIGN_JS =
  "const l=location,q=new URLSearchParams(l.search),u=new URL(l.pathname,l.origin),props={page:l.pathname};" +
  `${JSON.stringify(ATTRIBUTION_PARAMS)}.forEach(k=>{const v=q.get(k);` +
  `v&&!${String(PERSONAL_VALUE)}.test(v)&&(u.searchParams.set(k,v.slice(0,${CAMPAIGN_VALUE_MAX})),props[k]=v.slice(0,${CAMPAIGN_VALUE_MAX}))});` +
  EXPERIMENT_PROPS_JS;

/**
 * A statement that passes the page's campaign on to the next page of the site, in its links' addresses and nowhere
 * else (a link that has the parameter already keeps its own). Needs CAMPAIGN_JS; harmless to run twice.
 */
export const PASS_CAMPAIGN_JS =
  "[...u.searchParams].length&&d.querySelectorAll('a[href^=\"/\"]').forEach(a=>{" +
  'const t=new URL(a.getAttribute("href"),l.origin);if(t.origin!==l.origin)return;' +
  "u.searchParams.forEach((v,k)=>t.searchParams.has(k)||t.searchParams.set(k,v));" +
  'a.setAttribute("href",t.pathname+t.search+t.hash)});';

/**
 * Script text that declares `conv(e)`: the conversion a click is, or "" (a phone link, an email link, a link to the
 * proposal enquiry, or anything marked with CONVERSION_ATTRIBUTE).
 */
export const CLICK_CONVERSION_JS =
  `const conv=e=>{const a=e.target.closest?.("a[href],[${CONVERSION_ATTRIBUTE}]");if(!a)return"";` +
  `const h=a.getAttribute("href")||"";return a.getAttribute("${CONVERSION_ATTRIBUTE}")||` +
  `(h.startsWith("tel:")?"${CONVERSIONS.phoneTap}":h.startsWith("mailto:")?"${CONVERSIONS.emailTap}":` +
  `/[?&]topic=${PROPOSAL_TOPIC}(&|$)/.test(h)?"${CONVERSIONS.proposal}":"")};`;

export function measurementScript(endpoint: string): string {
  return (
    `(()=>{const d=document,E=${JSON.stringify(endpoint)};${CAMPAIGN_JS}${CLICK_CONVERSION_JS}` +
    "let r=null;try{r=d.referrer?new URL(d.referrer).origin:null}catch{}" +
    PASS_CAMPAIGN_JS +
    "const send=n=>{const b=JSON.stringify({name:n,url:u.href,domain:l.hostname,referrer:r,props});" +
    'navigator.sendBeacon&&navigator.sendBeacon(E,b)||fetch(E,{method:"POST",body:b,keepalive:!0,mode:"no-cors",credentials:"omit"}).catch(()=>{})};' +
    'send("pageview");' +
    `d.addEventListener("${CONVERSION_EVENT}",e=>typeof e.detail=="string"&&send(e.detail));` +
    'd.addEventListener("click",e=>{const c=conv(e);c&&send(c)},!0)})()'
  );
}
