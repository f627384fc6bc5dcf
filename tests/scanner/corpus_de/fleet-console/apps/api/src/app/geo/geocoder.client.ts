import axios, { AxiosError } from 'axios';

// Internal geocoder behind AWS API Gateway (usage plan key).
const geo = axios.create({
  baseURL: process.env.GEOCODER_URL,
  headers: { 'X-Api-Key': process.env.GEOCODER_API_KEY ?? '' },
});

const RETRY_ON = [502, 503, 504];

export async function geocode(address: string, attempt = 1): Promise<{ lat: number; lng: number } | null> {
  try {
    const { data } = await geo.get('/v1/geocode', { params: { q: address } });
    return data.result;
  } catch (e) {
    const status = (e as AxiosError).response?.status ?? 0;
    if (RETRY_ON.includes(status) && attempt < 3) {
      return geocode(address, attempt + 1);
    }
    if (status === 404) return null;
    throw e;
  }
}
