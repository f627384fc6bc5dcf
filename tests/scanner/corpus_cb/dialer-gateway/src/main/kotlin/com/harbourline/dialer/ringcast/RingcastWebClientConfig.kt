package com.harbourline.dialer.ringcast

import org.springframework.context.annotation.Bean
import org.springframework.context.annotation.Configuration
import org.springframework.http.MediaType
import org.springframework.web.reactive.function.client.WebClient

@Configuration
class RingcastWebClientConfig {

    @Bean
    fun ringcastWebClient(builder: WebClient.Builder, props: RingcastProperties): WebClient =
        builder
            .baseUrl(props.baseUrl)
            .defaultHeader("X-API-KEY", props.apiKey)
            .defaultHeader("Accept", MediaType.APPLICATION_JSON_VALUE)
            .build()
}
