import { Mail, MapPin } from "lucide-react";

import type { Footer } from "#src/content/footer.ts";
import { apiLinkUrl, apiOverviewUrl, mailto } from "#src/content/site.ts";
import { siteInUse } from "#src/content/values.ts";
import { AddressLines } from "#src/components/ui/address-lines.tsx";
import { ExternalLink } from "#src/components/ui/external-link.tsx";

import { Logo } from "./logo.tsx";
import type { MenuPage, MenuPages } from "./menu-pages.ts";
import { SocialIcon } from "./social-icon.tsx";

const linkClass = "text-sm text-slate-400 transition-colors hover:text-white";

function FooterColumn({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-semibold text-white">{title}</h2>
      <ul className="mt-4 space-y-2.5">{children}</ul>
    </div>
  );
}

function PageLinks({ pages }: { pages: readonly MenuPage[] }) {
  return pages.map((page) => (
    <li key={page.path}>
      <a href={page.path} className={linkClass}>
        {page.name}
      </a>
    </li>
  ));
}

/** The footer; the solutions' and industries' columns are the header's menus' pages. */
export function SiteFooter({ footer, menus }: { footer: Footer; menus: MenuPages }) {
  const site = siteInUse();
  return (
    <footer className="bg-ink-950 text-slate-400">
      <div className="mx-auto max-w-7xl px-4 pt-16 pb-10 sm:px-6 lg:px-8">
        <div className="grid gap-12 lg:grid-cols-[1.2fr_2fr]">
          <div>
            <Logo />
            <p className="mt-4 max-w-sm text-sm leading-relaxed">{footer.about}</p>
            <a
              href={mailto(site)}
              className="mt-6 inline-flex items-center gap-2 text-sm font-medium text-white hover:underline"
            >
              <Mail className="size-4 text-brand-pink" aria-hidden="true" />
              {site.email}
            </a>
            <div className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-1">
              {site.offices.map((office) => (
                <address key={office.kind} className="flex gap-2 text-sm leading-relaxed not-italic">
                  <MapPin className="mt-0.5 size-4 shrink-0 text-brand-orange" aria-hidden="true" />
                  <span>
                    <span className="block font-semibold text-slate-200">
                      {office.kind}, {office.city}
                    </span>
                    <AddressLines lines={office.lines} />
                  </span>
                </address>
              ))}
            </div>
            <ul className="mt-6 flex gap-3" aria-label={footer.socialLabel}>
              {site.socials.map((social) => (
                <li key={social.network}>
                  <ExternalLink
                    href={social.href}
                    aria-label={footer.socialLink.replace("{network}", social.label)}
                    className="flex size-10 items-center justify-center rounded-full bg-white/5 text-slate-300 transition-colors hover:bg-white/15 hover:text-white"
                  >
                    <SocialIcon network={social.network} className="size-5" />
                  </ExternalLink>
                </li>
              ))}
            </ul>
          </div>

          <div className="grid grid-cols-2 gap-10 sm:grid-cols-4">
            <FooterColumn title={footer.columns.solutions}>
              <PageLinks pages={menus.solutions} />
            </FooterColumn>
            <FooterColumn title={footer.columns.industries}>
              <PageLinks pages={menus.industries} />
            </FooterColumn>
            <FooterColumn title={footer.columns.apis}>
              <li>
                <ExternalLink href={apiOverviewUrl(site)} className={linkClass}>
                  {footer.apiOverview}
                </ExternalLink>
              </li>
              {site.apiSite.groups.flatMap((group) =>
                group.links.map((link) => (
                  <li key={link.id}>
                    <ExternalLink href={apiLinkUrl(site, group.id, link.id)} className={linkClass}>
                      {link.name}
                    </ExternalLink>
                  </li>
                )),
              )}
            </FooterColumn>
            <FooterColumn title={footer.columns.company}>
              {footer.companyLinks.map((link) => (
                <li key={link.path}>
                  <a href={link.path} className={linkClass}>
                    {link.label}
                  </a>
                </li>
              ))}
              {footer.homeAnchors.map((link) => (
                <li key={link.path}>
                  <a href={link.path} className={linkClass}>
                    {link.label}
                  </a>
                </li>
              ))}
            </FooterColumn>
          </div>
        </div>

        <div className="mt-14 flex flex-col gap-3 border-t border-white/10 pt-8 text-xs sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {site.copyrightYear} {site.legalName}. {footer.rights}
          </p>
          <p>{footer.madeIn}</p>
        </div>
      </div>
    </footer>
  );
}
