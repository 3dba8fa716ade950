-- At most 30 anon insert requests a minute from one client address, in the database, so
-- Supabase limits a client as the local server does (RATE_LIMIT_PER_MINUTE). PostgREST puts
-- the request's headers in the setting `request.headers` (JSON) for the transaction; the
-- client is read from X-Forwarded-For. Without that setting (the local server, which limits
-- its clients itself, and the SQL editor) nothing is counted. A refused request answers 429
-- PT429 before any row is written; its own count is undone with it, so a client over the
-- limit stays over it until the minute ends.

create table private.client_limit (
  singleton boolean primary key default true,
  -- Requests a minute per client; 0 turns the limit off.
  per_minute integer not null default 30,
  -- Which X-Forwarded-For entry is the client: 0 is the first (as Supabase's own examples read
  -- it); n > 0 counts n entries from the right, past the proxies that append their own.
  trusted_hops integer not null default 0,
  constraint client_limit_singleton_check check (singleton),
  constraint client_limit_per_minute_check check (per_minute >= 0),
  constraint client_limit_trusted_hops_check check (trusted_hops between 0 and 10)
);
insert into private.client_limit default values;

-- One row per client, for the current minute only; the delivery worker forgets rows older than
-- an hour (private.forget_client_requests), so no address is kept longer.
create table private.client_requests (
  client text primary key,
  window_start timestamptz not null,
  requests integer not null,
  constraint client_requests_client_check check (char_length(client) <= 100)
);

-- A client as the limit counts it: an IPv6 address by its /64 (one subscriber's network), an
-- IPv4-mapped IPv6 address as IPv4; anything that is not an address, as it came (at most 100
-- characters).
create function private.client_key(address text) returns text
language plpgsql
immutable
set search_path = ''
as $$
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

create function private.limit_requests_per_client() returns trigger
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
begin
  -- Not through PostgREST: nothing to count, and nothing spent finding that out.
  if raw is null or raw = '' then
    return null;
  end if;
  -- PostgREST writes the setting as a JSON object of the request's headers.
  headers := raw::json;
  if json_typeof(headers) <> 'object' then
    return null;
  end if;
  select * into settings from private.client_limit;
  if settings.per_minute = 0 then
    return null;
  end if;
  forwarded := pg_catalog.string_to_array(headers ->> 'x-forwarded-for', ',');
  if forwarded is null or cardinality(forwarded) = 0 then
    return null;
  end if;
  client := private.client_key(
    forwarded[case when settings.trusted_hops = 0 then 1 else greatest(cardinality(forwarded) - settings.trusted_hops + 1, 1) end]
  );
  if client = '' then
    return null;
  end if;
  insert into private.client_requests as c (client, window_start, requests)
  values (client, date_trunc('minute', now()), 1)
  on conflict on constraint client_requests_pkey do update
    set requests = case when c.window_start = excluded.window_start then c.requests + 1 else 1 end,
        window_start = excluded.window_start
  returning c.requests into counted;
  if counted > settings.per_minute then
    raise exception using
      errcode = 'PT429',
      message = 'Too many requests from this address',
      hint = 'Please try again in a minute.';
  end if;
  return null;
end;
$$;

create function private.forget_client_requests() returns integer
language sql
set search_path = ''
as $$
  with forgotten as (
    delete from private.client_requests where window_start < now() - interval '1 hour' returning 1
  )
  select count(*)::integer from forgotten;
$$;

revoke all on function private.client_key(text) from public;
revoke all on function private.limit_requests_per_client() from public;
revoke all on function private.forget_client_requests() from public;

-- Before the statement's rows: a refused request costs no row's work. "a_limit" sorts first.
-- Only requests through PostgREST carry `request.headers`; for the rest the trigger is not run.
create trigger contact_messages_a_limit_per_client before insert on public.contact_messages
  for each statement when (current_user = 'anon' and pg_catalog.current_setting('request.headers', true) <> '')
  execute function private.limit_requests_per_client();
create trigger download_report_a_limit_per_client before insert on public.download_report
  for each statement when (current_user = 'anon' and pg_catalog.current_setting('request.headers', true) <> '')
  execute function private.limit_requests_per_client();
create trigger career_alerts_a_limit_per_client before insert on public.career_alerts
  for each statement when (current_user = 'anon' and pg_catalog.current_setting('request.headers', true) <> '')
  execute function private.limit_requests_per_client();

-- Nobody reaches these over the Data API; the trigger writes as its owner.
alter table private.client_limit enable row level security;
alter table private.client_requests enable row level security;
revoke all on table private.client_limit, private.client_requests from anon, authenticated, service_role;
