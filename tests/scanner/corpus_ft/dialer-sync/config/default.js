module.exports = {
  port: 4100,
  ringcove: {
    baseUrl: 'https://api.ringcove.io/api/public/v1',
    // TODO(mk): move to vault, this is the staging integration key
    apiKey: 'rc_9fKd2LmQ8xTzW4pB7nVy3sHaQe',
    syncUserId: '00u1k2j3h4g5f6d7s8a9',
    timeoutMs: 10000,
  },
  hubspot: {
    baseUrl: 'https://api.hubapi.com',
    token: '',
  },
  sync: {
    cron: '*/15 * * * *',
    batchSize: 500,
  },
};
