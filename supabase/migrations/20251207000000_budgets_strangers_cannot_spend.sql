-- Budgets that strangers cannot spend for others, the client read where the platform writes it,
-- and a mailbox as its provider delivers it.
--   * Marketing confirmations have a budget of their own: 50 links an hour in all. Over it the
--     lead is stored and no link is sent, so ticked boxes can neither shut /data-rights nor
--     send more than 50 unasked-for e-mails an hour.
--   * A rights request (copy, correction, erasure, withdrawal) is never refused for everyone,
--     nor for everyone at one provider: past 200 links in a clock hour, or 10 to its domain,
--     it is stored and its e-mail waits for the first hour with room
--     (data_rights_mail.send_after); its link's 24 hours start when it is sent.
--     request_data_rights answers JSON {status, send_at, retry_at}: 'sent'; 'queued' with the
--     time it goes; 'limited' with the time to try again when the mailbox has had its 3 links
--     of the hour. Over the client's own limit it is still PT429.
--   * The per-client limit reads the client from the header private.client_limit.client_header
--     names (cf-connecting-ip on Supabase) or else from X-Forwarded-For, `trusted_hops` entries
--     from the right: by default the rightmost, the one the platform's proxy appends, never the
--     leftmost, which the client writes.
--   * Marketing consent is the mailbox's: a newer ticked box replaces a link still waiting (the
--     old link stops working), and the e-mail names the name and company the form gave, so the
--     person confirms their own details; the link confirms that lead only.
--   * A +tag is folded only at providers that deliver it to the same mailbox (Gmail, Outlook,
--     Fastmail, Proton, iCloud), as Gmail's dots are. Elsewhere alice+x@ and alice@ are two
--     people. Suppressions hashed before still match every variant they did; withdrawal links
--     that could now stand for either of two people expire.

-- The client -----------------------------------------------------------------------------------

alter table private.client_limit
  add column client_header text,
  add constraint client_limit_client_header_check check (client_header ~ '^[a-z0-9-]{1,64}$');
update private.client_limit set trusted_hops = 1 where trusted_hops = 0;
alter table private.client_limit
  alter column trusted_hops set default 1,
  drop constraint client_limit_trusted_hops_check,
  add constraint client_limit_trusted_hops_check check (trusted_hops between 1 and 10);

-- The client of a request as PostgREST passed its headers: the named header, read whole, or
-- the X-Forwarded-For entry `trusted_hops` from the right. Null when there is none.
create function private.request_client(headers json, settings private.client_limit) returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  forwarded text[];
begin
  if settings.client_header is not null then
    return nullif(private.client_key(coalesce(headers ->> settings.client_header, '')), '');
  end if;
  forwarded := pg_catalog.string_to_array(headers ->> 'x-forwarded-for', ',');
  if forwarded is null or pg_catalog.cardinality(forwarded) = 0 then
    return null;
  end if;
  return nullif(private.client_key(
    forwarded[greatest(pg_catalog.cardinality(forwarded) - settings.trusted_hops + 1, 1)]), '');
end;
$$;
revoke all on function private.request_client(json, private.client_limit) from public;

-- As before, with the client read by private.request_client; the lead tables' trigger calls it too.
create or replace function private.count_client_request(per_hour integer default null) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  raw text := pg_catalog.current_setting('request.headers', true);
  headers json;
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
  client := private.request_client(headers, settings);
  if client is null then
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

-- The mailbox ----------------------------------------------------------------------------------

-- The key addresses had until now: every +tag folded, on every domain. The providers that
-- deliver a +tag still fold it so; elsewhere it matches hashes stored with it, no more. Everyone
-- keeps EXECUTE, as on email_key: the lead tables' indexes run it as the inserting role.
create function private.legacy_email_key(address text) returns text
language sql
immutable
parallel safe
return case
  when pg_catalog.split_part(pg_catalog.lower(pg_catalog.btrim(address)), '@', 2) in ('gmail.com', 'googlemail.com')
    then pg_catalog.replace(
           pg_catalog.split_part(pg_catalog.regexp_replace(pg_catalog.lower(pg_catalog.btrim(address)), '\+[^@]*@', '@'), '@', 1),
           '.', '') || '@gmail.com'
  else pg_catalog.regexp_replace(pg_catalog.lower(pg_catalog.btrim(address)), '\+[^@]*@', '@')
end;

-- The mailbox an address reaches: lower case; a +tag dropped only where the provider delivers
-- it to the same mailbox; for Gmail also the dots, at gmail.com. shared/mailbox.ts states the
-- same rule.
create or replace function private.email_key(address text) returns text
language sql
immutable
parallel safe
return case
  when pg_catalog.split_part(pg_catalog.lower(pg_catalog.btrim(address)), '@', 2) in (
    'gmail.com', 'googlemail.com', 'outlook.com', 'hotmail.com', 'live.com', 'fastmail.com', 'fastmail.fm',
    'proton.me', 'protonmail.com', 'pm.me', 'icloud.com', 'me.com', 'mac.com')
    then private.legacy_email_key(address)
  else pg_catalog.lower(pg_catalog.btrim(address))
end;
reindex index public.contact_messages_email_key_idx;
reindex index public.download_report_email_key_idx;
reindex index public.career_alerts_email_key_idx;

-- A suppression stored before folded every +tag: it still stands for every address it did.
alter table private.suppressed_addresses add column folds_every_tag boolean not null default false;
update private.suppressed_addresses set folds_every_tag = true;

-- Whether marketing must not reach `email`: its mailbox's hash, or an older suppression's.
create function private.is_suppressed(email text, keys bytea[]) returns boolean
language sql
stable
set search_path = ''
return exists (
  select from private.suppressed_addresses s
   where s.address_hash = private.keyed_hash(private.email_key(email), keys)
      or (s.folds_every_tag and s.address_hash = private.keyed_hash(private.legacy_email_key(email), keys)));
revoke all on function private.is_suppressed(text, bytea[]) from public;

-- A withdrawal link mailed before was hashed from the folded address, and finds the leads of
-- whichever address now has that hash. Where the new rule splits an address held (alice+x@ and
-- alice@ of a domain without +tags), the link could be either's: it expires, and every later
-- e-mail carries a link of its own.
update private.withdrawal_links w set expires_at = now()
 where w.used_at is null and w.expires_at > now()
   and w.address_hash in (
     select private.keyed_hash(private.legacy_email_key(l.email), k.keys)
       from (select c.email from public.contact_messages c
             union select r.email from public.download_report r
             union select a.email from public.career_alerts a) l
       cross join (select private.hash_keys() as keys) k
      where private.email_key(l.email) <> private.legacy_email_key(l.email));

-- The budgets ----------------------------------------------------------------------------------

-- When a request's link is sent (a rights request over the hour's budget waits), and whether a
-- newer ticked box replaced it.
alter table private.data_rights_requests
  add column send_at timestamptz,
  add column replaced_at timestamptz;
update private.data_rights_requests set send_at = requested_at;
alter table private.data_rights_requests
  alter column send_at set default now(),
  alter column send_at set not null;
create index data_rights_requests_send_at_idx on private.data_rights_requests (send_at) where kind <> 'marketing';
create index data_rights_requests_domain_send_at_idx on private.data_rights_requests (domain_hash, send_at)
  where kind <> 'marketing';
create index data_rights_requests_kind_idx on private.data_rights_requests (kind, requested_at);

-- Not before this time: the worker claims a mail once next_attempt_at has come, and retries it
-- for 24 hours from send_after.
alter table private.data_rights_mail add column send_after timestamptz;
update private.data_rights_mail set send_after = created_at;
alter table private.data_rights_mail
  alter column send_after set default now(),
  alter column send_after set not null;

-- Queues the e-mail with a new single-use link to confirm a request for `address`:
-- {status, send_at, retry_at}. 'sent'; 'queued' until send_at, the first clock hour with room
-- for a rights link (200 in all, 10 to a domain); 'limited' until retry_at, when the mailbox
-- has had 3 links in the hour (or, for marketing, its domain 10); 'busy' over 50 marketing
-- links an hour (nothing is sent). A ticked box replaces the mailbox's marketing link still
-- waiting, and its e-mail names the lead's name and company.
drop function private.queue_verification(text, text, text, text, bigint);
create function private.queue_verification(
  address text, kind text, correction text default null, lead_table text default null, lead_id bigint default null
) returns json
language plpgsql
set search_path = ''
as $$
declare
  mailbox_hash text := private.address_hash(address);
  recipient_domain text := private.domain_hash(address);
  mailbox_free_at timestamptz;
  domain_free_at timestamptz;
  retry_at timestamptz;
  slot timestamptz;
  send_at timestamptz := now();
  details jsonb := '{}';
  token text;
  request bigint;
begin
  -- One decision at a time, so concurrent requests cannot pass a cap together.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('data_rights:requests'));
  -- A mailbox's 3 links an hour, of every kind, are spent until the oldest is an hour old;
  -- so are a domain's 10 marketing links.
  select r.requested_at + interval '1 hour' into mailbox_free_at
    from private.data_rights_requests r
   where r.address_hash = mailbox_hash and r.requested_at > now() - interval '1 hour'
   order by r.requested_at desc offset 2 limit 1;
  if kind = 'marketing' then
    select r.requested_at + interval '1 hour' into domain_free_at
      from private.data_rights_requests r
     where r.domain_hash = recipient_domain and r.kind = 'marketing' and r.requested_at > now() - interval '1 hour'
     order by r.requested_at desc offset 9 limit 1;
  end if;
  retry_at := greatest(mailbox_free_at, domain_free_at);
  if retry_at is not null then
    insert into private.data_rights_log (address_hash, kind, event) values (mailbox_hash, kind, 'limited');
    return pg_catalog.json_build_object('status', 'limited', 'send_at', null, 'retry_at', retry_at);
  end if;

  if kind = 'marketing' then
    if (select count(*) from private.data_rights_requests r
         where r.kind = 'marketing' and r.requested_at > now() - interval '1 hour') >= 50 then
      insert into private.data_rights_log (address_hash, kind, event) values (mailbox_hash, kind, 'limited');
      return pg_catalog.json_build_object('status', 'busy', 'send_at', null, 'retry_at', null);
    end if;
    -- The mailbox's waiting link stops working, and its e-mail, if not yet sent, never goes.
    with replaced as (
      update private.data_rights_requests r
         set replaced_at = now(), expires_at = now(), address = null
       where r.address_hash = mailbox_hash and r.kind = 'marketing'
         and r.confirmed_at is null and r.replaced_at is null and r.expires_at > now()
      returning r.id
    )
    delete from private.data_rights_mail m using replaced
     where m.request_id = replaced.id and m.sent_at is null and m.failed_at is null;
    if lead_table = 'contact_messages' then
      select pg_catalog.jsonb_build_object('name', c.full_name, 'company', c.company) into details
        from public.contact_messages c where c.id = queue_verification.lead_id;
    elsif lead_table = 'download_report' then
      select pg_catalog.jsonb_build_object('name', d.first_name || ' ' || d.last_name, 'company', d.company) into details
        from public.download_report d where d.id = queue_verification.lead_id;
    end if;
  else
    -- The first clock hour, from this one, with room for a rights link: 200 in all, 10 to the
    -- domain. A month ahead is full only under a flood no per-client limit lets through.
    send_at := null;
    for hours in 0 .. 719 loop
      slot := pg_catalog.date_trunc('hour', now()) + hours * interval '1 hour';
      if (select count(*) from private.data_rights_requests r
           where r.kind <> 'marketing' and r.send_at >= slot and r.send_at < slot + interval '1 hour') < 200
         and (select count(*) from private.data_rights_requests r
               where r.kind <> 'marketing' and r.domain_hash = recipient_domain
                 and r.send_at >= slot and r.send_at < slot + interval '1 hour') < 10
      then
        send_at := greatest(now(), slot);
        exit;
      end if;
    end loop;
    if send_at is null then
      raise exception using errcode = 'PT429', message = 'Too many requests', hint = 'Please try again tomorrow.';
    end if;
  end if;

  token := private.new_token();
  insert into private.data_rights_requests
    (token_hash, address_hash, domain_hash, address, kind, correction, lead_table, lead_id, send_at, expires_at)
    values (private.token_hash(token), mailbox_hash, recipient_domain, pg_catalog.lower(pg_catalog.btrim(address)), kind,
            correction, lead_table, lead_id, send_at, send_at + interval '24 hours')
    returning id into request;
  insert into private.data_rights_mail (kind, to_address, token, payload, request_id, send_after, next_attempt_at)
    values ('verify', pg_catalog.lower(pg_catalog.btrim(address)), token,
            pg_catalog.jsonb_build_object('kind', kind) || coalesce(details, '{}'), request, send_at, send_at);
  insert into private.data_rights_log (address_hash, kind, event) values (mailbox_hash, kind, 'requested');
  if send_at > now() then
    return pg_catalog.json_build_object('status', 'queued', 'send_at', send_at, 'retry_at', null);
  end if;
  return pg_catalog.json_build_object('status', 'sent', 'send_at', null, 'retry_at', null);
end;
$$;
revoke all on function private.queue_verification(text, text, text, text, bigint) from public;

-- /data-rights: asks for a link to `email`. The same answer whether or not the address is
-- known: {status: 'sent' | 'queued' | 'limited', send_at, retry_at}. Over the client's own
-- limit, PT429.
drop function public.request_data_rights(text, text, text);
create function public.request_data_rights(email text, kind text, correction text default null) returns json
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
  return private.queue_verification(address, kind, case when kind = 'correction' then correction end);
end;
$$;
revoke all on function public.request_data_rights(text, text, text) from public, anon, authenticated, service_role;
grant execute on function public.request_data_rights(text, text, text) to anon;

-- A replaced link stays dead when its e-mail, already on its way, is recorded sent.
create or replace function private.start_link_when_sent() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  update private.data_rights_requests set expires_at = now() + interval '24 hours'
   where id = new.request_id and confirmed_at is null and replaced_at is null;
  return null;
end;
$$;

-- Confirming lifts the mailbox's suppression, an older one's included.
create or replace function public.confirm_data_rights(token text) returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  request private.data_rights_requests;
  status text;
  keys bytea[];
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
    keys := private.hash_keys();
    delete from private.suppressed_addresses s
     where s.address_hash = request.address_hash
        or s.address_hash = private.keyed_hash(private.email_key(request.address), keys)
        or (s.folds_every_tag and s.address_hash = private.keyed_hash(private.legacy_email_key(request.address), keys));
  else
    perform private.erase_person(request.address, request.kind);
  end if;
  -- Done: the request keeps its hashes and times, for the grievance record.
  update private.data_rights_requests set address = null, correction = null where id = request.id;
  insert into private.data_rights_log (address_hash, kind, event) values (request.address_hash, request.kind, 'completed');
  return pg_catalog.json_build_object('status', 'done', 'kind', request.kind);
end;
$$;

-- `npm run leads -- marketing`: as before, each mailbox once with its latest confirmed lead,
-- none that a suppression, older ones included, names.
create or replace function public.marketing_audience()
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
   where not private.is_suppressed(l.email, k.keys)
   order by private.email_key(l.email), l.confirmed_at desc;
$$;
