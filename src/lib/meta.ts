/** Who the pages speak for, as the head needs it (content/site.ts). */
export interface MetaSite {
  name: string;
}

/** What a page says about itself, as its copy's `seo` gives it. */
export interface MetaSeo {
  title: string;
  description: string;
  /** A share image of the page's own under public/ ("/images/x.png"), instead of its card. */
  image?: string | undefined;
}

/** What a page's <head> says about it: the layout renders exactly this. */
export interface PageMeta {
  title: string;
  description: string;
  /** Absolute; none on a page search engines should not list. */
  canonical?: string;
  noindex: boolean;
  /** Open Graph and Twitter card, for pages worth sharing. */
  share?: {
    url: string;
    image: { url: string; width: number; height: number; alt: string };
  };
}

/** A share card's size, and that of a page's own image (scripts/build/share-images.ts checks it). */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** A page's card under /og/ (src/pages/og/[...path].png.ts): "index" for the home page, else its path. */
export const shareCardName = (path: string) => (path === "/" ? "index" : path.slice(1));

const shareCardPath = (path: string) => `/og/${shareCardName(path)}.png`;

/**
 * The title template, description, canonical address and share card of one page, against the
 * public origin the site is served from (`siteUrl`, SITE_URL at build time).
 */
export function buildMeta({
  site,
  siteUrl,
  seo,
  path,
}: {
  site: MetaSite;
  siteUrl: URL | string;
  seo: MetaSeo;
  path: string;
}): PageMeta {
  const title = path === "/" ? `${site.name} | ${seo.title}` : `${seo.title} | ${site.name}`;
  const url = new URL(path, siteUrl).href;
  return {
    title,
    description: seo.description,
    canonical: url,
    noindex: false,
    share: {
      url,
      image: {
        url: new URL(seo.image ?? shareCardPath(path), siteUrl).href,
        ...SHARE_IMAGE_SIZE,
        alt: `${site.name}: ${seo.title}`,
      },
    },
  };
}

/**
 * A page that is not there, or one only an e-mailed link opens: its title and description, and
 * no canonical address, share card or place in search results.
 */
export function unlistedMeta({ site, seo }: { site: MetaSite; seo: MetaSeo }): PageMeta {
  return { title: `${seo.title} | ${site.name}`, description: seo.description, noindex: true };
}

/** The company as schema.org describes an Organization, for the home page's JSON-LD. */
export function organizationJsonLd({
  site,
  siteUrl,
}: {
  site: MetaSite & {
    legalName: string;
    email: string;
    foundedYear: number;
    offices: readonly { lines: readonly string[]; city: string }[];
    socials: readonly { href: string }[];
  };
  siteUrl: URL | string;
}) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: site.name,
    legalName: site.legalName,
    url: new URL("/", siteUrl).href,
    logo: new URL("/icon-512.png", siteUrl).href,
    email: site.email,
    foundingDate: String(site.foundedYear),
    address: site.offices.map((office) => ({
      "@type": "PostalAddress",
      streetAddress: office.lines[0],
      addressLocality: office.city,
      addressCountry: "IN",
    })),
    sameAs: site.socials.map((social) => social.href),
  };
}
