%dw 2.0
output application/java
var body = error.errorMessage.payload default {}
---
{
  status: error.errorMessage.attributes.statusCode,
  reason: lower(body.error default "unknown"),
  fields: (body.details default []) map ($.path ++ ": " ++ $.message)
}
