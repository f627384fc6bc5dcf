package com.petalbrook.renewals.voxly;

import io.micronaut.http.HttpResponse;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Delete;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.Header;
import io.micronaut.http.annotation.Patch;
import io.micronaut.http.annotation.PathVariable;
import io.micronaut.http.annotation.Post;
import io.micronaut.http.client.annotation.Client;
import io.micronaut.retry.annotation.Retryable;
import java.util.List;
import java.util.Map;

@Client(id = "voxly", path = "/api/public/v1")
@Header(name = "x-api-key", value = "${voxly.api-key}")
@Header(name = "x-user-id", value = "${voxly.okta-user-id}")
public interface VoxlyListsClient {

    @Get("/contact-lists/{listId}")
    Map<String, Object> getList(@PathVariable String listId);

    @Patch("/contact-lists/{listId}")
    Map<String, Object> updateList(@PathVariable String listId, @Body Map<String, Object> patch);

    @Retryable(attempts = "3", delay = "2s", includes = VoxlyIdpUnavailable.class)
    @Post("/contact-lists/{listId}/contacts")
    HttpResponse<Void> appendContacts(@PathVariable String listId, @Body Map<String, List<Map<String, String>>> body);

    @Delete("/contact-lists/{listId}/contacts/{phone}")
    HttpResponse<Void> removeContact(@PathVariable String listId, @PathVariable String phone);
}
