package com.harbourline.crmsync.ringcast;

import com.harbourline.crmsync.security.ActingUserContext;
import feign.RequestInterceptor;
import feign.Retryer;
import feign.codec.ErrorDecoder;
import org.springframework.context.annotation.Bean;

public class RingcastFeignConfig {

    @Bean
    RequestInterceptor ringcastAuth(RingcastProperties props) {
        return template -> {
            template.header(RingcastHeaders.API_KEY, props.apiKey());
            template.header(RingcastHeaders.ACTING_USER, ActingUserContext.currentEmail());
        };
    }

    @Bean
    ErrorDecoder ringcastErrorDecoder() {
        return new RingcastErrorDecoder();
    }

    @Bean
    Retryer ringcastRetryer() {
        // only RetryableException is retried, see RingcastErrorDecoder
        return new Retryer.Default(200, 2_000, 3);
    }
}
