package com.northpeak.leadrouter.dialwise;

import java.util.List;
import java.util.Map;
import retrofit2.Call;
import retrofit2.http.Body;
import retrofit2.http.DELETE;
import retrofit2.http.GET;
import retrofit2.http.POST;
import retrofit2.http.Path;

public interface DialwiseApi {

    @GET("contact-lists")
    Call<ContactListPage> listContactLists();

    @GET("contact-lists/{id}")
    Call<ContactList> getContactList(@Path("id") String id);

    @POST("contact-lists/{id}/contacts")
    Call<Void> appendContacts(@Path("id") String listId, @Body Map<String, List<Contact>> body);

    @DELETE("contact-lists/{id}/contacts/{phone}")
    Call<Void> removeContact(@Path("id") String listId, @Path("phone") String phone);

    record ContactList(String id, String name, int contactCount) {}

    record ContactListPage(List<ContactList> data, String nextCursor) {}

    record Contact(String phone, String firstName, String lastName, String crmId) {}
}
