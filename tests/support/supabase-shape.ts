// A PostgreSQL database shaped as Supabase shapes a project, where the migrations expect it:
// its API roles, pgcrypto in the schema `extensions`, and Vault's interface (the real Vault
// encrypts each secret with pgsodium; this stand-in keeps the interface only). Only the
// deploy's tests need it: the local server migrates PGlite or PostgreSQL without it.
import pg from "pg";

import { databaseUrl } from "./postgres-cluster.ts";

const ROLES = `
  create role anon nologin; create role authenticated nologin;
  create role service_role nologin bypassrls;
  create role authenticator login noinherit;
  grant anon, authenticated, service_role to authenticator;
`;

const EXTENSIONS = `create schema extensions; create extension pgcrypto with schema extensions;`;

const VAULT = `
  create schema vault;
  create table vault.secrets (id uuid primary key default gen_random_uuid(), name text unique,
    description text not null default '', secret text not null,
    created_at timestamptz not null default now(), updated_at timestamptz not null default now());
  create function vault.create_secret(new_secret text, new_name text default null,
    new_description text default '', new_key_id uuid default null) returns uuid
    language sql as $$ insert into vault.secrets (secret, name, description)
    values (new_secret, new_name, new_description) returning id $$;
  create view vault.decrypted_secrets as select id, name, description, secret,
    secret as decrypted_secret, created_at, updated_at from vault.secrets;
`;

async function run(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The roles are the cluster's, made once; call before shapedDatabase. */
export const createSupabaseRoles = (clusterUrl: string) => run(clusterUrl, ROLES);

/**
 * A new database `name` on the cluster, shaped like a Supabase project (without Vault when
 * `vault` is false); its URL, which the Supabase CLI can reach without TLS.
 */
export async function shapedDatabase(clusterUrl: string, name: string, { vault = true } = {}): Promise<string> {
  await run(clusterUrl, `create database ${name}`);
  const url = databaseUrl(clusterUrl, name);
  await run(url, EXTENSIONS + (vault ? VAULT : ""));
  return `${url}?sslmode=disable`;
}
