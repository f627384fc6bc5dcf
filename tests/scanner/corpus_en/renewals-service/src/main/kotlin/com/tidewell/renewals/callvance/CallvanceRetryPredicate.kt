package com.tidewell.renewals.callvance

import io.micronaut.http.client.exceptions.HttpClientResponseException
import io.micronaut.retry.annotation.RetryPredicate

/**
 * Only retry the statuses Callvance documents as transient.
 */
class CallvanceRetryPredicate : RetryPredicate {

    private val transientStatuses = setOf(429, 502)

    override fun test(t: Throwable): Boolean =
        t is HttpClientResponseException && t.status.code in transientStatuses
}
