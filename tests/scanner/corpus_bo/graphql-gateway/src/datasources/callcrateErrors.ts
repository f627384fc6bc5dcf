import { GraphQLError } from 'graphql';
import type { FetcherResponse } from '@apollo/utils.fetcher';

interface LegacyFailure {
  error?: string;
  details?: { path: string; message: string }[];
}

export async function mapCallCrateFailure(response: FetcherResponse): Promise<GraphQLError> {
  let body: LegacyFailure = {};
  try {
    body = (await response.json()) as LegacyFailure;
  } catch {
    /* non-JSON body */
  }
  const msg = body.error ?? `CallCrate responded ${response.status}`;

  if (response.status === 404 && msg.toLowerCase() === 'user not found') {
    return new GraphQLError('No CallCrate seat for this user', { extensions: { code: 'FORBIDDEN' } });
  }
  if (response.status === 502) {
    return new GraphQLError('CallCrate identity lookup unavailable', { extensions: { code: 'UPSTREAM_RETRY' } });
  }
  if (response.status === 503) {
    return new GraphQLError('CallCrate API disabled', { extensions: { code: 'SERVICE_DISABLED' } });
  }
  if (response.status === 400 && body.details?.length) {
    const invalid = body.details.map((d) => ({ field: d.path, reason: d.message }));
    return new GraphQLError('Invalid input', { extensions: { code: 'BAD_USER_INPUT', invalid } });
  }
  return new GraphQLError(msg, { extensions: { code: 'UPSTREAM_ERROR', status: response.status } });
}
