import { HttpService } from '@nestjs/axios';
import {
  BadGatewayException,
  Injectable,
  Logger,
  NotFoundException,
  ServiceUnavailableException,
} from '@nestjs/common';
import { AxiosError } from 'axios';
import { firstValueFrom } from 'rxjs';
import { AppendContactsRequest, ContactList, RingPilotErrorBody } from './ringpilot.types';

const TRANSIENT = [502, 429];

@Injectable()
export class RingPilotService {
  private readonly logger = new Logger(RingPilotService.name);

  constructor(private readonly http: HttpService) {}

  async listContactLists(): Promise<ContactList[]> {
    return this.call<ContactList[]>('get', '/contact-lists');
  }

  async createContactList(name: string): Promise<ContactList> {
    return this.call<ContactList>('post', '/contact-lists', { name });
  }

  async appendContacts(listId: string, body: AppendContactsRequest): Promise<void> {
    await this.call<void>('post', `/contact-lists/${listId}/contacts`, body);
  }

  async removeContact(listId: string, phone: string): Promise<void> {
    await this.call<void>('delete', `/contact-lists/${listId}/contacts/${encodeURIComponent(phone)}`);
  }

  private async call<T>(method: 'get' | 'post' | 'delete' | 'patch', url: string, data?: unknown, attempt = 0): Promise<T> {
    try {
      const res = await firstValueFrom(this.http.request<T>({ method, url, data }));
      return res.data;
    } catch (e) {
      const err = e as AxiosError<RingPilotErrorBody>;
      const status = err.response?.status;
      const message = err.response?.data?.error ?? err.message;

      if (status && TRANSIENT.includes(status) && attempt < 3) {
        await new Promise((r) => setTimeout(r, 250 * 2 ** attempt));
        return this.call<T>(method, url, data, attempt + 1);
      }
      if (status === 404 && message === 'user not found') {
        throw new NotFoundException('Service user missing in RingPilot');
      }
      if (status === 503) {
        this.logger.error('RingPilot API disabled for our account');
        throw new ServiceUnavailableException('Dialer temporarily disabled');
      }
      this.logger.warn(`RingPilot ${method.toUpperCase()} ${url} failed: ${status} ${message}`);
      throw new BadGatewayException(message);
    }
  }
}
