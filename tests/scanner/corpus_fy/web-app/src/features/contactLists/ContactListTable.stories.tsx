import type { Meta, StoryObj } from '@storybook/react';
import { http, HttpResponse, delay } from 'msw';
import { ContactListTable } from './ContactListTable';
import { withStore } from '../../../.storybook/decorators';

const lists = [
  { id: 'cl_1', name: 'Q3 webinar attendees', contactCount: 412, createdAt: '2024-07-01T10:00:00Z' },
  { id: 'cl_2', name: 'Churned – win-back', contactCount: 87, createdAt: '2024-06-11T08:30:00Z' },
];

const meta: Meta<typeof ContactListTable> = {
  title: 'Dialer/ContactListTable',
  component: ContactListTable,
  decorators: [withStore],
};
export default meta;

type Story = StoryObj<typeof ContactListTable>;

export const Default: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('https://api.ringvale.com/api/public/v1/contact-lists', () => HttpResponse.json(lists)),
      ],
    },
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/contact-lists', async () => {
          await delay('infinite');
          return HttpResponse.json([]);
        }),
      ],
    },
  },
};

export const ServerError: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/contact-lists', () =>
          HttpResponse.json({ message: 'boom' }, { status: 500 }),
        ),
      ],
    },
  },
};
