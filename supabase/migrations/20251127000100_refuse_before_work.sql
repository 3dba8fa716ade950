-- Caps refuse before the work, not after it.
--   * Rows per statement: the count ran AFTER the statement, from its transition table, so a
--     64 KiB request of about 1,500 rows ran 1,500 rows' triggers before it was refused. A row
--     trigger now counts the statement's rows as they come (a statement trigger sets the count
--     to 0 first) and stops the statement at its 6th row with the same PT413, for requests
--     through PostgREST; the local server refuses more than 5 rows before any SQL.
--   * The per-address limit and the report mail caps ran BEFORE each row, taking advisory
--     locks (the caps' one lock for every report request) that a statement later refused still
--     held until it ended. They now run once per statement, AFTER every row has passed its
--     checks: a refused statement takes neither. The per-address limit comes first (trigger
--     names fire in alphabetical order), so a statement it refuses never takes the caps' lock.
-- Both stay anon's only (the triggers' WHEN): the business and the worker may write in bulk.

-- The running count lives in a setting local to the transaction; each statement starts it at 0.
create function private.start_row_count() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  perform pg_catalog.set_config('lead_limits.rows_in_statement', '0', true);
  return null;
end;
$$;

create function private.count_statement_rows() returns trigger
language plpgsql
set search_path = ''
as $$
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

-- A trigger's function runs whoever fires it, without EXECUTE: nobody may call these directly.
revoke all on function private.start_row_count() from public;
revoke all on function private.count_statement_rows() from public;

drop trigger contact_messages_limit_rows on public.contact_messages;
drop trigger download_report_limit_rows on public.download_report;
drop trigger career_alerts_limit_rows on public.career_alerts;
drop function private.limit_rows_per_statement();

-- "count_rows" sorts before every other row trigger of these tables: the 6th row stops the
-- statement before anything else runs for it. They count what comes through PostgREST, which
-- sets `request.headers` for each request: the local server refuses such a request itself
-- before any SQL, and packs at most 5 rows in a statement, so there the count would cost every
-- lead a function call to find nothing.
create trigger contact_messages_count_rows_start before insert on public.contact_messages
  for each statement when (current_user = 'anon' and pg_catalog.current_setting('request.headers', true) <> '')
  execute function private.start_row_count();
create trigger contact_messages_count_rows before insert on public.contact_messages
  for each row when (current_user = 'anon' and pg_catalog.current_setting('request.headers', true) <> '')
  execute function private.count_statement_rows();
create trigger download_report_count_rows_start before insert on public.download_report
  for each statement when (current_user = 'anon' and pg_catalog.current_setting('request.headers', true) <> '')
  execute function private.start_row_count();
create trigger download_report_count_rows before insert on public.download_report
  for each row when (current_user = 'anon' and pg_catalog.current_setting('request.headers', true) <> '')
  execute function private.count_statement_rows();
create trigger career_alerts_count_rows_start before insert on public.career_alerts
  for each statement when (current_user = 'anon' and pg_catalog.current_setting('request.headers', true) <> '')
  execute function private.start_row_count();
create trigger career_alerts_count_rows before insert on public.career_alerts
  for each row when (current_user = 'anon' and pg_catalog.current_setting('request.headers', true) <> '')
  execute function private.count_statement_rows();

-- At most 5 rows per address (without case or +tag) per table per hour, the statement's own
-- rows counted: one lock and one count per address of the statement, after its rows passed.
drop trigger contact_messages_limit_per_email on public.contact_messages;
drop trigger download_report_limit_per_email on public.download_report;
drop trigger career_alerts_limit_per_email on public.career_alerts;
drop function private.limit_leads_per_email();

create function private.limit_leads_per_email() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
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
revoke all on function private.limit_leads_per_email() from public;

create trigger contact_messages_limit_per_email after insert on public.contact_messages
  referencing new table as inserted
  for each statement when (current_user = 'anon') execute function private.limit_leads_per_email();
create trigger download_report_limit_per_email after insert on public.download_report
  referencing new table as inserted
  for each statement when (current_user = 'anon') execute function private.limit_leads_per_email();
create trigger career_alerts_limit_per_email after insert on public.career_alerts
  referencing new table as inserted
  for each statement when (current_user = 'anon') execute function private.limit_leads_per_email();

-- Report e-mails: at most 10 an hour to one recipient domain and 100 in all. Decided once per
-- statement, in id order, after the per-address limit ("mail_caps" sorts after "limit_"): a
-- request over a cap is kept with review_reason set, and the worker leaves it for a person.
drop trigger download_report_hold_floods on public.download_report;
drop function private.hold_report_floods();

create function private.hold_report_floods() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
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
revoke all on function private.hold_report_floods() from public;

create trigger download_report_mail_caps after insert on public.download_report
  referencing new table as inserted
  for each statement when (current_user = 'anon') execute function private.hold_report_floods();
