package com.orchardfreight.campaigns.jobs

import com.orchardfreight.campaigns.config.RingbaseProperties
import com.orchardfreight.campaigns.domain.CampaignRepository
import com.orchardfreight.campaigns.ringbase.ContactListApi
import kotlinx.coroutines.flow.collect
import org.slf4j.LoggerFactory
import org.springframework.scheduling.annotation.Scheduled
import org.springframework.stereotype.Component
import org.springframework.web.reactive.function.client.WebClientResponseException

@Component
class ReconcileJob(
    private val api: ContactListApi,
    private val repo: CampaignRepository,
    private val props: RingbaseProperties,
) {
    private val log = LoggerFactory.getLogger(javaClass)

    @Scheduled(cron = "0 15 2 * * *")
    suspend fun run() {
        repo.findAll().collect { campaign ->
            val listId = campaign.ringbaseListId ?: return@collect
            try {
                val list = api.one(listId, props.apiKey, campaign.createdBy)
                log.info("campaign {} list {} has {} contacts", campaign.id, list.id, list.contact_count)
            } catch (e: WebClientResponseException) {
                when (e.statusCode.value()) {
                    404 -> if (e.responseBodyAsString.contains("\"user not found\"")) {
                        log.warn("owner {} left the company, list {} is orphaned", campaign.createdBy, listId)
                    } else {
                        log.warn("list {} deleted upstream", listId)
                    }
                    502 -> log.warn("Ringbase identity provider unreachable, skipping {}", listId)
                    503 -> { log.error("Ringbase public API disabled for our account, aborting run"); return@collect }
                    else -> throw e
                }
            }
        }
    }
}
