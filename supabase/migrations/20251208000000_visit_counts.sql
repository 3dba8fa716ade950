-- Visits counted, with nothing that could tell one visitor from another, so a report can set
-- leads against the visits that brought them (docs/decisions/044-visits-are-counts.md).
--   * A visit is one tab's first page. The page sends its landing path, its five utm_*
--     parameters and the referring site's host once (src/scripts/visit-source.ts), and
--     public.count_visit adds 1 to that day's row. No row per visit: no IP, no user agent, no
--     identifier, no time finer than the day (India's, as public.lead_sources counts leads).
--   * Values are the lead tables' (20251126000000_lead_events.sql, ATTRIBUTION_PATTERNS in
--     shared/leads.ts): one outside its pattern is left out, as the forms leave it out, and the
--     table's constraints refuse it from anyone else. A landing path that is not a path counts
--     nothing.
--   * The per-client limit counts the call as it counts a lead (private.client_requests, kept
--     an hour). A day takes at most 20,000 combinations: past that, visits still add to rows
--     the day has, so made-up parameters cannot grow the table without end.
--   * The counts are kept 24 months (retention_periods 'visit_counts'), swept with the rest.
--   * public.lead_conversion sets visits and leads side by side per day, landing page,
--     campaign and referring site, for the CLI and any dashboard; service_role only.

create table public.visit_counts (
  day date not null,
  landing_path text not null,
  utm_source text,
  utm_medium text,
  utm_campaign text,
  utm_term text,
  utm_content text,
  referrer_host text,
  visits integer not null default 1,
  constraint visit_counts_visits_check check (visits > 0),
  constraint visit_counts_utm_source_check check (utm_source ~ '^[A-Za-z0-9 ._~+/:|(),%-]{1,200}$'),
  constraint visit_counts_utm_medium_check check (utm_medium ~ '^[A-Za-z0-9 ._~+/:|(),%-]{1,200}$'),
  constraint visit_counts_utm_campaign_check check (utm_campaign ~ '^[A-Za-z0-9 ._~+/:|(),%-]{1,200}$'),
  constraint visit_counts_utm_term_check check (utm_term ~ '^[A-Za-z0-9 ._~+/:|(),%-]{1,200}$'),
  constraint visit_counts_utm_content_check check (utm_content ~ '^[A-Za-z0-9 ._~+/:|(),%-]{1,200}$'),
  constraint visit_counts_landing_path_check check (
    char_length(landing_path) <= 500 and landing_path ~ '^/(?!/)[A-Za-z0-9._~!$&''()*+,;=:@%/-]*$'
  ),
  constraint visit_counts_referrer_host_check check (
    char_length(referrer_host) <= 253
    and referrer_host ~ '^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$'
  ),
  constraint visit_counts_key unique nulls not distinct
    (day, landing_path, utm_source, utm_medium, utm_campaign, utm_term, utm_content, referrer_host)
);

comment on table public.visit_counts is
  'Visits per day (India time) per landing page, campaign and referring site: counts only, no visitor.';

alter table public.visit_counts enable row level security;
revoke all on table public.visit_counts from public, anon, authenticated, service_role;
grant select on table public.visit_counts to service_role;

-- A value kept only when its pattern takes it.
create function private.visit_value(value text, pattern text, longest integer) returns text
language sql
immutable
parallel safe
set search_path = ''
return case when char_length(value) <= longest and value ~ pattern then value end;
revoke all on function private.visit_value(text, text, integer) from public;

-- Adds one visit to today's row for its landing page, campaign and referring site. Every
-- argument is text, so a beacon may send them as a form (application/x-www-form-urlencoded).
create function public.count_visit(
  landing_path text,
  utm_source text default null,
  utm_medium text default null,
  utm_campaign text default null,
  utm_term text default null,
  utm_content text default null,
  referrer_host text default null
) returns void
language plpgsql
security definer
set search_path = ''
as $$
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
$$;
revoke all on function public.count_visit(text, text, text, text, text, text, text) from public, anon, authenticated, service_role;
grant execute on function public.count_visit(text, text, text, text, text, text, text) to anon;

-- Visits and leads side by side, per day (India time), landing page, campaign and referring
-- site. Leads of every form are summed; public.lead_sources has them per form. Runs with the
-- reader's rights, as public.lead_sources does.
create view public.lead_conversion with (security_invoker = true) as
select f.day, f.landing_path, f.utm_source, f.utm_medium, f.utm_campaign, f.referrer_host,
       sum(f.visits)::integer as visits,
       sum(f.leads)::integer as leads,
       case when sum(f.visits) > 0 then round(sum(f.leads)::numeric / sum(f.visits), 4) end as conversion
  from (
    select v.day, v.landing_path, v.utm_source, v.utm_medium, v.utm_campaign, v.referrer_host,
           v.visits, 0 as leads
      from public.visit_counts v
    union all
    select s.day, s.landing_path, s.utm_source, s.utm_medium, s.utm_campaign, s.referrer_host, 0, s.leads
      from public.lead_sources s
  ) f
 group by 1, 2, 3, 4, 5, 6;

comment on view public.lead_conversion is
  'Visits, leads and leads per visit per day (India time), landing page, campaign and referring site: counts only.';

revoke all on table public.lead_conversion from public, anon, authenticated, service_role;
grant select on table public.lead_conversion to service_role;

-- Retention ------------------------------------------------------------------------------------

insert into private.retention_periods (kind, period) values ('visit_counts', interval '24 months');

-- As 20251129000200_erasure_leaves_nothing.sql left it, with the daily counts of visits: a
-- day's rows go once the whole day is past the period.
create or replace function public.retention_sweep(as_of timestamptz default now(), dry_run boolean default false)
returns table (kind text, due bigint, deleted bigint)
language plpgsql
security definer
set search_path = ''
as $$
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
$$;
