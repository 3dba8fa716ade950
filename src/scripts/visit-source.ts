import { rememberVisitSource } from "#src/lib/leads/visit-capture.ts";

// Every page may be a visit's first, and a lead may be sent from any later one.
rememberVisitSource(new URL(window.location.href), document.referrer, () => window.sessionStorage);
