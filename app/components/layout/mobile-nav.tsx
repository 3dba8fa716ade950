import { useEffect, useRef } from "react";
import { NavLink } from "react-router";

import { headerCta, hiringBadge, mainNav } from "~/content/navigation";
import { buttonClasses } from "~/components/ui/button";
import { SiteLink } from "~/components/ui/site-link";
import { cn } from "~/lib/cn";

/** The menu below 768 px: closes when a link is chosen or on Escape. */
export function MobileNav({ id, onClose }: { id: string; onClose: (returnFocus?: boolean) => void }) {
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    panelRef.current?.querySelector<HTMLElement>("a")?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose(true);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [onClose]);

  return (
    <div ref={panelRef} id={id} className="border-t border-white/10 bg-ink-900 md:hidden">
      <nav aria-label="Mobile" className="mx-auto max-w-7xl px-4 pt-3 pb-6 sm:px-6">
        <ul className="flex flex-col">
          {mainNav.map((item) => (
            <li key={item.path}>
              <NavLink
                to={item.path}
                end
                onClick={() => onClose()}
                className={({ isActive }) =>
                  cn(
                    "block rounded-lg px-3 py-3 text-base font-medium",
                    isActive ? "bg-white/10 text-white" : "text-slate-300 hover:bg-white/5 hover:text-white",
                  )
                }
              >
                {item.label}
              </NavLink>
            </li>
          ))}
          <li>
            <NavLink
              to={hiringBadge.path}
              onClick={() => onClose()}
              className="block rounded-lg px-3 py-3 text-base font-medium text-emerald-300 hover:bg-white/5"
            >
              {hiringBadge.label}
            </NavLink>
          </li>
        </ul>
        <SiteLink
          to={headerCta.path}
          onFollow={() => onClose()}
          className={buttonClasses({ size: "lg", className: "mt-4 w-full" })}
        >
          {headerCta.label}
        </SiteLink>
      </nav>
    </div>
  );
}
