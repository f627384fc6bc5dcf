import { requestJson } from '../http';
import { CALLVISTA_BASE, CALLVISTA_TRANSIENT, HEADER_ACTING_USER, HEADER_API_KEY } from './constants';
import { CallvistaError, CallvistaErrorBody } from './errors';

export interface CallList {
  id: string;
  name: string;
  size: number;
}

export class CallvistaClient {
  constructor(
    private readonly apiKey: string,
    private readonly actingUserId: string,
  ) {}

  private call<T>(path: string, method = 'GET', body?: unknown) {
    return requestJson<T>(
      'callvista',
      `${CALLVISTA_BASE}${path}`,
      {
        method,
        body,
        retryOn: CALLVISTA_TRANSIENT,
        headers: {
          [HEADER_API_KEY]: this.apiKey,
          [HEADER_ACTING_USER]: this.actingUserId,
        },
      },
      (status, b) => new CallvistaError(status, b as CallvistaErrorBody),
    );
  }

  lists() {
    return this.call<{ data: CallList[] }>('/contact-lists');
  }

  list(id: string) {
    return this.call<CallList>(`/contact-lists/${encodeURIComponent(id)}`);
  }

  appendPhones(id: string, phones: string[]) {
    return this.call<{ added: number }>(`/contact-lists/${id}/contacts`, 'POST', {
      contacts: phones.map((phone) => ({ phone })),
    });
  }
}
