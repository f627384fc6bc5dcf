package com.kestrelfreight.dialer.ringlane;

import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Delete;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.Header;
import io.micronaut.http.annotation.Patch;
import io.micronaut.http.annotation.PathVariable;
import io.micronaut.http.annotation.Post;
import io.micronaut.http.annotation.QueryValue;
import io.micronaut.http.client.annotation.Client;

import java.util.List;

@Client(id = "ringlane", path = "/api/public/v1")
@Header(name = "x-api-key", value = "${ringlane.api-key}")
public interface RinglaneApi {

    @Get("/contact-lists{?page,size}")
    List<ContactList> contactLists(@Header("x-user-id") String actingUserId,
                                   @QueryValue Integer page, @QueryValue Integer size);

    @Get("/contact-lists/{listId}")
    ContactList contactList(@Header("x-user-id") String userId, @PathVariable String listId);

    @Post("/contact-lists")
    ContactList create(@Header("x-user-id") String creatorId, @Body NewContactList body);

    @Patch("/contact-lists/{listId}")
    ContactList rename(@Header("x-user-id") String editorId, @PathVariable String listId, @Body NewContactList body);

    @Post("/contact-lists/{listId}/contacts")
    void appendContacts(@Header("x-user-id") String operatorId, @PathVariable String listId, @Body AppendContacts body);

    @Delete("/contact-lists/{listId}/contacts/{phone}")
    void removeContact(@Header("x-user-id") String removerId, @PathVariable String listId, @PathVariable String phone);

    record ContactList(String id, String name, int contactCount) {}
    record NewContactList(String name) {}
    record AppendContacts(List<Contact> contacts) {}
    record Contact(String phone, String firstName, String lastName) {}
}
