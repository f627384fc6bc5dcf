package com.brightwater.leadrouter.dialwell;

import com.fasterxml.jackson.databind.ObjectMapper;
import okhttp3.OkHttpClient;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import retrofit2.Retrofit;
import retrofit2.converter.jackson.JacksonConverterFactory;

import java.time.Duration;
import java.util.UUID;

@Configuration
public class DialwellClientConfig {

    @Value("${dialwell.base-url}")
    private String baseUrl;

    @Value("${dialwell.api-key}")
    private String apiKey;

    @Value("${dialwell.service-account}")
    private String serviceAccountId;

    @Bean
    public DialwellApi dialwellApi(ObjectMapper mapper) {
        OkHttpClient http = new OkHttpClient.Builder()
                .callTimeout(Duration.ofSeconds(20))
                .addInterceptor(chain -> chain.proceed(chain.request().newBuilder()
                        .header(DialwellHeaders.API_KEY, apiKey)
                        .header(DialwellHeaders.ACTING_USER, serviceAccountId)
                        .header(DialwellHeaders.REQUEST_ID, UUID.randomUUID().toString())
                        .build()))
                .build();
        return new Retrofit.Builder()
                .baseUrl(baseUrl)
                .client(http)
                .addConverterFactory(JacksonConverterFactory.create(mapper))
                .build()
                .create(DialwellApi.class);
    }
}
