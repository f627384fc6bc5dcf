package com.fieldwise.app.di

import com.fieldwise.app.BuildConfig
import com.fieldwise.app.calling.RinglaneApi
import com.fieldwise.app.calling.RinglaneAuthInterceptor
import com.fieldwise.app.calling.RinglaneRetryInterceptor
import com.fieldwise.app.net.FieldwiseApi
import com.fieldwise.app.net.FieldwiseAuthInterceptor
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
import javax.inject.Singleton

@Module
@InstallIn(SingletonComponent::class)
object NetworkModule {

    @Provides @Singleton
    fun moshi(): Moshi = Moshi.Builder().build()

    private fun logging() = HttpLoggingInterceptor().apply {
        level = if (BuildConfig.DEBUG) HttpLoggingInterceptor.Level.BODY else HttpLoggingInterceptor.Level.NONE
        redactHeader("Authorization")
        redactHeader("x-api-key")
    }

    @Provides @Singleton
    fun fieldwiseApi(auth: FieldwiseAuthInterceptor, moshi: Moshi): FieldwiseApi =
        Retrofit.Builder()
            .baseUrl(BuildConfig.FIELDWISE_API_URL)
            .client(OkHttpClient.Builder().addInterceptor(auth).addInterceptor(logging()).build())
            .addConverterFactory(MoshiConverterFactory.create(moshi))
            .build()
            .create(FieldwiseApi::class.java)

    @Provides @Singleton
    fun ringlaneApi(auth: RinglaneAuthInterceptor, moshi: Moshi): RinglaneApi =
        Retrofit.Builder()
            .baseUrl(BuildConfig.RINGLANE_BASE_URL)
            .client(
                OkHttpClient.Builder()
                    .addInterceptor(auth)
                    .addInterceptor(RinglaneRetryInterceptor())
                    .addInterceptor(logging())
                    .callTimeout(20, TimeUnit.SECONDS)
                    .build()
            )
            .addConverterFactory(MoshiConverterFactory.create(moshi))
            .build()
            .create(RinglaneApi::class.java)
}
