package health.carely.staff.outreach

import com.squareup.moshi.JsonClass
import retrofit2.Response
import retrofit2.http.Body
import retrofit2.http.DELETE
import retrofit2.http.GET
import retrofit2.http.Header
import retrofit2.http.PATCH
import retrofit2.http.POST
import retrofit2.http.Path
import retrofit2.http.Query

@JsonClass(generateAdapter = true)
data class BeaconList(val id: Int, val name: String, val groupName: String?, val contactsCount: Int)

@JsonClass(generateAdapter = true)
data class RenameListBody(val name: String?, val groupName: String?)

@JsonClass(generateAdapter = true)
data class PhoneNumbersBody(val phoneNumbers: List<String>)

/** Retrofit interface for the Beacon dialer. Base URL comes from BuildConfig.BEACON_BASE_URL. */
interface BeaconApi {

    @GET("contact-lists")
    suspend fun myLists(@Header("X-User-Id") schedulerUid: String): Response<List<BeaconList>>

    @PATCH("contact-lists/{id}")
    suspend fun renameList(
        @Path("id") id: Int,
        @Header("X-User-Id") schedulerUid: String,
        @Body body: RenameListBody,
    ): Response<BeaconList>

    @POST("contact-lists/{id}/contacts")
    suspend fun addByPhone(
        @Path("id") id: Int,
        @Header("X-User-Id") schedulerUid: String,
        @Body body: PhoneNumbersBody,
    ): Response<BeaconList>

    @DELETE("contact-lists/{id}/contacts")
    suspend fun removeByPhone(
        @Path("id") id: Int,
        @Query("phoneNumber") phone: String,
        @Header("X-User-Id") schedulerUid: String,
    ): Response<Unit>
}
