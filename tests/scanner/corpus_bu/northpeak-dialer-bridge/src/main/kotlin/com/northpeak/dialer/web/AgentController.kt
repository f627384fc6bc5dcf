package com.northpeak.dialer.web

import org.springframework.http.ResponseEntity
import org.springframework.web.bind.annotation.GetMapping
import org.springframework.web.bind.annotation.RequestHeader
import org.springframework.web.bind.annotation.RestController

/** Endpoints used by our own agent console (behind the corporate gateway). */
@RestController
class AgentController {

    @GetMapping("/api/agents/me")
    fun me(@RequestHeader("X-User-Email") email: String?): ResponseEntity<Map<String, Any>> {
        if (email.isNullOrBlank()) {
            return ResponseEntity.status(400).body(mapOf("error" to "missing user"))
        }
        return ResponseEntity.ok(mapOf("email" to email, "queues" to listOf("outbound-emea")))
    }
}
