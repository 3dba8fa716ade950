// The delivery Worker (wrangler.delivery.jsonc): Cloudflare runs one delivery pass on each cron
// trigger. A Worker's module exports its handlers only, so the pass lives in scheduled-pass.ts.
import { type Env, scheduledPass } from "./scheduled-pass.ts";

export default {
  // A rejection marks the invocation failed in Cloudflare's logs; the heartbeat then goes stale.
  async scheduled(_controller: unknown, env: Env): Promise<void> {
    await scheduledPass(env);
  },
};
