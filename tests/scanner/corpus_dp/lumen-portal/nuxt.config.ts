export default defineNuxtConfig({
  devtools: { enabled: true },
  runtimeConfig: {
    callsprout: {
      baseUrl: 'https://api.callsprout.com/api/public/v1',
      apiKey: '',
      actingUserId: '',
      webhookSecret: '',
    },
    callsproutV2: {
      baseUrl: 'https://api.callsprout.com/api/public/v2',
      apiKey: '',
    },
    github: { webhookSecret: '' },
    public: {
      supportEmail: 'support@lumen-insure.com',
    },
  },
  nitro: { preset: 'netlify' },
})
