// Nightly: dump every Dialforge contact list to CSV for the BI bucket.
import { stringify } from "@std/csv";
import "@std/dotenv/load";

const BASE = Deno.env.get("DIALFORGE_BASE_URL") ?? "https://api.dialforge.com/api/public/v1";
const KEY = Deno.env.get("DIALFORGE_API_KEY")!;
const AS = Deno.env.get("DIALFORGE_EXPORT_USER") ?? "bi-export@quillpath.io";

const headers = {
  "x-api-key": KEY,
  "x-user-email": AS,
};

async function get<T>(path: string): Promise<T> {
  const res = await fetch(`${BASE}${path}`, { headers });
  if (res.status === 502) {
    await new Promise((r) => setTimeout(r, 2000));
    return get(path);
  }
  if (!res.ok) {
    const { error } = await res.json().catch(() => ({ error: res.statusText }));
    throw new Error(`Dialforge ${res.status} on ${path}: ${error}`);
  }
  return res.json();
}

const { data: lists } = await get<{ data: { id: string; name: string }[] }>("/contact-lists");
for (const list of lists) {
  const { data: contacts } = await get<{ data: Record<string, string>[] }>(`/contact-lists/${list.id}/contacts`);
  await Deno.writeTextFile(`out/${list.id}.csv`, stringify(contacts, { columns: ["phone", "first_name", "last_name"] }));
  console.log(`exported ${list.name} (${contacts.length})`);
}
