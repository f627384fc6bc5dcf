package com.petalbrook.leads.config;

import com.petalbrook.leads.voxly.VoxlyHeaders;
import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.http.HttpHeaders;
import org.springframework.http.MediaType;
import org.springframework.web.reactive.function.client.WebClient;

@Configuration
@EnableConfigurationProperties(VoxlyProperties.class)
public class WebClientConfig {

    @Bean
    @Qualifier("voxly")
    WebClient voxlyWebClient(WebClient.Builder builder, VoxlyProperties props) {
        return builder
                .baseUrl(props.baseUrl())
                .defaultHeader(VoxlyHeaders.API_KEY, props.apiKey())
                .defaultHeader(VoxlyHeaders.ACTING_USER, props.actingUserEmail())
                .defaultHeader(HttpHeaders.ACCEPT, MediaType.APPLICATION_JSON_VALUE)
                .build();
    }

    @Bean
    @Qualifier("quoteEngine")
    WebClient quoteEngineWebClient(WebClient.Builder builder,
                                   @Value("${quote-engine.base-url}") String baseUrl,
                                   @Value("${quote-engine.api-key}") String apiKey) {
        return builder
                .baseUrl(baseUrl)
                .defaultHeader("x-api-key", apiKey)
                .build();
    }
}
