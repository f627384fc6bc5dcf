import fetch from "node-fetch";

// Brevo (ex-Sendinblue) holds our newsletter contact lists.
const BREVO_BASE = "https://api.brevo.com/v3";

export async function addToBrevoContactList(listId: number, emails: string[]) {
  const res = await fetch(`${BREVO_BASE}/contacts/lists/${listId}/contacts/add`, {
    method: "POST",
    headers: { "api-key": process.env.BREVO_API_KEY ?? "", "content-type": "application/json" },
    body: JSON.stringify({ emails }),
  });
  if (res.status === 404) {
    throw new Error(`Brevo contact list ${listId} not found`);
  }
  if (res.status === 502 || res.status === 503) {
    throw new Error("Brevo temporarily unavailable");
  }
  return res.json();
}
