// Mailforge = our email provider. Their "contact lists" are newsletter audiences.
const BASE = "https://api.mailforge.dev/v1";

function headers() {
  return {
    "x-api-key": process.env.MAILFORGE_API_KEY ?? "",
    "content-type": "application/json",
  };
}

export async function addSubscriber(listId: string, email: string) {
  const res = await fetch(`${BASE}/contact-lists/${listId}/contacts`, {
    method: "POST",
    headers: headers(),
    body: JSON.stringify({ email }),
  });
  if (res.status === 404) throw new Error(`Mailforge list ${listId} does not exist`);
  if (!res.ok) {
    const body = (await res.json()) as { error: string };
    throw new Error(`Mailforge: ${body.error}`);
  }
}

export async function listAudiences() {
  const res = await fetch(`${BASE}/contact-lists`, { headers: headers() });
  return res.json();
}
