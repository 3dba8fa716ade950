// A time as the site writes it for India, "14:35 IST", without Intl: a page's first Intl
// formatter loads ICU's data on the main thread (decision 037). India keeps one offset all year.
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

const pad = (n: number) => String(n).padStart(2, "0");

/** `time` in India, "14:35 IST", with its day, "14:35 IST on 8 December", when that is not `now`'s day there. */
export function indiaTime(time: Date, now: Date = new Date()): string {
  const there = new Date(time.getTime() + IST_OFFSET_MS);
  const today = new Date(now.getTime() + IST_OFFSET_MS);
  const clock = `${pad(there.getUTCHours())}:${pad(there.getUTCMinutes())} IST`;
  const sameDay =
    there.getUTCFullYear() === today.getUTCFullYear() &&
    there.getUTCMonth() === today.getUTCMonth() &&
    there.getUTCDate() === today.getUTCDate();
  return sameDay ? clock : `${clock} on ${there.getUTCDate()} ${MONTHS[there.getUTCMonth()]}`;
}
