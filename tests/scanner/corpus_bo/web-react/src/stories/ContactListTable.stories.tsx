import type { Meta, StoryObj } from '@storybook/react';
import { http, HttpResponse } from 'msw';
import { ContactListTable } from '../components/ContactListTable';

const meta: Meta<typeof ContactListTable> = {
  title: 'Dialer/ContactListTable',
  component: ContactListTable,
};
export default meta;
type Story = StoryObj<typeof ContactListTable>;

export const Default: Story = {};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('https://api.callcrate.io/api/public/v1/contact-lists', () => HttpResponse.json([])),
      ],
    },
  },
};

export const ApiDisabled: Story = {
  name: 'API disabled (503)',
  parameters: {
    msw: {
      handlers: [
        http.get('*/contact-lists', () => new HttpResponse(null, { status: 503 })),
      ],
    },
  },
};
