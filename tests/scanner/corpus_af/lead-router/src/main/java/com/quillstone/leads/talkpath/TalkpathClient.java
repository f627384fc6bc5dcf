package com.quillstone.leads.talkpath;

import java.time.Duration;
import java.util.List;
import java.util.UUID;
import org.springframework.http.HttpStatus;
import org.springframework.http.HttpStatusCode;
import org.springframework.stereotype.Component;
import org.springframework.web.reactive.function.client.WebClient;
import reactor.core.publisher.Mono;
import reactor.util.retry.Retry;

@Component
public class TalkpathClient {

    private final WebClient web;

    public TalkpathClient(WebClient.Builder builder, TalkpathProperties props) {
        this.web = builder
                .baseUrl(props.baseUrl())
                .defaultHeader(TalkpathHeaders.API_KEY, props.apiKey())
                .defaultHeader(TalkpathHeaders.ACTING_USER, props.actingUserId())
                .build();
    }

    public Mono<Void> appendLeads(long listId, List<String> phones) {
        return web.post()
                .uri("/contact-lists/{id}/contacts", listId)
                .header(TalkpathHeaders.REQUEST_ID, UUID.randomUUID().toString())
                .bodyValue(new AppendRequest(phones))
                .retrieve()
                .onStatus(s -> s.value() == 502, r -> Mono.error(new TalkpathTransientException("identity provider unreachable")))
                .onStatus(HttpStatusCode::isError, r -> r.bodyToMono(TalkpathErrorBody.class)
                        .map(b -> b.isUserNotFound()
                                ? new TalkpathUserException(b.error())
                                : new TalkpathException(r.statusCode().value(), b.error())))
                .bodyToMono(Void.class)
                .retryWhen(Retry.backoff(3, Duration.ofMillis(500))
                        .filter(TalkpathTransientException.class::isInstance));
    }

    public Mono<ContactListDto> createList(String name) {
        return web.post()
                .uri("/contact-lists")
                .bodyValue(new CreateListRequest(name))
                .retrieve()
                .onStatus(s -> s == HttpStatus.SERVICE_UNAVAILABLE,
                        r -> Mono.error(new TalkpathException(503, "Talkpath public API disabled")))
                .bodyToMono(ContactListDto.class);
    }

    record AppendRequest(List<String> phones) {}
    record CreateListRequest(String name) {}
    public record ContactListDto(long id, String name) {}
}
