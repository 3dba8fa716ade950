// How the pages read the privacy notices: every language's file, read once as the module loads,
// each checked to be the file of its language and the notice the forms cite.
import { getCollection } from "astro:content";

import { CURRENT_NOTICE_VERSION } from "#shared/data-rights.ts";

import { type FormNotices, type NoticeForm, noticesFor } from "./notices.ts";

const entries = await getCollection("notices");

for (const { id, data } of entries) {
  if (id !== data.language)
    throw new Error(
      `src/content/notices/${id}.yaml is written in "${data.language}": a file is named for its language`,
    );
  if (data.version !== CURRENT_NOTICE_VERSION)
    throw new Error(
      `src/content/notices/${id}.yaml is version ${data.version}, but the forms cite ${CURRENT_NOTICE_VERSION} (shared/data-rights.ts)`,
    );
}

const notices = entries.map((entry) => entry.data);

/** One form's notice in every language, for its island. */
export const noticeOf = (form: NoticeForm): FormNotices => noticesFor(notices, form);
