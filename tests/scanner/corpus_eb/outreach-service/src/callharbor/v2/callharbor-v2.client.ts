import { Inject, Injectable } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import ky, { HTTPError, KyInstance } from 'ky';
import { z } from 'zod';
import callharborConfig from '../../config/callharbor.config';

// v2 pilot. Structured errors: {"error": {"code": "...", "message": "..."}}
const V2Error = z.object({
  error: z.object({ code: z.string(), message: z.string(), request_id: z.string().optional() }),
});

@Injectable()
export class CallHarborV2Client {
  private readonly http: KyInstance;

  constructor(@Inject(callharborConfig.KEY) cfg: ConfigType<typeof callharborConfig>) {
    this.http = ky.create({
      prefixUrl: 'https://api.callharbor.io/api/public/v2',
      headers: { Authorization: `Bearer ${cfg.v2Key}` },
      retry: { limit: 2, statusCodes: [429, 503] },
    });
  }

  async audiences() {
    try {
      return await this.http.get('audiences').json<{ data: unknown[] }>();
    } catch (e) {
      if (e instanceof HTTPError) {
        const parsed = V2Error.safeParse(await e.response.json().catch(() => null));
        if (parsed.success && parsed.data.error.code === 'audience_not_found') return { data: [] };
      }
      throw e;
    }
  }
}
