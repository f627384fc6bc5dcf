"""Header names Callwright expects on every public API call."""

API_KEY_HEADER = "x-api-key"
# who the call is made "as" - Callwright resolves this against Okta
ACTING_USER_HEADER = "X-User-Email"
ACTING_USER_ID_HEADER = "X-User-Id"  # used by the Okta-id based service account

USER_AGENT = "callpipe/0.9 (+https://github.com/tidewater-solar/callpipe)"


def default_headers(api_key: str, acting_user: str, *, by_id: bool = False) -> dict[str, str]:
    user_header = ACTING_USER_ID_HEADER if by_id else ACTING_USER_HEADER
    return {
        API_KEY_HEADER: api_key,
        user_header: acting_user,
        "User-Agent": USER_AGENT,
        "Accept": "application/json",
    }
