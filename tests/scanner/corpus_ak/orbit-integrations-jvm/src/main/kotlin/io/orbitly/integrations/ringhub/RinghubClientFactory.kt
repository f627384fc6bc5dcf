package io.orbitly.integrations.ringhub

import io.orbitly.integrations.common.CommonHeaders
import io.orbitly.integrations.common.StaticHeaders
import okhttp3.OkHttpClient
import retrofit2.Retrofit
import retrofit2.converter.jackson.JacksonConverterFactory

data class RinghubProps(val baseUrl: String, val apiKey: String, val actingUserEmail: String)

object RinghubClientFactory {
    fun create(props: RinghubProps): RinghubApi {
        val http = OkHttpClient.Builder()
            .addInterceptor(
                StaticHeaders(
                    mapOf(
                        "X-API-KEY" to props.apiKey,
                        "X-USER-EMAIL" to props.actingUserEmail,
                        CommonHeaders.USER_AGENT to CommonHeaders.ORBITLY_UA,
                    )
                )
            )
            .build()
        return Retrofit.Builder()
            .baseUrl(props.baseUrl)
            .client(http)
            .addConverterFactory(JacksonConverterFactory.create())
            .build()
            .create(RinghubApi::class.java)
    }
}
