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

/**
 * At most `perMinute` writes per client address; 0 turns the limit off. Every answer says
 * how many writes are left (RateLimit-* headers); reads are not counted.
 */
export function writeRateLimit(perMinute: number, trustedHops = 0): MiddlewareHandler {
  if (perMinute <= 0) return async (_c, next) => next();
  const store = new MemoryStore();
  const key = (c: Context) => clientAddress(c, trustedHops);
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
