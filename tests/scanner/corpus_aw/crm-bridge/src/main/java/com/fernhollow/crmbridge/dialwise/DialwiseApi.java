package com.fernhollow.crmbridge.dialwise;

import java.util.List;
import retrofit2.Call;
import retrofit2.http.Body;
import retrofit2.http.DELETE;
import retrofit2.http.GET;
import retrofit2.http.PATCH;
import retrofit2.http.POST;
import retrofit2.http.Path;

/** Retrofit interface for the Dialwise public API (v1). */
public interface DialwiseApi {

    @GET("contact-lists")
    Call<ContactListPage> listContactLists();

    @POST("contact-lists")
    Call<ContactList> createContactList(@Body CreateRequest body);

    @PATCH("contact-lists/{id}")
    Call<ContactList> renameContactList(@Path("id") String id, @Body CreateRequest body);

    @DELETE("contact-lists/{id}")
    Call<Void> deleteContactList(@Path("id") String id);

    @GET("contact-lists/{id}")
    Call<ContactList> getContactList(@Path("id") String id);

    @POST("contact-lists/{id}/contacts")
    Call<AppendResult> appendContacts(@Path("id") String id, @Body AppendRequest body);

    @DELETE("contact-lists/{id}/contacts/{phone}")
    Call<Void> removeContact(@Path("id") String id, @Path("phone") String phone);

    record ContactList(String id, String name, int contactCount) {}
    record ContactListPage(List<ContactList> data, String nextCursor) {}
    record CreateRequest(String name) {}
    record AppendRequest(List<Contact> contacts) {}
    record Contact(String phone, String externalId) {}
    record AppendResult(int added, int skipped) {}
}
