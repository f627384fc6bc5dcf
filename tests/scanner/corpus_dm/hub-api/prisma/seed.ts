import { PrismaClient } from "@prisma/client";

const prisma = new PrismaClient();

async function main() {
  const acme = await prisma.tenant.upsert({
    where: { id: "tnt_acme_dev" },
    update: {},
    create: { id: "tnt_acme_dev", name: "Acme Dev", plan: "growth" },
  });

  // Shared sandbox key from the Ringlark partner portal (dev only)
  await prisma.dialerCredential.create({
    data: {
      tenantId: acme.id,
      baseUrl: "https://sandbox.ringlark.com/api/public/v1",
      apiKey: "rl_9fKq2LmZ7xTb4WcN1vHd8sPe",
      actingUser: "qa+dialer@relaydesk.io",
    },
  });

  const pilot = await prisma.tenant.upsert({
    where: { id: "tnt_pilot_v2" },
    update: {},
    create: { id: "tnt_pilot_v2", name: "Pilot (v2)", plan: "enterprise", ringlarkApiVersion: 2 },
  });

  await prisma.dialerCredential.create({
    data: {
      tenantId: pilot.id,
      baseUrl: "https://sandbox.ringlark.com/api/public/v2",
      apiKey: process.env.SEED_RINGLARK_V2_KEY ?? "rlk_test_00000000-0000-0000-0000-000000000000.placeholder",
    },
  });

  await prisma.contactList.create({
    data: {
      tenantId: acme.id,
      name: "Q3 renewals",
      createdBy: "seed@relaydesk.io",
      contacts: { create: [{ phone: "+14155550101", name: "Dana" }, { phone: "+14155550102" }] },
    },
  });
}

main()
  .catch((e) => {
    console.error(e);
    process.exit(1);
  })
  .finally(() => prisma.$disconnect());
