import { by, device, element, expect, waitFor } from 'detox';

describe('Contact lists', () => {
  beforeAll(async () => {
    await device.launchApp({
      newInstance: true,
      launchArgs: { detoxMockServer: 'http://localhost:9091' },
    });
  });

  it('shows the agent\'s lists', async () => {
    await element(by.id('tab-lists')).tap();
    await waitFor(element(by.id('contact-lists'))).toBeVisible().withTimeout(10000);
    await expect(element(by.id('contact-list-l1'))).toBeVisible();
  });

  it('shows an error state with retry when the server returns 503', async () => {
    await device.launchApp({ newInstance: true, launchArgs: { detoxMockScenario: 'lists-503' } });
    await element(by.id('tab-lists')).tap();
    await expect(element(by.id('contact-lists-error'))).toBeVisible();
    await element(by.id('contact-lists-retry')).tap();
  });
});
