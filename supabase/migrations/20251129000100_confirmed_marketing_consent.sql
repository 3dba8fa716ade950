-- Marketing consent that only the person can give, and limits that one client cannot spend.
--   * A ticked marketing box was stored as consent, and lifted the address's suppression,
--     whoever sent the form: anyone could opt anyone in, undoing their withdrawal. A ticked box
--     is now a request: the database e-mails the address a single-use link, and only that
--     link confirms the consent (marketing_confirmed_at) and lifts a suppression.
--     marketing_audience() lists confirmed consents only, and the CRM's lead payloads say
--     `marketing_opt_in: true` only for those (docs/decisions/031).
--   * Links by e-mail (data-rights requests and marketing confirmations): 3 an hour per
--     mailbox, 10 an hour per recipient domain, 200 an hour in all, each counting only the
--     links sent. Through PostgREST, the three rights functions count towards the client's
--     per-minute limit as lead inserts do, and a client may ask for 10 links an hour.
--   * A request's link works for 24 hours from when its e-mail is sent, not from when it was
--     queued. A used or expired link is recorded once, however often it is replayed.
--   * Forms cite the current privacy notice, or the one it replaced within the last 7 days
--     (a page left open), and leads stored before there were notices carry no consent time.

-- The current notice: 2026-11-28 says a ticked box is confirmed by e-mail first.
alter table private.notice_versions add column superseded_at timestamptz;
insert into private.notice_versions (version, language, published_on) values
  ('2026-11-28', 'en', date '2026-11-28'),
  ('2026-11-28', 'hi', date '2026-11-28');
update private.notice_versions set superseded_at = now() where version <> '2026-11-28' and superseded_at is null;

-- A notice superseded over 7 days ago is refused; one never published is the foreign key's.
create function private.refuse_superseded_notice() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (
    select from private.notice_versions n
     where n.version = new.notice_version and n.language = new.notice_language
       and n.superseded_at <= now() - interval '7 days'
  ) then
    raise exception using errcode = '23514',
      message = 'The privacy notice ' || new.notice_version || ' (' || new.notice_language || ') is no longer the current one',
      hint = 'Reload the page to see the current notice, then send the form again.';
  end if;
  return new;
end;
$$;
revoke all on function private.refuse_superseded_notice() from public;

create trigger contact_messages_notice_current before insert on public.contact_messages
  for each row when (new.notice_version is not null and new.notice_language is not null) execute function private.refuse_superseded_notice();
create trigger download_report_notice_current before insert on public.download_report
  for each row when (new.notice_version is not null and new.notice_language is not null) execute function private.refuse_superseded_notice();
create trigger career_alerts_notice_current before insert on public.career_alerts
  for each row when (new.notice_version is not null and new.notice_language is not null) execute function private.refuse_superseded_notice();

-- A lead stored before there were notices has no consent record, and no time that reads as
-- one. A rewrite, as in 20251128000000_consent_records.sql, so the NOT VALID rules over rows
-- kept on purpose are not checked again.
alter table public.contact_messages alter column consented_at drop not null;
alter table public.contact_messages
  alter column consented_at type timestamptz using (case when notice_version is null then null else consented_at end);
alter table public.contact_messages add constraint contact_messages_stored_before_notices_check
  check ((notice_version is null) = (consented_at is null));
alter table public.download_report alter column consented_at drop not null;
alter table public.download_report
  alter column consented_at type timestamptz using (case when notice_version is null then null else consented_at end);
alter table public.download_report add constraint download_report_stored_before_notices_check
  check ((notice_version is null) = (consented_at is null));
alter table public.career_alerts alter column consented_at drop not null;
alter table public.career_alerts
  alter column consented_at type timestamptz using (case when notice_version is null then null else consented_at end);
alter table public.career_alerts add constraint career_alerts_stored_before_notices_check
  check ((notice_version is null) = (consented_at is null));

-- When and how the address confirmed the ticked box. anon has no INSERT on either.
alter table public.contact_messages
  add column marketing_confirmed_at timestamptz,
  add column marketing_confirmed_by text,
  add constraint contact_messages_marketing_confirmed_check check (
    (marketing_confirmed_at is null) = (marketing_confirmed_by is null)
    and (marketing_confirmed_at is null or marketing_opt_in)
    and marketing_confirmed_by in ('email-link'));
alter table public.download_report
  add column marketing_confirmed_at timestamptz,
  add column marketing_confirmed_by text,
  add constraint download_report_marketing_confirmed_check check (
    (marketing_confirmed_at is null) = (marketing_confirmed_by is null)
    and (marketing_confirmed_at is null or marketing_opt_in)
    and marketing_confirmed_by in ('email-link'));

-- Nothing but the confirmation link lifts a suppression now.
drop trigger contact_messages_lift_suppression on public.contact_messages;
drop trigger download_report_lift_suppression on public.download_report;
drop function private.lift_suppression();

-- A marketing confirmation is a request like the others, tied to the lead whose box was ticked.
alter table private.data_rights_requests
  drop constraint data_rights_requests_kind_check,
  add constraint data_rights_requests_kind_check
    check (kind in ('copy', 'correction', 'erasure', 'withdrawal', 'marketing')),
  add column lead_table text,
  add column lead_id bigint,
  add constraint data_rights_requests_lead_check check (
    (kind = 'marketing') = (lead_table is not null and lead_id is not null)
    and lead_table in ('contact_messages', 'download_report'));

-- The request an e-mail carries the link of.
alter table private.data_rights_mail
  add column request_id bigint,
  add constraint data_rights_mail_request_id_fkey foreign key (request_id)
    references private.data_rights_requests (id) on delete cascade;
create index data_rights_mail_request_id_idx on private.data_rights_mail (request_id);

-- The per-client limit, callable from the rights functions as well as the lead tables'
-- trigger; `per_hour` adds an hourly count of its own (the requests that send e-mail).
alter table private.client_requests
  add column hour_start timestamptz,
  add column hour_requests integer not null default 0;

create function private.count_client_request(per_hour integer default null) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  raw text := pg_catalog.current_setting('request.headers', true);
  headers json;
  forwarded text[];
  settings private.client_limit;
  client text;
  counted integer;
  counted_this_hour integer;
begin
  -- Not through PostgREST: nothing to count, and nothing spent finding that out.
  if raw is null or raw = '' then
    return;
  end if;
  headers := raw::json;
  if json_typeof(headers) <> 'object' then
    return;
  end if;
  select * into settings from private.client_limit;
  if settings.per_minute = 0 then
    return;
  end if;
  forwarded := pg_catalog.string_to_array(headers ->> 'x-forwarded-for', ',');
  if forwarded is null or cardinality(forwarded) = 0 then
    return;
  end if;
  client := private.client_key(
    forwarded[case when settings.trusted_hops = 0 then 1 else greatest(cardinality(forwarded) - settings.trusted_hops + 1, 1) end]
  );
  if client = '' then
    return;
  end if;
  insert into private.client_requests as c (client, window_start, requests, hour_start, hour_requests)
  values (client, date_trunc('minute', now()), 1,
          case when per_hour is not null then now() end, case when per_hour is not null then 1 else 0 end)
  on conflict on constraint client_requests_pkey do update
    set requests = case when c.window_start = excluded.window_start then c.requests + 1 else 1 end,
        window_start = excluded.window_start,
        hour_requests = case
          when per_hour is null then c.hour_requests
          when c.hour_start > now() - interval '1 hour' then c.hour_requests + 1
          else 1 end,
        hour_start = case
          when per_hour is null or c.hour_start > now() - interval '1 hour' then c.hour_start
          else now() end
  returning c.requests, c.hour_requests into counted, counted_this_hour;
  if counted > settings.per_minute then
    raise exception using errcode = 'PT429', message = 'Too many requests from this address',
      hint = 'Please try again in a minute.';
  end if;
  if per_hour is not null and counted_this_hour > per_hour then
    raise exception using errcode = 'PT429', message = 'Too many data-rights requests from this address',
      hint = 'Please try again in an hour.';
  end if;
end;
$$;
revoke all on function private.count_client_request(integer) from public;

create or replace function private.limit_requests_per_client() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.count_client_request();
  return null;
end;
$$;

-- Queues the e-mail with a new single-use link to confirm a request for `address`, within the
-- caps. 'queued'; 'limited' when the mailbox or its domain has had its links for the hour (or,
-- for a marketing confirmation, its link is still waiting to be used); 'busy' over 200 links
-- an hour in all. Only 'queued' sends: the caps count the links sent, never the refusals.
create function private.queue_verification(
  address text, kind text, correction text default null, lead_table text default null, lead_id bigint default null
) returns text
language plpgsql
set search_path = ''
as $$
declare
  mailbox_hash text := private.address_hash(address);
  recipient_domain text := private.domain_hash(address);
  token text;
  request bigint;
begin
  -- One decision at a time, so concurrent requests cannot pass a cap together.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('data_rights:requests'));
  if (select count(*) from private.data_rights_requests r where r.requested_at > now() - interval '1 hour') >= 200 then
    insert into private.data_rights_log (address_hash, kind, event) values (mailbox_hash, kind, 'limited');
    return 'busy';
  end if;
  if (select count(*) from private.data_rights_requests r
       where r.address_hash = mailbox_hash and r.requested_at > now() - interval '1 hour') >= 3
     or (select count(*) from private.data_rights_requests r
          where r.domain_hash = recipient_domain and r.requested_at > now() - interval '1 hour') >= 10
     or (kind = 'marketing' and exists (
          select from private.data_rights_requests r
           where r.address_hash = mailbox_hash and r.kind = 'marketing' and r.confirmed_at is null and r.expires_at > now()))
  then
    insert into private.data_rights_log (address_hash, kind, event) values (mailbox_hash, kind, 'limited');
    return 'limited';
  end if;

  token := private.new_token();
  insert into private.data_rights_requests
    (token_hash, address_hash, domain_hash, address, kind, correction, lead_table, lead_id, expires_at)
    values (private.token_hash(token), mailbox_hash, recipient_domain, pg_catalog.lower(pg_catalog.btrim(address)), kind,
            correction, lead_table, lead_id, now() + interval '24 hours')
    returning id into request;
  insert into private.data_rights_mail (kind, to_address, token, payload, request_id)
    values ('verify', pg_catalog.lower(pg_catalog.btrim(address)), token, pg_catalog.jsonb_build_object('kind', kind), request);
  insert into private.data_rights_log (address_hash, kind, event) values (mailbox_hash, kind, 'requested');
  return 'queued';
end;
$$;
revoke all on function private.queue_verification(text, text, text, text, bigint) from public;

-- /data-rights: asks for a link to `email`. The answer is 'sent' whether or not the address is
-- known, and also when a cap of its mailbox or domain is spent (then nothing is sent). Over the
-- cap of all links, or the client's own, PT429.
create or replace function public.request_data_rights(email text, kind text, correction text default null) returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  address text := pg_catalog.lower(pg_catalog.btrim(email));
begin
  perform private.count_client_request(10);
  if address is null or not private.is_plain_address(address) then
    raise exception using errcode = '22023', message = 'A plain e-mail address is required',
      hint = 'Send one address, such as name@example.com.';
  end if;
  if kind is null or kind not in ('copy', 'correction', 'erasure', 'withdrawal') then
    raise exception using errcode = '22023', message = 'The kind of request is copy, correction, erasure or withdrawal';
  end if;
  if kind = 'correction' and (correction is null or pg_catalog.btrim(correction) = '' or char_length(correction) > 2000) then
    raise exception using errcode = '22023', message = 'A correction needs its text, at most 2,000 characters';
  end if;
  if private.queue_verification(address, kind, case when kind = 'correction' then correction end) = 'busy' then
    raise exception using errcode = 'PT429', message = 'Too many requests', hint = 'Please try again in an hour.';
  end if;
  return 'sent';
end;
$$;

-- A ticked marketing box asks its address to confirm. After the statement's other checks
-- ("marketing" sorts after "limit_" and "mail_caps"), so a refused statement queues nothing.
create function private.ask_marketing_confirmation() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  lead record;
begin
  for lead in select i.id, i.email from inserted i where i.marketing_opt_in order by i.id loop
    perform private.queue_verification(lead.email, 'marketing', null, tg_table_name, lead.id);
  end loop;
  return null;
end;
$$;
revoke all on function private.ask_marketing_confirmation() from public;

create trigger contact_messages_marketing_confirmation after insert on public.contact_messages
  referencing new table as inserted
  for each statement execute function private.ask_marketing_confirmation();
create trigger download_report_marketing_confirmation after insert on public.download_report
  referencing new table as inserted
  for each statement execute function private.ask_marketing_confirmation();

-- A link's 24 hours start when its e-mail goes: a retried e-mail never arrives spent.
create function private.start_link_when_sent() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  update private.data_rights_requests set expires_at = now() + interval '24 hours'
   where id = new.request_id and confirmed_at is null;
  return null;
end;
$$;
revoke all on function private.start_link_when_sent() from public;

create trigger data_rights_mail_start_link after update of sent_at on private.data_rights_mail
  for each row when (new.kind = 'verify' and old.sent_at is null and new.sent_at is not null and new.request_id is not null)
  execute function private.start_link_when_sent();

-- The link in the verify e-mail: runs its request once, within 24 hours of the e-mail.
create or replace function public.confirm_data_rights(token text) returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  request private.data_rights_requests;
  status text;
begin
  perform private.count_client_request();
  select * into request from private.data_rights_requests r
   where r.token_hash = private.token_hash(token) for update;
  if not found then
    perform private.limit_invalid_tokens();
    insert into private.data_rights_log (event) values ('invalid');
    return pg_catalog.json_build_object('status', 'invalid', 'kind', null);
  end if;
  status := case when request.confirmed_at is not null then 'used' when request.expires_at <= now() then 'expired' end;
  if status is not null then
    -- Recorded once: a replayed link cannot grow the grievance record.
    if not request.refusal_logged then
      insert into private.data_rights_log (address_hash, kind, event) values (request.address_hash, request.kind, status);
      update private.data_rights_requests set refusal_logged = true where id = request.id;
    end if;
    return pg_catalog.json_build_object('status', status, 'kind', request.kind);
  end if;

  update private.data_rights_requests set confirmed_at = now() where id = request.id;
  insert into private.data_rights_log (address_hash, kind, event) values (request.address_hash, request.kind, 'confirmed');
  if request.kind = 'copy' then
    insert into private.data_rights_mail (kind, to_address, payload, request_id)
      values ('copy', request.address, private.person_data(request.address), request.id);
  elsif request.kind = 'correction' then
    insert into private.data_rights_mail (kind, to_address, payload, request_id)
      values ('correction', null, pg_catalog.jsonb_build_object(
        'email', request.address, 'correction', request.correction, 'requested_at', request.requested_at), request.id);
  elsif request.kind = 'marketing' then
    if request.lead_table = 'contact_messages' then
      update public.contact_messages set marketing_confirmed_at = now(), marketing_confirmed_by = 'email-link'
       where id = request.lead_id and marketing_opt_in and marketing_confirmed_at is null;
      if found then
        insert into private.lead_events (type, occurred_at, lead_id)
          values ('lead.contact_message.marketing_confirmed', now(), request.lead_id);
      end if;
    else
      update public.download_report set marketing_confirmed_at = now(), marketing_confirmed_by = 'email-link'
       where id = request.lead_id and marketing_opt_in and marketing_confirmed_at is null;
      if found then
        insert into private.lead_events (type, occurred_at, lead_id)
          values ('lead.report_request.marketing_confirmed', now(), request.lead_id);
      end if;
    end if;
    delete from private.suppressed_addresses where address_hash = request.address_hash;
  else
    perform private.erase_person(request.address, request.kind);
  end if;
  -- Done: the request keeps its hashes and times, for the grievance record.
  update private.data_rights_requests set address = null, correction = null where id = request.id;
  insert into private.data_rights_log (address_hash, kind, event) values (request.address_hash, request.kind, 'completed');
  return pg_catalog.json_build_object('status', 'done', 'kind', request.kind);
end;
$$;

-- `npm run leads -- marketing`: who confirmed, through the link e-mailed to them, that they
-- want marketing e-mails, and has not withdrawn since: once per mailbox, the latest consent.
drop function public.marketing_audience();
create function public.marketing_audience()
returns table (
  email text,
  name text,
  company text,
  form text,
  consented_at timestamptz,
  confirmed_at timestamptz,
  confirmed_by text,
  notice_version text,
  notice_language text
)
language sql
stable
security definer
set search_path = ''
as $$
  select distinct on (private.email_key(l.email))
         l.email, l.name, l.company, l.form, l.consented_at, l.confirmed_at, l.confirmed_by,
         l.notice_version, l.notice_language
    from (
      select c.email, c.full_name as name, c.company, c.form_source as form, c.consented_at,
             c.marketing_confirmed_at as confirmed_at, c.marketing_confirmed_by as confirmed_by,
             c.notice_version, c.notice_language
        from public.contact_messages c where c.marketing_opt_in and c.marketing_confirmed_at is not null
      union all
      select r.email, r.first_name || ' ' || r.last_name, r.company, 'report-request', r.consented_at,
             r.marketing_confirmed_at, r.marketing_confirmed_by, r.notice_version, r.notice_language
        from public.download_report r where r.marketing_opt_in and r.marketing_confirmed_at is not null
    ) l
    cross join (select private.hash_keys() as keys) k
   where not exists (
     select from private.suppressed_addresses s
      where s.address_hash = private.keyed_hash(private.email_key(l.email), k.keys))
   order by private.email_key(l.email), l.confirmed_at desc;
$$;
revoke all on function public.marketing_audience() from public, anon, authenticated, service_role;
grant execute on function public.marketing_audience() to service_role;

-- The CRM hears of a confirmed consent as an event of its own, with the lead as it is then.
alter table private.lead_events
  drop constraint lead_events_type_check,
  add constraint lead_events_type_check check (type in (
    'lead.contact_message.created', 'lead.report_request.created', 'lead.career_alert.created',
    'lead.contact_message.marketing_confirmed', 'lead.report_request.marketing_confirmed',
    'lead.erased', 'lead.expired'
  ));

-- The leads' payloads. `marketing_opt_in` is a consent the CRM may act on: true only once the
-- address confirmed it; `marketing_requested` says the box was ticked.
create or replace function private.lead_row_payloads(event_ids bigint[]) returns table (id bigint, payload json)
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
             'landing_path', c.landing_path, 'referrer_host', c.referrer_host,
             'notice_version', c.notice_version, 'notice_language', c.notice_language,
             'marketing_opt_in', c.marketing_confirmed_at is not null,
             'marketing_requested', c.marketing_opt_in,
             'marketing_confirmed_at', to_char(c.marketing_confirmed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
             'consented_at', to_char(c.consented_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
           when r.id is not null then json_build_object(
             'id', r.id, 'created_at', to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
             'first_name', r.first_name, 'last_name', r.last_name,
             'email', r.email, 'company', r.company, 'designation', r.designation, 'country', r.country,
             'utm_source', r.utm_source, 'utm_medium', r.utm_medium, 'utm_campaign', r.utm_campaign,
             'utm_term', r.utm_term, 'utm_content', r.utm_content,
             'landing_path', r.landing_path, 'referrer_host', r.referrer_host,
             'notice_version', r.notice_version, 'notice_language', r.notice_language,
             'marketing_opt_in', r.marketing_confirmed_at is not null,
             'marketing_requested', r.marketing_opt_in,
             'marketing_confirmed_at', to_char(r.marketing_confirmed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
             'consented_at', to_char(r.consented_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
           when a.id is not null then json_build_object(
             'id', a.id, 'created_at', to_char(a.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
             'full_name', a.full_name, 'email', a.email, 'source', a.source,
             'utm_source', a.utm_source, 'utm_medium', a.utm_medium, 'utm_campaign', a.utm_campaign,
             'utm_term', a.utm_term, 'utm_content', a.utm_content,
             'landing_path', a.landing_path, 'referrer_host', a.referrer_host,
             'notice_version', a.notice_version, 'notice_language', a.notice_language,
             'marketing_opt_in', false,
             'marketing_requested', false,
             'marketing_confirmed_at', null,
             'consented_at', to_char(a.consented_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
         end
    from private.lead_events e
    left join public.contact_messages c
      on e.type in ('lead.contact_message.created', 'lead.contact_message.marketing_confirmed') and c.id = e.lead_id
    left join public.download_report r
      on e.type in ('lead.report_request.created', 'lead.report_request.marketing_confirmed') and r.id = e.lead_id
    left join public.career_alerts a on e.type = 'lead.career_alert.created' and a.id = e.lead_id
   where e.id = any(event_ids);
$$;
