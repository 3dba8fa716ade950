-- Retention enforced: what the privacy policy promises to keep no longer is deleted by a sweep
-- in the database, which the delivery worker runs hourly and which pg_cron can run on
-- Supabase (docs/deploy.md). The periods are RETENTION in shared/data-rights.ts; a
-- server/db test keeps the two equal.

create table private.retention_periods (
  kind text primary key,
  period interval not null,
  constraint retention_periods_period_check check (period > interval '0')
);
insert into private.retention_periods (kind, period) values
  ('contact_messages', interval '24 months'),
  ('download_report', interval '12 months'),
  ('career_alerts', interval '24 months'),
  ('logs', interval '12 months'),
  ('delivery_records', interval '30 days');

alter table private.retention_periods enable row level security;
revoke all on table private.retention_periods from anon, authenticated, service_role;

-- Per kind of record, how many are past their period at `as_of`, and how many it deleted
-- (none on a dry run). Each rule is a fixed condition on a fixed table: $1 is as_of, $2 the
-- period. A digest a lead row still names stays until that row goes.
create function public.retention_sweep(as_of timestamptz default now(), dry_run boolean default false)
returns table (kind text, due bigint, deleted bigint)
language plpgsql
security definer
set search_path = ''
as $$
declare
  rule record;
  cutoff interval;
begin
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
      -- An unused link works as long as a lead it could erase may be kept.
      (10, 'withdrawal_links', 'private.withdrawal_links',
       'used_at < $1 - $2 or created_at < $1 - (select max(p.period) from private.retention_periods p
          where p.kind in (''contact_messages'', ''download_report'', ''career_alerts''))',
       'delivery_records')
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

revoke all on function public.retention_sweep(timestamptz, boolean) from public, anon, authenticated, service_role;
grant execute on function public.retention_sweep(timestamptz, boolean) to service_role;
