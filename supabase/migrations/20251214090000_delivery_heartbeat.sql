-- The scheduled delivery pass's heartbeat: one row, the last pass's time and what it did, so
-- `npm run deploy -- verify` (and a person) can tell that passes still run. Each pass writes it
-- as the database's owner, as `npm run worker` connects; no API role may read or write it.

create table private.delivery_heartbeat (
  -- One row only.
  id boolean primary key default true check (id),
  passed_at timestamptz not null,
  took_ms integer not null check (took_ms >= 0),
  emails integer not null check (emails >= 0),
  webhooks integer not null check (webhooks >= 0),
  -- False when the pass's time ran out with work left for the next.
  finished boolean not null,
  -- The last retention sweep a pass ran: passes sweep once an hour.
  swept_at timestamptz
);

revoke all on table private.delivery_heartbeat from public, anon, authenticated, service_role;

create function private.record_delivery_pass(
  took_ms integer, emails integer, webhooks integer, finished boolean, swept boolean
) returns void
language sql
as $$
  insert into private.delivery_heartbeat as h (passed_at, took_ms, emails, webhooks, finished, swept_at)
  values (now(), took_ms, emails, webhooks, finished, case when swept then now() end)
  on conflict (id) do update
     set passed_at = excluded.passed_at, took_ms = excluded.took_ms, emails = excluded.emails,
         webhooks = excluded.webhooks, finished = excluded.finished,
         swept_at = coalesce(excluded.swept_at, h.swept_at);
$$;

revoke all on function private.record_delivery_pass(integer, integer, integer, boolean, boolean)
  from public, anon, authenticated, service_role;
