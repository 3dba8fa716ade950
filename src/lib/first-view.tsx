/**
 * The id of an empty element at the end of every page's hero. The root holds the first paint
 * until the browser has inserted it (app/root.tsx), which is once the header and the hero
 * before it are parsed whole: painted from part of the hero, a slow phone showed the copy,
 * then moved it as the rest of the hero and its product picture arrived.
 */
export const HERO_END = "hero-end";

/** Marks the end of a hero for the first paint to wait on. */
export function HeroEnd() {
  return <span id={HERO_END} hidden />;
}
