import { CONVERSION_EVENT, CONVERSIONS, googleAdsConversion, googleTagId, googleTagOrigin } from "./measurement";
import { CAMPAIGN_JS, CLICK_CONVERSION_JS, PASS_CAMPAIGN_JS } from "./measurementScript";

// Google's tag, only with consent (src/lib/measurement.ts: GOOGLE_TAG_ID). Every page of a site built with it
// carries the consent banner (src/components/layout/ConsentBanner) and, right after it, this script: inline, the
// same text on every page and allowed by its hash (gatsby/securityHeaders.ts). It sits right after the banner so
// that the banner shows before anything below it is laid out: nothing moves when it appears.
//
// - No choice yet: the banner shows, and nothing is loaded or sent.
// - "Accept": the choice is kept, and gtag.js loads with Consent Mode v2: every signal "denied" by default, then
//   updated to "granted". The page view goes with gtag's config; each conversion (CONVERSION_EVENT, and the
//   clicks measurementScript.ts counts) becomes a gtag event carrying the page and its campaign parameters, and a
//   delivered enquiry is also a Google Ads conversion when GOOGLE_ADS_CONVERSION is set.
// - "Reject": the choice is kept, and nothing is ever loaded or sent.
// - "Cookie settings" (the footer's button, CONSENT_OPEN_ATTRIBUTE) shows the banner again with the choice in force,
//   and focus goes to it; after a choice, focus goes back to the button. Withdrawing consent tells the loaded tag
//   every signal is denied, switches it off (Google's ga-disable flag), deletes the cookies it set and sends no
//   further event; the next page loads nothing.
// - The choice is kept in one localStorage item, CONSENT_STORAGE_KEY: "granted" or "denied". Nothing else is stored.
// Without JavaScript, nothing loads, the banner stays hidden and the footer's button is hidden by CSS.

/** Marks the inline consent script, so the CSP's list of page scripts knows it. */
export const CONSENT_SCRIPT_ATTRIBUTE = "data-consent-script";
/** On the banner. */
export const CONSENT_BANNER_ATTRIBUTE = "data-consent-banner";
/** On each of the banner's buttons: the choice it makes. */
export const CONSENT_CHOICE_ATTRIBUTE = "data-consent-choice";
/** On each of the banner's notes of the choice in force: which choice it describes. */
export const CONSENT_CURRENT_ATTRIBUTE = "data-consent-current";
/** On the footer's "Cookie settings" button, which shows the banner again. */
export const CONSENT_OPEN_ATTRIBUTE = "data-consent-open";
/** The one item kept on the device: the visitor's choice. */
export const CONSENT_STORAGE_KEY = "cookie-consent";

export const CONSENT_CHOICES = { accept: "granted", reject: "denied" } as const;

/** Consent Mode v2's four signals. */
export const CONSENT_SIGNALS = ["ad_storage", "ad_user_data", "ad_personalization", "analytics_storage"] as const;

/** The cookies Google's tag sets on the site's own domain, deleted when consent is withdrawn. */
const GOOGLE_COOKIES = "^_(ga|gid|gat|gcl)";

export interface GoogleTag {
  id: string;
  conversion?: string;
  origin: string;
}

export function consentScript({ id, conversion, origin }: GoogleTag): string {
  const { accept, reject } = CONSENT_CHOICES;
  const src = `${origin}/gtag/js?id=${encodeURIComponent(id)}`;
  return (
    `(()=>{const d=document,w=window,K="${CONSENT_STORAGE_KEY}",I=${JSON.stringify(id)},` +
    `b=d.querySelector("[${CONSENT_BANNER_ATTRIBUTE}]"),` +
    `all=v=>Object.fromEntries(${JSON.stringify(CONSENT_SIGNALS)}.map(k=>[k,v])),` +
    "get=()=>{try{return localStorage.getItem(K)}catch{return null}}," +
    "put=v=>{try{localStorage.setItem(K,v)}catch{}}," +
    "g=function(){(w.dataLayer=w.dataLayer||[]).push(arguments)};" +
    `let on=!1,loaded=!1,back=null;${CAMPAIGN_JS}${CLICK_CONVERSION_JS}` +
    'const load=()=>{on=!0;w["ga-disable-"+I]=!1;' +
    `if(loaded)return g("consent","update",all("${accept}"));loaded=!0;w.gtag=g;` +
    `g("consent","default",all("${reject}"));g("consent","update",all("${accept}"));g("js",new Date);g("config",I,{page_location:u.href,...props.experiment&&{experiment:props.experiment,variant:props.variant}});` +
    (conversion ? `g("config",${JSON.stringify(conversion.split("/")[0])});` : "") +
    `const s=d.createElement("script");s.async=!0;s.src=${JSON.stringify(src)};d.head.append(s)},` +
    `stop=()=>{if(!loaded)return;on=!1;g("consent","update",all("${reject}"));w["ga-disable-"+I]=!0;` +
    `d.cookie.split("; ").forEach(c=>{const n=c.split("=")[0];if(!new RegExp("${GOOGLE_COOKIES}").test(n))return;` +
    'const h=location.hostname.split(".");for(;h.length;h.shift())d.cookie=n+"=;Max-Age=0;path=/;domain="+h.join(".");' +
    'd.cookie=n+"=;Max-Age=0;path=/"})},' +
    `show=()=>{const c=get();b.querySelectorAll("[${CONSENT_CURRENT_ATTRIBUTE}]").forEach(p=>p.hidden=p.getAttribute("${CONSENT_CURRENT_ATTRIBUTE}")!==c);` +
    'b.hidden=!1;const t=b.querySelector("[tabindex]");t.scrollIntoView({block:"nearest"});t.focus()},' +
    `choose=v=>{put(v);b.hidden=!0;v==="${accept}"?load():stop();back&&back.focus();back=null},` +
    `send=n=>{if(!on)return;g("event",n,props);` +
    (conversion
      ? `n==="${CONVERSIONS.enquiry}"&&g("event","conversion",{send_to:${JSON.stringify(conversion)}});`
      : "") +
    "};" +
    `const c=get();c==="${accept}"?load():c!=="${reject}"&&(b.hidden=!1);` +
    `b.addEventListener("click",e=>{const t=e.target.closest("[${CONSENT_CHOICE_ATTRIBUTE}]");t&&choose(t.getAttribute("${CONSENT_CHOICE_ATTRIBUTE}"))});` +
    `d.addEventListener("click",e=>{const o=e.target.closest?.("[${CONSENT_OPEN_ATTRIBUTE}]");if(o){back=o;return show()}const n=conv(e);n&&send(n)},!0);` +
    `d.addEventListener("${CONVERSION_EVENT}",e=>typeof e.detail=="string"&&send(e.detail));` +
    `const pass=()=>{${PASS_CAMPAIGN_JS}};d.readyState==="loading"?d.addEventListener("DOMContentLoaded",pass):pass()})()`
  );
}

/** This build's consent script: the one every page carries, or undefined for a site without Google's tag. */
export function siteConsentScript(): string | undefined {
  const id = googleTagId();
  return id ? consentScript({ id, conversion: googleAdsConversion(), origin: googleTagOrigin() }) : undefined;
}
