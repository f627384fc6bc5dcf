%dw 2.0
output application/json
// Salesforce OAuth failures come back as {"error":"invalid_grant","error_description":"..."}
---
{
  source: "salesforce",
  code: payload.error default "unknown",
  description: payload.error_description default ""
}
