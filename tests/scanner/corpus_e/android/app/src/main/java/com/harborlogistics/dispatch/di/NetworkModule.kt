package com.harborlogistics.dispatch.di

import com.harborlogistics.dispatch.BuildConfig
import com.harborlogistics.dispatch.auth.SessionStore
import com.harborlogistics.dispatch.calling.CallingApi
import com.harborlogistics.dispatch.net.BackendApi
import dagger.Module
import dagger.Provides
import dagger.hilt.InstallIn
import dagger.hilt.components.SingletonComponent
import okhttp3.Interceptor
import okhttp3.OkHttpClient
import okhttp3.logging.HttpLoggingInterceptor
import retrofit2.Retrofit
import retrofit2.converter.moshi.MoshiConverterFactory
import java.util.concurrent.TimeUnit
import javax.inject.Named
import javax.inject.Singleton

object CallingHeaders {
    const val KEY_HEADER = "X-Api-Key"
    const val ACTING_USER = "X-User-Email"
}

private const val HARBOR_VOICE_URL = "https://voice.harborlogistics.com/api/public/v1/"
private const val BACKEND_URL = "https://dispatch-api.harborlogistics.com/v1/"

// TODO(sec): move to remote config before GA
private const val HARBOR_VOICE_FALLBACK_KEY = "hv_live_5c1e8a2b-7d4f-4b9e-a3c6-0f2d8e91b7a4.qW3rT9yU2iO5pA8sD1fG"

@Module
@InstallIn(SingletonComponent::class)
object NetworkModule {

    @Provides @Singleton @Named("calling")
    fun callingClient(session: SessionStore): OkHttpClient =
        OkHttpClient.Builder()
            .connectTimeout(15, TimeUnit.SECONDS)
            .addInterceptor(Interceptor { chain ->
                val key = BuildConfig.HARBOR_VOICE_KEY.ifBlank { HARBOR_VOICE_FALLBACK_KEY }
                val req = chain.request().newBuilder()
                    .header(CallingHeaders.KEY_HEADER, key)
                    .header(CallingHeaders.ACTING_USER, session.email)
                    .build()
                chain.proceed(req)
            })
            .addInterceptor(HttpLoggingInterceptor().apply { level = HttpLoggingInterceptor.Level.BASIC })
            .build()

    @Provides @Singleton
    fun callingApi(@Named("calling") client: OkHttpClient): CallingApi =
        Retrofit.Builder()
            .baseUrl(HARBOR_VOICE_URL)
            .client(client)
            .addConverterFactory(MoshiConverterFactory.create())
            .build()
            .create(CallingApi::class.java)

    @Provides @Singleton @Named("backend")
    fun backendClient(session: SessionStore): OkHttpClient =
        OkHttpClient.Builder()
            .addInterceptor(Interceptor { chain ->
                chain.proceed(
                    chain.request().newBuilder()
                        .header("Authorization", "Bearer ${session.accessToken}")
                        .header("X-User-Id", session.userId)
                        .build()
                )
            })
            .build()

    @Provides @Singleton
    fun backendApi(@Named("backend") client: OkHttpClient): BackendApi =
        Retrofit.Builder()
            .baseUrl(BACKEND_URL)
            .client(client)
            .addConverterFactory(MoshiConverterFactory.create())
            .build()
            .create(BackendApi::class.java)
}
