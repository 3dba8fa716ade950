-- Erasure that leaves nothing, and deletions the CRM hears of.
--   * private.erase_person erases every variant of the mailbox (+tags, Gmail's dots), nulls the
--     address on every mail row, keeps the address of its own confirmation e-mail sealed until
--     that e-mail goes, and tells the team which of its notifications to delete. A mail row
--     keeps no address, token or payload once sent or given up.
--   * `lead.erased` goes to the CRM only where a webhook is configured (the worker records
--     whether it is), or where the CRM was already sent one of the leads. Its address is
--     sealed until the event is delivered or fails, then only the hash stays.
--   * The retention sweep tells the CRM too: `lead.expired`, of the same shape. Failed
--     `lead.erased` and `lead.expired` events are named in the next digest.
--   * Unconfirmed requests lose the address and correction when their link expires; a future
--     `as_of` deletes nothing; withdrawal links are deleted 30 days after use or expiry.
--   * A plain address has a host name with a letter in its last label (no IP literals) and no %.

-- Whether lead events go anywhere: the worker says so as it starts.
create table private.delivery_settings (
  singleton boolean primary key default true,
  webhook_configured boolean not null default false,
  updated_at timestamptz,
  constraint delivery_settings_singleton_check check (singleton)
);
insert into private.delivery_settings default values;
alter table private.delivery_settings enable row level security;
revoke all on table private.delivery_settings from anon, authenticated, service_role;

-- Records whether LEAD_WEBHOOK_URL is set. Without one, the erasure and expiry events waiting
-- can never go: they fail at once, their address forgotten, for the digest to name.
create function private.set_webhook_configured(configured boolean) returns integer
language plpgsql
set search_path = ''
as $$
declare
  failed integer := 0;
begin
  update private.delivery_settings set webhook_configured = configured, updated_at = now();
  if not configured then
    update private.lead_events
       set status = 'failed', claimed_until = null,
           last_error = 'No webhook is configured (LEAD_WEBHOOK_URL): the CRM was not told'
     where status = 'pending' and type in ('lead.erased', 'lead.expired');
    get diagnostics failed = row_count;
  end if;
  return failed;
end;
$$;
revoke all on function private.set_webhook_configured(boolean) from public;

-- The digest that named a failed erasure or expiry event.
alter table private.lead_events
  add column failure_digest_id bigint,
  add constraint lead_events_failure_digest_id_fkey foreign key (failure_digest_id)
    references private.notification_digests (id) on delete set null;
create index lead_events_unreported_failure_idx on private.lead_events (id)
  where status = 'failed' and failure_digest_id is null and type in ('lead.erased', 'lead.expired');

-- Once the CRM has the event, or it failed for good, only the hash stays.
create or replace function private.forget_erased_address() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.payload := new.payload - 'email' - 'sealed_email';
  return new;
end;
$$;
drop trigger lead_events_forget_erased_address on private.lead_events;
create trigger lead_events_forget_erased_address before insert or update of status on private.lead_events
  for each row when (new.type in ('lead.erased', 'lead.expired') and new.status in ('delivered', 'failed'))
  execute function private.forget_erased_address();

-- An event's payload as sent: a sealed address opened for the CRM.
create or replace function private.lead_event_payloads(event_ids bigint[]) returns table (id bigint, payload json)
language sql
stable
security definer
set search_path = ''
as $$
  select e.id,
         case
           when e.payload is null then r.payload
           when e.payload ? 'sealed_email' then
             ((e.payload - 'sealed_email')
               || pg_catalog.jsonb_build_object('email', private.unseal(pg_catalog.decode(e.payload ->> 'sealed_email', 'base64'))))::json
           else e.payload::json
         end
    from private.lead_events e
    left join private.lead_row_payloads(event_ids) r on r.id = e.id
   where e.id = any(event_ids);
$$;

-- Tells the CRM that leads are gone (`lead.erased`, `lead.expired`): where a webhook is
-- configured, or where one of the leads' events was delivered. The address goes sealed.
create function private.tell_crm_leads_gone(type text, email text, reason text, leads jsonb, told_before boolean) returns void
language plpgsql
set search_path = ''
as $$
declare
  configured boolean := (select s.webhook_configured from private.delivery_settings s);
begin
  if not (configured or told_before) then
    return;
  end if;
  insert into private.lead_events (type, occurred_at, payload, status, last_error)
    values (type, now(), pg_catalog.jsonb_build_object(
              'sealed_email', pg_catalog.encode(private.seal(pg_catalog.lower(pg_catalog.btrim(email))), 'base64'),
              'address_hash', private.address_hash(email), 'reason', reason, 'leads', leads),
            case when configured then 'pending' else 'failed' end,
            case when configured then null else 'No webhook is configured (LEAD_WEBHOOK_URL): the CRM was not told' end);
end;
$$;
revoke all on function private.tell_crm_leads_gone(text, text, text, jsonb, boolean) from public;

-- Deletes the events of leads about to go, and says whether the CRM was sent any of them.
create function private.forget_lead_events(contacts bigint[], reports bigint[], alerts bigint[]) returns boolean
language plpgsql
set search_path = ''
as $$
declare
  delivered boolean;
begin
  with gone as (
    delete from private.lead_events e
     where (e.type in ('lead.contact_message.created', 'lead.contact_message.marketing_confirmed') and e.lead_id = any(contacts))
        or (e.type in ('lead.report_request.created', 'lead.report_request.marketing_confirmed') and e.lead_id = any(reports))
        or (e.type = 'lead.career_alert.created' and e.lead_id = any(alerts))
    returning e.status
  )
  select coalesce(pg_catalog.bool_or(status = 'delivered'), false) into delivered from gone;
  return delivered;
end;
$$;
revoke all on function private.forget_lead_events(bigint[], bigint[], bigint[]) from public;

-- A mail row keeps no address, token or payload once it is sent or given up.
create function private.forget_sent_mail() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.to_address := null;
  new.sealed_to := null;
  new.token := null;
  new.payload := null;
  return new;
end;
$$;
revoke all on function private.forget_sent_mail() from public;

alter table private.data_rights_mail
  add column sealed_to bytea,
  drop constraint data_rights_mail_kind_check,
  add constraint data_rights_mail_kind_check
    check (kind in ('verify', 'copy', 'erased', 'correction', 'erasure-notice'));
create trigger data_rights_mail_forget_sent before update on private.data_rights_mail
  for each row when ((old.sent_at is null and new.sent_at is not null) or (old.failed_at is null and new.failed_at is not null))
  execute function private.forget_sent_mail();
update private.data_rights_mail set to_address = null, token = null, payload = null
 where sent_at is not null or failed_at is not null;

-- Everything held for a mailbox, as the person may read it: every column but delivery
-- bookkeeping, oldest first, every variant of the address included.
create or replace function private.person_data(email text) returns jsonb
language sql
stable
set search_path = ''
as $$
  select pg_catalog.jsonb_build_object(
    'contact_messages', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.to_jsonb(c) - array[
               'notified_at', 'notify_attempts', 'notify_error', 'claimed_until', 'next_attempt_at',
               'digest_id', 'notify_failed_at', 'failure_digest_id'] order by c.id)
        from public.contact_messages c where private.email_key(c.email) = private.email_key(person_data.email)), '[]'),
    'download_report', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.to_jsonb(r) - array[
               'attempts', 'last_error', 'claimed_until', 'next_attempt_at', 'review_reason', 'failure_digest_id']
               order by r.id)
        from public.download_report r where private.email_key(r.email) = private.email_key(person_data.email)), '[]'),
    'career_alerts', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.to_jsonb(a) order by a.id)
        from public.career_alerts a where private.email_key(a.email) = private.email_key(person_data.email)), '[]'));
$$;

-- Erases every lead of a mailbox, their lead events, pending e-mails and requests (a sent or
-- given-up mail row holds no address already: data_rights_mail_forget_sent); suppresses the mailbox; confirms by e-mail (the address sealed
-- until it goes); tells the team which notifications to delete, and the CRM. An unknown address
-- is suppressed and confirmed all the same: the answer must not say whether we knew it.
create or replace function private.erase_person(email text, reason text) returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  address text := pg_catalog.lower(pg_catalog.btrim(email));
  mailbox text := private.email_key(email);
  hash text;
  contacts bigint[];
  reports bigint[];
  alerts bigint[];
  corrections bigint[];
  leads jsonb;
  told_before boolean;
begin
  if address is null or address = '' then
    raise exception using errcode = '22023', message = 'An e-mail address is required';
  end if;
  if reason is null or reason not in ('erasure', 'withdrawal') then
    raise exception using errcode = '22023', message = 'The reason is erasure or withdrawal';
  end if;
  hash := private.address_hash(address);
  with gone as (delete from public.contact_messages c where private.email_key(c.email) = mailbox returning c.id)
    select coalesce(pg_catalog.array_agg(id order by id), '{}') into contacts from gone;
  with gone as (delete from public.download_report r where private.email_key(r.email) = mailbox returning r.id)
    select coalesce(pg_catalog.array_agg(id order by id), '{}') into reports from gone;
  with gone as (delete from public.career_alerts a where private.email_key(a.email) = mailbox returning a.id)
    select coalesce(pg_catalog.array_agg(id order by id), '{}') into alerts from gone;
  leads := pg_catalog.jsonb_build_object(
    'contact_messages', pg_catalog.to_jsonb(contacts),
    'download_report', pg_catalog.to_jsonb(reports),
    'career_alerts', pg_catalog.to_jsonb(alerts));
  told_before := private.forget_lead_events(contacts, reports, alerts);

  -- The correction e-mails the team received for this mailbox, to delete with the rest.
  select coalesce(pg_catalog.array_agg(m.id order by m.id), '{}') into corrections
    from private.data_rights_mail m
    join private.data_rights_requests r on r.id = m.request_id
   where m.kind = 'correction' and m.sent_at is not null and r.address_hash = hash;
  delete from private.data_rights_mail m
   where m.sent_at is null and m.failed_at is null
     and (private.email_key(m.to_address) = mailbox
          or (m.kind = 'correction' and private.email_key(m.payload ->> 'email') = mailbox));
  -- Requests not yet confirmed lose their mail above; their links would find nothing left.
  delete from private.data_rights_requests r where r.address_hash = hash and r.confirmed_at is null;
  update private.data_rights_requests r set address = null, correction = null where r.address_hash = hash;

  insert into private.suppressed_addresses (address_hash, reason) values (hash, reason)
    on conflict (address_hash) do update set suppressed_at = now(), reason = excluded.reason;
  insert into private.data_rights_mail (kind, sealed_to, payload)
    values ('erased', private.seal(address), pg_catalog.jsonb_build_object('reason', reason, 'leads', leads));
  if cardinality(contacts) > 0 or cardinality(corrections) > 0 then
    insert into private.data_rights_mail (kind, payload)
      values ('erasure-notice', pg_catalog.jsonb_build_object(
        'reason', reason, 'leads', leads, 'corrections', pg_catalog.to_jsonb(corrections)));
  end if;
  perform private.tell_crm_leads_gone('lead.erased', address, reason, leads, told_before);
  return pg_catalog.jsonb_build_object('address_hash', hash, 'leads', leads);
end;
$$;

-- The worker's link for an e-mail to `email`: a new token, stored hashed with the mailbox's hash.
create or replace function private.issue_withdrawal_link(email text) returns text
language plpgsql
set search_path = ''
as $$
declare
  token text := private.new_token();
begin
  insert into private.withdrawal_links (token_hash, address_hash)
    values (private.token_hash(token), private.address_hash(email));
  return token;
end;
$$;

-- One-click withdrawal (RFC 8058): erases on the first POST; a retry finds the link used and
-- answers the same; after 90 days the link has expired. The leads are found by their mailbox's
-- hash: the link keeps no address.
create or replace function public.withdraw_consent(token text) returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  link private.withdrawal_links;
  keys bytea[];
  address text;
  refused text;
begin
  perform private.count_client_request();
  select * into link from private.withdrawal_links l
   where l.token_hash = private.token_hash(token) for update;
  if not found then
    perform private.limit_invalid_tokens();
    insert into private.data_rights_log (kind, event) values ('withdrawal', 'invalid');
    return 'invalid';
  end if;
  refused := case when link.used_at is not null then 'used' when link.expires_at <= now() then 'expired' end;
  if refused is not null then
    if not link.refusal_logged then
      insert into private.data_rights_log (address_hash, kind, event) values (link.address_hash, 'withdrawal', refused);
      update private.withdrawal_links set refusal_logged = true where token_hash = link.token_hash;
    end if;
    return case refused when 'used' then 'withdrawn' else 'expired' end;
  end if;
  keys := private.hash_keys();
  select l.email into address
    from (select c.email from public.contact_messages c
          union all select r.email from public.download_report r
          union all select a.email from public.career_alerts a) l
   where private.keyed_hash(private.email_key(l.email), keys) = link.address_hash
   limit 1;
  if address is null then
    insert into private.suppressed_addresses (address_hash, reason) values (link.address_hash, 'withdrawal')
      on conflict (address_hash) do update set suppressed_at = now(), reason = excluded.reason;
  else
    perform private.erase_person(address, 'withdrawal');
  end if;
  update private.withdrawal_links set used_at = now() where token_hash = link.token_hash;
  insert into private.data_rights_log (address_hash, kind, event) values (link.address_hash, 'withdrawal', 'withdrawn');
  return 'withdrawn';
end;
$$;

-- No IP-literal hosts (the last label has a letter) and no % (an old relay's routing).
-- shared/leads.ts states the same pattern.
create or replace function private.is_plain_address(address text) returns boolean
language sql
immutable
parallel safe
return char_length(address) <= 254
  and address = lower(btrim(address))
  and address ~ '^[a-z0-9!#$&''*+/=?^_`{|}~-]+(\.[a-z0-9!#$&''*+/=?^_`{|}~-]+)*@[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)+$'
  and address ~ '\.[a-z0-9-]*[a-z][a-z0-9-]*$'
  and char_length(split_part(address, '@', 1)) <= 64;

-- Retention, now telling the CRM: per mailbox whose leads are past their period, one
-- `lead.expired` (when it would hear of an erasure), and the leads' own events go with them.
-- Unconfirmed requests lose their address and correction once their link has expired. A
-- later `as_of` than now may only be a dry run.
create or replace function public.retention_sweep(as_of timestamptz default now(), dry_run boolean default false)
returns table (kind text, due bigint, deleted bigint)
language plpgsql
security definer
set search_path = ''
as $$
declare
  rule record;
  cutoff interval;
  person record;
  cleared bigint;
begin
  if as_of is null then
    raise exception using errcode = '22004', message = 'as_of is required';
  end if;
  if not dry_run and as_of > now() then
    raise exception using errcode = '22023', message = 'A sweep as of a later time than now would delete records before their time',
      hint = 'Run it as a dry run to see what it would delete.';
  end if;

  kind := 'unconfirmed_request_details';
  select count(*) into due from private.data_rights_requests r
   where r.confirmed_at is null and r.expires_at < as_of and (r.address is not null or r.correction is not null);
  deleted := 0;
  if not dry_run and due > 0 then
    update private.data_rights_requests r set address = null, correction = null
     where r.confirmed_at is null and r.expires_at < as_of and (r.address is not null or r.correction is not null);
    get diagnostics cleared = row_count;
    deleted := cleared;
  end if;
  return next;

  if not dry_run then
    for person in
      select pg_catalog.min(x.email) as email,
             coalesce(pg_catalog.array_agg(x.id order by x.id) filter (where x.source = 'contact_messages'), '{}') as contacts,
             coalesce(pg_catalog.array_agg(x.id order by x.id) filter (where x.source = 'download_report'), '{}') as reports,
             coalesce(pg_catalog.array_agg(x.id order by x.id) filter (where x.source = 'career_alerts'), '{}') as alerts
        from (
          select 'contact_messages' as source, c.id, c.email from public.contact_messages c
           where c.created_at < as_of - (select p.period from private.retention_periods p where p.kind = 'contact_messages')
          union all
          select 'download_report', d.id, d.email from public.download_report d
           where d.created_at < as_of - (select p.period from private.retention_periods p where p.kind = 'download_report')
          union all
          select 'career_alerts', a.id, a.email from public.career_alerts a
           where a.created_at < as_of - (select p.period from private.retention_periods p where p.kind = 'career_alerts')
        ) x
       group by private.email_key(x.email)
    loop
      perform private.tell_crm_leads_gone('lead.expired', person.email, 'retention',
        pg_catalog.jsonb_build_object(
          'contact_messages', pg_catalog.to_jsonb(person.contacts),
          'download_report', pg_catalog.to_jsonb(person.reports),
          'career_alerts', pg_catalog.to_jsonb(person.alerts)),
        private.forget_lead_events(person.contacts, person.reports, person.alerts));
    end loop;
  end if;

  for rule in
    select r.kind, r.target, r.condition, r.period_kind from (values
      (1, 'contact_messages', 'public.contact_messages', 'created_at < $1 - $2', 'contact_messages'),
      (2, 'download_report', 'public.download_report', 'created_at < $1 - $2', 'download_report'),
      (3, 'career_alerts', 'public.career_alerts', 'created_at < $1 - $2', 'career_alerts'),
      (4, 'data_rights_log', 'private.data_rights_log', 'at < $1 - $2', 'logs'),
      (5, 'client_requests', 'private.client_requests', 'window_start < $1 - $2', 'logs'),
      (6, 'lead_events', 'private.lead_events',
       '(status = ''delivered'' and delivered_at < $1 - $2) or (status = ''failed'' and pending_since < $1 - $2)',
       'delivery_records'),
      (7, 'data_rights_mail', 'private.data_rights_mail', 'sent_at < $1 - $2 or failed_at < $1 - $2', 'delivery_records'),
      (8, 'notification_digests', 'private.notification_digests',
       '(sent_at < $1 - $2 or failed_at < $1 - $2)
        and not exists (select from public.contact_messages c where c.digest_id = notification_digests.id or c.failure_digest_id = notification_digests.id)
        and not exists (select from public.download_report d where d.failure_digest_id = notification_digests.id)',
       'delivery_records'),
      (9, 'data_rights_requests', 'private.data_rights_requests',
       'confirmed_at < $1 - $2 or expires_at < $1 - $2', 'delivery_records'),
      (10, 'withdrawal_links', 'private.withdrawal_links',
       'used_at < $1 - $2 or expires_at < $1 - $2', 'delivery_records')
    ) as r(position, kind, target, condition, period_kind)
    order by r.position
  loop
    select p.period into strict cutoff from private.retention_periods p where p.kind = rule.period_kind;
    kind := rule.kind;
    execute format('select count(*) from %s where %s', rule.target, rule.condition) into due using as_of, cutoff;
    deleted := 0;
    if not dry_run and due > 0 then
      execute format('delete from %s where %s', rule.target, rule.condition) using as_of, cutoff;
      get diagnostics deleted = row_count;
    end if;
    return next;
  end loop;
end;
$$;

-- The digest also names the deletions the CRM could not be told of, by the ids of their leads.
alter table private.notification_digests add column crm_failures jsonb not null default '[]';

create or replace function private.gather_notification_digest(webhook_per_hour integer) returns bigint
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
  ) or exists (
    select from private.lead_events
     where status = 'failed' and failure_digest_id is null and type in ('lead.erased', 'lead.expired')
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
  with named as (
    update private.lead_events set failure_digest_id = digest
     where status = 'failed' and failure_digest_id is null and type in ('lead.erased', 'lead.expired')
    returning jsonb_build_object('type', type, 'webhook_id', webhook_id, 'occurred_at', occurred_at,
      'leads', payload -> 'leads', 'error', last_error) as failure, id
  )
  update private.notification_digests
     set crm_failures = coalesce((select jsonb_agg(failure order by id) from named), '[]')
   where id = digest;
  update private.notification_cap set last_digest_at = now();
  return digest;
end;
$$;
