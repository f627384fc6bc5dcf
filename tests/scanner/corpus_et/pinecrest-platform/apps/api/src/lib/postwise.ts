import axios from 'axios';
import { config } from '../config';

// Postwise is our transactional/marketing email provider. Its "contact lists" are email
// audiences and have nothing to do with the dialer.
const postwise = axios.create({
  baseURL: config.postwise.baseUrl,
  headers: { 'x-api-key': config.postwise.apiKey },
  timeout: 8000,
});

export async function addToAudience(listId: string, email: string, firstName?: string) {
  try {
    await postwise.post(`/contact-lists/${listId}/members`, { email, first_name: firstName });
  } catch (err) {
    if (axios.isAxiosError(err) && err.response?.status === 404) {
      console.warn(`postwise list ${listId} is gone, skipping ${email}`);
      return;
    }
    if (axios.isAxiosError(err) && err.response?.status === 503) {
      throw new Error('Postwise maintenance window, retry later');
    }
    throw err;
  }
}

export async function listAudiences() {
  const { data } = await postwise.get<{ error?: string; lists: { id: string; name: string }[] }>('/contact-lists');
  return data.lists;
}
