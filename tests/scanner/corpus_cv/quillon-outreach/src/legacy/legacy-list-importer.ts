import { Injectable, Logger } from '@nestjs/common';
import { CallvaneService } from '../callvane/callvane.service';

// Old-API client kept only for the nightly import of clinic contact lists into campaigns.
const LEGACY_BASE = 'https://api.callvane.com/api/public/v1';

const LEGACY_RETRY_ON = new Set([429, 502]);

interface LegacyList {
  id: string;
  name: string;
  contacts: { phone: string; externalRef?: string }[];
}

@Injectable()
export class LegacyListImporter {
  private readonly log = new Logger(LegacyListImporter.name);

  constructor(private readonly callvane: CallvaneService) {}

  async listIds(clinicAdminId: string, attempt = 1): Promise<string[]> {
    const res = await fetch(`${LEGACY_BASE}/contact-lists`, {
      headers: { 'X-API-KEY': process.env.CALLVANE_LEGACY_KEY ?? '', 'X-USER-ID': clinicAdminId },
    });
    if (LEGACY_RETRY_ON.has(res.status) && attempt < 3) {
      await new Promise((r) => setTimeout(r, 2000 * attempt));
      return this.listIds(clinicAdminId, attempt + 1);
    }
    return ((await res.json()) as { id: string }[]).map((l) => l.id);
  }

  async importList(listId: string, campaignId: string, clinicAdminId: string): Promise<number> {
    const res = await fetch(`${LEGACY_BASE}/contact-lists/${listId}?include=contacts`, {
      headers: {
        'x-api-key': process.env.CALLVANE_LEGACY_KEY ?? '',
        'x-user-id': clinicAdminId,
      },
    });
    if (!res.ok) {
      const body = (await res.json().catch(() => ({}))) as { error?: string; details?: { path: string; message: string }[] };
      if (res.status === 404 && body.error === 'user not found') {
        this.log.warn(`clinic admin ${clinicAdminId} no longer exists in Callvane; skipping ${listId}`);
        return 0;
      }
      for (const d of body.details ?? []) this.log.warn(`  ${d.path}: ${d.message}`);
      throw new Error(`legacy import ${listId} failed: ${res.status} ${body.error}`);
    }
    const list = (await res.json()) as LegacyList;
    const members = list.contacts.map((c) => ({ phone: c.phone, externalId: c.externalRef ?? c.phone }));
    const { accepted } = await this.callvane.addAudience(campaignId, members);
    this.log.log(`imported ${accepted}/${members.length} from ${list.name}`);
    return accepted;
  }
}
