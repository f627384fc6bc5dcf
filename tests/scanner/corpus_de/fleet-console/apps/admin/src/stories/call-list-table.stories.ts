import type { Meta, StoryObj } from '@storybook/angular';
import { http, HttpResponse } from 'msw';
import { CallListTableComponent } from '../app/call-lists/call-list-table.component';

const CALLHIVE = 'https://api.callhive.io/api/public/v1';

const lists = [
  { id: 'cl_1', name: 'Night shift reactivation', contactCount: 312, ownerEmail: 'ana@northbeam.io', createdAt: '2024-02-01T10:00:00Z' },
  { id: 'cl_2', name: 'Reefer certified', contactCount: 88, ownerEmail: 'sam@northbeam.io', createdAt: '2024-02-11T14:30:00Z' },
];

const meta: Meta<CallListTableComponent> = {
  title: 'Call lists/Table',
  component: CallListTableComponent,
};
export default meta;
type Story = StoryObj<CallListTableComponent>;

export const Default: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(`${CALLHIVE}/contact-lists`, ({ request }) =>
          HttpResponse.json({ data: lists, page: 1, perPage: 25, total: lists.length })
        ),
      ],
    },
  },
};

export const RepNotProvisioned: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(`${CALLHIVE}/contact-lists`, () =>
          HttpResponse.json({ error: 'user not found' }, { status: 404 })
        ),
      ],
    },
  },
};

export const ApiDisabled: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(`${CALLHIVE}/contact-lists`, () => HttpResponse.json({ error: 'API disabled' }, { status: 503 })),
        http.post(`${CALLHIVE}/contact-lists/:id/contacts`, () => HttpResponse.json({ added: 0 })),
      ],
    },
  },
};

export const OurApiDown: Story = {
  parameters: {
    msw: {
      handlers: [http.get('/api/dispatchers/me', () => HttpResponse.json({ error: 'maintenance' }, { status: 503 }))],
    },
  },
};
