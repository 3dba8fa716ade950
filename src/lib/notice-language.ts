import { atom } from "nanostores";

import { NOTICE_LANGUAGES, type NoticeLanguage } from "#shared/data-rights.ts";

const KEY = "sentinel:notice-language";

/**
 * The language the visitor reads the privacy notices in: one choice for every form on the page,
 * kept in the tab's sessionStorage so that later forms and pages of the visit open in it. Pages
 * are prerendered in English; a notice restores the kept choice once its island has hydrated.
 */
export const $noticeLanguage = atom<NoticeLanguage>("en");

const isNoticeLanguage = (value: unknown): value is NoticeLanguage =>
  NOTICE_LANGUAGES.some((language) => language === value);

/** Takes up the language chosen earlier in the visit; storage that is blocked or holds anything else changes nothing. */
export function restoreNoticeLanguage(store: () => Storage | undefined): void {
  try {
    const kept = store()?.getItem(KEY);
    if (isNoticeLanguage(kept)) $noticeLanguage.set(kept);
  } catch {
    // Blocked storage: the notice stays in the language it is in.
  }
}

/** Shows every notice in `language`, and keeps the choice for the visit where storage allows. */
export function chooseNoticeLanguage(language: NoticeLanguage, store: () => Storage | undefined): void {
  $noticeLanguage.set(language);
  try {
    store()?.setItem(KEY, language);
  } catch {
    // Blocked storage: the choice holds on this page only.
  }
}
