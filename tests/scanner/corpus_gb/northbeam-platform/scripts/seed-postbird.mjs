#!/usr/bin/env node
// Seeds the Postbird email audiences used by the nurture campaigns in staging.
import { ofetch } from 'ofetch';

const postbird = ofetch.create({
  baseURL: 'https://api.postbird.email/v1',
  headers: { 'x-api-key': process.env.POSTBIRD_API_KEY },
});

const audiences = ['homeowner-nurture', 'installer-partners', 'referral-program'];
for (const name of audiences) {
  try {
    const list = await postbird('/contact-lists', { method: 'POST', body: { name } });
    console.log(`created ${name} -> ${list.id}`);
  } catch (err) {
    if (err.status === 409) {
      console.log(`${name} already exists`);
      continue;
    }
    console.error(err.data?.error ?? err.message);
    process.exit(1);
  }
}
