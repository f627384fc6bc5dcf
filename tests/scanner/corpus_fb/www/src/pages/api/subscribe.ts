import type { APIRoute } from "astro";

export const prerender = false;

// Newsletter signup -> Brevo contact list #7 ("Product updates")
export const POST: APIRoute = async ({ request, locals }) => {
  const env = locals.runtime.env as { BREVO_API_KEY: string; TURNSTILE_SECRET: string };
  const form = await request.formData();
  const email = String(form.get("email") ?? "");
  if (!email.includes("@")) return Response.json({ error: "invalid email" }, { status: 400 });

  const turnstile = await fetch("https://challenges.cloudflare.com/turnstile/v0/siteverify", {
    method: "POST",
    body: new URLSearchParams({ secret: env.TURNSTILE_SECRET, response: String(form.get("cf-turnstile-response")) }),
  });
  if (!((await turnstile.json()) as { success: boolean }).success) {
    return Response.json({ error: "captcha failed" }, { status: 403 });
  }

  const res = await fetch("https://api.brevo.com/v3/contacts/lists/7/contacts/add", {
    method: "POST",
    headers: { "api-key": env.BREVO_API_KEY, "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({ emails: [email] }),
  });
  if (res.status === 400) {
    const body = (await res.json()) as { code: string; message: string };
    if (body.code === "duplicate_parameter") return Response.json({ ok: true });
  }
  if (res.status === 502 || res.status === 503) {
    return Response.json({ error: "try again in a minute" }, { status: 503 });
  }
  return Response.json({ ok: res.ok }, { status: res.ok ? 200 : 502 });
};
