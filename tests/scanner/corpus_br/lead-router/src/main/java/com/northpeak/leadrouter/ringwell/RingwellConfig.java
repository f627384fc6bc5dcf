package com.northpeak.leadrouter.ringwell;

import okhttp3.OkHttpClient;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import retrofit2.Retrofit;
import retrofit2.converter.jackson.JacksonConverterFactory;

@Configuration
public class RingwellConfig {

    @Bean
    RingwellApi ringwellApi(
            @Value("${ringwell.base-url}") String baseUrl,
            @Value("${ringwell.api-key}") String apiKey,
            @Value("${ringwell.service-user-id}") String serviceUserId) {
        OkHttpClient http = new OkHttpClient.Builder()
                .addInterceptor(chain -> chain.proceed(chain.request().newBuilder()
                        .header(RingwellHeaders.API_KEY, apiKey)
                        .header(RingwellHeaders.ACTING_USER, serviceUserId)
                        .build()))
                .build();
        return new Retrofit.Builder()
                .baseUrl(baseUrl)
                .client(http)
                .addConverterFactory(JacksonConverterFactory.create())
                .build()
                .create(RingwellApi.class);
    }
}
