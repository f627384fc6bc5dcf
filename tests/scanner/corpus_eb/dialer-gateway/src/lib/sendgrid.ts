import axios from 'axios';
import { config } from '../config';

// SendGrid Marketing Campaigns: mirrors our lead lists for the nurture emails.
const sg = axios.create({
  baseURL: 'https://api.sendgrid.com/v3',
  headers: { Authorization: `Bearer ${config.sendgrid.apiKey}` },
});

export async function upsertMarketingContacts(emails: string[]) {
  const { data } = await sg.put('/marketing/contacts', {
    list_ids: [config.sendgrid.contactListId],
    contacts: emails.map((email) => ({ email })),
  });
  return data.job_id as string;
}

export async function getContactListCount(listId: string): Promise<number> {
  const { data } = await sg.get(`/marketing/lists/${listId}/contacts/count`);
  return data.contact_count;
}

export async function sendMail(to: string, templateId: string, dynamic: Record<string, unknown>) {
  try {
    await sg.post('/mail/send', {
      from: { email: 'noreply@meridiankettle.com' },
      personalizations: [{ to: [{ email: to }], dynamic_template_data: dynamic }],
      template_id: templateId,
    });
  } catch (e: any) {
    // SendGrid returns {"errors":[{"message": "...", "field": "..."}]}
    const msg = e.response?.data?.errors?.[0]?.message ?? e.message;
    throw new Error(`sendgrid: ${msg}`);
  }
}
