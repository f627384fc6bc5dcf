/**
 * One-off: link existing campaigns to Ringlane contact lists by name.
 *   npx tsx scripts/backfill-ringlane-lists.ts --dry-run
 */
import { PrismaClient } from '@prisma/client';

const prisma = new PrismaClient();
const DRY = process.argv.includes('--dry-run');
const RL = process.env.RINGLANE_BASE_URL ?? 'https://api.ringlane.io/api/public/v1';
const KEY = process.env.RINGLANE_API_KEY ?? 'rlk_Tq7ZpX2vN9eLw4Hc8RbY1sGm5K';

async function rl<T>(path: string): Promise<T> {
  const res = await fetch(`${RL}${path}`, {
    headers: { 'X-Api-Key': KEY, 'X-User-Email': 'ops@parcelwise.co' },
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { error?: string };
    throw new Error(`${res.status} ${body.error ?? res.statusText}`);
  }
  return (await res.json()) as T;
}

async function main() {
  const { data: lists } = await rl<{ data: { id: string; name: string }[] }>('/contact-lists?limit=500');
  const byName = new Map(lists.map((l) => [l.name.trim().toLowerCase(), l.id]));
  const campaigns = await prisma.campaign.findMany({ where: { ringlaneListId: null } });
  for (const c of campaigns) {
    const id = byName.get(c.name.trim().toLowerCase());
    if (!id) continue;
    console.log(`${DRY ? '[dry] ' : ''}${c.name} -> ${id}`);
    if (!DRY) await prisma.campaign.update({ where: { id: c.id }, data: { ringlaneListId: id } });
  }
}

main().finally(() => prisma.$disconnect());
