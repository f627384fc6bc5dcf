package com.tallyhive.billing.callstride;

import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.http.MediaType;
import org.springframework.http.client.SimpleClientHttpRequestFactory;
import org.springframework.web.client.RestClient;
import org.springframework.web.reactive.function.client.WebClient;

@Configuration
@EnableConfigurationProperties(CallstrideProperties.class)
public class CallstrideClientConfig {

    static final String API_KEY_HEADER = "x-api-key";
    static final String USER_EMAIL_HEADER = "x-user-email";

    @Bean
    RestClient callstrideRestClient(CallstrideProperties props) {
        var factory = new SimpleClientHttpRequestFactory();
        factory.setConnectTimeout((int) props.connectTimeout().toMillis());
        factory.setReadTimeout((int) props.readTimeout().toMillis());
        return RestClient.builder()
                .baseUrl(props.baseUrl())
                .requestFactory(factory)
                .defaultHeader(API_KEY_HEADER, props.apiKey())
                .defaultHeader(USER_EMAIL_HEADER, props.actingUserEmail())
                .defaultHeader("Accept", MediaType.APPLICATION_JSON_VALUE)
                .build();
    }

    /** Reactive client used by the usage-metering stream (pulls call minutes per list). */
    @Bean
    WebClient callstrideWebClient(CallstrideProperties props, WebClient.Builder builder) {
        return builder
                .baseUrl(props.baseUrl())
                .defaultHeaders(h -> {
                    h.set(API_KEY_HEADER, props.apiKey());
                    h.set(USER_EMAIL_HEADER, props.actingUserEmail());
                })
                .build();
    }
}
