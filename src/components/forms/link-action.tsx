import { useEffect, useState, useSyncExternalStore } from "react";

import type { DataRightsCopy, TokenPageCopy } from "#src/content/pages/data-rights.ts";
import { buttonClasses } from "#src/components/ui/button.ts";
import { useAnnouncedHeading } from "#src/lib/announced-heading.ts";
import { cn } from "#src/lib/cn.ts";
import { callDataRights } from "#src/lib/leads/client.ts";
import { linkToken, reloadForAnotherLink } from "#src/lib/data-rights/link-token.ts";
import { type Shown, type TokenPageState, confirmOutcome, withdrawOutcome } from "#src/lib/data-rights/outcome.ts";
import { runLinkAction } from "#src/lib/data-rights/submit.ts";

import { ActionButton } from "./action-button.tsx";

/** What a link page shows after the press; `refused` adds the way to a new request. */
type LinkOutcome = Shown<{ title: string; text: string }>;

const noChange = () => () => {};
/**
 * The link's token once the page runs in a browser; undefined while it is prerendered and while
 * it hydrates, so the hydrated page starts as the prerendered one.
 */
const useToken = () =>
  useSyncExternalStore(
    noChange,
    () => linkToken(),
    () => undefined,
  );

const tones = {
  done: "bg-emerald-50 ring-emerald-200",
  refused: "bg-amber-50 ring-amber-200",
  failed: "bg-rose-50 ring-rose-200",
} as const;

/** An answer the page shows, its heading focused so a screen reader reads it at once. */
export function OutcomePanel({
  title,
  text,
  tone,
  link,
  role = "status",
}: {
  title: string;
  text: string;
  tone: keyof typeof tones;
  link?: { label: string; path: string } | undefined;
  role?: "status" | "alert";
}) {
  const heading = useAnnouncedHeading<HTMLHeadingElement>();
  return (
    <div role={role} className={cn("rounded-2xl p-6 ring-1", tones[tone])}>
      <h2 ref={heading} tabIndex={-1} className="text-xl font-bold text-ink-900 outline-none">
        {title}
      </h2>
      <p className="mt-2 leading-relaxed text-slate-700">{text}</p>
      {link && (
        <a href={link.path} className={buttonClasses({ variant: "outline", className: "mt-5" })}>
          {link.label}
        </a>
      )}
    </div>
  );
}

/**
 * A link page's one control: it says what will happen, and only the press calls the database
 * (opening the page changes nothing; mail scanners open links). The press is kept if it comes
 * before the island has hydrated. No token: what to do instead.
 */
export function LinkAction<Answer>({
  copy,
  call,
  outcome,
  requestPath,
}: {
  copy: TokenPageCopy;
  call: (token: string) => Promise<Answer>;
  outcome: (answer: Answer) => LinkOutcome;
  /** Where a new request is made. */
  requestPath: string;
}) {
  const token = useToken();
  useEffect(reloadForAnotherLink, []);
  const [state, setState] = useState<TokenPageState<Answer>>({ step: "ready" });
  const again = { label: copy.again, path: requestPath };

  if (token === null) return <OutcomePanel {...copy.noToken} tone="refused" link={again} />;
  if (state.step === "answered") {
    const shown = outcome(state.answer);
    return <OutcomePanel {...shown} link={shown.tone === "refused" ? again : undefined} />;
  }
  const busy = state.step === "busy";
  const press = async () => {
    // Read here, not from this render: a press made before hydration is replayed by the first
    // render's action, which still has the prerendered "no token yet".
    const pressed = linkToken();
    if (busy || !pressed) return;
    setState({ step: "busy" });
    setState(await runLinkAction(pressed, call, (cause) => console.error("Data-rights link failed", cause)));
  };
  return (
    <div className="grid gap-6">
      <p className="text-lg leading-relaxed text-slate-700">{copy.intro}</p>
      {(state.step === "limited" || state.step === "failed") && (
        <OutcomePanel {...copy[state.step]} tone="failed" role="alert" />
      )}
      <ActionButton
        action={press}
        aria-disabled={busy || undefined}
        aria-busy={busy}
        className={buttonClasses({
          size: "lg",
          className: "w-full aria-disabled:cursor-not-allowed aria-disabled:opacity-60 sm:w-auto sm:justify-self-start",
        })}
      >
        {busy ? copy.busy : copy.button}
      </ActionButton>
    </div>
  );
}

/** /data-rights/confirm: runs the request the link stands for, once. */
export function ConfirmRequest({ copy, requestPath }: { copy: DataRightsCopy["confirm"]; requestPath: string }) {
  return (
    <LinkAction
      copy={copy}
      requestPath={requestPath}
      call={(token) => callDataRights("confirm_data_rights", { token })}
      outcome={(answer) => confirmOutcome(answer, copy.outcomes)}
    />
  );
}

/** /data-rights/withdraw: withdraws consent and erases, for the address the link was sent to. */
export function WithdrawConsent({ copy, requestPath }: { copy: DataRightsCopy["withdraw"]; requestPath: string }) {
  return (
    <LinkAction
      copy={copy}
      requestPath={requestPath}
      call={(token) => callDataRights("withdraw_consent", { token })}
      outcome={(answer) => withdrawOutcome(answer, copy.outcomes)}
    />
  );
}
