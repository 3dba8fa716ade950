// The ids of the site's dialogs, apart from their forms: the buttons that open a dialog are
// static markup, and naming the dialog must not bring its form's island into their page.

export const DEMO_REQUEST_DIALOG = "demo-request";

export const CAREER_ALERT_DIALOG = "career-alert";
