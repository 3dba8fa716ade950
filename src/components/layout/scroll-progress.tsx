/**
 * The 1.5 px purple-pink-orange bar fixed at the bottom of the screen. Markup only:
 * src/scripts/scroll-progress.ts sets its width as the visitor scrolls.
 */
export function ScrollProgress() {
  return (
    <div aria-hidden="true" className="pointer-events-none fixed inset-x-0 bottom-0 z-50 h-[1.5px]">
      <div
        data-scroll-progress=""
        data-testid="scroll-progress"
        className="h-full origin-left [transform:scaleX(0)] bg-brand-gradient"
      />
    </div>
  );
}
