package com.northpeak.dialer.ringcast

import com.fasterxml.jackson.databind.ObjectMapper
import okhttp3.OkHttpClient
import org.springframework.boot.context.properties.EnableConfigurationProperties
import org.springframework.context.annotation.Bean
import org.springframework.context.annotation.Configuration
import retrofit2.Retrofit
import retrofit2.converter.jackson.JacksonConverterFactory
import java.time.Duration

@Configuration
@EnableConfigurationProperties(RingcastProperties::class)
class RingcastClientConfig {

    @Bean
    fun ringcastApi(props: RingcastProperties, mapper: ObjectMapper): RingcastApi {
        val http = OkHttpClient.Builder()
            .addInterceptor(RingcastAuthInterceptor(props))
            .callTimeout(Duration.ofSeconds(20))
            .build()
        return Retrofit.Builder()
            .baseUrl(props.baseUrl)
            .client(http)
            .addConverterFactory(JacksonConverterFactory.create(mapper))
            .build()
            .create(RingcastApi::class.java)
    }

    @Bean
    fun ringcastErrorMapper(mapper: ObjectMapper) = RingcastErrorMapper(mapper)
}
