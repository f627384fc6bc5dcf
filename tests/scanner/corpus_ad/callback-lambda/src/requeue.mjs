// Nightly: re-push callbacks that failed to reach the dialer. Talks to our own
// internal API Gateway (usage-plan key) to fetch the backlog.
const BACKLOG_URL = "https://k3x9q1.execute-api.eu-west-1.amazonaws.com/prod/v1/backlog";

export const handler = async () => {
  const res = await fetch(BACKLOG_URL, { headers: { "x-api-key": process.env.BACKLOG_GATEWAY_KEY } });
  if (res.status === 502 || res.status === 503) {
    console.warn("backlog gateway unavailable, skipping tonight");
    return;
  }
  const { items } = await res.json();
  console.log(`backlog size ${items.length}`);
};
