package com.quillstone.dialer.dialwave

import okhttp3.Interceptor
import okhttp3.OkHttpClient
import org.springframework.beans.factory.annotation.Value
import org.springframework.context.annotation.Bean
import org.springframework.context.annotation.Configuration
import retrofit2.Retrofit
import retrofit2.converter.jackson.JacksonConverterFactory
import java.util.UUID

@Configuration
class DialwaveClientConfig(
    @Value("\${dialwave.base-url}") private val baseUrl: String,
    @Value("\${dialwave.api-key}") private val apiKey: String,
    @Value("\${dialwave.acting-user-email}") private val actingUser: String,
) {
    @Bean
    fun dialwaveApi(): DialwaveApi {
        val auth = Interceptor { chain ->
            val req = chain.request().newBuilder()
                .header(DialwaveHeaders.API_KEY, apiKey)
                .header(DialwaveHeaders.ACTING_USER_EMAIL, actingUser)
                .header(DialwaveHeaders.REQUEST_ID, UUID.randomUUID().toString())
                .build()
            chain.proceed(req)
        }
        val http = OkHttpClient.Builder().addInterceptor(auth).build()
        return Retrofit.Builder()
            .baseUrl(baseUrl.trimEnd('/') + "/")
            .client(http)
            .addConverterFactory(JacksonConverterFactory.create())
            .build()
            .create(DialwaveApi::class.java)
    }
}
