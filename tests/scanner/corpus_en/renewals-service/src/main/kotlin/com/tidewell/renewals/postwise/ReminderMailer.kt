package com.tidewell.renewals.postwise

import io.micronaut.http.client.exceptions.HttpClientResponseException
import jakarta.inject.Singleton
import org.slf4j.LoggerFactory

@Singleton
class ReminderMailer(private val postwise: PostwiseAudienceClient) {

    private val log = LoggerFactory.getLogger(javaClass)

    fun enrol(listId: String, contacts: List<PostwiseContact>) {
        try {
            postwise.subscribe(listId, contacts)
        } catch (e: HttpClientResponseException) {
            val err = e.getBody(PostwiseError::class.java).orElse(null)
            when (e.status.code) {
                404 -> log.warn("postwise list {} not found: {}", listId, err?.error)
                502, 503 -> log.warn("postwise unavailable, will retry on next run")
                else -> throw e
            }
        }
    }
}
