-- Delivery bookkeeping for the e-mail worker: report links to requesters, and a
-- notification to the business inbox for every contact message and demo request.
-- A worker claims a row by leasing it (claimed_until), so a second worker skips it and a
-- worker that dies mid-send leaves it to be retried once the lease runs out.

alter table public.download_report
  add column claimed_until timestamptz,
  add column next_attempt_at timestamptz not null default now();

alter table public.contact_messages
  add column notified_at timestamptz,
  add column notify_attempts integer not null default 0,
  add column notify_error text,
  add column claimed_until timestamptz,
  add column next_attempt_at timestamptz not null default now(),
  add constraint contact_messages_notify_attempts_check check (notify_attempts >= 0),
  add constraint contact_messages_notify_error_check check (char_length(notify_error) <= 2000);

drop index if exists public.download_report_requested_idx;
create index download_report_due_idx on public.download_report (next_attempt_at, id) where status = 'Requested';
create index contact_messages_unnotified_idx on public.contact_messages (next_attempt_at, id) where notified_at is null;

grant update (claimed_until, next_attempt_at) on table public.download_report to service_role;
grant update (notified_at, notify_attempts, notify_error, claimed_until, next_attempt_at)
  on table public.contact_messages to service_role;
