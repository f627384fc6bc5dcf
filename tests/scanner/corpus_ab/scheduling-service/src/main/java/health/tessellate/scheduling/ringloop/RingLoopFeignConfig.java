package health.tessellate.scheduling.ringloop;

import com.fasterxml.jackson.databind.ObjectMapper;
import feign.RequestInterceptor;
import feign.Retryer;
import feign.codec.ErrorDecoder;
import health.tessellate.scheduling.security.CurrentUser;
import org.springframework.context.annotation.Bean;

// Not a @Configuration on purpose: only applied to the RingLoop Feign client.
public class RingLoopFeignConfig {

    static final String API_KEY_HEADER = "x-api-key";
    static final String USER_ID_HEADER = "x-user-id";

    @Bean
    RequestInterceptor ringLoopAuthInterceptor(RingLoopProperties props, CurrentUser currentUser) {
        return template -> {
            template.header(API_KEY_HEADER, props.getApiKey());
            template.header(USER_ID_HEADER, currentUser.oktaSubject());
        };
    }

    @Bean
    ErrorDecoder ringLoopErrorDecoder(ObjectMapper objectMapper) {
        return new RingLoopErrorDecoder(objectMapper);
    }

    @Bean
    Retryer ringLoopRetryer() {
        return new Retryer.Default(200, 2000, 3);
    }
}
