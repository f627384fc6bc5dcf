package com.tallyfield.outreach.mailchimp

import com.tallyfield.outreach.config.OutreachProperties
import org.springframework.beans.factory.annotation.Qualifier
import org.springframework.http.HttpStatus
import org.springframework.stereotype.Component
import org.springframework.web.reactive.function.client.WebClient
import org.springframework.web.reactive.function.client.WebClientResponseException
import org.springframework.web.reactive.function.client.awaitBody
import java.security.MessageDigest

class MailchimpException(msg: String, cause: Throwable? = null) : RuntimeException(msg, cause)

data class MailchimpError(val type: String?, val title: String?, val status: Int?, val detail: String?)

@Component
class MailchimpAudienceClient(
    @Qualifier("mailchimpWebClient") private val webClient: WebClient,
    private val props: OutreachProperties,
) {
    suspend fun subscribe(email: String) {
        val hash = MessageDigest.getInstance("MD5").digest(email.lowercase().toByteArray())
            .joinToString("") { "%02x".format(it) }
        try {
            webClient.put()
                .uri("/lists/{list}/members/{hash}", props.mailchimp.audienceId, hash)
                .bodyValue(mapOf("email_address" to email, "status_if_new" to "subscribed"))
                .retrieve()
                .awaitBody<Map<String, Any>>()
        } catch (e: WebClientResponseException) {
            when (e.statusCode) {
                HttpStatus.NOT_FOUND -> throw MailchimpException("audience ${props.mailchimp.audienceId} not found", e)
                HttpStatus.SERVICE_UNAVAILABLE, HttpStatus.BAD_GATEWAY -> throw MailchimpException("mailchimp down", e)
                else -> {
                    val err = e.getResponseBodyAs(MailchimpError::class.java)
                    throw MailchimpException(err?.detail ?: e.message ?: "mailchimp error", e)
                }
            }
        }
    }
}
