// Each page hands the browser the font subset that draws the site's own text (Inter cut to the
// characters the copy uses, scripts/font-subset.ts) from inside the page: a small script right
// after the inline stylesheet adds it to the document's fonts from its bytes. A font built from
// bytes is ready as it is added, so the first layout already draws Inter: there is no request
// for the first paint or the largest one to wait on, and no swap from the fallback that would
// move text once the first paint is out. The stylesheet keeps its @font-face for the same file,
// which a browser fetches only with scripting off; with it on, the face added here covers the
// same characters and wins, so the file is never asked for.

const STYLE = /<style data-inline="[^"]+">[\s\S]*?<\/style>/;
const FACE = /@font-face\{([^{}]*?src:url\((\/assets\/inter-core-wght-[\w-]+\.woff2)\)[^{}]*)\}/;

/** The descriptors of a minified @font-face block, by name. */
function descriptors(block: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const declaration of block.split(";")) {
    const colon = declaration.indexOf(":");
    if (colon > 0) found.set(declaration.slice(0, colon).trim(), declaration.slice(colon + 1).trim());
  }
  return found;
}

/** Adds the script that builds the page's font subset from its bytes, after the inline stylesheet. */
export function inlineFont(html: string, readAsset: (href: string) => Buffer): string {
  const style = STYLE.exec(html);
  if (!style) throw new Error("no inline stylesheet in a prerendered page");
  const face = FACE.exec(style[0]);
  if (!face?.[1] || !face[2]) throw new Error("the inline stylesheet declares no inter-core-wght font face");
  const declared = descriptors(face[1]);
  const family = declared.get("font-family")?.replace(/^["']|["']$/g, "");
  if (!family) throw new Error(`no font-family in ${face[0]}`);
  const options = {
    style: declared.get("font-style") ?? "normal",
    weight: declared.get("font-weight") ?? "normal",
    unicodeRange: declared.get("unicode-range") ?? "U+0-10FFFF",
    display: declared.get("font-display") ?? "auto",
  };
  const bytes = readAsset(face[2]).toString("base64");
  // Uint8Array.fromBase64 (Chromium 140+, Firefox 133+, Safari 18.2+) decodes 20 KB in a tenth of
  // a millisecond; elsewhere a plain loop takes about one, where Uint8Array.from with a mapping
  // function takes a hundred on a slow phone.
  const script =
    `<script>document.fonts.add(new FontFace(${JSON.stringify(family)},((text)=>{` +
    `if(Uint8Array.fromBase64)return Uint8Array.fromBase64(text);` +
    `const binary=atob(text),bytes=new Uint8Array(binary.length);` +
    `for(let i=0;i<binary.length;i+=1)bytes[i]=binary.charCodeAt(i);return bytes})("${bytes}"),` +
    `${JSON.stringify(options)}));</script>`;
  return html.replace(STYLE, (element) => element + script);
}
