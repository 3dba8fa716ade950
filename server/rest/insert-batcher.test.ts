import { describe, expect, it } from "vitest";

import type { Database } from "#server/db/database.ts";
import { LOCAL_ANON_KEY } from "#shared/leads.ts";
import { testDatabases, withMigratedDatabase } from "#tests/support/databases.ts";
import { contactMessage } from "#tests/support/lead-rows.ts";

import { restApi } from "./handler.ts";
import { ROWS_PER_STATEMENT, createInsertBatcher, insertRows, packStatements } from "./insert-batcher.ts";
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

let sequence = 0;
const address = (domain: string) => `lead.${(sequence += 1)}@${domain}`;
/** No "@": the e-mail CHECK refuses it, and it still ends in `domain` for the queries below. */
const refusedAddress = (domain: string) => `lead.${(sequence += 1)}.${domain}`;

const rejection = (outcome: PromiseSettledResult<void> | undefined) =>
  outcome?.status === "rejected" ? (outcome.reason as { code?: string }) : undefined;

describe.each(backends)("a batch with refused requests on $name", ({ skip, open }) => {
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

  withMigratedDatabase({ skip, open }, (clients) => {
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
    // The batcher then starts statement by statement.
    {
      moment: "a batch just after a trigger's refusal",
      primed: "trigger",
      primer: {
        rows: Array.from({ length: ROWS_PER_STATEMENT + 1 }, () => contact(address("primer.example"))),
        code: "PT413",
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
      const six = Array.from({ length: ROWS_PER_STATEMENT + 1 }, () => contact(address(domain)));
      const { outcomes, transactions } = await send(await batcher(), [
        [contact(refusedAddress(domain))],
        [contact(good)],
        six,
      ]);

      expect(rejection(outcomes[0])).toMatchObject({ code: "23514" });
      expect(outcomes[1]?.status).toBe("fulfilled");
      expect(rejection(outcomes[2])).toMatchObject({ code: "PT413", message: "Too many rows in one request" });
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
      keys: { anon: LOCAL_ANON_KEY, service: "service-key-of-the-tests" },
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
