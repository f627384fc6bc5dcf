package com.northpeak.calling;

import java.util.List;
import java.util.Map;

import retrofit2.Call;
import retrofit2.http.Body;
import retrofit2.http.GET;
import retrofit2.http.Header;
import retrofit2.http.Headers;
import retrofit2.http.PATCH;
import retrofit2.http.PUT;
import retrofit2.http.Path;
import retrofit2.http.Query;

/** Retrofit interface used by the Android field-sales app and the exporter. */
public interface DialerApi {

    @Headers("Accept: application/json")
    @GET("api/public/v1/contact-lists")
    Call<List<CallingClient.ContactListView>> lists(@Header("x-user-email") String owner);

    // ---- already on v2 -------------------------------------------------------------

    @GET("api/public/v2/me")
    Call<Map<String, Object>> me(@Header("Authorization") String bearer);

    @PUT("api/public/v2/lists/{id}")
    Call<CallingClient.ContactListView> replaceList(
            @Header("Authorization") String bearer,
            @Header("Idempotency-Key") String idempotencyKey,
            @Path("id") long id,
            @Body Map<String, Object> listWrite);

    @GET("api/public/v2/lists/{id}/contacts")
    Call<Map<String, Object>> members(
            @Header("Authorization") String bearer,
            @Path("id") long id,
            @Query("after") long after,
            @Query("limit") int limit);

    @PATCH("api/public/v2/scheduled-calls/{id}")
    Call<Map<String, Object>> reschedule(
            @Header("Authorization") String bearer,
            @Header("Idempotency-Key") String idempotencyKey,
            @Path("id") long id,
            @Body Map<String, Object> patch);
}
