/**
 * SendGrid Marketing Contacts: we mirror opted-in callers into an email list so
 * CSMs can send follow-ups. Unrelated to the dialer.
 */
const SENDGRID_BASE = "https://api.sendgrid.com/v3";

export async function upsertMarketingContacts(apiKey: string, listId: string, emails: string[]) {
  const res = await fetch(`${SENDGRID_BASE}/marketing/contacts`, {
    method: "PUT",
    headers: { Authorization: `Bearer ${apiKey}`, "Content-Type": "application/json" },
    body: JSON.stringify({ list_ids: [listId], contacts: emails.map((email) => ({ email })) }),
  });
  if (res.status === 404) {
    throw new Error(`SendGrid list ${listId} not found`);
  }
  if (res.status === 502 || res.status === 503) {
    throw new Error("SendGrid temporarily unavailable");
  }
  if (!res.ok) {
    const body = (await res.json()) as { errors?: Array<{ field: string; message: string }> };
    throw new Error(body.errors?.map((e) => `${e.field}: ${e.message}`).join("; ") ?? res.statusText);
  }
  return res.json();
}

export async function deleteContactList(apiKey: string, listId: string) {
  return fetch(`${SENDGRID_BASE}/marketing/lists/${listId}?delete_contacts=false`, {
    method: "DELETE",
    headers: { Authorization: `Bearer ${apiKey}` },
  });
}
