// Brevo (ex-Sendinblue) contact lists for the events team.
const BREVO = "https://api.brevo.com/v3";

const headers = {
  "api-key": process.env.BREVO_API_KEY ?? "",
  accept: "application/json",
  "content-type": "application/json",
};

export async function brevoLists() {
  const r = await fetch(`${BREVO}/contacts/lists?limit=50`, { headers });
  return r.json();
}

export async function brevoAddToList(listId: number, emails: string[]) {
  const r = await fetch(`${BREVO}/contacts/lists/${listId}/contacts/add`, {
    method: "POST",
    headers,
    body: JSON.stringify({ emails }),
  });
  if (r.status === 400) {
    const body = await r.json();
    throw new Error(body.message);
  }
}
