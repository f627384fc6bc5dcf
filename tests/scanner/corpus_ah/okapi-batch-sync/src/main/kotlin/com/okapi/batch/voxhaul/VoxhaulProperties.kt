package com.okapi.batch.voxhaul

import org.springframework.boot.context.properties.ConfigurationProperties

@ConfigurationProperties(prefix = "voxhaul")
data class VoxhaulProperties(
    val baseUrl: String = "https://api.voxhaul.io/api/public/v1/",
    val apiKey: String,
    val actingUserId: String,
    val chunkSize: Int = 200,
)
