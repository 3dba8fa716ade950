import { cn } from "#src/lib/cn.ts";

const DASHES = "6 10";

/**
 * The lines as an SVG document, white on nothing: the shape that lets the moving light through.
 * Single quotes inside, and only the characters a URL in CSS needs escaped, to keep it short.
 */
function maskImage(viewBox: string, d: string) {
  const svg = `<svg xmlns='http://www.w3.org/2000/svg' viewBox='${viewBox}' preserveAspectRatio='none'><path d='${d}' fill='none' stroke='#fff' stroke-width='2' stroke-dasharray='${DASHES}' vector-effect='non-scaling-stroke'/></svg>`;
  return `url("data:image/svg+xml,${svg.replace(/[<>#%]/g, encodeURIComponent)}")`;
}

/**
 * Dashed lines that signals run along: the lines stand still, and a band of light crosses them,
 * seen only through the dashes. The band moves by transform alone, which the browser's
 * compositor animates without the page's main thread; the lines are painted once. Under reduced
 * motion there is no band, and the lines stand still.
 */
export function SignalLines({
  viewBox,
  paths,
  direction,
  later = false,
  stroke,
  className,
}: {
  viewBox: string;
  paths: readonly string[];
  /** The way the signals run: left to right, or top to bottom. */
  direction: "across" | "down";
  /** The light runs half a turn after the lines before it: the signal has passed through. */
  later?: boolean;
  /** The lines' stroke, as a class (an SVG paint). */
  stroke: string;
  className?: string;
}) {
  const d = paths.join(" ");
  const mask = maskImage(viewBox, d);
  return (
    <div aria-hidden="true" className={cn("relative shrink-0", className)}>
      <svg viewBox={viewBox} preserveAspectRatio="none" className="absolute inset-0 size-full opacity-60">
        <path
          d={d}
          className={cn("fill-none", stroke)}
          strokeWidth="2"
          strokeDasharray={DASHES}
          vectorEffect="non-scaling-stroke"
        />
      </svg>
      <div className="absolute inset-0 overflow-hidden" style={{ maskImage: mask, maskSize: "100% 100%" }}>
        <div
          className={cn(
            "size-full from-transparent via-white to-transparent motion-reduce:hidden",
            direction === "across" ? "animate-signal-across bg-linear-to-r" : "animate-signal-down bg-linear-to-b",
            later && "[animation-delay:1.2s]",
          )}
        />
      </div>
    </div>
  );
}
