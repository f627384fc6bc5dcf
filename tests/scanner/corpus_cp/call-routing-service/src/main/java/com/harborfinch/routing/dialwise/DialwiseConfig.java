package com.harborfinch.routing.dialwise;

import okhttp3.OkHttpClient;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import retrofit2.Retrofit;
import retrofit2.converter.jackson.JacksonConverterFactory;

@Configuration
public class DialwiseConfig {

    @Bean
    DialwiseApi dialwiseApi(
            @Value("${routing.dialwise.base-url}") String baseUrl,
            @Value("${routing.dialwise.api-key}") String apiKey,
            @Value("${routing.dialwise.acting-user-id}") String actingUser) {
        OkHttpClient http = new OkHttpClient.Builder()
                .addInterceptor(new DialwiseAuthInterceptor(apiKey, actingUser))
                .build();
        return new Retrofit.Builder()
                .baseUrl(baseUrl)
                .client(http)
                .addConverterFactory(JacksonConverterFactory.create())
                .build()
                .create(DialwiseApi.class);
    }
}
