import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { indiaTime } from "#src/lib/data-rights/india-time.ts";
import { dataRights } from "#tests/support/pages.ts";

import { DataRightsForm, RequestSent } from "./data-rights-form.tsx";
import { ConfirmRequest, OutcomePanel, WithdrawConsent } from "./link-action.tsx";

const tags = (html: string, name: string) => html.match(new RegExp(`<${name}\\b[^>]*>`, "g")) ?? [];
/** Buttons carrying the disabled attribute (not a class or aria-disabled that mentions it). */
const disabledButtons = (html: string) =>
  tags(html, "button").filter((tag) => /\sdisabled(\s|>|\/)/.test(tag.replace(/="[^"]*"/g, "")));

describe("the data-rights request form, as prerendered", () => {
  const html = renderToString(<DataRightsForm copy={dataRights.form} />);

  it("offers the address, the four kinds as one radio group and the submit button, none disabled", () => {
    expect(tags(html, "input").filter((tag) => tag.includes('type="radio"'))).toHaveLength(4);
    expect(html).toContain('type="email"');
    expect(disabledButtons(html)).toEqual([]);
    expect(html).toContain(dataRights.form.submit);
  });

  it("holds a press made before it hydrates: its form has no address the browser could send to", () => {
    const [form] = tags(html, "form");
    expect(form).toBeDefined();
    expect(form).not.toMatch(/\saction="(?!javascript:)/);
  });
});

describe("the request form's answer", () => {
  it("says the same, without naming the address, and is announced", () => {
    const html = renderToString(
      <RequestSent copy={dataRights.form} answer={{ status: "sent", send_at: null, retry_at: null }} />,
    );
    expect(html).toContain('role="status"');
    expect(html).toContain(dataRights.form.sent.title);
    expect(html).toContain("24 hours");
  });

  it("says by when a waiting link is sent, in India's time", () => {
    const sendAt = new Date(Date.now() + 40 * 60_000);
    const html = renderToString(
      <RequestSent
        copy={dataRights.form}
        answer={{ status: "queued", send_at: sendAt.toISOString(), retry_at: null }}
      />,
    );
    expect(html).toContain(dataRights.form.queued.title);
    expect(html).toContain(`by ${indiaTime(sendAt)}`);
    expect(html).toMatch(/by \d\d:\d\d IST/);
  });

  it("tells a mailbox whose links are spent when to try again, not that one was sent", () => {
    const retryAt = new Date(Date.now() + 15 * 60_000);
    const html = renderToString(
      <RequestSent
        copy={dataRights.form}
        answer={{ status: "limited", send_at: null, retry_at: retryAt.toISOString() }}
      />,
    );
    expect(html).toContain(dataRights.form.spent.title);
    expect(html).toContain(`try again at ${indiaTime(retryAt)}`);
    expect(html).not.toContain(dataRights.form.sent.title);
  });
});

describe("the link pages, as prerendered", () => {
  it.each([
    [
      "confirm",
      <ConfirmRequest key="confirm" copy={dataRights.confirm} requestPath="/data-rights" />,
      dataRights.confirm,
    ],
    [
      "withdraw",
      <WithdrawConsent key="withdraw" copy={dataRights.withdraw} requestPath="/data-rights" />,
      dataRights.withdraw,
    ],
  ])("%s says what a press will do and shows its button, before any call", (_name, island, copy) => {
    const html = renderToString(island);
    expect(html).toContain(copy.intro);
    expect(html).toContain(copy.button);
    expect(disabledButtons(html)).toEqual([]);
  });

  it("puts the way to a new request under a refusal, and announces an outcome", () => {
    const html = renderToString(
      <OutcomePanel
        {...dataRights.confirm.outcomes.expired}
        tone="refused"
        link={{ label: "Again", path: "/data-rights" }}
      />,
    );
    expect(html).toContain('role="status"');
    expect(html).toContain('href="/data-rights"');
  });
});
