-- A consent record with every lead (DPDP Act 2023, s. 6; DPDP Rules 2025, r. 3): which notice
-- the visitor saw and in which language, whether they also agreed to marketing e-mails, and
-- when. shared/data-rights.ts names the same notice versions and languages; server/db tests
-- keep the two equal.

-- The notices a form may cite. A later notice, or a notice in another language, is a row.
create table private.notice_versions (
  version text not null,
  language text not null,
  published_on date not null,
  primary key (version, language)
);
insert into private.notice_versions (version, language, published_on) values
  ('2026-11-26', 'en', date '2026-11-26'),
  ('2026-11-26', 'hi', date '2026-11-26');

alter table private.notice_versions enable row level security;
revoke all on table private.notice_versions from anon, authenticated, service_role;

-- consented_at is the server's clock, never the visitor's: anon gets no INSERT on it.
-- The NOT NULL check is NOT VALID: it binds every new row and keeps the leads stored
-- before there were notices, which have no record to give.
alter table public.contact_messages
  add column notice_version text,
  add column notice_language text,
  add column marketing_opt_in boolean not null default false,
  add column consented_at timestamptz,
  add constraint contact_messages_notice_fkey foreign key (notice_version, notice_language)
    references private.notice_versions (version, language),
  -- Only the contact form offers the marketing checkbox.
  add constraint contact_messages_marketing_opt_in_check check (not marketing_opt_in or form_source = 'contact-us-form');
alter table public.contact_messages add constraint contact_messages_notice_required
  check (notice_version is not null and notice_language is not null) not valid;

alter table public.download_report
  add column notice_version text,
  add column notice_language text,
  add column marketing_opt_in boolean not null default false,
  add column consented_at timestamptz,
  add constraint download_report_notice_fkey foreign key (notice_version, notice_language)
    references private.notice_versions (version, language);
alter table public.download_report add constraint download_report_notice_required
  check (notice_version is not null and notice_language is not null) not valid;

alter table public.career_alerts
  add column notice_version text,
  add column notice_language text,
  add column marketing_opt_in boolean not null default false,
  add column consented_at timestamptz,
  add constraint career_alerts_notice_fkey foreign key (notice_version, notice_language)
    references private.notice_versions (version, language),
  add constraint career_alerts_marketing_opt_in_check check (not marketing_opt_in);
alter table public.career_alerts add constraint career_alerts_notice_required
  check (notice_version is not null and notice_language is not null) not valid;

-- A lead stored before agreed to the policy when it was sent, not when this ran. A rewrite
-- (a USING clause) rather than an UPDATE: an UPDATE would re-check the NOT VALID address rule
-- against rows kept on purpose (20251127000000_plain_email_addresses.sql).
alter table public.contact_messages
  alter column consented_at type timestamptz using created_at,
  alter column consented_at set default now(),
  alter column consented_at set not null;
alter table public.download_report
  alter column consented_at type timestamptz using created_at,
  alter column consented_at set default now(),
  alter column consented_at set not null;
alter table public.career_alerts
  alter column consented_at type timestamptz using created_at,
  alter column consented_at set default now(),
  alter column consented_at set not null;

grant insert (notice_version, notice_language, marketing_opt_in)
  on table public.contact_messages, public.download_report, public.career_alerts to anon;

-- The CRM keeps the consent record with the lead: the same payloads, four fields more.
create or replace function private.lead_event_payloads(event_ids bigint[]) returns table (id bigint, payload json)
language sql
stable
set search_path = ''
as $$
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
             'marketing_opt_in', c.marketing_opt_in,
             'consented_at', to_char(c.consented_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
           when r.id is not null then json_build_object(
             'id', r.id, 'created_at', to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
             'first_name', r.first_name, 'last_name', r.last_name,
             'email', r.email, 'company', r.company, 'designation', r.designation, 'country', r.country,
             'utm_source', r.utm_source, 'utm_medium', r.utm_medium, 'utm_campaign', r.utm_campaign,
             'utm_term', r.utm_term, 'utm_content', r.utm_content,
             'landing_path', r.landing_path, 'referrer_host', r.referrer_host,
             'notice_version', r.notice_version, 'notice_language', r.notice_language,
             'marketing_opt_in', r.marketing_opt_in,
             'consented_at', to_char(r.consented_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
           when a.id is not null then json_build_object(
             'id', a.id, 'created_at', to_char(a.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
             'full_name', a.full_name, 'email', a.email, 'source', a.source,
             'utm_source', a.utm_source, 'utm_medium', a.utm_medium, 'utm_campaign', a.utm_campaign,
             'utm_term', a.utm_term, 'utm_content', a.utm_content,
             'landing_path', a.landing_path, 'referrer_host', a.referrer_host,
             'notice_version', a.notice_version, 'notice_language', a.notice_language,
             'marketing_opt_in', a.marketing_opt_in,
             'consented_at', to_char(a.consented_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
         end
    from private.lead_events e
    left join public.contact_messages c on e.type = 'lead.contact_message.created' and c.id = e.lead_id
    left join public.download_report r on e.type = 'lead.report_request.created' and r.id = e.lead_id
    left join public.career_alerts a on e.type = 'lead.career_alert.created' and a.id = e.lead_id
   where e.id = any(event_ids);
$$;
revoke all on function private.lead_event_payloads(bigint[]) from public;
