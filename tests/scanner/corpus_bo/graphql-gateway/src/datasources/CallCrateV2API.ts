import { RESTDataSource, type AugmentedRequest } from '@apollo/datasource-rest';
import { GraphQLError } from 'graphql';

// New client for the recordings feature (already on v2). Do not add v1 calls here.
export class CallCrateV2API extends RESTDataSource {
  override baseURL = 'https://api.callcrate.io/api/public/v2/';

  constructor(private readonly token: string) {
    super();
  }

  override willSendRequest(_path: string, req: AugmentedRequest) {
    req.headers['authorization'] = `Bearer ${this.token}`;
  }

  override async throwIfResponseIsError({ response }: { response: Response }) {
    if (response.ok) return;
    const problem = (await response.json()) as { error: { code: string; message: string } };
    if (problem.error.code === 'rate_limited') {
      throw new GraphQLError('Slow down', { extensions: { code: 'RATE_LIMITED' } });
    }
    throw new GraphQLError(problem.error.message, { extensions: { code: problem.error.code } });
  }

  recordings(callId: string) {
    return this.get(`calls/${callId}/recordings`);
  }
}
