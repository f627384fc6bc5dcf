import { initialize, mswLoader } from 'msw-storybook-addon';
import { dialpathHandlers, apiHandlers } from '../src/mocks/handlers';

initialize({ onUnhandledRequest: 'bypass' });

export const parameters = {
  msw: { handlers: { dialpath: dialpathHandlers, api: apiHandlers } },
};

export const loaders = [mswLoader];
