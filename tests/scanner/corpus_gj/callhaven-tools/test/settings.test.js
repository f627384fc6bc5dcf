describe('settings.baseURL', () => {
  beforeEach(() => jest.resetModules());

  it('honours an explicit override', () => {
    const settings = require('../src/lib/settings');
    expect(settings.baseURL('http://localhost:4010')).toBe('http://localhost:4010');
  });

  it('builds from host and version', () => {
    process.env.CALLHAVEN_HOST = 'https://sandbox.callhaven.io';
    const settings = require('../src/lib/settings');
    expect(settings.baseURL()).toMatch(/^https:\/\/sandbox\.callhaven\.io\/api\/public\//);
  });
});
