package com.parcelwise.routing.ringlane

import com.fasterxml.jackson.module.kotlin.jacksonObjectMapper
import com.fasterxml.jackson.module.kotlin.readValue
import feign.Response
import feign.RetryableException
import feign.codec.ErrorDecoder

data class RingLaneErrorBody(
    val error: String,
    val details: List<Detail> = emptyList(),
) {
    data class Detail(val path: String, val message: String)
}

class RingLaneException(val status: Int, val body: RingLaneErrorBody?) :
    RuntimeException("RingLane $status: ${body?.error}")

class RingLaneUserNotFoundException(body: RingLaneErrorBody?) : RuntimeException(body?.error)

class RingLaneErrorDecoder : ErrorDecoder {
    private val mapper = jacksonObjectMapper()

    override fun decode(methodKey: String, response: Response): Exception {
        val body = runCatching {
            response.body()?.asInputStream()?.use { mapper.readValue<RingLaneErrorBody>(it) }
        }.getOrNull()

        return when (response.status()) {
            502 -> RetryableException(502, "RingLane identity provider unreachable", response.request().httpMethod(), null as Long?, response.request())
            404 -> if (body?.error == "user not found") RingLaneUserNotFoundException(body) else RingLaneException(404, body)
            else -> RingLaneException(response.status(), body)
        }
    }
}
