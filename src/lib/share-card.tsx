// A page's share card as Satori draws it (flexbox and a subset of CSS, no stylesheet): the logo
// and name over the page's title and description on ink, the brand's gradient under them and
// down the right edge. One small glow only: a gradient over the whole card tripled the PNG's bytes.
import { colors } from "#shared/brand.ts";
import { channels } from "#shared/colour.ts";

import { logoMarkDataUri } from "./logo-mark.ts";

/** What a card says. */
export interface ShareCardText {
  siteName: string;
  /** The site's host name, written small, as a card from a shared link names where it leads. */
  host: string;
  title: string;
  description: string;
}

const markUri = logoMarkDataUri();
const gradient = Object.values(colors.brand).join(", ");
const glow = `rgba(${channels(colors.brand.purple).join(", ")}, 0.3)`;
/** Slate 300 and 400 (the site's text on ink): light enough on ink-900 for small text. */
const muted = { description: "#cbd5e1", host: "#94a3b8" };

/** The title's size: large, smaller as it grows, so that the longest (60 characters) takes three lines at most. */
function titleSize(title: string): number {
  if (title.length <= 24) return 88;
  if (title.length <= 42) return 72;
  return 62;
}

export function ShareCard({ siteName, host, title, description }: ShareCardText) {
  return (
    <div
      style={{
        display: "flex",
        width: "100%",
        height: "100%",
        backgroundColor: colors.ink[900],
        backgroundImage: `radial-gradient(circle at 100% 0%, ${glow}, transparent 32%)`,
        color: "#fff",
        fontFamily: "Inter",
      }}
    >
      <div style={{ display: "flex", flexDirection: "column", flexGrow: 1, padding: "64px 80px 72px" }}>
        <div style={{ display: "flex", alignItems: "center", justifyContent: "space-between" }}>
          <div style={{ display: "flex", alignItems: "center", gap: 18, fontSize: 34, fontWeight: 700 }}>
            <img src={markUri} width={60} height={60} alt="" />
            {siteName}
          </div>
          <div style={{ fontSize: 24, color: muted.host }}>{host}</div>
        </div>
        <div style={{ display: "flex", flexDirection: "column", flexGrow: 1, justifyContent: "center" }}>
          <div
            style={{
              fontSize: titleSize(title),
              fontWeight: 800,
              lineHeight: 1.06,
              letterSpacing: "-0.03em",
              maxWidth: 1000,
              lineClamp: 3,
            }}
          >
            {title}
          </div>
          <div
            style={{
              marginTop: 28,
              fontSize: 28,
              lineHeight: 1.4,
              color: muted.description,
              maxWidth: 960,
              lineClamp: 3,
            }}
          >
            {description}
          </div>
        </div>
        <div
          style={{
            display: "flex",
            height: 8,
            borderRadius: 4,
            backgroundImage: `linear-gradient(90deg, ${gradient})`,
          }}
        />
      </div>
      <div style={{ display: "flex", width: 16, backgroundImage: `linear-gradient(180deg, ${gradient})` }} />
    </div>
  );
}
