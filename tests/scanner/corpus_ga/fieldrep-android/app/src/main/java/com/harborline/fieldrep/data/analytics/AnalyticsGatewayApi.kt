package com.harborline.fieldrep.data.analytics

import retrofit2.http.Body
import retrofit2.http.POST

interface AnalyticsGatewayApi {
    @POST("events")
    suspend fun send(@Body batch: List<Map<String, Any?>>)
}
