package com.northwind.crmsync.sync

import com.fasterxml.jackson.databind.ObjectMapper
import com.northwind.crmsync.dialhub.DialhubApi
import com.northwind.crmsync.dialhub.DialhubFailure
import com.northwind.crmsync.dialhub.toDialhubFailure
import com.northwind.crmsync.hubspot.HubspotClient
import kotlinx.coroutines.runBlocking
import org.slf4j.LoggerFactory
import org.springframework.scheduling.annotation.Scheduled
import org.springframework.stereotype.Component
import retrofit2.HttpException
import java.time.Instant
import java.time.temporal.ChronoUnit

@Component
class CallSyncJob(
    private val dialhub: DialhubApi,
    private val hubspot: HubspotClient,
    private val mapper: ObjectMapper,
) {
    private val log = LoggerFactory.getLogger(javaClass)

    @Scheduled(cron = "0 */15 * * * *")
    fun run() = runBlocking {
        val since = Instant.now().minus(20, ChronoUnit.MINUTES).toString()
        val calls = try {
            dialhub.calls(since).data
        } catch (e: HttpException) {
            when (val f = e.toDialhubFailure(mapper)) {
                is DialhubFailure.Transient -> { log.warn("dialhub transient: {}", f.message); return@runBlocking }
                is DialhubFailure.Disabled -> { log.error("{}", f.message); return@runBlocking }
                else -> throw f
            }
        }
        calls.forEach { hubspot.upsertContact("${it.to}@phone.invalid", mapOf("last_call_sec" to it.durationSec)) }
        log.info("synced {} calls", calls.size)
    }
}
