const { ringstack } = require("./config");

const KEY_HEADER = "X-Api-Key";
const ACTOR_HEADER = "X-User-Email";

function ringstackHeaders(actorEmail) {
  return {
    [KEY_HEADER]: ringstack.key,
    [ACTOR_HEADER]: actorEmail,
    Accept: "application/json",
  };
}

module.exports = { ringstackHeaders };
