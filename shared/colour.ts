/** A colour written "#rrggbb" as its red, green and blue channels, each from 0 to 255. */
export function channels(hex: string): [number, number, number] {
  const [red = 0, green = 0, blue = 0] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return [red, green, blue];
}
