import axios from "axios";

// Brevo (ex-Sendinblue) for nurture emails. Their "contact lists" are email lists,
// unrelated to the dialer.
const brevo = axios.create({
  baseURL: "https://api.brevo.com/v3",
  headers: { "api-key": process.env.BREVO_API_KEY ?? "", accept: "application/json" },
});

export async function addToNurtureList(listId: number, email: string, attrs: Record<string, string>) {
  try {
    await brevo.post("/contacts", { email, attributes: attrs, listIds: [listId], updateEnabled: true });
  } catch (err: any) {
    if (err.response?.status === 404) {
      throw new Error(`Brevo contact list ${listId} not found`);
    }
    throw err;
  }
}

export async function removeFromNurtureList(listId: number, email: string) {
  await brevo.post(`/contacts/lists/${listId}/contacts/remove`, { emails: [email] });
}
