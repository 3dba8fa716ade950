import { rememberVisitSource } from "#src/lib/leads/visit-capture.ts";
import { countVisit } from "#src/lib/leads/visit-count.ts";

// Every page may be a visit's first, and a lead may be sent from any later one. The page that
// starts the tab's visit counts it, once.
const started = rememberVisitSource(new URL(window.location.href), document.referrer, () => window.sessionStorage);
if (started) countVisit(started);
