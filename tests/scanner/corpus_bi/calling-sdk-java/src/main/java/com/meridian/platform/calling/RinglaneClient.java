package com.meridian.platform.calling;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.meridian.platform.calling.model.ContactList;
import com.meridian.platform.calling.model.ContactListPage;
import okhttp3.*;

import java.io.IOException;
import java.util.List;
import java.util.Map;

public class RinglaneClient {

    private static final MediaType JSON = MediaType.get("application/json");
    private final OkHttpClient http;
    private final RinglaneSettings settings;
    private final ObjectMapper mapper = new ObjectMapper();

    public RinglaneClient(RinglaneSettings settings) {
        this.settings = settings;
        this.http = new OkHttpClient.Builder()
                .callTimeout(settings.timeout())
                .addInterceptor(new RetryInterceptor(RetryPolicy.defaults()))
                .build();
    }

    private Request.Builder request(String path, String actingUserEmail) {
        return new Request.Builder()
                .url(settings.baseUrl() + path)
                .header(RinglaneSettings.API_KEY_HEADER, settings.apiKey())
                .header(RinglaneSettings.ACTING_USER_EMAIL_HEADER, actingUserEmail)
                .header("User-Agent", RinglaneSettings.USER_AGENT);
    }

    public ContactListPage listContactLists(String actingUser, int page) throws IOException {
        Request req = request("/contact-lists?page=" + page, actingUser).get().build();
        return execute(req, ContactListPage.class);
    }

    public ContactList getContactList(String actingUser, String listId) throws IOException {
        Request req = request("/contact-lists/" + listId, actingUser).get().build();
        return execute(req, ContactList.class);
    }

    public ContactList appendContacts(String actingUser, String listId, List<String> phones) throws IOException {
        String body = mapper.writeValueAsString(Map.of("phones", phones));
        String path = String.format("/contact-lists/%s/contacts", listId);
        return execute(request(path, actingUser).post(RequestBody.create(body, JSON)).build(), ContactList.class);
    }

    public void removeContact(String actingUser, String listId, String phone) throws IOException {
        String path = String.format("/contact-lists/%s/contacts/%s", listId, phone);
        execute(request(path, actingUser).delete().build(), Void.class);
    }

    private <T> T execute(Request req, Class<T> type) throws IOException {
        try (Response resp = http.newCall(req).execute()) {
            if (resp.isSuccessful()) {
                if (type == Void.class || resp.body() == null) {
                    return null;
                }
                return mapper.readValue(resp.body().string(), type);
            }
            RinglaneErrorBody err = RinglaneErrorBody.parse(mapper, resp.body());
            switch (resp.code()) {
                case 401:
                    throw new RinglaneAuthException("Ringlane rejected the API key");
                case 404:
                    if (err.isUserNotFound()) {
                        throw new ActingUserNotFoundException(err.getError());
                    }
                    throw new RinglaneNotFoundException(err.getError());
                case 502:
                    throw new IdentityProviderUnavailableException("Ringlane could not reach the IdP", err);
                case 503:
                    throw new RinglaneApiDisabledException("Public API is disabled for this tenant");
                default:
                    throw new RinglaneApiException(resp.code(), err);
            }
        }
    }
}
