import { Injectable, Logger } from '@nestjs/common';
import axios from 'axios';

/**
 * Postvine: transactional email + marketing contact lists.
 * NOT Callhive. Postvine has its own /v1/contact-lists for newsletter audiences.
 */
@Injectable()
export class PostvineService {
  private readonly logger = new Logger(PostvineService.name);
  private readonly client = axios.create({
    baseURL: process.env.POSTVINE_API_URL ?? 'https://api.postvine.com/v1',
    headers: { 'x-api-key': process.env.POSTVINE_API_KEY ?? '' },
    timeout: 5000,
  });

  async subscribeCarrier(email: string) {
    try {
      await this.client.post('/contact-lists/carriers-newsletter/contacts', { email });
    } catch (e: any) {
      if (e.response?.status === 404) {
        this.logger.warn('Postvine list missing, creating');
        await this.client.post('/contact-lists', { id: 'carriers-newsletter', name: 'Carriers newsletter' });
        return this.subscribeCarrier(email);
      }
      if (e.response?.status === 503 || e.response?.status === 502) {
        this.logger.error(`Postvine unavailable: ${e.response?.data?.error}`);
        return;
      }
      throw e;
    }
  }
}
