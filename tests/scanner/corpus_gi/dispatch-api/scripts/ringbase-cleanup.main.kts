#!/usr/bin/env kotlin
@file:DependsOn("io.ktor:ktor-client-cio-jvm:2.3.11")
@file:DependsOn("org.jetbrains.kotlinx:kotlinx-serialization-json-jvm:1.6.3")

// One-off: delete stale "Driver check-in" lists left behind by region renames.
// usage: RINGBASE_API_KEY=... ./ringbase-cleanup.main.kts --dry-run

import io.ktor.client.HttpClient
import io.ktor.client.engine.cio.CIO
import io.ktor.client.request.delete
import io.ktor.client.request.get
import io.ktor.client.request.header
import io.ktor.client.statement.bodyAsText
import kotlinx.coroutines.runBlocking
import kotlinx.serialization.json.Json
import kotlinx.serialization.json.jsonArray
import kotlinx.serialization.json.jsonObject
import kotlinx.serialization.json.jsonPrimitive

val BASE = System.getenv("RINGBASE_BASE_URL") ?: "https://api.ringbase.com/api/public/v1"
val KEY = System.getenv("RINGBASE_API_KEY") ?: error("RINGBASE_API_KEY not set")
val AS_USER = System.getenv("RINGBASE_ACTING_USER") ?: "dispatch-bot@orchardfreight.com"
val dryRun = "--dry-run" in args
val keep = setOf("NW", "NE", "SW", "SE", "MW")

runBlocking {
    HttpClient(CIO).use { http ->
        val resp = http.get("$BASE/contact-lists") {
            header("X-Api-Key", KEY)
            header("X-User-Email", AS_USER)
        }
        val text = resp.bodyAsText()
        if (resp.status.value != 200) {
            val err = Json.parseToJsonElement(text).jsonObject["error"]?.jsonPrimitive?.content
            error("listing failed (${resp.status.value}): $err")
        }
        for (item in Json.parseToJsonElement(text).jsonArray) {
            val obj = item.jsonObject
            val name = obj["name"]!!.jsonPrimitive.content
            val id = obj["id"]!!.jsonPrimitive.content
            if (!name.startsWith("Driver check-in ") || name.removePrefix("Driver check-in ") in keep) continue
            println("${if (dryRun) "[dry-run] " else ""}deleting $id ($name)")
            if (!dryRun) {
                http.delete("$BASE/contact-lists/$id") {
                    header("X-Api-Key", KEY)
                    header("X-User-Email", AS_USER)
                }
            }
        }
    }
}
