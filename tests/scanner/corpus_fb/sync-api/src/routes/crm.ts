import { Hono } from "hono";

export const crm = new Hono();

const HUBSPOT = "https://api.hubapi.com";
const token = () => Deno.env.get("HUBSPOT_TOKEN") ?? "";

// Mirrors HubSpot static lists so reps can pick one as a dialing source.
crm.get("/crm/lists", async (c) => {
  const res = await fetch(`${HUBSPOT}/crm/v3/lists/search`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token()}`, "Content-Type": "application/json" },
    body: JSON.stringify({ processingTypes: ["MANUAL"], count: 100 }),
  });
  if (res.status === 502 || res.status === 503 || res.status === 504) {
    return c.json({ error: "HubSpot is having a moment" }, 503);
  }
  if (!res.ok) {
    const body = await res.json() as { message?: string; category?: string };
    return c.json({ error: body.message ?? "hubspot error" }, 502);
  }
  return c.json(await res.json());
});

crm.get("/crm/lists/:id/members", async (c) => {
  const res = await fetch(`${HUBSPOT}/crm/v3/lists/${c.req.param("id")}/memberships`, {
    headers: { Authorization: `Bearer ${token()}` },
  });
  if (res.status === 404) return c.json({ error: "no such HubSpot list" }, 404);
  return c.json(await res.json());
});
