package com.brightpath.outreach.ringlane;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import org.springframework.boot.web.client.RestTemplateBuilder;
import org.springframework.http.HttpStatus;
import org.springframework.retry.annotation.Backoff;
import org.springframework.retry.annotation.Retryable;
import org.springframework.stereotype.Component;
import org.springframework.web.client.RestClient;

@Component
public class RinglaneClient {

    private final RestClient rest;
    private final ObjectMapper mapper;

    public RinglaneClient(RinglaneProperties props, ObjectMapper mapper) {
        this.mapper = mapper;
        this.rest = RestClient.builder()
                .baseUrl(props.baseUrl())
                .defaultHeader(RinglaneHeaders.API_KEY, props.apiKey())
                .defaultStatusHandler(s -> s.isError(), (req, res) -> {
                    throw new RinglaneException(res.getStatusCode(), readError(res.getBody().readAllBytes()));
                })
                .build();
    }

    private RinglaneErrorResponse readError(byte[] raw) {
        try {
            return mapper.readValue(raw, RinglaneErrorResponse.class);
        } catch (IOException e) {
            return null;
        }
    }

    public List<ContactListDto> contactLists(String actingUser) {
        return rest.get()
                .uri("/contact-lists")
                .header(RinglaneHeaders.ACTING_USER, actingUser)
                .retrieve()
                .body(ContactListPage.class)
                .data();
    }

    public ContactListDto createList(String actingUser, String name) {
        return rest.post()
                .uri("/contact-lists")
                .header(RinglaneHeaders.ACTING_USER, actingUser)
                .body(Map.of("name", name))
                .retrieve()
                .body(ContactListDto.class);
    }

    @Retryable(retryFor = RinglaneException.class, maxAttempts = 3, backoff = @Backoff(delay = 500, multiplier = 2))
    public void addPatients(String actingUser, String listId, List<String> phones) {
        rest.post()
                .uri("/contact-lists/{id}/contacts", listId)
                .header(RinglaneHeaders.ACTING_USER, actingUser)
                .body(Map.of("contacts", phones.stream().map(p -> Map.of("phone", p)).toList()))
                .retrieve()
                .toBodilessEntity();
    }

    public void removePatient(String actingUser, String listId, String phone) {
        try {
            rest.delete()
                    .uri("/contact-lists/{id}/contacts/{phone}", listId, phone)
                    .header(RinglaneHeaders.ACTING_USER, actingUser)
                    .retrieve()
                    .toBodilessEntity();
        } catch (RinglaneException e) {
            if (e.getStatus().value() == HttpStatus.NOT_FOUND.value() && e.getBody() != null && e.getBody().isUserNotFound()) {
                throw new IllegalStateException("Care coordinator " + actingUser + " has no Ringlane seat", e);
            }
            if (e.getStatus().value() != 404) {
                throw e;
            }
        }
    }

    public record ContactListDto(String id, String name, int contactCount) {
    }

    record ContactListPage(List<ContactListDto> data) {
    }
}
