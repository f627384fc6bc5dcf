package com.fernhollow.crmbridge.dialwise;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import okhttp3.OkHttpClient;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import retrofit2.Retrofit;
import retrofit2.converter.jackson.JacksonConverterFactory;

@Configuration
public class DialwiseConfig {

    @Bean
    public DialwiseApi dialwiseApi(
            @Value("${dialwise.base-url}") String baseUrl,
            @Value("${dialwise.api-key}") String apiKey,
            @Value("${dialwise.acting-user-id}") String actingUserId) {
        OkHttpClient http = new OkHttpClient.Builder()
                .addInterceptor(chain -> chain.proceed(chain.request().newBuilder()
                        .header("x-api-key", apiKey)
                        .header("x-user-id", actingUserId)
                        .build()))
                .build();
        ObjectMapper om = new ObjectMapper().configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false);
        return new Retrofit.Builder()
                .baseUrl(baseUrl)
                .client(http)
                .addConverterFactory(JacksonConverterFactory.create(om))
                .build()
                .create(DialwiseApi.class);
    }
}
