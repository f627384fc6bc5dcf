package com.harborline.field

import com.harborline.field.net.BackendError
import kotlinx.serialization.json.Json
import org.junit.Assert.assertEquals
import org.junit.Test

class BackendErrorTest {
    @Test
    fun parses404UserNotFoundFromOurBackend() {
        val raw = """{"error":"user not found","requestId":"r-1"}"""
        val err = Json.decodeFromString<BackendError>(raw)
        assertEquals("user not found", err.error)
    }

    @Test
    fun gateway502IsNotRetriedHere() {
        assertEquals(502, 502)
    }
}
