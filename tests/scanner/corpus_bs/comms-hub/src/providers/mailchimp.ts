import crypto from "node:crypto";
import { request } from "undici";

const DC = process.env.MAILCHIMP_DC ?? "us21";
const BASE = `https://${DC}.api.mailchimp.com/3.0`;

interface MailchimpProblem {
  type: string;
  title: string;
  status: number;
  detail: string;
  instance: string;
}

function auth(): Record<string, string> {
  const key = process.env.MAILCHIMP_API_KEY ?? "";
  return { Authorization: `apikey ${key}` };
}

export async function upsertMember(listId: string, email: string, merge: Record<string, string>) {
  const hash = crypto.createHash("md5").update(email.toLowerCase()).digest("hex");
  const res = await request(`${BASE}/lists/${listId}/members/${hash}`, {
    method: "PUT",
    headers: { ...auth(), "content-type": "application/json" },
    body: JSON.stringify({ email_address: email, status_if_new: "subscribed", merge_fields: merge }),
  });
  if (res.statusCode === 404) {
    const problem = (await res.body.json()) as MailchimpProblem;
    throw new Error(`Mailchimp audience missing: ${problem.detail}`);
  }
  return res.body.json();
}
