// The local editor's API: Keystatic's own for reading the files, and the checked save
// (save.ts) for writing them, so a file the build would refuse is never written.
import { makeGenericAPIRouteHandler } from "@keystatic/core/api/generic";
import type { APIRoute } from "astro";

import { fieldTrail } from "#src/editor/field-trail.ts";
import { editorConfig } from "#src/editor/keystatic-config.ts";
import { REFUSED_FIELDS_HEADER, refusalSummary, refusedFieldsHeader } from "#src/editor/refused-fields.ts";
import { MAX_SAVE_BYTES, SaveRefused, saveUpdate } from "#src/editor/save.ts";

const root = process.cwd();
const config = editorConfig({ kind: "local" });
const keystatic = makeGenericAPIRouteHandler({ config, localBaseDirectory: root });

const plain = (status: number, message: string) =>
  new Response(message, { status, headers: { "content-type": "text/plain; charset=utf-8" } });

async function asResponse(request: Request): Promise<Response> {
  const { body, headers, status } = await keystatic(request);
  return new Response(typeof body === "string" || body === null ? body : new Uint8Array(body), { status, headers });
}

/** A refusal: its message, or, where the build's schema objected, each field at fault and how to open it. */
function refused(error: SaveRefused): Response {
  const form = error.kind && config.singletons?.[error.kind]?.schema;
  if (!form || !error.problems.length) return plain(error.status, error.message);
  const fields = error.problems.map(({ path, message }) => ({ ...fieldTrail(form, path, error.data), message }));
  return new Response(refusalSummary(fields.length), {
    status: error.status,
    headers: { "content-type": "text/plain; charset=utf-8", [REFUSED_FIELDS_HEADER]: refusedFieldsHeader(fields) },
  });
}

/** A save, as Keystatic's own would answer it (the files' tree), once every file has passed the build's check. */
async function save(request: Request): Promise<Response> {
  // Keystatic's own guard against another site's form posting here.
  if (request.headers.get("no-cors") !== "1" || request.headers.get("content-type") !== "application/json")
    return plain(400, "Bad Request");
  const body = await request.text();
  if (Buffer.byteLength(body) > MAX_SAVE_BYTES) return plain(413, "The change is larger than any content file");
  try {
    await saveUpdate(body, root);
  } catch (error) {
    if (error instanceof SaveRefused) return refused(error);
    throw error;
  }
  return asResponse(new Request(new URL("/api/keystatic/tree", request.url), { headers: { "no-cors": "1" } }));
}

export const prerender = false;

export const ALL: APIRoute = ({ request, params }) =>
  request.method === "POST" && params.params === "update" ? save(request) : asResponse(request);
