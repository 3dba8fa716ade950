-- A visitor's rights over their data (DPDP Act 2023, ss. 6(4), 11-13): withdrawal in one
-- click from any e-mail, and copy, correction and erasure on request, each verified by a
-- single-use link mailed to the address. Everything runs here, so Supabase behind its own
-- PostgREST keeps the same promises as the local server:
--   * anon may EXECUTE three functions and nothing more: request_data_rights,
--     confirm_data_rights and withdraw_consent, each SECURITY DEFINER with an empty
--     search_path, comparing tokens by their sha256 and limiting requests here;
--   * every answer to a request is the same whether or not the address is known;
--   * the grievance record (private.data_rights_log) keeps hashes and times, never an address;
--   * the delivery worker sends the e-mails queued in private.data_rights_mail, and the
--     `lead.erased` event tells the CRM to delete its copy.

-- One hash of an address everywhere: the suppression list, links, requests and the log.
create function private.address_hash(email text) returns text
language sql
immutable
parallel safe
set search_path = ''
return pg_catalog.encode(pg_catalog.sha256(pg_catalog.convert_to(pg_catalog.lower(pg_catalog.btrim(email)), 'UTF8')), 'hex');

-- Two v4 UUIDs: 244 random bits, as 64 hex digits. Tokens are stored only as their hash.
create function private.new_token() returns text
language sql
volatile
set search_path = ''
return pg_catalog.replace(pg_catalog.gen_random_uuid()::text || pg_catalog.gen_random_uuid()::text, '-', '');

create function private.token_hash(token text) returns text
language sql
immutable
set search_path = ''
return pg_catalog.encode(pg_catalog.sha256(pg_catalog.convert_to(coalesce(token, ''), 'UTF8')), 'hex');

revoke all on function private.address_hash(text) from public;
revoke all on function private.new_token() from public;
revoke all on function private.token_hash(text) from public;

-- Addresses that withdrew consent or were erased: no marketing e-mail reaches them again.
create table private.suppressed_addresses (
  address_hash text primary key,
  suppressed_at timestamptz not null default now(),
  reason text not null,
  constraint suppressed_addresses_reason_check check (reason in ('withdrawal', 'erasure'))
);

-- A later form with the marketing box ticked is a new consent, given as freely as the first.
create function private.lift_suppression() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from private.suppressed_addresses s
   using inserted i
   where i.marketing_opt_in and s.address_hash = private.address_hash(i.email);
  return null;
end;
$$;
revoke all on function private.lift_suppression() from public;

create trigger contact_messages_lift_suppression after insert on public.contact_messages
  referencing new table as inserted
  for each statement execute function private.lift_suppression();
create trigger download_report_lift_suppression after insert on public.download_report
  referencing new table as inserted
  for each statement execute function private.lift_suppression();

-- One-click withdrawal: a link in every e-mail to a visitor. The address is kept only until
-- the link is used, for the erasure it starts.
create table private.withdrawal_links (
  token_hash text primary key,
  address_hash text not null,
  address text,
  created_at timestamptz not null default now(),
  used_at timestamptz
);
create index withdrawal_links_address_hash_idx on private.withdrawal_links (address_hash);

-- Requests made on /data-rights, each waiting for its link to be confirmed. mailbox_hash is the
-- address without case or +tag: the per-address limit counts one mailbox, as the lead limits do.
create table private.data_rights_requests (
  id bigint generated always as identity primary key,
  token_hash text not null unique,
  address_hash text not null,
  mailbox_hash text not null,
  address text,
  kind text not null,
  correction text,
  requested_at timestamptz not null default now(),
  expires_at timestamptz not null,
  confirmed_at timestamptz,
  constraint data_rights_requests_kind_check check (kind in ('copy', 'correction', 'erasure', 'withdrawal')),
  constraint data_rights_requests_correction_check check (char_length(correction) <= 2000)
);
create index data_rights_requests_mailbox_idx on private.data_rights_requests (mailbox_hash, requested_at);
create index data_rights_requests_address_hash_idx on private.data_rights_requests (address_hash);

-- The worker's queue, leased like the other mail tables (server/delivery/lease.ts). The token
-- and payload are nulled once sent. A null to_address goes to the business (NOTIFY_TO).
create table private.data_rights_mail (
  id bigint generated always as identity primary key,
  kind text not null,
  to_address text,
  token text,
  payload jsonb,
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  attempts integer not null default 0,
  last_error text,
  claimed_until timestamptz,
  next_attempt_at timestamptz not null default now(),
  failed_at timestamptz,
  constraint data_rights_mail_kind_check check (kind in ('verify', 'copy', 'erased', 'correction')),
  constraint data_rights_mail_attempts_check check (attempts >= 0),
  constraint data_rights_mail_last_error_check check (char_length(last_error) <= 2000)
);
create index data_rights_mail_due_idx on private.data_rights_mail (next_attempt_at, id)
  where sent_at is null and failed_at is null;

-- The grievance record: what was asked and what became of it, by hash and time only.
create table private.data_rights_log (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  address_hash text,
  kind text,
  event text not null,
  constraint data_rights_log_event_check check (event in (
    'requested', 'limited', 'confirmed', 'expired', 'used', 'invalid', 'completed', 'withdrawn', 'erased'
  )),
  constraint data_rights_log_address_hash_check check (address_hash ~ '^[0-9a-f]{64}$')
);
create index data_rights_log_at_idx on private.data_rights_log (at);

alter table private.suppressed_addresses enable row level security;
alter table private.withdrawal_links enable row level security;
alter table private.data_rights_requests enable row level security;
alter table private.data_rights_mail enable row level security;
alter table private.data_rights_log enable row level security;
revoke all on table private.suppressed_addresses, private.withdrawal_links, private.data_rights_requests,
  private.data_rights_mail, private.data_rights_log from anon, authenticated, service_role;

-- The erasure event carries what the CRM needs to find its copy; lead events of rows keep
-- building their payload from the row.
alter table private.lead_events
  alter column lead_id drop not null,
  add column payload jsonb,
  drop constraint lead_events_type_check,
  add constraint lead_events_type_check check (type in (
    'lead.contact_message.created', 'lead.report_request.created', 'lead.career_alert.created', 'lead.erased'
  ));

alter function private.lead_event_payloads(bigint[]) rename to lead_row_payloads;

create function private.lead_event_payloads(event_ids bigint[]) returns table (id bigint, payload json)
language sql
stable
set search_path = ''
as $$
  select e.id, coalesce(e.payload::json, r.payload)
    from private.lead_events e
    left join private.lead_row_payloads(event_ids) r on r.id = e.id
   where e.id = any(event_ids);
$$;
revoke all on function private.lead_event_payloads(bigint[]) from public;

-- Once the CRM has the event, the address has done its work: only the hash stays.
create function private.forget_erased_address() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.payload := new.payload - 'email';
  return new;
end;
$$;
revoke all on function private.forget_erased_address() from public;

create trigger lead_events_forget_erased_address before update of status on private.lead_events
  for each row when (new.type = 'lead.erased' and new.status = 'delivered')
  execute function private.forget_erased_address();

-- The worker's link for an e-mail to `email`: a new token, stored hashed.
create function private.issue_withdrawal_link(email text) returns text
language plpgsql
set search_path = ''
as $$
declare
  token text := private.new_token();
begin
  insert into private.withdrawal_links (token_hash, address_hash, address)
    values (private.token_hash(token), private.address_hash(email), pg_catalog.lower(pg_catalog.btrim(email)));
  return token;
end;
$$;
revoke all on function private.issue_withdrawal_link(text) from public;

-- Everything held for an address, as the person may read it: every column but delivery
-- bookkeeping, oldest first.
create function private.person_data(email text) returns jsonb
language sql
stable
set search_path = ''
as $$
  select pg_catalog.jsonb_build_object(
    'contact_messages', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.to_jsonb(c) - array[
               'notified_at', 'notify_attempts', 'notify_error', 'claimed_until', 'next_attempt_at',
               'digest_id', 'notify_failed_at', 'failure_digest_id'] order by c.id)
        from public.contact_messages c where c.email = pg_catalog.lower(pg_catalog.btrim(person_data.email))), '[]'),
    'download_report', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.to_jsonb(r) - array[
               'attempts', 'last_error', 'claimed_until', 'next_attempt_at', 'review_reason', 'failure_digest_id']
               order by r.id)
        from public.download_report r where r.email = pg_catalog.lower(pg_catalog.btrim(person_data.email))), '[]'),
    'career_alerts', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.to_jsonb(a) order by a.id)
        from public.career_alerts a where a.email = pg_catalog.lower(pg_catalog.btrim(person_data.email))), '[]'));
$$;
revoke all on function private.person_data(text) from public;

-- Erases every lead of an address, their lead events and pending e-mails; suppresses the
-- address, confirms by e-mail and tells the CRM. An unknown address is suppressed and
-- confirmed all the same: the answer must not say whether we knew it.
create function private.erase_person(email text, reason text) returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  address text := pg_catalog.lower(pg_catalog.btrim(email));
  hash text := private.address_hash(email);
  contacts bigint[];
  reports bigint[];
  alerts bigint[];
  leads jsonb;
begin
  if address is null or address = '' then
    raise exception using errcode = '22023', message = 'An e-mail address is required';
  end if;
  if reason is null or reason not in ('erasure', 'withdrawal') then
    raise exception using errcode = '22023', message = 'The reason is erasure or withdrawal';
  end if;
  with gone as (delete from public.contact_messages where contact_messages.email = address returning id)
    select coalesce(pg_catalog.array_agg(id order by id), '{}') into contacts from gone;
  with gone as (delete from public.download_report where download_report.email = address returning id)
    select coalesce(pg_catalog.array_agg(id order by id), '{}') into reports from gone;
  with gone as (delete from public.career_alerts where career_alerts.email = address returning id)
    select coalesce(pg_catalog.array_agg(id order by id), '{}') into alerts from gone;
  leads := pg_catalog.jsonb_build_object(
    'contact_messages', pg_catalog.to_jsonb(contacts),
    'download_report', pg_catalog.to_jsonb(reports),
    'career_alerts', pg_catalog.to_jsonb(alerts));

  delete from private.lead_events e
   where (e.type = 'lead.contact_message.created' and e.lead_id = any(contacts))
      or (e.type = 'lead.report_request.created' and e.lead_id = any(reports))
      or (e.type = 'lead.career_alert.created' and e.lead_id = any(alerts));
  delete from private.data_rights_mail m where m.to_address = address and m.sent_at is null;
  update private.withdrawal_links set address = null where address_hash = hash;
  -- Requests not yet confirmed lose their mail above; their links would find nothing left.
  delete from private.data_rights_requests where address_hash = hash and confirmed_at is null;
  update private.data_rights_requests set address = null, correction = null where address_hash = hash;

  insert into private.suppressed_addresses (address_hash, reason) values (hash, reason)
    on conflict (address_hash) do update set suppressed_at = now(), reason = excluded.reason;
  insert into private.data_rights_mail (kind, to_address, payload)
    values ('erased', address, pg_catalog.jsonb_build_object('reason', reason, 'leads', leads));
  insert into private.lead_events (type, occurred_at, payload)
    values ('lead.erased', now(), pg_catalog.jsonb_build_object(
      'email', address, 'address_hash', hash, 'reason', reason, 'leads', leads));
  return pg_catalog.jsonb_build_object('address_hash', hash, 'leads', leads);
end;
$$;
revoke all on function private.erase_person(text, text) from public;

-- Invalid tokens are counted, so a flood of guesses cannot fill the grievance record; a valid
-- token is never refused for it.
create function private.limit_invalid_tokens() returns void
language plpgsql
set search_path = ''
as $$
begin
  if (select count(*) from private.data_rights_log where event = 'invalid' and at > now() - interval '1 hour') >= 200 then
    raise exception using errcode = 'PT429', message = 'Too many invalid links', hint = 'Please try again in an hour.';
  end if;
end;
$$;
revoke all on function private.limit_invalid_tokens() from public;

-- /data-rights: asks for a link to `email`. The answer is 'sent' whether or not the address
-- is known, and also when its limit of 3 an hour is spent (then nothing is sent). Over 200
-- requests an hour in all, PT429.
create function public.request_data_rights(email text, kind text, correction text default null) returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  address text := pg_catalog.lower(pg_catalog.btrim(email));
  hash text;
  mailbox text;
  token text;
begin
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
  hash := private.address_hash(address);
  mailbox := private.address_hash(private.email_key(address));

  -- One decision at a time, so concurrent requests cannot pass a limit together.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('data_rights:requests'));
  if (select count(*) from private.data_rights_log
       where event in ('requested', 'limited') and at > now() - interval '1 hour') >= 200 then
    raise exception using errcode = 'PT429', message = 'Too many requests', hint = 'Please try again in an hour.';
  end if;
  if (select count(*) from private.data_rights_requests
       where mailbox_hash = mailbox and requested_at > now() - interval '1 hour') >= 3 then
    insert into private.data_rights_log (address_hash, kind, event) values (hash, kind, 'limited');
    return 'sent';
  end if;

  token := private.new_token();
  insert into private.data_rights_requests (token_hash, address_hash, mailbox_hash, address, kind, correction, expires_at)
    values (private.token_hash(token), hash, mailbox, address, kind,
            case when kind = 'correction' then correction end, now() + interval '24 hours');
  insert into private.data_rights_mail (kind, to_address, token, payload)
    values ('verify', address, token, pg_catalog.jsonb_build_object('kind', kind));
  insert into private.data_rights_log (address_hash, kind, event) values (hash, kind, 'requested');
  return 'sent';
end;
$$;

-- The link in the verify e-mail: runs its request once, within 24 hours.
create function public.confirm_data_rights(token text) returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  request private.data_rights_requests;
begin
  select * into request from private.data_rights_requests r
   where r.token_hash = private.token_hash(token) for update;
  if not found then
    perform private.limit_invalid_tokens();
    insert into private.data_rights_log (event) values ('invalid');
    return pg_catalog.json_build_object('status', 'invalid', 'kind', null);
  end if;
  if request.confirmed_at is not null then
    insert into private.data_rights_log (address_hash, kind, event) values (request.address_hash, request.kind, 'used');
    return pg_catalog.json_build_object('status', 'used', 'kind', request.kind);
  end if;
  if request.expires_at <= now() then
    insert into private.data_rights_log (address_hash, kind, event) values (request.address_hash, request.kind, 'expired');
    return pg_catalog.json_build_object('status', 'expired', 'kind', request.kind);
  end if;

  update private.data_rights_requests set confirmed_at = now() where id = request.id;
  insert into private.data_rights_log (address_hash, kind, event) values (request.address_hash, request.kind, 'confirmed');
  if request.kind = 'copy' then
    insert into private.data_rights_mail (kind, to_address, payload)
      values ('copy', request.address, private.person_data(request.address));
  elsif request.kind = 'correction' then
    insert into private.data_rights_mail (kind, to_address, payload)
      values ('correction', null, pg_catalog.jsonb_build_object(
        'email', request.address, 'correction', request.correction, 'requested_at', request.requested_at));
  else
    perform private.erase_person(request.address, request.kind);
  end if;
  -- Done: the request keeps its hash and times, for the grievance record.
  update private.data_rights_requests set address = null, correction = null where id = request.id;
  insert into private.data_rights_log (address_hash, kind, event) values (request.address_hash, request.kind, 'completed');
  return pg_catalog.json_build_object('status', 'done', 'kind', request.kind);
end;
$$;

-- One-click withdrawal (RFC 8058): erases on the first POST; a retry finds the link used and
-- answers the same.
create function public.withdraw_consent(token text) returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  link private.withdrawal_links;
  address text;
begin
  select * into link from private.withdrawal_links l
   where l.token_hash = private.token_hash(token) for update;
  if not found then
    perform private.limit_invalid_tokens();
    insert into private.data_rights_log (kind, event) values ('withdrawal', 'invalid');
    return 'invalid';
  end if;
  if link.used_at is not null then
    insert into private.data_rights_log (address_hash, kind, event) values (link.address_hash, 'withdrawal', 'used');
    return 'withdrawn';
  end if;
  -- An erasure since the link was mailed took its address; a lead sent after it has it again.
  address := coalesce(link.address, (
    select l.email from (
      select email from public.contact_messages union all
      select email from public.download_report union all
      select email from public.career_alerts) l
     where private.address_hash(l.email) = link.address_hash limit 1));
  if address is null then
    insert into private.suppressed_addresses (address_hash, reason) values (link.address_hash, 'withdrawal')
      on conflict (address_hash) do update set suppressed_at = now(), reason = excluded.reason;
  else
    perform private.erase_person(address, 'withdrawal');
  end if;
  update private.withdrawal_links set used_at = now(), address = null where token_hash = link.token_hash;
  insert into private.data_rights_log (address_hash, kind, event) values (link.address_hash, 'withdrawal', 'withdrawn');
  return 'withdrawn';
end;
$$;

-- `npm run leads -- erase EMAIL`, for a request that came by post, phone or e-mail.
create function public.erase_person(email text) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  erased jsonb := private.erase_person(email, 'erasure');
begin
  insert into private.data_rights_log (address_hash, kind, event) values (erased ->> 'address_hash', 'erasure', 'erased');
  return erased;
end;
$$;

-- `npm run leads -- person EMAIL`.
create function public.person_data(email text) returns jsonb
language sql
stable
security definer
set search_path = ''
return private.person_data(email);

-- `npm run leads -- marketing`: who agreed to marketing e-mails and has not withdrawn, once
-- per address, with the latest consent.
create function public.marketing_audience()
returns table (
  email text,
  name text,
  company text,
  form text,
  consented_at timestamptz,
  notice_version text,
  notice_language text
)
language sql
stable
security definer
set search_path = ''
as $$
  select distinct on (l.email) l.email, l.name, l.company, l.form, l.consented_at, l.notice_version, l.notice_language
    from (
      select c.email, c.full_name as name, c.company, c.form_source as form, c.consented_at,
             c.notice_version, c.notice_language
        from public.contact_messages c where c.marketing_opt_in
      union all
      select r.email, r.first_name || ' ' || r.last_name, r.company, 'report-request', r.consented_at,
             r.notice_version, r.notice_language
        from public.download_report r where r.marketing_opt_in
    ) l
   where not exists (select from private.suppressed_addresses s where s.address_hash = private.address_hash(l.email))
   order by l.email, l.consented_at desc;
$$;

revoke all on function public.request_data_rights(text, text, text) from public, anon, authenticated, service_role;
revoke all on function public.confirm_data_rights(text) from public, anon, authenticated, service_role;
revoke all on function public.withdraw_consent(text) from public, anon, authenticated, service_role;
revoke all on function public.erase_person(text) from public, anon, authenticated, service_role;
revoke all on function public.person_data(text) from public, anon, authenticated, service_role;
revoke all on function public.marketing_audience() from public, anon, authenticated, service_role;
grant execute on function public.request_data_rights(text, text, text) to anon;
grant execute on function public.confirm_data_rights(text) to anon;
grant execute on function public.withdraw_consent(text) to anon;
grant execute on function public.erase_person(text) to service_role;
grant execute on function public.person_data(text) to service_role;
grant execute on function public.marketing_audience() to service_role;
