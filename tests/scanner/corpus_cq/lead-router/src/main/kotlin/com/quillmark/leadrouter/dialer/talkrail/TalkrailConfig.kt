package com.quillmark.leadrouter.dialer.talkrail

import com.fasterxml.jackson.databind.ObjectMapper
import okhttp3.OkHttpClient
import org.springframework.beans.factory.annotation.Value
import org.springframework.context.annotation.Bean
import org.springframework.context.annotation.Configuration
import retrofit2.Retrofit
import retrofit2.converter.jackson.JacksonConverterFactory
import java.time.Duration

@Configuration
class TalkrailConfig {
    @Bean
    fun talkrailApi(
        @Value("\${dialer.talkrail.base-url}") baseUrl: String,
        @Value("\${dialer.talkrail.api-key}") apiKey: String,
        @Value("\${dialer.talkrail.acting-user-email}") actingUser: String,
        mapper: ObjectMapper,
    ): TalkrailApi {
        val http = OkHttpClient.Builder()
            .connectTimeout(Duration.ofSeconds(3))
            .addInterceptor(TalkrailAuthInterceptor(apiKey, actingUser))
            .build()
        return Retrofit.Builder()
            .baseUrl(baseUrl)
            .client(http)
            .addConverterFactory(JacksonConverterFactory.create(mapper))
            .build()
            .create(TalkrailApi::class.java)
    }
}
