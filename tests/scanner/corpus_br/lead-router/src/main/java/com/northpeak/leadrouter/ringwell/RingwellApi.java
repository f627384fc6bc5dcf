package com.northpeak.leadrouter.ringwell;

import java.util.List;
import java.util.Map;
import retrofit2.Call;
import retrofit2.http.Body;
import retrofit2.http.DELETE;
import retrofit2.http.GET;
import retrofit2.http.POST;
import retrofit2.http.Path;

public interface RingwellApi {

    @GET("contact-lists/{id}")
    Call<ContactList> getList(@Path("id") String id);

    @POST("contact-lists/{id}/contacts")
    Call<Void> appendContacts(@Path("id") String id, @Body Map<String, List<Map<String, String>>> body);

    @DELETE("contact-lists/{id}/contacts/{phone}")
    Call<Void> removeContact(@Path("id") String id, @Path("phone") String phone);

    record ContactList(String id, String name, int contactCount) {}
}
