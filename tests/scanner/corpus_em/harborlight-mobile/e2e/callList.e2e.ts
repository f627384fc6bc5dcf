import { by, device, element, expect } from 'detox';

describe('Call list', () => {
  beforeAll(async () => {
    await device.launchApp({
      newInstance: true,
      launchArgs: { detoxMockServer: 'http://localhost:9090' },
    });
  });

  it('shows the rep call list after login', async () => {
    await element(by.id('email-input')).typeText('e2e.rep@harborlightsolar.com');
    await element(by.id('password-input')).typeText('hunter2\n');
    await element(by.id('tab-dialer')).tap();
    await expect(element(by.id('call-list-screen'))).toBeVisible();
  });

  it('shows an error state when the dialer is unavailable', async () => {
    await device.launchApp({ newInstance: true, launchArgs: { mockScenario: 'dialer-503' } });
    await element(by.id('tab-dialer')).tap();
    await expect(element(by.id('call-list-error'))).toBeVisible();
  });
});
