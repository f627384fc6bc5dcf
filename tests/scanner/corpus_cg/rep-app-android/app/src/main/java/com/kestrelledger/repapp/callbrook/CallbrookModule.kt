package com.kestrelledger.repapp.callbrook

import com.kestrelledger.repapp.BuildConfig
import com.kestrelledger.repapp.session.SessionStore
import okhttp3.OkHttpClient
import retrofit2.Retrofit
import retrofit2.converter.moshi.MoshiConverterFactory

object CallbrookModule {
    private const val LEGACY_BASE = "https://api.callbrook.io/api/public/v1/"
    private const val V2_BASE = "https://api.callbrook.io/api/public/v2/"

    fun legacy(session: SessionStore): CallbrookV1Service =
        Retrofit.Builder()
            .baseUrl(LEGACY_BASE)
            .client(OkHttpClient.Builder().addInterceptor(LegacyAuthInterceptor(session)).build())
            .addConverterFactory(MoshiConverterFactory.create())
            .build()
            .create(CallbrookV1Service::class.java)

    fun v2(tokenProvider: () -> String): CallbrookV2Service =
        Retrofit.Builder()
            .baseUrl(V2_BASE)
            .client(OkHttpClient.Builder().addInterceptor { chain ->
                chain.proceed(chain.request().newBuilder().header("Authorization", "Bearer ${tokenProvider()}").build())
            }.build())
            .addConverterFactory(MoshiConverterFactory.create())
            .build()
            .create(CallbrookV2Service::class.java)

    val useV2: Boolean get() = BuildConfig.CALLBROOK_V2
}
