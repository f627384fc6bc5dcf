package com.tallyfield.outreach.web

import com.ninjasquad.springmockk.MockkBean
import com.tallyfield.outreach.mailchimp.MailchimpAudienceClient
import com.tallyfield.outreach.ringwell.RingwellApiException
import com.tallyfield.outreach.ringwell.RingwellContactListClient
import io.mockk.coEvery
import org.junit.jupiter.api.Test
import org.springframework.beans.factory.annotation.Autowired
import org.springframework.boot.test.autoconfigure.web.reactive.WebFluxTest
import org.springframework.test.web.reactive.server.WebTestClient

@WebFluxTest(OutreachController::class, GlobalErrorHandler::class)
class OutreachControllerTest {
    @Autowired lateinit var web: WebTestClient
    @MockkBean lateinit var ringwell: RingwellContactListClient
    @MockkBean lateinit var mailchimp: MailchimpAudienceClient

    @Test
    fun `returns 502 when dialer is down`() {
        coEvery { ringwell.list(any()) } throws RingwellApiException.ApiDisabled("disabled", 503)

        web.get().uri("/api/v1/outreach/call-lists")
            .header("X-User-Id", "auth0|u1")
            .header("X-User-Email", "u1@tallyfield.com")
            .exchange()
            .expectStatus().isEqualTo(502)
            .expectBody().jsonPath("$.error").isEqualTo("disabled")
    }

    @Test
    fun `missing X-User-Id is a 400`() {
        web.get().uri("/api/v1/outreach/call-lists").exchange().expectStatus().isBadRequest
    }
}
