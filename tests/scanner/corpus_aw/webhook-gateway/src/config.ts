function required(name: string): string {
  const v = process.env[name];
  if (!v) throw new Error(`missing env ${name}`);
  return v;
}

export const config = {
  port: Number(process.env.PORT ?? 8080),
  queueUrl: required("EVENTS_QUEUE_URL"),
  stripe: {
    secretKey: required("STRIPE_SECRET_KEY"),
    webhookSecret: required("STRIPE_WEBHOOK_SECRET"),
  },
  twilio: { authToken: required("TWILIO_AUTH_TOKEN"), publicUrl: required("PUBLIC_URL") },
  sendgrid: { verificationKey: required("SENDGRID_WEBHOOK_PUBLIC_KEY") },
  clerk: { svixSecret: required("CLERK_WEBHOOK_SECRET") },
  dialwise: {
    signingSecret: required("DIALWISE_SIGNING_SECRET"),
    apiBase: process.env.DIALWISE_API_BASE ?? "https://api.dialwise.io/api/public/v1",
    apiKey: required("DIALWISE_API_KEY"),
    actingUser: process.env.DIALWISE_ACTING_USER ?? "webhooks@fernhollow.com",
  },
};
