// Newsletter audience sync (Mailjet). Not related to the dialer.
const MJ_BASE = "https://api.mailjet.com/v3/REST";

function authHeader(): string {
  const user = process.env.MJ_APIKEY_PUBLIC ?? "";
  const pass = process.env.MJ_APIKEY_PRIVATE ?? "";
  return "Basic " + Buffer.from(`${user}:${pass}`).toString("base64");
}

export async function addToContactList(contactListId: number, email: string, name?: string) {
  const res = await fetch(`${MJ_BASE}/contactslist/${contactListId}/managecontact`, {
    method: "POST",
    headers: { Authorization: authHeader(), "Content-Type": "application/json" },
    body: JSON.stringify({ Email: email, Name: name, Action: "addnoforce" }),
  });
  if (res.status === 404) throw new Error(`Mailjet contact list ${contactListId} not found`);
  if (!res.ok) throw new Error(`Mailjet HTTP ${res.status}: ${await res.text()}`);
}

export async function listContactLists() {
  const res = await fetch(`${MJ_BASE}/contactslist?Limit=100`, { headers: { Authorization: authHeader() } });
  const json = (await res.json()) as { Data: Array<{ ID: number; Name: string }> };
  return json.Data;
}
