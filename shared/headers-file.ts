// The _headers file (Netlify / Cloudflare Pages format): the build writes it, the local
// server reads it, so a static host and `npm start` send the same headers.

export type HeaderRules = { path: string; headers: Record<string, string> }[];

export function formatHeaders(rules: HeaderRules): string {
  return rules
    .map(({ path, headers }) =>
      [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n"),
    )
    .join("\n\n")
    .concat("\n");
}

export function parseHeaders(text: string): HeaderRules {
  const rules: HeaderRules = [];
  for (const line of text.split("\n")) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    const current = rules.at(-1);
    if (/^\s/.test(line) && current) {
      const colon = line.indexOf(":");
      current.headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
    } else {
      rules.push({ path: line.trim(), headers: {} });
    }
  }
  return rules;
}
