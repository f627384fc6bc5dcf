package co.tallyfield.app.dialer

import co.tallyfield.app.BuildConfig
import co.tallyfield.app.session.SessionStore
import okhttp3.OkHttpClient
import okhttp3.logging.HttpLoggingInterceptor
import retrofit2.Retrofit
import retrofit2.converter.moshi.MoshiConverterFactory
import java.util.concurrent.TimeUnit

object DialerModule {
    fun ringlioApi(session: SessionStore): RinglioApi {
        val client = OkHttpClient.Builder()
            .addInterceptor(RinglioAuthInterceptor(session))
            .addInterceptor(HttpLoggingInterceptor().apply {
                level = if (BuildConfig.DEBUG) HttpLoggingInterceptor.Level.BODY else HttpLoggingInterceptor.Level.NONE
                redactHeader("x-api-key")
            })
            .callTimeout(15, TimeUnit.SECONDS)
            .build()
        return Retrofit.Builder()
            .baseUrl(BuildConfig.RINGLIO_BASE_URL)
            .client(client)
            .addConverterFactory(MoshiConverterFactory.create())
            .build()
            .create(RinglioApi::class.java)
    }
}
