type Fetch<Rest extends unknown[]> = (request: Request, ...rest: Rest) => Response | Promise<Response>;

/**
 * Wraps the server's fetch handler so that it can stop gracefully: it counts the requests
 * being answered and, once draining, marks every answer `Connection: close`, so clients
 * that keep their connections alive (a load of form posts) let go instead of holding a
 * stopping server busy.
 */
export function drainable<Rest extends unknown[]>(fetch: Fetch<Rest>) {
  let active = 0;
  let draining = false;
  let onIdle: (() => void) | undefined;
  return {
    async fetch(request: Request, ...rest: Rest): Promise<Response> {
      active += 1;
      try {
        const response = await fetch(request, ...rest);
        if (!draining) return response;
        const closing = new Response(response.body, response);
        closing.headers.set("Connection", "close");
        return closing;
      } finally {
        active -= 1;
        if (active === 0) onIdle?.();
      }
    },
    /** From now on answers close their connection; resolves once no request is being answered. */
    drain(): Promise<void> {
      draining = true;
      return active === 0 ? Promise.resolve() : new Promise((resolve) => (onIdle = resolve));
    },
  };
}
