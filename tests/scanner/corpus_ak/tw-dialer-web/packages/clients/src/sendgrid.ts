import { HttpError, requestJson } from './http';

const SENDGRID_BASE = 'https://api.sendgrid.com/v3';

/** SendGrid marketing contacts. Their "lists" are email lists, unrelated to dialer lists. */
export class SendgridClient {
  constructor(private readonly apiKey: string) {}

  addToList(listId: string, emails: string[]) {
    return requestJson<{ job_id: string }>('sendgrid', `${SENDGRID_BASE}/marketing/contacts`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${this.apiKey}` },
      body: { list_ids: [listId], contacts: emails.map((email) => ({ email })) },
    }, (status, body) => {
      const errors = (body as { errors?: Array<{ field: string; message: string }> })?.errors ?? [];
      return new HttpError('sendgrid', status, errors.map((e) => e.message).join('; ') || 'sendgrid error', body);
    });
  }
}
