import { NOTICE_LANGUAGES } from "#shared/data-rights.ts";
import { type FormNotices, type NoticeForm, noticeSchema, noticesFor } from "#src/content/notices.ts";
import { readFilledContent } from "#src/collections/values-files.ts";

/** Every language's privacy notice, read and checked as the build reads them. */
export const notices = NOTICE_LANGUAGES.map((language) => readFilledContent(`notices/${language}.yaml`, noticeSchema));

/** One form's notice in every language, as its page gives it to the form. */
export const noticeOf = (form: NoticeForm): FormNotices => noticesFor(notices, form);
