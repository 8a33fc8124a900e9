// How many posts one client, or one recipient, may make: counted by the host's rate limiter (a Rate Limiting
// binding, wrangler.toml's ratelimits), which Cloudflare keeps for each of its locations, approximately; where the
// binding is absent (the receiver's unit tests), by this instance alone.

/** The host's rate limiter: a key's posts in the period wrangler.toml sets. */
export interface RateLimiter {
  limit(options: { key: string }): Promise<{ success: boolean }>;
}

/**
 * Posts one client or recipient may make in a minute where the host's limiter is absent; the host's limiter is
 * set to the same in wrangler.toml.
 */
export const POSTS_A_MINUTE = 5;
/** Posts without a Turnstile token one client may make in a minute while the check is on, without the host's limiter. */
export const UNCHECKED_POSTS_A_MINUTE = 1;

/** Keys an instance's own counts hold at most: past it the oldest go, so a flood of new keys cannot wipe the rest. */
const KEYS_KEPT = 10_000;

/** Recent posts by key, shared across the requests of one instance. */
const sharedRecent = new Map<string, number[]>();

/** A key's posts in the last minute, this one counted, against `limit`: this instance's own count. */
function tooManyHere(key: string, now: number, recent: Map<string, number[]>, limit: number): boolean {
  const posts = (recent.get(key) ?? []).filter((time) => time > now - 60_000);
  posts.push(now);
  recent.delete(key);
  recent.set(key, posts);
  if (recent.size > KEYS_KEPT) recent.delete(recent.keys().next().value!);
  return posts.length > limit;
}

/** Whether a key is past its limit: by the host's limiter when it is bound, otherwise by this instance. */
export async function overLimit(
  key: string,
  limiter: RateLimiter | undefined,
  here: { now: number; limit: number; recent?: Map<string, number[]> },
): Promise<boolean> {
  if (limiter) return !(await limiter.limit({ key })).success;
  return tooManyHere(key, here.now, here.recent ?? sharedRecent, here.limit);
}

/** An IPv6 address's eight groups, a dotted IPv4 tail (::ffff:203.0.113.7) read as the last two. */
function groupsOf(address: string): number[] {
  let text = address.toLowerCase().replace(/%.*$/, "");
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail = ""] = text.split("::");
  const left = head ? head.split(":") : [];
  const right = text.includes("::") && tail ? tail.split(":") : [];
  const fill = Array<string>(Math.max(0, 8 - left.length - right.length)).fill("0");
  return [...left, ...fill, ...right].map((group) => parseInt(group, 16) || 0);
}

/**
 * The client a post is counted against: its IPv4 address, also when it arrives as IPv6 with the IPv4 address in
 * it (mapped, ::ffff:203.0.113.7, or through NAT64, 64:ff9b::203.0.113.7); otherwise an IPv6 address's /64, the
 * block one household or server is given, which it can rotate through at will.
 */
export function clientKey(address: string): string {
  if (!address.includes(":")) return `ip:${address}`;
  const groups = groupsOf(address);
  const zeros = (from: number, to: number) => groups.slice(from, to).every((group) => group === 0);
  const mapped = zeros(0, 5) && groups[5] === 0xffff;
  const nat64 = groups[0] === 0x64 && groups[1] === 0xff9b && zeros(2, 6);
  if (mapped || nat64) {
    const [high = 0, low = 0] = groups.slice(6);
    return `ip:${[high >> 8, high & 0xff, low >> 8, low & 0xff].join(".")}`;
  }
  return `ip6:${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}
