'use strict';

const dw = require('../lib/dialwave-v2');

module.exports = async function listRoutes(app) {
  app.get('/', async (req) => {
    const { data } = await dw.listAudiences(req.user.email);
    return data;
  });

  app.get('/:id', async (req, reply) => {
    try {
      return await dw.getAudience(req.params.id, req.user.email);
    } catch (err) {
      if (err.code === 'audience_not_found') return reply.notFound();
      if (err.code === 'acting_user_unknown') return reply.forbidden('you have no Dialwave seat');
      throw err;
    }
  });

  app.post('/:id/members', async (req, reply) => {
    const phones = (req.body?.phones || []).filter((p) => /^\+\d{8,15}$/.test(p));
    if (phones.length === 0) return reply.badRequest('no valid phones');
    await dw.addMembers(req.params.id, phones, req.user.email);
    return reply.code(202).send({ queued: phones.length });
  });
};
