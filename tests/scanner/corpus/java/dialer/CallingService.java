package com.acme.dialer.calling;

import java.io.IOException;
import okhttp3.Interceptor;
import okhttp3.OkHttpClient;
import okhttp3.Response;
import retrofit2.Call;
import retrofit2.Retrofit;
import retrofit2.converter.jackson.JacksonConverterFactory;
import retrofit2.http.Body;
import retrofit2.http.GET;
import retrofit2.http.Header;
import retrofit2.http.PATCH;
import retrofit2.http.PUT;
import retrofit2.http.Path;

/** Retrofit definition of the Calling Service endpoints we use. */
public interface CallingService {

    String BASE_URL = "https://calls.acme-sales.com/api/public/v1/";

    @PATCH("contact-lists/{id}")
    Call<ContactList> renameList(
            @Path("id") long id,
            @Header("X-User-Id") String idpUserId,
            @Body ListPatch patch);

    // v2 endpoints used by the new nightly sync (absolute paths override BASE_URL's path).
    @GET("/api/public/v2/me")
    Call<Credential> me(@Header("Authorization") String bearer);

    @PUT("/api/public/v2/lists/{id}")
    Call<CallingList> replaceList(
            @Path("id") long id,
            @Header("Authorization") String bearer,
            @Header("Idempotency-Key") String idempotencyKey,
            @Body ListWrite body);

    /** Adds the shared org key to every request. */
    final class ApiKeyInterceptor implements Interceptor {
        private final String key;

        ApiKeyInterceptor(String key) {
            this.key = key;
        }

        @Override
        public Response intercept(Chain chain) throws IOException {
            return chain.proceed(chain.request().newBuilder().header("x-api-key", key).build());
        }
    }

    static CallingService create(String sharedKey) {
        OkHttpClient client = new OkHttpClient.Builder()
                .addInterceptor(new ApiKeyInterceptor(sharedKey))
                .build();
        return new Retrofit.Builder()
                .baseUrl(BASE_URL)
                .client(client)
                .addConverterFactory(JacksonConverterFactory.create())
                .build()
                .create(CallingService.class);
    }
}
