import { Router } from 'express';
import { z } from 'zod';
import { prisma } from '../lib/prisma';
import { contactLists } from '../integrations/ringlane/contactLists';
import { RinglaneError, formatValidationDetails } from '../integrations/ringlane/errors';

export const campaignsRouter = Router();

campaignsRouter.get('/', async (req, res) => {
  const campaigns = await prisma.campaign.findMany({
    where: req.user!.role === 'REP' ? { ownerId: req.user!.id } : {},
    orderBy: { createdAt: 'desc' },
    include: { _count: { select: { leads: true } } },
  });
  res.json({ data: campaigns });
});

const CreateCampaign = z.object({ name: z.string().min(3).max(120) });

campaignsRouter.post('/', async (req, res, next) => {
  try {
    const { name } = CreateCampaign.parse(req.body);
    let ringlaneListId: string | null = null;
    let syncError: string | null = null;
    try {
      const list = await contactLists.create(name, req.user!.email);
      ringlaneListId = list.id;
    } catch (err) {
      if (err instanceof RinglaneError && err.kind === 'user_not_found') {
        // rep has no Ringlane seat yet; campaign still gets created
        syncError = `No Ringlane seat for ${req.user!.email}`;
      } else if (err instanceof RinglaneError && err.status === 400) {
        syncError = formatValidationDetails(err);
      } else {
        throw err;
      }
    }
    const campaign = await prisma.campaign.create({
      data: { name, ownerId: req.user!.id, ringlaneListId, syncError },
    });
    res.status(201).json(campaign);
  } catch (err) {
    next(err);
  }
});

campaignsRouter.delete('/:id', async (req, res, next) => {
  try {
    const campaign = await prisma.campaign.findUnique({ where: { id: req.params.id } });
    if (!campaign) return res.status(404).json({ error: 'campaign not found' });
    if (campaign.ringlaneListId) {
      try {
        await contactLists.remove(campaign.ringlaneListId);
      } catch (err) {
        if (!(err instanceof RinglaneError && err.kind === 'list_not_found')) throw err;
      }
    }
    await prisma.lead.deleteMany({ where: { campaignId: campaign.id } });
    await prisma.campaign.delete({ where: { id: campaign.id } });
    res.status(204).end();
  } catch (err) {
    next(err);
  }
});

campaignsRouter.post('/:id/sync', async (req, res, next) => {
  try {
    const campaign = await prisma.campaign.findUniqueOrThrow({
      where: { id: req.params.id },
      include: { leads: { where: { optedOut: false } } },
    });
    if (!campaign.ringlaneListId) return res.status(409).json({ error: 'campaign has no dialer list' });
    const result = await contactLists.appendContacts(
      campaign.ringlaneListId,
      campaign.leads.map((l) => ({ phone: l.phone, firstName: l.firstName ?? undefined, company: l.company ?? undefined })),
    );
    await prisma.campaign.update({ where: { id: campaign.id }, data: { lastSyncedAt: new Date(), syncError: null } });
    res.json(result);
  } catch (err) {
    if (err instanceof RinglaneError && err.status === 503) {
      return res.status(409).json({ error: 'Dialer API is switched off on the Ringlane side. Ask ops to re-enable it.' });
    }
    next(err);
  }
});
