package com.norrbeck.campaign.ringlane;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.http.HttpHeaders;
import org.springframework.http.MediaType;
import org.springframework.web.reactive.function.client.WebClient;

@Configuration
@EnableConfigurationProperties(RinglaneWebClientConfig.LegacyRinglaneProperties.class)
public class RinglaneWebClientConfig {

    @ConfigurationProperties(prefix = "ringlane.legacy")
    public record LegacyRinglaneProperties(String baseUrl, String apiKey, String serviceUserId) {
    }

    @Bean("legacyRinglaneWebClient")
    WebClient legacyRinglaneWebClient(WebClient.Builder builder, LegacyRinglaneProperties props) {
        return builder.clone()
                .baseUrl(props.baseUrl())
                .defaultHeader(HttpHeaders.ACCEPT, MediaType.APPLICATION_JSON_VALUE)
                .defaultHeader("X-Api-Key", props.apiKey())
                .defaultHeader("X-USER-ID", props.serviceUserId())
                .build();
    }
}
