import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import { MAX_CONTACTS_PER_APPEND } from "../ringlark/constants.js";
import { syncQueue } from "../lib/queues.js";

const CreateListBody = z.object({ name: z.string().min(1).max(120) });
const AppendBody = z.object({
  contacts: z.array(z.object({ phone: z.string().regex(/^\+[1-9]\d{6,14}$/), name: z.string().optional() })).max(MAX_CONTACTS_PER_APPEND),
});

/**
 * Relaydesk's own contact-list API (documented in openapi/hub-api.yaml).
 * Mounted at /api/v1. Writes go to Postgres and are mirrored to the tenant's dialer async.
 */
const contactListRoutes: FastifyPluginAsync = async (app) => {
  app.get("/contact-lists", async (req) => {
    const lists = await app.prisma.contactList.findMany({ where: { tenantId: req.tenantId } });
    return { data: lists };
  });

  app.post("/contact-lists", async (req, reply) => {
    const body = CreateListBody.parse(req.body);
    const list = await app.prisma.contactList.create({
      data: { tenantId: req.tenantId, name: body.name, createdBy: req.actor.email },
    });
    await syncQueue.add("create-list", { listId: list.id, tenantId: req.tenantId });
    return reply.code(201).send(list);
  });

  app.get<{ Params: { id: string } }>("/contact-lists/:id", async (req, reply) => {
    const list = await app.prisma.contactList.findFirst({ where: { id: req.params.id, tenantId: req.tenantId } });
    if (!list) return reply.code(404).send({ error: "contact list not found", code: "not_found" });
    return list;
  });

  app.post<{ Params: { id: string } }>("/contact-lists/:id/contacts", async (req, reply) => {
    const body = AppendBody.parse(req.body);
    await app.prisma.contact.createMany({
      data: body.contacts.map((c) => ({ listId: req.params.id, phone: c.phone, name: c.name ?? null })),
      skipDuplicates: true,
    });
    await syncQueue.add("append-contacts", { listId: req.params.id, tenantId: req.tenantId, phones: body.contacts.map((c) => c.phone) });
    return reply.code(202).send({ queued: body.contacts.length });
  });

  app.delete<{ Params: { id: string; phone: string } }>("/contact-lists/:id/contacts/:phone", async (req, reply) => {
    await app.prisma.contact.deleteMany({ where: { listId: req.params.id, phone: req.params.phone } });
    await syncQueue.add("remove-contact", { listId: req.params.id, tenantId: req.tenantId, phone: req.params.phone });
    return reply.code(204).send();
  });
};

export default contactListRoutes;
