package com.kestrelhome.renewals.ringlane;

import com.kestrelhome.renewals.config.RinglaneProperties;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.web.client.RestTemplateBuilder;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.web.client.RestTemplate;

@Configuration
@EnableConfigurationProperties(RinglaneProperties.class)
public class RinglaneClientConfig {

    @Bean
    public RestTemplate ringlaneRestTemplate(RestTemplateBuilder builder, RinglaneProperties props) {
        return builder
                .rootUri(props.getBaseUrl())
                .setConnectTimeout(props.getConnectTimeout())
                .setReadTimeout(props.getReadTimeout())
                .defaultHeader(RinglaneHeaders.API_KEY, props.getApiKey())
                .defaultHeader(RinglaneHeaders.ACTING_USER_ID, props.getActingUserId())
                .errorHandler(new RinglaneErrorHandler())
                .build();
    }
}
