package com.northwindmutual.crm.dialwise;

import com.northwindmutual.crm.dialwise.model.ContactList;
import com.northwindmutual.crm.dialwise.model.ListContact;
import lombok.extern.slf4j.Slf4j;
import org.springframework.boot.web.client.RestTemplateBuilder;
import org.springframework.core.ParameterizedTypeReference;
import org.springframework.http.HttpEntity;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpMethod;
import org.springframework.http.MediaType;
import org.springframework.stereotype.Component;
import org.springframework.web.client.RestTemplate;

import java.time.Duration;
import java.util.List;
import java.util.Map;

import static com.northwindmutual.crm.dialwise.DialWiseConstants.*;

@Slf4j
@Component
public class DialWiseClient {

    private final RestTemplate rest;
    private final DialWiseProperties props;

    public DialWiseClient(RestTemplateBuilder builder, DialWiseProperties props, DialWiseErrorHandler errorHandler) {
        this.props = props;
        this.rest = builder
                .rootUri(props.getBaseUrl())
                .setConnectTimeout(Duration.ofMillis(props.getConnectTimeoutMs()))
                .setReadTimeout(Duration.ofMillis(props.getReadTimeoutMs()))
                .errorHandler(errorHandler)
                .build();
    }

    private HttpHeaders headers(String actingUser) {
        HttpHeaders h = new HttpHeaders();
        h.setContentType(MediaType.APPLICATION_JSON);
        h.setAccept(List.of(MediaType.APPLICATION_JSON));
        h.set(API_KEY_HEADER, props.getApiKey());
        h.set(ACTING_USER_HEADER, actingUser != null ? actingUser : props.getActingUserEmail());
        return h;
    }

    public List<ContactList> listContactLists() {
        return rest.exchange(CONTACT_LISTS_PATH, HttpMethod.GET, new HttpEntity<>(headers(null)),
                new ParameterizedTypeReference<List<ContactList>>() {}).getBody();
    }

    public ContactList createContactList(String name, String ownerEmail) {
        Map<String, Object> body = Map.of("name", name, "shared", true);
        return rest.postForObject(CONTACT_LISTS_PATH, new HttpEntity<>(body, headers(ownerEmail)), ContactList.class);
    }

    public ContactList getContactList(String listId) {
        return rest.exchange(CONTACT_LIST_PATH, HttpMethod.GET, new HttpEntity<>(headers(null)),
                ContactList.class, listId).getBody();
    }

    public void renameContactList(String listId, String newName) {
        rest.exchange(CONTACT_LIST_PATH, HttpMethod.PATCH,
                new HttpEntity<>(Map.of("name", newName), headers(null)), Void.class, listId);
    }

    public void appendContacts(String listId, List<ListContact> contacts, String agentEmail) {
        for (int i = 0; i < contacts.size(); i += MAX_CONTACTS_PER_REQUEST) {
            List<ListContact> batch = contacts.subList(i, Math.min(i + MAX_CONTACTS_PER_REQUEST, contacts.size()));
            log.debug("Appending {} contacts to DialWise list {}", batch.size(), listId);
            rest.postForEntity(LIST_CONTACTS_PATH, new HttpEntity<>(Map.of("contacts", batch), headers(agentEmail)),
                    Void.class, listId);
        }
    }

    public void removeContact(String listId, String e164Phone) {
        rest.exchange(LIST_CONTACT_BY_PHONE_PATH, HttpMethod.DELETE, new HttpEntity<>(headers(null)),
                Void.class, listId, e164Phone);
    }

    public void deleteContactList(String listId) {
        rest.exchange("/contact-lists/" + listId, HttpMethod.DELETE, new HttpEntity<>(headers(null)), Void.class);
    }
}
