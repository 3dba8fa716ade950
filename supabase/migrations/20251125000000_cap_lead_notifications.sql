-- Caps on the e-mails the delivery worker sends to the business inbox (NOTIFY_TO) about
-- contact_messages rows, so a flood of rows cannot bury a genuine lead behind hours of
-- notifications. In the database, so every worker (npm start's, npm run worker's) obeys them:
--   * at most 30 notification e-mails an hour: a worker takes a row for an e-mail of its own
--     only while fewer than 30 were sent in the last hour or are being sent, oldest row
--     first. A failed attempt takes no place; its retry waits for one like any other row.
--   * while the 30 are taken, the rows still waiting go into a digest, at most one every
--     15 minutes: one e-mail that counts them by form and says how to list them. A row in
--     a digest (digest_id set) never gets an e-mail of its own. Digests are not capped.
--   * rows that arrive once the last digest is out wait for the next one, unless the cap
--     frees first (each place frees an hour after its e-mail went): then they go out one by
--     one, oldest first.
-- The two figures are columns of private.notification_cap's single row, which both decisions
-- lock, so two workers cannot take the last place together. Only the tables' owner (the
-- worker) calls the functions.

create table private.notification_digests (
  id bigint generated always as identity primary key,
  created_at timestamptz not null default now(),
  lead_count integer not null default 0,
  by_form jsonb not null default '{}',
  first_id bigint,
  last_id bigint,
  first_created_at timestamptz,
  last_created_at timestamptz,
  -- The caps when the digest was gathered, for its e-mail to state.
  per_hour integer not null default 0,
  digest_minutes integer not null default 0,
  sent_at timestamptz,
  attempts integer not null default 0,
  last_error text,
  claimed_until timestamptz,
  next_attempt_at timestamptz not null default now(),
  constraint notification_digests_attempts_check check (attempts >= 0),
  constraint notification_digests_last_error_check check (char_length(last_error) <= 2000)
);

alter table public.contact_messages
  add column digest_id bigint,
  add constraint contact_messages_digest_id_fkey foreign key (digest_id) references private.notification_digests (id);

-- The caps, the single row both decisions lock, and when the last digest was gathered.
create table private.notification_cap (
  singleton boolean primary key default true,
  per_hour integer not null default 30,
  digest_minutes integer not null default 15,
  last_digest_at timestamptz,
  constraint notification_cap_singleton_check check (singleton),
  constraint notification_cap_per_hour_check check (per_hour >= 0),
  constraint notification_cap_digest_minutes_check check (digest_minutes > 0)
);
insert into private.notification_cap default values;

-- Rows waiting for an e-mail; a digested flood leaves this index, so claims stay cheap.
drop index public.contact_messages_unnotified_idx;
create index contact_messages_waiting_idx on public.contact_messages (id)
  where notified_at is null and digest_id is null;
-- What the cap counts: e-mails sent, and rows leased to a worker sending them.
create index contact_messages_notified_at_idx on public.contact_messages (notified_at)
  where notified_at is not null;
create index contact_messages_leased_idx on public.contact_messages (claimed_until)
  where notified_at is null and claimed_until is not null;
create index contact_messages_digest_idx on public.contact_messages (digest_id) where digest_id is not null;

-- Places of the cap in use now.
create function private.notification_places_taken() returns integer
language sql
stable
set search_path = ''
return (select count(*) from public.contact_messages where notified_at > now() - interval '1 hour')
     + (select count(*) from public.contact_messages where notified_at is null and claimed_until > now());

-- Takes up to `batch` waiting rows for e-mails of their own, oldest first, within the cap:
-- leases them (`lease`) and counts the attempt.
create function private.claim_notifications(batch integer, lease interval, max_attempts integer)
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
        where notified_at is null and digest_id is null and notify_attempts < max_attempts
          and next_attempt_at <= now() and (claimed_until is null or claimed_until < now())
        order by id
        limit least(batch, room)
        for update skip locked)
    returning *;
end;
$$;

-- When the cap is taken and the last digest is old enough, puts every waiting row (not
-- leased to a worker) into a new digest and returns its id; otherwise null.
create function private.gather_notification_digest(max_attempts integer) returns bigint
language plpgsql
set search_path = ''
as $$
declare
  cap private.notification_cap;
  digest bigint;
  counted integer;
begin
  select * into cap from private.notification_cap for update;
  if cap.last_digest_at > now() - cap.digest_minutes * interval '1 minute' then
    return null;
  end if;
  -- Under the cap a waiting row gets an e-mail of its own.
  if private.notification_places_taken() < cap.per_hour then
    return null;
  end if;
  if not exists (
    select from public.contact_messages
     where notified_at is null and digest_id is null and notify_attempts < max_attempts
       and (claimed_until is null or claimed_until < now())
  ) then
    return null;
  end if;
  insert into private.notification_digests (per_hour, digest_minutes)
    values (cap.per_hour, cap.digest_minutes)
    returning id into digest;
  with marked as (
    update public.contact_messages set digest_id = digest
     where notified_at is null and digest_id is null and notify_attempts < max_attempts
       and (claimed_until is null or claimed_until < now())
    returning id, created_at, form_source
  ), forms as (
    select form_source, count(*) as n from marked group by form_source
  )
  update private.notification_digests
     set lead_count = (select count(*) from marked),
         by_form = (select jsonb_object_agg(form_source, n) from forms),
         first_id = (select min(id) from marked),
         last_id = (select max(id) from marked),
         first_created_at = (select min(created_at) from marked),
         last_created_at = (select max(created_at) from marked)
   where id = digest
  returning lead_count into counted;
  if counted = 0 then
    delete from private.notification_digests where id = digest;
    return null;
  end if;
  update private.notification_cap set last_digest_at = now();
  return digest;
end;
$$;

revoke all on function private.notification_places_taken() from public;
revoke all on function private.claim_notifications(integer, interval, integer) from public;
revoke all on function private.gather_notification_digest(integer) from public;

-- Nobody reaches these tables over the Data API: private is not exposed, and neither grants
-- nor policies let anon or authenticated in should it ever be.
alter table private.notification_digests enable row level security;
alter table private.notification_cap enable row level security;
revoke all on table private.notification_digests, private.notification_cap from anon, authenticated;
