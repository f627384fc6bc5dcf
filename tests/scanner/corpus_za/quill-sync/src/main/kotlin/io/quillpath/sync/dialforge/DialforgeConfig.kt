package io.quillpath.sync.dialforge

data class DialforgeConfig(
    val host: String = System.getenv("DIALFORGE_HOST") ?: "https://api.dialforge.com",
    val apiKey: String = System.getenv("DIALFORGE_API_KEY") ?: error("DIALFORGE_API_KEY not set"),
    val actingUserId: String = System.getenv("DIALFORGE_SYNC_USER_ID") ?: "auth0|65f1c2d9a7b3e40012ab34cd",
) {
    val baseUrl: String get() = "$host/api/public/$API_VERSION"

    companion object {
        const val API_VERSION = "v1"
        const val API_KEY_HEADER = "X-Api-Key"
        const val USER_ID_HEADER = "X-User-Id"
    }
}
