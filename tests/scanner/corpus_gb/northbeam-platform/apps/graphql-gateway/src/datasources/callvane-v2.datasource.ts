import { RESTDataSource, type AugmentedRequest } from '@apollo/datasource-rest';
import { GraphQLError } from 'graphql';

/**
 * v2 endpoints (call recordings, dispositions). Uses a per-org v2 key; the
 * acting user is encoded in the key, so no user header is sent.
 */
export class CallvaneV2DataSource extends RESTDataSource {
  override baseURL = process.env.CALLVANE_V2_BASE_URL ?? 'https://api.callvane.com/api/public/v2/';

  override willSendRequest(_path: string, request: AugmentedRequest) {
    request.headers['authorization'] = `Bearer ${process.env.CALLVANE_V2_KEY ?? ''}`;
  }

  override async throwIfResponseIsError(options: { response: Response; parsedBody: any }) {
    if (options.response.ok) return;
    const code = options.parsedBody?.error?.code ?? 'unknown';
    const message = options.parsedBody?.error?.message ?? options.response.statusText;
    if (code === 'rate_limited') {
      throw new GraphQLError('Dialer is busy, try again', { extensions: { code: 'RATE_LIMITED' } });
    }
    throw new GraphQLError(message, { extensions: { code: 'DIALER_ERROR', upstreamCode: code } });
  }

  recordings(callId: string) {
    return this.get(`calls/${encodeURIComponent(callId)}/recordings`);
  }

  dispositions(since: string) {
    return this.get('dispositions', { params: { since } });
  }
}
