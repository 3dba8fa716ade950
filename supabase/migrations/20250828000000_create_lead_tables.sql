-- Lead tables for the public website: contact messages and demo requests, report
-- requests, careers alerts. The same SQL runs on Supabase and on the local server.
-- Visitors write with the anon role: INSERT only, on the payload columns only, with
-- CHECK constraints mirroring the forms' rules. Nobody but service_role reads.

-- Supabase has these roles already; a plain PostgreSQL (local, tests) gets them here.
do $$
begin
  if not exists (select from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
end
$$;

grant usage on schema public to anon, authenticated, service_role;

-- Helpers live outside the API's schema so nothing can call them over HTTP.
create schema if not exists private;
revoke all on schema private from public;

create table public.contact_messages (
  id bigint generated always as identity primary key,
  created_at timestamptz not null default now(),
  first_name text not null,
  last_name text not null default '',
  full_name text not null,
  email text not null,
  company text not null,
  phone text not null default '',
  question text not null,
  message text not null default '',
  referer text not null default '',
  form_source text not null,
  constraint contact_messages_first_name_check check (char_length(btrim(first_name)) between 1 and 100),
  constraint contact_messages_last_name_check check (char_length(last_name) <= 100),
  constraint contact_messages_full_name_check check (char_length(btrim(full_name)) between 1 and 200),
  constraint contact_messages_email_check check (
    char_length(email) <= 254 and email = lower(btrim(email)) and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'
  ),
  constraint contact_messages_company_check check (char_length(btrim(company)) between 1 and 200),
  -- Spaces, hyphens and parentheses aside: optional plus, first digit 1-9, 1-16 digits.
  constraint contact_messages_phone_check check (
    char_length(phone) <= 32
    and (phone = '' or regexp_replace(phone, '[[:space:]()-]', '', 'g') ~ '^\+?[1-9][0-9]{0,15}$')
  ),
  constraint contact_messages_question_check check (question in (
    'General Inquiry', 'Product Demo Request', 'Technical Support',
    'Partnership Opportunities', 'Pricing Information', 'Implementation Support'
  )),
  constraint contact_messages_message_check check (char_length(message) <= 5000),
  constraint contact_messages_referer_check check (char_length(referer) <= 2048),
  constraint contact_messages_form_source_check check (form_source in ('contact-us-form', 'demo-request-modal')),
  -- The contact form requires a message; the demo modal requires a phone number instead.
  constraint contact_messages_contact_message_required check (
    form_source <> 'contact-us-form' or char_length(btrim(message)) > 0
  ),
  constraint contact_messages_demo_phone_required check (form_source <> 'demo-request-modal' or phone <> '')
);

create table public.download_report (
  id bigint generated always as identity primary key,
  created_at timestamptz not null default now(),
  first_name text not null,
  last_name text not null,
  email text not null,
  company text not null,
  designation text not null,
  country text not null,
  status text not null default 'Requested',
  sent_at timestamptz,
  attempts integer not null default 0,
  last_error text,
  constraint download_report_first_name_check check (char_length(btrim(first_name)) between 1 and 100),
  constraint download_report_last_name_check check (char_length(btrim(last_name)) between 1 and 100),
  constraint download_report_email_check check (
    char_length(email) <= 254 and email = lower(btrim(email)) and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'
  ),
  constraint download_report_company_check check (char_length(btrim(company)) between 1 and 200),
  constraint download_report_designation_check check (char_length(btrim(designation)) between 1 and 150),
  -- The report form's country list (app/content/countries.ts); a unit test keeps them equal.
  constraint download_report_country_check check (country in (
    'Afghanistan', 'Albania', 'Algeria', 'Andorra', 'Angola', 'Antigua and Barbuda', 'Argentina',
    'Armenia', 'Australia', 'Austria', 'Azerbaijan', 'Bahamas', 'Bahrain', 'Bangladesh', 'Barbados',
    'Belarus', 'Belgium', 'Belize', 'Benin', 'Bhutan', 'Bolivia', 'Bosnia and Herzegovina',
    'Botswana', 'Brazil', 'Brunei', 'Bulgaria', 'Burkina Faso', 'Burundi', 'Cabo Verde', 'Cambodia',
    'Cameroon', 'Canada', 'Central African Republic', 'Chad', 'Chile', 'China', 'Colombia',
    'Comoros', 'Congo', 'Costa Rica', 'Cote d''Ivoire', 'Croatia', 'Cuba', 'Cyprus', 'Czechia',
    'Democratic Republic of the Congo', 'Denmark', 'Djibouti', 'Dominica', 'Dominican Republic',
    'Ecuador', 'Egypt', 'El Salvador', 'Equatorial Guinea', 'Eritrea', 'Estonia', 'Eswatini',
    'Ethiopia', 'Fiji', 'Finland', 'France', 'Gabon', 'Gambia', 'Georgia', 'Germany', 'Ghana',
    'Greece', 'Grenada', 'Guatemala', 'Guinea', 'Guinea-Bissau', 'Guyana', 'Haiti', 'Holy See',
    'Honduras', 'Hungary', 'Iceland', 'India', 'Indonesia', 'Iran', 'Iraq', 'Ireland', 'Israel',
    'Italy', 'Jamaica', 'Japan', 'Jordan', 'Kazakhstan', 'Kenya', 'Kiribati', 'Kuwait', 'Kyrgyzstan',
    'Laos', 'Latvia', 'Lebanon', 'Lesotho', 'Liberia', 'Libya', 'Liechtenstein', 'Lithuania',
    'Luxembourg', 'Madagascar', 'Malawi', 'Malaysia', 'Maldives', 'Mali', 'Malta',
    'Marshall Islands', 'Mauritania', 'Mauritius', 'Mexico', 'Micronesia', 'Moldova', 'Monaco',
    'Mongolia', 'Montenegro', 'Morocco', 'Mozambique', 'Myanmar', 'Namibia', 'Nauru', 'Nepal',
    'Netherlands', 'New Zealand', 'Nicaragua', 'Niger', 'Nigeria', 'North Korea', 'North Macedonia',
    'Norway', 'Oman', 'Pakistan', 'Palau', 'Palestine', 'Panama', 'Papua New Guinea', 'Paraguay',
    'Peru', 'Philippines', 'Poland', 'Portugal', 'Qatar', 'Romania', 'Russia', 'Rwanda',
    'Saint Kitts and Nevis', 'Saint Lucia', 'Saint Vincent and the Grenadines', 'Samoa',
    'San Marino', 'Sao Tome and Principe', 'Saudi Arabia', 'Senegal', 'Serbia', 'Seychelles',
    'Sierra Leone', 'Singapore', 'Slovakia', 'Slovenia', 'Solomon Islands', 'Somalia',
    'South Africa', 'South Korea', 'South Sudan', 'Spain', 'Sri Lanka', 'Sudan', 'Suriname',
    'Sweden', 'Switzerland', 'Syria', 'Tajikistan', 'Tanzania', 'Thailand', 'Timor-Leste', 'Togo',
    'Tonga', 'Trinidad and Tobago', 'Tunisia', 'Turkey', 'Turkmenistan', 'Tuvalu', 'Uganda',
    'Ukraine', 'United Arab Emirates', 'United Kingdom', 'United States', 'Uruguay', 'Uzbekistan',
    'Vanuatu', 'Venezuela', 'Vietnam', 'Yemen', 'Zambia', 'Zimbabwe', 'Other'
  )),
  -- 'Requested' on insert is the anon policy's rule; the delivery worker moves it on.
  constraint download_report_status_check check (status in ('Requested', 'Sent', 'Failed')),
  constraint download_report_attempts_check check (attempts >= 0),
  constraint download_report_last_error_check check (char_length(last_error) <= 2000)
);

create table public.career_alerts (
  id bigint generated always as identity primary key,
  created_at timestamptz not null default now(),
  full_name text not null,
  email text not null,
  source text not null default 'careers-notify',
  constraint career_alerts_full_name_check check (char_length(btrim(full_name)) between 1 and 200),
  constraint career_alerts_email_check check (
    char_length(email) <= 254 and email = lower(btrim(email)) and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'
  ),
  constraint career_alerts_source_check check (source = 'careers-notify')
);

create index contact_messages_email_created_at_idx on public.contact_messages (email, created_at);
create index download_report_email_created_at_idx on public.download_report (email, created_at);
create index career_alerts_email_created_at_idx on public.career_alerts (email, created_at);
create index download_report_requested_idx on public.download_report (created_at) where status = 'Requested';

-- Abuse limit: at most 5 rows per e-mail per table per hour. SQLSTATE PT429 becomes
-- HTTP 429 in PostgREST. It runs as its owner because anon may not read the tables.
create function private.limit_leads_per_email() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  recent integer;
begin
  -- Serialises inserts for one e-mail, so concurrent requests cannot slip past the count.
  perform pg_advisory_xact_lock(hashtext(tg_table_name || ':' || new.email));
  -- Static queries per table: plpgsql caches their plans, where EXECUTE would re-plan each row.
  if tg_table_name = 'contact_messages' then
    select count(*) into recent from public.contact_messages
      where email = new.email and created_at > now() - interval '1 hour';
  elsif tg_table_name = 'download_report' then
    select count(*) into recent from public.download_report
      where email = new.email and created_at > now() - interval '1 hour';
  else
    select count(*) into recent from public.career_alerts
      where email = new.email and created_at > now() - interval '1 hour';
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
revoke all on function private.limit_leads_per_email() from public;

create trigger contact_messages_limit_per_email before insert on public.contact_messages
  for each row execute function private.limit_leads_per_email();
create trigger download_report_limit_per_email before insert on public.download_report
  for each row execute function private.limit_leads_per_email();
create trigger career_alerts_limit_per_email before insert on public.career_alerts
  for each row execute function private.limit_leads_per_email();

-- Grants decide what a role may do at all; policies decide which rows. Both are set.
alter table public.contact_messages enable row level security;
alter table public.download_report enable row level security;
alter table public.career_alerts enable row level security;

revoke all on table public.contact_messages, public.download_report, public.career_alerts
  from anon, authenticated;

grant insert (first_name, last_name, full_name, email, company, phone, question, message, referer, form_source)
  on table public.contact_messages to anon;
grant insert (first_name, last_name, email, company, designation, country, status)
  on table public.download_report to anon;
grant insert (full_name, email, source)
  on table public.career_alerts to anon;

create policy contact_messages_anon_insert on public.contact_messages
  for insert to anon with check (true);
-- Not a table CHECK: the delivery worker later sets 'Sent' or 'Failed'.
create policy download_report_anon_insert on public.download_report
  for insert to anon with check (status = 'Requested');
create policy career_alerts_anon_insert on public.career_alerts
  for insert to anon with check (true);

-- The business reads leads; the delivery worker also updates report rows.
grant select on table public.contact_messages, public.download_report, public.career_alerts to service_role;
grant update (status, sent_at, attempts, last_error) on table public.download_report to service_role;
