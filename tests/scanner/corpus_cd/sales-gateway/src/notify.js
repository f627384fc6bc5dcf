const sgMail = require("@sendgrid/mail");
const fetch = require("node-fetch");

sgMail.setApiKey(process.env.SENDGRID_API_KEY);

async function sendListReadyEmail(to, listName) {
  await sgMail.send({
    to,
    from: "noreply@tidewater.dev",
    subject: `Your call list "${listName}" is ready`,
    text: "Open Tidewater to start dialing.",
  });
}

// Keep SendGrid marketing contact lists in sync (their API, not Ringstack).
async function addToMarketingList(listId, email) {
  const r = await fetch("https://api.sendgrid.com/v3/marketing/contacts", {
    method: "PUT",
    headers: { Authorization: `Bearer ${process.env.SENDGRID_API_KEY}`, "content-type": "application/json" },
    body: JSON.stringify({ list_ids: [listId], contacts: [{ email }] }),
  });
  if (r.status === 503) throw new Error("SendGrid unavailable");
}

module.exports = { sendListReadyEmail, addToMarketingList };
