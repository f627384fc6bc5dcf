package co.northbeam.reps.net

import co.northbeam.reps.BuildConfig
import co.northbeam.reps.session.SessionStore
import okhttp3.Interceptor
import okhttp3.OkHttpClient
import retrofit2.Retrofit
import retrofit2.converter.moshi.MoshiConverterFactory

/**
 * Our own reps backend sits behind AWS API Gateway, which wants its usage-plan key as
 * x-api-key; the backend itself trusts X-User-Id / X-User-Email set here.
 */
class BackendHeaders(private val session: SessionStore) : Interceptor {
    override fun intercept(chain: Interceptor.Chain) = chain.proceed(
        chain.request().newBuilder()
            .header("x-api-key", BuildConfig.GATEWAY_API_KEY)
            .header("X-User-Id", session.userId)
            .header("X-User-Email", session.email)
            .build()
    )
}

fun backendRetrofit(session: SessionStore): Retrofit = Retrofit.Builder()
    .baseUrl(BuildConfig.BACKEND_URL)
    .client(OkHttpClient.Builder().addInterceptor(BackendHeaders(session)).build())
    .addConverterFactory(MoshiConverterFactory.create())
    .build()
