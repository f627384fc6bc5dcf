package com.harborline.reports.dialer;

import java.util.Properties;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import retrofit2.Retrofit;
import retrofit2.converter.gson.GsonConverterFactory;

public final class DialWiseClientFactory {
    static final String API_KEY_HEADER = "x-api-key";

    private DialWiseClientFactory() {}

    public static DialWiseApi create(Properties props) {
        String baseUrl = props.getProperty("dialwise.base-url");
        String key = System.getenv().getOrDefault("DIALWISE_API_KEY", props.getProperty("dialwise.api-key"));
        OkHttpClient http = new OkHttpClient.Builder()
            .addInterceptor(chain -> {
                Request r = chain.request().newBuilder()
                    .header(API_KEY_HEADER, key)
                    .build();
                return chain.proceed(r);
            })
            .addInterceptor(new DialWiseRetryInterceptor())
            .build();
        return new Retrofit.Builder()
            .baseUrl(baseUrl)
            .client(http)
            .addConverterFactory(GsonConverterFactory.create())
            .build()
            .create(DialWiseApi.class);
    }
}
