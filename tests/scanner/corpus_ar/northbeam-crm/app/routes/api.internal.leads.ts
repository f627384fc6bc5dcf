import { json, type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { db } from "~/lib/db.server";

// Partner-facing endpoint of OUR app: partners push leads with their key and the
// email of the Northbeam rep who owns the lead.
const LeadSchema = z.object({
  phone: z.string(),
  company: z.string().optional(),
  source: z.string().default("partner"),
});

export async function action({ request }: ActionFunctionArgs) {
  const apiKey = request.headers.get("x-api-key");
  const allowed = (process.env.PARTNER_API_KEYS ?? "").split(",").filter(Boolean);
  if (!apiKey || !allowed.includes(apiKey)) {
    return json({ error: "invalid api key" }, 401);
  }

  const ownerEmail = request.headers.get("x-user-email");
  if (!ownerEmail) return json({ error: "missing x-user-email" }, 400);

  const owner = await db.user.findUnique({ where: { email: ownerEmail } });
  if (!owner) return json({ error: "user not found" }, 404);

  const parsed = LeadSchema.safeParse(await request.json());
  if (!parsed.success) {
    return json({ error: "validation failed", details: parsed.error.issues.map((i) => ({ path: i.path.join("."), message: i.message })) }, 400);
  }
  const lead = await db.lead.create({ data: { ...parsed.data, ownerId: owner.id } });
  return json({ id: lead.id }, 201);
}
