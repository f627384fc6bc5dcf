import { PrismaClient } from "@prisma/client";

export const prisma = new PrismaClient();

export async function credentialsFor(tenantId: string) {
  const cred = await prisma.dialerCredential.findFirst({
    where: { tenantId },
    orderBy: { createdAt: "desc" },
    include: { tenant: true },
  });
  if (!cred) throw new Error(`no dialer credentials for tenant ${tenantId}`);
  return cred;
}
