package com.tallyfield.outreach.config

import com.tallyfield.outreach.ringwell.RingwellHeaderNames
import io.netty.channel.ChannelOption
import org.springframework.boot.context.properties.EnableConfigurationProperties
import org.springframework.context.annotation.Bean
import org.springframework.context.annotation.Configuration
import org.springframework.http.HttpHeaders
import org.springframework.http.MediaType
import org.springframework.http.client.reactive.ReactorClientHttpConnector
import org.springframework.web.reactive.function.client.WebClient
import reactor.netty.http.client.HttpClient
import java.util.Base64

@Configuration
@EnableConfigurationProperties(OutreachProperties::class)
class WebClientConfig {

    @Bean
    fun ringwellWebClient(builder: WebClient.Builder, props: OutreachProperties): WebClient {
        val rw = props.ringwell
        val http = HttpClient.create()
            .option(ChannelOption.CONNECT_TIMEOUT_MILLIS, rw.connectTimeout.toMillis().toInt())
            .responseTimeout(rw.readTimeout)
        return builder.clone()
            .baseUrl(rw.baseUrl)
            .clientConnector(ReactorClientHttpConnector(http))
            .defaultHeader(RingwellHeaderNames.API_KEY, rw.apiKey)
            .defaultHeader(HttpHeaders.ACCEPT, MediaType.APPLICATION_JSON_VALUE)
            .build()
    }

    @Bean
    fun mailchimpWebClient(builder: WebClient.Builder, props: OutreachProperties): WebClient {
        val basic = Base64.getEncoder().encodeToString("anystring:${props.mailchimp.apiKey}".toByteArray())
        return builder.clone()
            .baseUrl(props.mailchimp.baseUrl)
            .defaultHeader(HttpHeaders.AUTHORIZATION, "Basic $basic")
            .build()
    }
}
