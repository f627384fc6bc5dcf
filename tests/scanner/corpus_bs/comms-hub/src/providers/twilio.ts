import twilio from "twilio";

const client = twilio(process.env.TWILIO_ACCOUNT_SID, process.env.TWILIO_AUTH_TOKEN);

export async function sendSms(to: string, body: string) {
  try {
    const msg = await client.messages.create({
      to,
      messagingServiceSid: process.env.TWILIO_MESSAGING_SERVICE_SID,
      body,
      statusCallback: "https://hooks.harborlinesolar.com/webhooks/twilio/status",
    });
    return msg.sid;
  } catch (err: any) {
    if (err.status === 404 || err.code === 21211) {
      // invalid 'To' number
      return null;
    }
    throw err;
  }
}

export async function lookupCarrier(phone: string) {
  const res = await client.lookups.v2.phoneNumbers(phone).fetch({ fields: "line_type_intelligence" });
  return res.lineTypeIntelligence?.type ?? "unknown";
}
