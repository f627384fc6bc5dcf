package com.tidemark.dispatch.ringwell.config;

import io.netty.channel.ChannelOption;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.http.client.reactive.ReactorClientHttpConnector;
import org.springframework.web.reactive.function.client.WebClient;
import reactor.netty.http.client.HttpClient;

/**
 * WebClient used by the bulk sync job. Same headers as the blocking client,
 * spelled out here because the sync job sometimes overrides the acting user.
 */
@Configuration
public class RingwellReactiveConfig {

    @Bean
    WebClient ringwellWebClient(WebClient.Builder builder, RingwellProperties props) {
        HttpClient http = HttpClient.create()
                .option(ChannelOption.CONNECT_TIMEOUT_MILLIS, (int) props.connectTimeout().toMillis())
                .responseTimeout(props.readTimeout());

        return builder
                .baseUrl(props.baseUrl())
                .clientConnector(new ReactorClientHttpConnector(http))
                .defaultHeaders(h -> {
                    h.set("x-api-key", props.apiKey());
                    h.set("x-user-email", props.actingUser());
                })
                .build();
    }
}
