package com.tallowfinch.leads.leads

import com.tallowfinch.leads.callcrest.CallcrestError
import com.tallowfinch.leads.callcrest.CallcrestErrors
import com.tallowfinch.leads.callcrest.CallcrestTransientException
import io.micronaut.http.HttpRequest
import io.micronaut.http.HttpResponse
import io.micronaut.http.HttpStatus
import io.micronaut.http.annotation.Body
import io.micronaut.http.annotation.Controller
import io.micronaut.http.annotation.Delete
import io.micronaut.http.annotation.Error
import io.micronaut.http.annotation.Get
import io.micronaut.http.annotation.Post
import io.micronaut.http.client.exceptions.HttpClientResponseException

/**
 * lead-router's own API (used by the quote site and partner feeds).
 */
@Controller("/api/v1/leads")
class LeadController {

    private final LeadService service
    private final LeadRepository leads

    LeadController(LeadService service, LeadRepository leads) {
        this.service = service
        this.leads = leads
    }

    @Post
    HttpResponse<Lead> create(@Body Lead lead) {
        HttpResponse.created(service.route(leads.save(lead)))
    }

    @Get("/{id}")
    HttpResponse<?> show(Long id) {
        leads.findById(id).map { HttpResponse.ok(it) }
            .orElse(HttpResponse.notFound([error: "lead not found"]))
    }

    @Delete("/{id}")
    HttpResponse<?> withdraw(Long id) {
        def lead = leads.findById(id).orElse(null)
        if (!lead) return HttpResponse.notFound([error: "lead not found"])
        service.withdraw(lead)
        HttpResponse.noContent()
    }

    @Error(exception = NoCampaignException)
    HttpResponse<Map> noCampaign(HttpRequest<?> request, NoCampaignException e) {
        HttpResponse.unprocessableEntity().body([error: e.message])
    }

    @Error(exception = CallcrestTransientException)
    HttpResponse<Map> dialerBusy(HttpRequest<?> request, CallcrestTransientException e) {
        HttpResponse.status(HttpStatus.SERVICE_UNAVAILABLE).header("Retry-After", "20").body([error: "dialer temporarily unavailable"])
    }

    @Error(exception = HttpClientResponseException)
    HttpResponse<Map> dialerFailed(HttpRequest<?> request, HttpClientResponseException e) {
        if (CallcrestErrors.isDisabled(e)) {
            return HttpResponse.status(HttpStatus.SERVICE_UNAVAILABLE).body([error: "dialer integration switched off"])
        }
        if (e.status == HttpStatus.BAD_GATEWAY) {
            return HttpResponse.status(HttpStatus.SERVICE_UNAVAILABLE).body([error: "dialer identity provider down"])
        }
        CallcrestError body = CallcrestErrors.body(e)
        HttpResponse.status(HttpStatus.BAD_GATEWAY).body([error: "dialer: ${body?.error ?: e.status.reason}".toString()])
    }

    @Error(status = HttpStatus.NOT_FOUND, global = true)
    HttpResponse<Map> notFound(HttpRequest<?> request) {
        HttpResponse.notFound([error: "no route for ${request.path}".toString()])
    }
}
