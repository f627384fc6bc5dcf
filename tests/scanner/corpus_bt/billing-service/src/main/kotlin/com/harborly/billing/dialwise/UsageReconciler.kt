package com.harborly.billing.dialwise

import com.fasterxml.jackson.databind.ObjectMapper
import kotlinx.coroutines.delay
import org.slf4j.LoggerFactory
import org.springframework.stereotype.Service
import retrofit2.Response
import java.time.LocalDate

@Service
class UsageReconciler(
    private val api: DialwiseApi,
    private val mapper: ObjectMapper,
) {
    private val log = LoggerFactory.getLogger(javaClass)

    suspend fun minutesFor(month: LocalDate): MinutesUsage {
        val from = month.withDayOfMonth(1).toString()
        val to = month.withDayOfMonth(month.lengthOfMonth()).toString()
        return callWithRetry { api.minutes(from, to) }
    }

    private suspend fun <T> callWithRetry(attempts: Int = 4, block: suspend () -> Response<T>): T {
        var last: DialwiseException? = null
        repeat(attempts) { i ->
            val resp = block()
            if (resp.isSuccessful) return resp.body()!!
            val err = resp.errorBody()?.string()?.let { runCatching { mapper.readValue(it, DialwiseApiError::class.java) }.getOrNull() }
            last = DialwiseException(resp.code(), err)
            when (resp.code()) {
                502, 429 -> {
                    log.warn("Dialwise transient failure {} (attempt {}): {}", resp.code(), i + 1, err?.error)
                    delay(1000L * (i + 1))
                }
                503 -> throw IllegalStateException("Dialwise public API is disabled for our tenant; ask vendor to re-enable")
                else -> throw last!!
            }
        }
        throw last!!
    }
}
