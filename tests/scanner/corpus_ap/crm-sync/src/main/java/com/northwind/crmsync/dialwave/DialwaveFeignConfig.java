package com.northwind.crmsync.dialwave;

import feign.RequestInterceptor;
import feign.codec.ErrorDecoder;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;
import org.slf4j.MDC;

/**
 * Not annotated with @Configuration on purpose: only applied to the Dialwave Feign client.
 */
public class DialwaveFeignConfig {

    @Value("${dialwave.api-key}")
    private String apiKey;

    @Value("${dialwave.acting-user-email}")
    private String actingUser;

    @Bean
    public RequestInterceptor dialwaveAuthInterceptor() {
        return template -> {
            template.header(DialwaveHeaders.API_KEY, apiKey);
            template.header(DialwaveHeaders.ACTING_USER, actingUser);
            String rid = MDC.get("requestId");
            if (rid != null) {
                template.header(DialwaveHeaders.REQUEST_ID, rid);
            }
        };
    }

    @Bean
    public ErrorDecoder dialwaveErrorDecoder() {
        return new DialwaveErrorDecoder();
    }
}
