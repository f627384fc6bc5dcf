package com.northwind.crmsync.dialhub

import com.fasterxml.jackson.databind.ObjectMapper
import okhttp3.OkHttpClient
import org.springframework.beans.factory.annotation.Value
import org.springframework.context.annotation.Bean
import org.springframework.context.annotation.Configuration
import retrofit2.Retrofit
import retrofit2.converter.jackson.JacksonConverterFactory

@Configuration
class DialhubConfig(
    @Value("\${dialhub.base-url}") private val baseUrl: String,
    @Value("\${dialhub.api-key}") private val apiKey: String,
    @Value("\${dialhub.acting-user}") private val actingUser: String,
) {
    @Bean
    fun dialhubApi(mapper: ObjectMapper): DialhubApi {
        val http = OkHttpClient.Builder()
            .addInterceptor { chain ->
                chain.proceed(
                    chain.request().newBuilder()
                        .header("x-api-key", apiKey)
                        .header("x-user-email", actingUser)
                        .build()
                )
            }
            .build()
        return Retrofit.Builder()
            .baseUrl(baseUrl.ifBlank { "https://api.dialhub.io/api/public/v1/" })
            .client(http)
            .addConverterFactory(JacksonConverterFactory.create(mapper))
            .build()
            .create(DialhubApi::class.java)
    }
}
