package com.harborline.fieldrep.di

import com.harborline.fieldrep.BuildConfig
import com.harborline.fieldrep.data.callpilot.CallPilotApi
import com.harborline.fieldrep.data.callpilot.CallPilotAuthInterceptor
import com.harborline.fieldrep.data.callpilot.CallPilotRetryInterceptor
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
object CallPilotModule {

    @Provides
    @Singleton
    @Named("callpilot")
    fun provideCallPilotOkHttp(auth: CallPilotAuthInterceptor): OkHttpClient =
        OkHttpClient.Builder()
            .connectTimeout(10, TimeUnit.SECONDS)
            .readTimeout(20, TimeUnit.SECONDS)
            .addInterceptor(auth)
            .addInterceptor(CallPilotRetryInterceptor())
            .addInterceptor(HttpLoggingInterceptor().apply {
                level = if (BuildConfig.DEBUG) HttpLoggingInterceptor.Level.HEADERS
                else HttpLoggingInterceptor.Level.NONE
                redactHeader("Authorization")
            })
            .build()

    @Provides
    @Singleton
    fun provideCallPilotApi(@Named("callpilot") client: OkHttpClient, moshi: Moshi): CallPilotApi =
        Retrofit.Builder()
            .baseUrl(BuildConfig.CALLPILOT_BASE_URL)
            .client(client)
            .addConverterFactory(MoshiConverterFactory.create(moshi))
            .build()
            .create(CallPilotApi::class.java)
}
