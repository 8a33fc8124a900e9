import { useEffect, useRef, useState } from "react";
import { FORM_ANSWERED_EVENT } from "../../../hooks/useLeadSubmit";
import { escapeHtml } from "../../../lib/text";
import {
  attributionOf,
  deliveryMode,
  HONEYPOT_FIELD,
  leadsEndpoint,
  maxLengthOf,
  type LeadFailure,
  type LeadContact,
} from "../../../lib/leads";
import { TURNSTILE_SCRIPT, turnstileSiteKey } from "../../../lib/turnstile";
import { botCheckNoScript, failureCopy, failureNext, honeypotLabel } from "./deliveryCopy";
import * as styles from "./LeadForm.module.scss";

/**
 * Where a lead form posts without JavaScript: to the endpoint when the site delivers leads, otherwise back to its
 * own page (which exists), so a native post never lands on a missing URL or puts what was typed in a URL.
 */
/**
 * Moves focus to a thank-you's heading (or the thank-you itself) and, unless the whole thank-you is in view already,
 * scrolls its top into view just clear of the fixed header (the page's scroll-padding). Focusing the heading alone
 * would scroll only the heading clear, leaving its icon under the header; scrolling to the nearest edge would take a
 * thank-you taller than the screen to its foot, or scroll a page whose thank-you was in view, taking the top of the
 * hero (its badge) under the header.
 */
export function focusThanks(target: HTMLElement | null, whole: HTMLElement | null = target) {
  target?.focus({ preventScroll: true });
  if (!whole) return;
  const padding = getComputedStyle(document.documentElement);
  const box = whole.getBoundingClientRect();
  const inView =
    box.top >= parseFloat(padding.scrollPaddingTop || "0") &&
    box.bottom <= window.innerHeight - parseFloat(padding.scrollPaddingBottom || "0");
  if (!inView) whole.scrollIntoView({ block: "start" });
}

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
      <BotCheck form={form} />
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

/** Turnstile's browser API, once its script has run: the calls BotCheck makes. */
interface Turnstile {
  render: (container: HTMLElement, options: Record<string, unknown>) => string | undefined;
  reset: (widget: string) => void;
  remove: (widget: string) => void;
}

let turnstileLoaded: Promise<Turnstile> | undefined;

/** Turnstile's script, loaded once a page, when the first lead form on it starts. */
function loadTurnstile(): Promise<Turnstile> {
  turnstileLoaded ??= new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = TURNSTILE_SCRIPT;
    script.async = true;
    script.onload = () => {
      const api = (window as unknown as { turnstile?: Turnstile }).turnstile;
      if (api) resolve(api);
      else reject(new Error("Turnstile's script ran, but gave no API"));
    };
    script.onerror = () => {
      turnstileLoaded = undefined;
      reject(new Error("Turnstile's script did not load"));
    };
    document.head.append(script);
  });
  return turnstileLoaded;
}

/**
 * The bot check, when the site is built with it (src/lib/turnstile.ts): Turnstile's widget, which puts its token in
 * the form as TURNSTILE_FIELD and shows itself only when it needs a click. Without JavaScript there is no widget,
 * and the form says what that changes.
 */
function BotCheck({ form }: { form: string }) {
  const siteKey = turnstileSiteKey();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!siteKey || !element) return;
    let widget: string | undefined;
    let api: Turnstile | undefined;
    let gone = false;
    loadTurnstile().then(
      (loaded) => {
        if (gone) return;
        api = loaded;
        widget = loaded.render(element, { sitekey: siteKey, action: form, appearance: "interaction-only" });
      },
      // No widget, no token: the receiver refuses the send, and the form says to reload and try again.
      () => undefined,
    );
    // A token is good once: after each send, whatever its answer, the widget makes a new one.
    const owner = element.closest("form");
    const renew = () => {
      if (api && widget) api.reset(widget);
    };
    owner?.addEventListener(FORM_ANSWERED_EVENT, renew);
    return () => {
      gone = true;
      owner?.removeEventListener(FORM_ANSWERED_EVENT, renew);
      if (api && widget) api.remove(widget);
    };
  }, [siteKey, form]);
  if (!siteKey) return null;
  return (
    <>
      <div ref={box} className={styles.botCheck} data-bot-check="" />
      <noscript
        dangerouslySetInnerHTML={{
          __html: `<p class="${escapeHtml(styles.botCheckNote ?? "")}">${escapeHtml(botCheckNoScript)}</p>`,
        }}
      />
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

/** The agency's phone number and email address as links: "020 … or hello@…". */
export function ContactLinks({ contact }: { contact: LeadContact }) {
  return (
    <>
      <a href={contact.phone.href}>{contact.phone.display}</a>
      {" or "}
      <a href={`mailto:${contact.email}`}>{contact.email}</a>
    </>
  );
}

/** Why the last attempt did not arrive, with the phone and email as ways round it. Takes focus when it appears. */
export function DeliveryAlert({ failure, contact }: { failure: LeadFailure | undefined; contact: LeadContact }) {
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (failure) alert.current?.focus();
  }, [failure]);
  if (!failure) return null;
  return (
    <div ref={alert} role="alert" tabIndex={-1} className={styles.alert}>
      <p>
        {failureCopy[failure]} {failureNext} <ContactLinks contact={contact} />.
      </p>
    </div>
  );
}
