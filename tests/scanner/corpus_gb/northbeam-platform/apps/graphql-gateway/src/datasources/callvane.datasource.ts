import { RESTDataSource, type AugmentedRequest, type DataSourceConfig } from '@apollo/datasource-rest';
import type { FetcherResponse } from '@apollo/utils.fetcher';
import { GraphQLError } from 'graphql';

const CALLVANE_BASE = process.env.CALLVANE_BASE_URL ?? 'https://api.callvane.com/api/public/v1/';

interface CallvaneList {
  id: string;
  name: string;
  contactCount: number;
}

export class CallvaneDataSource extends RESTDataSource {
  override baseURL = CALLVANE_BASE.endsWith('/') ? CALLVANE_BASE : `${CALLVANE_BASE}/`;
  private readonly actAs: string;

  constructor(opts: { actAs: string } & DataSourceConfig) {
    super(opts);
    this.actAs = opts.actAs;
  }

  override willSendRequest(_path: string, request: AugmentedRequest) {
    request.headers['x-api-key'] = process.env.CALLVANE_API_KEY ?? '';
    request.headers['x-user-email'] = this.actAs;
  }

  override async throwIfResponseIsError(options: {
    url: URL;
    request: unknown;
    response: FetcherResponse;
    parsedBody: unknown;
  }) {
    const { response, parsedBody } = options;
    if (response.ok) return;
    const msg = (parsedBody as { error?: string } | undefined)?.error ?? response.statusText;
    if (response.status === 404 && msg === 'user not found') {
      throw new GraphQLError(`No Callvane seat for ${this.actAs}`, { extensions: { code: 'DIALER_SEAT_MISSING' } });
    }
    if (response.status === 503) {
      throw new GraphQLError('Dialer integration is switched off', { extensions: { code: 'DIALER_DISABLED' } });
    }
    throw new GraphQLError(msg, { extensions: { code: 'DIALER_ERROR', status: response.status } });
  }

  lists(): Promise<{ data: CallvaneList[] }> {
    return this.get('contact-lists', { params: { limit: '50' } });
  }

  list(id: string): Promise<CallvaneList> {
    return this.get(`contact-lists/${encodeURIComponent(id)}`);
  }

  createList(name: string): Promise<CallvaneList> {
    return this.post('contact-lists', { body: { name } });
  }

  addContacts(listId: string, phones: string[]): Promise<{ added: number }> {
    return this.post(`contact-lists/${encodeURIComponent(listId)}/contacts`, {
      body: { contacts: phones.map((phone) => ({ phone })) },
    });
  }

  deleteList(id: string): Promise<void> {
    return this.delete(`contact-lists/${id}`);
  }
}
