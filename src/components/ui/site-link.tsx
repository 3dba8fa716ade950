import { Link, useLocation, useNavigate } from "react-router";

import { followAnchorOnPage } from "#src/lib/follow-link.ts";

type SiteLinkProps = Omit<React.ComponentProps<typeof Link>, "to"> & {
  to: string;
  /** Runs after the link is followed, e.g. to close the mobile menu. */
  onFollow?: () => void;
};

/** A router link that scrolls smoothly to "#anchor" targets on the current page and moves focus there. */
export function SiteLink({ to, onFollow, onClick, ...props }: SiteLinkProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const hashAt = to.indexOf("#");
  const pathname = hashAt === -1 ? to : to.slice(0, hashAt) || location.pathname;
  const hash = hashAt === -1 ? "" : to.slice(hashAt);

  return (
    <Link
      to={to}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        if (followAnchorOnPage({ pathname, hash }, location, navigate)) event.preventDefault();
        onFollow?.();
      }}
      {...props}
    />
  );
}

/** A link to another site: always a new tab, never handing it our window. */
export function ExternalLink(props: Omit<React.ComponentProps<"a">, "target" | "rel">) {
  return <a target="_blank" rel="noopener noreferrer" {...props} />;
}
