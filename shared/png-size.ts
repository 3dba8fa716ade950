const PNG_SIGNATURE = "89504e470d0a1a0a";

/** A PNG's width and height, or undefined for a file that is no PNG. */
export function pngSize(file: Uint8Array): { width: number; height: number } | undefined {
  // A PNG says its size first: after the signature and the IHDR chunk's length and type.
  const head = Buffer.from(file.subarray(0, 24));
  if (head.length < 24 || head.subarray(0, 8).toString("hex") !== PNG_SIGNATURE) return undefined;
  return { width: head.readUInt32BE(16), height: head.readUInt32BE(20) };
}
