package com.brightcart.dialer.ringlane

import io.netty.channel.ChannelOption
import org.springframework.context.annotation.Bean
import org.springframework.context.annotation.Configuration
import org.springframework.http.MediaType
import org.springframework.http.client.reactive.ReactorClientHttpConnector
import org.springframework.web.reactive.function.client.ExchangeFilterFunction
import org.springframework.web.reactive.function.client.WebClient
import reactor.netty.http.client.HttpClient
import java.util.UUID

@Configuration
class RinglaneWebClientConfig {

    @Bean("ringlaneWebClient")
    fun ringlaneWebClient(builder: WebClient.Builder, props: RinglaneProperties): WebClient {
        val http = HttpClient.create()
            .option(ChannelOption.CONNECT_TIMEOUT_MILLIS, props.connectTimeout.toMillis().toInt())
            .responseTimeout(props.readTimeout)

        return builder
            .baseUrl(props.baseUrl)
            .clientConnector(ReactorClientHttpConnector(http))
            .defaultHeader(RinglaneHeaders.API_KEY, props.apiKey)
            .defaultHeader(RinglaneHeaders.ACTING_USER_EMAIL, props.actingUserEmail)
            .defaultHeader("Accept", MediaType.APPLICATION_JSON_VALUE)
            .filter(requestIdFilter())
            .build()
    }

    private fun requestIdFilter() = ExchangeFilterFunction.ofRequestProcessor { req ->
        reactor.core.publisher.Mono.just(
            org.springframework.web.reactive.function.client.ClientRequest.from(req)
                .header(RinglaneHeaders.REQUEST_ID, UUID.randomUUID().toString())
                .build()
        )
    }
}
