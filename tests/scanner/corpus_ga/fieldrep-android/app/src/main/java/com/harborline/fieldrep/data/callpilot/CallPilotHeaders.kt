package com.harborline.fieldrep.data.callpilot

/**
 * Header names expected by the CallPilot public API.
 * The acting user is the rep's SSO login; CallPilot resolves it against Okta.
 */
internal object CallPilotHeaders {
    const val API_KEY = "x-api-key"
    const val ACTING_USER_EMAIL = "x-user-email"
    const val ACTING_USER_ID = "X-User-Id"
    const val REQUEST_ID = "X-Request-Id"
    const val USER_AGENT = "User-Agent"
}
