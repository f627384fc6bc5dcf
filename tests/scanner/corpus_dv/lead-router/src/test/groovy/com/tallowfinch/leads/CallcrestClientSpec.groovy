package com.tallowfinch.leads

import com.tallowfinch.leads.callcrest.CallcrestClient
import com.tallowfinch.leads.callcrest.CallcrestErrors
import com.tallowfinch.leads.callcrest.ContactListRequest
import io.micronaut.context.annotation.Requires
import io.micronaut.http.HttpResponse
import io.micronaut.http.HttpStatus
import io.micronaut.http.annotation.*
import io.micronaut.http.client.exceptions.HttpClientResponseException
import io.micronaut.test.extensions.spock.annotation.MicronautTest
import jakarta.inject.Inject
import spock.lang.Specification

@MicronautTest(environments = "test")
class CallcrestClientSpec extends Specification {

    @Inject CallcrestClient client
    @Inject FakeCallcrest fake

    void "create list sends the key and acting user headers"() {
        when:
        def list = client.createContactList(new ContactListRequest(name: "LR TX-AUTO"))

        then:
        list.id == "cl_1"
        fake.lastKey == "cc_test_key_not_real"
        fake.lastUser == "spec@tallowfinch.com"
    }

    void "404 user not found is recognised"() {
        when:
        client.getContactList("missing-user")

        then:
        def e = thrown(HttpClientResponseException)
        CallcrestErrors.isUserNotFound(e)
    }

    void "502 is classified as retryable"() {
        when:
        client.getContactList("idp-down")

        then:
        def e = thrown(HttpClientResponseException)
        e.status == HttpStatus.BAD_GATEWAY
    }

    @Requires(env = "test")
    @Controller("/api/public/v1")
    static class FakeCallcrest {
        String lastKey
        String lastUser

        @Post("/contact-lists")
        Map create(@Header("X-Api-Key") String key, @Header("X-User-Email") String user, @Body Map body) {
            lastKey = key
            lastUser = user
            [id: "cl_1", name: body.name, contactCount: 0]
        }

        @Get("/contact-lists/{id}")
        HttpResponse<Map> get(String id) {
            switch (id) {
                case "missing-user": return HttpResponse.notFound([error: "user not found"])
                case "idp-down": return HttpResponse.status(HttpStatus.BAD_GATEWAY).body([error: "identity provider unreachable"])
                default: return HttpResponse.ok([id: id, name: "x"])
            }
        }
    }
}
