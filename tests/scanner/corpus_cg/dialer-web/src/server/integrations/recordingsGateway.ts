import axios from 'axios';

// Call recordings archive, exposed through AWS API Gateway with a usage-plan key.
const gateway = axios.create({
  baseURL: process.env.RECORDINGS_API ?? 'https://abc123.execute-api.eu-west-1.amazonaws.com/prod/v1',
  headers: { 'x-api-key': process.env.RECORDINGS_GATEWAY_KEY ?? '' },
});

export async function fetchRecording(callId: string) {
  try {
    return (await gateway.get(`/recordings/${callId}`)).data;
  } catch (e: any) {
    if (e.response?.status === 502 || e.response?.status === 504) {
      return null; // lambda cold start, caller retries
    }
    throw e;
  }
}
