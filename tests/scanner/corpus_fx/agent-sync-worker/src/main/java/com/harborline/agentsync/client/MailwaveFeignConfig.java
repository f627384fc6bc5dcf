package com.harborline.agentsync.client;

import feign.RequestInterceptor;
import feign.Response;
import feign.RetryableException;
import feign.codec.ErrorDecoder;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;

public class MailwaveFeignConfig {

    @Bean
    RequestInterceptor mailwaveApiKey(@Value("${agentsync.mailwave.api-key}") String key) {
        return template -> template.header("x-api-key", key);
    }

    @Bean
    ErrorDecoder mailwaveErrorDecoder() {
        ErrorDecoder defaults = new ErrorDecoder.Default();
        return (methodKey, response) -> {
            if (response.status() == 502 || response.status() == 503) {
                return new RetryableException(response.status(), "Mailwave unavailable",
                        response.request().httpMethod(), (Long) null, response.request());
            }
            return defaults.decode(methodKey, response);
        };
    }
}
