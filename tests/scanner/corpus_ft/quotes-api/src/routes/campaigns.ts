import type { FastifyInstance } from 'fastify';
import { appendContacts, createContactList, listContactLists, removeContact } from '../ringcove/client.js';
import { RingCoveHttpError } from '../ringcove/errors.js';

export default async function campaignRoutes(app: FastifyInstance) {
  app.get('/campaigns/lists', async () => {
    const { data } = await listContactLists();
    return data.map((l) => ({ id: l.id, name: l.name, size: l.contactCount }));
  });

  app.post<{ Body: { name: string } }>('/campaigns/lists', async (req, reply) => {
    const list = await createContactList(req.body.name, req.user.email);
    return reply.code(201).send(list);
  });

  app.post<{ Params: { id: string }; Body: { phones: string[] } }>('/campaigns/lists/:id/contacts', async (req, reply) => {
    try {
      const result = await appendContacts(req.params.id, req.body.phones, req.user.email);
      return reply.send(result);
    } catch (err) {
      if (err instanceof RingCoveHttpError) {
        if (err.isUserMissing) {
          return reply.code(409).send({ error: 'Your account is not provisioned in the dialer yet' });
        }
        if (err.isApiDisabled) {
          return reply.serviceUnavailable('Dialer integration is switched off');
        }
        if (err.status === 400) {
          return reply.code(422).send({ error: 'invalid_contacts', fields: err.fieldErrors });
        }
      }
      throw err;
    }
  });

  app.delete<{ Params: { id: string; phone: string } }>('/campaigns/lists/:id/contacts/:phone', async (req, reply) => {
    await removeContact(req.params.id, req.params.phone);
    return reply.code(204).send();
  });
}
