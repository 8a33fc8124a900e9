import { AUTH_CALLBACK, AUTH_START } from "../src/lib/siteWorker";
import { signInPage, type Outcome } from "./signInPage";
import { NO_SITE, originsOf, siteOf, type Assets } from "./site";

// Sign-in to the editing screen (/admin/) with GitHub, through the site's own Worker: the screen's GitHub backend
// opens a popup at AUTH_START (config.yml's base_url and auth_endpoint, written by the build), which sends the
// editor to GitHub with a random state and a PKCE challenge, bound to a short-lived cookie that keeps the state and
// the challenge's verifier; GitHub sends them back to AUTH_CALLBACK with a code, which is exchanged for a token with
// the OAuth app's secret and the verifier, so a code taken on the way is of no use to anyone without the cookie. The popup then hands the token to the screen
// with the screen's message protocol: it says "authorizing:github" to its opener, and answers the opener's echo
// with "authorization:github:success:{token}", posted to that one origin, and only if it is the site's own (or one
// listed in CMS_ALLOWED_ORIGINS). Set up: docs/content-and-cms.md, "Signing in on the deployed site".

export interface AuthEnv {
  ASSETS?: Assets;
  /** The GitHub OAuth app's client ID and secret (secrets of the Worker). Without both, sign-in is off. */
  GITHUB_CLIENT_ID?: string;
  GITHUB_CLIENT_SECRET?: string;
  /** Origins besides the site's own that the screen may be opened on and sign in from, comma-separated. */
  CMS_ALLOWED_ORIGINS?: string;
  /** GitHub's web origin, for its authorize and token endpoints: https://github.com unless set (a test's stand-in). */
  GITHUB_OAUTH_ORIGIN?: string;
}

/** Secure, and set by the site itself: the browser refuses a cookie of this name set any other way. */
export const STATE_COOKIE = "__Secure-cms_oauth_state";
/** Long enough to sign in to GitHub, with two-factor authentication; the state is good for one sign-in only. */
const STATE_SECONDS = 600;
/** The scopes the screen may ask for: the repository's contents and pull requests (public_repo for a public one). */
const SCOPES = new Set(["repo", "public_repo"]);
/** How long GitHub may take to trade a code for a token. */
const EXCHANGE_TIMEOUT_MS = 10_000;

const NO_STORE = { "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff", "Referrer-Policy": "no-referrer" };

const text = (status: number, body: string) =>
  new Response(body, { status, headers: { ...NO_STORE, "Content-Type": "text/plain; charset=utf-8" } });

/** The origins the screen may sign in from: the site's own (its build's address) and any listed. */
async function allowedOrigins(request: Request, env: AuthEnv): Promise<string[] | undefined> {
  const site = await siteOf(request, env);
  return site && originsOf(site, env.CMS_ALLOWED_ORIGINS);
}

/** Which of the two routes, and whether sign-in is set up here, at this origin; a Response when it cannot go on. */
async function setup(request: Request, env: AuthEnv) {
  if (request.method !== "GET") return new Response(null, { status: 405, headers: { ...NO_STORE, Allow: "GET" } });
  const clientId = env.GITHUB_CLIENT_ID?.trim();
  const secret = env.GITHUB_CLIENT_SECRET?.trim();
  if (!clientId || !secret) {
    return text(
      503,
      "Sign-in to the editing screen is not set up: the site needs GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET.",
    );
  }
  const url = new URL(request.url);
  const allowed = await allowedOrigins(request, env);
  if (!allowed) return text(503, `Sign-in to the editing screen cannot start: ${NO_SITE}.`);
  if (!allowed.includes(url.origin)) return text(403, "Sign in to the editing screen on the site's own address.");
  const github = new URL(env.GITHUB_OAUTH_ORIGIN?.trim() || "https://github.com").origin;
  // Fixed for each origin the screen is served at, never taken from the request's query: the app's callback URL.
  return { url, clientId, secret, allowed, github, redirectUri: `${url.origin}${AUTH_CALLBACK}` };
}

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

/** 32 random bytes, as 43 URL-safe characters: a state, or a PKCE verifier. */
const randomToken = () => base64url(crypto.getRandomValues(new Uint8Array(32)));

/** The PKCE challenge of a verifier (RFC 7636, S256). */
const challengeOf = async (verifier: string) =>
  base64url(new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier))));

const stateCookie = (value: string, maxAge: number) =>
  `${STATE_COOKIE}=${value}; Path=${AUTH_START}; Max-Age=${maxAge}; HttpOnly; Secure; SameSite=Lax`;

/**
 * AUTH_START: to GitHub's authorize page, with a new state and a PKCE challenge; the cookie keeps the state, for the
 * callback to check, and the challenge's verifier, for the exchange.
 */
export async function startSignIn(request: Request, env: AuthEnv): Promise<Response> {
  const found = await setup(request, env);
  if (found instanceof Response) return found;
  const { url, clientId, github, redirectUri } = found;
  if ((url.searchParams.get("provider") ?? "github") !== "github")
    return text(400, "Only GitHub sign-in is offered here.");
  const scope = url.searchParams.get("scope") ?? "repo";
  if (!SCOPES.has(scope)) return text(400, `The scope "${scope}" is not one the editing screen needs.`);
  const [state, verifier] = [randomToken(), randomToken()];
  const authorize = new URL("/login/oauth/authorize", github);
  authorize.search = new URLSearchParams({
    client_id: clientId,
    redirect_uri: redirectUri,
    scope,
    state,
    code_challenge: await challengeOf(verifier),
    code_challenge_method: "S256",
  }).toString();
  return new Response(null, {
    status: 302,
    headers: {
      ...NO_STORE,
      Location: authorize.href,
      "Set-Cookie": stateCookie(`${state}.${verifier}`, STATE_SECONDS),
    },
  });
}

/** The state and the verifier the cookie holds, if it holds both. */
function cookieState(request: Request): { state: string; verifier: string } | undefined {
  const cookies = (request.headers.get("Cookie") ?? "").split(";").map((part) => part.trim());
  const found = cookies.find((part) => part.startsWith(`${STATE_COOKIE}=`));
  const [state, verifier] = (found?.slice(STATE_COOKIE.length + 1) ?? "").split(".");
  return state && verifier ? { state, verifier } : undefined;
}

/** Equal strings, compared in a time that does not depend on where they differ. */
function sameString(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i += 1) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

/** The token for a code, or the reason there is none. */
async function exchange(code: string, verifier: string, found: Exclude<Awaited<ReturnType<typeof setup>>, Response>) {
  try {
    const response = await fetch(new URL("/login/oauth/access_token", found.github), {
      method: "POST",
      headers: { Accept: "application/json", "Content-Type": "application/json" },
      // The editor waits on this page: an exchange GitHub has not answered in time is told as a failure to retry.
      signal: AbortSignal.timeout(EXCHANGE_TIMEOUT_MS),
      body: JSON.stringify({
        client_id: found.clientId,
        client_secret: found.secret,
        code,
        code_verifier: verifier,
        redirect_uri: found.redirectUri,
      }),
    });
    const body = (await response.json().catch(() => ({}))) as { access_token?: unknown; error_description?: unknown };
    if (response.ok && typeof body.access_token === "string" && body.access_token) return { token: body.access_token };
    return {
      error: typeof body.error_description === "string" ? body.error_description : "GitHub refused the sign-in.",
    };
  } catch {
    return { error: "GitHub could not be reached to finish the sign-in. Try again in a moment." };
  }
}

/** The popup's page for an outcome, which ends the sign-in: its state is cleared. */
const handoverPage = (status: number, allowed: readonly string[], outcome: Outcome) =>
  signInPage(status, allowed, outcome, { ...NO_STORE, "Set-Cookie": stateCookie("", 0) });

/** AUTH_CALLBACK: checks the state against the cookie (then clears it), trades the code for a token, hands it over. */
export async function finishSignIn(request: Request, env: AuthEnv): Promise<Response> {
  const found = await setup(request, env);
  if (found instanceof Response) return found;
  const state = found.url.searchParams.get("state") ?? "";
  const expected = cookieState(request);
  if (!expected || !state || !sameString(state, expected.state)) {
    return handoverPage(403, found.allowed, {
      error: "the sign-in could not be matched to this browser (it may have taken over ten minutes). Try again.",
    });
  }
  const denied = found.url.searchParams.get("error_description");
  const code = found.url.searchParams.get("code");
  if (!code) return handoverPage(400, found.allowed, { error: denied ?? "GitHub sent no sign-in code." });
  const outcome = await exchange(code, expected.verifier, found);
  return handoverPage("token" in outcome ? 200 : 502, found.allowed, outcome);
}
