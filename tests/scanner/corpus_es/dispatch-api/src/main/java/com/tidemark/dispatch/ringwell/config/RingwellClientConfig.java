package com.tidemark.dispatch.ringwell.config;

import java.net.http.HttpClient;

import com.tidemark.dispatch.ringwell.client.RingwellErrorHandler;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.http.MediaType;
import org.springframework.http.client.JdkClientHttpRequestFactory;
import org.springframework.web.client.RestClient;

@Configuration
@EnableConfigurationProperties(RingwellProperties.class)
public class RingwellClientConfig {

    @Bean
    RestClient ringwellRestClient(RestClient.Builder builder,
                                  RingwellProperties props,
                                  RingwellErrorHandler errorHandler) {
        HttpClient http = HttpClient.newBuilder()
                .connectTimeout(props.connectTimeout())
                .build();
        JdkClientHttpRequestFactory factory = new JdkClientHttpRequestFactory(http);
        factory.setReadTimeout(props.readTimeout());

        return builder
                .baseUrl(props.baseUrl())
                .requestFactory(factory)
                .defaultHeader(RingwellHeaders.API_KEY, props.apiKey())
                .defaultHeader(RingwellHeaders.ACTING_USER_EMAIL, props.actingUser())
                .defaultHeader("Accept", MediaType.APPLICATION_JSON_VALUE)
                .defaultStatusHandler(errorHandler)
                .build();
    }
}
