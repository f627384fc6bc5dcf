%dw 2.0
import dw::Crypto
output application/java
var secret = p('secure::dialwave.webhookSecret')
---
lower(Crypto::HMACWith(secret as Binary, vars.rawBody as Binary, "HmacSHA256")) == lower(vars.signature default "")
