%dw 2.0
output application/json
var body = error.errorMessage.payload default {}
---
{
  status: error.errorMessage.attributes.statusCode,
  owner: vars.ownerEmail,
  message: if (body.error is String) body.error else "Unexpected Dialwave response",
  problems: (body.details default []) map ((d) -> "$(d.path): $(d.message)")
}
