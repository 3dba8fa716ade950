-- Leads for the sales team's own tools, and where each lead came from.
--   * Attribution: nullable columns on the three lead tables, captured at the first page of
--     the visit: the five utm_* campaign parameters, the landing path and the referring
--     site's host. CHECK constraints bound their length and characters (shared/leads.ts
--     states the same patterns for the forms); anon may insert them.
--   * An outbox: every row accepted into a lead table writes one event into
--     private.lead_events, from an AFTER INSERT trigger in the same transaction as the row,
--     so a lead and its event are stored together or not at all, on Supabase as locally.
--     The delivery worker POSTs each event to LEAD_WEBHOOK_URL, signed per the Standard
--     Webhooks specification, and records its state here (server/delivery/webhooks.ts).
--   * Two functions in public for the business's CLI (`npm run leads -- events`), callable
--     over the Data API (POST /rest/v1/rpc/<name>) by service_role only.

-- Attribution. One pattern for the five campaign parameters: letters, digits, spaces and
-- the punctuation campaign names use, nothing a browser or a spreadsheet would act on.
alter table public.contact_messages
  add column utm_source text,
  add column utm_medium text,
  add column utm_campaign text,
  add column utm_term text,
  add column utm_content text,
  add column landing_path text,
  add column referrer_host text,
  add constraint contact_messages_utm_source_check check (utm_source ~ '^[A-Za-z0-9 ._~+/:|(),%-]{1,200}$'),
  add constraint contact_messages_utm_medium_check check (utm_medium ~ '^[A-Za-z0-9 ._~+/:|(),%-]{1,200}$'),
  add constraint contact_messages_utm_campaign_check check (utm_campaign ~ '^[A-Za-z0-9 ._~+/:|(),%-]{1,200}$'),
  add constraint contact_messages_utm_term_check check (utm_term ~ '^[A-Za-z0-9 ._~+/:|(),%-]{1,200}$'),
  add constraint contact_messages_utm_content_check check (utm_content ~ '^[A-Za-z0-9 ._~+/:|(),%-]{1,200}$'),
  -- A path as browsers encode it (RFC 3986 path characters), without its query; not //,
  -- which a link would read as another host.
  add constraint contact_messages_landing_path_check check (
    char_length(landing_path) <= 500 and landing_path ~ '^/(?!/)[A-Za-z0-9._~!$&''()*+,;=:@%/-]*$'
  ),
  -- A host name in lower case, as URL.hostname gives it: no port, no path.
  add constraint contact_messages_referrer_host_check check (
    char_length(referrer_host) <= 253
    and referrer_host ~ '^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$'
  );

alter table public.download_report
  add column utm_source text,
  add column utm_medium text,
  add column utm_campaign text,
  add column utm_term text,
  add column utm_content text,
  add column landing_path text,
  add column referrer_host text,
  add constraint download_report_utm_source_check check (utm_source ~ '^[A-Za-z0-9 ._~+/:|(),%-]{1,200}$'),
  add constraint download_report_utm_medium_check check (utm_medium ~ '^[A-Za-z0-9 ._~+/:|(),%-]{1,200}$'),
  add constraint download_report_utm_campaign_check check (utm_campaign ~ '^[A-Za-z0-9 ._~+/:|(),%-]{1,200}$'),
  add constraint download_report_utm_term_check check (utm_term ~ '^[A-Za-z0-9 ._~+/:|(),%-]{1,200}$'),
  add constraint download_report_utm_content_check check (utm_content ~ '^[A-Za-z0-9 ._~+/:|(),%-]{1,200}$'),
  add constraint download_report_landing_path_check check (
    char_length(landing_path) <= 500 and landing_path ~ '^/(?!/)[A-Za-z0-9._~!$&''()*+,;=:@%/-]*$'
  ),
  add constraint download_report_referrer_host_check check (
    char_length(referrer_host) <= 253
    and referrer_host ~ '^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$'
  );

alter table public.career_alerts
  add column utm_source text,
  add column utm_medium text,
  add column utm_campaign text,
  add column utm_term text,
  add column utm_content text,
  add column landing_path text,
  add column referrer_host text,
  add constraint career_alerts_utm_source_check check (utm_source ~ '^[A-Za-z0-9 ._~+/:|(),%-]{1,200}$'),
  add constraint career_alerts_utm_medium_check check (utm_medium ~ '^[A-Za-z0-9 ._~+/:|(),%-]{1,200}$'),
  add constraint career_alerts_utm_campaign_check check (utm_campaign ~ '^[A-Za-z0-9 ._~+/:|(),%-]{1,200}$'),
  add constraint career_alerts_utm_term_check check (utm_term ~ '^[A-Za-z0-9 ._~+/:|(),%-]{1,200}$'),
  add constraint career_alerts_utm_content_check check (utm_content ~ '^[A-Za-z0-9 ._~+/:|(),%-]{1,200}$'),
  add constraint career_alerts_landing_path_check check (
    char_length(landing_path) <= 500 and landing_path ~ '^/(?!/)[A-Za-z0-9._~!$&''()*+,;=:@%/-]*$'
  ),
  add constraint career_alerts_referrer_host_check check (
    char_length(referrer_host) <= 253
    and referrer_host ~ '^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$'
  );

grant insert (utm_source, utm_medium, utm_campaign, utm_term, utm_content, landing_path, referrer_host)
  on table public.contact_messages, public.download_report, public.career_alerts to anon;

-- The outbox. `id` orders the queue; `webhook_id` is the event's id for receivers (the
-- webhook-id header), the same on every attempt and every replay. `pending_since` starts the
-- current series of attempts (at the insert, or at a replay): the worker retries for at
-- least 24 hours from it, then marks the event failed.
create table private.lead_events (
  id bigint generated always as identity primary key,
  type text not null,
  occurred_at timestamptz not null,
  lead_id bigint not null,
  status text not null default 'pending',
  attempts integer not null default 0,
  last_error text,
  pending_since timestamptz not null default now(),
  next_attempt_at timestamptz not null default now(),
  claimed_until timestamptz,
  delivered_at timestamptz,
  constraint lead_events_type_check check (type in (
    'lead.contact_message.created', 'lead.report_request.created', 'lead.career_alert.created'
  )),
  constraint lead_events_status_check check (status in ('pending', 'delivered', 'failed')),
  constraint lead_events_attempts_check check (attempts >= 0),
  constraint lead_events_last_error_check check (char_length(last_error) <= 2000)
);

-- `webhook_id` is the primary key behind a prefix drawn once per database: unique by
-- construction, so it needs no index of its own, and no random draw per lead; the prefix
-- keeps two databases (production, staging) from sending one id for different leads.
-- evt_ and 32 hex digits, the form a random id had.
do $$
begin
  execute format(
    'alter table private.lead_events add column webhook_id text not null
       generated always as (%L || lpad(to_hex(id), 16, ''0'')) stored',
    'evt_' || left(md5(gen_random_uuid()::text), 16)
  );
end;
$$;

-- What a worker claims: pending events, the longest due first, so a new lead waits behind no
-- queue of retries; delivered and failed ones leave the index.
-- No other index: each costs every lead's insert, and listing or replaying by time reads a
-- table of leads, small enough to scan.
create index lead_events_due_idx on private.lead_events (next_attempt_at, id) where status = 'pending';

-- The lead as a CRM needs it: what the visitor sent and where the visit came from, with the
-- row's id and time (in UTC, as JavaScript writes times); none of the worker's bookkeeping.
-- json rather than jsonb keeps the fields in this order for the receiver. Built from the lead's
-- row when the event is sent, not stored with it: in the trigger it cost each insert as much
-- as the rest of the event, and the outbox keeps no copy of what the visitor sent, so a lead
-- erased from its table is gone everywhere (its payload is null: the worker then marks the
-- event failed without sending it). A whole claim's events in one call: a call per event cost
-- the worker more than the payloads did.
create function private.lead_event_payloads(event_ids bigint[]) returns table (id bigint, payload json)
language sql
stable
set search_path = ''
as $$
  select e.id,
         case
           when c.id is not null then json_build_object(
             'id', c.id, 'created_at', to_char(c.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
             'first_name', c.first_name, 'last_name', c.last_name, 'full_name', c.full_name,
             'email', c.email, 'company', c.company, 'phone', c.phone,
             'question', c.question, 'message', c.message,
             'referer', c.referer, 'form_source', c.form_source,
             'utm_source', c.utm_source, 'utm_medium', c.utm_medium, 'utm_campaign', c.utm_campaign,
             'utm_term', c.utm_term, 'utm_content', c.utm_content,
             'landing_path', c.landing_path, 'referrer_host', c.referrer_host)
           when r.id is not null then json_build_object(
             'id', r.id, 'created_at', to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
             'first_name', r.first_name, 'last_name', r.last_name,
             'email', r.email, 'company', r.company, 'designation', r.designation, 'country', r.country,
             'utm_source', r.utm_source, 'utm_medium', r.utm_medium, 'utm_campaign', r.utm_campaign,
             'utm_term', r.utm_term, 'utm_content', r.utm_content,
             'landing_path', r.landing_path, 'referrer_host', r.referrer_host)
           when a.id is not null then json_build_object(
             'id', a.id, 'created_at', to_char(a.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
             'full_name', a.full_name, 'email', a.email, 'source', a.source,
             'utm_source', a.utm_source, 'utm_medium', a.utm_medium, 'utm_campaign', a.utm_campaign,
             'utm_term', a.utm_term, 'utm_content', a.utm_content,
             'landing_path', a.landing_path, 'referrer_host', a.referrer_host)
         end
    from private.lead_events e
    left join public.contact_messages c on e.type = 'lead.contact_message.created' and c.id = e.lead_id
    left join public.download_report r on e.type = 'lead.report_request.created' and r.id = e.lead_id
    left join public.career_alerts a on e.type = 'lead.career_alert.created' and a.id = e.lead_id
   where e.id = any(event_ids);
$$;
revoke all on function private.lead_event_payloads(bigint[]) from public;

-- One trigger a statement, per table: the events of all its rows in one INSERT, from the
-- statement's transition table, where a trigger a row cost each lead a call and an INSERT.
-- The trigger names the event's type.
create function private.record_lead_events() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into private.lead_events (type, occurred_at, lead_id)
  select tg_argv[0], n.created_at, n.id from inserted n order by n.id;
  return null;
end;
$$;
revoke all on function private.record_lead_events() from public;

create trigger contact_messages_record_events after insert on public.contact_messages
  referencing new table as inserted
  for each statement execute function private.record_lead_events('lead.contact_message.created');
create trigger download_report_record_events after insert on public.download_report
  referencing new table as inserted
  for each statement execute function private.record_lead_events('lead.report_request.created');
create trigger career_alerts_record_events after insert on public.career_alerts
  referencing new table as inserted
  for each statement execute function private.record_lead_events('lead.career_alert.created');

-- Nobody reaches the outbox over the Data API: private is not exposed, and neither grants
-- nor policies let anon or authenticated in should it ever be. The trigger writes as its owner.
alter table private.lead_events enable row level security;
revoke all on table private.lead_events from anon, authenticated, service_role;

-- `npm run leads -- events [--since <time>]`: the events, oldest first, with their state.
create function public.lead_events(since timestamptz default null)
returns table (
  webhook_id text,
  type text,
  occurred_at timestamptz,
  lead_id bigint,
  status text,
  attempts integer,
  last_error text,
  next_attempt_at timestamptz,
  delivered_at timestamptz
)
language sql
stable
security definer
set search_path = ''
as $$
  select e.webhook_id, e.type, e.occurred_at, e.lead_id, e.status, e.attempts, e.last_error,
         e.next_attempt_at, e.delivered_at
    from private.lead_events e
   where since is null or e.occurred_at >= since
   order by e.id;
$$;

-- `npm run leads -- events replay --since <time>`: the events since then are sent again, as a
-- new series of attempts under the same webhook ids, with their leads as they are now. An event in flight keeps its lease, so
-- no second worker sends it meanwhile; the worker's result for the old attempt no longer
-- applies (it matches on attempts), and the lease ends before the new series starts.
create function public.replay_lead_events(since timestamptz) returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  replayed integer;
begin
  if since is null then
    raise exception using errcode = '22004', message = 'since is required';
  end if;
  update private.lead_events
     set status = 'pending', attempts = 0, last_error = null, delivered_at = null,
         pending_since = now(), next_attempt_at = now()
   where occurred_at >= since;
  get diagnostics replayed = row_count;
  return replayed;
end;
$$;

-- Supabase grants EXECUTE on new functions in public to anon and authenticated by default.
revoke all on function public.lead_events(timestamptz) from public, anon, authenticated;
revoke all on function public.replay_lead_events(timestamptz) from public, anon, authenticated;
grant execute on function public.lead_events(timestamptz) to service_role;
grant execute on function public.replay_lead_events(timestamptz) to service_role;
