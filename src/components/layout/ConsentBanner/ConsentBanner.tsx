import { googleAdsMode } from "../../../lib/measurement";
import {
  CONSENT_BANNER_ATTRIBUTE,
  CONSENT_CHOICE_ATTRIBUTE,
  CONSENT_CHOICES,
  CONSENT_CURRENT_ATTRIBUTE,
  CONSENT_SCRIPT_ATTRIBUTE,
  siteConsentScript,
} from "../../../lib/consentScript";
import { buttonClass } from "../../ui/Button/Button";
import { SiteLink } from "../../ui/SiteLink/SiteLink";
import * as styles from "./ConsentBanner.module.scss";

const TITLE_ID = "consent-title";

/** The two choices, the same kind of button, in this order. */
const CHOICES = [
  ["Accept", CONSENT_CHOICES.accept],
  ["Reject", CONSENT_CHOICES.reject],
] as const;

/**
 * The choice about Google's cookies, on every page of a site built with GOOGLE_TAG_ID (src/lib/consentScript.ts
 * says what each choice does), and nothing on any other. It is in the page's flow, below the header, so it never
 * covers the page, its forms or the bottom bar; it is hidden until the script after it finds no choice made, or
 * the footer's "Cookie settings" opens it. "Accept" and "Reject" are the same kind of button, side by side.
 */
export function ConsentBanner() {
  const script = siteConsentScript();
  if (!script) return null;
  const who =
    googleAdsMode() === "on" ? "Google Analytics and Google Ads set cookies" : "Google Analytics sets cookies";
  return (
    <>
      <section className={styles.banner} aria-labelledby={TITLE_ID} hidden {...{ [CONSENT_BANNER_ATTRIBUTE]: "" }}>
        <div className={styles.inner}>
          <h2 id={TITLE_ID} className={styles.title} tabIndex={-1}>
            May we use Google&rsquo;s cookies to measure our adverts?
          </h2>
          <p className={styles.text}>
            With your permission, {who} that show us which of our adverts and pages lead to enquiries. Nothing is set or
            sent to Google unless you accept, and you can change your mind at any time with &ldquo;Cookie
            settings&rdquo; at the foot of every page.{" "}
            <SiteLink href="/privacy/">How we use them, in our privacy notice</SiteLink>
          </p>
          <p className={styles.current} hidden {...{ [CONSENT_CURRENT_ATTRIBUTE]: CONSENT_CHOICES.accept }}>
            You accepted these cookies. Reject them to stop them now.
          </p>
          <p className={styles.current} hidden {...{ [CONSENT_CURRENT_ATTRIBUTE]: CONSENT_CHOICES.reject }}>
            You rejected these cookies, so none are set.
          </p>
          <div className={styles.actions}>
            {CHOICES.map(([label, choice]) => (
              <button
                key={choice}
                type="button"
                className={buttonClass("secondary", styles.choice)}
                {...{ [CONSENT_CHOICE_ATTRIBUTE]: choice }}
              >
                {label}
              </button>
            ))}
          </div>
        </div>
      </section>
      <script {...{ [CONSENT_SCRIPT_ATTRIBUTE]: "" }} dangerouslySetInnerHTML={{ __html: script }} />
    </>
  );
}
