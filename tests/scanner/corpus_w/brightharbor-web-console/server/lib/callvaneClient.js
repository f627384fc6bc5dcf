import axios from 'axios';
import { config } from '../config.js';
import { CallvaneError } from './callvaneErrors.js';

const RETRYABLE = [429, 502];

const http = axios.create({
  baseURL: config.callvane.baseUrl,
  timeout: config.callvane.timeoutMs,
  headers: {
    'x-api-key': config.callvane.apiKey,
    'Content-Type': 'application/json',
  },
});

async function call(actingEmail, req, attempt = 0) {
  try {
    const res = await http.request({
      ...req,
      headers: { 'x-user-email': actingEmail },
    });
    return res.data;
  } catch (err) {
    const status = err.response?.status;
    if (RETRYABLE.includes(status) && attempt < 2) {
      await new Promise((r) => setTimeout(r, 300 * 2 ** attempt));
      return call(actingEmail, req, attempt + 1);
    }
    throw CallvaneError.fromAxios(err);
  }
}

export const callvane = {
  listContactLists: (email) => call(email, { method: 'GET', url: '/contact-lists' }),
  createContactList: (email, name) =>
    call(email, { method: 'POST', url: '/contact-lists', data: { name } }),
  appendContacts: (email, listId, phones) =>
    call(email, {
      method: 'POST',
      url: `/contact-lists/${encodeURIComponent(listId)}/contacts`,
      data: { contacts: phones.map((phone) => ({ phone })) },
    }),
};
