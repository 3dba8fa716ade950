// The report's charts of visits against leads, as inline SVG like chart.ts's: horizontal bars
// (a campaign's conversion, a landing page's visits) and, per week or month, visits as bars with
// leads as a line on an axis of their own. Positions across are percentages of the width, so a
// chart fills any column while its text keeps its size. Every text is escaped: names are
// campaign values and paths from visitors' links.
import { escapeHtml } from "#server/delivery/messages.ts";

export interface BarRow {
  name: string;
  /** The bar's length against the longest, 0 to 1. */
  share: number;
  /** What the bar says at its end: "12.5%", "82 visits". */
  value: string;
  /** The line under the name: "3 leads from 24 visits". */
  detail: string;
  colour: string;
}

const ROW = 64;
/** The bars' longest, as a share of the width: the rest holds the value at a bar's end. */
const SPAN = 74;
/** Names longer than this are cut in the chart; the tooltip and the tables give them whole. */
const LONGEST_NAME = 40;

const percent = (value: number) => `${Number(value.toFixed(3))}%`;
const cut = (text: string) => (text.length > LONGEST_NAME ? `${text.slice(0, LONGEST_NAME - 1)}…` : text);

/** One labelled bar a row: the name, the bar with its value at its end, and the detail under it. */
export function barRows({
  id,
  title,
  description,
  rows,
}: {
  id: string;
  title: string;
  description: string;
  rows: readonly BarRow[];
}): string {
  const body = rows
    .map((row, index) => {
      const top = index * ROW;
      const width = Math.max(row.share * SPAN, row.share > 0 ? 0.6 : 0);
      return `<g class="bar-row"><title>${escapeHtml(`${row.name}: ${row.value}, ${row.detail}`)}</title>
<text class="bar-name" x="0" y="${top + 14}">${escapeHtml(cut(row.name))}</text>
<text class="bar-detail" x="0" y="${top + 54}">${escapeHtml(row.detail)}</text>
<rect class="bar-track" x="0" y="${top + 22}" width="${percent(SPAN)}" height="16" rx="3"/>
<rect class="rate-bar" x="0" y="${top + 22}" width="${percent(width)}" height="16" rx="3" fill="${escapeHtml(row.colour)}"/>
<text class="bar-value" x="${percent(width + 1)}" y="${top + 35}">${escapeHtml(row.value)}</text></g>`;
    })
    .join("\n");
  const empty = rows.length
    ? ""
    : `<text class="empty" x="50%" y="28" text-anchor="middle">Nothing to show in this period</text>`;
  const safeId = escapeHtml(id);
  return `<svg class="chart bars" role="img" aria-labelledby="${safeId}-title" aria-describedby="${safeId}-desc" width="100%" height="${Math.max(rows.length, 1) * ROW}">
<title id="${safeId}-title">${escapeHtml(title)}</title>
<desc id="${safeId}-desc">${escapeHtml(description)}</desc>
${body}${empty}
</svg>`;
}

export interface VisitsAndLeads {
  id: string;
  title: string;
  description: string;
  ticks: readonly string[];
  tickTitles: readonly string[];
  visits: readonly number[];
  leads: readonly number[];
  visitColour: string;
  leadColour: string;
}

const TOP = 24;
const PLOT = 200;
const HEIGHT = TOP + PLOT + 34;

/** A round top for an axis: 1, 2 or 5 times a power of ten, four steps, never under 4. */
function axisTop(max: number): number {
  if (max <= 4) return 4;
  const rough = max / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((times) => times * power).find((each) => each >= rough) ?? rough;
  return Math.ceil(max / step) * step;
}

/** Visits as bars on the left axis, leads as a line of dots on the right one, per week or month. */
export function visitsAndLeadsChart(chart: VisitsAndLeads): string {
  const slot = 100 / Math.max(1, chart.ticks.length);
  const centre = (index: number) => percent((index + 0.5) * slot);
  const visitTop = axisTop(Math.max(0, ...chart.visits));
  const leadTop = axisTop(Math.max(0, ...chart.leads));
  const y = (value: number, top: number) => Number((TOP + PLOT - (value / top) * PLOT).toFixed(2));
  const grid = [0, 0.25, 0.5, 0.75, 1]
    .map(
      (step) =>
        `<line class="grid" x1="0" x2="100%" y1="${y(step, 1)}" y2="${y(step, 1)}"/><text class="y-tick" x="-8" y="${y(step, 1)}" dy="0.32em" text-anchor="end">${Math.round(step * visitTop)}</text><text class="y-tick leads-axis" x="100%" dx="8" y="${y(step, 1)}" dy="0.32em">${Math.round(step * leadTop)}</text>`,
    )
    .join("\n");
  const bars = chart.visits
    .map(
      (count, index) =>
        `<rect class="visit-bar" x="${percent((index + 0.2) * slot)}" width="${percent(slot * 0.6)}" y="${y(count, visitTop)}" height="${Number((y(0, visitTop) - y(count, visitTop)).toFixed(2))}" fill="${escapeHtml(chart.visitColour)}"><title>${escapeHtml(`${chart.tickTitles[index] ?? ""}: ${count} visit${count === 1 ? "" : "s"}`)}</title></rect>`,
    )
    .join("\n");
  const line = chart.leads
    .slice(1)
    .map(
      (count, index) =>
        `<line class="lead-line" x1="${centre(index)}" x2="${centre(index + 1)}" y1="${y(chart.leads[index] ?? 0, leadTop)}" y2="${y(count, leadTop)}" stroke="${escapeHtml(chart.leadColour)}"/>`,
    )
    .join("");
  const dots = chart.leads
    .map(
      (count, index) =>
        `<circle class="lead-dot" cx="${centre(index)}" cy="${y(count, leadTop)}" r="5" fill="${escapeHtml(chart.leadColour)}"><title>${escapeHtml(`${chart.tickTitles[index] ?? ""}: ${count} lead${count === 1 ? "" : "s"}`)}</title></circle>`,
    )
    .join("");
  const every = Math.ceil(chart.ticks.length / 12);
  const labels = chart.ticks
    .map((tick, index) =>
      index % every
        ? ""
        : `<text x="${centre(index)}" y="${TOP + PLOT + 18}" text-anchor="middle">${escapeHtml(tick)}</text>`,
    )
    .join("");
  const safeId = escapeHtml(chart.id);
  return `<svg class="chart" role="img" aria-labelledby="${safeId}-title" aria-describedby="${safeId}-desc" width="100%" height="${HEIGHT}">
<title id="${safeId}-title">${escapeHtml(chart.title)}</title>
<desc id="${safeId}-desc">${escapeHtml(chart.description)}</desc>
<text class="axis-title" x="-8" y="${TOP - 12}" text-anchor="end">Visits</text>
<text class="axis-title" x="100%" dx="8" y="${TOP - 12}">Leads</text>
${grid}
${bars}
<line class="baseline" x1="0" x2="100%" y1="${y(0, 1)}" y2="${y(0, 1)}"/>
${line}${dots}
<g class="x-ticks">${labels}</g>
</svg>`;
}

/** The CSS of these charts, beside chart.ts's. */
export const conversionChartStyle = `
.plot.both { padding-right: 44px; }
.chart .leads-axis { text-anchor: start; }
.chart .lead-line { stroke-width: 2.5; }
.chart .lead-dot { stroke: #fff; stroke-width: 1.5; }
.chart .bar-track { fill: #eef1f5; }
.chart .bar-name { fill: #0f172a; font-size: 13px; font-weight: 600; }
.chart .bar-detail { fill: #5b677a; font-size: 12px; }
.chart .bar-value { fill: #0f172a; font-size: 13px; font-weight: 700; }
.key { display: flex; flex-wrap: wrap; gap: 6px 18px; margin: 12px 0 0; padding: 0; list-style: none; font-size: 13px; }
.key li { display: flex; align-items: center; gap: 8px; }
.key .dot { border-radius: 50%; }
.data.cross tbody th { width: auto; min-width: 10ch; }
.data.cross tbody th + th { width: 100%; }
`;
