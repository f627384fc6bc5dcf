import axios from "axios";

// Email side of campaigns. Brevo has its own "contact lists" concept.
const brevo = axios.create({
  baseURL: "https://api.brevo.com/v3",
  headers: { "api-key": process.env.BREVO_API_KEY ?? "", accept: "application/json" },
});

export async function createEmailList(name: string, folderId: number) {
  const { data } = await brevo.post("/contacts/lists", { name, folderId });
  return data.id as number;
}

export async function addToEmailList(listId: number, emails: string[]) {
  try {
    await brevo.post(`/contacts/lists/${listId}/contacts/add`, { emails });
  } catch (e) {
    if (axios.isAxiosError(e) && e.response?.status === 404) {
      throw new Error(`brevo list ${listId} not found`);
    }
    throw e;
  }
}
