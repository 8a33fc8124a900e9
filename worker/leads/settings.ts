import type { Assets } from "../site";
import type { Database } from "./db";
import type { RateLimiter } from "./limits";

// The receiver's settings: the Worker's bindings, variables and secrets (wrangler.toml, .dev.vars.example), which
// channels they turn on, and the check the Worker runs on them when it starts (worker/index.ts), so that a receiver
// with nowhere to send leads fails its start, and its deploy, rather than a visitor's post.

export interface LeadsEnv {
  /** Where every lead is kept until each channel has it (a D1 database). Bound, the receiver is on. */
  LEADS_DB?: Database;
  /** The team's webhook (Slack, a CRM, Zapier): each lead is POSTed there as JSON. */
  LEADS_WEBHOOK_URL?: string;
  /** Resend's API key: with LEADS_FROM_EMAIL, visitors are emailed; with LEADS_TEAM_EMAIL too, the team is. */
  RESEND_API_KEY?: string;
  /** Who gets each lead by email. */
  LEADS_TEAM_EMAIL?: string;
  /** Whom the emails come from: an address on a domain verified with Resend. */
  LEADS_FROM_EMAIL?: string;
  /** Resend's API, for tests only: a stand-in on 127.0.0.1. */
  RESEND_API_URL?: string;
  /** The site's origins besides its own address, comma-separated, that may post leads (a second domain). */
  LEADS_ALLOWED_ORIGINS?: string;
  /** Days a lead's fields are kept once every channel has it: KEEP_DAYS unless set. */
  LEADS_KEEP_DAYS?: string;
  /** Posts one client or recipient may make in a minute where the host's limiter is absent (POSTS_A_MINUTE). */
  LEADS_POSTS_A_MINUTE?: string;
  /** The host's rate limiter, keyed by client and by recipient (wrangler.toml's ratelimits). */
  LEADS_RATE_LIMIT?: RateLimiter;
  /** The stricter limiter for posts without a Turnstile token while the check is on (forms sent without JavaScript). */
  LEADS_UNCHECKED_RATE_LIMIT?: RateLimiter;
  /** Turnstile's secret key: set, every post is checked with siteverify (docs/forms.md, "The bot check"). */
  TURNSTILE_SECRET_KEY?: string;
  /** Turnstile's siteverify, for tests only: a stand-in on 127.0.0.1. */
  TURNSTILE_VERIFY_URL?: string;
  /** The site's files, for its address and its list of documents. */
  ASSETS?: Assets;
}

/** Where a lead goes: the team's webhook, the team's email, and the email to the visitor who sent it. */
export type Channel = "webhook" | "team" | "visitor";
export type TeamChannel = Exclude<Channel, "visitor">;

/** Days a delivered lead's fields are kept, unless LEADS_KEEP_DAYS says otherwise; the privacy notice says so. */
export const KEEP_DAYS = 30;

/**
 * How long one call to a channel or to siteverify may take: well inside the 10 seconds a form waits for the
 * receiver's answer (LEAD_TIMEOUT_MS), so no call can keep a visitor waiting past it.
 */
export const CALL_TIMEOUT_MS = 5_000;

const set = (value: string | undefined) => Boolean(value?.trim());

/** Whether emails can be sent at all: Resend's key and the address they come from. */
export const emailOn = (env: LeadsEnv) => set(env.RESEND_API_KEY) && set(env.LEADS_FROM_EMAIL);

/** The team's channels the settings turn on, in the order they are tried. */
export const teamChannels = (env: LeadsEnv): TeamChannel[] => [
  ...(set(env.LEADS_WEBHOOK_URL) ? (["webhook"] as const) : []),
  ...(emailOn(env) && set(env.LEADS_TEAM_EMAIL) ? (["team"] as const) : []),
];

export const keepDays = (env: LeadsEnv) => Number(env.LEADS_KEEP_DAYS?.trim() || KEEP_DAYS);

/** An address the Worker may call: https, or plain http on this machine (the tests' stand-ins). */
function callableProblem(name: string, value: string): string | undefined {
  try {
    const url = new URL(value);
    if (url.protocol === "https:" || ["127.0.0.1", "localhost"].includes(url.hostname)) return undefined;
    return `${name} must start https://`;
  } catch {
    return `${name} is not a URL: copy the whole address, starting https://`;
  }
}

/**
 * Why the receiver cannot run with these settings, or undefined when it can (or is off: no LEADS_DB). The Worker
 * refuses to start with the answer, naming what to set.
 */
export function settingsProblem(env: LeadsEnv): string | undefined {
  if (!env.LEADS_DB) return undefined;
  const problems: string[] = [];
  if (set(env.LEADS_WEBHOOK_URL)) {
    const problem = callableProblem("LEADS_WEBHOOK_URL", env.LEADS_WEBHOOK_URL!.trim());
    if (problem) problems.push(problem);
  }
  const resend = ["RESEND_API_KEY", "LEADS_FROM_EMAIL", "LEADS_TEAM_EMAIL"] as const;
  if (resend.some((name) => set(env[name])) && !emailOn(env)) {
    const missing = resend.slice(0, 2).filter((name) => !set(env[name]));
    problems.push(`email needs ${missing.join(" and ")} as well`);
  }
  if (teamChannels(env).length === 0) {
    problems.push(
      "nothing takes the team's leads: set LEADS_WEBHOOK_URL, or RESEND_API_KEY, LEADS_TEAM_EMAIL and LEADS_FROM_EMAIL",
    );
  }
  const days = keepDays(env);
  if (!Number.isInteger(days) || days < 1)
    problems.push(`LEADS_KEEP_DAYS is "${env.LEADS_KEEP_DAYS}": write whole days, 1 or more`);
  if (problems.length === 0) return undefined;
  return `The lead receiver cannot start: ${problems.join("; ")} (docs/deploying.md). A site that takes no leads removes LEADS_DB from wrangler.toml.`;
}
