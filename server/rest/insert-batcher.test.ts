import { Hono } from "hono";
import { describe, expect, it, vi } from "vitest";

import type { Database } from "#server/db/database.ts";
import { LOCAL_ANON_KEY } from "#shared/leads.ts";
import { testDatabases, withMigratedDatabase } from "#tests/support/databases.ts";
import { contactMessage } from "#tests/support/lead-rows.ts";

import { QUEUE_FULL_RETRY_AFTER_SECONDS, restApi, restCors } from "./handler.ts";
import {
  InsertQueueFull,
  ROWS_PER_STATEMENT,
  createInsertBatcher,
  insertRows,
  packStatements,
} from "./insert-batcher.ts";
import { loadSchema } from "./schema.ts";

const requests = (...sizes: number[]) => sizes.map((size, index) => ({ index, rows: Array.from({ length: size }) }));
const shape = (statements: { index: number; rows: unknown[] }[][]) =>
  statements.map((statement) => statement.map((request) => request.index));

describe("packing requests into statements", () => {
  it("puts at most five rows in a statement, in order", () => {
    expect(ROWS_PER_STATEMENT).toBe(5);
    expect(shape(packStatements(requests(1, 1, 1, 1, 1, 1, 1)))).toEqual([
      [0, 1, 2, 3, 4],
      [5, 6],
    ]);
    expect(shape(packStatements(requests(2, 3, 1, 4)))).toEqual([
      [0, 1],
      [2, 3],
    ]);
  });

  it("never splits a request, and gives a larger one a statement of its own", () => {
    expect(shape(packStatements(requests(3, 3)))).toEqual([[0], [1]]);
    expect(shape(packStatements(requests(1, 6, 1)))).toEqual([[0], [1], [2]]);
    expect(packStatements([])).toEqual([]);
  });
});

const backends = testDatabases("batched inserts");

type Row = Record<string, unknown>;

const contact = (email: string): Row => contactMessage(email);
const columns = Object.keys(contact(""));
const testKeys = { anon: LOCAL_ANON_KEY, service: "service-key-of-the-tests" };

let sequence = 0;
const address = (domain: string) => `lead.${(sequence += 1)}@${domain}`;
/** No "@": the e-mail CHECK refuses it, and it still ends in `domain` for the queries below. */
const refusedAddress = (domain: string) => `lead.${(sequence += 1)}.${domain}`;

const rejection = (outcome: PromiseSettledResult<void> | undefined) =>
  outcome?.status === "rejected" ? (outcome.reason as { code?: string }) : undefined;

describe.each(backends)("a batch with refused requests on $name", ({ skip, openMigrated }) => {
  let db: Database;
  let transactions = 0;
  let statements = 0;
  /** The database, counting the transactions begun through it and the INSERT statements they pipeline. */
  let counted: Database;

  const stored = async (domain: string) =>
    (
      await db.query<{ email: string }>("select email from public.contact_messages where email like $1 order by id", [
        `%${domain}`,
      ])
    ).rows.map((row) => row.email);

  withMigratedDatabase({ skip, openMigrated }, (clients) => {
    db = clients.db;
    counted = {
      ...db,
      transaction: (work) => {
        transactions += 1;
        return db.transaction((sql) =>
          work({
            ...sql,
            repeat: (text, paramLists) => {
              statements += paramLists.length;
              return sql.repeat(text, paramLists);
            },
          }),
        );
      },
    };
  });

  describe.each([
    { moment: "the first refusal", primed: "none", primer: undefined },
    // The batcher then asks the e-mail CHECK which requests to write alone.
    {
      moment: "a batch just after a CHECK refusal",
      primed: "check",
      primer: { rows: [contact("primer")], code: "23514" },
    },
    // The batcher then starts statement by statement. Six rows for one address: the
    // per-address limit's trigger refuses the statement.
    {
      moment: "a batch just after a trigger's refusal",
      primed: "trigger",
      primer: {
        rows: Array.from({ length: ROWS_PER_STATEMENT + 1 }, () => contact("primer@primer.example")),
        code: "PT429",
      },
    },
  ])("at $moment", ({ primed, primer }) => {
    /** A batcher that has just refused `primer`, if given. */
    async function batcher() {
      const created = createInsertBatcher(counted, { isolateAfterRefusalMs: Number.POSITIVE_INFINITY });
      if (primer) {
        await expect(created.insert("anon", "contact_messages", columns, primer.rows)).rejects.toMatchObject({
          code: primer.code,
        });
      }
      return created;
    }

    /** Sends every request before the batcher's first turn, so they share one batch. */
    async function send(target: Awaited<ReturnType<typeof batcher>>, batch: Row[][]) {
      const before = transactions;
      const outcomes = await Promise.allSettled(
        batch.map((rows) => target.insert("anon", "contact_messages", columns, rows)),
      );
      return { outcomes, transactions: transactions - before };
    }

    it.skipIf(skip)("stores the good requests in one transaction and refuses each bad one alone", async () => {
      const domain = `mixed-${primed}.example`;
      const good = Array.from({ length: 12 }, () => address(domain));
      const bad = [refusedAddress(domain), refusedAddress(domain)];
      // A request is judged as a whole: its good row goes down with its bad one.
      const halfBad = [contact(address(domain)), contact(refusedAddress(domain))];
      const batch = [
        ...good.slice(0, 3).map((email) => [contact(email)]),
        [contact(bad[0] as string)],
        ...good.slice(3, 8).map((email) => [contact(email)]),
        halfBad,
        [contact(bad[1] as string)],
        ...good.slice(8).map((email) => [contact(email)]),
      ];
      const { outcomes, transactions } = await send(await batcher(), batch);

      expect(outcomes.map((outcome) => outcome.status)).toEqual(
        batch.map((rows) => (rows.length === 1 && good.includes(rows[0]?.email as string) ? "fulfilled" : "rejected")),
      );
      for (const outcome of outcomes.filter((outcome) => outcome.status === "rejected")) {
        expect(rejection(outcome)).toMatchObject({
          code: "23514",
          message: 'new row for relation "contact_messages" violates check constraint "contact_messages_email_check"',
        });
      }
      expect(await stored(domain)).toEqual(good);
      expect(transactions).toBe(1);
    });

    it.skipIf(skip)("keeps the role of anon and its limits for the requests after a refusal", async () => {
      const domain = `role-${primed}.example`;
      const good = address(domain);
      // Six rows for one address: only anon's per-address limit refuses them.
      const repeated = address(domain);
      const six = Array.from({ length: ROWS_PER_STATEMENT + 1 }, () => contact(repeated));
      const { outcomes, transactions } = await send(await batcher(), [
        [contact(refusedAddress(domain))],
        [contact(good)],
        six,
      ]);

      expect(rejection(outcomes[0])).toMatchObject({ code: "23514" });
      expect(outcomes[1]?.status).toBe("fulfilled");
      expect(rejection(outcomes[2])).toMatchObject({
        code: "PT429",
        message: "Too many requests from this e-mail address",
      });
      expect(await stored(domain)).toEqual([good]);
      expect(transactions).toBe(1);
    });

    it.skipIf(skip)("counts an address's rows request by request, as separate requests would", async () => {
      const domain = `limit-${primed}.example`;
      const repeated = address(domain);
      for (let i = 0; i < 4; i++) await insertRows(db, "anon", "contact_messages", columns, [contact(repeated)]);
      const other = address(domain);
      const { outcomes } = await send(await batcher(), [[contact(repeated)], [contact(repeated)], [contact(other)]]);

      expect(outcomes[0]?.status).toBe("fulfilled");
      expect(rejection(outcomes[1])).toMatchObject({ code: "PT429" });
      expect(outcomes[2]?.status).toBe("fulfilled");
      expect(await stored(domain)).toEqual([...Array.from({ length: 5 }, () => repeated), other]);
    });
  });

  it.skipIf(skip)("after a CHECK refusal, writes the good requests together and a refused one alone", async () => {
    const domain = "foreseen.example";
    const target = createInsertBatcher(counted, { isolateAfterRefusalMs: Number.POSITIVE_INFINITY });
    await expect(target.insert("anon", "contact_messages", columns, [contact("primer")])).rejects.toMatchObject({
      code: "23514",
    });
    const good = Array.from({ length: 12 }, () => address(domain));
    const batch = [...good.slice(0, 6), refusedAddress(domain), ...good.slice(6)];
    const before = statements;
    const outcomes = await Promise.allSettled(
      batch.map((email) => target.insert("anon", "contact_messages", columns, [contact(email)])),
    );

    expect(rejection(outcomes[6])).toMatchObject({ code: "23514" });
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(12);
    expect(await stored(domain)).toEqual(good);
    // The refused request alone, then the 12 good rows in statements of five: none runs twice.
    expect(statements - before).toBe(3 + 1);
  });

  it.skipIf(skip)("answers each request of a mixed batch as PostgREST does", async () => {
    const domain = "answers.example";
    const api = restApi({
      db: counted,
      schema: await loadSchema(db),
      keys: testKeys,
    });
    const emails = [address(domain), refusedAddress(domain), address(domain), address(domain)];
    const before = transactions;
    const answers = await Promise.all(
      emails.map((email) =>
        api.request("/contact_messages", {
          method: "POST",
          headers: { apikey: LOCAL_ANON_KEY, "content-type": "application/json" },
          body: JSON.stringify(contact(email)),
        }),
      ),
    );

    expect(answers.map((answer) => answer.status)).toEqual([201, 400, 201, 201]);
    for (const answer of [answers[0], answers[2], answers[3]]) expect(await answer?.text()).toBe("");
    expect(await answers[1]?.json()).toEqual({
      code: "23514",
      message: 'new row for relation "contact_messages" violates check constraint "contact_messages_email_check"',
      details: null,
      hint: null,
    });
    expect(await stored(domain)).toEqual([emails[0], emails[2], emails[3]]);
    expect(transactions - before).toBe(1);
  });
});

describe.each(backends)("a full insert queue on $name", ({ skip, openMigrated }) => {
  let db: Database;

  withMigratedDatabase({ skip, openMigrated }, (clients) => {
    db = clients.db;
  });

  /** The database with its transactions held until `release()`; `entered` resolves at the first. */
  function held() {
    let release = () => {};
    let enter = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const entered = new Promise<void>((resolve) => (enter = resolve));
    const gated: Database = {
      ...db,
      transaction: async (work) => {
        enter();
        await gate;
        return db.transaction(work);
      },
    };
    return { gated, entered, release };
  }

  /**
   * Whether `promise` was refused or is still waiting once the event loop has turned: with
   * the database held, nothing can be stored, so a refusal then was made without it.
   */
  async function standing(promise: Promise<unknown>): Promise<"refused" | "waiting" | "settled"> {
    let state: "refused" | "waiting" | "settled" = "waiting";
    promise.then(
      () => (state = "settled"),
      (error: unknown) => (state = error instanceof InsertQueueFull ? "refused" : "settled"),
    );
    await new Promise(setImmediate);
    return state;
  }

  const stored = async (domain: string) =>
    (
      await db.query<{ email: string }>(
        "select email from public.contact_messages where email like $1 order by email",
        [`%${domain}`],
      )
    ).rows.map((row) => row.email);

  it.skipIf(skip)("refuses a request at once beyond the bound, and still stores the queued ones", async () => {
    const domain = "bound.example";
    const { gated, entered, release } = held();
    const target = createInsertBatcher(gated, { maxQueuedRows: 4 });
    const insert = (emails: string[]) =>
      target.insert(
        "anon",
        "contact_messages",
        columns,
        emails.map((email) => contact(email)),
      );
    const email = (name: string) => `${name}@${domain}`;

    // The first batch is taken from the queue and held by the database: the queue is empty again.
    const writing = insert([email("a-writing")]);
    await entered;
    const queued = [insert([email("b-queued"), email("c-queued")]), insert([email("d-queued"), email("e-queued")])];
    // Four rows wait: the bound. Nothing more gets in, whatever its size, while the database holds them.
    const refused = [insert([email("f-refused")]), insert([email("g-refused"), email("h-refused")])];
    expect(await Promise.all([...queued, ...refused].map(standing))).toEqual([
      "waiting",
      "waiting",
      "refused",
      "refused",
    ]);

    release();
    await Promise.all([writing, ...queued]);
    expect(await stored(domain)).toEqual(["a-writing", "b-queued", "c-queued", "d-queued", "e-queued"].map(email));
    // Drained, the queue takes requests again, and an empty one takes even one over the bound.
    await insert([email("i-later")]);
    await insert(["j", "k", "l", "m", "n"].map((name) => email(`${name}-alone`)));
    expect(await stored(domain)).toHaveLength(11);
  });

  it.skipIf(skip)(
    "answers a request refused for a full queue with 503, Retry-After and a JSON body",
    async () => {
      const domain = "queue-full.example";
      const { gated, entered, release } = held();
      const api = new Hono()
        .use("*", restCors)
        .route("/", restApi({ db: gated, schema: await loadSchema(db), keys: testKeys, maxQueuedRows: 2 }));
      const post = async (email: string) =>
        api.request("/contact_messages", {
          method: "POST",
          headers: { apikey: LOCAL_ANON_KEY, "content-type": "application/json", origin: "https://elsewhere.example" },
          body: JSON.stringify(contact(email)),
        });

      const first = post(`first@${domain}`);
      await entered;
      // Room for two: one of these three is refused, and answered while the database still holds the others.
      const emails = ["one", "two", "three"].map((name) => `${name}@${domain}`);
      const answers = emails.map(post);
      const answered: number[] = [];
      answers.forEach((answer, index) => void answer.then(() => answered.push(index)));
      await vi.waitFor(() => expect(answered).toHaveLength(1), { timeout: 10_000 });
      const earliest = answered[0] as number;
      const refused = await (answers[earliest] as Promise<Response>);
      expect(answered).toHaveLength(1);
      expect(refused.status).toBe(503);
      expect(refused.headers.get("retry-after")).toBe(String(QUEUE_FULL_RETRY_AFTER_SECONDS));
      expect(refused.headers.get("content-type")).toBe("application/json; charset=utf-8");
      expect(refused.headers.get("access-control-allow-origin")).toBe("*");
      expect(refused.headers.get("access-control-expose-headers")?.split(",")).toContain("Retry-After");
      expect(await refused.json()).toEqual({
        code: "PGRST003",
        details: null,
        hint: `Please try again in ${QUEUE_FULL_RETRY_AFTER_SECONDS} seconds.`,
        message: "Too many requests are waiting for the database",
      });

      release();
      expect((await first).status).toBe(201);
      const statuses = await Promise.all(answers.map(async (answer) => (await answer).status));
      expect(statuses).toEqual(emails.map((_, index) => (index === earliest ? 503 : 201)));
      expect(await stored(domain)).toEqual(
        [`first@${domain}`, ...emails.filter((_, index) => index !== earliest)].sort(),
      );
    },
    20_000,
  );
});
