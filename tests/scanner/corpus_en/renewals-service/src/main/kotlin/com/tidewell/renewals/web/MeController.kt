package com.tidewell.renewals.web

import io.micronaut.http.HttpResponse
import io.micronaut.http.annotation.Controller
import io.micronaut.http.annotation.Get
import io.micronaut.http.annotation.Header
import io.micronaut.serde.annotation.Serdeable

@Serdeable
data class Me(val userId: String, val email: String?)

@Serdeable
data class ApiError(val error: String)

/**
 * Used by the renewals back-office SPA. The gateway injects X-User-Id / X-User-Email
 * after validating the session cookie.
 */
@Controller("/api/me")
class MeController {

    @Get
    fun me(
        @Header("X-User-Id") userId: String?,
        @Header("X-User-Email") email: String?,
    ): HttpResponse<Any> {
        if (userId.isNullOrBlank()) {
            return HttpResponse.unauthorized<Any>().body(ApiError("user not found"))
        }
        return HttpResponse.ok(Me(userId, email))
    }
}
