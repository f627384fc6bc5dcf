export interface Env {
  RINGLANE_BASE: string;
  RINGLANE_KEY: string;
  ALLOWED_ORIGIN: string;
  SESSIONS: KVNamespace;
}

const cors = (env: Env) => ({
  "Access-Control-Allow-Origin": env.ALLOWED_ORIGIN,
  "Access-Control-Allow-Headers": "content-type, x-user-email",
});

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    if (request.method === "OPTIONS") return new Response(null, { headers: cors(env) });

    const url = new URL(request.url);
    if (!url.pathname.startsWith("/dialer/")) return new Response("not found", { status: 404 });

    const sid = request.headers.get("cookie")?.match(/sid=([^;]+)/)?.[1];
    const session = sid ? await env.SESSIONS.get<{ email: string }>(sid, "json") : null;
    if (!session) return new Response(JSON.stringify({ error: "unauthenticated" }), { status: 401 });

    const upstream = new URL(url.pathname.replace(/^\/dialer/, "") + url.search, env.RINGLANE_BASE + "/");
    const res = await fetch(upstream.toString(), {
      method: request.method,
      body: request.body,
      headers: {
        "content-type": "application/json",
        "x-api-key": env.RINGLANE_KEY,
        "x-user-email": session.email,
      },
    });

    if (res.status === 503) {
      return new Response(JSON.stringify({ error: "Dialer API disabled upstream" }), { status: 503, headers: cors(env) });
    }
    return new Response(res.body, { status: res.status, headers: { ...cors(env), "content-type": "application/json" } });
  },
};
