import { firstScreen } from "#src/lib/first-screen.ts";

/** The first stop of the keyboard: past the header, to the page's own content. */
export function SkipLink({ label }: { label: string }) {
  return (
    <a
      {...firstScreen}
      href="#main"
      className="sr-only z-[60] rounded-full bg-white px-4 py-2 font-semibold text-ink-900 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {label}
    </a>
  );
}
