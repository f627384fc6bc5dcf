export const callcrateConfig = {
  baseUrl: import.meta.env.VITE_CALLCRATE_API ?? 'https://api.callcrate.io/api/public/v1',
  apiKey: import.meta.env.VITE_CALLCRATE_KEY as string,
  timeoutMs: 12_000,
};
