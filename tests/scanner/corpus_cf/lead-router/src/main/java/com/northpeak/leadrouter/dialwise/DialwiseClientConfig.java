package com.northpeak.leadrouter.dialwise;

import java.time.Duration;
import okhttp3.OkHttpClient;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import retrofit2.Retrofit;
import retrofit2.converter.jackson.JacksonConverterFactory;

@Configuration
@EnableConfigurationProperties(DialwiseProperties.class)
public class DialwiseClientConfig {

    @Bean
    OkHttpClient dialwiseHttpClient(DialwiseProperties props) {
        return new OkHttpClient.Builder()
                .callTimeout(Duration.ofSeconds(props.getTimeoutSeconds()))
                .addInterceptor(chain -> chain.proceed(chain.request().newBuilder()
                        .header("x-api-key", props.getApiKey())
                        .header("x-user-id", props.getActingUserId())
                        .header("Accept", "application/json")
                        .build()))
                .build();
    }

    @Bean
    DialwiseApi dialwiseApi(OkHttpClient dialwiseHttpClient, DialwiseProperties props) {
        return new Retrofit.Builder()
                .baseUrl(props.baseUrl())
                .client(dialwiseHttpClient)
                .addConverterFactory(JacksonConverterFactory.create())
                .build()
                .create(DialwiseApi.class);
    }
}
