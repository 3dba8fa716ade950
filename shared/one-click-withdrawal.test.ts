// The one-click answer on its own, with the database function stood in for: what RFC 8058 lets a
// mail client send reaches the database, nothing else does, and its answers map to the client's.
import { describe, expect, it } from "vitest";

import { ONE_CLICK_MAX_BYTES, type WithdrawConsent, answerOneClick } from "./one-click-withdrawal.ts";

const URL_WITH_TOKEN = "https://www.example.in/data-rights/withdraw?token=abc123";
const ONE_CLICK_BODY = "List-Unsubscribe=One-Click";
const FORM = "application/x-www-form-urlencoded";

/** public.withdraw_consent stood in for: it answers `answer()` and records the tokens it was given. */
function database(answer: () => Response = () => Response.json("withdrawn")) {
  const tokens: string[] = [];
  const withdraw: WithdrawConsent = async (token) => {
    tokens.push(token);
    return answer();
  };
  return { tokens, withdraw };
}

const multipart = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
};

const post = (
  body: BodyInit | null,
  headers: Record<string, string> = { "content-type": FORM },
  url = URL_WITH_TOKEN,
) => new Request(url, { method: "POST", headers, body });

/** A body sent in chunks without a Content-Length, as a chunked request arrives. */
function streamed(bytes: number, chunk = 500): Request {
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      const size = Math.min(chunk, bytes - sent);
      controller.enqueue(new TextEncoder().encode("a".repeat(size)));
      sent += size;
    },
  });
  // Node sends a stream body only half-duplex, which the DOM's RequestInit type does not name.
  const init: RequestInit & { duplex: "half" } = {
    method: "POST",
    headers: { "content-type": FORM },
    body,
    duplex: "half",
  };
  return new Request(URL_WITH_TOKEN, init);
}

describe("the one-click withdrawal", () => {
  it("withdraws on a multipart/form-data POST, as RFC 8058 says a client should send it", async () => {
    const db = database();
    const response = await answerOneClick(post(multipart({ "List-Unsubscribe": "One-Click" }), {}), db.withdraw);
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/withdrawn/);
    expect(db.tokens).toEqual(["abc123"]);
  });

  it("withdraws on an application/x-www-form-urlencoded POST, with or without a charset", async () => {
    for (const type of [FORM, `${FORM}; charset=UTF-8`]) {
      const db = database();
      const response = await answerOneClick(post(ONE_CLICK_BODY, { "content-type": type }), db.withdraw);
      expect(response.status, type).toBe(200);
      expect(db.tokens).toEqual(["abc123"]);
    }
  });

  it("accepts a multipart body with another field beside the one-click one", async () => {
    const db = database();
    const body = multipart({ "List-Unsubscribe": "One-Click", client: "x".repeat(1000) });
    expect((await answerOneClick(post(body, {}), db.withdraw)).status).toBe(200);
  });

  it("answers every outcome uncached, unsniffed and as plain text", async () => {
    const answers = [
      await answerOneClick(post(ONE_CLICK_BODY), database().withdraw),
      await answerOneClick(post("x=y"), database().withdraw),
      await answerOneClick(post("a".repeat(ONE_CLICK_MAX_BYTES + 1)), database().withdraw),
    ];
    for (const response of answers) {
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    }
  });

  it("refuses anything but the one-click POST with a token with 400, and asks the database nothing", async () => {
    const db = database();
    const refused = [
      new Request(URL_WITH_TOKEN),
      new Request(URL_WITH_TOKEN, { method: "PUT", headers: { "content-type": FORM }, body: ONE_CLICK_BODY }),
      post(ONE_CLICK_BODY, {}),
      post(ONE_CLICK_BODY, { "content-type": "text/plain" }),
      post('{"List-Unsubscribe":"One-Click"}', { "content-type": "application/json" }),
      post("List-Unsubscribe=Unsubscribe"),
      post(""),
      post(null),
      post(multipart({ "List-Unsubscribe": "Unsubscribe" }), {}),
      post(multipart({ other: "One-Click" }), {}),
      post(`--b\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--b--\r\n`, {
        "content-type": "multipart/form-data",
      }),
      post(ONE_CLICK_BODY, { "content-type": FORM }, "https://www.example.in/data-rights/withdraw"),
      post(ONE_CLICK_BODY, { "content-type": FORM }, "https://www.example.in/data-rights/withdraw?token="),
    ];
    const statuses = [];
    for (const request of refused) statuses.push((await answerOneClick(request, db.withdraw)).status);
    expect(statuses).toEqual(refused.map(() => 400));
    expect(db.tokens).toEqual([]);
  });

  it("refuses a file sent as the one-click field", async () => {
    const db = database();
    const form = new FormData();
    form.set("List-Unsubscribe", new Blob(["One-Click"]), "one-click.txt");
    expect((await answerOneClick(post(form, {}), db.withdraw)).status).toBe(400);
    expect(db.tokens).toEqual([]);
  });

  it("refuses a body over the limit with 413, whether its length is declared or not", async () => {
    const db = database();
    // Declared too long: refused on the header, before a byte of the body is read.
    const headers = { "content-type": FORM, "content-length": String(ONE_CLICK_MAX_BYTES + 1) };
    expect((await answerOneClick(post(ONE_CLICK_BODY, headers), db.withdraw)).status).toBe(413);
    const request = streamed(ONE_CLICK_MAX_BYTES + 1);
    expect(request.headers.get("content-length")).toBeNull();
    expect((await answerOneClick(request, db.withdraw)).status).toBe(413);
    expect(db.tokens).toEqual([]);
  });

  it("reads a body of exactly the limit sent without a length", async () => {
    const response = await answerOneClick(streamed(ONE_CLICK_MAX_BYTES), database().withdraw);
    expect(response.status).toBe(400);
  });

  it("answers an invalid link with 400 and says nothing changed", async () => {
    const response = await answerOneClick(post(ONE_CLICK_BODY), database(() => Response.json("invalid")).withdraw);
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/not valid/);
  });

  it("answers an expired link with 400, says nothing changed and where to ask instead", async () => {
    const response = await answerOneClick(post(ONE_CLICK_BODY), database(() => Response.json("expired")).withdraw);
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/expired.*data-rights page/);
  });

  it("passes the database's 429 through, with when to try again", async () => {
    const limited = () =>
      Response.json(
        { code: "PT429", message: "Too many invalid links" },
        { status: 429, headers: { "Retry-After": "60" } },
      );
    const response = await answerOneClick(post(ONE_CLICK_BODY), database(limited).withdraw);
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("60");
  });

  it("answers 502 when the database fails or answers something else", async () => {
    const failures = [
      () => Response.json({ code: "PGRST000", message: "Internal server error" }, { status: 500 }),
      () => new Response(null, { status: 502 }),
      () => new Response("<html>", { status: 200 }),
      () => Response.json("done"),
    ];
    for (const failure of failures) {
      expect((await answerOneClick(post(ONE_CLICK_BODY), database(failure).withdraw)).status).toBe(502);
    }
  });
});
