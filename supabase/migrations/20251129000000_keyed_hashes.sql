-- Keyed hashes of addresses and tokens, and one mailbox per address.
--   * Every stored hash was a plain SHA-256: anyone holding the suppression list could reverse
--     it with a list of likely addresses. Each is now HMAC-SHA-256 with keys kept outside the
--     tables: Supabase Vault's secrets `address_hash_key_<n>` in production (the first made
--     here), and elsewhere the setting `sentinel.address_hash_keys`, which the local server
--     sets from the key file in DATA_DIR (server/db/hash-keys.ts).
--   * A hash goes through every key of the ring in turn, starting from the SHA-256 the tables
--     held: HMAC(k_n, … HMAC(k_1, sha256(value))). A stored hash therefore gains a layer when
--     a key is added (private.apply_hash_keys), with no need of the value it came from, which
--     for the suppression list nobody keeps. Rotation is that: docs/deploy.md, "Retention".
--   * Sealed values: the few addresses that must wait for an e-mail or a webhook after an
--     erasure are encrypted with a key derived from the ring (pgcrypto's pgp_sym_encrypt),
--     never stored in the clear, and dropped once sent.
--   * An address is hashed as its mailbox (private.email_key): case, a +tag and, for Gmail,
--     dots and googlemail.com make no other mailbox, so limits, suppression and erasure
--     count one person once.
-- pgcrypto lives in the schema `extensions`, where Supabase installs it.

create schema if not exists extensions;
create extension if not exists pgcrypto with schema extensions;

-- How many keys of the ring every stored hash has been through.
create table private.hash_key_state (
  singleton boolean primary key default true,
  layers integer not null default 0,
  constraint hash_key_state_singleton_check check (singleton),
  constraint hash_key_state_layers_check check (layers >= 0)
);
insert into private.hash_key_state default values;
alter table private.hash_key_state enable row level security;
revoke all on table private.hash_key_state from anon, authenticated, service_role;

-- On Supabase, the first key, made once in Vault: 32 random bytes as hex.
do $$
begin
  -- Nested, so that a database without Vault never plans the query that reads it.
  if pg_catalog.to_regclass('vault.decrypted_secrets') is not null then
    if not exists (select from vault.decrypted_secrets where name = 'address_hash_key_1') then
      perform vault.create_secret(
        pg_catalog.encode(extensions.gen_random_bytes(32), 'hex'),
        'address_hash_key_1',
        'Key of the HMAC-SHA-256 hashes of e-mail addresses and tokens (supabase/migrations/20251129000000_keyed_hashes.sql). Never delete it: the suppression list cannot be read without it.');
    end if;
  end if;
end;
$$;

-- The ring, oldest key first: Vault's address_hash_key_<n> where Vault exists, else the
-- comma-separated hex keys of the setting. Each key is 32 bytes.
create function private.hash_key_ring() returns bytea[]
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  ring bytea[];
  setting text;
  key bytea;
begin
  if pg_catalog.to_regclass('vault.decrypted_secrets') is not null then
    select pg_catalog.array_agg(pg_catalog.decode(s.decrypted_secret, 'hex')
             order by (pg_catalog.substring(s.name, '[0-9]+$'))::integer)
      into ring
      from vault.decrypted_secrets s
     where s.name ~ '^address_hash_key_[0-9]+$';
  end if;
  if ring is null then
    setting := nullif(pg_catalog.btrim(pg_catalog.current_setting('sentinel.address_hash_keys', true)), '');
    if setting is not null then
      select pg_catalog.array_agg(pg_catalog.decode(pg_catalog.btrim(k.value), 'hex') order by k.n)
        into ring
        from pg_catalog.unnest(pg_catalog.string_to_array(setting, ',')) with ordinality as k(value, n);
    end if;
  end if;
  foreach key in array coalesce(ring, '{}') loop
    if pg_catalog.length(key) <> 32 then
      raise exception using errcode = '22023', message = 'An address-hash key is not 32 bytes',
        hint = 'Each key is 64 hexadecimal digits, as printed by: openssl rand -hex 32';
    end if;
  end loop;
  return coalesce(ring, '{}');
end;
$$;

-- The keys every stored hash has been through, oldest first. Without them nothing can be
-- matched, so their absence stops the call rather than hash with fewer.
create function private.hash_keys() returns bytea[]
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  ring bytea[] := private.hash_key_ring();
  applied integer := (select s.layers from private.hash_key_state s);
begin
  if applied = 0 or pg_catalog.cardinality(ring) < applied then
    raise exception using errcode = '55000', message = 'The address-hash keys are missing',
      hint = 'On Supabase they are the Vault secrets address_hash_key_<n>; locally, DATA_DIR/address-hash.key.';
  end if;
  return ring[1:applied];
end;
$$;

-- `value` through SHA-256, then through each key: hex, 64 digits.
create function private.keyed_hash(value text, keys bytea[]) returns text
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
declare
  hash text := pg_catalog.encode(pg_catalog.sha256(pg_catalog.convert_to(coalesce(value, ''), 'UTF8')), 'hex');
  key bytea;
begin
  foreach key in array keys loop
    hash := pg_catalog.encode(extensions.hmac(pg_catalog.convert_to(hash, 'UTF8'), key, 'sha256'), 'hex');
  end loop;
  return hash;
end;
$$;

-- One more layer on a stored hash, for a key added to the ring.
create function private.add_hash_layer(hash text, key bytea) returns text
language sql
immutable
parallel safe
set search_path = ''
return pg_catalog.encode(extensions.hmac(pg_catalog.convert_to(hash, 'UTF8'), key, 'sha256'), 'hex');

-- The mailbox an address reaches: lower case, without a +tag, and for Gmail without the dots
-- of its local part, at gmail.com. shared/mailbox.ts states the same rule. Immutable: the
-- lead tables' per-address limit indexes it.
create or replace function private.email_key(address text) returns text
language sql
immutable
parallel safe
return case
  when pg_catalog.split_part(pg_catalog.lower(pg_catalog.btrim(address)), '@', 2) in ('gmail.com', 'googlemail.com')
    then pg_catalog.replace(
           pg_catalog.split_part(pg_catalog.regexp_replace(pg_catalog.lower(pg_catalog.btrim(address)), '\+[^@]*@', '@'), '@', 1),
           '.', '') || '@gmail.com'
  else pg_catalog.regexp_replace(pg_catalog.lower(pg_catalog.btrim(address)), '\+[^@]*@', '@')
end;
reindex index public.contact_messages_email_key_idx;
reindex index public.download_report_email_key_idx;
reindex index public.career_alerts_email_key_idx;

-- An address's hash: its mailbox's, keyed.
create or replace function private.address_hash(email text) returns text
language sql
stable
security definer
set search_path = ''
return private.keyed_hash(private.email_key(email), private.hash_keys());

create or replace function private.token_hash(token text) returns text
language sql
stable
security definer
set search_path = ''
return private.keyed_hash(coalesce(token, ''), private.hash_keys());

-- A recipient's domain, hashed: the per-domain cap counts it without keeping it.
create function private.domain_hash(email text) returns text
language sql
stable
security definer
set search_path = ''
return private.keyed_hash('@' || pg_catalog.split_part(private.email_key(email), '@', 2), private.hash_keys());

-- Sealing: a passphrase per key, derived so the key itself never leaves this file's functions.
create function private.seal_passphrase(key bytea) returns text
language sql
immutable
set search_path = ''
return pg_catalog.encode(extensions.hmac(pg_catalog.convert_to('sentinel seal', 'UTF8'), key, 'sha256'), 'hex');

create function private.seal(value text) returns bytea
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  keys bytea[] := private.hash_keys();
begin
  return extensions.pgp_sym_encrypt(value, private.seal_passphrase(keys[pg_catalog.cardinality(keys)]), 'cipher-algo=aes256');
end;
$$;

-- What seal() made, with whichever key of the ring it was made.
create function private.unseal(sealed bytea) returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  ring bytea[] := private.hash_key_ring();
  position integer;
begin
  if sealed is null then
    return null;
  end if;
  for position in reverse pg_catalog.cardinality(ring) .. 1 loop
    begin
      return extensions.pgp_sym_decrypt(sealed, private.seal_passphrase(ring[position]));
    exception when external_routine_invocation_exception or data_exception then
      null;
    end;
  end loop;
  raise exception using errcode = '55000', message = 'A sealed value cannot be opened with the address-hash keys';
end;
$$;

-- Withdrawal links keep no address: the link's mailbox hash finds the leads to erase. They
-- work for 90 days (shared/data-rights.ts), not as long as a lead may be kept.
alter table private.withdrawal_links
  drop column address,
  add column expires_at timestamptz,
  add column refusal_logged boolean not null default false;
update private.withdrawal_links set expires_at = created_at + interval '90 days';
alter table private.withdrawal_links
  alter column expires_at set default now() + interval '90 days',
  alter column expires_at set not null;

-- Requests are counted by mailbox (address_hash is a mailbox's now) and by recipient domain.
alter table private.data_rights_requests
  drop column mailbox_hash,
  add column domain_hash text,
  add column refusal_logged boolean not null default false;
create index data_rights_requests_recent_idx on private.data_rights_requests (address_hash, requested_at);
create index data_rights_requests_domain_idx on private.data_rights_requests (domain_hash, requested_at);
create index data_rights_requests_requested_at_idx on private.data_rights_requests (requested_at);

-- Adds every key of the ring not yet applied: each stored hash gains its layer, in this one
-- transaction, and the count moves on. Run after a new key is added (docs/deploy.md); the local
-- server runs it at every start.
create function private.apply_hash_keys() returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  ring bytea[] := private.hash_key_ring();
  applied integer;
  position integer;
  key bytea;
begin
  select s.layers into applied from private.hash_key_state s for update;
  if pg_catalog.cardinality(ring) = 0 then
    raise exception using errcode = '55000', message = 'The address-hash keys are missing',
      hint = 'On Supabase they are the Vault secrets address_hash_key_<n>; locally, DATA_DIR/address-hash.key.';
  end if;
  if pg_catalog.cardinality(ring) < applied then
    raise exception using errcode = '55000', message = 'An address-hash key has gone from the ring',
      hint = 'Keys are never removed: restore it, or no stored hash can be matched.';
  end if;
  for position in applied + 1 .. pg_catalog.cardinality(ring) loop
    key := ring[position];
    update private.suppressed_addresses set address_hash = private.add_hash_layer(address_hash, key);
    update private.withdrawal_links
       set token_hash = private.add_hash_layer(token_hash, key),
           address_hash = private.add_hash_layer(address_hash, key);
    update private.data_rights_requests
       set token_hash = private.add_hash_layer(token_hash, key),
           address_hash = private.add_hash_layer(address_hash, key),
           domain_hash = private.add_hash_layer(domain_hash, key);
    update private.data_rights_log set address_hash = private.add_hash_layer(address_hash, key)
     where address_hash is not null;
    update private.lead_events
       set payload = pg_catalog.jsonb_set(payload, '{address_hash}',
                       pg_catalog.to_jsonb(private.add_hash_layer(payload ->> 'address_hash', key)))
     where payload ? 'address_hash';
  end loop;
  update private.hash_key_state set layers = pg_catalog.cardinality(ring);
  return pg_catalog.cardinality(ring) - applied;
end;
$$;

revoke all on function private.hash_key_ring() from public;
revoke all on function private.hash_keys() from public;
revoke all on function private.keyed_hash(text, bytea[]) from public;
revoke all on function private.add_hash_layer(text, bytea) from public;
revoke all on function private.address_hash(text) from public;
revoke all on function private.token_hash(text) from public;
revoke all on function private.domain_hash(text) from public;
revoke all on function private.seal_passphrase(bytea) from public;
revoke all on function private.seal(text) from public;
revoke all on function private.unseal(bytea) from public;
revoke all on function private.apply_hash_keys() from public;

-- The plain SHA-256 hashes stored so far become keyed ones.
select private.apply_hash_keys();
