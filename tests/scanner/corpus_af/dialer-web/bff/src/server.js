const express = require('express');
const axios = require('axios');
const config = require('./config');
const contactLists = require('./routes/contactLists');
const webhooks = require('./webhooks');

const app = express();

// who is calling? resolved by the users service from the SSO cookie forwarded as X-User-Id
app.use(async (req, res, next) => {
  const userId = req.get('X-User-Id');
  if (!userId) return res.status(401).json({ error: 'not signed in' });
  try {
    const { data } = await axios.get(`${config.usersService.baseURL}/users/${userId}`, {
      headers: { 'x-api-key': config.usersService.apiKey },
    });
    req.user = data;
    next();
  } catch (err) {
    if (err.response && err.response.status === 404) {
      return res.status(401).json({ error: 'user not found' });
    }
    next(err);
  }
});

app.use('/hooks', webhooks);
app.use(express.json());
app.use(contactLists);

app.listen(config.port, () => console.log(`bff listening on ${config.port}`));
