import { useEffect, useRef } from "react";

/** The 1.5 px purple-pink-orange bar fixed at the bottom of the screen. */
export function ScrollProgress() {
  const barRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const max = document.documentElement.scrollHeight - window.innerHeight;
      const progress = max > 0 ? Math.min(1, window.scrollY / max) : 0;
      // Written straight to the element: a re-render per scroll event would waste the main thread.
      barRef.current?.style.setProperty("transform", `scaleX(${progress})`);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
    };
  }, []);

  return (
    <div aria-hidden="true" className="pointer-events-none fixed inset-x-0 bottom-0 z-50 h-[1.5px]">
      <div
        ref={barRef}
        data-testid="scroll-progress"
        className="h-full origin-left [transform:scaleX(0)] bg-brand-gradient"
      />
    </div>
  );
}
