import { ringstack } from "../lib/ringstack.js";

export const handler = async (event) => {
  const { listId, phones } = JSON.parse(event.body ?? "{}");
  const results = [];
  for (const phone of phones ?? []) {
    try {
      await ringstack("DELETE", `/contact-lists/${listId}/contacts/${encodeURIComponent(phone)}`);
      results.push({ phone, ok: true });
    } catch (e) {
      if (e.status === 404 && /user not found/.test(e.message)) {
        return { statusCode: 409, body: JSON.stringify({ error: "automation user missing in Ringstack" }) };
      }
      results.push({ phone, ok: false });
    }
  }
  return { statusCode: 200, body: JSON.stringify({ results }) };
};
