import type { Meta, StoryObj } from '@storybook/angular';
import { http, HttpResponse } from 'msw';
import { QuickListComponent } from './quick-list.component';

const meta: Meta<QuickListComponent> = {
  title: 'Dialer/QuickList',
  component: QuickListComponent,
};
export default meta;
type Story = StoryObj<QuickListComponent>;

export const Default: Story = {
  args: { lists: [{ id: 'cl_1', name: 'Solar leads - Leeds', size: 112 }] },
  parameters: {
    msw: {
      handlers: [
        http.get('https://sandbox.api.dialpath.io/api/public/v1/contact-lists', () =>
          HttpResponse.json({ data: [{ id: 'cl_1', name: 'Solar leads - Leeds', size: 112 }], page: 1, per_page: 25 }),
        ),
      ],
    },
  },
};

export const NotProvisioned: Story = {
  args: { lists: [], error: 'Your DialPath seat is not set up yet.' },
};

export const Empty: Story = {
  args: { lists: [] },
};
