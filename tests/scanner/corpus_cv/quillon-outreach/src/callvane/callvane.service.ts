import { Inject, Injectable } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import callvaneConfig from './callvane.config';
import { CallvaneError, CallvaneProblem } from './callvane-problem';

export interface Campaign {
  id: string;
  name: string;
  audienceSize: number;
}

@Injectable()
export class CallvaneService {
  constructor(@Inject(callvaneConfig.KEY) private readonly cfg: ConfigType<typeof callvaneConfig>) {}

  private async call<T>(path: string, init: RequestInit = {}): Promise<T> {
    const res = await fetch(`${this.cfg.baseUrl}${path}`, {
      ...init,
      headers: {
        Authorization: `Bearer ${this.cfg.apiKey}`,
        'Content-Type': 'application/json',
        'Idempotency-Key': crypto.randomUUID(),
      },
    });
    if (!res.ok) {
      const problem = (await res.json().catch(() => undefined)) as CallvaneProblem | undefined;
      throw new CallvaneError(res.status, problem);
    }
    return res.status === 204 ? (undefined as T) : ((await res.json()) as T);
  }

  async findCampaign(id: string): Promise<Campaign | null> {
    try {
      return await this.call<Campaign>(`/campaigns/${id}`);
    } catch (e) {
      if (e instanceof CallvaneError && e.code === 'not_found') return null;
      throw e;
    }
  }

  addAudience(campaignId: string, patients: { phone: string; externalId: string }[]) {
    return this.call<{ accepted: number }>(`/campaigns/${campaignId}/audience`, {
      method: 'POST',
      body: JSON.stringify({ members: patients }),
    });
  }
}
