// Mailwave (marketing email). Their API uses x-api-key too - unrelated to Ringwell.
const MAILWAVE = "https://api.mailwave.com/v1";

async function mw(path: string, init: RequestInit = {}) {
  const res = await fetch(`${MAILWAVE}${path}`, {
    ...init,
    headers: { "x-api-key": process.env.MAILWAVE_KEY ?? "", "content-type": "application/json" },
  });
  if (res.status === 404) return null;
  if (res.status === 503 || res.status === 502) throw new Error("mailwave unavailable");
  if (!res.ok) {
    const body = await res.json();
    throw new Error(body.error);
  }
  return res.json();
}

export const getMailwaveList = (id: string) => mw(`/contact-lists/${id}`);
export const subscribe = (listId: string, email: string) =>
  mw(`/contact-lists/${listId}/contacts`, { method: "POST", body: JSON.stringify({ email }) });
