package com.harborline.dispatch.config;

import com.harborline.dispatch.ringmetric.RingmetricErrorHandler;
import com.harborline.dispatch.ringmetric.RingmetricHeaders;
import org.springframework.boot.web.client.ClientHttpRequestFactories;
import org.springframework.boot.web.client.ClientHttpRequestFactorySettings;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.http.HttpHeaders;
import org.springframework.http.MediaType;
import org.springframework.web.client.RestClient;

@Configuration
public class RingmetricClientConfig {

    @Bean
    RestClient ringmetricRestClient(RestClient.Builder builder,
                                    RingmetricProperties props,
                                    RingmetricErrorHandler errorHandler) {
        var settings = ClientHttpRequestFactorySettings.DEFAULTS
                .withConnectTimeout(props.connectTimeout())
                .withReadTimeout(props.readTimeout());

        return builder
                .baseUrl(props.baseUrl())
                .requestFactory(ClientHttpRequestFactories.get(settings))
                .defaultHeader(HttpHeaders.ACCEPT, MediaType.APPLICATION_JSON_VALUE)
                .defaultHeader(RingmetricHeaders.API_KEY, props.apiKey())
                .defaultHeader(RingmetricHeaders.ACTING_USER, props.actingUserEmail())
                .defaultStatusHandler(errorHandler)
                .build();
    }
}
