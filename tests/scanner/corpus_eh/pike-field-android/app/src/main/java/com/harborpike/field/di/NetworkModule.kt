package com.harborpike.field.di

import com.harborpike.field.BuildConfig
import com.harborpike.field.calling.RinglaneApi
import com.harborpike.field.calling.RinglaneAuthInterceptor
import com.harborpike.field.calling.v2.RinglaneV2Api
import com.harborpike.field.calling.v2.RinglaneV2Interceptor
import com.harborpike.field.net.BackendApi
import com.harborpike.field.net.BackendAuthInterceptor
import com.jakewharton.retrofit2.converter.kotlinx.serialization.asConverterFactory
import com.squareup.moshi.Moshi
import com.squareup.moshi.kotlin.reflect.KotlinJsonAdapterFactory
import dagger.Module
import dagger.Provides
import dagger.hilt.InstallIn
import dagger.hilt.components.SingletonComponent
import kotlinx.serialization.json.Json
import okhttp3.MediaType.Companion.toMediaType
import okhttp3.OkHttpClient
import okhttp3.logging.HttpLoggingInterceptor
import retrofit2.Retrofit
import retrofit2.converter.moshi.MoshiConverterFactory
import java.util.concurrent.TimeUnit
import javax.inject.Named
import javax.inject.Singleton

@Module
@InstallIn(SingletonComponent::class)
object NetworkModule {

    private const val RINGLANE_V2_URL = "https://api.ringlane.io/api/public/v2/"

    @Provides @Singleton
    fun moshi(): Moshi = Moshi.Builder().add(KotlinJsonAdapterFactory()).build()

    private fun logging() = HttpLoggingInterceptor().apply {
        level = if (BuildConfig.DEBUG) HttpLoggingInterceptor.Level.BODY else HttpLoggingInterceptor.Level.NONE
        redactHeader("x-api-key")
        redactHeader("Authorization")
    }

    @Provides @Singleton @Named("ringlane")
    fun ringlaneOkHttp(auth: RinglaneAuthInterceptor): OkHttpClient =
        OkHttpClient.Builder()
            .addInterceptor(auth)
            .addInterceptor(logging())
            .connectTimeout(15, TimeUnit.SECONDS)
            .build()

    @Provides @Singleton
    fun ringlaneApi(@Named("ringlane") client: OkHttpClient, moshi: Moshi): RinglaneApi =
        Retrofit.Builder()
            .baseUrl(BuildConfig.RINGLANE_BASE_URL)
            .client(client)
            .addConverterFactory(MoshiConverterFactory.create(moshi))
            .build()
            .create(RinglaneApi::class.java)

    @Provides @Singleton
    fun ringlaneV2Api(v2: RinglaneV2Interceptor): RinglaneV2Api {
        val json = Json { ignoreUnknownKeys = true }
        return Retrofit.Builder()
            .baseUrl(RINGLANE_V2_URL)
            .client(OkHttpClient.Builder().addInterceptor(v2).addInterceptor(logging()).build())
            .addConverterFactory(json.asConverterFactory("application/json".toMediaType()))
            .build()
            .create(RinglaneV2Api::class.java)
    }

    @Provides @Singleton
    fun backendApi(auth: BackendAuthInterceptor, moshi: Moshi): BackendApi =
        Retrofit.Builder()
            .baseUrl(BuildConfig.BACKEND_URL)
            .client(OkHttpClient.Builder().addInterceptor(auth).addInterceptor(logging()).build())
            .addConverterFactory(MoshiConverterFactory.create(moshi))
            .build()
            .create(BackendApi::class.java)
}
