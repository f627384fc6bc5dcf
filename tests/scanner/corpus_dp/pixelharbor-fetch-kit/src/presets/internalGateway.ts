import { createClient } from '../createClient'

// Pixelharbor shared lambdas behind AWS API Gateway (usage-plan keys).
export function internalGateway(stage: 'dev' | 'prod', apiKey: string) {
  return createClient({
    baseUrl: `https://fn.pixelharbor.dev/${stage}/v1`,
    headers: { 'x-api-key': apiKey },
    retryOn: [502, 503, 504],
  })
}
