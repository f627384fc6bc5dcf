package com.harborly.billing.dialwise

import com.fasterxml.jackson.databind.ObjectMapper
import okhttp3.Interceptor
import okhttp3.OkHttpClient
import org.springframework.boot.context.properties.EnableConfigurationProperties
import org.springframework.context.annotation.Bean
import org.springframework.context.annotation.Configuration
import retrofit2.Retrofit
import retrofit2.converter.jackson.JacksonConverterFactory

@Configuration
@EnableConfigurationProperties(DialwiseProperties::class)
class DialwiseClientConfig {

    @Bean
    fun dialwiseApi(props: DialwiseProperties, mapper: ObjectMapper): DialwiseApi {
        val auth = Interceptor { chain ->
            chain.proceed(
                chain.request().newBuilder()
                    .header(DialwiseHeaders.API_KEY, props.apiKey)
                    .header(DialwiseHeaders.ACTING_USER, props.billingAdminEmail)
                    .build()
            )
        }
        val http = OkHttpClient.Builder()
            .connectTimeout(props.connectTimeout)
            .readTimeout(props.readTimeout)
            .addInterceptor(auth)
            .build()
        return Retrofit.Builder()
            .baseUrl(props.baseUrl)
            .client(http)
            .addConverterFactory(JacksonConverterFactory.create(mapper))
            .build()
            .create(DialwiseApi::class.java)
    }
}
