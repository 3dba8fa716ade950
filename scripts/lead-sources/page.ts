// A sources report as one self-contained HTML page: its CSS and SVG charts inline, nothing
// fetched. Its Content-Security-Policy allows no request at all and no script, so even a
// value that slipped past escaping could neither load nor run anything. Every value is
// escaped: campaign names, paths and hosts come from the links visitors followed.
import { brand, colors } from "#shared/brand.ts";
import { escapeHtml } from "#server/delivery/messages.ts";

import { type ChartSeries, chartStyle, stackedBarChart } from "./chart.ts";
import { type BarRow, barRows, conversionChartStyle, visitsAndLeadsChart } from "./conversion-charts.ts";
import {
  type CrossView,
  type Dimension,
  type Line,
  type SourceFigures,
  change,
  changeText,
  conversion,
  conversionText,
  hasVisits,
} from "./figures.ts";
import { REPORT_TIME_ZONE, bucketLabel, bucketTitle, longDay } from "./period.ts";

/** No request to anywhere, and styles only from the page itself. */
export const REPORT_CSP = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'";

/** Series colours: the brand's, then three that stand apart from them; greys for the rest and for no value. */
const PALETTE = [colors.brand.purple, colors.brand.pink, colors.brandDark.orange, "#0e7490", "#15803d", "#1e40af"];
const OTHER_COLOUR = "#475569";
const NOT_SET_COLOUR = "#9aa4b2";

/** The page's CSS; the charts' own, with label rules for `ticks`, comes from the chart module. */
const style = (ticks: readonly string[]) => `
:root { color-scheme: light; --ink: ${colors.ink[900]}; --text: #1e293b; --muted: #5b677a; --line: #e2e8f0;
  --ground: #f4f5f9; --up: #166534; --up-bg: #dcfce7; --down: #b91c1c; --down-bg: #fee2e2; }
* { box-sizing: border-box; }
body { margin: 0; background: var(--ground); color: var(--text); -webkit-text-size-adjust: 100%;
  font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; }
.wrap { max-width: 1200px; margin: 0 auto; padding: 0 32px; }
.masthead { background: var(--ink); color: #fff; padding: 36px 0 32px; border-top: 4px solid transparent;
  border-image: linear-gradient(90deg, ${colors.brand.purple}, ${colors.brand.pink}, ${colors.brand.orange}) 1; }
.eyebrow { margin: 0 0 8px; color: ${colors.brandLight.purple}; font-size: 12px; font-weight: 600;
  letter-spacing: 0.08em; text-transform: uppercase; }
h1 { margin: 0 0 10px; font-size: 30px; line-height: 1.2; letter-spacing: -0.01em; }
.period { margin: 0; color: #e2e8f0; font-size: 16px; }
.compare { margin: 4px 0 0; color: #a5b0c4; font-size: 14px; }
main.wrap { padding-top: 32px; padding-bottom: 8px; }
section { margin-bottom: 32px; }
h2 { margin: 0 0 14px; color: var(--ink); font-size: 19px; }
.tiles { display: grid; grid-template-columns: repeat(auto-fill, minmax(170px, 1fr)); gap: 12px; }
.tile, .card { min-width: 0; background: #fff; border: 1px solid var(--line); border-radius: 12px; }
.tile { padding: 14px 16px; }
.tile.total { box-shadow: inset 0 3px 0 ${colors.brand.purple}; }
.tile h3 { margin: 0; color: var(--muted); font-size: 13px; font-weight: 600; }
.figure { margin: 2px 0 8px; color: var(--ink); font-size: 30px; font-weight: 700; line-height: 1.2;
  font-variant-numeric: tabular-nums; }
.trend { display: flex; flex-wrap: wrap; align-items: center; gap: 4px 8px; margin: 0; }
.before { color: var(--muted); font-size: 13px; white-space: nowrap; }
.delta { display: inline-block; padding: 1px 8px; border-radius: 999px; font-size: 13px; font-weight: 600;
  white-space: nowrap; font-variant-numeric: tabular-nums; }
.delta.up { color: var(--up); background: var(--up-bg); }
.delta.down { color: var(--down); background: var(--down-bg); }
.delta.flat { color: var(--muted); background: #eef1f5; }
.stack { display: grid; gap: 20px; }
.columns { display: grid; grid-template-columns: minmax(0, 1fr); align-items: start; gap: 20px; }
@media (min-width: 1000px) { .columns { grid-template-columns: repeat(2, minmax(0, 1fr)); } }
.card { padding: 20px 22px; }
.card h3 { margin: 0 0 2px; color: var(--ink); font-size: 16px; }
.card .sub { margin: 0 0 16px; color: var(--muted); font-size: 13px; }
.chart-body { display: grid; grid-template-columns: minmax(0, 1fr); gap: 16px; }
@media (min-width: 900px) { .chart-body { grid-template-columns: minmax(0, 1fr) 240px; gap: 32px; } }
.legend { display: flex; flex-direction: column; gap: 8px; margin: 0; padding: 0; list-style: none; font-size: 13px; }
.legend li { display: flex; align-items: baseline; gap: 8px; min-width: 0; }
.swatch { flex: none; width: 10px; height: 10px; border-radius: 2px; }
.legend .name { flex: 1; min-width: 0; overflow-wrap: anywhere; }
.legend .count { color: var(--muted); font-variant-numeric: tabular-nums; }
@media (max-width: 899px) { .legend { flex-direction: row; flex-wrap: wrap; gap: 6px 18px; } .legend .name { flex: initial; } }
${chartStyle(ticks)}
${conversionChartStyle}
table.data { width: 100%; border-collapse: collapse; font-size: 14px; }
.data th, .data td { padding: 8px 0 8px 14px; border-bottom: 1px solid #eef1f5; text-align: left; vertical-align: top; }
.data th:first-child { padding-left: 0; }
.data thead th { color: var(--muted); font-size: 12px; font-weight: 600; letter-spacing: 0.04em;
  text-transform: uppercase; border-bottom-color: var(--line); }
.data tbody th { width: 100%; font-weight: 500; overflow-wrap: anywhere; }
.data .num { text-align: right; white-space: nowrap; font-variant-numeric: tabular-nums; }
.data tbody tr:last-child > * { border-bottom: 0; }
.data .from { display: none; }
.share { display: block; height: 4px; margin-top: 6px; border-radius: 2px; background: #eef1f5; }
.share > span { display: block; height: 100%; border-radius: 2px;
  background: linear-gradient(90deg, ${colors.brand.purple}, ${colors.brand.pink}); }
.none { color: var(--muted); font-style: italic; }
.visually-hidden { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden;
  clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
footer.wrap { padding-bottom: 40px; color: var(--muted); font-size: 13px; }
footer p { margin: 0 0 6px; max-width: 90ch; }
@media (max-width: 640px) {
  .wrap { padding: 0 16px; }
  .masthead { padding: 26px 0 22px; }
  h1 { font-size: 24px; }
  .card { padding: 16px; }
  .tiles { grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 10px; }
  .tile { padding: 12px 14px; }
  .figure { font-size: 26px; }
  /* The period before, and a value's visits, move under the change and the conversion. */
  .data .previous, .data .visits { display: none; }
  .data th, .data td { padding-left: 8px; }
  table.data { font-size: 13px; }
  .data thead th { letter-spacing: 0; }
  /* A cross view's two names and four figures may not fit: its card scrolls, not the page. */
  .card:has(.cross) { overflow-x: auto; }
  .data .from { display: block; margin-top: 2px; color: var(--muted); font-size: 12px; }
}
`;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

/** `text` escaped, and free to wrap after each slash or dot, so a path or host breaks between its parts. */
const breakable = (text: string) => escapeHtml(text).replace(/[/.]/g, "$&<wbr>");

/** A name, or "(not set)" set apart, so no campaign can pass for the absence of one. */
const name = (line: Line) =>
  line.value === null ? `<span class="none">${escapeHtml(line.label)}</span>` : breakable(line.label);

function delta(line: Line): string {
  const difference = change(line);
  const kind = difference > 0 ? "up" : difference < 0 ? "down" : "flat";
  // The typographic minus sign reads better; the colour is never the only sign of direction.
  return `<span class="delta ${kind}">${escapeHtml(changeText(line).replaceAll("-", "\u2212"))}</span>`;
}

function tile(title: string, line: Line, main = false): string {
  return `<article class="tile${main ? " total" : ""}"><h3>${escapeHtml(title)}</h3><p class="figure">${line.total}</p><p class="trend">${delta(line)}<span class="before">${line.previous} before</span></p></article>`;
}

/** The period's visits as a tile, with their change. */
const visitsTile = (all: Line) => tile("Visits", { ...all, total: all.visits, previous: all.previousVisits }, true);

function conversionTile(all: Line): string {
  return `<article class="tile total"><h3>Conversion (leads per visit)</h3><p class="figure">${conversionText(all.total, all.visits)}</p><p class="trend"><span class="before">${conversionText(all.previous, all.previousVisits)} before</span></p></article>`;
}

/** A table's first column, short beside the card's title. */
const HEADS: Record<Dimension["column"], string> = {
  form: "Form",
  landing_path: "Page",
  utm_source: "Source",
  utm_medium: "Medium",
  utm_campaign: "Campaign",
  referrer_host: "Site",
};

/** The rows a bar chart shows at most; the tables below list every value. */
const BAR_ROWS = 8;

/** Campaigns with visits, best conversion first: the one that converts best leads the chart. */
function conversionCard(lines: readonly Line[]): string {
  const withVisits = lines
    .filter((line) => line.visits > 0)
    .sort((a, b) => (conversion(b.total, b.visits) ?? 0) - (conversion(a.total, a.visits) ?? 0) || b.visits - a.visits)
    .slice(0, BAR_ROWS);
  const best = Math.max(0, ...withVisits.map((line) => conversion(line.total, line.visits) ?? 0));
  const rows: BarRow[] = withVisits.map((line, index) => ({
    name: line.label,
    share: best ? (conversion(line.total, line.visits) ?? 0) / best : 0,
    value: conversionText(line.total, line.visits),
    detail: `${plural(line.total, "lead")} from ${plural(line.visits, "visit")}`,
    colour: index === 0 && line.total > 0 ? colors.brand.pink : colors.brand.purple,
  }));
  return `<article class="card" aria-labelledby="conversion-heading">
<h3 id="conversion-heading">Conversion by campaign</h3>
<p class="sub">Leads per visit, best first: campaigns with visits in the period</p>
${barRows({
  id: "chart-conversion",
  title: "Conversion by campaign",
  description:
    "Horizontal bars, one per campaign with visits, the best conversion first; each says its leads and visits. The campaign table below has every figure.",
  rows,
})}
</article>`;
}

/** Landing pages by their visits, most first. */
function landingCard(lines: readonly Line[]): string {
  const landed = lines
    .filter((line) => line.visits > 0)
    .sort((a, b) => b.visits - a.visits || b.total - a.total)
    .slice(0, BAR_ROWS);
  const most = Math.max(0, ...landed.map((line) => line.visits));
  const rows: BarRow[] = landed.map((line) => ({
    name: line.label,
    share: most ? line.visits / most : 0,
    value: plural(line.visits, "visit"),
    detail: `${plural(line.total, "lead")} · ${conversionText(line.total, line.visits)} converted`,
    colour: colors.brand.purple,
  }));
  return `<article class="card" aria-labelledby="landing-heading">
<h3 id="landing-heading">Where visitors land</h3>
<p class="sub">Visits by the page they began on, most first</p>
${barRows({
  id: "chart-where",
  title: "Where visitors land",
  description:
    "Horizontal bars, one per landing page, the most visited first; each says its leads and conversion. The landing page table below has every figure.",
  rows,
})}
</article>`;
}

const VISIT_COLOUR = colors.brandLight.purple;
const LEAD_COLOUR = colors.brand.pink;

function overTimeCard(figures: SourceFigures): string {
  const { period, all } = figures;
  const unit = period.by;
  const key = (colour: string, name: string, round = false) =>
    `<li><span class="swatch${round ? " dot" : ""}" style="background:${colour}"></span>${name}</li>`;
  return `<article class="card" aria-labelledby="over-time-heading">
<h3 id="over-time-heading">Visits against leads per ${unit}</h3>
<p class="sub">${escapeHtml(`${plural(all.visits, "visit")} and ${plural(all.total, "lead")}; ${unit === "week" ? "weeks" : "months"} with neither are left out`)}</p>
<div class="plot both">${visitsAndLeadsChart({
    id: "chart-visits-leads",
    title: `Visits and leads per ${unit}`,
    description: `Bars of visits on the left axis and a line of leads on the right one, per ${unit} from ${bucketTitle(period.buckets[0] ?? period.since, unit)} to ${bucketTitle(period.buckets.at(-1) ?? period.until, unit)}.`,
    ticks: period.buckets.map((start) => bucketLabel(start, unit)),
    tickTitles: period.buckets.map((start) => bucketTitle(start, unit)),
    visits: all.visitCounts,
    leads: all.counts,
    visitColour: VISIT_COLOUR,
    leadColour: LEAD_COLOUR,
  })}</div>
<ul class="key">${key(VISIT_COLOUR, "Visits (left axis)")}${key(LEAD_COLOUR, "Leads (right axis)", true)}</ul>
</article>`;
}

/** The cross view: each pair of values a row, with its visits, leads and conversion. */
function crossCard({ dimensions, lines }: CrossView): string {
  const visits = dimensions.every(hasVisits);
  const [first, second] = dimensions;
  const rows = lines
    .map(
      (line) =>
        `<tr>${line.labels.map((text, index) => `<th scope="row">${line.values[index] === null ? `<span class="none">${escapeHtml(text)}</span>` : breakable(text)}</th>`).join("")}${visits ? `<td class="num">${line.visits}</td>` : ""}<td class="num">${line.total}</td>${visits ? `<td class="num">${conversionText(line.total, line.visits)}</td>` : ""}<td class="num">${delta(line)}<span class="from">from ${line.previous}</span></td></tr>`,
    )
    .join("\n");
  const title = `${HEADS[first.column]} by ${HEADS[second.column].toLowerCase()}`;
  return `<article class="card" aria-labelledby="cross-heading">
<h3 id="cross-heading">${escapeHtml(title)}</h3>
<table class="data cross"><thead><tr><th scope="col">${HEADS[first.column]}</th><th scope="col">${HEADS[second.column]}</th>${visits ? `<th scope="col" class="num">Visits</th>` : ""}<th scope="col" class="num">Leads</th>${visits ? `<th scope="col" class="num">Conversion</th>` : ""}<th scope="col" class="num">Change</th></tr></thead>
<tbody>${rows || `<tr><td colspan="6" class="none">Nothing in either period</td></tr>`}</tbody></table>
</article>`;
}

/** The values with most leads in the period, one a colour, then the rest as one "Other" series. */
function chartSeries(lines: readonly Line[], buckets: number): ChartSeries[] {
  const shown = lines.filter((line) => line.total > 0);
  // "Other" for one value would hide its name for nothing.
  const room = shown.length > PALETTE.length ? PALETTE.length - 1 : PALETTE.length;
  const top = shown.slice(0, room);
  const rest = shown.slice(room);
  let colour = 0;
  const series: ChartSeries[] = top.map((line) => ({
    name: line.label,
    counts: line.counts,
    colour: line.value === null ? NOT_SET_COLOUR : (PALETTE[colour++] ?? OTHER_COLOUR),
  }));
  if (rest.length) {
    const counts = Array.from({ length: buckets }, (_, index) =>
      rest.reduce((sum, line) => sum + (line.counts[index] ?? 0), 0),
    );
    series.push({ name: `Other (${plural(rest.length, "value")})`, counts, colour: OTHER_COLOUR });
  }
  return series;
}

function chartCard(id: string, what: string, lines: readonly Line[], figures: SourceFigures): string {
  const { period } = figures;
  const unit = period.by;
  const series = chartSeries(lines, period.buckets.length);
  const title = `Leads per ${unit} by ${what}`;
  const first = bucketTitle(period.buckets[0] ?? period.since, unit);
  const last = bucketTitle(period.buckets.at(-1) ?? period.until, unit);
  const svg = stackedBarChart({
    id,
    title,
    description: `Stacked bars, one per ${unit} from ${first} to ${last}, a segment per ${what}: those with most leads, any others together as Other. A table of the same figures follows.`,
    ticks: period.buckets.map((start) => bucketLabel(start, unit)),
    tickTitles: period.buckets.map((start) => bucketTitle(start, unit)),
    xTitle: unit === "week" ? "Week starting (Monday)" : "Month",
    series,
  });
  const total = (counts: readonly number[]) => counts.reduce((sum, count) => sum + count, 0);
  const legend = series
    .map(
      (each) =>
        `<li><span class="swatch" style="background:${escapeHtml(each.colour)}"></span><span class="name">${breakable(each.name)}</span><span class="count">${total(each.counts)}</span></li>`,
    )
    .join("");
  const head = series.map((each) => `<th scope="col">${escapeHtml(each.name)}</th>`).join("");
  const rows = period.buckets
    .map(
      (start, index) =>
        `<tr><th scope="row">${escapeHtml(bucketTitle(start, unit))}</th>${series.map((each) => `<td>${each.counts[index] ?? 0}</td>`).join("")}<td>${figures.all.counts[index] ?? 0}</td></tr>`,
    )
    .join("");
  return `<article class="card" aria-labelledby="${id}-heading">
<h3 id="${id}-heading">${escapeHtml(title)}</h3>
<p class="sub">${escapeHtml(`${plural(figures.all.total, "lead")}, ${longDay(period.since)} to ${longDay(period.until)}`)}</p>
<div class="chart-body">
<div class="plot">${svg}</div>
${series.length ? `<ul class="legend" aria-label="${escapeHtml(`Colours of each ${what}, with its leads`)}">${legend}</ul>` : ""}
</div>
<div class="visually-hidden"><table><caption>${escapeHtml(title)}</caption><thead><tr><th scope="col">${unit === "week" ? "Week" : "Month"}</th>${head}<th scope="col">All leads</th></tr></thead><tbody>${rows}</tbody></table></div>
</article>`;
}

function breakdownCard(dimension: Dimension, lines: readonly Line[], all: Line): string {
  const id = `table-${dimension.column}`;
  const visits = hasVisits(dimension);
  const rows = lines
    .map((line) => {
      const share = all.total ? Math.round((1000 * line.total) / all.total) / 10 : 0;
      return `<tr><th scope="row">${name(line)}<span class="share" aria-hidden="true"><span style="width:${share}%"></span></span></th>${visits ? `<td class="num visits">${line.visits}</td>` : ""}<td class="num">${line.total}</td>${visits ? `<td class="num">${conversionText(line.total, line.visits)}<span class="from">${plural(line.visits, "visit")}</span></td>` : ""}<td class="num previous">${line.previous}</td><td class="num">${delta(line)}<span class="from">from ${line.previous}</span></td></tr>`;
    })
    .join("\n");
  const visitHeads = (head: string, kind = "") => (visits ? `<th scope="col" class="num${kind}">${head}</th>` : "");
  return `<article class="card" aria-labelledby="${id}">
<h3 id="${id}">${escapeHtml(dimension.title)}</h3>
<table class="data"><thead><tr><th scope="col">${HEADS[dimension.column]}</th>${visitHeads("Visits", " visits")}<th scope="col" class="num">Leads</th>${visitHeads("Conv.")}<th scope="col" class="num previous">Leads before</th><th scope="col" class="num">Change</th></tr></thead>
<tbody>${rows || `<tr><td colspan="6" class="none">Nothing in either period</td></tr>`}</tbody></table>
</article>`;
}

function generated(now: Date): string {
  const time = new Intl.DateTimeFormat("en-GB", {
    timeZone: REPORT_TIME_ZONE,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(now);
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: REPORT_TIME_ZONE }).format(now);
  return `${longDay(day)}, ${time} India time`;
}

export function sourcesPage(figures: SourceFigures, { generatedAt }: { generatedAt: Date }): string {
  const { period, all, breakdowns, cross } = figures;
  const forms = breakdowns.find(({ dimension }) => dimension.column === "form")?.lines ?? [];
  const lines = (column: string) => breakdowns.find(({ dimension }) => dimension.column === column)?.lines ?? [];
  const range = `${longDay(period.since)} to ${longDay(period.until)}`;
  return `<!doctype html>
<html lang="en-IN">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${REPORT_CSP}">
<meta name="referrer" content="no-referrer">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(`Visits, leads and what converts, ${range} · ${brand.name}`)}</title>
<style>${style(period.buckets.map((start) => bucketLabel(start, period.by)))}</style>
</head>
<body>
<header class="masthead"><div class="wrap">
<p class="eyebrow">${escapeHtml(brand.name)} · Leads report</p>
<h1>Visits, leads and what converts</h1>
<p class="period">${escapeHtml(`${range} · ${plural(period.days, "day")} · by ${period.by} · India time`)}</p>
<p class="compare">${escapeHtml(`Changes compare with the ${plural(period.days, "day")} before: ${longDay(period.previousSince)} to ${longDay(period.previousUntil)}.`)}</p>
</div></header>
<main class="wrap">
<section aria-labelledby="summary">
<h2 id="summary">Visits and leads</h2>
<div class="tiles">
${[visitsTile(all), tile("All leads", all, true), conversionTile(all), ...forms.map((line) => tile(line.label, line))].join("\n")}
</div>
</section>
<section aria-labelledby="converts">
<h2 id="converts">What converts</h2>
<div class="columns">
${conversionCard(lines("utm_campaign"))}
${landingCard(lines("landing_path"))}
</div>
</section>
<section aria-labelledby="trends">
<h2 id="trends">Per ${period.by}</h2>
<div class="stack">
${overTimeCard(figures)}
${chartCard("chart-source", "campaign source", lines("utm_source"), figures)}
${chartCard("chart-landing", "landing page", lines("landing_path"), figures)}
</div>
</section>
${cross ? `<section aria-labelledby="cross-heading-section"><h2 id="cross-heading-section">Side by side</h2>${crossCard(cross)}</section>` : ""}
<section aria-labelledby="totals">
<h2 id="totals">Totals and changes</h2>
<div class="columns">
${breakdowns.map(({ dimension, lines: each }) => breakdownCard(dimension, each, all)).join("\n")}
</div>
</section>
</main>
<footer class="wrap">
<p>Counts of the leads the database holds now: an erased lead, or one past its retention period, is no longer counted. Visits are counted once per browser tab, on the page the visit began on, and never from a browser that sends Do-Not-Track or Global Privacy Control; conversion is leads per visit. A visit has no form, so forms show leads alone. Campaign values and referring sites are what visitors' links and browsers reported, so anyone can make one up. "(not set)" is a visit or lead without the value.</p>
<p>${escapeHtml(`Generated ${generated(generatedAt)} by npm run leads -- sources, from public.lead_sources and public.visit_counts.`)}</p>
</footer>
</body>
</html>
`;
}
