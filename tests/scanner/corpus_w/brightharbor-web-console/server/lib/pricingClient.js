import axios from 'axios';
import { config } from '../config.js';

// Internal pricing service behind AWS API Gateway (usage-plan key).
const pricing = axios.create({
  baseURL: config.pricing.baseUrl,
  headers: { 'x-api-key': config.pricing.apiKey },
});

export async function getSeatPrice(plan) {
  try {
    const { data } = await pricing.get(`/plans/${plan}/seat-price`);
    return data.amount;
  } catch (err) {
    if (err.response?.status === 503 || err.response?.status === 502) {
      return null; // gateway hiccup, show "price unavailable"
    }
    throw err;
  }
}
