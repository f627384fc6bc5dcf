package co.northmoor.leads.kafka

import co.northmoor.leads.config.RetryPolicy
import co.northmoor.leads.ringlane.AddContacts
import co.northmoor.leads.ringlane.RinglaneApi
import co.northmoor.leads.ringlane.RinglaneFailureClassifier
import co.northmoor.leads.ringlane.SyncOutcome
import io.micronaut.configuration.kafka.annotation.KafkaListener
import io.micronaut.configuration.kafka.annotation.OffsetReset
import io.micronaut.configuration.kafka.annotation.Topic
import io.micronaut.context.annotation.Value
import io.micronaut.http.client.exceptions.HttpClientResponseException
import io.micronaut.retry.annotation.Retryable
import kotlinx.coroutines.runBlocking
import org.slf4j.LoggerFactory

@KafkaListener(groupId = "lead-router", offsetReset = OffsetReset.EARLIEST)
class QualifiedLeadListener(
    private val ringlane: RinglaneApi,
    private val deadLetters: DeadLetterProducer,
    @Value("\${ringlane.default-list}") private val defaultList: String,
) {
    private val log = LoggerFactory.getLogger(javaClass)

    @Topic("leads.qualified")
    @Retryable(attempts = "3", delay = "2s", includes = [RetryableLeadException::class])
    fun onQualifiedLead(lead: QualifiedLead) = runBlocking {
        try {
            ringlane.addContacts(lead.listId ?: defaultList, AddContacts(listOf(lead.phoneE164)))
        } catch (e: HttpClientResponseException) {
            when (val outcome = RinglaneFailureClassifier.classify(e)) {
                is SyncOutcome.Retry -> if (e.status.code in RetryPolicy.RINGLANE_RETRYABLE) throw RetryableLeadException(outcome.reason, e) else deadLetters.send(lead.id, lead)
                is SyncOutcome.Halt -> { log.error("halting lead sync: {}", outcome.reason); throw e }
                is SyncOutcome.Drop -> deadLetters.send(lead.id, lead)
            }
        }
    }
}

class RetryableLeadException(message: String, cause: Throwable) : RuntimeException(message, cause)
