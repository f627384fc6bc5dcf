import { RESTDataSource, type AugmentedRequest } from '@apollo/datasource-rest';

/** Postbird = email marketing. Their "contact lists" are email audiences, unrelated to the dialer. */
export class PostbirdDataSource extends RESTDataSource {
  override baseURL = process.env.POSTBIRD_BASE_URL ?? 'https://api.postbird.email/v1/';

  override willSendRequest(_path: string, request: AugmentedRequest) {
    request.headers['x-api-key'] = process.env.POSTBIRD_API_KEY ?? '';
  }

  audiences() {
    return this.get('contact-lists');
  }

  subscribe(listId: string, email: string) {
    return this.post(`contact-lists/${listId}/contacts`, { body: { email } });
  }

  async unsubscribe(listId: string, email: string) {
    try {
      await this.delete(`contact-lists/${listId}/contacts/${encodeURIComponent(email)}`);
    } catch (err: any) {
      // Postbird returns 404 when the address was never subscribed; treat as done.
      if (err?.extensions?.response?.status === 404) return;
      throw err;
    }
  }
}
