package io.orbitly.integrations.ringhub;

import java.util.List;
import java.util.Map;

import retrofit2.Call;
import retrofit2.http.Body;
import retrofit2.http.DELETE;
import retrofit2.http.GET;
import retrofit2.http.PATCH;
import retrofit2.http.POST;
import retrofit2.http.Path;
import retrofit2.http.Query;

public interface RinghubApi {

    @GET("contact-lists")
    Call<ListPage> contactLists(@Query("page") int page);

    @GET("contact-lists/{id}")
    Call<ContactList> contactList(@Path("id") String id);

    @POST("contact-lists")
    Call<ContactList> create(@Body Map<String, Object> body);

    @PATCH("contact-lists/{id}")
    Call<ContactList> update(@Path("id") String id, @Body Map<String, Object> body);

    @POST("contact-lists/{id}/contacts")
    Call<AppendResult> appendContacts(@Path("id") String id, @Body Map<String, List<Map<String, String>>> body);

    @DELETE("contact-lists/{id}/contacts/{phone}")
    Call<Void> removeContact(@Path("id") String id, @Path("phone") String phone);

    record ContactList(String id, String name, int size) {}
    record ListPage(List<ContactList> data, int page, int total) {}
    record AppendResult(int added, int skipped) {}
}
