import { registerAs } from '@nestjs/config';

export default registerAs('ringlane', () => ({
  baseUrl: process.env.RINGLANE_BASE_URL ?? 'https://api.ringlane.io/api/public/v1',
  apiKey: process.env.RINGLANE_API_KEY ?? '',
  botEmail: process.env.RINGLANE_BOT_EMAIL ?? 'dialer-bot@harborlending.com',
  defaultListId: process.env.RINGLANE_DEFAULT_LIST_ID,
}));
