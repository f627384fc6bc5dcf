/**
 * One-off: recreate the 2023 campaign lists in Ringvale from the warehouse export.
 *   RINGVALE_API_KEY=... tsx scripts/backfill-contact-lists.ts export.json
 */
import fetch from 'node-fetch';
import { readFileSync } from 'node:fs';

const BASE_URL = process.env.RINGVALE_URL ?? 'https://api.ringvale.com/api/public/v1';
const API_KEY = process.env.RINGVALE_API_KEY ?? 'rv_Zp4nQ81sLk2WmXc7Tb9eRf3Hd0uV';
const ACTING_USER_ID = process.env.RINGVALE_USER_ID ?? 'auth0|62b1f0a9c4e1d2f3a4b5c6d7';

type ExportRow = { campaign: string; phone: string; first_name: string; last_name: string };

const headers = {
  authorization: `Bearer ${API_KEY}`,
  'x-user-id': ACTING_USER_ID,
  'content-type': 'application/json',
};

async function main() {
  const rows: ExportRow[] = JSON.parse(readFileSync(process.argv[2], 'utf8'));
  const byCampaign = new Map<string, ExportRow[]>();
  for (const r of rows) byCampaign.set(r.campaign, [...(byCampaign.get(r.campaign) ?? []), r]);

  for (const [campaign, members] of byCampaign) {
    const created = await fetch(`${BASE_URL}/contact-lists`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: `[backfill] ${campaign}` }),
    });
    if (!created.ok) {
      const { error } = (await created.json()) as { error: string };
      console.error(`could not create ${campaign}: ${error}`);
      continue;
    }
    const list = (await created.json()) as { id: string };
    const res = await fetch(`${BASE_URL}/contact-lists/${list.id}/contacts`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        contacts: members.map((m) => ({ phone: m.phone, firstName: m.first_name, lastName: m.last_name })),
      }),
    });
    console.log(campaign, res.status);
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
