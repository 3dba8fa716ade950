import { existsSync, readFileSync } from "node:fs";

/**
 * CPU time the process `pid` has used, in ms, where Linux's /proc tells it: what the server
 * spends per request stays comparable when other work shares the host, unlike its rate.
 */
function cpuMs(pid: number | undefined): number | undefined {
  const stat = `/proc/${pid}/stat`;
  if (pid === undefined || !existsSync(stat)) return undefined;
  // Fields 14 and 15 (user and system time, in ticks of 1/100 s), counted here from after
  // the command name, which may hold spaces.
  const text = readFileSync(stat, "utf8");
  const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Starts counting `pid`'s CPU time; the function returned gives µs per one of `count` since, if the host tells it. */
export function cpuMeter(pid: number | undefined): (count: number) => number | undefined {
  const before = cpuMs(pid);
  return (count) => {
    const after = cpuMs(pid);
    return before === undefined || after === undefined ? undefined : ((after - before) * 1000) / count;
  };
}
