package com.kestrelmutual.outreach.dialwell;

import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.ws.rs.client.Client;
import jakarta.ws.rs.client.ClientBuilder;
import jakarta.ws.rs.client.Entity;
import jakarta.ws.rs.client.Invocation;
import jakarta.ws.rs.client.WebTarget;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

@ApplicationScoped
public class DialwellClient {

    @Inject
    DialwellConfig config;

    @Inject
    DialwellErrorTranslator errors;

    private Client http;
    private WebTarget root;

    @PostConstruct
    void init() {
        http = ClientBuilder.newBuilder()
                .connectTimeout(config.connectTimeoutMs(), TimeUnit.MILLISECONDS)
                .readTimeout(config.readTimeoutMs(), TimeUnit.MILLISECONDS)
                .build();
        root = http.target(config.baseUrl());
    }

    @PreDestroy
    void close() {
        http.close();
    }

    private Invocation.Builder call(WebTarget target, String actingEmail) {
        return target.request(MediaType.APPLICATION_JSON_TYPE)
                .header(DialwellHeaders.API_KEY, config.apiKey())
                .header(DialwellHeaders.ACTING_USER_EMAIL,
                        actingEmail != null ? actingEmail : config.actingUser());
    }

    public List<ContactListDto> listContactLists(String actingEmail) {
        Response r = call(root.path(DialwellPaths.CONTACT_LISTS), actingEmail).get();
        return errors.readOrThrow(r, ContactListPage.class).data();
    }

    public ContactListDto createContactList(String name, String actingEmail) {
        Response r = call(root.path(DialwellPaths.CONTACT_LISTS), actingEmail)
                .post(Entity.json(Map.of("name", name)));
        return errors.readOrThrow(r, ContactListDto.class);
    }

    public void appendContacts(String listId, List<ContactDto> contacts, String actingEmail) {
        WebTarget t = root.path(DialwellPaths.LIST_CONTACTS).resolveTemplate("listId", listId);
        Response r = call(t, actingEmail).post(Entity.json(Map.of("contacts", contacts)));
        errors.readOrThrow(r, Void.class);
    }

    public void removeContact(String listId, String e164, String actingEmail) {
        WebTarget t = root.path(DialwellPaths.LIST_CONTACT_BY_PHONE)
                .resolveTemplate("listId", listId)
                .resolveTemplate("phone", e164);
        errors.readOrThrow(call(t, actingEmail).delete(), Void.class);
    }

    public void deleteContactList(String listId, String actingEmail) {
        WebTarget t = root.path(DialwellPaths.CONTACT_LIST).resolveTemplate("listId", listId);
        errors.readOrThrow(call(t, actingEmail).delete(), Void.class);
    }
}
