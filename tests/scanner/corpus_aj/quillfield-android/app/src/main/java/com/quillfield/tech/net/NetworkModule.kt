package com.quillfield.tech.net

import okhttp3.Interceptor
import okhttp3.OkHttpClient
import retrofit2.Retrofit
import retrofit2.converter.moshi.MoshiConverterFactory
import com.quillfield.tech.BuildConfig

object NetworkModule {
    private val voxteraKey = Interceptor { chain ->
        chain.proceed(chain.request().newBuilder().header("x-api-key", BuildConfig.VOXTERA_KEY).build())
    }

    // Our own backend: session-based, forwards the technician id.
    private val backendAuth = Interceptor { chain ->
        chain.proceed(chain.request().newBuilder().header("X-User-Id", Session.userId).build())
    }

    val voxtera: VoxteraApi = Retrofit.Builder()
        .baseUrl("https://api.voxtera.com/")
        .client(OkHttpClient.Builder().addInterceptor(voxteraKey).build())
        .addConverterFactory(MoshiConverterFactory.create())
        .build()
        .create(VoxteraApi::class.java)

    val backend: BackendApi = Retrofit.Builder()
        .baseUrl("https://app.quillfield.com/api/")
        .client(OkHttpClient.Builder().addInterceptor(backendAuth).build())
        .addConverterFactory(MoshiConverterFactory.create())
        .build()
        .create(BackendApi::class.java)
}
