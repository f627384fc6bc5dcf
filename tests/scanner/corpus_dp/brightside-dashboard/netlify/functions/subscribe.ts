import type { Handler } from '@netlify/functions'

// Adds a newsletter signup to SendGrid Marketing Contacts.
const SENDGRID_URL = 'https://api.sendgrid.com/v3/marketing/contacts'

export const handler: Handler = async (event) => {
  if (event.httpMethod !== 'POST') {
    return { statusCode: 405, body: JSON.stringify({ error: 'method not allowed' }) }
  }
  const { email, listId } = JSON.parse(event.body ?? '{}')
  const res = await fetch(SENDGRID_URL, {
    method: 'PUT',
    headers: {
      Authorization: `Bearer ${process.env.SENDGRID_API_KEY}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ list_ids: [listId], contacts: [{ email }] }),
  })
  if (res.status === 503 || res.status === 502) {
    // SendGrid hiccup, ask the browser to retry later
    return { statusCode: 503, body: JSON.stringify({ error: 'try again later' }) }
  }
  if (!res.ok) {
    const body = await res.json()
    return { statusCode: 400, body: JSON.stringify({ error: body.errors?.[0]?.message ?? 'unknown' }) }
  }
  return { statusCode: 202, body: '' }
}
