import { describe, expect, it, vi } from "vitest";

import { type JobLoopOptions, type Outcome, PermanentFailure, createJobLoop } from "./job-loop.ts";

interface Job {
  id: number;
  attempts: number;
}

const base: JobLoopOptions<Job> = {
  name: "test",
  claims: [],
  run: async () => {},
  record: async () => {},
  pollMs: 60_000,
  batchSize: 10,
  concurrency: 1,
  backoffMs: 100,
  maxBackoffMs: 1000,
  log: () => {},
};

const jobs = (count: number, attempts = 1): Job[] => Array.from({ length: count }, (_, id) => ({ id, attempts }));

/** A loop over `due`, whose one claim takes what there is room for and keeps what it was handed to record. */
function loopOver(due: Job[], options: Partial<JobLoopOptions<Job>> = {}) {
  const recorded: Outcome<Job>[] = [];
  const logged: string[] = [];
  let claims = 0;
  const loop = createJobLoop<Job>({
    ...base,
    claims: [
      async (room, outcomes) => {
        claims += 1;
        recorded.push(...outcomes);
        return due.splice(0, room);
      },
    ],
    record: async (outcomes) => {
      recorded.push(...outcomes);
    },
    log: (line) => logged.push(line),
    ...options,
  });
  return { loop, recorded, logged, claims: () => claims };
}

/** A job that runs until the test ends it, or until its signal aborts. */
function held() {
  const ends = new Map<number, () => void>();
  const started: number[] = [];
  const run = (job: Job, signal: AbortSignal) =>
    new Promise<void>((resolve, reject) => {
      started.push(job.id);
      ends.set(job.id, resolve);
      signal.addEventListener("abort", () => reject(new Error("aborted")));
    });
  return { run, started, end: (id: number) => ends.get(id)?.() };
}

const statuses = (outcomes: Outcome<Job>[]) =>
  Object.fromEntries(outcomes.map((outcome) => [outcome.job.id, outcome.status]));

describe("the job loop", () => {
  it("retries a failed job after a delay doubled per attempt up to the longest, with a random half taken off", async () => {
    const due = [1, 2, 3, 4, 12].map((attempts, id) => ({ id, attempts }));
    const { loop, recorded } = loopOver(due, {
      run: async () => {
        throw new Error("x".repeat(3000));
      },
    });
    expect(await loop.runOnce()).toBe(5);
    const delays = recorded.map((outcome) => (outcome.status === "retry" ? outcome.retryInMs : NaN));
    const ceilings = [100, 200, 400, 800, 1000];
    delays.forEach((delay, i) => {
      expect(delay).toBeGreaterThanOrEqual((ceilings[i] ?? 0) / 2);
      expect(delay).toBeLessThanOrEqual(ceilings[i] ?? 0);
    });
    expect(recorded.map((outcome) => ("error" in outcome ? outcome.error.length : 0))).toEqual([
      2000, 2000, 2000, 2000, 2000,
    ]);
  });

  it("fails a job that can never succeed at once, with no retry", async () => {
    const { loop, recorded } = loopOver(jobs(1), {
      run: async () => {
        throw new PermanentFailure("gone");
      },
    });
    await loop.runOnce();
    expect(recorded).toEqual([{ job: { id: 0, attempts: 1 }, status: "failed", error: "gone" }]);
  });

  it("records and logs why a job failed without the addresses the error names", async () => {
    const refusal = "550 5.1.1 <ananya.rao+q4@kaveri-bank.example>: Recipient address rejected";
    const { loop, recorded, logged } = loopOver(jobs(2), {
      run: async (job) => {
        throw job.id === 0 ? new Error(refusal) : new PermanentFailure(`no mailbox ${refusal}`);
      },
    });
    await loop.runOnce();
    expect(recorded.map((outcome) => ("error" in outcome ? outcome.error : ""))).toEqual([
      "550 5.1.1 <[address]>: Recipient address rejected",
      "no mailbox 550 5.1.1 <[address]>: Recipient address rejected",
    ]);
    const failing = loopOver([], {
      claims: [() => Promise.reject(new Error("no row for ananya@kaveri-bank.example"))],
    });
    failing.loop.start();
    try {
      await vi.waitFor(() => expect(failing.logged).toEqual(["test pass failed: no row for [address]"]));
    } finally {
      await failing.loop.stop();
    }
    expect(logged).toEqual([]);
  });

  it("runs no more than `concurrency` jobs at once, and every one it claimed", async () => {
    let active = 0;
    let most = 0;
    const { loop, recorded } = loopOver(jobs(10), {
      concurrency: 3,
      run: async () => {
        active += 1;
        most = Math.max(most, active);
        await new Promise((resolve) => setTimeout(resolve, 5));
        active -= 1;
      },
    });
    expect(await loop.runOnce()).toBe(10);
    expect(most).toBe(3);
    expect(recorded.filter((outcome) => outcome.status === "done")).toHaveLength(10);
  });

  it("on a stop undoes the claims of jobs not started, gives those running the grace, then abandons them", async () => {
    const jobsHeld = held();
    const { loop, recorded, claims } = loopOver(jobs(5), { run: jobsHeld.run, concurrency: 2, stopGraceMs: 50 });
    loop.start();
    await vi.waitFor(() => expect(jobsHeld.started).toEqual([0, 1]));
    const began = Date.now();
    await loop.stop();
    expect(Date.now() - began).toBeGreaterThanOrEqual(45);
    expect(statuses(recorded)).toEqual({
      0: "abandoned",
      1: "abandoned",
      2: "released",
      3: "released",
      4: "released",
    });
    expect(jobsHeld.started).toEqual([0, 1]);
    const claimed = claims();
    await new Promise((resolve) => setTimeout(resolve, 20));
    loop.wake();
    expect(claims()).toBe(claimed);
  });

  it("on a stop without a grace waits for the jobs running to end on their own", async () => {
    const jobsHeld = held();
    const { loop, recorded } = loopOver(jobs(2), { run: jobsHeld.run });
    loop.start();
    await vi.waitFor(() => expect(jobsHeld.started).toEqual([0]));
    let stopped = false;
    const stopping = loop.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stopped).toBe(false);
    jobsHeld.end(0);
    await stopping;
    expect(statuses(recorded)).toEqual({ 0: "done", 1: "released" });
  });

  it("logs a claim that throws and claims again at the next poll", async () => {
    const due = jobs(3);
    const ran: number[] = [];
    let calls = 0;
    const { loop, logged } = loopOver([], {
      pollMs: 20,
      claims: [
        async (room) => {
          calls += 1;
          if (calls === 1) throw new Error("connection refused");
          return due.splice(0, room);
        },
      ],
      run: async (job) => {
        ran.push(job.id);
      },
    });
    loop.start();
    try {
      await vi.waitFor(() => expect(ran).toEqual([0, 1, 2]));
    } finally {
      await loop.stop();
    }
    expect(logged[0]).toBe("test pass failed: connection refused");
    await expect(
      createJobLoop<Job>({ ...base, claims: [() => Promise.reject(new Error("down"))] }).runOnce(),
    ).rejects.toThrow("down");
  });

  it("claims a pass's next step only once the jobs of the step before have ended", async () => {
    const events: string[] = [];
    const { loop } = loopOver([], {
      concurrency: 2,
      claims: [
        async () => {
          events.push("claim first");
          return jobs(3);
        },
        async () => {
          events.push("claim second");
          return [];
        },
      ],
      run: async (job) => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        events.push(`ran ${job.id}`);
      },
    });
    for (const pass of [() => loop.runOnce(), async () => loop.start()]) {
      events.length = 0;
      await pass();
      await vi.waitFor(() => expect(events).toContain("claim second"));
      await loop.stop();
      expect(events).toEqual(["claim first", "ran 0", "ran 1", "ran 2", "claim second"]);
    }
  });

  it("claims at once when woken, and again as soon as a backlog is mostly done", async () => {
    const due: Job[] = [];
    const ran: number[] = [];
    const { loop, recorded, claims } = loopOver(due, {
      batchSize: 4,
      refillAt: 1,
      concurrency: 2,
      run: async (job) => {
        ran.push(job.id);
      },
    });
    loop.start();
    try {
      await vi.waitFor(() => expect(claims()).toBe(1));
      due.push(...jobs(10));
      loop.wake();
      // Ten jobs in batches of four, with a poll a minute away.
      await vi.waitFor(() => expect(ran).toHaveLength(10), { timeout: 2000 });
    } finally {
      await loop.stop();
    }
    expect(recorded.map((outcome) => outcome.status)).toEqual(Array(10).fill("done"));
  });

  it("records each outcome before the next job starts, and leaves the rest to their leases when it cannot", async () => {
    const order: string[] = [];
    let fails = false;
    const { loop, logged } = loopOver(jobs(3), {
      recordEach: true,
      run: async (job) => {
        order.push(`ran ${job.id}`);
        fails = job.id === 1;
      },
      record: async (outcomes) => {
        if (fails) throw new Error("database gone");
        order.push(...outcomes.map((outcome) => `recorded ${outcome.job.id}`));
      },
    });
    await loop.runOnce();
    expect(order).toEqual(["ran 0", "recorded 0", "ran 1"]);
    expect(logged).toEqual(["test pass failed: database gone"]);
  });
});
