package com.brightwater.leadsync.ringlane;

import java.util.List;
import java.util.Map;

import org.springframework.http.HttpStatusCode;
import org.springframework.stereotype.Component;
import org.springframework.web.reactive.function.client.ClientResponse;
import org.springframework.web.reactive.function.client.WebClient;
import reactor.core.publisher.Mono;

@Component
public class ContactListClient {

    private static final String LISTS_PATH = "/contact-lists";

    private final WebClient ringlaneWebClient;

    public ContactListClient(WebClient ringlaneWebClient) {
        this.ringlaneWebClient = ringlaneWebClient;
    }

    public Mono<List<ContactList>> listAll() {
        return ringlaneWebClient.get()
                .uri(LISTS_PATH)
                .retrieve()
                .onStatus(HttpStatusCode::isError, this::toException)
                .bodyToFlux(ContactList.class)
                .collectList();
    }

    public Mono<ContactList> create(ContactList.NewContactList body) {
        return ringlaneWebClient.post()
                .uri(LISTS_PATH)
                .bodyValue(body)
                .retrieve()
                .onStatus(HttpStatusCode::isError, this::toException)
                .bodyToMono(ContactList.class);
    }

    public Mono<ContactList> get(String id) {
        return ringlaneWebClient.get()
                .uri("/contact-lists/{id}", id)
                .retrieve()
                .onStatus(HttpStatusCode::isError, this::toException)
                .bodyToMono(ContactList.class);
    }

    public Mono<ContactList> rename(String listId, String newName) {
        return ringlaneWebClient.patch()
                .uri("/contact-lists/{listId}", listId)
                .bodyValue(Map.of("name", newName))
                .retrieve()
                .onStatus(HttpStatusCode::isError, this::toException)
                .bodyToMono(ContactList.class);
    }

    public Mono<Void> appendContacts(String listId, List<ContactList.Contact> contacts) {
        return ringlaneWebClient.post()
                .uri("/contact-lists/{id}/contacts", listId)
                .bodyValue(new ContactList.ContactsToAppend(contacts))
                .retrieve()
                .onStatus(HttpStatusCode::isError, this::toException)
                .bodyToMono(Void.class);
    }

    public Mono<Void> removeContact(String listId, String phone) {
        return ringlaneWebClient.delete()
                .uri(b -> b.path("/contact-lists/{id}/contacts/{phone}").build(listId, phone))
                .retrieve()
                .onStatus(HttpStatusCode::isError, this::toException)
                .bodyToMono(Void.class);
    }

    private Mono<? extends Throwable> toException(ClientResponse response) {
        int status = response.statusCode().value();
        return response.bodyToMono(RinglaneErrorBody.class)
                .defaultIfEmpty(RinglaneErrorBody.empty())
                .map(body -> RinglaneErrors.from(status, body));
    }
}
