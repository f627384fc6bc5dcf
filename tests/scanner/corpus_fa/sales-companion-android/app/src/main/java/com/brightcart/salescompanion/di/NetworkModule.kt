package com.brightcart.salescompanion.di

import com.brightcart.salescompanion.BuildConfig
import com.brightcart.salescompanion.data.backend.BackendAuthInterceptor
import com.brightcart.salescompanion.data.backend.BackendService
import com.brightcart.salescompanion.data.ringlane.RinglaneAuthInterceptor
import com.brightcart.salescompanion.data.ringlane.RinglaneService
import com.squareup.moshi.Moshi
import dagger.Module
import dagger.Provides
import dagger.hilt.InstallIn
import dagger.hilt.components.SingletonComponent
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

    @Provides @Singleton
    fun moshi(): Moshi = Moshi.Builder().build()

    private fun logging() = HttpLoggingInterceptor().apply {
        level = if (BuildConfig.DEBUG) HttpLoggingInterceptor.Level.BODY else HttpLoggingInterceptor.Level.NONE
        redactHeader("x-api-key")
        redactHeader("Authorization")
    }

    @Provides @Singleton @Named("ringlane")
    fun ringlaneOkHttp(auth: RinglaneAuthInterceptor): OkHttpClient = OkHttpClient.Builder()
        .addInterceptor(auth)
        .addInterceptor(logging())
        .callTimeout(20, TimeUnit.SECONDS)
        .build()

    @Provides @Singleton
    fun ringlaneService(@Named("ringlane") client: OkHttpClient, moshi: Moshi): RinglaneService =
        Retrofit.Builder()
            .baseUrl(BuildConfig.RINGLANE_BASE_URL)
            .client(client)
            .addConverterFactory(MoshiConverterFactory.create(moshi))
            .build()
            .create(RinglaneService::class.java)

    @Provides @Singleton
    fun backendService(auth: BackendAuthInterceptor, moshi: Moshi): BackendService =
        Retrofit.Builder()
            .baseUrl(BuildConfig.BACKEND_BASE_URL)
            .client(OkHttpClient.Builder().addInterceptor(auth).addInterceptor(logging()).build())
            .addConverterFactory(MoshiConverterFactory.create(moshi))
            .build()
            .create(BackendService::class.java)
}
