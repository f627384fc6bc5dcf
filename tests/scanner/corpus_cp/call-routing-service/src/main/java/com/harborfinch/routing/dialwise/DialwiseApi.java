package com.harborfinch.routing.dialwise;

import com.harborfinch.routing.dialwise.model.AppendContactsRequest;
import com.harborfinch.routing.dialwise.model.ContactList;
import com.harborfinch.routing.dialwise.model.ContactListPage;
import retrofit2.Call;
import retrofit2.http.*;

public interface DialwiseApi {

    @GET("contact-lists")
    Call<ContactListPage> listContactLists(@Query("page") int page);

    @GET("contact-lists/{id}")
    Call<ContactList> getContactList(@Path("id") String id);

    @POST("contact-lists/{id}/contacts")
    Call<Void> appendContacts(@Path("id") String id, @Body AppendContactsRequest body);

    @DELETE("contact-lists/{id}/contacts/{phone}")
    Call<Void> removeContact(@Path("id") String id, @Path("phone") String e164Phone);
}
