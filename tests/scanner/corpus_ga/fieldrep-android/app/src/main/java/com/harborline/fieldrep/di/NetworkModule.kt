package com.harborline.fieldrep.di

import com.harborline.fieldrep.BuildConfig
import com.harborline.fieldrep.data.analytics.AnalyticsGatewayApi
import com.harborline.fieldrep.data.backend.BackendApi
import com.harborline.fieldrep.data.backend.BackendAuthInterceptor
import com.harborline.fieldrep.data.marketing.MailCadetApi
import com.squareup.moshi.Moshi
import com.squareup.moshi.kotlin.reflect.KotlinJsonAdapterFactory
import dagger.Module
import dagger.Provides
import dagger.hilt.InstallIn
import dagger.hilt.components.SingletonComponent
import okhttp3.Interceptor
import okhttp3.OkHttpClient
import retrofit2.Retrofit
import retrofit2.converter.moshi.MoshiConverterFactory
import javax.inject.Named
import javax.inject.Singleton

@Module
@InstallIn(SingletonComponent::class)
object NetworkModule {

    @Provides @Singleton
    fun provideMoshi(): Moshi = Moshi.Builder().add(KotlinJsonAdapterFactory()).build()

    @Provides @Singleton @Named("backend")
    fun provideBackendClient(auth: BackendAuthInterceptor): OkHttpClient =
        OkHttpClient.Builder().addInterceptor(auth).build()

    @Provides @Singleton
    fun provideBackendApi(@Named("backend") client: OkHttpClient, moshi: Moshi): BackendApi =
        Retrofit.Builder()
            .baseUrl(BuildConfig.BACKEND_BASE_URL)
            .client(client)
            .addConverterFactory(MoshiConverterFactory.create(moshi))
            .build()
            .create(BackendApi::class.java)

    /** Usage analytics go through our AWS API Gateway, which wants its own usage-plan key. */
    @Provides @Singleton
    fun provideAnalyticsApi(moshi: Moshi): AnalyticsGatewayApi {
        val gatewayKey = Interceptor { chain ->
            chain.proceed(
                chain.request().newBuilder()
                    .header("x-api-key", BuildConfig.ANALYTICS_GATEWAY_KEY)
                    .build()
            )
        }
        return Retrofit.Builder()
            .baseUrl("https://a7k2x9.execute-api.us-east-1.amazonaws.com/prod/v1/")
            .client(OkHttpClient.Builder().addInterceptor(gatewayKey).build())
            .addConverterFactory(MoshiConverterFactory.create(moshi))
            .build()
            .create(AnalyticsGatewayApi::class.java)
    }

    @Provides @Singleton
    fun provideMailCadetApi(moshi: Moshi): MailCadetApi =
        Retrofit.Builder()
            .baseUrl("https://api.mailcadet.com/v1/")
            .addConverterFactory(MoshiConverterFactory.create(moshi))
            .build()
            .create(MailCadetApi::class.java)
}
