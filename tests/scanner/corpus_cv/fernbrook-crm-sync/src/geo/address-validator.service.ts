import { Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';

export interface ValidatedAddress {
  line1: string;
  city: string;
  region: string;
  postalCode: string;
  deliverable: boolean;
}

/** Thin client for the address-validation Lambda behind API Gateway (usage-plan key). */
@Injectable()
export class AddressValidatorService {
  private readonly logger = new Logger(AddressValidatorService.name);

  constructor(private readonly config: ConfigService) {}

  async validate(raw: string): Promise<ValidatedAddress | null> {
    const url = `${this.config.get('address.url')}/validate`;
    for (let attempt = 0; attempt < 3; attempt++) {
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          'x-api-key': this.config.getOrThrow<string>('address.apiKey'),
          'content-type': 'application/json',
        },
        body: JSON.stringify({ address: raw }),
      });
      if (res.status === 404) return null;
      if (res.status === 502 || res.status === 503) {
        // Lambda cold start / throttling at the gateway
        await new Promise((r) => setTimeout(r, 300 * (attempt + 1)));
        continue;
      }
      if (!res.ok) {
        const body = (await res.json().catch(() => ({}))) as { message?: string };
        throw new Error(`address validation failed: ${body.message ?? res.status}`);
      }
      return (await res.json()) as ValidatedAddress;
    }
    this.logger.warn('address validation gave up after 3 attempts');
    return null;
  }
}
