package com.meridianmutual.dialer.config;

import java.net.http.HttpClient;
import java.time.Duration;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.http.client.JdkClientHttpRequestFactory;
import org.springframework.web.client.RestClient;

@Configuration
@EnableConfigurationProperties(RinglaneProperties.class)
public class RestClientConfig {

    @Bean
    RestClient ringlaneRestClient(RestClient.Builder builder, RinglaneProperties props) {
        var factory = new JdkClientHttpRequestFactory(HttpClient.newBuilder()
                .connectTimeout(Duration.ofSeconds(3))
                .build());
        factory.setReadTimeout(Duration.ofSeconds(10));
        return builder
                .baseUrl(props.getHost() + "/api/public/" + props.getApiVersion())
                .requestFactory(factory)
                .defaultHeader("x-api-key", props.getApiKey())
                .defaultHeader("Accept", "application/json")
                .build();
    }

    /** Policy admin system (Guidewire facade) - internal gateway, keyed per consumer. */
    @Bean
    RestClient policyAdminRestClient(RestClient.Builder builder,
                                     @Value("${dialer.policy-admin.base-url}") String baseUrl,
                                     @Value("${dialer.policy-admin.api-key}") String apiKey) {
        return builder
                .baseUrl(baseUrl)
                .defaultHeader("X-API-Key", apiKey)
                .build();
    }
}
