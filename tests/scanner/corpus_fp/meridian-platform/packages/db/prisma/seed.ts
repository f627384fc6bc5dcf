import { PrismaClient } from '@prisma/client';

const prisma = new PrismaClient();

async function main() {
  await prisma.integrationSetting.upsert({
    where: { provider: 'callsprout' },
    update: {},
    create: {
      provider: 'callsprout',
      baseUrl: 'https://sandbox.callsprout.io/api/public/v1',
      apiKey: 'cs_Lr4Wq8ZtN2xVb6Kp9Hm3Jy7D',
      actingUserId: 'auth0|65f1c2d9a8b7e60012ab34cd',
    },
  });

  await prisma.integrationSetting.upsert({
    where: { provider: 'brevo' },
    update: {},
    create: {
      provider: 'brevo',
      baseUrl: 'https://api.brevo.com/v3',
      apiKey: process.env.BREVO_API_KEY ?? 'xkeysib-placeholder',
    },
  });

  await prisma.contactListMirror.createMany({
    data: [
      { externalId: 'lst_demo_inbound', name: 'Inbound demo requests', contactCount: 12 },
      { externalId: 'lst_demo_renewals', name: 'Q3 renewals', contactCount: 48 },
    ],
    skipDuplicates: true,
  });
}

main()
  .then(() => prisma.$disconnect())
  .catch(async (e) => {
    console.error(e);
    await prisma.$disconnect();
    process.exit(1);
  });
