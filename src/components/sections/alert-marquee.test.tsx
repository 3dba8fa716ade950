import { readFileSync } from "node:fs";
import { join } from "node:path";

import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { alertFeed } from "#src/content/controls/alert-feed.ts";
import { solutionsOverview } from "#tests/support/layout.ts";

import { AlertMarquee } from "./alert-marquee.tsx";

const css = readFileSync(join(import.meta.dirname, "../../styles/app.css"), "utf8");
const html = renderToString(<AlertMarquee samples={solutionsOverview.alerts} />);

describe("the alert feed", () => {
  it("moves exactly one copy of its cards in each turn, so the loop has no seam", () => {
    expect(css).toMatch(/--animate-alert-feed:\s*alert-feed\s/);
    expect(css).toMatch(
      /@keyframes alert-feed\s*{\s*to\s*{\s*transform:\s*translateX\(calc\(-100% \/ var\(--copies\)\)\);?/,
    );
    const track = /<ul[^>]*>/.exec(html)?.[0] ?? "";
    expect(track).toMatch(/\banimate-alert-feed\b/);
    expect(track).toContain(`style="--copies:${alertFeed.repeat}"`);
    expect(html.match(/data-testid="alert-card"/g)).toHaveLength(alertFeed.repeat * 3);
  });

  it("is drawn without React, its button holding the track still through the feed's data-stopped", () => {
    expect(html).not.toContain("<script");
    expect(html).toMatch(/<section data-alert-feed=""[^>]*class="group\/feed /);
    expect(html).toMatch(/<button type="button" data-alert-feed-toggle=""/);
    expect(html).toMatch(/<ul[^>]*class="[^"]*group-data-stopped\/feed:\[animation-play-state:paused\]/);
  });

  it("says what its button will do next: pause, then play", () => {
    const button = /<button[^>]*>(.*?)<\/button>/s.exec(html)?.[1] ?? "";
    expect(button).toMatch(new RegExp(`<span class="group-data-stopped/feed:hidden">${alertFeed.pause}</span>`));
    expect(button).toMatch(new RegExp(`<span class="hidden group-data-stopped/feed:inline">${alertFeed.play}</span>`));
  });
});
