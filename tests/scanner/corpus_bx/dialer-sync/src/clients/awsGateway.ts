import axios from 'axios';

// Lead-scoring lambda behind AWS API Gateway (usage plan key)
const SCORING_URL = process.env.SCORING_GATEWAY_URL ?? 'https://abc123.execute-api.us-east-1.amazonaws.com/prod/v1/score';

export async function scoreLead(lead: { phone: string; company: string }) {
  const { data } = await axios.post(SCORING_URL, lead, {
    headers: { 'x-api-key': process.env.SCORING_GATEWAY_KEY ?? '' },
    timeout: 3_000,
  });
  return data.score as number;
}
