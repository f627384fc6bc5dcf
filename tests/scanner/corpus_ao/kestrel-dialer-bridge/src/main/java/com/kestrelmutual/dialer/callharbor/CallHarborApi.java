package com.kestrelmutual.dialer.callharbor;

import com.kestrelmutual.dialer.callharbor.dto.AppendContactsRequest;
import com.kestrelmutual.dialer.callharbor.dto.ContactListDto;
import com.kestrelmutual.dialer.callharbor.dto.CreateContactListRequest;
import java.util.List;
import retrofit2.Call;
import retrofit2.http.Body;
import retrofit2.http.DELETE;
import retrofit2.http.GET;
import retrofit2.http.PATCH;
import retrofit2.http.POST;
import retrofit2.http.Path;
import retrofit2.http.Query;

public interface CallHarborApi {

    @GET("contact-lists")
    Call<List<ContactListDto>> listContactLists(@Query("page") int page);

    @POST("contact-lists")
    Call<ContactListDto> createContactList(@Body CreateContactListRequest body);

    @GET("contact-lists/{id}")
    Call<ContactListDto> getContactList(@Path("id") String id);

    @PATCH("contact-lists/{id}")
    Call<ContactListDto> updateContactList(@Path("id") String id, @Body CreateContactListRequest body);

    @DELETE("contact-lists/{id}")
    Call<Void> deleteContactList(@Path("id") String id);

    @POST("contact-lists/{id}/contacts")
    Call<Void> appendContacts(@Path("id") String id, @Body AppendContactsRequest body);

    @DELETE("contact-lists/{id}/contacts/{phone}")
    Call<Void> removeContact(@Path("id") String id, @Path("phone") String phoneE164);
}
