// Addresses the site is built with (LEADS_ENDPOINT, BOOKING_URL): a mistyped one stops the build with a message
// that names the setting and says what it should be.

interface AddressRule {
  /** What the address is for, completing "set it to the https:// address …". */
  purpose: string;
  /** Whether http:// is accepted for 127.0.0.1 and localhost, for tests. */
  localHttp?: boolean;
  /** Whether a path on the site's own origin ("/api/leads") is accepted: the host's own function. */
  samePath?: boolean;
}

/** Why the value of setting `name` cannot be used, or undefined when it can (or is unset). */
export function buildAddressProblem(name: string, value: string | undefined, rule: AddressRule): string | undefined {
  if (!value) return undefined;
  if (rule.samePath && value.startsWith("/")) {
    return /^\/(?!\/)[\w./-]*$/.test(value)
      ? undefined
      : `${name} is "${value}": a path on the site's own origin is written like /api/leads`;
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `${name} is "${value}", which is not a web address: set it to the https:// address ${rule.purpose}`;
  }
  const local = url.hostname === "127.0.0.1" || url.hostname === "localhost";
  if (url.protocol === "https:" || (rule.localHttp && url.protocol === "http:" && local)) return undefined;
  const http = rule.localHttp ? " (http:// only for 127.0.0.1 or localhost, for tests)" : "";
  return `${name} is "${value}": it must start with https://${http}`;
}
