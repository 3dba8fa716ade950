-- Which forms, pages and campaigns bring leads, without SQL: `npm run leads -- sources` and the
-- Supabase dashboard read the same view, so every report counts by one definition.
--   * Counts only: leads per day per form, landing page, campaign source, medium and name, and
--     referring site. No address, name, company, phone, message, client address or lead id,
--     so reading where leads came from never shows who sent one.
--   * Days are India's (Asia/Kolkata), the site's market: a lead at 00:30 on a Monday there
--     counts on Monday, not on Sunday as in UTC.
--   * A view, not a table: it keeps nothing of its own, so an erased lead, or one past its
--     retention period, leaves the counts with its row.
--   * In public, where the Data API reads it as it reads the lead tables (a view in private,
--     which the API does not expose, would need a function to reach it). It runs with the
--     reader's rights (security_invoker), not its owner's, so it can never show more than the
--     tables would: a view that runs as its owner bypasses row-level security, and
--     Supabase's linter flags one in public. Only service_role may select it: Supabase gives
--     anon and authenticated every privilege on a new view in public unless told otherwise
--     (20251127000400_service_role_privileges.sql stops that for later objects; the revoke
--     below holds even where it did not run), and anon reads no lead table either.

create view public.lead_sources with (security_invoker = true) as
select (l.created_at at time zone 'Asia/Kolkata')::date as day,
       l.form, l.landing_path, l.utm_source, l.utm_medium, l.utm_campaign, l.referrer_host,
       count(*)::integer as leads
  from (
    select created_at, form_source as form, landing_path, utm_source, utm_medium, utm_campaign, referrer_host
      from public.contact_messages
    union all
    -- The report form has no form column; marketing_audience() names its leads so too.
    select created_at, 'report-request', landing_path, utm_source, utm_medium, utm_campaign, referrer_host
      from public.download_report
    union all
    select created_at, source, landing_path, utm_source, utm_medium, utm_campaign, referrer_host
      from public.career_alerts
  ) l
 group by 1, 2, 3, 4, 5, 6, 7;

comment on view public.lead_sources is
  'Leads per day (India time) per form, landing page, campaign and referring site: counts only. npm run leads -- sources reads it.';

revoke all on table public.lead_sources from public, anon, authenticated, service_role;
grant select on table public.lead_sources to service_role;
