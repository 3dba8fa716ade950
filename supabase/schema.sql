-- The schema of public and private as supabase/migrations leave it, written by `npm run schema`
-- (pg_dump --schema-only of a migrated PostgreSQL). Do not edit: change the schema with a new
-- migration, then run `npm run schema`.

-- Name: private; Type: SCHEMA; Schema: -

CREATE SCHEMA private;

-- Name: public; Type: SCHEMA; Schema: -

CREATE SCHEMA public;

-- Name: SCHEMA public; Type: COMMENT; Schema: -

COMMENT ON SCHEMA public IS 'standard public schema';

-- Name: add_hash_layer(text, bytea); Type: FUNCTION; Schema: private

CREATE FUNCTION private.add_hash_layer(hash text, key bytea) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    RETURN encode(extensions.hmac(convert_to(hash, 'UTF8'::name), key, 'sha256'::text), 'hex'::text);

-- Name: legacy_email_key(text); Type: FUNCTION; Schema: private

CREATE FUNCTION private.legacy_email_key(address text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    RETURN CASE WHEN (split_part(lower(btrim(address)), '@'::text, 2) = ANY (ARRAY['gmail.com'::text, 'googlemail.com'::text])) THEN (replace(split_part(regexp_replace(lower(btrim(address)), '\+[^@]*@'::text, '@'::text), '@'::text, 1), '.'::text, ''::text) || '@gmail.com'::text) ELSE regexp_replace(lower(btrim(address)), '\+[^@]*@'::text, '@'::text) END;

-- Name: email_key(text); Type: FUNCTION; Schema: private

CREATE FUNCTION private.email_key(address text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    RETURN CASE WHEN (split_part(lower(btrim(address)), '@'::text, 2) = ANY (ARRAY['gmail.com'::text, 'googlemail.com'::text, 'outlook.com'::text, 'hotmail.com'::text, 'live.com'::text, 'fastmail.com'::text, 'fastmail.fm'::text, 'proton.me'::text, 'protonmail.com'::text, 'pm.me'::text, 'icloud.com'::text, 'me.com'::text, 'mac.com'::text])) THEN private.legacy_email_key(address) ELSE lower(btrim(address)) END;

-- Name: hash_keys(); Type: FUNCTION; Schema: private

CREATE FUNCTION private.hash_keys() RETURNS bytea[]
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  ring bytea[] := private.hash_key_ring();
  applied integer := (select s.layers from private.hash_key_state s);
begin
  if applied = 0 or pg_catalog.cardinality(ring) < applied then
    raise exception using errcode = '55000', message = 'The address-hash keys are missing',
      hint = 'On Supabase they are the Vault secrets address_hash_key_<n>; locally, DATA_DIR/address-hash.key.';
  end if;
  return ring[1:applied];
end;
$$;

-- Name: keyed_hash(text, bytea[]); Type: FUNCTION; Schema: private

CREATE FUNCTION private.keyed_hash(value text, keys bytea[]) RETURNS text
    LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $$
declare
  hash text := pg_catalog.encode(pg_catalog.sha256(pg_catalog.convert_to(coalesce(value, ''), 'UTF8')), 'hex');
  key bytea;
begin
  foreach key in array keys loop
    hash := pg_catalog.encode(extensions.hmac(pg_catalog.convert_to(hash, 'UTF8'), key, 'sha256'), 'hex');
  end loop;
  return hash;
end;
$$;

-- Name: address_hash(text); Type: FUNCTION; Schema: private

CREATE FUNCTION private.address_hash(email text) RETURNS text
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    RETURN private.keyed_hash(private.email_key(email), private.hash_keys());

-- Name: apply_hash_keys(); Type: FUNCTION; Schema: private

CREATE FUNCTION private.apply_hash_keys() RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  ring bytea[] := private.hash_key_ring();
  applied integer;
  position integer;
  key bytea;
begin
  select s.layers into applied from private.hash_key_state s for update;
  if pg_catalog.cardinality(ring) = 0 then
    raise exception using errcode = '55000', message = 'The address-hash keys are missing',
      hint = 'On Supabase they are the Vault secrets address_hash_key_<n>; locally, DATA_DIR/address-hash.key.';
  end if;
  if pg_catalog.cardinality(ring) < applied then
    raise exception using errcode = '55000', message = 'An address-hash key has gone from the ring',
      hint = 'Keys are never removed: restore it, or no stored hash can be matched.';
  end if;
  for position in applied + 1 .. pg_catalog.cardinality(ring) loop
    key := ring[position];
    update private.suppressed_addresses set address_hash = private.add_hash_layer(address_hash, key);
    update private.withdrawal_links
       set token_hash = private.add_hash_layer(token_hash, key),
           address_hash = private.add_hash_layer(address_hash, key);
    update private.data_rights_requests
       set token_hash = private.add_hash_layer(token_hash, key),
           address_hash = private.add_hash_layer(address_hash, key),
           domain_hash = private.add_hash_layer(domain_hash, key);
    update private.data_rights_log set address_hash = private.add_hash_layer(address_hash, key)
     where address_hash is not null;
    update private.lead_events
       set payload = pg_catalog.jsonb_set(payload, '{address_hash}',
                       pg_catalog.to_jsonb(private.add_hash_layer(payload ->> 'address_hash', key)))
     where payload ? 'address_hash';
  end loop;
  update private.hash_key_state set layers = pg_catalog.cardinality(ring);
  return pg_catalog.cardinality(ring) - applied;
end;
$$;

-- Name: ask_marketing_confirmation(); Type: FUNCTION; Schema: private

CREATE FUNCTION private.ask_marketing_confirmation() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  lead record;
begin
  for lead in select i.id, i.email from inserted i where i.marketing_opt_in order by i.id loop
    perform private.queue_verification(lead.email, 'marketing', null, tg_table_name, lead.id);
  end loop;
  return null;
end;
$$;

-- Name: lead_events; Type: TABLE; Schema: private

CREATE TABLE private.lead_events (
    id bigint NOT NULL,
    type text NOT NULL,
    occurred_at timestamp with time zone NOT NULL,
    lead_id bigint,
    status text DEFAULT 'pending'::text NOT NULL,
    attempts integer DEFAULT 0 NOT NULL,
    last_error text,
    pending_since timestamp with time zone DEFAULT now() NOT NULL,
    next_attempt_at timestamp with time zone DEFAULT now() NOT NULL,
    claimed_until timestamp with time zone,
    delivered_at timestamp with time zone,
    webhook_id text GENERATED ALWAYS AS (('evt_<random per database>'::text || lpad(to_hex(id), 16, '0'::text))) STORED NOT NULL,
    payload jsonb,
    failure_digest_id bigint,
    CONSTRAINT lead_events_attempts_check CHECK ((attempts >= 0)),
    CONSTRAINT lead_events_last_error_check CHECK ((char_length(last_error) <= 2000)),
    CONSTRAINT lead_events_status_check CHECK ((status = ANY (ARRAY['pending'::text, 'delivered'::text, 'failed'::text]))),
    CONSTRAINT lead_events_type_check CHECK ((type = ANY (ARRAY['lead.contact_message.created'::text, 'lead.report_request.created'::text, 'lead.career_alert.created'::text, 'lead.contact_message.marketing_confirmed'::text, 'lead.report_request.marketing_confirmed'::text, 'lead.erased'::text, 'lead.expired'::text])))
);

-- Name: claim_lead_events(integer, interval, integer); Type: FUNCTION; Schema: private

CREATE FUNCTION private.claim_lead_events(batch integer, lease interval, per_hour integer) RETURNS SETOF private.lead_events
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
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

-- Name: contact_messages; Type: TABLE; Schema: public

CREATE TABLE public.contact_messages (
    id bigint NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    first_name text NOT NULL,
    last_name text DEFAULT ''::text NOT NULL,
    full_name text NOT NULL,
    email text NOT NULL,
    company text NOT NULL,
    phone text DEFAULT ''::text NOT NULL,
    question text NOT NULL,
    message text DEFAULT ''::text NOT NULL,
    referer text DEFAULT ''::text NOT NULL,
    form_source text NOT NULL,
    notified_at timestamp with time zone,
    notify_attempts integer DEFAULT 0 NOT NULL,
    notify_error text,
    claimed_until timestamp with time zone,
    next_attempt_at timestamp with time zone DEFAULT now() NOT NULL,
    digest_id bigint,
    utm_source text,
    utm_medium text,
    utm_campaign text,
    utm_term text,
    utm_content text,
    landing_path text,
    referrer_host text,
    notify_failed_at timestamp with time zone,
    failure_digest_id bigint,
    notice_version text,
    notice_language text,
    marketing_opt_in boolean DEFAULT false NOT NULL,
    consented_at timestamp with time zone DEFAULT now(),
    marketing_confirmed_at timestamp with time zone,
    marketing_confirmed_by text,
    CONSTRAINT contact_messages_company_check CHECK (((char_length(btrim(company)) >= 1) AND (char_length(btrim(company)) <= 200))),
    CONSTRAINT contact_messages_contact_message_required CHECK (((form_source <> 'contact-us-form'::text) OR (char_length(btrim(message)) > 0))),
    CONSTRAINT contact_messages_demo_phone_required CHECK (((form_source <> 'demo-request-modal'::text) OR (phone <> ''::text))),
    CONSTRAINT contact_messages_first_name_check CHECK (((char_length(btrim(first_name)) >= 1) AND (char_length(btrim(first_name)) <= 100))),
    CONSTRAINT contact_messages_form_source_check CHECK ((form_source = ANY (ARRAY['contact-us-form'::text, 'demo-request-modal'::text, 'roi-calculator'::text]))),
    CONSTRAINT contact_messages_full_name_check CHECK (((char_length(btrim(full_name)) >= 1) AND (char_length(btrim(full_name)) <= 200))),
    CONSTRAINT contact_messages_landing_path_check CHECK (((char_length(landing_path) <= 500) AND (landing_path ~ '^/(?!/)[A-Za-z0-9._~!$&''()*+,;=:@%/-]*$'::text))),
    CONSTRAINT contact_messages_last_name_check CHECK ((char_length(last_name) <= 100)),
    CONSTRAINT contact_messages_marketing_confirmed_check CHECK ((((marketing_confirmed_at IS NULL) = (marketing_confirmed_by IS NULL)) AND ((marketing_confirmed_at IS NULL) OR marketing_opt_in) AND (marketing_confirmed_by = 'email-link'::text))),
    CONSTRAINT contact_messages_marketing_opt_in_check CHECK (((NOT marketing_opt_in) OR (form_source = 'contact-us-form'::text))),
    CONSTRAINT contact_messages_message_check CHECK ((char_length(message) <= 5000)),
    CONSTRAINT contact_messages_notify_attempts_check CHECK ((notify_attempts >= 0)),
    CONSTRAINT contact_messages_notify_error_check CHECK ((char_length(notify_error) <= 2000)),
    CONSTRAINT contact_messages_phone_check CHECK (((char_length(phone) <= 32) AND ((phone = ''::text) OR (regexp_replace(phone, '[[:space:]()-]'::text, ''::text, 'g'::text) ~ '^\+?[1-9][0-9]{0,15}$'::text)))),
    CONSTRAINT contact_messages_question_check CHECK ((question = ANY (ARRAY['General Inquiry'::text, 'Product Demo Request'::text, 'Technical Support'::text, 'Partnership Opportunities'::text, 'Pricing Information'::text, 'Implementation Support'::text]))),
    CONSTRAINT contact_messages_referer_check CHECK ((char_length(referer) <= 2048)),
    CONSTRAINT contact_messages_referrer_host_check CHECK (((char_length(referrer_host) <= 253) AND (referrer_host ~ '^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$'::text))),
    CONSTRAINT contact_messages_roi_estimate_required CHECK (((form_source <> 'roi-calculator'::text) OR (char_length(btrim(message)) > 0))),
    CONSTRAINT contact_messages_stored_before_notices_check CHECK (((notice_version IS NULL) = (consented_at IS NULL))),
    CONSTRAINT contact_messages_utm_campaign_check CHECK ((utm_campaign ~ '^[A-Za-z0-9 ._~+/:|(),%-]{1,200}$'::text)),
    CONSTRAINT contact_messages_utm_content_check CHECK ((utm_content ~ '^[A-Za-z0-9 ._~+/:|(),%-]{1,200}$'::text)),
    CONSTRAINT contact_messages_utm_medium_check CHECK ((utm_medium ~ '^[A-Za-z0-9 ._~+/:|(),%-]{1,200}$'::text)),
    CONSTRAINT contact_messages_utm_source_check CHECK ((utm_source ~ '^[A-Za-z0-9 ._~+/:|(),%-]{1,200}$'::text)),
    CONSTRAINT contact_messages_utm_term_check CHECK ((utm_term ~ '^[A-Za-z0-9 ._~+/:|(),%-]{1,200}$'::text))
);

-- Name: claim_notifications(integer, interval); Type: FUNCTION; Schema: private

CREATE FUNCTION private.claim_notifications(batch integer, lease interval) RETURNS SETOF public.contact_messages
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
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

-- Name: client_key(text); Type: FUNCTION; Schema: private

CREATE FUNCTION private.client_key(address text) RETURNS text
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $$
declare
  parsed inet;
begin
  begin
    parsed := pg_catalog.btrim(address)::inet;
  exception when others then
    return left(pg_catalog.btrim(address), 100);
  end;
  if pg_catalog.family(parsed) = 6 and parsed << '::ffff:0.0.0.0/96'::inet then
    return pg_catalog.host(('0.0.0.0'::inet + (parsed - '::ffff:0.0.0.0'::inet)));
  end if;
  if pg_catalog.family(parsed) = 6 then
    return pg_catalog.host(pg_catalog.network(pg_catalog.set_masklen(parsed, 64))) || '/64';
  end if;
  return pg_catalog.host(parsed);
end;
$$;

-- Name: count_client_request(integer); Type: FUNCTION; Schema: private

CREATE FUNCTION private.count_client_request(per_hour integer DEFAULT NULL::integer) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

-- Name: count_statement_rows(); Type: FUNCTION; Schema: private

CREATE FUNCTION private.count_statement_rows() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  counted integer := coalesce(nullif(pg_catalog.current_setting('lead_limits.rows_in_statement', true), ''), '0')::integer + 1;
begin
  if counted > 5 then
    raise exception using
      errcode = 'PT413',
      message = 'Too many rows in one request',
      hint = 'Send at most 5 rows per request.';
  end if;
  perform pg_catalog.set_config('lead_limits.rows_in_statement', counted::text, true);
  return new;
end;
$$;

-- Name: domain_hash(text); Type: FUNCTION; Schema: private

CREATE FUNCTION private.domain_hash(email text) RETURNS text
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    RETURN private.keyed_hash(('@'::text || split_part(private.email_key(email), '@'::text, 2)), private.hash_keys());

-- Name: erase_person(text, text); Type: FUNCTION; Schema: private

CREATE FUNCTION private.erase_person(email text, reason text) RETURNS jsonb
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
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

-- Name: forget_client_requests(); Type: FUNCTION; Schema: private

CREATE FUNCTION private.forget_client_requests() RETURNS integer
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  with forgotten as (
    delete from private.client_requests where window_start < now() - interval '1 hour' returning 1
  )
  select count(*)::integer from forgotten;
$$;

-- Name: forget_erased_address(); Type: FUNCTION; Schema: private

CREATE FUNCTION private.forget_erased_address() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  new.payload := new.payload - 'email' - 'sealed_email';
  return new;
end;
$$;

-- Name: forget_lead_events(bigint[], bigint[], bigint[]); Type: FUNCTION; Schema: private

CREATE FUNCTION private.forget_lead_events(contacts bigint[], reports bigint[], alerts bigint[]) RETURNS boolean
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
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

-- Name: forget_sent_mail(); Type: FUNCTION; Schema: private

CREATE FUNCTION private.forget_sent_mail() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  new.to_address := null;
  new.sealed_to := null;
  new.token := null;
  new.payload := null;
  return new;
end;
$$;

-- Name: gather_notification_digest(integer); Type: FUNCTION; Schema: private

CREATE FUNCTION private.gather_notification_digest(webhook_per_hour integer) RETURNS bigint
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
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

-- Name: hash_key_ring(); Type: FUNCTION; Schema: private

CREATE FUNCTION private.hash_key_ring() RETURNS bytea[]
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  ring bytea[];
  setting text;
  key bytea;
begin
  if pg_catalog.to_regclass('vault.decrypted_secrets') is not null then
    select pg_catalog.array_agg(pg_catalog.decode(s.decrypted_secret, 'hex')
             order by (pg_catalog.substring(s.name, '[0-9]+$'))::integer)
      into ring
      from vault.decrypted_secrets s
     where s.name ~ '^address_hash_key_[0-9]+$';
  end if;
  if ring is null then
    setting := nullif(pg_catalog.btrim(pg_catalog.current_setting('sentinel.address_hash_keys', true)), '');
    if setting is not null then
      select pg_catalog.array_agg(pg_catalog.decode(pg_catalog.btrim(k.value), 'hex') order by k.n)
        into ring
        from pg_catalog.unnest(pg_catalog.string_to_array(setting, ',')) with ordinality as k(value, n);
    end if;
  end if;
  foreach key in array coalesce(ring, '{}') loop
    if pg_catalog.length(key) <> 32 then
      raise exception using errcode = '22023', message = 'An address-hash key is not 32 bytes',
        hint = 'Each key is 64 hexadecimal digits, as printed by: openssl rand -hex 32';
    end if;
  end loop;
  return coalesce(ring, '{}');
end;
$_$;

-- Name: hold_report_floods(); Type: FUNCTION; Schema: private

CREATE FUNCTION private.hold_report_floods() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  request record;
  -- The statement's requests that will be mailed, by recipient domain, decided so far.
  mailed text[] := '{}';
  to_domain integer;
  overall integer;
begin
  -- One decision at a time, so concurrent statements cannot both take the last place.
  perform pg_advisory_xact_lock(hashtext('download_report:mail caps'));
  select count(*) into overall
    from public.download_report d
   where d.review_reason is null and d.created_at > now() - interval '1 hour'
     and not exists (select from inserted i where i.id = d.id);
  for request in select i.id, split_part(i.email, '@', 2) as domain from inserted i order by i.id loop
    select count(*) into to_domain
      from public.download_report d
     where d.review_reason is null and d.created_at > now() - interval '1 hour'
       and split_part(d.email, '@', 2) = request.domain
       and not exists (select from inserted i where i.id = d.id);
    to_domain := to_domain + cardinality(array_positions(mailed, request.domain));
    if to_domain >= 10 then
      update public.download_report set review_reason = 'Held: 10 report e-mails to this domain in the last hour'
       where id = request.id;
    elsif overall + cardinality(mailed) >= 100 then
      update public.download_report set review_reason = 'Held: 100 report e-mails in the last hour'
       where id = request.id;
    else
      mailed := mailed || request.domain;
    end if;
  end loop;
  return null;
end;
$$;

-- Name: is_plain_address(text); Type: FUNCTION; Schema: private

CREATE FUNCTION private.is_plain_address(address text) RETURNS boolean
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    RETURN ((char_length(address) <= 254) AND (address = lower(btrim(address))) AND (address ~ '^[a-z0-9!#$&''*+/=?^_`{|}~-]+(\.[a-z0-9!#$&''*+/=?^_`{|}~-]+)*@[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)+$'::text) AND (address ~ '\.[a-z0-9-]*[a-z][a-z0-9-]*$'::text) AND (char_length(split_part(address, '@'::text, 1)) <= 64));

-- Name: suppressed_addresses; Type: TABLE; Schema: private

CREATE TABLE private.suppressed_addresses (
    address_hash text NOT NULL,
    suppressed_at timestamp with time zone DEFAULT now() NOT NULL,
    reason text NOT NULL,
    folds_every_tag boolean DEFAULT false NOT NULL,
    CONSTRAINT suppressed_addresses_reason_check CHECK ((reason = ANY (ARRAY['withdrawal'::text, 'erasure'::text])))
);

-- Name: is_suppressed(text, bytea[]); Type: FUNCTION; Schema: private

CREATE FUNCTION private.is_suppressed(email text, keys bytea[]) RETURNS boolean
    LANGUAGE sql STABLE
    SET search_path TO ''
    RETURN (EXISTS (SELECT FROM private.suppressed_addresses s WHERE ((s.address_hash = private.keyed_hash(private.email_key(is_suppressed.email), is_suppressed.keys)) OR (s.folds_every_tag AND (s.address_hash = private.keyed_hash(private.legacy_email_key(is_suppressed.email), is_suppressed.keys))))));

-- Name: issue_withdrawal_link(text); Type: FUNCTION; Schema: private

CREATE FUNCTION private.issue_withdrawal_link(email text) RETURNS text
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  token text := private.new_token();
begin
  insert into private.withdrawal_links (token_hash, address_hash)
    values (private.token_hash(token), private.address_hash(email));
  return token;
end;
$$;

-- Name: lead_event_payloads(bigint[]); Type: FUNCTION; Schema: private

CREATE FUNCTION private.lead_event_payloads(event_ids bigint[]) RETURNS TABLE(id bigint, payload json)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

-- Name: lead_row_payloads(bigint[]); Type: FUNCTION; Schema: private

CREATE FUNCTION private.lead_row_payloads(event_ids bigint[]) RETURNS TABLE(id bigint, payload json)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
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

-- Name: limit_invalid_tokens(); Type: FUNCTION; Schema: private

CREATE FUNCTION private.limit_invalid_tokens() RETURNS void
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if (select count(*) from private.data_rights_log where event = 'invalid' and at > now() - interval '1 hour') >= 200 then
    raise exception using errcode = 'PT429', message = 'Too many invalid links', hint = 'Please try again in an hour.';
  end if;
end;
$$;

-- Name: limit_leads_per_email(); Type: FUNCTION; Schema: private

CREATE FUNCTION private.limit_leads_per_email() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  address text;
  recent integer;
begin
  -- In one order, so two statements sharing addresses cannot wait on each other.
  for address in select distinct private.email_key(email) from inserted order by 1 loop
    -- Serialises one address's statements: the count after the lock sees every one before.
    perform pg_advisory_xact_lock(hashtext(tg_table_name || ':' || address));
    -- Static queries per table: plpgsql caches their plans, where EXECUTE would re-plan.
    if tg_table_name = 'contact_messages' then
      select count(*) into recent from public.contact_messages
        where private.email_key(email) = address and created_at > now() - interval '1 hour';
    elsif tg_table_name = 'download_report' then
      select count(*) into recent from public.download_report
        where private.email_key(email) = address and created_at > now() - interval '1 hour';
    else
      select count(*) into recent from public.career_alerts
        where private.email_key(email) = address and created_at > now() - interval '1 hour';
    end if;
    if recent > 5 then
      raise exception using
        errcode = 'PT429',
        message = 'Too many requests from this e-mail address',
        hint = 'Please try again in an hour.';
    end if;
  end loop;
  return null;
end;
$$;

-- Name: limit_requests_per_client(); Type: FUNCTION; Schema: private

CREATE FUNCTION private.limit_requests_per_client() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform private.count_client_request();
  return null;
end;
$$;

-- Name: new_token(); Type: FUNCTION; Schema: private

CREATE FUNCTION private.new_token() RETURNS text
    LANGUAGE sql
    SET search_path TO ''
    RETURN replace(((gen_random_uuid())::text || (gen_random_uuid())::text), '-'::text, ''::text);

-- Name: notification_places_taken(); Type: FUNCTION; Schema: private

CREATE FUNCTION private.notification_places_taken() RETURNS integer
    LANGUAGE sql STABLE
    SET search_path TO ''
    RETURN ((SELECT count(*) AS count FROM public.contact_messages WHERE (contact_messages.notified_at > (now() - '01:00:00'::interval))) + (SELECT count(*) AS count FROM public.contact_messages WHERE ((contact_messages.notified_at IS NULL) AND (contact_messages.claimed_until > now()))));

-- Name: person_data(text); Type: FUNCTION; Schema: private

CREATE FUNCTION private.person_data(email text) RETURNS jsonb
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
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

-- Name: queue_verification(text, text, text, text, bigint); Type: FUNCTION; Schema: private

CREATE FUNCTION private.queue_verification(address text, kind text, correction text DEFAULT NULL::text, lead_table text DEFAULT NULL::text, lead_id bigint DEFAULT NULL::bigint) RETURNS json
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
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

-- Name: record_lead_events(); Type: FUNCTION; Schema: private

CREATE FUNCTION private.record_lead_events() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  insert into private.lead_events (type, occurred_at, lead_id)
  select tg_argv[0], n.created_at, n.id from inserted n order by n.id;
  return null;
end;
$$;

-- Name: refuse_superseded_notice(); Type: FUNCTION; Schema: private

CREATE FUNCTION private.refuse_superseded_notice() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

-- Name: client_limit; Type: TABLE; Schema: private

CREATE TABLE private.client_limit (
    singleton boolean DEFAULT true NOT NULL,
    per_minute integer DEFAULT 30 NOT NULL,
    trusted_hops integer DEFAULT 1 NOT NULL,
    client_header text,
    CONSTRAINT client_limit_client_header_check CHECK ((client_header ~ '^[a-z0-9-]{1,64}$'::text)),
    CONSTRAINT client_limit_per_minute_check CHECK ((per_minute >= 0)),
    CONSTRAINT client_limit_singleton_check CHECK (singleton),
    CONSTRAINT client_limit_trusted_hops_check CHECK (((trusted_hops >= 1) AND (trusted_hops <= 10)))
);

-- Name: request_client(json, private.client_limit); Type: FUNCTION; Schema: private

CREATE FUNCTION private.request_client(headers json, settings private.client_limit) RETURNS text
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $$
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

-- Name: seal(text); Type: FUNCTION; Schema: private

CREATE FUNCTION private.seal(value text) RETURNS bytea
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  keys bytea[] := private.hash_keys();
begin
  return extensions.pgp_sym_encrypt(value, private.seal_passphrase(keys[pg_catalog.cardinality(keys)]), 'cipher-algo=aes256');
end;
$$;

-- Name: seal_passphrase(bytea); Type: FUNCTION; Schema: private

CREATE FUNCTION private.seal_passphrase(key bytea) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    RETURN encode(extensions.hmac(convert_to('sentinel seal'::text, 'UTF8'::name), key, 'sha256'::text), 'hex'::text);

-- Name: set_webhook_configured(boolean); Type: FUNCTION; Schema: private

CREATE FUNCTION private.set_webhook_configured(configured boolean) RETURNS integer
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
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

-- Name: start_link_when_sent(); Type: FUNCTION; Schema: private

CREATE FUNCTION private.start_link_when_sent() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  update private.data_rights_requests set expires_at = now() + interval '24 hours'
   where id = new.request_id and confirmed_at is null and replaced_at is null;
  return null;
end;
$$;

-- Name: start_row_count(); Type: FUNCTION; Schema: private

CREATE FUNCTION private.start_row_count() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  perform pg_catalog.set_config('lead_limits.rows_in_statement', '0', true);
  return null;
end;
$$;

-- Name: tell_crm_leads_gone(text, text, text, jsonb, boolean); Type: FUNCTION; Schema: private

CREATE FUNCTION private.tell_crm_leads_gone(type text, email text, reason text, leads jsonb, told_before boolean) RETURNS void
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
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

-- Name: token_hash(text); Type: FUNCTION; Schema: private

CREATE FUNCTION private.token_hash(token text) RETURNS text
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    RETURN private.keyed_hash(COALESCE(token, ''::text), private.hash_keys());

-- Name: unseal(bytea); Type: FUNCTION; Schema: private

CREATE FUNCTION private.unseal(sealed bytea) RETURNS text
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  ring bytea[] := private.hash_key_ring();
  position integer;
begin
  if sealed is null then
    return null;
  end if;
  for position in reverse pg_catalog.cardinality(ring) .. 1 loop
    begin
      return extensions.pgp_sym_decrypt(sealed, private.seal_passphrase(ring[position]));
    exception when external_routine_invocation_exception or data_exception then
      null;
    end;
  end loop;
  raise exception using errcode = '55000', message = 'A sealed value cannot be opened with the address-hash keys';
end;
$$;

-- Name: visit_value(text, text, integer); Type: FUNCTION; Schema: private

CREATE FUNCTION private.visit_value(value text, pattern text, longest integer) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    RETURN CASE WHEN ((char_length(value) <= longest) AND (value ~ pattern)) THEN value ELSE NULL::text END;

-- Name: webhook_sends_taken(); Type: FUNCTION; Schema: private

CREATE FUNCTION private.webhook_sends_taken() RETURNS integer
    LANGUAGE sql STABLE
    SET search_path TO ''
    RETURN ((SELECT count(*) AS count FROM private.lead_events WHERE ((lead_events.status = 'delivered'::text) AND (lead_events.delivered_at > (now() - '01:00:00'::interval)))) + (SELECT count(*) AS count FROM private.lead_events WHERE ((lead_events.status = 'pending'::text) AND (lead_events.claimed_until > now()))));

-- Name: confirm_data_rights(text); Type: FUNCTION; Schema: public

CREATE FUNCTION public.confirm_data_rights(token text) RETURNS json
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

-- Name: count_visit(text, text, text, text, text, text, text); Type: FUNCTION; Schema: public

CREATE FUNCTION public.count_visit(landing_path text, utm_source text DEFAULT NULL::text, utm_medium text DEFAULT NULL::text, utm_campaign text DEFAULT NULL::text, utm_term text DEFAULT NULL::text, utm_content text DEFAULT NULL::text, referrer_host text DEFAULT NULL::text) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  today date := (pg_catalog.now() at time zone 'Asia/Kolkata')::date;
  utm constant text := '^[A-Za-z0-9 ._~+/:|(),%-]{1,200}$';
  path text := private.visit_value(landing_path, '^/(?!/)[A-Za-z0-9._~!$&''()*+,;=:@%/-]*$', 500);
  source text := private.visit_value(utm_source, utm, 200);
  medium text := private.visit_value(utm_medium, utm, 200);
  campaign text := private.visit_value(utm_campaign, utm, 200);
  term text := private.visit_value(utm_term, utm, 200);
  content text := private.visit_value(utm_content, utm, 200);
  host text := private.visit_value(referrer_host,
    '^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$', 253);
begin
  perform private.count_client_request();
  if path is null then
    raise exception using errcode = '22023', message = 'A visit needs its landing path',
      hint = 'Send the path of the visit''s first page, such as /solutions.';
  end if;
  update public.visit_counts v set visits = v.visits + 1
   where v.day = today and v.landing_path = path
     and v.utm_source is not distinct from source and v.utm_medium is not distinct from medium
     and v.utm_campaign is not distinct from campaign and v.utm_term is not distinct from term
     and v.utm_content is not distinct from content and v.referrer_host is not distinct from host;
  if found or (select count(*) from public.visit_counts v where v.day = today) >= 20000 then
    return;
  end if;
  insert into public.visit_counts as v
    (day, landing_path, utm_source, utm_medium, utm_campaign, utm_term, utm_content, referrer_host)
  values (today, path, source, medium, campaign, term, content, host)
  on conflict on constraint visit_counts_key do update set visits = v.visits + 1;
end;
$_$;

-- Name: erase_person(text); Type: FUNCTION; Schema: public

CREATE FUNCTION public.erase_person(email text) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  erased jsonb := private.erase_person(email, 'erasure');
begin
  insert into private.data_rights_log (address_hash, kind, event) values (erased ->> 'address_hash', 'erasure', 'erased');
  return erased;
end;
$$;

-- Name: lead_events(timestamp with time zone); Type: FUNCTION; Schema: public

CREATE FUNCTION public.lead_events(since timestamp with time zone DEFAULT NULL::timestamp with time zone) RETURNS TABLE(webhook_id text, type text, occurred_at timestamp with time zone, lead_id bigint, status text, attempts integer, last_error text, next_attempt_at timestamp with time zone, delivered_at timestamp with time zone)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select e.webhook_id, e.type, e.occurred_at, e.lead_id, e.status, e.attempts, e.last_error,
         e.next_attempt_at, e.delivered_at
    from private.lead_events e
   where since is null or e.occurred_at >= since
   order by e.id;
$$;

-- Name: marketing_audience(); Type: FUNCTION; Schema: public

CREATE FUNCTION public.marketing_audience() RETURNS TABLE(email text, name text, company text, form text, consented_at timestamp with time zone, confirmed_at timestamp with time zone, confirmed_by text, notice_version text, notice_language text)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

-- Name: person_data(text); Type: FUNCTION; Schema: public

CREATE FUNCTION public.person_data(email text) RETURNS jsonb
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    RETURN private.person_data(email);

-- Name: replay_lead_events(timestamp with time zone); Type: FUNCTION; Schema: public

CREATE FUNCTION public.replay_lead_events(since timestamp with time zone) RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

-- Name: request_data_rights(text, text, text); Type: FUNCTION; Schema: public

CREATE FUNCTION public.request_data_rights(email text, kind text, correction text DEFAULT NULL::text) RETURNS json
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

-- Name: retention_sweep(timestamp with time zone, boolean); Type: FUNCTION; Schema: public

CREATE FUNCTION public.retention_sweep(as_of timestamp with time zone DEFAULT now(), dry_run boolean DEFAULT false) RETURNS TABLE(kind text, due bigint, deleted bigint)
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
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
       'used_at < $1 - $2 or expires_at < $1 - $2', 'delivery_records'),
      (11, 'visit_counts', 'public.visit_counts',
       'day < (($1 - $2) at time zone ''Asia/Kolkata'')::date', 'visit_counts')
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
$_$;

-- Name: withdraw_consent(text); Type: FUNCTION; Schema: public

CREATE FUNCTION public.withdraw_consent(token text) RETURNS text
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

-- Name: client_requests; Type: TABLE; Schema: private

CREATE TABLE private.client_requests (
    client text NOT NULL,
    window_start timestamp with time zone NOT NULL,
    requests integer NOT NULL,
    hour_start timestamp with time zone,
    hour_requests integer DEFAULT 0 NOT NULL,
    CONSTRAINT client_requests_client_check CHECK ((char_length(client) <= 100))
);

-- Name: data_rights_log; Type: TABLE; Schema: private

CREATE TABLE private.data_rights_log (
    id bigint NOT NULL,
    at timestamp with time zone DEFAULT now() NOT NULL,
    address_hash text,
    kind text,
    event text NOT NULL,
    CONSTRAINT data_rights_log_address_hash_check CHECK ((address_hash ~ '^[0-9a-f]{64}$'::text)),
    CONSTRAINT data_rights_log_event_check CHECK ((event = ANY (ARRAY['requested'::text, 'limited'::text, 'confirmed'::text, 'expired'::text, 'used'::text, 'invalid'::text, 'completed'::text, 'withdrawn'::text, 'erased'::text])))
);

-- Name: data_rights_log_id_seq; Type: SEQUENCE; Schema: private

ALTER TABLE private.data_rights_log ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME private.data_rights_log_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

-- Name: data_rights_mail; Type: TABLE; Schema: private

CREATE TABLE private.data_rights_mail (
    id bigint NOT NULL,
    kind text NOT NULL,
    to_address text,
    token text,
    payload jsonb,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    sent_at timestamp with time zone,
    attempts integer DEFAULT 0 NOT NULL,
    last_error text,
    claimed_until timestamp with time zone,
    next_attempt_at timestamp with time zone DEFAULT now() NOT NULL,
    failed_at timestamp with time zone,
    request_id bigint,
    sealed_to bytea,
    send_after timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT data_rights_mail_attempts_check CHECK ((attempts >= 0)),
    CONSTRAINT data_rights_mail_kind_check CHECK ((kind = ANY (ARRAY['verify'::text, 'copy'::text, 'erased'::text, 'correction'::text, 'erasure-notice'::text]))),
    CONSTRAINT data_rights_mail_last_error_check CHECK ((char_length(last_error) <= 2000))
);

-- Name: data_rights_mail_id_seq; Type: SEQUENCE; Schema: private

ALTER TABLE private.data_rights_mail ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME private.data_rights_mail_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

-- Name: data_rights_requests; Type: TABLE; Schema: private

CREATE TABLE private.data_rights_requests (
    id bigint NOT NULL,
    token_hash text NOT NULL,
    address_hash text NOT NULL,
    address text,
    kind text NOT NULL,
    correction text,
    requested_at timestamp with time zone DEFAULT now() NOT NULL,
    expires_at timestamp with time zone NOT NULL,
    confirmed_at timestamp with time zone,
    domain_hash text,
    refusal_logged boolean DEFAULT false NOT NULL,
    lead_table text,
    lead_id bigint,
    send_at timestamp with time zone DEFAULT now() NOT NULL,
    replaced_at timestamp with time zone,
    CONSTRAINT data_rights_requests_correction_check CHECK ((char_length(correction) <= 2000)),
    CONSTRAINT data_rights_requests_kind_check CHECK ((kind = ANY (ARRAY['copy'::text, 'correction'::text, 'erasure'::text, 'withdrawal'::text, 'marketing'::text]))),
    CONSTRAINT data_rights_requests_lead_check CHECK ((((kind = 'marketing'::text) = ((lead_table IS NOT NULL) AND (lead_id IS NOT NULL))) AND (lead_table = ANY (ARRAY['contact_messages'::text, 'download_report'::text]))))
);

-- Name: data_rights_requests_id_seq; Type: SEQUENCE; Schema: private

ALTER TABLE private.data_rights_requests ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME private.data_rights_requests_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

-- Name: delivery_settings; Type: TABLE; Schema: private

CREATE TABLE private.delivery_settings (
    singleton boolean DEFAULT true NOT NULL,
    webhook_configured boolean DEFAULT false NOT NULL,
    updated_at timestamp with time zone,
    CONSTRAINT delivery_settings_singleton_check CHECK (singleton)
);

-- Name: hash_key_state; Type: TABLE; Schema: private

CREATE TABLE private.hash_key_state (
    singleton boolean DEFAULT true NOT NULL,
    layers integer DEFAULT 0 NOT NULL,
    CONSTRAINT hash_key_state_layers_check CHECK ((layers >= 0)),
    CONSTRAINT hash_key_state_singleton_check CHECK (singleton)
);

-- Name: lead_events_id_seq; Type: SEQUENCE; Schema: private

ALTER TABLE private.lead_events ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME private.lead_events_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

-- Name: notice_versions; Type: TABLE; Schema: private

CREATE TABLE private.notice_versions (
    version text NOT NULL,
    language text NOT NULL,
    published_on date NOT NULL,
    superseded_at timestamp with time zone
);

-- Name: notification_cap; Type: TABLE; Schema: private

CREATE TABLE private.notification_cap (
    singleton boolean DEFAULT true NOT NULL,
    per_hour integer DEFAULT 30 NOT NULL,
    digest_minutes integer DEFAULT 15 NOT NULL,
    last_digest_at timestamp with time zone,
    CONSTRAINT notification_cap_digest_minutes_check CHECK ((digest_minutes > 0)),
    CONSTRAINT notification_cap_per_hour_check CHECK ((per_hour >= 0)),
    CONSTRAINT notification_cap_singleton_check CHECK (singleton)
);

-- Name: notification_digests; Type: TABLE; Schema: private

CREATE TABLE private.notification_digests (
    id bigint NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    lead_count integer DEFAULT 0 NOT NULL,
    by_form jsonb DEFAULT '{}'::jsonb NOT NULL,
    first_id bigint,
    last_id bigint,
    first_created_at timestamp with time zone,
    last_created_at timestamp with time zone,
    per_hour integer DEFAULT 0 NOT NULL,
    digest_minutes integer DEFAULT 0 NOT NULL,
    sent_at timestamp with time zone,
    attempts integer DEFAULT 0 NOT NULL,
    last_error text,
    claimed_until timestamp with time zone,
    next_attempt_at timestamp with time zone DEFAULT now() NOT NULL,
    failed_at timestamp with time zone,
    failures jsonb DEFAULT '[]'::jsonb NOT NULL,
    webhooks_waiting integer DEFAULT 0 NOT NULL,
    webhook_per_hour integer,
    crm_failures jsonb DEFAULT '[]'::jsonb NOT NULL,
    CONSTRAINT notification_digests_attempts_check CHECK ((attempts >= 0)),
    CONSTRAINT notification_digests_last_error_check CHECK ((char_length(last_error) <= 2000))
);

-- Name: notification_digests_id_seq; Type: SEQUENCE; Schema: private

ALTER TABLE private.notification_digests ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME private.notification_digests_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

-- Name: retention_periods; Type: TABLE; Schema: private

CREATE TABLE private.retention_periods (
    kind text NOT NULL,
    period interval NOT NULL,
    CONSTRAINT retention_periods_period_check CHECK ((period > '00:00:00'::interval))
);

-- Name: withdrawal_links; Type: TABLE; Schema: private

CREATE TABLE private.withdrawal_links (
    token_hash text NOT NULL,
    address_hash text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    used_at timestamp with time zone,
    expires_at timestamp with time zone DEFAULT (now() + '90 days'::interval) NOT NULL,
    refusal_logged boolean DEFAULT false NOT NULL
);

-- Name: career_alerts; Type: TABLE; Schema: public

CREATE TABLE public.career_alerts (
    id bigint NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    full_name text NOT NULL,
    email text NOT NULL,
    source text DEFAULT 'careers-notify'::text NOT NULL,
    utm_source text,
    utm_medium text,
    utm_campaign text,
    utm_term text,
    utm_content text,
    landing_path text,
    referrer_host text,
    notice_version text,
    notice_language text,
    marketing_opt_in boolean DEFAULT false NOT NULL,
    consented_at timestamp with time zone DEFAULT now(),
    CONSTRAINT career_alerts_full_name_check CHECK (((char_length(btrim(full_name)) >= 1) AND (char_length(btrim(full_name)) <= 200))),
    CONSTRAINT career_alerts_landing_path_check CHECK (((char_length(landing_path) <= 500) AND (landing_path ~ '^/(?!/)[A-Za-z0-9._~!$&''()*+,;=:@%/-]*$'::text))),
    CONSTRAINT career_alerts_marketing_opt_in_check CHECK ((NOT marketing_opt_in)),
    CONSTRAINT career_alerts_referrer_host_check CHECK (((char_length(referrer_host) <= 253) AND (referrer_host ~ '^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$'::text))),
    CONSTRAINT career_alerts_source_check CHECK ((source = 'careers-notify'::text)),
    CONSTRAINT career_alerts_stored_before_notices_check CHECK (((notice_version IS NULL) = (consented_at IS NULL))),
    CONSTRAINT career_alerts_utm_campaign_check CHECK ((utm_campaign ~ '^[A-Za-z0-9 ._~+/:|(),%-]{1,200}$'::text)),
    CONSTRAINT career_alerts_utm_content_check CHECK ((utm_content ~ '^[A-Za-z0-9 ._~+/:|(),%-]{1,200}$'::text)),
    CONSTRAINT career_alerts_utm_medium_check CHECK ((utm_medium ~ '^[A-Za-z0-9 ._~+/:|(),%-]{1,200}$'::text)),
    CONSTRAINT career_alerts_utm_source_check CHECK ((utm_source ~ '^[A-Za-z0-9 ._~+/:|(),%-]{1,200}$'::text)),
    CONSTRAINT career_alerts_utm_term_check CHECK ((utm_term ~ '^[A-Za-z0-9 ._~+/:|(),%-]{1,200}$'::text))
);

-- Name: career_alerts_id_seq; Type: SEQUENCE; Schema: public

ALTER TABLE public.career_alerts ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.career_alerts_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

-- Name: contact_messages_id_seq; Type: SEQUENCE; Schema: public

ALTER TABLE public.contact_messages ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.contact_messages_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

-- Name: download_report; Type: TABLE; Schema: public

CREATE TABLE public.download_report (
    id bigint NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    first_name text NOT NULL,
    last_name text NOT NULL,
    email text NOT NULL,
    company text NOT NULL,
    designation text NOT NULL,
    country text NOT NULL,
    status text DEFAULT 'Requested'::text NOT NULL,
    sent_at timestamp with time zone,
    attempts integer DEFAULT 0 NOT NULL,
    last_error text,
    claimed_until timestamp with time zone,
    next_attempt_at timestamp with time zone DEFAULT now() NOT NULL,
    review_reason text,
    utm_source text,
    utm_medium text,
    utm_campaign text,
    utm_term text,
    utm_content text,
    landing_path text,
    referrer_host text,
    failure_digest_id bigint,
    notice_version text,
    notice_language text,
    marketing_opt_in boolean DEFAULT false NOT NULL,
    consented_at timestamp with time zone DEFAULT now(),
    marketing_confirmed_at timestamp with time zone,
    marketing_confirmed_by text,
    CONSTRAINT download_report_attempts_check CHECK ((attempts >= 0)),
    CONSTRAINT download_report_company_check CHECK (((char_length(btrim(company)) >= 1) AND (char_length(btrim(company)) <= 200))),
    CONSTRAINT download_report_country_check CHECK ((country = ANY (ARRAY['Afghanistan'::text, 'Albania'::text, 'Algeria'::text, 'Andorra'::text, 'Angola'::text, 'Antigua and Barbuda'::text, 'Argentina'::text, 'Armenia'::text, 'Australia'::text, 'Austria'::text, 'Azerbaijan'::text, 'Bahamas'::text, 'Bahrain'::text, 'Bangladesh'::text, 'Barbados'::text, 'Belarus'::text, 'Belgium'::text, 'Belize'::text, 'Benin'::text, 'Bhutan'::text, 'Bolivia'::text, 'Bosnia and Herzegovina'::text, 'Botswana'::text, 'Brazil'::text, 'Brunei'::text, 'Bulgaria'::text, 'Burkina Faso'::text, 'Burundi'::text, 'Cabo Verde'::text, 'Cambodia'::text, 'Cameroon'::text, 'Canada'::text, 'Central African Republic'::text, 'Chad'::text, 'Chile'::text, 'China'::text, 'Colombia'::text, 'Comoros'::text, 'Congo'::text, 'Costa Rica'::text, 'Cote d''Ivoire'::text, 'Croatia'::text, 'Cuba'::text, 'Cyprus'::text, 'Czechia'::text, 'Democratic Republic of the Congo'::text, 'Denmark'::text, 'Djibouti'::text, 'Dominica'::text, 'Dominican Republic'::text, 'Ecuador'::text, 'Egypt'::text, 'El Salvador'::text, 'Equatorial Guinea'::text, 'Eritrea'::text, 'Estonia'::text, 'Eswatini'::text, 'Ethiopia'::text, 'Fiji'::text, 'Finland'::text, 'France'::text, 'Gabon'::text, 'Gambia'::text, 'Georgia'::text, 'Germany'::text, 'Ghana'::text, 'Greece'::text, 'Grenada'::text, 'Guatemala'::text, 'Guinea'::text, 'Guinea-Bissau'::text, 'Guyana'::text, 'Haiti'::text, 'Holy See'::text, 'Honduras'::text, 'Hungary'::text, 'Iceland'::text, 'India'::text, 'Indonesia'::text, 'Iran'::text, 'Iraq'::text, 'Ireland'::text, 'Israel'::text, 'Italy'::text, 'Jamaica'::text, 'Japan'::text, 'Jordan'::text, 'Kazakhstan'::text, 'Kenya'::text, 'Kiribati'::text, 'Kuwait'::text, 'Kyrgyzstan'::text, 'Laos'::text, 'Latvia'::text, 'Lebanon'::text, 'Lesotho'::text, 'Liberia'::text, 'Libya'::text, 'Liechtenstein'::text, 'Lithuania'::text, 'Luxembourg'::text, 'Madagascar'::text, 'Malawi'::text, 'Malaysia'::text, 'Maldives'::text, 'Mali'::text, 'Malta'::text, 'Marshall Islands'::text, 'Mauritania'::text, 'Mauritius'::text, 'Mexico'::text, 'Micronesia'::text, 'Moldova'::text, 'Monaco'::text, 'Mongolia'::text, 'Montenegro'::text, 'Morocco'::text, 'Mozambique'::text, 'Myanmar'::text, 'Namibia'::text, 'Nauru'::text, 'Nepal'::text, 'Netherlands'::text, 'New Zealand'::text, 'Nicaragua'::text, 'Niger'::text, 'Nigeria'::text, 'North Korea'::text, 'North Macedonia'::text, 'Norway'::text, 'Oman'::text, 'Pakistan'::text, 'Palau'::text, 'Palestine'::text, 'Panama'::text, 'Papua New Guinea'::text, 'Paraguay'::text, 'Peru'::text, 'Philippines'::text, 'Poland'::text, 'Portugal'::text, 'Qatar'::text, 'Romania'::text, 'Russia'::text, 'Rwanda'::text, 'Saint Kitts and Nevis'::text, 'Saint Lucia'::text, 'Saint Vincent and the Grenadines'::text, 'Samoa'::text, 'San Marino'::text, 'Sao Tome and Principe'::text, 'Saudi Arabia'::text, 'Senegal'::text, 'Serbia'::text, 'Seychelles'::text, 'Sierra Leone'::text, 'Singapore'::text, 'Slovakia'::text, 'Slovenia'::text, 'Solomon Islands'::text, 'Somalia'::text, 'South Africa'::text, 'South Korea'::text, 'South Sudan'::text, 'Spain'::text, 'Sri Lanka'::text, 'Sudan'::text, 'Suriname'::text, 'Sweden'::text, 'Switzerland'::text, 'Syria'::text, 'Tajikistan'::text, 'Tanzania'::text, 'Thailand'::text, 'Timor-Leste'::text, 'Togo'::text, 'Tonga'::text, 'Trinidad and Tobago'::text, 'Tunisia'::text, 'Turkey'::text, 'Turkmenistan'::text, 'Tuvalu'::text, 'Uganda'::text, 'Ukraine'::text, 'United Arab Emirates'::text, 'United Kingdom'::text, 'United States'::text, 'Uruguay'::text, 'Uzbekistan'::text, 'Vanuatu'::text, 'Venezuela'::text, 'Vietnam'::text, 'Yemen'::text, 'Zambia'::text, 'Zimbabwe'::text, 'Other'::text]))),
    CONSTRAINT download_report_designation_check CHECK (((char_length(btrim(designation)) >= 1) AND (char_length(btrim(designation)) <= 150))),
    CONSTRAINT download_report_first_name_check CHECK (((char_length(btrim(first_name)) >= 1) AND (char_length(btrim(first_name)) <= 100))),
    CONSTRAINT download_report_landing_path_check CHECK (((char_length(landing_path) <= 500) AND (landing_path ~ '^/(?!/)[A-Za-z0-9._~!$&''()*+,;=:@%/-]*$'::text))),
    CONSTRAINT download_report_last_error_check CHECK ((char_length(last_error) <= 2000)),
    CONSTRAINT download_report_last_name_check CHECK (((char_length(btrim(last_name)) >= 1) AND (char_length(btrim(last_name)) <= 100))),
    CONSTRAINT download_report_marketing_confirmed_check CHECK ((((marketing_confirmed_at IS NULL) = (marketing_confirmed_by IS NULL)) AND ((marketing_confirmed_at IS NULL) OR marketing_opt_in) AND (marketing_confirmed_by = 'email-link'::text))),
    CONSTRAINT download_report_referrer_host_check CHECK (((char_length(referrer_host) <= 253) AND (referrer_host ~ '^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$'::text))),
    CONSTRAINT download_report_review_reason_check CHECK ((char_length(review_reason) <= 200)),
    CONSTRAINT download_report_status_check CHECK ((status = ANY (ARRAY['Requested'::text, 'Sent'::text, 'Failed'::text]))),
    CONSTRAINT download_report_stored_before_notices_check CHECK (((notice_version IS NULL) = (consented_at IS NULL))),
    CONSTRAINT download_report_utm_campaign_check CHECK ((utm_campaign ~ '^[A-Za-z0-9 ._~+/:|(),%-]{1,200}$'::text)),
    CONSTRAINT download_report_utm_content_check CHECK ((utm_content ~ '^[A-Za-z0-9 ._~+/:|(),%-]{1,200}$'::text)),
    CONSTRAINT download_report_utm_medium_check CHECK ((utm_medium ~ '^[A-Za-z0-9 ._~+/:|(),%-]{1,200}$'::text)),
    CONSTRAINT download_report_utm_source_check CHECK ((utm_source ~ '^[A-Za-z0-9 ._~+/:|(),%-]{1,200}$'::text)),
    CONSTRAINT download_report_utm_term_check CHECK ((utm_term ~ '^[A-Za-z0-9 ._~+/:|(),%-]{1,200}$'::text))
);

-- Name: download_report_id_seq; Type: SEQUENCE; Schema: public

ALTER TABLE public.download_report ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.download_report_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

-- Name: lead_sources; Type: VIEW; Schema: public

CREATE VIEW public.lead_sources WITH (security_invoker='true') AS
 SELECT ((l.created_at AT TIME ZONE 'Asia/Kolkata'::text))::date AS day,
    l.form,
    l.landing_path,
    l.utm_source,
    l.utm_medium,
    l.utm_campaign,
    l.referrer_host,
    (count(*))::integer AS leads
   FROM ( SELECT contact_messages.created_at,
            contact_messages.form_source AS form,
            contact_messages.landing_path,
            contact_messages.utm_source,
            contact_messages.utm_medium,
            contact_messages.utm_campaign,
            contact_messages.referrer_host
           FROM public.contact_messages
        UNION ALL
         SELECT download_report.created_at,
            'report-request'::text,
            download_report.landing_path,
            download_report.utm_source,
            download_report.utm_medium,
            download_report.utm_campaign,
            download_report.referrer_host
           FROM public.download_report
        UNION ALL
         SELECT career_alerts.created_at,
            career_alerts.source,
            career_alerts.landing_path,
            career_alerts.utm_source,
            career_alerts.utm_medium,
            career_alerts.utm_campaign,
            career_alerts.referrer_host
           FROM public.career_alerts) l
  GROUP BY (((l.created_at AT TIME ZONE 'Asia/Kolkata'::text))::date), l.form, l.landing_path, l.utm_source, l.utm_medium, l.utm_campaign, l.referrer_host;

-- Name: VIEW lead_sources; Type: COMMENT; Schema: public

COMMENT ON VIEW public.lead_sources IS 'Leads per day (India time) per form, landing page, campaign and referring site: counts only. npm run leads -- sources reads it.';

-- Name: visit_counts; Type: TABLE; Schema: public

CREATE TABLE public.visit_counts (
    day date NOT NULL,
    landing_path text NOT NULL,
    utm_source text,
    utm_medium text,
    utm_campaign text,
    utm_term text,
    utm_content text,
    referrer_host text,
    visits integer DEFAULT 1 NOT NULL,
    CONSTRAINT visit_counts_landing_path_check CHECK (((char_length(landing_path) <= 500) AND (landing_path ~ '^/(?!/)[A-Za-z0-9._~!$&''()*+,;=:@%/-]*$'::text))),
    CONSTRAINT visit_counts_referrer_host_check CHECK (((char_length(referrer_host) <= 253) AND (referrer_host ~ '^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$'::text))),
    CONSTRAINT visit_counts_utm_campaign_check CHECK ((utm_campaign ~ '^[A-Za-z0-9 ._~+/:|(),%-]{1,200}$'::text)),
    CONSTRAINT visit_counts_utm_content_check CHECK ((utm_content ~ '^[A-Za-z0-9 ._~+/:|(),%-]{1,200}$'::text)),
    CONSTRAINT visit_counts_utm_medium_check CHECK ((utm_medium ~ '^[A-Za-z0-9 ._~+/:|(),%-]{1,200}$'::text)),
    CONSTRAINT visit_counts_utm_source_check CHECK ((utm_source ~ '^[A-Za-z0-9 ._~+/:|(),%-]{1,200}$'::text)),
    CONSTRAINT visit_counts_utm_term_check CHECK ((utm_term ~ '^[A-Za-z0-9 ._~+/:|(),%-]{1,200}$'::text)),
    CONSTRAINT visit_counts_visits_check CHECK ((visits > 0))
);

-- Name: TABLE visit_counts; Type: COMMENT; Schema: public

COMMENT ON TABLE public.visit_counts IS 'Visits per day (India time) per landing page, campaign and referring site: counts only, no visitor.';

-- Name: lead_conversion; Type: VIEW; Schema: public

CREATE VIEW public.lead_conversion WITH (security_invoker='true') AS
 SELECT f.day,
    f.landing_path,
    f.utm_source,
    f.utm_medium,
    f.utm_campaign,
    f.referrer_host,
    (sum(f.visits))::integer AS visits,
    (sum(f.leads))::integer AS leads,
        CASE
            WHEN (sum(f.visits) > 0) THEN round(((sum(f.leads))::numeric / (sum(f.visits))::numeric), 4)
            ELSE NULL::numeric
        END AS conversion
   FROM ( SELECT v.day,
            v.landing_path,
            v.utm_source,
            v.utm_medium,
            v.utm_campaign,
            v.referrer_host,
            v.visits,
            0 AS leads
           FROM public.visit_counts v
        UNION ALL
         SELECT s.day,
            s.landing_path,
            s.utm_source,
            s.utm_medium,
            s.utm_campaign,
            s.referrer_host,
            0,
            s.leads
           FROM public.lead_sources s) f
  GROUP BY f.day, f.landing_path, f.utm_source, f.utm_medium, f.utm_campaign, f.referrer_host;

-- Name: VIEW lead_conversion; Type: COMMENT; Schema: public

COMMENT ON VIEW public.lead_conversion IS 'Visits, leads and leads per visit per day (India time), landing page, campaign and referring site: counts only.';

-- Name: client_limit client_limit_pkey; Type: CONSTRAINT; Schema: private

ALTER TABLE ONLY private.client_limit
    ADD CONSTRAINT client_limit_pkey PRIMARY KEY (singleton);

-- Name: client_requests client_requests_pkey; Type: CONSTRAINT; Schema: private

ALTER TABLE ONLY private.client_requests
    ADD CONSTRAINT client_requests_pkey PRIMARY KEY (client);

-- Name: data_rights_log data_rights_log_pkey; Type: CONSTRAINT; Schema: private

ALTER TABLE ONLY private.data_rights_log
    ADD CONSTRAINT data_rights_log_pkey PRIMARY KEY (id);

-- Name: data_rights_mail data_rights_mail_pkey; Type: CONSTRAINT; Schema: private

ALTER TABLE ONLY private.data_rights_mail
    ADD CONSTRAINT data_rights_mail_pkey PRIMARY KEY (id);

-- Name: data_rights_requests data_rights_requests_pkey; Type: CONSTRAINT; Schema: private

ALTER TABLE ONLY private.data_rights_requests
    ADD CONSTRAINT data_rights_requests_pkey PRIMARY KEY (id);

-- Name: data_rights_requests data_rights_requests_token_hash_key; Type: CONSTRAINT; Schema: private

ALTER TABLE ONLY private.data_rights_requests
    ADD CONSTRAINT data_rights_requests_token_hash_key UNIQUE (token_hash);

-- Name: delivery_settings delivery_settings_pkey; Type: CONSTRAINT; Schema: private

ALTER TABLE ONLY private.delivery_settings
    ADD CONSTRAINT delivery_settings_pkey PRIMARY KEY (singleton);

-- Name: hash_key_state hash_key_state_pkey; Type: CONSTRAINT; Schema: private

ALTER TABLE ONLY private.hash_key_state
    ADD CONSTRAINT hash_key_state_pkey PRIMARY KEY (singleton);

-- Name: lead_events lead_events_pkey; Type: CONSTRAINT; Schema: private

ALTER TABLE ONLY private.lead_events
    ADD CONSTRAINT lead_events_pkey PRIMARY KEY (id);

-- Name: notice_versions notice_versions_pkey; Type: CONSTRAINT; Schema: private

ALTER TABLE ONLY private.notice_versions
    ADD CONSTRAINT notice_versions_pkey PRIMARY KEY (version, language);

-- Name: notification_cap notification_cap_pkey; Type: CONSTRAINT; Schema: private

ALTER TABLE ONLY private.notification_cap
    ADD CONSTRAINT notification_cap_pkey PRIMARY KEY (singleton);

-- Name: notification_digests notification_digests_pkey; Type: CONSTRAINT; Schema: private

ALTER TABLE ONLY private.notification_digests
    ADD CONSTRAINT notification_digests_pkey PRIMARY KEY (id);

-- Name: retention_periods retention_periods_pkey; Type: CONSTRAINT; Schema: private

ALTER TABLE ONLY private.retention_periods
    ADD CONSTRAINT retention_periods_pkey PRIMARY KEY (kind);

-- Name: suppressed_addresses suppressed_addresses_pkey; Type: CONSTRAINT; Schema: private

ALTER TABLE ONLY private.suppressed_addresses
    ADD CONSTRAINT suppressed_addresses_pkey PRIMARY KEY (address_hash);

-- Name: withdrawal_links withdrawal_links_pkey; Type: CONSTRAINT; Schema: private

ALTER TABLE ONLY private.withdrawal_links
    ADD CONSTRAINT withdrawal_links_pkey PRIMARY KEY (token_hash);

-- Name: career_alerts career_alerts_email_check; Type: CHECK CONSTRAINT; Schema: public

ALTER TABLE public.career_alerts
    ADD CONSTRAINT career_alerts_email_check CHECK (private.is_plain_address(email)) NOT VALID;

-- Name: career_alerts career_alerts_notice_required; Type: CHECK CONSTRAINT; Schema: public

ALTER TABLE public.career_alerts
    ADD CONSTRAINT career_alerts_notice_required CHECK (((notice_version IS NOT NULL) AND (notice_language IS NOT NULL))) NOT VALID;

-- Name: career_alerts career_alerts_pkey; Type: CONSTRAINT; Schema: public

ALTER TABLE ONLY public.career_alerts
    ADD CONSTRAINT career_alerts_pkey PRIMARY KEY (id);

-- Name: contact_messages contact_messages_email_check; Type: CHECK CONSTRAINT; Schema: public

ALTER TABLE public.contact_messages
    ADD CONSTRAINT contact_messages_email_check CHECK (private.is_plain_address(email)) NOT VALID;

-- Name: contact_messages contact_messages_notice_required; Type: CHECK CONSTRAINT; Schema: public

ALTER TABLE public.contact_messages
    ADD CONSTRAINT contact_messages_notice_required CHECK (((notice_version IS NOT NULL) AND (notice_language IS NOT NULL))) NOT VALID;

-- Name: contact_messages contact_messages_pkey; Type: CONSTRAINT; Schema: public

ALTER TABLE ONLY public.contact_messages
    ADD CONSTRAINT contact_messages_pkey PRIMARY KEY (id);

-- Name: download_report download_report_email_check; Type: CHECK CONSTRAINT; Schema: public

ALTER TABLE public.download_report
    ADD CONSTRAINT download_report_email_check CHECK (private.is_plain_address(email)) NOT VALID;

-- Name: download_report download_report_notice_required; Type: CHECK CONSTRAINT; Schema: public

ALTER TABLE public.download_report
    ADD CONSTRAINT download_report_notice_required CHECK (((notice_version IS NOT NULL) AND (notice_language IS NOT NULL))) NOT VALID;

-- Name: download_report download_report_pkey; Type: CONSTRAINT; Schema: public

ALTER TABLE ONLY public.download_report
    ADD CONSTRAINT download_report_pkey PRIMARY KEY (id);

-- Name: visit_counts visit_counts_key; Type: CONSTRAINT; Schema: public

ALTER TABLE ONLY public.visit_counts
    ADD CONSTRAINT visit_counts_key UNIQUE NULLS NOT DISTINCT (day, landing_path, utm_source, utm_medium, utm_campaign, utm_term, utm_content, referrer_host);

-- Name: data_rights_log_at_idx; Type: INDEX; Schema: private

CREATE INDEX data_rights_log_at_idx ON private.data_rights_log USING btree (at);

-- Name: data_rights_mail_due_idx; Type: INDEX; Schema: private

CREATE INDEX data_rights_mail_due_idx ON private.data_rights_mail USING btree (next_attempt_at, id) WHERE ((sent_at IS NULL) AND (failed_at IS NULL));

-- Name: data_rights_mail_request_id_idx; Type: INDEX; Schema: private

CREATE INDEX data_rights_mail_request_id_idx ON private.data_rights_mail USING btree (request_id);

-- Name: data_rights_requests_address_hash_idx; Type: INDEX; Schema: private

CREATE INDEX data_rights_requests_address_hash_idx ON private.data_rights_requests USING btree (address_hash);

-- Name: data_rights_requests_domain_idx; Type: INDEX; Schema: private

CREATE INDEX data_rights_requests_domain_idx ON private.data_rights_requests USING btree (domain_hash, requested_at);

-- Name: data_rights_requests_domain_send_at_idx; Type: INDEX; Schema: private

CREATE INDEX data_rights_requests_domain_send_at_idx ON private.data_rights_requests USING btree (domain_hash, send_at) WHERE (kind <> 'marketing'::text);

-- Name: data_rights_requests_kind_idx; Type: INDEX; Schema: private

CREATE INDEX data_rights_requests_kind_idx ON private.data_rights_requests USING btree (kind, requested_at);

-- Name: data_rights_requests_recent_idx; Type: INDEX; Schema: private

CREATE INDEX data_rights_requests_recent_idx ON private.data_rights_requests USING btree (address_hash, requested_at);

-- Name: data_rights_requests_requested_at_idx; Type: INDEX; Schema: private

CREATE INDEX data_rights_requests_requested_at_idx ON private.data_rights_requests USING btree (requested_at);

-- Name: data_rights_requests_send_at_idx; Type: INDEX; Schema: private

CREATE INDEX data_rights_requests_send_at_idx ON private.data_rights_requests USING btree (send_at) WHERE (kind <> 'marketing'::text);

-- Name: lead_events_delivered_at_idx; Type: INDEX; Schema: private

CREATE INDEX lead_events_delivered_at_idx ON private.lead_events USING btree (delivered_at) WHERE (status = 'delivered'::text);

-- Name: lead_events_due_idx; Type: INDEX; Schema: private

CREATE INDEX lead_events_due_idx ON private.lead_events USING btree (next_attempt_at, id) WHERE (status = 'pending'::text);

-- Name: lead_events_leased_idx; Type: INDEX; Schema: private

CREATE INDEX lead_events_leased_idx ON private.lead_events USING btree (claimed_until) WHERE ((status = 'pending'::text) AND (claimed_until IS NOT NULL));

-- Name: lead_events_unreported_failure_idx; Type: INDEX; Schema: private

CREATE INDEX lead_events_unreported_failure_idx ON private.lead_events USING btree (id) WHERE ((status = 'failed'::text) AND (failure_digest_id IS NULL) AND (type = ANY (ARRAY['lead.erased'::text, 'lead.expired'::text])));

-- Name: notification_digests_due_idx; Type: INDEX; Schema: private

CREATE INDEX notification_digests_due_idx ON private.notification_digests USING btree (next_attempt_at, id) WHERE ((sent_at IS NULL) AND (failed_at IS NULL));

-- Name: withdrawal_links_address_hash_idx; Type: INDEX; Schema: private

CREATE INDEX withdrawal_links_address_hash_idx ON private.withdrawal_links USING btree (address_hash);

-- Name: career_alerts_email_key_idx; Type: INDEX; Schema: public

CREATE INDEX career_alerts_email_key_idx ON public.career_alerts USING btree (private.email_key(email), created_at);

-- Name: contact_messages_digest_idx; Type: INDEX; Schema: public

CREATE INDEX contact_messages_digest_idx ON public.contact_messages USING btree (digest_id) WHERE (digest_id IS NOT NULL);

-- Name: contact_messages_email_key_idx; Type: INDEX; Schema: public

CREATE INDEX contact_messages_email_key_idx ON public.contact_messages USING btree (private.email_key(email), created_at);

-- Name: contact_messages_leased_idx; Type: INDEX; Schema: public

CREATE INDEX contact_messages_leased_idx ON public.contact_messages USING btree (claimed_until) WHERE ((notified_at IS NULL) AND (claimed_until IS NOT NULL));

-- Name: contact_messages_notified_at_idx; Type: INDEX; Schema: public

CREATE INDEX contact_messages_notified_at_idx ON public.contact_messages USING btree (notified_at) WHERE (notified_at IS NOT NULL);

-- Name: contact_messages_unreported_failure_idx; Type: INDEX; Schema: public

CREATE INDEX contact_messages_unreported_failure_idx ON public.contact_messages USING btree (id) WHERE ((notify_failed_at IS NOT NULL) AND (failure_digest_id IS NULL));

-- Name: contact_messages_waiting_idx; Type: INDEX; Schema: public

CREATE INDEX contact_messages_waiting_idx ON public.contact_messages USING btree (id) WHERE ((notified_at IS NULL) AND (digest_id IS NULL) AND (notify_failed_at IS NULL));

-- Name: download_report_due_idx; Type: INDEX; Schema: public

CREATE INDEX download_report_due_idx ON public.download_report USING btree (next_attempt_at, id) WHERE (status = 'Requested'::text);

-- Name: download_report_email_key_idx; Type: INDEX; Schema: public

CREATE INDEX download_report_email_key_idx ON public.download_report USING btree (private.email_key(email), created_at);

-- Name: download_report_mail_bound_idx; Type: INDEX; Schema: public

CREATE INDEX download_report_mail_bound_idx ON public.download_report USING btree (created_at) WHERE (review_reason IS NULL);

-- Name: download_report_unreported_failure_idx; Type: INDEX; Schema: public

CREATE INDEX download_report_unreported_failure_idx ON public.download_report USING btree (id) WHERE ((status = 'Failed'::text) AND (failure_digest_id IS NULL));

-- Name: data_rights_mail data_rights_mail_forget_sent; Type: TRIGGER; Schema: private

CREATE TRIGGER data_rights_mail_forget_sent BEFORE UPDATE ON private.data_rights_mail FOR EACH ROW WHEN ((((old.sent_at IS NULL) AND (new.sent_at IS NOT NULL)) OR ((old.failed_at IS NULL) AND (new.failed_at IS NOT NULL)))) EXECUTE FUNCTION private.forget_sent_mail();

-- Name: data_rights_mail data_rights_mail_start_link; Type: TRIGGER; Schema: private

CREATE TRIGGER data_rights_mail_start_link AFTER UPDATE OF sent_at ON private.data_rights_mail FOR EACH ROW WHEN (((new.kind = 'verify'::text) AND (old.sent_at IS NULL) AND (new.sent_at IS NOT NULL) AND (new.request_id IS NOT NULL))) EXECUTE FUNCTION private.start_link_when_sent();

-- Name: lead_events lead_events_forget_erased_address; Type: TRIGGER; Schema: private

CREATE TRIGGER lead_events_forget_erased_address BEFORE INSERT OR UPDATE OF status ON private.lead_events FOR EACH ROW WHEN (((new.type = ANY (ARRAY['lead.erased'::text, 'lead.expired'::text])) AND (new.status = ANY (ARRAY['delivered'::text, 'failed'::text])))) EXECUTE FUNCTION private.forget_erased_address();

-- Name: career_alerts career_alerts_a_limit_per_client; Type: TRIGGER; Schema: public

CREATE TRIGGER career_alerts_a_limit_per_client BEFORE INSERT ON public.career_alerts FOR EACH STATEMENT WHEN (((CURRENT_USER = 'anon'::name) AND (current_setting('request.headers'::text, true) <> ''::text))) EXECUTE FUNCTION private.limit_requests_per_client();

-- Name: career_alerts career_alerts_count_rows; Type: TRIGGER; Schema: public

CREATE TRIGGER career_alerts_count_rows BEFORE INSERT ON public.career_alerts FOR EACH ROW WHEN (((CURRENT_USER = 'anon'::name) AND (current_setting('request.headers'::text, true) <> ''::text))) EXECUTE FUNCTION private.count_statement_rows();

-- Name: career_alerts career_alerts_count_rows_start; Type: TRIGGER; Schema: public

CREATE TRIGGER career_alerts_count_rows_start BEFORE INSERT ON public.career_alerts FOR EACH STATEMENT WHEN (((CURRENT_USER = 'anon'::name) AND (current_setting('request.headers'::text, true) <> ''::text))) EXECUTE FUNCTION private.start_row_count();

-- Name: career_alerts career_alerts_limit_per_email; Type: TRIGGER; Schema: public

CREATE TRIGGER career_alerts_limit_per_email AFTER INSERT ON public.career_alerts REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT WHEN ((CURRENT_USER = 'anon'::name)) EXECUTE FUNCTION private.limit_leads_per_email();

-- Name: career_alerts career_alerts_notice_current; Type: TRIGGER; Schema: public

CREATE TRIGGER career_alerts_notice_current BEFORE INSERT ON public.career_alerts FOR EACH ROW WHEN (((new.notice_version IS NOT NULL) AND (new.notice_language IS NOT NULL))) EXECUTE FUNCTION private.refuse_superseded_notice();

-- Name: career_alerts career_alerts_record_events; Type: TRIGGER; Schema: public

CREATE TRIGGER career_alerts_record_events AFTER INSERT ON public.career_alerts REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION private.record_lead_events('lead.career_alert.created');

-- Name: contact_messages contact_messages_a_limit_per_client; Type: TRIGGER; Schema: public

CREATE TRIGGER contact_messages_a_limit_per_client BEFORE INSERT ON public.contact_messages FOR EACH STATEMENT WHEN (((CURRENT_USER = 'anon'::name) AND (current_setting('request.headers'::text, true) <> ''::text))) EXECUTE FUNCTION private.limit_requests_per_client();

-- Name: contact_messages contact_messages_count_rows; Type: TRIGGER; Schema: public

CREATE TRIGGER contact_messages_count_rows BEFORE INSERT ON public.contact_messages FOR EACH ROW WHEN (((CURRENT_USER = 'anon'::name) AND (current_setting('request.headers'::text, true) <> ''::text))) EXECUTE FUNCTION private.count_statement_rows();

-- Name: contact_messages contact_messages_count_rows_start; Type: TRIGGER; Schema: public

CREATE TRIGGER contact_messages_count_rows_start BEFORE INSERT ON public.contact_messages FOR EACH STATEMENT WHEN (((CURRENT_USER = 'anon'::name) AND (current_setting('request.headers'::text, true) <> ''::text))) EXECUTE FUNCTION private.start_row_count();

-- Name: contact_messages contact_messages_limit_per_email; Type: TRIGGER; Schema: public

CREATE TRIGGER contact_messages_limit_per_email AFTER INSERT ON public.contact_messages REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT WHEN ((CURRENT_USER = 'anon'::name)) EXECUTE FUNCTION private.limit_leads_per_email();

-- Name: contact_messages contact_messages_marketing_confirmation; Type: TRIGGER; Schema: public

CREATE TRIGGER contact_messages_marketing_confirmation AFTER INSERT ON public.contact_messages REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION private.ask_marketing_confirmation();

-- Name: contact_messages contact_messages_notice_current; Type: TRIGGER; Schema: public

CREATE TRIGGER contact_messages_notice_current BEFORE INSERT ON public.contact_messages FOR EACH ROW WHEN (((new.notice_version IS NOT NULL) AND (new.notice_language IS NOT NULL))) EXECUTE FUNCTION private.refuse_superseded_notice();

-- Name: contact_messages contact_messages_record_events; Type: TRIGGER; Schema: public

CREATE TRIGGER contact_messages_record_events AFTER INSERT ON public.contact_messages REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION private.record_lead_events('lead.contact_message.created');

-- Name: download_report download_report_a_limit_per_client; Type: TRIGGER; Schema: public

CREATE TRIGGER download_report_a_limit_per_client BEFORE INSERT ON public.download_report FOR EACH STATEMENT WHEN (((CURRENT_USER = 'anon'::name) AND (current_setting('request.headers'::text, true) <> ''::text))) EXECUTE FUNCTION private.limit_requests_per_client();

-- Name: download_report download_report_count_rows; Type: TRIGGER; Schema: public

CREATE TRIGGER download_report_count_rows BEFORE INSERT ON public.download_report FOR EACH ROW WHEN (((CURRENT_USER = 'anon'::name) AND (current_setting('request.headers'::text, true) <> ''::text))) EXECUTE FUNCTION private.count_statement_rows();

-- Name: download_report download_report_count_rows_start; Type: TRIGGER; Schema: public

CREATE TRIGGER download_report_count_rows_start BEFORE INSERT ON public.download_report FOR EACH STATEMENT WHEN (((CURRENT_USER = 'anon'::name) AND (current_setting('request.headers'::text, true) <> ''::text))) EXECUTE FUNCTION private.start_row_count();

-- Name: download_report download_report_limit_per_email; Type: TRIGGER; Schema: public

CREATE TRIGGER download_report_limit_per_email AFTER INSERT ON public.download_report REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT WHEN ((CURRENT_USER = 'anon'::name)) EXECUTE FUNCTION private.limit_leads_per_email();

-- Name: download_report download_report_mail_caps; Type: TRIGGER; Schema: public

CREATE TRIGGER download_report_mail_caps AFTER INSERT ON public.download_report REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT WHEN ((CURRENT_USER = 'anon'::name)) EXECUTE FUNCTION private.hold_report_floods();

-- Name: download_report download_report_marketing_confirmation; Type: TRIGGER; Schema: public

CREATE TRIGGER download_report_marketing_confirmation AFTER INSERT ON public.download_report REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION private.ask_marketing_confirmation();

-- Name: download_report download_report_notice_current; Type: TRIGGER; Schema: public

CREATE TRIGGER download_report_notice_current BEFORE INSERT ON public.download_report FOR EACH ROW WHEN (((new.notice_version IS NOT NULL) AND (new.notice_language IS NOT NULL))) EXECUTE FUNCTION private.refuse_superseded_notice();

-- Name: download_report download_report_record_events; Type: TRIGGER; Schema: public

CREATE TRIGGER download_report_record_events AFTER INSERT ON public.download_report REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION private.record_lead_events('lead.report_request.created');

-- Name: data_rights_mail data_rights_mail_request_id_fkey; Type: FK CONSTRAINT; Schema: private

ALTER TABLE ONLY private.data_rights_mail
    ADD CONSTRAINT data_rights_mail_request_id_fkey FOREIGN KEY (request_id) REFERENCES private.data_rights_requests(id) ON DELETE CASCADE;

-- Name: lead_events lead_events_failure_digest_id_fkey; Type: FK CONSTRAINT; Schema: private

ALTER TABLE ONLY private.lead_events
    ADD CONSTRAINT lead_events_failure_digest_id_fkey FOREIGN KEY (failure_digest_id) REFERENCES private.notification_digests(id) ON DELETE SET NULL;

-- Name: career_alerts career_alerts_notice_fkey; Type: FK CONSTRAINT; Schema: public

ALTER TABLE ONLY public.career_alerts
    ADD CONSTRAINT career_alerts_notice_fkey FOREIGN KEY (notice_version, notice_language) REFERENCES private.notice_versions(version, language);

-- Name: contact_messages contact_messages_digest_id_fkey; Type: FK CONSTRAINT; Schema: public

ALTER TABLE ONLY public.contact_messages
    ADD CONSTRAINT contact_messages_digest_id_fkey FOREIGN KEY (digest_id) REFERENCES private.notification_digests(id);

-- Name: contact_messages contact_messages_failure_digest_id_fkey; Type: FK CONSTRAINT; Schema: public

ALTER TABLE ONLY public.contact_messages
    ADD CONSTRAINT contact_messages_failure_digest_id_fkey FOREIGN KEY (failure_digest_id) REFERENCES private.notification_digests(id);

-- Name: contact_messages contact_messages_notice_fkey; Type: FK CONSTRAINT; Schema: public

ALTER TABLE ONLY public.contact_messages
    ADD CONSTRAINT contact_messages_notice_fkey FOREIGN KEY (notice_version, notice_language) REFERENCES private.notice_versions(version, language);

-- Name: download_report download_report_failure_digest_id_fkey; Type: FK CONSTRAINT; Schema: public

ALTER TABLE ONLY public.download_report
    ADD CONSTRAINT download_report_failure_digest_id_fkey FOREIGN KEY (failure_digest_id) REFERENCES private.notification_digests(id);

-- Name: download_report download_report_notice_fkey; Type: FK CONSTRAINT; Schema: public

ALTER TABLE ONLY public.download_report
    ADD CONSTRAINT download_report_notice_fkey FOREIGN KEY (notice_version, notice_language) REFERENCES private.notice_versions(version, language);

-- Name: client_limit; Type: ROW SECURITY; Schema: private

ALTER TABLE private.client_limit ENABLE ROW LEVEL SECURITY;

-- Name: client_requests; Type: ROW SECURITY; Schema: private

ALTER TABLE private.client_requests ENABLE ROW LEVEL SECURITY;

-- Name: data_rights_log; Type: ROW SECURITY; Schema: private

ALTER TABLE private.data_rights_log ENABLE ROW LEVEL SECURITY;

-- Name: data_rights_mail; Type: ROW SECURITY; Schema: private

ALTER TABLE private.data_rights_mail ENABLE ROW LEVEL SECURITY;

-- Name: data_rights_requests; Type: ROW SECURITY; Schema: private

ALTER TABLE private.data_rights_requests ENABLE ROW LEVEL SECURITY;

-- Name: delivery_settings; Type: ROW SECURITY; Schema: private

ALTER TABLE private.delivery_settings ENABLE ROW LEVEL SECURITY;

-- Name: hash_key_state; Type: ROW SECURITY; Schema: private

ALTER TABLE private.hash_key_state ENABLE ROW LEVEL SECURITY;

-- Name: lead_events; Type: ROW SECURITY; Schema: private

ALTER TABLE private.lead_events ENABLE ROW LEVEL SECURITY;

-- Name: notice_versions; Type: ROW SECURITY; Schema: private

ALTER TABLE private.notice_versions ENABLE ROW LEVEL SECURITY;

-- Name: notification_cap; Type: ROW SECURITY; Schema: private

ALTER TABLE private.notification_cap ENABLE ROW LEVEL SECURITY;

-- Name: notification_digests; Type: ROW SECURITY; Schema: private

ALTER TABLE private.notification_digests ENABLE ROW LEVEL SECURITY;

-- Name: retention_periods; Type: ROW SECURITY; Schema: private

ALTER TABLE private.retention_periods ENABLE ROW LEVEL SECURITY;

-- Name: suppressed_addresses; Type: ROW SECURITY; Schema: private

ALTER TABLE private.suppressed_addresses ENABLE ROW LEVEL SECURITY;

-- Name: withdrawal_links; Type: ROW SECURITY; Schema: private

ALTER TABLE private.withdrawal_links ENABLE ROW LEVEL SECURITY;

-- Name: career_alerts; Type: ROW SECURITY; Schema: public

ALTER TABLE public.career_alerts ENABLE ROW LEVEL SECURITY;

-- Name: career_alerts career_alerts_anon_insert; Type: POLICY; Schema: public

CREATE POLICY career_alerts_anon_insert ON public.career_alerts FOR INSERT TO anon WITH CHECK (true);

-- Name: contact_messages; Type: ROW SECURITY; Schema: public

ALTER TABLE public.contact_messages ENABLE ROW LEVEL SECURITY;

-- Name: contact_messages contact_messages_anon_insert; Type: POLICY; Schema: public

CREATE POLICY contact_messages_anon_insert ON public.contact_messages FOR INSERT TO anon WITH CHECK (true);

-- Name: download_report; Type: ROW SECURITY; Schema: public

ALTER TABLE public.download_report ENABLE ROW LEVEL SECURITY;

-- Name: download_report download_report_anon_insert; Type: POLICY; Schema: public

CREATE POLICY download_report_anon_insert ON public.download_report FOR INSERT TO anon WITH CHECK ((status = 'Requested'::text));

-- Name: visit_counts; Type: ROW SECURITY; Schema: public

ALTER TABLE public.visit_counts ENABLE ROW LEVEL SECURITY;

-- Name: SCHEMA public; Type: ACL; Schema: -

GRANT USAGE ON SCHEMA public TO anon;
GRANT USAGE ON SCHEMA public TO authenticated;
GRANT USAGE ON SCHEMA public TO service_role;

-- Name: FUNCTION add_hash_layer(hash text, key bytea); Type: ACL; Schema: private

REVOKE ALL ON FUNCTION private.add_hash_layer(hash text, key bytea) FROM PUBLIC;

-- Name: FUNCTION hash_keys(); Type: ACL; Schema: private

REVOKE ALL ON FUNCTION private.hash_keys() FROM PUBLIC;

-- Name: FUNCTION keyed_hash(value text, keys bytea[]); Type: ACL; Schema: private

REVOKE ALL ON FUNCTION private.keyed_hash(value text, keys bytea[]) FROM PUBLIC;

-- Name: FUNCTION address_hash(email text); Type: ACL; Schema: private

REVOKE ALL ON FUNCTION private.address_hash(email text) FROM PUBLIC;

-- Name: FUNCTION apply_hash_keys(); Type: ACL; Schema: private

REVOKE ALL ON FUNCTION private.apply_hash_keys() FROM PUBLIC;

-- Name: FUNCTION ask_marketing_confirmation(); Type: ACL; Schema: private

REVOKE ALL ON FUNCTION private.ask_marketing_confirmation() FROM PUBLIC;

-- Name: FUNCTION claim_lead_events(batch integer, lease interval, per_hour integer); Type: ACL; Schema: private

REVOKE ALL ON FUNCTION private.claim_lead_events(batch integer, lease interval, per_hour integer) FROM PUBLIC;

-- Name: TABLE contact_messages; Type: ACL; Schema: public

GRANT SELECT ON TABLE public.contact_messages TO service_role;

-- Name: COLUMN contact_messages.first_name; Type: ACL; Schema: public

GRANT INSERT(first_name) ON TABLE public.contact_messages TO anon;

-- Name: COLUMN contact_messages.last_name; Type: ACL; Schema: public

GRANT INSERT(last_name) ON TABLE public.contact_messages TO anon;

-- Name: COLUMN contact_messages.full_name; Type: ACL; Schema: public

GRANT INSERT(full_name) ON TABLE public.contact_messages TO anon;

-- Name: COLUMN contact_messages.email; Type: ACL; Schema: public

GRANT INSERT(email) ON TABLE public.contact_messages TO anon;

-- Name: COLUMN contact_messages.company; Type: ACL; Schema: public

GRANT INSERT(company) ON TABLE public.contact_messages TO anon;

-- Name: COLUMN contact_messages.phone; Type: ACL; Schema: public

GRANT INSERT(phone) ON TABLE public.contact_messages TO anon;

-- Name: COLUMN contact_messages.question; Type: ACL; Schema: public

GRANT INSERT(question) ON TABLE public.contact_messages TO anon;

-- Name: COLUMN contact_messages.message; Type: ACL; Schema: public

GRANT INSERT(message) ON TABLE public.contact_messages TO anon;

-- Name: COLUMN contact_messages.referer; Type: ACL; Schema: public

GRANT INSERT(referer) ON TABLE public.contact_messages TO anon;

-- Name: COLUMN contact_messages.form_source; Type: ACL; Schema: public

GRANT INSERT(form_source) ON TABLE public.contact_messages TO anon;

-- Name: COLUMN contact_messages.notified_at; Type: ACL; Schema: public

GRANT UPDATE(notified_at) ON TABLE public.contact_messages TO service_role;

-- Name: COLUMN contact_messages.notify_attempts; Type: ACL; Schema: public

GRANT UPDATE(notify_attempts) ON TABLE public.contact_messages TO service_role;

-- Name: COLUMN contact_messages.notify_error; Type: ACL; Schema: public

GRANT UPDATE(notify_error) ON TABLE public.contact_messages TO service_role;

-- Name: COLUMN contact_messages.claimed_until; Type: ACL; Schema: public

GRANT UPDATE(claimed_until) ON TABLE public.contact_messages TO service_role;

-- Name: COLUMN contact_messages.next_attempt_at; Type: ACL; Schema: public

GRANT UPDATE(next_attempt_at) ON TABLE public.contact_messages TO service_role;

-- Name: COLUMN contact_messages.utm_source; Type: ACL; Schema: public

GRANT INSERT(utm_source) ON TABLE public.contact_messages TO anon;

-- Name: COLUMN contact_messages.utm_medium; Type: ACL; Schema: public

GRANT INSERT(utm_medium) ON TABLE public.contact_messages TO anon;

-- Name: COLUMN contact_messages.utm_campaign; Type: ACL; Schema: public

GRANT INSERT(utm_campaign) ON TABLE public.contact_messages TO anon;

-- Name: COLUMN contact_messages.utm_term; Type: ACL; Schema: public

GRANT INSERT(utm_term) ON TABLE public.contact_messages TO anon;

-- Name: COLUMN contact_messages.utm_content; Type: ACL; Schema: public

GRANT INSERT(utm_content) ON TABLE public.contact_messages TO anon;

-- Name: COLUMN contact_messages.landing_path; Type: ACL; Schema: public

GRANT INSERT(landing_path) ON TABLE public.contact_messages TO anon;

-- Name: COLUMN contact_messages.referrer_host; Type: ACL; Schema: public

GRANT INSERT(referrer_host) ON TABLE public.contact_messages TO anon;

-- Name: COLUMN contact_messages.notify_failed_at; Type: ACL; Schema: public

GRANT UPDATE(notify_failed_at) ON TABLE public.contact_messages TO service_role;

-- Name: COLUMN contact_messages.notice_version; Type: ACL; Schema: public

GRANT INSERT(notice_version) ON TABLE public.contact_messages TO anon;

-- Name: COLUMN contact_messages.notice_language; Type: ACL; Schema: public

GRANT INSERT(notice_language) ON TABLE public.contact_messages TO anon;

-- Name: COLUMN contact_messages.marketing_opt_in; Type: ACL; Schema: public

GRANT INSERT(marketing_opt_in) ON TABLE public.contact_messages TO anon;

-- Name: FUNCTION claim_notifications(batch integer, lease interval); Type: ACL; Schema: private

REVOKE ALL ON FUNCTION private.claim_notifications(batch integer, lease interval) FROM PUBLIC;

-- Name: FUNCTION client_key(address text); Type: ACL; Schema: private

REVOKE ALL ON FUNCTION private.client_key(address text) FROM PUBLIC;

-- Name: FUNCTION count_client_request(per_hour integer); Type: ACL; Schema: private

REVOKE ALL ON FUNCTION private.count_client_request(per_hour integer) FROM PUBLIC;

-- Name: FUNCTION count_statement_rows(); Type: ACL; Schema: private

REVOKE ALL ON FUNCTION private.count_statement_rows() FROM PUBLIC;

-- Name: FUNCTION domain_hash(email text); Type: ACL; Schema: private

REVOKE ALL ON FUNCTION private.domain_hash(email text) FROM PUBLIC;

-- Name: FUNCTION erase_person(email text, reason text); Type: ACL; Schema: private

REVOKE ALL ON FUNCTION private.erase_person(email text, reason text) FROM PUBLIC;

-- Name: FUNCTION forget_client_requests(); Type: ACL; Schema: private

REVOKE ALL ON FUNCTION private.forget_client_requests() FROM PUBLIC;

-- Name: FUNCTION forget_erased_address(); Type: ACL; Schema: private

REVOKE ALL ON FUNCTION private.forget_erased_address() FROM PUBLIC;

-- Name: FUNCTION forget_lead_events(contacts bigint[], reports bigint[], alerts bigint[]); Type: ACL; Schema: private

REVOKE ALL ON FUNCTION private.forget_lead_events(contacts bigint[], reports bigint[], alerts bigint[]) FROM PUBLIC;

-- Name: FUNCTION forget_sent_mail(); Type: ACL; Schema: private

REVOKE ALL ON FUNCTION private.forget_sent_mail() FROM PUBLIC;

-- Name: FUNCTION gather_notification_digest(webhook_per_hour integer); Type: ACL; Schema: private

REVOKE ALL ON FUNCTION private.gather_notification_digest(webhook_per_hour integer) FROM PUBLIC;

-- Name: FUNCTION hash_key_ring(); Type: ACL; Schema: private

REVOKE ALL ON FUNCTION private.hash_key_ring() FROM PUBLIC;

-- Name: FUNCTION hold_report_floods(); Type: ACL; Schema: private

REVOKE ALL ON FUNCTION private.hold_report_floods() FROM PUBLIC;

-- Name: FUNCTION is_suppressed(email text, keys bytea[]); Type: ACL; Schema: private

REVOKE ALL ON FUNCTION private.is_suppressed(email text, keys bytea[]) FROM PUBLIC;

-- Name: FUNCTION issue_withdrawal_link(email text); Type: ACL; Schema: private

REVOKE ALL ON FUNCTION private.issue_withdrawal_link(email text) FROM PUBLIC;

-- Name: FUNCTION lead_event_payloads(event_ids bigint[]); Type: ACL; Schema: private

REVOKE ALL ON FUNCTION private.lead_event_payloads(event_ids bigint[]) FROM PUBLIC;

-- Name: FUNCTION lead_row_payloads(event_ids bigint[]); Type: ACL; Schema: private

REVOKE ALL ON FUNCTION private.lead_row_payloads(event_ids bigint[]) FROM PUBLIC;

-- Name: FUNCTION limit_invalid_tokens(); Type: ACL; Schema: private

REVOKE ALL ON FUNCTION private.limit_invalid_tokens() FROM PUBLIC;

-- Name: FUNCTION limit_leads_per_email(); Type: ACL; Schema: private

REVOKE ALL ON FUNCTION private.limit_leads_per_email() FROM PUBLIC;

-- Name: FUNCTION limit_requests_per_client(); Type: ACL; Schema: private

REVOKE ALL ON FUNCTION private.limit_requests_per_client() FROM PUBLIC;

-- Name: FUNCTION new_token(); Type: ACL; Schema: private

REVOKE ALL ON FUNCTION private.new_token() FROM PUBLIC;

-- Name: FUNCTION notification_places_taken(); Type: ACL; Schema: private

REVOKE ALL ON FUNCTION private.notification_places_taken() FROM PUBLIC;

-- Name: FUNCTION person_data(email text); Type: ACL; Schema: private

REVOKE ALL ON FUNCTION private.person_data(email text) FROM PUBLIC;

-- Name: FUNCTION queue_verification(address text, kind text, correction text, lead_table text, lead_id bigint); Type: ACL; Schema: private

REVOKE ALL ON FUNCTION private.queue_verification(address text, kind text, correction text, lead_table text, lead_id bigint) FROM PUBLIC;

-- Name: FUNCTION record_lead_events(); Type: ACL; Schema: private

REVOKE ALL ON FUNCTION private.record_lead_events() FROM PUBLIC;

-- Name: FUNCTION refuse_superseded_notice(); Type: ACL; Schema: private

REVOKE ALL ON FUNCTION private.refuse_superseded_notice() FROM PUBLIC;

-- Name: FUNCTION request_client(headers json, settings private.client_limit); Type: ACL; Schema: private

REVOKE ALL ON FUNCTION private.request_client(headers json, settings private.client_limit) FROM PUBLIC;

-- Name: FUNCTION seal(value text); Type: ACL; Schema: private

REVOKE ALL ON FUNCTION private.seal(value text) FROM PUBLIC;

-- Name: FUNCTION seal_passphrase(key bytea); Type: ACL; Schema: private

REVOKE ALL ON FUNCTION private.seal_passphrase(key bytea) FROM PUBLIC;

-- Name: FUNCTION set_webhook_configured(configured boolean); Type: ACL; Schema: private

REVOKE ALL ON FUNCTION private.set_webhook_configured(configured boolean) FROM PUBLIC;

-- Name: FUNCTION start_link_when_sent(); Type: ACL; Schema: private

REVOKE ALL ON FUNCTION private.start_link_when_sent() FROM PUBLIC;

-- Name: FUNCTION start_row_count(); Type: ACL; Schema: private

REVOKE ALL ON FUNCTION private.start_row_count() FROM PUBLIC;

-- Name: FUNCTION tell_crm_leads_gone(type text, email text, reason text, leads jsonb, told_before boolean); Type: ACL; Schema: private

REVOKE ALL ON FUNCTION private.tell_crm_leads_gone(type text, email text, reason text, leads jsonb, told_before boolean) FROM PUBLIC;

-- Name: FUNCTION token_hash(token text); Type: ACL; Schema: private

REVOKE ALL ON FUNCTION private.token_hash(token text) FROM PUBLIC;

-- Name: FUNCTION unseal(sealed bytea); Type: ACL; Schema: private

REVOKE ALL ON FUNCTION private.unseal(sealed bytea) FROM PUBLIC;

-- Name: FUNCTION visit_value(value text, pattern text, longest integer); Type: ACL; Schema: private

REVOKE ALL ON FUNCTION private.visit_value(value text, pattern text, longest integer) FROM PUBLIC;

-- Name: FUNCTION webhook_sends_taken(); Type: ACL; Schema: private

REVOKE ALL ON FUNCTION private.webhook_sends_taken() FROM PUBLIC;

-- Name: FUNCTION confirm_data_rights(token text); Type: ACL; Schema: public

REVOKE ALL ON FUNCTION public.confirm_data_rights(token text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.confirm_data_rights(token text) TO anon;

-- Name: FUNCTION count_visit(landing_path text, utm_source text, utm_medium text, utm_campaign text, utm_term text, utm_content text, referrer_host text); Type: ACL; Schema: public

REVOKE ALL ON FUNCTION public.count_visit(landing_path text, utm_source text, utm_medium text, utm_campaign text, utm_term text, utm_content text, referrer_host text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.count_visit(landing_path text, utm_source text, utm_medium text, utm_campaign text, utm_term text, utm_content text, referrer_host text) TO anon;

-- Name: FUNCTION erase_person(email text); Type: ACL; Schema: public

REVOKE ALL ON FUNCTION public.erase_person(email text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.erase_person(email text) TO service_role;

-- Name: FUNCTION lead_events(since timestamp with time zone); Type: ACL; Schema: public

REVOKE ALL ON FUNCTION public.lead_events(since timestamp with time zone) FROM PUBLIC;
GRANT ALL ON FUNCTION public.lead_events(since timestamp with time zone) TO service_role;

-- Name: FUNCTION marketing_audience(); Type: ACL; Schema: public

REVOKE ALL ON FUNCTION public.marketing_audience() FROM PUBLIC;
GRANT ALL ON FUNCTION public.marketing_audience() TO service_role;

-- Name: FUNCTION person_data(email text); Type: ACL; Schema: public

REVOKE ALL ON FUNCTION public.person_data(email text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.person_data(email text) TO service_role;

-- Name: FUNCTION replay_lead_events(since timestamp with time zone); Type: ACL; Schema: public

REVOKE ALL ON FUNCTION public.replay_lead_events(since timestamp with time zone) FROM PUBLIC;
GRANT ALL ON FUNCTION public.replay_lead_events(since timestamp with time zone) TO service_role;

-- Name: FUNCTION request_data_rights(email text, kind text, correction text); Type: ACL; Schema: public

REVOKE ALL ON FUNCTION public.request_data_rights(email text, kind text, correction text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.request_data_rights(email text, kind text, correction text) TO anon;

-- Name: FUNCTION retention_sweep(as_of timestamp with time zone, dry_run boolean); Type: ACL; Schema: public

REVOKE ALL ON FUNCTION public.retention_sweep(as_of timestamp with time zone, dry_run boolean) FROM PUBLIC;
GRANT ALL ON FUNCTION public.retention_sweep(as_of timestamp with time zone, dry_run boolean) TO service_role;

-- Name: FUNCTION withdraw_consent(token text); Type: ACL; Schema: public

REVOKE ALL ON FUNCTION public.withdraw_consent(token text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.withdraw_consent(token text) TO anon;

-- Name: TABLE career_alerts; Type: ACL; Schema: public

GRANT SELECT ON TABLE public.career_alerts TO service_role;

-- Name: COLUMN career_alerts.full_name; Type: ACL; Schema: public

GRANT INSERT(full_name) ON TABLE public.career_alerts TO anon;

-- Name: COLUMN career_alerts.email; Type: ACL; Schema: public

GRANT INSERT(email) ON TABLE public.career_alerts TO anon;

-- Name: COLUMN career_alerts.source; Type: ACL; Schema: public

GRANT INSERT(source) ON TABLE public.career_alerts TO anon;

-- Name: COLUMN career_alerts.utm_source; Type: ACL; Schema: public

GRANT INSERT(utm_source) ON TABLE public.career_alerts TO anon;

-- Name: COLUMN career_alerts.utm_medium; Type: ACL; Schema: public

GRANT INSERT(utm_medium) ON TABLE public.career_alerts TO anon;

-- Name: COLUMN career_alerts.utm_campaign; Type: ACL; Schema: public

GRANT INSERT(utm_campaign) ON TABLE public.career_alerts TO anon;

-- Name: COLUMN career_alerts.utm_term; Type: ACL; Schema: public

GRANT INSERT(utm_term) ON TABLE public.career_alerts TO anon;

-- Name: COLUMN career_alerts.utm_content; Type: ACL; Schema: public

GRANT INSERT(utm_content) ON TABLE public.career_alerts TO anon;

-- Name: COLUMN career_alerts.landing_path; Type: ACL; Schema: public

GRANT INSERT(landing_path) ON TABLE public.career_alerts TO anon;

-- Name: COLUMN career_alerts.referrer_host; Type: ACL; Schema: public

GRANT INSERT(referrer_host) ON TABLE public.career_alerts TO anon;

-- Name: COLUMN career_alerts.notice_version; Type: ACL; Schema: public

GRANT INSERT(notice_version) ON TABLE public.career_alerts TO anon;

-- Name: COLUMN career_alerts.notice_language; Type: ACL; Schema: public

GRANT INSERT(notice_language) ON TABLE public.career_alerts TO anon;

-- Name: COLUMN career_alerts.marketing_opt_in; Type: ACL; Schema: public

GRANT INSERT(marketing_opt_in) ON TABLE public.career_alerts TO anon;

-- Name: TABLE download_report; Type: ACL; Schema: public

GRANT SELECT ON TABLE public.download_report TO service_role;

-- Name: COLUMN download_report.first_name; Type: ACL; Schema: public

GRANT INSERT(first_name) ON TABLE public.download_report TO anon;

-- Name: COLUMN download_report.last_name; Type: ACL; Schema: public

GRANT INSERT(last_name) ON TABLE public.download_report TO anon;

-- Name: COLUMN download_report.email; Type: ACL; Schema: public

GRANT INSERT(email) ON TABLE public.download_report TO anon;

-- Name: COLUMN download_report.company; Type: ACL; Schema: public

GRANT INSERT(company) ON TABLE public.download_report TO anon;

-- Name: COLUMN download_report.designation; Type: ACL; Schema: public

GRANT INSERT(designation) ON TABLE public.download_report TO anon;

-- Name: COLUMN download_report.country; Type: ACL; Schema: public

GRANT INSERT(country) ON TABLE public.download_report TO anon;

-- Name: COLUMN download_report.status; Type: ACL; Schema: public

GRANT INSERT(status) ON TABLE public.download_report TO anon;
GRANT UPDATE(status) ON TABLE public.download_report TO service_role;

-- Name: COLUMN download_report.sent_at; Type: ACL; Schema: public

GRANT UPDATE(sent_at) ON TABLE public.download_report TO service_role;

-- Name: COLUMN download_report.attempts; Type: ACL; Schema: public

GRANT UPDATE(attempts) ON TABLE public.download_report TO service_role;

-- Name: COLUMN download_report.last_error; Type: ACL; Schema: public

GRANT UPDATE(last_error) ON TABLE public.download_report TO service_role;

-- Name: COLUMN download_report.claimed_until; Type: ACL; Schema: public

GRANT UPDATE(claimed_until) ON TABLE public.download_report TO service_role;

-- Name: COLUMN download_report.next_attempt_at; Type: ACL; Schema: public

GRANT UPDATE(next_attempt_at) ON TABLE public.download_report TO service_role;

-- Name: COLUMN download_report.review_reason; Type: ACL; Schema: public

GRANT UPDATE(review_reason) ON TABLE public.download_report TO service_role;

-- Name: COLUMN download_report.utm_source; Type: ACL; Schema: public

GRANT INSERT(utm_source) ON TABLE public.download_report TO anon;

-- Name: COLUMN download_report.utm_medium; Type: ACL; Schema: public

GRANT INSERT(utm_medium) ON TABLE public.download_report TO anon;

-- Name: COLUMN download_report.utm_campaign; Type: ACL; Schema: public

GRANT INSERT(utm_campaign) ON TABLE public.download_report TO anon;

-- Name: COLUMN download_report.utm_term; Type: ACL; Schema: public

GRANT INSERT(utm_term) ON TABLE public.download_report TO anon;

-- Name: COLUMN download_report.utm_content; Type: ACL; Schema: public

GRANT INSERT(utm_content) ON TABLE public.download_report TO anon;

-- Name: COLUMN download_report.landing_path; Type: ACL; Schema: public

GRANT INSERT(landing_path) ON TABLE public.download_report TO anon;

-- Name: COLUMN download_report.referrer_host; Type: ACL; Schema: public

GRANT INSERT(referrer_host) ON TABLE public.download_report TO anon;

-- Name: COLUMN download_report.notice_version; Type: ACL; Schema: public

GRANT INSERT(notice_version) ON TABLE public.download_report TO anon;

-- Name: COLUMN download_report.notice_language; Type: ACL; Schema: public

GRANT INSERT(notice_language) ON TABLE public.download_report TO anon;

-- Name: COLUMN download_report.marketing_opt_in; Type: ACL; Schema: public

GRANT INSERT(marketing_opt_in) ON TABLE public.download_report TO anon;

-- Name: TABLE lead_sources; Type: ACL; Schema: public

GRANT SELECT ON TABLE public.lead_sources TO service_role;

-- Name: TABLE visit_counts; Type: ACL; Schema: public

GRANT SELECT ON TABLE public.visit_counts TO service_role;

-- Name: TABLE lead_conversion; Type: ACL; Schema: public

GRANT SELECT ON TABLE public.lead_conversion TO service_role;
