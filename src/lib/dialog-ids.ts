// The ids of the site's dialogs, apart from their forms: the buttons that open a dialog are
// static markup, and the island that holds the dialog's form (docs/decisions/012) need not be loaded to name it.

export const DEMO_REQUEST_DIALOG = "demo-request";

export const CAREER_ALERT_DIALOG = "career-alert";
