import { isIP } from "node:net";

import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context, MiddlewareHandler } from "hono";
import { MemoryStore, rateLimiter } from "hono-rate-limiter";

import { tooManyRequests } from "./rest/errors.ts";

const WINDOW_MS = 60_000;
const writes = new Set(["POST", "PATCH", "PUT", "DELETE"]);

/**
 * The address a request came from. Each reverse proxy in front appends the address it got
 * the request from to X-Forwarded-For, so behind `trustedHops` of them the client is that
 * many entries from the right of the list followed by the socket's address. With none
 * trusted the header is ignored: anyone can send one.
 */
export function clientAddress(c: Context, trustedHops: number): string {
  let socket: string;
  try {
    socket = getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // A request handed to app.fetch directly (the tests in rate-limit.test.ts) has no socket.
    socket = "local";
  }
  if (trustedHops === 0) return socket;
  const forwarded = (c.req.header("x-forwarded-for") ?? "")
    .split(",")
    .map((address) => address.trim())
    .filter(Boolean);
  const chain = [...forwarded, socket];
  return chain[Math.max(0, chain.length - 1 - trustedHops)] ?? socket;
}

/** `[address]:port`, `[address]` or `a.b.c.d:port` (as some proxies forward them) without the port. */
function withoutPort(address: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed) return bracketed[1] as string;
  const withPort = /^(\d+\.\d+\.\d+\.\d+):\d+$/.exec(address);
  return withPort ? (withPort[1] as string) : address;
}

/** The eight 16-bit groups of a valid IPv6 address (isIP said 6), its zone left out. */
function ipv6Groups(address: string): number[] {
  let text = address.split("%")[0] as string;
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const split = (part: string) => (part ? part.split(":") : []);
  const groups =
    tail === undefined
      ? split(head)
      : [...split(head), ...Array<string>(8 - split(head).length - split(tail).length).fill("0"), ...split(tail)];
  return groups.map((group) => parseInt(group, 16));
}

/**
 * The key a client's writes are counted under. An IPv4 address is its own; one mapped into
 * IPv6 (::ffff:a.b.c.d, as a dual-stack socket reports IPv4 clients) is that IPv4 address;
 * any other IPv6 address counts by its /64, the block one subscriber is given and can rotate
 * through freely. Anything else (a malformed X-Forwarded-For entry) is keyed as written.
 */
export function rateLimitKey(address: string): string {
  const bare = withoutPort(address.trim());
  const family = isIP(bare);
  if (family === 4) return bare;
  if (family !== 6) return address;
  const groups = ipv6Groups(bare);
  const [g6 = 0, g7 = 0] = groups.slice(6);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [g6 >> 8, g6 & 0xff, g7 >> 8, g7 & 0xff].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

/**
 * At most `perMinute` writes per client (see rateLimitKey); 0 turns the limit off. Every
 * answer says how many writes are left (RateLimit-* headers); reads are not counted.
 */
export function writeRateLimit(perMinute: number, trustedHops = 0): MiddlewareHandler {
  if (perMinute <= 0) return async (_c, next) => next();
  const store = new MemoryStore();
  const key = (c: Context) => rateLimitKey(clientAddress(c, trustedHops));
  const limitWrites = rateLimiter({
    windowMs: WINDOW_MS,
    limit: perMinute,
    standardHeaders: "draft-6",
    keyGenerator: key,
    store,
    handler: () => tooManyRequests(WINDOW_MS / 1000),
  });
  return async (c, next) => {
    if (writes.has(c.req.method)) return limitWrites(c, next);
    const client = store.get(key(c));
    const current = client?.resetTime && client.resetTime.getTime() > Date.now() ? client : undefined;
    c.header("RateLimit-Policy", `${perMinute};w=${WINDOW_MS / 1000}`);
    c.header("RateLimit-Limit", String(perMinute));
    c.header("RateLimit-Remaining", String(Math.max(perMinute - (current?.totalHits ?? 0), 0)));
    if (current?.resetTime)
      c.header("RateLimit-Reset", String(Math.ceil((current.resetTime.getTime() - Date.now()) / 1000)));
    await next();
  };
}
