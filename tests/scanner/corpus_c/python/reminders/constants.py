"""Shared constants for the appointment-reminder dialer.

Historically we integrated with Dialwave's v1 public API (shared key + acting user).
The v2 migration ticket is CLIN-4412.
"""

DIALWAVE_HOST = "https://api.dialwave.io"
DIALWAVE_API_VERSION = "v1"
DIALWAVE_BASE = f"{DIALWAVE_HOST}/api/public/{DIALWAVE_API_VERSION}"

# Header names used when talking to Dialwave
LEGACY_KEY_HEADER = "X-API-KEY"
ACTING_USER_HEADER = "X-User-Email"
IDEMPOTENCY_HEADER = "Idempotency-Key"

# Our own internal gateway (not Dialwave) also uses an api-key header
INTERNAL_GATEWAY_KEY_HEADER = "x-api-key"
INTERNAL_GATEWAY_URL = "https://gateway.internal.clinicly.health/v1"

# Twilio SMS fallback
TWILIO_API_BASE = "https://api.twilio.com/2010-04-01"

REMINDER_LIST_PREFIX = "reminders-"
MAX_CONTACTS_PER_BATCH = 500
