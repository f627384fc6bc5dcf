package com.halvorsen.sales.callforge;

import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.web.client.RestTemplateBuilder;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.web.client.RestTemplate;

@Configuration
@EnableConfigurationProperties(CallForgeProperties.class)
public class CallForgeClientConfig {

    @Bean
    RestTemplate callForgeRestTemplate(RestTemplateBuilder builder, CallForgeProperties props) {
        return builder
                .rootUri(props.baseUrl())
                .setConnectTimeout(props.getConnectTimeout())
                .setReadTimeout(props.getReadTimeout())
                .defaultHeader(CallForgeHeaders.API_KEY, props.getApiKey())
                .errorHandler(new CallForgeErrorHandler())
                .build();
    }
}
