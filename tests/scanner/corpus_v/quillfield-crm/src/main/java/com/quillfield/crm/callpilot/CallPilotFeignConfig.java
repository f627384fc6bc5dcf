package com.quillfield.crm.callpilot;

import feign.RequestInterceptor;
import feign.codec.ErrorDecoder;
import org.springframework.context.annotation.Bean;

public class CallPilotFeignConfig {

    @Bean
    RequestInterceptor callPilotAuth(CallPilotProperties props) {
        return template -> {
            template.header("x-api-key", props.getApiKey());
            template.header("x-user-email", props.getActingUserEmail());
        };
    }

    @Bean
    ErrorDecoder callPilotErrorDecoder() {
        return new CallPilotErrorDecoder();
    }
}
