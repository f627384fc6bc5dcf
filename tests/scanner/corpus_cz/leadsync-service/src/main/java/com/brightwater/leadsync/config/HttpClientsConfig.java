package com.brightwater.leadsync.config;

import java.time.Duration;

import com.brightwater.leadsync.ringlane.RinglaneHeaders;
import io.netty.channel.ChannelOption;
import org.springframework.boot.web.client.RestTemplateBuilder;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.http.MediaType;
import org.springframework.http.client.reactive.ReactorClientHttpConnector;
import org.springframework.web.client.RestTemplate;
import org.springframework.web.reactive.function.client.WebClient;
import reactor.netty.http.client.HttpClient;

@Configuration
public class HttpClientsConfig {

    @Bean
    WebClient ringlaneWebClient(WebClient.Builder builder, RinglaneProperties props) {
        HttpClient http = HttpClient.create()
                .option(ChannelOption.CONNECT_TIMEOUT_MILLIS, (int) props.getConnectTimeout().toMillis())
                .responseTimeout(props.getReadTimeout());
        return builder
                .baseUrl(props.getBaseUrl())
                .clientConnector(new ReactorClientHttpConnector(http))
                .defaultHeader(RinglaneHeaders.API_KEY, props.getApiKey())
                .defaultHeader(RinglaneHeaders.ACTING_USER_EMAIL, props.getActingUserEmail())
                .defaultHeader("Accept", MediaType.APPLICATION_JSON_VALUE)
                .build();
    }

    /** Used by the nightly reconciliation job, which predates the WebClient migration. */
    @Bean
    RestTemplate ringlaneRestTemplate(RestTemplateBuilder builder, RinglaneProperties props) {
        return builder
                .rootUri(props.getBaseUrl())
                .defaultHeader("x-api-key", props.getApiKey())
                .defaultHeader("X-User-Id", props.getActingUserId())
                .setConnectTimeout(props.getConnectTimeout())
                .setReadTimeout(props.getReadTimeout())
                .build();
    }

    @Bean
    WebClient pricingWebClient(WebClient.Builder builder, PricingProperties pricing) {
        return builder
                .baseUrl(pricing.baseUrl())
                .defaultHeader("x-api-key", pricing.apiKey())
                .build();
    }

    @Bean
    RestTemplate crmRestTemplate(RestTemplateBuilder builder) {
        return builder.setReadTimeout(Duration.ofSeconds(20)).build();
    }
}
