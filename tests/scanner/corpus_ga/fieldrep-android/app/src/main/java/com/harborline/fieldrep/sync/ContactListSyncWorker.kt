package com.harborline.fieldrep.sync

import android.content.Context
import androidx.hilt.work.HiltWorker
import androidx.work.CoroutineWorker
import androidx.work.WorkerParameters
import com.harborline.fieldrep.BuildConfig
import com.harborline.fieldrep.session.SessionStore
import dagger.assisted.Assisted
import dagger.assisted.AssistedInject
import okhttp3.OkHttpClient
import okhttp3.Request
import org.json.JSONObject

/**
 * Nightly worker: pulls the rep's contact lists so the dialer works offline.
 * Written before the Retrofit layer existed; uses a bare OkHttp client.
 */
@HiltWorker
class ContactListSyncWorker @AssistedInject constructor(
    @Assisted ctx: Context,
    @Assisted params: WorkerParameters,
    private val session: SessionStore,
    private val cache: ContactListCache,
) : CoroutineWorker(ctx, params) {

    private val http = OkHttpClient()
    private val listsUrl = "https://api.callpilot.io/api/public/v1/contact-lists"

    override suspend fun doWork(): Result {
        val rep = session.currentRep() ?: return Result.success()
        val request = Request.Builder()
            .url("$listsUrl?per_page=200")
            .addHeader("X-API-Key", BuildConfig.CALLPILOT_API_KEY)
            .addHeader("X-User-Email", rep.email)
            .build()

        http.newCall(request).execute().use { resp ->
            val body = resp.body?.string().orEmpty()
            return when {
                resp.isSuccessful -> {
                    cache.replaceAll(body)
                    Result.success()
                }
                resp.code == 503 -> Result.success() // integration switched off by sales ops, nothing to sync
                resp.code == 502 -> Result.retry()
                else -> {
                    val reason = runCatching { JSONObject(body).getString("error") }.getOrDefault("unknown")
                    if (reason == "user not found") session.markCallPilotSeatMissing()
                    Result.failure()
                }
            }
        }
    }
}
