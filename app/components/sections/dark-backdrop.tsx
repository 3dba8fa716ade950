/** The glow and grid behind dark heroes; purely decorative. */
export function DarkBackdrop() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10 overflow-hidden">
      <div className="absolute -top-40 left-1/2 h-[36rem] w-[64rem] -translate-x-1/2 rounded-full bg-brand-purple/25 blur-3xl" />
      <div className="absolute top-1/3 -right-40 h-96 w-96 rounded-full bg-brand-pink/20 blur-3xl" />
      <div className="absolute -bottom-32 -left-32 h-96 w-96 rounded-full bg-brand-orange/15 blur-3xl" />
      <div className="hero-grid absolute inset-0 opacity-40" />
    </div>
  );
}
