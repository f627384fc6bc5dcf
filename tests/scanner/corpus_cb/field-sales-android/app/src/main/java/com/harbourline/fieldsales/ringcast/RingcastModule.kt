package com.harbourline.fieldsales.ringcast

import com.harbourline.fieldsales.BuildConfig
import com.harbourline.fieldsales.session.SessionStore
import okhttp3.OkHttpClient
import okhttp3.logging.HttpLoggingInterceptor
import retrofit2.Retrofit
import retrofit2.converter.moshi.MoshiConverterFactory

object RingcastModule {
    fun create(session: SessionStore): RingcastService {
        val http = OkHttpClient.Builder()
            .addInterceptor(RingcastAuthInterceptor(session))
            .addInterceptor(HttpLoggingInterceptor().apply {
                level = HttpLoggingInterceptor.Level.BASIC
                redactHeader("x-api-key")
            })
            .build()
        return Retrofit.Builder()
            .baseUrl(BuildConfig.RINGCAST_BASE_URL)
            .client(http)
            .addConverterFactory(MoshiConverterFactory.create())
            .build()
            .create(RingcastService::class.java)
    }
}
