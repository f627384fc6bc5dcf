package com.harborline.dispatch.ringmetric;

import com.harborline.dispatch.ringmetric.dto.RingmetricDtos.AppendContactsRequest;
import com.harborline.dispatch.ringmetric.dto.RingmetricDtos.ContactListDto;
import com.harborline.dispatch.ringmetric.dto.RingmetricDtos.CreateContactListRequest;
import com.harborline.dispatch.ringmetric.dto.RingmetricDtos.PagedContactLists;
import io.github.resilience4j.retry.annotation.Retry;
import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.http.MediaType;
import org.springframework.stereotype.Component;
import org.springframework.web.client.RestClient;

import java.util.List;
import java.util.Map;

@Component
public class ContactListClient {

    private static final String LISTS = "/contact-lists";
    private static final String LIST_BY_ID = "/contact-lists/{listId}";

    private final RestClient restClient;

    public ContactListClient(@Qualifier("ringmetricRestClient") RestClient restClient) {
        this.restClient = restClient;
    }

    @Retry(name = "ringmetric")
    public PagedContactLists list(int page, int size) {
        return restClient.get()
                .uri(uri -> uri.path(LISTS)
                        .queryParam("page", page)
                        .queryParam("per_page", size)
                        .build())
                .retrieve()
                .body(PagedContactLists.class);
    }

    @Retry(name = "ringmetric")
    public ContactListDto get(String listId) {
        return restClient.get()
                .uri(LIST_BY_ID, listId)
                .retrieve()
                .body(ContactListDto.class);
    }

    public ContactListDto create(String name, String territory) {
        return restClient.post()
                .uri(LISTS)
                .contentType(MediaType.APPLICATION_JSON)
                .body(new CreateContactListRequest(name, Map.of("territory", territory)))
                .retrieve()
                .body(ContactListDto.class);
    }

    public void rename(String listId, String newName) {
        restClient.patch()
                .uri(LIST_BY_ID, listId)
                .contentType(MediaType.APPLICATION_JSON)
                .body(Map.of("name", newName))
                .retrieve()
                .toBodilessEntity();
    }

    @Retry(name = "ringmetric")
    public void appendContacts(String listId, List<String> phoneNumbers) {
        restClient.post()
                .uri("/contact-lists/{listId}/contacts", listId)
                .contentType(MediaType.APPLICATION_JSON)
                .body(new AppendContactsRequest(phoneNumbers))
                .retrieve()
                .toBodilessEntity();
    }

    public void removeContact(String listId, String phoneE164) {
        restClient.delete()
                .uri("/contact-lists/{listId}/contacts/{phone}", listId, phoneE164)
                .retrieve()
                .toBodilessEntity();
    }

    public void delete(String listId) {
        restClient.delete()
                .uri(LIST_BY_ID, listId)
                .retrieve()
                .toBodilessEntity();
    }
}
