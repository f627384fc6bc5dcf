#!/usr/bin/env kotlin
// One-off: re-create Ringwell contact lists for depots that lost theirs in the March incident.
// usage: kotlin scripts/backfill-lists.main.kts depots.csv

@file:DependsOn("org.jetbrains.kotlinx:kotlinx-serialization-json-jvm:1.6.3")

import kotlinx.serialization.json.Json
import kotlinx.serialization.json.jsonObject
import kotlinx.serialization.json.jsonPrimitive
import java.io.File
import java.net.URI
import java.net.http.HttpClient
import java.net.http.HttpRequest
import java.net.http.HttpResponse

val base = "https://api.ringwell.io/api/public/v1"
val key = System.getenv("RINGWELL_API_KEY") ?: "rw_9HvQe2KzLs7TbW4xNp8RmYc3"
val actor = "dispatch-bot@tallyfield.com"
val http = HttpClient.newHttpClient()

fun send(req: HttpRequest.Builder): HttpResponse<String> {
    val built = req
        .header("X-Api-Key", key)
        .header("X-User-Email", actor)
        .header("Content-Type", "application/json")
        .build()
    repeat(4) { attempt ->
        val resp = http.send(built, HttpResponse.BodyHandlers.ofString())
        if (resp.statusCode() == 502) {
            println("IdP hiccup, retrying (${attempt + 1})")
            Thread.sleep(1000L * (attempt + 1))
            return@repeat
        }
        if (resp.statusCode() == 503) error("Ringwell public API is disabled for this workspace")
        if (resp.statusCode() >= 400) {
            val msg = Json.parseToJsonElement(resp.body()).jsonObject["error"]?.jsonPrimitive?.content
            error("Ringwell ${resp.statusCode()}: $msg")
        }
        return resp
    }
    error("gave up after retries")
}

File(args[0]).readLines().drop(1).forEach { line ->
    val (depot, phones) = line.split(",", limit = 2)
    val created = send(
        HttpRequest.newBuilder(URI("$base/contact-lists"))
            .POST(HttpRequest.BodyPublishers.ofString("""{"name":"Depot $depot"}"""))
    )
    val id = Json.parseToJsonElement(created.body()).jsonObject["id"]!!.jsonPrimitive.content
    val list = phones.split(";").joinToString(",") { "\"${it.trim()}\"" }
    send(
        HttpRequest.newBuilder(URI("$base/contact-lists/$id/contacts"))
            .POST(HttpRequest.BodyPublishers.ofString("""{"phones":[$list]}"""))
    )
    println("depot $depot -> $id")
}
