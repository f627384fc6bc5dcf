package com.pinecrest.outreach.dialcrest;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.web.client.RestTemplateBuilder;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.web.client.RestTemplate;
import org.springframework.web.reactive.function.client.WebClient;

@Configuration
@EnableConfigurationProperties(DialcrestProperties.class)
public class DialcrestConfig {

    @Bean
    RestTemplate dialcrestRestTemplate(RestTemplateBuilder builder, DialcrestProperties props, ObjectMapper mapper) {
        return builder
                .rootUri(props.baseUrl())
                .defaultHeader("x-api-key", props.apiKey())
                .defaultHeader("x-user-id", props.actingUserId())
                .setConnectTimeout(props.connectTimeout())
                .setReadTimeout(props.readTimeout())
                .errorHandler(new DialcrestErrorHandler(mapper))
                .build();
    }

    @Bean
    WebClient dialcrestWebClient(WebClient.Builder builder, DialcrestProperties props) {
        return builder
                .baseUrl(props.baseUrl())
                .defaultHeaders(h -> {
                    h.set(DialcrestHeaders.API_KEY, props.apiKey());
                    h.set(DialcrestHeaders.ACTING_USER_ID, props.actingUserId());
                })
                .build();
    }
}
