package com.harborline.dispatch.config;

import io.netty.channel.ChannelOption;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.http.HttpStatusCode;
import org.springframework.http.client.reactive.ReactorClientHttpConnector;
import org.springframework.web.reactive.function.client.WebClient;
import org.springframework.web.reactive.function.client.WebClientResponseException;
import reactor.core.publisher.Mono;
import reactor.netty.http.client.HttpClient;
import reactor.util.retry.Retry;

import java.time.Duration;

/**
 * WebClient for the internal pricing service (quotes per territory).
 * Sits behind the AWS API Gateway, hence the x-api-key usage plan header.
 */
@Configuration
public class PricingClientConfig {

    @Bean
    WebClient pricingWebClient(WebClient.Builder builder, PricingProperties props) {
        HttpClient http = HttpClient.create()
                .option(ChannelOption.CONNECT_TIMEOUT_MILLIS, 2000)
                .responseTimeout(Duration.ofSeconds(5));

        return builder
                .baseUrl(props.baseUrl())
                .clientConnector(new ReactorClientHttpConnector(http))
                .defaultHeader("x-api-key", props.apiKey())
                .defaultHeader("X-User-Id", "dispatch-service")
                .build();
    }

    public static Retry pricingRetry(PricingProperties props) {
        return Retry.backoff(3, Duration.ofMillis(200))
                .filter(t -> t instanceof WebClientResponseException ex
                        && (ex.getStatusCode().value() == 502 || ex.getStatusCode().value() == 503));
    }

    public static Mono<? extends Throwable> notFound(HttpStatusCode status) {
        return status.value() == 404
                ? Mono.error(new IllegalStateException("pricing: territory has no rate card"))
                : Mono.empty();
    }
}
