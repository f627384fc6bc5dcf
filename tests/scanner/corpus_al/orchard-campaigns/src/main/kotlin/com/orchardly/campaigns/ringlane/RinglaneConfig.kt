package com.orchardly.campaigns.ringlane

import com.fasterxml.jackson.databind.ObjectMapper
import okhttp3.OkHttpClient
import org.springframework.beans.factory.annotation.Value
import org.springframework.context.annotation.Bean
import org.springframework.context.annotation.Configuration
import retrofit2.Retrofit
import retrofit2.converter.jackson.JacksonConverterFactory
import java.time.Duration

@Configuration
class RinglaneConfig(
    @Value("\${ringlane.base-url:https://api.ringlane.com/api/public/v1/}") private val baseUrl: String,
    @Value("\${ringlane.api-key}") private val apiKey: String,
    @Value("\${ringlane.acting-user-id}") private val actingUserId: String,
) {
    @Bean
    fun ringlaneHttpClient(): OkHttpClient = OkHttpClient.Builder()
        .callTimeout(Duration.ofSeconds(15))
        .addInterceptor { chain ->
            chain.proceed(
                chain.request().newBuilder()
                    .header(RinglaneHeaders.API_KEY, apiKey)
                    .header(RinglaneHeaders.ACTING_USER, actingUserId)
                    .build()
            )
        }
        .addInterceptor(RinglaneRetryInterceptor())
        .build()

    @Bean
    fun ringlaneApi(client: OkHttpClient, mapper: ObjectMapper): RinglaneApi = Retrofit.Builder()
        .baseUrl(baseUrl)
        .client(client)
        .addConverterFactory(JacksonConverterFactory.create(mapper))
        .build()
        .create(RinglaneApi::class.java)
}
