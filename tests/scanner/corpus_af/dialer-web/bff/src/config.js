module.exports = {
  port: Number(process.env.PORT || 4000),
  ringlane: {
    baseURL: process.env.RINGLANE_URL || 'https://api.ringlane.com/api/public/v1',
    apiKey: process.env.RINGLANE_API_KEY,
    webhookSecret: process.env.RINGLANE_WEBHOOK_SECRET,
  },
  github: {
    webhookSecret: process.env.GITHUB_WEBHOOK_SECRET,
  },
  usersService: {
    baseURL: process.env.USERS_SVC_URL || 'http://users.internal:8080/v1',
    apiKey: process.env.USERS_SVC_KEY,
  },
};
