import { AxiosError, AxiosInstance } from 'axios';
import { createOutboundHttp } from '../lib/http';
import { logger } from '../lib/logger';
import { ContactListDto, DialerContactInput, DialerErrorBody, DialerResult } from './types';

const LISTS = '/contact-lists';

export class DialerClient {
  private readonly http: AxiosInstance;

  constructor(private readonly repId: string, http?: AxiosInstance) {
    this.http = http ?? createOutboundHttp(repId);
  }

  async createCampaignList(name: string, contacts: DialerContactInput[]): Promise<DialerResult<ContactListDto>> {
    return this.wrap(() => this.http.post<ContactListDto>(LISTS, { name, contacts }));
  }

  async regroup(listId: number, groupName: string | null): Promise<DialerResult<ContactListDto>> {
    return this.wrap(() => this.http.patch<ContactListDto>(`${LISTS}/${listId}`, { groupName }));
  }

  async appendPhones(listId: number, phones: string[]): Promise<DialerResult<void>> {
    return this.wrap(() => this.http.post(`/contact-lists/${listId}/contacts`, { phones }));
  }

  async dropPhone(listId: number, phone: string): Promise<DialerResult<void>> {
    const encoded = encodeURIComponent(phone);
    return this.wrap(() => this.http.delete(`/contact-lists/${listId}/contacts/by-phone/${encoded}`));
  }

  private async wrap<T>(fn: () => Promise<{ data: T }>): Promise<DialerResult<T>> {
    try {
      const { data } = await fn();
      return { ok: true, value: data };
    } catch (e) {
      const err = e as AxiosError<DialerErrorBody>;
      const status = err.response?.status ?? 0;
      const reason = err.response?.data?.error ?? err.message;
      switch (status) {
        case 404:
          if (reason === 'user not found') {
            logger.warn({ repId: this.repId }, 'rep not provisioned in DialStream');
          }
          break;
        case 503:
          logger.error('DialStream public API is switched off for our org');
          break;
        default:
          logger.error({ status, reason }, 'dialer call failed');
      }
      return { ok: false, status, reason };
    }
  }
}
