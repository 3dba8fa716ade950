import type { ProductVisualContent, VisualBlock } from "#src/content/visuals/schema.ts";

import { CalendarBlock, FeedBlock, ScoreBlock, StatsBlock, TableBlock, TabsBlock, TimelineBlock } from "./blocks.tsx";
import { Backlight, Callout, Screen } from "./kit.tsx";

function Block({ block }: { block: VisualBlock }) {
  switch (block.kind) {
    case "stats":
      return <StatsBlock {...block} />;
    case "tabs":
      return <TabsBlock {...block} />;
    case "table":
      return <TableBlock {...block} />;
    case "feed":
      return <FeedBlock items={block.items} />;
    case "score":
      return <ScoreBlock {...block} />;
    case "calendar":
      return <CalendarBlock {...block} />;
    case "timeline":
      return <TimelineBlock {...block} />;
  }
}

/** A mock screen of the product; phones get a compact version with fewer rows and columns. */
export function ProductVisual({ visual }: { visual: ProductVisualContent }) {
  return (
    <>
      <Backlight />
      <Screen module={visual.module} view={visual.view} status={visual.status}>
        {visual.blocks.map((block, index) => (
          <Block key={index} block={block} />
        ))}
      </Screen>
      {visual.callout && <Callout {...visual.callout} />}
    </>
  );
}
