package com.tidewell.renewals.callvance

import com.tidewell.renewals.policies.PolicyRepository
import io.micronaut.context.annotation.Value
import io.micronaut.http.client.exceptions.HttpClientResponseException
import io.micronaut.scheduling.annotation.Scheduled
import jakarta.inject.Singleton
import org.slf4j.LoggerFactory

@Singleton
open class RenewalListPublisher(
    private val callvance: CallvanceApi,
    private val translator: CallvanceFailureTranslator,
    private val policies: PolicyRepository,
    @Value("\${callvance.renewals-list-id}") private val listId: Long,
) {
    private val log = LoggerFactory.getLogger(javaClass)

    @Scheduled(cron = "0 0 6 * * MON-FRI")
    open fun publishDueRenewals() {
        val due = policies.renewingWithinDays(30).filter { it.phone != null }
        if (due.isEmpty()) return

        try {
            val res = callvance.addContacts(listId, AddContacts(due.map { Contact(it.phone!!, it.holder, it.policyNumber) }))
            log.info("renewals list {}: +{} ({} skipped)", listId, res.body()?.added, res.body()?.skipped)
        } catch (e: HttpClientResponseException) {
            when (val failure = translator.translate(listId, e)) {
                is RenewalDialerFailure.Disabled -> log.warn("skipping renewals push, dialer API is off")
                is RenewalDialerFailure.ListGone -> log.error("renewals list {} was deleted in Callvance", failure.listId)
                else -> throw failure
            }
        }
    }

    fun dropCancelled(phone: String) {
        callvance.removeContact(listId, phone)
    }
}
