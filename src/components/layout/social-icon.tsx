import type { SocialNetwork } from "#src/content/site.ts";

// lucide-react ships no brand marks, so the four networks are drawn here.
const glyphs: Record<SocialNetwork, React.ReactNode> = {
  linkedin: (
    <>
      <rect x="2" y="2" width="20" height="20" rx="4" fill="currentColor" />
      <circle cx="7.5" cy="7.2" r="1.5" fill="var(--color-ink-900)" />
      <path
        d="M6.2 10h2.6v8H6.2zM10.6 10h2.5v1.2c.5-.9 1.6-1.4 2.8-1.4 2.2 0 3.3 1.4 3.3 3.9V18h-2.6v-4c0-1.2-.5-1.9-1.5-1.9-1.1 0-1.9.8-1.9 2V18h-2.6z"
        fill="var(--color-ink-900)"
      />
    </>
  ),
  x: <path d="M4 4h4.6l4.1 5.6L17.5 4H20l-6.1 7.1L20.5 20h-4.6l-4.4-6-5.2 6H3.8l6.5-7.5z" fill="currentColor" />,
  youtube: (
    <>
      <rect x="2" y="5" width="20" height="14" rx="4" fill="currentColor" />
      <path d="m10 9 5 3-5 3z" fill="var(--color-ink-900)" />
    </>
  ),
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="17.3" cy="6.7" r="1.2" fill="currentColor" />
    </>
  ),
};

export function SocialIcon({ network, className }: { network: SocialNetwork; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className}>
      {glyphs[network]}
    </svg>
  );
}
