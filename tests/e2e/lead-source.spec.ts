import { spawnSync } from "node:child_process";

import { Webhook } from "standardwebhooks";

import { E2E_WEBHOOK_SECRET, type Receipt } from "#tests/support/webhook-receiver.ts";

import { expect, outboxMail, readRows, sendContactForm, test, uniqueEmail } from "./fixtures.ts";

const port = process.env.E2E_PORT ?? "4173";
const inbox = `http://127.0.0.1:${process.env.E2E_WEBHOOK_PORT ?? Number(port) + 1}/`;

/** The lead's event as the sales team's CRM received it, once it has arrived. */
async function webhookFor(email: string): Promise<Receipt> {
  let found: Receipt | undefined;
  await expect
    .poll(
      async () => {
        const received = (await (await fetch(inbox)).json()) as Receipt[];
        found = received.find((receipt) => receipt.body.includes(`"${email}"`));
        return Boolean(found);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found as Receipt;
}

/** `npm run leads -- export <table> --format <format>` against the test's server. */
function exportLeads(table: string, format: "csv" | "json"): string {
  const result = spawnSync("node", ["scripts/leads.ts", "export", table, "--format", format], {
    encoding: "utf8",
    env: { ...process.env, HOST: "127.0.0.1", PORT: port, DATA_DIR: process.env.E2E_DATA_DIR ?? "data/e2e" },
  });
  expect(result.status, result.stderr).toBe(0);
  return result.stdout;
}

test("a lead says where its visit came from: in its row, the e-mail, the export and the webhook", async ({ page }) => {
  const email = uniqueEmail("campaign");
  await page.goto("/?utm_source=newsletter&utm_campaign=q4", { referer: "https://news.example.com/issue/42" });
  await page.getByRole("banner").getByRole("link", { name: "About", exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  await page.getByRole("banner").getByRole("link", { name: "Contact", exact: true }).click();
  await expect(page).toHaveURL(/\/contact$/);

  await sendContactForm(page, email);

  const source = {
    utm_source: "newsletter",
    utm_medium: null,
    utm_campaign: "q4",
    utm_term: null,
    utm_content: null,
    landing_path: "/",
    referrer_host: "news.example.com",
  };
  const [row] = await readRows("contact_messages", email);
  // The spec's referer is still the page the form was sent from.
  expect(row).toMatchObject({ ...source, referer: "/contact", form_source: "contact-us-form" });

  // The delivery worker writes the business's e-mail after the row is stored.
  await expect.poll(() => outboxMail("", email).catch(() => ""), { timeout: 15_000 }).not.toBe("");
  const mail = await outboxMail("", email);
  expect(mail).toMatch(/Landing page\W+\//);
  expect(mail).toMatch(/Referring site\W+news\.example\.com/);
  expect(mail).toMatch(/utm_source\)\W+newsletter/);
  expect(mail).toMatch(/utm_campaign\)\W+q4/);

  const csv = exportLeads("contact_messages", "csv").split("\n");
  const header = (csv[0] ?? "").split(",");
  const line = csv.find((text) => text.includes(email)) ?? "";
  for (const [field, value] of Object.entries(source))
    expect(line.split(",")[header.indexOf(field)], field).toBe(value ?? "");
  const exported = (JSON.parse(exportLeads("contact_messages", "json")) as Record<string, unknown>[]).find(
    (lead) => lead.email === email,
  );
  expect(exported).toMatchObject(source);

  const receipt = await webhookFor(email);
  const event = new Webhook(E2E_WEBHOOK_SECRET).verify(receipt.body, receipt.headers) as { type: string; data: object };
  expect(event.type).toBe("lead.contact_message.created");
  expect(event.data).toMatchObject({ ...source, email, referer: "/contact", form_source: "contact-us-form" });
});
