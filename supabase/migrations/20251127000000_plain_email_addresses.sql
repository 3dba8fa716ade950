-- One address, one allowance. The e-mail CHECK accepted anything with an @ and a dot, so
-- `victim@example.com(1)`, `x<victim@example.com>` and `victim@example.com,` were three
-- addresses to the per-address caps and one to the mailer, which reads comments, display names
-- and lists: each variant had an allowance of its own. An address is now a plain addr-spec
-- (RFC 5322 3.4.1): a dot-atom local part, @, and a host name of at least two labels; no
-- comments, display names, quotes, lists or spaces. shared/leads.ts states the same pattern
-- for the forms, and server/db/lead-limits.test.ts keeps the two equal.
--
-- Rows stored before keep what they are: the constraints are NOT VALID, so they bind every
-- new row and leave the old ones alone, and the notice below counts those that would fail.

-- The rule, once. Everyone keeps EXECUTE on it: the CHECKs evaluate it as the role that
-- inserts. It sits outside the API's schema, so nobody can call it over HTTP.
create function private.is_plain_address(address text) returns boolean
language sql
immutable
parallel safe
return char_length(address) <= 254
  and address = lower(btrim(address))
  and address ~ '^[a-z0-9!#$%&''*+/=?^_`{|}~-]+(\.[a-z0-9!#$%&''*+/=?^_`{|}~-]+)*@[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)+$'
  and char_length(split_part(address, '@', 1)) <= 64;

alter table public.contact_messages drop constraint contact_messages_email_check;
alter table public.contact_messages add constraint contact_messages_email_check
  check (private.is_plain_address(email)) not valid;
alter table public.download_report drop constraint download_report_email_check;
alter table public.download_report add constraint download_report_email_check
  check (private.is_plain_address(email)) not valid;
alter table public.career_alerts drop constraint career_alerts_email_check;
alter table public.career_alerts add constraint career_alerts_email_check
  check (private.is_plain_address(email)) not valid;

-- The rows the new rule would refuse, counted per table, for whoever runs the migration to
-- review (`npm run leads` lists them by address). They are not rewritten: what a visitor
-- typed is evidence, and a guess at the address they meant could mail a stranger.
do $$
declare
  contacts integer;
  reports integer;
  alerts integer;
begin
  select count(*) into contacts from public.contact_messages where not private.is_plain_address(email);
  select count(*) into reports from public.download_report where not private.is_plain_address(email);
  select count(*) into alerts from public.career_alerts where not private.is_plain_address(email);
  if contacts + reports + alerts > 0 then
    raise notice '%', format(
      'Stored before plain addresses were required, and kept as they are: %s contact_messages, %s download_report and %s career_alerts rows whose email is not a plain address (list them with: select id, email from public.<table> where not private.is_plain_address(email))',
      contacts, reports, alerts);
  end if;
end;
$$;
