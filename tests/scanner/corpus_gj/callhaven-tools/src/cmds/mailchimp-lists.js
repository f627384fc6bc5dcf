'use strict';

// Marketing's audiences live in Mailchimp, not Callhaven. Read-only helper.
const axios = require('axios');

exports.command = 'mailchimp-lists';
exports.describe = 'list Mailchimp audiences (marketing)';
exports.handler = async () => {
  const dc = process.env.MAILCHIMP_DC;
  const { data } = await axios.get(`https://${dc}.api.mailchimp.com/3.0/lists`, {
    auth: { username: 'anystring', password: process.env.MAILCHIMP_API_KEY },
  });
  for (const l of data.lists) console.log(`${l.id}\t${l.name}\t${l.stats.member_count}`);
};
