// The site's security headers. Astro writes each page's Content-Security-Policy into a <meta>
// with the hashes of the inline scripts it emitted (security.csp in astro.config.ts), which the
// build narrows to the page's own (page-script-policy.ts); the build sends the same policy as a
// header too (_headers, which the local server reads), adding what a <meta> policy cannot
// carry: frame-ancestors.
import { createHash } from "node:crypto";

import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

/** The policy's directives beside script-src and style-src, which Astro writes per page. */
export function cspDirectives({ supabaseUrl }: { supabaseUrl?: string | undefined }) {
  const connect = ["'self'", ...(supabaseUrl ? [new URL(supabaseUrl).origin] : [])];
  return [
    "default-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${connect.join(" ")}`,
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "upgrade-insecure-requests",
  ] as const;
}

/**
 * The inline scripts React itself writes into a page, which Astro does not hash: the one that
 * holds a form's submit until its island has hydrated, written beside every <form action={fn}>.
 * React renders one here, and its scripts are hashed as they are.
 */
export function reactScriptHashes(): `sha256-${string}`[] {
  const html = renderToStaticMarkup(createElement("form", { action: () => {} }));
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, body = ""]) => scriptHash(body));
}

/** The CSP source that allows one inline script: Astro hashes only the scripts it bundles. */
export const scriptHash = (body: string) => `sha256-${createHash("sha256").update(body).digest("base64")}` as const;

/** Directives a browser ignores in a <meta> policy: only a header can say them. */
const headerOnly = ["frame-ancestors 'none'"];

const META = /<meta http-equiv="content-security-policy" content="([^"]*)"/i;

/** The policy Astro wrote into a page's <meta>, as its header: the same directives and hashes, and frame-ancestors. */
export function pagePolicyHeader(html: string): string {
  const policy = META.exec(html)?.[1];
  if (!policy) throw new Error("a built page carries no content-security-policy <meta>");
  return policyHeader(policy.replaceAll("&#39;", "'").replaceAll("&quot;", '"').replaceAll("&amp;", "&"));
}

/** A policy as a header, with the directives only a header can carry. */
export function policyHeader(policy: string): string {
  const directives = policy
    .split(";")
    .map((directive) => directive.trim())
    .filter(Boolean);
  return [...directives, ...headerOnly].join("; ");
}

/** Sent with every response. */
export const commonHeaders: Readonly<Record<string, string>> = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy":
    "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), interest-cohort=()",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
};
