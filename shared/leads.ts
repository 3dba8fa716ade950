// The lead tables' contract between the forms, the server and the scripts: the rows the
// forms insert and the local anon key. supabase/migrations holds the tables themselves.

/**
 * The local server's public anon key. Like Supabase's anon key it is meant to be public:
 * it only lets a visitor insert leads, which the database's grants and RLS enforce.
 */
export const LOCAL_ANON_KEY = "sentinel-local-anon-key";

/** A row for `download_report`, exactly the columns of SPEC 3. */
export interface ReportRow {
  first_name: string;
  last_name: string;
  email: string;
  company: string;
  designation: string;
  country: string;
  status: "Requested";
}

/** A row for `contact_messages` (SPEC 3): the full name is also split at its first space. */
export interface ContactRow {
  first_name: string;
  last_name: string;
  full_name: string;
  email: string;
  company: string;
  phone: string;
  question: string;
  message: string;
  referer: string;
  form_source: "contact-us-form" | "demo-request-modal" | "roi-calculator";
}

/** A row for `career_alerts`. */
export interface CareerAlertRow {
  full_name: string;
  email: string;
  source: "careers-notify";
}
