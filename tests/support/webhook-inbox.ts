// `node tests/support/webhook-inbox.ts`: the end-to-end run's CRM, a real receiver on
// loopback (E2E_WEBHOOK_PORT) that answers every lead event 204 and lists what it got to a
// GET, so a test reads a webhook as a sales team's tool would have received it.
import { startWebhookReceiver } from "./webhook-receiver.ts";

await startWebhookReceiver({ port: Number(process.env.E2E_WEBHOOK_PORT) });
