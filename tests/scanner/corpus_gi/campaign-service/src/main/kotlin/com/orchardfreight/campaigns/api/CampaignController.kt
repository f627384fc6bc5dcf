package com.orchardfreight.campaigns.api

import com.orchardfreight.campaigns.domain.Campaign
import com.orchardfreight.campaigns.domain.CampaignService
import kotlinx.coroutines.flow.Flow
import org.springframework.http.HttpStatus
import org.springframework.web.bind.annotation.GetMapping
import org.springframework.web.bind.annotation.PathVariable
import org.springframework.web.bind.annotation.PostMapping
import org.springframework.web.bind.annotation.RequestBody
import org.springframework.web.bind.annotation.RequestHeader
import org.springframework.web.bind.annotation.RequestMapping
import org.springframework.web.bind.annotation.ResponseStatus
import org.springframework.web.bind.annotation.RestController

data class NewCampaign(val name: String, val driverPhones: List<String>)

@RestController
@RequestMapping("/api/v1/campaigns")
class CampaignController(private val service: CampaignService) {

    @GetMapping
    fun list(): Flow<Campaign> = service.all()

    @PostMapping
    @ResponseStatus(HttpStatus.CREATED)
    suspend fun create(
        @RequestBody body: NewCampaign,
        @RequestHeader("X-User-Email") requestedBy: String,
    ): Campaign = service.launch(body.name, body.driverPhones, requestedBy)

    @PostMapping("/{id}/contact-lists/refresh")
    suspend fun refresh(@PathVariable id: Long, @RequestHeader("X-User-Id") userId: String) =
        service.refresh(id, userId)
}
