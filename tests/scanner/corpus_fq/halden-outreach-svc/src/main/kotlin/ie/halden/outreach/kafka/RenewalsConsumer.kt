package ie.halden.outreach.kafka

import ie.halden.outreach.voxreach.LegacyAppendContacts
import ie.halden.outreach.voxreach.LegacyContactListClient
import ie.halden.outreach.voxreach.toLegacyFailure
import io.smallrye.common.annotation.Blocking
import jakarta.enterprise.context.ApplicationScoped
import jakarta.ws.rs.WebApplicationException
import org.eclipse.microprofile.reactive.messaging.Incoming
import org.eclipse.microprofile.rest.client.inject.RestClient

@ApplicationScoped
class RenewalsConsumer(
    @RestClient private val contactLists: LegacyContactListClient,
    private val quotes: QuotesLookup,
) {
    @Incoming("policy-renewals")
    @Blocking
    fun onRenewalDue(payload: String) {
        val renewal = RenewalDue.parse(payload)
        val quote = quotes.forPolicy(renewal.policyId)
        if (quote.status == 404) return // policy archived upstream
        try {
            contactLists.append(renewal.branchListId, LegacyAppendContacts(listOf(renewal.phone)))
        } catch (e: WebApplicationException) {
            throw e.toLegacyFailure()
        }
    }
}
