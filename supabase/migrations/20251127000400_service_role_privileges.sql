-- service_role is the business's key (npm run leads, the dashboard's API). Locally it holds
-- what the migrations grant it; on Supabase the project's default privileges had also given it
-- every privilege on the lead tables (INSERT, DELETE, TRUNCATE, REFERENCES, TRIGGER, UPDATE of
-- any column), and USAGE on their sequences. It keeps what it needs and nothing more, the same
-- on both: it reads the leads, sets the delivery columns the migrations name, and calls the two
-- lead-event functions. The SQL editor and the worker (DATABASE_URL) are the tables' owner.

revoke all on table public.contact_messages, public.download_report, public.career_alerts from service_role;
grant select on table public.contact_messages, public.download_report, public.career_alerts to service_role;
grant update (status, sent_at, attempts, last_error, claimed_until, next_attempt_at, review_reason)
  on table public.download_report to service_role;
grant update (notified_at, notify_attempts, notify_error, claimed_until, next_attempt_at, notify_failed_at)
  on table public.contact_messages to service_role;

revoke all on all sequences in schema public from anon, authenticated, service_role;

-- Tables, sequences and functions made later in public start with no privilege for the API's
-- roles, as Supabase's "securing your API" guide advises; each migration grants what it means.
alter default privileges in schema public revoke all on tables from anon, authenticated, service_role;
alter default privileges in schema public revoke all on sequences from anon, authenticated, service_role;
alter default privileges in schema public revoke execute on functions from public, anon, authenticated, service_role;
