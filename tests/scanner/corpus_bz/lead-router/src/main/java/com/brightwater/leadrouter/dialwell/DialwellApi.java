package com.brightwater.leadrouter.dialwell;

import com.brightwater.leadrouter.dialwell.model.ContactList;
import com.brightwater.leadrouter.dialwell.model.ContactListPage;
import com.brightwater.leadrouter.dialwell.model.AppendContactsRequest;
import retrofit2.Call;
import retrofit2.http.*;

public interface DialwellApi {

    @GET("contact-lists")
    Call<ContactListPage> listContactLists(@Query("page") int page);

    @GET("contact-lists/{id}")
    Call<ContactList> getContactList(@Path("id") String id);

    @POST("contact-lists/{id}/contacts")
    Call<Void> appendContacts(@Path("id") String id, @Body AppendContactsRequest body);

    @DELETE("contact-lists/{id}/contacts/{phone}")
    Call<Void> removeContact(@Path("id") String id, @Path("phone") String e164);

    @GET("agents")
    Call<java.util.List<java.util.Map<String, Object>>> listAgents();
}
