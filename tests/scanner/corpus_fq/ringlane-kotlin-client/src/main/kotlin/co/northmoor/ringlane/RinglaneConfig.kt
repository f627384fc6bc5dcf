package co.northmoor.ringlane

import java.time.Duration

object RinglaneDefaults {
    const val HOST = "https://api.ringlane.com"
    const val API_VERSION = "v1"
    const val BASE_URL = "$HOST/api/public/$API_VERSION"
    val TIMEOUT: Duration = Duration.ofSeconds(15)
}

data class RinglaneConfig(
    val apiKey: String,
    val actingUserEmail: String? = null,
    val actingUserId: String? = null,
    val baseUrl: String = System.getenv("RINGLANE_BASE_URL") ?: RinglaneDefaults.BASE_URL,
) {
    init {
        require(actingUserEmail != null || actingUserId != null) { "Ringlane needs an acting user" }
    }

    companion object {
        fun fromEnv() = RinglaneConfig(
            apiKey = System.getenv("RINGLANE_API_KEY") ?: error("RINGLANE_API_KEY not set"),
            actingUserEmail = System.getenv("RINGLANE_ACTING_EMAIL"),
            actingUserId = System.getenv("RINGLANE_ACTING_USER_ID"),
        )
    }
}
