import ky from 'ky';

const RINGLANE_API = process.env.RINGLANE_API ?? 'https://api.ringlane.io/api/public/v1';

export function ringlaneFor(agentEmail: string) {
  return ky.create({
    prefixUrl: RINGLANE_API,
    headers: {
      Authorization: `Bearer ${process.env.RINGLANE_API_KEY}`,
      'X-User-Email': agentEmail,
    },
    retry: { limit: 2, statusCodes: [408, 429, 502] },
  });
}
