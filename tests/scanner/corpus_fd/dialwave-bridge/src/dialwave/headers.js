// Header names the legacy Dialwave API expects.
const DIALWAVE_KEY_HEADER = 'X-Api-Key';
const DIALWAVE_ACTOR_HEADER = 'X-User-Id';

module.exports = { DIALWAVE_KEY_HEADER, DIALWAVE_ACTOR_HEADER };
