package com.kestrelmutual.dialer.callharbor;

import com.kestrelmutual.dialer.config.CallHarborProperties;
import java.time.Duration;
import java.util.UUID;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import retrofit2.Retrofit;
import retrofit2.converter.jackson.JacksonConverterFactory;

@Configuration
public class CallHarborClientConfig {

    @Bean
    OkHttpClient callHarborHttpClient(CallHarborProperties props) {
        return new OkHttpClient.Builder()
                .callTimeout(Duration.ofSeconds(15))
                .addInterceptor(chain -> {
                    Request req = chain.request().newBuilder()
                            .header(CallHarborHeaders.API_KEY, props.apiKey())
                            .header(CallHarborHeaders.ACTING_USER, props.actingUserEmail())
                            .header(CallHarborHeaders.REQUEST_ID, UUID.randomUUID().toString())
                            .build();
                    return chain.proceed(req);
                })
                .build();
    }

    @Bean
    CallHarborApi callHarborApi(OkHttpClient callHarborHttpClient, CallHarborProperties props) {
        return new Retrofit.Builder()
                .baseUrl(props.baseUrl().endsWith("/") ? props.baseUrl() : props.baseUrl() + "/")
                .client(callHarborHttpClient)
                .addConverterFactory(JacksonConverterFactory.create())
                .build()
                .create(CallHarborApi.class);
    }
}
