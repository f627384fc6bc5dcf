package com.meridianmutual.ringlane;

import feign.Logger;
import feign.Request;
import feign.RequestInterceptor;
import feign.codec.ErrorDecoder;
import java.util.concurrent.TimeUnit;
import org.slf4j.MDC;
import org.springframework.context.annotation.Bean;

/**
 * Not annotated with @Configuration on purpose: it is only referenced from
 * {@link RinglaneContactListClient} so it doesn't leak into other Feign clients.
 */
public class RinglaneFeignConfig {

    @Bean
    RequestInterceptor ringlaneAuthInterceptor(RinglaneProperties props, ActingUserProvider actingUser) {
        return template -> {
            template.header(RinglaneHeaders.API_KEY, props.apiKey());
            template.header(RinglaneHeaders.ACTING_USER_EMAIL, actingUser.currentEmail()
                    .orElse(props.defaultAgentEmail()));
            String cid = MDC.get("correlationId");
            if (cid != null) {
                template.header(RinglaneHeaders.CORRELATION_ID, cid);
            }
        };
    }

    @Bean
    ErrorDecoder ringlaneErrorDecoder(com.fasterxml.jackson.databind.ObjectMapper mapper) {
        return new RinglaneErrorDecoder(mapper);
    }

    @Bean
    Request.Options ringlaneOptions(RinglaneProperties props) {
        return new Request.Options(
                props.connectTimeout().toMillis(), TimeUnit.MILLISECONDS,
                props.readTimeout().toMillis(), TimeUnit.MILLISECONDS,
                true);
    }

    @Bean
    Logger.Level ringlaneLoggerLevel() {
        return Logger.Level.BASIC;
    }
}
