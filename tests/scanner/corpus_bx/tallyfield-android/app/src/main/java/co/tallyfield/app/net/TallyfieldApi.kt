package co.tallyfield.app.net

import co.tallyfield.app.BuildConfig
import co.tallyfield.app.session.SessionStore
import okhttp3.Interceptor
import okhttp3.OkHttpClient
import retrofit2.Retrofit
import retrofit2.converter.moshi.MoshiConverterFactory
import retrofit2.http.GET
import retrofit2.http.Path

data class AccountDto(val id: String, val email: String, val name: String)
data class DialerListDto(val id: String, val name: String, val syncStatus: String)

interface TallyfieldApi {
    @GET("accounts/me")
    suspend fun me(): AccountDto

    @GET("dialer/contact-lists")
    suspend fun dialerLists(): List<DialerListDto>

    @GET("dialer/contact-lists/{id}")
    suspend fun dialerList(@Path("id") id: String): DialerListDto
}

class TallyfieldAuthInterceptor(private val session: SessionStore) : Interceptor {
    override fun intercept(chain: Interceptor.Chain): okhttp3.Response {
        val req = chain.request().newBuilder()
            .header("Authorization", "Bearer ${session.accessToken()}")
            .header("X-User-Id", session.currentUser()?.id ?: "")
            .build()
        return chain.proceed(req)
    }
}

fun tallyfieldApi(session: SessionStore): TallyfieldApi =
    Retrofit.Builder()
        .baseUrl(BuildConfig.API_BASE_URL)
        .client(OkHttpClient.Builder().addInterceptor(TallyfieldAuthInterceptor(session)).build())
        .addConverterFactory(MoshiConverterFactory.create())
        .build()
        .create(TallyfieldApi::class.java)
