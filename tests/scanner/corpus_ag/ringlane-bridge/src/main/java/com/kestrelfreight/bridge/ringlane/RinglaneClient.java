package com.kestrelfreight.bridge.ringlane;

import io.micronaut.http.HttpResponse;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Delete;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.Header;
import io.micronaut.http.annotation.Post;
import io.micronaut.http.client.annotation.Client;

import java.util.List;

@Client(id = "ringlane")
@Header(name = "X-Api-Key", value = "${ringlane.api-key}")
public interface RinglaneClient {

    @Get("/contact-lists")
    ContactListPage listContactLists(@Header("X-User-Email") String actingUser);

    @Post("/contact-lists/{listId}/contacts")
    AppendResult appendContacts(@Header("X-User-Email") String actingUser, String listId, @Body AppendRequest body);

    @Delete("/contact-lists/{listId}/contacts/{phone}")
    HttpResponse<Void> removeContact(@Header("X-User-Email") String actingUser, String listId, String phone);

    record ContactListPage(List<ContactList> items, String nextCursor) {}
    record ContactList(String id, String name, int contactCount) {}
    record AppendRequest(List<Contact> contacts) {}
    record Contact(String phone, String name) {}
    record AppendResult(int added) {}
}
