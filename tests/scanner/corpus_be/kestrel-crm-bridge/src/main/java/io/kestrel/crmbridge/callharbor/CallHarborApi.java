package io.kestrel.crmbridge.callharbor;

import io.kestrel.crmbridge.callharbor.dto.AddContactsRequest;
import io.kestrel.crmbridge.callharbor.dto.ContactList;
import io.kestrel.crmbridge.callharbor.dto.ContactListPage;
import io.kestrel.crmbridge.callharbor.dto.CreateContactListRequest;
import retrofit2.Call;
import retrofit2.http.*;

public interface CallHarborApi {

    @GET("contact-lists")
    Call<ContactListPage> listContactLists(@Query("cursor") String cursor);

    @POST("contact-lists")
    Call<ContactList> createContactList(@Body CreateContactListRequest body);

    @GET("contact-lists/{id}")
    Call<ContactList> getContactList(@Path("id") String id);

    @DELETE("contact-lists/{id}")
    Call<Void> deleteContactList(@Path("id") String id);

    @POST("contact-lists/{id}/contacts")
    Call<Void> addContacts(@Path("id") String id, @Body AddContactsRequest body);

    @DELETE("contact-lists/{id}/contacts/{phone}")
    Call<Void> removeContact(@Path("id") String id, @Path("phone") String phone);

    @GET("calls/{id}")
    Call<Object> getCall(@Path("id") String id);
}
