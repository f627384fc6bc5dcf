%dw 2.0
output application/json
var body = error.errorMessage.payload default {}
---
{
  source: "dialwave",
  reason: if (body.error == "user not found") "ACTING_USER_MISSING"
          else if (body.error == "contact list not found") "LIST_MISSING"
          else "UNKNOWN",
  message: body.error default "",
  fields: (body.details default []) map ((d) -> d.path ++ ": " ++ d.message)
}
