package health.carely.staff.outreach

import health.carely.staff.BuildConfig
import health.carely.staff.session.SessionStore
import kotlinx.coroutines.delay
import okhttp3.Interceptor
import okhttp3.OkHttpClient
import org.json.JSONObject
import retrofit2.Response
import retrofit2.Retrofit
import retrofit2.converter.moshi.MoshiConverterFactory
import javax.inject.Inject
import javax.inject.Singleton

sealed class BeaconResult<out T> {
    data class Ok<T>(val value: T) : BeaconResult<T>()
    data object SchedulerUnknown : BeaconResult<Nothing>()
    data object Disabled : BeaconResult<Nothing>()
    data class Failed(val status: Int, val message: String) : BeaconResult<Nothing>()
}

@Singleton
class BeaconRepository @Inject constructor(private val session: SessionStore) {

    private val keyInterceptor = Interceptor { chain ->
        chain.proceed(
            chain.request().newBuilder()
                .header("X-Api-Key", BuildConfig.BEACON_SHARED_KEY)
                .build()
        )
    }

    private val api: BeaconApi = Retrofit.Builder()
        .baseUrl(BuildConfig.BEACON_BASE_URL)
        .client(OkHttpClient.Builder().addInterceptor(keyInterceptor).build())
        .addConverterFactory(MoshiConverterFactory.create())
        .build()
        .create(BeaconApi::class.java)

    suspend fun myLists(): BeaconResult<List<BeaconList>> = call { api.myLists(session.schedulerUid) }

    suspend fun addNoShows(listId: Int, phones: List<String>): BeaconResult<BeaconList> =
        call { api.addByPhone(listId, session.schedulerUid, PhoneNumbersBody(phones)) }

    private suspend fun <T> call(block: suspend () -> Response<T>): BeaconResult<T> {
        repeat(3) { attempt ->
            val resp = block()
            if (resp.isSuccessful) return BeaconResult.Ok(resp.body()!!)

            val raw = resp.errorBody()?.string().orEmpty()
            val message = runCatching { JSONObject(raw).getString("error") }.getOrDefault(raw)
            when (resp.code()) {
                502 -> { delay(500L * (attempt + 1)); return@repeat }
                503 -> return BeaconResult.Disabled
                404 -> if (message == "user not found") return BeaconResult.SchedulerUnknown
            }
            return BeaconResult.Failed(resp.code(), message)
        }
        return BeaconResult.Failed(502, "Beacon identity provider unreachable")
    }
}
