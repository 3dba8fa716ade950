-- Limits on what a visitor (anon) can make the site do, enforced by the database so they
-- hold on Supabase as on the local server:
--   * at most 5 rows per statement; one PostgREST request is one statement. More answers
--     413 (PT413) and stores nothing.
--   * at most 5 rows per e-mail address per table per hour, the address compared without
--     case and without a +tag (victim+1@ and Victim+2@ are victim@). More answers 429 (PT429).
--   * report e-mails: at most 10 an hour to one recipient domain and 100 an hour in all.
--     A report request over either cap is stored with `review_reason` set and the visitor
--     gets the usual 201; the delivery worker does not mail it until someone clears it.

-- The address a person receives mail at: lower-case, without the +tag of the local part.
-- Everyone keeps EXECUTE on it: the email_key indexes below evaluate it as the role that
-- inserts. It sits outside the API's schema, so nobody can call it over HTTP.
create function private.email_key(address text) returns text
language sql
immutable
parallel safe
return pg_catalog.regexp_replace(pg_catalog.lower(address), '\+[^@]*@', '@');

create or replace function private.limit_leads_per_email() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  address text := private.email_key(new.email);
  recent integer;
begin
  -- Serialises inserts for one address, so concurrent requests cannot slip past the count.
  perform pg_advisory_xact_lock(hashtext(tg_table_name || ':' || address));
  -- Static queries per table: plpgsql caches their plans, where EXECUTE would re-plan each row.
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
  if recent >= 5 then
    raise exception using
      errcode = 'PT429',
      message = 'Too many requests from this e-mail address',
      hint = 'Please try again in an hour.';
  end if;
  return new;
end;
$$;

drop index public.contact_messages_email_created_at_idx;
drop index public.download_report_email_created_at_idx;
drop index public.career_alerts_email_created_at_idx;
create index contact_messages_email_key_idx on public.contact_messages (private.email_key(email), created_at);
create index download_report_email_key_idx on public.download_report (private.email_key(email), created_at);
create index career_alerts_email_key_idx on public.career_alerts (private.email_key(email), created_at);

-- Counts the statement's rows from its transition table; runs for anon only (the trigger's
-- WHEN), so the business and the worker may write in bulk.
create function private.limit_rows_per_statement() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if (select count(*) from inserted) > 5 then
    raise exception using
      errcode = 'PT413',
      message = 'Too many rows in one request',
      hint = 'Send at most 5 rows per request.';
  end if;
  return null;
end;
$$;

revoke all on function private.limit_rows_per_statement() from public;

create trigger contact_messages_limit_rows after insert on public.contact_messages
  referencing new table as inserted
  for each statement when (current_user = 'anon') execute function private.limit_rows_per_statement();
create trigger download_report_limit_rows after insert on public.download_report
  referencing new table as inserted
  for each statement when (current_user = 'anon') execute function private.limit_rows_per_statement();
create trigger career_alerts_limit_rows after insert on public.career_alerts
  referencing new table as inserted
  for each statement when (current_user = 'anon') execute function private.limit_rows_per_statement();

-- Why a report request waits for a person instead of being mailed; null: mail it.
alter table public.download_report
  add column review_reason text,
  add constraint download_report_review_reason_check check (char_length(review_reason) <= 200);

-- The report e-mails of the last hour that go out; a cap holds at most that many, so
-- counting them stays cheap during a flood.
create index download_report_mail_bound_idx on public.download_report (created_at) where review_reason is null;

create function private.hold_report_floods() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  domain text := split_part(new.email, '@', 2);
  to_domain integer;
  overall integer;
begin
  -- One decision at a time, so concurrent requests cannot both take the last place.
  perform pg_advisory_xact_lock(hashtext('download_report:mail caps'));
  select count(*) filter (where split_part(email, '@', 2) = domain), count(*)
    into to_domain, overall
    from public.download_report
   where review_reason is null and created_at > now() - interval '1 hour';
  if to_domain >= 10 then
    new.review_reason := 'Held: 10 report e-mails to this domain in the last hour';
  elsif overall >= 100 then
    new.review_reason := 'Held: 100 report e-mails in the last hour';
  end if;
  return new;
end;
$$;

revoke all on function private.hold_report_floods() from public;

create trigger download_report_hold_floods before insert on public.download_report
  for each row when (current_user = 'anon') execute function private.hold_report_floods();

-- The business releases a held request by clearing review_reason (as it may reset status).
grant update (review_reason) on table public.download_report to service_role;
