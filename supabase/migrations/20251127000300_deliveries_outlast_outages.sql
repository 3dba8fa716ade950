-- Deliveries that outlast an outage, and a flood that cannot reach the CRM.
--   * Notifications, report e-mails and digests were tried 5 times over about 8 minutes, then
--     a contact row left both its own claim and the digest, and a report row became Failed,
--     seen again only by someone running SQL. Each is now retried for 24 hours from the row's
--     creation, with backoff (the worker's), as lead events are. A contact row whose
--     notification finally fails gets notify_failed_at; a report request still becomes Failed.
--     Either is then named (by table, id and form, no visitor text) in the next digest.
--   * Lead events were all POSTed to the CRM's webhook, each a billed task in Zapier or Make.
--     A worker now takes an event only while fewer than LEAD_WEBHOOK_MAX_PER_HOUR (default
--     300) were delivered in the last hour or are in flight. The rest wait, none dropped, and
--     go oldest first as the hour allows; the next digest says how many wait.

alter table public.contact_messages
  add column notify_failed_at timestamptz,
  -- The digest that named its failed notification.
  add column failure_digest_id bigint,
  add constraint contact_messages_failure_digest_id_fkey foreign key (failure_digest_id)
    references private.notification_digests (id);
alter table public.download_report
  add column failure_digest_id bigint,
  add constraint download_report_failure_digest_id_fkey foreign key (failure_digest_id)
    references private.notification_digests (id);
alter table private.notification_digests
  add column failed_at timestamptz,
  -- Leads whose delivery failed for good since the last digest: [{table, id, form, created_at, error}].
  add column failures jsonb not null default '[]',
  -- Lead events due but waiting for the webhook cap when the digest was gathered, and the cap.
  add column webhooks_waiting integer not null default 0,
  add column webhook_per_hour integer;

grant update (notify_failed_at) on table public.contact_messages to service_role;

-- Waiting rows: the index the claims read no longer holds failed ones.
drop index public.contact_messages_waiting_idx;
create index contact_messages_waiting_idx on public.contact_messages (id)
  where notified_at is null and digest_id is null and notify_failed_at is null;
-- Failures not yet named: few, and read by every gathering.
create index contact_messages_unreported_failure_idx on public.contact_messages (id)
  where notify_failed_at is not null and failure_digest_id is null;
create index download_report_unreported_failure_idx on public.download_report (id)
  where status = 'Failed' and failure_digest_id is null;

drop function private.claim_notifications(integer, interval, integer);
drop function private.gather_notification_digest(integer);

-- Takes up to `batch` waiting rows for e-mails of their own, oldest first, within the cap:
-- leases them (`lease`) and counts the attempt.
create function private.claim_notifications(batch integer, lease interval)
returns setof public.contact_messages
language plpgsql
set search_path = ''
as $$
declare
  cap integer;
  room integer;
begin
  select per_hour into cap from private.notification_cap for update;
  -- A statement of its own, so it sees what a worker that held the lock before committed.
  room := greatest(cap - private.notification_places_taken(), 0);
  return query
    update public.contact_messages
       set claimed_until = now() + lease, notify_attempts = notify_attempts + 1
     where id in (
       select id from public.contact_messages
        where notified_at is null and digest_id is null and notify_failed_at is null
          and next_attempt_at <= now() and (claimed_until is null or claimed_until < now())
        order by id
        limit least(batch, room)
        for update skip locked)
    returning *;
end;
$$;

-- Lead events the webhook cap counts: delivered in the last hour, or in flight now.
create index lead_events_delivered_at_idx on private.lead_events (delivered_at) where status = 'delivered';
create index lead_events_leased_idx on private.lead_events (claimed_until)
  where status = 'pending' and claimed_until is not null;

create function private.webhook_sends_taken() returns integer
language sql
stable
set search_path = ''
return (select count(*) from private.lead_events where status = 'delivered' and delivered_at > now() - interval '1 hour')
     + (select count(*) from private.lead_events where status = 'pending' and claimed_until > now());

-- Takes up to `batch` due events, the longest due first, leased for `lease`, within
-- `per_hour` sends an hour (null: no cap). One worker decides at a time.
create function private.claim_lead_events(batch integer, lease interval, per_hour integer)
returns setof private.lead_events
language plpgsql
set search_path = ''
as $$
declare
  room integer := batch;
begin
  if per_hour is not null then
    perform pg_advisory_xact_lock(hashtext('lead_events:webhook cap'));
    room := least(batch, greatest(per_hour - private.webhook_sends_taken(), 0));
  end if;
  return query
    with claimed as (
      update private.lead_events
         set claimed_until = now() + lease, attempts = attempts + 1
       where id in (
         select id from private.lead_events
          where status = 'pending' and next_attempt_at <= now() and (claimed_until is null or claimed_until < now())
          order by next_attempt_at, id
          limit room
          for update skip locked)
      returning *)
    select * from claimed order by next_attempt_at, id;
end;
$$;

-- Gathers a digest, and returns its id, when there is something to say and the last digest is
-- old enough: leads waiting over the notification cap (put into it: they get no e-mail of their
-- own), deliveries that failed for good and are not yet named, or lead events waiting for the
-- webhook cap (`webhook_per_hour`, null when no webhook is set). Otherwise null.
create function private.gather_notification_digest(webhook_per_hour integer) returns bigint
language plpgsql
set search_path = ''
as $$
declare
  cap private.notification_cap;
  digest bigint;
  over_cap boolean;
  failures boolean;
  waiting integer := 0;
begin
  select * into cap from private.notification_cap for update;
  if cap.last_digest_at > now() - cap.digest_minutes * interval '1 minute' then
    return null;
  end if;
  -- Under the cap a waiting row gets an e-mail of its own.
  over_cap := private.notification_places_taken() >= cap.per_hour and exists (
    select from public.contact_messages
     where notified_at is null and digest_id is null and notify_failed_at is null
       and (claimed_until is null or claimed_until < now())
  );
  failures := exists (
    select from public.contact_messages where notify_failed_at is not null and failure_digest_id is null
  ) or exists (
    select from public.download_report where status = 'Failed' and failure_digest_id is null
  );
  if webhook_per_hour is not null and private.webhook_sends_taken() >= webhook_per_hour then
    select count(*) into waiting from private.lead_events
     where status = 'pending' and next_attempt_at <= now() and (claimed_until is null or claimed_until < now());
  end if;
  if not over_cap and not failures and waiting = 0 then
    return null;
  end if;
  insert into private.notification_digests (per_hour, digest_minutes, webhooks_waiting, webhook_per_hour)
    values (cap.per_hour, cap.digest_minutes, waiting, webhook_per_hour)
    returning id into digest;
  if over_cap then
    with marked as (
      update public.contact_messages set digest_id = digest
       where notified_at is null and digest_id is null and notify_failed_at is null
         and (claimed_until is null or claimed_until < now())
      returning id, created_at, form_source
    ), forms as (
      select form_source, count(*) as n from marked group by form_source
    )
    update private.notification_digests
       set lead_count = (select count(*) from marked),
           by_form = coalesce((select jsonb_object_agg(form_source, n) from forms), '{}'),
           first_id = (select min(id) from marked),
           last_id = (select max(id) from marked),
           first_created_at = (select min(created_at) from marked),
           last_created_at = (select max(created_at) from marked)
     where id = digest;
  end if;
  with named as (
    update public.contact_messages set failure_digest_id = digest
     where notify_failed_at is not null and failure_digest_id is null
    returning jsonb_build_object('table', 'contact_messages', 'id', id, 'form', form_source,
      'created_at', created_at, 'error', notify_error) as failure
  ), reports as (
    update public.download_report set failure_digest_id = digest
     where status = 'Failed' and failure_digest_id is null
    returning jsonb_build_object('table', 'download_report', 'id', id, 'form', 'report-request',
      'created_at', created_at, 'error', last_error) as failure
  )
  update private.notification_digests
     set failures = coalesce((
       select jsonb_agg(failure order by failure ->> 'table', (failure ->> 'id')::bigint)
         from (select failure from named union all select failure from reports) as all_failures), '[]')
   where id = digest;
  update private.notification_cap set last_digest_at = now();
  return digest;
end;
$$;

create index notification_digests_due_idx on private.notification_digests (next_attempt_at, id)
  where sent_at is null and failed_at is null;

revoke all on function private.claim_notifications(integer, interval) from public;
revoke all on function private.webhook_sends_taken() from public;
revoke all on function private.claim_lead_events(integer, interval, integer) from public;
revoke all on function private.gather_notification_digest(integer) from public;
