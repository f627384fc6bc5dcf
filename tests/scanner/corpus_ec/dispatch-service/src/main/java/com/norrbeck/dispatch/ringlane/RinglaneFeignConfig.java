package com.norrbeck.dispatch.ringlane;

import java.util.UUID;

import org.springframework.context.annotation.Bean;

import feign.Logger;
import feign.RequestInterceptor;
import feign.codec.ErrorDecoder;

import com.fasterxml.jackson.databind.ObjectMapper;

/** Not a @Configuration on purpose: only applied to the Ringlane Feign client. */
public class RinglaneFeignConfig {

    @Bean
    RequestInterceptor ringlaneAuthInterceptor(RinglaneProperties props) {
        return template -> {
            template.header(RinglaneHeaders.API_KEY, props.apiKey());
            template.header(RinglaneHeaders.ACTING_USER_EMAIL, props.actingUser());
            template.header(RinglaneHeaders.REQUEST_ID, UUID.randomUUID().toString());
        };
    }

    @Bean
    ErrorDecoder ringlaneErrorDecoder(ObjectMapper objectMapper) {
        return new RinglaneErrorDecoder(objectMapper);
    }

    @Bean
    Logger.Level ringlaneLoggerLevel() {
        return Logger.Level.BASIC;
    }
}
