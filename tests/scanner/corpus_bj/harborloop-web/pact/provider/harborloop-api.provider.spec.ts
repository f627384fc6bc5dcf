import { Verifier } from '@pact-foundation/pact';

// Verifies the mobile app's expectations of OUR API (/api/v1, X-User-Id from the gateway).
describe('harborloop-api provider', () => {
  it('honours mobile-app pacts', () =>
    new Verifier({
      provider: 'harborloop-api',
      providerBaseUrl: 'http://localhost:3000',
      pactBrokerUrl: process.env.PACT_BROKER_URL,
      publishVerificationResult: process.env.CI === 'true',
      providerVersion: process.env.GIT_SHA,
      customProviderHeaders: ['X-User-Id: usr_pact_01', 'x-api-key: local-gateway'],
      stateHandlers: {
        'user does not exist': async () => ({ description: 'expect 404 user not found' }),
      },
    }).verifyProvider());
});
