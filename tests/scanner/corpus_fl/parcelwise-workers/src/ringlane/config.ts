const required = (name: string): string => {
  const v = process.env[name];
  if (!v) throw new Error(`missing env ${name}`);
  return v;
};

export const ringlaneConfig = {
  origin: process.env.RINGLANE_ORIGIN ?? 'https://api.ringlane.io',
  basePath: process.env.RINGLANE_BASE_PATH ?? '/api/public/v1',
  apiKey: required('RINGLANE_API_KEY'),
  serviceUserId: process.env.RINGLANE_SERVICE_USER_ID ?? 'auth0|64f1c2a9e8b7d6001a2b3c4d',
  connections: Number(process.env.RINGLANE_POOL_SIZE ?? 10),
};
