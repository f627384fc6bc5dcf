package com.harborviewcx.edge.dialstream;

import java.util.List;
import java.util.Map;
import retrofit2.Call;
import retrofit2.http.*;

public interface DialstreamV1Api {

    @GET("contact-lists")
    Call<List<Map<String, Object>>> listContactLists(
            @Header("x-api-key") String apiKey,
            @Header("x-user-id") String actingUserId);

    @PATCH("contact-lists/{id}")
    Call<Map<String, Object>> renameContactList(
            @Header("x-api-key") String key,
            @Header("x-user-id") String userId,
            @Path("id") String id,
            @Body Map<String, String> body);

    @DELETE("contact-lists/{id}/contacts/{phone}")
    Call<Void> removeContact(
            @Header("x-api-key") String key,
            @Header("x-user-id") String userId,
            @Path("id") String id,
            @Path("phone") String phone);
}
