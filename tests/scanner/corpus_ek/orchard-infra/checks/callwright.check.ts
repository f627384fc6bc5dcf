import { ApiCheck, AssertionBuilder } from "checkly/constructs";

// Synthetic checks: our own health endpoint, and whether the dialer API still
// accepts our tenant key. Alerts go to #dialer-alerts.
new ApiCheck("orchard-health", {
  name: "Orchard /api/health",
  frequency: 5,
  request: {
    method: "GET",
    url: "https://app.orchardhq.com/api/health",
    assertions: [AssertionBuilder.statusCode().equals(200)],
  },
});

new ApiCheck("callwright-lists", {
  name: "Callwright public API reachable",
  frequency: 10,
  degradedResponseTime: 3000,
  request: {
    method: "GET",
    url: "https://api.callwright.io/api/public/v1/contact-lists?limit=1",
    headers: [
      { key: "x-api-key", value: "{{CALLWRIGHT_API_KEY}}" },
      { key: "x-user-email", value: "monitor@orchardhq.com" },
    ],
    assertions: [
      AssertionBuilder.statusCode().notEquals(503),
      AssertionBuilder.statusCode().notEquals(401),
      AssertionBuilder.statusCode().lessThan(500),
    ],
  },
});
