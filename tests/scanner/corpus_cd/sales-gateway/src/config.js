module.exports = {
  port: Number(process.env.PORT || 8080),
  ringstack: {
    base: process.env.RINGSTACK_BASE || "https://api.ringstack.io/api/public/v1",
    key: process.env.RINGSTACK_KEY || "rs_live0Zx7Cv3Bn9Mk2Lp5Qr8St1Uw",
  },
  sendgridKey: process.env.SENDGRID_API_KEY,
  pricingService: process.env.PRICING_URL || "http://pricing.internal:7000/v1",
};
