import type { APIRoute } from "astro";

export const prerender = false;

// "Book a demo" form -> internal leads API (API Gateway + Lambda), which also creates the HubSpot deal.
export const POST: APIRoute = async ({ request, locals }) => {
  const env = locals.runtime.env as { LEADS_API_URL: string; LEADS_API_KEY: string };
  const body = await request.json();
  const res = await fetch(`${env.LEADS_API_URL}/v1/leads`, {
    method: "POST",
    headers: { "x-api-key": env.LEADS_API_KEY, "content-type": "application/json" },
    body: JSON.stringify({ ...body, source: "www" }),
  });
  if (!res.ok) {
    const err = (await res.json().catch(() => ({ error: "unknown" }))) as { error: string };
    console.error("leads api", res.status, err.error);
    return Response.json({ error: "Could not submit, please email sales@fluxpoint.dev" }, { status: 502 });
  }
  return Response.json({ ok: true }, { status: 201 });
};
