// The ids of the site's dialogs, apart from their forms: the buttons that open a dialog are
// static markup, and a page names the dialog it waits for (app/lib/deferred.ts) without loading it.

export const DEMO_REQUEST_DIALOG = "demo-request";

export const CAREER_ALERT_DIALOG = "career-alert";
