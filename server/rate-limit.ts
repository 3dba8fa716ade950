import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context, MiddlewareHandler } from "hono";
import { rateLimiter } from "hono-rate-limiter";

import { tooManyRequests } from "./rest/errors.ts";

const WINDOW_MS = 60_000;
const writes = new Set(["POST", "PATCH", "PUT", "DELETE"]);

function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // A request handed to app.fetch directly (tests) has no socket.
    return "local";
  }
}

/** At most `perMinute` writes per client address; 0 turns the limit off. */
export function writeRateLimit(perMinute: number): MiddlewareHandler {
  if (perMinute <= 0) return async (_c, next) => next();
  return rateLimiter({
    windowMs: WINDOW_MS,
    limit: perMinute,
    standardHeaders: "draft-6",
    keyGenerator: clientAddress,
    skip: (c) => !writes.has(c.req.method),
    handler: () => tooManyRequests(WINDOW_MS / 1000),
  });
}
