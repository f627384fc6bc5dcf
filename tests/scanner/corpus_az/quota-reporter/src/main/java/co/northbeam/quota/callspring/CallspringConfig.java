package co.northbeam.quota.callspring;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.web.reactive.function.client.WebClient;

@Configuration
public class CallspringConfig {

    static final String LEGACY_KEY_HEADER = "X-Api-Key";
    static final String LEGACY_USER_HEADER = "X-User-Id";

    @Bean
    WebClient callspringWebClient(CallspringProperties props) {
        WebClient.Builder b = WebClient.builder().baseUrl(props.baseUrl());
        if (props.isV2()) {
            b.defaultHeader("Authorization", "Bearer " + props.apiKey());
        } else {
            b.defaultHeader(LEGACY_KEY_HEADER, props.apiKey())
             .defaultHeader(LEGACY_USER_HEADER, props.actingUserId());
        }
        return b.build();
    }
}
