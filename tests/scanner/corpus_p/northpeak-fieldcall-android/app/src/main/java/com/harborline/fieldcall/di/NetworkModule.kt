package com.harborline.fieldcall.di

import com.harborline.fieldcall.BuildConfig
import com.harborline.fieldcall.net.backend.BackendAuthInterceptor
import com.harborline.fieldcall.net.backend.BackendRetryInterceptor
import com.harborline.fieldcall.net.dialwave.DialwaveApi
import com.harborline.fieldcall.net.dialwave.DialwaveHeadersInterceptor
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

    private fun logging() = HttpLoggingInterceptor().apply {
        level = if (BuildConfig.DEBUG) HttpLoggingInterceptor.Level.BODY else HttpLoggingInterceptor.Level.NONE
        redactHeader("x-api-key")
        redactHeader("Authorization")
    }

    @Provides @Singleton @Named("dialwave")
    fun dialwaveOkHttp(headers: DialwaveHeadersInterceptor): OkHttpClient = OkHttpClient.Builder()
        .addInterceptor(headers)
        .addInterceptor(logging())
        .callTimeout(20, TimeUnit.SECONDS)
        .build()

    @Provides @Singleton
    fun dialwaveApi(@Named("dialwave") client: OkHttpClient): DialwaveApi = Retrofit.Builder()
        .baseUrl(BuildConfig.DIALWAVE_BASE_URL)
        .client(client)
        .addConverterFactory(MoshiConverterFactory.create())
        .build()
        .create(DialwaveApi::class.java)

    @Provides @Singleton @Named("backend")
    fun backendOkHttp(auth: BackendAuthInterceptor): OkHttpClient = OkHttpClient.Builder()
        .addInterceptor(auth)
        .addInterceptor(BackendRetryInterceptor())
        .addInterceptor(logging())
        .build()
}
