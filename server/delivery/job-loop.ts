import { redactAddresses } from "./redact.ts";

/** What became of a claimed job, for its kind to record. */
export type Outcome<Job> =
  | { job: Job; status: "done" }
  /** Failed: due again in `retryInMs`, unless its time for retries is over. */
  | { job: Job; status: "retry"; error: string; retryInMs: number }
  /** Can never succeed (a PermanentFailure): failed for good, at once. */
  | { job: Job; status: "failed"; error: string }
  /** The loop stopped before the job ended: due again at once, the attempt counted. */
  | { job: Job; status: "abandoned"; error: string }
  /** The loop stopped before the job started: its claim is undone. */
  | { job: Job; status: "released" };

/** Thrown by a job that no retry can make succeed. */
export class PermanentFailure extends Error {}

/**
 * Takes up to `room` due jobs, leased, and their attempt counted; first records `outcomes`,
 * those finished since the last claim, so that one transaction may do both.
 */
export type Claim<Job> = (room: number, outcomes: Outcome<Job>[]) => Promise<Job[]>;

export interface JobLoopOptions<Job extends { attempts: number }> {
  /** Named in the log lines of the loop's own failures. */
  name: string;
  /**
   * The claims of one pass, in order; each comes once every job of the claim before has
   * ended, so a later claim sees what the earlier jobs did.
   */
  claims: readonly Claim<Job>[];
  /** Does one job; throws why it failed. `signal` aborts once a stop has waited `stopGraceMs`. */
  run: (job: Job, signal: AbortSignal) => Promise<void>;
  /** Records outcomes no claim took: each as its job ends (`recordEach`), else those left at the end of runOnce or a stop. */
  record: (outcomes: Outcome<Job>[]) => Promise<void>;
  /**
   * Records each outcome as its job ends, before the job's place is given to the next, rather
   * than with the next claim: a crash then repeats only the jobs that were running.
   */
  recordEach?: boolean;
  /** How long a loop with nothing to do waits before it looks again, in ms. */
  pollMs: number;
  /** Jobs claimed and held at once, `concurrency` of them running, the rest waiting their turn. */
  batchSize: number;
  concurrency: number;
  /**
   * After a claim that filled its room (a backlog), the next pass comes as soon as no more
   * than this many jobs are held, rather than after `pollMs`.
   */
  refillAt?: number;
  /** How long a stop waits for running jobs before it aborts them; without it, as long as they take. */
  stopGraceMs?: number;
  /** First retry delay, doubled on each failure up to `maxBackoffMs`, jittered, in ms. */
  backoffMs: number;
  maxBackoffMs: number;
  log: (line: string) => void;
}

/**
 * The delay before attempt `attempt + 1`: `base` doubled per failure up to `max`, of which a
 * random half is taken off ("equal jitter"), so the retries of many jobs spread out.
 */
export function retryDelay(attempt: number, base: number, max: number, random = Math.random): number {
  const ceiling = Math.min(max, base * 2 ** (attempt - 1));
  return ceiling / 2 + (random() * ceiling) / 2;
}

/** Why a job failed, as stored and logged: without the addresses a mail server's refusal names. */
const messageOf = (error: unknown) =>
  redactAddresses(error instanceof Error ? error.message : String(error)).slice(0, 2000);

/**
 * Runs jobs that live as rows of a database: every `pollMs`, or sooner when woken, a pass
 * claims what there is room for through the claims it is given (the lease keeps a claimed row
 * from every other worker), and runs the jobs `concurrency` at a time. A failed job is retried
 * with exponential backoff and jitter; its kind's record decides when it is given up. A stop
 * claims nothing more, starts nothing more and undoes the claims of the jobs not started,
 * waits `stopGraceMs` for those running, aborts the rest, and records every outcome. Whatever
 * it cannot record keeps its lease and is tried again when the lease ends.
 */
export function createJobLoop<Job extends { attempts: number }>(options: JobLoopOptions<Job>) {
  const { name, claims, run, record, recordEach = false, pollMs, batchSize, concurrency, refillAt, log } = options;

  /** Claimed, not started, oldest first. */
  const waiting: Job[] = [];
  const running = new Set<Promise<void>>();
  /** Outcomes for the next claim to record; the jobs' leases keep them from every worker meanwhile. */
  const finished: Outcome<Job>[] = [];
  /** Passes waiting for every job held to end. */
  const idle: (() => void)[] = [];
  let polling = false;
  let stopping = false;
  let abort = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let pass: Promise<void> = Promise.resolve();
  let passing = false;
  let again = false;
  /** The last claim took all it had room for: more jobs are likely due. */
  let backlog = false;

  const held = () => waiting.length + running.size;
  const drained = () => new Promise<void>((resolve) => (held() === 0 || stopping ? resolve() : idle.push(resolve)));
  /** Lets the passes waiting for the jobs held go on. */
  const endIdleWaits = () => {
    for (const resolve of idle.splice(0)) resolve();
  };

  async function attempt(job: Job, signal: AbortSignal): Promise<Outcome<Job>> {
    try {
      await run(job, signal);
      return { job, status: "done" };
    } catch (error) {
      const message = messageOf(error);
      if (error instanceof PermanentFailure) return { job, status: "failed", error: message };
      if (signal.aborted) return { job, status: "abandoned", error: message };
      const retryInMs = Math.round(retryDelay(job.attempts, options.backoffMs, options.maxBackoffMs));
      return { job, status: "retry", error: message, retryInMs };
    }
  }

  async function finish(job: Job) {
    const outcome = await attempt(job, abort.signal);
    if (recordEach) await record([outcome]);
    else finished.push(outcome);
  }

  function pump() {
    while (!stopping && running.size < concurrency) {
      const job = waiting.shift();
      if (job === undefined) return;
      const done: Promise<void> = finish(job)
        .catch((error: unknown) => {
          // Unrecorded, the job keeps its lease; so do the jobs not started, as the database may be gone.
          log(`${name} pass failed: ${messageOf(error)}`);
          waiting.length = 0;
        })
        .finally(() => {
          running.delete(done);
          pump();
          if (held() === 0) endIdleWaits();
          if (backlog && refillAt !== undefined && held() <= refillAt) wake();
        });
      running.add(done);
    }
  }

  async function claimAndStart(claim: Claim<Job>, room: number): Promise<number> {
    const jobs = await claim(room, finished.splice(0));
    backlog = room > 0 && jobs.length === room;
    waiting.push(...jobs);
    pump();
    return jobs.length;
  }

  function wake() {
    if (!polling) return;
    if (passing) {
      again = true;
      return;
    }
    clearTimeout(timer);
    passing = true;
    pass = (async () => {
      try {
        do {
          again = false;
          for (const [step, claim] of claims.entries()) {
            if (step > 0) await drained();
            if (stopping) break;
            await claimAndStart(claim, batchSize - held());
          }
        } while (again && polling);
      } catch (error) {
        log(`${name} pass failed: ${messageOf(error)}`);
      } finally {
        passing = false;
        if (polling) timer = setTimeout(wake, pollMs);
      }
    })();
  }

  return {
    /** Claims now instead of at the next poll; while a pass runs, another follows it. */
    wake,
    /**
     * One pass of up to `limit` jobs a claim (`batchSize` unless told), outside the loop;
     * resolves with how many it claimed once every job has ended and been recorded.
     */
    async runOnce(limit = batchSize): Promise<number> {
      let claimed = 0;
      for (const claim of claims) {
        claimed += await claimAndStart(claim, limit);
        await drained();
      }
      if (finished.length) await record(finished.splice(0));
      return claimed;
    },
    start() {
      polling = true;
      stopping = false;
      abort = new AbortController();
      wake();
    },
    /** Resolves once every job has ended or been aborted, and every outcome has been recorded or left to its lease. */
    async stop() {
      polling = false;
      stopping = true;
      clearTimeout(timer);
      endIdleWaits();
      await pass;
      const released = waiting.splice(0).map((job): Outcome<Job> => ({ job, status: "released" }));
      const ending = Promise.all(running);
      if (options.stopGraceMs !== undefined) {
        let grace: NodeJS.Timeout | undefined;
        const late = new Promise<"late">((resolve) => (grace = setTimeout(() => resolve("late"), options.stopGraceMs)));
        if ((await Promise.race([ending, late])) === "late") abort.abort();
        clearTimeout(grace);
      }
      await ending;
      const outcomes = [...finished.splice(0), ...released];
      if (outcomes.length)
        await record(outcomes).catch((error: unknown) =>
          log(`${name} outcomes not recorded at the stop: ${messageOf(error)}`),
        );
      stopping = false;
    },
  };
}
