import { Router } from "express";
import twilio from "twilio";

export const twilioHooks = Router();

twilioHooks.post("/voice/status", (req, res) => {
  const signature = req.header("X-Twilio-Signature") ?? "";
  const url = `https://console.harborviewcx.com${req.originalUrl}`;
  if (!twilio.validateRequest(process.env.TWILIO_AUTH_TOKEN!, signature, url, req.body)) {
    return res.status(403).json({ error: "bad signature" });
  }
  // CallStatus: queued | ringing | in-progress | completed | busy | failed | no-answer
  console.log("twilio call", req.body.CallSid, req.body.CallStatus);
  res.type("text/xml").send("<Response/>");
});
