// Zap: "Webinar attended" -> tag member in Mailchimp audience
// inputData: email, listId, tag
const crypto = require('crypto');
const hash = crypto.createHash('md5').update(inputData.email.toLowerCase()).digest('hex');
const dc = process.env.MAILCHIMP_DC || 'us21';

const res = await fetch(`https://${dc}.api.mailchimp.com/3.0/lists/${inputData.listId}/members/${hash}/tags`, {
  method: 'POST',
  headers: {
    Authorization: `apikey ${inputData.mailchimpKey}`,
    'Content-Type': 'application/json',
  },
  body: JSON.stringify({ tags: [{ name: inputData.tag, status: 'active' }] }),
});

if (res.status === 404) {
  output = { tagged: false, reason: 'member not in audience' };
} else if (!res.ok) {
  const err = await res.json();
  output = { tagged: false, reason: err.detail };
} else {
  output = { tagged: true };
}
