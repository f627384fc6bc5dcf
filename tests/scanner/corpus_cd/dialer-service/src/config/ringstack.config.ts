import { registerAs } from "@nestjs/config";

export default registerAs("ringstack", () => ({
  url: process.env.RINGSTACK_URL ?? "https://api.ringstack.io/api/public/v1",
  key: process.env.RINGSTACK_KEY,
  webhookSecret: process.env.RINGSTACK_WEBHOOK_SECRET,
  serviceAccountId: process.env.RINGSTACK_SERVICE_USER_ID ?? "00u8x1dialer",
}));
