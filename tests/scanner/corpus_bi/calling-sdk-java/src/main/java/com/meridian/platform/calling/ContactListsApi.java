package com.meridian.platform.calling;

import com.meridian.platform.calling.model.AppendContactsRequest;
import com.meridian.platform.calling.model.ContactList;
import com.meridian.platform.calling.model.ContactListPage;
import retrofit2.Call;
import retrofit2.http.*;

/** Retrofit flavour used by the Android field-sales app. */
public interface ContactListsApi {

    @GET("contact-lists")
    Call<ContactListPage> list(@Header("x-user-email") String actingUser, @Query("page") int page);

    @POST("contact-lists")
    Call<ContactList> create(@Header("x-user-email") String actingUser, @Body ContactList list);

    @PATCH("contact-lists/{id}")
    Call<ContactList> rename(@Header("x-user-id") String idpUserId, @Path("id") String id, @Body ContactList patch);

    @DELETE("contact-lists/{id}")
    Call<Void> delete(@Path("id") String id);

    @POST("contact-lists/{id}/contacts")
    Call<ContactList> append(@Path("id") String id, @Body AppendContactsRequest body);
}
