import { useEffect, useRef, useState } from "react";
import { useSiteFacts } from "../../../hooks/useSiteFacts";
import { escapeHtml } from "../../../lib/text";
import {
  attributionOf,
  deliveryMode,
  HONEYPOT_FIELD,
  leadsEndpoint,
  maxLengthOf,
  type LeadFailure,
} from "../../../lib/leads";
import { failureCopy, failureNext, honeypotLabel } from "./deliveryCopy";
import * as styles from "./LeadForm.module.scss";

/**
 * Where a lead form posts without JavaScript: to the endpoint when the site delivers leads, otherwise back to its
 * own page (which exists), so a native post never lands on a missing URL or puts what was typed in a URL.
 */
export function leadFormTarget(page: string) {
  return { action: leadsEndpoint() ?? page, method: "post" } as const;
}

/**
 * The fields every lead carries besides what the visitor types: which form and page it came from, the page's
 * campaign parameters (read once the page is running, so they are absent from a post made without JavaScript),
 * and the honeypot.
 */
export function LeadHiddenFields({
  form,
  page,
  fields = {},
}: {
  form: string;
  page: string;
  /** Further fixed fields, such as which guide was asked for. */
  fields?: Readonly<Record<string, string>>;
}) {
  const [attribution, setAttribution] = useState<Array<[string, string]>>([]);
  const [path, setPath] = useState(page);
  useEffect(() => {
    setAttribution(attributionOf(window.location.search));
    setPath(window.location.pathname);
  }, []);
  return (
    <>
      <input type="hidden" name="form" value={form} />
      <input type="hidden" name="page" value={path} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {attribution.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className={styles.honeypot} aria-hidden="true">
        <label>
          {honeypotLabel}
          <input
            type="text"
            name={HONEYPOT_FIELD}
            tabIndex={-1}
            autoComplete="off"
            maxLength={maxLengthOf(HONEYPOT_FIELD)}
          />
        </label>
      </div>
    </>
  );
}

/**
 * What a visitor without JavaScript reads when the forms only simulate (a connected form posts natively instead,
 * so it says nothing). Written as the element's HTML: where scripts run, the browser holds a <noscript>'s content
 * as text, and Preact hydrating a <p> against that text would empty it (tests/browser/islands.spec.ts).
 */
export function SimulatedNoScriptNote({
  className,
  children,
  download,
}: {
  className?: string;
  children: string;
  /** A file to offer instead, as a plain link after the note: its address, the name it is saved as, its words. */
  download?: { href: string; savedAs: string; label: string };
}) {
  if (deliveryMode() !== "simulated") return null;
  const classAttribute = className ? ` class="${escapeHtml(className)}"` : "";
  const link = download
    ? ` <a href="${escapeHtml(download.href)}" download="${escapeHtml(download.savedAs)}">${escapeHtml(download.label)}</a>`
    : "";
  return <noscript dangerouslySetInnerHTML={{ __html: `<p${classAttribute}>${escapeHtml(children)}${link}</p>` }} />;
}

/** The agency's phone number and email address as links, from content/site.json: "020 … or hello@…". */
export function ContactLinks() {
  const site = useSiteFacts();
  return (
    <>
      <a href={site.phone.href}>{site.phone.display}</a> or <a href={`mailto:${site.email}`}>{site.email}</a>
    </>
  );
}

/** Why the last attempt did not arrive, with the phone and email as ways round it. Takes focus when it appears. */
export function DeliveryAlert({ failure }: { failure: LeadFailure | undefined }) {
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (failure) alert.current?.focus();
  }, [failure]);
  if (!failure) return null;
  return (
    <div ref={alert} role="alert" tabIndex={-1} className={styles.alert}>
      <p>
        {failureCopy[failure]} {failureNext} <ContactLinks />.
      </p>
    </div>
  );
}
