// How the pages read the privacy notices: every language's file, read once as the module loads,
// each checked to be the file of its language, the notice the forms cite, and the words of
// that version.
import { CURRENT_NOTICE_VERSION } from "#shared/data-rights.ts";

import { entriesOf } from "./entries.ts";
import { recordedWords, wordsHash } from "#src/content/notice-words.ts";
import { type FormNotices, type NoticeForm, noticesFor } from "#src/content/notices.ts";

const entries = await entriesOf("notices");

for (const { id, data } of entries) {
  if (id !== data.language)
    throw new Error(
      `src/content/notices/${id}.yaml is written in "${data.language}": a file is named for its language`,
    );
  if (data.version !== CURRENT_NOTICE_VERSION)
    throw new Error(
      `src/content/notices/${id}.yaml is version ${data.version}, but the forms cite ${CURRENT_NOTICE_VERSION} (shared/notice-versions.json)`,
    );
  if (recordedWords[data.version]?.[data.language] !== wordsHash(data))
    throw new Error(
      `src/content/notices/${id}.yaml: its words are not those of version ${data.version}, which consent records cite ` +
        "as what a person was shown. Changed words need a new version: save the notice in the content editor " +
        "(npm run edit), or run `node scripts/notice-version.ts`, which gives it one and registers it with the database.",
    );
}

const notices = entries.map((entry) => entry.data);

/** One form's notice in every language, for its island. */
export const noticeOf = (form: NoticeForm): FormNotices => noticesFor(notices, form);
