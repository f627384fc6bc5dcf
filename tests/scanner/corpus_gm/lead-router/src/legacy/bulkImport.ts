// TODO(RevOps-412): port to v2 bulk jobs. Still on the shared key because v2 has no
// contact-list endpoint yet for our plan.
const LEGACY_URL = process.env.LEGACY_CALLBRIDGE_URL!;
const OWNER = "imports@tidewell.com";

interface ImportRow {
  phone: string;
  company: string;
}

async function createWeeklyList(weekLabel: string): Promise<string> {
  const res = await fetch(`${LEGACY_URL}/contact-lists`, {
    method: "POST",
    headers: {
      Authorization: `Bearer ${process.env.LEGACY_CALLBRIDGE_KEY}`,
      "x-user-email": OWNER,
      "Content-Type": "application/json",
    },
    body: JSON.stringify({ name: `Inbound ${weekLabel}` }),
  });
  if (!res.ok) {
    const { error } = (await res.json()) as { error: string };
    throw new Error(`could not create list: ${error}`);
  }
  return ((await res.json()) as { id: string }).id;
}

export const handler = async () => {
  if (process.env.LEGACY_IMPORT_ENABLED !== "true") return { skipped: true };
  const rows: ImportRow[] = JSON.parse(process.env.IMPORT_FIXTURE ?? "[]");
  const listId = await createWeeklyList(new Date().toISOString().slice(0, 10));
  const res = await fetch(`${LEGACY_URL}/contact-lists/${listId}/contacts`, {
    method: "POST",
    headers: {
      Authorization: `Bearer ${process.env.LEGACY_CALLBRIDGE_KEY}`,
      "X-User-Email": OWNER,
      "Content-Type": "application/json",
    },
    body: JSON.stringify({ contacts: rows.map((r) => ({ phone: r.phone, company: r.company })) }),
  });
  return { listId, status: res.status };
};
