package com.quillmark.leadrouter.api

import org.springframework.http.ResponseEntity
import org.springframework.web.bind.annotation.*

@RestController
@RequestMapping("/internal/v1/leads")
class LeadController(private val router: LeadRoutingService) {

    @PostMapping("/{leadId}/route")
    fun route(
        @PathVariable leadId: String,
        @RequestHeader("X-User-Email") requestedBy: String,
    ): ResponseEntity<Map<String, Any>> {
        val result = router.route(leadId, requestedBy)
            ?: return ResponseEntity.status(404).body(mapOf("error" to "lead not found"))
        return ResponseEntity.ok(mapOf("listId" to result))
    }
}

interface LeadRoutingService {
    fun route(leadId: String, requestedBy: String): String?
}
