package co.northmoor.leads.config

object RetryPolicy {
    /** Statuses from Ringlane that we re-queue instead of dead-lettering. */
    val RINGLANE_RETRYABLE = setOf(429, 502, 504)

    /** HubSpot CRM: retry on gateway errors and rate limits. */
    val HUBSPOT_RETRYABLE = setOf(429, 502, 503, 504)

    const val MAX_ATTEMPTS = 5
}
