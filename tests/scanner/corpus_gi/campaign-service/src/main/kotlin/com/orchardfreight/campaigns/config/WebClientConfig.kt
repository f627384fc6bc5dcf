package com.orchardfreight.campaigns.config

import io.netty.channel.ChannelOption
import org.springframework.boot.context.properties.EnableConfigurationProperties
import org.springframework.context.annotation.Bean
import org.springframework.context.annotation.Configuration
import org.springframework.http.HttpHeaders
import org.springframework.http.MediaType
import org.springframework.http.client.reactive.ReactorClientHttpConnector
import org.springframework.web.reactive.function.client.WebClient
import reactor.netty.http.client.HttpClient
import java.time.Duration

@Configuration
@EnableConfigurationProperties(RingbaseProperties::class, MailchimpProperties::class)
class WebClientConfig {

    private fun connector(timeout: Duration) = ReactorClientHttpConnector(
        HttpClient.create()
            .option(ChannelOption.CONNECT_TIMEOUT_MILLIS, 3_000)
            .responseTimeout(timeout)
    )

    @Bean
    fun ringbaseWebClient(builder: WebClient.Builder, props: RingbaseProperties): WebClient =
        builder
            .baseUrl(props.baseUrl)
            .clientConnector(connector(Duration.ofSeconds(8)))
            .defaultHeader(HttpHeaders.ACCEPT, MediaType.APPLICATION_JSON_VALUE)
            .defaultHeader("X-Api-Key", props.apiKey)
            .defaultHeader("X-User-Id", props.serviceUserId)
            .build()

    @Bean
    fun mailchimpWebClient(builder: WebClient.Builder, props: MailchimpProperties): WebClient =
        builder
            .baseUrl(props.baseUrl)
            .clientConnector(connector(Duration.ofSeconds(15)))
            .defaultHeaders { it.setBasicAuth("anystring", props.apiKey) }
            .build()
}
