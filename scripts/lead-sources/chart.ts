// A stacked bar chart as inline SVG: one bar per week or month, a segment per series. Its
// horizontal positions are percentages of its width, so it fills any column while its text
// keeps its size; the leads axis's figures sit just left of its box, where the page leaves
// room. Every text is escaped: series names are campaign values and paths from visitors' links.
import { escapeHtml } from "#server/delivery/messages.ts";

export interface ChartSeries {
  name: string;
  counts: readonly number[];
  colour: string;
}

export interface StackedBarChart {
  /** Prefix of the ids the chart's title and description take in the page. */
  id: string;
  title: string;
  description: string;
  /** Each bar's short label, under it, and full name, in its segments' tooltips. */
  ticks: readonly string[];
  tickTitles: readonly string[];
  xTitle: string;
  series: readonly ChartSeries[];
}

const TOP = 22;
const PLOT = 200;
const BOTTOM = 50;
const CHART_HEIGHT = TOP + PLOT + BOTTOM;
/** Room the page leaves left of a chart for the leads axis's figures. */
const AXIS_ROOM = 40;

/** The axis's top and step: about four steps of 1, 2 or 5 times a power of ten, never less than one lead. */
function niceScale(max: number): { top: number; step: number } {
  if (max <= 0) return { top: 4, step: 1 };
  const rough = max / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(1, [1, 2, 5, 10].map((times) => times * power).find((each) => each >= rough) ?? rough);
  return { top: Math.ceil(max / step) * step, step };
}

const percent = (value: number) => `${Number(value.toFixed(3))}%`;
const pixels = (value: number) => Number(value.toFixed(2));
const leads = (count: number) => `${count} lead${count === 1 ? "" : "s"}`;

/** Bars whose label is drawn: about twelve at most, evenly spaced. */
const labelled = (ticks: readonly string[]) => {
  const every = Math.ceil(ticks.length / 12);
  return ticks.flatMap((tick, index) => (index % every ? [] : [{ tick, index }]));
};

/**
 * The chart's CSS. Labels under the bars thin out as the chart narrows (every second, third,
 * fourth label, then the totals over the bars go), by container queries on the width `ticks`
 * need at 11 px: the SVG cannot measure itself, and a page without scripts cannot either.
 */
export function chartStyle(ticks: readonly string[]): string {
  const label = Math.max(...ticks.map((tick) => tick.length), 1) * 6.6 + 10;
  const width = (share: number) => Math.round((labelled(ticks).length * label) / share);
  return `
.plot { container-type: inline-size; padding-left: ${AXIS_ROOM}px; }
svg.chart { display: block; overflow: visible; font-size: 11px; }
.chart .grid { stroke: #e6e9ef; }
.chart .baseline { stroke: #94a3b8; }
.chart .y-tick, .chart .x-ticks text { fill: #5b677a; }
.chart .axis-title { fill: #334155; font-weight: 600; }
.chart .bar { stroke: #fff; stroke-width: 1; }
.chart .totals text { fill: #334155; font-weight: 600; }
.chart .empty { fill: #5b677a; font-size: 13px; }
@container (max-width: ${width(1)}px) and (min-width: ${width(2) + 1}px) { .chart .x-ticks text:nth-child(2n) { display: none; } }
@container (max-width: ${width(2)}px) and (min-width: ${width(3) + 1}px) { .chart .x-ticks text:not(:nth-child(3n + 1)) { display: none; } }
@container (max-width: ${width(3)}px) { .chart .x-ticks text:not(:nth-child(4n + 1)) { display: none; } }
@container (max-width: ${ticks.length * 24}px) { .chart .totals { display: none; } }
`;
}

export function stackedBarChart(chart: StackedBarChart): string {
  const bars = chart.ticks.length;
  const totals = chart.ticks.map((_, index) =>
    chart.series.reduce((sum, series) => sum + (series.counts[index] ?? 0), 0),
  );
  const { top, step } = niceScale(Math.max(0, ...totals));
  const y = (value: number) => pixels(TOP + PLOT - (value / top) * PLOT);
  const slot = 100 / Math.max(1, bars);
  const centre = (index: number) => percent((index + 0.5) * slot);

  const grid: string[] = [];
  for (let value = 0; value <= top; value += step) {
    grid.push(
      `<line class="grid" x1="0" x2="100%" y1="${y(value)}" y2="${y(value)}"/><text class="y-tick" x="-8" y="${y(value)}" dy="0.32em" text-anchor="end">${value}</text>`,
    );
  }

  const segments: string[] = [];
  chart.ticks.forEach((_, index) => {
    let base = 0;
    for (const series of chart.series) {
      const count = series.counts[index] ?? 0;
      if (count <= 0) continue;
      const title = `${chart.tickTitles[index] ?? ""}, ${series.name}: ${leads(count)}`;
      segments.push(
        `<rect class="bar" x="${percent((index + 0.18) * slot)}" width="${percent(slot * 0.64)}" y="${y(base + count)}" height="${pixels(y(base) - y(base + count))}" fill="${escapeHtml(series.colour)}"><title>${escapeHtml(title)}</title></rect>`,
      );
      base += count;
    }
  });

  // Only labels in .x-ticks and one total per bar in .totals, so the style's nth-child rules count them.
  const labels = labelled(chart.ticks).map(
    ({ tick, index }) =>
      `<text x="${centre(index)}" y="${TOP + PLOT + 18}" text-anchor="middle">${escapeHtml(tick)}</text>`,
  );
  const sums = totals.map(
    (total, index) =>
      `<text x="${centre(index)}" y="${y(total) - 6}" text-anchor="middle">${total ? total : ""}</text>`,
  );
  const empty = totals.some(Boolean)
    ? ""
    : `<text class="empty" x="50%" y="${TOP + PLOT / 2}" text-anchor="middle">No leads in this period</text>`;

  const id = escapeHtml(chart.id);
  return `<svg class="chart" role="img" aria-labelledby="${id}-title" aria-describedby="${id}-desc" width="100%" height="${CHART_HEIGHT}">
<title id="${id}-title">${escapeHtml(chart.title)}</title>
<desc id="${id}-desc">${escapeHtml(chart.description)}</desc>
<text class="axis-title" x="-8" y="${TOP - 10}" text-anchor="end">Leads</text>
${grid.join("\n")}
${segments.join("\n")}
<line class="baseline" x1="0" x2="100%" y1="${y(0)}" y2="${y(0)}"/>
<g class="totals">${sums.join("")}</g>
<g class="x-ticks">${labels.join("")}</g>
${empty}
<text class="axis-title" x="50%" y="${CHART_HEIGHT - 8}" text-anchor="middle">${escapeHtml(chart.xTitle)}</text>
</svg>`;
}
