/** The glow and grid behind dark heroes; purely decorative. */
export function DarkBackdrop() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10 overflow-hidden">
      <div className="absolute -top-40 left-1/2 h-[36rem] w-[64rem] -translate-x-1/2 rounded-full bg-brand-purple/25 blur-3xl" />
      <div className="hero-glows absolute inset-0" />
      <div className="hero-grid absolute inset-0 opacity-40" />
    </div>
  );
}
