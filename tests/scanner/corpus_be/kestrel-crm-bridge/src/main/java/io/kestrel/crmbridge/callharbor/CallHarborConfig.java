package io.kestrel.crmbridge.callharbor;

import okhttp3.OkHttpClient;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import retrofit2.Retrofit;
import retrofit2.converter.jackson.JacksonConverterFactory;

import java.time.Duration;

@Configuration
public class CallHarborConfig {

    @Bean
    CallHarborApi callHarborApi(@Value("${kestrel.callharbor.base-url}") String baseUrl,
                                @Value("${kestrel.callharbor.api-key}") String apiKey,
                                @Value("${kestrel.callharbor.service-user-id}") String serviceUserId) {
        OkHttpClient http = new OkHttpClient.Builder()
                .callTimeout(Duration.ofSeconds(20))
                .addInterceptor(chain -> chain.proceed(chain.request().newBuilder()
                        .header(CallHarborHeaders.API_KEY, apiKey)
                        .header(CallHarborHeaders.ACTING_USER_ID, serviceUserId)
                        .build()))
                .addInterceptor(new CallHarborRetryInterceptor())
                .build();
        return new Retrofit.Builder()
                .baseUrl(baseUrl)
                .client(http)
                .addConverterFactory(JacksonConverterFactory.create())
                .build()
                .create(CallHarborApi.class);
    }
}
