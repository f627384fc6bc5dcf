package health.quillon.gradle

import com.fasterxml.jackson.module.kotlin.jacksonObjectMapper
import com.fasterxml.jackson.module.kotlin.readValue
import java.net.URI
import java.net.http.HttpClient
import java.net.http.HttpRequest
import java.net.http.HttpResponse
import org.gradle.api.DefaultTask
import org.gradle.api.GradleException
import org.gradle.api.file.RegularFileProperty
import org.gradle.api.provider.Property
import org.gradle.api.tasks.Input
import org.gradle.api.tasks.InputFile
import org.gradle.api.tasks.TaskAction

abstract class PublishQaDialListTask : DefaultTask() {
    @get:Input abstract val apiRoot: Property<String>
    @get:Input abstract val apiKey: Property<String>
    @get:Input abstract val actingUserEmail: Property<String>
    @get:InputFile abstract val phonesFile: RegularFileProperty

    private val mapper = jacksonObjectMapper()
    private val http = HttpClient.newHttpClient()

    private data class ApiError(val error: String, val details: List<Map<String, String>> = emptyList())

    @TaskAction
    fun publish() {
        val phones = phonesFile.get().asFile.readLines().map { it.trim() }.filter { it.isNotEmpty() }
        val body = mapper.writeValueAsString(mapOf("contacts" to phones.map { mapOf("phone" to it) }))
        val listId = "qa-${project.version}"
        val request = HttpRequest.newBuilder(URI.create("${apiRoot.get()}/contact-lists/$listId/contacts"))
            .header("x-api-key", apiKey.get())
            .header("x-user-email", actingUserEmail.get())
            .header("Content-Type", "application/json")
            .POST(HttpRequest.BodyPublishers.ofString(body))
            .build()
        val response = http.send(request, HttpResponse.BodyHandlers.ofString())
        when (response.statusCode()) {
            in 200..299 -> logger.lifecycle("Seeded ${phones.size} QA numbers into $listId")
            502 -> logger.warn("Ringmesh identity provider unreachable, QA list not seeded (non-fatal)")
            else -> {
                val err = runCatching { mapper.readValue<ApiError>(response.body()) }.getOrNull()
                throw GradleException("Ringmesh rejected QA list: ${err?.error ?: response.body()}")
            }
        }
    }
}
