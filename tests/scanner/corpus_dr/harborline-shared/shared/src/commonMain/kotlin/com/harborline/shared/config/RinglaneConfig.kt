package com.harborline.shared.config

/** Ringlane public API version this module was written against. */
const val RINGLANE_API_VERSION = "v1"

expect object RinglaneConfig {
    val host: String
    val apiKey: String
    val userAgent: String
}

val RinglaneConfig.baseUrl: String
    get() = "$host/api/public/$RINGLANE_API_VERSION"
