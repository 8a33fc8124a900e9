import { escapeHtml } from "../src/lib/text";

// The sign-in popup's last page (signIn.ts): it says what happened, and hands the outcome to the editing screen that
// opened it, with the screen's message protocol, posted to the screen's origin by name and only if it is allowed.

/** How a sign-in ended: a token for the screen, or why there is none. */
export type Outcome = { token: string } | { error: string };

/**
 * The popup's script: the same for every sign-in, so the page's policy allows it by its hash. What it hands over
 * is read from the page's JSON, which no script runs.
 */
const HANDOVER = `(() => {
  const { allowed, message } = JSON.parse(document.getElementById("handover").textContent);
  const opener = window.opener;
  if (!opener) return;
  window.addEventListener("message", (event) => {
    if (event.source !== opener || event.data !== "authorizing:github" || !allowed.includes(event.origin)) return;
    opener.postMessage(message, event.origin);
  });
  for (const origin of allowed) opener.postMessage("authorizing:github", origin);
})();`;

let handoverHash: Promise<string> | undefined;
function hashOfHandover(): Promise<string> {
  handoverHash ??= crypto.subtle.digest("SHA-256", new TextEncoder().encode(HANDOVER)).then((digest) => {
    return `sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}`;
  });
  return handoverHash;
}

/** JSON that cannot end the <script> element it sits in, or open a comment or another tag in it. */
const inScript = (value: unknown) =>
  JSON.stringify(value).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026");

/** The popup's page: says what happened, and hands the outcome to the screen that opened it, with `headers`. */
export async function signInPage(
  status: number,
  allowed: readonly string[],
  outcome: Outcome,
  headers: Record<string, string>,
): Promise<Response> {
  const message =
    "token" in outcome
      ? `authorization:github:success:${JSON.stringify({ token: outcome.token, provider: "github" })}`
      : `authorization:github:error:${JSON.stringify({ message: outcome.error })}`;
  const words = "token" in outcome ? "Signed in. This window closes by itself." : `Sign-in failed: ${outcome.error}`;
  const html = `<!doctype html>
<html lang="en-GB">
<head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Signing in to the editing screen</title></head>
<body>
<p>${escapeHtml(words)}</p>
<script type="application/json" id="handover">${inScript({ allowed, message })}</script>
<script>${HANDOVER}</script>
</body>
</html>
`;
  return new Response(html, {
    status,
    headers: {
      ...headers,
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": `default-src 'none'; script-src '${await hashOfHandover()}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    },
  });
}
