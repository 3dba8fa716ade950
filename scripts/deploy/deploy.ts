// `npm run deploy [-- database|site|delivery|verify] [--dry-run] [--url ORIGIN]`
// Puts the site in production: the settings first (the environment, else .env.production),
// then each step in order, or the one named. --dry-run prints each step's plan and changes
// nothing. A missing or malformed setting stops it before any step starts.
import { parseArgs } from "node:util";

import { databaseStep } from "./database.ts";
import { deliveryStep } from "./delivery.ts";
import { siteStep } from "./site.ts";
import { verifyStep } from "./verify.ts";
import { ENV_FILE, type Needs, SETTINGS, type SettingName, readSettings, settingProblems } from "./settings.ts";
import { DeployStop, STEP_NAMES, type Step, type StepContext, type StepName } from "./step.ts";

const usage = `Usage: npm run deploy [-- database|site|delivery|verify] [--dry-run] [--url ORIGIN]
  Without a step, runs them all in this order: ${STEP_NAMES.join(", ")}.
  --dry-run     print what each step would do, and change nothing
  --url ORIGIN  the site verify checks (default: SITE_URL)
Settings come from the environment, else ${ENV_FILE} in the current folder: see the README's "Deploying".`;

const STEPS: Record<StepName, Step> = {
  database: databaseStep,
  site: siteStep,
  delivery: deliveryStep,
  verify: verifyStep,
};

const isStepName = (name: string): name is StepName => (STEP_NAMES as readonly string[]).includes(name);

/** The settings the chosen steps need, together; a dry run changes nothing, so needs less. */
function needsOf(steps: readonly Step[], dryRun: boolean): Needs {
  const required = new Set<SettingName>(
    steps.flatMap((step) => [...(step.needs?.required ?? []), ...(dryRun ? [] : (step.needs?.toChange ?? []))]),
  );
  const optional = new Set<SettingName>(steps.flatMap((step) => step.needs?.optional ?? []));
  return {
    required: [...required],
    optional: [...optional].filter((name) => !required.has(name)),
    together: steps.flatMap((step) => step.needs?.together ?? []),
  };
}

/** Runs the deploy as `args` ask; resolves with the process's exit code. */
export async function deploy(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: { "dry-run": { type: "boolean" }, url: { type: "string" }, help: { type: "boolean" } },
    });
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : error}\n${usage}`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    console.log(usage);
    return 0;
  }
  const unknown = positionals.find((name) => !isStepName(name));
  if (unknown !== undefined || positionals.length > 1) {
    console.error(`${unknown === undefined ? "Name one step at most" : `No step named "${unknown}"`}.\n${usage}`);
    return 2;
  }
  const chosen = positionals.length ? positionals.filter(isStepName).map((name) => STEPS[name]) : Object.values(STEPS);
  const dryRun = Boolean(values["dry-run"]);

  const settings = readSettings(env, ENV_FILE);
  const urlProblem = values.url === undefined ? undefined : SETTINGS.SITE_URL.check(values.url);
  const problems = [
    ...settingProblems(settings, needsOf(chosen, dryRun)),
    ...(urlProblem ? [`--url ${urlProblem}`] : []),
  ];
  if (problems.length) {
    console.error(
      `The deploy needs its settings first; nothing was changed:\n${problems.map((p) => `  ${p}`).join("\n")}`,
    );
    return 2;
  }
  for (const step of chosen) {
    const say = (line: string) => console.log(`${step.name}: ${line}`);
    const context: StepContext = { settings, url: values.url ?? settings.SITE_URL, say };
    try {
      await (dryRun ? step.plan(context) : step.run(context));
    } catch (error) {
      if (!(error instanceof DeployStop)) throw error;
      console.error(`${step.name}: stopped: ${error.message}`);
      return 1;
    }
  }
  return 0;
}

if (import.meta.main) {
  deploy(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
      process.exit(1);
    },
  );
}
